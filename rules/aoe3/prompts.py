"""What a player reads at each Age of Empires III decision: the rule behind it (``RULES``, naming the rulebook's
section), the prompt (``PROMPTS``) and the short label of each action (``describe``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rules.aoe3.board import seat_name
from rules.aoe3.buildings import effect_text, expedition_bonus
from rules.aoe3.data import (
    BUILDINGS,
    CAPTAIN,
    COUNTERS,
    GOOD_NAMES,
    REGIONS,
    TRAINING_COST,
    UNITS,
)
from rules.aoe3.decisions import Pending, price, region_at, war_cost
from rules.aoe3.placement import BOX_NAMES, PLACEMENT_RULE, dock_label
from rules.aoe3.state import AoeState
from rules.core import Action
from rules.words import plural

_ROADS_RULE = (
    "D. Capital Building benefits, in turn order: units in the New World can't move unless a Capital Building "
    "allows it; this one moves one of your units to another discovered colony."
)

RULES = {
    "place": PLACEMENT_RULE,
    "dock": "B.2 Colonist Dock: units leave the dock in space order and each goes to a discovered region of its "
    "owner's choice; a Merchant pays $5 on arrival, a Missionary brings an extra colonist. The first player with "
    "three colonists in a region claims its trade good.",
    "good": "B.3 Trade Goods: in slot order, each player here takes one of the trade goods shown.",
    "buy": "B.5 Capital Buildings: left to right, each player here may buy one building shown for the Age's price "
    "($10 / $14 / $20) or pass without penalty.",
    "cartography": "B.5 Capital Buildings: an 'immediately' benefit is applied at once when the building is bought.",
    "settle": "B.5 Capital Buildings: an 'immediately' benefit is applied at once when the building is bought.",
    "expedition": "B.6 Discovery: in turn order, announce how many of your units in the Discovery box go on an "
    "expedition (a Captain counts 2), or keep them there for a later turn.",
    "explore": "B.6 Discovery: choose an undiscovered region and flip its counter; if the expedition's value is at "
    "least the natives shown you take the counter, its dollars, each Soldier's loot and place a free colonist; "
    "otherwise the counter returns face down. All regions discovered: draw a discovery card instead.",
    "train": "B.7 Specialists: the colonist in the training box may pay $5 for any one specialist, usable next turn.",
    "warfare": "B.8 Warfare: a Battle ($0) is fought in one region against one opponent; a War ($10) in every "
    "colony where both of you have a unit and one of them is a Soldier. You may also pass.",
    "kill": "B.8 Warfare: each Soldier eliminates one enemy unit of its owner's choice; all casualties are removed "
    "together.",
    "roads_from": _ROADS_RULE,
    "roads_to": _ROADS_RULE,
}


def _prompt_place(s: AoeState, p: Pending) -> str:
    hand = s.hand[p[1]]
    left = ", ".join(plural(n, UNITS[u]) for u, n in enumerate(hand) if n)
    return f"{seat_name(p[1])}: place one of your units ({left} left) in an event box."


def _prompt_dock(s: AoeState, p: Pending) -> str:
    unit = UNITS[s.dock[p[2]][1]]
    return f"{seat_name(p[1])}: send your {unit} from dock space {dock_label(p[2])} to a discovered region."


def _prompt_good(s: AoeState, p: Pending) -> str:
    return f"{seat_name(p[1])}: take one of the trade goods shown (Trade Goods space {p[2] + 1})."


def _prompt_buy(s: AoeState, p: Pending) -> str:
    return (
        f"{seat_name(p[1])}: buy one capital building for ${price(s)} (you have ${s.money[p[1]]}), or pass "
        f"(Capital Buildings space {p[2] + 1})."
    )


def _prompt_cartography(s: AoeState, p: Pending) -> str:
    return f"{seat_name(p[1])}: {BUILDINGS[p[2]].name} discovers one undiscovered region of your choice."


def _prompt_settle(s: AoeState, p: Pending) -> str:
    return f"{seat_name(p[1])}: {BUILDINGS[p[2]].name} places {p[3]} free colonists in one discovered region."


def _prompt_expedition(s: AoeState, p: Pending) -> str:
    sel = p[2]
    chosen = ", ".join(f"{n} {UNITS[u]}" for u, n in enumerate(sel) if n) or "none yet"
    return f"{seat_name(p[1])}: choose the units for an expedition of discovery (chosen: {chosen}), or keep them."


def _prompt_explore(s: AoeState, p: Pending) -> str:
    value = sum(p[2]) + p[2][CAPTAIN] + expedition_bonus(s, p[1])
    known = [
        f"{REGIONS[r].name} {COUNTERS[c].natives}"
        for r, c in enumerate(s.known)
        if c is not None and not s.discovered[r]
    ]
    extra = f" Known counters (natives): {', '.join(known)}." if known else ""
    return f"{seat_name(p[1])}: your expedition has value {value}; choose where it goes.{extra}"


def _prompt_train(s: AoeState, p: Pending) -> str:
    return f"{seat_name(p[1])}: pay ${TRAINING_COST} to train any one specialist, or pass."


def _prompt_warfare(s: AoeState, p: Pending) -> str:
    return (
        f"{seat_name(p[1])}: fight a Battle ($0), declare a War (${war_cost(s, p[1])}), or pass "
        f"(Warfare space {p[2] + 1})."
    )


def _prompt_kill(s: AoeState, p: Pending) -> str:
    n = s.battle[4][0][2]
    return (
        f"{seat_name(p[1])}: your Soldiers in {REGIONS[p[3]].name} eliminate {n} more of {seat_name(p[2])}'s units; "
        "choose which kind goes next."
    )


def _prompt_roads_from(s: AoeState, p: Pending) -> str:
    return f"{seat_name(p[1])}: {BUILDINGS[p[2]].name} lets you move one of your units to another colony, or pass."


def _prompt_roads_to(s: AoeState, p: Pending) -> str:
    return f"{seat_name(p[1])}: move your {UNITS[p[4]]} from {REGIONS[p[3]].name} to which colony?"


PROMPTS: dict[str, Callable[[AoeState, Pending], str]] = {
    "place": _prompt_place,
    "dock": _prompt_dock,
    "good": _prompt_good,
    "buy": _prompt_buy,
    "cartography": _prompt_cartography,
    "settle": _prompt_settle,
    "expedition": _prompt_expedition,
    "explore": _prompt_explore,
    "train": _prompt_train,
    "warfare": _prompt_warfare,
    "kill": _prompt_kill,
    "roads_from": _prompt_roads_from,
    "roads_to": _prompt_roads_to,
}

_PASS_LABELS = {
    "buy": "Buy no building",
    "expedition": "Keep the units in the Discovery box",
    "train": "Train no specialist",
    "warfare": "Fight no battle",
    "roads_from": "Move no unit",
}


def _region_name(rid: Any) -> str:
    r = region_at(rid)
    return REGIONS[r].name if r is not None else str(rid)


def describe(s: AoeState, a: Action) -> str:
    k = a.kind
    if k == "place":
        unit = str(a.get("unit")).capitalize()
        if a.get("box") == "specialists":
            return f"{unit} to the {str(a.get('slot')).capitalize()} box"
        return f"{unit} to {BOX_NAMES.get(a.get('box'), a.get('box'))} {a.get('slot')}"
    if k == "dock":
        return f"Land in {_region_name(a.get('region'))}"
    if k == "take_good":
        return f"Take {GOOD_NAMES.get(a.get('good'), a.get('good'))}"
    if k == "buy":
        b = a.get("building")
        return f"Buy {BUILDINGS[b].name} ({effect_text(b)})" if b in BUILDINGS else f"Buy {b}"
    if k == "discover":
        return f"Discover {_region_name(a.get('region'))}"
    if k == "settle":
        return f"Settle in {_region_name(a.get('region'))}"
    if k == "send":
        return f"Send a {a.get('unit')}"
    if k == "launch":
        return "Launch the expedition"
    if k == "explore":
        t = a.get("region")
        return "Draw a discovery card" if t == "deck" else f"Explore {_region_name(t)}"
    if k == "train":
        return f"Train a {a.get('unit')} (${TRAINING_COST})"
    if k == "battle":
        return f"Battle {seat_name(int(a.get('opponent', 0)))} in {_region_name(a.get('region'))}"
    if k == "war":
        return f"War on {seat_name(int(a.get('opponent', 0)))}"
    if k == "kill":
        return f"Eliminate a {a.get('unit')}"
    if k == "move_from":
        return f"Move a {a.get('unit')} out of {_region_name(a.get('region'))}"
    if k == "move_to":
        return f"Move it to {_region_name(a.get('region'))}"
    if k == "pass":
        return _PASS_LABELS.get(s.pending[0] if s.pending else "", "Pass")
    return a.text.split(" ", 1)[1] if " " in a.text else a.text
