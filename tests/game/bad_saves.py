"""A corpus of broken save files, written on demand into a test's folder (nothing large is kept in git).

Each case is one way a file in the saves folder can be wrong, from a save cut
short to a FIFO named like the newest autosave. ``write_case(name, folder,
file_name)`` creates it from a good save of the tiny game; ``REASONS`` holds
the words its message must contain. ``folder_digest`` hashes a folder (names,
kinds, bytes and times) so a test can show that reading touched nothing.
"""

from __future__ import annotations

import hashlib
import json
import os
import random
import stat
from collections.abc import Callable
from pathlib import Path

from game import saves
from game.match import Match, Seat

SEATS = [Seat("human", name="Ann"), Seat("ai", "random", "Random AI")]


def good_save_data(moves: int = 4) -> dict:
    m = Match("tiny", SEATS, seed=7, options={"marks": False})
    for _ in range(moves):
        m.submit(m.legal_actions()[-1])
    return saves.to_json(m)


def _json(data: dict) -> bytes:
    return json.dumps(data, indent=1).encode()


def _nested(depth: int) -> str:
    return "[" * depth + "]" * depth


def _bytes(make: Callable[[dict], bytes]) -> Callable[[Path, dict], None]:
    return lambda path, data: path.write_bytes(make(data))


def _huge(path: Path, data: dict) -> None:
    """30 MB of ``[]``: the size check must refuse it before a byte is parsed."""
    with open(path, "wb") as fh:
        fh.write(b"[")
        chunk = b"[]," * 100_000
        for _ in range(100):
            fh.write(chunk)
        fh.write(b"[]]")


def _long_seed(data: dict) -> bytes:
    text = json.dumps(dict(data, seed=12345), indent=1)
    return text.replace('"seed": 12345', '"seed": ' + "7" * 5000).encode()


def _fifo(path: Path, data: dict) -> None:
    os.mkfifo(path)


CASES: dict[str, Callable[[Path, dict], None]] = {
    "truncated": _bytes(lambda d: _json(d)[: len(_json(d)) // 2]),
    "random_bytes": _bytes(lambda d: random.Random(19).randbytes(3000)),
    "empty": _bytes(lambda d: b""),
    "wrong_shape": _bytes(lambda d: b"[1, 2, 3]"),
    "wrong_types": _bytes(lambda d: _json(dict(d, seats={"kind": "human"}))),
    "wrong_format": _bytes(lambda d: _json(dict(d, format=2))),
    "unknown_game": _bytes(lambda d: _json(dict(d, game="chess"))),
    "illegal_action": _bytes(lambda d: _json(dict(d, actions=[d["actions"][0], d["actions"][0]]))),
    "unparseable_action": _bytes(lambda d: _json(dict(d, actions=["hello world"]))),
    "deep_top": _bytes(lambda d: _nested(100_000).encode()),
    "deep_options": _bytes(lambda d: _json(dict(d, options={"x": "DEEP"})).replace(b'"DEEP"', _nested(1000).encode())),
    "deep_action": _bytes(lambda d: _json(dict(d, actions=["0 place cell=" + _nested(1000)]))),
    "long_seed": _bytes(_long_seed),
    "huge": _huge,
    "directory": lambda path, data: path.mkdir(),
    "fifo": _fifo,
    "bad_utf8": _bytes(lambda d: _json(d).replace(b'"Ann"', b'"An\xff\xfe"', 1)),
    "bool_for_int": _bytes(lambda d: _json(dict(d, actions=["0 place cell=false"]))),
    "endless_level": _bytes(lambda d: _json(dict(d, seats=[d["seats"][0], dict(d["seats"][1], level="normal@inf")]))),
}

#: Words the message for each case must contain (besides the file's name).
REASONS: dict[str, str] = {
    "truncated": "cut short",
    "random_bytes": "not text",
    "empty": "empty",
    "wrong_shape": "not a save file",
    "wrong_types": "'seats' entry is missing or not a list",
    "wrong_format": "unsupported save format 2",
    "unknown_game": "unknown game 'chess'",
    "illegal_action": "move 2 (0 place cell=",
    "unparseable_action": "move 1 cannot be read",
    "deep_top": "nests 100000 levels deep",
    "deep_options": "nests",
    "deep_action": "nest more than",
    "long_seed": "5000 digits",
    "huge": "too large",
    "directory": "it is a folder",
    "fifo": "FIFO",
    "bad_utf8": "bad UTF-8",
    "bool_for_int": "move 1 (0 place cell=false) is illegal",
    "endless_level": "thinking time",
}


def write_case(name: str, folder: Path, file_name: str | None = None) -> Path:
    """Write corpus case ``name`` into ``folder`` (as ``file_name``, default ``<name>.json``)."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / (file_name or f"{name}.json")
    CASES[name](path, good_save_data())
    return path


def folder_digest(folder: Path) -> dict[str, tuple[str, int, str]]:
    """Each entry's kind, modification time and (for files) a hash of its bytes; FIFOs are never opened."""
    out = {}
    for path in folder.iterdir():
        info = os.lstat(path)
        kind = "file" if stat.S_ISREG(info.st_mode) else "dir" if stat.S_ISDIR(info.st_mode) else "other"
        digest = hashlib.sha256(path.read_bytes()).hexdigest() if kind == "file" else ""
        out[path.name] = (kind, info.st_mtime_ns, digest)
    return out
