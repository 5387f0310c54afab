"""The component data of Age of Empires III, read once from ``data/*.json``.

Content is data so a better source can replace a stand-in with one edit; the
code reads only the fields below. Everything is exposed as tuples and small
frozen records so that rules code can index it on hot paths without copying.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rules import components

DATA_DIR = Path(__file__).resolve().parent / "data"

#: Unit types, in the fixed order used by every per-type count tuple.
UNITS: tuple[str, ...] = ("colonist", "captain", "merchant", "missionary", "soldier")
COLONIST, CAPTAIN, MERCHANT, MISSIONARY, SOLDIER = range(5)
SPECIALISTS: tuple[str, ...] = UNITS[1:]


def _load(name: str) -> dict[str, Any]:
    """A data file, with the owner's corrections laid over it when they are in force (``rules/components.py``)."""
    return components.data_file("aoe3", DATA_DIR, name)


@dataclass(frozen=True, slots=True)
class Region:
    id: str
    name: str
    good: str
    start_discovered: bool


@dataclass(frozen=True, slots=True)
class Discovery:
    """A discovery counter or card: natives to beat, dollars, red VP and loot per Soldier."""

    id: str
    name: str
    natives: int
    dollars: int
    vp: int
    loot: int


@dataclass(frozen=True, slots=True)
class Building:
    id: str
    name: str
    age: int
    vp: int
    effect: dict[str, Any]


_regions = _load("regions.json")
_goods = _load("goods.json")
_counters = _load("counters.json")
_cards = _load("cards.json")
_buildings = _load("buildings.json")
BOXES: dict[str, Any] = _load("boxes.json")

REGIONS: tuple[Region, ...] = tuple(
    Region(r["id"], r["name"], r["good"], bool(r["start_discovered"])) for r in _regions["regions"]
)
REGION_IDS: tuple[str, ...] = tuple(r.id for r in REGIONS)
REGION_INDEX: dict[str, int] = {rid: i for i, rid in enumerate(REGION_IDS)}

GOODS: tuple[str, ...] = tuple(g["id"] for g in _goods["goods"])
GOOD_NAMES: dict[str, str] = {g["id"]: g["name"] for g in _goods["goods"]}
GOOD_INDEX: dict[str, int] = {g: i for i, g in enumerate(GOODS)}
GOOD_TILES: tuple[int, ...] = tuple(int(g["tiles"]) for g in _goods["goods"])
INCOME: dict[str, int] = dict(_goods["income"])
WINNABLE_SHIPS: int = int(_goods["merchant_ships"]["winnable"])

COUNTERS: dict[str, Discovery] = {
    c["id"]: Discovery(c["id"], f"counter {c['id']}", c["natives"], c["dollars"], c["vp"], c["loot"])
    for c in _counters["counters"]
}
CARDS: dict[str, Discovery] = {
    c["id"]: Discovery(c["id"], c["name"], c["natives"], c["dollars"], c["vp"], c["loot"]) for c in _cards["cards"]
}

BUILDINGS: dict[str, Building] = {
    b["id"]: Building(b["id"], b["name"], int(b["age"]), int(b.get("vp", 0)), dict(b["effect"]))
    for b in _buildings["buildings"]
}
#: Capital buildings whose name the rulebook prints (every other value of a building is a stand-in).
NAME_CONFIRMED: frozenset[str] = frozenset(b["id"] for b in _buildings["buildings"] if b.get("name_confirmed"))
BUILDINGS_BY_AGE: tuple[tuple[str, ...], ...] = tuple(
    tuple(sorted(bid for bid, b in BUILDINGS.items() if b.age == age)) for age in (1, 2, 3)
)

INITIATIVE_SLOTS: int = int(BOXES["initiative"]["slots"])
DOCK_NUMBERED: int = int(BOXES["dock"]["numbered"])
DOCK_EXTRA: tuple[str, ...] = tuple(BOXES["dock"]["extra"])  # "X", "Y": spaces DOCK_NUMBERED and DOCK_NUMBERED + 1
TRADE_SLOTS: int = int(BOXES["trade_goods"]["slots"])
BUILDING_SLOTS: int = int(BOXES["capital_buildings"]["slots"])
SPECIALIST_BOXES: tuple[str, ...] = tuple(BOXES["specialists"]["boxes"])
TRAINING_COST: int = int(BOXES["specialists"]["training_cost"])
WARFARE_SLOTS: int = int(BOXES["warfare"]["slots"])
WAR_COST: int = int(BOXES["warfare"]["war_cost"])
GOODS_DISPLAYED: int = int(BOXES["display"]["goods"])
BUILDINGS_DISPLAYED: int = int(BOXES["display"]["buildings"])
PRICES: dict[int, int] = {int(k): int(v) for k, v in BOXES["prices"].items()}

#: Which building opens each extra dock space ("X" -> building id).
PASSIVE_DOCK_OWNER: dict[str, str] = {
    b.effect["space"]: b.id for b in BUILDINGS.values() if b.effect.get("kind") == "dock_space"
}

TURNS = 8
SCORING_TURNS = (3, 6, 8)
START_MONEY = 10
START_COLONISTS = 5
COLONY_FIRST, COLONY_SECOND, COLONY_TIE_FIRST = 6, 2, 2
#: Units a player needs in a colony to take part in its scoring, first or second place.
COLONY_MIN_UNITS = 3
#: Colonists (not specialists) the first player needs in a region to claim its printed trade good.
CLAIM_COLONISTS = 3


def age_of(turn: int) -> int:
    """Age I is turns 1-3, Age II turns 4-6, Age III turns 7-8."""
    return 1 if turn <= 3 else 2 if turn <= 6 else 3


def dock_spaces(players: int) -> int:
    """Usable numbered Colonist Dock spaces: 2 x players - 1 (setup step 8)."""
    return 2 * players - 1


PROVISIONAL_NOTES: tuple[str, ...] = tuple(
    f"{name}: {d['note']}"
    for name, d in (
        ("Regions", _regions),
        ("Discovery counters", _counters),
        ("Discovery cards", _cards),
        ("Capital buildings", _buildings),
        ("Event boxes", BOXES),
    )
    if d.get("provisional")
)
