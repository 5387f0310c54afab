"""Component data of the base game, read once from ``data/*.json`` into flat tables.

The JSON files are the single place where a value lives (most are stand-ins, see
each file's ``note`` and ``provisional`` fields); this module only turns them into
tuples and index maps the engine can use without dictionary look-ups on hot paths.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, NamedTuple

from rules import components

_DIR = Path(__file__).resolve().parent / "data"


def _load(name: str) -> dict[str, Any]:
    """A data file, with the owner's corrections laid over it when they are in force (``rules/components.py``)."""
    return components.data_file("endeavor", _DIR, name)


# ---------------------------------------------------------------------------
# Status tracks
# ---------------------------------------------------------------------------

_TR = _load("tracks.json")
TRACKS: tuple[str, ...] = tuple(_TR["tracks"])  # industry, culture, wealth, influence
INDUSTRY, CULTURE, WEALTH, INFLUENCE = range(4)
THRESHOLDS: tuple[int, ...] = tuple(_TR["thresholds"]["values"])
BUILD_LEVEL: tuple[int, ...] = tuple(_TR["industry_build_level"]["values"])
GROWTH: tuple[int, ...] = tuple(_TR["culture_growth"]["values"])
PAYMENTS: tuple[int, ...] = tuple(_TR["wealth_payments"]["values"])
CARD_SLOTS: tuple[int, ...] = tuple(_TR["influence_card_slots"]["values"])
BUILDING_SPACES: int = _TR["building_spaces"]["value"]
DISCS: int = _TR["discs"]["value"]
_GLORY_SPACES = list(_TR["glory_spaces"]["values"])
_EVERY = _TR["glory_spaces"]["every_beyond"]

_TABLE = 200  # track positions precomputed; anything above is read as the last entry


def _level_of(value: int) -> int:
    return sum(1 for t in THRESHOLDS if value >= t)  # 1..5


def _glory_of(value: int) -> int:
    best = 0
    space = 0
    spaces = list(_GLORY_SPACES)
    while spaces[-1] < value:
        spaces.append(spaces[-1] + _EVERY)
    for space in spaces:
        if space <= value:
            best = space
    return best


#: LEVEL[position] -> 1..5, the level a track position gives.
LEVEL: tuple[int, ...] = tuple(_level_of(v) for v in range(_TABLE))
#: TRACK_GLORY[position] -> glory after sliding down to the nearest glory space.
TRACK_GLORY: tuple[int, ...] = tuple(_glory_of(v) for v in range(_TABLE))


def level(value: int) -> int:
    """The level (1-5) a track position gives."""
    return LEVEL[value if value < _TABLE else _TABLE - 1]


def track_glory(value: int) -> int:
    """Glory of a track position after the slide-down rule (stand-in glory spaces)."""
    return TRACK_GLORY[value] if value < _TABLE else _glory_of(value)


# ---------------------------------------------------------------------------
# Trade tokens
# ---------------------------------------------------------------------------

_TK = _load("tokens.json")
TOKEN_KINDS: tuple[str, ...] = tuple(k["id"] for k in _TK["kinds"])  # brown kinds share the track names, in order
TOKEN_INDEX: dict[str, int] = {k: i for i, k in enumerate(TOKEN_KINDS)}
TOKEN_COUNTS: tuple[int, ...] = tuple(k["count"] for k in _TK["kinds"])
TOKEN_BLUE: tuple[bool, ...] = tuple(k["colour"] == "blue" for k in _TK["kinds"])
NKINDS = len(TOKEN_KINDS)
assert TOKEN_KINDS[:4] == TRACKS, "brown tokens come first, in track order"
BLUE_KINDS: tuple[int, ...] = tuple(i for i in range(NKINDS) if TOKEN_BLUE[i])

# ---------------------------------------------------------------------------
# Buildings
# ---------------------------------------------------------------------------


class Spec(NamedTuple):
    """What an activation gives: ``mode`` single / either ('/') / both ('+'), and the action kinds."""

    mode: str
    kinds: tuple[str, ...]

    @property
    def text(self) -> str:
        sep = {"single": "", "either": " / ", "both": " + "}[self.mode]
        return sep.join(k.capitalize() for k in self.kinds)


def parse_spec(text: str | None) -> Spec | None:
    """'ship' -> single, 'ship/draw' -> either, 'occupy+ship' -> both; None for no activation circle."""
    if not text:
        return None
    if "/" in text:
        return Spec("either", tuple(text.split("/")))
    if "+" in text:
        return Spec("both", tuple(text.split("+")))
    return Spec("single", (text,))


class Building(NamedTuple):
    id: str
    name: str
    level: int
    count: int
    icons: tuple[int, int, int, int]
    spec: Spec | None
    glory: int
    set: str = "base"  # "base" or "aoe" (Age of Expansion)
    conscription: str = ""  # the bonus action of its Conscription space, "" for none
    draw_discount: int = 0  # the Fairground: a drawn card's value counts this much lower
    endgame: str = ""  # "fortify_symbols" for the Citadel


