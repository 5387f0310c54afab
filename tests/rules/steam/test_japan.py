"""Japan (seed 002 "Japan", reference age_of_steam.md 3.3): one test per rule change and example."""

from __future__ import annotations

import itertools
from collections import deque

from rules.core import Action
from rules.steam import STEAM
from rules.steam import constants as K
from rules.steam.hexgrid import direction_between
from rules.steam.maps import get_map
from rules.steam.phases import BuildTrack, MoveGoods, PayExpenses
from rules.steam.state import NOBODY
from rules.steam.tiles import placed_paths
from tests.contract import check_contract

from .helpers import assert_round_trips, careful_play, cubes

MAP = get_map("japan")
BOARD = MAP.board
CITY = BOARD.cities
BLUE, YELLOW, PURPLE, BLACK = 0, 1, 2, 3  # the seed's example: turn order blue, yellow, purple, black


def game(players: int = 4, seed: int = 1):
    return STEAM.new_game(players, seed, {"map": "japan"})


def at_phase(phase, players: int = 4, taken: dict | None = None):
    """A state entering ``phase`` with turn order 0, 1, 2, ... and the given actions taken."""
    s = game(players).copy()
    s.order = tuple(range(s.players))
    s.taken = tuple((taken or {}).get(p) for p in range(s.players))
    s.cash = (40,) * s.players
    s.phase = phase.name
    phase.enter(MAP, s)
    return s


def select_phase(players: int = 4):
    s = game(players).copy()
    s.order = tuple(range(players))
    s.phase = "select"
    next(p for p in MAP.phases(s) if p.name == "select").enter(MAP, s)
    return s


def pick(s, seat: int, action: str):
    return STEAM.apply(s, Action.make("select", seat, action=action))


def lay(s, seat: int, a: int, b: int) -> None:
    """Lay a complete link of simple tiles from stop ``a`` to stop ``b`` over plain hexes (shortest path)."""
    prev = {a: None}
    queue = deque([a])
    while queue:
        h = queue.popleft()
        for n in BOARD.nbr[h]:
            if n < 0 or n in prev or (n != b and BOARD.hexes[n].terrain != "plain"):
                continue
            prev[n] = h
            queue.append(n)
    path = [b]
    while path[-1] != a:
        path.append(prev[path[-1]])
    path.reverse()
    track = dict(s.track)
    cells = [(BOARD.hexes[h].col, BOARD.hexes[h].row) for h in path]
    for i in range(1, len(path) - 1):
        d1, d2 = direction_between(cells[i], cells[i - 1]), direction_between(cells[i], cells[i + 1])
        want = ((min(d1, d2), max(d1, d2)),)
        tile, rot = next(
            (t, r) for t in ("straight", "gentle", "sharp") for r in range(6) if placed_paths(t, r, False) == want
        )
        track[path[i]] = (tile, rot, (seat,))
    s.track = track


def claim(s, seat: int, fid: str, rnd: int = 0) -> None:
    s.set_ext("claims", (*s.ext["claims"], (fid, seat, rnd)))


def moves(s):
    return [a for a in STEAM.legal_actions(s) if a.kind == "move"]


def test_setup_two_fish_on_each_fishing_area_and_the_rest_in_the_bag():
    s = game()
    areas = MAP.fishing_hexes
    assert len(areas) == 5
    assert all(s.goods[h] == ("blue", "blue") for h in areas)
    on_board = sum(c == "blue" for h, g in s.goods.items() if h not in areas for c in g)
    on_display = sum(c == "blue" for squares in s.display.values() for c in squares)
    assert s.bag[K.COLOURS.index("blue")] + on_board + on_display == 20 - 10


def test_setup_tokyo_and_kyoto_three_goods_and_the_new_city_columns_empty():
    s = game()
    for c in CITY.values():
        assert len(s.goods[c.hex]) == (3 if c.id in ("tokyo", "kyoto") else 2), c.id
    assert all(s.display[letter] == (None, None) for letter in "ABCDEFGH")
    assert all(None not in s.display[f"{g}{n}"] for g in "LD" for n in range(1, 7))


