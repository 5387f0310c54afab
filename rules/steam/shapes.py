"""The shapes of one hex: the placements the track rules of 1.7.3 allow there, supplies left aside.

The track rules of 1.7.3 and 1.7.5 read, on one hex, only what its six edges meet, the tile there and,
with track, the loose ends of that tile. So each hex's answer is worked out from those as bit masks, for
every orientation at once (``_open_shapes`` on an empty hex, ``_track_shapes`` on a simple tile,
``_town_shapes`` on a town), the same answer ``build._evaluate_at`` gives one placement at a time (the
listing is tested against it over every hex, tile and rotation), and kept per map by those masks
(``_hex_entry``), so every game on a map, and every turn that meets the same track around a hex, finds it
again; the answer is a ``Template`` placed on the hex as a ``HexShapes``
(``rules/steam/templates.py``). ``rules/steam/placements.py`` keeps the shapes of every hex between
calls; ``rules/steam/supplies.py`` checks the tiles, discs and money of each call against them.
"""

from __future__ import annotations

from rules.steam import constants as K
from rules.steam.build import (
    _ANCHORS,
    _BAD,
    _FOREIGN,
    _JOIN,
    _LOOSE,
    REDIRECT,
    TOWN_NEW,
    TOWN_UPGRADE,
    TRACK,
    UPGRADE,
    _exit_info,
    _HexContext,
    _unowned_end,
)
from rules.steam.maps import MapRules
from rules.steam.prices import _classes
from rules.steam.state import NOBODY, SteamState
from rules.steam.templates import HexShapes, Template, placed
from rules.steam.tiles import (
    BY_ID,
    COEXISTING,
    CROSSING,
    DISTINCT_ROTS,
    INDEX,
    SIMPLE,
    TILES,
    TOWN,
    TOWN_TILE,
    needs_disc,
    placed_paths,
)
from rules.steam.track import Network, town_has_track_of


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


#: The exit mask of each path of each orientation on an ordinary hex.
_TRACK_MASKS = {(tile, rot): masks for tile, _, rot, masks in _TRACK_ORIENTS}
#: The exits of each town orientation as a mask, and ``range(n)`` as a tuple (a new town tile's paths).
_TOWN_EXITS = {(tile, rot): mask for tile, _, rot, mask in _TOWN_ORIENTS}
_RANGES = tuple(tuple(range(n)) for n in range(7))
#: The exit of each path of a town orientation, in ``placed_paths`` order.
_TOWN_PATH_EXITS = {
    (tile, rot): tuple(p[0] for p in placed_paths(tile, rot, True)) for tile, _, rot, _ in _TOWN_ORIENTS
}


#: The tiles that take a town disc on a town (``tiles.needs_disc``).
_DISC_TILES = frozenset(tt.id for tt in TILES if needs_disc(tt))
_LAID: dict[tuple[str, int, int], tuple[int, ...]] = {}


def _laid(tile: str, rot: int, added: int) -> tuple[int, ...]:
    """The paths of a town orientation that leave through the exits ``added`` (an upgrade's new track)."""
    key = (tile, rot, added)
    hit = _LAID.get(key)
    if hit is None:
        hit = _LAID[key] = tuple(k for k, e in enumerate(_TOWN_PATH_EXITS[(tile, rot)]) if added >> e & 1)
    return hit


_CHANGES: dict[int, tuple[tuple[tuple[str, int, int], bool, int, int], ...]] = {}


def _changes(old_mask: int) -> tuple[tuple[tuple[str, int, int], bool, int, int], ...]:
    """The orientations that may replace a simple tile with exits ``old_mask``, in ``_TRACK_ORIENTS`` order
    (worked out once per mask, so a new track key's shapes look only at these: ``_track_shapes``): an upgrade
    keeps the old path and adds one (its exits: ``added``); a redirect keeps one old exit (``added``: its new
    exit, ``swung``: the old exit it leaves)."""
    hit = _CHANGES.get(old_mask)
    if hit is None:
        out = []
        for tile, idx, rot, masks in _TRACK_ORIENTS:
            if len(masks) == 2:
                if old_mask in masks:
                    (added,) = [pm for pm in masks if pm != old_mask]
                    out.append(((tile, idx, rot), True, added, 0))
            elif (masks[0] & old_mask).bit_count() == 1:
                out.append(((tile, idx, rot), False, masks[0] & ~old_mask, old_mask & ~masks[0]))
        hit = _CHANGES[old_mask] = tuple(out)
    return hit


