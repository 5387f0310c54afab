"""One-ply players: Greedy takes the move the evaluation likes best; Easy does so carelessly.

Greedy judges each legal move by the game's evaluation of the position right
after it (on the agent's determinized copy, so a move that reveals something is
judged on an outcome the agent imagined, not the real one). Easy is the same
player with noise on its judgement and, now and then, a random move: beatable
by a newcomer, yet clearly better than random.
"""

from __future__ import annotations

import threading

from game.ai.agent import Agent
from game.ai.evaluation import estimator_for, evaluate
from rules.core import Action, GameState, IllegalAction

__all__ = ["EasyAgent", "GreedyAgent", "rank_actions"]


def rank_actions(
    agent: Agent,
    state: GameState,
    seat: int,
    legal: list[Action],
    cancel: threading.Event | None = None,
) -> list[tuple[float, Action]]:
    """(value for ``seat`` after the move, move) for each legal move, best first; stops early if cancelled."""
    ruleset = agent.ruleset
    estimator = estimator_for(ruleset)
    scored: list[tuple[float, int, Action]] = []
    for i, action in enumerate(legal):
        if cancel is not None and cancel.is_set() and scored:
            break
        try:
            after = ruleset.apply(state, action)
        except IllegalAction:
            continue
        scored.append((evaluate(ruleset, after, estimator)[seat], i, action))
        agent.progress = len(scored) / len(legal)
    scored.sort(key=lambda t: (-t[0], t[1]))
    return [(value, action) for value, _, action in scored]


class GreedyAgent(Agent):
    """One ply: the move after which the evaluation rates this seat highest (ties: the listed order)."""

    level = "greedy"
    #: Standard deviation of the noise added to each move's value (0 for Greedy).
    noise: float = 0.0
    #: Chance of playing a random legal move instead of judging (0 for Greedy).
    blunder: float = 0.0

    def decide(
        self,
        state: GameState,
        seat: int,
        legal: list[Action],
        budget: float | None,
        cancel: threading.Event,
    ) -> Action:
        if self.blunder and self.rng.random() < self.blunder:
            return self.rng.choice(legal)
        ranked = rank_actions(self, state, seat, legal, cancel)
        if not ranked:
            return self.rng.choice(legal)
        if self.noise:
            ranked = sorted(((v + self.rng.gauss(0.0, self.noise), a) for v, a in ranked), key=lambda t: -t[0])
        return ranked[0][1]


class EasyAgent(GreedyAgent):
    """Greedy with a shaky judgement (noise on every value) and one random move in five."""

    level = "easy"
    noise = 0.08
    blunder = 0.2
