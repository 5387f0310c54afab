"""Track on the board: links, ownership, and what a placement does (reference 1.7).

A *segment* is one path of one placed tile, named (hex, path index). A *link*
is the chain of segments between two consecutive stops (cities or towns); an
end that reaches no stop is *open* and the link is unfinished. Every segment
of a link has the same owner (one ownership disc per link, 1.7.4).

The links of a state are computed from ``state.track`` once and cached on the
state, keyed by the identity of the track and new-city dicts (every change replaces them).
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Container, Iterable
from dataclasses import dataclass

from rules.steam.hexgrid import opposite
from rules.steam.mapdata import MapData
from rules.steam.state import NOBODY, SteamState
from rules.steam.tiles import PATH_AT, TOWN, placed_paths


@dataclass(frozen=True, slots=True)
class Link:
    """Track between two stops. ``a``/``b`` are stop hexes or -1 where the end is open."""

    segments: tuple[tuple[int, int], ...]  # (hex, path index), from end a to end b
    a: int
    b: int
    open_a: tuple[int, int] | None  # (hex, exit) of a dangling end
    open_b: tuple[int, int] | None
    owner: int

    @property
    def complete(self) -> bool:
        return self.a >= 0 and self.b >= 0

    @property
    def length(self) -> int:
        """Track tiles in the link (1.13 scores one point per tile of a complete link)."""
        return len(self.segments)

    def hexes(self) -> list[int]:
        return [h for h, _ in self.segments]


_LINK_FIELDS = tuple(Link.__dict__[f].__set__ for f in ("segments", "a", "b", "open_a", "open_b", "owner"))


def _new_link(
    segments: tuple[tuple[int, int], ...],
    a: int,
    b: int,
    open_a: tuple[int, int] | None,
    open_b: tuple[int, int] | None,
    owner: int,
) -> Link:
    """``Link(...)`` with its frozen fields set straight into their slots (links are walked again after every
    placement): an equal link."""
    link = object.__new__(Link)
    f_segments, f_a, f_b, f_open_a, f_open_b, f_owner = _LINK_FIELDS
    f_segments(link, segments)
    f_a(link, a)
    f_b(link, b)
    f_open_a(link, open_a)
    f_open_b(link, open_b)
    f_owner(link, owner)
    return link


def is_city(board: MapData, s: SteamState, h: int) -> bool:
    """A printed city, or a town urbanized into a New City."""
    return h in board.city_at or h in s.new_city


def is_town(board: MapData, s: SteamState, h: int) -> bool:
    """A town hex that is still a town (not urbanized)."""
    return h in board.town_at and h not in s.new_city


def paths_at(board: MapData, s: SteamState, h: int) -> tuple[tuple[int, int], ...]:
    t = s.track.get(h)
    if t is None:
        return ()
    return placed_paths(t[0], t[1], h in board.town_at)


class Network:
    """All links of a state, the link of each segment, and the open ends pointing into each hex.

    ``ends[n][e] = (owner, far)``: an unfinished link's loose end enters hex ``n`` through its
    edge ``e``; ``far`` is the stop at the link's other end (-1 if that end is open too).
    ``loose[(h, e)] = (owner, far)`` is the same seen from the tile: the loose end leaves hex ``h``
    through its edge ``e`` (off the map too). ``owned[seat]`` counts the links each seat owns.
    ``delta``: for a network made from another (``updated``), (that network's ``loose``, the track it was for,
    the hexes whose track differs since, the loose ends that may differ since, that network's kept
    ``towns_of``, the links gone, the links new), so that what changed between the two is known without
    comparing them (``placements._dirty``, ``towns_of``); None for one walked whole.
    """

    __slots__ = ("_towns", "delta", "ends", "links", "loose", "of", "open_links", "owned", "starts")

    def __init__(self, board: MapData, links: list[Link], starts: list[tuple[int, int]]) -> None:
        self.links = links
        self.starts = starts  # each link's first segment in board order (links are listed in that order)
        self.of: dict[tuple[int, int], Link] = {}  # the link of each segment
        self.ends: dict[int, dict[int, tuple[int, int]]] = {}
        self.loose: dict[tuple[int, int], tuple[int, int]] = {}
        self.open_links: dict[tuple[int, int], Link] = {}  # the link of each loose end
        self.owned: dict[int, int] = {}
        self._towns: dict[int, frozenset[int]] = {}
        self.delta: tuple | None = None
        nbr = board.nbr
        for link in links:
            self._put(nbr, link, None, None)

    def __getstate__(self) -> tuple[None, dict]:
        """Pickled without ``delta``: a copy in another process has not the network it names (a state sent to
        the computer players' process would carry its parent's loose ends and track along)."""
        state = {name: getattr(self, name) for name in self.__slots__}
        state["delta"] = None
        return None, state

    def _put(self, nbr: list, link: Link, copied: set[int] | None, loose_ends: list | None) -> None:
        """Enter ``link``: the link of each of its segments, its owner's count, its loose ends (seen from the tile
        and from the hex each points into). ``copied``: in a network made from another (``updated``), the hexes
        whose ``ends`` entry is this one's own already (the other's is copied before it changes); None where every
        entry is this one's own. ``loose_ends``: where the loose ends are noted, if anywhere."""
        of = self.of
        for seg in link.segments:
            of[seg] = link
        owner = link.owner
        owned = self.owned
        owned[owner] = owned.get(owner, 0) + 1
        ends = self.ends
        for lo, far in ((link.open_a, link.b), (link.open_b, link.a)):
            if lo is None:
                continue
            if loose_ends is not None:
                loose_ends.append(lo)
            rec = (owner, far)
            self.loose[lo] = rec
            self.open_links[lo] = link
            h, e = lo
            n = nbr[h][e]
            if n >= 0:
                into = ends.get(n)
                if into is None:
                    ends[n] = {(e + 3) % 6: rec}
                    if copied is not None:
                        copied.add(n)
                else:
                    if copied is not None and n not in copied:
                        into = ends[n] = dict(into)
                        copied.add(n)
                    into[(e + 3) % 6] = rec

    def _take(self, nbr: list, link: Link, copied: set[int], loose_ends: list) -> None:
        """Take ``link`` out again (``_put``'s arguments; only a network made from another takes links out)."""
        of = self.of
        for seg in link.segments:
            if of.get(seg) is link:
                del of[seg]
        owner = link.owner
        owned = self.owned
        left = owned[owner] - 1
        if left:
            owned[owner] = left
        else:
            del owned[owner]
        ends = self.ends
        for lo in (link.open_a, link.open_b):
            if lo is None:
                continue
            loose_ends.append(lo)
            if self.open_links.get(lo) is not link:
                continue
            del self.loose[lo], self.open_links[lo]
            h, e = lo
            n = nbr[h][e]
            if n >= 0:
                into = ends[n]
                if n not in copied:
                    into = ends[n] = dict(into)
                    copied.add(n)
                del into[(e + 3) % 6]
                if not into:
                    del ends[n]

    def updated(
        self,
        board: MapData,
        gone: list[Link],
        links: list[Link],
        starts: list[tuple[int, int]],
        track: dict,
        changed: list[int],
    ) -> Network:
        """A new network: this one without the links ``gone``, with ``links`` (first segments ``starts``),
        in board order, where ``changed`` are the hexes whose track differs from ``track``, this one's. This one
        is not changed: its dicts are copied (an ``ends`` entry when touched)."""
        new = object.__new__(Network)
        # a link's start is its first segment in board order: found by bisection, the others kept in place
        new.links, new.starts = links_, starts_ = self.links.copy(), self.starts.copy()
        for link in gone:
            i = bisect_left(starts_, min(link.segments))
            if i == len(starts_) or links_[i] is not link:  # not where its start says: look it up
                i = next(j for j, other in enumerate(links_) if other is link)
            del links_[i], starts_[i]
        for st, link in zip(starts, links, strict=True):
            i = bisect_left(starts_, st)
            starts_.insert(i, st)
            links_.insert(i, link)
        new.of, new.loose, new.open_links = self.of.copy(), self.loose.copy(), self.open_links.copy()
        new.owned, new.ends = self.owned.copy(), self.ends.copy()
        new._towns = {}
        nbr = board.nbr
        copied: set[int] = set()  # the hexes whose ``ends`` entry is the new one's own already
        loose_ends: list[tuple[int, int]] = []  # the loose ends of the links gone and new, in that order
        for link in gone:
            new._take(nbr, link, copied, loose_ends)
        for link in links:
            new._put(nbr, link, copied, loose_ends)
        # this one's loose ends and kept towns name it, not this one: no chain of networks is kept
        new.delta = (self.loose, track, changed, loose_ends, self._towns, gone, links)
        return new

    def towns_of(self, seat: int, towns: Container[int]) -> frozenset[int]:
        """The towns where ``seat`` owns a link ending (1.7.3 'a town where you already have track'), ``towns``
        being the map's (``MapData.town_at``: every caller passes the same); kept, a network never changes once
        made. A city is left out: track may start from any city, whoever holds a link there."""
        hit = self._towns.get(seat)
        if hit is None:
            delta = self.delta
            was = delta[4].get(seat) if delta is not None else None
            if was is not None:  # the parent's, less the towns of the links gone, with those of the links new
                lost = _towns_of(delta[5], seat, towns)
                got = _towns_of(delta[6], seat, towns)
                if lost <= got:  # every town a gone link ended at, a new one ends at: none is lost
                    hit = was | got if got else was
            if hit is None:
                hit = frozenset(_towns_of(self.links, seat, towns))
            self._towns[seat] = hit
        return hit

    def link_at(self, h: int, k: int) -> Link:
        return self.of[(h, k)]