def test_the_action_table_replaces_turn_order_and_production():
    table = MAP.action_spaces(game())
    assert set(table) == {
        "fishing_area",
        "sea_route",
        "first_move",
        "first_build",
        "engineer",
        "locomotive",
        "urbanization",
    }
    assert MAP.action_name("fishing_area") == "Fishing Area" and MAP.action_name("sea_route") == "Sea Route"


def test_the_last_player_chooses_first_fishing_area_sea_route_or_pass():
    s = select_phase()
    assert STEAM.to_move(s) == BLACK
    assert {a.get("action") for a in STEAM.legal_actions(s)} == {"fishing_area", "sea_route", None}
    reason = STEAM.explain(s, Action.make("select", BLACK, action="locomotive"))
    assert "Fishing Area or Sea Route" in reason


def test_selection_case_1_black_takes_fishing_area_and_only_blue_may_take_sea_route():
    s = select_phase()
    s = pick(s, BLACK, "fishing_area")
    assert STEAM.to_move(s) == BLUE
    assert "sea_route" in {a["action"] for a in STEAM.legal_actions(s)}
    s = pick(s, BLUE, "locomotive")
    for seat in (YELLOW, PURPLE):
        assert STEAM.to_move(s) == seat
        assert "sea_route" not in {a["action"] for a in STEAM.legal_actions(s)}
        reason = STEAM.explain(s, Action.make("select", seat, action="sea_route"))
        assert "first and last players" in reason
        s = pick(s, seat, next(a["action"] for a in STEAM.legal_actions(s)))
    assert s.phase != "select"
    assert s.taken[BLACK] == "fishing_area" and s.taken[BLUE] == "locomotive"


def test_selection_case_2_black_passes_and_chooses_last_including_sea_route():
    s = select_phase()
    s = STEAM.apply(s, Action.make("pass", BLACK))
    s = pick(s, BLUE, "fishing_area")
    s = pick(s, YELLOW, "locomotive")
    s = pick(s, PURPLE, "engineer")
    assert STEAM.to_move(s) == BLACK
    left = {a["action"] for a in STEAM.legal_actions(s)}
    assert left == {"sea_route", "first_move", "first_build", "urbanization"}
    s = pick(s, BLACK, "sea_route")
    assert s.phase != "select" and s.taken == ("fishing_area", "locomotive", "engineer", "sea_route")


def test_only_the_last_player_may_pass_once():
    s = STEAM.apply(select_phase(), Action.make("pass", BLACK))
    assert "Only the last player may pass" in STEAM.explain(s, Action.make("pass", BLUE))


def test_sea_route_claim_costs_5_in_place_of_one_build():
    s = at_phase(BuildTrack(), taken={0: "sea_route"})
    claims = [a for a in STEAM.legal_actions(s) if a.kind == "claim"]
    assert {a["feature"] for a in claims} == {"S1", "S4", "S5", "S6", "S7"}  # S2, S3 end at towns
    s = STEAM.apply(s, Action.make("claim", 0, feature="S1"))
    assert s.cash[0] == 35 and s.builds == 1
    for _ in range(2):
        s = STEAM.apply(s, next(a for a in STEAM.legal_actions(s) if a.kind == "build"))
    assert not [a for a in STEAM.legal_actions(s) if a.kind in ("build", "claim")]


def test_only_one_disc_on_the_sea_per_turn():
    s = at_phase(BuildTrack(), taken={0: "sea_route"})
    s = STEAM.apply(s, Action.make("claim", 0, feature="S1"))
    assert not [a for a in STEAM.legal_actions(s) if a.kind == "claim"]
    assert "one disc" in STEAM.explain(s, Action.make("claim", 0, feature="S4"))


