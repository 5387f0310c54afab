"""Links and the network of a state's track (reference 1.7.4): what ``track.network`` hands out.

A *segment* is one path of one placed tile, named (hex, path index). A *link*
is the chain of segments between two consecutive stops (cities or towns); an
end that reaches no stop is *open* and the link is unfinished. Every segment
of a link has the same owner (one ownership disc per link, 1.7.4). A link is
walked from its first segment in board order, back through that segment's
first exit and forward through its second (``_links_from``), so the same track
always lays out the same links.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Container
from dataclasses import dataclass

from rules.steam.mapdata import MapData
from rules.steam.state import SteamState
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
