"""A Greedy player that judges with an estimator of its own: how bench scripts compare two evaluations of a game.

Imported by the ``bench_*_eval.py`` scripts (bench/ is on ``sys.path`` when one runs).
"""

from __future__ import annotations

import _util  # noqa: F401  (puts the repository on sys.path)

from game.ai import evaluation
from game.ai.evaluation import Estimator
from game.ai.greedy import GreedyAgent
from rules.core import Ruleset


class EstimatorGreedy(GreedyAgent):
    """Greedy that judges with a given estimator (swapped into the evaluation cache for its own calls)."""

    def __init__(self, ruleset: Ruleset, seed: int | None, estimator: Estimator) -> None:
        super().__init__(ruleset, seed)
        self.estimator = estimator

    def decide(self, state, seat, legal, budget, cancel):  # type: ignore[override]
        before = evaluation._cache.get(self.ruleset.id)
        evaluation._cache[self.ruleset.id] = self.estimator
        try:
            return super().decide(state, seat, legal, budget, cancel)
        finally:
            if before is None:
                evaluation._cache.pop(self.ruleset.id, None)
            else:
                evaluation._cache[self.ruleset.id] = before
