"""Phase B, resolving the event boxes top to bottom, and phases C-J, one test per rule."""

from rules.aoe3.data import BUILDINGS, REGION_IDS
from rules.core import Action
from tests.rules.aoe3.helpers import RS, act, game, kinds, resolve_from, with_colony

CARIB = REGION_IDS.index("caribbean")
PERU = REGION_IDS.index("peru")


def test_initiative_pays_the_slot_number_and_sets_the_next_turn_order_with_absentees_after():
    s = game(4, order=(0, 1, 2, 3), money=(0, 0, 0, 0))
    s.initiative = ((3, 0), (1, 0), None, None, None)
    s = resolve_from(s, "initiative")
    # Nothing else to decide: the turn runs on to turn 2's placement.
    assert s.turn == 2
    assert s.money[3] == 1 and s.money[1] == 2
    assert s.money[0] == 0 and s.money[2] == 0
    assert s.order == (3, 1, 0, 2)


def test_dock_colonists_go_to_a_discovered_region_in_space_order():
    s = game(2, order=(0, 1))
    s.dock = ((1, 0), (0, 0)) + (None,) * 12
    s = resolve_from(s, "dock")
    assert s.pending == ("dock", 1, 0)
    assert [a["region"] for a in RS.legal_actions(s)] == ["caribbean"]
    assert "not discovered" in RS.explain(s, Action.parse("1 dock region=peru"))
    s = act(s, "1 dock region=caribbean")
    assert s.pending == ("dock", 0, 1)
    assert s.colonies[CARIB][1] == (1, 0, 0, 0, 0)


def test_a_merchant_arriving_from_the_dock_pays_five_dollars():
    s = game(2, money=(0, 0))
    s.dock = ((0, 2),) + (None,) * 13
    s = resolve_from(s, "dock")
    assert s.money == (0, 0)
    s = act(s, "0 dock region=caribbean")
    assert s.colonies[CARIB][0] == (0, 0, 1, 0, 0)
    assert s.money[0] == 5 and s.money[1] == 0  # once, on arrival; no other income this turn
    assert any(e.kind == "merchant" for e in s.events)


def test_a_missionary_brings_an_extra_colonist():
    """Reference (aoe3.md, Colonist Dock): "A Missionary arriving brings one extra colonist from its owner's supply
    into the same region." """
    s = game(2)
    s.dock = ((0, 3),) + (None,) * 13
    s = act(resolve_from(s, "dock"), "0 dock region=caribbean")
    assert s.colonies[CARIB][0] == (1, 0, 0, 1, 0)


def test_the_first_player_with_three_colonists_claims_the_regions_good():
    """Rulebook: "The first player to get three of their Colonists in a region claims that region's Trade Good!"""
    s = with_colony(game(2), "caribbean", 0, colonist=2)
    s = with_colony(s, "caribbean", 1, colonist=2)
    s.dock = ((1, 0), (0, 0)) + (None,) * 12
    s = act(resolve_from(s, "dock"), "1 dock region=caribbean")
    assert s.goods[1][2] == 1  # sugar, printed on the Caribbean
    assert s.region_good[CARIB] is None
    s = act(s, "0 dock region=caribbean")
    assert s.goods[0][2] == 0  # only the first claims it


def test_specialists_do_not_count_toward_the_three_colonists_that_claim_a_good():
    """Rulebook: "The first player to get three of their Colonists in a region claims that region's Trade Good!"

    Colonists, not units: a Merchant and a Missionary do not count; the extra colonist a Missionary brings does.
    """
    s = with_colony(game(2), "caribbean", 0, colonist=1, merchant=1)
    s.dock = ((0, 3), (0, 0)) + (None,) * 12  # a Missionary (bringing one colonist), then a colonist
    s = act(resolve_from(s, "dock"), "0 dock region=caribbean")
    assert s.colonies[CARIB][0] == (2, 0, 1, 1, 0)  # four units, two of them colonists
    assert s.region_good[CARIB] is not None and s.goods[0][2] == 0
    s = act(s, "0 dock region=caribbean")
    assert s.region_good[CARIB] is None and s.goods[0][2] == 1


