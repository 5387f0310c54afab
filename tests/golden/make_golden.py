"""Regenerate the golden games: ``python -m tests.golden.make_golden [NAME ...] [--jobs N]``.

Plays each golden (tests/golden/games.py) from its seed with the Normal agent on every seat at a
fixed number of iterations, writes it with ``game.saves.save`` and its scores into ``index.json``.
Without names it replays them all. See tests/golden/README.md.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import time
from concurrent.futures import ProcessPoolExecutor, as_completed
from typing import Any

import rules
from game import saves
from game.ai.mcts import NormalAgent
from game.match import Match, Seat
from game.paths import atomic_write_text
from tests.golden.games import GOLDENS, INDEX, ITERATIONS, SECONDS, Golden


def play(golden: Golden) -> tuple[dict[str, Any], float]:
    """Play one golden game to its end, save it; its index entry and the seconds it took."""
    ruleset = rules.get(golden.game)
    options = ruleset.check_setup(golden.players, golden.options)
    seats = [Seat("ai", "normal", f"Normal AI {i + 1}") for i in range(golden.players)]
    match = Match(ruleset, seats, golden.seed, options)
    iterations = ITERATIONS.get(golden.game)
    agents = [NormalAgent(ruleset, golden.seed * 100 + i, max_iterations=iterations) for i in range(golden.players)]
    for agent in agents:
        # no clock where the iteration count alone ends each search; else the game's short clock
        agent.default_budget = None if iterations else SECONDS[golden.game]
    began = time.perf_counter()
    while not match.is_over():
        seat = match.to_move()
        match.submit(agents[seat].choose(match.state, seat))
    saves.save(match, golden.path)
    return {
        "name": golden.name,
        "game": golden.game,
        "players": golden.players,
        "options": golden.options,
        "seed": golden.seed,
        "search": f"{iterations} iterations" if iterations else f"{SECONDS[golden.game]} s a decision",
        "moves": match.ply,
        "scores": [sheet.total for sheet in ruleset.scores(match.state)],
        "ranking": ruleset.ranking(match.state),
    }, time.perf_counter() - began


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m tests.golden.make_golden", description=__doc__.splitlines()[0])
    p.add_argument("names", nargs="*", help="goldens to regenerate (default: all)")
    p.add_argument("--jobs", type=int, default=2, help="games played at once (default 2)")
    args = p.parse_args(argv)
    chosen = [g for g in GOLDENS if not args.names or g.name in args.names]
    unknown = set(args.names) - {g.name for g in GOLDENS}
    if unknown:
        p.error(f"no golden named {', '.join(sorted(unknown))}")
    index = {e["name"]: e for e in json.loads(INDEX.read_text())} if INDEX.exists() else {}
    failed = 0
    # fresh interpreters with one string-hash seed, so nothing depends on this process's set order
    os.environ["PYTHONHASHSEED"] = "0"
    with ProcessPoolExecutor(max_workers=max(1, args.jobs), mp_context=multiprocessing.get_context("spawn")) as pool:
        futures = {pool.submit(play, golden): golden for golden in chosen}
        for future in as_completed(futures):
            try:
                entry, seconds = future.result()
            except Exception as exc:  # one broken golden must not lose the others
                print(f"{futures[future].name}: failed: {exc!r}", flush=True)
                failed += 1
                continue
            index[entry["name"]] = entry
            print(f"{entry['name']}: {entry['moves']} moves, scores {entry['scores']} ({seconds:.0f} s)", flush=True)
            text = json.dumps([index[g.name] for g in GOLDENS if g.name in index], indent=1) + "\n"
            atomic_write_text(INDEX, text)
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
