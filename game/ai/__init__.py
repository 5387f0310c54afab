"""Computer opponents, generic over the rules contract (importable without pygame).

``make_agent(level, ruleset, seed)`` returns an agent for one of ``LEVELS``;
``agent.choose(state, seat, budget)`` returns a legal action.
``game.ai.worker.AIWorker`` runs an agent off the render loop.
"""

from __future__ import annotations

from collections.abc import Callable

from game.ai.agent import Agent, RandomAgent
from rules.core import Ruleset

__all__ = ["LEVELS", "Agent", "RandomAgent", "make_agent"]

_FACTORIES: dict[str, Callable[[Ruleset, int | None], Agent]] = {"random": RandomAgent}

#: Level names, weakest first.
LEVELS: tuple[str, ...] = tuple(_FACTORIES)


def make_agent(level: str, ruleset: Ruleset, seed: int | None = None) -> Agent:
    """An agent of ``level`` for ``ruleset``; ValueError naming the known levels otherwise."""
    key = level.strip().lower() if isinstance(level, str) else level
    if key not in _FACTORIES:
        raise ValueError(f"unknown computer level {level!r} (known levels: {', '.join(LEVELS)})")
    return _FACTORIES[key](ruleset, seed)
