"""Save files: plain JSON a player can copy, share and load again.

Format (DESIGN.md)::

    {"format": 1, "game": id, "options": {...}, "seats": [...], "seed": int,
     "actions": ["<text form>", ...], "final": <ruleset.to_json of the last state>}

plus, for a game recorded elsewhere and imported (``game/replay/``), ``"chance"``:
its dice and draws in the ruleset's form (``Ruleset.new_game_scripted``).

Loading replays the actions through ``Action.parse`` and the ruleset, so a save
can never smuggle in a state the rules would not reach, and compares the result
with ``final``. Every file is read as hostile through ``game.guarded`` (size,
nesting and digit limits; folders and FIFOs refused unopened), then every field
is type-checked; any file that does not load raises ``SaveError`` naming the
file and the reason; loading only reads. Writes are atomic (temporary file in
the same folder, then ``os.replace``), so a crash mid-save leaves the previous
file whole. Autosaves rotate within their own match's series.

The listing reads only a small header of each file (``"moves"``, written
before the actions, says how long the game is), so opening the Load screen
costs the same however large or hostile the files in the folder are.
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
from game import components as game_components
from game import save_labels
from game.guarded import FileProblem, parse_json, read_bytes
from game.match import Match, Seat
from game.paths import atomic_write_text, data_root, is_temporary, saves_dir
from rules.components import BUILT_IN
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
#: A save's limits: its size (a long game is under 100 KB), nesting depth (a state nests 5 deep),
#: digits of a number (the generator's state has 20), moves, and the bytes the listing reads.
MAX_SAVE_BYTES = 4_000_000
MAX_DEPTH = 24
MAX_DIGITS = 24
MAX_MOVES = 100_000
HEADER_BYTES = 8192
#: A seed must fit the generator's 64 bits (negative seeds are allowed on the command line).
SEED_RANGE = range(-(2**63), 2**64)
#: Earlier matches of the same game whose autosaves are kept besides the current one's...
KEEP_AUTOSAVED_MATCHES = 4
#: ...and how long any other match's autosaves are kept after its last move (seconds): a week.
STALE_AFTER = 7 * 24 * 3600
_AUTOSAVE = re.compile(r"^autosave-(?P<game>[a-z0-9_]+)-(?:(?P<series>[0-9a-f]+)-)?(?P<n>\d+)\.json$")


class SaveError(FileProblem):
    """A save file that cannot be loaded; ``str(e)`` is ``"<file name>: <reason>"``."""


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
        "components": match.components,  # additive: built-in, or a fingerprint of the owner's corrections
        "moves": len(match.history),  # a hint for the listing, which reads only the file's first lines
        "summary": save_labels.summary(match),  # the listing's words: variant, where the game stands, who moves
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


def _other_series(folder: Path, game: str, series: str) -> list[tuple[int, list[Path]]]:
    """This game's other matches: (newest write in ns, their autosave files), most recently written first."""
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
    order = sorted(((newest(paths), key or "", paths) for key, paths in groups.items()), reverse=True)
    return [(stamp, paths) for stamp, _, paths in order]


def autosave(match: Match) -> Path:
    """Write ``autosave-<game>-<series>-N.json`` (N counts up within this match).

    Rotation is scoped to this match's series: its last three are kept. Another
    match's autosaves are removed only once it is both beyond the game's last
    few matches and untouched for ``STALE_AFTER`` seconds, so a game in progress
    in a second window (which autosaves at every move) is never deleted.
    """
    folder = match.save_dir or saves_dir()
    game, series = match.ruleset.id, match.autosave_series
    existing = _autosaves(folder, game, series)
    number = existing[-1][0] + 1 if existing else 1
    path = folder / f"autosave-{game}-{series}-{number}.json"
    atomic_write_text(path, _dump(match))
    for _, old in _autosaves(folder, game, series)[:-KEEP_AUTOSAVES]:
        old.unlink(missing_ok=True)
    now = time.time_ns()
    for newest, paths in _other_series(folder, game, series)[KEEP_AUTOSAVED_MATCHES:]:
        if now - newest > STALE_AFTER * 1_000_000_000:
            for old in paths:
                old.unlink(missing_ok=True)
    return path


