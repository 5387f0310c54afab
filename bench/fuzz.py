"""Fuzz one game: random and greedy-steered games over every variant and player count, checking invariants.

    python bench/fuzz.py GAME [--seconds S] [--seed N]

Games are played round-robin over the configurations (each player count with
the first option crossed with every choice of the others, one at a time) until
the time is up; every other game is steered by the Greedy agent, because random
Age of Steam games end by bankruptcy in the first rounds and never reach what a
real game does. At every decision it checks, and counts a failure otherwise:

- the seat to move has legal moves, each listed for that seat; the chosen
  move's text parses back to an equal move and ``explain`` calls it legal;
- illegal-action checks: wrong seat, unknown kind, changed parameters and each
  0/1 parameter written as ``false``/``true`` are refused by ``explain`` with a
  sentence and by ``apply`` with IllegalAction, and leave the state unchanged;
- save round trips (a few per game and at its end): the match written as a save
  loads back to the same moves and final position, and the same save with one
  move's parameter turned into a bool, or cut short, is refused with SaveError.

Any exception is a failure too (the game is then abandoned). It prints a table
of games, decisions, checks and failures per configuration, then each failure
once, and exits 1 if there was any. Not a ``bench_*`` script: it prints a table,
not figures, and ``bench/run.py`` leaves it out.
"""

from __future__ import annotations

import argparse
import itertools
import json
import random
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from _util import ROOT  # noqa: F401  (puts the project root on sys.path)

import rules
from game import saves
from game.ai.greedy import GreedyAgent
from game.match import Match, Seat
from rules.core import Action, IllegalAction, Ruleset

MAX_DECISIONS = 20_000
GREEDY_SHARE = 0.95  # of the decisions in a steered game; the rest are random (Greedy alone repeats itself)
GREEDY_BUDGET = 0.05
#: A game still going this long after the time is up is left unfinished (not a failure, not counted as a game).
OVERTIME = 20.0


@dataclass
class Tally:
    games: int = 0
    steered: int = 0
    decisions: int = 0
    illegal_checks: int = 0
    round_trips: int = 0
    failures: list[str] = field(default_factory=list)


def configurations(rs: Ruleset) -> list[tuple[dict[str, Any], int]]:
    """(options, players) pairs: the first option's choices, each crossed with every other option's
    choices one at a time (the rest at their defaults), at every player count those options allow."""
    opts = rs.options()
    sets: list[dict[str, Any]] = []
    if not opts:
        sets.append({})
    else:
        first, rest = opts[0], opts[1:]
        for value in first.choices:
            base = {first.id: value}
            sets.append(dict(base))
            for other in rest:
                sets.extend({**base, other.id: v} for v in other.choices if v != other.default)
    out = []
    for options in sets:
        resolved = rs.resolve_options(options)
        for n in rs.allowed_players(resolved):
            out.append((resolved, n))
    # the first option's choices at every player count come first, so a short run covers them all
    return sorted(out, key=lambda c: len(c[0]) > 1 and any(c[0][o.id] != o.default for o in opts[1:]))


def _label(options: dict[str, Any], players: int, rs: Ruleset) -> str:
    changed = [f"{k}={v}" for k, v in options.items() if v != next(o.default for o in rs.options() if o.id == k)]
    return f"{players}p " + (" ".join(changed) or "defaults")


def _canon(value: Any) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"))


def _mutations(action: Action, rnd: random.Random) -> list[Action]:
    """Wrong versions of a move: another seat, an unknown kind, changed parameters, bools for 0/1."""
    out = [Action(action.kind, action.seat + 1, action.params), Action("no_such_move", action.seat, action.params)]
    for i, (key, value) in enumerate(action.params):
        wrong: list[Any] = []
        if value.__class__ is int:
            wrong.append(value + rnd.choice((1, -1, 7, 99)))
            if value in (0, 1):
                wrong.append(bool(value))
        elif isinstance(value, str):
            wrong.append(value + "_x")
        elif isinstance(value, tuple):
            wrong.append(value[:-1])
            if any(v.__class__ is int and v in (0, 1) for v in value):
                wrong.append(tuple(bool(v) if v.__class__ is int and v in (0, 1) else v for v in value))
        for new in wrong:
            params = list(action.params)
            params[i] = (key, new)
            out.append(Action(action.kind, action.seat, tuple(params)))
    return out


