"""The Age of Empires III evaluation on hand-made positions where the better one is obvious to a player."""

import random

import pytest

import rules
from game.ai.evaluation import aoe3 as ev
from game.ai.evaluation import estimator_for, evaluate
from rules.aoe3 import resolution as res
from rules.aoe3.data import COLONIST, GOODS, REGION_IDS
from rules.aoe3.state import tset

RS = rules.get("aoe3")
CARIBBEAN = REGION_IDS.index("caribbean")


def start(players=3, seed=4, **fields):
    """Turn 2, placement, every seat with the same money and an empty hand (the estimate compares seats)."""
    s = RS.new_game(players, seed).copy()
    s.turn = 2
    s.money = (10,) * players
    s.hand = ((0, 0, 0, 0, 0),) * players
    s.pending = ("place", 0)
    for k, v in fields.items():
        setattr(s, k, v)
    return s


def colonists(s, region, per_seat):
    """``s`` with each seat's colonists in ``region`` set to ``per_seat``."""
    colony = tuple((n, 0, 0, 0, 0) for n in per_seat)
    s.colonies = tset(s.colonies, region, colony)
    return s


def resolve_from(s, stage):
    """Placement over: resolution starts at ``stage`` with the boxes as set and runs to the first decision."""
    s = s.copy()
    s.rng = s.rng.copy()
    s.stage, s.cursor, s.pending = stage, 0, None
    res.advance(s, [])
    return s


def best_after(s, seat):
    """The seat's best estimate over its legal moves (what Greedy compares the position before with)."""
    return max(ev.estimate(RS, RS.apply(s, a))[seat] for a in RS.legal_actions(s))


def test_the_aoe3_module_is_the_estimator_of_aoe3():
    assert estimator_for(RS) is ev.estimate


def test_equal_seats_are_estimated_equal():
    est = ev.estimate(RS, start())
    assert max(est) - min(est) < 1e-9


def test_a_colony_majority_before_a_scoring_is_worth_more_than_none():
    """End of turn 3 scores the Caribbean: 4 colonists against 2 take 6 VP, the 2 take only 2."""
    s = colonists(start(turn=3), CARIBBEAN, (4, 2, 0))
    est = ev.estimate(RS, s)
    assert est[0] > est[1] + 4 > est[2] + 4


def test_a_majority_is_worth_more_with_more_scorings_left():
    early = colonists(start(turn=2), CARIBBEAN, (4, 0, 0))
    late = colonists(start(turn=8), CARIBBEAN, (4, 0, 0))
    lead_early = ev.estimate(RS, early)[0] - ev.estimate(RS, early)[1]
    lead_late = ev.estimate(RS, late)[0] - ev.estimate(RS, late)[1]
    assert lead_early > lead_late + 6


def test_an_uncontested_majority_is_worth_more_than_a_contested_one():
    """Four colonists alone in a colony are safer than four against three: the rival may still catch up."""
    alone = colonists(start(turn=2), CARIBBEAN, (4, 0, 0))
    contested = colonists(start(turn=2), CARIBBEAN, (4, 3, 0))
    assert ev.estimate(RS, alone)[0] > ev.estimate(RS, contested)[0]


def test_more_gold_with_buildings_still_to_buy_is_worth_more():
    s = start(money=(30, 10, 10))
    est = ev.estimate(RS, s)
    assert est[0] > est[1] + 3


def test_gold_left_after_the_last_capital_buildings_box_is_worth_next_to_nothing():
    """After turn 8's Capital Buildings box nothing can be bought: $20 more is only a tie-break."""
    s = start(turn=8, money=(30, 10, 10))
    s.stage, s.pending = "warfare", ("warfare", 1, 0)
    est = ev.estimate(RS, s)
    assert 0 < est[0] - est[1] < 1


def test_trade_goods_in_a_set_are_worth_more_than_scattered_ones():
    s = start()
    three = [0] * len(GOODS)
    three[GOODS.index("sugar")] = 3
    mixed = [0] * len(GOODS)
    mixed[GOODS.index("fur")] = mixed[GOODS.index("fish")] = 1
    s.goods = (tuple(three), tuple(mixed), (0,) * len(GOODS))
    est = ev.estimate(RS, s)
    assert est[0] > est[1] > est[2]


