"""How good a position is for each seat: the one thing a game supplies to get every AI level.

A per-game module ``game.ai.evaluation.<game id>`` defines
``estimate(ruleset, state) -> list[float]``: the estimated *final* score of each
seat from the current position. Games without one fall back to
``ruleset.heuristic(state)`` and then to the provisional ``scores``. A module may
also define ``pointless(ruleset, state, legal) -> set[Action]``: moves no player
would make whatever comes next (an expedition that cannot succeed), which the
searching levels leave out (``useful_moves``), and
``first_looks(ruleset, state, legal) -> list[Action]``: the follow-up moves a
player would look at first (an Age of Steam build turn: finishing it,
extending the track just laid, track toward a delivery), which a sample of a
long move list always includes (``sample_follow_ups``) and which Greedy and the
search judge first. It may also name how Hard's playouts go in this game
(``PLAYOUT_PLIES``, ``PLAYOUT_FOLLOW_DEPTH``: ``playout_settings``;
``PLAYOUT_WIDTH``: ``playout_moves``), where the search's own settings cost too
much time, how large a level's search is there (``SEARCH_SIZES``:
``search_size``), where a wall-clock budget alone measures the machine more than
the search, and how a level searches there (``SEARCH_SHAPES``: ``search_shape``),
where its own way measured weaker than another.

The search does not compare raw points (their scale differs per game and grows
during a game) but ``seat_values``: per seat a number in 0..1 that mostly says
"how likely is this seat to win" (its margin over the best other seat, squashed)
and a little "how high does it rank" so that second place still beats last. A game whose seats can
fall far behind or far ahead (Age of Steam: a bankruptcy puts a seat 50 points under the rest) may name
``OWN_SCORE`` (weight, points): that share of the value is the seat's own estimate against the others'
mean, squashed with heavy tails over that many points, so a seat that can no longer win or lose its place still prefers
staying in the game and scoring more (``own_score``).
"""

from __future__ import annotations

import importlib
import math
from collections.abc import Callable, Sequence

from rules.core import Action, GameState, Ruleset

__all__ = [
    "Estimator",
    "estimator_for",
    "evaluate",
    "first_looks",
    "generic_estimate",
    "own_score",
    "playout_moves",
    "playout_settings",
    "reply_horizon",
    "root_judging_share",
    "round_plan_move",
    "sample_follow_ups",
    "search_shape",
    "search_size",
    "seat_values",
    "terminal_values",
    "turn_plans",
    "useful_moves",
]

Estimator = Callable[[Ruleset, GameState], list[float]]

_cache: dict[str, Estimator] = {}
_pointless: dict[str, Callable | None] = {}
_first_looks: dict[str, Callable | None] = {}
_turn_plans: dict[str, Callable | None] = {}
_round_plans: dict[str, Callable | None] = {}
_playout_widths: dict[str, int | None] = {}
_own_scores: dict[str, tuple[float, float] | None] = {}

#: Weight of the win chance against the rank in a seat's value.
WIN_WEIGHT = 0.75
#: With a playout width (see ``playout_moves``), the share of the budget a halving root's judging may take.
ROOT_JUDGING_SHARE = 1 / 12


def generic_estimate(ruleset: Ruleset, state: GameState) -> list[float]:
    """The ruleset's own heuristic if it has one, else the provisional score totals."""
    guess = ruleset.heuristic(state)
    if guess is not None:
        return [float(v) for v in guess]
    return [float(sheet.total) for sheet in ruleset.scores(state)]


def _module(ruleset: Ruleset):
    """The game's own evaluation module, or None."""
    name = f"{__name__}.{ruleset.id}"
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name != name:
            raise
        return None


def search_size(ruleset: Ruleset, level: str) -> tuple[int | None, float | None]:
    """(iterations, the most seconds they may take) of ``level``'s search in this game, from its module's
    ``SEARCH_SIZES``; (None, None) where the level searches by its own wall-clock budget alone."""
    sizes = getattr(_module(ruleset), "SEARCH_SIZES", None) or {}
    iterations, seconds = sizes.get(level, (None, None))
    return iterations, seconds


#: The search settings a game's ``SEARCH_SHAPES`` may set for a level (see ``search_shape``).
SHAPE_SETTINGS = frozenset({"root_candidates", "playout_plies", "plan_width", "plan_replies", "plan_rollouts"})


def search_shape(ruleset: Ruleset, level: str) -> dict[str, int]:
    """The search settings (``SHAPE_SETTINGS``) this game gives ``level`` instead of the level's own, from its
    module's ``SEARCH_SHAPES``: where a level's own way of searching measured weaker in this game than another
    (Age of Empires III's Hard searches as Normal does, further). Empty where the level searches its own way."""
    shape = dict((getattr(_module(ruleset), "SEARCH_SHAPES", None) or {}).get(level, {}))
    unknown = set(shape) - SHAPE_SETTINGS
    if unknown:
        raise ValueError(f"{ruleset.id}: SEARCH_SHAPES[{level!r}] names no search setting: {sorted(unknown)}")
    return shape