def _check_refusals(rs: Ruleset, state: Any, legal: list[Action], rnd: random.Random, thorough: bool) -> int:
    """Mutations of a few listed moves must be refused and change nothing; the number checked."""
    listed = set(legal)
    before = _canon(rs.to_json(state)) if thorough else None
    checked = 0
    for action in rnd.sample(legal, min(2, len(legal))):
        for wrong in _mutations(action, rnd):
            if wrong in listed:
                continue
            reason = rs.explain(state, wrong)
            if not isinstance(reason, str) or not reason:
                raise AssertionError(f"explain accepted the illegal move {wrong.text!r}")
            try:
                rs.apply(state, wrong)
            except IllegalAction:
                pass
            else:
                raise AssertionError(f"apply accepted the illegal move {wrong.text!r}")
            checked += 1
    if before is not None and _canon(rs.to_json(state)) != before:
        raise AssertionError("a refused move changed the state")
    return checked


def _round_trip(match: Match, folder: Path, rnd: random.Random) -> None:
    """The match as a save loads back exactly; the same save with a bool smuggled in, or cut short, is refused."""
    data = saves.to_json(match)
    path = folder / "fuzz.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    back = saves.load(path)
    if [a.text for a in back.history] != data["actions"]:
        raise AssertionError("a save did not load back to the same moves")
    if _canon(back.ruleset.to_json(back.state)) != _canon(data["final"]):
        raise AssertionError("a save did not load back to the same position")
    smuggled = [
        (n, text)
        for n, text in enumerate(data["actions"])
        for word in text.split(" ")[2:]
        if word.endswith(("=0", "=1"))
    ]
    if smuggled:
        n, text = rnd.choice(smuggled)
        word = rnd.choice([w for w in text.split(" ")[2:] if w.endswith(("=0", "=1"))])
        wrong = text.replace(word, word[:-1] + ("false" if word.endswith("0") else "true"), 1)
        path.write_text(json.dumps(dict(data, actions=[*data["actions"][:n], wrong, *data["actions"][n + 1 :]])))
        _expect_refused(path, f"move {n + 1} ({wrong}) with a bool for a number")
    text = json.dumps(data)
    path.write_text(text[: rnd.randrange(1, len(text))])
    _expect_refused(path, "a save cut short")


def _expect_refused(path: Path, what: str) -> None:
    try:
        saves.load(path)
    except saves.SaveError as exc:
        if path.name not in str(exc):
            raise AssertionError(f"the message for {what} does not name the file: {exc}") from None
        return
    raise AssertionError(f"{what} was loaded")


def play_one(
    rs: Ruleset, options: dict, players: int, seed: int, steered: bool, tally: Tally, folder: Path, stop: float
) -> bool:
    """Play and check one game; False if it was left unfinished at ``stop`` (a monotonic time)."""
    rnd = random.Random(seed)
    match = Match(rs, [Seat("human", None, f"Seat {i + 1}") for i in range(players)], seed, options)
    greedy = GreedyAgent(rs, seed) if steered else None
    trips = sorted(rnd.sample(range(1, 400), 2))
    while not match.is_over():
        if time.monotonic() > stop:
            return False
        if match.ply >= MAX_DECISIONS:
            raise AssertionError(f"the game did not end in {MAX_DECISIONS} decisions")
        state, seat = match.state, match.to_move()
        legal = rs.legal_actions(state)
        if not legal:
            raise AssertionError(f"seat {seat + 1} has no legal move but the game is not over")
        if any(a.seat != seat for a in legal):
            raise AssertionError("a move is listed for a seat that is not deciding")
        if greedy is not None and rnd.random() < GREEDY_SHARE:
            action = greedy.choose(state, seat, GREEDY_BUDGET)
        else:
            action = rnd.choice(legal)
        if Action.parse(action.text) != action:
            raise AssertionError(f"the text of {action.text!r} does not parse back to the same move")
        if rs.explain(state, action) is not None:
            raise AssertionError(f"the listed move {action.text!r} is explained as illegal")
        tally.illegal_checks += _check_refusals(rs, state, legal, rnd, thorough=match.ply % 10 == 0)
        match.submit(action)
        tally.decisions += 1
        if trips and match.ply == trips[0]:
            trips.pop(0)
            _round_trip(match, folder, rnd)
            tally.round_trips += 1
    _round_trip(match, folder, rnd)
    tally.round_trips += 1
    return True


