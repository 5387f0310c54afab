"""Venezuela (seed 002 "Venezuela", reference age_of_steam.md 3.2): one test per rule change and example."""

from __future__ import annotations

import itertools

from rules.core import Action
from rules.steam import STEAM
from rules.steam import constants as K
from rules.steam.build import UPGRADE, evaluate
from rules.steam.growth import column_cities
from rules.steam.hexgrid import direction_between, parse_hex
from rules.steam.maps import get_map
from rules.steam.phases import BuildTrack, IssueShares, MoveGoods, SelectActions
from rules.steam.tiles import placed_paths
from tests.contract import check_contract

from .helpers import assert_round_trips, careful_play, cubes

MAP = get_map("venezuela")
BOARD = MAP.board


def hexi(name: str) -> int:
    return BOARD.hex_of(name)


def game(players: int = 4, seed: int = 1, **options):
    return STEAM.new_game(players, seed, {"map": "venezuela", **options})


def at_phase(phase, players: int = 4, taken: dict | None = None, rnd: int = 1, **options):
    """A state entering ``phase`` with turn order 0, 1, 2, ... and the given actions taken."""
    s = game(players, **options).copy()
    s.order = tuple(range(s.players))
    s.taken = tuple((taken or {}).get(p) for p in range(s.players))
    s.round = rnd
    s.cash = (60,) * s.players
    s.phase = phase.name
    phase.enter(MAP, s)
    return s


def lay(s, seat: int, names: list[str]) -> None:
    """Lay simple tiles along ``names`` (stop, hexes..., stop) for ``seat``: a complete link."""
    track = dict(s.track)
    cells = [parse_hex(n) for n in names]
    for prev, here, nxt in zip(cells, cells[1:], cells[2:], strict=False):
        a, b = direction_between(here, prev), direction_between(here, nxt)
        want = (min(a, b), max(a, b))
        tile, rot = next(
            (t, r) for t in ("straight", "gentle", "sharp") for r in range(6) if placed_paths(t, r, False) == (want,)
        )
        track[hexi(f"{here[0]},{here[1]}")] = (tile, rot, (seat,))
    s.track = track


def builds_on(s, name: str):
    return [a for a in STEAM.legal_actions(s) if a.kind == "build" and a["hex"] == name]


def test_no_goods_on_the_map_at_start():
    s = game()
    assert not any(s.goods.get(c.hex) for c in BOARD.cities.values())


def test_a_yellow_cube_tops_every_display_column_using_all_twenty():
    s = game()
    assert len(s.display) == 20
    assert all(squares[0] == "yellow" for squares in s.display.values())
    assert all(c is not None for squares in s.display.values() for c in squares)
    assert s.bag[K.COLOURS.index("yellow")] == 0
    assert sum(c == "yellow" for squares in s.display.values() for c in squares) == 20


def test_every_tile_costs_the_round_number_round_4_costs_4_a_tile():
    s = at_phase(BuildTrack(), rnd=4)
    seat = STEAM.to_move(s)
    cash = s.cash[seat]
    # Valencia -> 12,4 (plain) -> 13,3 (mountain): the terrain makes no difference
    s = STEAM.apply(s, builds_on(s, "12,4")[0])
    assert s.cash[seat] == cash - 4
    assert BOARD.hexes[hexi("13,3")].terrain == "mountain"
    s = STEAM.apply(s, next(a for a in builds_on(s, "13,3")))
    assert s.cash[seat] == cash - 8


def test_an_upgrade_to_a_complex_tile_always_costs_2():
    s = at_phase(BuildTrack(), rnd=6)
    seat = STEAM.to_move(s)
    # 20,4 lies between Barcelona and Cumana: a simple tile from Barcelona, later crossed from Cumana
    to_cumana = direction_between((20, 4), (21, 3))
    first = next(
        a for a in builds_on(s, "20,4") if all(to_cumana not in p for p in placed_paths(a["tile"], a["rot"], False))
    )
    s = STEAM.apply(s, first)
    s = s.copy()
    s.placed = ()  # a later build turn
    ups = [
        p
        for a in builds_on(s, "20,4")
        if not isinstance(p := evaluate(MAP, s, seat, hexi("20,4"), a["tile"], a["rot"]), str) and p.kind == UPGRADE
    ]
    assert "crossing" in {p.cls for p in ups}  # $3 in the base game (1.7.2)
    for p in ups:
        t = STEAM.apply(s, Action.make("build", seat, hex="20,4", tile=p.tile, rot=p.rot))
        assert t.cash[seat] == s.cash[seat] - 2, p.tile


