"""Age of Steam: the build a seat can afford this round, and what it would bring (what money before the build
is for).

A player issues shares for a plan: this round's three placements (four with
Engineer) complete a link, or two, that lets a cube on the map travel over the
seat's own track to a city of its colour, through towns and over track already
built. Before the build, the estimate cannot see that plan in the position: the
money is still money. So each seat's *projects* are worked out here: per set of
new links (each the cheapest way through empty hexes between two stops, at most
``NEW_TILES`` tiles), its cost, its tiles, and the deliveries it opens (own
links on the route, new ones included), over the links the engine carries now
or one more (a raise). ``project_values`` then gives, per seat, the best
(cost, worth) pairs a budget can buy. A link the map lets the seat claim
(``MapRules.claimable_links``: Japan's sea routes and blue circles, one a turn)
is a new link of one placement at its price: on Japan, where cities are two
links apart through towns, it is most of what a build can reach.

Worked out once per board (the track, the goods, the New Cities and the map's
fields are the same objects through Issue Shares, the auction and Select
Actions, and every copy the search makes of them) and kept on the state. Track is priced as the map
charges it (``MapRules.placement_cost``: Venezuela's $R a tile, town tiles too), not by the base game's
terrain table.
"""

from __future__ import annotations

import heapq

from game.ai.evaluation.steam_board import keep, kept, planning_goods
from game.ai.evaluation.steam_deliveries import later_deliveries
from rules.core import Action
from rules.steam import constants as K
from rules.steam.build import TRACK, Placement
from rules.steam.maps.tasmania_tax import TAX_PER_LINK, Tax
from rules.steam.moves import graph, hops_to
from rules.steam.state import SteamState
from rules.steam.track import is_town, network

__all__ = [
    "NEW_TILES",
    "PROJECT_SHARE",
    "TAX_DOLLAR",
    "Project",
    "best_project",
    "income_gain",
    "next_build_projects",
    "projects",
    "ranked_projects",
    "tax_per_link",
]

#: Tiles of one new link considered (a build turn lays three, four with Engineer).
NEW_TILES = 4
#: Dollars of a town tile on an empty town hex (a track each way: $1 + $1 per exit, 1.7.2).
TOWN_TILE = 3
#: Share of a project's worth counted before it is built: rivals may build in its way or carry its cube first.
PROJECT_SHARE = 0.7
#: Points a dollar of Tasmania's tax on a new link costs, every round from this one to the end (the tax is
#: paid from money that would build track, or by shares): a project's link must carry more than it costs.
TAX_DOLLAR = 0.3
#: Share of a delivery a project opens that the seat is expected to make this round (as for one open now), and
#: next round (the estimate's ``NEXT_DELIVERIES``).
NOW_SHARE, NEXT_SHARE = 0.9, 0.6


class Project:
    """One set of new links a seat could build this round: dollars, placements (``tiles``), the points they
    score, and per cube it opens the own links of its best route (``now``: within the engine; ``raised``: one
    link longer). A link the map lets the seat claim (Japan's sea routes) is one placement with no way, its
    action ``claim``."""

    __slots__ = ("claim", "cost", "links", "now", "points", "raised", "tiles")

    def __init__(
        self,
        cost: int,
        tiles: int,
        links: tuple[tuple[int, int, tuple[int, ...]], ...],
        claim: Action | None = None,
        points: float | None = None,
    ) -> None:
        self.cost = cost
        self.tiles = tiles
        # per new link: its stops and its way (where the track comes from, the empty hexes to build in
        # order, where it arrives; empty for the claim)
        self.links = links
        self.claim = claim
        self.points = tiles * K.VP_PER_TRACK if points is None else points
        self.now: dict[tuple[int, int], int] = {}  # (hex, cube slot) -> own links
        self.raised: dict[tuple[int, int], int] = {}


