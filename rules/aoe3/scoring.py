"""Victory points: New World colony scoring, the end-game categories and the tie-breaks."""

from __future__ import annotations

from collections.abc import Sequence

from rules.aoe3.buildings import end_vp
from rules.aoe3.data import (
    BUILDINGS,
    CARDS,
    COLONY_FIRST,
    COLONY_MIN_UNITS,
    COLONY_SECOND,
    COLONY_TIE_FIRST,
    COUNTERS,
)
from rules.aoe3.income import income
from rules.aoe3.state import AoeState


def colony_points(units: Sequence[int]) -> list[int]:
    """Points per seat for one colony, given each seat's number of units there.

    Only players with 3 or more units take part ("If only one player has 3+ units in a region, they get 6 points,
    and no one gets second place points"), so a colony scores only if some player has 3 or more. Most units: 6;
    second most: 2. A two-way tie for first gives 2 each and no second place; a tie of three or more for first
    gives nothing; a tie for second gives the tied players nothing.
    """
    points = [0] * len(units)
    counted = [u if u >= COLONY_MIN_UNITS else 0 for u in units]
    present = sorted({u for u in counted if u > 0}, reverse=True)
    if not present:
        return points
    firsts = [p for p, u in enumerate(counted) if u == present[0]]
    if len(firsts) == 1:
        points[firsts[0]] = COLONY_FIRST
        if len(present) > 1:
            seconds = [p for p, u in enumerate(counted) if u == present[1]]
            if len(seconds) == 1:
                points[seconds[0]] = COLONY_SECOND
    elif len(firsts) == 2:
        for p in firsts:
            points[p] = COLONY_TIE_FIRST
    return points


def units_in(colony: Sequence[Sequence[int]]) -> list[int]:
    """Each seat's number of units (colonists and specialists) in a colony."""
    return [sum(per_type) for per_type in colony]


def colony_scoring(colonies: Sequence[Sequence[Sequence[int]]], players: int) -> tuple[list[int], list[list[int]]]:
    """Totals per seat and the per-region points of one colony scoring."""
    totals = [0] * players
    per_region = []
    for colony in colonies:
        pts = colony_points(units_in(colony))
        per_region.append(pts)
        for p in range(players):
            totals[p] += pts[p]
    return totals, per_region


def discovery_vp(counters: Sequence[str], cards: Sequence[str]) -> int:
    """The red numbers on a player's discovery counters and cards (game end only)."""
    return sum(COUNTERS[c].vp for c in counters) + sum(CARDS[c].vp for c in cards)


def building_vp(state: AoeState, seat: int) -> int:
    """Printed VP of the player's capital buildings plus their end-of-game formulas."""
    return sum(BUILDINGS[b].vp + end_vp(b, state, seat) for b in state.owned[seat])


def economy_vp(state: AoeState, seat: int, over: bool) -> int:
    """Turn 8 income from goods and ships; mid-game, what the current holdings would earn."""
    if over:
        return state.last_income[seat]
    return income(state.goods[seat], state.ships[seat])


def tie_break_key(state: AoeState, seat: int, total: int) -> tuple[int, ...]:
    """Sort key, best first: total, then the rulebook's three tie-breakers (colony VP of turn 8, gold, trade goods).

    The rulebook lists no fourth tie-breaker: seats equal on all of these share their place.
    """
    return (
        -total,
        -state.colony_vp[seat][2],
        -state.money[seat],
        -sum(state.goods[seat]),
    )
