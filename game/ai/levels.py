"""Computer level names, with an optional thinking time: ``"hard"``, ``"hard@0.5"``.

A level may come from a save file or a settings file, so it is read as hostile:
the name must be a known level and the thinking time a finite number of
seconds within ``MAX_BUDGET`` (``normal@inf`` or ``hard@100000`` would make a
seat think forever). Importable without the agents themselves.
"""

from __future__ import annotations

import math

__all__ = ["LEVEL_NAMES", "MAX_BUDGET", "parse_level"]

#: Level names, weakest first (greedy is a yardstick for tests and simulations; the menu offers the rest).
LEVEL_NAMES: tuple[str, ...] = ("random", "greedy", "easy", "normal", "hard")
#: The longest thinking time a level may ask for, in seconds (Hard's own is 3).
MAX_BUDGET = 60.0


def parse_level(level: object) -> tuple[str, float | None]:
    """The level's name and its own thinking time (None: the level's default); ValueError saying why."""
    if not isinstance(level, str) or len(level) > 40:
        raise ValueError(f"a computer level must be a short name such as 'normal', not {str(level)[:40]!r}")
    key, at, seconds = level.strip().lower().partition("@")
    if key not in LEVEL_NAMES:
        raise ValueError(f"unknown computer level {level!r} (known levels: {', '.join(LEVEL_NAMES)})")
    if not at:
        return key, None
    try:
        budget = float(seconds)
    except ValueError:
        budget = math.nan
    if not (math.isfinite(budget) and 0 < budget <= MAX_BUDGET):
        raise ValueError(
            f"the thinking time in {level!r} must be a number of seconds above 0 and at most {MAX_BUDGET:g}"
        )
    return key, budget
