"""A hex's shapes as the listing keeps them: a seat- and hex-free ``Template`` per pattern, placed on a hex.

``rules/steam/shapes.py`` works out which placements the track rules allow on a hex and keeps the answer
per map as a ``Template`` (the shapes of every hex that looks the same, with no hex and no seat in them);
a ``HexShapes`` is one such template on one hex for one seat, whose ``build`` actions are made only when
asked, from parts kept per map (``_new_build``). ``rules/steam/supplies.py`` prices and filters them.
"""

from __future__ import annotations

from operator import itemgetter
from typing import NamedTuple

from rules.core import Action
from rules.steam.build import Placement
from rules.steam.maps import MapRules
from rules.steam.tiles import TILES


class Shape(NamedTuple):
    """One placement the track rules allow on a hex, with what the supplies must cover."""

    action: Action
    p: Placement
    idx: int  # the tile's index in tiles.TILES (its supply)
    keeps: bool  # the tile already lies there (its own tile comes back to the supply first)
    disc: bool  # takes a town disc (an ordinary tile on a town, not already a disc town)


_KEY, _BASE_COST, _LINKS = itemgetter(1, 2), itemgetter(4), itemgetter(7)  # a row's (tile, rot), base cost, links


class Template:
    """The shapes of every hex that looks the same (one key of ``shapes._hex_entry``), with no hex and no seat
    in them: made once per map and key, shared by the hexes (``HexShapes``) that show it. Each shape is a row,
    a Placement without its hex (kind, tile, rot, terrain, base cost, old tile, new paths, new links), with
    its tile's index, whether it keeps the tile there and whether it takes a town disc."""

    __slots__ = (
        "_by_key",
        "base_costs",
        "class_bits",
        "class_bytes",
        "disc",
        "discs",
        "idx",
        "keys",
        "links",
        "links_each",
        "low_base",
        "need",
        "price_classes",
        "priced",
        "rows",
        "tile_bytes",
        "tiles",
        "top_base",
    )

    def __init__(
        self,
        rows: tuple[tuple, ...],
        idx: tuple[int, ...],
        keeps: tuple[bool, ...],
        discs: tuple[bool, ...],
        fresh: bool = False,
    ):
        """``fresh``: no shape keeps the tile there (new track on an empty hex), so ``keeps`` is not read."""
        self.rows = rows
        self.idx = idx
        self.keys = tuple(map(_KEY, rows))
        self._by_key: dict[tuple[str, int], int] | None = None
        #: per shape, the supply it draws on (-1: it keeps the tile already there), and the same as bytes, 255
        #: for -1 (``supplies._drawn`` translates it with the tile types left)
        if fresh or True not in keeps:
            self.need = frozenset(idx)
            self.tiles = idx
            self.tile_bytes = bytes(idx)
        else:
            self.need = frozenset(i for i, kept in zip(idx, keeps, strict=True) if not kept)
            self.tiles = tuple(-1 if kept else i for i, kept in zip(idx, keeps, strict=True))
            self.tile_bytes = bytes([255 if i < 0 else i for i in self.tiles])
        self.links_each = tuple(map(_LINKS, rows))
        self.links = max(self.links_each)
        assert self.links <= 6, "supplies.MOST_LINKS: no shape starts more links than a town has exits"
        self.discs = discs
        self.disc = True in discs
        self.base_costs = tuple(map(_BASE_COST, rows))
        self.top_base = max(self.base_costs)
        self.low_base = min(self.base_costs)
        #: (seat, pricing key) -> ``prices._priced``'s answer, for a map whose prices read no hex
        #: (``MapRules.prices_by_shape``)
        self.priced: dict[tuple, tuple] = {}
        #: each shape's price class, for a map whose prices read no hex (``prices._classes``)
        self.price_classes: tuple[int, ...] | None = None
        self.class_bits = -1  # the classes it holds, as bits (-1: not classed yet)
        #: ``price_classes`` as bytes (``supplies._covered`` translates it with the classes the money covers)
        self.class_bytes: bytes | None = None

    def __getstate__(self) -> tuple[None, dict]:
        """Pickled without the prices and shape index it keeps (see ``HexShapes.__getstate__``):
        a template is shared by every game on its map, so what those games filled must not travel with a state.
        Nor its price classes: they are numbered per map in the order a process meets them (``prices._classes``),
        so in the computer players' process the same numbers name other classes (a pickled Tasmania build turn
        listed other placements there, priced by another class's cost)."""
        state = {name: getattr(self, name) for name in self.__slots__}
        state.update(price_classes=None, class_bits=-1, class_bytes=None)
        state["priced"] = {}
        state["_by_key"] = None
        return None, state

    @property
    def by_key(self) -> dict[tuple[str, int], int]:
        """Each shape's index by its (tile, rotation) (made when a listed action is first looked up)."""
        found = self._by_key
        if found is None:
            found = self._by_key = dict(zip(self.keys, range(len(self.keys)), strict=True))
        return found

    def placements(self, h: int) -> list[Placement]:
        """Every shape's Placement on hex ``h``."""
        return [Placement(r[0], h, *r[1:]) for r in self.rows]


