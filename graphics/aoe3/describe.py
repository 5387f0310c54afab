"""Hover texts of the Age of Empires III board: what each element is and what it does, in the rulebook's words."""

from __future__ import annotations

from graphics.aoe3.pieces import UNIT_SHAPES
from rules.aoe3.board import seat_name
from rules.aoe3.buildings import effect_text
from rules.aoe3.data import (
    BUILDINGS,
    COUNTERS,
    DOCK_EXTRA,
    DOCK_NUMBERED,
    GOOD_NAMES,
    PASSIVE_DOCK_OWNER,
    PRICES,
    REGION_INDEX,
    REGIONS,
    SPECIALIST_BOXES,
    TRAINING_COST,
    UNITS,
    WAR_COST,
    age_of,
    dock_spaces,
)
from rules.aoe3.placement import AREA_FIELDS, BOX_NAMES, SLOT_FIELDS
from rules.aoe3.state import AoeState
from rules.words import plural

BOX_RULES: dict[str, str] = {
    "initiative": "Pays $ equal to the space number and sets the next turn order; one unit per player.",
    "dock": "Each unit sails to a discovered region of its owner's choice; spaces are used left to right.",
    "trade_goods": "In space order, each player takes one of the goods shown beside the box.",
    "merchant_shipping": "Highest value wins the merchant ship (a colonist counts 1, a Captain or Merchant 2); "
    "ties go to the earlier player in turn order.",
    "capital_buildings": "Left to right, each player may buy one shown building at the Age price, or pass.",
    "discovery": "Units stay here until sent: an expedition's value is its units plus 1 per Captain; "
    "beat a region's natives to discover it.",
    "specialists": "A colonist here takes the specialist shown (usable next turn); each box holds one player.",
    "warfare": f"Battle ($0: one region, one opponent) or War (${WAR_COST}: every colony you share where a "
    "Soldier is present); each Soldier eliminates one enemy unit.",
}
SPECIALIST_RULES: dict[str, str] = {
    "captain": "take a Captain (worth 2 in Merchant Shipping and on expeditions)",
    "merchant": "take a Merchant (worth 2 in Merchant Shipping; $5 when it reaches the New World)",
    "missionary": "take a Missionary (brings a free colonist with it to the New World)",
    "soldier": "take a Soldier (eliminates an enemy unit in each battle)",
    "training": f"pay ${TRAINING_COST} to train any one specialist",
}


def unit_text(entry: tuple[int, int] | None) -> str:
    if entry is None:
        return "empty"
    seat, unit = entry
    return f"{seat_name(seat)}'s {UNITS[unit]}"


def _slot_entry(state: AoeState, box: str, key: str) -> tuple[str, tuple[int, int] | None] | None:
    """The printed name of a slot and the unit in it (None when the key names no slot)."""
    if box in SLOT_FIELDS:
        slots = getattr(state, SLOT_FIELDS[box])
        if key.isdigit() and 1 <= int(key) <= len(slots):
            return f"space {key}", slots[int(key) - 1]
        return None
    if box == "dock":
        if key.isdigit() and 1 <= int(key) <= DOCK_NUMBERED:
            return f"space {key}", state.dock[int(key) - 1]
        if key in DOCK_EXTRA:
            return f"space {key}", state.dock[DOCK_NUMBERED + DOCK_EXTRA.index(key)]
        return None
    if box in AREA_FIELDS:
        units = getattr(state, AREA_FIELDS[box])
        if key.isdigit() and int(key) >= 1:
            n = int(key)
            return f"unit {n}", units[n - 1] if n <= len(units) else None
        return None
    if box == "specialists" and key in SPECIALIST_BOXES:
        k = SPECIALIST_BOXES.index(key)
        return f"the {key.title()} box", state.specialists[k]
    return None


def describe_box(state: AoeState, box: str, key: str | None) -> str | None:
    name = BOX_NAMES.get(box)
    if name is None:
        return None
    if key is None:
        return f"{name}: {BOX_RULES[box]}"
    if box == "merchant_shipping" and key == "ship":
        if state.ship_in_box:
            return (
                "The merchant ship: won this turn by the highest value in Merchant Shipping "
                f"({state.ship_reserve} more in reserve)."
            )
        return "No merchant ship is left to win."
    slot = _slot_entry(state, box, key)
    if slot is None:
        return None
    label, entry = slot
    extra = ""
    if box == "dock" and key in DOCK_EXTRA:
        extra = f" Only for the owner of {BUILDINGS[PASSIVE_DOCK_OWNER[key]].name}."
    elif box == "dock" and int(key) > dock_spaces(state.players):
        extra = f" Blocked: with {state.players} players the dock has {dock_spaces(state.players)} spaces."
    elif box == "specialists":
        return f"Specialists, {label}: {unit_text(entry)}. A colonist here will {SPECIALIST_RULES[key]}."
    elif box in AREA_FIELDS and entry is None:
        extra = " Your next unit joins the area here."
    return f"{name}, {label}: {unit_text(entry)}.{extra} {BOX_RULES[box]}"


