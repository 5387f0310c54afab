"""Age of Steam: which moves a player looks at first (the evaluation's move ordering).

In the turn-order auction a player weighs dropping out first, then the Turn
Order pass, then the smallest raise: the rules list the bids from the lowest up
and dropping out last, so a search whose clock stopped its judging of a long
bid list early had compared only raises and answered the lowest one, by $1 a
turn until the seat could not pay its expenses (a bid of $25 with $30 lists 26
moves).

A build turn lists 100-270 placements and a one-ply player can judge only a few
dozen of them in its time (each with its follow-ups). A player looks first at
finishing the turn, at the track that carries on from its own loose ends, and at
track that leaves a city toward a city its goods want. Each such placement is
aimed by where its new track leads: onto the wanted stop (the link is complete),
a hex nearer to it, a town (a stop for a longer delivery), or nowhere; the
placements are returned best aimed first, so a clock that stops the judging
early, or a sample of a few follow-ups, holds the placements that earn. A seat
holding Urbanization also looks at a New City on each town its own track ends at
(one letter per colour): free, it turns that track's cubes into deliveries.
"""

from __future__ import annotations

from game.ai.evaluation.steam_board import TARGET_REACH, stop_distances, target_pairs, wants
from game.ai.evaluation.steam_deliveries import delivery_gains
from game.ai.evaluation.steam_projects import TAX_DOLLAR, ranked_projects, tax_per_link
from rules.steam.tiles import TOWN, placed_paths
from rules.steam.track import is_town, network

__all__ = ["INTO_TOWN", "auction_looks", "first_looks", "on_way", "planned_projects", "urbanize_looks"]

#: Aim of a placement whose new track reaches the wanted stop (the link is complete), and of one that ends at
#: a town or another stop no cube there wants (a complete link, a step of a longer delivery).
AIM_ARRIVES, AIM_TOWN = 3.0, 0.5
#: Aim of a placement along the builder's best project (the build a player has planned): looked at first.
AIM_PLAN = 4.0
#: The next hex of a project's way that is the town it ends at (any town tile taking the track in will do).
INTO_TOWN = -2
#: The worths the move ordering picks the builder's project by (the estimate's, steam.py, which imports this
#: module): a later dollar (its mid-game value), a unit of income (at the end, and a dollar a round on the
#: way), a new link a round (goods still to come).
PLAN_SPARE, PLAN_INCOME, PLAN_FLOW, PLAN_LINK = 0.45, 2.5, 0.25, 0.25


def _aims(m, s, seat: int, net, dists) -> dict[int, list[tuple[int, frozenset[int]]]]:
    """Per hex to build on: (edge the new track enters by, the stops it should lead to). From the seat's own
    loose ends (toward the stops the link's city's goods want) and from the cities of the deliveries it could
    build toward (out of one city, one hex nearer the other)."""
    board = m.board
    aims: dict[int, list[tuple[int, frozenset[int]]]] = {}
    for n, by_edge in net.ends.items():
        for edge, (owner, far) in by_edge.items():
            if owner != seat:
                continue
            wanted = frozenset(
                t
                for t, dist in dists.items()
                if far >= 0 and t != far and 0 < dist[far] <= TARGET_REACH + 2 and wants(m, s, far, t)
            )
            aims.setdefault(n, []).append((edge, wanted))
    for a, b in target_pairs(m, s, seat, net.links, dists):
        for start, goal in ((a, b), (b, a)):
            to_goal = dists[goal]
            for edge, n in enumerate(board.nbr[start]):
                if n < 0 or n in s.track or n in dists or to_goal[n] != to_goal[start] - 1:
                    continue
                aims.setdefault(n, []).append(((edge + 3) % 6, frozenset((goal,))))
    return aims


def on_way(m, n: int, action, steps: list[tuple[int, int]]) -> bool:
    """Whether a placement on hex ``n`` lays track along the builder's project (in by its entry, out toward
    the next hex of the way)."""
    paths = placed_paths(action["tile"], action["rot"], n in m.board.town_at)
    nbr = m.board.nbr[n]
    for entry, nxt in steps:
        for x, y in paths:
            if entry in (x, y):
                out = y if x == entry else x
                if nxt == INTO_TOWN or (out != TOWN and nbr[out] == nxt):
                    return True
    return False


def _aim(m, dists, n: int, action, entries) -> float:
    """How well a placement on hex ``n`` leads on from one of its entries (0: it leads nowhere wanted)."""
    paths = placed_paths(action["tile"], action["rot"], n in m.board.town_at)
    best = 0.0
    for entry, wanted in entries:
        for x, y in paths:
            if entry not in (x, y):
                continue
            out = y if x == entry else x
            if out == TOWN:
                best = max(best, AIM_TOWN)
                continue
            nxt = m.board.nbr[n][out]
            if nxt < 0:
                continue
            if nxt in wanted:
                return AIM_ARRIVES
            if nxt in dists:
                best = max(best, AIM_TOWN / 2)
                continue
            for t in wanted:
                d = dists[t][nxt]
                if d > 0:
                    best = max(best, 1.0 / d)
    return best


