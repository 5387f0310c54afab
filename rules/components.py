"""An owner's corrections to a game's component data: read, checked against the built-in files, and merged.

Much of the component data is our stand-in for what a rulebook does not print
(``graphics/provisional.json`` says which). An owner of the game can enter the
real values: a folder of theirs holds files of the same shape as the game's
``rules/<game>/data/`` files (``buildings.json``, ``maps/tasmania.json``...),
each naming only what it corrects. A record of a list is found by its ``id``;
a field must exist in the built-in file and keep its type; everything else is
kept. A file that does not pass is refused whole, with the file, the field and
the reason, and the built-in data stays. The data modules read their files
through ``data_file``, so the corrections in force (``activate``) are the ones
a game started now is built with; ``fingerprint`` names them in a save.

Standard library only: the caller (``game/components.py``) finds the folder.
"""

from __future__ import annotations

import hashlib
import json
import math
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

#: Keys a correction file may carry for its own notes; they are never merged.
NOTE_KEYS = frozenset({"note", "source", "provisional", "confidence"})

#: A correction file larger than this is refused unread (the largest built-in map is about 200 KB).
MAX_BYTES = 1_000_000

#: What a save records when it was made with the built-in components.
BUILT_IN = "built-in"


@dataclass(frozen=True)
class Refusal:
    """One refused correction file: where, which field, and why, in words for the owner."""

    file: str
    field: str
    reason: str

    def __str__(self) -> str:
        where = f", {self.field}" if self.field else ""
        return f"{self.file}{where}: {self.reason}"


class Refused(ValueError):
    """A correction that does not fit the built-in shape."""

    def __init__(self, field_: str, reason: str) -> None:
        super().__init__(reason)
        self.field = field_
        self.reason = reason


@dataclass
class Corrections:
    """The corrections of one game that passed, merged into its data files, and those refused."""

    game: str
    merged: dict[str, Any] = field(default_factory=dict)  # data file name -> its merged contents
    accepted: dict[str, Any] = field(default_factory=dict)  # data file name -> the correction as written
    refused: list[Refusal] = field(default_factory=list)

    @property
    def fingerprint(self) -> str:
        """``built-in`` without corrections, else a short digest of the accepted files (what a save records)."""
        if not self.accepted:
            return BUILT_IN
        blob = json.dumps(self.accepted, sort_keys=True, separators=(",", ":")).encode()
        return "corrections " + hashlib.sha256(blob).hexdigest()[:12]


# -- reading and checking --------------------------------------------------------------------


def read_corrections(game: str, builtin_dir: Path, folder: Path | None) -> Corrections:
    """Every ``*.json`` under ``folder`` checked against the file of the same path in ``builtin_dir``.

    A file is refused whole when it is not JSON, names no built-in file, or has a field the
    built-in file does not have, of another type, or a record without a known ``id``.
    """
    out = Corrections(game)
    if folder is None or not folder.is_dir():
        return out
    for path in sorted(folder.rglob("*")):
        if path.is_dir():
            continue
        name = path.relative_to(folder).as_posix()
        shown = f"{game}/{name}"
        builtin = builtin_dir / name
        if path.suffix != ".json":
            out.refused.append(Refusal(shown, "", "not a .json file; only data files are read"))
            continue
        if not builtin.is_file():
            out.refused.append(Refusal(shown, "", "no built-in file of this name (see docs/components.md)"))
            continue
        try:
            if path.stat().st_size > MAX_BYTES:
                raise Refused("", f"larger than {MAX_BYTES // 1000} KB")
            try:
                text = path.read_text(encoding="utf-8")
                correction = json.loads(text, parse_constant=_no_constant)
            except UnicodeDecodeError:
                raise Refused("", "not UTF-8 text") from None
            except json.JSONDecodeError as exc:
                raise Refused("", f"not valid JSON ({exc.msg} at line {exc.lineno}, column {exc.colno})") from None
            with builtin.open(encoding="utf-8") as fh:
                base = json.load(fh)
            merged = merge(base, correction)
        except Refused as exc:
            out.refused.append(Refusal(shown, exc.field, exc.reason))
            continue
        except OSError as exc:
            out.refused.append(Refusal(shown, "", f"could not be read ({exc.strerror or exc})"))
            continue
        out.merged[name] = merged
        out.accepted[name] = correction
    return out


def _no_constant(name: str) -> Any:
    raise Refused("", f"not valid JSON ({name} is not a number)")


def merge(base: Any, correction: Any) -> Any:
    """``correction`` laid over ``base``; Refused naming the field when it does not fit base's shape."""
    if not isinstance(correction, dict):
        raise Refused("", "the file must hold an object ({...}) like the built-in file")
    schema = _schema(base)
    return _merge_object(base, correction, schema, "")


def _merge_object(base: dict[str, Any], correction: dict[str, Any], schema: Any, path: str) -> dict[str, Any]:
    out = dict(base)
    for key, value in correction.items():
        where = f"{path}.{key}" if path else key
        if not path and key in NOTE_KEYS:
            continue
        if key not in schema:
            raise Refused(where, "no such field in the built-in file")
        if isinstance(base.get(key), list) and base[key] and all(_is_record(r) for r in base[key]):
            out[key] = _merge_records(base[key], value, schema[key], where)
        elif isinstance(base.get(key), dict) and isinstance(value, dict) and key in base:
            out[key] = _merge_object(base[key], value, schema[key], where)
        else:
            _check(value, schema[key], where)
            out[key] = value
    return out