_write_autosave = autosave  # the writer a loaded match is handed (load's keyword hides the name)


# -- reading -------------------------------------------------------------------


def _parse(path: Path, raw: bytes) -> Any:
    try:
        return parse_json(path, raw, max_depth=MAX_DEPTH, max_digits=MAX_DIGITS)
    except FileProblem as exc:
        raise SaveError(path, exc.reason) from None


def _check_header(path: Path, data: Any) -> dict[str, Any]:
    """The save object with its format, game, options, seats and seed checked; SaveError otherwise."""
    if not isinstance(data, dict):
        raise SaveError(path, "not a save file (no save object inside)")
    fmt = data.get("format")
    if fmt.__class__ is not int or fmt != FORMAT:
        raise SaveError(path, f"unsupported save format {_short(repr(fmt), 20)} (this version reads format {FORMAT})")
    for key, kind in (("game", str), ("options", dict), ("seats", list)):
        if not isinstance(data.get(key), kind):
            raise SaveError(path, f"the save's {key!r} entry is missing or not a {kind.__name__}")
    for key, value in data["options"].items():
        if not (value is None or isinstance(value, bool | int | str)):
            raise SaveError(path, f"the option {key[:40]!r} has a value of the wrong kind ({type(value).__name__})")
    seed = data.get("seed")
    if seed.__class__ is not int or seed not in SEED_RANGE:
        raise SaveError(path, "the save's 'seed' entry is missing or not a whole number of at most 20 digits")
    moves = data.get("moves")
    if moves is not None and (moves.__class__ is not int or not 0 <= moves <= MAX_MOVES):
        raise SaveError(path, "the save's 'moves' entry is not a count of moves")
    if not isinstance(data.get("chance", {}), dict):
        raise SaveError(path, "the save's 'chance' entry (a recorded game's dice and draws) is not an object")
    return data


def _read(path: Path) -> dict[str, Any]:
    """The file's save object with every entry's type checked; SaveError otherwise."""
    try:
        raw = read_bytes(path, MAX_SAVE_BYTES)
    except FileProblem as exc:
        raise SaveError(path, exc.reason) from None
    data = _check_header(path, _parse(path, raw))
    for key, kind in (("actions", list), ("final", dict)):
        if not isinstance(data.get(key), kind):
            raise SaveError(path, f"the save's {key!r} entry is missing or not a {kind.__name__}")
    if len(data["actions"]) > MAX_MOVES:
        raise SaveError(path, f"the save has more than {MAX_MOVES} moves")
    return data


