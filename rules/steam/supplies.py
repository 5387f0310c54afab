"""The supplies of a build turn, checked on every call: tiles and town discs left, ownership discs, money.

The shapes of a hex (``rules/steam/shapes.py``) are kept between calls; what the turn's supplies allow
of them is decided on each call, for a whole hex at once where nothing is short, and kept per hex by
what is short where something is. The map's prices and refusals are kept per hex while its
``pricing_key`` is the same.
"""

from __future__ import annotations

from itertools import chain

from rules.core import Action
from rules.steam import constants as K
from rules.steam.maps import MapRules
from rules.steam.shapes import HexShapes, Shape
from rules.steam.state import SteamState
from rules.steam.track import Network


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

    __slots__ = ("cash", "discs", "key", "left", "room", "short", "short_mask")

    def __init__(self, m: MapRules, s: SteamState, seat: int, net: Network) -> None:
        self.left = left = s.tiles_left
        self.short = frozenset(i for i, n in enumerate(left) if n <= 0)
        self.short_mask = sum(1 << i for i in self.short)
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


class Flat:
    """A listing's shapes end to end in list order, with what the whole list needs (one per listing)."""

    __slots__ = ("actions", "disc", "links", "need", "priced", "restricted", "seen", "shapes", "tiles")

    def __init__(self, hexes: list[HexShapes]) -> None:
        self.seen = hexes
        self.shapes = tuple(chain.from_iterable(hs.shapes for hs in hexes))
        self.actions = tuple(chain.from_iterable(hs.actions for hs in hexes))
        self.tiles = tuple(-1 if sh.keeps else sh.idx for sh in self.shapes)  # the supply each shape draws on
        self.links = max((hs.links for hs in hexes), default=0)
        need = 0
        for hs in hexes:
            need |= hs.need_mask
        self.need = need
        self.disc = any(hs.disc for hs in hexes)
        self.restricted = tuple(hs.h for hs in hexes if hs.restricted)
        #: (pricing key, cost of each action or None where the map refuses it, the highest, any refused)
        self.priced: tuple | None = None


def flat_allowed(m: MapRules, s: SteamState, seat: int, flat: Flat, sup: _Supplies) -> list[Action]:
    """Every action of the listing the supplies allow, in one pass: all of them, or those the money
    covers, or (when tiles, town discs or ownership discs run short, or a restricted hex is refused)
    those each shape's own needs allow; what ``_allowed`` gives hex by hex, end to end."""
    refused = {h for h in flat.restricted if m.hex_refusal(s, seat, h)}
    key = sup.key
    pr = flat.priced
    if pr is None or pr[0] != key or key is _UNKEYED:
        parts = [_priced(m, s, seat, hs, key) for hs in flat.seen]
        costs = tuple(chain.from_iterable(part[1] for part in parts))
        pr = (key, costs, max((part[2] for part in parts), default=0), any(part[3] for part in parts))
        if key is not _UNKEYED:
            flat.priced = pr
    cash = sup.cash
    if not refused and flat.links <= sup.room and (sup.discs > 0 or not flat.disc):
        paid = pr[2] <= cash and not pr[3]
        if not sup.short_mask & flat.need:
            if paid:
                return list(flat.actions)
            return [a for a, c in zip(flat.actions, pr[1], strict=True) if c is not None and c <= cash]
        short = sup.short  # a tile type used up: the shapes that take one from the supply (-1: keep theirs)
        if paid:
            return [a for a, i in zip(flat.actions, flat.tiles, strict=True) if i not in short]
        return [
            a
            for a, c, i in zip(flat.actions, pr[1], flat.tiles, strict=True)
            if c is not None and c <= cash and i not in short
        ]
    ok = sup.shape_ok
    return [sh.action for sh, c in zip(flat.shapes, pr[1], strict=True) if ok(sh, c) and sh.p.hex not in refused]