def _building(b: dict[str, Any], which: str) -> Building:
    return Building(
        b["id"],
        b["name"],
        b["level"],
        b["count"],
        tuple(b["icons"].get(t, 0) for t in TRACKS),
        parse_spec(b["action"]),
        b["glory"],
        which,
        b.get("conscription") or "",
        b.get("draw_discount", 0),
        b.get("endgame", ""),
    )


_BD = _load("buildings.json")
_BA = _load("buildings_aoe.json")
#: Every building of both sets; a game uses one set (the other's supply counts stay 0).
BUILDINGS: tuple[Building, ...] = tuple(_building(b, "base") for b in _BD["buildings"]) + tuple(
    _building(b, "aoe") for b in _BA["buildings"]
)
BUILDING_INDEX: dict[str, int] = {b.id: i for i, b in enumerate(BUILDINGS)}
assert len(BUILDING_INDEX) == len(BUILDINGS), "building ids are unique across both sets"
UNIVERSITY = BUILDING_INDEX["university"]
BASE_SET: tuple[int, ...] = tuple(i for i, b in enumerate(BUILDINGS) if b.set == "base")
AOE_SET: tuple[int, ...] = tuple(i for i, b in enumerate(BUILDINGS) if b.set == "aoe")
AOE_LEVEL5_DRAWN: int = _BA["level5_drawn"]
FORTIFICATIONS: int = _BA["fortifications"]
#: Fortify symbols on each building (the Citadel scores them).
FORTIFY_SYMBOLS: tuple[int, ...] = tuple(b.spec.kinds.count("fortify") if b.spec else 0 for b in BUILDINGS)

# ---------------------------------------------------------------------------
# Map
# ---------------------------------------------------------------------------

_MP = _load("map.json")
REGIONS: tuple[str, ...] = tuple(r["id"] for r in _MP["regions"])  # index 0 is Europe
REGION_INDEX: dict[str, int] = {r: i for i, r in enumerate(REGIONS)}
REGION_NAMES: tuple[str, ...] = tuple(r["name"] for r in _MP["regions"])
EUROPE = REGION_INDEX["europe"]
assert EUROPE == 0
SHIPPING: tuple[int, ...] = tuple(r["shipping"] for r in _MP["regions"])  # 0 for Europe
CITIES: tuple[str, ...] = tuple(c["id"] for r in _MP["regions"] for c in r["cities"])
CITY_INDEX: dict[str, int] = {c: i for i, c in enumerate(CITIES)}
CITY_NAMES: tuple[str, ...] = tuple(c["name"] for r in _MP["regions"] for c in r["cities"])
CITY_GLORY: tuple[int, ...] = tuple(c["glory"] for r in _MP["regions"] for c in r["cities"])
CITY_REGION: tuple[int, ...] = tuple(ri for ri, r in enumerate(_MP["regions"]) for _ in r["cities"])
REGION_CITIES: tuple[tuple[int, ...], ...] = tuple(
    tuple(i for i, cr in enumerate(CITY_REGION) if cr == ri) for ri in range(len(REGIONS))
)
LINKS: tuple[tuple[int, int], ...] = tuple((CITY_INDEX[a], CITY_INDEX[b]) for a, b in _MP["links"])
LINK_IDS: tuple[str, ...] = tuple(f"{a}-{b}" for a, b in _MP["links"])
CITY_LINKS: tuple[tuple[int, ...], ...] = tuple(
    tuple(li for li, (a, b) in enumerate(LINKS) if c in (a, b)) for c in range(len(CITIES))
)

# ---------------------------------------------------------------------------
# Asset cards
# ---------------------------------------------------------------------------


class Card(NamedTuple):
    id: str
    name: str
    deck: int
    value: int  # -1 for a Governor (never drawn: it is granted when its region opens)
    governor: bool
    slavery: bool
    icons: tuple[int, int, int, int]
    glory: int
    effect: str
    symbol: str = ""  # a Subsidy's action symbol
    governor_slot: bool = False  # may be kept in the Governor slot (Company Raj, Succession)


def _card(c: dict[str, Any], deck: int) -> Card:
    return Card(
        c["id"],
        c["name"],
        deck,
        -1 if c["value"] is None else c["value"],
        bool(c.get("governor")),
        bool(c.get("slavery")),
        tuple(c["icons"].get(t, 0) for t in TRACKS),
        c["glory"],
        c.get("effect", ""),
        c.get("symbol", ""),
        bool(c.get("governor_slot")),
    )


