"""Guided lessons: a fixed seed and a script of steps that point at the board and wait for one move.

A script is data (``game/tutorial/<lesson>.json``; a game may have several
lessons, the one named after the game is its first game, ``order`` places the
others after it): the game, the seed, the options, the scripted chance where
the game takes one (Age of Steam's first turn order and goods-growth dice,
``rules/steam/chance.py``), the
seats, how many minutes it takes, an optional prelude (moves of every seat,
the learner's included, played before the lesson starts and never taken back:
a lesson may begin later in a game), the computer seats' moves before the
first step, and a list of steps.
Each step says what to do and the rule behind it (with the id of its entry in
the game's rules reference, ``game/reference/<game>.json``, which the lesson
card links to), names the element ids to point at, the move it waits for (an action's text form, or ``kind:<kind>`` for
any action of that kind when what follows does not depend on the choice), the
sentence that explains the move once made, and the computer seats' scripted
moves until the learner's next step. The computer seats are scripted only
during the lesson, so the lesson is the same every time; afterwards they play
at their own level.

``Tutorial`` never holds a position of its own: where the lesson stands is
read from the match's history (which must follow the script), so undo simply
steps the lesson back. This module imports no pygame: the script test replays
it through the engine alone.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.match import Match, Seat
from rules.core import Action

__all__ = ["Script", "Step", "Tutorial", "available", "load_script"]

HERE = Path(__file__).parent


@dataclass(frozen=True)
class Step:
    """One thing the learner does: what and why, where to look, the move expected, what it did."""

    text: str
    rule: str
    point_at: tuple[str, ...]
    expect: str  # an action's text form, or "kind:<kind>"
    after: str
    refuse: str = ""  # why another move is not taken now (a default sentence when empty)
    computer_after: tuple[str, ...] = ()
    entry: str = ""  # the rules-reference entry of the step's rule (the card's link opens it)

    def accepts(self, action: Action) -> bool:
        if self.expect.startswith("kind:"):
            return action.kind == self.expect[5:]
        return action.text == self.expect


@dataclass(frozen=True)
class Script:
    game: str
    title: str
    seed: int
    options: dict[str, Any]
    seats: tuple[Seat, ...]
    learner: int
    computer_before: tuple[str, ...]
    steps: tuple[Step, ...]
    final: str
    moves: tuple[tuple[str, int | None], ...] = field(default=())  # (action text or expect, step index or None)
    prelude: tuple[str, ...] = ()
    minutes: int = 0  # about how long the lesson takes ("Learn to play" says so)
    summary: str = ""  # what it teaches, in a sentence
    id: str = ""  # the lesson's name: its file's stem ("endeavor", "endeavor_rest"); "Learn to play" ticks it
    order: int = 0  # where it comes among its game's lessons (the first game: 0)
    chance: dict[str, Any] = field(default_factory=dict)  # scripted luck in the ruleset's form (Match's chance)

    def new_match(self) -> Match:
        """A fresh match of the lesson: the script's seed, chance, options and seats, no autosave, the prelude
        played."""
        match = Match(self.game, list(self.seats), self.seed, dict(self.options), chance=dict(self.chance) or None)
        for text in self.prelude:
            match.submit(Action.parse(text))
        match.floor = match.ply  # undo never goes back into the prelude
        return match


def available() -> list[str]:
    """The lessons there are, by name (a game's first game is named after the game)."""
    return sorted(p.stem for p in HERE.glob("*.json"))


def load_script(lesson: str) -> Script:
    """The lesson named ``lesson`` from its JSON file (ValueError naming the file and what is wrong)."""
    path = HERE / f"{lesson}.json"
    try:
        return _parse(json.loads(path.read_text(encoding="utf-8")), lesson)
    except (OSError, ValueError, KeyError, TypeError) as exc:
        raise ValueError(f"the lesson {path.name} cannot be read: {exc!r}") from exc


def _parse(data: dict[str, Any], lesson: str = "") -> Script:
    seats = tuple(Seat(s["kind"], s.get("level"), s.get("name", "")) for s in data["seats"])
    learners = [i for i, s in enumerate(seats) if s.kind == "human"]
    if len(learners) != 1:
        raise ValueError("a lesson has exactly one human seat (the learner)")
    steps = tuple(
        Step(
            text=st["text"],
            rule=st.get("rule", ""),
            point_at=tuple(st.get("point_at", ())),
            expect=st["expect"],
            after=st.get("after", ""),
            refuse=st.get("refuse", ""),
            computer_after=tuple(st.get("computer_after", ())),
            entry=st.get("entry", ""),
        )
        for st in data["steps"]
    )
    prelude = tuple(data.get("prelude", ()))
    moves: list[tuple[str, int | None]] = [(t, None) for t in (*prelude, *data.get("computer_before", ()))]
    for i, st in enumerate(steps):
        moves.append((st.expect, i))
        moves.extend((t, None) for t in st.computer_after)
    return Script(
        game=data["game"],
        title=data.get("title", "Learn to play"),
        seed=int(data["seed"]),
        options=dict(data.get("options", {})),
        seats=seats,
        learner=learners[0],
        computer_before=tuple(data.get("computer_before", ())),
        steps=steps,
        final=data.get("final", ""),
        moves=tuple(moves),
        prelude=prelude,
        minutes=int(data.get("minutes", 0)),
        summary=data.get("summary", ""),
        id=lesson or data["game"],
        order=int(data.get("order", 0)),
        chance=dict(data.get("chance", {})),
    )


class Tutorial:
    """Where a match stands in its lesson, and what the lesson allows now."""

    def __init__(self, script: Script) -> None:
        self.script = script

    def position(self, match: Match) -> int | None:
        """How many scripted moves the match has made; None once it has left the script (or gone past it)."""
        moves = self.script.moves
        if match.ply > len(moves):
            return None
        for action, (expect, step) in zip(match.history, moves, strict=False):
            if step is None and action.text != expect:
                return None
            if step is not None and not self.script.steps[step].accepts(action):
                return None
        return match.ply

    def finished(self, match: Match) -> bool:
        pos = self.position(match)
        return pos is None or pos >= len(self.script.moves)

    def step_index(self, match: Match) -> int | None:
        """The step the learner is on (waiting for its move, or for the computer seats after it)."""
        pos = self.position(match)
        if pos is None or pos >= len(self.script.moves):
            return None
        for expect_step in self.script.moves[pos:]:
            if expect_step[1] is not None:
                return expect_step[1]
        return None

    def waiting_for_learner(self, match: Match) -> Step | None:
        """The step whose move is due now, if the next scripted move is the learner's."""
        pos = self.position(match)
        if pos is None or pos >= len(self.script.moves):
            return None
        step = self.script.moves[pos][1]
        return None if step is None else self.script.steps[step]

    def last_done(self, match: Match) -> tuple[Step, int] | None:
        """The latest step the learner has made, and the ply of its move (for explaining its effect)."""
        pos = self.position(match)
        if pos is None:
            pos = min(match.ply, len(self.script.moves))
        for i in range(pos - 1, -1, -1):
            step = self.script.moves[i][1]
            if step is not None:
                return self.script.steps[step], i + 1
        return None

    def undo_ply(self, match: Match) -> int | None:
        """How many plies to keep to take back the learner's latest step, the scripted replies with it (None: none)."""
        pos = self.position(match)
        if pos is None or pos >= len(self.script.moves):
            return None  # off the script or over: ordinary undo only
        done = self.last_done(match)
        if done is None:
            return None
        keep = done[1] - 1
        return keep if keep >= match.floor else None

    def computer_move(self, match: Match) -> Action | None:
        """The scripted move of the computer seat to move now (None: not scripted, the seat plays itself)."""
        pos = self.position(match)
        if pos is None or pos >= len(self.script.moves):
            return None
        text, step = self.script.moves[pos]
        if step is not None:
            return None
        action = Action.parse(text)
        return action if action.seat == match.to_move() else None

    def refusal(self, match: Match, action: Action, describe: Callable[[Action], str] | None = None) -> str | None:
        """Why the lesson does not take ``action`` now (None: it is the move asked for, or the lesson is over)."""
        pos = self.position(match)
        if pos is None or pos >= len(self.script.moves):
            return None
        text, step = self.script.moves[pos]
        if step is None:
            return None if action.text == text else "Wait a moment: the other players move first."
        st = self.script.steps[step]
        if st.accepts(action):
            return None
        if st.refuse:
            return st.refuse
        if st.expect.startswith("kind:"):
            return f"That move is legal, but this lesson asks you to {st.expect[5:].replace('_', ' ')} now."
        wanted = describe(Action.parse(st.expect)) if describe is not None else st.expect
        return f"That move is legal, but this lesson asks for another one first: {wanted}."
