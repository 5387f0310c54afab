"""The legal placements of a build turn (1.7), listed per hex and kept between calls.

A build turn may lay a tile on any of 100-odd hexes in 100-200 ways, and one
placement changes only a few hexes' possibilities. So the listing is split in
two. The *shapes* of a hex are the placements the track rules of 1.7.3 allow
there (``rules/steam/shapes.py``): they depend only on the
track, the New Cities, the hexes placed this turn and the seat, and are kept per
seat in a ``_Listing`` stored on the state; a later state re-derives only the hexes
that its changes can reach (``_dirty``) and shares every other hex's shapes
(copy on write: a listing is never changed once made, a derived one is new).
The *supplies* (tiles and town discs left, ownership discs, the map's refusal,
money) are checked on every call (``rules/steam/supplies.py``).

``placement_list`` is the full list in board order (what ``legal_actions``
shows), as a ``BuildList`` that makes each action only when it is read
(``legal_placements`` the same as a plain list); ``placements_at`` and
``build_hexes`` answer for one hex, or give the
hexes a tile fits, without listing the map. ``listed`` finds the listed
placement an action names, so ``apply`` need not evaluate it again; an action
not listed is evaluated in full by ``build.evaluate``, which gives the reason.
"""

from __future__ import annotations

from bisect import bisect_left

from rules.core import Action
from rules.steam import constants as K
from rules.steam.build import Placement
from rules.steam.build_list import BuildList
from rules.steam.maps import MapRules
from rules.steam.prices import _UNKEYED, _pricing_key
from rules.steam.shapes import _hex_entry
from rules.steam.state import NOBODY, SteamState
from rules.steam.supplies import Flat, _allowed, _owned, _Supplies, flat_allowed
from rules.steam.templates import HexShapes, _reseat
from rules.steam.track import Network, is_city, network


def candidate_hexes(m: MapRules, s: SteamState) -> list[int]:
    """Hexes where some placement might be legal: track, towns, and empty hexes next to a stop or track."""
    board = m.board
    cand: set[int] = set(s.track)
    cand.update(board.town_at)
    anchors = list(s.track) + list(board.city_at) + list(s.new_city)
    for h in anchors:
        for n in board.nbr[h]:
            if n >= 0:
                cand.add(n)
    return sorted(h for h in cand if not is_city(board, s, h))


# -- the listing kept on the state --------------------------------------------------------------------


class _Listing:
    """One seat's shapes on every hex, for one track, New Cities and placed-this-turn (never changed once made)."""

    __slots__ = ("_flat", "hexes", "net", "new_city", "order", "picks", "placed", "seat", "towns", "track")

    def __init__(
        self,
        m: MapRules,
        s: SteamState,
        seat: int,
        net: Network,
        hexes: dict[int, HexShapes],
        order: list[int] | None = None,
    ) -> None:
        """``order``: ``hexes``' keys sorted, when the caller has them (a derived listing with the same hexes)."""
        self.seat = seat
        # the dicts themselves, compared by identity: a state's dicts are never changed in place (``GameState``)
        self.track = s.track
        self.new_city = s.new_city
        self.placed = s.placed
        self.net = net
        self.towns = _towns_of(m, net, seat)
        self.hexes = hexes
        self.order = sorted(hexes) if order is None else order
        self._flat: dict[frozenset[int], Flat] | None = None
        self.picks: Picks | None = None  # the latest listing's own (``placement_list``)

    def __getstate__(self) -> tuple[None, dict]:
        """Pickled without its Flats (made again when asked; a Flat's prices point into the map's memos)."""
        state = {name: getattr(self, name) for name in self.__slots__}
        state["_flat"] = state["picks"] = None
        return None, state

    def flat(self, refused: frozenset[int] = frozenset()) -> Flat:
        """The shapes of every hex end to end, in list order, less the hexes ``refused`` (made on first use,
        kept per such set)."""
        kept = self._flat
        if kept is None:
            kept = self._flat = {}
        flat = kept.get(refused)
        if flat is None:
            order = self.order
            seen = list(map(self.hexes.__getitem__, order))
            if refused:  # a few hexes (``placement_list``), taken out where they stand (the order is sorted)
                for i in sorted((bisect_left(order, h) for h in refused), reverse=True):
                    del seen[i]
            flat = kept[refused] = Flat(seen)
        return flat

    def valid_for(self, s: SteamState) -> bool:
        return self.track is s.track and self.new_city is s.new_city and self.placed == s.placed


def _towns_of(m: MapRules, net: Network, seat: int) -> frozenset[int]:
    """Towns where ``seat`` owns a link ending (1.7.3 'a town where you already have track')."""
    return net.towns_of(seat, m.board.town_at)


