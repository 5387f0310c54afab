"""Age of Steam engine speed per map: random-play decisions per second and full random games per second.

    python bench/bench_steam_engine.py [--games 10] [--wall]

A decision is one ``legal_actions`` call plus one ``apply`` of a random choice;
the clock runs over the decisions only (setting a game up is not a decision),
and it is this process's CPU time (``time.process_time``), so a busy shared
machine slows the figures less than the wall clock would (``--wall`` takes the
wall clock instead). Every registered map is measured (the loop reads the map
registry, so new map modules appear here on their own), at the map's smallest
player count. Random players bid and issue shares at random and rarely finish a
link, so random games end early in bankruptcy: the games/s figure is for such
games. A second figure plays "careful" random games (rich start, small bids)
that run the full number of rounds, which is what a search's playouts look like.
"""

from __future__ import annotations

import argparse
import random
import time

from _util import emit

import rules
from rules.steam.maps import all_maps


def play(rs, players: int, seed: int, map_id: str, careful: bool, clock=time.process_time) -> tuple[int, float]:
    """One random game to the end; returns the number of decisions and the time they took."""
    rnd = random.Random(seed)
    state = rs.new_game(players, seed, {"map": map_id})
    if careful:
        state = state.copy()
        state.cash = (300,) * players
    n = 0
    start = clock()
    while not rs.is_over(state):
        acts = rs.legal_actions(state)
        if careful:
            cheap = [a for a in acts if a.kind not in ("bid", "issue") or (a.get("amount") or a.get("n") or 0) <= 2]
            acts = cheap or acts
        state = rs.apply(state, rnd.choice(acts))
        n += 1
    return n, clock() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--wall", action="store_true", help="time with the wall clock, not this process's CPU time")
    args = parser.parse_args()
    clock = time.perf_counter if args.wall else time.process_time
    rs = rules.get("steam")
    for m in all_maps():
        players = m.player_counts().start
        for careful in (False, True):
            tag = "careful_" if careful else ""
            runs = [play(rs, players, seed, m.id, careful, clock) for seed in range(args.games)]
            decisions = sum(n for n, _ in runs)
            elapsed = sum(t for _, t in runs)
            emit(
                f"steam_{m.id}_{tag}decisions_per_s",
                decisions / elapsed,
                "1/s",
                game="steam",
                map=m.id,
                players=players,
            )
            emit(
                f"steam_{m.id}_{tag}random_games_per_s",
                args.games / elapsed,
                "1/s",
                game="steam",
                map=m.id,
                players=players,
            )
            emit(
                f"steam_{m.id}_{tag}decisions_per_game",
                decisions / args.games,
                "decisions",
                game="steam",
                map=m.id,
                players=players,
            )


if __name__ == "__main__":
    main()
