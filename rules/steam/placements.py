"""The legal placements of a build turn (1.7), listed per hex and kept between calls.

A build turn may lay a tile on any of 100-odd hexes in 100-200 ways, and one
placement changes only a few hexes' possibilities. So the listing is split in
two. The *shapes* of a hex are the placements the track rules of 1.7.3 allow
there (``build._evaluate_at`` with ``resources=False``): they depend only on the
track, the New Cities, the hexes placed this turn and the seat, and are kept per
seat in a ``_Listing`` stored on the state; a later state re-derives only the hexes
that its changes can reach (``_dirty``) and shares every other hex's shapes
(copy on write: a listing is never changed once made, a derived one is new).
The *supplies* (tiles and town discs left, ownership discs, the map's refusal,
money) are checked on every call, for a whole hex at once where nothing is short.

``legal_placements`` is the full list in board order (what ``legal_actions``
shows); ``placements_at`` and ``build_hexes`` answer for one hex, or give the
hexes a tile fits, without listing the map. ``listed`` finds the listed
placement an action names, so ``apply`` need not evaluate it again; an action
not listed is evaluated in full by ``build.evaluate``, which gives the reason.
"""

from __future__ import annotations

from typing import NamedTuple

from rules.core import Action
from rules.steam import constants as K
from rules.steam.build import (
    _ANCHORS,
    _BAD,
    _FOREIGN,
    Placement,
    _evaluate_at,
    _hex_problem,
    _HexContext,
    _unowned_end,
    build_action,
)
from rules.steam.maps import MapRules
from rules.steam.state import NOBODY, SteamState
from rules.steam.tiles import BY_ID, DISTINCT_ROTS, INDEX, SIMPLE, TILES, TOWN, TOWN_TILE, needs_disc, placed_paths
from rules.steam.track import Network, is_city, is_town, network, town_has_track_of


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


def _mask(exits) -> int:
    m = 0
    for e in exits:
        if e != TOWN:
            m |= 1 << e
    return m


#: Every distinct (tile, rotation) with the exit mask of each path, for ordinary and for town hexes.
_TRACK_ORIENTS = tuple(
    (tt.id, INDEX[tt.id], rot, tuple(_mask(p) for p in placed_paths(tt.id, rot, False)))
    for tt in TILES
    if tt.cls != TOWN_TILE
    for rot in DISTINCT_ROTS[(tt.id, False)]
)
_TOWN_ORIENTS = tuple(
    (tt.id, INDEX[tt.id], rot, _mask(e for p in placed_paths(tt.id, rot, True) for e in p))
    for tt in TILES
    for rot in DISTINCT_ROTS[(tt.id, True)]
)


_ORIENT_CACHE: dict[tuple[int, int, int, int], tuple[tuple[str, int, int], ...]] = {}


def _orients(bad: int, good: int, old_mask: int, loose: int = 0) -> tuple[tuple[str, int, int], ...]:
    """Orientations worth checking on a non-town hex with these exit masks (memoised).

    ``bad``: edges new track may not use; ``good``: edges it may start from; ``old_mask``: the exits of
    the simple tile already there; ``loose``: those of its exits that are a link's loose end. New track
    and an upgrade's added path need both ends clear and one of them a start (1.7.3); a redirect keeps
    one exit, swings a loose end (so that exit must be loose) to a clear edge.
    """
    key = (bad, good, old_mask, loose)
    hit = _ORIENT_CACHE.get(key)
    if hit is not None:
        return hit
    out = []
    for tile, idx, rot, masks in _TRACK_ORIENTS:
        if not old_mask:
            if any(pm & bad or not pm & good for pm in masks):
                continue
        elif len(masks) == 2:
            if old_mask not in masks:
                continue
            (added,) = [pm for pm in masks if pm != old_mask]
            if added & bad or not added & good:
                continue
        else:
            if bin(masks[0] & old_mask).count("1") != 1:
                continue
            if masks[0] & ~old_mask & bad or not old_mask & ~masks[0] & loose:
                continue
        out.append((tile, idx, rot))
    _ORIENT_CACHE[key] = hit = tuple(out)
    return hit


# -- the shapes of one hex --------------------------------------------------------------------------


class Shape(NamedTuple):
    """One placement the track rules allow on a hex, with what the supplies must cover."""

    action: Action
    p: Placement
    idx: int  # the tile's index in tiles.TILES (its supply)
    keeps: bool  # the tile already lies there (its own tile comes back to the supply first)
    disc: bool  # takes a town disc (an ordinary tile on a town, not already a disc town)


