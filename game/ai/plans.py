"""Whole-turn plans: where a game's turn is a run of the same seat's moves (Age of Steam's build turn), the
search may compare a few plans for the whole turn instead of its first moves one by one.

The game's evaluation module lists the plans (``evaluation.turn_plans``); each is
applied and the position after it judged by the evaluation, for the seat
planning. With ``replies``, the seats that play after it in the same stretch of
plan turns (the rest of the build phase) each play their own best quick plan
first (finishing and the projects, judged the same way for themselves), so a
plan is valued by the position once the table has answered it: a hex a rival
builds on first, a link a rival completes to the city the seat's cube wants.
The answer is the first move of the best plan; the rest is kept on the agent
and compared again at the seat's next decision, if the position is the one
that move leads to (it is then one plan among the fresh ones, not a promise).
Where the game names a horizon (``evaluation.reply_horizon``: Age of Steam's
end of the round's moves), the replies go on to it, every seat's build turn
by its best quick plan and every other decision by the move the evaluation
likes best; and the decisions that are not plan turns may be judged the same
way (``rollout_decision``): a few moves, each played on to the horizon on
several determinized copies.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable

from game.ai.agent import fingerprint
from game.ai.evaluation import evaluate, first_looks, reply_horizon, turn_plans, useful_moves
from game.ai.search_tree import SearchStats
from rules.core import Action, GameState, Ruleset

__all__ = [
    "REPLY_TURNS",
    "best_plan",
    "judge_plans",
    "planned_decision",
    "planned_move",
    "rollout_decision",
]

#: Most turns played after a plan or a move: up to a game's horizon, which on Age of Steam may be a whole round
#: from Issue Shares (six seats' shares, an auction of a dozen bids, actions, build turns and two move rounds).
REPLY_TURNS = 96


def _apply_all(ruleset: Ruleset, state: GameState, plan: tuple[Action, ...], checked: bool) -> GameState | None:
    """The position after every move of ``plan``; with ``checked`` (a plan kept from an earlier decision),
    None when one of them is not legal there (the plans the game lists are made of its legal moves)."""
    for action in plan:
        if checked and action not in ruleset.legal_actions(state):
            return None
        state = ruleset.apply(state, action)
    return state


def best_plan(
    ruleset: Ruleset, state: GameState, seat: int, plans: list[tuple[Action, ...]], estimator: Callable
) -> tuple[float, tuple[Action, ...] | None, GameState | None]:
    """(value, plan, the position after it) of the best of ``plans`` for ``seat`` (no replies)."""
    best: tuple[float, tuple[Action, ...] | None, GameState | None] = (-1.0, None, None)
    for plan in plans:
        after = _apply_all(ruleset, state, plan, False)
        if after is None:
            continue
        value = evaluate(ruleset, after, estimator)[seat]
        if value > best[0]:
            best = (value, plan, after)
    return best


def _replied(ruleset: Ruleset, state: GameState, seat: int, estimator: Callable) -> GameState:
    """``state`` after the turns that follow a plan: each plan turn (another seat's, or where the game names a
    reply horizon, any seat's) played by its best quick plan; where the game names one, the other decisions
    up to it by the move the evaluation likes best for its mover (``reply_horizon``). Without a horizon: up
    to the seat's own turn or the end of the plan turns."""
    horizon = reply_horizon(ruleset)
    start = state
    for _ in range(REPLY_TURNS):
        mover = ruleset.to_move(state)
        if mover is None or (horizon(start, state) if horizon is not None else mover == seat):
            break
        legal = ruleset.legal_actions(state)
        plans = turn_plans(ruleset, state, legal, 0, lambda s, p=mover: evaluate(ruleset, s, estimator)[p])
        if plans:
            after = best_plan(ruleset, state, mover, plans, estimator)[2]
        elif horizon is not None:
            after = max(
                (ruleset.apply(state, a) for a in useful_moves(ruleset, state, legal)),
                key=lambda s, p=mover: evaluate(ruleset, s, estimator)[p],
            )
        else:
            break
        if after is None:
            break
        state = after
    return state


def judge_plans(
    ruleset: Ruleset,
    state: GameState,
    seat: int,
    plans: list[tuple[Action, ...]],
    estimator: Callable,
    *,
    replies: bool,
    deadline: float,
    cancel: threading.Event,
    kept: tuple[Action, ...] | None = None,
) -> list[tuple[float, tuple[Action, ...]]]:
    """(value for ``seat``, plan) of each plan judged before the deadline (the first always), best first;
    ``kept``, the rest of the plan chosen at the seat's last decision, is judged first, if still legal.

    With ``replies`` (the dear part: every later seat's build turn and the round's moves played on), the others
    go in the order the position right after them ranks them, so a clock that runs out has judged the most
    promising ones: in list order, a seat short of time (Normal planning at 1 s in a trial, on Venezuela under
    load) judged finishing, listed first, and nothing else, and built no track all game."""
    listed = ([kept] if kept and kept not in plans else []) + plans
    applied = []
    for i, plan in enumerate(listed):
        after = _apply_all(ruleset, state, plan, kept is not None and i == 0 and plan is kept)
        if after is not None:
            applied.append((i, plan, after))
    if replies:
        quick = {i: evaluate(ruleset, after, estimator)[seat] for i, _, after in applied}
        applied.sort(key=lambda t: (t[1] is not kept, -quick[t[0]], t[0]))
    judged: list[tuple[float, int, tuple[Action, ...]]] = []
    for i, plan, after in applied:
        if judged and (cancel.is_set() or time.perf_counter() >= deadline):
            break
        if replies:
            after = _replied(ruleset, after, seat, estimator)
        judged.append((evaluate(ruleset, after, estimator)[seat], i, plan))
    judged.sort(key=lambda t: (-t[0], t[1]))
    return [(value, plan) for value, _, plan in judged]


def planned_move(
    ruleset: Ruleset,
    state: GameState,
    seat: int,
    legal: list[Action],
    estimator: Callable,
    *,
    width: int,
    replies: bool,
    deadline: float,
    cancel: threading.Event,
    kept: tuple[Action, ...] | None,
) -> tuple[list[tuple[float, tuple[Action, ...]]], tuple[Action, ...]] | None:
    """(the plans judged, best first, each starting with a move of ``legal``; the best) where the game plans
    this turn as a whole, else None. ``width``, ``replies``: see ``turn_plans`` and ``judge_plans``."""
    plans = turn_plans(ruleset, state, legal, width, lambda s: evaluate(ruleset, s, estimator)[seat])
    if not plans:
        return None
    ranked = judge_plans(
        ruleset, state, seat, plans, estimator, replies=replies, deadline=deadline, cancel=cancel, kept=kept
    )
    playable = set(legal)
    ranked = [(value, plan) for value, plan in ranked if plan[0] in playable]
    return (ranked, ranked[0][1]) if ranked else None


def planned_decision(
    agent, state: GameState, seat: int, legal: list[Action], began: float, deadline: float, cancel: threading.Event
) -> Action | None:
    """A searching agent's move (``MCTSAgent`` with a ``plan_width``): the first move of the best whole-turn
    plan where the game plans this turn as a whole, else None (the agent searches as it would without).
    The rest of the plan is judged again with the fresh plans at the seat's next decision, if that is in
    the position its first move leads to (``agent._plan_kept``)."""
    ruleset = agent.ruleset
    kept, agent._plan_kept = agent._plan_kept, None
    rest = kept[2] if kept is not None and kept[1] == seat and kept[0] == fingerprint(ruleset, state) else None
    found = planned_move(
        ruleset, state, seat, legal, agent._estimator, width=agent.plan_width, replies=agent.plan_replies,
        deadline=deadline, cancel=cancel, kept=rest,
    )  # fmt: skip
    if found is None:
        return None
    ranked, plan = found
    if len(plan) > 1:
        agent._plan_kept = (fingerprint(ruleset, ruleset.apply(state, plan[0])), seat, plan[1:])
    agent.stats = SearchStats(0, time.perf_counter() - began, [(p[0], 1, v) for v, p in ranked], False)
    return plan[0]


def rollout_decision(
    agent, state: GameState, seat: int, legal: list[Action], began: float, deadline: float, cancel: threading.Event
) -> Action | None:
    """A searching agent's move (``MCTSAgent`` with ``plan_rollouts``) where the game names a reply horizon and
    this is not a plan turn: its ``plan_rollouts`` best moves by the position right after them (the first
    look among them) are each played on to the horizon as ``_replied`` plays (every build turn by its best
    quick plan, every other decision by the move the evaluation likes best for its mover), on a fresh
    determinized copy a round, the same copy for every move of a round (common random numbers), until the
    deadline; the best mean answers (on Age of Steam the copies differ by the goods drawn at the round's end,
    which the position judged holds). Where no move is played past itself, every copy would judge alike: one
    round. None where the game names no horizon or this is a plan turn."""
    ruleset = agent.ruleset
    estimator = agent._estimator
    if reply_horizon(ruleset) is None or turn_plans(ruleset, state, legal, 0, lambda s: 0.0) is not None:
        return None
    looks = first_looks(ruleset, state, legal)
    scored = sorted(
        ((evaluate(ruleset, ruleset.apply(state, a), estimator)[seat], i, a) for i, a in enumerate(legal)),
        key=lambda t: (-t[0], t[1]),
    )
    moves = list(dict.fromkeys([*looks[:1], *(a for _, _, a in scored)]))[: agent.plan_rollouts]
    if len(moves) < 2:
        return moves[0] if moves else None
    totals = dict.fromkeys(moves, 0.0)
    rounds = 0
    played = True  # a rollout went past the move itself (else every copy gives the same values)
    while played and not cancel.is_set() and time.perf_counter() < deadline:
        copy = ruleset.determinize(state, agent.fresh_seed())
        values = {}
        played = False
        for a in moves:
            if time.perf_counter() >= deadline:
                break
            after = ruleset.apply(copy, a)
            replied = _replied(ruleset, after, seat, estimator)
            played = played or replied is not after
            values[a] = evaluate(ruleset, replied, estimator)[seat]
        if len(values) < len(moves):
            break
        for a, v in values.items():
            totals[a] += v
        rounds += 1
    if not rounds:
        return None
    ranked = sorted(moves, key=lambda a: -totals[a])
    agent.stats = SearchStats(rounds, time.perf_counter() - began, [(a, rounds, totals[a] / rounds) for a in ranked])
    return ranked[0]