def _prices(m, s: SteamState) -> dict[str, int]:
    """Per terrain track may cross, the dollars of a plain track tile there as the map charges a seat holding
    no action this round (1.7.2's price; Venezuela's $R), and under ``TOWN`` a town tile's."""
    bare = s.copy()
    bare.taken = (None,) * s.players
    out = {}
    for terrain, costs in m.terrain_costs.items():
        out[terrain] = m.placement_cost(bare, 0, Placement(TRACK, -1, "straight", 0, terrain, costs[0], None, (0,), 1))
    out[TOWN] = m.placement_cost(bare, 0, Placement("town", -1, "straight", 0, "town", TOWN_TILE, None, (0,), 1))
    return out


#: The key of a town tile's price among the terrains' (``_prices``).
TOWN = " town"


def _cheapest(
    m, s: SteamState, stops: set[int], a: int, prices: dict[str, int], first: int | None = None
) -> dict[int, tuple]:
    """From stop ``a`` (or, for an unfinished link of ``a``, from its loose end's next hex ``first``), the
    cheapest way through empty hexes to each stop: stop -> (dollars, tiles, the stop and the empty hexes
    back toward ``a``, last first; the caller adds where the track comes from).

    Never through a hex the map keeps for some seats (``MapRules.restricted_hexes``: Venezuela's dark-brown
    hexes, the last builder's alone): logged, a seat's best project ran through one it could not build on,
    so the placements it looked at first led nowhere and it finished its turn with a delivery to build."""
    return _cheapest_seen(m, s, stops, a, prices, first)[0]


def _cheapest_seen(
    m, s: SteamState, stops: set[int], a: int, prices: dict[str, int], first: int | None = None
) -> tuple[dict[int, tuple], dict[int, int]]:
    """``_cheapest``, and the hexes the search went into (it asked only their neighbours whether they hold
    track: a board that differs elsewhere gives the same answer)."""
    board = m.board
    closed = m.restricted_hexes
    best: dict[int, tuple] = {}
    came: dict[int, int] = {}
    if first is None:
        seen = {a: 0}
        heap = [(0, 0, a)]
    else:
        price = prices.get(board.hexes[first].terrain)
        if price is None or first in s.track or first in stops or first in closed:
            return best, {}
        seen = {first: price}
        came[first] = -1
        heap = [(price, 1, first)]
    while heap:
        cost, tiles, h = heapq.heappop(heap)
        if seen[h] < cost:
            continue
        for n in board.nbr[h]:
            if n < 0 or n == a:
                continue
            if n in stops:
                if h != a and (n not in best or best[n][0] > cost):
                    path = [n]
                    x = h
                    while x >= 0 and x != a:
                        path.append(x)
                        x = came.get(x, -1)
                    best[n] = (cost, tiles, path)
                continue
            if n in s.track or tiles >= NEW_TILES or n in closed:
                continue
            price = prices.get(board.hexes[n].terrain)
            if price is None:
                continue
            c = cost + price
            if n not in seen or seen[n] > c:
                seen[n] = c
                came[n] = h
                heapq.heappush(heap, (c, tiles + 1, n))
    return best, seen


def _new_links(m, s: SteamState) -> dict[int, list[tuple]]:
    """Per stop, the cheapest new link to each stop it could reach through empty hexes: (other stop, tiles
    between them, their dollars, the empty towns at its ends, which need a town tile too, the hexes)."""
    prices = _prices(m, s)
    cached = s.__dict__.get("_new_links")
    if cached is not None and cached[0] is s.track and cached[1] is s.new_city and cached[2] == prices:
        return cached[3]
    board = m.board
    stops = set(board.city_at) | set(board.town_at)
    # a state made from one whose new links are known (they travel with ``copy``) searches again only from the
    # stops whose search went next to a hex that gained or lost track since (a placement changes a few)
    near: set[int] = set()
    if cached is not None and cached[1] is s.new_city and cached[2] == prices:
        changed = cached[4] ^ s.track.keys()
        near.update(changed)
        for h in changed:
            near.update(board.nbr[h])
    else:
        cached = None
    out: dict[int, list[tuple]] = {}
    went: dict[int, frozenset[int]] = {}
    for a in sorted(stops):
        if cached is not None and cached[5][a].isdisjoint(near):
            out[a], went[a] = cached[3][a], cached[5][a]
            continue
        best, seen = _cheapest_seen(m, s, stops, a, prices)
        out[a] = [
            (b, tiles, cost, frozenset(x for x in (a, b) if is_town(board, s, x)), (a, *reversed(back)))
            for b, (cost, tiles, back) in sorted(best.items())
        ]
        went[a] = frozenset(seen)
    # the hexes with track as they are now, to compare with later (a test may change an old state's dict in place)
    s.__dict__["_new_links"] = (s.track, s.new_city, prices, out, frozenset(s.track), went)
    return out


