"""Phase A, placement: which event-box spaces a unit may go to, and why not.

In turn order each player places one unit at a time until everyone has placed
all of theirs. Initiative, Colonist Dock, Trade Goods, Capital Buildings and
Warfare fill from left to right (the first free space); Merchant Shipping and
Discovery are areas that take any number of units; each specialist box takes
one colonist of one player. At most one unit per player in Initiative. Dock
spaces beyond 2 x players - 1 are blocked; X and Y, after the numbered spaces,
are for their building's owner only.
"""

from __future__ import annotations

from rules.aoe3.board import seat_name
from rules.aoe3.buildings import dock_extra_spaces
from rules.aoe3.data import (
    BUILDINGS,
    COLONIST,
    DOCK_EXTRA,
    DOCK_NUMBERED,
    PASSIVE_DOCK_OWNER,
    SPECIALIST_BOXES,
    UNITS,
    dock_spaces,
)
from rules.aoe3.state import AoeState
from rules.core import Action

#: Event boxes in resolution order (the ``box`` parameter of a placement).
BOX_ORDER: tuple[str, ...] = (
    "initiative",
    "dock",
    "trade_goods",
    "merchant_shipping",
    "capital_buildings",
    "discovery",
    "specialists",
    "warfare",
)
BOX_NAMES: dict[str, str] = {
    "initiative": "Initiative",
    "dock": "Colonist Dock",
    "trade_goods": "Trade Goods",
    "merchant_shipping": "Merchant Shipping",
    "capital_buildings": "Capital Buildings",
    "discovery": "Discovery",
    "specialists": "Specialists",
    "warfare": "Warfare",
}
#: Slot boxes (first free space) and the state field holding them.
SLOT_FIELDS = {
    "initiative": "initiative",
    "trade_goods": "trade_box",
    "capital_buildings": "building_box",
    "warfare": "warfare",
}
AREA_FIELDS = {"merchant_shipping": "shipping", "discovery": "discovery"}

PLACEMENT_RULE = (
    "A. Placement: in turn order, place one unit at a time in an event box; Initiative, Colonist Dock, "
    "Trade Goods, Capital Buildings and Warfare fill from left to right, Merchant Shipping and Discovery "
    "take units anywhere, each specialist box one colonist. Every unit must be placed."
)


def _first_free(slots: tuple) -> int | None:
    for i, entry in enumerate(slots):
        if entry is None:
            return i
    return None


def dock_label(index: int) -> str | int:
    """The printed name of a dock space: 1-12, then X and Y."""
    return index + 1 if index < DOCK_NUMBERED else DOCK_EXTRA[index - DOCK_NUMBERED]


def dock_space(s: AoeState, seat: int) -> int | str | None:
    """The dock space the seat's next unit fills: the first free numbered space, then X, then Y for their owner.

    The Colonist Dock fills "from left to right, filling the first available space"; X and Y come after the
    numbered spaces (they resolve after them) and are "only available to players with specific Capital
    Buildings", so their owner reaches them once every usable numbered space is taken.
    """
    i = _first_free(s.dock[: dock_spaces(s.players)])
    if i is not None:
        return i + 1
    extra = dock_extra_spaces(s, seat)
    for k, letter in enumerate(DOCK_EXTRA):
        if letter in extra and s.dock[DOCK_NUMBERED + k] is None:
            return letter
    return None


def open_spaces(s: AoeState, seat: int) -> list[tuple[str, object]]:
    """(box, slot) pairs open to the seat's next unit, in resolution order; specialist boxes last per box."""
    out: list[tuple[str, object]] = []
    if all(e is None or e[0] != seat for e in s.initiative):
        i = _first_free(s.initiative)
        if i is not None:
            out.append(("initiative", i + 1))
    dock = dock_space(s, seat)
    if dock is not None:
        out.append(("dock", dock))
    for box in ("trade_goods",):
        i = _first_free(s.trade_box)
        if i is not None:
            out.append((box, i + 1))
    out.append(("merchant_shipping", len(s.shipping) + 1))
    i = _first_free(s.building_box)
    if i is not None:
        out.append(("capital_buildings", i + 1))
    out.append(("discovery", len(s.discovery) + 1))
    for k, name in enumerate(SPECIALIST_BOXES):
        if s.specialists[k] is None:
            out.append(("specialists", name))
    i = _first_free(s.warfare)
    if i is not None:
        out.append(("warfare", i + 1))
    return out


