"""Places named as the board shows them: a city or town by its name, any other hex by the nearest one.

Players read "the hex just north of Pittsburgh" or "the hex 2 hexes north-east of
Wheeling", never an internal coordinate such as "15,22". The rules' texts (events,
prompts, action labels, refusals) and the board's captions both name hexes here, so a
place reads the same in the log as under the pointer.
"""

from __future__ import annotations

import math
from typing import Any

from rules.steam import hexgrid
from rules.steam.track import Link

_COMPASS = ("east", "south-east", "south", "south-west", "west", "north-west", "north", "north-east")


def _cube(c: int, r: int) -> tuple[int, int, int]:
    """Cube coordinates of an odd-q cell."""
    z = r - (c - (c & 1)) // 2
    return c, -c - z, z


_STOPS: dict[str, tuple[tuple[int, int, int, int, str], ...]] = {}  # map id -> (cube x, y, z, hex, name) per stop


def _stops(board: Any) -> tuple[tuple[int, int, int, int, str], ...]:
    """A map's printed cities and towns with their cube coordinates, cities first (worked out once)."""
    stops = _STOPS.get(board.id)
    if stops is None:
        named = [(c.hex, c.name) for c in board.cities.values()] + [(t.hex, t.name) for t in board.towns.values()]
        stops = _STOPS[board.id] = tuple((*_cube(board.hexes[x].col, board.hexes[x].row), x, n) for x, n in named)
    return stops


def stop_name_at(board: Any, state: Any, hx: int) -> str | None:
    """The name printed on a city or town hex (a New City keeps its town's name), else None."""
    if hx in board.city_at:
        return board.city_at[hx].name
    if hx in board.town_at:
        return board.town_at[hx].name
    return None


_NAMES: dict[tuple[str, int], str] = {}  # (map id, hex) -> its name: a map's stops never move


def place_name(board: Any, state: Any, hx: int) -> str:
    """A hex as a player names it: the city or town on it, else where it lies from the nearest one."""
    key = (board.id, hx)
    name = _NAMES.get(key)
    if name is None:
        name = _NAMES[key] = _place_name(board, state, hx)
    return name


def _place_name(board: Any, state: Any, hx: int) -> str:
    own = stop_name_at(board, state, hx)
    if own is not None:
        return own
    h = board.hexes[hx]
    stops = _stops(board)
    if not stops:
        return "this hex"
    cx, cy, cz = _cube(h.col, h.row)
    d, sx, name = min((max(abs(cx - x), abs(cy - y), abs(cz - z)), sx, n) for x, y, z, sx, n in stops)
    s = board.hexes[sx]
    ax, ay = hexgrid.centre(s.col, s.row, 1.0)
    bx, by = hexgrid.centre(h.col, h.row, 1.0)
    way = _COMPASS[round(math.degrees(math.atan2(by - ay, bx - ax)) / 45) % 8]
    if d <= 1:
        return f"the hex just {way} of {name}"
    return f"the hex {d} hexes {way} of {name}"


def element_place(board: Any, state: Any, element_id: str) -> str | None:
    """The place an element id names (``hex:``, ``city:``, ``town:``), as the board names it."""
    kind, _, key = element_id.partition(":")
    if kind == "hex":
        hx = board.hex_of(key)
        return place_name(board, state, hx) if hx is not None else None
    if kind in ("city", "town"):
        if key in board.cities:
            return board.cities[key].name
        if key in board.towns:
            return board.towns[key].name
    return None


def link_place(board: Any, state: Any, link: Link) -> str:
    """Where a link runs, from its stop to its last tile: "from Chicago to the hex just north of Gary"."""
    hexes = link.hexes()
    if link.a >= 0:
        start, end = link.a, hexes[-1]
    elif link.b >= 0:
        start, end = link.b, hexes[0]
    else:
        return f"between {place_name(board, state, hexes[0])} and {place_name(board, state, hexes[-1])}"
    return f"from {place_name(board, state, start)} to {place_name(board, state, end)}"


#: A hex edge as a player says it (rules/steam/hexgrid.py numbers the edges clockwise from north).
_EDGE_WORDS = ("north", "north-east", "south-east", "south", "south-west", "north-west")


def track_words(paths: tuple[tuple[int, int], ...], town: int) -> str:
    """Where a tile's track runs on its hex, as a player tells two orientations apart: "north to south-east",
    "north to south, north-east to south-west", "from the town north and south" (``town`` is the town's path
    end, rules/steam/tiles.py's TOWN)."""
    from_town = [_EDGE_WORDS[a if b == town else b] for a, b in paths if town in (a, b)]
    parts = [f"{_EDGE_WORDS[a]} to {_EDGE_WORDS[b]}" for a, b in paths if town not in (a, b)]
    if from_town:
        joined = from_town[0] if len(from_town) == 1 else ", ".join(from_town[:-1]) + " and " + from_town[-1]
        parts.insert(0, f"from the town {joined}")
    return ", ".join(parts)