def _open_links(m, s: SteamState, p: int) -> dict[int, list[tuple]]:
    """Seat ``p``'s unfinished links carried on to each stop their loose end could reach, as new links
    from the stop they leave (the tiles already laid cost nothing more)."""
    board = m.board
    stops = set(board.city_at) | set(board.town_at)
    prices = _prices(m, s)
    out: dict[int, list[tuple]] = {}
    for link in network(board, s).links:
        if link.complete or link.owner != p:
            continue
        if link.a >= 0 and link.open_b is not None:
            a, (h, e) = link.a, link.open_b
        elif link.b >= 0 and link.open_a is not None:
            a, (h, e) = link.b, link.open_a
        else:
            continue
        n = board.nbr[h][e]
        if n < 0:
            continue
        if is_town(board, s, n) and n != a:  # only the town tile is missing
            towns = frozenset((n,))
            out.setdefault(a, []).append((n, 0, 0, towns, (h, n)))
            out.setdefault(n, []).append((a, 0, 0, towns, (n, h)))
            continue
        for b, (cost, tiles, back) in sorted(_cheapest(m, s, stops, a, prices, first=n).items()):
            towns = frozenset(x for x in (b,) if is_town(board, s, x))
            path = (h, *reversed(back))  # from the loose end's tile to the stop
            out.setdefault(a, []).append((b, tiles, cost, towns, path))
            out.setdefault(b, []).append((a, tiles, cost, towns, tuple(reversed(path))))
    return out


def _board_projects(m, s: SteamState, engines: tuple[int, ...], limits: tuple[int, ...]) -> list[dict]:
    """Per seat, the projects keyed by their set of new links (see ``projects``)."""
    adj = graph(m, s)
    new = _new_links(m, s)
    found: list[dict] = [{} for _ in range(s.players)]
    mine = [_open_links(m, s, p) if not s.out[p] else {} for p in range(s.players)]
    # each seat's new links, its own unfinished ones added (the same for every cube)
    seat_links = [
        {a: new.get(a, []) + mine[p].get(a, []) for a in set(new) | set(mine[p])} if mine[p] else new
        for p in range(s.players)
    ]
    claims = [_claims(m, s, p) for p in range(s.players)]
    town = _prices(m, s)[TOWN]
    accepted: dict[str, dict[int, bool]] = {}  # per colour, per stop a walk may reach: does it take the colour
    into = _links_into(adj, [*seat_links, *claims])
    hops: dict[str, dict[int, int]] = {}
    goods = planning_goods(m, s)
    for h in sorted(goods):
        cubes = goods[h]
        for colour in sorted(set(cubes)):
            slots = [i for i, c in enumerate(cubes) if c == colour]  # cubes of a colour take the same routes
            takes = accepted.get(colour)
            if takes is None:
                takes = accepted[colour] = {x: m.accepts(s, x, colour) for x in into}
                hops[colour] = hops_to(into, [x for x, yes in takes.items() if yes])
            near = hops[colour]
            # the seats with the same links to walk (none unfinished of their own, no claims) walk once together,
            # as far as the longest engine and the most placements among them take it: only whose each link is,
            # and how far each seat's own engine and placements reach, differ between them
            groups: dict[int, list[tuple]] = {}
            for p in range(s.players):
                if s.out[p] or m.cube_refusal(s, p, h, colour):
                    continue
                alone = seat_links[p] is not new or claims[p]
                groups.setdefault(p if alone else -1, []).append((p, found[p], engines[p], engines[p] + 1, limits[p]))
            for each in groups.values():
                p = each[0][0]
                routes = (adj, seat_links[p], claims[p])
                _cube_routes(m, s, each, h, slots, colour, routes, town, takes, near)
    return found