def _merge_records(base: list[dict[str, Any]], value: Any, schema: Any, where: str) -> list[dict[str, Any]]:
    if not isinstance(value, list):
        raise Refused(where, f"must be a list of records, not {_kind(value)}")
    index = {r["id"]: i for i, r in enumerate(base)}
    out = list(base)
    for n, record in enumerate(value):
        at = f"{where}[{n}]"
        if not isinstance(record, dict):
            raise Refused(at, f"must be a record ({{...}}), not {_kind(record)}")
        if "id" not in record:
            raise Refused(f"{at}.id", "missing: each record names the id it corrects")
        rid = record["id"]
        if rid not in index:
            known = ", ".join(str(k) for k in list(index)[:8])
            raise Refused(f"{at}.id", f"unknown id {json.dumps(rid)} (known: {known}...)")
        out[index[rid]] = _merge_object(base[index[rid]], record, schema["*record"], f"{where}[id={rid}]")
    return out


def _is_record(value: Any) -> bool:
    return isinstance(value, dict) and isinstance(value.get("id"), str)


# -- the shape of the built-in data ------------------------------------------------------------


def _schema(value: Any) -> Any:
    """What a correction may hold where ``value`` is: field names and types, records merged over a list."""
    if isinstance(value, dict):
        return {k: _schema(v) for k, v in value.items()}
    if isinstance(value, list):
        if value and all(_is_record(r) for r in value):
            return {"*record": _union([_schema(r) for r in value])}
        return ["*list", _union([_schema(v) for v in value]) if value else None]
    return _type(value)


def _union(schemas: list[Any]) -> Any:
    """One schema for every item of a list: fields of records joined, types joined."""
    if not schemas:
        return None
    if all(isinstance(s, dict) for s in schemas):
        keys: dict[str, list[Any]] = {}
        for s in schemas:
            for k, v in s.items():
                keys.setdefault(k, []).append(v)
        return {k: _union(v) for k, v in keys.items()}
    if all(isinstance(s, list) for s in schemas):
        return ["*list", _union([s[1] for s in schemas if s[1] is not None])]
    types: set[str] = set()
    for s in schemas:
        types |= s if isinstance(s, frozenset) else {"object" if isinstance(s, dict) else "list"}
    return frozenset(types)


def _type(value: Any) -> frozenset[str]:
    if value is None:
        return frozenset({"null"})
    if isinstance(value, bool):
        return frozenset({"true or false"})
    if isinstance(value, int):
        return frozenset({"a whole number"})
    if isinstance(value, float):
        return frozenset({"a number"})
    if isinstance(value, str):
        return frozenset({"text"})
    return frozenset({"object" if isinstance(value, dict) else "list"})


def _kind(value: Any) -> str:
    if isinstance(value, dict):
        return "an object"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, float) and (math.isnan(value) or math.isinf(value)):
        return "not a number"
    return next(iter(_type(value)))


def _check(value: Any, schema: Any, where: str) -> None:
    """Refused unless ``value`` has the built-in type at ``where`` (a null built-in value takes a number too)."""
    if schema is None:
        return
    if isinstance(schema, dict):
        if not isinstance(value, dict):
            raise Refused(where, f"must be an object ({{...}}), not {_kind(value)}")
        if "*record" in schema:
            raise Refused(where, "must be a list of records")
        for k, v in value.items():
            if k not in schema:
                raise Refused(f"{where}.{k}", "no such field in the built-in file")
            _check(v, schema[k], f"{where}.{k}")
        return
    if isinstance(schema, list):
        if not isinstance(value, list):
            raise Refused(where, f"must be a list, not {_kind(value)}")
        for n, item in enumerate(value):
            _check(item, schema[1], f"{where}[{n}]")
        return
    allowed = set(schema)
    if "null" in allowed:
        allowed |= {"a whole number", "text"}
    if "a number" in allowed:
        allowed.add("a whole number")
    got = _type(value)
    if not got & allowed:
        want = " or ".join(sorted(t for t in schema if t != "null")) or "null"
        raise Refused(where, f"must be {want}, not {_kind(value)}")


# -- the corrections in force --------------------------------------------------------------------

_active: dict[str, Corrections] = {}


def env_name(game: str) -> str:
    """The environment variable naming the correction folder in force for ``game`` (read by a fresh process)."""
    return f"BOARDGAMES_CORRECTIONS_{game.upper()}"


def activate(corrections: Corrections) -> None:
    """Build the game's data from these corrections from now on (the caller imports its modules afresh)."""
    if corrections.accepted:
        _active[corrections.game] = corrections
    else:
        _active.pop(corrections.game, None)


def active(game: str) -> Corrections | None:
    return _active.get(game)


def fingerprint(game: str) -> str:
    """What a game started now is built with: ``built-in`` or ``corrections <digest>``."""
    c = _active.get(game)
    return c.fingerprint if c is not None else BUILT_IN


def data_file(game: str, builtin_dir: Path, name: str) -> Any:
    """Data file ``name`` (``buildings.json``, ``maps/japan.json``), corrected if corrections are in force."""
    c = _active.get(game)
    if c is None and os.environ.get(env_name(game)):
        c = read_corrections(game, builtin_dir, Path(os.environ[env_name(game)]))
        activate(c)
    if c is not None and name in c.merged:
        return c.merged[name]
    with (builtin_dir / name).open(encoding="utf-8") as fh:
        return json.load(fh)
