"""Age of Steam: a build turn as a few whole-turn plans (the candidates ``game.ai.plans`` judges).

A build turn lists 100-500 placements, and which one is good depends on the two
or three laid after it: a tile out of a city earns nothing until the link it
starts reaches the city a cube wants. A search that judges the placements one by
one (each with a sample of follow-ups) spent a decision's whole budget judging a
dozen of them and never searched. A player instead weighs a few plans for the
whole turn and lays the first tile of the best. The plans here:

- finishing at once;
- each project the money can pay for (``steam_projects``, best first: the new
  links that let a cube on the map travel over the seat's own track), laid
  hex by hex along its way, each hex with the simplest tile that takes the
  track in from where it comes and out toward the next hex;
- for ``width`` of the first looks (``steam_looks``: track on from the seat's
  own loose ends or out of a city toward a delivery), that placement and then,
  while placements are left, the best of the next first looks by the position
  after it (or finishing, when none is better);
- with ``width``, the map's own build actions alone, and the urbanizations that
  look best (a New City changes which links pay), each followed by the best of
  the quick plans (finishing, the projects) after it.

Every plan ends with finishing the turn, so the positions compared are all
"after this seat's build".
"""

from __future__ import annotations

from game.ai.evaluation.steam_looks import INTO_TOWN, first_looks, on_way, planned_projects
from rules.steam.constants import ROUND_TO_MOVES
from rules.steam.tiles import placed_paths

__all__ = ["NEXT_LOOKS", "PROJECT_PLANS", "URBANIZE_PLANS", "reply_horizon", "turn_plans"]

#: Projects laid out as plans, best first.
PROJECT_PLANS = 8
#: First looks compared at each later placement of a first look's plan.
NEXT_LOOKS = 6
#: New Cities (town and letter) followed by the quick plans after them.
URBANIZE_PLANS = 3


def _builder(ruleset, s) -> int | None:
    """The seat whose build turn it is, or None outside a build turn."""
    if getattr(s, "phase", None) != "build" or s.turn >= len(s.acting):
        return None
    return s.acting[s.turn]


def _done(legal):
    return next((a for a in legal if a.kind == "done"), None)


def _tile_for(ruleset, m, s, n: int, entry: int, nxt: int, exits: frozenset[int] = frozenset()):
    """The placement on hex ``n`` taking the track in by ``entry`` and out toward ``nxt`` (``INTO_TOWN``: into
    the town there, by ``exits`` too: the project's other link leaves it there) with the fewest paths (the
    simplest, cheapest tile), or None. Only that hex's placements are asked (``placements_at``), not the
    turn's whole listing."""
    best, fewest = None, 99
    for a in ruleset.placements_at(s, m.board.hexes[n].name):
        paths = _paths(m, n, a)
        if exits and not exits <= {e for path in paths for e in path}:
            continue
        if on_way(m, n, a, [(entry, nxt)]) and len(paths) < fewest:
            best, fewest = a, len(paths)
    return best


def _paths(m, n: int, a) -> tuple:
    return placed_paths(a["tile"], a["rot"], n in m.board.town_at)


def _lay_way(ruleset, m, s, path: tuple[int, ...], town_exits: dict[int, frozenset[int]]) -> tuple[list, object] | None:
    """The placements along ``path`` (where the track comes from, the empty hexes in order, the stop it
    arrives at; a town still empty there gets its town tile, with the ``town_exits`` the project's other
    links leave it by) and the position after them; None when a hex cannot take it (the money ran out, a
    tile is used up, another placement came first)."""
    board = m.board
    nbr = board.nbr
    moves: list = []
    state = s
    for i in range(1, len(path)):
        n = path[i]
        last = i == len(path) - 1
        if last and (n in state.track or n not in board.town_at or n in state.new_city):
            break  # arrived: a city, a town with its tile, or the loose end of the seat's own link
        if n in state.track or path[i - 1] not in nbr[n]:
            return None
        nxt = INTO_TOWN if last else path[i + 1]
        a = _tile_for(
            ruleset,
            m,
            state,
            n,
            nbr[n].index(path[i - 1]),
            nxt,
            town_exits.get(n, frozenset()) if last else frozenset(),
        )
        if a is None:
            return None
        moves.append(a)
        state = ruleset.apply(state, a)
    return moves, state