def _towns_of(links: list[Link], seat: int, towns: Container[int]) -> set[int]:
    """The towns where one of ``links`` that ``seat`` owns ends."""
    return {end for link in links if link.owner == seat for end in (link.a, link.b) if end in towns}


def _walk(board: MapData, s: SteamState, h: int, e: int, seen: set) -> tuple[list[tuple[int, int]], int, tuple]:
    """Follow track out of hex ``h`` through exit ``e``: segments passed, stop reached (-1), open end."""
    segs: list[tuple[int, int]] = []
    nbr = board.nbr
    track = s.track
    while True:
        n = nbr[h][e]
        if n < 0:
            return segs, -1, (h, e)
        if n in board.city_at or n in s.new_city:
            return segs, n, None
        t = track.get(n)
        if t is None:
            return segs, -1, (h, e)
        through = PATH_AT[(t[0], t[1], n in board.town_at)][(e + 3) % 6]
        if through is None:
            return segs, -1, (h, e)
        k, other = through
        if (n, k) in seen:
            return segs, -1, (h, e)
        seen.add((n, k))
        segs.append((n, k))
        if other == TOWN:
            return segs, n, None
        h, e = n, other


def network(board: MapData, s: SteamState, changed: tuple[dict, tuple[int, ...]] | None = None) -> Network:
    """The links of ``s`` (cached on the state while its track dict is unchanged).

    A state copied from one whose links are known (the cache travels with ``copy``) walks again only
    the links that touch a changed hex; the result is the one a full walk gives, in the same order.
    ``changed``: (the track dict the state's new one was copied from, the hexes given other tiles in the
    copy), from a caller that knows (a placement); where the cached links are for that dict, only those hexes
    are looked at, not the whole track.
    """
    cached = s.__dict__.get("_net")
    if cached is not None and cached[0] is s.track and cached[1] is s.new_city:
        return cached[2]
    net = None
    if cached is not None and cached[1] is s.new_city:
        hexes = None
        if changed is not None and changed[0] is cached[0]:
            hexes = list(changed[1])
        net = _relink(board, s, cached[0], cached[2], hexes)
    elif cached is not None:  # a New City placed (or taken back): the links that reach its hex are walked again
        was = cached[1]
        cities = [h for h in was.keys() | s.new_city.keys() if was.get(h) != s.new_city.get(h)]
        net = _relink(board, s, cached[0], cached[2], None, cities)
    if net is None:
        links, starts = _links_from(board, s, sorted((h, k) for h in s.track for k in range(_paths(board, s, h))))
        net = Network(board, links, starts)
    # the track dict itself, not a copy: a state's dicts are never changed in place (``GameState``: copy on write)
    s.__dict__["_net"] = (s.track, s.new_city, net)
    return net