def test_a_merchant_ship_is_worth_more_than_none():
    s = start(ships=(1, 0, 0))
    est = ev.estimate(RS, s)
    assert est[0] > est[1]


def test_the_leader_in_merchant_shipping_counts_on_the_ship_in_the_box():
    s = start(shipping=((1, COLONIST), (1, COLONIST)))
    est = ev.estimate(RS, s)
    assert est[1] > est[0]


def test_a_merchant_shipping_lead_another_seat_can_still_pass_counts_for_little():
    """Seat 2 leads 2 to 0; while seat 1 still holds three colonists to place, the lead is far from safe."""
    safe = start(shipping=((1, COLONIST), (1, COLONIST)))
    open_ = start(shipping=((1, COLONIST), (1, COLONIST)), hand=((3, 0, 0, 0, 0), (0,) * 5, (0,) * 5))
    lead_safe = ev.estimate(RS, safe)[1] - ev.estimate(RS, safe)[2]
    lead_open = ev.estimate(RS, open_)[1] - ev.estimate(RS, open_)[2]
    assert lead_safe > lead_open + 1


def test_goods_still_to_take_are_valued_one_pick_at_a_time():
    """A seat holding every Trade Goods slot takes the goods in turn: taking the first changes nothing."""
    s = start(trade_box=((2, COLONIST),) * 4)
    s = resolve_from(s, "trade_goods")
    assert s.pending[:2] == ("good", 2)
    assert ev.estimate(RS, s)[2] == pytest.approx(best_after(s, 2), abs=0.01)


def test_a_colonist_on_the_dock_counts_as_landed_in_its_best_region():
    """Landing it changes nothing in the estimate when it goes where the estimate expected it."""
    s = start(dock=((0, COLONIST), (1, COLONIST)) + (None,) * (len(start().dock) - 2))
    s = resolve_from(s, "dock")
    assert s.pending[0] == "dock"
    assert ev.estimate(RS, s)[0] == pytest.approx(best_after(s, 0), abs=0.01)


def test_a_building_box_colonist_with_money_counts_the_building_it_will_buy():
    s = start(money=(20, 20, 20))
    s.building_box = ((0, COLONIST), (1, COLONIST), *s.building_box[2:])
    s = resolve_from(s, "capital_buildings")
    assert s.pending[0] == "buy"
    before = ev.estimate(RS, s)[0]
    assert before > ev.estimate(RS, start(money=(20, 20, 20)))[0]
    assert before == pytest.approx(best_after(s, 0), abs=0.01)


def test_a_known_weak_counter_makes_the_discovery_box_worth_more():
    """A counter returned face up with few natives is a sure success; a face-down one is only a chance."""
    s = start(discovery=((0, COLONIST), (0, COLONIST), (0, COLONIST)))
    weak = min(s.counter_pool, key=lambda c: (ev.COUNTERS[c].natives, c))
    known = s.copy()
    known.counter_pool = tuple(c for c in s.counter_pool if c != weak)
    known.known = tset(s.known, REGION_IDS.index("peru"), weak)
    assert ev.estimate(RS, known)[0] > ev.estimate(RS, s)[0]


def random_positions(count, seed):
    rnd = random.Random(seed)
    out = []
    while len(out) < count:
        s = RS.new_game(rnd.choice((2, 3, 4, 5)), rnd.randrange(10**6))
        for _ in range(rnd.randrange(0, 400)):
            nxt = RS.apply(s, rnd.choice(RS.legal_actions(s)))
            if RS.is_over(nxt):
                break
            s = nxt
        out.append(s)
    return out


def test_the_estimate_reads_no_hidden_information():
    """Two copies differing only in the generator (the order of every face-down pile) are estimated the same."""
    for s in random_positions(25, seed=7):
        assert ev.estimate(RS, RS.determinize(s, 1)) == ev.estimate(RS, RS.determinize(s, 2))


def test_a_finished_game_is_estimated_at_its_final_score():
    rnd = random.Random(3)
    s = RS.new_game(4, 11)
    while not RS.is_over(s):
        s = RS.apply(s, rnd.choice(RS.legal_actions(s)))
    assert ev.estimate(RS, s) == [float(sheet.total) for sheet in RS.scores(s)]


def test_the_seat_value_follows_the_estimate():
    s = colonists(start(turn=3), CARIBBEAN, (0, 0, 5))
    values = evaluate(RS, s)
    assert values[2] == max(values)
