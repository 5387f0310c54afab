"""Building Age of Empires III positions for rule tests: a fresh game with some fields set by hand."""

from __future__ import annotations

from typing import Any

import rules
from rules.aoe3 import resolution as res
from rules.aoe3.data import REGION_IDS, UNITS
from rules.aoe3.state import AoeState, tset
from rules.core import Action

RS = rules.get("aoe3")


def game(players: int = 3, seed: int = 1, **fields: Any) -> AoeState:
    """A new game with ``fields`` replaced (tuples, as on the state)."""
    s = RS.new_game(players, seed)
    s = s.copy()
    for k, v in fields.items():
        setattr(s, k, v)
    return s


def empty_hands(players: int) -> tuple:
    return tuple((0, 0, 0, 0, 0) for _ in range(players))


def resolve_from(s: AoeState, stage: str) -> AoeState:
    """Skip placement: start resolution at ``stage`` with the boxes as set, and run to the first decision."""
    s = s.copy()
    s.rng = s.rng.copy()
    s.hand = empty_hands(s.players)
    s.stage, s.cursor, s.pending = stage, 0, None
    ev: list = []
    res.advance(s, ev)
    s.events = tuple(ev)
    return s


def units(**by_type: int) -> tuple[int, ...]:
    return tuple(by_type.get(u, 0) for u in UNITS)


def with_colony(s: AoeState, region: str, seat: int, **by_type: int) -> AoeState:
    s = s.copy()
    r = REGION_IDS.index(region)
    colony = s.colonies[r]
    s.colonies = tset(s.colonies, r, tset(colony, seat, units(**by_type)))
    return s


def act(s: AoeState, text: str) -> AoeState:
    return RS.apply(s, Action.parse(text))


def kinds(s: AoeState) -> set[str]:
    return {a.kind for a in RS.legal_actions(s)}