class HexShapes:
    """The shapes of one hex for one seat, and what a whole hex needs from the supplies."""

    __slots__ = ("actions", "by_key", "disc", "h", "links", "memo", "need", "priced", "restricted", "seated", "shapes")

    def __init__(self, h: int, shapes: tuple[Shape, ...], restricted: bool) -> None:
        self.h = h
        self.shapes = shapes
        self.actions = tuple(sh.action for sh in shapes)
        self.by_key = {(sh.p.tile, sh.p.rot): sh for sh in shapes}
        self.need = frozenset(sh.idx for sh in shapes if not sh.keeps)
        self.links = max(sh.p.new_links for sh in shapes)
        self.disc = any(sh.disc for sh in shapes)
        self.restricted = restricted
        #: (pricing key, cost per shape or None where the map refuses it, the highest cost, any refused):
        #: see ``_priced``.
        self.priced: tuple | None = None
        #: the allowed actions when something is short, by what is short (a pure cache, safe to share)
        self.memo: dict[tuple, tuple[Action, ...]] = {}
        #: the same shapes for each seat, shared by all of them (see ``_reseat``)
        self.seated: dict[int, HexShapes] = {shapes[0].action.seat: self}


_MEMO_LIMIT = 20_000


def _hex_entry(m: MapRules, s: SteamState, seat: int, h: int) -> HexShapes | None:
    """The shapes of hex ``h`` for ``seat`` now (None if there are none).

    A hex reads its own tile, what its six edges meet and, with track, the loose ends of its own tile
    (a redirect) and the towns where the seat has track: its shapes are kept per map by those (every
    game on the map starts from the same empty board, and most hexes look alike between turns).
    """
    board = m.board
    if _hex_problem(m, s, seat, h, hook=False):
        return None
    town = is_town(board, s, h)
    old = s.track.get(h)
    if not town and old is not None and BY_ID[old[0]].cls != SIMPLE:
        return None
    ctx = _HexContext(m, s, seat, h, town, 0)
    memo = m.__dict__.setdefault("_hex_shapes", {})
    key = (seat, h, town, old and old[:2], *ctx.info)
    if old is not None:
        key += _own_track_key(m, s, seat, ctx)
    if key in memo:
        return memo[key]
    shapes = _shapes_at(m, s, seat, ctx)
    entry = HexShapes(h, shapes, h in _restricted(m)) if shapes else None
    if len(memo) >= _MEMO_LIMIT:
        memo.clear()
    memo[key] = entry
    return entry


def _own_track_key(m: MapRules, s: SteamState, seat: int, ctx: _HexContext) -> tuple:
    """What a placement on a hex with track reads beyond its edges: the loose ends leaving its own tile
    (owner and far stop, and whether that stop lets the seat take unowned track over), and for a town
    whether the seat has track there."""
    h = ctx.h
    loose = ctx.net.loose
    out: list = [ctx.town and town_has_track_of(m.board, s, h, seat)]
    for e in range(6):
        rec = loose.get((h, e))
        if rec is None:
            out.append(None)
        else:
            far = rec[1]
            out.append((rec, rec[0] == NOBODY and _unowned_end(m, s, seat, far)[0]))
    return tuple(out)


def _action(m: MapRules, seat: int, h: int, tile: str, rot: int) -> Action:
    """The build action (made once per map, seat, hex, tile and rotation: actions are values)."""
    memo = m.__dict__.setdefault("_build_actions", {})
    key = (seat, h, tile, rot)
    a = memo.get(key)
    if a is None:
        memo[key] = a = build_action(m, seat, h, tile, rot)
    return a


def _reseat(m: MapRules, hs: HexShapes, seat: int) -> HexShapes:
    """The same shapes as another seat's, on a hex where nothing reads the seat (kept per seat, so turns
    that pass round the table find them again, priced)."""
    new = hs.seated.get(seat)
    if new is None:
        shapes = tuple(Shape(_action(m, seat, hs.h, sh.p.tile, sh.p.rot), *sh[1:]) for sh in hs.shapes)
        new = HexShapes(hs.h, shapes, hs.restricted)
        new.seated = hs.seated
        hs.seated[seat] = new
    return new


