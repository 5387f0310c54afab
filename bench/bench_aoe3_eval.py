"""Age of Empires III: Greedy with the aoe3 evaluation against Greedy agents with another evaluation.

    python bench/bench_aoe3_eval.py [--games 40] [--players 4] [--seed 0] [--old generic|FILE.py]
                                    [--set NAME=VALUE ...]

One seat plays Greedy judging positions with ``game.ai.evaluation.aoe3.estimate``
(weights overridable with ``--set``, e.g. ``--set SOFT_MAX=0.5``, to tune them);
the other seats play Greedy judging with ``--old``: ``generic`` (the ruleset's
``heuristic``, what every AoE3 agent used before the module existed) or the path
of a saved copy of the package's folder, or of the single module it was before
(to compare two versions). The new agent's seat
rotates every game, game g uses seed ``seed + g``. Single process (one core).
One line per game on stderr; figures as JSON lines on stdout: the new agent's
win share, its mean score, the others' mean score, and its mean margin over the
others' mean (with the standard error: the steadier figure for tuning).
"""

from __future__ import annotations

import argparse
import importlib
import importlib.util
import statistics
import sys
import time
from pathlib import Path
from types import ModuleType

from _estimators import EstimatorGreedy  # bench/ is on sys.path when the script runs
from _util import emit  # bench/ is on sys.path when the script runs

import rules
from game.ai.evaluation import Estimator, generic_estimate


def fresh_module(path: str, name: str) -> ModuleType:
    """A private copy of a saved aoe3 evaluation: a package folder or a single module file."""
    folder = Path(path)
    if folder.is_dir():
        spec = importlib.util.spec_from_file_location(
            name, folder / "__init__.py", submodule_search_locations=[str(folder)]
        )
    else:
        spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # its submodules import each other relatively
    spec.loader.exec_module(module)
    return module


def set_weight(package: ModuleType, name: str, value: float) -> bool:
    """Set a weight on every module of the evaluation package that reads it (each holds its own binding)."""
    found = False
    for module in [package, *(m for k, m in sys.modules.items() if k.startswith(package.__name__ + "."))]:
        if hasattr(module, name):
            setattr(module, name, value)
            found = True
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=8)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--old", default="generic", help="generic, or the path of a saved evaluation module")
    parser.add_argument("--set", action="append", default=[], metavar="NAME=VALUE", help="a weight of the new side")
    args = parser.parse_args()
    new_module = importlib.import_module("game.ai.evaluation.aoe3")
    for item in args.set:
        name, _, value = item.partition("=")
        if not set_weight(new_module, name, float(value)):
            parser.error(f"the aoe3 evaluation has no weight {name!r}")
    old: Estimator = generic_estimate if args.old == "generic" else fresh_module(args.old, "aoe3_old").estimate
    new: Estimator = new_module.estimate
    rs = rules.get("aoe3")
    n = args.players
    wins = 0
    new_scores: list[int] = []
    old_scores: list[float] = []
    began = time.perf_counter()
    for g in range(args.games):
        seed = args.seed + g
        seat = g % n
        agents = [EstimatorGreedy(rs, seed * 31 + i, new if i == seat else old) for i in range(n)]
        state = rs.new_game(n, seed)
        while not rs.is_over(state):
            mover = rs.to_move(state)
            state = rs.apply(state, agents[mover].choose(state, mover, None))
        totals = [sheet.total for sheet in rs.scores(state)]
        won = rs.ranking(state)[0] == seat
        wins += won
        new_scores.append(totals[seat])
        old_scores.append(statistics.fmean(totals[p] for p in range(n) if p != seat))
        print(
            f"game {g + 1} seed {seed} new at seat {seat + 1}: totals {totals} {'WIN' if won else 'loss'}",
            file=sys.stderr,
        )
    games = max(1, args.games)
    margins = [a - b for a, b in zip(new_scores, old_scores, strict=True)]
    tags = {"game": "aoe3", "players": n, "games": args.games, "old": args.old, "set": " ".join(args.set)}
    emit("aoe3_eval_new_win_share", round(wins / games, 3), "share", chance=round(1 / n, 3), **tags)
    emit("aoe3_eval_new_mean_score", round(statistics.fmean(new_scores), 2), "VP", **tags)
    emit("aoe3_eval_old_mean_score", round(statistics.fmean(old_scores), 2), "VP", **tags)
    sem = statistics.stdev(margins) / len(margins) ** 0.5 if len(margins) > 1 else 0.0
    emit("aoe3_eval_new_mean_margin", round(statistics.fmean(margins), 2), "VP", sem=round(sem, 2), **tags)
    print(f"{time.perf_counter() - began:.0f} s", file=sys.stderr)


if __name__ == "__main__":
    main()
