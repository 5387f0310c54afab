"""Income from trade goods and Merchant Ships (phase C), by the best grouping.

Goods are grouped each turn into sets of 3 or 4, each tile in at most one set:
any three goods pay $1, three of a kind $3, four of a kind $6 (a mixed set of
four pays nothing). A Merchant Ship is wild and stands for any good, at most
one ship per set. The owner may regroup every turn, so the rules pay the best
grouping; a small memoised search over the counts finds it.
"""

from __future__ import annotations

from functools import lru_cache

from rules.aoe3.data import INCOME

ANY_THREE = INCOME["any_three"]
THREE_OF_A_KIND = INCOME["three_of_a_kind"]
FOUR_OF_A_KIND = INCOME["four_of_a_kind"]


def income(goods: tuple[int, ...], ships: int) -> int:
    """The dollars a player's goods (counts per kind) and ships earn with the best grouping."""
    counts = tuple(sorted((c for c in goods if c > 0), reverse=True))
    return _best(counts, min(ships, sum(counts) // 2))  # each set holds at least two goods


def _canon(counts: list[int]) -> tuple[int, ...]:
    return tuple(sorted((c for c in counts if c > 0), reverse=True))


@lru_cache(maxsize=65536)
def _best(counts: tuple[int, ...], ships: int) -> int:
    """Best total for these counts (sorted, nonzero) and ships: branch on the first kind's tiles."""
    if not counts or sum(counts) + ships < 3:
        return 0
    rest = list(counts)
    first = rest[0]
    # Leave one tile of the first kind out of every set.
    rest[0] = first - 1
    best = _best(_canon(rest), ships)
    # Sets of the first kind alone, with or without a wild ship.
    for size, wild, value in ((4, 0, FOUR_OF_A_KIND), (3, 1, FOUR_OF_A_KIND), (3, 0, THREE_OF_A_KIND)):
        if first >= size and ships >= wild:
            rest = list(counts)
            rest[0] = first - size
            best = max(best, value + _best(_canon(rest), ships - wild))
    if first >= 2 and ships >= 1:
        rest = list(counts)
        rest[0] = first - 2
        best = max(best, THREE_OF_A_KIND + _best(_canon(rest), ships - 1))
    # "Any three": one tile of the first kind and two other tiles (one may be a ship).
    n = len(counts)
    for i in range(n):
        for j in range(i, n):
            rest = list(counts)
            rest[0] -= 1
            if rest[i] <= 0:
                continue
            rest[i] -= 1
            if rest[j] <= 0:
                continue
            rest[j] -= 1
            if i == 0 and j == 0:
                continue  # three of a kind, counted above
            best = max(best, ANY_THREE + _best(_canon(rest), ships))
    if ships >= 1:
        for i in range(n):
            rest = list(counts)
            rest[0] -= 1
            if rest[i] <= 0:
                continue
            rest[i] -= 1
            if i == 0:
                continue  # two of a kind and a ship is three of a kind, counted above
            best = max(best, ANY_THREE + _best(_canon(rest), ships - 1))
    return best
