"""What a build turn's placements cost, and which the map refuses, for one seat and pricing key.

The map's hooks (``placement_cost``, ``charge``, ``placement_refusal``) are asked as little as a listing
allows: a hex's prices are kept while the map's ``pricing_key`` is the same, and for a map whose prices
read no hex (``MapRules.prices_by_shape``) per template, so every hex that looks the same is priced once.
``rules/steam/supplies.py`` checks the money of each call against these prices.
"""

from __future__ import annotations

from functools import reduce
from itertools import chain, repeat
from operator import attrgetter, is_, itemgetter, or_
from typing import TYPE_CHECKING

from rules.steam.build import Placement
from rules.steam.maps import MapRules
from rules.steam.state import SteamState
from rules.steam.templates import HexShapes, Template

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
        t = hs.template
        kept = t.priced
        pr = kept.get((seat, key))
        if pr is None:
            if len(kept) > 32:
                kept.clear()
            costs = _class_costs(m, s, seat, key, hs.h)
            try:
                pr = kept[(seat, key)] = _summary(key, tuple(map(costs.__getitem__, _classes(m, t))))
            finally:
                costs.s = None  # the memo outlives the state
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
_NOT_REFUSED = REFUSED.__ne__


def _summary(key: object, costs: tuple[int, ...]) -> tuple:
    """``_price``'s answer for these costs: (key, costs, the highest not refused, any refused)."""
    if REFUSED in costs:
        return (key, costs, max(filter(_NOT_REFUSED, costs), default=0), True)
    return (key, costs, max(costs, default=0), False)


# -- price classes: a map whose prices read no hex -------------------------------------------------------

#: A template row's fields (a Placement without its hex), by name.
_ROW_FIELDS = ("kind", "tile", "rot", "terrain", "base_cost", "old_tile", "new_paths", "new_links")


def _classes(m: MapRules, t: Template) -> tuple[int, ...]:
    """Each shape's price class: its row's fields that the map's price hooks read (``MapRules.price_reads``;
    the base cost too where ``placement_cost`` is the base's), numbered per map. Shapes of one class cost
    the same for a seat and pricing key, so a class is priced once, and a map has few (Venezuela's: an
    upgrade to a complex tile or not). Kept on the template (a map's templates are its own)."""
    out = t.price_classes
    if out is None:
        ids, rows, pick = _class_numbers(m)
        found = []
        for row in t.rows:
            k = row if pick is None else pick(row)
            n = ids.get(k)
            if n is None:
                n = ids[k] = len(rows)
                rows.append(row)  # the first row of the class stands for it
            found.append(n)
        out = t.price_classes = tuple(found)
        bits = 0
        for n in out:
            bits |= 1 << n
        t.class_bits = bits
        t.class_bytes = bytes(out) if max(out, default=0) < 256 else None  # a map has a few (Venezuela's 2)
    return out


def _class_numbers(m: MapRules) -> tuple[dict, list, object]:
    """The map's price classes: (what the hooks read of a row -> class number, the first row of each class,
    the reading of a row; None: the whole row)."""
    numbers = m.__dict__.get("_price_class_numbers")
    if numbers is None:
        reads = m.price_reads
        if reads is not None and not _own_hooks(m)[1]:
            reads = (*reads, "base_cost")
        pick = None if reads is None else itemgetter(*sorted({_ROW_FIELDS.index(f) for f in reads}))
        numbers = m.__dict__["_price_class_numbers"] = ({}, [], pick)
    return numbers


class _ClassCosts(dict):
    """Price class -> its cost (``REFUSED`` where refused) for one seat and pricing key: each class priced
    by the map's hooks once, on the first row of the class, the hex and the state it is first asked for
    (any other gives the same answer: the hooks read no hex and the key covers what they read of a state)."""

    __slots__ = ("h", "m", "rows", "s", "seat", "summaries")

    def __missing__(self, n: int) -> int:
        m, s, seat = self.m, self.s, self.seat
        r = self.rows[n]
        cost = _cost(m, s, seat, Placement(r[0], self.h, *r[1:]))
        self[n] = cost
        return cost


