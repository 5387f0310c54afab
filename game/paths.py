"""Where the program keeps its files, and how it writes them safely.

Saves live in the user's data folder and settings in the config folder
(platformdirs picks the right place per platform). Tests and portable installs
point both elsewhere with ``BOARDGAMES_HOME`` / ``BOARDGAMES_CONFIG`` so they
never touch a real player's files.
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path

import platformdirs

APP_NAME = "boardgame-classics"


def data_root() -> Path:
    """The data folder (saves live below it); ``BOARDGAMES_HOME`` overrides it."""
    override = os.environ.get("BOARDGAMES_HOME")
    return Path(override) if override else Path(platformdirs.user_data_dir(APP_NAME))


def config_root() -> Path:
    """The settings folder; ``BOARDGAMES_CONFIG`` overrides it."""
    override = os.environ.get("BOARDGAMES_CONFIG")
    return Path(override) if override else Path(platformdirs.user_config_dir(APP_NAME))


def saves_dir() -> Path:
    """The folder of save files: ``data_root()/saves``."""
    return data_root() / "saves"


def is_temporary(path: Path) -> bool:
    """True for the half-written files ``atomic_write_text`` leaves if the program dies mid-write."""
    return path.name.startswith(".") and path.name.endswith(".tmp")


def atomic_write_text(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` so a reader sees either the old file or the whole new one.

    The text goes to a temporary file in the same folder (so the rename stays on
    one file system), is flushed to disk, then replaces the target with
    ``os.replace``, which is atomic on every platform we ship to.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        with open(tmp, "w", encoding="utf-8", newline="\n") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            tmp.unlink()
        raise
