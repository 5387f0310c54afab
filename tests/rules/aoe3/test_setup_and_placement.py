"""Setup and phase A (placement), one test per rule of the rulebook."""

import pytest

from rules.aoe3.data import BUILDINGS, REGION_IDS
from rules.core import Action, IllegalAction
from tests.rules.aoe3.helpers import RS, act, game


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_setup_money_by_starting_order_and_five_colonists(players):
    s = RS.new_game(players, 7)
    for pos, seat in enumerate(s.order):
        assert s.money[seat] == 10 + pos  # 1st +$0, 2nd +$1, 3rd +$2 ...
        assert s.hand[seat] == (5, 0, 0, 0, 0)
    assert sorted(s.order) == list(range(players))


def test_setup_caribbean_discovered_and_no_counter_fixed_in_advance():
    s = RS.new_game(3, 1)
    assert s.discovered[REGION_IDS.index("caribbean")]
    assert sum(s.discovered) == 1
    assert s.known == (None,) * 9  # counters are drawn when flipped, nothing hidden is fixed
    assert len(s.counter_pool) == 16
    assert s.region_good == ("sugar", "fur", "fish", "tobacco", "gold", "cocoa", "silver", "coffee", "cattle")
    assert len(s.building_display) == 5
    assert {BUILDINGS[b].age for b in s.building_display} == {1}
    assert len(s.goods_display) == 4
    assert s.ship_in_box


@pytest.mark.parametrize("players, spaces", [(2, 3), (3, 5), (4, 7), (5, 9)])
def test_dock_spaces_are_two_per_player_minus_one(players, spaces):
    s = game(players)
    seat = s.pending[1]
    s.dock = tuple((seat, 0) if i < spaces - 1 else None for i in range(14))
    docks = [a for a in RS.legal_actions(s) if a.get("box") == "dock"]
    assert {a["slot"] for a in docks} == {spaces}
    s.dock = tuple((seat, 0) if i < spaces else None for i in range(14))
    assert not [a for a in RS.legal_actions(s) if a.get("box") == "dock"]
    blocked = Action.make("place", seat, box="dock", slot=spaces + 1, unit="colonist")
    assert "blocked" in RS.explain(s, blocked)


def test_dock_spaces_x_and_y_only_for_their_buildings_owner():
    """Rulebook: "The 'X' and 'Y' spaces are special and only available to players with specific Capital Buildings."""
    s = game(3)
    seat = s.pending[1]
    s.dock = tuple((seat, 0) for _ in range(5)) + s.dock[5:]
    x = Action.make("place", seat, box="dock", slot="X", unit="colonist")
    assert "Harbour Master X" in RS.explain(s, x)
    s.owned = tuple(("harbour_master_x",) if p == seat else () for p in range(3))
    assert RS.explain(s, x) is None


def test_dock_spaces_x_and_y_fill_after_the_numbered_spaces():
    """Rulebook: "For Initiative, Colonist Dock, Capital Buildings, and Warfare boxes, you must place your unit from
    left to right, filling the first available space."

    X and Y come after the numbered spaces (they resolve after them): their owner reaches X once the usable
    numbered spaces are taken, and Y after X.
    """
    s = game(3)
    seat = s.pending[1]
    s.owned = tuple(("harbour_master_x", "harbour_master_y") if p == seat else () for p in range(3))

    def dock_slots(state):
        return [a.get("slot") for a in RS.legal_actions(state) if a.get("box") == "dock"]

    assert dock_slots(s) == [1]
    x = Action.make("place", seat, box="dock", slot="X", unit="colonist")
    assert "space 1 comes before X" in RS.explain(s, x)
    s.dock = tuple((seat, 0) for _ in range(5)) + s.dock[5:]
    assert dock_slots(s) == ["X"]
    s.dock = (*s.dock[:12], (seat, 0), None)
    assert dock_slots(s) == ["Y"]


