"""Monte Carlo tree search for any number of players, generic over the rules contract.

- **Max^n backup**: each node keeps the summed value of *every* seat; the seat
  deciding at a node picks the child best for itself.
- **Determinized, open loop**: every iteration starts from a fresh
  ``ruleset.determinize`` of the root (its own seed), and the tree stores
  actions, not states; so chance comes out differently in each iteration and
  the search never sees a hidden or future outcome. At each node only the
  children legal in this iteration's copy are candidates.
- **Short horizon**: after expanding one node, a few random plies are played and
  the game's evaluation (``game.ai.evaluation``) scores the position, instead of
  a full random playout.
- **Progressive widening**: a node with ``v`` visits considers at most
  ``widen_c * v ** widen_alpha`` children, taken in prior order (at the root the
  one-ply evaluation of each move, elsewhere a random order), so long action
  lists do not drown the search.
- **Anytime**: it stops at the wall-clock budget, at ``max_iterations``, or when
  ``cancel`` is set, and answers the most visited move so far.
"""

from __future__ import annotations

import math
import threading
import time
from dataclasses import dataclass, field

from game.ai.agent import Agent
from game.ai.evaluation import estimator_for, evaluate
from game.ai.greedy import rank_actions
from rules.core import Action, GameState

__all__ = ["HardAgent", "MCTSAgent", "NormalAgent", "SearchStats"]


#: Share of the budget the root priors (one-ply evaluation of each move) may take.
PRIOR_SHARE = 0.25


class _Node:
    __slots__ = ("children", "prior", "totals", "visits")

    def __init__(self, seats: int) -> None:
        self.children: dict[Action, _Node] = {}
        self.prior: dict[Action, float] = {}
        self.visits = 0
        self.totals = [0.0] * seats


@dataclass
class SearchStats:
    """What the last search did: read by the hint, the bench and the docs."""

    iterations: int = 0
    elapsed: float = 0.0
    #: (action, visits, mean value for the deciding seat), most visited first.
    root: list[tuple[Action, int, float]] = field(default_factory=list)

    @property
    def per_second(self) -> float:
        return self.iterations / self.elapsed if self.elapsed > 0 else 0.0


class MCTSAgent(Agent):
    """Max^n MCTS over determinized copies with a short horizon and progressive widening."""

    level = "mcts"
    default_budget: float | None = 1.0
    #: Exploration constant of UCT (values are 0..1).
    exploration = 0.5
    #: Random plies played after the expanded node before the evaluation.
    horizon = 2
    widen_c = 2.0
    widen_alpha = 0.5

    def __init__(self, ruleset, seed: int | None = None, max_iterations: int | None = None) -> None:
        super().__init__(ruleset, seed)
        self.max_iterations = max_iterations
        self.stats = SearchStats()

    def decide(
        self,
        state: GameState,
        seat: int,
        legal: list[Action],
        budget: float | None,
        cancel: threading.Event,
    ) -> Action:
        ruleset = self.ruleset
        estimator = estimator_for(ruleset)
        seats = ruleset.num_players(state)
        began = time.perf_counter()
        deadline = began + (budget if budget is not None else math.inf)
        if budget is None and self.max_iterations is None:
            deadline = began + 1.0
        root = _Node(seats)
        # Root priors: the one-ply evaluation of every move (also the answer if time runs out at once).
        prior_deadline = None if budget is None else began + PRIOR_SHARE * budget
        ranked = rank_actions(self, state, seat, legal, cancel, depth=0, deadline=prior_deadline)
        for rank, (_, action) in enumerate(ranked):
            root.prior[action] = float(rank)
        fallback = ranked[0][1] if ranked else legal[0]
        iterations = 0
        limit = self.max_iterations if self.max_iterations is not None else math.inf
        while iterations < limit and not cancel.is_set():
            now = time.perf_counter()
            if now >= deadline:
                break
            if budget:
                self.progress = min(1.0, (now - began) / budget)
            self._iterate(root, state, legal, estimator, cancel)
            iterations += 1
        elapsed = time.perf_counter() - began
        stats = []
        for action, child in root.children.items():
            if child.visits:
                stats.append((action, child.visits, child.totals[seat] / child.visits))
        stats.sort(key=lambda t: (-t[1], -t[2]))
        self.stats = SearchStats(iterations, elapsed, stats)
        return stats[0][0] if stats else fallback

    # -- one iteration -------------------------------------------------------

    def _iterate(self, root: _Node, root_state: GameState, root_legal: list[Action], estimator, cancel) -> None:
        ruleset = self.ruleset
        rng = self.rng
        state = ruleset.determinize(root_state, rng.getrandbits(63))
        node = root
        path = [root]
        legal = root_legal
        values: list[float] | None = None
        while True:
            if legal is None:
                if ruleset.to_move(state) is None:
                    values = evaluate(ruleset, state, estimator)
                    break
                legal = ruleset.legal_actions(state)
            action, expand = self._select(node, legal)
            state = ruleset.apply(state, action)
            child = node.children.get(action)
            if child is None:
                child = node.children[action] = _Node(len(root.totals))
            node = child
            path.append(node)
            legal = None
            if expand:
                values = self._horizon(state, estimator, cancel)
                break
        for visited in path:
            visited.visits += 1
            totals = visited.totals
            for i, v in enumerate(values):
                totals[i] += v

    def _select(self, node: _Node, legal: list[Action]) -> tuple[Action, bool]:
        """The child to follow (UCT for the deciding seat), or a new one when widening allows."""
        children = node.children
        open_children = [a for a in legal if a in children] if children else []
        allowed = max(1, math.ceil(self.widen_c * (node.visits**self.widen_alpha)))
        if len(open_children) < min(allowed, len(legal)):
            prior = node.prior
            rng = self.rng
            best: Action | None = None
            best_key = math.inf
            for a in legal:
                if a in children:
                    continue
                key = prior.get(a)
                if key is None:
                    key = prior[a] = rng.random() * 1e6
                if key < best_key:
                    best, best_key = a, key
            if best is not None:
                return best, True
        seat = legal[0].seat
        log_n = math.log(max(1, node.visits))
        c = self.exploration
        best_a = open_children[0]
        best_score = -math.inf
        for a in open_children:
            child = children[a]
            if child.visits == 0:
                return a, False
            score = child.totals[seat] / child.visits + c * math.sqrt(log_n / child.visits)
            if score > best_score:
                best_a, best_score = a, score
        return best_a, False

    def _horizon(self, state: GameState, estimator, cancel: threading.Event) -> list[float]:
        """A few random plies from the new node, then the evaluation."""
        ruleset = self.ruleset
        rng = self.rng
        for _ in range(self.horizon):
            if cancel.is_set() or ruleset.to_move(state) is None:
                break
            legal = ruleset.legal_actions(state)
            state = ruleset.apply(state, legal[rng.randrange(len(legal))])
        return evaluate(ruleset, state, estimator)


class NormalAgent(MCTSAgent):
    """MCTS with about one second a decision."""

    level = "normal"
    default_budget = 1.0


class HardAgent(MCTSAgent):
    """MCTS with a few seconds a decision."""

    level = "hard"
    default_budget = 3.0
