"""Age of Expansion buildings (option ``aoe_buildings``): the set, Fortify, Trade, Conscription, Mobilization,
the Fairground and the Citadel, as the Age of Expansion rulebook describes them."""

from rules.core import Action
from rules.endeavor import data as D
from tests.rules.endeavor.helpers import (
    RS,
    act,
    action_phase,
    legal_texts,
    opened,
    put,
    tokens,
    track,
    with_buildings,
    with_cities,
    with_harbor,
    with_ships,
)

AOE = {"aoe_buildings": True}
EU5 = D.CITY_INDEX["EU5"]


def why(s, text):
    return RS.explain(s, Action.parse(text))


def ready(seat=0, harbor=3, buildings=("dockyard",), busy=0, conscripts=0):
    s = RS.new_game(4, 0, AOE).copy()
    s.phase, s.step, s.current, s.first, s.done, s.pending = "action", "turn", seat, seat, 0, None
    s = with_buildings(with_harbor(s, seat, harbor), seat, *buildings, busy=busy)
    s.conscripts = put(s.conscripts, seat, conscripts)
    return s


def test_the_new_set_replaces_every_base_building_and_three_of_seven_level_5_are_drawn():
    for seed in range(6):
        s = RS.new_game(4, seed, AOE)
        assert all(s.market[b] == 0 for b in D.BASE_SET)
        level5 = [b for b in D.AOE_SET if D.BUILDINGS[b].level == 5]
        assert len(level5) == 7 and sum(1 for b in level5 if s.market[b]) == 3
    drawn = {
        tuple(b for b in D.AOE_SET if RS.new_game(4, seed, AOE).market[b] and D.BUILDINGS[b].level == 5)
        for seed in range(10)
    }
    assert len(drawn) > 1
    base = RS.new_game(4, 0)
    assert all(base.market[b] == 0 for b in D.AOE_SET)


def test_fortify_puts_a_fortification_under_your_disc():
    s = with_cities(ready(buildings=("fort",)), 0, "EU5")
    s = act(s, "0 activate slot=0")
    s = act(s, "0 fortify city=EU5")
    assert s.fortified >> EU5 & 1 and s.forts == D.FORTIFICATIONS - 1
    assert why(s, "0 fortify city=EU5") is not None


def test_attacking_a_fortified_city_costs_two_casualties_and_the_fortification_returns():
    s = with_cities(ready(buildings=("garrison",), harbor=3), 1, "EU5")
    s = s.copy()
    s.fortified, s.forts = 1 << EU5, D.FORTIFICATIONS - 1
    s = act(s, "0 activate slot=0")  # two discs left: not enough for a fortified city
    assert (
        why(s, "0 attack city=EU5") == "This Attack needs 3 discs (the city is fortified: two casualties); you have 2."
    )
    t = with_harbor(ready(buildings=("garrison",), harbor=4), 0, 4)
    t = with_cities(t, 1, "EU5").copy()
    t.fortified, t.forts = 1 << EU5, D.FORTIFICATIONS - 1
    supply = t.supply[0]
    t = act(act(t, "0 activate slot=0"), "0 attack city=EU5")
    assert t.harbor[0] == 0 and t.supply[0] == supply + 2
    assert t.city_owner[EU5] == 0 and not t.fortified and t.forts == D.FORTIFICATIONS


def test_trade_swaps_a_token_of_your_mat_with_one_on_the_board():
    s = ready(buildings=("bridge",))
    s = s.copy()
    s.tokens = put(s.tokens, D.TOKEN_INDEX["ship"], 1)
    s.city_token = put(s.city_token, EU5, D.TOKEN_INDEX["culture"])
    s = act(act(s, "0 activate slot=0"), "0 trade space=city:EU5")
    assert legal_texts(s) == {"0 trade_give token=ship"}
    s = act(s, "0 trade_give token=ship")
    assert s.city_token[EU5] == D.TOKEN_INDEX["ship"]
    assert tokens(s, 0, "ship") == 0 and tokens(s, 0, "culture") == 1 and track(s, 0, "culture") == 1


def test_conscription_adds_a_disc_to_each_empty_conscription_space_in_growth():
    s = RS.new_game(3, 0, AOE)
    p = s.first
    s = with_buildings(s, p, "naval_academy", "military_academy")
    for _ in range(3):
        s = act(s, f"{s.current} build building=dockyard")
    assert s.conscripts[p] == 0b11 and s.supply[p] == 30 - 2 - 2


