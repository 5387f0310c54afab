"""Age of Steam: the deliveries open to each seat now, and those one more engine link would open.

A player plans the engine with the network: track for a two-link delivery is
built while the engine still carries one link, and the engine is raised once
that route is complete. So the evaluation needs, per seat, both the own links
each cube on the map could pay with the engine as it is and with one link more
(``reach``). One walk of the stop graph per cube colour, up to the longest
engine plus one, gives both (``rules.steam.moves.routes``, memoized on the state).
"""

from __future__ import annotations

from game.ai.evaluation.steam_board import planning_goods
from rules.steam import constants as K
from rules.steam.moves import paid_links
from rules.steam.state import SteamState

__all__ = ["STOCK_KEEP", "delivery_gains", "later_deliveries"]

#: Share of the deliveries open now beyond the next round's that is still there for the seat each round later:
#: cubes stay on the map until someone carries them, two a round per seat (logged on Tasmania: by round 7
#: cities held five to seven cubes nobody carried, yet a network that could carry them was worth only its
#: next four).
STOCK_KEEP = 0.7


def delivery_gains(m, s: SteamState) -> tuple[list[list[int]], list[list[int]]]:
    """(now, reach): per seat, the own links each cube could pay it, best first, with its engine as it is
    (now) and with one link more (reach; the same as now at the top of the engine track).

    One entry per cube a seat could carry (cubes on the map now, never the bag); a cube that pays the seat
    nothing is left out. A map's refusals (Venezuela's cash cubes, Japan's fish) count as the rules say.
    """
    now: list[list[int]] = [[] for _ in range(s.players)]
    reach: list[list[int]] = [[] for _ in range(s.players)]
    goods = planning_goods(m, s)  # Venezuela's round 1: the cubes its growth will bring (for next round)
    if not goods:
        return now, reach
    top = min(K.ENGINE_MAX, max(s.engine) + 1)
    for h in sorted(goods):
        cubes = goods[h]
        for colour in set(cubes):
            paid = paid_links(m, s, h, colour, top)
            if not paid:
                continue
            count = cubes.count(colour)
            for p in range(s.players):
                if s.out[p] or m.cube_refusal(s, p, h, colour):
                    continue
                engine = s.engine[p]
                best, best_longer = paid[p][engine], paid[p][min(K.ENGINE_MAX, engine + 1)]
                if best:
                    now[p].extend([best] * count)
                if best_longer:
                    reach[p].extend([best_longer] * count)
    for g in (*now, *reach):
        g.sort(reverse=True)
    return now, reach


def later_deliveries(g: list[int], start: int, share: float) -> tuple[float, ...]:
    """Per round after next, the income the deliveries open now from ``g[start:]`` on bring (``g`` best
    first; ``start``: those this round's and next round's moves take): two a round, the first of them at
    ``share`` x ``STOCK_KEEP``, each round a ``STOCK_KEEP`` less likely to be still on the map."""
    rest = g[start:]
    keep = share
    out = []
    for i in range(0, len(rest), 2):
        keep *= STOCK_KEEP
        out.append(keep * sum(rest[i : i + 2]))
    return tuple(out)
