"""Age of Steam: Greedy with the steam evaluation against Greedy agents with the old fallback.

    python bench/bench_steam_eval.py --map rust_belt --players 3 --games 6 [--seed 1] [--budget 2.0]

One seat plays Greedy judging positions with ``game.ai.evaluation.steam.estimate``
(``--new``); the others play Greedy judging with ``generic_estimate`` (the
ruleset's ``heuristic``, what every Age of Steam agent used before the module
existed; ``--old`` names another module to compare two versions).
The new agent's seat rotates every game, so no seat order favours it. Single
process (one core). Prints one line per game on stderr and a JSON summary on
stdout: wins (a shared first place counts as a win for each tied seat; sole
wins are counted apart), mean score, and mean margin of the new agent over the
best other seat. A bankrupt seat scores 0 but ranks last (1.13), so a survivor
with a negative score still wins.
"""

from __future__ import annotations

import argparse
import importlib
import json
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from _estimators import EstimatorGreedy  # bench/ is on sys.path when the script runs

import rules
from game.ai.evaluation import Estimator, generic_estimate


def load_estimator(name: str) -> Estimator:
    """``generic`` (the ruleset's heuristic), or a module path whose ``estimate`` to use."""
    if name == "generic":
        return generic_estimate
    return importlib.import_module(name).estimate


def play(
    ruleset, map_id: str, players: int, new_seat: int, seed: int, budget: float, new: Estimator, old: Estimator
) -> tuple[list[int], list[int]]:
    """One game; returns (totals, places) per seat."""
    state = ruleset.new_game(players, seed, {"map": map_id})
    agents = [EstimatorGreedy(ruleset, seed * 31 + i, new if i == new_seat else old) for i in range(players)]
    while not ruleset.is_over(state):
        seat = ruleset.to_move(state)
        state = ruleset.apply(state, agents[seat].choose(state, seat, budget))
    return [sheet.total for sheet in ruleset.scores(state)], ruleset.places(state)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--map", default="rust_belt")
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--games", type=int, default=6)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--budget", type=float, default=2.0, help="Greedy's per-decision time cap (s)")
    parser.add_argument("--new", default="game.ai.evaluation.steam", help="module of the one seat's estimate")
    parser.add_argument("--old", default="generic", help="the other seats' estimate: generic or a module")
    args = parser.parse_args()
    new, old = load_estimator(args.new), load_estimator(args.old)
    rs = rules.get("steam")
    rnd = random.Random(args.seed)
    wins = 0
    sole = 0
    new_scores: list[int] = []
    old_scores: list[float] = []
    margins: list[int] = []
    began = time.perf_counter()
    for g in range(args.games):
        seed = rnd.randrange(10**9)
        seat = g % args.players
        t0 = time.perf_counter()
        totals, places = play(rs, args.map, args.players, seat, seed, args.budget, new, old)
        won = places[seat] == 1
        wins += won
        sole += won and places.count(1) == 1
        others = [totals[p] for p in range(args.players) if p != seat]
        new_scores.append(totals[seat])
        old_scores.append(statistics.fmean(others))
        margins.append(totals[seat] - max(others))
        print(
            f"game {g + 1} seed {seed} new at seat {seat + 1}: totals {totals} places {places} "
            f"{'WIN' if won else 'loss'} ({time.perf_counter() - t0:.0f} s)",
            file=sys.stderr,
            flush=True,
        )
    n = max(1, args.games)
    print(
        json.dumps(
            {
                "map": args.map,
                "players": args.players,
                "games": args.games,
                "new_wins": wins,
                "new_win_share": round(wins / n, 3),
                "new_sole_wins": sole,
                "chance": round(1 / args.players, 3),
                "new_mean_score": round(statistics.fmean(new_scores), 2) if new_scores else None,
                "old_mean_score": round(statistics.fmean(old_scores), 2) if old_scores else None,
                "new_mean_margin": round(statistics.fmean(margins), 2) if margins else None,
                "seconds": round(time.perf_counter() - began, 1),
            }
        )
    )


if __name__ == "__main__":
    main()
