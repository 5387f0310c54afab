"""Plain JSON values as the rules contract holds them: frozen so that actions and events can be hashed, and read
back from an action's text form as hostile input (its length, nesting and integer size bounded).

Only the standard library is imported here.
"""

from __future__ import annotations

import itertools
import json
import re
from typing import Any

_SCALARS = frozenset((str, int, bool, type(None)))


def freeze(value: Any) -> Any:
    """Turn lists into tuples and dicts into sorted item tuples, recursively, so a value hashes."""
    if value.__class__ in _SCALARS:  # the common case, asked for every parameter of every event
        return value
    if isinstance(value, list | tuple):
        return tuple(freeze(v) for v in value)
    if isinstance(value, dict):
        raise TypeError("action parameters may be scalars or lists, not objects")
    if value is None or isinstance(value, bool | int | str):
        return value
    if isinstance(value, float):
        raise TypeError("action parameters must not be floats (use integers)")
    raise TypeError(f"not a plain JSON value: {value!r}")


def same_value(a: Any, b: Any) -> bool:
    """``a == b`` with the types compared too, so ``True`` is not ``1`` nor ``False`` ``0``."""
    return a == b and same_types(a, b)


def same_types(a: Any, b: Any) -> bool:
    """For equal frozen values: whether their types match all the way down."""
    if a.__class__ is not b.__class__:
        return False
    if a.__class__ is tuple:
        for x, y in zip(a, b, strict=True):
            if x.__class__ is not y.__class__ or (x.__class__ is tuple and not same_types(x, y)):
                return False
    return True


def thaw(value: Any) -> Any:
    """The JSON form of a frozen value (tuples become lists)."""
    if isinstance(value, tuple):
        return [thaw(v) for v in value]
    return value


_BARE = re.compile(r"^[A-Za-z_][A-Za-z0-9_:.\-/]*$")
KEY = re.compile(r"^[a-z_][a-z0-9_]*$")
_RESERVED_WORDS = {"true", "false", "null"}


def value_text(value: Any) -> str:
    """One token for a value: bare words for simple strings, compact JSON otherwise."""
    if isinstance(value, str) and _BARE.match(value) and value not in _RESERVED_WORDS:
        return value
    return json.dumps(thaw(value), separators=(",", ":"), ensure_ascii=False)


_DECODER = json.JSONDecoder()

#: Limits on an action's text form (a save or a hand-typed move is read as hostile):
#: its length, how deep its JSON values nest, and how many digits an integer may have.
MAX_ACTION_TEXT = 4000
MAX_ACTION_DEPTH = 8
MAX_INT_DIGITS = 24


JSON_STRING = re.compile(r'"(?:[^"\\]|\\.)*"')
_NOT_BRACKETS = re.compile(r"[^\[\]{}]+")
_BRACKET_STEP = {"[": 1, "{": 1, "]": -1, "}": -1}
LONG_NUMBER = re.compile(rf"\d{{{MAX_INT_DIGITS + 1}}}")


def json_depth(text: str) -> int:
    """How deep ``[`` and ``{`` nest in JSON ``text`` (brackets inside strings do not count).

    Measured before parsing, so a file or an action nested a thousand deep is
    refused instead of reaching a recursive reader.
    """
    brackets = _NOT_BRACKETS.sub("", JSON_STRING.sub("", text))
    return max(itertools.accumulate(map(_BRACKET_STEP.__getitem__, brackets)), default=0)


def read_value(text: str, pos: int) -> tuple[Any, int]:
    """Read one value token starting at ``pos``; return it and the position after it."""
    if pos < len(text) and text[pos] in '"[{':
        value, end = _DECODER.raw_decode(text, pos)
        return freeze(value), end
    end = text.find(" ", pos)
    if end < 0:
        end = len(text)
    token = text[pos:end]
    if token in _RESERVED_WORDS or re.fullmatch(r"-?\d+", token):
        return json.loads(token), end
    if not token:
        raise ValueError("a parameter has no value")
    return token, end