def test_mobilize_after_a_building_the_conscript_is_the_disc_placed():
    s = ready(buildings=("dockyard", "naval_academy"), conscripts=0b10)
    s = act(act(s, "0 activate slot=0"), "0 ship region=india")
    assert s.step == "mobilize" and legal_texts(s) == {"0 mobilize slot=1", "0 done"}
    harbor = s.harbor[0]
    s = act(s, "0 mobilize slot=1")
    s = act(s, "0 ship region=india")
    assert s.harbor[0] == harbor and s.conscripts[0] == 0
    assert s.ship_discs[D.REGION_INDEX["india"]] == (0, 0)
    assert s.step == "turn" and s.current == 1  # no chaining: the turn is over


def test_a_conscript_is_never_mobilized_on_its_own():
    s = ready(buildings=("naval_academy",), busy=1, conscripts=0b1)
    assert "0 mobilize slot=0" not in legal_texts(s)
    assert why(s, "0 mobilize slot=0").startswith("A conscript is mobilized only right after")


def test_mobilization_may_be_declined():
    s = ready(buildings=("dockyard", "naval_academy"), conscripts=0b10)
    s = act(act(act(s, "0 activate slot=0"), "0 ship region=india"), "0 done")
    assert s.conscripts[0] == 0b10 and s.current == 1


def test_attacking_with_a_conscript_still_costs_a_casualty_from_the_harbor():
    s = with_cities(ready(buildings=("dockyard", "military_academy"), harbor=3, conscripts=0b10), 1, "EU5")
    s = act(act(s, "0 activate slot=0"), "0 ship region=india")
    s = act(s, "0 mobilize slot=1")
    supply = s.supply[0]
    s = act(s, "0 attack city=EU5")
    assert s.city_owner[EU5] == 0 and s.harbor[0] == 0 and s.supply[0] == supply + 1 and s.conscripts[0] == 0


def test_the_fairground_counts_a_drawn_cards_value_one_lower():
    s = with_ships(opened(ready(buildings=("fairground", "harbor_master")), "africa"), "africa", [1] * 7)
    s = act(s, "0 activate slot=0")
    assert "0 draw stack=africa" in legal_texts(s)  # Africa 1 with no presence there
    t = act(s.copy(), "0 draw stack=africa")
    assert "africa_1" in t.cards[0]
    u = ready(buildings=("harbor_master",))
    u = with_ships(opened(u, "africa"), "africa", [1] * 7)
    u = act(u, "0 activate slot=0")
    assert "0 draw stack=africa" not in legal_texts(u)


def test_the_citadel_scores_one_glory_per_fortify_symbol_on_your_buildings():
    s = ready(buildings=("citadel", "fort", "tower", "dockyard"))
    citadel = next(i for i in RS.scores(s)[0].items if i.category == "Citadel")
    assert citadel.points == 4
    assert not any(i.category == "Citadel" for i in RS.scores(s)[1].items)


def test_a_plus_building_outside_the_rulebooks_pairs_is_not_bound_to_one_region_and_its_prompt_says_so():
    """Project decision: only Occupy+Ship, Ship+Ship and Draw+Draw keep the second action in one region or stack."""
    s = with_cities(ready(buildings=("fort",)), 0, "EU5")
    s = act(s, "0 activate slot=0")
    assert "same region" not in RS.prompt(s).rule
    s = act(s, "0 occupy city=EU1")
    assert "0 fortify city=EU5" in legal_texts(s)
    assert "same region" not in RS.prompt(s).rule
    t = with_buildings(with_harbor(action_phase(), 0, 3), 0, "docks")
    t = act(t, "0 activate slot=0")
    assert "in the same region" in RS.prompt(t).rule


def test_only_the_three_level_5_buildings_drawn_and_no_base_building_may_be_built():
    s = RS.new_game(4, 0, AOE)
    p = s.current
    s = s.copy()
    s.tracks = put(s.tracks, 4 * p, 12)
    absent = next(b for b in D.AOE_SET if D.BUILDINGS[b].level == 5 and not s.market[b])
    assert why(s, f"{p} build building={D.BUILDINGS[absent].id}") == (
        f"The {D.BUILDINGS[absent].name} is not one of the three level-5 buildings drawn for this game."
    )
    assert why(s, f"{p} build building=bank") == "The Bank is not in this game's building set."


def test_no_conscript_is_mobilized_after_an_activation_whose_action_is_lost():
    """Age of Expansion: "immediately after performing all actions provided by a building or blue token, you may
    Mobilize one Conscript"; "a Mobilization may only be attached to a normally activated action." A ruling (in
    the credits): a Fairground activated with nothing to draw performs no action, so nothing is mobilized after
    it and the turn passes on."""
    s = ready(buildings=("fairground", "naval_academy"), conscripts=0b10)
    s.stacks = tuple(() for _ in s.stacks)
    s = act(s, "0 activate slot=0")
    assert any(e.kind == "lost" for e in s.events)
    assert s.step == "turn" and s.current == 1 and s.conscripts[0] == 0b10
