"""Monte Carlo tree search for any number of players, generic over the rules contract.

- **Max^n backup**: each node keeps the summed value of *every* seat; the seat
  deciding at a node picks the child best for itself.
- **Determinized, open loop**: every iteration starts from a fresh
  ``ruleset.determinize`` of the root (its own seed), and the tree stores
  actions, not states; so chance comes out differently in each iteration and
  the search never sees a hidden or future outcome. At each node only the
  moves legal in this iteration's copy are candidates.
- **Evaluated priors (PUCT)**: when a node near the root is first expanded,
  every move is applied once and the position after it scored by the game's
  evaluation (``game.ai.evaluation``); that score is the move's first value and,
  through a softmax, its prior. Selection is ``Q + c * P * sqrt(N) / (1 + n)``,
  so with little time the search plays like Greedy and with more it corrects it.
- **Progressive widening**: a node with ``N`` visits considers only its best
  ``widen_c * sqrt(N)`` moves by prior (at least ``min_width``), so long action
  lists do not drown the search.
- **Short horizon**: a new leaf is scored after ``horizon`` random plies (0 by
  default: the evaluation itself), or after ``playout_plies`` plies in which
  every seat plays as Greedy would (Hard), never by a full playout.
- **Sequential halving at the root** (Hard): instead of PUCT, the root compares
  Greedy's ``root_candidates`` best moves, giving each the same iterations on
  the same determinized copies, and halves them phase by phase (as Gumbel
  MuZero's root does), so a few expensive iterations are spent where they can
  change the answer.
- **Anytime**: it stops at the wall-clock budget, at ``max_iterations`` (a game
  may size a level's search in iterations, ``evaluation.search_size``: then the
  budget is only its limit, and the level plays the same on every machine), or when
  ``cancel`` is set, and answers the most visited move so far (after halving:
  the best by mean among the moves still in). Searching by PUCT, it also stops
  early once no other move could overtake the most visited one in the
  iterations left (by its size, or by the time left at the rate it is
  searching), since more search could not change the
  answer; halving uses its whole budget.
- **Tree kept between decisions**: when the seat decides again right after its
  own move (Endeavor: *activate*, then the building's action), the search goes
  on from the subtree under that move instead of starting afresh.
"""

from __future__ import annotations

import math
import threading
import time

from game.ai import evaluation
from game.ai.agent import Agent, fingerprint
from game.ai.evaluation import (
    estimator_for,
    evaluate,
    first_looks,
    playout_settings,
    sample_follow_ups,
    search_shape,
    search_size,
)
from game.ai.greedy import FOLLOW_DEPTH, rank_actions
from game.ai.plans import planned_decision, rollout_decision
from game.ai.search_tree import Node, SearchStats
from rules.core import Action, GameState

__all__ = ["HardAgent", "MCTSAgent", "NormalAgent", "SearchStats"]