def planned_projects(m, s, seat: int) -> list:
    """The builder's projects (``steam_projects``) worth their money, best first, as a player weighs them
    before laying track (the ``PLAN_`` worths)."""
    g = delivery_gains(m, s)[0][seat]
    total = m.rounds(s)
    later = max(0, total - s.round)
    return [
        q
        for _, q in ranked_projects(
            m,
            s,
            seat,
            g,
            s.cash[seat],
            spare=PLAN_SPARE,
            delivery_points=PLAN_INCOME + PLAN_FLOW * later,
            link_points=PLAN_LINK * later - TAX_DOLLAR * tax_per_link(m, s) * (later + 1),
        )
    ]


def _plan_steps(m, s, seat: int, ranked: list) -> dict[int, list[tuple[int, int]]]:
    """Per hex, (edge the track enters by, hex it should leave toward) of the builder's best project
    (``ranked``: ``planned_projects``): the first empty hex of each of its new links, from either end."""
    steps: dict[int, list[tuple[int, int]]] = {}
    if not ranked:
        return steps
    nbr = m.board.nbr
    for _, _, way in ranked[0].links:
        for path in (way, way[::-1]):
            if len(path) == 2 and path[1] in m.board.town_at and path[1] not in s.track:
                prev, n, nxt = path[0], path[1], INTO_TOWN  # the town tile the link ends at
            elif len(path) >= 3:
                prev, n, nxt = path[0], path[1], path[2]
            else:
                continue
            if prev in nbr[n]:
                steps.setdefault(n, []).append((nbr[n].index(prev), nxt))
    return steps


def urbanize_looks(m, s, seat: int, net, legal: list) -> list:
    """The urbanizations a builder holding Urbanization looks at: a New City on a town one of its own links
    ends at, the first letter of each colour (letters of one colour differ only in their display column). A
    New City is free (1.6) and makes the cubes on that track deliverable to it; listed after the turn's 100-270
    placements, no urbanization was ever judged by a Normal seat at 1 s (logged on Venezuela: Urbanization
    taken round after round, the turn finished with a New City worth 4 points by the estimate unjudged)."""
    board = m.board
    ends = {x for link in net.links if link.owner == seat for x in (link.a, link.b) if x >= 0 and is_town(board, s, x)}
    out, seen = [], set()
    for a in legal:
        if a.kind != "urbanize":
            continue
        town = board.towns[a["town"]].hex
        key = (town, board.new_cities[a["city"]].colour)
        if town in ends and key not in seen:
            seen.add(key)
            out.append(a)
    return out


def first_looks(ruleset: object, s, legal: list) -> list:
    """In the turn-order auction, dropping out, the Turn Order pass and the smallest raise (``auction_looks``).
    In a build turn, the moves a player weighs first: finishing the turn, then the placements that carry
    on from the builder's own loose ends or leave a city toward a delivery it could build, best aimed
    first (an extension that leads nowhere wanted comes last, a start that does is not listed at all), then
    the New Cities on towns its own track ends at (``urbanize_looks``), then the map's own build actions
    (Japan's claims: a link no placement lays, so no aim finds it), the one its best project takes first of
    all after finishing."""
    if s.phase == "auction":
        return auction_looks(legal)
    if s.phase != "build" or s.turn >= len(s.acting):
        return []
    seat = s.acting[s.turn]
    m = ruleset.map_of(s)
    board = m.board
    dists = stop_distances(m)
    net = network(board, s)
    aims = _aims(m, s, seat, net, dists)
    ranked = planned_projects(m, s, seat)
    steps = _plan_steps(m, s, seat, ranked)
    own_ends = {n for n, by_edge in net.ends.items() if any(owner == seat for owner, _ in by_edge.values())}
    done = [a for a in legal if a.kind == "done"]
    # The map's own build actions (Japan's claims): the one of a project worth its money right after finishing,
    # the rest after the aimed placements (a claim opening no delivery is $5 for a disc's points).
    extra = [a for a in legal if a.kind not in ("build", "done", "urbanize")]
    planned = [q.claim for q in ranked[:1] if q.claim is not None and q.claim in extra]
    scored = []
    for i, a in enumerate(legal):
        if a.kind != "build":
            continue
        n = board.hex_of(a["hex"])
        if n in steps and on_way(m, n, a, steps[n]):
            scored.append((-AIM_PLAN, i, a))
            continue
        entries = aims.get(n)
        if entries is None:
            continue
        aim = _aim(m, dists, n, a, entries)
        if aim > 0 or n in own_ends:
            scored.append((-aim, i, a))
    scored.sort(key=lambda t: (t[0], t[1]))
    urban = urbanize_looks(m, s, seat, net, legal)
    return done + planned + [a for _, _, a in scored] + urban + [a for a in extra if a not in planned]


def auction_looks(legal: list) -> list:
    """The auction's moves a player weighs first: dropping out (what staying in is measured against), the Turn
    Order pass, then the smallest raise (a larger one wins nothing the smallest does not, at a higher price)."""
    raises = [a for a in legal if a.kind == "bid"]
    smallest = [min(raises, key=lambda a: a["amount"])] if raises else []
    return [a for a in legal if a.kind == "drop"] + [a for a in legal if a.kind == "pass_bid"] + smallest