def test_the_lakes_around_maracaibo_cannot_be_built_on_or_crossed():
    s = at_phase(BuildTrack())
    seat = STEAM.to_move(s)
    assert BOARD.hexes[hexi("3,3")].terrain == "lake"
    assert not builds_on(s, "3,3")
    reason = STEAM.explain(s, Action.make("build", seat, hex="3,3", tile="straight", rot=0))
    assert "lake" in reason
    # 2,4 lies between Maracaibo (2,3) and the lake at 3,4: no tile may point into the lake
    to_lake = direction_between((2, 4), (3, 4))
    for a in builds_on(s, "2,4"):
        assert all(to_lake not in p for p in placed_paths(a["tile"], a["rot"], False))
    from_city = direction_between((2, 4), (2, 3))
    tile, rot = next(
        (t, r)
        for t in ("straight", "gentle", "sharp")
        for r in range(6)
        if placed_paths(t, r, False) == ((min(from_city, to_lake), max(from_city, to_lake)),)
    )
    assert "lake" in STEAM.explain(s, Action.make("build", seat, hex="2,4", tile=tile, rot=rot))


def test_dark_brown_hexes_only_for_the_player_who_builds_last():
    s = at_phase(BuildTrack())
    first = STEAM.to_move(s)
    last = MAP.build_order(s)[-1]
    assert first != last and BOARD.hexes[hexi("4,8")].terrain == "dark_brown"
    assert not builds_on(s, "4,8")
    reason = STEAM.explain(s, Action.make("build", first, hex="4,8", tile="straight", rot=0))
    assert "dark-brown" in reason and "last" in reason
    s = s.copy()
    s.turn = len(s.acting) - 1  # the last builder's turn
    BuildTrack().start_turn(MAP, s)
    cash = s.cash[last]
    s = STEAM.apply(s, builds_on(s, "4,8")[0])  # from Merida, at the normal $R
    assert s.cash[last] == cash - 1


def test_the_last_builder_is_after_the_first_build_holder():
    s = at_phase(BuildTrack(), taken={3: "first_build"})
    assert MAP.build_order(s)[0] == 3 and MAP.last_builder(s) == 2


def test_engineer_halves_the_turn_total_rounded_down_and_adds_no_tile():
    s = at_phase(BuildTrack(), taken={0: "engineer"}, rnd=5)
    cash = s.cash[0]
    for name in ("12,4", "13,3", "10,4"):
        s = STEAM.apply(s, builds_on(s, name)[0])
    assert s.cash[0] == cash - 7  # 3 tiles in round 5: $15 -> $7
    assert not [a for a in STEAM.legal_actions(s) if a.kind == "build"]


def test_a_sixteenth_share_lowers_income_instead_of_the_marker():
    s = at_phase(IssueShares())
    seat = STEAM.to_move(s)
    s = s.copy()
    s.set_seat("shares", seat, 14)
    s.set_seat("income", seat, 3)
    cash = s.cash[seat]
    assert max(a["n"] for a in STEAM.legal_actions(s)) == 1 + 3
    s = STEAM.apply(s, Action.make("issue", seat, n=3))
    assert s.shares[seat] == 15 and s.income[seat] == 1 and s.cash[seat] == cash + 15
    assert s.ext["extra_shares"][seat] == 2


def test_a_share_that_would_take_income_below_zero_is_refused():
    s = at_phase(IssueShares()).copy()
    seat = STEAM.to_move(s)
    s.set_seat("shares", seat, 15)
    s.set_seat("income", seat, 0)
    assert [a["n"] for a in STEAM.legal_actions(s)] == [0]
    assert "may not go below 0" in STEAM.explain(s, Action.make("issue", seat, n=1))