def _paths(board: MapData, s: SteamState, h: int) -> int:
    tile, rot, _ = s.track[h]
    return len(placed_paths(tile, rot, h in board.town_at))


def _links_from(
    board: MapData, s: SteamState, segments: list[tuple[int, int]]
) -> tuple[list[Link], list[tuple[int, int]]]:
    """The links through ``segments`` (sorted; every segment of each such link among them), each walked
    from its first segment in board order, and those first segments."""
    links: list[Link] = []
    starts: list[tuple[int, int]] = []
    done: set[tuple[int, int]] = set()
    track = s.track
    for h, k in segments:
        if (h, k) in done:
            continue
        tile, rot, owners = track[h]
        x, y = placed_paths(tile, rot, h in board.town_at)[k]
        seen = {(h, k)}
        if y == TOWN:
            back, a, open_a = [], h, None
            fwd, b, open_b = _walk(board, s, h, x, seen)
        else:
            back, a, open_a = _walk(board, s, h, x, seen)
            fwd, b, open_b = _walk(board, s, h, y, seen)
        segs = tuple([*reversed(back), (h, k), *fwd])
        links.append(_new_link(segs, a, b, open_a, open_b, owners[k]))
        starts.append((h, k))
        done.update(segs)
    return links, starts


#: Above this many changed hexes a full walk is as quick as finding what changed.
_RELINK_LIMIT = 12