def _fresh(m: MapRules, s: SteamState, seat: int) -> _Listing:
    hexes = {}
    for h in candidate_hexes(m, s):
        entry = _hex_entry(m, s, seat, h)
        if entry is not None:
            hexes[h] = entry
    return _Listing(m, s, seat, network(m.board, s), hexes)


def _empty_board(m: MapRules, seat: int, s: SteamState | None = None) -> _Listing | None:
    """``seat``'s listing of the map with no track and no New City yet: the same in every game on the map,
    so it is worked out once per seat (from ``s``, such a state, or another seat's, reseated) and kept.
    None when neither is at hand."""
    kept = m.__dict__.setdefault("_empty_board_listings", {})
    first = kept.get(seat)
    if first is None:
        other = next(iter(kept.values()), None)
        if other is None:
            if s is None:
                return None
            first = _fresh(m, s, seat)
        else:  # with no track, nothing reads the seat: another seat's shapes, reseated
            first = object.__new__(_Listing)
            for name in _Listing.__slots__:
                setattr(first, name, getattr(other, name))
            first.seat, first._flat, first.picks = seat, None, None
            first.hexes = {h: _reseat(m, hs, seat) for h, hs in other.hexes.items()}
        kept[seat] = first
    return first


def _on_empty_board(m: MapRules, s: SteamState, seat: int) -> _Listing:
    """The listing of a state with no track and no New City yet: the map's (``_empty_board``), its shapes
    shared, never changed."""
    first = _empty_board(m, seat, s)
    new = object.__new__(_Listing)
    for name in _Listing.__slots__:
        setattr(new, name, getattr(first, name))
    new.track, new.new_city, new.placed, new.picks = s.track, s.new_city, s.placed, None
    new.net = network(m.board, s)
    return new


def listing(m: MapRules, s: SteamState, seat: int) -> _Listing:
    """``seat``'s listing for ``s``: the one kept on the state, else one derived from it, kept in its place."""
    kept = s.__dict__.get("_listing")
    old = kept.get(seat) if kept else None
    if old is not None and old.valid_for(s):
        return old
    own = old
    if kept:  # the latest listing, this seat's or another's (most hexes read no seat): the fewest changes
        old = next(reversed(kept.values()))
    if old is not None:
        if own is None and old.seat != seat:  # no listing of its own yet: the map's empty board is one
            own = _empty_board(m, seat)
        new = _derive(m, s, seat, old, own if own is not old else None)
    elif s.track or s.new_city or s.placed:
        new = _fresh(m, s, seat)
    else:
        new = _on_empty_board(m, s, seat)
    listings = dict(kept) if kept else {}
    listings.pop(seat, None)  # this seat's comes last: the latest
    listings[seat] = new
    s.__dict__["_listing"] = listings
    return new


def _derive(m: MapRules, s: SteamState, seat: int, old: _Listing, own: _Listing | None = None) -> _Listing:
    """A listing for ``s`` from an older one (this seat's, or another's): only the hexes a change can
    reach, or where the seat matters, are evaluated again; every other hex's shapes are shared.

    ``own``: where ``old`` is another seat's, this seat's own older listing, if one is kept (from its last
    build turn). A seat's turn starts from the listing of the seat before it, which differs from its own
    on every hex that reads the seat; its own listing differs only where the track changed since. A hex
    that neither set of changes reaches is taken from its own listing as it is, one that only the changes
    since its own reach from the other seat's, and only a hex both reach is evaluated again."""
    net = network(m.board, s)
    # from another seat's listing, the towns the two seats differ by are added below (they hold those that changed)
    dirty = _dirty(m, s, seat, old, net, old.seat == seat)
    if old.seat == seat:
        hexes, base, moved = dict(old.hexes), old, dirty
    else:
        # what reads the seat: the towns where one of the two seats has track and the other not (may it
        # build on from there, take unowned track over that leads from there), and the loose ends of
        # either seat (its own link to extend, or another's to keep off) or unowned ones from such a town
        nbr = m.board.nbr
        mine = _towns_of(m, net, seat)
        differ = (old.towns ^ mine) | (_towns_of(m, net, old.seat) ^ mine)
        dirty.update(differ)
        seats = (old.seat, seat)
        for loose in (old.net.loose, net.loose):
            for (h, e), (owner, far) in loose.items():
                if owner in seats or (owner == NOBODY and far in differ):
                    dirty.add(h)
                    dirty.add(nbr[h][e])
        dirty.discard(-1)
        if own is None:
            hexes = {h: _reseat(m, hs, seat) for h, hs in old.hexes.items() if h not in dirty}
            base, moved = old, dirty
        else:
            mine_dirty = _dirty(m, s, seat, own, net)
            hexes = dict(own.hexes)
            for h in mine_dirty - dirty:  # changed since its own listing, the same as in the other seat's
                hs = old.hexes.get(h)
                if hs is not None:
                    hexes[h] = _reseat(m, hs, seat)
                else:
                    hexes.pop(h, None)
            base, moved = own, mine_dirty
            dirty &= mine_dirty
    for h in dirty:
        entry = _hex_entry(m, s, seat, h, net)
        if entry is not None:
            hexes[h] = entry
        else:
            hexes.pop(h, None)
    was = base.hexes  # the same hexes as ``base`` (as many, none new): its order holds
    same = len(hexes) == len(was) and all(h in was for h in moved if h in hexes)
    return _Listing(m, s, seat, net, hexes, base.order if same else None)


