"""The supplies of a build turn, checked on every call: tiles and town discs left, ownership discs, money.

The shapes of a hex (``rules/steam/shapes.py``) are kept between calls; what the turn's supplies allow
of them is decided on each call, for a whole hex at once where nothing is short, and kept per hex by
what is short where something is. The map's prices and refusals are ``rules/steam/prices.py``'s.
"""

from __future__ import annotations

from bisect import bisect_right
from itertools import accumulate, chain, repeat
from operator import attrgetter, ge

from rules.core import Action
from rules.steam import constants as K
from rules.steam.maps import MapRules
from rules.steam.prices import _UNKEYED, _flat_costs, _flat_priced, _priced, _pricing_key
from rules.steam.state import SteamState
from rules.steam.templates import HexShapes, Shape, Template
from rules.steam.track import Network


def _owned(m: MapRules, s: SteamState, seat: int, net: Network) -> int:
    return net.owned.get(seat, 0) + m.discs_used(s, seat)


#: the tile types used up -> (those types as a set and as bits): the same few recur all game
_SHORT: dict[tuple[int, ...], tuple[frozenset[int], int]] = {}
_NONE_SHORT: tuple[frozenset[int], int] = (frozenset(), 0)


def _short(left: tuple[int, ...]) -> tuple[frozenset[int], int]:
    """(the tile types used up, as a set and as bits) of a supply (every placement changes the supply, but
    rarely what is used up: found by the used-up types, themselves found without a loop over the supply)."""
    low = min(left, default=1)
    if low > 0:
        return _NONE_SHORT
    if low < 0:  # not a supply the rules leave, but answered as any other
        gone = tuple(i for i, n in enumerate(left) if n <= 0)
    else:
        found = [left.index(0)]
        while True:
            try:
                found.append(left.index(0, found[-1] + 1))
            except ValueError:
                break
        gone = tuple(found)
    short = _SHORT.get(gone)
    if short is None:
        if len(_SHORT) > 256:
            _SHORT.clear()
        short = _SHORT[gone] = (frozenset(gone), sum(1 << i for i in gone))
    return short


class _Supplies:
    """What this call's supplies allow: tiles and discs left, ownership discs, money, the pricing key."""

    __slots__ = ("cash", "discs", "key", "left", "room", "short", "short_mask")

    def __init__(self, m: MapRules, s: SteamState, seat: int, net: Network) -> None:
        self.left = left = s.tiles_left
        self.short, self.short_mask = _short(left)
        self.discs = s.discs_left
        self.room = K.OWNER_DISCS - _owned(m, s, seat, net)
        self.cash = s.cash[seat]
        self.key = _pricing_key(m, s, seat)

    def allows(self, m: MapRules, s: SteamState, seat: int, hs: HexShapes, i: int) -> bool:
        """Whether shape ``i`` of a hex is among what ``_allowed`` gives (its hex's own refusal aside)."""
        pr = hs.priced if hs.priced_key is self.key else _priced(m, s, seat, hs, self.key)
        cost = pr[1][i]
        t = hs.template
        tile = t.tiles[i]
        return (
            cost <= self.cash
            and t.links_each[i] <= self.room
            and (not t.discs[i] or self.discs > 0)
            and (tile < 0 or self.left[tile] > 0)
        )

    def shape_ok(self, sh: Shape, cost: int) -> bool:
        return (
            cost <= self.cash
            and sh.p.new_links <= self.room
            and (not sh.disc or self.discs > 0)
            and (sh.keeps or self.left[sh.idx] > 0)
        )


def _allowed(m: MapRules, s: SteamState, seat: int, hs: HexShapes, sup: _Supplies) -> tuple[Action, ...]:
    """The actions of one hex the supplies allow: all of them unless something is short."""
    pr = hs.priced if hs.priced_key is sup.key else _priced(m, s, seat, hs, sup.key)
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
    if memo is None:
        memo = hs.memo = {}
    hit = memo.get(key) if pr[0] is not _UNKEYED else None
    if hit is None:
        hit = tuple(sh.action for sh, c in zip(hs.shapes, pr[1], strict=True) if sup.shape_ok(sh, c))
        if pr[0] is not _UNKEYED:
            if len(memo) > 16:
                memo.clear()
            memo[key] = hit
    return hit


