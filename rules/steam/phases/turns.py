"""A phase in which seats act one after another in a fixed order (``state.acting``/``state.turn``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.core import Event
from rules.steam.phases.base import Phase

if TYPE_CHECKING:
    from rules.steam.maps import MapRules
    from rules.steam.state import SteamState


class InTurn(Phase):
    """Seats of ``order(m, s)`` act once each, in that order (a subclass may loop several rounds)."""

    def order(self, m: MapRules, s: SteamState) -> tuple[int, ...]:
        return tuple(p for p in s.order if not s.out[p])

    def enter(self, m: MapRules, s: SteamState) -> list[Event]:
        s.acting = self.order(m, s)
        s.turn = 0
        return self.start_turn(m, s)

    def finished(self, m: MapRules, s: SteamState) -> bool:
        return s.turn >= len(s.acting)

    def to_move(self, m: MapRules, s: SteamState) -> int | None:
        return s.acting[s.turn] if s.turn < len(s.acting) else None

    def next_turn(self, m: MapRules, s: SteamState) -> list[Event]:
        """Pass the turn to the next seat (skipping bankrupt seats)."""
        s.turn += 1
        while s.turn < len(s.acting) and s.out[s.acting[s.turn]]:
            s.turn += 1
        if s.turn < len(s.acting):
            return self.start_turn(m, s)
        return []

    def start_turn(self, m: MapRules, s: SteamState) -> list[Event]:
        """Reset per-turn fields for the seat whose turn begins."""
        return []
