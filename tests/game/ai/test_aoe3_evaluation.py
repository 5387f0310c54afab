"""The Age of Empires III evaluation on hand-made positions where the better one is obvious to a player."""

import random

import pytest

from game.ai import make_agent
from game.ai.evaluation import aoe3 as ev
from game.ai.evaluation import estimator_for, evaluate
from rules.aoe3.data import CAPTAIN, COLONIST, GOODS, MERCHANT, REGION_IDS, SOLDIER
from rules.aoe3.state import tset
from tests.game.ai.aoe3_positions import RS, colonists, play, resolve_from, start

CARIBBEAN = REGION_IDS.index("caribbean")


def best_after(s, seat):
    """The seat's best estimate over its legal moves (what Greedy compares the position before with)."""
    return max(ev.estimate(RS, RS.apply(s, a))[seat] for a in RS.legal_actions(s))


def test_the_aoe3_module_is_the_estimator_of_aoe3():
    assert estimator_for(RS) is ev.estimate


def test_equal_seats_are_estimated_equal():
    """On the last turn (no next turn's order to gain), seats with the same everything are valued the same."""
    est = ev.estimate(RS, start(turn=8))
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


def test_the_first_unit_of_an_expedition_toward_a_known_weak_counter_beats_the_first_initiative_space():
    """An expedition is gathered one placement at a time: a colonist in the Discovery box stays there until it
    goes (or waits for a larger expedition), so with two more colonists in hand and Peru's counter known to
    show 3 natives, it is worth more than Initiative's first space ($1 and first place next turn)."""
    s = start(hand=((3, 0, 0, 0, 0),) * 3)
    weak = min(s.counter_pool, key=lambda c: (ev.COUNTERS[c].natives, c))
    assert ev.COUNTERS[weak].natives == 3
    s.counter_pool = tuple(c for c in s.counter_pool if c != weak)
    s.known = tset(s.known, REGION_IDS.index("peru"), weak)
    after = {(a["box"], a["slot"]): ev.estimate(RS, RS.apply(s, a))[0] for a in RS.legal_actions(s)}
    assert after["discovery", 1] > after["initiative", 1]


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


# -- discoveries (issue 14) -------------------------------------------------------------------------------


def discovery_turn(units, turn=5):
    """Turn ``turn``, the Discovery box resolving with seat 0's ``units`` in it (every counter has 3+ natives)."""
    return resolve_from(start(discovery=tuple((0, u) for u in units), turn=turn), "discovery")


def test_an_expedition_that_cannot_succeed_is_worse_than_keeping_its_units():
    """One colonist (value 1) against counters of 3 natives or more fails whatever region it goes to and loses
    its unit; kept in the box it can join a larger expedition later. Compared at the next turn's placement."""
    s = discovery_turn([COLONIST])
    assert min(ev.COUNTERS[c].natives for c in s.counter_pool) > 1
    kept = play(s, ["pass"])
    failed = play(s, ["send", "launch", "explore"])
    assert kept.turn == failed.turn and kept.pending == failed.pending
    assert evaluate(RS, kept)[0] > evaluate(RS, failed)[0]


@pytest.mark.parametrize("level", ["greedy", "normal"])
def test_an_expedition_that_cannot_succeed_is_never_sent(level):
    s = discovery_turn([COLONIST])
    agent = make_agent(level, RS, seed=2)
    if level == "normal":
        agent.max_iterations, agent.stop_when_decided = 300, False
    assert agent.choose(s, 0, budget=None).kind == "pass"


def test_an_expedition_sure_to_succeed_is_sent():
    """Three colonists (value 3) and a counter turned face up with 3 natives: a sure discovery."""
    s = start(discovery=((0, COLONIST),) * 3, turn=5)
    weak = min(s.counter_pool, key=lambda c: (ev.COUNTERS[c].natives, c))
    s.counter_pool = tuple(c for c in s.counter_pool if c != weak)
    s.known = tset(s.known, REGION_IDS.index("peru"), weak)
    s = resolve_from(s, "discovery")
    assert make_agent("greedy", RS, seed=2).choose(s, 0).kind == "send"


