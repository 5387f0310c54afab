"""A suggested move for a human who asks: the Normal agent's choice and what it expects to gain."""

from __future__ import annotations

import random

from game.ai.evaluation import estimator_for, evaluate
from game.ai.mcts import NormalAgent
from rules.core import Action, GameState, IllegalAction, Ruleset

__all__ = ["hint"]

#: Imagined outcomes averaged to estimate the score before and after the move.
SAMPLES = 3
#: Own follow-up decisions played out (best by the evaluation) before judging the gain.
FOLLOW = 2
#: Follow-up moves compared at each own follow-up decision.
FOLLOW_WIDTH = 12


def _follow(ruleset: Ruleset, state: GameState, seat: int, rnd: random.Random) -> tuple[GameState, list[str]]:
    """Play the seat's own next decisions (a building's action after activating it), best by the evaluation."""
    steps: list[str] = []
    estimator = estimator_for(ruleset)
    for _ in range(FOLLOW):
        if ruleset.to_move(state) != seat:
            break
        options = ruleset.legal_actions(state)
        if len(options) > FOLLOW_WIDTH:
            options = rnd.sample(options, FOLLOW_WIDTH)
        scored = [(evaluate(ruleset, ruleset.apply(state, a), estimator)[seat], i, a) for i, a in enumerate(options)]
        _, _, best = max(scored)
        steps.append(ruleset.describe(state, best))
        state = ruleset.apply(state, best)
    return state, steps


def _estimates(ruleset: Ruleset, state: GameState, seat: int, action: Action, seed: int) -> tuple[float, float, list]:
    """The seat's estimated final score before and after the move (and its own follow-ups), over a few copies."""
    estimator = estimator_for(ruleset)
    rnd = random.Random(seed)
    before = after = 0.0
    steps: list[str] = []
    count = 0
    for i in range(SAMPLES):
        copy = ruleset.determinize(state, rnd.getrandbits(63))
        try:
            moved = ruleset.apply(copy, action)
        except IllegalAction:
            continue
        moved, follow = _follow(ruleset, moved, seat, rnd)
        if i == 0:
            steps = follow
        before += estimator(ruleset, copy)[seat]
        after += estimator(ruleset, moved)[seat]
        count += 1
    count = max(1, count)
    return before / count, after / count, steps


def hint(ruleset: Ruleset, state: GameState, seat: int, budget: float | None = None) -> tuple[Action, str]:
    """(suggested action, one-line reason) for ``seat``, from the Normal agent with ``budget`` seconds.

    The reason names the move (and the seat's own choices that follow it, such as
    the action of a building just activated), the change in the seat's estimated
    final score the evaluation expects, and how the search rates the position
    after it. Like every agent, it sees only a determinized copy.
    """
    agent = NormalAgent(ruleset, seed=random.SystemRandom().getrandbits(63))
    action = agent.choose(state, seat, budget)
    plan = getattr(agent, "round_plan", None)
    if plan is not None:  # rounds planned as a whole (Tasmania, Venezuela): say the plan, not the estimate
        return action, f"Suggested: {ruleset.describe(state, action)}; {plan.summary(ruleset.map_of(state), state)}."
    before, after, steps = _estimates(ruleset, state, seat, action, agent.rng.getrandbits(63))
    label = ruleset.describe(state, action)
    if steps:
        label += ", then " + ", then ".join(steps)
    gain = after - before
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
