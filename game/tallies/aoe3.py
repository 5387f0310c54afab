"""Age of Empires III: what a seat did in a game (issue 14's "per computer seat" figures).

Regions discovered (counters won), discovery cards won, expeditions sent, expeditions sent that could not
succeed, battles fought as the attacker (a War's battles included), Wars declared, and capital buildings owned
at the end. "Could not succeed" is judged from what the table shows when the expedition is sent: the units'
value (a Captain counts two, plus the seat's expedition bonus) is below the natives of every counter the region
could show (its known counter, else any counter still in the pool).
"""

from __future__ import annotations

from typing import Any

from rules.aoe3.buildings import expedition_bonus
from rules.aoe3.data import CAPTAIN, COUNTERS, REGION_IDS
from rules.core import Action, Ruleset

NAMES = ("regions", "cards", "expeditions", "hopeless", "battles", "wars", "buildings")
NOTES = (
    "regions: counters won by discovery; cards: discovery cards won; hopeless: expeditions sent that could not "
    "succeed (fewer units than the natives of any counter the region could show); battles: fought as the "
    "attacker, a War's included; buildings: capital buildings owned at the end.",
)
_EVENT_COLUMNS = {"expedition": "expeditions", "battle": "battles", "war": "wars"}


def hopeless(s: Any, seat: int, region: str) -> bool:
    """Whether the expedition being launched against ``region`` cannot beat any counter it could show."""
    if region == "deck":
        return False
    sel = s.pending[2]
    value = sum(sel) + sel[CAPTAIN] + expedition_bonus(s, seat)
    r = REGION_IDS.index(region)
    possible = [s.known[r]] if s.known[r] is not None else list(s.counter_pool)
    return all(COUNTERS[c].natives > value for c in possible)


class Aoe3Tally:
    names = NAMES
    notes = NOTES

    def __init__(self, players: int) -> None:
        self.counts = [dict.fromkeys(NAMES, 0) for _ in range(players)]

    def observe(self, before: Any, action: Action, after: Any) -> None:
        if action.kind == "explore" and hopeless(before, action.seat, action["region"]):
            self.counts[action.seat]["hopeless"] += 1
        for e in after.events:
            column = _EVENT_COLUMNS.get(e.kind)
            if column and e.seat is not None:
                self.counts[e.seat][column] += 1

    def finish(self, state: Any) -> list[dict[str, int]]:
        for p, c in enumerate(self.counts):
            c["regions"] = len(state.counters_won[p])
            c["cards"] = len(state.cards_won[p])
            c["buildings"] = len(state.owned[p])
        return self.counts


def make(ruleset: Ruleset, players: int) -> Aoe3Tally:
    return Aoe3Tally(players)