def _shapes_at(m: MapRules, s: SteamState, seat: int, ctx: _HexContext) -> tuple[Shape, ...]:
    """Every placement on ``ctx``'s hex that the track rules allow ``seat`` now, supplies left aside, in
    list order (``_hex_entry`` has ruled out the hexes where nothing may go)."""
    h, town, old = ctx.h, ctx.town, ctx.old
    bad = good = 0
    for e, i in enumerate(ctx.info):
        if i[0] in (_BAD, _FOREIGN):
            bad |= 1 << e
        elif i[0] in _ANCHORS:
            good |= 1 << e
    old_tile = ctx.old_tile
    old_disc = bool(old_tile) and needs_disc(BY_ID[old_tile])
    out: list[Shape] = []
    if town:
        old_mask = _mask(e for p in placed_paths(old[0], old[1], True) for e in p) if old else 0
        for tile, idx, rot, mask in _TOWN_ORIENTS:
            added = mask & ~old_mask
            if added & bad or (old_mask & mask) != old_mask or not added:
                continue
            if old is None and not added & good:
                continue
            p = _evaluate_at(m, s, seat, ctx, tile, rot, resources=False)
            if isinstance(p, Placement):
                disc = needs_disc(BY_ID[tile]) and not old_disc
                out.append(Shape(_action(m, seat, h, tile, rot), p, idx, tile == old_tile, disc))
        return tuple(out)
    if old is None and not good:
        return ()
    old_mask = loose = 0
    if old:
        old_mask = _mask(placed_paths(old[0], old[1], False)[0])
        ends = ctx.net.loose
        loose = sum(1 << e for e in range(6) if (h, e) in ends)
    for tile, idx, rot in _orients(bad, good, old_mask, loose):
        p = _evaluate_at(m, s, seat, ctx, tile, rot, resources=False)
        if isinstance(p, Placement):
            out.append(Shape(_action(m, seat, h, tile, rot), p, idx, tile == old_tile, False))
    return tuple(out)


# -- the listing kept on the state --------------------------------------------------------------------


class _Listing:
    """One seat's shapes on every hex, for one track, New Cities and placed-this-turn (never changed once made)."""

    __slots__ = ("hexes", "net", "new_city", "order", "placed", "seat", "towns", "track", "was")

    def __init__(self, s: SteamState, seat: int, net: Network, hexes: dict[int, HexShapes]) -> None:
        self.seat = seat
        self.track = s.track
        self.new_city = s.new_city
        # what they held, to compare with later (a test may change an old state's dict in place)
        self.was = (dict(s.track), dict(s.new_city))
        self.placed = s.placed
        self.net = net
        self.towns = _towns_of(net, seat)
        self.hexes = hexes
        self.order = sorted(hexes)

    def valid_for(self, s: SteamState) -> bool:
        return (
            self.track is s.track
            and self.new_city is s.new_city
            and self.placed == s.placed
            and self.was[0] == s.track
            and self.was[1] == s.new_city
        )


def _towns_of(net: Network, seat: int) -> frozenset[int]:
    """Towns where ``seat`` owns a link ending (1.7.3 'a town where you already have track')."""
    return net.stops_of(seat)


def _restricted(m: MapRules) -> frozenset[int]:
    return m.restricted_hexes


def _fresh(m: MapRules, s: SteamState, seat: int) -> _Listing:
    hexes = {}
    for h in candidate_hexes(m, s):
        entry = _hex_entry(m, s, seat, h)
        if entry is not None:
            hexes[h] = entry
    return _Listing(s, seat, network(m.board, s), hexes)


def listing(m: MapRules, s: SteamState, seat: int) -> _Listing:
    """``seat``'s listing for ``s``: the one kept on the state, else one derived from it, kept in its place."""
    kept = s.__dict__.get("_listing")
    old = kept.get(seat) if kept else None
    if old is not None and old.valid_for(s):
        return old
    if old is None and kept:
        old = next(reversed(kept.values()))  # another seat's, the latest: most hexes read no seat
    new = _derive(m, s, seat, old) if old is not None else _fresh(m, s, seat)
    rest = {k: v for k, v in kept.items() if k != seat} if kept else {}
    s.__dict__["_listing"] = {**rest, seat: new}
    return new


def _derive(m: MapRules, s: SteamState, seat: int, old: _Listing) -> _Listing:
    """A listing for ``s`` from an older one (this seat's, or another's): only the hexes a change can
    reach, or where the seat matters, are evaluated again; every other hex's shapes are shared."""
    net = network(m.board, s)
    dirty = _dirty(m, s, seat, old, net)
    if old.seat == seat:
        hexes = dict(old.hexes)
    else:  # what reads the seat: loose ends (whose track they meet), and towns where either seat has track
        nbr = m.board.nbr
        dirty.update(old.towns, _towns_of(net, seat))
        for loose in (old.net.loose, net.loose):
            for h, e in loose:
                dirty.add(h)
                dirty.add(nbr[h][e])
        dirty.discard(-1)
        hexes = {h: _reseat(m, hs, seat) for h, hs in old.hexes.items() if h not in dirty}
    for h in dirty:
        entry = _hex_entry(m, s, seat, h)
        if entry is not None:
            hexes[h] = entry
        else:
            hexes.pop(h, None)
    return _Listing(s, seat, net, hexes)