def test_trade_goods_are_taken_in_slot_order():
    s = game(2, goods_display=("gold", "fur", "gold", "rice"))
    s.trade_box = ((1, 0), (0, 0), None, None)
    s = resolve_from(s, "trade_goods")
    assert s.pending == ("good", 1, 0)
    assert [a["good"] for a in RS.legal_actions(s)] == ["gold", "fur", "rice"]
    s = act(s, "1 take_good good=fur")
    assert s.pending == ("good", 0, 1)
    assert "No fur" in RS.explain(s, Action.parse("0 take_good good=fur"))


def test_captain_and_merchant_count_two_in_merchant_shipping_ties_by_turn_order():
    s = game(3, order=(2, 0, 1))
    s.shipping = ((0, 1), (1, 0), (1, 0), (1, 0))  # seat 0: a Captain (2), seat 1: three colonists (3)
    s = resolve_from(s, "merchant_shipping")
    assert s.ships == (0, 1, 0)
    s = game(3, order=(2, 1, 0))
    s.shipping = ((0, 2), (1, 0), (1, 0))  # a Merchant (2) ties two colonists (2): seat 1 is earlier
    s = resolve_from(s, "merchant_shipping")
    assert s.ships == (0, 1, 0)
    s = game(3, order=(0, 1, 2))
    s.shipping = ((0, 2), (1, 0), (1, 0))
    s = resolve_from(s, "merchant_shipping")
    assert s.ships == (1, 0, 0)


def test_capital_buildings_are_bought_left_to_right_or_passed():
    s = game(2, money=(10, 10), building_display=("treasury", "barracks", "shipyards", "monastery", "bank"))
    s.building_box = ((1, 0), (0, 0), None, None, None)
    s = resolve_from(s, "capital_buildings")
    assert s.pending == ("buy", 1, 0)
    s = act(s, "1 buy building=treasury")
    assert s.money[1] == 0 and s.owned[1] == ("treasury",)
    assert "not among" in RS.explain(s, Action.parse("0 buy building=treasury"))
    s = act(s, "0 pass")
    assert s.owned[0] == ()


def test_a_building_that_cannot_be_afforded_is_refused():
    s = game(2, money=(9, 10), building_display=("treasury",))
    s.building_box = ((0, 0), None, None, None, None)
    s = resolve_from(s, "capital_buildings")
    assert kinds(s) == {"pass"}
    assert "cannot afford" in RS.explain(s, Action.parse("0 buy building=treasury"))


def _expedition(s, seat, units):
    for u in units:
        s = act(s, f"{seat} send unit={u}")
    return act(s, f"{seat} launch")


def test_discovery_success_takes_the_counter_dollars_loot_and_a_free_colonist():
    s = game(2, money=(0, 0), counter_pool=("c01",))  # natives 3, $4, 2 VP, $1 loot per soldier
    s.discovery = ((0, 0), (0, 4), (0, 0))
    s = resolve_from(s, "discovery")
    assert s.pending[0] == "expedition" and s.pending[1] == 0
    s = _expedition(s, 0, ["colonist", "soldier", "colonist"])
    s = act(s, "0 explore region=peru")
    assert s.discovered[PERU]
    assert s.counters_won[0] == ("c01",)
    assert s.money[0] == 4 + 1
    assert s.colonies[PERU][0] == (1, 0, 0, 0, 0)
    assert s.discovery == ()  # the expedition's units return to the supply


def test_discovery_failure_returns_the_counter_face_down_known_to_all():
    """Rulebook: "If you fail, the counter is returned face down, and your expedition units are removed."

    The same counter goes back to its region; every player saw it flipped, so it stays known to all (the board
    keeps showing its natives) and flipping it again shows that counter, never a fresh draw.
    """
    s = game(2, counter_pool=("c16",))  # natives 8
    s.discovery = ((0, 1), (0, 0), (0, 0))  # a Captain counts 2: value 4
    s = resolve_from(s, "discovery")
    s = _expedition(s, 0, ["captain", "colonist", "colonist"])
    s = act(s, "0 explore region=peru")
    assert not s.discovered[PERU]
    assert s.known[PERU] == "c16"
    assert s.counter_pool == ()
    assert s.counters_won[0] == ()
    assert s.discovery == ()
    # The known counter stays with the region: flipping it again shows the same counter.
    assert RS.determinize(s, 99).known[PERU] == "c16"


