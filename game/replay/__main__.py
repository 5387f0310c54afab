"""``python -m game.replay TRACE [--out FILE]``: import a recorded game as a save the client opens.

Without ``--out`` the save goes into the saves folder, so the Load screen lists it. Open it
with ``python main.py play --load FILE`` (or the Load screen) and click a line
of the log to step through it; ``python main.py screenshot steam --load FILE --review N``
draws the board after move N. Prints the move at which each round begins.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from game.paths import saves_dir
from game.replay.importer import play_trace, write_save
from game.replay.trace import TraceError, read_trace
from rules.core import IllegalAction


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m game.replay", description=__doc__.splitlines()[0])
    p.add_argument("trace", type=Path, help="a recorded game (*.trace.json)")
    p.add_argument("--out", type=Path, help="the save file to write (default: in the saves folder)")
    args = p.parse_args(argv)
    try:
        trace = read_trace(args.trace)
        match = play_trace(trace)
    except (TraceError, IllegalAction) as exc:
        print(f"python -m game.replay: {exc}", file=sys.stderr)
        return 1
    match_name = f"recorded-{trace.source.get('game_key', 'game')}-{trace.source.get('game_id', 0)}.json"
    path = write_save(match, args.out or saves_dir() / match_name)
    starts = [0] + [i for i in range(1, match.ply + 1) if match.states[i].round != match.states[i - 1].round]
    rounds = ", ".join(f"round {match.states[ply].round} after move {ply}" for ply in starts[1:])
    print(f"{path}: {match.ply} moves; {rounds}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
