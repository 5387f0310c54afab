"""Contextual tips: the first time a situation arises in a normal game, a short tip linked to its rule.

Tips are data in each game's reference (``"tips"``: an id, the sentence, the
entry it links to, and when it applies: the first time the player is asked a
decision of a prompt kind, or a named situation below; a tip may name the maps
it is for, or those whose rules it does not tell). Each tip is shown once
(the settings remember ``tips_seen``) and all of them can be turned off; the
reference lists them under its "Tips" entry. Standard library only.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import Any

from game.reference import HERE, available

__all__ = ["SITUATIONS", "Tip", "due", "tips"]


@dataclass(frozen=True)
class Tip:
    game: str
    id: str
    text: str
    entry: str  # the reference entry it links to
    prompt: str = ""  # shown the first time the player faces a decision of this prompt kind
    situation: str = ""  # or when this named situation holds (SITUATIONS)
    maps: tuple[str, ...] = ()  # shown only on these maps (a map that changes the rule the tip tells)
    not_maps: tuple[str, ...] = ()  # never on these (where the tip's rule reads otherwise)

    @property
    def key(self) -> str:
        """The tip's name in the settings' ``tips_seen``."""
        return f"{self.game}:{self.id}"

    def applies_to(self, state: Any) -> bool:
        """Whether the tip holds on ``state``'s map: a tip that tells a base rule a map changes is not shown
        there (the map's own tip is)."""
        board = getattr(state, "map_id", None)
        return (not self.maps or board in self.maps) and board not in self.not_maps


def _steam_bankruptcy_risk(state: Any, seat: int) -> bool:
    """Age of Steam: cash and income together do not cover this round's expenses (1.9)."""
    return state.cash[seat] + state.income[seat] < state.shares[seat] + state.engine[seat]


def _aoe3_scoring_turn(state: Any, seat: int) -> bool:
    """Age of Empires III: this turn ends an Age, so the colonies score after it."""
    from rules.aoe3.data import SCORING_TURNS

    return state.turn in SCORING_TURNS


def _endeavor_last_round(state: Any, seat: int) -> bool:
    """Endeavor: the end of the game is triggered; this round is the last."""
    return bool(getattr(state, "last_round", False))


#: Named situations a tip may wait for: (state, the player's seat) -> whether it holds now.
SITUATIONS: dict[str, Callable[[Any, int], bool]] = {
    "steam_bankruptcy_risk": _steam_bankruptcy_risk,
    "aoe3_scoring_turn": _aoe3_scoring_turn,
    "endeavor_last_round": _endeavor_last_round,
}


@cache
def tips(game: str) -> tuple[Tip, ...]:
    """The tips of ``game`` (none for a game without a reference)."""
    if game not in available():
        return ()
    data = json.loads((HERE / f"{game}.json").read_text(encoding="utf-8"))
    return tuple(
        Tip(
            game,
            t["id"],
            t["text"],
            t["entry"],
            t.get("prompt", ""),
            t.get("situation", ""),
            tuple(t.get("maps", ())),
            tuple(t.get("not_maps", ())),
        )
        for t in data.get("tips", ())
    )


def due(game: str, state: Any, seat: int, prompt_kind: str, seen: tuple[str, ...]) -> Tip | None:
    """The first tip not yet seen whose situation holds for ``seat`` deciding a ``prompt_kind`` now."""
    for tip in tips(game):
        if tip.key in seen or not tip.applies_to(state):
            continue
        if tip.prompt and tip.prompt == prompt_kind:
            return tip
        check = SITUATIONS.get(tip.situation)
        if check is not None:
            try:
                if check(state, seat):
                    return tip
            except (AttributeError, IndexError, TypeError):  # a state of another shape: no tip, no error
                continue
    return None