_TOWN_GROWTHS: dict[int, tuple[tuple[str, int, int, int], ...]] = {}


def _town_growths(old_mask: int) -> tuple[tuple[str, int, int, int], ...]:
    """The town orientations that keep every exit of ``old_mask`` and add at least one, in ``_TOWN_ORIENTS``
    order, each with the exits it adds (worked out once per mask, so a new town key's shapes look only at these:
    ``_town_shapes``)."""
    hit = _TOWN_GROWTHS.get(old_mask)
    if hit is None:
        hit = _TOWN_GROWTHS[old_mask] = tuple(
            (tile, idx, rot, mask & ~old_mask)
            for tile, idx, rot, mask in _TOWN_ORIENTS
            if (old_mask & mask) == old_mask and mask & ~old_mask
        )
    return hit


_MEMO_LIMIT = 20_000


def _hex_entry(m: MapRules, s: SteamState, seat: int, h: int, net: Network | None = None) -> HexShapes | None:
    """The shapes of hex ``h`` for ``seat`` now (None if there are none).

    A hex reads its own tile, what its six edges meet and, with track, the loose ends of its own tile
    (a redirect) and the towns where the seat has track: its template is kept per map and
    hex by those, seen from the seat (whose track it is to the seat, not which seat: every game on the map
    starts from the same empty board, most hexes look alike between turns, and a seat's turn after
    another's finds the hexes that read no seat again), and per map by a key with no hex in it
    (``_track_key``, ``_template_of``); ``templates.placed`` puts it on the hex for the seat. ``net``: the
    state's network, when the caller has it.
    """
    # ``build._hex_problem(m, s, seat, h, hook=False)``, asked of every hex a change can reach: a city, a hex
    # whose terrain takes no track, a hex placed this turn has no shapes
    kind = (m.__dict__.get("_hex_kinds") or _hex_kinds(m))[h]
    if kind is _NO_TRACK or h in s.placed:
        return None
    town = kind is _TOWN
    if town and h in s.new_city:
        return None
    old = s.track.get(h)
    if not town:
        if old is None:
            return _open_hex_entry(m, s, seat, h, net)
        if BY_ID[old[0]].cls != SIMPLE:
            return None
    ctx = _HexContext(m, s, seat, h, town, 0, net)
    if town:
        return _town_entry(m, s, seat, ctx)
    own = _own_track_key(m, s, seat, ctx)
    memo = m.__dict__.get("_hex_templates")
    if memo is None:
        memo = m.__dict__["_hex_templates"] = {}
    # what the shapes' key is made from, as read (per hex): quicker to make than the key
    key = (h, old[:2], ctx.info, own)
    template = memo.get(key, memo)
    if template is memo:
        template = _template_of(m, "_track_templates", _track_key(ctx, own), _track_shapes)
        if len(memo) >= _MEMO_LIMIT:
            memo.clear()
        memo[key] = template
    return None if template is None else placed(m, seat, h, template)


_NO_TRACK, _TOWN, _OPEN = "no track", "town", "open"


def _hex_kinds(m: MapRules) -> list[str]:
    """Per hex of the map: ``_NO_TRACK`` a printed city or a terrain that takes no track, ``_TOWN`` a town,
    ``_OPEN`` any other (what never changes of what ``_hex_entry`` asks first; a New City is asked apart)."""
    board = m.board
    kinds = [
        _NO_TRACK
        if h in board.city_at
        else _TOWN
        if h in board.town_at
        else _OPEN
        if hx.terrain in m.terrain_costs
        else _NO_TRACK
        for h, hx in enumerate(board.hexes)
    ]
    m.__dict__["_hex_kinds"] = kinds
    return kinds


