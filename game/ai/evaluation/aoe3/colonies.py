"""Colony majorities: the points a seat scores in one region at a scoring, and their value over the scorings left."""

from __future__ import annotations

from rules.aoe3.data import COLONY_FIRST, COLONY_MIN_UNITS, COLONY_SECOND, COLONY_TIE_FIRST

_FIRST_SHARE = COLONY_FIRST + COLONY_SECOND


def seat_points(counts: list[int], p: int) -> int:
    """The colony points seat ``p`` would score with these unit counts (the rulebook's 6/2 and ties)."""
    c = counts[p]
    if c < COLONY_MIN_UNITS:  # only players with 3 or more units score, first or second
        return 0
    top = max(counts)
    if top < 3:
        return 0
    if c == top:
        n = counts.count(top)
        return COLONY_FIRST if n == 1 else COLONY_TIE_FIRST if n == 2 else 0
    if counts.count(top) > 1:
        return 0
    second = max(x for x in counts if x < top)
    if c == second and counts.count(second) == 1:
        return COLONY_SECOND
    return 0


def region_value(counts: list[int], p: int, exact_w: float, soft_w: float) -> float:
    """Seat ``p``'s VP from one region over the scorings left: exact majority and proportional share, blended."""
    c = counts[p]
    if c == 0:
        return 0.0
    value = exact_w * seat_points(counts, p) if exact_w else 0.0
    if soft_w:
        sq = 0
        top = 0
        present = 0
        for x in counts:
            if x:
                sq += x * x
                present += 1
                if x > top:
                    top = x
        pool = _FIRST_SHARE if present > 1 else COLONY_FIRST
        value += soft_w * pool * (c * c / sq) * min(1.0, top / 3.0)
    return value
