"""Track on the board: links, ownership, and what a placement does (reference 1.7).

The links of a state (``links.Network``) are computed from ``state.track`` once and cached on the
state, keyed by the identity of the track and new-city dicts (every change replaces them); a state
copied from one whose links are known has them made from those (``relink``).
"""

from __future__ import annotations

from collections.abc import Iterable

from rules.steam.hexgrid import opposite
from rules.steam.links import Link, Network, _links_from, _new_link, _paths, is_city, is_town, paths_at
from rules.steam.mapdata import MapData
from rules.steam.relink import _relink
from rules.steam.state import NOBODY, SteamState


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