def _project_plan(ruleset, m, s, project) -> tuple[list, object] | None:
    """A project's links laid one after the other, each from whichever end can start it (a town still empty
    between two of them gets a tile with an exit toward each); its claim (a link with no way) as the map's
    build action."""
    board = m.board
    exits: dict[int, set[int]] = {}
    for _, _, way in project.links:
        if not way:
            continue
        for end, nxt in ((way[0], way[1]), (way[-1], way[-2])):
            if end in board.town_at and end not in s.track and nxt in board.nbr[end]:
                exits.setdefault(end, set()).add(board.nbr[end].index(nxt))
    town_exits = {n: frozenset(e) for n, e in exits.items()}
    moves: list = []
    state = s
    for _, _, way in project.links:
        if not way:
            if project.claim not in ruleset.legal_actions(state):
                return (moves, state) if moves else None
            moves.append(project.claim)
            state = ruleset.apply(state, project.claim)
            continue
        laid = _lay_way(ruleset, m, state, way, town_exits) or _lay_way(
            ruleset, m, state, tuple(reversed(way)), town_exits
        )
        if laid is None or not laid[0]:
            return (moves, state) if moves else None
        moves += laid[0]
        state = laid[1]
    return moves, state


def _finished(ruleset, seat: int, moves: list, state) -> tuple:
    """``moves`` and finishing the turn, when it is still ``seat``'s build turn after them."""
    if _builder(ruleset, state) == seat:
        done = _done(ruleset.legal_actions(state))
        if done is not None:
            return (*moves, done)
    return tuple(moves)


def _look_plan(ruleset, s, seat: int, first, judge) -> tuple:
    """``first`` and then, while it is still the seat's build turn, the best of the next first looks by
    ``judge`` (the value of the position after it and finishing), until finishing is best."""
    moves = [first]
    state = ruleset.apply(s, first)
    while _builder(ruleset, state) == seat:
        legal = ruleset.legal_actions(state)
        looks = first_looks(ruleset, state, legal)[:NEXT_LOOKS]
        done = _done(legal)
        if done is None or len(looks) < 2:
            break
        best, best_value = None, judge(ruleset.apply(state, done))
        for a in looks:
            if a.kind == "done":
                continue
            after = ruleset.apply(state, a)
            finish = _done(ruleset.legal_actions(after)) if _builder(ruleset, after) == seat else None
            value = judge(ruleset.apply(after, finish) if finish is not None else after)
            if value > best_value:
                best, best_value = a, value
        if best is None:
            break
        moves.append(best)
        state = ruleset.apply(state, best)
    return _finished(ruleset, seat, moves, state)


def turn_plans(ruleset, s, legal, width: int, judge) -> list[tuple] | None:
    """The plans for the build turn of the seat to move (see the module docstring), best guess first; None
    outside a build turn. ``width``: first looks followed into plans (0: finishing and the projects only,
    as a rival's reply is played); ``judge`` values a position for the builder."""
    seat = _builder(ruleset, s)
    if seat is None:
        return None
    done = _done(legal)
    if done is None:
        return None
    m = ruleset.map_of(s)
    plans: list[tuple] = [(done,)]
    seen = {plans[0]}

    def add(plan: tuple) -> None:
        if plan and plan not in seen:
            seen.add(plan)
            plans.append(plan)

    for project in planned_projects(m, s, seat)[:PROJECT_PLANS]:
        laid = _project_plan(ruleset, m, s, project)
        if laid is not None:
            add(_finished(ruleset, seat, *laid))
    if width <= 0:
        return plans
    for a in first_looks(ruleset, s, legal)[: width + 1]:
        if a.kind != "done":
            add(_look_plan(ruleset, s, seat, a, judge))
    urbanize = [a for a in legal if a.kind == "urbanize"]
    for a in legal:
        if a.kind not in ("build", "done", "urbanize"):
            add((a,))
    if urbanize:  # the New Cities that look best with no track laid, then the track they call for
        urbanize.sort(key=lambda a: -judge(ruleset.apply(ruleset.apply(s, a), done)))
        for a in urbanize[:URBANIZE_PLANS]:
            after = ruleset.apply(s, a)
            then = turn_plans(ruleset, after, ruleset.legal_actions(after), 0, judge) or [()]
            add((a, *max(then, key=lambda plan: judge(_after(ruleset, after, plan)))))
    return plans


def _after(ruleset, s, plan: tuple):
    for a in plan:
        s = ruleset.apply(s, a)
    return s


def reply_horizon(start, s) -> bool:
    """Where the turns played on after a plan or a move (``game.ai.plans``) stop: past Move Goods (so once the
    round's moves are over, its income and expenses paid and its goods grown), or in another round. From Issue
    Shares, the auction or Select Actions the rest of the round is played on too (the other seats' shares, bids and
    actions, every build turn by its best quick plan, the moves): a share pays, or a bid is worth its cost,
    only by the track and the deliveries it lets the seat make this round, which the position right after the
    choice does not show."""
    return s.round != start.round or s.phase not in ROUND_TO_MOVES