def _cost(m: MapRules, s: SteamState, seat: int, p: Placement) -> int:
    refuses, prices, charges = _own_hooks(m)
    if refuses and m.placement_refusal(s, seat, p):
        return REFUSED
    cost = m.placement_cost(s, seat, p) if prices else p.base_cost
    return m.charge(s, seat, s.spent, cost) if charges else cost


def _class_costs(m: MapRules, s: SteamState, seat: int, key: object, h: int) -> _ClassCosts:
    """The class prices for ``seat`` and pricing ``key`` (kept per map), ready to price a new class on ``s``
    and hex ``h``; the caller sets ``s`` back to None when done."""
    kept = m.__dict__.get("_class_costs")
    if kept is None:
        kept = m.__dict__["_class_costs"] = {}
    costs = kept.get((seat, key))
    if costs is None:
        if len(kept) >= 512:
            kept.clear()
        costs = kept[(seat, key)] = _ClassCosts()
        costs.m, costs.seat, costs.rows = m, seat, _class_numbers(m)[1]
        #: the classes a listing holds (as bits) -> (those classes, the cheapest, the highest not refused, any
        #: refused): a listing of the same classes is summed up again without pricing them one by one
        costs.summaries = {}
    costs.s, costs.h = s, h
    return costs


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
        flat.cheapest = (key, min(map(_LOW_BASE, flat.templates), default=0))
    elif key is not _UNKEYED and m.prices_by_shape:
        # the classes the listing holds are priced, each once; the costs of its shapes only when the money
        # is short (``_flat_costs``)
        templates = flat.templates
        held_bits = reduce(or_, map(_CLASS_BITS, templates), 0)
        if held_bits < 0:  # templates not classed yet (classed when made: ``shapes._classed``; not one unpickled)
            for t in templates:
                if t.class_bits < 0:
                    _classes(m, t)
            held_bits = reduce(or_, map(_CLASS_BITS, templates), 0)
        costs = _class_costs(m, s, seat, key, seen[0].h if seen else 0)
        try:
            summary = costs.summaries.get(held_bits)
            if summary is None:
                held = [n for n in range(held_bits.bit_length()) if held_bits >> n & 1]
                each = [costs[n] for n in held]
                refused = REFUSED in each
                top = max(filter(_NOT_REFUSED, each) if refused else each, default=0)
                summary = costs.summaries[held_bits] = (held, min(each, default=0), top, refused)
        finally:
            costs.s = None
        flat.class_costs = costs
        flat.classes = summary[0]
        flat.cheapest = (key, summary[1])
        pr = (key, None, summary[2], summary[3])
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
        flat.cheapest = (key, min(costs, default=0))
    if key is not _UNKEYED:
        flat.priced = pr
    return pr


_PRICED = attrgetter("priced")
_PRICED_KEY = attrgetter("priced_key")
_COSTS, _TOP, _ANY_REFUSED = itemgetter(1), itemgetter(2), itemgetter(3)


def _flat_costs(flat: Flat, pr: tuple) -> tuple:
    """Each shape's cost in a listing ``_flat_priced`` has priced, made when first asked."""
    if pr[1] is not None:
        return pr[1]
    if pr[0] is _BASE_PRICES:
        costs = tuple(chain.from_iterable(map(_BASE_COSTS, flat.templates)))
    else:  # by class: every class of the listing is priced already
        costs = tuple(map(flat.class_costs.__getitem__, chain.from_iterable(map(_PRICE_CLASSES, flat.templates))))
    flat.priced = (pr[0], costs, pr[2], pr[3])
    return costs


_TOP_BASE = attrgetter("top_base")
_LOW_BASE = attrgetter("low_base")
_CLASS_BITS = attrgetter("class_bits")
_BASE_COSTS = attrgetter("base_costs")
_PRICE_CLASSES = attrgetter("price_classes")
