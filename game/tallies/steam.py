"""Age of Steam: what a seat's railroad did in a game (issue 13's "plan like a player" figures).

A win rate and a mean score say how a table ended, not why: a seat can go bankrupt from shares it never
earned back, from track that never carried a good, or from deliveries that paid its rivals. Per seat:
deliveries made, the links of those deliveries that paid the seat itself and those that paid a rival, and
at the end of the game the shares issued, the engine and the income.
"""

from __future__ import annotations

from typing import Any

from rules.core import Action, Ruleset
from rules.steam.state import NOBODY

NAMES = ("deliveries", "own links", "rival links", "shares", "engine", "income")
NOTES = (
    "own / rival links: links of the seat's deliveries that paid the seat itself / a rival (unowned track pays "
    "nobody); shares, engine, income: at the end of each game (a bankrupt seat's when it went out).",
)


class SteamTally:
    names = NAMES
    notes = NOTES

    def __init__(self, players: int) -> None:
        self.counts = [dict.fromkeys(NAMES, 0) for _ in range(players)]

    def observe(self, before: Any, action: Action, after: Any) -> None:
        if action.kind != "move":
            return
        c = self.counts[action.seat]
        owners = action.get("owners") or ()
        c["deliveries"] += 1
        c["own links"] += sum(1 for o in owners if o == action.seat)
        c["rival links"] += sum(1 for o in owners if o not in (action.seat, NOBODY))

    def finish(self, state: Any) -> list[dict[str, int]]:
        for p, c in enumerate(self.counts):
            c["shares"] = state.shares[p]
            c["engine"] = state.engine[p]
            c["income"] = state.income[p]
        return self.counts


def make(ruleset: Ruleset, players: int) -> SteamTally:
    return SteamTally(players)