def _town_entry(m: MapRules, s: SteamState, seat: int, ctx: _HexContext) -> HexShapes | None:
    """``_hex_entry`` on a town: a town tile's shapes read only which edges new track may not use, which it
    may start from, which lead back to the town, which extend the seat's own link, whether the seat has track
    there, the tile there and the terrain (``_town_shapes``): as bit masks, a short key, so they are found again
    on any town and in any game that shows the same (the stops the edges lead to do not matter here, nor the
    edges the tile there already leaves through: an upgrade keeps them)."""
    h = ctx.h
    old = ctx.old
    # the exits of the town tile there stay as they are: only the edges an upgrade may add are read
    kept = _old_town_exits(old) if old is not None else 0
    bad = good = back = join = 0
    for e, (code, far, _) in enumerate(ctx.info):
        bit = 1 << e
        if bit & kept:
            continue
        if code in _NO_START:
            bad |= bit
        elif code in _ANCHORS:
            good |= bit
            if code == _JOIN:
                join |= bit
        if far == h:
            back |= bit
    held = old is not None and town_has_track_of(m.board, s, h, seat, ctx.net)
    if held:  # an upgrade may leave a town where the seat has track through any edge new track may use
        good = 0
    key = (ctx.hx.terrain, old and old[:2], bad, good, back, join, held)
    template = _template_of(m, "_town_templates", key, _town_shapes)
    return None if template is None else placed(m, seat, h, template)


def _old_town_exits(old: tuple) -> int:
    """The exits of the town tile ``old`` (a track entry) as a mask."""
    mask = _TOWN_EXITS.get(old[:2])
    if mask is None:  # not a listed rotation (a state made by hand): its exits worked out
        mask = _mask(e for p in placed_paths(old[0], old[1], True) for e in p)
    return mask


#: Exit codes new track may not leave through (the ``bad`` edges of a town's key).
_NO_START = (_BAD, _FOREIGN)


def _open_hex_entry(m: MapRules, s: SteamState, seat: int, h: int, net: Network | None = None) -> HexShapes | None:
    """``_hex_entry`` on an empty hex that is not a town, where only new track may go (most hexes of a
    listing). Its shapes read only which edges new track may not use, which it may start from, which
    extend the seat's own link (a path from one starts no new link), which pairs lead to the same stop
    (a link may not come back to it), and the terrain: a short key (``_open_key``), so they are found
    again on any hex and in any game that shows the same."""
    info = _exit_info(m, s, seat, h, net)
    if info is m.__dict__["_quiet_exits"][h]:  # nothing but the printed map around it: found by the hex alone
        memo = m.__dict__.get("_quiet_hex_templates")
        if memo is None:
            memo = m.__dict__["_quiet_hex_templates"] = {}
        full: object = h
    else:
        memo = m.__dict__.get("_open_hex_templates")
        if memo is None:
            memo = m.__dict__["_open_hex_templates"] = {}
        full = (h, info)  # what the key is made from, as read: quicker to find than to make the key
    # (the template, and its HexShapes on this hex per seat: ``placed``'s own, found without looking it up)
    kept = memo.get(full)
    if kept is None:
        template = None
        key = _open_key(info)
        if key is not None:
            terrain = m.board.hexes[h].terrain
            templates = m.__dict__.setdefault("_open_templates", {})
            template = templates.get((terrain, key), templates)
            if template is templates:
                template = templates[(terrain, key)] = _classed(m, _open_shapes(m, terrain, *key))
        if template is None:
            kept = _NO_SHAPES
        else:
            hs = placed(m, seat, h, template)
            kept = (template, hs.seated)
        if len(memo) >= _MEMO_LIMIT:
            memo.clear()
        memo[full] = kept
        return None if template is None else hs
    template, seated = kept
    if template is None:
        return None
    hs = seated.get(seat)
    return hs if hs is not None else placed(m, seat, h, template)


#: An empty hex's memo entry where no track may start (``_open_hex_entry``).
_NO_SHAPES = (None, None)


