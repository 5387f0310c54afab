"""Helpers that put an Age of Steam game into the position a rule test needs (Rust Belt board)."""

from __future__ import annotations

import json
import random

from rules.core import Action
from rules.steam import STEAM
from rules.steam.hexgrid import direction_between, parse_hex
from rules.steam.maps import get_map
from rules.steam.state import SteamState
from rules.steam.tiles import DISTINCT_ROTS, TILES, placed_paths

RB = get_map("rust_belt")


def game(players: int = 4, seed: int = 1, **options) -> SteamState:
    return STEAM.new_game(players, seed, options or None)


def h(name: str) -> int:
    """Hex index of "c,r" on the Rust Belt board."""
    return RB.board.hex_of(name)


def at_build(s: SteamState, seat: int, cash: int = 100) -> SteamState:
    """``s`` with ``seat`` starting a build turn holding ``cash``."""
    s = s.copy()
    s.phase = "build"
    s.acting = (seat,)
    s.turn = 0
    s.placed = ()
    s.touched = ()
    s.spent = 0
    s.builds = 0
    s.urbanized = False
    s.set_seat("cash", seat, cash)
    return s


def build(s: SteamState, seat: int, hexname: str, tile: str, rot: int) -> SteamState:
    return STEAM.apply(s, Action.make("build", seat, hex=hexname, tile=tile, rot=rot))


def done(s: SteamState, seat: int) -> SteamState:
    return STEAM.apply(s, Action.make("done", seat))


def tile_for(exits: set[int], town: bool = False) -> tuple[str, int]:
    """A tile and rotation whose paths are exactly the simple path (or town exits) ``exits``."""
    for tt in TILES:
        for rot in DISTINCT_ROTS.get((tt.id, town), ()):
            paths = placed_paths(tt.id, rot, town)
            got = {e for p in paths for e in p if e != 6}
            if got == exits and (town or len(paths) == 1):
                if town and tt.cls not in ("town", "simple") and len(exits) < 4:
                    continue
                return tt.id, rot
    raise AssertionError(f"no tile with exits {exits}")


def connect(s: SteamState, seat: int, hexes: list[str], cash: int = 200) -> SteamState:
    """Lay simple tiles (town tiles on towns) along ``hexes`` (the first and last are stops) for ``seat``,
    each in a fresh build turn so the 3-placement limit does not matter; returns the state after."""
    pos = [parse_hex(x) for x in hexes]
    for i in range(1, len(hexes) - 1):
        exits = {direction_between(pos[i], pos[i - 1]), direction_between(pos[i], pos[i + 1])}
        tile, rot = tile_for(exits)
        s = at_build(s, seat, cash)
        s = build(s, seat, hexes[i], tile, rot)
    return s


def town(s: SteamState, seat: int, name: str, exits: set[int], cash: int = 200) -> SteamState:
    """Lay (or upgrade to) a town tile with ``exits`` on the town hex ``name`` in a fresh build turn."""
    tile, rot = tile_for(exits, town=True)
    s = at_build(s, seat, cash)
    return build(s, seat, name, tile, rot)


def network_state() -> SteamState:
    """Rust Belt, 4 players, with this track (owners in brackets), every link complete:

    Chicago -(7,6 7,7)- Springfield [seat 0];  St. Louis -(6,9)- Springfield [seat 1];
    Springfield -(7,8 8,9)- Evansville [seat 0];  Chicago -(6,6)- Rock Island [seat 2];
    Rock Island -(5,7 5,8)- St. Louis [seat 2].  No goods on the map.
    """
    s = game(4)
    s = connect(s, 0, ["7,5", "7,6", "7,7", "6,8"])
    s = connect(s, 1, ["5,9", "6,9", "6,8"])
    s = town(s, 0, "6,8", {1, 2})
    s = town(s, 1, "6,8", {1, 2, 3})
    s = connect(s, 0, ["6,8", "7,8", "8,9", "9,9"])
    s = connect(s, 2, ["7,5", "6,6", "5,6"])
    s = town(s, 2, "5,6", {1, 3})
    s = connect(s, 2, ["5,6", "5,7", "5,8", "5,9"])
    s = s.copy()
    s.goods = {}
    return s


def at_move(s: SteamState, seat: int, engine: int = 6) -> SteamState:
    """``s`` in the move goods phase with ``seat`` to move and the given engine."""
    s = s.copy()
    s.phase = "move"
    s.acting = (seat, (seat + 1) % s.players)  # someone still to move: the phase does not end
    s.turn = 0
    s.move_round = 1
    s.loco_used = (False,) * s.players
    s.set_seat("engine", seat, engine)
    return s


def put(s: SteamState, city: str, *colours: str) -> SteamState:
    s = s.copy()
    goods = dict(s.goods)
    goods[RB.board.cities[city].hex] = tuple(colours)
    s.goods = goods
    return s


def careful_play(start: SteamState, seed: int, prefer_moves: bool = False) -> list[SteamState]:
    """Every state of a random game from ``start`` whose players start rich ($300) and bid and issue shares
    cautiously (at most 2), so it runs its full length (random builders rarely finish links, so without
    the money they would all go bankrupt). ``prefer_moves`` takes a goods move whenever one is legal."""
    rnd = random.Random(seed)
    s = start.copy()
    s.cash = (300,) * s.players
    states = [s]
    while not STEAM.is_over(s):
        acts = STEAM.legal_actions(s)
        cheap = [a for a in acts if a.kind not in ("bid", "issue") or (a.get("amount") or a.get("n") or 0) <= 2]
        deliveries = [a for a in acts if a.kind == "move"] if prefer_moves else []
        s = STEAM.apply(s, rnd.choice(deliveries or cheap or acts))
        states.append(s)
    return states


def assert_round_trips(states: list[SteamState], every: int = 7) -> None:
    """Later-round states (the map's own fields included) survive JSON and list the same actions."""
    for s in states[::every]:
        data = json.loads(json.dumps(STEAM.to_json(s)))
        back = STEAM.from_json(data)
        assert STEAM.to_json(back) == data and STEAM.legal_actions(back) == STEAM.legal_actions(s)


def cubes(s: SteamState) -> int:
    """Every goods cube in the game: in the bag, on the map, drawn and on the goods display (always 96)."""
    return (
        sum(s.bag)
        + sum(len(g) for g in s.goods.values())
        + len(s.drawn)
        + sum(1 for col in s.display.values() for c in col if c is not None)
    )


def random_play(map_id: str, choices: list[int], cash: int | None):
    """Each state met while playing ``choices`` (indices into the action lists) from setup, with its
    actions and the one chosen; with ``cash`` the seats start that rich and bid and issue shares only
    in small amounts ("careful" play), so the game runs all its rounds and lays much track."""
    players = get_map(map_id).player_counts().start
    s = STEAM.new_game(players, len(choices), {"map": map_id})
    if cash is not None:
        s = s.copy()
        s.cash = (cash,) * players
    for c in choices:
        if STEAM.is_over(s):
            return
        acts = STEAM.legal_actions(s)
        pick = acts
        if cash is not None:
            pick = [a for a in acts if a.kind not in ("bid", "issue") or (a.get("amount") or a.get("n") or 0) <= 2]
        action = pick[c % len(pick)]
        yield s, acts, action
        s = STEAM.apply(s, action)
