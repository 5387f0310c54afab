"""Warfare (box 8): where a Battle or War is fought, and fighting it out colony by colony.

A fight is kept on the state as ``battle = (attacker, defender, colonies left, colony now, casualty queue,
attacker's losses, defender's losses)``. "Each Soldier eliminates one enemy unit (your choice). All casualties are
simultaneous": the Soldiers' owner chooses when there is a choice (asked as a ``kill`` pending), and the losses
leave the colony together at the end of its battle.
"""

from __future__ import annotations

from rules.aoe3.board import remove_from_colony, seat_name, unit_name
from rules.aoe3.data import REGION_IDS, REGIONS, SOLDIER
from rules.aoe3.state import AoeState, tadd
from rules.core import Event

EMPTY5 = (0, 0, 0, 0, 0)


def battle_regions(s: AoeState, att: int, dfn: int) -> list[int]:
    """Colonies where both have a unit and at least one of those units is a Soldier."""
    out = []
    for r, colony in enumerate(s.colonies):
        a, d = colony[att], colony[dfn]
        if sum(a) > 0 and sum(d) > 0 and a[SOLDIER] + d[SOLDIER] > 0:
            out.append(r)
    return out


def start_battles(s: AoeState, att: int, dfn: int, regions: list[int], ev: list[Event]) -> bool:
    s.battle = (att, dfn, tuple(regions), -1, (), EMPTY5, EMPTY5)
    return fight(s, ev)


def fight(s: AoeState, ev: list[Event]) -> bool:
    """Carry the current war or battle forward until a casualty must be chosen (True) or it is over."""
    while s.battle is not None:
        att, dfn, left, region, queue, la, ld = s.battle
        if region < 0:
            if not left:
                s.battle = None
                return False
            region, left = left[0], left[1:]
            colony = s.colonies[region]
            att_kills = min(colony[att][SOLDIER], sum(colony[dfn]))
            dfn_kills = min(colony[dfn][SOLDIER], sum(colony[att]))
            queue = ((att, dfn, att_kills), (dfn, att, dfn_kills))
            la = ld = EMPTY5
            ev.append(
                Event.make(
                    "battle",
                    f"Battle in {REGIONS[region].name}: {seat_name(att)}'s {colony[att][SOLDIER]} soldiers against "
                    f"{seat_name(dfn)}'s {colony[dfn][SOLDIER]}.",
                    att,
                    [f"region:{REGION_IDS[region]}"],
                    region=REGION_IDS[region],
                )
            )
        if not queue:
            remove_from_colony(s, region, att, la)
            remove_from_colony(s, region, dfn, ld)
            for p, loss in ((att, la), (dfn, ld)):
                if sum(loss):
                    lost = ", ".join(unit_name(u, n) for u, n in enumerate(loss) if n)
                    ev.append(
                        Event.make(
                            "casualties",
                            f"{seat_name(p)} loses {lost} in {REGIONS[region].name}.",
                            p,
                            [f"region:{REGION_IDS[region]}"],
                        )
                    )
            s.battle = (att, dfn, left, -1, (), EMPTY5, EMPTY5)
            continue
        chooser, victim, n = queue[0]
        losses = la if victim == att else ld
        avail = tuple(a - b for a, b in zip(s.colonies[region][victim], losses, strict=True))
        kinds = [u for u in range(5) if avail[u] > 0]
        if n <= 0 or not kinds:
            queue = queue[1:]
        elif n >= sum(avail) or len(kinds) == 1:
            take = min(n, sum(avail)) if len(kinds) == 1 else sum(avail)
            if len(kinds) == 1:
                losses = tadd(losses, kinds[0], take)
            else:
                losses = tuple(a + b for a, b in zip(losses, avail, strict=True))
            queue = queue[1:]
        else:
            s.battle = (att, dfn, left, region, queue, la, ld)
            s.pending = ("kill", chooser, victim, region)
            return True
        if victim == att:
            la = losses
        else:
            ld = losses
        s.battle = (att, dfn, left, region, queue, la, ld)
    return False


def do_kill(s: AoeState, victim: int, unit: int, ev: list[Event]) -> bool:
    att, dfn, left, region, queue, la, ld = s.battle
    chooser, _victim, n = queue[0]
    if victim == att:
        la = tadd(la, unit, 1)
    else:
        ld = tadd(ld, unit, 1)
    queue = ((chooser, victim, n - 1), *queue[1:])
    s.battle = (att, dfn, left, region, queue, la, ld)
    return fight(s, ev)