class MCTSAgent(Agent):
    """Max^n MCTS over determinized copies with evaluated priors, progressive widening and a short horizon."""

    level = "mcts"
    default_budget: float | None = 1.0
    #: PUCT exploration constant (on values rescaled to 0..1 among a node's moves).
    exploration = 1.0
    #: Softmax temperature turning one-ply values (rescaled to 0..1 among the moves) into priors.
    temperature = 0.2
    #: Nodes up to this depth get evaluated priors; deeper ones a uniform prior.
    prior_depth = 6
    #: Random plies played after a new leaf before the evaluation.
    horizon = 0
    #: Plies played after a new leaf by the Greedy policy (every seat) before the evaluation; 0: none.
    #: The seats' likely replies, not random ones, so the value says what the move leads to this round.
    playout_plies = 0
    #: A playout stops early (and is judged where it got to) after this share of the decision's budget:
    #: where Greedy is slow to decide (Age of Steam's long build lists) playouts stay short, so that
    #: the root still compares its moves several times.
    playout_share = 1 / 16
    #: Root moves compared by sequential halving (Greedy's best first); 0: PUCT over all of them.
    root_candidates = 0
    #: Halving needs about this many rounds of its moves within the budget. Where Greedy decides too
    #: slowly for that (one round of playouts, or judging the root's moves, takes longer than the
    #: budget over this), the search goes on by PUCT without playouts instead, as Normal searches.
    halving_rounds = 6
    widen_c = 2.0
    min_width = 4
    #: The same for the nodes where another seat decides. Narrower would look deeper into the opponents'
    #: likeliest replies and its own next moves; on Endeavor it measured no better (docs/ai.md), so the
    #: defaults equal the searching seat's.
    opponent_widen_c = 2.0
    opponent_min_width = 4
    #: Own follow-up decisions looked through when scoring a move at expansion, and how many moves each.
    follow_depth = 1
    follow_width = 6
    #: The same at the root, where it is paid once: as Greedy judges, so the search starts from
    #: at least Greedy's ranking of the moves and only has to correct it.
    root_follow_depth = 2
    root_follow_width = 8
    #: Where the game plans a turn as a whole (Age of Steam's build turn), first looks followed into plans, -1:
    #: none; ``plan_replies``: each plan judged after the turns that follow it (``game.ai.plans``).
    plan_width = -1
    plan_replies = False
    #: Elsewhere, moves compared by rollouts to the game's reply horizon (``plans.rollout_decision``); 0: none.
    plan_rollouts = 0
    #: Stop before the budget once the most visited root move can no longer be overtaken.
    stop_when_decided = True
    #: Iterations between two checks of that.
    decided_check = 16

    def __init__(self, ruleset, seed: int | None = None, max_iterations: int | None = None) -> None:
        super().__init__(ruleset, seed)
        if max_iterations is None:  # the game may size this level's search (its budget then only a limit)
            max_iterations, limit = search_size(ruleset, self.level)
            if limit is not None:
                self.default_budget = limit
        for setting, value in search_shape(ruleset, self.level).items():  # the game's way for this level
            setattr(self, setting, value)
        self.max_iterations = max_iterations
        #: Plays the playouts' moves: Greedy's ranking, with a generator reseeded per iteration.
        self._policy = Agent(ruleset)
        self.stats = SearchStats()
        #: (visible position expected next, its subtree): kept when the seat decides again after its own move.
        self._kept: tuple[str, int, Node] | None = None
        self._playout_seconds = math.inf
        self._playouts = False  # this decision's leaves are judged after a playout
        #: (visible position expected next, seat, the rest of the plan chosen): ``plans.planned_decision``.
        self._plan_kept: tuple[str, int, tuple[Action, ...]] | None = None

    def decide(
        self,
        state: GameState,
        seat: int,
        legal: list[Action],
        budget: float | None,
        cancel: threading.Event,
    ) -> Action:
        ruleset = self.ruleset
        self._estimator = estimator_for(ruleset)
        self._seats = ruleset.num_players(state)
        self._seat = seat
        began = time.perf_counter()
        if budget is None:
            budget = math.inf if self.max_iterations is not None else 1.0
        deadline = began + budget
        self._playout_seconds = budget * self.playout_share
        rounds = evaluation.round_plan_move(ruleset, state, seat, legal, self, began, cancel)
        if rounds is not None:  # the game plans this seat's rounds as a whole (Tasmania, Venezuela)
            return rounds
        if self.plan_width >= 0:
            planned = planned_decision(self, state, seat, legal, began, deadline, cancel)
            if planned is None and self.plan_rollouts:
                planned = rollout_decision(self, state, seat, legal, began, deadline, cancel)
            if planned is not None:
                return planned
        root = self._reused_root(state, seat)
        if root is not None and set(root.order) != set(legal):  # chance dealt otherwise than in the search
            root = None
        if root is None:
            root = Node(self._seats)
            share = evaluation.root_judging_share(ruleset) if self.root_candidates else None
            judging = deadline if share is None else began + budget * share  # a slow Greedy: playouts first
            self._expand(root, state, legal, cancel, self.root_follow_depth, self.root_follow_width, judging)
        self._playouts = self.playout_plies > 0
        iterations, chosen = 0, None
        judged = time.perf_counter() - began  # judging the root's moves: about one of Greedy's decisions
        if self.root_candidates and judged * self.halving_rounds < budget:
            iterations, chosen = self._halving(root, state, legal, began, deadline, cancel)
        used_playouts = chosen is not None and self._playouts
        if chosen is None:  # no halving, or too slow for it: PUCT from the root, leaves judged at once
            self._playouts = False
            iterations += self._puct_loop(root, state, legal, began, deadline, budget, cancel)
        elapsed = time.perf_counter() - began
        stats = []
        playable = set(legal)
        for action, child in root.children.items():
            if child.visits and action in playable:
                stats.append((action, child.visits, child.totals[seat] / child.visits))
        stats.sort(key=lambda t: (-t[1], -t[2]))
        if chosen is None:
            chosen = stats[0][0] if stats else (root.order[0] if root.order else legal[0])
        stats.sort(key=lambda t: t[0] != chosen)  # the answer first, then by visits
        self.stats = SearchStats(iterations, elapsed, stats, used_playouts)
        self._keep(root, state, seat, chosen)
        return chosen

    def _puct_loop(
        self,
        root: Node,
        state: GameState,
        legal: list[Action],
        began: float,
        deadline: float,
        budget: float,
        cancel: threading.Event,
    ) -> int:
        """Iterations chosen by PUCT from the root until the budget, the iteration limit or a decided answer."""
        iterations = 0
        started = time.perf_counter()  # the rate below is this loop's (after halving gave up, too)
        limit = self.max_iterations if self.max_iterations is not None else math.inf
        clocked = budget != math.inf
        check = self.decided_check if self.stop_when_decided and clocked else 0
        while iterations < limit and not cancel.is_set():
            now = time.perf_counter()
            if now >= deadline:
                break
            if clocked:
                self.progress = min(1.0, max((now - began) / budget, iterations / limit))
            if check and iterations % check == check - 1:
                left = limit - iterations  # the iterations still to come: by the limit, or the clock's rate
                if clocked:
                    left = min(left, iterations / (now - started) * (deadline - now))
                if self._decided(root, left):
                    break
            self._iterate(root, state, legal, cancel, deadline=deadline)
            iterations += 1
        return iterations

    def _halving(
        self,
        root: Node,
        state: GameState,
        legal: list[Action],
        began: float,
        deadline: float,
        cancel: threading.Event,
    ) -> tuple[int, Action | None]:
        """Sequential halving over the root's best moves by prior; returns (iterations, the move it prefers).

        Each phase gives every remaining move the same number of iterations, one
        per determinized copy shared by all of them (common random numbers, so a
        lucky draw favours none), then keeps the better half by mean value. The
        time left (or the iteration limit) is split evenly among the phases left.
        An interrupted search answers the best mean among the moves still in,
        or, when not one round of iterations was completed, None (the caller
        answers the most visited move, then the best by mean) or the prior's
        first move when nothing was searched. The move is also None as soon as
        the first round has taken more than the budget over ``halving_rounds``:
        the caller then searches on by PUCT, without playouts.

        A kept subtree (the seat decides again after its own move) brings its
        visits with it: they count in the means alongside this search's rounds.
        """
        seat = self._seat
        playable = set(legal)
        moves = [a for a in root.order if a in playable][: self.root_candidates]
        if len(moves) < 2:
            return 0, (moves[0] if moves else None)
        limit = self.max_iterations if self.max_iterations is not None else math.inf
        iterations = 0
        rounds = 0
        halving_began = time.perf_counter()

        def mean(action: Action) -> float:
            child = root.children.get(action)
            return child.totals[seat] / child.visits if child is not None and child.visits else -math.inf

        while len(moves) > 1:
            phases = math.ceil(math.log2(len(moves)))
            now = time.perf_counter()
            phase_end = now + (deadline - now) / phases
            phase_limit = iterations + max(len(moves), (limit - iterations) // phases) if limit != math.inf else limit
            phase_rounds = 0
            interrupted = False
            while not interrupted:
                if cancel.is_set() or iterations + len(moves) > limit or time.perf_counter() >= deadline:
                    interrupted = True
                    break
                if phase_rounds and (time.perf_counter() >= phase_end or iterations + len(moves) > phase_limit):
                    break
                seed = self.rng.getrandbits(63)
                for action in moves:
                    if not self._iterate(root, state, legal, cancel, action, seed, deadline):
                        interrupted = True
                        break
                    iterations += 1
                    if not rounds and (time.perf_counter() - halving_began) * self.halving_rounds > deadline - began:
                        return iterations, None  # the first round is too slow: the caller searches by PUCT
                else:
                    phase_rounds += 1
                    rounds += 1
                if deadline != math.inf:
                    self.progress = min(1.0, (time.perf_counter() - began) / (deadline - began))
            if interrupted:
                break
            moves.sort(key=lambda a: -mean(a))
            moves = moves[: (len(moves) + 1) // 2]
        if not rounds:  # cut short in the first round: the most visited, else the prior's first
            return iterations, None if iterations else moves[0]
        return iterations, max(moves, key=mean)

    # -- between decisions ---------------------------------------------------

    @staticmethod
    def _decided(root: Node, iterations_left: float) -> bool:
        """True when the runner-up could not reach the most visited root move's visits in the iterations left."""
        first = second = 0
        for child in root.children.values():
            v = child.visits
            if v > first:
                first, second = v, first
            elif v > second:
                second = v
        return first - second > iterations_left

    def _keep(self, root: Node, state: GameState, seat: int, chosen: Action) -> None:
        """Remember the subtree under ``chosen`` if this seat decides again right after it."""
        self._kept = None
        child = root.children.get(chosen)
        if child is None or child.prior is None:
            return
        after = self.ruleset.apply(state, chosen)
        if self.ruleset.to_move(after) == seat:
            self._kept = (fingerprint(self.ruleset, after), seat, child)

    def _reused_root(self, state: GameState, seat: int) -> Node | None:
        """The kept subtree when ``state`` is the position it was kept for (the same visible position)."""
        kept, self._kept = self._kept, None
        if kept is None or kept[1] != seat or kept[0] != fingerprint(self.ruleset, state):
            return None
        return kept[2]

    # -- expansion: evaluated priors -------------------------------------------

    def _vector_after(self, state: GameState, seat: int, depth: int, width: int) -> list[float]:
        """Seat values of ``state``, or of ``seat``'s best own follow-up when it decides again (as Greedy judges)."""
        ruleset = self.ruleset
        if depth > 0 and ruleset.to_move(state) == seat:
            follow = sample_follow_ups(ruleset, state, ruleset.legal_actions(state), width, self.rng)
            best: list[float] | None = None
            for action in follow:
                vector = self._vector_after(ruleset.apply(state, action), seat, depth - 1, width)
                if best is None or vector[seat] > best[seat]:
                    best = vector
            if best is not None:
                return best
        return evaluate(ruleset, state, self._estimator)

    def _expand(
        self,
        node: Node,
        state: GameState,
        legal: list[Action],
        cancel: threading.Event,
        depth: int | None = None,
        width: int | None = None,
        deadline: float | None = None,
    ) -> None:
        """Score every move once (after it and the mover's own follow-up) and turn the scores into priors.

        Judging a move with the mover's follow-up (a building's action after it is
        activated) values multi-step moves as Greedy does, for the seat searching
        and for the opponents it models alike.
        """
        ruleset = self.ruleset
        seat = legal[0].seat
        depth = self.follow_depth if depth is None else depth
        width = self.follow_width if width is None else width
        values: dict[Action, float] = {}
        order = legal
        looks = first_looks(ruleset, state, legal)  # judged first, so a deadline still has compared them
        if looks:
            taken = set(looks)
            order = looks + [a for a in legal if a not in taken]
        for action in order:
            if values and (cancel.is_set() or (deadline is not None and time.perf_counter() >= deadline)):
                break  # the moves not judged keep the lowest prior
            after = ruleset.apply(state, action)
            vector = self._vector_after(after, seat, depth, width)
            node.first[action] = vector
            values[action] = vector[seat] if seat < len(vector) else 0.0
        # Equal priors keep the judging order: when a deadline left one move judged, or moves not judged,
        # the first look comes first, not the list's first move (the lowest raise of an auction's bids).
        self._set_priors(node, legal, values, order)

    def _uniform(self, node: Node, legal: list[Action]) -> None:
        order = list(legal)
        self.rng.shuffle(order)
        self._set_priors(node, legal, {}, order)

    def _set_priors(
        self, node: Node, legal: list[Action], values: dict[Action, float], order: list[Action] | None = None
    ) -> None:
        """Softmax over the moves' values rescaled to 0..1 among themselves (the scale differs per game and seat).

        ``order`` (the moves in another order: the order they were judged in, or a shuffle) breaks ties
        between equal priors, among them the moves without a value.
        """
        node.place = {a: i for i, a in enumerate(legal)}
        node.width = len(legal)
        legal = legal if order is None else order
        weights: dict[Action, float] = {}
        if values:
            low, high = min(values.values()), max(values.values())
            spread = high - low
            for a, v in values.items():
                weights[a] = math.exp(((v - high) / spread if spread > 0 else 0.0) / self.temperature)
        floor = min(weights.values()) if weights else 1.0
        for a in legal:
            weights.setdefault(a, floor)
        total = sum(weights.values())
        node.prior = {a: w / total for a, w in weights.items()}
        node.order = sorted(legal, key=lambda a: -weights[a]) if values else list(legal)

    # -- one iteration -------------------------------------------------------

    def _iterate(
        self,
        root: Node,
        root_state: GameState,
        root_legal: list[Action],
        cancel: threading.Event,
        first_move: Action | None = None,
        seed: int | None = None,
        deadline: float | None = None,
    ) -> bool:
        """One iteration from a fresh determinized copy (from ``seed`` when given), through ``first_move`` if given.

        Returns False, backing nothing up, when a playout was cut short by
        ``cancel`` or the ``deadline``.
        """
        ruleset = self.ruleset
        seed = self.rng.getrandbits(63) if seed is None else seed
        state = ruleset.determinize(root_state, seed)
        node = root
        path = [root]
        legal = root_legal
        depth = 0
        values: list[float] | None = None
        while True:
            action = first_move if depth == 0 and first_move is not None else self._select(node, legal)
            child = node.children.get(action)
            state = ruleset.apply(state, action)
            depth += 1
            if child is None:
                child = node.children[action] = Node(self._seats)
                path.append(child)
                first = node.first.get(action)
                if self._playouts:
                    values = self._playout(state, seed, cancel, deadline)
                elif first is not None and self.horizon == 0:
                    values = first
                else:
                    values = self._horizon(state, cancel)
                break
            node = child
            path.append(node)
            if ruleset.to_move(state) is None:
                values = evaluate(ruleset, state, self._estimator)
                break
            legal = ruleset.legal_actions(state)
            if node.prior is None:
                if depth <= self.prior_depth:
                    self._expand(node, state, legal, cancel, deadline=deadline)
                else:
                    self._uniform(node, legal)
        if values is None:
            del node.children[action]  # cut short: the move stays unvisited, as before this iteration
            return False
        for visited in path:
            visited.visits += 1
            totals = visited.totals
            for i, v in enumerate(values):
                totals[i] += v
        return True

    def _select(self, node: Node, legal: list[Action]) -> Action:
        """PUCT for the deciding seat among the node's best moves by prior (progressive widening).

        Only moves legal in this iteration's copy are candidates: chance or hidden
        things may deal a copy other moves than the one the node was expanded
        with, even as many. Values are rescaled to 0..1 among the candidates
        (min-max, as in MuZero), so the exploration constant means the same
        whatever the spread of the values.
        """
        seat = legal[0].seat
        if seat == self._seat:
            allowed = max(self.min_width, int(self.widen_c * math.sqrt(node.visits + 1)))
        else:
            allowed = max(self.opponent_min_width, int(self.opponent_widen_c * math.sqrt(node.visits + 1)))
        candidates = None
        if len(legal) == node.width:  # most likely the node's own list: each candidate checked where it stood
            candidates = self._candidates(node, legal, seat, allowed, None)
        if candidates is None:  # another list: the moves it holds, and the ones the node has not met added
            legal_set = set(legal)
            prior, place = node.prior, node.place
            for i, a in enumerate(legal):
                if a not in prior:
                    prior[a] = 1.0 / (len(legal) * len(legal))
                    place[a] = i
                    node.order.append(a)
            candidates = self._candidates(node, legal, seat, allowed, legal_set)
        if not candidates:
            return self.rng.choice(legal)
        low = min(q for _, q, _ in candidates)
        spread = max(q for _, q, _ in candidates) - low
        sqrt_n = math.sqrt(node.visits + 1)
        c = self.exploration
        prior = node.prior
        best, best_score = candidates[0][0], -math.inf
        for a, q, n in candidates:
            norm = (q - low) / spread if spread > 0 else 0.5
            score = norm + c * prior.get(a, 0.0) * sqrt_n / (1 + n)
            if score > best_score:
                best, best_score = a, score
        return best

    @staticmethod
    def _candidates(
        node: Node, legal: list[Action], seat: int, allowed: int, legal_set: set[Action] | None
    ) -> list[tuple[Action, float, int]] | None:
        """(move, value for ``seat``, visits) of the node's best ``allowed`` moves legal in ``legal``.

        Without ``legal_set``, a move counts as legal where it stands at its
        place in ``legal``; None as soon as one does not (the list is another).
        """
        children = node.children
        first_values = node.first
        place = node.place
        size = len(legal)
        parent_q = node.totals[seat] / node.visits if node.visits else 0.5
        candidates: list[tuple[Action, float, int]] = []
        for a in node.order:
            if legal_set is None:
                i = place[a]
                if i >= size or legal[i] != a:
                    return None
            elif a not in legal_set:
                continue
            child = children.get(a)
            if child is not None and child.visits:
                candidates.append((a, child.totals[seat] / child.visits, child.visits))
            else:
                first = first_values.get(a)
                candidates.append((a, first[seat] if first is not None else parent_q, 0))
            if len(candidates) >= allowed:
                break
        return candidates

    def _playout(
        self, state: GameState, seed: int, cancel: threading.Event, deadline: float | None
    ) -> list[float] | None:
        """``playout_plies`` plies in which every seat plays Greedy's move, then the evaluation (None if cut short).

        It also stops, and is judged where it got to, once it has taken its share
        of the decision's budget (``playout_share``).

        The policy's generator is reseeded from the iteration's seed, so the moves
        compared in one round of sequential halving meet the same draws and the
        same tie-breaks.
        """
        ruleset = self.ruleset
        policy = self._policy
        policy.rng.seed(seed ^ 0x9E3779B97F4A7C15)
        ends = time.perf_counter() + self._playout_seconds
        stop = ends if deadline is None else min(ends, deadline)
        plies, depth = playout_settings(ruleset, self.playout_plies, FOLLOW_DEPTH)  # the game may shorten them
        for _ in range(plies):
            mover = ruleset.to_move(state)
            if mover is None or time.perf_counter() >= ends:
                break
            if cancel.is_set() or (deadline is not None and time.perf_counter() >= deadline):
                return None
            legal = ruleset.legal_actions(state)
            if len(legal) > 1:
                moves = evaluation.playout_moves(ruleset, state, legal, policy.rng)
                ranked = rank_actions(policy, state, mover, moves, cancel, depth, stop)
                if cancel.is_set() or (deadline is not None and time.perf_counter() >= deadline):
                    return None
                if time.perf_counter() >= ends:
                    break  # Greedy could not judge this ply's moves in time: judged as it stands
                action = ranked[0][1] if ranked else legal[0]
            else:
                action = legal[0]
            state = ruleset.apply(state, action)
        return evaluate(ruleset, state, self._estimator)

    def _horizon(self, state: GameState, cancel: threading.Event) -> list[float]:
        """A few random plies from the new leaf, then the evaluation."""
        ruleset = self.ruleset
        rng = self.rng
        for _ in range(self.horizon):
            if cancel.is_set() or ruleset.to_move(state) is None:
                break
            legal = ruleset.legal_actions(state)
            state = ruleset.apply(state, legal[rng.randrange(len(legal))])
        return evaluate(ruleset, state, self._estimator)


class NormalAgent(MCTSAgent):
    """MCTS with about one second a decision."""

    level = "normal"
    default_budget = 1.0


class HardAgent(MCTSAgent):
    """MCTS with a few seconds a decision, its leaves judged after a Greedy playout, its root by halving."""

    level = "hard"
    default_budget = 3.0
    playout_plies = 40
    root_candidates = 4
