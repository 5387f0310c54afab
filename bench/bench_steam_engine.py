"""Age of Steam engine speed per map: random-play decisions per second and full random games per second.

    python bench/bench_steam_engine.py [--games 100] [--first 10] [--warmup 20] [--wall]

A decision is one ``legal_actions`` call plus one ``apply`` of a random choice;
the clock runs over the decisions only (setting a game up is not a decision),
and it is this process's CPU time (``time.process_time``), so a busy shared
machine slows the figures less than the wall clock would (``--wall`` takes the
wall clock instead). Every registered map is measured (the loop reads the map
registry, so new map modules appear here on their own), at the map's smallest
player count.

The engine keeps what it has worked out about a map's hexes per map (the shapes
of a hex that looks the same, its prices, its actions), so the first games on a
map in a process cost more than the later ones. Two figures say so apart:
``first_games_decisions_per_s`` times the first ``--first`` games on a map in
this process (nothing kept yet); ``decisions_per_s`` times ``--games`` other
games after ``--warmup`` games on seeds of their own, which is what a search's
thousands of playouts in the computer players' process see (the Endeavor bench
warms its action cache the same way). Random players bid and issue shares at
random and rarely finish a link, so random games end early in bankruptcy: the
games/s figure is for such games. A third figure plays "careful" random games
(rich start, small bids) that run the full number of rounds, which is what a
search's playouts look like.
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


def _rate(rs, m, players: int, seeds: range, careful: bool, clock) -> tuple[float, float, float]:
    """(decisions a second, games a second, decisions a game) over random games on these seeds."""
    runs = [play(rs, players, seed, m.id, careful, clock) for seed in seeds]
    decisions = sum(n for n, _ in runs)
    elapsed = sum(t for _, t in runs)
    return decisions / elapsed, len(seeds) / elapsed, decisions / len(seeds)


#: Seeds apart from the measured ones: the first games, the warm-up and the measured games never share one.
_FIRST_SEEDS, _WARMUP_SEEDS = 100_000, 200_000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100, help="games measured after the warm-up (seeds 0, 1, ...)")
    parser.add_argument("--first", type=int, default=10, help="games measured first on a map, nothing kept yet")
    parser.add_argument("--warmup", type=int, default=20, help="games played untimed before the measured ones")
    parser.add_argument("--wall", action="store_true", help="time with the wall clock, not this process's CPU time")
    args = parser.parse_args()
    clock = time.perf_counter if args.wall else time.process_time
    rs = rules.get("steam")
    for m in all_maps():
        players = m.player_counts().start
        tags = dict(game="steam", map=m.id, players=players)
        per_s, _, _ = _rate(rs, m, players, range(_FIRST_SEEDS, _FIRST_SEEDS + args.first), False, clock)
        emit(f"steam_{m.id}_first_games_decisions_per_s", per_s, "1/s", games=args.first, **tags)
        for seed in range(_WARMUP_SEEDS, _WARMUP_SEEDS + args.warmup):
            play(rs, players, seed, m.id, False, clock)
        for careful in (False, True):
            tag = "careful_" if careful else ""
            per_s, games_s, per_game = _rate(rs, m, players, range(args.games), careful, clock)
            emit(f"steam_{m.id}_{tag}decisions_per_s", per_s, "1/s", games=args.games, **tags)
            emit(f"steam_{m.id}_{tag}random_games_per_s", games_s, "1/s", **tags)
            emit(f"steam_{m.id}_{tag}decisions_per_game", per_game, "decisions", **tags)


if __name__ == "__main__":
    main()
