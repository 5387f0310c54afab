"""The words the Load screen shows for a save: game, map or variant, where the game stands, who is to move, when.

A save lists ``"moves"`` before its actions, which told a player nothing after
an undo ("move 5, move 6, move 5"). ``summary(match)`` is written in the
header too, so the listing, which reads only a file's first bytes, can say
"Age of Steam, Rust Belt — Round 2 of 10, build track; Red (you) to move" and
the time to the second. A file without a summary (an older one) falls back to
its move count; a summary that is not three short texts is ignored, never a
reason to refuse the file.
"""

from __future__ import annotations

import time
from collections.abc import Mapping
from typing import Any

from game.match import Match
from rules.core import Ruleset

__all__ = ["SUMMARY_KEYS", "distinct", "label", "read_summary", "summary", "variant"]

SUMMARY_KEYS = ("variant", "progress", "to_move")
#: The longest text a summary entry may carry (a hostile file may hold kilobytes in one).
MAX_TEXT = 80


def variant(ruleset: Ruleset, options: Mapping[str, Any]) -> str:
    """The map and the options changed from their defaults, as the New game screen names them."""
    parts = []
    for option in ruleset.options_in_play(options):
        value = options.get(option.id, option.default)
        if option.id == "map":
            parts.append(option.label_of(value))
        elif value != option.default:
            on = value is True or option.label_of(value) == "on"
            parts.append(option.label if on else f"{option.label}: {option.label_of(value)}")
    return ", ".join(parts)


def summary(match: Match) -> dict[str, str]:
    """What a save's label says beyond the game's name, from the match as it is saved."""
    if match.is_over():
        to_move = "game over"
    else:
        waiting = match.waiting_seat()
        seat = waiting if waiting is not None else match.to_move()
        to_move = f"{match.seat_name(seat)} to move"
    return {
        "variant": variant(match.ruleset, match.options),
        "progress": match.ruleset.progress(match.state),
        "to_move": to_move,
    }


def read_summary(data: Mapping[str, Any]) -> dict[str, str] | None:
    """A save header's summary if it is three short texts, else None (it is only a label)."""
    found = data.get("summary")
    if not isinstance(found, dict):
        return None
    out = {key: found.get(key, "") for key in SUMMARY_KEYS}
    if not all(isinstance(v, str) and len(v) <= MAX_TEXT for v in out.values()):
        return None
    return out


def label(title: str, info: Mapping[str, str] | None, moves: int | None, kind: str, modified: float) -> str:
    """One line of the Load list ("Endeavor — Round 3 of 7, build phase; Red (you) to move · saved <time>")."""
    stamp = time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(modified))
    if info is None:
        where = f", move {moves}" if moves is not None else ""
        return f"{title}{where} · {kind} {stamp}"
    head = f"{title}, {info['variant']}" if info["variant"] else title
    state = "; ".join(t for t in (info["progress"], info["to_move"]) if t)
    return f"{head} — {state} · {kind} {stamp}" if state else f"{head} · {kind} {stamp}"


def distinct(labels: list[tuple[str, int]]) -> list[str]:
    """Each (label, moves) as a line no other repeats: labels that agree (two saves in the same second)
    add their move count, and any still alike a number."""
    counts: dict[str, int] = {}
    for text, _ in labels:
        counts[text] = counts.get(text, 0) + 1
    lines = [f"{text} · move {moves}" if counts[text] > 1 else text for text, moves in labels]
    seen: dict[str, int] = {}
    out = []
    for line in lines:
        seen[line] = seen.get(line, 0) + 1
        out.append(line if seen[line] == 1 else f"{line} ({seen[line]})")
    return out