def _open_key(info: tuple[tuple[int, int, str], ...]) -> tuple[int, int, int, int] | None:
    """(bad, good, join, same-stop pairs) of an empty hex's edges as bit masks (``_edge_masks``), or None where no
    edge may start new track (1.7.3)."""
    bad, good, join, pairs, _ = _edge_masks(info, 0)
    return (bad, good, join, pairs) if good else None


def _edge_masks(info: tuple[tuple[int, int, str], ...], skip: int) -> tuple[int, int, int, int, dict[int, int]]:
    """What new track leaving a hex through each edge but those in ``skip`` meets, as bit masks: the edges it may
    not use (bad), may start from (good), that extend the seat's own link (join), the pairs of edges that lead to
    the same stop (a pair ``a < b`` is bit ``6a + b``; a link may not come back to its stop, 1.7.3), and each stop
    with the edges that lead to it."""
    bad = good = join = pairs = 0
    seen: dict[int, int] = {}
    for e, (code, far, _) in enumerate(info):
        bit = 1 << e
        if bit & skip:
            continue
        if code in _NO_START:
            bad |= bit
            continue
        if code in _ANCHORS:
            good |= bit
            if code == _JOIN:
                join |= bit
        if far >= 0:
            before = seen.get(far)
            if before is None:
                seen[far] = bit
            else:
                for a in range(e):
                    if before >> a & 1:
                        pairs |= 1 << (6 * a + e)
                seen[far] = before | bit
    return bad, good, join, pairs, seen


def _open_shapes(m: MapRules, terrain: str, bad: int, good: int, join: int, pairs: int) -> Template | None:
    """What ``build._evaluate_at`` finds for new track on such a hex, worked out from the key alone: the
    orientations whose paths avoid the ``bad`` edges and each start from a ``good`` one (``_open_orients``),
    less those with a path between two edges that lead to the same stop; each path that extends none of
    the seat's links (``join``) starts one."""
    costs = m.terrain_costs[terrain]
    rows = []
    idx = []
    for tile, i, rot, paths, cls, pair_bits, links in _open_orients(bad, good):
        if pairs & pair_bits:
            continue
        rows.append((TRACK, tile, rot, terrain, costs[cls], None, paths, links[join]))
        idx.append(i)
    if not rows:
        return None
    no = (False,) * len(rows)
    return Template(tuple(rows), tuple(idx), no, no, fresh=True)


_ALL_PATHS = ((), (0,), (0, 1))
_OPEN_ORIENTS: dict[tuple[int, int], tuple] = {}


def _open_orients(bad: int, good: int) -> tuple[tuple[str, int, int, tuple, int, int, tuple], ...]:
    """The orientations worth checking for new track (no tile there), in ``_TRACK_ORIENTS`` order: those all of
    whose paths are open, a path being open when neither end is ``bad`` and one is ``good``. Each with what a
    template row needs (``_new_track_orients``)."""
    hit = _OPEN_ORIENTS.get((bad, good))
    if hit is None:
        open_paths = 0
        for a, b, bit in _PAIR_BITS:
            if not (bad >> a & 1 or bad >> b & 1) and (good >> a & 1 or good >> b & 1):
                open_paths |= bit
        hit = _OPEN_ORIENTS[(bad, good)] = tuple(o for o, need in _NEW_TRACK if not need & ~open_paths)
    return hit


#: Each pair of edges ``a < b`` as a bit, and each new-track orientation (in ``_TRACK_ORIENTS`` order) with the
#: bits of its paths.
_PAIR_BITS = tuple((a, b, 1 << (6 * a + b)) for a in range(6) for b in range(a + 1, 6))