def fuzz(rs: Ruleset, seconds: float, seed: int) -> dict[str, Tally]:
    configs = configurations(rs)
    tallies = {_label(o, n, rs): Tally() for o, n in configs}
    end = time.monotonic() + seconds
    with tempfile.TemporaryDirectory(prefix="fuzz-") as tmp:
        for number in itertools.count():
            options, players = configs[number % len(configs)]
            label = _label(options, players, rs)
            steered = (number + number // len(configs)) % 2 == 1  # alternates, and flips every round
            tally = tallies[label]
            game_seed = seed + number
            ended = True
            try:
                ended = play_one(rs, options, players, game_seed, steered, tally, Path(tmp), end + OVERTIME)
            except Exception as exc:  # every failure is reported, never raised
                tally.failures.append(f"{label} seed {game_seed}{' greedy' if steered else ''}: {exc!r}"[:400])
            tally.games += ended
            tally.steered += steered and ended
            if time.monotonic() >= end:
                break
    return tallies


COLUMNS = (("games", 5), ("greedy", 6), ("decisions", 9), ("illegal", 8), ("saves", 5), ("fails", 5))


def _row(label: str, width: int, t: Tally) -> str:
    values = (t.games, t.steered, t.decisions, t.illegal_checks, t.round_trips, len(t.failures))
    return f"{label:<{width}}" + "".join(f"  {v:>{w}}" for v, (_, w) in zip(values, COLUMNS, strict=True))


def table(game: str, tallies: dict[str, Tally], seconds: float) -> str:
    """Games (finished; greedy: of those, steered), decisions, illegal-action checks, save round trips and
    failures per configuration, a total, then each failure."""
    width = max(len(k) for k in [*tallies, "configuration"])
    head = f"{'configuration':<{width}}" + "".join(f"  {name:>{w}}" for name, w in COLUMNS)
    total = Tally()
    for t in tallies.values():
        total.games += t.games
        total.steered += t.steered
        total.decisions += t.decisions
        total.illegal_checks += t.illegal_checks
        total.round_trips += t.round_trips
        total.failures += t.failures
    rule = "-" * len(head)
    rows = [_row(label, width, t) for label, t in tallies.items()]
    lines = [f"fuzz {game}: {seconds:.0f} s", head, rule, *rows, rule, _row("total", width, total)]
    return "\n".join(lines + [f"FAIL {f}" for f in total.failures])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("game", help="a game id (endeavor, steam, aoe3)")
    parser.add_argument("--seconds", type=float, default=300.0, help="how long to play (default 300)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the first game (the next count up)")
    args = parser.parse_args(argv)
    try:
        rs = rules.get(args.game)
    except KeyError:
        print(f"fuzz.py: unknown game {args.game!r} (known: {', '.join(rules.known_ids())})", file=sys.stderr)
        return 2
    tallies = fuzz(rs, args.seconds, args.seed)
    print(table(rs.id, tallies, args.seconds))
    return 1 if any(t.failures for t in tallies.values()) else 0


if __name__ == "__main__":
    sys.exit(main())
