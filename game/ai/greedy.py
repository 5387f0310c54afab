"""One-ply players: Greedy takes the move the evaluation likes best; Easy does so carelessly.

Greedy judges each legal move by the game's evaluation of the position right
after it (on the agent's determinized copy, so a move that reveals something is
judged on an outcome the agent imagined, not the real one). Because decisions
are small (a building is activated, *then* its action is chosen), when the same
seat decides again right after, Greedy looks through up to ``FOLLOW_DEPTH`` of
its own follow-up choices and judges the move by the best of them. Easy is the same
player with noise on its judgement and, now and then, a random move: beatable
by a newcomer, yet clearly better than random.
"""

from __future__ import annotations

import threading
import time

from game.ai.agent import Agent
from game.ai.evaluation import estimator_for, evaluate, first_looks, sample_follow_ups
from rules.core import Action, GameState, IllegalAction

__all__ = ["FOLLOW_DEPTH", "FOLLOW_WIDTH", "EasyAgent", "GreedyAgent", "rank_actions"]

#: Own follow-up decisions looked through when the same seat decides again.
FOLLOW_DEPTH = 2
#: At most this many follow-up moves are tried at each follow-up decision (a random sample of longer lists).
FOLLOW_WIDTH = 8


def _value_after(agent: Agent, state: GameState, seat: int, depth: int, estimator) -> float:
    """The seat's value of ``state``, or of its best own continuation when it decides again."""
    ruleset = agent.ruleset
    if depth > 0 and ruleset.to_move(state) == seat:
        follow = sample_follow_ups(ruleset, state, ruleset.legal_actions(state), FOLLOW_WIDTH, agent.rng)
        best = -1.0
        for action in follow:
            value = _value_after(agent, ruleset.apply(state, action), seat, depth - 1, estimator)
            if value > best:
                best = value
        if best >= 0.0:
            return best
    return evaluate(ruleset, state, estimator)[seat]


def rank_actions(
    agent: Agent,
    state: GameState,
    seat: int,
    legal: list[Action],
    cancel: threading.Event | None = None,
    depth: int = FOLLOW_DEPTH,
    deadline: float | None = None,
) -> list[tuple[float, Action]]:
    """(value for ``seat`` after the move, move), best first.

    Moves are judged in a random order (from the agent's seed), the game's first looks first; when ``cancel``
    is set or the ``deadline`` (a ``time.perf_counter`` value) passes, the moves
    judged so far are returned (at least one). Equal values are broken at random.
    """
    ruleset = agent.ruleset
    estimator = estimator_for(ruleset)
    order = list(legal)
    agent.rng.shuffle(order)
    looks = first_looks(ruleset, state, legal)
    if looks:  # judged first, so a clock that stops the judging short still has compared them
        taken = set(looks)
        order = looks + [a for a in order if a not in taken]
    scored: list[tuple[float, int, Action]] = []
    for i, action in enumerate(order):
        if scored:
            if cancel is not None and cancel.is_set():
                break
            if deadline is not None and time.perf_counter() > deadline:
                break
        try:
            after = ruleset.apply(state, action)
        except IllegalAction:
            continue
        scored.append((_value_after(agent, after, seat, depth, estimator), i, action))
        agent.progress = len(scored) / len(order)
    scored.sort(key=lambda t: (-t[0], t[1]))
    return [(value, action) for value, _, action in scored]


class GreedyAgent(Agent):
    """One ply: the move after which the evaluation rates this seat highest (ties broken at random)."""

    level = "greedy"
    #: A safety limit: on a very long move list Greedy answers the best it judged in this many seconds.
    default_budget: float | None = 2.0
    #: Standard deviation of the noise added to each move's value (0 for Greedy).
    noise: float = 0.0
    #: Chance of playing a move at random from the better half judged instead of the best (0 for Greedy).
    blunder: float = 0.0

    def decide(
        self,
        state: GameState,
        seat: int,
        legal: list[Action],
        budget: float | None,
        cancel: threading.Event,
    ) -> Action:
        slip = bool(self.blunder) and self.rng.random() < self.blunder
        deadline = None if budget is None else time.perf_counter() + budget
        ranked = rank_actions(self, state, seat, legal, cancel, deadline=deadline)
        if not ranked:
            return self.rng.choice(legal)
        if slip:
            # A beginner's slip, not a ruin: a move at random from the better half of those judged. A uniformly
            # random move was harmless in Endeavor but, in Age of Steam, as often a ruinous bid or a fistful of
            # shares (Easy went bankrupt in 12 of 20 Rust Belt games against three Random).
            return self.rng.choice(ranked[: (len(ranked) + 1) // 2])[1]
        if self.noise:
            ranked = sorted(((v + self.rng.gauss(0.0, self.noise), a) for v, a in ranked), key=lambda t: -t[0])
        return ranked[0][1]


class EasyAgent(GreedyAgent):
    """Greedy with a shaky judgement (noise on every value) and, one move in five, any of the better half."""

    level = "easy"
    noise = 0.08
    blunder = 0.2
