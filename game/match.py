"""One game being played: seats, the current state, history, log, scoped undo and autosave.

The match is the only place in the program that applies actions. It keeps the
state each action produced (states are copy-on-write, so keeping them all is
cheap), which makes undo and restart-turn a matter of stepping back in a list:
nothing is ever replayed, and so undo can never re-draw a random outcome.

Undo policy (DESIGN.md, the common one of digital board games): a human may take
back their own decisions, one at a time, until the last point where something
random was revealed or another seat acted. "Random revealed" is detected
generically: an action whose ``apply`` advanced the state's generator
(``state.rng.state`` changed) revealed chance, so it is final. A turn the
human ended with ``end_turn`` is final too (the play scene lets other seats act
only after End turn, so a player may take their decisions back until then).
"""

from __future__ import annotations

import dataclasses
import itertools
import os
import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import rules
from game.ai.levels import parse_level
from game.seats import seat_label
from rules import components
from rules.core import Action, Event, GameState, IllegalAction, Ruleset

_SERIES = itertools.count()
#: The longest seat name a save may carry.
MAX_SEAT_NAME = 60

__all__ = ["LogEntry", "Match", "Seat"]


@dataclass
class Seat:
    """Who sits at a seat: a human at this screen, or a computer opponent of some level."""

    kind: str  # "human" | "ai"
    level: str | None = None  # AI level name when kind == "ai"
    name: str = ""  # a name the player gave the seat ("" for none: game.seats names it by colour)

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "level": self.level, "name": self.name}

    @staticmethod
    def from_json(data: Any) -> Seat:
        """A seat from its saved form; ValueError naming what is wrong."""
        if not isinstance(data, dict):
            raise ValueError(f"a seat must be an object, not {data!r}")
        kind = data.get("kind")
        if kind not in ("human", "ai"):
            raise ValueError(f"a seat's kind must be 'human' or 'ai', not {kind!r}")
        level = data.get("level")
        if kind == "ai":
            parse_level(level)  # a known level and a sane thinking time, or ValueError saying why
        else:
            level = None  # a person's seat has no computer level; whatever the file says there is unused
        name = data.get("name", "")
        if not isinstance(name, str) or len(name) > MAX_SEAT_NAME:
            raise ValueError(f"a seat's name must be text of at most {MAX_SEAT_NAME} characters")
        return Seat(kind, level, name)


@dataclass(frozen=True)
class LogEntry:
    """One line of the match log: an event sentence, or an undo / restart / note by the program."""

    index: int  # position in the match's log
    seat: int | None
    text: str  # one sentence (from Event.text, or "Blue undid ...")
    kind: str  # event kind, or "undo" / "restart" / "note"
    targets: tuple[str, ...]  # element ids touched (for highlighting the last moves)
    ply: int  # number of actions applied when this happened
    undone: bool = False  # the action behind this entry was taken back


def new_series() -> str:
    """A name for one match's autosaves, unique across processes: the clock in milliseconds, then
    the process id, a counter and random bits (two windows may start a game in the same millisecond)."""
    tail = (os.getpid() & 0xFFFF) << 24 | (next(_SERIES) & 0xFFF) << 12 | secrets.randbits(12)
    return f"{time.time_ns() // 1_000_000:x}{tail:010x}"