def test_a_sea_route_to_niigata_needs_niigata_urbanized():
    s = at_phase(BuildTrack(), taken={0: "sea_route"})
    assert "Niigata must be urbanized" in STEAM.explain(s, Action.make("claim", 0, feature="S2"))
    s = s.copy()
    s.new_city = {BOARD.towns["niigata"].hex: "A"}
    assert STEAM.explain(s, Action.make("claim", 0, feature="S2")) is None


def test_fishing_area_holder_claims_blue_circles_only():
    s = at_phase(BuildTrack(), taken={0: "fishing_area"})
    assert {a["feature"] for a in STEAM.legal_actions(s) if a.kind == "claim"} == {
        "F1-kushiro",
        "F2-miyako",
        "F3-choshi",
        "F4-kanazawa",
        "F5-fukuoka",
    }
    assert "no disc on sea routes" in STEAM.explain(s, Action.make("claim", 0, feature="S1"))
    s = STEAM.apply(s, Action.make("claim", 0, feature="F3-choshi"))
    assert s.cash[0] == 35


def test_the_claims_a_seat_could_make_this_round_are_named_for_the_computer_players():
    """``claimable_links``: the holder's empty sea routes between two cities (each a link, $5, 3 VP, and its
    claim action), none once it has claimed this turn, none for a seat holding another action."""
    s = at_phase(BuildTrack(), taken={0: "sea_route", 1: "engineer"})
    offered = MAP.claimable_links(s, 0)
    assert {a["feature"] for *_, a in offered} == {"S1", "S4", "S5", "S6", "S7"}
    aomori = next(x for x in offered if x[4]["feature"] == "S1")
    assert {aomori[0], aomori[1]} == {CITY["aomori"].hex, CITY["hakodate"].hex} and aomori[2:4] == (5, 3)
    assert all(x[4] in STEAM.legal_actions(s) for x in offered)
    assert MAP.claimable_links(s, 1) == ()
    s = STEAM.apply(s, Action.make("claim", 0, feature="S1"))
    assert MAP.claimable_links(s, 0) == ()


def test_other_players_cannot_claim():
    s = at_phase(BuildTrack(), taken={0: "engineer"})
    assert "Only the holder" in STEAM.explain(s, Action.make("claim", 0, feature="S1"))


def test_a_claimed_sea_route_is_a_link_that_pays_its_owner():
    s = at_phase(MoveGoods()).copy()
    claim(s, 1, "S1")  # Aomori (red) - Hakodate (blue)
    s.goods = {**s.goods, CITY["hakodate"].hex: ("red",)}
    route = next(a for a in moves(s) if a["route"] == ("hakodate", "aomori"))
    s = STEAM.apply(s, route)
    assert s.income[1] == 1


def _fishing_board(taken: dict):
    s = at_phase(MoveGoods(), taken=taken).copy()
    claim(s, 1, "F5-fukuoka")
    lay(s, 2, CITY["fukuoka"].hex, CITY["hiroshima"].hex)
    s.engine = (2,) * s.players
    return s


def test_only_the_fishing_area_holder_moves_fish_from_a_fishing_area():
    s = _fishing_board({0: "fishing_area"})
    fish = [a for a in moves(s) if a["route"][0] == "genkai_goto_grounds"]
    assert [a["route"] for a in fish] == [("genkai_goto_grounds", "fukuoka", "hiroshima")]
    s = STEAM.apply(s, fish[0])
    assert s.income[1] == 1 and s.income[2] == 1
    assert s.goods[BOARD.at(0, 26)] == ("blue",)


def test_fish_on_a_fishing_area_are_refused_to_other_players():
    s = _fishing_board({1: "fishing_area"})
    assert STEAM.to_move(s) == 0
    assert not [a for a in moves(s) if a["route"][0] == "genkai_goto_grounds"]
    move = Action.make("move", 0, colour="blue", route=["genkai_goto_grounds", "fukuoka", "hiroshima"], owners=[1, 2])
    assert "Fishing Area" in STEAM.explain(s, move)


