"""The state of a game of Age of Empires III, held in immutable tuples.

Every container on the state is a tuple (of ints, strings, None or tuples), so
``apply`` can copy the attribute dict and replace just the fields it changes:
nothing is ever shared and changed in place. ``to_json`` turns tuples into
lists; ``from_json`` turns them back.

Fields (seats are 0-based; per-unit tuples follow ``data.UNITS``):

- ``players``, ``turn`` (1-8), ``order`` (seats in turn order), ``money``
- ``hand``: per seat, units still to place this turn (or received for next turn)
- ``stage``/``cursor``: where resolution is; ``pending``: the decision asked now
  ``(kind, seat, ...)`` or None when the game is over
- boxes: ``initiative``/``trade_box``/``building_box``/``warfare`` (seat or None per
  slot; units there are kept as ``(seat, unit)``), ``dock`` (``(seat, unit)`` or None
  per space, numbered spaces then X and Y), ``shipping`` and ``discovery`` (areas:
  ``(seat, unit)`` in order of placement), ``specialists`` (seat or None per box)
- map: ``discovered`` (bool per region), ``known`` (a returned counter id, known to
  all, or None), ``region_good`` (the unclaimed printed good or None),
  ``colonies`` (per region, per seat, units by type)
- economy: ``goods`` (per seat counts by kind), ``ships`` (per seat), ``ship_in_box``,
  ``ship_reserve``, ``goods_pool`` (unseen tiles, counts by kind: drawn when shown),
  ``goods_display`` (kinds shown beside the Trade Goods box)
- buildings: ``stacks`` (per age, unseen ids, sorted: drawn when shown),
  ``building_display``, ``owned`` (per seat, in order of purchase)
- discoveries: ``counter_pool`` (ids never drawn, sorted), ``counters_won``,
  ``deck`` (cards not won, sorted: drawn at launch), ``cards_won``
- scoring: ``colony_vp`` (per seat: turn 3, 6, 8), ``last_income`` (phase C of the
  latest turn: on turn 8 it is the economy score)
- ``battle``: the war or battle being fought, or None
"""

from __future__ import annotations

from typing import Any

from rules.core import GameState, Rng

FIELDS: tuple[str, ...] = (
    "players",
    "turn",
    "order",
    "money",
    "hand",
    "stage",
    "cursor",
    "pending",
    "initiative",
    "dock",
    "trade_box",
    "shipping",
    "building_box",
    "discovery",
    "specialists",
    "warfare",
    "discovered",
    "known",
    "region_good",
    "colonies",
    "goods",
    "ships",
    "ship_in_box",
    "ship_reserve",
    "goods_pool",
    "goods_display",
    "stacks",
    "building_display",
    "owned",
    "counter_pool",
    "counters_won",
    "deck",
    "cards_won",
    "colony_vp",
    "last_income",
    "battle",
)


class AoeState(GameState):
    """A game of Age of Empires III: see the module docstring for the fields."""

    players: int
    turn: int
    order: tuple[int, ...]
    money: tuple[int, ...]
    hand: tuple[tuple[int, ...], ...]
    stage: str
    cursor: int
    pending: tuple[Any, ...] | None
    colonies: tuple[tuple[tuple[int, ...], ...], ...]
    rng: Rng


def tset(t: tuple[Any, ...], i: int, value: Any) -> tuple[Any, ...]:
    """A copy of tuple ``t`` with item ``i`` replaced."""
    return (*t[:i], value, *t[i + 1 :])


def tadd(t: tuple[int, ...], i: int, delta: int) -> tuple[int, ...]:
    """A copy of ``t`` with ``delta`` added to item ``i``."""
    return (*t[:i], t[i] + delta, *t[i + 1 :])


def _listify(value: Any) -> Any:
    if isinstance(value, tuple | list):
        return [_listify(v) for v in value]
    return value


def _tuplify(value: Any) -> Any:
    if isinstance(value, list | tuple):
        return tuple(_tuplify(v) for v in value)
    return value


def to_json(state: AoeState) -> dict[str, Any]:
    data = {name: _listify(getattr(state, name)) for name in FIELDS}
    data["rng"] = state.rng.state
    return data


def from_json(data: Any) -> AoeState:
    s = AoeState()
    for name in FIELDS:
        setattr(s, name, _tuplify(data[name]))
    s.rng = Rng(int(data["rng"]))
    s.events = ()
    return s
