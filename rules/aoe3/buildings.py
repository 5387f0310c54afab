"""Capital buildings: each building's effect as a small rule function keyed by its id.

The data file says which kind of effect a building has and its numbers; this
module turns that into four tables of functions, each keyed by building id:

- ``EACH_TURN``: phase D benefits, taken in turn order (may ask a decision);
- ``ON_PURCHASE``: "immediately" effects applied when the building is bought;
- ``END_VP``: end-of-game victory point formulas (printed VP are added apart);
- ``PASSIVE``: standing privileges (dock space X or Y, expedition bonus, free War).

A function that needs the owner to choose returns the decision to ask
(a ``pending`` tuple); otherwise it returns None.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rules.aoe3.board import add_to_colony, draw_good, gain_money, gain_units, seat_name, unit_name
from rules.aoe3.data import BUILDINGS, GOOD_INDEX, GOOD_NAMES, GOODS, SOLDIER, UNITS, Building
from rules.aoe3.state import AoeState, tadd, tset
from rules.core import Event
from rules.words import plural

Pending = tuple[Any, ...] | None
Effect = Callable[[AoeState, int, list[Event]], Pending]
EndVp = Callable[[AoeState, int], int]

__all__ = ["EACH_TURN", "END_VP", "ON_PURCHASE", "PASSIVE", "add_to_colony", "effect_text"]


def _ev(kind: str, seat: int, bid: str, text: str) -> Event:
    return Event.make(kind, text, seat, [f"building:{bid}"], building=bid)


# -- phase D: each turn --------------------------------------------------------


def _each_turn_unit(b: Building) -> Effect:
    unit, count = UNITS.index(b.effect["unit"]), int(b.effect["count"])

    def rule(s: AoeState, seat: int, ev: list[Event]) -> Pending:
        gain_units(s, seat, unit, count)
        ev.append(_ev("benefit", seat, b.id, f"{seat_name(seat)}'s {b.name} gives a {unit_name(unit)} for next turn."))
        return None

    return rule


def _each_turn_money(b: Building) -> Effect:
    amount = int(b.effect["amount"])

    def rule(s: AoeState, seat: int, ev: list[Event]) -> Pending:
        gain_money(s, seat, amount)
        ev.append(_ev("benefit", seat, b.id, f"{seat_name(seat)}'s {b.name} pays ${amount}."))
        return None

    return rule


def _each_turn_money_per_ship(b: Building) -> Effect:
    amount = int(b.effect["amount"])

    def rule(s: AoeState, seat: int, ev: list[Event]) -> Pending:
        pay = amount * s.ships[seat]
        gain_money(s, seat, pay)
        ev.append(
            _ev("benefit", seat, b.id, f"{seat_name(seat)}'s {b.name} pays ${pay} for {plural(s.ships[seat], 'ship')}.")
        )
        return None

    return rule


def _each_turn_money_per_good(b: Building) -> Effect:
    good, amount = b.effect["good"], int(b.effect["amount"])
    k = GOOD_INDEX[good]

    def rule(s: AoeState, seat: int, ev: list[Event]) -> Pending:
        n = s.goods[seat][k]
        gain_money(s, seat, amount * n)
        ev.append(
            _ev("benefit", seat, b.id, f"{seat_name(seat)}'s {b.name} pays ${amount * n} for {n} {GOOD_NAMES[good]}.")
        )
        return None

    return rule


def _each_turn_good(b: Building) -> Effect:
    def rule(s: AoeState, seat: int, ev: list[Event]) -> Pending:
        good = draw_good(s)
        if good is None:
            ev.append(_ev("benefit", seat, b.id, f"{seat_name(seat)}'s {b.name} finds no trade good left to draw."))
            return None
        s.goods = tset(s.goods, seat, tadd(s.goods[seat], GOODS.index(good), 1))
        ev.append(_ev("benefit", seat, b.id, f"{seat_name(seat)}'s {b.name} brings a {GOOD_NAMES[good]} trade good."))
        return None

    return rule


def _each_turn_discovery_soldier(b: Building) -> Effect:
    count = int(b.effect["count"])

    def rule(s: AoeState, seat: int, ev: list[Event]) -> Pending:
        s.discovery = s.discovery + ((seat, SOLDIER),) * count
        ev.append(
            _ev("benefit", seat, b.id, f"{seat_name(seat)}'s {b.name} sends a soldier straight to the Discovery box.")
        )
        return None

    return rule


def _each_turn_move_unit(b: Building) -> Effect:
    def rule(s: AoeState, seat: int, ev: list[Event]) -> Pending:
        has_units = any(sum(colony[seat]) > 0 for colony in s.colonies)
        if has_units and sum(s.discovered) >= 2:
            return ("roads_from", seat, b.id)
        return None

    return rule


# -- immediately, on purchase ---------------------------------------------------


def _immediate_discover(b: Building) -> Effect:
    def rule(s: AoeState, seat: int, ev: list[Event]) -> Pending:
        if all(s.discovered):
            ev.append(_ev("effect", seat, b.id, f"Every region is already discovered: {b.name} has no effect."))
            return None
        return ("cartography", seat, b.id)

    return rule


def _immediate_colonists(b: Building) -> Effect:
    count = int(b.effect["count"])

    def rule(s: AoeState, seat: int, ev: list[Event]) -> Pending:
        return ("settle", seat, b.id, count)

    return rule


def _immediate_units(b: Building) -> Effect:
    unit, count = UNITS.index(b.effect["unit"]), int(b.effect["count"])

    def rule(s: AoeState, seat: int, ev: list[Event]) -> Pending:
        gain_units(s, seat, unit, count)
        ev.append(
            _ev("effect", seat, b.id, f"{b.name}: {seat_name(seat)} gains {unit_name(unit, count)} for next turn.")
        )
        return None

    return rule


def _immediate_money(b: Building) -> Effect:
    amount = int(b.effect["amount"])

    def rule(s: AoeState, seat: int, ev: list[Event]) -> Pending:
        gain_money(s, seat, amount)
        ev.append(_ev("effect", seat, b.id, f"{b.name}: {seat_name(seat)} receives ${amount}."))
        return None

    return rule


# -- end of game VP ---------------------------------------------------------------


def _end_per_ship(b: Building) -> EndVp:
    vp = int(b.effect["vp"])
    return lambda s, seat: vp * s.ships[seat]


def _end_per_building(b: Building) -> EndVp:
    vp = int(b.effect["vp"])
    return lambda s, seat: vp * len(s.owned[seat])


def _end_per_money(b: Building) -> EndVp:
    vp, per = int(b.effect["vp"]), int(b.effect["per"])
    return lambda s, seat: vp * (s.money[seat] // per)


def _end_per_colony(b: Building) -> EndVp:
    vp, units = int(b.effect["vp"]), int(b.effect["units"])
    return lambda s, seat: vp * sum(1 for colony in s.colonies if sum(colony[seat]) >= units)


def _end_per_discovery(b: Building) -> EndVp:
    vp = int(b.effect["vp"])
    return lambda s, seat: vp * (len(s.counters_won[seat]) + len(s.cards_won[seat]))


def _end_per_good(b: Building) -> EndVp:
    vp = int(b.effect["vp"])
    return lambda s, seat: vp * sum(s.goods[seat])


_EACH_TURN_KINDS = {
    "each_turn_unit": _each_turn_unit,
    "each_turn_money": _each_turn_money,
    "each_turn_money_per_ship": _each_turn_money_per_ship,
    "each_turn_money_per_good": _each_turn_money_per_good,
    "each_turn_good": _each_turn_good,
    "each_turn_discovery_soldier": _each_turn_discovery_soldier,
    "each_turn_move_unit": _each_turn_move_unit,
}
_IMMEDIATE_KINDS = {
    "immediate_discover": _immediate_discover,
    "immediate_colonists": _immediate_colonists,
    "immediate_units": _immediate_units,
    "immediate_money": _immediate_money,
}
_END_KINDS = {
    "end_vp_per_ship": _end_per_ship,
    "end_vp_per_building": _end_per_building,
    "end_vp_per_money": _end_per_money,
    "end_vp_per_colony": _end_per_colony,
    "end_vp_per_discovery": _end_per_discovery,
    "end_vp_per_good": _end_per_good,
}
_PASSIVE_KINDS = {"dock_space", "expedition_bonus", "free_war", "flat"}

EACH_TURN: dict[str, Effect] = {}
ON_PURCHASE: dict[str, Effect] = {}
END_VP: dict[str, EndVp] = {}
PASSIVE: dict[str, dict[str, Any]] = {}
for _b in BUILDINGS.values():
    _kind = _b.effect["kind"]
    if _kind in _EACH_TURN_KINDS:
        EACH_TURN[_b.id] = _EACH_TURN_KINDS[_kind](_b)
    elif _kind in _IMMEDIATE_KINDS:
        ON_PURCHASE[_b.id] = _IMMEDIATE_KINDS[_kind](_b)
    elif _kind in _END_KINDS:
        END_VP[_b.id] = _END_KINDS[_kind](_b)
    elif _kind in _PASSIVE_KINDS:
        PASSIVE[_b.id] = _b.effect
    else:  # a data error must not pass silently
        raise ValueError(f"capital building {_b.id!r} has an unknown effect kind {_kind!r}")


def end_vp(bid: str, state: AoeState, seat: int) -> int:
    """The end-of-game formula of one building (0 for buildings without one)."""
    rule = END_VP.get(bid)
    return rule(state, seat) if rule else 0


def dock_extra_spaces(state: AoeState, seat: int) -> set[str]:
    """The Colonist Dock letters (X, Y) the seat's buildings open to it."""
    return {PASSIVE[b]["space"] for b in state.owned[seat] if PASSIVE.get(b, {}).get("kind") == "dock_space"}