def _dirty(m: MapRules, s: SteamState, seat: int, old: _Listing, net: Network) -> set[int]:
    """The hexes whose shapes may differ between ``old``'s state and ``s``.

    A hex's shapes read (``_hex_entry``'s key): its own tile and rotation (not its owners), whether it is
    a city (New Cities), whether it was placed this turn, what each edge meets (a neighbour's New City,
    or a loose end entering it, with its owner and far stop: ``Network.ends``, the same records as
    ``Network.loose`` seen from the other side), the loose ends leaving its own tile, and the towns where
    the seat has track: a town's own upgrade reads its own, unowned track reads the one at its far end
    (may the seat take it over). So: hexes whose tile changed, hexes placed or freed, both hexes of every
    loose end that changed, the towns the seat gained or lost with both hexes of every unowned loose end
    leading from one, and, when the New Cities change, the changed hexes, their neighbours and both
    hexes of every loose end (a far stop may have become a city).
    """
    nbr = m.board.nbr
    dirty: set[int] = set()
    (t0, n0), t1 = old.was, s.track
    if old.track is not t1 or t0 != t1:
        for h in t0.keys() | t1.keys():
            a, b = t0.get(h), t1.get(h)
            if a != b and (a is None or b is None or a[0] != b[0] or a[1] != b[1]):
                dirty.add(h)
    cities = n0 != s.new_city
    if cities:
        n1 = s.new_city
        for h in n0.keys() | n1.keys():
            if n0.get(h) != n1.get(h):
                dirty.add(h)
                dirty.update(nbr[h])
    if old.placed != s.placed:
        dirty.update(set(old.placed) ^ set(s.placed))
    l0, l1 = old.net.loose, net.loose
    if l0 is not l1:
        for key in l0.keys() | l1.keys():
            if l0.get(key) != l1.get(key):
                dirty.add(key[0])
                dirty.add(nbr[key[0]][key[1]])
    towns = _towns_of(net, seat)
    if cities or towns != old.towns:
        changed = towns ^ old.towns
        dirty.update(changed)
        for loose in (l0, l1):
            for (h, e), (owner, far) in loose.items():
                if cities or (owner == NOBODY and far in changed):
                    dirty.add(h)
                    dirty.add(nbr[h][e])
    dirty.discard(-1)
    return dirty


# -- the supplies, on every call ----------------------------------------------------------------------


def _owned(m: MapRules, s: SteamState, seat: int, net: Network) -> int:
    return net.owned.get(seat, 0) + m.discs_used(s, seat)


def _priced(m: MapRules, s: SteamState, seat: int, hs: HexShapes, key: object) -> tuple:
    """(key, cost of each shape or None where the map refuses it, highest cost) for the pricing ``key``."""
    pr = hs.priced
    if pr is not None and pr[0] == key and key is not _UNKEYED:
        return pr
    if key is _BASE_PRICES:
        costs = [sh.p.base_cost for sh in hs.shapes]
        pr = (key, tuple(costs), max(costs), False)
        hs.priced = pr
        return pr
    refuses, prices, charges = _own_hooks(m)
    costs: list[int | None] = []
    spent = s.spent
    for sh in hs.shapes:
        p = sh.p
        if refuses and m.placement_refusal(s, seat, p):
            costs.append(None)
            continue
        cost = m.placement_cost(s, seat, p) if prices else p.base_cost
        costs.append(m.charge(s, seat, spent, cost) if charges else cost)
    top = max((c for c in costs if c is not None), default=0)
    pr = (key, tuple(costs), top, None in costs)
    if key is not _UNKEYED:
        hs.priced = pr
    return pr


_UNKEYED = object()


def _own_hooks(m: MapRules) -> tuple[bool, bool, bool]:
    """Whether the map overrides placement_refusal, placement_cost and charge (the base's are skipped)."""
    hooks = m.__dict__.get("_own_price_hooks")
    if hooks is None:
        names = ("placement_refusal", "placement_cost", "charge")
        hooks = m.__dict__["_own_price_hooks"] = tuple(getattr(type(m), n) is not getattr(MapRules, n) for n in names)
    return hooks


_BASE_PRICES = object()


