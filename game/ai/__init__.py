"""Computer opponents, generic over the rules contract (importable without pygame).

``make_agent(level, ruleset, seed)`` returns an agent for one of ``LEVELS``;
``agent.choose(state, seat, budget)`` returns a legal action. The levels differ
by algorithm, thinking time and deliberate noise:

- ``random``: a uniformly random legal move (the baseline);
- ``greedy``: one ply, each move judged by the game's evaluation;
- ``easy``: greedy with noise and the odd random move (beatable by a newcomer);
- ``normal``: Monte Carlo tree search, about one second a decision;
- ``hard``: the same search with a few seconds a decision.

``game.ai.worker.AIWorker`` runs an agent off the render loop; ``hint`` asks the
Normal agent for a suggested move and a one-line reason.
"""

from __future__ import annotations

from collections.abc import Callable

from game.ai.agent import Agent, RandomAgent
from game.ai.greedy import EasyAgent, GreedyAgent
from game.ai.hints import hint
from game.ai.levels import parse_level
from game.ai.mcts import HardAgent, MCTSAgent, NormalAgent
from rules.core import Ruleset

__all__ = [
    "LEVELS",
    "Agent",
    "EasyAgent",
    "GreedyAgent",
    "HardAgent",
    "MCTSAgent",
    "NormalAgent",
    "RandomAgent",
    "hint",
    "make_agent",
]

_FACTORIES: dict[str, Callable[[Ruleset, int | None], Agent]] = {
    "random": RandomAgent,
    "greedy": GreedyAgent,
    "easy": EasyAgent,
    "normal": NormalAgent,
    "hard": HardAgent,
}

#: Level names, weakest first (greedy is a yardstick for tests and simulations; the menu offers the rest).
LEVELS: tuple[str, ...] = tuple(_FACTORIES)  # the same names as LEVEL_NAMES (a test holds them equal)


def make_agent(level: str, ruleset: Ruleset, seed: int | None = None) -> Agent:
    """An agent of ``level`` for ``ruleset``; ValueError naming the known levels otherwise.

    ``level`` may carry its own thinking time as ``"name@seconds"`` (``"hard@0.5"``):
    simulations on a busy machine use it to measure the levels at smaller budgets.
    ``parse_level`` bounds it, so no seat can be asked to think forever.
    """
    key, budget = parse_level(level)
    agent = _FACTORIES[key](ruleset, seed)
    if budget is not None:
        agent.default_budget = budget
    return agent