_CD = _load("cards.json")
DECKS: tuple[str, ...] = tuple(d["id"] for d in _CD["decks"])
DECK_INDEX: dict[str, int] = {d: i for i, d in enumerate(DECKS)}
DECK_NAMES: tuple[str, ...] = tuple(d["name"] for d in _CD["decks"])
DECK_REGION: tuple[int, ...] = tuple(REGION_INDEX[d["region"]] for d in _CD["decks"])
SLAVERY_DECK = DECK_INDEX["slavery"]
EUROPE_DECK = DECK_INDEX["europe"]
#: REGION_DECK[region] -> the deck of that region (Europe's own deck for Europe).
REGION_DECK: tuple[int, ...] = tuple(
    EUROPE_DECK if r == EUROPE else next(i for i, d in enumerate(_CD["decks"]) if REGION_INDEX[d["region"]] == r)
    for r in range(len(REGIONS))
)
CARDS: dict[str, Card] = {}
#: Each deck's cards top first, as printed at setup.
DECK_CARDS: tuple[tuple[str, ...], ...] = tuple(tuple(c["id"] for c in d["cards"]) for d in _CD["decks"])
for _di, _d in enumerate(_CD["decks"]):
    for _c in _d["cards"]:
        CARDS[_c["id"]] = _card(_c, _di)
GOVERNOR_OF: dict[int, str] = {
    DECK_REGION[d]: cid for d, cards in enumerate(DECK_CARDS) for cid in cards if CARDS[cid].governor
}

# Age of Expansion cards (option): the region decks 1-5 and the Europe deck 0-6; Governors and Slavery stay.
_CA = _load("cards_aoe.json")
for _d in _CA["decks"]:
    for _c in _d["cards"]:
        CARDS[_c["id"]] = _card(_c, DECK_INDEX[_d["id"]])
_AOE_DECK = {d["id"]: tuple(c["id"] for c in d["cards"]) for d in _CA["decks"]}
#: The decks the Age of Expansion cards replace (the six regions and Europe), in deck order.
AOE_DECKS: tuple[int, ...] = tuple(i for i, deck in enumerate(DECKS) if deck in _AOE_DECK)
#: The stacks at setup with the Age of Expansion cards, top first (a deck kept original: its own cards).
DECK_CARDS_AOE: tuple[tuple[str, ...], ...] = tuple(
    ((GOVERNOR_OF[DECK_REGION[i]],) if DECK_REGION[i] in GOVERNOR_OF else ()) + _AOE_DECK[deck]
    if deck in _AOE_DECK
    else DECK_CARDS[i]
    for i, deck in enumerate(DECKS)
)
DECLARATION_FORTS: int = _CA["fortifications_on_declaration"]
FLOTA_TOKENS: int = _CA["flota_tokens"]
CONQUISTADORS_GLORY: int = _CA["conquistadors_glory"]
_ORDER = {cid: i for stacks in (DECK_CARDS, DECK_CARDS_AOE) for stack in stacks for i, cid in enumerate(stack)}


def card_order(card_id: str) -> int:
    """Position in the printed stack order (Governor first, then by value): discards go back to it."""
    return _ORDER[card_id]


# ---------------------------------------------------------------------------
# Prominence tiles (Age of Expansion option)
# ---------------------------------------------------------------------------


class Tile(NamedTuple):
    id: str
    name: str
    action: str  # the action kind that may place a disc on the tile instead of its normal effect
    players: tuple[int, int]
    spots: tuple[str, ...]
    glory: tuple[int, ...]
    bonus: tuple[bool, ...]  # placing there gains a disc from the supply into the Harbor
    lower: tuple[bool, ...]  # Military Buildup: the lower part, whose discs may be an Attack's casualty
    attribute: tuple[int, ...]  # Political Agenda: the track a spot keeps from sliding down (-1 for none)
    links: tuple[tuple[int, int], ...]
    kind: str = "spots"  # "spots" (one disc per spot) or "alliance" (Changing Alliances: two boxes)
    per_disc_glory: int = 0  # Changing Alliances: glory per own disc in the winning alliance
    majority: tuple[int, ...] = ()  # Naval Superiority: glory for the most and second-most discs on the tile
    lower_use: str = ""  # what lower-part discs may do: "casualty" (Military Buildup) or "sail" (Naval Superiority)


def _tile(t: dict[str, Any]) -> Tile:
    if t.get("kind") == "alliance":
        boxes = tuple(t["boxes"])
        none = (False,) * len(boxes)
        return Tile(
            t["id"], t["name"], t["action"], tuple(t["players"]), boxes, (0,) * len(boxes), none, none,
            (-1,) * len(boxes), (), "alliance", t["per_disc_glory"],
        )  # fmt: skip
    ids = [sp["id"] for sp in t["spots"]]
    return Tile(
        t["id"],
        t["name"],
        t["action"],
        tuple(t["players"]),
        tuple(ids),
        tuple(sp["glory"] for sp in t["spots"]),
        tuple(bool(sp.get("bonus")) for sp in t["spots"]),
        tuple(sp.get("part") == "lower" for sp in t["spots"]),
        tuple(TRACKS.index(sp["attribute"]) if "attribute" in sp else -1 for sp in t["spots"]),
        tuple((ids.index(a), ids.index(b)) for a, b in t["glory_links"]),
        "spots",
        0,
        tuple(t.get("majority", ())),
        t.get("lower_use", ""),
    )


TILES: dict[str, Tile] = {t["id"]: _tile(t) for t in _load("prominence.json")["tiles"]}
