"""Helpers for bench scripts: print figures in the one format ``bench/run.py`` collects.

A bench script is run as ``python bench/bench_<what>.py`` (its folder is then on
``sys.path``, so ``from _util import emit`` works) and prints one JSON object
per figure per line: ``{"name": ..., "value": ..., "unit": ...}``. Anything
else it prints goes to stderr.
"""

from __future__ import annotations

import json
import random
import sys
import time
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))  # so bench scripts can import rules/ and game/


def emit(name: str, value: float, unit: str, **extra: object) -> dict:
    """Print one figure as a JSON line on stdout (flushed, so the runner sees it at once)."""
    figure = {"name": name, "value": round(float(value), 4), "unit": unit, **extra}
    print(json.dumps(figure), flush=True)
    return figure


@contextmanager
def stopwatch() -> Iterator[list[float]]:
    """``with stopwatch() as t: ...`` then ``t[0]`` is the elapsed wall time in seconds."""
    box = [0.0]
    start = time.perf_counter()
    try:
        yield box
    finally:
        box[0] = time.perf_counter() - start


def random_game(rs: Any, players: int, seed: int, options: Mapping[str, Any] | None = None) -> int:
    """Play one random legal game to the end; return the number of decisions.

    A decision is one ``legal_actions`` call plus one ``apply`` of a random
    choice, what a random playout or a search step costs; the engine benches
    share this loop so their figures mean the same thing.
    """
    rnd = random.Random(seed)
    state = rs.new_game(players, seed, options)
    n = 0
    legal = rs.legal_actions
    apply = rs.apply
    while not rs.is_over(state):
        state = apply(state, rnd.choice(legal(state)))
        n += 1
    return n


def random_state(rs: Any, players: int, seed: int, steps: int) -> Any:
    """A state ``steps`` random decisions into a game, for timing work on a mid-game state."""
    rnd = random.Random(seed)
    state = rs.new_game(players, seed)
    for _ in range(steps):
        state = rs.apply(state, rnd.choice(rs.legal_actions(state)))
    return state