def test_discovery_units_not_sent_stay_in_the_box():
    s = game(2)
    s.discovery = ((0, 0), (0, 0), (0, 0))
    s = resolve_from(s, "discovery")
    s = act(s, "0 pass")
    assert s.discovery == ((0, 0), (0, 0), (0, 0))


def test_the_counter_is_drawn_when_the_region_is_flipped_not_at_setup():
    s = game(2)
    s.discovery = ((0, 0), (0, 0), (0, 0))
    s = _expedition(resolve_from(s, "discovery"), 0, ["colonist"] * 3)
    drawn = set()
    for seed in range(12):
        flipped = act(RS.determinize(s, seed), "0 explore region=peru")
        drawn.add(flipped.counters_won[0][0] if flipped.counters_won[0] else flipped.known[PERU])
    assert len(drawn) > 1


def test_once_all_regions_are_discovered_the_card_deck_is_used():
    s = game(2, discovered=(True,) * 9, deck=("mississippi",), money=(0, 0))  # natives 5
    s.discovery = ((0, 0),) * 5
    s = _expedition(resolve_from(s, "discovery"), 0, ["colonist"] * 5)
    assert [a["region"] for a in RS.legal_actions(s)] == ["deck"]
    s = act(s, "0 explore region=deck")
    assert s.cards_won[0] == ("mississippi",)
    assert s.deck == ()
    assert s.colonies == game(2).colonies  # no colonist is placed for a card


def test_specialists_and_training_for_five_dollars():
    s = game(2, money=(5, 0))
    s.specialists = ((1, 0), None, None, None, (0, 0))
    s = resolve_from(s, "specialists")
    assert s.pending == ("train", 0)
    assert s.hand[1] == (0, 1, 0, 0, 0)  # a Captain for next turn
    s = act(s, "0 train unit=soldier")
    assert s.money[0] == 0
    assert s.hand[0] == (5, 0, 0, 0, 1)  # five new colonists and the trained Soldier


def test_training_needs_five_dollars():
    s = game(2, money=(4, 0))
    s.specialists = (None, None, None, None, (0, 0))
    s = resolve_from(s, "specialists")
    assert kinds(s) == {"pass"}
    assert "$5" in RS.explain(s, Action.parse("0 train unit=captain"))


def test_battle_each_soldier_eliminates_one_enemy_unit_of_its_owners_choice_simultaneously():
    s = with_colony(game(2), "caribbean", 0, colonist=1, soldier=2)
    s = with_colony(s, "caribbean", 1, colonist=2, soldier=1, missionary=1)
    s.warfare = ((0, 0), None, None)
    s = resolve_from(s, "warfare")
    assert s.pending[0] == "warfare"
    s = act(s, "0 battle region=caribbean opponent=1")
    assert s.pending[:3] == ("kill", 0, 1)
    s = act(s, "0 kill unit=soldier")
    s = act(s, "0 kill unit=missionary")
    # Seat 1's Soldier still strikes back (casualties are simultaneous): two kinds to choose from.
    assert s.pending[:3] == ("kill", 1, 0)
    s = act(s, "1 kill unit=soldier")
    assert s.colonies[CARIB][1] == (2, 0, 0, 0, 0)
    assert s.colonies[CARIB][0] == (1, 0, 0, 0, 1)


def test_a_battle_is_offered_only_where_it_can_eliminate_a_unit():
    """Rulebook: "A single Battle costs $0. You choose one region and one opponent to fight." "In each battle, each
    Soldier eliminates one enemy unit (your choice)."

    A Battle where neither side has a Soldier, or where the opponent has no unit, would eliminate nothing, so it
    is not offered; one where only the opponent has a Soldier is (their Soldier strikes back).
    """
    s = game(3, discovered=(True,) * 9)
    s = with_colony(s, "caribbean", 0, colonist=2)
    s = with_colony(s, "caribbean", 1, colonist=1)  # nobody has a Soldier here
    s = with_colony(s, "peru", 0, colonist=1)
    s = with_colony(s, "peru", 2, soldier=1)  # only the opponent has one
    s = with_colony(s, "brazil", 0, soldier=1)  # seat 1 and seat 2 are not in Brazil
    s.warfare = ((0, 0), None, None)
    s = resolve_from(s, "warfare")
    battles = {(a["region"], a["opponent"]) for a in RS.legal_actions(s) if a.kind == "battle"}
    assert battles == {("peru", 2)}
    assert "Neither side has a Soldier" in RS.explain(s, Action.parse("0 battle region=caribbean opponent=1"))
    assert "has no units in Brazil" in RS.explain(s, Action.parse("0 battle region=brazil opponent=1"))


