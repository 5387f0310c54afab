"""Move goods (reference 1.8): the stop graph, the legal routes of a cube, and a delivery.

A route is a chain of complete links from the cube's city, stop to stop. It
may use at most as many links as the mover's engine, must end at the first
city of the cube's colour it reaches (it may not pass one), and may not visit
a stop twice. Each link's owner earns +1 income. Two routes are the same
choice when they visit the same stops over links of the same owners, so the
listed routes are distinct by (stops, owners).
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from rules.core import Action, Event
from rules.seats import seat_colour
from rules.steam import constants as K
from rules.steam.places import place_name
from rules.steam.state import NOBODY, SteamState
from rules.steam.track import is_city, network
from rules.words import plural

if TYPE_CHECKING:
    from rules.steam.mapdata import MapData
    from rules.steam.maps import MapRules


@dataclass(frozen=True, slots=True)
class ExtraLink:
    """A link that is not track (a map feature): joins stops ``a`` and ``b``, pays ``owner``."""

    a: int
    b: int
    owner: int
    hexes: tuple[int, ...] = ()
    tag: str = ""


@dataclass(frozen=True, slots=True)
class Edge:
    to: int
    owner: int
    hexes: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Route:
    """One delivery: the cube's colour, the stops from its city to the destination, each link's owner."""

    colour: str
    stops: tuple[int, ...]
    owners: tuple[int, ...]
    hexes: tuple[int, ...]  # track hexes passed, for highlighting

    @property
    def links(self) -> int:
        return len(self.owners)


def city_colour(m: MapRules, s: SteamState, h: int) -> str | None:
    """The colour a city accepts (a printed city, or a placed New City tile); None for other stops."""
    c = m.board.city_at.get(h)
    if c is not None:
        return c.colour
    letter = s.new_city.get(h)
    if letter is not None:
        return m.board.new_cities[letter].colour
    return None


def stop_name(m: MapRules, s: SteamState, h: int) -> str:
    """A stop's id in actions: the city or town id (a New City keeps its town's id)."""
    board = m.board
    if h in board.city_at:
        return board.city_at[h].id
    if h in board.town_at:
        return board.town_at[h].id
    return m.node_name(h) or board.hexes[h].name


def stop_label(m: MapRules, s: SteamState, h: int) -> str:
    """A stop's name for players (prompts, action labels, events): the city or town name, a map
    stop's ``node_label`` (a fishing area's name), else its id or hex."""
    board = m.board
    if h in board.city_at:
        return board.city_at[h].name
    if h in board.town_at:
        t = board.town_at[h]
        return f"{t.name} (New City {s.new_city[h]})" if h in s.new_city else t.name
    return m.node_label(h) or m.node_name(h) or place_name(board, s, h)


def stop_element(m: MapRules, s: SteamState, h: int) -> str:
    """Element id of a stop: ``city:<id>``, ``town:<id>`` or ``hex:<c,r>``."""
    board = m.board
    if h in board.city_at:
        return f"city:{board.city_at[h].id}"
    if h in board.town_at:
        return ("city:" if h in s.new_city else "town:") + board.town_at[h].id
    return f"hex:{board.hexes[h].name}"


def stop_by_name(m: MapRules, s: SteamState, name: str) -> int | None:
    board = m.board
    if name in board.cities:
        return board.cities[name].hex
    if name in board.towns:
        return board.towns[name].hex
    for h in s.goods:
        if m.node_name(h) == name:
            return h
    return board.hex_of(name)


def graph(m: MapRules, s: SteamState) -> dict[int, list[Edge]]:
    """Stops and the complete links between them (plus the map's extra links), cached on the state."""
    return _graph(m, s)[0]


def _graph(m: MapRules, s: SteamState) -> tuple[dict[int, list[Edge]], dict]:
    """The stop graph and a memo of what is worked out from it (routes, move actions), kept on the state
    while its track, map fields and New Cities are the same objects (the memo goes with the graph, and to a
    later state's equal graph with the same map fields and New Cities)."""
    cached = s.__dict__.get("_graph")
    if cached is not None and cached[0] is s.track and cached[1] is s.ext and cached[2] is s.new_city:
        return cached[3], cached[4]
    adj: dict[int, list[Edge]] = {}
    for link in network(m.board, s).links:
        if not link.complete or link.a == link.b:
            continue
        hexes = tuple(link.hexes())
        adj.setdefault(link.a, []).append(Edge(link.b, link.owner, hexes))
        adj.setdefault(link.b, []).append(Edge(link.a, link.owner, tuple(reversed(hexes))))
    for x in m.extra_links(s):
        adj.setdefault(x.a, []).append(Edge(x.b, x.owner, x.hexes))
        adj.setdefault(x.b, []).append(Edge(x.a, x.owner, tuple(reversed(x.hexes))))
    for edges in adj.values():
        edges.sort(key=lambda e: (e.to, e.owner, e.hexes))
    memo: dict = {}
    if cached is not None and cached[1] is s.ext and cached[2] is s.new_city and cached[3] == adj:
        memo = cached[4]  # the state it was copied from had the same links (a build that finished none): it holds
    s.__dict__["_graph"] = (s.track, s.ext, s.new_city, adj, memo)
    return adj, memo


def routes(m: MapRules, s: SteamState, seat: int, h: int, colour: str, limit: int | None = None) -> list[Route]:
    """Every distinct legal route for a ``colour`` cube on stop ``h`` moved by ``seat`` (1.8);
    ``limit`` replaces the seat's engine (for estimates)."""
    adj, memo = _graph(m, s)
    if limit is None:
        limit = s.engine[seat]
    key = ("routes", h, colour, limit)
    found = memo.get(key)
    if found is None:
        found = memo[key] = _search(m, s, adj, memo, h, colour, limit)
    return list(found)


def cubes_in_reach(m: MapRules, s: SteamState, limit: int) -> list[tuple[int, str]]:
    """The (stop, colour) of each kind of cube on the map for which ``routes`` may find a route within ``limit``
    links, stops in board order and colours in the bag's: all but those on a stop no complete link leaves, and
    those with no stop that takes them that near (``_takers``: a route of n links ends at a taker n links away
    or fewer). Asked before the walks, it spares a listing the walks of the many cubes that are nowhere near a
    city of their colour. Kept in the graph's memo per ``limit`` with the goods it was worked out for (each seat
    of a move round asks it again, and the goods change only when a good is moved)."""
    adj, memo = _graph(m, s)
    if not adj:  # no complete link yet: no cube can move
        return []
    goods = s.goods
    key = ("reach", limit)
    kept = memo.get(key)
    if kept is not None and kept[0] == goods:
        return list(kept[1])
    found: dict[str, tuple[frozenset[int], dict[int, int]]] = {}
    far = limit + 1
    out = []
    for h in sorted(goods.keys() & adj.keys()):
        for colour in sorted(set(goods[h]), key=_COLOUR_ORDER.__getitem__):
            near = found.get(colour)
            if near is None:
                near = found[colour] = _takers(m, s, adj, memo, colour)
            if h in near[0] or near[1].get(h, far) <= limit:
                out.append((h, colour))
    memo[key] = (dict(goods), tuple(out))
    return out


_COLOUR_ORDER = {c: i for i, c in enumerate(K.COLOURS)}


def paid_links(m: MapRules, s: SteamState, h: int, colour: str, limit: int) -> tuple[tuple[int, ...], ...]:
    """Per seat, per engine ``0..limit``, the most links of that seat on one of ``routes``' routes of a
    ``colour`` cube on ``h`` within that engine (0 where none pays it): what a delivery could pay each seat,
    read without going through the routes again (the estimates ask it of every cube, per seat and engine);
    empty where the cube has no route. Kept with the graph's routes."""
    memo = _graph(m, s)[1]
    key = ("paid", h, colour, limit)
    found = memo.get(key)
    if found is None:
        found = ()
        rs = routes(m, s, 0, h, colour, limit)
        if rs:
            best = [[0] * (limit + 1) for _ in range(s.players)]
            for r in rs:  # shortest first
                for p in set(r.owners):
                    if 0 <= p < s.players:
                        row, paid = best[p], r.owners.count(p)
                        for n in range(r.links, limit + 1):
                            if row[n] < paid:
                                row[n] = paid
            found = tuple(map(tuple, best))
        memo[key] = found
    return found


def _search(
    m: MapRules, s: SteamState, adj: dict[int, list[Edge]], memo: dict, h: int, colour: str, limit: int
) -> list[Route]:
    """``routes`` worked out: a depth-first walk of the stop graph, shortest routes first. A stop that does not
    take the cube is gone into only if one that does is within the links left after it (``_takers``): what
    that rules out would find nothing."""
    out: dict[tuple, Route] = {}
    board = m.board
    takers, near = _takers(m, s, adj, memo, colour)
    _Walk(adj, takers, near, limit, colour, board, s, out).dfs(h, [h], [], [])
    return [out[k] for k in sorted(out, key=lambda k: (len(k[1]), k))]


class _Walk:
    """``_search``'s depth-first walk, with what it reads (a method, not a nested function that calls itself:
    that closure would hold itself, and with it the state, in a reference cycle until the next garbage
    collection)."""

    __slots__ = ("adj", "board", "colour", "far", "limit", "near", "out", "s", "takers")

    def __init__(
        self,
        adj: dict[int, list[Edge]],
        takers: frozenset[int],
        near: dict[int, int],
        limit: int,
        colour: str,
        board: MapData,
        s: SteamState,
        out: dict[tuple, Route],
    ) -> None:
        self.adj, self.takers, self.near, self.limit, self.far = adj, takers, near, limit, limit + 1
        self.colour, self.board, self.s, self.out = colour, board, s, out

    def dfs(self, at: int, stops: list[int], owners: list[int], hexes: list[int]) -> None:
        limit = self.limit
        if len(owners) >= limit:
            return
        left = limit - len(owners) - 1  # links left after the next one
        adj, takers, near, far, out = self.adj, self.takers, self.near, self.far, self.out
        for e in adj.get(at, ()):
            to = e.to
            if to in stops:
                continue
            ends = to in takers
            if not ends and near.get(to, far) > left:
                continue
            stops.append(to)
            owners.append(e.owner)
            n = len(hexes)
            hexes.extend(e.hexes)
            if ends:
                key = (tuple(stops), tuple(owners))
                if key not in out:
                    out[key] = Route(self.colour, key[0], key[1], tuple(hexes))
            elif to in adj or is_city(self.board, self.s, to):
                self.dfs(to, stops, owners, hexes)
            del hexes[n:]
            stops.pop()
            owners.pop()


def _takers(
    m: MapRules, s: SteamState, adj: dict[int, list[Edge]], memo: dict, colour: str
) -> tuple[frozenset[int], dict[int, int]]:
    """The stops of the graph that take ``colour`` (``MapRules.accepts``, which reads the board and the New
    Cities, the graph's own keys), and per stop the fewest links from it to one of them (a stop that reaches
    none is missing), kept in the graph's memo."""
    key = ("takers", colour)
    found = memo.get(key)
    if found is None:
        takers = frozenset(x for x in adj if m.accepts(s, x, colour))
        near = hops_to({x: [e.to for e in edges] for x, edges in adj.items()}, takers)
        found = memo[key] = (takers, near)
    return found


def hops_to(into: Mapping[int, Iterable[int]], targets: Iterable[int]) -> dict[int, int]:
    """Per stop, the fewest links from it to one of ``targets`` over ``into`` (each stop's neighbours a walk may
    come to it from; a stop that reaches none is missing): no route reaches a target in fewer, so a walk with
    fewer links left than that need not go on (it would find nothing)."""
    dist = dict.fromkeys(targets, 0)
    frontier = list(dist)
    d = 0
    while frontier:
        d += 1
        nxt = []
        for x in frontier:
            for y in into.get(x, ()):
                if y not in dist:
                    dist[y] = d
                    nxt.append(y)
        frontier = nxt
    return dist


def route_problem(m: MapRules, s: SteamState, seat: int, colour: str, stops: list[int], owners: list[int]) -> str:
    """Why a route that is not among the legal ones is refused, in the words of 1.8."""
    if len(stops) < 2 or len(owners) != len(stops) - 1:
        return "A route names the cube's city, each stop it reaches, and one owner per link."
    if len(owners) > s.engine[seat]:
        return (
            f"That route uses {plural(len(owners), 'link')}, longer than your engine "
            f"({plural(s.engine[seat], 'link')}): "
            "a good may not travel more links than your engine (1.8)."
        )
    if len(set(stops)) != len(stops):
        return "A good may not visit the same city twice (1.8)."
    adj = graph(m, s)
    for i, (a, b) in enumerate(itertools.pairwise(stops)):
        if i > 0 and m.accepts(s, a, colour):
            return (
                f"The route passes {stop_label(m, s, a)}, a city of the cube's colour: "
                "a good must stop at the first city of its colour (1.8)."
            )
        edges = [e for e in adj.get(a, ()) if e.to == b]
        if not edges:
            return (
                f"There is no complete link from {stop_label(m, s, a)} to {stop_label(m, s, b)}: "
                "goods move only over finished links (1.8)."
            )
        if not any(e.owner == owners[i] for e in edges):
            return f"No link from {stop_label(m, s, a)} to {stop_label(m, s, b)} has that owner."
    if not m.accepts(s, stops[-1], colour):
        return (
            f"{stop_label(m, s, stops[-1])} does not take {colour} goods: "
            "a good must end in a city of its colour (1.8)."
        )
    return "That route is not open now."


def move_action(m: MapRules, s: SteamState, seat: int, r: Route) -> Action:
    """The ``move`` action of a route (made once per graph, seat, route and cube slot: actions are values)."""
    memo = _graph(m, s)[1]
    slot = s.goods[r.stops[0]].index(r.colour)
    key = ("action", seat, r, slot)
    action = memo.get(key)
    if action is None:
        action = memo[key] = _move_action(m, s, seat, r, slot)
    return action


def _move_action(m: MapRules, s: SteamState, seat: int, r: Route, slot: int) -> Action:
    board = m.board
    origin = r.stops[0]
    targets = [stop_element(m, s, h) for h in r.stops] + [f"hex:{board.hexes[h].name}" for h in r.hexes]
    return Action.make(
        "move",
        seat,
        source=f"goods:{stop_name(m, s, origin)}:{slot}",
        targets=targets,
        colour=r.colour,
        route=[stop_name(m, s, h) for h in r.stops],
        owners=list(r.owners),
    )


def deliver(m: MapRules, s: SteamState, seat: int, r: Route) -> list[Event]:
    """Move the cube: off its city, back into the bag, +1 income to each link's owner (1.8)."""
    origin = r.stops[0]
    cubes = list(s.goods[origin])
    cubes.remove(r.colour)
    goods = dict(s.goods)
    goods[origin] = tuple(cubes)
    s.goods = goods
    bag = list(s.bag)
    bag[K.COLOURS.index(r.colour)] += 1
    s.bag = tuple(bag)
    gains: dict[int, int] = {}
    for o in r.owners:
        if o != NOBODY:
            gains[o] = gains.get(o, 0) + 1
    for o, g in gains.items():
        s.add_seat("income", o, g)
    path = " - ".join(stop_label(m, s, h) for h in r.stops)
    paid = ", ".join(f"{seat_colour(o)} +{g}" for o, g in sorted(gains.items())) or "nobody (unowned track)"
    links = plural(r.links, "link")
    text = f"{seat_colour(seat)} moves a {r.colour} good {path} over {links}; income: {paid}."
    events = [
        Event.make(
            "move",
            text,
            seat,
            [stop_element(m, s, h) for h in r.stops],
            colour=r.colour,
            route=[stop_name(m, s, h) for h in r.stops],
        )
    ]
    events += m.after_delivery(s, seat, r)
    return events
