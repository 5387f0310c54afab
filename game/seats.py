"""The one way the application names a seat: its colour (and nation), and who sits there.

Every prompt, panel, log line, result, tooltip and save label names a seat
through ``seat_label``: "Red (you)" for the one person at the screen, "Red"
between several people (hot-seat), "Blue — Normal computer" for a computer ("Blue (Ann) — Easy computer" if named),
and for Age of Empires III its nation too, "Red (England, you)". The rules'
own sentences use the colour alone (``Ruleset.seat_title``), so the prompt,
the board and the log agree. A seat's saved name is shown only when a player
chose it; the names earlier versions made up ("Seat 1 (you)", "Normal AI
(seat 2)", "Seat 2: Normal computer") are read as no name.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from game.ai.levels import parse_level
from rules.core import Ruleset

__all__ = ["own_name", "seat_label", "with_note"]

_MADE_UP = re.compile(r"^(Seat \d+( \(you\))?|Seat \d+: \w+ computer|\w+ AI( \(seat \d+\))?)$")


def own_name(name: str) -> str:
    """The name a player gave the seat, or "" (none, or one an earlier version made up)."""
    return "" if not name or _MADE_UP.match(name) else name


def with_note(base: str, note: str) -> str:
    """``base`` with a note in brackets, merged into a bracket it already has: "Red (you)", "Red (England, you)"."""
    if base.endswith(")"):
        return f"{base[:-1]}, {note})"
    return f"{base} ({note})"


def seat_label(ruleset: Ruleset, seats: Sequence[Any], seat: int) -> str:
    """How the application names ``seat`` of a match with ``seats`` (``Seat`` objects)."""
    base = ruleset.seat_title(seat)
    who = seats[seat]
    name = own_name(who.name)
    if who.kind == "ai":  # a lesson's computers have names its text uses: "Blue (Ann) — Easy computer"
        named = with_note(base, name) if name else base
        try:
            return f"{named} — {parse_level(who.level)[0].capitalize()} computer"
        except ValueError:  # a level this version does not know (a test's stand-in agent)
            return f"{named} — computer"
    if name.lower() == "you":
        name = "you"
    if name:
        return with_note(base, name)
    humans = sum(1 for s in seats if s.kind == "human")
    return with_note(base, "you") if humans == 1 else base