class Match:
    """Seats, the current state, the applied actions and the states they produced."""

    def __init__(
        self,
        ruleset: Ruleset | str,
        seats: list[Seat],
        seed: int,
        options: dict[str, Any] | None = None,
        *,
        autosave: Callable[[Match], Path] | None = None,
        save_dir: Path | None = None,
        chance: dict[str, Any] | None = None,
    ) -> None:
        """Set a new game up; raises SetupError (from the ruleset) for a setup the rules do not allow.

        ``autosave`` is called with the match after every change (``game.saves.autosave``):
        the match is handed its writer, so it does not import the module that imports it.
        ``chance`` replays a game recorded elsewhere: its luck (dice, draws) in the ruleset's own form,
        used instead of the seed while it lasts (``Ruleset.new_game_scripted``), and saved with the match.
        """
        if autosave is not None and not callable(autosave):
            raise TypeError(
                f"autosave is the function that writes the autosave (game.saves.autosave), not {autosave!r}"
            )
        self.ruleset: Ruleset = rules.get(ruleset) if isinstance(ruleset, str) else ruleset
        self.seats: list[Seat] = list(seats)
        self.seed: int = seed
        self.options: dict[str, Any] = self.ruleset.check_setup(len(self.seats), options)
        self.autosave: Callable[[Match], Path] | None = autosave
        self.save_dir: Path | None = save_dir
        self.chance: dict[str, Any] | None = chance or None
        #: The components this game is built with: ``built-in`` or ``corrections <digest>`` (a save records it).
        self.components: str = components.fingerprint(self.ruleset.id)
        #: A sentence for the player when a save is loaded with other components than it was made with.
        self.components_note: str = ""
        if self.chance:
            self.state: GameState = self.ruleset.new_game_scripted(len(self.seats), seed, self.options, self.chance)
        else:
            self.state = self.ruleset.new_game(len(self.seats), seed, self.options)
        self.history: list[Action] = []
        self.log: list[LogEntry] = []
        self.revision: int = 0
        self.round_scores: list[list[int]] = []
        #: Plies that can never be taken back: a lesson's prelude, played for the learner before it starts.
        self.floor: int = 0
        #: Where the last autosave went (None until one was written).
        self.last_autosave: Path | None = None
        #: This match's own autosave series (hex digits), so a new game never deletes another game's autosaves.
        self.autosave_series: str = new_series()
        # Parallel to history: states[i + 1] came from history[i]; random[i] says it revealed chance;
        # entries[i] are the log indices its events produced; scores_len[i] is len(round_scores) before it.
        self._states: list[GameState] = [self.state]
        self._random: list[bool] = []
        self._entries: list[list[int]] = []
        self._scores_len: list[int] = []
        #: The number of actions that ``end_turn`` made final: undo never goes back past it.
        self._ended: int = 0
        # to_move and is_over kept for the state object they were asked of (see to_move)
        self._to_move_of: GameState | None = None
        self._to_move: int | None = None
        self._over_of: GameState | None = None
        self._over: bool = False

    # -- reading -------------------------------------------------------------

    @property
    def ply(self) -> int:
        """Number of actions applied (undone ones not counted)."""
        return len(self.history)

    @property
    def states(self) -> tuple[GameState, ...]:
        """The initial state and every state an action produced, in order (for stepping through history)."""
        return tuple(self._states)

    def to_move(self) -> int | None:
        """The rules' seat to move, kept for the state it was asked of.

        A frame of the play scene asks this a score of times (prompt, seats, buttons, the worker); a state
        never changes once made, so one answer per state object is the rules' answer.
        """
        state = self.state
        if self._to_move_of is not state:
            self._to_move, self._to_move_of = self.ruleset.to_move(state), state
        return self._to_move

    def is_over(self) -> bool:
        state = self.state
        if self._over_of is not state:
            self._over, self._over_of = self.ruleset.is_over(state), state
        return self._over

    def legal_actions(self) -> list[Action]:
        return self.ruleset.legal_actions(self.state)

    def explain(self, action: Action) -> str | None:
        return self.ruleset.explain(self.state, action)

    def prompt(self) -> Any:
        return self.ruleset.prompt(self.state)

    def is_human(self, seat: int) -> bool:
        return 0 <= seat < len(self.seats) and self.seats[seat].kind == "human"

    def seat_name(self, seat: int | None) -> str:
        """The display name of a seat ("Red (you)", "Blue — Normal computer": ``game.seats.seat_label``)."""
        if seat is None or not 0 <= seat < len(self.seats):
            return "Nobody"
        return seat_label(self.ruleset, self.seats, seat)

    def last_entries_by_seat(self) -> dict[int, list[LogEntry]]:
        """Each seat's latest move still in the history: the log entries its events produced."""
        out: dict[int, list[LogEntry]] = {}
        for i in range(len(self.history) - 1, -1, -1):
            seat = self.history[i].seat
            if seat not in out:
                out[seat] = [self.log[j] for j in self._entries[i]]
                if len(out) == len(self.seats):
                    break
        return out

    # -- playing -------------------------------------------------------------

    def submit(self, action: Action) -> tuple[Event, ...]:
        """Apply ``action`` for the seat to move; raises IllegalAction with the reason and changes nothing."""
        if self.is_over():
            raise IllegalAction("The game is over: no more moves can be made.")
        before = self.state
        new = self.ruleset.apply(before, action)  # raises IllegalAction; nothing here has changed yet
        events = tuple(getattr(new, "events", ()) or ())
        self._scores_len.append(len(self.round_scores))
        self.history.append(action)
        self._states.append(new)
        self._random.append(_rng_state(before) != _rng_state(new))
        self.state = new
        ply = len(self.history)
        indices = []
        for ev in events:
            seat = ev.seat if ev.seat is not None else action.seat
            indices.append(self._add_log(seat, ev.text, ev.kind, tuple(ev.targets), ply))
        if not events:
            text = f"{self.ruleset.seat_title(action.seat)}: {self.ruleset.describe(before, action)}."
            indices.append(self._add_log(action.seat, text, action.kind, tuple(action.targets), ply))
        self._entries.append(indices)
        self._record_round(before, new)
        self._changed()
        return events

    def _record_round(self, before: GameState, new: GameState) -> None:
        """Append provisional totals when the ruleset's round changes, and once at the end."""
        if not hasattr(new, "round"):
            return
        if getattr(before, "round", None) != new.round or self.ruleset.is_over(new):
            self.round_scores.append([sheet.total for sheet in self.ruleset.scores(new)])

    # -- undo --------------------------------------------------------------

    def _turn_start(self, seat: int) -> int:
        """Index in history of the first of ``seat``'s latest run of decisions that may be taken back."""
        i = len(self.history)
        while i > max(self._ended, self.floor) and self.history[i - 1].seat == seat and not self._random[i - 1]:
            i -= 1
        return i

    def can_undo(self, seat: int) -> bool:
        """True when the last action is this human's own and revealed nothing random."""
        return self.is_human(seat) and self._turn_start(seat) < len(self.history)

    def why_no_undo(self, seat: int) -> str | None:
        """The sentence saying why this seat cannot undo now (None when it can)."""
        if self.can_undo(seat):
            return None
        if not self.is_human(seat):
            return "Only a human player's decisions can be taken back."
        if not self.history:
            return "Nothing has been played yet."
        last = self.history[-1]
        if last.seat != seat:
            who = self.ruleset.seat_title(last.seat)
            return f"The last move was {who}'s: undo never takes back another player's move."
        if len(self.history) <= self._ended:
            return "You ended that turn, so its decisions are final."
        return "Your last decision revealed something hidden (a draw or a roll), so it cannot be taken back."

    def waiting_seat(self) -> int | None:
        """The human whose decisions are made and whose turn waits for ``end_turn`` (None: nobody's does).

        That is the seat of the last action when it is a human's, not yet ended,
        and the rules now ask another seat to decide (a game that is over waits for nobody).
        """
        if not self.history or len(self.history) <= self._ended or self.is_over():
            return None
        seat = self.history[-1].seat
        if not self.is_human(seat) or self.to_move() == seat:
            return None
        return seat

    def end_turn(self, seat: int) -> None:
        """End this human's turn: their decisions become final and the other seats may act."""
        if self.waiting_seat() != seat:
            raise ValueError(f"{self.seat_name(seat)} has no finished turn to end.")
        self._ended = len(self.history)
        self.revision += 1

    def undo(self, seat: int) -> None:
        """Take back this human's last decision (ValueError if it may not be taken back)."""
        if not self.can_undo(seat):
            raise ValueError(f"{self.seat_name(seat)} has nothing to undo.")
        action, before = self.history[-1], self._states[-2]
        label = self.ruleset.describe(before, action)
        self._step_back(len(self.history) - 1)
        self._add_log(seat, f"{self.ruleset.seat_title(seat)} undid: {label}.", "undo", (), len(self.history))
        self._changed()

    def take_back(self, seat: int, keep: int) -> None:
        """Go back to the position after ``keep`` plies, other seats' moves included (never below ``floor``).

        Only for a lesson, whose other seats play a script and whose chance is fixed by its seed, so stepping back
        over them hides nothing and replaying gives the same game; ordinary undo stops at another seat's move.
        """
        if not self.floor <= keep < len(self.history):
            raise ValueError(f"{self.seat_name(seat)} cannot go back there.")
        count = len(self.history) - keep
        self._step_back(keep)
        moves = "move" if count == 1 else "moves"
        self._add_log(
            seat,
            f"{self.ruleset.seat_title(seat)} went back one step of the lesson ({count} {moves}).",
            "undo",
            (),
            keep,
        )
        self._changed()

    def can_restart_turn(self, seat: int) -> bool:
        return self.can_undo(seat)

    def restart_turn(self, seat: int) -> None:
        """Go back to the start of this human's current turn in one step."""
        if not self.can_restart_turn(seat):
            raise ValueError(f"{self.seat_name(seat)} has nothing to take back this turn.")
        start = self._turn_start(seat)
        count = len(self.history) - start
        self._step_back(start)
        moves = "decision" if count == 1 else "decisions"
        text = f"{self.ruleset.seat_title(seat)} restarted the turn, taking back {count} {moves}."
        self._add_log(seat, text, "restart", (), len(self.history))
        self._changed()

    def _step_back(self, keep: int) -> None:
        """Drop every action from index ``keep`` on; their log entries stay, marked undone."""
        for indices in self._entries[keep:]:
            for j in indices:
                self.log[j] = dataclasses.replace(self.log[j], undone=True)
        del self.round_scores[self._scores_len[keep] :]
        del self.history[keep:]
        del self._states[keep + 1 :]
        del self._random[keep:]
        del self._entries[keep:]
        del self._scores_len[keep:]
        self.state = self._states[-1]

    # -- bookkeeping ---------------------------------------------------------

    def note(self, text: str, seat: int | None = None) -> LogEntry:
        """Add a line by the program (e.g. "The computer's search failed; it played a legal move instead")."""
        index = self._add_log(seat, text, "note", (), len(self.history))
        self.revision += 1
        return self.log[index]

    def _add_log(self, seat: int | None, text: str, kind: str, targets: tuple[str, ...], ply: int) -> int:
        index = len(self.log)
        self.log.append(LogEntry(index, seat, text, kind, targets, ply))
        return index

    def _changed(self) -> None:
        self.revision += 1
        if self.autosave is not None:
            try:
                self.last_autosave = self.autosave(self)
            except Exception as exc:  # a full disk or a state the ruleset cannot write: play goes on
                self.note(f"The game could not be autosaved: {exc}.")


def _rng_state(state: GameState) -> Any:
    rng = getattr(state, "rng", None)
    return getattr(rng, "state", None)
