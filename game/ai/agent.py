"""The interface every computer player shares, and the random player.

An agent answers one question: given a state and the seat deciding, which legal
action? It never sees more than a player at the table: ``choose`` starts by
replacing the state's generator (``ruleset.determinize``) with one drawn from the
agent's own seed, so hidden and future chance are unknown to it, and the same
agent seed on the same visible position gives the same answer.
"""

from __future__ import annotations

import json
import random
import threading

from game.ai.evaluation import useful_moves
from rules.core import Action, GameState, Ruleset

__all__ = ["Agent", "RandomAgent", "fingerprint"]


def fingerprint(ruleset: Ruleset, state: GameState) -> str:
    """The visible position as text (the generator left out): equal positions give equal text."""
    data = ruleset.to_json(state)
    data.pop("rng", None)
    return json.dumps(data, sort_keys=True, separators=(",", ":"))


class Agent:
    """A computer player. Subclasses implement ``decide`` on an already determinized state.

    ``budget`` is in seconds (None means the level's own); ``cancel`` is an
    event the caller may set to stop the search early: agents check it often and
    answer with their best move so far. ``progress`` is 0..1 while thinking (the
    seat's "thinking" indicator reads it), or None when unknown.
    """

    level: str = ""
    #: Seconds the level thinks by default (None: it does not search).
    default_budget: float | None = None
    #: Leave out the moves the game's evaluation calls pointless (``evaluation.useful_moves``).
    skips_pointless = True

    def __init__(self, ruleset: Ruleset, seed: int | None = None) -> None:
        self.ruleset = ruleset
        self.seed = seed
        self.rng = random.Random(seed)
        self.progress: float | None = None
        #: Positions this seat has decided in before -> the moves it chose there (see ``choose``).
        self.memory: dict[str, set[Action]] = {}
        #: What a plan over several decisions keeps from one to the next (Age of Steam's round plans, made at a
        #: round's first decision and at the build turn). An agent kept for a seat keeps it, as ``simulate``'s
        #: do; the window's search child and thread hand each new agent its seat's (``worker``, ``process``), so
        #: a computer seat on screen plays the plan it made as measured, not a new one at every decision.
        self.carry: dict[str, object] = {}

    def fingerprint(self, state: GameState) -> str:
        """The visible position as text (see ``fingerprint``)."""
        return fingerprint(self.ruleset, state)

    def fresh_seed(self) -> int:
        """A seed for a determinized copy, drawn from the agent's own generator."""
        return self.rng.getrandbits(63)

    def choose(
        self,
        state: GameState,
        seat: int,
        budget: float | None = None,
        cancel: threading.Event | None = None,
    ) -> Action:
        """The action this agent plays for ``seat``; it only ever looks at a determinized copy."""
        seen = self.ruleset.determinize(state, self.fresh_seed())
        legal = self.ruleset.legal_actions(seen)
        if not legal:
            who = self.ruleset.seat_title(seat)
            raise ValueError(f"{who} has no move to make: the game is over or another seat decides")
        if len(legal) > 1 and self.skips_pointless:
            legal = useful_moves(self.ruleset, seen, legal)
        if len(legal) == 1:
            return legal[0]
        # Some rules allow a loop that changes nothing (Endeavor: two Banks paying each other's worker).
        # An agent that meets a position again never repeats the move it made there, so games always go on.
        key = self.fingerprint(seen)
        tried = self.memory.get(key)
        if tried:
            fresh = [a for a in legal if a not in tried]
            if fresh:
                legal = fresh
            if len(legal) == 1:
                tried.add(legal[0])
                return legal[0]
        budget = self.default_budget if budget is None else budget
        self.progress = 0.0
        try:
            action = self.decide(seen, seat, legal, budget, cancel or threading.Event())
        finally:
            self.progress = None
        self.memory.setdefault(key, set()).add(action)
        return action

    def decide(
        self,
        state: GameState,
        seat: int,
        legal: list[Action],
        budget: float | None,
        cancel: threading.Event,
    ) -> Action:
        raise NotImplementedError


class RandomAgent(Agent):
    """Plays a uniformly random legal action: the baseline every other level must beat."""

    level = "random"
    skips_pointless = False  # the baseline: any legal move

    def decide(
        self,
        state: GameState,
        seat: int,
        legal: list[Action],
        budget: float | None,
        cancel: threading.Event,
    ) -> Action:
        return self.rng.choice(legal)