_ACTIONS = attrgetter("actions")
_LINKS = attrgetter("links")
_DISC = attrgetter("disc")
_TEMPLATE = attrgetter("template")
_TILES = attrgetter("tiles")
_LINKS_EACH = attrgetter("links_each")
_DISCS = attrgetter("discs")


_SIZE = attrgetter("size")
_TILE_BYTES = attrgetter("tile_bytes")
_CLASS_BYTES = attrgetter("class_bytes")


#: No shape starts more links than this (a town tile's six exits): with as many ownership discs left, the
#: discs need not be checked.
MOST_LINKS = 6


class Flat:
    """A listing's shapes end to end in list order, with what the whole list needs (one per listing, made
    at each new listing from the hexes' own parts: their sizes and where each hex starts; the actions, and
    what each needs, only when asked)."""

    __slots__ = (
        "_actions",
        "_bytes",
        "_columns",
        "_disc",
        "_links",
        "_templates",
        "cheapest",
        "class_costs",
        "classes",
        "offsets",
        "priced",
        "seen",
        "total",
    )

    def __init__(self, hexes: list[HexShapes]) -> None:
        self.seen = hexes
        self.offsets = list(accumulate(map(_SIZE, hexes), initial=0))  # where each hex's shapes start
        self.total = self.offsets.pop()
        self._links: int | None = None
        self._disc: bool | None = None
        #: (pricing key, cost of each action (``REFUSED`` where the map refuses it), the highest, any refused)
        self.priced: tuple | None = None
        self.class_costs: dict[int, int] | None = None  # the class prices ``priced`` read (``prices._flat_priced``)
        self.classes: list[int] | None = None  # the price classes of its shapes (the same)
        #: (pricing key, the cheapest shape's price) as ``priced`` found it (a listing the money cannot start is
        #: empty at once)
        self.cheapest: tuple[object, int] | None = None
        self._actions: tuple[Action, ...] | None = None
        self._columns: dict[str, tuple] = {}
        self._bytes: dict[str, bytes | None] = {}
        self._templates: list[Template] | None = None

    @property
    def templates(self) -> list[Template]:
        """Each hex's template, in list order (made on first use: the columns read their templates' fields,
        one attribute away instead of two)."""
        if self._templates is None:
            self._templates = list(map(_TEMPLATE, self.seen))
        return self._templates

    # what the whole list needs, worked out when a supply runs low enough to ask (``flat_allowed``)

    @property
    def links(self) -> int:
        """The most links one shape starts (ownership discs)."""
        if self._links is None:
            self._links = max(map(_LINKS, self.seen), default=0)
        return self._links

    @property
    def disc(self) -> bool:
        """Whether some shape takes a town disc."""
        if self._disc is None:
            self._disc = any(map(_DISC, self.seen))
        return self._disc

    @property
    def actions(self) -> tuple[Action, ...]:
        """Every shape's action in list order (made on first use)."""
        if self._actions is None:
            self._actions = tuple(chain.from_iterable(map(_ACTIONS, self.seen)))
        return self._actions

    def action(self, j: int) -> Action:
        """The action of shape ``j`` of the listing (only that one is made)."""
        if self._actions is not None:
            return self._actions[j]
        hs, i = self.locate(j)
        return hs.action_at(i)

    def locate(self, j: int) -> tuple[HexShapes, int]:
        """The hex of shape ``j`` of the listing and the shape's place among that hex's shapes."""
        k = bisect_right(self.offsets, j) - 1
        return self.seen[k], j - self.offsets[k]

    def byte_column(self, name: str) -> bytes | None:
        """Per action, a byte: ``tile`` the supply it draws on (255: it keeps the tile there), ``class`` its price
        class (once every template is classed; None where a class number passes 255). A mask is then one
        ``bytes.translate`` of it (made on first use)."""
        col = self._bytes.get(name, self)
        if col is self:
            parts = list(map(_TILE_BYTES if name == "tile" else _CLASS_BYTES, self.templates))
            col = self._bytes[name] = None if None in parts else b"".join(parts)
        return col

    def column(self, name: str) -> tuple:
        """Per action: ``tiles`` the supply it draws on (-1: it keeps the tile there), ``links`` the links it
        starts, ``discs`` whether it takes a town disc (made on first use)."""
        col = self._columns.get(name)
        if col is None:
            get = {"tiles": _TILES, "links": _LINKS_EACH, "discs": _DISCS}[name]
            col = self._columns[name] = tuple(chain.from_iterable(map(get, self.templates)))
        return col


