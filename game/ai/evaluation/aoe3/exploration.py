"""Expeditions of discovery: what one is worth from the public counters, and the ones that cannot succeed."""

from __future__ import annotations

from rules.aoe3.buildings import expedition_bonus
from rules.aoe3.data import CAPTAIN, CARDS, COUNTERS, REGIONS, UNITS
from rules.aoe3.state import AoeState

_disc_memo: dict[tuple, tuple[tuple[float, float, float, float], ...]] = {}


def _chance_table(ids: tuple[str, ...], table: dict) -> tuple[tuple[float, float, float, float], ...]:
    """Per expedition value 0..12: (chance of success, expected VP, dollars, loot per Soldier) over ``ids``."""
    key = (id(table), ids)
    found = _disc_memo.get(key)
    if found is not None:
        return found
    n = len(ids)
    rows = []
    for v in range(13):
        ok = [table[c] for c in ids if table[c].natives <= v]
        if not n or not ok:
            rows.append((0.0, 0.0, 0.0, 0.0))
            continue
        rows.append(
            (
                len(ok) / n,
                sum(d.vp for d in ok) / n,
                sum(d.dollars for d in ok) / n,
                sum(d.loot for d in ok) / n,
            )
        )
    found = tuple(rows)
    if len(_disc_memo) > 5000:
        _disc_memo.clear()
    _disc_memo[key] = found
    return found


def expedition_value(s: AoeState, value: int, soldiers: int, money_value: float, colonist: float) -> float:
    """Expected VP of an expedition of this value at its best target (public counters only)."""
    if value <= 0:
        return 0.0
    v = min(value, 12)
    best = 0.0
    any_region = False
    pool_row = None
    for r, found in enumerate(s.discovered):
        if found:
            continue
        any_region = True
        known = s.known[r]
        if known is not None:
            c = COUNTERS[known]
            if c.natives <= value:
                gain = c.vp + (c.dollars + c.loot * soldiers) * money_value + colonist
                if gain > best:
                    best = gain
        else:
            if pool_row is None:
                pool_row = _chance_table(s.counter_pool, COUNTERS)[v]
            chance, vp, dollars, loot = pool_row
            gain = vp + (dollars + loot * soldiers) * money_value + chance * colonist
            if gain > best:
                best = gain
    if not any_region and s.deck:
        chance, vp, dollars, loot = _chance_table(s.deck, CARDS)[v]
        best = vp + (dollars + loot * soldiers) * money_value
    return best


# -- moves no player makes -----------------------------------------------------------------------


def _hopeless_targets(s: AoeState, value: int) -> tuple[list[str], bool]:
    """(the targets where an expedition of this value cannot beat the natives, whether it can anywhere).

    Public counters only: a region's known counter, else any counter still in the pool; once every region
    is found, any discovery card left.
    """
    regions = [r for r, found in enumerate(s.discovered) if not found]
    if not regions:
        possible = any(CARDS[c].natives <= value for c in s.deck)
        return ([] if possible else ["deck"]), possible
    pool_low = min((COUNTERS[c].natives for c in s.counter_pool), default=99)
    hopeless = []
    for r in regions:
        known = s.known[r]
        if (COUNTERS[known].natives if known is not None else pool_low) > value:
            hopeless.append(REGIONS[r].id)
    return hopeless, len(hopeless) < len(regions)


def _can_succeed(s: AoeState, value: int) -> bool:
    return _hopeless_targets(s, value)[1]


def pointless(ruleset: object, s: AoeState, legal: list) -> set:
    """An expedition that cannot succeed: it loses its units whatever region it goes to (or goes where it
    cannot when another region is open to it).

    Choosing the first unit is pointless when all the seat's units in the Discovery box together could not
    succeed (keeping them is better); launching is pointless while the units chosen could not succeed and
    more are left to add.
    """
    pend = s.pending
    if pend is not None and pend[0] == "explore":  # the region: none where it is sure to fail, if it can succeed
        sel = pend[2]
        hopeless, possible = _hopeless_targets(s, sum(sel) + sel[CAPTAIN] + expedition_bonus(s, pend[1]))
        return {a for a in legal if a.get("region") in hopeless} if possible else set()
    if pend is None or pend[0] != "expedition":
        return set()
    seat, sel = pend[1], pend[2]
    every = [0] * len(UNITS)
    for p, u in s.discovery:
        if p == seat:
            every[u] += 1
    bonus = expedition_bonus(s, seat)
    if not _can_succeed(s, sum(every) + every[CAPTAIN] + bonus):
        return {a for a in legal if a.kind == "send"} if not sum(sel) else set()
    if sum(sel) and not _can_succeed(s, sum(sel) + sel[CAPTAIN] + bonus):
        return {a for a in legal if a.kind == "launch"}
    return set()
