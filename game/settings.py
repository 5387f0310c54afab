"""Player settings, kept between runs in the user's config folder as ``settings.json``.

Loading never fails: a missing file gives the defaults, and a broken file or a
bad value gives the default for what is broken, so a hand-edited file can
never stop the game from starting. Saving is atomic.
"""

from __future__ import annotations

import dataclasses
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.paths import atomic_write_text, config_root

__all__ = ["Settings", "load_settings", "save_settings", "settings_path"]


@dataclass
class Settings:
    window_size: tuple[int, int] = (1280, 720)
    fullscreen: bool = False
    ui_scale: float = 1.0
    animation_speed: float = 1.0
    ai_pace: float = 0.6  # seconds between computer moves, so a person can follow them
    colour_blind_marks: bool = True
    tooltip_delay: float = 0.5
    #: A human's decisions wait, undoable, until End turn; only then do the other seats act.
    confirm_turns: bool = True
    lessons_done: tuple[str, ...] = ()  # the guided lessons finished, by game id ("Learn to play" ticks them)


#: Accepted ranges for the numbers (a value outside falls back to the default).
LIMITS: dict[str, tuple[float, float]] = {
    "ui_scale": (0.5, 3.0),
    "animation_speed": (0.0, 10.0),
    "ai_pace": (0.0, 10.0),
    "tooltip_delay": (0.0, 5.0),
}


def settings_path() -> Path:
    return config_root() / "settings.json"


def _number(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)


#: Settings that are a list of short names (kept as a tuple; anything else in the file gives the default).
NAME_LISTS = frozenset({"lessons_done"})


def _checked(name: str, value: Any, default: Any) -> Any:
    """``value`` if it is a sound value for setting ``name``, else ``default``."""
    if name in NAME_LISTS:
        ok = isinstance(value, list) and all(isinstance(v, str) and 0 < len(v) <= 40 for v in value)
        return tuple(dict.fromkeys(value)) if ok else default
    if isinstance(default, bool):
        return value if isinstance(value, bool) else default
    if isinstance(default, tuple):
        ok = (
            isinstance(value, list | tuple)
            and len(value) == 2
            and all(isinstance(v, int) and not isinstance(v, bool) and 320 <= v <= 16384 for v in value)
        )
        return (int(value[0]), int(value[1])) if ok else default
    if isinstance(default, float):
        low, high = LIMITS.get(name, (float("-inf"), float("inf")))
        return float(value) if _number(value) and low <= value <= high else default
    return default


def load_settings() -> Settings:
    """The saved settings; defaults for a missing file or anything unreadable. Never raises."""
    defaults = Settings()
    try:
        data = json.loads(settings_path().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return defaults
    if not isinstance(data, dict):
        return defaults
    values = {}
    for f in dataclasses.fields(Settings):
        default = getattr(defaults, f.name)
        values[f.name] = _checked(f.name, data[f.name], default) if f.name in data else default
    return Settings(**values)


def save_settings(settings: Settings) -> None:
    """Write the settings atomically (the old file stays whole if writing fails)."""
    data = dataclasses.asdict(settings)
    data["window_size"] = list(settings.window_size)
    for name in NAME_LISTS:
        data[name] = list(getattr(settings, name))
    atomic_write_text(settings_path(), json.dumps(data, indent=1) + "\n")