def _short(text: str, limit: int = 120) -> str:
    """A text cut to fit a message (a hostile file may hold kilobytes in one field)."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _canon(value: Any) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"))


def _final(ruleset: Any, final: Any) -> Any:
    """The saved final position as this version writes it: a field added since the save was made takes the value
    the ruleset's ``from_json`` gives an older save, and an option added since takes its default (a file it
    cannot read is compared as it stands)."""
    try:
        out = ruleset.to_json(ruleset.from_json(final))
        if isinstance(out.get("options"), dict):
            out["options"] = ruleset.resolve_options(out["options"])
        return out
    except Exception:  # a broken final position: the comparison refuses it with its usual message
        return final


def load(path: Path, *, autosave: bool = False, save_dir: Path | None = None) -> Match:
    """Rebuild a match by replaying the saved actions; SaveError naming the file and the reason.

    Only reads: a bad file changes no file. ``autosave``/``save_dir`` are passed
    to the new match (a continued game usually autosaves again).
    """
    path = Path(path)
    data = _read(path)
    made_with = data.get("components", BUILT_IN)
    if not isinstance(made_with, str) or len(made_with) > 60:
        raise SaveError(path, "the save's 'components' entry is not the name of the components it was made with")
    note = game_components.use_for_save(data["game"], made_with)
    also = f". {note}" if note else ""
    try:
        ruleset = rules.get(data["game"])
    except KeyError:
        known = ", ".join(rules.known_ids()) or "none"
        raise SaveError(path, f"unknown game {_short(data['game'], 40)!r} (known games: {known})") from None
    seats = []
    for n, entry in enumerate(data["seats"], start=1):
        try:
            seats.append(Seat.from_json(entry))
        except ValueError as exc:
            raise SaveError(path, f"seat {n}: {exc}") from None
    try:
        match = Match(ruleset, seats, data["seed"], data["options"], chance=data.get("chance"))
    except SetupError as exc:
        raise SaveError(path, f"the game cannot be set up: {_short(str(exc))}") from None
    except Exception as exc:  # a rules bug on a hand-edited setup must still name the file
        raise SaveError(path, f"the game cannot be set up ({type(exc).__name__})") from None
    for n, text in enumerate(data["actions"], start=1):
        if not isinstance(text, str):
            raise SaveError(path, f"move {n} is not an action's text but a {type(text).__name__}")
        try:
            action = Action.parse(text)
        except ValueError as exc:
            raise SaveError(path, f"move {n} cannot be read: {_short(str(exc))}") from None
        text = _short(text)
        try:
            match.submit(action)
        except IllegalAction as exc:
            raise SaveError(path, f"move {n} ({text}) is illegal: {exc.reason}{also}") from None
        except Exception as exc:  # a rules bug on a hand-edited file must still name the file
            raise SaveError(path, f"move {n} ({text}) could not be replayed: {exc!r}") from None
    if _canon(ruleset.to_json(match.state)) != _canon(_final(ruleset, data["final"])):
        raise SaveError(path, f"the replayed game does not match the saved final position{also}")
    match.components_note = note
    match.autosave = _write_autosave if autosave else None
    match.save_dir = save_dir
    return match


def _header(path: Path) -> tuple[dict[str, Any], int | None]:
    """The save's header entries and its move count (None when unknown) from its first bytes only.

    A file this program wrote lists its header before the moves; a whole small
    file is simply parsed. The end of the file is looked at too, so a save cut
    short shows as broken without reading what lies between.
    """
    try:
        head = read_bytes(path, MAX_SAVE_BYTES, head=HEADER_BYTES)
        size = path.stat().st_size
    except (FileProblem, OSError) as exc:
        raise SaveError(path, getattr(exc, "reason", "the file cannot be read")) from None
    if len(head) >= size:
        data = _check_header(path, _parse(path, head))
        actions = data.get("actions")
        return data, len(actions) if isinstance(actions, list) else None
    cut = head.find(b'"actions"')
    if cut < 0:
        raise SaveError(path, "the file does not begin like a save (no list of moves near its start)")
    data = _check_header(path, _parse(path, head[:cut].rstrip().rstrip(b",") + b"}"))
    try:
        end = read_bytes(path, MAX_SAVE_BYTES, tail=64)
    except FileProblem as exc:
        raise SaveError(path, exc.reason) from None
    if not end.rstrip().endswith(b"}"):
        raise SaveError(path, "the file is damaged or cut short (it does not end where a save ends)")
    return data, data.get("moves")


def _info(path: Path) -> SaveInfo:
    """A listing entry from the file's header; broken files are listed with their reason."""
    is_auto = bool(_AUTOSAVE.match(path.name))
    try:
        modified = path.stat().st_mtime
    except OSError:
        modified = 0.0
    try:
        data, moves = _header(path)
    except SaveError as exc:
        return SaveInfo(path, "", path.stem, modified, is_auto, 0, exc.reason)
    game = data["game"]
    try:
        title = rules.get(game).title
        error = None
    except KeyError:
        title, error = _short(game, 40), f"unknown game {_short(game, 40)!r}"
    kind = "autosave" if is_auto else "saved"
    text = save_labels.label(title, save_labels.read_summary(data), moves, kind, modified)
    return SaveInfo(path, game, text, modified, is_auto, moves or 0, error)


def list_saves(folder: Path | None = None) -> list[SaveInfo]:
    """Every ``*.json`` in the saves folder, newest first (half-written temporary files left out)."""
    folder = folder or saves_dir()
    if not folder.is_dir():
        return []
    infos = [_info(p) for p in folder.glob("*.json") if not is_temporary(p)]  # folders and FIFOs show as broken
    infos.sort(key=lambda i: (-i.modified, i.path.name))
    for info, text in zip(infos, save_labels.distinct([(i.title, i.ply) for i in infos]), strict=True):
        info.title = text
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