def _relink(
    board: MapData,
    s: SteamState,
    old_track: dict,
    old: Network,
    changed: list[int] | None = None,
    cities: list[int] | None = None,
) -> Network | None:
    """The links of ``s`` from those of an older track: where only owners changed, the same links with their
    new owners (``_reowned``); else links touching a changed hex (a segment on it, or a loose end pointing
    into it) are walked again, the others kept. None: walk everything. ``changed``: the hexes given other
    tiles, when the caller knows them (a placement; else the tracks are compared). ``cities``: the hexes that
    became a city or stopped being one since ``old`` (New Cities): a walk now stops there, so they count as
    changed (every link that reached one had a segment on it or a loose end pointing into it)."""
    track = s.track
    if changed is None:
        changed = [h for h, b in track.items() if old_track.get(h) is not b and old_track.get(h) != b]
        if len(old_track) > len(track) - len(changed):  # some hex may have lost its tile
            changed += [h for h in old_track if h not in track]
        if not cities:
            if not changed:
                return old
            reowned = _reowned(board, track, old_track, changed, old)
            if reowned is not None:
                return reowned
    if cities:
        changed = changed + [h for h in cities if h not in changed]
    if len(changed) > _RELINK_LIMIT:
        return None
    if len(changed) == 1 and not cities:
        grown = _grown(board, s, old_track, old, changed[0])
        if grown is not None:
            return grown
    nbr = board.nbr
    gone: dict[int, Link] = {}
    for h in changed:
        was = old_track.get(h)
        if was is not None:
            for k in range(len(placed_paths(was[0], was[1], h in board.town_at))):
                link = old.of[(h, k)]
                gone[id(link)] = link
        for e in old.ends.get(h, ()):
            link = old.open_links[(nbr[h][e], (e + 3) % 6)]
            gone[id(link)] = link
    moved = set(changed)
    again = [seg for link in gone.values() for seg in link.segments if seg[0] not in moved]
    for h in changed:
        if h in track:
            again.extend([(h, k) for k in range(_paths(board, s, h))])
    links, starts = _links_from(board, s, sorted(again))
    return old.updated(board, list(gone.values()), links, starts, old_track, changed)