def _dirty(m: MapRules, s: SteamState, seat: int, old: _Listing, net: Network, towns: bool = True) -> set[int]:
    """The hexes whose shapes may differ between ``old``'s state and ``s`` (``towns`` False: leaving out what the
    towns where the seat has track change, for a caller that adds it itself).

    A hex's shapes read (``_hex_entry``'s key): its own tile and rotation (not its owners), whether it is
    a city (New Cities), whether it was placed this turn, what each edge meets (a neighbour's New City,
    or a loose end entering it, with its owner and far stop: ``Network.ends``, the same records as
    ``Network.loose`` seen from the other side), the loose ends leaving its own tile, and the towns where
    the seat has track: a town's own upgrade reads its own, unowned track reads the one at its far end
    (may the seat take it over). So: hexes whose tile changed, hexes placed or freed, both hexes of every
    loose end that changed, the towns the seat gained or lost with both hexes of every unowned loose end
    leading from one, and the New Cities placed or gone with their neighbours and both hexes of every
    loose end leading from one (its far stop became a city).
    """
    nbr = m.board.nbr
    dirty: set[int] = set()
    t0, n0, t1 = old.track, old.new_city, s.track
    # where ``net`` was made from ``old``'s network, it names the hexes and loose ends that changed since
    delta = net.delta
    if delta is not None and (delta[0] is not old.net.loose or delta[1] is not t0):
        delta = None
    if t0 is not t1:
        if delta is not None:
            for h in delta[2]:
                a, b = t0.get(h), t1.get(h)
                if a is not b and (a is None or b is None or a[0] != b[0] or a[1] != b[1]):
                    dirty.add(h)
        else:
            for h, b in t1.items():
                a = t0.get(h)
                if a is not b and (a is None or a[0] != b[0] or a[1] != b[1]):
                    dirty.add(h)
            if len(t0) > len(t1) - len(dirty):  # some hex lost its tile (a New City)
                dirty.update(h for h in t0 if h not in t1)
    cities: set[int] = set()
    if n0 is not s.new_city and n0 != s.new_city:
        n1 = s.new_city
        cities = {h for h in n0.keys() | n1.keys() if n0.get(h) != n1.get(h)}
        for h in cities:
            dirty.add(h)
            dirty.update(nbr[h])
    if old.placed != s.placed:
        dirty.update(set(old.placed) ^ set(s.placed))
    l0, l1 = old.net.loose, net.loose
    if l0 is not l1 and delta is not None:
        for key in delta[3]:
            if l0.get(key) != l1.get(key):
                dirty.add(key[0])
                dirty.add(nbr[key[0]][key[1]])
    elif l0 is not l1:
        for key, b in l1.items():
            a = l0.get(key)
            if a is not b and a != b:
                dirty.add(key[0])
                dirty.add(nbr[key[0]][key[1]])
        for key in l0:
            if key not in l1:
                dirty.add(key[0])
                dirty.add(nbr[key[0]][key[1]])
    changed_towns = _towns_of(m, net, seat) ^ old.towns if towns else None
    if cities or changed_towns:
        # unowned track may be taken over from any city: only the towns gained or lost change what it reads
        if changed_towns:
            dirty.update(changed_towns)
        else:
            changed_towns = ()
        for loose in (l0, l1):
            for (h, e), (owner, far) in loose.items():
                if far in cities or (owner == NOBODY and far in changed_towns):
                    dirty.add(h)
                    dirty.add(nbr[h][e])
    dirty.discard(-1)
    return dirty


def _open(m: MapRules, s: SteamState, seat: int) -> bool:
    return s.builds < m.max_placements(s, seat)


def legal_placements(m: MapRules, s: SteamState, seat: int) -> list[Action]:
    """Every legal placement for ``seat`` now as ``build`` actions, distinct results only, in board order."""
    return placement_list(m, s, seat).as_list()


