"""Tasmania (seed 002 "Tasmania", reference age_of_steam.md 3.1): one test per rule change and example."""

from __future__ import annotations

from game.ai import make_agent
from rules.core import Action
from rules.steam import STEAM
from rules.steam.build import Placement
from rules.steam.maps import get_map
from rules.steam.phases import BuildTrack, SelectActions
from rules.steam.track import network
from tests.contract import check_contract

from .helpers import assert_round_trips, careful_play, cubes

MAP = get_map("tasmania")
BOARD = MAP.board


def hexi(name: str) -> int:
    return BOARD.hex_of(name)


def game(players: int = 3, seed: int = 1, **options):
    return STEAM.new_game(players, seed, {"map": "tasmania", **options})


def at_build(seat: int = 0, taken: str | None = None, income: int = 5, cash: int = 30, **options):
    """A state at the start of ``seat``'s build turn (seat 0 first in turn order)."""
    s = game(**options).copy()
    s.order = tuple(range(s.players))
    s.taken = tuple(taken if p == seat else None for p in range(s.players))
    s.set_seat("income", seat, income)
    s.set_seat("cash", seat, cash)
    s.phase = "build"
    BuildTrack().enter(MAP, s)
    assert STEAM.to_move(s) == seat
    return s


def build_on(s, name: str, pick=None):
    """Apply a legal placement on hex ``name`` (the first listed, or the first ``pick`` accepts)."""
    options = [a for a in STEAM.legal_actions(s) if a.kind == "build" and a["hex"] == name]
    assert options, f"no legal placement on {name}"
    for a in options:
        if pick is None or pick(a):
            return STEAM.apply(s, a)
    raise AssertionError(f"no placement on {name} fits")


def test_hobart_starts_with_four_goods_and_every_other_city_two():
    s = game()
    for city in BOARD.cities.values():
        assert len(s.goods[city.hex]) == (4 if city.id == "hobart" else 2), city.id


def test_the_game_ends_one_round_earlier_than_usual():
    assert MAP.rounds(game(3)) == 9
    assert MAP.rounds(game(4)) == 7


def test_grey_disc_starts_on_locomotive_which_cannot_be_selected():
    s = game().copy()
    s.phase = "select"
    SelectActions().enter(MAP, s)
    seat = STEAM.to_move(s)
    names = {a["action"] for a in STEAM.legal_actions(s)}
    assert "locomotive" not in names and "urbanization" in names
    reason = STEAM.explain(s, Action.make("select", seat, action="locomotive"))
    assert "grey disc" in reason


def test_the_action_selection_prompt_says_engineer_works_differently_here():
    """Seed, Tasmania: "Engineer: When laying track on a forest hex, there is no income penalty (reduction of
    income by 1). Unlike the normal Engineer action, no additional track may be laid." A player choosing the
    action is told so."""
    s = game().copy()
    s.phase = "select"
    SelectActions().enter(MAP, s)
    text = STEAM.prompt(s).text
    assert "Engineer works differently here: no extra tile, but no income penalty for forest builds" in text


def test_grey_disc_alternates_between_locomotive_and_urbanization_each_round():
    s = game().copy()
    seen = []
    for _ in range(4):
        seen.append(s.ext["grey"])
        events = MAP.on_new_round(s)
        assert "grey disc" in events[0].text
    assert seen == ["locomotive", "urbanization", "locomotive", "urbanization"]
    assert MAP.action_refusal(s, 0, "locomotive") is not None
    assert MAP.action_refusal(s, 0, "urbanization") is None


def test_seed_example_two_forest_and_one_plain_cost_8_and_income_minus_2():
    s = at_build(income=5, cash=20)
    assert BOARD.hexes[hexi("4,6")].terrain == "forest" and BOARD.hexes[hexi("2,6")].terrain == "forest"
    assert BOARD.hexes[hexi("10,2")].terrain == "plain"
    s = build_on(s, "4,6")  # from Queenstown into forest
    s = build_on(s, "2,6")  # from Queenstown into forest
    s = build_on(s, "10,2")  # from Launceston, plain
    assert s.cash[0] == 20 - 8
    assert s.income[0] == 5 - 2


def test_forest_build_is_refused_when_income_would_go_below_zero():
    s = at_build(income=0)
    assert not [a for a in STEAM.legal_actions(s) if a.kind == "build" and a["hex"] == "4,6"]
    reason = STEAM.explain(s, Action.make("build", 0, hex="4,6", tile="straight", rot=1))
    assert "forest" in reason and "below 0" in reason


def test_forest_build_at_income_zero_is_allowed_with_the_setting():
    s = at_build(income=0, tasmania_penalty_floor="allow")
    s = build_on(s, "4,6")
    assert s.income[0] == -1