def _grown(board: MapData, s: SteamState, old_track: dict, old: Network, h: int) -> Network | None:
    """``_relink`` for the placements most turns make: a simple tile laid on an empty hex that is not a town, or a
    town tile on a town without one, where every loose end that enters the hex meets an exit of the tile (each
    link once; a simple tile meets at most one) and no exit meets other track. Each new link is a link the tile
    extends with the tile's path at its end, or the path alone, put together as the full walk lays out its
    segments (from its first segment in board order, through that segment's first exit back and its second
    forward); None for any other change (``_relink`` walks the links again)."""
    track = s.track
    tile = track.get(h)
    if tile is None or h in old_track:
        return None
    town = h in board.town_at
    if town and h in s.new_city:
        return None
    paths = placed_paths(tile[0], tile[1], town)
    if not town and len(paths) != 1:
        return None
    into = old.ends.get(h) or {}
    exits = [p[0] for p in paths] if town else list(paths[0])
    if len(into) > (len(exits) if town else 1) or any(e not in exits for e in into):
        return None
    nbr = board.nbr
    past: dict[int, tuple[int, tuple[int, int] | None]] = {}  # each exit no loose end enters: what it leads to
    for e in exits:
        if e in into:
            continue
        n = nbr[h][e]
        if n >= 0 and (n in board.city_at or n in s.new_city):
            past[e] = (n, None)
            continue
        there = track.get(n) if n >= 0 else None
        if there is not None and PATH_AT[(there[0], there[1], n in board.town_at)][(e + 3) % 6] is not None:
            return None  # it joins track there
        past[e] = (-1, (h, e))
    if not town:
        x, y = exits
        if not into:
            (a, open_a), (b, open_b) = past[x], past[y]
            link = _new_link(((h, 0),), a, b, open_a, open_b, tile[2][0])
            return old.updated(board, [], [link], [(h, 0)], old_track, [h])
        (e_in,) = into
        far = past[y] if e_in == x else past[x]
        made = _extended(board, track, old, h, e_in, (h, 0), far, e_in == x, tile[2][0])
        if made is None:
            return None
        return old.updated(board, [made[0]], [made[1]], [made[2]], old_track, [h])
    gone, new = [], []
    for k, e in enumerate(exits):  # a town tile's path k runs from exit e to the town: the town is its far end
        if e in into:
            made = _extended(board, track, old, h, e, (h, k), (h, None), False, tile[2][k], town=True)
            if made is None or any(made[0] is other for other in gone):
                return None
            gone.append(made[0])
            new.append((made[2], made[1]))
        else:
            new.append(((h, k), _new_link(((h, k),), h, past[e][0], None, past[e][1], tile[2][k])))
    new.sort(key=lambda pair: pair[0])
    return old.updated(board, gone, [link for _, link in new], [st for st, _ in new], old_track, [h])


def _extended(
    board: MapData,
    track: dict,
    old: Network,
    h: int,
    e_in: int,
    seg: tuple[int, int],
    far: tuple[int, tuple[int, int] | None],
    back_in: bool,
    owner: int,
    town: bool = False,
) -> tuple[Link, Link, tuple[int, int]] | None:
    """(the link whose loose end enters hex ``h`` through its edge ``e_in``, that link with the new segment
    ``seg`` at that end, the new link's first segment in board order). ``far``: (stop, open end) past the
    segment; ``back_in``: the link is met through the segment's first exit (else its second); ``owner``: the
    segment's. On a town (``town``) the segment's first exit meets the link and the town ends it: walked from
    the segment, the town is its a end."""
    loose = (board.nbr[h][e_in], (e_in + 3) % 6)
    was = old.open_links[loose]
    at_b = was.open_b == loose  # the link enters the tile from its b end (else from its a end)
    if at_b and was.open_a is not None and board.nbr[was.open_a[0]][was.open_a[1]] == h:
        return None  # both its ends enter the hex
    if not at_b and was.open_b is not None and board.nbr[was.open_b[0]][was.open_b[1]] == h:
        return None
    start = min(was.segments)
    if start < seg:  # walked from the same first segment: the tile's path goes on at the end it extends
        first = track[start[0]][2][start[1]]
        if at_b:
            return was, _new_link((*was.segments, seg), was.a, far[0], was.open_a, far[1], first), start
        return was, _new_link((seg, *was.segments), far[0], was.b, far[1], was.open_b, first), start
    # walked from the tile's path: back through its first exit, forward through its second
    toward = was.segments if at_b else tuple(reversed(was.segments))  # from the link's far end to the tile
    stop, open_end = (was.a, was.open_a) if at_b else (was.b, was.open_b)
    if back_in:
        return was, _new_link((*toward, seg), stop, far[0], open_end, far[1], owner), seg
    return was, _new_link((seg, *reversed(toward)), far[0], stop, far[1], open_end, owner), seg