def _new_track_orients() -> tuple:
    """Per new-track orientation: (tile, its index, rotation, the indices of its paths (all are laid), its tile's
    class (index into a terrain's costs), its paths as pair bits, and per mask of the edges that extend the
    seat's own link the links it starts: one per path that extends none), with its paths' pair bits."""
    out = []
    for tile, idx, rot, _ in _TRACK_ORIENTS:
        paths = placed_paths(tile, rot, False)
        need = 0
        for a, b in paths:
            need |= 1 << (6 * a + b)
        ends = tuple(1 << a | 1 << b for a, b in paths)
        links = tuple(sum(1 for both in ends if not both & join) for join in range(64))
        out.append(((tile, idx, rot, _ALL_PATHS[len(ends)], _CLASSES.index(BY_ID[tile].cls), need, links), need))
    return tuple(out)


_CLASSES = (SIMPLE, COEXISTING, CROSSING)
_NEW_TRACK = _new_track_orients()


def _classed(m: MapRules, template: Template | None) -> Template | None:
    """A new template, given its price classes at once where the map prices by shape (``prices._classes``): a
    listing then finds its templates classed, without looking at each for one that is not."""
    if template is not None and m.prices_by_shape:
        _classes(m, template)
    return template


def _template_of(m: MapRules, memo_name: str, key: tuple, make) -> Template | None:
    """The template of a hex, that of any hex that looks the same (kept per map by ``key`` in ``memo_name``:
    a track hex's ``_track_key``, a town's exit masks), made by ``make`` from the key alone: the track rules
    read only what the key holds, so they allow the same tiles and rotations there, of the same kind, cost and
    reach; only the hex, and the seat in each action, differ."""
    memo = m.__dict__.get(memo_name)
    if memo is None:
        memo = m.__dict__[memo_name] = {}
    template = memo.get(key, memo)
    if template is memo:
        template = _classed(m, make(*key))
        if len(memo) >= _MEMO_LIMIT:
            memo.clear()
        memo[key] = template
    return template


def _track_key(ctx: _HexContext, own: tuple) -> tuple:
    """What the track rules read on a hex with track (not a town: ``_town_entry``), with no hex, no seat and no
    stop in it, as bit masks, so that hexes that differ only in which stops their edges lead to share shapes:
    the terrain (the price) and the tile there; which edges new track may not use, which it may start from,
    which extend the seat's own link, which pairs lead to the same stop (an upgrade's new path may not join
    two: 1.7.3); and per loose end of the tile that the seat may swing (its own or nobody's: a redirect), its
    edge, whose it is, whether the seat may take it over, and which edges lead back to the stop at the link's
    other end (a redirect may not: 1.7.3). Another seat's loose end is no redirect's, so it is not in the key;
    nor are the edges the tile there leaves through: an upgrade adds a path through two other edges, a redirect
    swings a loose end to another edge, and nothing else reads them."""
    old = ctx.old
    bad, good, join, pairs, seen = _edge_masks(ctx.info, _mask(placed_paths(old[0], old[1], False)[0]))
    swing = tuple(
        (e, rec[0], rec[2], seen.get(rec[1], 0) if rec[1] >= 0 else 0)
        for e, rec in enumerate(own)
        if rec is not None and rec[0] != 2
    )
    return (ctx.hx.terrain, old[:2], bad, good, join, pairs, swing)


def _own_track_key(m: MapRules, s: SteamState, seat: int, ctx: _HexContext) -> tuple:
    """What a placement on a hex with track (not a town: ``_town_entry``) reads beyond its edges, seen from the
    seat: per edge the loose end leaving its own tile, if any, as (whose it is: 0 the seat's, 1 nobody's,
    2 another's; its far stop; whether that stop lets the seat take unowned track over). Only the simple
    tile's two exits can hold one."""
    h = ctx.h
    loose = ctx.net.loose
    out: list = [None] * 6
    for e in placed_paths(ctx.old[0], ctx.old[1], False)[0]:
        rec = loose.get((h, e))
        if rec is not None:
            owner, far = rec
            if owner == NOBODY:
                out[e] = (1, far, _unowned_end(m, s, seat, far)[0])
            else:
                out[e] = (0 if owner == seat else 2, far, False)
    return tuple(out)


