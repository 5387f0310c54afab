"""Age of Empires III engine speed: decisions per second and full random games per second.

    python bench/bench_aoe3_engine.py [--games 20] [--players 4]

A decision is one ``legal_actions`` call plus one ``apply`` of a random choice
(what a random playout or a search step costs). Figures only; no goal is asserted.
"""

from __future__ import annotations

import argparse
import time

from _util import emit, random_game, random_state

import rules


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--players", type=int, default=4)
    args = parser.parse_args()
    rs = rules.get("aoe3")
    random_game(rs, args.players, 999)  # warm caches (income memo)

    start = time.perf_counter()
    decisions = sum(random_game(rs, args.players, seed) for seed in range(args.games))
    elapsed = time.perf_counter() - start
    tags = {"game": "aoe3", "players": args.players}
    emit("aoe3_decisions_per_s", decisions / elapsed, "1/s", **tags)
    emit("aoe3_random_games_per_s", args.games / elapsed, "1/s", **tags)
    emit("aoe3_random_game_ms", 1000 * elapsed / args.games, "ms", **tags)
    emit("aoe3_decisions_per_game", decisions / args.games, "decisions", **tags)

    state = random_state(rs, args.players, 1, 120)
    reps = 100_000
    start = time.perf_counter()
    for _ in range(reps):
        state.copy()
    emit("aoe3_state_copy_us", 1e6 * (time.perf_counter() - start) / reps, "us", game="aoe3")


if __name__ == "__main__":
    main()