def _claims(m, s: SteamState, p: int) -> dict[int, list[tuple]]:
    """Per stop, the links seat ``p`` may claim from it this round (``MapRules.claimable_links``: Japan's sea
    routes and circles, for the holder of their action once actions are chosen): (other end, dollars, points,
    the claim)."""
    out: dict[int, list[tuple]] = {}
    if s.out[p] or s.phase not in ("select", "build"):  # before Select Actions, ``taken`` is last round's
        return out
    for a, b, dollars, points, action in m.claimable_links(s, p):
        out.setdefault(a, []).append((b, dollars, points, action))
        out.setdefault(b, []).append((a, dollars, points, action))
    return out


def _links_into(adj: dict, seat_links: list[dict]) -> dict[int, set[int]]:
    """Per stop, the stops a walk may come to it from: over a complete link, or any seat's new, unfinished or
    claimable link (every stop a walk can reach is a key)."""
    into: dict[int, set[int]] = {}
    for a, edges in adj.items():
        into.setdefault(a, set())
        for e in edges:
            into.setdefault(e.to, set()).add(a)
    for links in {id(x): x for x in seat_links}.values():
        for a, options in links.items():
            into.setdefault(a, set())
            for option in options:
                into.setdefault(option[0], set()).add(a)
    return into


def _cube_routes(m, s, each, origin, slots, colour, routes, town, takes, near) -> None:
    """Every route of the cube at ``origin`` that uses at least one new link, into each seat's projects by
    project (``each``: per seat whose walk this is, (seat, its projects, its engine, the most links and tiles
    of its routes); ``routes``: the links there are, the seats' new links by stop and their claims by stop;
    ``town``: the dollars of a town tile; ``takes``: per stop a walk may reach, whether it takes the colour,
    asked once for every walk; ``near``: each stop's fewest links to one that takes it, ``moves.hops_to``).
    A route takes at most one claim (one a turn), as one placement. A seat's own links on a route: the links
    already built it owns, and every new link."""
    adj, new, claims = routes
    max_links = max(e[3] for e in each)
    max_tiles = max(e[4] for e in each)
    stops = [origin]
    built: list[tuple] = []  # new links used: (a, b, tiles, cost, towns, hexes)
    held = [0] * (s.players + 1)  # per owner (``NOBODY`` last), the links already built on the route
    claim: list[tuple] = []  # the claim used: (points, action)

    def close() -> None:
        if len(built) == 1:  # most routes: one new link
            _, _, tiles, cost, towns, _ = built[0]
        else:
            towns = frozenset().union(*(link[4] for link in built))
            tiles = sum(link[2] for link in built)
            cost = sum(link[3] for link in built)
        tiles += len(towns)
        if tiles > max_tiles:
            return
        cost += town * len(towns)
        key = frozenset((min(a, b), max(a, b), bool(hexes)) for a, b, _, _, _, hexes in built)
        n = len(stops) - 1
        links = None
        for p, out, engine, most_links, most_tiles in each:
            if n > most_links or tiles > most_tiles:
                continue
            project = out.get(key)
            if project is None or project.cost > cost:
                old = project
                action, points = None, None
                if claim:
                    action, points = claim[0][1], (tiles - 1) * K.VP_PER_TRACK + claim[0][0]
                if links is None:
                    links = tuple((a, b, hexes) for a, b, _, _, _, hexes in built)
                project = out[key] = Project(cost, tiles, links, action, points)
                if old is not None:
                    project.now, project.raised = old.now, old.raised
            target = project.raised if n > engine else project.now
            own = held[p] + len(built)
            for slot in slots:
                if target.get((origin, slot), 0) < own:
                    target[origin, slot] = own

    def walk(at: int, tiles: int, towns: frozenset[int]) -> None:
        if len(stops) > max_links:
            return
        # the links built already, then the new ones the tiles left allow; a stop that does not take the cube is
        # gone into only if one that does is within the links left after it (asked first: it rules out most
        # options, and what it rules out would find nothing)
        left = max_links - len(stops)
        for e in adj.get(at, ()):
            to = e.to
            ends = takes[to]
            if (not ends and near.get(to, max_links) > left) or to in stops:
                continue
            stops.append(to)
            held[e.owner] += 1
            if not ends:
                walk(to, tiles, towns)
            elif built:
                close()
            held[e.owner] -= 1
            stops.pop()
        for to, t, c, tw, hexes in new.get(at, ()):
            ends = takes[to]
            if (not ends and near.get(to, max_links) > left) or to in stops:
                continue
            more = t + len(tw - towns) if tw else t
            if tiles + more > max_tiles:
                continue
            stops.append(to)
            built.append((at, to, t, c, tw, hexes))
            if ends:
                close()
            else:
                walk(to, tiles + more, towns | tw if tw else towns)
            built.pop()
            stops.pop()
        if not claims or claim or tiles >= max_tiles:
            return
        for to, c, points, action in claims.get(at, ()):
            ends = takes[to]
            if (not ends and near.get(to, max_links) > left) or to in stops:
                continue
            stops.append(to)
            built.append((at, to, 1, c, frozenset(), ()))
            claim.append((points, action))
            if ends:
                close()
            else:
                walk(to, tiles + 1, towns)
            claim.pop()
            built.pop()
            stops.pop()

    walk(origin, 0, frozenset())


