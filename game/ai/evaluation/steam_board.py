"""Age of Steam board reading for the evaluation: how far each hex is from each stop, and which
deliveries a seat could build toward (pairs of cities where a cube on one wants the other's colour).

Shared by the estimate (what track is worth: ``open_prospect``, ``build_targets``) and the move
ordering (which placements a player looks at first: ``target_pairs``), so both aim at the same stops.
"""

from __future__ import annotations

from rules.steam.moves import city_colour
from rules.steam.state import SteamState

__all__ = [
    "TARGET_REACH",
    "build_targets",
    "keep",
    "kept",
    "open_prospect",
    "planning_goods",
    "stop_distances",
    "target_pairs",
    "wants",
]

#: Hexes between two cities within which a cube on one wanting the other's colour is a delivery to build toward.
TARGET_REACH = 4

_distances: dict[str, dict[int, list[int]]] = {}


def kept(s: SteamState, name: str, parts: tuple, key: object) -> object | None:
    """What ``keep`` stored on the state under ``name``, if it was worked out on the same ``parts`` (the
    state's fields it reads: the same objects, as a state's copies share them until they change) and an
    equal ``key``; else None."""
    found = s.__dict__.get(name)
    if found is None or found[1] != key or len(found[0]) != len(parts):
        return None
    if any(a is not b for a, b in zip(found[0], parts, strict=True)):
        return None
    return found[2]


def keep(s: SteamState, name: str, parts: tuple, key: object, value: object) -> object:
    """Store ``value`` on the state for ``kept``; returns it."""
    s.__dict__[name] = (parts, key, value)
    return value


def planning_goods(m, s: SteamState) -> dict[int, tuple[str, ...]]:
    """The cubes a seat plans its track and engine for: those on the map, or, while the map holds none, those
    the next goods growth is sure to bring (``MapRules.sure_growth``: Venezuela starts with no goods and
    refills every city to 2 from its display column, so its round-1 build, at $1 a tile, can aim at round 2's
    cubes; logged: with nothing to aim at it laid stubs to nowhere and links no cube wanted)."""
    if s.goods:
        return s.goods
    parts = (s.goods, s.display, s.new_city)
    found = kept(s, "_planning_goods", parts, None)
    if found is None:
        found = keep(s, "_planning_goods", parts, None, m.sure_growth(s) or {})
    return found


def stop_distances(m) -> dict[int, list[int]]:
    """Per stop (city or town hex), the hexes of track to reach each hex from it (-1: unreachable).

    Only terrain the map lets track cross is walked, and never through another stop. Depends on the
    map alone, so it is computed once per map.
    """
    found = _distances.get(m.id)
    if found is not None:
        return found
    board = m.board
    stops = set(board.city_at) | set(board.town_at)
    passable = [h.terrain in m.terrain_costs or h.index in stops for h in board.hexes]
    found = {}
    for a in sorted(stops):
        dist = [-1] * len(board.hexes)
        dist[a] = 0
        frontier = [a]
        while frontier:
            nxt = []
            for h in frontier:
                if h != a and h in stops:
                    continue
                for n in board.nbr[h]:
                    if n >= 0 and dist[n] < 0 and passable[n]:
                        dist[n] = dist[h] + 1
                        nxt.append(n)
            frontier = nxt
        found[a] = dist
    _distances[m.id] = found
    return found


def wants(m, s: SteamState, a: int, b: int) -> bool:
    """Whether a cube on stop ``a`` could be delivered to stop ``b`` or one on ``b`` to ``a`` (colour match)."""
    goods = planning_goods(m, s)
    colour_b = city_colour(m, s, b)
    if colour_b is not None and colour_b in goods.get(a, ()):
        return True
    colour_a = city_colour(m, s, a)
    return colour_a is not None and colour_a in goods.get(b, ())


def open_prospect(m, s: SteamState, link, dists: dict[int, list[int]]) -> float:
    """0..1: how near an unfinished link's loose end is to a stop that goods would be delivered to (or from)
    over it: 1 when one more placement completes it, 1/d when d hexes are left; 0 toward a stop no cube
    on either end wants (track to nowhere earns nothing)."""
    if link.a >= 0 and link.open_b is not None:
        start, loose = link.a, link.open_b
    elif link.b >= 0 and link.open_a is not None:
        start, loose = link.b, link.open_a
    else:
        return 0.0  # open at both ends: nobody's link to anywhere yet
    h, e = loose
    n = m.board.nbr[h][e]
    if n < 0:
        return 0.0
    best = 0.0
    for stop, dist in dists.items():
        d = dist[n]
        if stop == start or d < 0:
            continue
        near = 1.0 / max(1, d)
        if near > best and wants(m, s, start, stop):
            best = near
    return best


def build_targets(m, s: SteamState, p: int, links, dists: dict[int, list[int]]) -> int:
    """Deliveries seat ``p`` could build toward: pairs of cities within ``TARGET_REACH`` hexes where a cube
    on one wants the other's colour, with one of them on the seat's track (anywhere while it has none), not
    already joined by a complete link."""
    own = [link for link in links if link.owner == p]
    if not own:
        return len(_target_candidates(m, s, links, dists))
    stops = {x for link in own for x in (link.a, link.b) if x >= 0}
    return sum(1 for a, b in _target_candidates(m, s, links, dists) if a in stops or b in stops)


def _target_candidates(m, s: SteamState, links, dists: dict[int, list[int]]) -> list[tuple[int, int]]:
    """The pairs ``build_targets`` counts before it asks whose track they touch (the same for every seat, so
    worked out once per position and kept on the state while its goods, track and New Cities are the same)."""
    parts = (planning_goods(m, s), s.track, s.new_city)
    found = kept(s, "_target_candidates", parts, None)
    if found is not None:
        return found
    joined = {frozenset((link.a, link.b)) for link in links if link.complete}
    pairs = []
    for a in planning_goods(m, s):
        for b, dist in dists.items():
            d = dist[a]
            if b == a or d < 0 or d > TARGET_REACH or frozenset((a, b)) in joined:
                continue
            if wants(m, s, a, b):
                pairs.append((a, b))
    return keep(s, "_target_candidates", parts, None, pairs)


def target_pairs(m, s: SteamState, p: int, links, dists: dict[int, list[int]]) -> list[tuple[int, int]]:
    """The pairs (a, b) counted by ``build_targets``: a cube on stop ``a`` wants ``b`` or one on ``b`` wants
    ``a``, within ``TARGET_REACH`` hexes, one of them on seat ``p``'s track (anywhere while it has none), not
    yet joined by a complete link; each pair once, the stop holding the cube first."""
    own = [link for link in links if link.owner == p]
    stops = {x for link in own for x in (link.a, link.b) if x >= 0}
    joined = {frozenset((link.a, link.b)) for link in links if link.complete}
    found: dict[frozenset, tuple[int, int]] = {}
    for a in planning_goods(m, s):
        for b, dist in dists.items():
            d = dist[a]
            if b == a or d < 2 or d > TARGET_REACH:
                continue
            pair = frozenset((a, b))
            if pair in joined or pair in found:
                continue
            if (not own or a in stops or b in stops) and wants(m, s, a, b):
                found[pair] = (a, b)
    return list(found.values())
