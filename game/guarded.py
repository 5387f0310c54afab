"""Reading a JSON file as hostile: the one path saves, autosaves and settings are read through.

A file in the saves or config folder may have been hand-edited, cut short by a
crash, replaced by something that is not a file at all, or made to hurt the
reader (a FIFO that blocks ``open``, 30 MB of brackets, JSON nested a thousand
deep, a number of 5,000 digits). Following SQLite's and git's habit, every such
file is refused before it can cost memory or time, with ``FileProblem``, whose
text names the file and the reason; nothing is ever written here.

The order matters: ``os.stat`` first (a FIFO or a folder is refused without
being opened), then the size, then an ``O_NONBLOCK`` open and a second check
of what was opened (the name may have been swapped meanwhile), then the bytes
as UTF-8, the nesting depth, and the digits of every number while parsing.
"""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path
from typing import Any

from rules.core import json_depth

__all__ = ["FileProblem", "parse_json", "read_bytes", "read_json"]


class FileProblem(Exception):
    """A file that cannot be read as asked; ``str(e)`` is ``"<file name>: <reason>"``."""

    def __init__(self, path: Path, reason: str) -> None:
        self.path = Path(path)
        self.reason = reason
        super().__init__(f"{self.path.name}: {reason}")


def _kind(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a pipe (FIFO)"
    if stat.S_ISSOCK(mode):
        return "a socket"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    return "not an ordinary file"


def _size_text(n: int) -> str:
    return f"{n / 1_000_000:.1f} MB" if n >= 1_000_000 else f"{max(1, n // 1000)} KB"


def read_bytes(path: Path, limit: int, *, head: int | None = None, tail: int | None = None) -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes (only its first ``head`` or last ``tail`` if given).

    FileProblem for a missing file, a folder, a FIFO or device (never opened
    for reading, so it cannot block), a file over the limit, or a read error.
    """
    path = Path(path)
    try:
        info = os.stat(path)
    except FileNotFoundError:
        raise FileProblem(path, "the file does not exist") from None
    except OSError as exc:
        raise FileProblem(path, f"the file cannot be read ({exc.strerror or exc})") from None
    if not stat.S_ISREG(info.st_mode):
        raise FileProblem(path, f"it is {_kind(info.st_mode)}, not a file")
    if info.st_size > limit:
        raise FileProblem(path, f"the file is too large ({_size_text(info.st_size)}; the limit is {_size_text(limit)})")
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except OSError as exc:
        raise FileProblem(path, f"the file cannot be read ({exc.strerror or exc})") from None
    try:
        opened = os.fstat(fd)
        if not stat.S_ISREG(opened.st_mode):  # swapped for something else between stat and open
            raise FileProblem(path, f"it is {_kind(opened.st_mode)}, not a file")
        if tail is not None:
            os.lseek(fd, max(0, opened.st_size - tail), os.SEEK_SET)
            head = tail
        want = min(limit, head) if head is not None else limit
        chunks, got = [], 0
        while got <= want:
            chunk = os.read(fd, want + 1 - got)
            if not chunk:
                break
            chunks.append(chunk)
            got += len(chunk)
    except OSError as exc:
        raise FileProblem(path, f"the file cannot be read ({exc.strerror or exc})") from None
    finally:
        os.close(fd)
    raw = b"".join(chunks)
    if head is None and len(raw) > limit:  # grew since it was measured
        raise FileProblem(path, f"the file is too large (over {_size_text(limit)})")
    return raw[:want] if head is not None else raw


class _TooManyDigits(ValueError):
    pass


def parse_json(path: Path, raw: bytes, *, max_depth: int, max_digits: int) -> Any:
    """The JSON value in ``raw``; FileProblem for bad UTF-8, bad JSON, deep nesting or huge numbers."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise FileProblem(path, f"it is not text (bad UTF-8 at byte {exc.start})") from None
    if not text.strip():
        raise FileProblem(path, "the file is empty")
    depth = json_depth(text)
    if depth > max_depth:
        raise FileProblem(path, f"the file nests {depth} levels deep (a valid file has at most {max_depth})")

    def whole(digits: str) -> int:
        if len(digits) > max_digits + 1:
            raise _TooManyDigits(digits)
        return int(digits)

    def constant(name: str) -> Any:
        raise json.JSONDecodeError(f"{name} is not a number", text, 0)

    try:
        return json.loads(text, parse_int=whole, parse_constant=constant)
    except _TooManyDigits as exc:
        raise FileProblem(path, f"a number in the file has {len(str(exc))} digits (at most {max_digits})") from None
    except json.JSONDecodeError as exc:
        raise FileProblem(path, f"the file is damaged or cut short (bad JSON at line {exc.lineno})") from None
    except (RecursionError, MemoryError, ValueError) as exc:  # belt and braces: none should get past the checks
        raise FileProblem(path, f"the file cannot be read ({type(exc).__name__})") from None


def read_json(path: Path, *, limit: int, max_depth: int, max_digits: int) -> Any:
    """``read_bytes`` then ``parse_json``: the whole guarded read of one small JSON file."""
    return parse_json(path, read_bytes(path, limit), max_depth=max_depth, max_digits=max_digits)