def expedition_bonus(state: AoeState, seat: int) -> int:
    return sum(
        int(PASSIVE[b]["amount"]) for b in state.owned[seat] if PASSIVE.get(b, {}).get("kind") == "expedition_bonus"
    )


def has_free_war(state: AoeState, seat: int) -> bool:
    return any(PASSIVE.get(b, {}).get("kind") == "free_war" for b in state.owned[seat])


def effect_text(bid: str) -> str:
    """A short description of what a building does, for labels and hover text."""
    b = BUILDINGS[bid]
    e = b.effect
    kind = e["kind"]
    text = {
        "each_turn_unit": f"+1 {e.get('unit')} every turn",
        "each_turn_money": f"+${e.get('amount')} every turn",
        "each_turn_money_per_ship": f"+${e.get('amount')} per merchant ship every turn",
        "each_turn_money_per_good": f"+${e.get('amount')} per {e.get('good')} every turn",
        "each_turn_good": "+1 random trade good every turn",
        "each_turn_discovery_soldier": "+1 soldier in the Discovery box every turn",
        "each_turn_move_unit": "move 1 of your units between colonies every turn",
        "immediate_discover": "immediately discover a region without an expedition",
        "immediate_colonists": f"immediately place {e.get('count')} free colonists in one discovered region",
        "immediate_units": f"immediately +{e.get('count')} {e.get('unit')}s for next turn",
        "immediate_money": f"immediately +${e.get('amount')}",
        "dock_space": f"you may use Colonist Dock space {e.get('space')}",
        "expedition_bonus": f"+{e.get('amount')} to the value of each of your expeditions",
        "free_war": "declaring a War costs you $0",
        "flat": "victory points",
        "end_vp_per_ship": f"{e.get('vp')} VP per merchant ship at the end",
        "end_vp_per_building": f"{e.get('vp')} VP per capital building at the end",
        "end_vp_per_money": f"{e.get('vp')} VP per ${e.get('per')} at the end",
        "end_vp_per_colony": f"{e.get('vp')} VP per colony where you have {e.get('units')}+ units at the end",
        "end_vp_per_discovery": f"{e.get('vp')} VP per discovery counter or card at the end",
        "end_vp_per_good": f"{e.get('vp')} VP per trade good at the end",
    }[kind]
    return f"{text}; {b.vp} VP" if b.vp else text
