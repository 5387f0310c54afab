"""Player settings, kept between runs in the user's config folder as ``settings.json``.

Loading never fails: a missing file gives the defaults, and a broken file or a
bad value gives the default for what is broken, so a hand-edited file can
never stop the game from starting. The file is read through ``game.guarded``
(size and nesting limits, folders and FIFOs refused unopened). ``read_settings``
also says what was wrong, for the menu to tell the player once, and keeps the
bad file aside as ``settings.json.broken`` (a file with only some bad values is
rewritten with the defaults in their place, so the next start is quiet).
Saving is atomic.
"""

from __future__ import annotations

import contextlib
import dataclasses
import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.guarded import FileProblem, read_json
from game.paths import atomic_write_text, config_root

__all__ = ["WINDOW_LIMITS", "Settings", "load_settings", "read_settings", "save_settings", "settings_path"]


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
    lessons_done: tuple[str, ...] = ()  # the guided lessons finished, by lesson name ("Learn to play" ticks them)
    tips: bool = True  # a short tip, linked to its rule, the first time a situation arises in a game
    tips_seen: tuple[str, ...] = ()  # the tips already shown ("game:tip"), each shown once


#: Accepted ranges for the numbers (a value outside falls back to the default).
LIMITS: dict[str, tuple[float, float]] = {
    "ui_scale": (0.5, 3.0),
    "animation_speed": (0.0, 10.0),
    "ai_pace": (0.0, 10.0),
    "tooltip_delay": (0.0, 5.0),
}


#: The window sizes a file may ask for: (lowest, highest) width, then height; others are clamped.
WINDOW_LIMITS = ((640, 7680), (480, 4320))
#: A settings file is a few hundred bytes of flat JSON.
MAX_SETTINGS_BYTES = 65536
MAX_SETTINGS_DEPTH = 4


def settings_path() -> Path:
    return config_root() / "settings.json"


def _number(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)


#: Settings that are a list of short names (kept as a tuple; anything else in the file gives the default).
NAME_LISTS = frozenset({"lessons_done", "tips_seen"})


def _window(value: Any) -> tuple[int, int] | None:
    """A window size clamped to ``WINDOW_LIMITS``; None when it is not two whole numbers."""
    if not (isinstance(value, list | tuple) and len(value) == 2 and all(v.__class__ is int for v in value)):
        return None
    return tuple(min(max(v, low), high) for v, (low, high) in zip(value, WINDOW_LIMITS, strict=True))


def _checked(name: str, value: Any, default: Any) -> Any:
    """``value`` if it is a sound value for setting ``name``, else ``default``."""
    if name in NAME_LISTS:
        ok = isinstance(value, list) and all(isinstance(v, str) and 0 < len(v) <= 40 for v in value)
        return tuple(dict.fromkeys(value)) if ok else default
    if isinstance(default, bool):
        return value if isinstance(value, bool) else default
    if isinstance(default, tuple):
        size = _window(value)
        return size if size is not None else default
    if isinstance(default, float):
        low, high = LIMITS.get(name, (float("-inf"), float("inf")))
        return float(value) if _number(value) and low <= value <= high else default
    return default


def _aside(path: Path) -> Path:
    """Move the bad file out of the way (replacing an older one kept aside); its new path."""
    kept = path.with_name(path.name + ".broken")
    with contextlib.suppress(OSError):
        if kept.is_dir() and not kept.is_symlink():
            kept = path.with_name(f"{path.name}.broken-{os.getpid()}")
        os.replace(path, kept)
    return kept


def read_settings() -> tuple[Settings, str | None]:
    """The saved settings and, when the file had problems, one sentence saying so. Never raises.

    A file that cannot be read at all is moved aside and the defaults are used;
    a file with some bad values is kept aside too and rewritten with the
    defaults in their place.
    """
    defaults = Settings()
    path = settings_path()
    if not os.path.lexists(path):
        return defaults, None
    try:
        data = read_json(path, limit=MAX_SETTINGS_BYTES, max_depth=MAX_SETTINGS_DEPTH, max_digits=12)
        if not isinstance(data, dict):
            raise FileProblem(path, "it does not hold settings (no settings object inside)")
    except FileProblem as exc:
        kept = _aside(path)
        return (
            defaults,
            f"{exc.path.name} could not be read ({exc.reason}); "
            f"the default settings are used, the file is kept as {kept.name}.",
        )
    values, bad = {}, []
    for f in dataclasses.fields(Settings):
        default = getattr(defaults, f.name)
        values[f.name] = _checked(f.name, data[f.name], default) if f.name in data else default
        kept_as = list(values[f.name]) if isinstance(values[f.name], tuple) else values[f.name]
        if f.name in data and kept_as != data[f.name]:
            bad.append(f.name.replace("_", " "))
    settings = Settings(**values)
    if not bad:
        return settings, None
    with contextlib.suppress(OSError):
        kept = _aside(path)
        save_settings(settings)
    return settings, (
        f"{path.name}: some settings were out of range or of the wrong kind ({', '.join(bad)}); "
        f"they were reset or clamped (the old file is kept as {kept.name})."
    )


def load_settings() -> Settings:
    """The saved settings; defaults for a missing file or anything unreadable. Never raises."""
    return read_settings()[0]


def save_settings(settings: Settings) -> None:
    """Write the settings atomically (the old file stays whole if writing fails)."""
    data = dataclasses.asdict(settings)
    data["window_size"] = list(settings.window_size)
    for name in NAME_LISTS:
        data[name] = list(getattr(settings, name))
    atomic_write_text(settings_path(), json.dumps(data, indent=1) + "\n")
