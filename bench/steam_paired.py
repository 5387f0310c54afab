"""Age of Steam engine speed, this checkout against another, in pairs: the ratio is what a busy machine keeps.

    nice -n 19 python bench/steam_paired.py --old /tmp/engine_old [--pairs 4] [--games 30]

Each side plays ``bench_steam_engine.py``'s random games (the seeds 0..games-1 on every map, at the map's
smallest player count) in a fresh process of its own (its own ``sys.path``, so every game's first-time work
is counted as in the bench), the two sides taking turns, the first side swapped at each pair. The clock is
the process's CPU time; per game the best of the pairs is kept, and a map's figure is its decisions over the
sum of those best times. A shared machine slows both sides of a pair alike, so the ratio new/old is the
figure to read; the decisions per second are only as good as the quietest pair.
"""

from __future__ import annotations

import argparse
import json
import random
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent


def child(root: str, games: int) -> None:
    """Play the games on the checkout at ``root``; print per map the (decisions, CPU seconds) of each game."""
    sys.path.insert(0, root)
    import rules
    from rules.steam.maps import all_maps

    rs = rules.get("steam")
    out = {}
    for m in all_maps():
        players = m.player_counts().start
        runs = []
        for seed in range(games):
            rnd = random.Random(seed)
            s = rs.new_game(players, seed, {"map": m.id})
            n = 0
            start = time.process_time()
            while not rs.is_over(s):
                s = rs.apply(s, rnd.choice(rs.legal_actions(s)))
                n += 1
            runs.append((n, time.process_time() - start))
        out[m.id] = runs
    print(json.dumps(out))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--old", required=False, help="the other checkout")
    parser.add_argument("--pairs", type=int, default=4)
    parser.add_argument("--games", type=int, default=30)
    parser.add_argument("--child", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(args.child, args.games)
        return
    if not args.old:
        parser.error("--old DIR: the checkout to compare with")
    sides = {"old": str(Path(args.old).resolve()), "new": str(HERE.parent)}
    best: dict[str, dict[str, list[list[float]]]] = {"old": {}, "new": {}}
    for i in range(args.pairs):
        for side in ("old", "new") if i % 2 == 0 else ("new", "old"):
            cmd = [sys.executable, str(Path(__file__).resolve()), "--child", sides[side], "--games", str(args.games)]
            found = json.loads(subprocess.run(cmd, capture_output=True, text=True, check=True).stdout)
            for map_id, runs in found.items():
                kept = best[side].setdefault(map_id, [[n, float("inf")] for n, _ in runs])
                for k, (n, t) in enumerate(runs):
                    if kept[k][0] != n:
                        sys.exit(f"{map_id} game {k}: {kept[k][0]} decisions, then {n}: the games differ")
                    kept[k][1] = min(kept[k][1], t)
    for map_id in best["old"]:
        rate = {}
        for side in ("old", "new"):
            runs = best[side][map_id]
            rate[side] = sum(n for n, _ in runs) / sum(t for _, t in runs)
        if [n for n, _ in best["old"][map_id]] != [n for n, _ in best["new"][map_id]]:
            print(f"{map_id}: the two checkouts play different games (decisions per game differ)")
        print(
            f"{map_id:10s} old {rate['old']:7.0f}/s  new {rate['new']:7.0f}/s  new/old {rate['new'] / rate['old']:.2f}"
        )


if __name__ == "__main__":
    main()
