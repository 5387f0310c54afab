"""Age of Steam engine speed per map: random-play decisions per second and full random games per second.

    python bench/bench_steam_engine.py [--games 100] [--first 10] [--warmup 20] [--repeats 5] [--wall] [--maps ID ...]

A decision is one ``legal_actions`` call plus one ``apply`` of a random choice;
the clock runs over the decisions only (setting a game up is not a decision),
and it is this process's CPU time (``time.process_time``), so a busy shared
machine slows the figures less than the wall clock would (``--wall`` takes the
wall clock instead). Every registered map is measured (the loop reads the map
registry, so new map modules appear here on their own; ``--maps`` picks some),
at the map's smallest player count, each map in a fresh process of its own, as
the computer players' search process serves one match: one map's memos do not
weigh on another's figures (run in one process, Tasmania measured after Rust
Belt lost about a third to the 100,000 objects Rust Belt's memos had left).

The engine keeps what it has worked out about a map's hexes per map (the shapes
of a hex that looks the same, its prices, its actions), so the first games on a
map in a process cost more than the later ones. Two figures say so apart:
``first_games_decisions_per_s`` times the first ``--first`` games on a map in
this process (nothing kept yet); ``decisions_per_s`` times ``--games`` other
games after ``--warmup`` games on seeds of their own, which is what a search's
thousands of playouts in the computer players' process see (the Endeavor bench
warms its action cache the same way); after the warm-up the heap is settled as
that process settles it before each decision (``game.ai.heap.settle``: collect,
then freeze the survivors, so the collections during the measured games do not
rescan the memos). Random players bid and issue shares at
random and rarely finish a link, so random games end early in bankruptcy: the
games/s figure is for such games. A third figure plays "careful" random games
(rich start, small bids) that run the full number of rounds, which is what a
search's playouts look like; the big bids and share issues are filtered out of
the lists that offer them, never out of a build turn's (which offers none, and
would be read whole for it).

Each map is measured ``--repeats`` times, each time in a fresh process of its own
(the same measurement each time: first games, warm-up, measured games). A rate
printed is the best of those runs, as ``timeit`` reports the least of its
repeats: on a shared machine a neighbour's load only ever slows a run (here by
up to a third, for seconds at a time, with nothing else running in this one),
so the best run is the one nearest what the code costs. Every run's value is
printed too (``runs``), with their ``median``.
"""

from __future__ import annotations

import argparse
import multiprocessing as mp
import random
import statistics
import time

from _util import emit

import rules
from game.ai.heap import settle
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
        if careful and state.phase != "build":  # a build turn offers no bid nor issue: its list is not read whole
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


def measure(map_id: str, games: int, first: int, warmup: int, wall: bool) -> list[tuple[str, float, str, dict]]:
    """One map's figures, (name, value, unit, tags) each (run in a process of its own: ``main``)."""
    clock = time.perf_counter if wall else time.process_time
    rs = rules.get("steam")
    m = next(m for m in all_maps() if m.id == map_id)
    players = m.player_counts().start
    tags = dict(game="steam", map=m.id, players=players)
    out = []
    per_s, _, _ = _rate(rs, m, players, range(_FIRST_SEEDS, _FIRST_SEEDS + first), False, clock)
    out.append((f"steam_{m.id}_first_games_decisions_per_s", per_s, "1/s", dict(games=first, **tags)))
    for seed in range(_WARMUP_SEEDS, _WARMUP_SEEDS + warmup):
        play(rs, players, seed, m.id, False, clock)
    for careful in (False, True):
        settle()
        tag = "careful_" if careful else ""
        per_s, games_s, per_game = _rate(rs, m, players, range(games), careful, clock)
        goal = {} if careful else {"goal": ">= 20000"}  # issue 12's bar, for random play
        out.append((f"steam_{m.id}_{tag}decisions_per_s", per_s, "1/s", dict(games=games, **goal, **tags)))
        out.append((f"steam_{m.id}_{tag}random_games_per_s", games_s, "1/s", tags))
        out.append((f"steam_{m.id}_{tag}decisions_per_game", per_game, "decisions", tags))
    return out


def _child(queue, *args) -> None:
    queue.put(measure(*args))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100, help="games measured after the warm-up (seeds 0, 1, ...)")
    parser.add_argument("--first", type=int, default=10, help="games measured first on a map, nothing kept yet")
    parser.add_argument("--warmup", type=int, default=20, help="games played untimed before the measured ones")
    parser.add_argument("--repeats", type=int, default=5, help="runs per map, each in a fresh process (the best shown)")
    parser.add_argument("--wall", action="store_true", help="time with the wall clock, not this process's CPU time")
    ids = [m.id for m in all_maps()]
    parser.add_argument("--maps", nargs="+", choices=ids, default=ids, help="the maps to measure (default: all)")
    args = parser.parse_args()
    ctx = mp.get_context("spawn")
    for map_id in args.maps:
        runs = []
        for _ in range(max(1, args.repeats)):
            queue = ctx.Queue()
            child = ctx.Process(target=_child, args=(queue, map_id, args.games, args.first, args.warmup, args.wall))
            child.start()
            figures = queue.get()
            child.join()
            if child.exitcode != 0:
                raise SystemExit(f"measuring {map_id} failed (exit code {child.exitcode})")
            runs.append(figures)
        for i, (name, _, unit, tags) in enumerate(runs[0]):
            values = [run[i][1] for run in runs]
            best = max(values) if unit == "1/s" else statistics.median(values)  # a count a game is the same each run
            middle = round(statistics.median(values), 1)
            emit(name, best, unit, median=middle, runs=[round(v, 1) for v in values], **tags)


if __name__ == "__main__":
    main()