class HexShapes:
    """The shapes of one hex for one seat (a ``Template`` placed on the hex: ``placed``), and what a whole
    hex needs from the supplies. Its actions are made when first asked (a listing counts shapes; it makes
    only the action picked, or all of them when the whole list is read), its ``Shape`` objects (with
    Placements) likewise."""

    __slots__ = (
        "_actions",
        "_shapes",
        "disc",
        "h",
        "links",
        "m",
        "memo",
        "need",
        "priced",
        "priced_key",
        "restricted",
        "seat",
        "seated",
        "size",
        "template",
        "top_base",
    )

    def __init__(self, m: MapRules, seat: int, h: int, template: Template, restricted: bool) -> None:
        self.m = m
        self.seat = seat
        self.h = h
        self.template = template
        self.size = len(template.rows)
        self.need = template.need
        self.links = template.links
        self.disc = template.disc
        self.top_base = template.top_base
        self.restricted = restricted
        self._actions: tuple[Action, ...] | None = None
        self._shapes: tuple[Shape, ...] | None = None
        #: (pricing key, cost per shape (``prices.REFUSED`` where the map refuses it), the highest cost, any refused):
        #: see ``_priced``.
        self.priced: tuple | None = None
        self.priced_key: object = None  # the pricing key ``priced`` is for
        #: the allowed actions when something is short, by what is short (a pure cache, safe to share;
        #: made when first needed, as is the next: thousands of hexes' shapes are kept per map)
        self.memo: dict[tuple, tuple[Action, ...]] | None = None
        #: the same template on the same hex for each seat (``placed``'s, shared by all of them)
        self.seated: dict[int, HexShapes] | None = None

    def __getstate__(self) -> tuple[None, dict]:
        """Pickled without what it keeps from other calls and seats (a state sent to the computer players'
        process carries its listing, not the caches every game on the map has filled)."""
        state = {name: getattr(self, name) for name in self.__slots__}
        state.update(_actions=None, _shapes=None, memo=None, seated=None, priced=None, priced_key=None)
        return None, state

    @property
    def actions(self) -> tuple[Action, ...]:
        """Each shape's ``build`` action, in list order (made on first use, then kept)."""
        acts = self._actions
        if acts is None:
            acts = self._actions = _actions(self.m, self.seat, self.h, self.template)
        return acts

    def action_at(self, i: int) -> Action:
        """The action of shape ``i`` alone (the others are not made for it)."""
        if self._actions is not None:
            return self._actions[i]
        tile, rot = self.template.keys[i]
        return _action(self.m, self.seat, self.h, tile, rot)

    @property
    def shapes(self) -> tuple[Shape, ...]:
        """Each shape with its action and its Placement on this hex (made on first use, then kept)."""
        shapes = self._shapes
        if shapes is None:
            t = self.template
            made = zip(self.actions, t.placements(self.h), t.idx, t.tiles, t.discs, strict=True)
            shapes = self._shapes = tuple(Shape(a, p, idx, tile < 0, disc) for a, p, idx, tile, disc in made)
        return shapes

    def placement(self, i: int) -> Placement:
        """The Placement of shape ``i`` on this hex."""
        return Placement(self.template.rows[i][0], self.h, *self.template.rows[i][1:])