def _town_shapes(
    terrain: str, old: tuple[str, int] | None, bad: int, good: int, back: int, join: int, held: bool
) -> Template | None:
    """What ``build._evaluate_at`` finds for a town tile, new or upgraded, worked out from a town's key alone
    (``_town_entry``): the town orientations that keep every exit of the tile there and add some
    (``_town_growths``), none through a ``bad`` edge nor back to the town; a new tile, or an upgrade where the
    seat has no track, adds an exit that starts from a ``good`` edge (1.7.3, 1.7.5). Each added exit that
    extends none of the seat's links (``join``) starts one."""
    old_tile = old[0] if old else None
    old_mask = _old_town_exits(old) if old else 0
    old_disc = bool(old_tile) and needs_disc(BY_ID[old_tile])
    rows, idx, keeps, discs = [], [], [], []
    for tile, i, rot, added in _town_growths(old_mask):
        if added & bad or added & back or not (added & good or held):
            continue
        links = (added & ~join).bit_count()
        if old is None:
            n = _TOWN_EXITS[(tile, rot)].bit_count()
            rows.append((TOWN_NEW, tile, rot, terrain, K.TOWN_TILE_BASE + n, None, _RANGES[n], links))
        else:
            laid = _laid(tile, rot, added)
            rows.append((TOWN_UPGRADE, tile, rot, terrain, K.TOWN_UPGRADE_COST, old_tile, laid, links))
        idx.append(i)
        keeps.append(tile == old_tile)
        discs.append(tile in _DISC_TILES and not old_disc)
    return Template(tuple(rows), tuple(idx), tuple(keeps), tuple(discs)) if rows else None


def _track_shapes(
    terrain: str, old: tuple[str, int], bad: int, good: int, join: int, pairs: int, swing: tuple
) -> Template | None:
    """What ``build._evaluate_at`` finds on a hex with a simple tile, worked out from its key alone
    (``_track_key``), over the orientations that may replace that tile (``_changes``).

    An upgrade keeps the old path and adds one whose ends avoid the ``bad`` edges, one of them a start
    (``good``), the two not leading to the same stop (``pairs``); it starts a link unless it extends one of the
    seat's (``join``). A redirect (``redirect_links``' rules) swings a loose end of the seat's own or of nobody's
    (``swing``: edge, 0 the seat's or 1 nobody's, whether the seat may take it over, the edges that lead back to
    the link's other stop) to an edge that is not ``bad`` and does not lead back to that stop; nobody's track is
    swung only to a start, or where it may be taken over, and then it takes a disc unless it joins the seat's
    own link (1.7.3)."""
    old_tile = old[0]
    old_mask = _mask(placed_paths(old_tile, old[1], False)[0])
    loose = 0
    ends: dict[int, tuple] = {}
    for e, owner, take, back_mask in swing:
        loose |= 1 << e
        ends[e] = (owner, take, back_mask)
    rows, idx, keeps = [], [], []
    for (tile, i, rot), upgrade, added, swung in _changes(old_mask):
        if added & bad:
            continue
        if upgrade:
            low = added & -added
            if not added & good or pairs >> (6 * (low.bit_length() - 1) + (added ^ low).bit_length() - 1) & 1:
                continue
            k = 0 if _TRACK_MASKS[(tile, rot)][1] == old_mask else 1
            cost = K.UPGRADE_CROSSING_COST if BY_ID[tile].cls == CROSSING else K.UPGRADE_COEXISTING_COST
            rows.append((UPGRADE, tile, rot, terrain, cost, old_tile, (k,), 0 if added & join else 1))
            keeps.append(False)
        else:
            if not swung & loose:
                continue
            owner, take, back_mask = ends[swung.bit_length() - 1]
            nobodys = owner == 1
            if added & back_mask or (nobodys and not added & good and take == _LOOSE):
                continue
            links = 1 if nobodys and not added & join else 0
            rows.append((REDIRECT, tile, rot, terrain, K.REDIRECT_COST, old_tile, (0,), links))
            keeps.append(tile == old_tile)
        idx.append(i)
    if not rows:
        return None
    return Template(tuple(rows), tuple(idx), tuple(keeps), (False,) * len(rows))
