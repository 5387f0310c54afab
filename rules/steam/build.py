"""Build track (reference 1.7): what one placement is, whether it is legal, what it costs, what it does.

A placement names a hex, a tile and a rotation. From the hex's contents the
engine knows which kind it is: new track on an empty hex, a town tile on an
empty town, a town upgrade (more exits), an upgrade of a simple tile to a
complex one (old track kept), or a redirect (the loose end of an unfinished
link swung elsewhere). ``evaluate`` returns the Placement or the rule it
breaks; ``place`` applies one. Listing every legal placement of a turn is
``rules/steam/placements.py``'s job.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from rules.core import Action, Event
from rules.seats import seat_colour
from rules.steam import constants as K
from rules.steam.places import place_name
from rules.steam.state import NOBODY, SteamState
from rules.steam.tiles import (
    BY_ID,
    COEXISTING,
    CROSSING,
    DISTINCT_ROTS,
    INDEX,
    SIMPLE,
    TOWN,
    TOWN_TILE,
    needs_disc,
    placed_paths,
)
from rules.steam.track import Network, is_city, is_town, network, set_owner, town_has_track_of
from rules.words import plural

if TYPE_CHECKING:
    from rules.steam.maps import MapRules

TRACK = "track"
TOWN_NEW = "town"
TOWN_UPGRADE = "town_upgrade"
UPGRADE = "upgrade"
REDIRECT = "redirect"

_BAD, _FOREIGN, _STOP, _JOIN, _FREE, _TAKE, _LOOSE = range(7)
#: Exits new track may start from (1.7.3): a city, your own unfinished link, unowned track you may take
#: over (_TAKE). Unowned track leading from a town where you have no track (_LOOSE) may be joined only
#: by track that starts from one of these.
_ANCHORS = (_STOP, _JOIN, _TAKE)


class Placement(NamedTuple):
    """One legal placement as the engine understood it (passed to the map's cost hooks).

    A named tuple rather than a dataclass: thousands are made each time placements are listed.
    """

    kind: str  # track, town, town_upgrade, upgrade, redirect
    hex: int
    tile: str
    rot: int
    terrain: str
    base_cost: int  # the 1.7.2 price
    old_tile: str | None
    new_paths: tuple[int, ...]  # indices into the new tile's placed paths that are laid or swung now
    new_links: int  # links this placement may start (ownership discs, 1.1)

    @property
    def cls(self) -> str:
        return BY_ID[self.tile].cls


def count_placement(s: SteamState) -> None:
    """Count one build against the turn's limit (map build actions call this too)."""
    s.builds = s.builds + 1


def _static_exits(m: MapRules) -> list[tuple]:
    """Per hex, per edge: what never changes (off the map, impassable terrain, a printed city), else None.
    A refusal's text is a whole sentence (impassable terrain: the map's ``terrain_refusal`` if it has one)."""
    cached = m.__dict__.get("_static_exits")
    if cached is not None:
        return cached
    board = m.board
    table = []
    for h in range(len(board.hexes)):
        row = []
        for e in range(6):
            n = board.nbr[h][e]
            if n < 0:
                row.append((_BAD, -1, "Track may not run off the map (1.7.3)."))
            elif n in board.city_at:
                row.append((_STOP, n, ""))
            elif n not in board.town_at and (terrain := board.hexes[n].terrain) not in m.terrain_costs:
                why = m.terrain_refusal(terrain) or f"Track may not run into {terrain.replace('_', ' ')} (1.7.3)."
                row.append((_BAD, -1, why))
            else:
                row.append(None)
        table.append(tuple(row))
    m.__dict__["_static_exits"] = table
    return table


_FREE_INFO = (_FREE, -1, "")


def _unowned_end(m: MapRules, s: SteamState, seat: int, far: int) -> tuple[int, int, str]:
    """The loose end of unowned track whose other end is stop ``far`` (-1: none), seen by ``seat``.

    1.7.3: unowned dangling track that touches a city, or a town where you have track, can be taken
    over and extended (_TAKE); from any other town it is no starting point (_LOOSE).
    """
    board = m.board
    take = far >= 0 and (is_city(board, s, far) or town_has_track_of(board, s, far, seat))
    kept = m.__dict__.get("_unowned_ends")
    if kept is None:
        kept = m.__dict__["_unowned_ends"] = {}
    found = kept.get((far, take))
    if found is None:  # one tuple per map, stop and answer: a listing's memo keys compare it by identity
        if take:
            found = (_TAKE, far, "")
        else:
            where = f"from {board.town_at[far].name}, a town where you have no track" if far >= 0 else "from no stop"
            found = (
                _LOOSE,
                far,
                f"That unowned track leads {where}: unowned track can be taken over only where it touches "
                "a city or a town where you have track (1.7.3).",
            )
        kept[(far, take)] = found
    return found


def _exit_info(
    m: MapRules, s: SteamState, seat: int, h: int, net: Network | None = None
) -> tuple[tuple[int, int, str], ...]:
    """For each edge of ``h``: what new track leaving through it would meet (code, far stop, reason).
    ``net``: the state's network, when the caller has it."""
    ends = (net or network(m.board, s)).ends.get(h)
    new_city = s.new_city
    quiet = (m.__dict__.get("_quiet_exits") or _quiet_exits(m))[h]
    if not new_city:
        if not ends:
            return quiet  # no loose end enters and no New City is next door: every game's same
        near_city = False
    else:
        nbr = m.board.nbr[h]
        near_city = not new_city.keys().isdisjoint(nbr)
        if not ends and not near_city:
            return quiet
    # the printed map's exits, with the edges a New City or a loose end changes put in (an edge the map
    # closes or leads to a printed city stays as it is; a New City next door comes before a loose end)
    static = (m.__dict__.get("_static_exits") or _static_exits(m))[h]
    out = list(quiet)
    if near_city:
        for e in range(6):
            n = nbr[e]
            if static[e] is None and n in new_city:
                out[e] = (_STOP, n, "")
    if ends:
        for e, (owner, far) in ends.items():
            if static[e] is not None or (near_city and nbr[e] in new_city):
                continue
            if owner == NOBODY:
                out[e] = _unowned_end(m, s, seat, far)  # taken over, it needs one of the seat's discs (1.1)
            elif owner != seat:
                found = _FOREIGN_INFO.get(owner)
                if found is None:
                    why = f"It would connect to {seat_colour(owner)}'s track (1.7.3)."
                    found = _FOREIGN_INFO[owner] = (_FOREIGN, owner, why)
                out[e] = found
            else:
                out[e] = (_JOIN, far, "")
    return tuple(out)


#: Each other seat's exit record (one tuple per seat: a listing's memo keys compare it by identity).
_FOREIGN_INFO: dict[int, tuple[int, int, str]] = {}


def _quiet_exits(m: MapRules) -> list[tuple]:
    """Per hex, its exits where no loose end enters and there is no New City: the static ones, else free."""
    cached = m.__dict__.get("_quiet_exits")
    if cached is None:
        cached = [tuple(_FREE_INFO if st is None else st for st in row) for row in _static_exits(m)]
        m.__dict__["_quiet_exits"] = cached
    return cached


def _check_path(info: tuple[tuple[int, int, str], ...], a: int, b: int) -> str | None:
    """Rule 1.7.3 for one new path between edges a and b of a non-town hex."""
    ia, ib = info[a], info[b]
    for i in (ia, ib):
        if i[0] in (_BAD, _FOREIGN):
            return i[2]
    if ia[0] not in _ANCHORS and ib[0] not in _ANCHORS:
        for i in (ia, ib):
            if i[0] == _LOOSE:
                return i[2]
        return (
            "New track must start from a city, extend your own unfinished link, "
            "or leave a town where you have track (1.7.3)."
        )
    if ia[1] >= 0 and ia[1] == ib[1]:
        return "A link may not leave a city and come back to the same city (1.7.3)."
    return None


def _tile_available(s: SteamState, tile: str, old: str | None) -> bool:
    return s.tiles_left[INDEX[tile]] + (1 if old == tile else 0) > 0


class _HexContext:
    """What every placement on one hex shares: computed once per hex when listing placements."""

    __slots__ = ("h", "hx", "info", "net", "old", "old_tile", "owned", "town")

    def __init__(
        self,
        m: MapRules,
        s: SteamState,
        seat: int,
        h: int,
        town: bool,
        owned: int | None = None,
        net: Network | None = None,
    ) -> None:
        """``net``: the state's network, when the caller has it."""
        board = m.board
        self.h = h
        self.hx = board.hexes[h]
        self.town = town
        self.old = s.track.get(h)
        self.old_tile = self.old[0] if self.old else None
        self.net = net = net or network(board, s)
        self.info = _exit_info(m, s, seat, h, net)
        if owned is None:
            owned = sum(1 for link in self.net.links if link.owner == seat) + m.discs_used(s, seat)
        self.owned = owned


def _hex_problem(m: MapRules, s: SteamState, seat: int, h: int, hook: bool = True) -> str | None:
    """Why no placement at all may go on hex ``h`` now (1.7.1), or None. ``hook=False`` leaves out the
    map's ``hex_refusal`` (the listing asks it apart, only on the hexes the map restricts)."""
    board = m.board
    hx = board.hexes[h]
    if is_city(board, s, h):
        return "No track may be built on a city hex (1.7.1)."
    if not is_town(board, s, h) and hx.terrain not in m.terrain_costs:
        return m.terrain_refusal(hx.terrain) or f"No track may be built on {hx.terrain.replace('_', ' ')} (1.7.1)."
    if h in s.placed:
        return "This hex already received a placement this turn: one placement per hex per turn (1.7.1)."
    return m.hex_refusal(s, seat, h) if hook else None


def evaluate(m: MapRules, s: SteamState, seat: int, h: int, tile: str, rot: int) -> Placement | str:
    """The placement of ``tile`` turned ``rot`` on hex ``h`` by ``seat``, or the reason it is illegal.

    Checks in order: the hex, the tile supply, the track rules of 1.7.3 for
    the kind of placement, ownership discs, the map's refusals, and money.
    """
    problem = _hex_problem(m, s, seat, h)
    if problem:
        return problem
    return _evaluate_at(m, s, seat, _HexContext(m, s, seat, h, is_town(m.board, s, h)), tile, rot)


def redirect_links(
    m: MapRules, s: SteamState, seat: int, ctx: _HexContext, q: tuple[int, int], op: tuple[int, int]
) -> int | str:
    """Rule 1.7.3 for a redirect on ``ctx``'s hex: the simple tile's path ``op`` replaced by ``q``, which keeps
    one of its exits and swings its loose end. The links the redirect starts (1 where it takes unowned track
    over: a disc), or why it may not."""
    if q == op:
        return "That tile is already there in that position."
    keep = set(q) & set(op)
    if len(keep) != 1:
        return "A redirect keeps the track's connected end and swings only its loose end (1.7.3)."
    (y,) = set(op) - keep
    (c,) = set(q) - keep
    h = ctx.h
    link = ctx.net.link_at(h, 0)
    if link.owner not in (seat, NOBODY):
        return (
            "Only an unfinished link you own, or nobody owns, can be redirected: "
            f"this is {seat_colour(link.owner)}'s link (1.7.3)."
        )
    if (h, y) not in (link.open_a, link.open_b):
        return "Only the loose end of an unfinished link can be redirected; finished track never changes (1.7.3)."
    code, far, why = ctx.info[c]
    if code in (_BAD, _FOREIGN):
        return why
    other = link.a if link.open_b == (h, y) else link.b
    if far >= 0 and far == other:
        return "A link may not leave a city and come back to the same city (1.7.3)."
    if link.owner == NOBODY and code not in _ANCHORS:
        held = _unowned_end(m, s, seat, other)
        if held[0] == _LOOSE:
            return held[2]
    return 1 if link.owner == NOBODY and code != _JOIN else 0  # a takeover places a disc


def _evaluate_at(m: MapRules, s: SteamState, seat: int, ctx: _HexContext, tile: str, rot: int) -> Placement | str:
    """``evaluate`` on a prepared hex. The listing does not ask it: ``rules/steam/shapes.py`` works out the
    same track rules from a hex's exits as bit masks, for every orientation at once (tested against this
    function over every hex, tile and rotation: ``tests/rules/steam/test_placements.py``)."""
    h, hx, town, old, old_tile, info, owned = (ctx.h, ctx.hx, ctx.town, ctx.old, ctx.old_tile, ctx.info, ctx.owned)
    tt = BY_ID.get(tile)
    if tt is None or not 0 <= rot < 6:
        return "There is no such tile or rotation."
    if tt.cls == TOWN_TILE and not town:
        return "Town tiles go only on town hexes (1.7.5)."
    if rot not in DISTINCT_ROTS[(tile, town)]:
        same = next(
            r for r in DISTINCT_ROTS[(tile, town)] if placed_paths(tile, r, town) == placed_paths(tile, rot, town)
        )
        return f"The {tt.name} turned {rot} lies exactly as turned {same}: that placement is listed as rotation {same}."
    if not _tile_available(s, tile, old_tile):
        return f"The {tt.name} tiles are all used: the tile supply is a hard limit (1.1)."
    new = placed_paths(tile, rot, town)
    if town:
        exits_new = {p[0] for p in new}
        if old is None:
            kind, base = TOWN_NEW, K.TOWN_TILE_BASE + len(exits_new)
            added = exits_new
        else:
            exits_old = {p[0] for p in placed_paths(old[0], old[1], True)}
            if not exits_old < exits_new:
                return "A town tile can only be upgraded to one that keeps every exit and adds more (1.7.3)."
            kind, base = TOWN_UPGRADE, K.TOWN_UPGRADE_COST
            added = exits_new - exits_old
        connected = False
        for e in sorted(added):
            code, far, why = info[e]
            if code in (_BAD, _FOREIGN):
                return why
            if far == h:
                return "A link may not leave a town and come back to the same town (1.7.3)."
            if code in _ANCHORS:
                connected = True
        if not connected and not (old is not None and town_has_track_of(m.board, s, h, seat)):
            for e in sorted(added):
                if info[e][0] == _LOOSE:
                    return info[e][2]
            return (
                "A town tile must connect to a city or to your own track, or leave a town where "
                "you already have track (1.7.3)."
            )
        if needs_disc(tt) and not (old_tile and needs_disc(BY_ID[old_tile])) and s.discs_left <= 0:
            return "All 8 town discs are in use (1.1)."
        new_idx = tuple(i for i, p in enumerate(new) if p[0] in added)
        new_links = sum(1 for e in added if info[e][0] != _JOIN)
    elif old is None:
        if tt.cls == TOWN_TILE:
            return "Town tiles go only on town hexes (1.7.5)."
        for a, b in new:
            why = _check_path(info, a, b)
            if why:
                return why
        kind = TRACK
        base = m.terrain_costs[hx.terrain][(SIMPLE, COEXISTING, CROSSING).index(tt.cls)]
        new_idx = tuple(range(len(new)))
        new_links = sum(1 for a, b in new if info[a][0] != _JOIN and info[b][0] != _JOIN)
    else:
        old_paths = placed_paths(old[0], old[1], False)
        old_cls = BY_ID[old[0]].cls
        if old_cls != SIMPLE:
            return "A complex tile cannot be changed: finished track never changes (1.7.3)."
        (op,) = old_paths
        if tt.cls in (COEXISTING, CROSSING):
            if op not in new:
                return "An upgrade must keep every existing track on the hex (1.7.3)."
            (q,) = [p for p in new if p != op]
            why = _check_path(info, q[0], q[1])
            if why:
                return why
            kind = UPGRADE
            base = K.UPGRADE_CROSSING_COST if tt.cls == CROSSING else K.UPGRADE_COEXISTING_COST
            new_idx = (new.index(q),)
            new_links = 1 if info[q[0]][0] != _JOIN and info[q[1]][0] != _JOIN else 0
        else:
            # a redirect: keep one exit of the old path, swing its loose end
            found = redirect_links(m, s, seat, ctx, new[0], op)
            if isinstance(found, str):
                return found
            kind, base = REDIRECT, K.REDIRECT_COST
            new_idx = (0,)
            new_links = found
    p = Placement(kind, h, tile, rot, hx.terrain, base, old_tile, new_idx, new_links)
    if owned + new_links > K.OWNER_DISCS:
        return f"You have no ownership discs left: each player has {K.OWNER_DISCS} (1.1)."
    reason = m.placement_refusal(s, seat, p)
    if reason:
        return reason
    cost = m.charge(s, seat, s.spent, m.placement_cost(s, seat, p))
    if cost > s.cash[seat]:
        return f"No money: this placement costs ${cost} and you have ${s.cash[seat]} (1.7.1)."
    return p


def place(m: MapRules, s: SteamState, seat: int, p: Placement) -> list[Event]:
    """Apply a legal placement to ``s`` (a fresh copy): tile, supply, ownership, payment."""
    board = m.board
    h = p.hex
    town = is_town(board, s, h)
    new_paths = placed_paths(p.tile, p.rot, town)
    owners = [seat] * len(new_paths)
    old = s.track.get(h)
    if old is not None and p.kind != REDIRECT:
        old_paths = placed_paths(old[0], old[1], town)
        for k, path in enumerate(new_paths):
            if path in old_paths:
                owners[k] = old[2][old_paths.index(path)]
    before = s.track
    track = dict(before)
    track[h] = (p.tile, p.rot, tuple(owners))
    s.track = track
    left = list(s.tiles_left)
    if old is not None:
        left[INDEX[old[0]]] += 1
    left[INDEX[p.tile]] -= 1
    s.tiles_left = tuple(left)
    if town:
        disc_before = 1 if old is not None and needs_disc(BY_ID[old[0]]) else 0
        disc_after = 1 if needs_disc(BY_ID[p.tile]) else 0
        s.discs_left = s.discs_left + disc_before - disc_after
    s.placed = (*s.placed, h)
    segs = tuple([(h, k) for k in p.new_paths])
    s.touched = s.touched + segs
    net = network(board, s, (before, (h,)))
    for seg in segs:
        link = net.of[seg]
        track = s.track
        if link.owner != seat or any(track[x][2][k] != seat for x, k in link.segments):
            set_owner(s, link.segments, seat)
            net = network(board, s)
    cost = m.placement_cost(s, seat, p)
    pay = m.charge(s, seat, s.spent, cost)
    s.spent = s.spent + cost
    s.add_seat("cash", seat, -pay)
    count_placement(s)
    name = board.hexes[h].name
    kind = p.kind
    if kind == TRACK:
        what = f"lays a {BY_ID[p.tile].name}"
    elif kind == TOWN_NEW:
        what = f"builds a town tile with {plural(len(new_paths), 'exit')}"
    elif kind == TOWN_UPGRADE:
        what = f"upgrades the town to {len(new_paths)} exits"
    elif kind == UPGRADE:
        what = f"upgrades to a {BY_ID[p.tile].name}"
    else:
        what = f"redirects the loose end with a {BY_ID[p.tile].name}"
    where = f"at {board.town_at[h].name}" if h in board.town_at else f"on {place_name(board, s, h)}"
    text = f"{seat_colour(seat)} {what} {where} for ${pay}."
    events = [Event.make("build", text, seat, (f"hex:{name}",), hex=name, tile=p.tile, rot=p.rot, cost=pay)]
    events += m.after_placement(s, seat, p)
    return events


def build_action(m: MapRules, seat: int, h: int, tile: str, rot: int) -> Action:
    name = m.board.hexes[h].name
    return Action("build", seat, (("hex", name), ("tile", tile), ("rot", rot)), f"tile:{tile}", (f"hex:{name}",))


__all__ = [
    "REDIRECT",
    "TOWN",
    "TOWN_NEW",
    "TOWN_UPGRADE",
    "TRACK",
    "UPGRADE",
    "Placement",
    "build_action",
    "count_placement",
    "evaluate",
    "place",
    "redirect_links",
]