# -- warfare (issue 14) -----------------------------------------------------------------------------------


def test_a_battle_that_takes_a_majority_before_a_scoring_turn_is_fought():
    """Turn 3 (a scoring turn), Warfare: seat 0's two Soldiers and a colonist face seat 1's four colonists in the
    Caribbean. The Battle kills two of them (seat 1 has no Soldier to answer): seat 1 is left with two units, too
    few to score, and seat 0's three take the colony's first place when it scores."""
    s = start(turn=3, warfare=((0, COLONIST), None, None))
    s.colonies = tset(s.colonies, CARIBBEAN, ((1, 0, 0, 0, 2), (4, 0, 0, 0, 0), (0, 0, 0, 0, 0)))
    s = resolve_from(s, "warfare")
    battle = next(a for a in RS.legal_actions(s) if a.kind == "battle" and a["opponent"] == 1)
    fought = RS.apply(s, battle)
    passed = play(s, ["pass"])
    assert fought.colony_vp[0] != passed.colony_vp[0]  # the scoring went the other way
    assert evaluate(RS, fought)[0] > evaluate(RS, passed)[0]
    assert make_agent("greedy", RS, seed=2).choose(s, 0) == battle


def test_units_chosen_that_cannot_succeed_are_not_launched_while_more_can_join():
    """Three colonists in the box, one chosen (value 1 against 3 natives or more): launching now loses it for
    nothing; the other two make the expedition worth sending."""
    s = play(discovery_turn([COLONIST] * 3), ["send"])
    legal = RS.legal_actions(s)
    assert {a.kind for a in ev.pointless(RS, s, legal)} == {"launch"}
    assert make_agent("greedy", RS, seed=2).choose(s, 0).kind == "send"


def test_an_expedition_goes_to_no_region_whose_known_counter_it_cannot_beat():
    """Value 3: Peru's counter, turned up after a failed expedition, shows 8 natives; a face-down counter may
    show 3."""
    s = start(discovery=((0, COLONIST),) * 3, turn=5)
    strong = max(s.counter_pool, key=lambda c: (ev.COUNTERS[c].natives, c))
    s.counter_pool = tuple(c for c in s.counter_pool if c != strong)
    s.known = tset(s.known, REGION_IDS.index("peru"), strong)
    s = play(resolve_from(s, "discovery"), ["send", "send", "send", "launch"])
    assert {a["region"] for a in ev.pointless(RS, s, RS.legal_actions(s))} == {"peru"}
    assert make_agent("greedy", RS, seed=2).choose(s, 0)["region"] != "peru"


def test_random_play_may_still_make_any_legal_move():
    """The random level is the baseline: it is not told which moves are pointless."""
    s = discovery_turn([COLONIST])
    picks = {make_agent("random", RS, seed=k).choose(s, 0).kind for k in range(20)}
    assert picks == {"send", "pass"}


# -- the points of issue 14 ------------------------------------------------------------------------------


def test_a_merchant_on_the_dock_claims_no_trade_good():
    """The rulebook counts Colonists for a claim: two colonists and a Merchant in the Caribbean do not claim its
    sugar (three colonists do). Before the Merchant sails, the estimate already sees it land without a claim."""
    s = colonists(start(), CARIBBEAN, (2, 0, 0))
    s.dock = tset(s.dock, 0, (0, MERCHANT))
    s = resolve_from(s, "dock")
    assert s.pending[0] == "dock"
    landed = RS.apply(s, next(a for a in RS.legal_actions(s) if a["region"] == "caribbean"))
    assert landed.region_good[CARIBBEAN] == "sugar"
    lead = [e[0] - e[1] for e in (ev.estimate(RS, s), ev.estimate(RS, landed))]  # all seats gain next turn's units
    assert lead[0] == pytest.approx(lead[1], abs=0.01)