def test_fish_elsewhere_on_the_map_move_like_any_good():
    s = _fishing_board({1: "fishing_area"})
    s.goods = {**s.goods, CITY["fukuoka"].hex: ("blue",)}
    assert [a["route"] for a in moves(s)] == [("fukuoka", "hiroshima")]


def test_fishing_areas_are_never_restocked_and_new_cities_get_no_goods():
    s = game().copy()
    town = BOARD.towns["matsue"]
    s.new_city = {town.hex: "A"}
    s.goods = {h: () for h in MAP.fishing_hexes} | {h: g for h, g in s.goods.items() if h not in MAP.fishing_hexes}
    for _ in range(5):
        MAP.goods_growth(s, s.rng)
    assert all(s.goods[h] == () for h in MAP.fishing_hexes)
    assert not s.goods.get(town.hex)


def test_three_victory_points_per_disc_and_no_track_points_for_them():
    s = game().copy()
    claim(s, 0, "S1")
    claim(s, 0, "F1-kushiro")
    sheet = STEAM.scores(s)[0]
    assert [i.points for i in sheet.items if i.category == "Sea discs"] == [6]
    assert STEAM.track_points(s, 0) == 0
    assert MAP.discs_used(s, 0) == 2  # they use ownership discs


def careful_game(players: int, seed: int):
    """A careful random game (see ``careful_play``) that also delivers goods whenever it can."""
    return careful_play(game(players, seed), seed, prefer_moves=True)


def check_careful_game(states) -> set[str]:
    """Assert the Japan rules on every step of a played game; return what happened (event kinds)."""
    assert_round_trips(states)
    last = states[-1]
    assert last.phase == "over" and last.round == 8
    areas = {a["stop_id"] for a in MAP.fishing_hexes.values()}
    kinds = set()
    for before, after in itertools.pairwise(states):
        for e in after.events:
            kinds.add(e.kind)
            if e.kind == "claim":
                assert before.taken[e.seat] in ("fishing_area", "sea_route")
            if e.kind == "move" and dict(e.params)["route"][0] in areas:
                assert before.taken[e.seat] == "fishing_area"
                kinds.add("fish moved")
        for h in MAP.fishing_hexes:
            assert len(after.goods[h]) <= len(before.goods[h])
        for action in ("fishing_area", "sea_route"):
            if after.phase in ("select", "build", "move") and action in after.taken:
                order = [p for p in after.order if not after.out[p]]
                assert after.taken.index(action) in (order[0], order[-1])
        assert cubes(after) == 96
    discs = [sum(1 for c in last.ext["claims"] if c[1] == p) for p in range(last.players)]
    for sheet in STEAM.scores(last):
        if not last.out[sheet.seat]:
            assert [i.points for i in sheet.items if i.category == "Sea discs"] == [3 * discs[sheet.seat]]
    return kinds


def test_careful_games_keep_every_japan_rule_to_the_end():
    wanted = {"claim", "select_pass", "move"}  # fish moves are rare at random: see the fishing tests above
    seen: set[str] = set()
    for seed in range(8):
        seen |= check_careful_game(careful_game(4, seed))
        if wanted <= seen:
            break
    assert wanted <= seen


def test_contract_kit_at_three_four_and_five_players():
    check_contract(STEAM, players=(3, 4, 5), seeds=range(2), option_sets=[{"map": "japan"}])


def test_prompts_tell_the_holders_about_claims_and_fish():
    build = next(p for p in MAP.phases(game()) if p.name == "build")
    s = at_phase(build, taken={0: "sea_route"})
    assert "$5" in STEAM.prompt(s).text and "sea route" in STEAM.prompt(s).text
    move = next(p for p in MAP.phases(game()) if p.name == "move")
    s = at_phase(move, taken={0: "fishing_area"})
    assert "fish" in STEAM.prompt(s).text and "Fishing Area holder" in STEAM.prompt(s).rule