def test_war_costs_ten_dollars_and_fights_in_every_shared_colony_with_a_soldier():
    s = game(2, money=(10, 0), discovered=(True,) * 9)
    s = with_colony(s, "caribbean", 0, soldier=1)
    s = with_colony(s, "caribbean", 1, colonist=1)
    s = with_colony(s, "peru", 0, soldier=1)
    s = with_colony(s, "peru", 1, colonist=1)
    s = with_colony(s, "brazil", 0, colonist=1)
    s = with_colony(s, "brazil", 1, colonist=1)  # no Soldier: no battle here
    s.warfare = ((0, 0), None, None)
    s = resolve_from(s, "warfare")
    s = act(s, "0 war opponent=1")
    assert s.money[0] == 0
    assert sum(s.colonies[CARIB][1]) == 0 and sum(s.colonies[PERU][1]) == 0
    assert sum(s.colonies[REGION_IDS.index("brazil")][1]) == 1


def test_a_war_is_refused_without_ten_dollars():
    s = game(2, money=(9, 0))
    s = with_colony(s, "caribbean", 0, soldier=1)
    s = with_colony(s, "caribbean", 1, colonist=1)
    s.warfare = ((0, 0), None, None)
    s = resolve_from(s, "warfare")
    assert "war" not in kinds(s)
    assert "costs $10" in RS.explain(s, Action.parse("0 war opponent=1"))


def test_units_return_to_supply_and_five_new_colonists_each_turn():
    s = game(2)
    s.shipping = ((0, 0),)
    s.discovery = ((1, 0),)
    s.specialists = (None, None, (1, 0), None, None)
    s = resolve_from(s, "merchant_shipping")
    while s.pending[0] != "place":
        s = act(s, f"{s.pending[1]} pass")
    assert s.turn == 2
    assert s.shipping == () and s.specialists == (None,) * 5
    assert s.discovery == ((1, 0),)  # discovery units stay
    assert s.hand[0] == (5, 0, 0, 0, 0)
    assert s.hand[1] == (5, 0, 0, 1, 0)


def test_buildings_change_with_the_age_after_turns_3_and_6():
    for turn, age in ((3, 2), (6, 3)):
        s = game(2, turn=turn, building_display=("treasury", "bank"))  # unbought buildings of the old Age
        s = resolve_from(s, "cleanup")
        assert s.turn == turn + 1
        assert len(s.building_display) == 5
        assert {BUILDINGS[b].age for b in s.building_display} == {age}


def test_buildings_are_refilled_to_five_within_an_age():
    s = game(2, turn=4, building_display=("bank", "garrison"))
    s.stacks = tuple(tuple(b for b in stack if b not in ("bank", "garrison")) for stack in s.stacks)
    s = resolve_from(s, "cleanup")
    assert s.building_display[:2] == ("bank", "garrison")  # the unbought ones stay
    assert len(set(s.building_display)) == 5
    assert {BUILDINGS[b].age for b in s.building_display} == {2}


def test_colonies_score_at_the_end_of_turn_3():
    s = game(2, turn=3)
    s = with_colony(s, "caribbean", 0, colonist=4)
    s = with_colony(s, "caribbean", 1, colonist=3)
    s = resolve_from(s, "cleanup")
    assert s.colony_vp == ((6, 0, 0), (2, 0, 0))


def test_the_game_ends_after_turn_8_with_turn_8_income_as_economy():
    s = game(2, turn=8, goods=((3,) + (0,) * 10, (0,) * 11), ships=(1, 0))
    s = resolve_from(s, "cleanup")
    assert RS.is_over(s)
    assert s.last_income == (6, 0)
    assert {i.category: i.points for i in RS.scores(s)[0].items}["Economy"] == 6
