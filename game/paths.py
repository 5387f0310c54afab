"""Where the program keeps its files, and how it writes them safely.

Saves live in the user's data folder and settings in the config folder
(platformdirs picks the right place per platform). Tests and portable installs
point both elsewhere with ``BOARDGAMES_HOME`` / ``BOARDGAMES_CONFIG`` so they
never touch a real player's files.
"""

from __future__ import annotations

import contextlib
import os
import time
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


#: A temporary file older than this (seconds) is left over whoever wrote it.
STALE_TEMPORARY = 600


def _alive(pid: int) -> bool:
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (OSError, OverflowError):  # not ours to signal, or no such number: assume alive
        return True
    return True


def remove_stale_temporaries(folder: Path) -> list[Path]:
    """Delete the temporary files a killed write left in ``folder``; the paths removed.

    ``atomic_write_text`` names its temporary file after the writing process, so
    one whose process is gone (or that is older than ``STALE_TEMPORARY``) is a
    left-over; one another window is writing right now is kept.
    """
    removed = []
    try:
        entries = list(folder.iterdir())
    except OSError:
        return removed
    now = time.time()
    for path in entries:
        if not is_temporary(path):
            continue
        pid = path.name[:-4].rpartition(".")[2]
        try:
            old = now - path.lstat().st_mtime > STALE_TEMPORARY
            left_over = old or (pid.isdigit() and not _alive(int(pid)))
            if left_over and (path.is_file() or path.is_symlink()):
                path.unlink()
                removed.append(path)
        except OSError:
            continue
    return removed


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