def unit_source(seat: int, unit: int) -> str:
    """The element id a placed unit is lifted from: ``colonist:<seat>`` or ``supply:<seat>:<specialist>``."""
    return f"colonist:{seat}" if unit == COLONIST else f"supply:{seat}:{UNITS[unit]}"


#: Placement actions are immutable values: build each one once (a search lists them very often).
_PLACE_CACHE: dict[tuple[int, int, str, object], Action] = {}


def _place_action(seat: int, u: int, box: str, slot: object) -> Action:
    key = (seat, u, box, slot)
    a = _PLACE_CACHE.get(key)
    if a is None:
        a = Action.make(
            "place",
            seat,
            source=unit_source(seat, u),
            targets=[f"box:{box}:{slot}"],
            box=box,
            slot=slot,
            unit=UNITS[u],
        )
        if len(_PLACE_CACHE) < 20000:
            _PLACE_CACHE[key] = a
    return a


def placement_actions(s: AoeState, seat: int) -> list[Action]:
    spaces = open_spaces(s, seat)
    acts = []
    for u, n in enumerate(s.hand[seat]):
        if n <= 0:
            continue
        for box, slot in spaces:
            if box == "specialists" and u != COLONIST:
                continue
            acts.append(_place_action(seat, u, box, slot))
    return acts


def why_not_place(s: AoeState, seat: int, action: Action) -> str:
    """The specific rule a refused placement breaks."""
    unit, box, slot = action.get("unit"), action.get("box"), action.get("slot")
    if unit not in UNITS:
        return f"There is no unit called {unit!r}: units are {', '.join(UNITS)}."
    u = UNITS.index(unit)
    if s.hand[seat][u] <= 0:
        return f"You have no {unit} left to place this turn."
    if box not in BOX_NAMES:
        return f"There is no event box called {box!r}: the boxes are {', '.join(BOX_ORDER)}."
    name = BOX_NAMES[box]
    open_here = [sl for b, sl in open_spaces(s, seat) if b == box]
    if box == "specialists":
        if slot not in SPECIALIST_BOXES:
            return f"The specialist boxes are {', '.join(SPECIALIST_BOXES)}; there is no {slot!r} box."
        if u != COLONIST:
            return "Only a colonist may go to a specialist box: the colonist trains into the specialist shown."
        k = SPECIALIST_BOXES.index(slot)
        return (
            f"The {slot} box is taken by {seat_name(s.specialists[k][0])}: "
            "only one player may occupy each specialist box."
        )
    if box in AREA_FIELDS:
        return (
            f"{name} is an area: units join it anywhere, so your unit goes in as unit "
            f"{len(getattr(s, AREA_FIELDS[box])) + 1} there."
        )
    if box == "initiative" and any(e is not None and e[0] == seat for e in s.initiative):
        return "You already have a unit in Initiative: each player may place only one unit there."
    if box == "dock" and slot in DOCK_EXTRA:
        owner = PASSIVE_DOCK_OWNER[slot]
        if slot not in dock_extra_spaces(s, seat):
            return f"Dock space {slot} is only for the owner of {BUILDINGS[owner].name}."
        if s.dock[DOCK_NUMBERED + DOCK_EXTRA.index(slot)] is not None:
            return f"Dock space {slot} is already taken."
        return (
            f"The Colonist Dock fills from left to right: space {open_here[0]} comes before {slot}, and X and Y "
            "come after the numbered spaces."
        )
    if box == "dock" and isinstance(slot, int) and slot > dock_spaces(s.players):
        return (
            f"Dock space {slot} is blocked: with {s.players} players the Colonist Dock has "
            f"2 x {s.players} - 1 = {dock_spaces(s.players)} spaces."
        )
    numbered = [sl for sl in open_here if isinstance(sl, int)]
    if not numbered:
        return f"{name} is full: every space there is taken."
    return f"{name} fills from left to right: the first free space is {numbered[0]}."
