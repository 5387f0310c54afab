"""Phase 3, select actions (reference 1.6): in turn order each player takes one free action."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.core import Action, Event, Prompt
from rules.seats import seat_colour
from rules.steam.events import kept_event
from rules.steam.phases.base import kept_action
from rules.steam.phases.turns import InTurn

if TYPE_CHECKING:
    from rules.steam.maps import MapRules
    from rules.steam.state import SteamState

RULE = (
    "Select actions (1.6): in turn order each player must take exactly one action still free; "
    "each action belongs to one player for the round."
)


class SelectActions(InTurn):
    name = "select"
    rule = "Select actions (1.6)"

    def enter(self, m: MapRules, s: SteamState) -> list[Event]:
        s.taken = (None,) * s.players
        return super().enter(m, s)

    def free(self, m: MapRules, s: SteamState, seat: int) -> list[str]:
        held = set(s.taken)
        return [a for a in m.action_spaces(s) if a not in held and m.action_refusal(s, seat, a) is None]

    def prompt(self, m: MapRules, s: SteamState) -> Prompt:
        seat = self.to_move(m, s)
        return Prompt(seat, self.offer(m, s, seat), RULE, self.name)

    def offer(self, m: MapRules, s: SteamState, seat: int) -> str:
        """The free actions, after how any of them works differently on this map (said first, so that a short
        prompt bar still shows it; the free actions also glow on the board)."""
        free = self.free(m, s, seat)
        notes = " ".join(n for n in (m.action_note(a) for a in free) if n)
        names = ", ".join(m.action_name(a) for a in free)
        if notes:
            return f"Select one action for this round. {notes} Free: {names}."
        return f"Select one action for this round: {names}."

    def legal(self, m: MapRules, s: SteamState) -> list[Action]:
        seat = self.to_move(m, s)
        return [_select_action(seat, a) for a in self.free(m, s, seat)]

    def check(self, m: MapRules, s: SteamState, action: Action) -> str | None:
        """Direct check: the same answer as ``action in legal`` (a str naming a free action), without making
        the list; a map's phase with its own ``legal`` (Japan's opening) is checked against that list."""
        if type(self).legal is not SelectActions.legal:
            return super().check(m, s, action)
        params = action.params
        if action.kind == "select" and len(params) == 1 and params[0][0] == "action":
            a = params[0][1]
            if a.__class__ is str and a in self.free(m, s, action.seat):
                return None
        return self.why(m, s, action)

    def why(self, m: MapRules, s: SteamState, action: Action) -> str:
        a = action.get("action")
        if action.kind != "select":
            return "Now each player selects one action (1.6)."
        if a not in m.action_spaces(s):
            return f"There is no action {a!r} on this map's action table."
        if a in s.taken:
            holder = s.taken.index(a)
            return (
                f"{m.action_name(a)} is already taken by {seat_colour(holder)}: each action goes to one player (1.6)."
            )
        return m.action_refusal(s, action.seat, a) or "That action cannot be taken now."

    def act(self, m: MapRules, s: SteamState, action: Action) -> list[Event]:
        seat, a = action.seat, action["action"]
        s.set_seat("taken", seat, a)
        events = [
            kept_event(
                ("select", m.id, seat, a),
                lambda: Event.make(
                    "select", f"{seat_colour(seat)} takes {m.action_name(a)}.", seat, [f"action:{a}"], action=a
                ),
            )
        ]
        events += m.on_action_taken(s, seat, a)
        return events + self.next_turn(m, s)

    def describe(self, m: MapRules, s: SteamState, action: Action) -> str:
        return f"Take {m.action_name(action['action'])}"


_SELECTS: dict[tuple[int, str], Action] = {}


def _select_action(seat: int, a: str) -> Action:
    """The action of ``seat`` taking action space ``a`` (made once: asked at every select listing)."""
    action = _SELECTS.get((seat, a))
    if action is None:
        action = _SELECTS[(seat, a)] = kept_action("select", seat, f"action:{a}", f"action:{a}", action=a)
    return action