def test_shares_below_income_zero_with_the_setting_bankrupt_at_expenses():
    s = at_phase(IssueShares(), venezuela_share_floor="allow").copy()
    seat = STEAM.to_move(s)
    s.set_seat("shares", seat, 15)
    s.set_seat("income", seat, 0)
    s = STEAM.apply(s, Action.make("issue", seat, n=2))
    assert s.income[seat] == -2
    t = s.copy()
    next(p for p in MAP.phases(t) if p.name == "expenses").enter(MAP, t)
    assert t.out[seat]


def test_share_expenses_stop_at_15():
    s = game().copy()
    s.set_seat("shares", 0, 15)
    s.set_ext("extra_shares", (4, 0, 0, 0))
    s.set_seat("engine", 0, 2)
    assert MAP.expenses(s, 0) == 15 + 2


def _yellow_at_valencia(taken: dict):
    s = at_phase(MoveGoods(), taken=taken).copy()
    lay(s, 1, ["11,3", "12,4", "13,3", "14,3"])  # Valencia (blue) - Caracas (yellow)
    goods = dict(s.goods)
    goods[BOARD.cities["valencia"].hex] = ("yellow", "red")
    s.goods = goods
    return s


def test_only_the_money_launderer_may_move_yellow_goods():
    s = _yellow_at_valencia({0: "first_move"})
    assert STEAM.to_move(s) == 0
    moves = [a for a in STEAM.legal_actions(s) if a.kind == "move"]
    assert [a["colour"] for a in moves] == ["yellow"]
    s = STEAM.apply(s, moves[0])
    assert s.income[1] == 1  # the link's owner earns as usual


def test_yellow_goods_are_refused_to_everyone_else():
    s = _yellow_at_valencia({1: "first_move"})
    s = s.copy()
    s.acting = (0, 1, 2, 3)
    s.turn = 0
    assert not [a for a in STEAM.legal_actions(s) if a.kind == "move"]
    move = Action.make("move", 0, colour="yellow", route=["valencia", "caracas"], owners=[1])
    reason = STEAM.explain(s, move)
    assert "Money Launderer" in reason
    assert MAP.action_name("first_move") == "Priority Shipping (Money Launderer)"


def test_goods_growth_refills_each_city_to_exactly_two_from_its_own_column():
    s = game().copy()
    cities = BOARD.cities
    goods = dict(s.goods)
    goods[cities["maracaibo"].hex] = ("red",)
    goods[cities["caracas"].hex] = ("red", "blue", "black")
    s.goods = goods
    column = s.display["L1"]
    MAP.goods_growth(s, s.rng)
    assert s.goods[cities["maracaibo"].hex] == ("red", "yellow")  # the first row's yellow comes first
    assert s.display["L1"] == (None, *column[1:])
    assert len(s.goods[cities["caracas"].hex]) == 3
    assert all(len(s.goods[c.hex]) == 2 for c in cities.values() if c.id not in ("maracaibo", "caracas"))


def test_goods_growth_feeds_new_cities_too():
    s = game().copy()
    town = BOARD.towns["carora"]
    s.new_city = {town.hex: "C"}
    MAP.goods_growth(s, s.rng)
    assert len(s.goods[town.hex]) == 2 and s.display["C"] == (None, None)


def test_a_dry_column_gives_what_it_has_or_the_bag_with_the_setting():
    s = game().copy()
    s.display = {**s.display, "L1": (None, None, "red")}
    MAP.goods_growth(s, s.rng)
    assert s.goods[BOARD.cities["maracaibo"].hex] == ("red",)
    s = game(venezuela_dry_column="bag").copy()
    s.display = {**s.display, "L1": (None, None, "red")}
    bag = sum(s.bag)
    MAP.goods_growth(s, s.rng)
    assert len(s.goods[BOARD.cities["maracaibo"].hex]) == 2 and sum(s.bag) == bag - 1


def careful_game(players: int, seed: int, **options):
    """A random game whose players start rich and bid and issue shares cautiously, so it runs its full length."""
    return careful_play(game(players, seed, **options), seed)