def test_negative_income_after_expenses_is_bankrupt_with_the_setting():
    s = game(tasmania_penalty_floor="allow").copy()
    s.set_seat("income", 1, -1)
    s.set_seat("cash", 1, 50)
    phase = next(p for p in MAP.phases(s) if p.name == "expenses")
    phase.enter(MAP, s)
    assert s.out[1] and not s.out[0]


def test_only_the_first_tile_on_a_forest_hex_carries_the_penalty():
    s = at_build()

    def on_forest(kind: str, tile: str, old: str | None) -> Placement:
        return Placement(
            kind=kind,
            hex=hexi("4,6"),
            tile=tile,
            rot=0,
            terrain="forest",
            base_cost=3,
            old_tile=old,
            new_paths=(0,),
            new_links=1,
        )

    upgrade, redirect = on_forest("upgrade", "cross_x", "straight"), on_forest("redirect", "gentle", "straight")
    first = on_forest("track", "straight", None)
    assert MAP.forest_penalty(s, 0, upgrade) == 0 and MAP.forest_penalty(s, 0, redirect) == 0
    assert MAP.forest_penalty(s, 0, first) == 1
    assert MAP.terrain_costs["forest"] == (3, 4, 5) and MAP.terrain_costs["plain"] == (2, 3, 4)


def test_engineer_builds_forest_without_income_penalty_but_no_extra_tile():
    s = at_build(taken="engineer", income=0, cash=30)
    s = build_on(s, "4,6")
    s = build_on(s, "2,6")
    assert s.income[0] == 0 and s.cash[0] == 30 - 6
    s = build_on(s, "10,2")
    assert not [a for a in STEAM.legal_actions(s) if a.kind == "build"]
    reason = STEAM.explain(s, Action.make("build", 0, hex="12,3", tile="straight", rot=0))
    assert "all 3 placements" in reason


def _towns(forest: bool):
    return [t for t in BOARD.towns.values() if MAP.next_to_forest(t.hex) == forest]


def test_urbanizing_a_town_next_to_forest_lowers_income_by_one():
    town = _towns(True)[0]
    s = at_build(taken="urbanization", income=4)
    s = STEAM.apply(s, Action.make("urbanize", 0, town=town.id, city="A"))
    assert s.income[0] == 3 and s.new_city[town.hex] == "A"
    plain = _towns(False)[0]
    s = at_build(taken="urbanization", income=4)
    s = STEAM.apply(s, Action.make("urbanize", 0, town=plain.id, city="A"))
    assert s.income[0] == 4


def test_urbanizing_next_to_forest_is_refused_at_income_zero():
    town = _towns(True)[0]
    s = at_build(taken="urbanization", income=0)
    reason = STEAM.explain(s, Action.make("urbanize", 0, town=town.id, city="A"))
    assert "forest" in reason and "below 0" in reason


def test_the_urbanize_choices_leave_out_the_forest_towns_once_income_is_zero():
    """The listed urbanizations follow the seat's income as the refusal does, however often they were listed."""
    forest = {t.id for t in _towns(True)}
    for income in (1, 0, 1, 0):
        s = at_build(taken="urbanization", income=income)
        listed = {a["town"] for a in STEAM.legal_actions(s) if a.kind == "urbanize"}
        assert listed & forest if income else not listed & forest
        assert listed >= {t.id for t in _towns(False)}


def _with_complete_links(s, seat: int, count: int):
    """Give ``seat`` ``count`` one-tile complete links between two cities (laid through the build rules)."""
    done = 0
    for h in BOARD.hexes:
        if done == count:
            break
        near = {n for n in BOARD.nbr[h.index] if n >= 0 and n in BOARD.city_at}
        if h.terrain != "plain" or len(near) < 2:
            continue
        for a in STEAM.legal_actions(s):
            if a.kind != "build" or a["hex"] != h.name:
                continue
            t = STEAM.apply(s, a)
            if sum(1 for link in network(BOARD, t).links if link.owner == seat and link.complete) > done:
                s, done = t, done + 1
                break
    assert done == count
    return s


def test_tax_is_three_dollars_per_completed_link_whatever_its_length():
    s = _with_complete_links(at_build(cash=40), 0, 2).copy()
    s.set_seat("cash", 0, 10)
    tax = next(p for p in MAP.phases(s) if p.name == "tax")
    events = tax.enter(MAP, s)
    assert s.cash[0] == 10 - 6
    assert any("$6 tax" in e.text for e in events)


def test_tax_comes_after_income_reduction():
    names = [p.name for p in MAP.phases(game())]
    assert names[names.index("reduction") + 1] == "tax"
    assert names.index("tax") < names.index("growth")


def _at_tax(s, seat: int, cash: int, income: int = 5):
    """``s`` entering the Tax phase with ``seat`` holding ``cash`` and ``income``."""
    s = s.copy()
    s.set_seat("cash", seat, cash)
    s.set_seat("income", seat, income)
    s.phase = "tax"
    next(p for p in MAP.phases(s) if p.name == "tax").enter(MAP, s)
    return s


