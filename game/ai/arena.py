"""Headless games between computer levels: the yardstick that shows the levels really differ.

``play_game`` plays one game with one agent per seat; ``tournament`` plays many,
rotating the seats so that no level profits from sitting first, and counts wins
per agent slot (the agents string's order, not the seat). Used by
``bench/bench_ai.py`` and usable by ``main.py simulate``.
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from game.ai import make_agent
from game.ai.heap import settle
from rules.core import GameState, Ruleset

__all__ = ["GameRecord", "TournamentTable", "play_game", "tournament"]


@dataclass
class GameRecord:
    """One finished game: which agent sat where, the final totals and ranking, and the time each agent took."""

    seed: int
    levels: list[str]  # per seat
    totals: list[int]  # per seat
    ranking: list[int]  # seats, best first
    decisions: int
    think_times: dict[str, list[float]] = field(default_factory=dict)  # level -> seconds per decision
    shift: int = 0  # seats the agent list was rotated by (agent slot k sat at seat (k + shift) % n)

    @property
    def winner(self) -> int:
        return self.ranking[0]


def play_game(
    ruleset: Ruleset,
    levels: Sequence[str],
    seed: int,
    options: Mapping[str, Any] | None = None,
    budgets: Mapping[str, float] | None = None,
    max_decisions: int = 100000,
) -> GameRecord:
    """Play one game, seat i played by ``levels[i]``; each agent sees only a determinized copy."""
    budgets = budgets or {}
    state: GameState = ruleset.new_game(len(levels), seed, options)
    agents = [make_agent(level, ruleset, seed=seed * 31 + i) for i, level in enumerate(levels)]
    think: dict[str, list[float]] = {}
    decisions = 0
    while not ruleset.is_over(state):
        if decisions >= max_decisions:
            raise RuntimeError(f"{ruleset.title} did not end after {max_decisions} decisions (seed {seed})")
        seat = ruleset.to_move(state)
        level = levels[seat]
        budget = budgets.get(level)
        if (agents[seat].default_budget if budget is None else budget) is not None:
            settle()  # as the search child does before each decision (game.ai.heap)
        began = time.perf_counter()
        action = agents[seat].choose(state, seat, budget)
        think.setdefault(level, []).append(time.perf_counter() - began)
        state = ruleset.apply(state, action)
        decisions += 1
    totals = [sheet.total for sheet in ruleset.scores(state)]
    return GameRecord(seed, list(levels), totals, ruleset.ranking(state), decisions, think)


@dataclass
class TournamentTable:
    """Wins and mean final score per agent slot, over games with rotated seats."""

    agents: list[str]
    games: list[GameRecord] = field(default_factory=list)

    def wins(self, slot: int) -> int:
        return sum(1 for g in self.games if self._slot_of(g, g.winner) == slot)

    def mean_score(self, slot: int) -> float:
        scores = [g.totals[seat] for g in self.games for seat in range(len(g.levels)) if self._slot_of(g, seat) == slot]
        return statistics.fmean(scores) if scores else 0.0

    def median_think(self, level: str) -> float:
        times = [t for g in self.games for t in g.think_times.get(level, [])]
        return statistics.median(times) if times else 0.0

    def _slot_of(self, game: GameRecord, seat: int) -> int:
        return (seat - game.shift) % len(self.agents)

    def rows(self) -> list[tuple[int, str, int, float, float]]:
        """(slot, level, wins, win share, mean score) per agent slot."""
        n = max(1, len(self.games))
        return [
            (slot, level, self.wins(slot), self.wins(slot) / n, self.mean_score(slot))
            for slot, level in enumerate(self.agents)
        ]

    def markdown(self) -> str:
        lines = [
            "| agent | level | wins | win share | mean score | median think (s) |",
            "| --- | --- | --- | --- | --- | --- |",
        ]
        for slot, level, wins, share, mean in self.rows():
            lines.append(
                f"| {slot + 1} | {level} | {wins}/{len(self.games)} | {share:.0%} | {mean:.1f} | "
                f"{self.median_think(level):.2f} |"
            )
        return "\n".join(lines)


def tournament(
    ruleset: Ruleset,
    agents: Sequence[str],
    games: int,
    seed: int = 1,
    options: Mapping[str, Any] | None = None,
    budgets: Mapping[str, float] | None = None,
    progress: Callable[[int, GameRecord], None] | None = None,
) -> TournamentTable:
    """Play ``games`` games; in game g the agent list is rotated by g seats (agent slot k sits at seat (k+g) % n)."""
    table = TournamentTable(list(agents))
    rnd = random.Random(seed)
    n = len(agents)
    for g in range(games):
        shift = g % n
        levels = [agents[(seat - shift) % n] for seat in range(n)]
        record = play_game(ruleset, levels, rnd.randrange(10**9), options, budgets)
        record.shift = shift
        table.games.append(record)
        if progress is not None:
            progress(g + 1, record)
    return table