def _pricing_key(m: MapRules, s: SteamState, seat: int) -> object:
    """The map's pricing key; a private marker where the map prices as the base does (base costs, no
    refusal), None becomes a marker that is never reused."""
    base = m.__dict__.get("_base_pricing")
    if base is None:
        hooks = ("placement_cost", "charge", "placement_refusal", "pricing_key")
        base = m.__dict__["_base_pricing"] = all(getattr(type(m), n) is getattr(MapRules, n) for n in hooks)
    if base:
        return _BASE_PRICES
    key = m.pricing_key(s, seat)
    return _UNKEYED if key is None else key


class _Supplies:
    """What this call's supplies allow: tiles and discs left, ownership discs, money, the pricing key."""

    __slots__ = ("cash", "discs", "key", "left", "room", "short")

    def __init__(self, m: MapRules, s: SteamState, seat: int, net: Network) -> None:
        self.left = left = s.tiles_left
        self.short = frozenset(i for i, n in enumerate(left) if n <= 0)
        self.discs = s.discs_left
        self.room = K.OWNER_DISCS - _owned(m, s, seat, net)
        self.cash = s.cash[seat]
        self.key = _pricing_key(m, s, seat)

    def shape_ok(self, sh: Shape, cost: int | None) -> bool:
        return (
            cost is not None
            and cost <= self.cash
            and sh.p.new_links <= self.room
            and (not sh.disc or self.discs > 0)
            and (sh.keeps or self.left[sh.idx] > 0)
        )


def _allowed(m: MapRules, s: SteamState, seat: int, hs: HexShapes, sup: _Supplies) -> tuple[Action, ...]:
    """The actions of one hex the supplies allow: all of them unless something is short."""
    pr = hs.priced
    if pr is None or pr[0] != sup.key:
        pr = _priced(m, s, seat, hs, sup.key)
    if (
        pr[2] <= sup.cash
        and hs.links <= sup.room
        and not pr[3]
        and not hs.restricted
        and (sup.discs > 0 or not hs.disc)
        and (not sup.short or sup.short.isdisjoint(hs.need))
    ):
        return hs.actions
    if hs.restricted and m.hex_refusal(s, seat, hs.h):
        return ()
    # something is short: the answer depends only on what is short, so it is kept per hex for that
    key = (
        pr[0],
        sup.cash if sup.cash < pr[2] else -1,
        sup.room if sup.room < hs.links else -1,
        sup.discs > 0 or not hs.disc,
        sup.short & hs.need,
    )
    memo = hs.memo
    hit = memo.get(key) if pr[0] is not _UNKEYED else None
    if hit is None:
        hit = tuple(sh.action for sh, c in zip(hs.shapes, pr[1], strict=True) if sup.shape_ok(sh, c))
        if pr[0] is not _UNKEYED:
            if len(memo) > 16:
                memo.clear()
            memo[key] = hit
    return hit


def _open(m: MapRules, s: SteamState, seat: int) -> bool:
    return s.builds < m.max_placements(s, seat)


def legal_placements(m: MapRules, s: SteamState, seat: int) -> list[Action]:
    """Every legal placement for ``seat`` now as ``build`` actions, distinct results only, in board order."""
    if not _open(m, s, seat):
        return []
    lst = listing(m, s, seat)
    sup = _Supplies(m, s, seat, lst.net)
    out: list[Action] = []
    extend = out.extend
    hexes = lst.hexes
    for h in lst.order:
        extend(_allowed(m, s, seat, hexes[h], sup))
    return out


def listed(m: MapRules, s: SteamState, action: Action) -> Placement | None:
    """The Placement of a build action that ``legal_placements`` lists now, or None if it lists no such action.

    One dict lookup on the kept listing, then the supplies: what the full ``evaluate`` would have found.
    """
    seat = action.seat
    name = action.get("hex")
    if not isinstance(name, str) or not _open(m, s, seat):
        return None
    h = m.board.hex_of(name)
    lst = listing(m, s, seat)
    hs = lst.hexes.get(h) if h is not None else None
    if hs is None:
        return None
    sh = hs.by_key.get((action.get("tile"), action.get("rot")))
    if sh is None or sh.action != action:
        return None
    if hs.restricted and m.hex_refusal(s, seat, h):
        return None
    sup = _Supplies(m, s, seat, lst.net)
    return sh.p if sh.action in _allowed(m, s, seat, hs, sup) else None


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
    "HexShapes",
    "Shape",
    "candidate_hexes",
    "hexes_with_placements",
    "legal_placements",
    "listed",
    "listing",
    "placements_on",
]
