"""Save files: plain JSON a player can copy, share and load again.

Format (DESIGN.md)::

    {"format": 1, "game": id, "options": {...}, "seats": [...], "seed": int,
     "actions": ["<text form>", ...], "final": <ruleset.to_json of the last state>}

plus, for a game recorded elsewhere and imported (``game/replay/``), ``"chance"``:
its dice and draws in the ruleset's form (``Ruleset.new_game_scripted``).

Loading replays the actions through ``Action.parse`` and the ruleset, so a save
can never smuggle in a state the rules would not reach, and compares the result
with ``final``. Any file that does not load raises ``SaveError`` naming the
file and the reason; loading only reads. Writes are atomic (temporary file in
the same folder, then ``os.replace``), so a crash mid-save leaves the previous
file whole. Autosaves rotate: the last three per game are kept.
"""

from __future__ import annotations

import contextlib
import json
import re
import time
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

import rules
from game.match import Match, Seat
from game.paths import atomic_write_text, data_root, is_temporary, saves_dir
from rules.core import Action, IllegalAction, SetupError

__all__ = [
    "FORMAT",
    "KEEP_AUTOSAVES",
    "SaveError",
    "SaveInfo",
    "autosave",
    "data_root",
    "latest_autosave",
    "list_saves",
    "load",
    "save",
    "saves_dir",
    "to_json",
]

FORMAT = 1
KEEP_AUTOSAVES = 3
#: Earlier matches of the same game whose autosaves are kept besides the current one's.
KEEP_AUTOSAVED_MATCHES = 4
_AUTOSAVE = re.compile(r"^autosave-(?P<game>[a-z0-9_]+)-(?:(?P<series>[0-9a-f]+)-)?(?P<n>\d+)\.json$")


class SaveError(Exception):
    """A save file that cannot be loaded; ``str(e)`` is ``"<file name>: <reason>"``."""

    def __init__(self, path: Path, reason: str) -> None:
        self.path = Path(path)
        self.reason = reason
        super().__init__(f"{self.path.name}: {reason}")


@dataclass
class SaveInfo:
    """What a load screen lists for one file, read without replaying it."""

    path: Path
    game: str
    title: str
    modified: float  # seconds since the epoch
    is_autosave: bool
    ply: int
    error: str | None = None  # why the file cannot be loaded, when that is visible without replaying


# -- writing -------------------------------------------------------------------


def to_json(match: Match) -> dict[str, Any]:
    """The save-file form of a match."""
    data = {
        "format": FORMAT,
        "game": match.ruleset.id,
        "options": dict(match.options),
        "seats": [seat.to_json() for seat in match.seats],
        "seed": match.seed,
        "actions": [action.text for action in match.history],
        "final": match.ruleset.to_json(match.state),
    }
    if match.chance:
        data["chance"] = match.chance
    return data


def _dump(match: Match) -> str:
    return json.dumps(to_json(match), indent=1, ensure_ascii=False) + "\n"


def save(match: Match, path: Path | None = None) -> Path:
    """Write the match atomically; without a path, a new file named after the game and the time."""
    if path is None:
        folder = match.save_dir or saves_dir()
        stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
        path = folder / f"{match.ruleset.id}-{stamp}.json"
        n = 2
        while path.exists():
            path = folder / f"{match.ruleset.id}-{stamp}-{n}.json"
            n += 1
    path = Path(path)
    atomic_write_text(path, _dump(match))
    return path


def _autosaves(folder: Path, game: str | None = None, series: str | None = None) -> list[tuple[int, Path]]:
    """Autosave files in ``folder`` (of one game and one match's series, or all), oldest first."""
    if not folder.is_dir():
        return []
    found = []
    for path in folder.iterdir():
        m = _AUTOSAVE.match(path.name)
        if m and (game is None or m.group("game") == game) and (series is None or m.group("series") == series):
            found.append((int(m.group("n")), path))
    found.sort()
    return found


def _other_series(folder: Path, game: str, series: str) -> list[list[Path]]:
    """The autosave files of this game's other matches, one list per match, most recently written first."""
    groups: dict[str | None, list[Path]] = {}
    for _, path in _autosaves(folder, game):
        m = _AUTOSAVE.match(path.name)
        key = m.group("series") if m else None
        if key != series:
            groups.setdefault(key, []).append(path)

    def newest(paths: list[Path]) -> int:
        stamps = []
        for p in paths:
            with contextlib.suppress(OSError):  # a file removed meanwhile has no age
                stamps.append(p.stat().st_mtime_ns)
        return max(stamps, default=0)

    # ties (same clock tick) go by series, whose hex digits count up with time
    order = sorted(groups.items(), key=lambda kv: (newest(kv[1]), kv[0] or ""), reverse=True)
    return [paths for _, paths in order]


def autosave(match: Match) -> Path:
    """Write ``autosave-<game>-<series>-N.json`` (N counts up within this match).

    The last three of this match are kept, and the autosaves of the game's
    last few other matches stay untouched, so starting a new game never
    deletes the one a player may want to continue; older matches' autosaves go.
    """
    folder = match.save_dir or saves_dir()
    game, series = match.ruleset.id, match.autosave_series
    existing = _autosaves(folder, game, series)
    number = existing[-1][0] + 1 if existing else 1
    path = folder / f"autosave-{game}-{series}-{number}.json"
    atomic_write_text(path, _dump(match))
    for _, old in _autosaves(folder, game, series)[:-KEEP_AUTOSAVES]:
        old.unlink(missing_ok=True)
    for paths in _other_series(folder, game, series)[KEEP_AUTOSAVED_MATCHES:]:
        for old in paths:
            old.unlink(missing_ok=True)
    return path


