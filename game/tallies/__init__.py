"""What each seat did over a game, counted as it is played: the per-game columns of ``simulate``'s table.

A game's win rate says who won, not how: an Age of Empires III opponent that never explores or fights can still
win against another that does neither. A tally watches every move of a headless game (the position before it,
the move, the position after) and says per seat what it counted; ``simulate`` sums the tallies over its games
and shows them as columns. A game without a tally module shows none. Never imports pygame.
"""

from __future__ import annotations

import importlib
from typing import Any, Protocol

from rules.core import Action, Ruleset

__all__ = ["Tally", "tally_for"]


class Tally(Protocol):
    """One game's counts per seat, fed every move."""

    #: The columns, in table order.
    names: tuple[str, ...]
    #: One line per column that needs saying what it counts (shown under the table).
    notes: tuple[str, ...]

    def observe(self, before: Any, action: Action, after: Any) -> None:
        """Count what ``action`` did: ``before`` is the position it was chosen in, ``after`` the result."""

    def finish(self, state: Any) -> list[dict[str, int]]:
        """The counts per seat at the end of the game (``state`` is its last position)."""


#: Game id -> module under game.tallies that defines ``make(ruleset, players)``.
_MODULES = {"aoe3": "aoe3", "steam": "steam"}


def tally_for(ruleset: Ruleset, players: int) -> Tally | None:
    """A fresh tally for one game of ``ruleset``, or None where the game counts nothing of its own."""
    name = _MODULES.get(ruleset.id)
    if name is None:
        return None
    return importlib.import_module(f"game.tallies.{name}").make(ruleset, players)
