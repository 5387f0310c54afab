"""Map data files (``rules/steam/data/maps/<id>.json``) read into an immutable board description.

A map file holds the hex grid as column strings in the odd-q convention
(``grid.columns[c][r]`` is the terrain letter of hex (c, r), ``grid.legend``
names the letters), the cities (id, name, hex, colour, goods-display column,
starting goods), the towns, the New City tiles, and any features a map module
reads from ``raw`` (forest, lakes, fishing areas, sea routes, ...). Nothing
here is a rule: the rules read this description.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from rules import components
from rules.steam import constants as K
from rules.steam.hexgrid import hex_name, neighbour

DATA_DIR = Path(__file__).resolve().parent / "data" / "maps"


@dataclass(frozen=True, slots=True)
class Hex:
    index: int
    col: int
    row: int
    name: str  # "c,r"
    terrain: str  # plain, river, mountain, water, city, town, sea, forest, lake, ...


@dataclass(frozen=True, slots=True)
class City:
    """A printed city, or a New City tile once placed (``letter`` set)."""

    id: str
    name: str
    hex: int
    colour: str
    column: str  # goods-display column: "L1".."L6", "D1".."D6", or the New City letter "A".."H"
    goods: int = K.DEFAULT_CITY_GOODS
    letter: str = ""


@dataclass(frozen=True, slots=True)
class Town:
    id: str
    name: str
    hex: int


@dataclass(frozen=True, slots=True)
class NewCity:
    """A New City tile (1.11): colour, and the die of a display group that feeds its column."""

    id: str  # "A".."H"
    colour: str
    group: str  # "light" or "dark"
    roll: int


def column_id(group: str, number: int) -> str:
    """Goods-display column of a numbered city: light 3 -> "L3", dark 5 -> "D5"."""
    return ("L" if group == "light" else "D") + str(number)


@dataclass(frozen=True)
class MapData:
    """One map: hexes with terrain and neighbours, cities, towns, New City tiles, raw features."""

    id: str
    name: str
    players: range
    provisional: bool
    note: str
    hexes: tuple[Hex, ...]
    nbr: tuple[tuple[int, ...], ...]  # hex index -> 6 neighbour indices (-1 where none)
    cities: dict[str, City]
    towns: dict[str, Town]
    new_cities: dict[str, NewCity]
    raw: dict[str, Any] = field(repr=False)
    by_pos: dict[tuple[int, int], int] = field(repr=False, default_factory=dict)
    by_name: dict[str, int] = field(repr=False, default_factory=dict)
    city_at: dict[int, City] = field(repr=False, default_factory=dict)
    town_at: dict[int, Town] = field(repr=False, default_factory=dict)

    def hex_of(self, name: str) -> int | None:
        """Index of the hex named ``"c,r"`` (or ``hex:c,r``); None if the map has no such hex."""
        if name.startswith("hex:"):
            name = name[4:]
        return self.by_name.get(name)

    def at(self, col: int, row: int) -> int | None:
        return self.by_pos.get((col, row))

    def element(self, h: int) -> str:
        """The element id of hex ``h``."""
        return "hex:" + self.hexes[h].name

    def columns(self) -> list[str]:
        """Goods-display columns: the 12 numbered ones then the New City letters."""
        return [column_id(g, n) for g in ("light", "dark") for n in range(1, 7)] + list(self.new_cities)


def parse_map(data: dict[str, Any]) -> MapData:
    """Build a MapData from a map file's JSON (raises ValueError naming what is wrong)."""
    grid = data["grid"]
    if grid.get("convention", "odd-q") != "odd-q":
        raise ValueError(f"map {data['id']}: only the odd-q grid convention is supported")
    legend: dict[str, str] = grid["legend"]
    hexes: list[Hex] = []
    by_pos: dict[tuple[int, int], int] = {}
    for c, column in enumerate(grid["columns"]):
        for r, letter in enumerate(column):
            if letter not in legend:
                raise ValueError(f"map {data['id']}: letter {letter!r} at {c},{r} is not in the legend")
            terrain = legend[letter]
            if terrain == "offmap":
                continue
            by_pos[(c, r)] = len(hexes)
            hexes.append(Hex(len(hexes), c, r, hex_name(c, r), terrain))
    nbr = tuple(tuple(by_pos.get(neighbour(h.col, h.row, d), -1) for d in range(6)) for h in hexes)
    cities: dict[str, City] = {}
    for c in data["cities"]:
        h = by_pos.get(tuple(c["hex"]))
        if h is None or hexes[h].terrain != "city":
            raise ValueError(f"map {data['id']}: city {c['id']} is not on a city hex")
        disp = c["display"]
        cities[c["id"]] = City(
            c["id"], c["name"], h, c["colour"], column_id(disp["group"], disp["number"]), c.get("goods", 2)
        )
    towns: dict[str, Town] = {}
    for t in data["towns"]:
        h = by_pos.get(tuple(t["hex"]))
        if h is None or hexes[h].terrain != "town":
            raise ValueError(f"map {data['id']}: town {t['id']} is not on a town hex")
        towns[t["id"]] = Town(t["id"], t["name"], h)
    new_cities: dict[str, NewCity] = {}
    for n in data.get("new_cities") or [
        {"id": k, "colour": v[0], "display": {"group": v[1], "number": v[2]}} for k, v in K.NEW_CITIES.items()
    ]:
        new_cities[n["id"]] = NewCity(n["id"], n["colour"], n["display"]["group"], n["display"]["number"])
    lo, hi = min(data["players"]), max(data["players"])
    m = MapData(
        data["id"],
        data["name"],
        range(lo, hi + 1),
        bool(data.get("provisional", False)),
        data.get("note", ""),
        tuple(hexes),
        nbr,
        cities,
        towns,
        new_cities,
        data,
    )
    m.by_pos.update(by_pos)
    m.by_name.update({h.name: h.index for h in hexes})
    m.city_at.update({c.hex: c for c in cities.values()})
    m.town_at.update({t.hex: t for t in towns.values()})
    return m


@cache
def load_map(map_id: str) -> MapData:
    """The map ``map_id`` from ``data/maps/<map_id>.json`` (read once, then shared)."""
    return parse_map(components.data_file("steam", DATA_DIR.parent, f"maps/{map_id}.json"))
