"""Endeavor engine speed: decisions per second in random play, full random 4-player games, state copies.

    python bench/bench_endeavor_engine.py [--games 30]

A decision is one ``legal_actions`` call plus one ``apply`` of a random choice
(what a random playout or a search step costs). Goals (issue 3): at least
20,000 decisions/s, a full random 4-player game in at most 20 ms, a copy in at
most 20 µs. Figures are CPU time of this process (``time.process_time``), so a
busy machine skews them less; the wall-clock rate is given as ``wall_per_s``.
"""

from __future__ import annotations

import argparse
import time

from _util import emit, random_game, random_state

import rules


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=30)
    args = parser.parse_args()
    rs = rules.get("endeavor")
    random_game(rs, 4, 999)  # warm the action cache

    wall = time.perf_counter()
    start = time.process_time()
    decisions = sum(random_game(rs, 4, seed) for seed in range(args.games))
    elapsed = time.process_time() - start
    wall = time.perf_counter() - wall
    emit(
        "endeavor_decisions_per_s",
        decisions / elapsed,
        "1/s",
        game="endeavor",
        players=4,
        wall_per_s=round(decisions / wall, 1),
    )
    emit("endeavor_random_games_per_s", args.games / elapsed, "1/s", game="endeavor", players=4)
    emit("endeavor_random_game_ms", 1000 * elapsed / args.games, "ms", game="endeavor", players=4)
    emit("endeavor_decisions_per_game", decisions / args.games, "decisions", game="endeavor", players=4)

    # Copy cost, on a mid-game state.
    state = random_state(rs, 4, 1, 80)
    reps = 100_000
    start = time.process_time()
    for _ in range(reps):
        state.copy()
    emit("endeavor_state_copy_us", 1e6 * (time.process_time() - start) / reps, "us", game="endeavor")

    # The same with the Age of Expansion buildings.
    start = time.process_time()
    decisions = sum(random_game(rs, 4, seed, {"aoe_buildings": True}) for seed in range(args.games))
    elapsed = time.process_time() - start
    emit("endeavor_aoe_decisions_per_s", decisions / elapsed, "1/s", game="endeavor", players=4)


if __name__ == "__main__":
    main()
