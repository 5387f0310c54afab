"""The shapes of one hex: the placements the track rules of 1.7.3 allow there, supplies left aside.

``build._evaluate_at`` with ``resources=False`` says whether one placement's track is legal; this module
asks it only about the orientations whose exits can fit (``_orients``) and keeps each hex's answer per
map by what the hex reads (``_hex_entry``), so every game on a map, and every turn that meets the same
track around a hex, finds it again. ``rules/steam/placements.py`` keeps the shapes of every hex between
calls; ``rules/steam/supplies.py`` checks the tiles, discs and money of each call against them.
"""

from __future__ import annotations

from typing import NamedTuple

from rules.core import Action
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
from rules.steam.track import is_town, town_has_track_of


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


def _town_orients(bad: int, good: int, old_mask: int) -> tuple[tuple[str, int, int], ...]:
    """Orientations worth checking on a town hex (memoised): they keep every exit of the town tile there
    (``old_mask``), add at least one, add none through a ``bad`` edge, and a new town tile leaves
    through at least one ``good`` edge (1.7.3, 1.7.5)."""
    key = (bad, good, old_mask, -1)
    hit = _ORIENT_CACHE.get(key)
    if hit is not None:
        return hit
    out = []
    for tile, idx, rot, mask in _TOWN_ORIENTS:
        added = mask & ~old_mask
        if added & bad or (old_mask & mask) != old_mask or not added:
            continue
        if not old_mask and not added & good:
            continue
        out.append((tile, idx, rot))
    _ORIENT_CACHE[key] = hit = tuple(out)
    return hit


class Shape(NamedTuple):
    """One placement the track rules allow on a hex, with what the supplies must cover."""

    action: Action
    p: Placement
    idx: int  # the tile's index in tiles.TILES (its supply)
    keeps: bool  # the tile already lies there (its own tile comes back to the supply first)
    disc: bool  # takes a town disc (an ordinary tile on a town, not already a disc town)


class HexShapes:
    """The shapes of one hex for one seat, and what a whole hex needs from the supplies."""

    __slots__ = (
        "actions",
        "by_key",
        "disc",
        "h",
        "links",
        "memo",
        "need",
        "need_mask",
        "priced",
        "restricted",
        "seated",
        "shapes",
    )

    def __init__(self, h: int, shapes: tuple[Shape, ...], restricted: bool) -> None:
        self.h = h
        self.shapes = shapes
        self.actions = tuple(sh.action for sh in shapes)
        self.by_key = {(sh.p.tile, sh.p.rot): sh for sh in shapes}
        self.need = frozenset(sh.idx for sh in shapes if not sh.keeps)
        self.need_mask = sum(1 << i for i in self.need)  # the same, as bits
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
    (a redirect) and the towns where the seat has track (``_pattern``): its shapes are kept per map, seat
    and hex by those (every game on the map starts from the same empty board, and most hexes look alike
    between turns), and per map by the pattern alone (``_from_pattern``).
    """
    board = m.board
    if _hex_problem(m, s, seat, h, hook=False):
        return None
    town = is_town(board, s, h)
    old = s.track.get(h)
    if not town and old is not None and BY_ID[old[0]].cls != SIMPLE:
        return None
    ctx = _HexContext(m, s, seat, h, town, 0)
    pattern = _pattern(ctx, seat, _own_track_key(m, s, seat, ctx) if old is not None else None)
    memo = m.__dict__.setdefault("_hex_shapes", {})
    key = (seat, h, pattern)
    entry = memo.get(key, memo)
    if entry is not memo:
        return entry
    shapes = _from_pattern(m, s, seat, ctx, pattern)
    entry = HexShapes(h, shapes, h in m.restricted_hexes) if shapes else None
    if len(memo) >= _MEMO_LIMIT:
        memo.clear()
    memo[key] = entry
    return entry


def _from_pattern(m: MapRules, s: SteamState, seat: int, ctx: _HexContext, pattern: tuple) -> tuple[Shape, ...]:
    """The shapes of a hex from those of any hex that looks the same (kept per map by ``_pattern``): the
    track rules read only what the pattern holds, so they allow the same tiles and rotations there, of
    the same kind, cost and reach; only the hex, and the seat in each action, differ."""
    memo = m.__dict__.setdefault("_hex_patterns", {})
    kept = memo.get(pattern)
    if kept is None:
        shapes = _shapes_at(m, s, seat, ctx)
        if len(memo) >= _MEMO_LIMIT:
            memo.clear()
        memo[pattern] = tuple((sh.p, sh.idx, sh.keeps, sh.disc) for sh in shapes)
        return shapes
    h, terrain = ctx.h, ctx.hx.terrain
    return tuple(
        Shape(
            _action(m, seat, h, p.tile, p.rot),
            Placement(p.kind, h, p.tile, p.rot, terrain, p.base_cost, p.old_tile, p.new_paths, p.new_links),
            idx,
            keeps,
            disc,
        )
        for p, idx, keeps, disc in kept
    )


def _pattern(ctx: _HexContext, seat: int, own: tuple | None) -> tuple:
    """What the track rules read on a hex, with no hex and no seat in it: town or not, the terrain (the
    price), the tile there, what each edge meets (its code), the loose ends of the tile there (whose they
    are to the seat: its own, nobody's, another's; may it take them over), whether the seat has track at
    the town, and which stops named in these are the same (a link may not come back to its stop) or are
    the hex itself, numbered in order of appearance."""
    h = ctx.h
    names: dict[int, int] = {-1: -1, h: -2}

    def stop(far: int) -> int:
        n = names.get(far)
        if n is None:
            n = names[far] = len(names) - 2
        return n

    edges = tuple((code, -1 if code == _FOREIGN else stop(far)) for code, far, _ in ctx.info)
    if own is not None:
        loose = tuple(
            None
            if rec is None
            else (0 if rec[0][0] == seat else 1 if rec[0][0] == NOBODY else 2, stop(rec[0][1]), rec[1])
            for rec in own[1:]
        )
        own = (own[0], loose)
    return (ctx.town, ctx.hx.terrain, ctx.old and ctx.old[:2], edges, own)


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
        for tile, idx, rot in _town_orients(bad, good, old_mask):
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