def placement_list(m: MapRules, s: SteamState, seat: int, tail: list[Action] | None = None) -> BuildList:
    """``legal_placements`` then ``tail``, as a ``BuildList``: counted now, its actions made when read."""
    if not _open(m, s, seat):
        return BuildList(None, None, tail or [])
    lst = listing(m, s, seat)
    restricted = m.restricted_hexes
    if restricted:  # the hexes the map restricts, asked now (each listing keeps its Flat per refused set)
        hexes = lst.hexes  # (a few restricted hexes against a hundred-odd listed: asked from their side)
        refused = frozenset([h for h in restricted if h in hexes and m.hex_refusal(s, seat, h)])
        flat = lst.flat(refused)
    else:
        flat = lst.flat()
    sup = _Supplies(m, s, seat, lst.net)
    flat, index = flat_allowed(m, s, seat, flat, sup)
    picks = lst.picks = Picks(sup) if sup.key is not _UNKEYED else None
    return BuildList(flat, index, tail or [], picks)


class Picks:
    """The entry a ``BuildList`` made alone last (the one a random player or a playout picks), with the supplies
    its listing allowed it by: ``listed`` then finds the placement of that action, when the supplies are still
    the same, without looking the action up again."""

    __slots__ = ("last", "sig")

    def __init__(self, sup: _Supplies) -> None:
        self.sig = (sup.cash, sup.left, sup.discs, sup.room, sup.key)
        #: (the action, its hex's shapes, its place among them), set in one step: a hint's search may read the same
        #: listing in another thread while the player's move is applied
        self.last: tuple[Action, HexShapes, int] | None = None

    def note(self, action: Action, hs: HexShapes, i: int) -> None:
        self.last = (action, hs, i)

    def placement(self, m: MapRules, s: SteamState, seat: int, action: Action, net: Network) -> Placement | None:
        """The placement of ``action`` if it is the entry noted and ``s``'s supplies are the ones it was allowed
        by (and its hex is not refused now), else None."""
        last = self.last
        if last is None or action is not last[0]:
            return None
        hs = last[1]
        cash, left, discs, room, key = self.sig
        if (
            s.cash[seat] != cash
            or s.discs_left != discs
            or s.tiles_left != left
            or K.OWNER_DISCS - _owned(m, s, seat, net) != room
            or _pricing_key(m, s, seat) is not key
            or (hs.restricted and m.hex_refusal(s, seat, hs.h))
        ):
            return None
        return hs.placement(last[2])


def listed(m: MapRules, s: SteamState, action: Action) -> Placement | None:
    """The Placement of a build action that ``legal_placements`` lists now, or None if it lists no such action.

    One dict lookup on the kept listing, then the supplies: what the full ``evaluate`` would have found.
    """
    seat = action.seat
    name = action.get("hex")
    if not isinstance(name, str) or not _open(m, s, seat):
        return None
    lst = listing(m, s, seat)
    if lst.picks is not None:
        found = lst.picks.placement(m, s, seat, action, lst.net)
        if found is not None:
            return found
    h = m.board.hex_of(name)
    hs = lst.hexes.get(h) if h is not None else None
    if hs is None:
        return None
    i = hs.template.by_key.get((action.get("tile"), action.get("rot")))
    listed_action = hs.action_at(i) if i is not None else None
    if listed_action is not action and listed_action != action:  # the listed action, with its parameters' types
        return None
    if hs.restricted and m.hex_refusal(s, seat, h):
        return None
    return hs.placement(i) if _Supplies(m, s, seat, lst.net).allows(m, s, seat, hs, i) else None


def placements_on(m: MapRules, s: SteamState, seat: int, h: int, tile: str | None = None) -> list[Action]:
    """The legal placements on one hex (of one tile if given), in ``legal_placements`` order."""
    if not _open(m, s, seat):
        return []
    lst = listing(m, s, seat)
    hs = lst.hexes.get(h)
    if hs is None:
        return []
    acts = _allowed(m, s, seat, hs, _Supplies(m, s, seat, lst.net))
    return [a for a in acts if tile is None or a.params[1][1] == tile]


def hexes_with_placements(m: MapRules, s: SteamState, seat: int, tile: str | None = None) -> list[int]:
    """Hexes (board order) with a legal placement for ``seat`` now (of ``tile`` if given)."""
    if not _open(m, s, seat):
        return []
    lst = listing(m, s, seat)
    sup = _Supplies(m, s, seat, lst.net)
    out = []
    for h in lst.order:
        acts = _allowed(m, s, seat, lst.hexes[h], sup)
        if acts and (tile is None or any(a.params[1][1] == tile for a in acts)):
            out.append(h)
    return out


__all__ = [
    "candidate_hexes",
    "hexes_with_placements",
    "legal_placements",
    "listed",
    "listing",
    "placement_list",
    "placements_on",
]
