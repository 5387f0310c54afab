"""Age of Steam engine cost in machine instructions per random-play decision, this checkout against another.

    python bench/steam_instructions.py --old /tmp/engine_old [--maps rust_belt,japan] [--games 100]

Timings on a shared machine move by 10-15 % from one run to the next, more than most single speed-ups
gain; the instructions a run executes do not (``valgrind --tool=callgrind`` counts them, the same count
for the same code and seed, whatever else the machine is doing). Each map is played, in a process of its
own under callgrind, as ``bench_steam_engine.py`` plays it: 20 untimed games, then ``--games`` random games
(the same seeds on both checkouts); the same run without those games is subtracted, so what is left is the
games' decisions alone (imports and warm-up aside). ``PYTHONHASHSEED`` is fixed, so both runs of a checkout
meet the same sets in the same order. Instructions are not seconds (a cache miss costs more than an add), but
a change that saves a tenth of them saves about that much time; ``bench_steam_engine.py`` gives the seconds.
Needs valgrind (Debian's package); about half a minute a map and checkout.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
#: Players per map: the smallest count each map allows, as in ``bench_steam_engine.py``.
PLAYERS = {"rust_belt": 3, "tasmania": 3, "venezuela": 4, "japan": 3}
_WARMUP_SEEDS = 200_000


def _work(map_id: str, warmup: int, games: int) -> None:
    """The games played under callgrind (this script run with ``--work``, in the checkout measured): prints the
    decisions made. The checkout's own ``bench_steam_engine.py`` plays them (its ``_util`` puts that checkout's
    ``rules`` first on the path)."""
    sys.path.insert(0, str(Path.cwd() / "bench"))
    from bench_steam_engine import play

    import rules

    rs = rules.get("steam")
    players = PLAYERS[map_id]
    for seed in range(_WARMUP_SEEDS, _WARMUP_SEEDS + warmup):
        play(rs, players, seed, map_id, False)
    print(sum(play(rs, players, seed, map_id, False)[0] for seed in range(games)))


def _count(root: Path, map_id: str, games: int) -> tuple[int, int]:
    """(instructions, decisions) of ``games`` games on ``map_id`` in checkout ``root``, warm-up subtracted."""
    env = dict(os.environ, PYTHONHASHSEED="0", PYTHONPATH=str(root))
    script = root / "bench" / "steam_instructions.py"
    if not script.is_file():  # an older checkout: play it with this script
        script = Path(__file__).resolve()
    out = []
    grind = ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", sys.executable, str(script)]
    for n in (0, games):
        run = subprocess.run(
            [*grind, "--work", map_id, "--games", str(n)],
            cwd=root,
            env=env,
            capture_output=True,
            text=True,
            check=True,
        )
        found = re.search(r"Collected\s*:\s*(\d+)", run.stderr)
        if found is None:
            raise SystemExit(f"callgrind printed no count for {root} {map_id}:\n{run.stderr[-2000:]}")
        out.append((int(found.group(1)), int(run.stdout.split()[-1])))
    (base, _), (total, decisions) = out
    return total - base, decisions


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--old", type=Path, help="the other checkout (omit: this one alone)")
    parser.add_argument("--maps", default=",".join(PLAYERS), help="comma list of maps")
    parser.add_argument("--games", type=int, default=100, help="games counted after the 20 untimed ones")
    parser.add_argument("--work", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.work:
        _work(args.work, 20, args.games)
        return
    if shutil.which("valgrind") is None:
        raise SystemExit("valgrind is not installed (apt-get install valgrind)")
    for map_id in args.maps.split(","):
        if map_id not in PLAYERS:
            raise SystemExit(f"unknown map {map_id!r} (known: {', '.join(PLAYERS)})")
        new, decisions = _count(ROOT, map_id, args.games)
        line = f"{map_id}: {decisions} decisions, {new / decisions:,.0f} instructions a decision"
        if args.old is not None:
            old, old_decisions = _count(args.old.resolve(), map_id, args.games)
            if old_decisions != decisions:
                line += f" (the old checkout made {old_decisions} decisions: not the same games)"
            line += f"; old {old / old_decisions:,.0f}: {new / decisions / (old / old_decisions) - 1:+.1%}"
        print(line, flush=True)


if __name__ == "__main__":
    main()
