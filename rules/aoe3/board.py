"""Small changes to a copied state that several rules share.

Each helper takes the new state ``s`` (already a copy, with its own copy of the
generator, made once per ``apply``), replaces the tuples it changes, and
appends readable events to ``ev``. Nothing here decides: the rules that call
these do.
"""

from __future__ import annotations

from rules.aoe3.data import (
    CLAIM_COLONISTS,
    COLONIST,
    COUNTERS,
    GOOD_NAMES,
    GOODS,
    REGION_IDS,
    REGIONS,
    UNITS,
)
from rules.aoe3.state import AoeState, tadd, tset
from rules.core import Event
from rules.seats import seat_colour

#: Each seat's nation and colour (rulebook, setup 1: "Red for England, Blue for France, Yellow for Spain, Green for
#: Portugal, Orange for Holland").
NATIONS = ("England", "France", "Spain", "Portugal", "Holland")
COLOURS = ("Red", "Blue", "Yellow", "Green", "Orange")


def seat_name(seat: int) -> str:
    """A seat as every Age of Empires III text names it: its colour and its nation, "Red (England)"."""
    return f"{seat_colour(seat, COLOURS)} ({NATIONS[seat % len(NATIONS)]})"


def unit_name(unit: int, n: int = 1) -> str:
    name = UNITS[unit]
    return name if n == 1 else f"{n} {name}s"


def gain_money(s: AoeState, seat: int, amount: int) -> None:
    s.money = tadd(s.money, seat, amount)


def gain_units(s: AoeState, seat: int, unit: int, n: int = 1) -> None:
    """Units into the player's hand: they are placed in the next placement phase."""
    s.hand = tset(s.hand, seat, tadd(s.hand[seat], unit, n))


def add_to_colony(s: AoeState, region: int, seat: int, unit: int, n: int, ev: list[Event]) -> None:
    """Units arrive in a New World region; the first player with three Colonists there claims its good.

    The rulebook counts Colonists, not units: "The first player to get three of their Colonists in a region claims
    that region's Trade Good!" A Missionary or a Merchant does not count toward the three; the extra colonist a
    Missionary brings does.
    """
    colony = s.colonies[region]
    colony = tset(colony, seat, tadd(colony[seat], unit, n))
    s.colonies = tset(s.colonies, region, colony)
    good = s.region_good[region]
    if good is not None and colony[seat][COLONIST] >= CLAIM_COLONISTS:
        s.region_good = tset(s.region_good, region, None)
        s.goods = tset(s.goods, seat, tadd(s.goods[seat], GOODS.index(good), 1))
        rid = REGION_IDS[region]
        ev.append(
            Event.make(
                "claim_good",
                f"{seat_name(seat)} is the first with three colonists in {REGIONS[region].name} and claims its "
                f"{GOOD_NAMES[good]}.",
                seat,
                [f"region:{rid}", f"good:{rid}"],
                region=rid,
                good=good,
            )
        )


def remove_from_colony(s: AoeState, region: int, seat: int, losses: tuple[int, ...]) -> None:
    colony = s.colonies[region]
    units = tuple(a - b for a, b in zip(colony[seat], losses, strict=True))
    s.colonies = tset(s.colonies, region, tset(colony, seat, units))


def draw_good(s: AoeState) -> str | None:
    """Draw one trade good from the face-down pile at the moment it is shown (None if it is empty)."""
    total = sum(s.goods_pool)
    if total == 0:
        return None
    pick = s.rng.randrange(total)
    for k, c in enumerate(s.goods_pool):
        if pick < c:
            s.goods_pool = tadd(s.goods_pool, k, -1)
            return GOODS[k]
        pick -= c
    raise AssertionError("unreachable")


def draw_counter(s: AoeState, region: int) -> str:
    """The counter of a region being flipped: the known one, or a fresh draw from the unused pool."""
    known = s.known[region]
    if known is not None:
        return known
    pool = s.counter_pool
    cid = pool[s.rng.randrange(len(pool))]
    s.counter_pool = tuple(c for c in pool if c != cid)
    return cid


def discover_region(s: AoeState, region: int, seat: int, cid: str, ev: list[Event], how: str) -> None:
    """A region is discovered: the counter and its dollars go to ``seat`` and a free colonist lands there."""
    c = COUNTERS[cid]
    rid = REGION_IDS[region]
    s.discovered = tset(s.discovered, region, True)
    s.known = tset(s.known, region, None)
    s.counters_won = tset(s.counters_won, seat, (*s.counters_won[seat], cid))
    gain_money(s, seat, c.dollars)
    ev.append(
        Event.make(
            "discover",
            f"{seat_name(seat)} {how} {REGIONS[region].name} (natives {c.natives}): takes the counter "
            f"({c.vp} VP at the end) and ${c.dollars}, and a free colonist settles there.",
            seat,
            [f"region:{rid}", f"counter:{rid}"],
            region=rid,
            counter=cid,
        )
    )
    add_to_colony(s, region, seat, COLONIST, 1, ev)