def test_a_player_short_of_tax_may_issue_shares_at_five_dollars():
    """Seed, Tax: "If a player cannot pay, they may issue shares at $5 per share as usual."

    It is the player's decision: from none up to the shares that cover the tax ($6 with $1: one share).
    """
    s = _at_tax(_with_complete_links(at_build(cash=40), 0, 2), 0, cash=1)
    shares = s.shares[0]
    assert STEAM.to_move(s) == 0 and s.phase == "tax"
    assert [a.get("n") for a in STEAM.legal_actions(s)] == [0, 1]
    assert "$6 for 2 completed links" in STEAM.prompt(s).text
    assert "at most 1" in STEAM.explain(s, Action.make("issue", 0, n=2))
    after = STEAM.apply(s, Action.make("issue", 0, n=1))
    assert after.shares[0] == shares + 1 and after.cash[0] == 1 + 5 - 6 and after.income[0] == 5


def test_a_player_short_of_tax_who_issues_no_shares_pays_the_rest_from_income():
    """Seed, Tax: the player "may issue" shares; one who issues none pays what is missing like an expense
    shortfall (reference 3.1.2's proposed ruling): all their cash, then income."""
    s = _at_tax(_with_complete_links(at_build(cash=40), 0, 2), 0, cash=1)
    after = STEAM.apply(s, Action.make("issue", 0, n=0))
    assert after.shares[0] == s.shares[0] and after.cash[0] == 0 and after.income[0] == 5 - 5


def test_a_player_who_can_pay_the_tax_is_not_asked():
    s = _at_tax(_with_complete_links(at_build(cash=40), 0, 2), 0, cash=6)
    assert s.cash[0] == 0 and s.phase == "tax" and STEAM.to_move(s) is None


def test_tax_unpaid_at_fifteen_shares_lowers_income():
    s = _with_complete_links(at_build(cash=40, income=5), 0, 1).copy()
    s.set_seat("cash", 0, 1)
    s.set_seat("shares", 0, 15)
    next(p for p in MAP.phases(s) if p.name == "tax").enter(MAP, s)
    assert s.shares[0] == 15 and s.cash[0] == 0 and s.income[0] == 5 - 2


def careful_game(players: int, seed: int, **options):
    """A random game whose players start rich and bid and issue shares cautiously, so it runs its full length."""
    return careful_play(game(players, seed, **options), seed)


def check_careful_game(states) -> set[str]:
    """Assert the Tasmania rules on every step of a played game; return what happened (event kinds)."""
    assert_round_trips(states)
    last = states[-1]
    assert last.phase == "over" and last.round == 9
    for s in states:
        if s.phase == "select":
            grey = "locomotive" if s.round % 2 else "urbanization"
            assert s.ext["grey"] == grey and grey not in s.taken
        assert cubes(s) == 96
    return {e.kind for s in states for e in s.events}


def test_careful_games_run_nine_rounds_pay_tax_and_move_the_grey_disc():
    wanted = {"tax", "forest", "grey_disc"}
    seen: set[str] = set()
    for seed in range(8):
        seen |= check_careful_game(careful_game(3, seed))
        if wanted <= seen:
            break
    assert wanted <= seen


def test_contract_kit_at_three_and_four_players():
    check_contract(
        STEAM,
        players=(3, 4),
        seeds=range(2),
        option_sets=[{"map": "tasmania"}, {"map": "tasmania", "tasmania_penalty_floor": "allow"}],
    )


def test_prompts_name_the_grey_disc_and_the_forest_costs():
    s = game().copy()
    s.phase = "select"
    next(p for p in MAP.phases(s) if p.name == "select").enter(MAP, s)
    assert "grey disc covers Locomotive" in STEAM.prompt(s).rule
    assert "forest $3" in STEAM.prompt(at_build()).rule


def test_the_computer_players_decide_the_tax_shares():
    """The tax decision ("may issue shares") is open to every agent: each answers one of the listed choices."""
    s = _at_tax(_with_complete_links(at_build(cash=40), 0, 2), 0, cash=1)
    for level in ("random", "greedy", "easy"):
        choice = make_agent(level, STEAM, seed=1).choose(s, 0, 0.2)
        assert choice in STEAM.legal_actions(s), level


def test_a_map_that_names_no_pricing_key_is_priced_afresh_at_every_listing(monkeypatch):
    # MapRules.pricing_key: None means "never reuse the prices"; the forest refusal must still read the
    # income of the moment, and the listing equal the one priced with a key
    rich, poor = at_build(income=5), at_build(income=0)
    keyed = (list(STEAM.legal_actions(rich)), list(STEAM.legal_actions(poor)))
    monkeypatch.setattr(type(MAP), "pricing_key", lambda self, s, seat: None)
    assert (list(STEAM.legal_actions(rich)), list(STEAM.legal_actions(poor))) == keyed
    assert not [a for a in STEAM.legal_actions(poor) if a.kind == "build" and a["hex"] == "4,6"]