_write_autosave = autosave  # the writer a loaded match is handed (load's keyword hides the name)


# -- reading -------------------------------------------------------------------


def _read(path: Path) -> dict[str, Any]:
    """The file's JSON object with its format checked; SaveError otherwise."""
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        raise SaveError(path, "the file does not exist") from None
    except OSError as exc:
        raise SaveError(path, f"the file cannot be read ({exc.strerror or exc})") from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise SaveError(path, "not a save file (it is not text)") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise SaveError(path, f"the file is damaged or cut short (bad JSON at line {exc.lineno})") from None
    if not isinstance(data, dict):
        raise SaveError(path, "not a save file (no save object inside)")
    fmt = data.get("format")
    if fmt != FORMAT:
        raise SaveError(path, f"unsupported save format {fmt!r} (this version reads format {FORMAT})")
    for key, kind in (("game", str), ("options", dict), ("seats", list), ("actions", list), ("final", dict)):
        if not isinstance(data.get(key), kind):
            raise SaveError(path, f"the save's {key!r} entry is missing or not a {kind.__name__}")
    seed = data.get("seed")
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise SaveError(path, "the save's 'seed' entry is missing or not a whole number")
    if not isinstance(data.get("chance", {}), dict):
        raise SaveError(path, "the save's 'chance' entry (a recorded game's dice and draws) is not an object")
    return data


def _canon(value: Any) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"))


def load(path: Path, *, autosave: bool = False, save_dir: Path | None = None) -> Match:
    """Rebuild a match by replaying the saved actions; SaveError naming the file and the reason.

    Only reads: a bad file changes no file. ``autosave``/``save_dir`` are passed
    to the new match (a continued game usually autosaves again).
    """
    path = Path(path)
    data = _read(path)
    try:
        ruleset = rules.get(data["game"])
    except KeyError:
        known = ", ".join(rules.known_ids()) or "none"
        raise SaveError(path, f"unknown game {data['game']!r} (known games: {known})") from None
    try:
        seats = [Seat.from_json(s) for s in data["seats"]]
    except ValueError as exc:
        raise SaveError(path, str(exc)) from None
    try:
        match = Match(ruleset, seats, data["seed"], data["options"], chance=data.get("chance"))
    except SetupError as exc:
        raise SaveError(path, f"the game cannot be set up: {exc}") from None
    for n, text in enumerate(data["actions"], start=1):
        if not isinstance(text, str):
            raise SaveError(path, f"move {n} is not an action's text: {text!r}")
        try:
            action = Action.parse(text)
        except ValueError as exc:
            raise SaveError(path, f"move {n} cannot be read: {exc}") from None
        try:
            match.submit(action)
        except IllegalAction as exc:
            raise SaveError(path, f"move {n} ({text}) is illegal: {exc.reason}") from None
        except Exception as exc:  # a rules bug on a hand-edited file must still name the file
            raise SaveError(path, f"move {n} ({text}) could not be replayed: {exc!r}") from None
    if _canon(ruleset.to_json(match.state)) != _canon(data["final"]):
        raise SaveError(path, "the replayed game does not match the saved final position")
    match.autosave = _write_autosave if autosave else None
    match.save_dir = save_dir
    return match


def _info(path: Path) -> SaveInfo:
    """A listing entry: read the header only; broken files are listed with their reason."""
    is_auto = bool(_AUTOSAVE.match(path.name))
    try:
        modified = path.stat().st_mtime
    except OSError:
        modified = 0.0
    try:
        data = _read(path)
    except SaveError as exc:
        return SaveInfo(path, "", path.stem, modified, is_auto, 0, exc.reason)
    game = data["game"]
    try:
        title = rules.get(game).title
        error = None
    except KeyError:
        title, error = game, f"unknown game {game!r}"
    stamp = time.strftime("%Y-%m-%d %H:%M", time.localtime(modified))
    kind = "autosave" if is_auto else "saved"
    return SaveInfo(
        path,
        game,
        f"{title}, move {len(data['actions'])} ({kind} {stamp})",
        modified,
        is_auto,
        len(data["actions"]),
        error,
    )


def list_saves(folder: Path | None = None) -> list[SaveInfo]:
    """Every ``*.json`` in the saves folder, newest first (half-written temporary files left out)."""
    folder = folder or saves_dir()
    if not folder.is_dir():
        return []
    infos = [_info(p) for p in folder.glob("*.json") if p.is_file() and not is_temporary(p)]
    infos.sort(key=lambda i: (-i.modified, i.path.name))
    return infos


def latest_autosave(folder: Path | None = None) -> Path | None:
    """The most recently written autosave of any game (for "Continue"), or None."""
    folder = folder or saves_dir()
    best: tuple[int, int, Path] | None = None
    for number, path in _autosaves(folder):
        try:
            key = (path.stat().st_mtime_ns, number, path)
        except OSError:
            continue
        if best is None or key[:2] > best[:2]:
            best = key
    return best[2] if best else None