def flat_allowed(m: MapRules, s: SteamState, seat: int, flat: Flat, sup: _Supplies) -> tuple[Flat, bytes | None]:
    """Which shapes of the listing the supplies allow, in one pass: all of them (None), or a mask with a byte
    per shape, 1 where allowed: those the money covers and whose tile is left, or (when town discs or ownership
    discs run short) those each shape's own needs allow. A mask, not a list of indices: a random player reads
    the count and one entry (``BuildList``). A restricted hex the map refuses is left out of ``flat`` already
    (see ``placements.placement_list``). What ``_allowed`` gives hex by hex, end to end."""
    pr = _flat_priced(m, s, seat, flat, sup.key)
    cash = sup.cash
    low = flat.cheapest
    if low is not None and low[1] > cash and low[0] is pr[0]:
        return flat, bytes(flat.total)  # the money covers not even the cheapest shape
    if (sup.room >= MOST_LINKS or flat.links <= sup.room) and (sup.discs > 0 or not flat.disc):
        paid = pr[2] <= cash and not pr[3]
        # where a tile type is used up, the shapes whose tile is left (a 0 where some shape draws on one of them)
        drawn = _drawn(flat, sup.short_mask) if sup.short_mask else None
        if drawn is not None and 0 not in drawn:
            drawn = None
        if paid and drawn is None:
            return flat, None
        # the shapes the money covers and whose tile is left, picked out without a loop per shape
        if drawn is None:
            return flat, _covered(flat, pr, cash)
        if paid:
            return flat, drawn
        covered = _covered(flat, pr, cash)
        n = flat.total
        return flat, (int.from_bytes(covered) & int.from_bytes(drawn)).to_bytes(n)  # bytewise: 0 or 1 each
    room, no_disc, left = sup.room, sup.discs <= 0, sup.left
    needs = zip(_flat_costs(flat, pr), flat.column("tiles"), flat.column("links"), flat.column("discs"), strict=True)
    return flat, bytes(
        [
            c <= cash and links <= room and not (disc and no_disc) and (i < 0 or left[i] > 0)
            for c, i, links, disc in needs
        ]
    )


def _covered(flat: Flat, pr: tuple, cash: int) -> bytes:
    """Per shape of the listing, 1 where ``cash`` covers its price (``_flat_priced``'s ``pr``), else 0. Priced by
    class, the listing's column of price classes translated by a table of the classes the money covers."""
    costs = flat.class_costs
    column = flat.byte_column("class") if costs is not None and pr[1] is None else None
    if column is None or pr[0] is not flat.priced[0]:
        return bytes(map(ge, repeat(cash), _flat_costs(flat, pr)))
    table = bytearray(256)
    for n in flat.classes:
        if costs[n] <= cash:
            table[n] = 1
    return column.translate(table)


def _drawn(flat: Flat, short: int) -> bytes:
    """Per shape of the listing, 1 where its tile is left (or it keeps the tile there), else 0, for the tile
    types ``short`` (bits) used up: the listing's column of tile types translated by a table of those left."""
    return flat.byte_column("tile").translate(_left_table(short))


#: tile types used up (bits) -> per tile type 1 where some are left, else 0, and 1 at 255 (keeps its tile)
_LEFT_TABLES: dict[int, bytes] = {}


def _left_table(short: int) -> bytes:
    table = _LEFT_TABLES.get(short)
    if table is None:
        if len(_LEFT_TABLES) > 256:
            _LEFT_TABLES.clear()
        table = _LEFT_TABLES[short] = bytes(0 if short >> i & 1 else 1 for i in range(256))
    return table