def tax_per_link(m, s: SteamState) -> int:
    """Dollars a round per complete own link when the map's round has a Tax phase (Tasmania), else 0."""
    return TAX_PER_LINK if any(isinstance(ph, Tax) for ph in m.phases(s)) else 0


def _carried_later(g: list[int], later: int) -> float:
    """Income the deliveries open now beyond this round's two bring in the ``later`` rounds after this one (as
    the estimate counts them: the next two next round, the rest two a round after it, fewer each round)."""
    if later <= 0:
        return 0.0
    return NEXT_SHARE * sum(g[2:4]) + sum(later_deliveries(g, 4, NEXT_SHARE)[: later - 1])


def income_gain(g: list[int], q: Project, later: int) -> float:
    """Income project ``q`` adds (``g``: own links of the deliveries open now, best first): this round's two
    moves take the best two of the deliveries it opens and those open already (or one raises the engine for
    a route one link longer), the rest are carried in the ``later`` rounds after this one."""
    base = sum(g[:2])
    opened = sorted([*g, *q.now.values()], reverse=True)
    gain = sum(opened[:2]) - base
    if q.raised:
        gain = max(gain, max(q.raised.values()) - base)
    return NOW_SHARE * gain + _carried_later(opened, later) - _carried_later(g, later)


def best_project(m, s: SteamState, p: int, g: list[int], spendable: int, **worths) -> tuple[float, Project | None]:
    """Seat ``p``'s best project within ``spendable`` dollars and what it adds beyond its money (``worths``:
    ``spare``, ``delivery_points``, ``link_points`` and ``found``, see ``ranked_projects``). (0, None) when
    none is worth its money."""
    ranked = ranked_projects(m, s, p, g, spendable, **worths)
    return ranked[0] if ranked else (0.0, None)


