"""Warfare: Battles and Wars valued by what they do to the colony majorities still to score.

The rulebook (Warfare!): a colonist in the Warfare box lets its owner fight one Battle (free: one region, one
opponent) or a War ($10: every colony where both have a unit and one of them is a Soldier); in each battle every
Soldier eliminates one enemy unit, chosen by its owner, all casualties at once. So a Soldier in a colony is worth
what it can still take: a majority it can break, a rival's lead it can remove. The estimate projects the battles
the Warfare box will fight this turn (each seat choosing its best, or none), the one in progress (its casualties
chosen so far, the rest taken Soldiers first), and counts a share (``THREAT``) of the best battle each seat's
Soldiers could fight on a later turn.

Colonies are projected as per-region, per-seat lists: ``tot`` (units, what a majority counts) and ``sold``
(Soldiers among them). A battle is judged for its attacker by its own gain in colony VP less the mean gain of the
other seats (a rival losing its first place is a gain), as a player would.
"""

from __future__ import annotations

from .colonies import region_value

Plan = list[tuple[int, int]]  # (region, opponent) battles


def kill(tot: list[int], sold: list[int], victim: int, n: int) -> None:
    """``n`` of the victim's units eliminated (its Soldiers first: they would fight back on a later turn)."""
    n = min(n, tot[victim])
    tot[victim] -= n
    sold[victim] -= min(n, sold[victim])


def fight(tot: list[int], sold: list[int], att: int, dfn: int) -> None:
    """One battle: each side's Soldiers eliminate as many of the other's units, all at once."""
    a_kills = min(sold[att], tot[dfn])
    d_kills = min(sold[dfn], tot[att])
    kill(tot, sold, dfn, a_kills)
    kill(tot, sold, att, d_kills)


def can_fight(tot: list[int], sold: list[int], att: int, dfn: int) -> bool:
    """The rulebook's battle region: both have a unit there and one of those units is a Soldier."""
    return tot[att] > 0 and tot[dfn] > 0 and sold[att] + sold[dfn] > 0


def battle_deltas(
    tot: list[int], sold: list[int], att: int, dfn: int, exact_w: float, soft_w: float
) -> tuple[list[float], list[int], list[int]]:
    """(each seat's change in this region's VP, the units after, the Soldiers after) of a battle here."""
    after, sold_after = tot[:], sold[:]
    fight(after, sold_after, att, dfn)
    deltas = [
        region_value(after, q, exact_w, soft_w) - region_value(tot, q, exact_w, soft_w) if tot[q] else 0.0
        for q in range(len(tot))
    ]
    return deltas, after, sold_after


def score(deltas: list[float], seat: int) -> float:
    """A battle as its attacker judges it: its own gain less the mean gain of the other seats."""
    others = [d for q, d in enumerate(deltas) if q != seat]
    return deltas[seat] - sum(others) / max(1, len(others))


def best_battle(
    tot: list[list[int]], sold: list[list[int]], seat: int, exact_w: float, soft_w: float, regions=None
) -> tuple[float, int, int, list[float]]:
    """(score, region, opponent, deltas) of the seat's best battle with its own Soldiers (region -1: none)."""
    best = (0.0, -1, -1, [])
    for r in regions if regions is not None else range(len(tot)):
        tr, sr = tot[r], sold[r]
        if not sr[seat]:
            continue
        for opp in range(len(tr)):
            if opp == seat or not tr[opp]:
                continue
            deltas, _a, _s = battle_deltas(tr, sr, seat, opp, exact_w, soft_w)
            value = score(deltas, seat)
            if value > best[0]:
                best = (value, r, opp, deltas)
    return best


def war_value(
    tot: list[list[int]], sold: list[list[int]], seat: int, opp: int, exact_w: float, soft_w: float
) -> tuple[float, list[int]]:
    """(score, regions) of a War on ``opp``: a battle in every colony where the rulebook allows one."""
    regions = [r for r in range(len(tot)) if can_fight(tot[r], sold[r], seat, opp)]
    total = 0.0
    for r in regions:
        deltas, _a, _s = battle_deltas(tot[r], sold[r], seat, opp, exact_w, soft_w)
        total += score(deltas, seat)
    return total, regions


def choose_warfare(
    tot: list[list[int]], sold: list[list[int]], seat: int, exact_w: float, soft_w: float, war_cost_vp: float | None
) -> Plan:
    """The battles the seat's Warfare colonist will fight: its best Battle, a War when it is worth its cost
    (``war_cost_vp`` None: it cannot pay), or none."""
    value, r, opp, _d = best_battle(tot, sold, seat, exact_w, soft_w)
    plan: Plan = [(r, opp)] if r >= 0 else []
    if war_cost_vp is not None:
        for q in range(len(tot[0]) if tot else 0):
            if q == seat:
                continue
            total, regions = war_value(tot, sold, seat, q, exact_w, soft_w)
            if len(regions) > 1 and total - war_cost_vp > value:
                value, plan = total - war_cost_vp, [(x, q) for x in regions]
    return plan


def carry_out(tot: list[list[int]], sold: list[list[int]], seat: int, plan: Plan) -> None:
    for r, opp in plan:
        fight(tot[r], sold[r], seat, opp)