def test_slot_boxes_fill_from_left_to_right():
    s = game(3)
    seat = s.pending[1]
    wrong = Action.make("place", seat, box="warfare", slot=2, unit="colonist")
    assert "first free space is 1" in RS.explain(s, wrong)
    with pytest.raises(IllegalAction):
        RS.apply(s, wrong)


def test_at_most_one_unit_per_player_in_initiative():
    s = game(3)
    seat = s.pending[1]
    s.initiative = ((seat, 0), None, None, None, None)
    assert not [a for a in RS.legal_actions(s) if a.get("box") == "initiative"]
    reason = RS.explain(s, Action.make("place", seat, box="initiative", slot=2, unit="colonist"))
    assert "only one unit" in reason


def test_one_player_per_specialist_box_and_only_colonists_go_there():
    s = game(3)
    seat = s.pending[1]
    other = (seat + 1) % 3
    s.specialists = ((other, 0), None, None, None, None)
    reason = RS.explain(s, Action.make("place", seat, box="specialists", slot="captain", unit="colonist"))
    assert "only one player" in reason
    s.hand = tuple((0, 1, 0, 0, 0) if p == seat else h for p, h in enumerate(s.hand))
    reason = RS.explain(s, Action.make("place", seat, box="specialists", slot="merchant", unit="captain"))
    assert "Only a colonist" in reason


def test_merchant_shipping_and_discovery_take_any_number_of_units():
    s = game(2)
    for _ in range(5):
        seat = s.pending[1]
        s = act(s, f"{seat} place box=merchant_shipping slot={len(s.shipping) + 1} unit=colonist")
    for _ in range(4):
        seat = s.pending[1]
        s = act(s, f"{seat} place box=discovery slot={len(s.discovery) + 1} unit=colonist")
    assert len(s.shipping) == 5 and len(s.discovery) == 4
    seat = s.pending[1]
    assert "area" in RS.explain(s, Action.make("place", seat, box="discovery", slot=1, unit="colonist"))


def test_placement_goes_round_in_turn_order_until_every_unit_is_placed():
    s = game(3)
    seen = []
    while s.stage == "place":
        seat = s.pending[1]
        seen.append(seat)
        s = act(s, f"{seat} place box=discovery slot={len(s.discovery) + 1} unit=colonist")
    order = list(RS.new_game(3, 1).order)
    assert seen == order * 5
    assert len(s.discovery) == 15


def test_each_placement_lifts_its_unit_from_the_players_supply_and_targets_one_box_space():
    s = game(3)
    seat = s.pending[1]
    s.hand = tuple((2, 1, 0, 0, 0) if p == seat else h for p, h in enumerate(s.hand))
    sources = {a["unit"]: a.source for a in RS.legal_actions(s)}
    assert sources == {"colonist": f"colonist:{seat}", "captain": f"supply:{seat}:captain"}
    for a in RS.legal_actions(s):
        assert a.targets == (f"box:{a['box']}:{a['slot']}",)


def test_a_choice_with_wrong_parameters_is_refused_with_their_names():
    s = game(3)
    seat = s.pending[1]
    reason = RS.explain(s, Action.make("place", seat, box="discovery", unit="colonist"))
    assert reason == "A 'place' choice takes the parameters box, slot, unit."


def test_each_player_picks_a_colour_orange_for_holland():
    """Setup 1: "Red for England, Blue for France, Yellow for Spain, Green for Portugal, Orange for Holland"."""
    names = [RS.seat_title(seat) for seat in range(5)]
    assert names == ["Red (England)", "Blue (France)", "Yellow (Spain)", "Green (Portugal)", "Orange (Holland)"]
    s = RS.new_game(5, 3)
    first = RS.legal_actions(s)[0]
    other = 4 if RS.to_move(s) != 4 else 0  # Holland acting out of turn, or Holland deciding
    why = RS.explain(s, Action(first.kind, other, first.params))
    assert "Orange (Holland)" in why and "Purple" not in why