def describe_region(state: AoeState, rid: str) -> str | None:
    r = REGION_INDEX.get(rid)
    if r is None:
        return None
    reg = REGIONS[r]
    parts = [reg.name + (" (discovered)" if state.discovered[r] else " (not yet discovered)")]
    good = state.region_good[r]
    parts.append(
        f"printed good {GOOD_NAMES[reg.good]}, "
        + ("still unclaimed: the first player with three colonists here takes it" if good else "already claimed")
    )
    colony = state.colonies[r]
    present = []
    for seat in range(state.players):
        units = [plural(n, UNITS[u]) for u, n in enumerate(colony[seat]) if n]
        if units:
            present.append(f"{seat_name(seat)}: {', '.join(units)}")
    parts.append("; ".join(present) if present else "no units there yet")
    text = ". ".join(p[:1].upper() + p[1:] for p in parts)
    return (
        text + ". At the end of turns 3, 6 and 8, among the players with 3 or more units here, the most score 6 VP "
        "and the second most 2 VP."
    )


def describe_counter(state: AoeState, rid: str) -> str | None:
    r = REGION_INDEX.get(rid)
    if r is None or state.discovered[r]:
        return None
    name = REGIONS[r].name
    cid = state.known[r]
    if cid is None:
        return (
            f"{name}'s face-down discovery counter: an expedition whose value equals or beats its natives "
            "discovers the region and wins the counter's dollars and VP."
        )
    c = COUNTERS[cid]
    return (
        f"{name}'s known discovery counter (a failed expedition revealed it): {c.natives} natives, ${c.dollars}, "
        f"{c.vp} VP; an expedition needs a value of {c.natives} or more."
    )


def describe_building(state: AoeState, bid: str) -> str | None:
    b = BUILDINGS.get(bid)
    if b is None:
        return None
    owner = next((p for p in range(state.players) if bid in state.owned[p]), None)
    age = "I" * b.age
    text = f"{b.name} (Age {age}): {effect_text(bid)}."
    if owner is not None:
        return f"{text} Owned by {seat_name(owner)}."
    return f"{text} For sale at ${PRICES[age_of(state.turn)]} through the Capital Buildings box."


def describe_seat_piece(state: AoeState, eid: str) -> str | None:
    parts = eid.split(":")
    if not parts[1].isdigit() or int(parts[1]) >= state.players:
        return None
    seat = int(parts[1])
    hand = state.hand[seat]
    if parts[0] == "colonist":
        return f"{seat_name(seat)}'s colonists to place: {hand[0]}. Drag one into an event box (drawn as a disc)."
    if len(parts) == 3 and parts[2] in UNITS:
        u = UNITS.index(parts[2])
        return (
            f"{seat_name(seat)}'s {parts[2]}s to place: {hand[u]} (drawn as a {UNIT_SHAPES[parts[2]]}). "
            "Specialists go to any event box except the specialist boxes."
        )
    money = state.money[seat]
    pos = ("1st", "2nd", "3rd", "4th", "5th", "6th")[state.order.index(seat)]
    ships = state.ships[seat]
    return (
        f"{seat_name(seat)}: ${money}, {pos} in turn order, {plural(ships, 'merchant ship')}, "
        f"{len(state.counters_won[seat]) + len(state.cards_won[seat])} discoveries. The goods taken, buildings "
        "bought and specialists trained come to this mat."
    )


def describe(state: AoeState, eid: str) -> str | None:
    """The hover text of ``eid`` in ``state`` (None for an id this board does not know)."""
    kind, _, key = eid.partition(":")
    if kind == "box":
        box, _, slot = key.partition(":")
        return describe_box(state, box, slot or None)
    if kind == "region":
        return describe_region(state, key)
    if kind == "counter":
        return describe_counter(state, key)
    if kind == "building":
        return describe_building(state, key)
    if kind in ("colonist", "supply", "mat"):
        return describe_seat_piece(state, eid)
    if kind == "good":
        if key.isdigit():
            i = int(key)
            if i < len(state.goods_display):
                g = state.goods_display[i]
                return f"{GOOD_NAMES[g]}, shown beside the Trade Goods box: a unit in Trade Goods may take it."
            return None
        r = REGION_INDEX.get(key)
        if r is None:
            return None
        g = REGIONS[r].good
        if state.region_good[r]:
            return f"{REGIONS[r].name}'s {GOOD_NAMES[g]}: the first player with three colonists there claims it."
        return f"{REGIONS[r].name}'s {GOOD_NAMES[g]} has been claimed."
    if kind == "deck":
        return (
            f"Discovery cards: {len(state.deck)} left. Once every region is discovered, expeditions draw a card "
            "and must beat its natives."
        )
    if kind == "turn" and key.isdigit():
        t = int(key)
        now = " (this turn)" if t == state.turn else ""
        score = " Colonies score at the end of this turn." if t in (3, 6, 8) else ""
        return f"Turn {t}{now}, Age {'I' * age_of(t)}: buildings cost ${PRICES[age_of(t)]}.{score}"
    return None