def test_track_costs_plain_2_and_mountain_3():
    assert MAP.terrain_costs["plain"][0] == 2 and MAP.terrain_costs["mountain"][0] == 3
    s = at_phase(next(p for p in MAP.phases(game()) if p.name == "build"))
    seat = STEAM.to_move(s)
    a = next(
        a
        for a in STEAM.legal_actions(s)
        if a.kind == "build" and a["tile"] == "straight" and BOARD.hexes[BOARD.hex_of(a["hex"])].terrain == "plain"
    )
    assert STEAM.apply(s, a).cash[seat] == s.cash[seat] - 2


def test_only_an_empty_sea_route_can_be_claimed():
    s = at_phase(next(p for p in MAP.phases(game()) if p.name == "build"), taken={0: "sea_route"}).copy()
    claim(s, 1, "S1", rnd=0)
    assert "S1" not in {a["feature"] for a in STEAM.legal_actions(s) if a.kind == "claim"}
    assert "already has a disc" in STEAM.explain(s, Action.make("claim", 0, feature="S1"))


def test_bankruptcy_removes_the_players_sea_discs_and_their_claims_become_unowned():
    """1.9: a bankrupt player's ownership discs are all removed; a claim without its disc carries goods like
    unowned track, paying nobody, and its empty circle may be claimed again."""
    s = at_phase(MoveGoods()).copy()
    claim(s, 1, "S1")  # Aomori (red) - Hakodate (blue)
    claim(s, 1, "F5-fukuoka")
    claim(s, 2, "F1-kushiro")
    s.cash, s.income = (40, 0, 40, 40), (5, 0, 5, 5)  # seat 2 cannot pay expenses from income 0
    events = PayExpenses().enter(MAP, s)
    assert s.out[1]
    assert MAP.claims(s) == (("F1-kushiro", 2, 0),)
    assert MAP.discs_used(s, 1) == 0
    assert {(x.tag, x.owner) for x in MAP.extra_links(s)} == {("S1", NOBODY), ("F5-fukuoka", NOBODY), ("F1-kushiro", 2)}
    lost = next(e for e in events if e.kind == "bankrupt_claims")
    assert set(lost.targets) == {"searoute:S1", "circle:F5-fukuoka"}
    # the unowned sea route still carries goods and pays nobody
    s.phase, s.acting, s.turn = "move", (0,), 0
    s.goods = {**s.goods, CITY["hakodate"].hex: ("red",)}
    income = s.income
    route = next(a for a in moves(s) if a["route"] == ("hakodate", "aomori"))
    assert route["owners"] == (NOBODY,)
    assert STEAM.apply(s, route).income == income
    # the circle is empty again: the Sea Route holder may claim it
    b = at_phase(next(p for p in MAP.phases(game()) if p.name == "build"), taken={0: "sea_route"}).copy()
    b.ext = s.ext
    assert STEAM.explain(b, Action.make("claim", 0, feature="S1")) is None
    b = STEAM.apply(b, Action.make("claim", 0, feature="S1"))
    assert ("S1", 0) in {(c[0], c[1]) for c in MAP.claims(b)} and "S1" not in MAP.unowned(b)
    assert {x.owner for x in MAP.extra_links(b) if x.tag == "S1"} == {0}


def test_fishing_areas_read_as_their_names_in_labels_and_events():
    """A fishing area is a route stop: actions name it by id, players read its name."""
    s = _fishing_board({0: "fishing_area"})
    fish = next(a for a in moves(s) if a["route"][0] == "genkai_goto_grounds")
    label = STEAM.describe(s, fish)
    assert "Genkai-Goto grounds - Fukuoka - Hiroshima" in label and "genkai_goto_grounds" not in label
    text = STEAM.apply(s, fish).events[0].text
    assert "Genkai-Goto grounds - Fukuoka - Hiroshima" in text and "genkai_goto_grounds" not in text
    s.goods = {**s.goods, BOARD.at(0, 26): ()}
    refused = STEAM.explain(s, fish)
    assert "Genkai-Goto grounds" in refused