def _reowned(board: MapData, track: dict, old_track: dict, changed: list[int], old: Network) -> Network | None:
    """The links of ``track`` where only owners changed since ``old_track`` (a link taken over, 1.7.3; its
    owner's disc taken off at the end of a build turn, 1.7.4, or at a bankruptcy, 1.9): the same links with
    their new owners, nothing walked again. None when a tile changed, or a link's segments no longer share
    one owner (then the links are walked)."""
    hit: dict[int, Link] = {}
    for h in changed:
        a, b = old_track.get(h), track.get(h)
        if a is None or b is None or a[0] != b[0] or a[1] != b[1]:
            return None
        for k, (was, now) in enumerate(zip(a[2], b[2], strict=True)):
            if was != now:
                link = old.of[(h, k)]
                hit[id(link)] = link
    gone = list(hit.values())
    links = []
    for link in gone:
        first, k = link.segments[0]
        owner = track[first][2][k]
        if any(track[h][2][k] != owner for h, k in link.segments):
            return None
        links.append(_new_link(link.segments, link.a, link.b, link.open_a, link.open_b, owner))
    return old.updated(board, gone, links, [min(link.segments) for link in links], old_track, changed)


def set_owner(s: SteamState, segments: Iterable[tuple[int, int]], owner: int) -> list[int]:
    """Give every segment of a link (or of several) to ``owner`` (copy on write of ``s.track``, one copy);
    returns the hexes whose owners changed."""
    track = dict(s.track)
    changed: list[int] = []
    for h, k in segments:
        tile, rot, owners = track[h]
        if owners[k] != owner:
            o = list(owners)
            o[k] = owner
            track[h] = (tile, rot, tuple(o))
            if h not in changed:
                changed.append(h)
    s.track = track
    return changed


def abandon_unfinished(board: MapData, s: SteamState, seat: int) -> list[Link]:
    """1.7.4: at the end of a build turn, the seat's unfinished links not extended this turn become unowned."""
    net = network(board, s)
    touched = set(s.touched)
    lost = [
        link for link in net.links if link.owner == seat and not link.complete and touched.isdisjoint(link.segments)
    ]
    if lost:
        before = s.track
        changed = set_owner(s, [seg for link in lost for seg in link.segments], NOBODY)
        # the same links, unowned: the network is made from this one's at once (nothing compared or walked again)
        unowned = [_new_link(x.segments, x.a, x.b, x.open_a, x.open_b, NOBODY) for x in lost]
        starts = [min(x.segments) for x in unowned]
        s.__dict__["_net"] = (s.track, s.new_city, net.updated(board, lost, unowned, starts, before, changed))
    return lost


def owned_links(board: MapData, s: SteamState, seat: int) -> list[Link]:
    return [link for link in network(board, s).links if link.owner == seat]


def town_has_track_of(board: MapData, s: SteamState, town: int, seat: int, net: Network | None = None) -> bool:
    """Whether ``seat`` owns a link ending at this town (1.7.3 'a town where you already have track'); ``net``:
    the state's network, when the caller has it."""
    return town in (net or network(board, s)).towns_of(seat, board.town_at)


def exit_dir(board: MapData, h: int, n: int) -> int | None:
    for d in range(6):
        if board.nbr[h][d] == n:
            return d
    return None


__all__ = [
    "Link",
    "Network",
    "abandon_unfinished",
    "exit_dir",
    "is_city",
    "is_town",
    "network",
    "opposite",
    "owned_links",
    "paths_at",
    "set_owner",
    "town_has_track_of",
]
