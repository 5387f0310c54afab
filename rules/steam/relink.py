"""A network made from its parent's after a change of track (``track.network``): only the links the change
touches are walked again, or put together without a walk where a tile only extends them, in the full walk's
order; where only owners changed, the same links with their new owners."""

from __future__ import annotations

from rules.steam.links import Link, Network, _links_from, _new_link, _paths
from rules.steam.mapdata import MapData
from rules.steam.state import SteamState
from rules.steam.tiles import PATH_AT, placed_paths

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
            made = _extended(board, track, old, h, e, (h, k), (h, None), False, tile[2][k])
            if made is None:
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
) -> tuple[Link, Link, tuple[int, int]] | None:
    """(the link whose loose end enters hex ``h`` through its edge ``e_in``, that link with the new segment
    ``seg`` at that end, the new link's first segment in board order). ``far``: (stop, open end) past the
    segment; ``back_in``: the link is met through the segment's first exit (else its second); ``owner``: the
    segment's. A town tile's path meets the link through its only exit and the town ends it (``far`` is the
    town, ``back_in`` False: walked from the path, the town is its a end). None where both of the link's ends
    enter the hex."""
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
