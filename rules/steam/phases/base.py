"""The phase protocol: a round is a sequence of phases, and a map may change the sequence.

Each phase is a small object with no state of its own (state lives in
SteamState). The ruleset asks the current phase who moves, what the prompt
is, which actions are legal and how one applies; when ``finished`` turns
true the ruleset enters the next phase of ``MapRules.phases(state)``.
An automatic phase (income, expenses, ...) does all its work in ``enter`` and
is finished at once.

Every method that receives ``s`` to change gets a fresh copy owned by the
caller: replace its attributes (copy on write), never mutate a container
shared with another state.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rules.core import Action, Event, Prompt

if TYPE_CHECKING:
    from rules.steam.maps import MapRules
    from rules.steam.state import SteamState


_KEPT: dict[tuple, Action] = {}


def kept_action(kind: str, seat: int, source: str | None = None, target: str | None = None, **params: Any) -> Action:
    """``Action.make(kind, seat, source, [target], **params)``, made once and kept: actions are values, and the
    short lists of a phase (pass, drop, done, the free actions...) are asked on every call."""
    key = (kind, seat, source, target, *params.items()) if params else (kind, seat, source, target)
    action = _KEPT.get(key)
    if action is None:
        action = _KEPT[key] = Action.make(kind, seat, source, () if target is None else (target,), **params)
    return action


class Phase:
    """One phase of the round. Subclass and override; the defaults describe an automatic phase."""

    #: Name stored in ``state.phase`` (unique within a map's phase list).
    name: str = ""
    #: Rulebook section named in prompts, e.g. "Build track (1.7)".
    rule: str = ""

    def enter(self, m: MapRules, s: SteamState) -> list[Event]:
        """Set the phase up (or, for an automatic phase, do all of it). Returns what happened."""
        return []

    def finished(self, m: MapRules, s: SteamState) -> bool:
        """True when nobody has anything left to decide in this phase."""
        return True

    def to_move(self, m: MapRules, s: SteamState) -> int | None:
        return None

    def prompt(self, m: MapRules, s: SteamState) -> Prompt:
        return Prompt(self.to_move(m, s), self.rule, self.rule, self.name)

    def legal(self, m: MapRules, s: SteamState) -> list[Action]:
        return []

    def why(self, m: MapRules, s: SteamState, action: Action) -> str:
        """Why ``action`` (not legal now) is refused, in a player's words."""
        return f"That is not a move of the {self.rule} phase."

    def check(self, m: MapRules, s: SteamState, action: Action) -> str | None:
        """None if ``action`` (by the seat to move) is legal now, else the reason. Phases with long
        action lists override this with a direct check."""
        return None if action in self.legal(m, s) else self.why(m, s, action)

    def act(self, m: MapRules, s: SteamState, action: Action) -> list[Event]:
        """Apply a legal action to ``s`` (a fresh copy); return the events."""
        raise NotImplementedError

    def checked(self, m: MapRules, s: SteamState, action: Action) -> tuple[str | None, object]:
        """``check``, with what checking found (handed to ``act_checked``, so that ``apply`` need not find
        it again: a placement's evaluation, say)."""
        return self.check(m, s, action), None

    def act_checked(self, m: MapRules, s: SteamState, action: Action, found: object) -> list[Event]:
        """``act`` given what ``checked`` found on the state ``s`` was copied from."""
        return self.act(m, s, action)

    def describe(self, m: MapRules, s: SteamState, action: Action) -> str | None:
        """A short label for an action of this phase (None: the ruleset's generic label)."""
        return None