def estimator_for(ruleset: Ruleset) -> Estimator:
    """The estimate of final scores for this game: its own module if there is one, else the generic one."""
    found = _cache.get(ruleset.id)
    if found is not None:
        return found
    module = _module(ruleset)
    found = module.estimate if module is not None else generic_estimate
    _cache[ruleset.id] = found
    return found


def useful_moves(ruleset: Ruleset, state: GameState, legal: list[Action]) -> list[Action]:
    """``legal`` without the moves the game's module calls pointless; never empty (all are kept if all are)."""
    if ruleset.id not in _pointless:
        module = _module(ruleset)
        _pointless[ruleset.id] = getattr(module, "pointless", None)
    pointless = _pointless[ruleset.id]
    if pointless is None:
        return legal
    drop = pointless(ruleset, state, legal)
    kept = [a for a in legal if a not in drop] if drop else legal
    return kept or legal


def first_looks(ruleset: Ruleset, state: GameState, legal: list[Action]) -> list[Action]:
    """The moves of ``legal`` the game's module says a player weighs first (none if it says nothing)."""
    if ruleset.id not in _first_looks:
        _first_looks[ruleset.id] = getattr(_module(ruleset), "first_looks", None)
    looks = _first_looks[ruleset.id]
    return looks(ruleset, state, legal) if looks is not None else []


def turn_plans(
    ruleset: Ruleset, state: GameState, legal: list[Action], width: int, judge: Callable[[GameState], float]
) -> list[tuple[Action, ...]] | None:
    """The game module's plans for the whole turn of the seat to move (``turn_plans``: Age of Steam's build
    turn), best guess first, or None where its turn is not planned as a whole (or the module plans none).
    ``width``: how many of its first looks to follow into plans (0: the quick plans only); ``judge``: the
    value of a position for the seat planning, for the choices inside a plan."""
    if ruleset.id not in _turn_plans:
        _turn_plans[ruleset.id] = getattr(_module(ruleset), "turn_plans", None)
    plans = _turn_plans[ruleset.id]
    return plans(ruleset, state, legal, width, judge) if plans is not None else None


def round_plan_move(
    ruleset: Ruleset, state: GameState, seat: int, legal: list[Action], agent, began: float, cancel
) -> Action | None:
    """The game module's ``round_plan_move``: the move of a searching seat whose rounds the game plans as a whole
    (Age of Steam where links are taxed or the goods to come are shown: ``steam_round_plans``), or None where it
    plans none."""
    if ruleset.id not in _round_plans:
        _round_plans[ruleset.id] = getattr(_module(ruleset), "round_plan_move", None)
    planned = _round_plans[ruleset.id]
    return planned(ruleset, state, seat, legal, agent, began, cancel) if planned is not None else None


def reply_horizon(ruleset: Ruleset) -> Callable[[GameState, GameState], bool] | None:
    """The game module's ``reply_horizon(start, state)``: whether the replies played after a whole-turn plan
    (``game.ai.plans``) stop at ``state`` (Age of Steam: the end of the round's moves), or None (they stop
    at the seat's own turn or the end of the plan turns)."""
    return getattr(_module(ruleset), "reply_horizon", None)


def playout_settings(ruleset: Ruleset, plies: int, follow_depth: int) -> tuple[int, int]:
    """(plies, Greedy's own follow-up depth) of a playout in this game: the search's ``plies`` and
    ``follow_depth``, shortened where the game's module says a Greedy ply costs too much for them
    (``PLAYOUT_PLIES``, ``PLAYOUT_FOLLOW_DEPTH``)."""
    module = _module(ruleset)
    return (
        min(plies, int(getattr(module, "PLAYOUT_PLIES", plies))),
        min(follow_depth, int(getattr(module, "PLAYOUT_FOLLOW_DEPTH", follow_depth))),
    )


def sample_follow_ups(ruleset: Ruleset, state: GameState, legal: list[Action], width: int, rng) -> list[Action]:
    """At most ``width`` of ``legal`` to judge a follow-up decision by: the game's first looks (up to all but
    two places), the rest a random sample (``rng``), so a one-in-200 continuation that matters is not missed
    by chance."""
    if len(legal) <= width:
        return legal
    first = first_looks(ruleset, state, legal)[: max(0, width - 2)]
    if not first:
        return rng.sample(legal, width)
    taken = set(first)
    rest = [a for a in legal if a not in taken]
    return first + rng.sample(rest, min(len(rest), width - len(first)))


