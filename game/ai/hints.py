"""A suggested move for a human who asks: the Normal agent's choice and what it expects to gain."""

from __future__ import annotations

import random

from game.ai.evaluation import estimator_for
from game.ai.mcts import NormalAgent
from rules.core import Action, GameState, IllegalAction, Ruleset

__all__ = ["hint"]

#: Imagined outcomes averaged to estimate the score before and after the move.
SAMPLES = 4


def _mean_estimate(ruleset: Ruleset, state: GameState, seat: int, action: Action | None, seed: int) -> float:
    """The seat's estimated final score, averaged over a few determinizations (after ``action`` if given)."""
    estimator = estimator_for(ruleset)
    rnd = random.Random(seed)
    total = 0.0
    for _ in range(SAMPLES):
        copy = ruleset.determinize(state, rnd.getrandbits(63))
        if action is not None:
            try:
                copy = ruleset.apply(copy, action)
            except IllegalAction:
                continue
        total += estimator(ruleset, copy)[seat]
    return total / SAMPLES


def hint(ruleset: Ruleset, state: GameState, seat: int, budget: float | None = None) -> tuple[Action, str]:
    """(suggested action, one-line reason) for ``seat``, from the Normal agent with ``budget`` seconds.

    The reason names the move, the change in the seat's estimated final score the
    evaluation expects from it, and the search's estimate of how well the seat
    stands after it. Like every agent, it sees only a determinized copy.
    """
    agent = NormalAgent(ruleset, seed=random.SystemRandom().getrandbits(63))
    action = agent.choose(state, seat, budget)
    seed = agent.rng.getrandbits(63)
    before = _mean_estimate(ruleset, state, seat, None, seed)
    after = _mean_estimate(ruleset, state, seat, action, seed)
    gain = after - before
    label = ruleset.describe(state, action)
    if abs(gain) < 0.05:
        change = f"keeps your estimated final score at about {after:.0f}"
    else:
        change = f"{'raises' if gain > 0 else 'lowers'} your estimated final score from {before:.1f} to {after:.1f}"
    stats = agent.stats
    standing = ""
    for chosen, _visits, value in stats.root:
        if chosen == action:
            standing = f"; in {stats.iterations} imagined continuations it rated your position {value:.0%} after it"
            break
    return action, f"Suggested: {label}. It {change}{standing}."