def _action(m: MapRules, seat: int, h: int, tile: str, rot: int) -> Action:
    """The build action (made once per map, seat, hex, tile and rotation: actions are values)."""
    memo = m.__dict__.get("_build_actions")
    if memo is None:
        memo = m.__dict__["_build_actions"] = {}
    key = (seat, h, tile, rot)
    a = memo.get(key)
    if a is None:
        memo[key] = a = _new_build(m, seat, h, tile, rot)
    return a


def _actions(m: MapRules, seat: int, h: int, template: Template) -> tuple[Action, ...]:
    memo = m.__dict__.setdefault("_build_actions", {})
    out = []
    for tile, rot in template.keys:
        key = (seat, h, tile, rot)
        a = memo.get(key)
        if a is None:
            memo[key] = a = _new_build(m, seat, h, tile, rot)
        out.append(a)
    return tuple(out)


_SET_FIELDS = tuple(Action.__dict__[f].__set__ for f in ("kind", "seat", "params", "source", "targets"))
_TILE_PARTS = {tt.id: (("tile", tt.id), f"tile:{tt.id}") for tt in TILES}
_ROT_PARTS = tuple(("rot", r) for r in range(6))


def _new_build(m: MapRules, seat: int, h: int, tile: str, rot: int) -> Action:
    """``build.build_action``, made from parts kept per hex and tile, its fields set straight into the
    frozen Action's slots (thousands are made while build turns are listed): an equal action, hints and
    all."""
    parts = m.__dict__.get("_hex_action_parts")
    if parts is None:
        names = [hx.name for hx in m.board.hexes]
        parts = m.__dict__["_hex_action_parts"] = [(("hex", n), (f"hex:{n}",)) for n in names]
    at, targets = parts[h]
    param, source = _TILE_PARTS[tile]
    a = object.__new__(Action)
    kind, seat_, params, source_, targets_ = _SET_FIELDS
    kind(a, "build")
    seat_(a, seat)
    params(a, (at, param, _ROT_PARTS[rot]))
    source_(a, source)
    targets_(a, targets)
    return a


_PLACED_LIMIT = 20_000


def placed(m: MapRules, seat: int, h: int, template: Template) -> HexShapes:
    """``template`` on hex ``h`` for ``seat``: one HexShapes per map, seat, hex and template, so every turn
    and game that meets it again finds its actions and prices already made."""
    memo = m.__dict__.get("_placed_shapes")
    if memo is None:
        memo = m.__dict__["_placed_shapes"] = {}
    seated = memo.get((h, template))
    if seated is None:
        if len(memo) >= _PLACED_LIMIT:
            memo.clear()
        seated = memo[(h, template)] = {}
    hs = seated.get(seat)
    if hs is None:
        hs = seated[seat] = HexShapes(m, seat, h, template, h in m.restricted_hexes)
        hs.seated = seated
    return hs


def _reseat(m: MapRules, hs: HexShapes, seat: int) -> HexShapes:
    """The same shapes as another seat's, on a hex where nothing reads the seat."""
    if hs.seat == seat:
        return hs
    seated = hs.seated
    new = seated.get(seat) if seated is not None else None
    return new if new is not None else placed(m, seat, hs.h, hs.template)


__all__ = ["HexShapes", "Shape", "Template"]