def _playout_width(ruleset: Ruleset) -> int | None:
    """The game module's ``PLAYOUT_WIDTH`` (see ``playout_moves``), or None."""
    if ruleset.id not in _playout_widths:
        _playout_widths[ruleset.id] = getattr(_module(ruleset), "PLAYOUT_WIDTH", None)
    return _playout_widths[ruleset.id]


def playout_moves(ruleset: Ruleset, state: GameState, legal: list[Action], rng) -> list[Action]:
    """The moves a playout ply judges: all of them, unless the game's move lists are too long for that.

    A game whose lists are too long for Greedy's judgement in a playout (Age of Steam's build turns: 100-270
    placements, 1-2 s a ply with their follow-ups) names ``PLAYOUT_WIDTH`` in its module: a ply then judges
    that many moves, its first looks first, the rest sampled with ``rng`` (with ``PLAYOUT_FOLLOW_DEPTH`` 0, each
    by the position right after it), so a playout of 40 plies takes a fraction of a second. Games that name
    none (Endeavor, Age of Empires III) judge every move.
    """
    width = _playout_width(ruleset)
    return legal if width is None else sample_follow_ups(ruleset, state, legal, width, rng)


def root_judging_share(ruleset: Ruleset) -> float | None:
    """Share of a halving search's budget its root's moves may take to judge: a game that names a playout
    width (its Greedy is slow) gets the judging cut short there, first looks first, so the playouts have
    their time; None (the whole budget) for the others."""
    return None if _playout_width(ruleset) is None else ROOT_JUDGING_SHARE


def _scale(estimates: Sequence[float]) -> float:
    """Points that make a clear lead: grows with the size of the scores (a tenth of the mean, at least 1)."""
    mean = sum(abs(e) for e in estimates) / max(1, len(estimates))
    return max(1.0, 0.1 * mean + 0.5)


def seat_values(estimates: Sequence[float], own: tuple[float, float] | None = None) -> list[float]:
    """Per seat 0..1: squashed margin over the best other seat, blended with the rank among seats (and,
    with ``own`` (weight, points) from ``own_score``, with the seat's own estimate against the others')."""
    n = len(estimates)
    if n == 1:
        return [1.0]
    scale = _scale(estimates)
    order = sorted(range(n), key=lambda i: -estimates[i])
    best, second = order[0], order[1]
    out = [0.0] * n
    for pos, i in enumerate(order):
        rival = estimates[second] if i == best else estimates[best]
        margin = (estimates[i] - rival) / scale
        win = 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, margin))))
        out[i] = WIN_WEIGHT * win + (1.0 - WIN_WEIGHT) * (n - 1 - pos) / (n - 1)
    return _with_own(out, estimates, own)


def own_score(ruleset: Ruleset) -> tuple[float, float] | None:
    """The game module's ``OWN_SCORE`` (weight, points), or None where a seat's value is its win chance and
    rank alone.

    Where one seat's estimate runs far from the others' (a bankrupt or a far-ahead Age of Steam seat), its
    win chance is 0 or 1 and its rank fixed whatever it does next, so every move looked alike to it and the
    search took the first it ordered (finish the build, pass, no shares), into bankruptcy."""
    if ruleset.id not in _own_scores:
        found = getattr(_module(ruleset), "OWN_SCORE", None)
        _own_scores[ruleset.id] = (float(found[0]), float(found[1])) if found else None
    return _own_scores[ruleset.id]


def _with_own(values: list[float], estimates: Sequence[float], own: tuple[float, float] | None) -> list[float]:
    """``values`` blended with each seat's own estimate against the mean of the others' (``own_score``)."""
    n = len(estimates)
    if own is None or n < 2:
        return values
    weight, points = own
    total = sum(estimates)
    out = []
    for value, e in zip(values, estimates, strict=True):
        ahead = e - (total - e) / (n - 1)
        squashed = 0.5 + 0.5 * ahead / (abs(ahead) + points)  # heavy tails: 100 points behind still counts
        out.append((1.0 - weight) * value + weight * squashed)
    return out


def terminal_values(ruleset: Ruleset, state: GameState) -> list[float]:
    """Per seat 0..1 for a finished game: the winner (by the rulebook's ranking) gets the win share."""
    ranking = ruleset.ranking(state)
    n = len(ranking)
    out = [0.0] * n
    for pos, seat in enumerate(ranking):
        out[seat] = (WIN_WEIGHT if pos == 0 else 0.0) + (1.0 - WIN_WEIGHT) * (n - 1 - pos) / max(1, n - 1)
    return out


def evaluate(ruleset: Ruleset, state: GameState, estimator: Estimator | None = None) -> list[float]:
    """Seat values of any position: the ranking when the game is over, else the estimate squashed."""
    own = own_score(ruleset)
    estimator = estimator or estimator_for(ruleset)
    if ruleset.is_over(state):
        values = terminal_values(ruleset, state)
        return _with_own(values, estimator(ruleset, state), own) if own is not None else values
    return seat_values(estimator(ruleset, state), own)