def ranked_projects(
    m,
    s: SteamState,
    p: int,
    g: list[int],
    spendable: int,
    *,
    spare: float,
    delivery_points: float,
    link_points: float,
    found: list[Project] | None = None,
) -> list[tuple[float, Project]]:
    """Seat ``p``'s projects within ``spendable`` dollars that are worth their money, best first, each with
    what it adds beyond its money: the deliveries it opens this round (``g``: own links of the deliveries
    open now, best first; the two moves take the best two, or one raises the engine for a route one link
    longer and the other carries it) at ``delivery_points`` a unit of income, the tiles it scores,
    ``link_points`` a new link (goods still to come), x ``PROJECT_SHARE``, less its dollars at ``spare``
    each. Equal worths keep the cheaper first. ``found``: the seat's projects, cheapest first, if not this
    round's (``projects``)."""
    later = max(0, m.rounds(s) - s.round)
    ranked: list[tuple[float, int, Project]] = []
    for i, q in enumerate(projects(m, s)[p] if found is None else found):
        if q.cost > spendable:
            break
        gain = income_gain(g, q, later)
        worth = gain * delivery_points + q.points + len(q.links) * link_points
        net = PROJECT_SHARE * worth - spare * q.cost
        if net > 0:
            ranked.append((net, i, q))
    ranked.sort(key=lambda t: (-t[0], t[1]))
    return [(net, q) for net, _, q in ranked]


def projects(m, s: SteamState) -> list[list[Project]]:
    """Per seat, the projects of this round's build (see the module docstring), cheapest first.

    Kept on the state while its track, goods, New Cities, map fields, engines, placements, round (Venezuela's
    prices) and, once actions are chosen, the actions held (Japan's claims, Venezuela's cash cubes) are the
    same."""
    engines = tuple(s.engine)
    held = s.phase in ("select", "build")  # before Select Actions, ``taken`` is still the last round's
    limits = [m.max_placements(s, p) if held else K.BUILDS for p in range(s.players)]  # the map's Engineer
    if s.phase == "build" and s.turn < len(s.acting):
        limits[s.acting[s.turn]] -= s.builds  # the builder's placements left
    limits = tuple(limits)
    parts = (s.track, planning_goods(m, s), s.new_city, s.ext)
    key = (engines, limits, s.round, s.taken if held else None)
    found = kept(s, "_projects", parts, key)
    if found is not None:
        return found
    result = [sorted(f.values(), key=lambda pr: pr.cost) for f in _board_projects(m, s, engines, limits)]
    return keep(s, "_projects", parts, key, result)


#: Projects of a next build, by board (``next_build_projects``): its complete links, goods, engines, round.
_next_builds: dict[tuple, list[list[Project]]] = {}


def next_build_projects(m, s: SteamState) -> list[list[Project]]:
    """Per seat, the projects of a build turn of ``K.BUILDS`` placements on the network as it is, cheapest
    first: what a next round's build could make of the links the seat has completed.

    Kept by the complete links (not the loose ends: they are either completed this turn or lost), the goods,
    the New Cities, the engines and the round, so a build turn's placements that complete no link share one
    answer (a state's cache would be worked out again for each of them)."""
    complete = [link for link in network(m.board, s).links if link.complete]
    links = tuple(sorted((link.segments, link.owner) for link in complete))
    goods = tuple(sorted(planning_goods(m, s).items()))
    key = (m.id, links, goods, tuple(sorted(s.new_city.items())), s.engine, s.round, s.out)
    found = _next_builds.get(key)
    if found is None:
        if len(_next_builds) > 4096:
            _next_builds.clear()
        kept_hexes = {h for link in complete for h, _ in link.segments}
        bare = s.copy()  # the complete links' track alone: what a next build starts from
        bare.track = {h: v for h, v in s.track.items() if h in kept_hexes}
        limits = (K.BUILDS,) * s.players
        found = [sorted(f.values(), key=lambda pr: pr.cost) for f in _board_projects(m, bare, tuple(s.engine), limits)]
        _next_builds[key] = found
    return found