def check_careful_game(states) -> set[str]:
    """Assert the Venezuela rules on every step of a played game; return what happened."""
    assert_round_trips(states)
    assert states[-1].phase == "over" and states[-1].round == 8
    kinds = set()
    for before, after in itertools.pairwise(states):
        for e in after.events:
            kinds.add(e.kind)
            if e.kind in ("move", "build"):
                params = dict(e.params)
                if params.get("colour") == "yellow":
                    kinds.add("yellow move")
                if "hex" in params and BOARD.hexes[hexi(params["hex"])].terrain == "dark_brown":
                    kinds.add("dark-brown build")
            params = dict(e.params)
            if e.kind == "move" and params["colour"] == "yellow":
                assert before.taken[e.seat] == "first_move"
            if e.kind == "build" and before.taken[e.seat] != "engineer":
                assert params["cost"] in (before.round, 2)
            if e.kind == "build" and BOARD.hexes[hexi(params["hex"])].terrain == "dark_brown":
                assert e.seat == MAP.last_builder(before)
        if any(e.kind == "growth" for e in after.events):
            for col, h in column_cities(MAP, after).items():
                assert len(after.goods.get(h, ())) == 2 or not any(after.display[col])
        assert cubes(after) == 96
    return kinds


def test_careful_games_keep_every_venezuela_rule_to_the_end():
    wanted = {"yellow move", "dark-brown build", "growth"}
    seen: set[str] = set()
    for seed in range(8):
        seen |= check_careful_game(careful_game(4, seed))
        if wanted <= seen:
            break
    assert wanted <= seen


def test_contract_kit_at_four_and_five_players():
    check_contract(
        STEAM,
        players=(4, 5),
        seeds=range(2),
        option_sets=[
            {"map": "venezuela"},
            {"map": "venezuela", "venezuela_share_floor": "allow", "venezuela_dry_column": "bag"},
        ],
    )


def test_prompts_name_the_round_cost_the_money_launderer_and_the_last_builder():
    s = at_phase(next(p for p in MAP.phases(game()) if p.name == "build"), rnd=3)
    assert "$3 this round" in STEAM.prompt(s).text and "dark-brown" in STEAM.prompt(s).rule
    s = s.copy()
    s.turn = len(s.acting) - 1
    assert "You build last" in STEAM.prompt(s).text
    s = at_phase(next(p for p in MAP.phases(game()) if p.name == "move"), taken={0: "first_move"})
    assert "Money Launderer" in STEAM.prompt(s).text


def test_the_lake_refusal_names_the_venezuela_rule():
    """Seed: "The blue lakes around Maracaibo cannot be crossed, and track cannot be laid on them." """
    s = at_phase(BuildTrack())
    seat = STEAM.to_move(s)
    rule = MAP.terrain_refusal("lake")
    assert rule.startswith("Lakes are impassable in Venezuela")
    assert STEAM.explain(s, Action.make("build", seat, hex="3,3", tile="straight", rot=0)) == rule
    to_lake, from_city = direction_between((2, 4), (3, 4)), direction_between((2, 4), (2, 3))
    want = ((min(from_city, to_lake), max(from_city, to_lake)),)
    tile, rot = next(
        (t, r) for t in ("straight", "gentle", "sharp") for r in range(6) if placed_paths(t, r, False) == want
    )
    assert STEAM.explain(s, Action.make("build", seat, hex="2,4", tile=tile, rot=rot)) == rule


def test_the_action_selection_prompt_says_engineer_works_differently_here():
    """Seed, Venezuela: "Engineer: The total cost of laying track is halved (rounded down). Unlike the normal
    Engineer action, no additional track may be laid." A player choosing the action is told so."""
    s = at_phase(SelectActions())
    text = STEAM.prompt(s).text
    assert "Engineer works differently here: no extra tile, but the turn's track cost is halved" in text
    s.taken = ("engineer", None, None, None)
    s.turn = 1
    assert "Engineer works differently" not in STEAM.prompt(s).text  # said only while Engineer is offered


def test_the_engineers_build_prompt_says_the_turns_total_is_halved():
    """Seed, Venezuela: "Engineer: The total cost of laying track is halved (rounded down)." The holder's build
    prompt says so beside the round's price (a first $1 tile then costs $0), another seat's does not."""
    s = at_phase(next(p for p in MAP.phases(game()) if p.name == "build"), rnd=1)
    seat = STEAM.to_move(s)
    assert "half the turn's total" not in STEAM.prompt(s).text
    taken = list(s.taken)
    taken[seat] = "engineer"
    s.taken = tuple(taken)
    assert "Every tile costs $1 this round. As the Engineer you pay half the turn's total, rounded down." in (
        STEAM.prompt(s).text
    )
