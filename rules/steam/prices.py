"""What a build turn's placements cost, and which the map refuses, for one seat and pricing key.

The map's hooks (``placement_cost``, ``charge``, ``placement_refusal``) are asked as little as a listing
allows: a hex's prices are kept while the map's ``pricing_key`` is the same, and for a map whose prices
read no hex (``MapRules.prices_by_shape``) per template, so every hex that looks the same is priced once.
``rules/steam/supplies.py`` checks the money of each call against these prices.
"""

from __future__ import annotations

from itertools import chain, repeat
from operator import attrgetter, is_, itemgetter
from typing import TYPE_CHECKING

from rules.steam.build import Placement
from rules.steam.maps import MapRules
from rules.steam.state import SteamState
from rules.steam.templates import HexShapes

if TYPE_CHECKING:
    from rules.steam.supplies import Flat


def _priced(m: MapRules, s: SteamState, seat: int, hs: HexShapes, key: object) -> tuple:
    """(key, cost of each shape (``REFUSED`` where the map refuses it), highest cost) for the pricing ``key``
    (``_pricing_key``'s: one object per value, so a kept price is found by identity)."""
    if hs.priced_key is key and key is not _UNKEYED:
        return hs.priced
    if key is _BASE_PRICES:
        pr = (key, hs.template.base_costs, hs.top_base, False)
        hs.priced, hs.priced_key = pr, key
        return pr
    if key is not _UNKEYED and m.prices_by_shape:  # every hex that looks the same is priced alike
        kept = hs.template.priced
        pr = kept.get((seat, key))
        if pr is None:
            if len(kept) > 32:
                kept.clear()
            pr = kept[(seat, key)] = _price(m, s, seat, hs.template.priced_placements(hs.h), key)
    else:
        pr = _price(m, s, seat, [sh.p for sh in hs.shapes], key)
    if key is not _UNKEYED:
        hs.priced, hs.priced_key = pr, key
    return pr


def _price(m: MapRules, s: SteamState, seat: int, placements: list[Placement], key: object) -> tuple:
    refuses, prices, charges = _own_hooks(m)
    costs: list[int] = []
    spent = s.spent
    for p in placements:
        if refuses and m.placement_refusal(s, seat, p):
            costs.append(REFUSED)
            continue
        cost = m.placement_cost(s, seat, p) if prices else p.base_cost
        costs.append(m.charge(s, seat, spent, cost) if charges else cost)
    top = max((c for c in costs if c != REFUSED), default=0)
    return (key, tuple(costs), top, REFUSED in costs)


#: The cost written for a placement the map refuses: more than any cash, so a cost check leaves it out.
REFUSED = 1 << 62


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
    if key is None:
        return _UNKEYED
    try:
        return _KEYS.setdefault(key, key)
    except TypeError:  # an unhashable key: compared by value, never kept
        return _UNKEYED


#: each pricing key value seen, so that equal keys are one object
_KEYS: dict[object, object] = {}


def _flat_priced(m: MapRules, s: SteamState, seat: int, flat: Flat, key: object) -> tuple:
    """``_priced`` for a whole listing: (key, each action's cost, the highest, any refused)."""
    pr = flat.priced
    if pr is not None and pr[0] is key and key is not _UNKEYED:
        return pr
    seen = flat.seen
    if key is _BASE_PRICES:  # the costs themselves only when the money is short (``_flat_costs``)
        pr = (key, None, max(map(_TOP_BASE, seen), default=0), False)
    else:
        if key is _UNKEYED:  # prices never kept (not on the hexes either): each hex's as worked out now
            parts = [_priced(m, s, seat, hs, key) for hs in seen]
        else:
            if not all(map(is_, map(_PRICED_KEY, seen), repeat(key))):
                for hs in seen:
                    if hs.priced_key is not key:
                        _priced(m, s, seat, hs, key)
            parts = list(map(_PRICED, seen))
        costs = tuple(chain.from_iterable(map(_COSTS, parts)))
        pr = (key, costs, max(map(_TOP, parts), default=0), any(map(_ANY_REFUSED, parts)))
    if key is not _UNKEYED:
        flat.priced = pr
    return pr


_PRICED = attrgetter("priced")
_PRICED_KEY = attrgetter("priced_key")
_COSTS, _TOP, _ANY_REFUSED = itemgetter(1), itemgetter(2), itemgetter(3)


def _flat_costs(flat: Flat, pr: tuple) -> tuple:
    if pr[1] is not None:
        return pr[1]
    costs = tuple(chain.from_iterable(map(_BASE_COSTS, flat.seen)))
    flat.priced = (pr[0], costs, pr[2], pr[3])
    return costs


_TOP_BASE = attrgetter("top_base")
_BASE_COSTS = attrgetter("template.base_costs")