def test_second_place_before_a_scoring_is_worth_its_two_points():
    """Turn 3: seat 0's colonist on the dock can make three in the Caribbean behind seat 1's five (second
    place, 2 VP at the scoring) or a lone colonist in an empty colony; the runner-up's place is worth more."""
    s = colonists(start(turn=3), CARIBBEAN, (2, 5, 0))
    s.discovered = tset(s.discovered, REGION_IDS.index("peru"), True)
    s.dock = tset(s.dock, 0, (0, COLONIST))
    s = resolve_from(s, "dock")
    to = {a["region"]: ev.estimate(RS, RS.apply(s, a))[0] for a in RS.legal_actions(s)}
    assert to["caribbean"] > to["peru"] + 2.5


def known_counter(s, natives, region="peru"):
    """``s`` with a counter of ``natives`` natives turned face up in ``region`` (taken out of the pool)."""
    cid = min(c for c in s.counter_pool if ev.COUNTERS[c].natives == natives)
    s.counter_pool = tuple(c for c in s.counter_pool if c != cid)
    s.known = tset(s.known, REGION_IDS.index(region), cid)
    return s


def test_a_captain_counts_two_in_an_expedition():
    """A Captain and two colonists make an expedition of value 4: Peru's counter, face up with 4 natives, is
    a sure discovery for them, and Greedy sends them there."""
    s = known_counter(start(discovery=((0, CAPTAIN), (0, COLONIST), (0, COLONIST)), turn=5), 4)
    s = play(resolve_from(s, "discovery"), ["send", "send", "send", "launch"])
    assert s.pending[0] == "explore"
    assert "peru" not in {a["region"] for a in ev.pointless(RS, s, RS.legal_actions(s))}
    assert make_agent("greedy", RS, seed=2).choose(s, 0)["region"] == "peru"


def test_soldiers_bring_back_the_counters_loot():
    """Three Soldiers or three colonists against a known counter of 3 natives: both succeed, the Soldiers also
    bring back its loot in dollars."""
    armed = known_counter(start(discovery=((0, SOLDIER),) * 3, turn=5), 3)
    plain = known_counter(start(discovery=((0, COLONIST),) * 3, turn=5), 3)
    assert ev.estimate(RS, armed)[0] > ev.estimate(RS, plain)[0] + 0.5


@pytest.mark.parametrize(("turn", "wanted"), [(2, "bank"), (7, "cathedral")])
def test_a_capital_building_is_judged_by_its_effect_over_the_turns_left(turn, wanted):
    """The Bank pays $7 every turn, the Cathedral 8 VP at the end: early the Bank brings more, in the last
    turns the Cathedral does. (Seat 1's unit in the Discovery box stops the resolution right after the buy, so
    the building is judged before it pays.)"""
    s = start(turn=turn, money=(30, 30, 30), discovery=((1, COLONIST),))
    s.building_display = ("bank", "cathedral")
    s.building_box = ((0, COLONIST), *s.building_box[1:])
    s = resolve_from(s, "capital_buildings")
    assert s.pending[0] == "buy"
    assert make_agent("greedy", RS, seed=2).choose(s, 0)["building"] == wanted


def test_the_first_good_of_a_set_is_worth_something():
    """One good pays nothing yet, but two more make a set of three: while goods still come, holding one is
    better than holding none (one more good alone would not make a set)."""
    one = [0] * len(GOODS)
    one[GOODS.index("sugar")] = 1
    s = start(goods=(tuple(one), (0,) * len(GOODS), (0,) * len(GOODS)))
    est = ev.estimate(RS, s)
    assert est[0] > est[1] + 0.3


@pytest.mark.parametrize("turn", [5, 8])
def test_initiative_is_worth_its_turn_order_while_a_turn_remains(turn):
    """Initiative's first space pays $1 and makes its owner first next turn (first to place, to choose goods
    and buildings, to explore). Seat 1, last in this turn's order: on turn 5 that is worth more than the dollar;
    on turn 8 there is no next turn."""
    first = start(turn=turn, initiative=((1, COLONIST), None, None, None, None))
    none = start(turn=turn)
    assert none.order[-1] == 1
    gain = ev.estimate(RS, first)[1] - ev.estimate(RS, none)[1]
    dollar = ev.estimate(RS, start(turn=turn, money=(10, 11, 10)))[1] - ev.estimate(RS, none)[1]
    assert (gain > dollar + 0.1) if turn < 8 else gain == pytest.approx(dollar)
