"""The computer seats and the hint: thinking off the loop, moving at the settings' pace.

Computer seats think in an ``AIWorker`` that is polled once per frame (the loop
never waits), and their moves are paced by ``settings.ai_pace`` so a person can
follow them. Where the board says each event of a move is a step of its own
(Age of Empires III's automatic resolution: Initiative paying out, the ship
won, the specialists handed out), each step gets that pace too: the next
computer move waits one pace per step, and the steps light up one after
another in their seats' colours. A hint asks the Normal agent in a thread and
answers as a toast. A mixin of ``PlayScene``: it reads the scene's match,
toasts and settings.
"""

from __future__ import annotations

import threading

from rules.core import IllegalAction

HINT_BUDGET = 1.0  # seconds the Normal agent thinks for a hint
HINT_SECONDS = 9.0  # how long a hint stays on screen


class ComputerSeats:
    """The play scene's computer seats (``_computer`` once per frame) and its Hint button."""

    @property
    def worker(self):
        if self._worker is None:
            from game.ai.worker import AIWorker

            self._worker = AIWorker()
        return self._worker

    def close(self) -> None:
        if self._worker is not None:
            self._worker.cancel()
            self._worker.shutdown()

    def _stop_thinking(self) -> None:
        if self._worker is not None:
            self._worker.cancel()
        self.pending = None
        self.asked_revision = None

    def ask_hint(self) -> None:
        """Ask for a suggested move in a background thread; the answer arrives as a toast."""
        seat = self.seat_now()
        if seat is None or not self.match.is_human(seat) or self.hint_job is not None or self.waiting() is not None:
            return
        from game import ai

        box: list = []
        ruleset, state = self.match.ruleset, self.match.state

        def think() -> None:
            try:
                box.append(ai.hint(ruleset, state, seat, HINT_BUDGET))
            except Exception as exc:  # the answer is a message either way
                box.append(exc)

        self.hint_job = (self.match.revision, box)
        threading.Thread(target=think, name="hint", daemon=True).start()
        self.resize()

    def _poll_hint(self) -> None:
        if self.hint_job is None or not self.hint_job[1]:
            return
        revision, box = self.hint_job
        self.hint_job = None
        answer = box[0]
        if revision != self.match.revision:
            pass  # the position changed meanwhile: the hint no longer applies
        elif isinstance(answer, Exception):
            self.toasts.show(f"No hint this time: {answer}", "error")
        else:
            self.toasts.show(answer[1], "info", HINT_SECONDS)
        if self.root is not None:
            self.resize()

    # -- pace ---------------------------------------------------------------------------

    def _note_steps(self, forward: bool) -> None:
        """After a change: the latest move's log entries become the steps to show (a move forward on a board that
        paces its events), else there is nothing to show step by step."""
        steps: tuple = ()
        if forward and getattr(self.view, "paces_events", False):
            entries = []
            for entry in reversed(self.match.log):
                if entry.ply != self.match.ply:
                    break
                if entry.kind != "note" and not entry.undone:
                    entries.append(entry)
            steps = tuple(reversed(entries))
        self.steps = steps
        self.step_states = self._stages() if len(steps) >= 2 else ()

    def _stages(self) -> tuple:
        """The position after each step of the latest move (the rules' ``stages``), or () if they do not match."""
        history = self.match.history
        try:
            states = tuple(self.match.ruleset.stages(self.match.states[-2], history[-1]))
        except Exception:  # a rules bug: the board shows the move's end at once, as before
            return ()
        return states if len(states) == len(self.steps) else ()

    def _shown_step(self) -> int | None:
        """How many of the latest move's steps are on the board while they are being shown (None: not now)."""
        pace = self.app.settings.ai_pace
        if len(self.steps) < 2 or not self.step_states or pace <= 0:
            return None
        shown = 1 + int(self.since_change / pace)
        return shown if shown < len(self.steps) else None

    def presenting(self) -> bool:
        """The latest move's steps are being shown one a pace apart (the board shows a position before its end)."""
        return self._shown_step() is not None

    def shown_state(self):
        """The position the board shows: while a move's steps are shown, the one after the step shown."""
        shown = self._shown_step()
        return self.match.state if shown is None else self.step_states[shown - 1]

    def skip_steps(self) -> None:
        """Show the end of the latest move now (a click on the board while its steps are shown)."""
        self.since_change = max(self.since_change, self.app.settings.ai_pace * len(self.steps))

    def pace_due(self) -> bool:
        """The next computer move may be played: one pace per step of the latest move has passed since it."""
        return self.since_change >= self.app.settings.ai_pace * max(1, len(self.steps))

    def last_moves_now(self) -> dict[int, tuple[str, ...]]:
        """What each seat's last move touched, as far as the latest move's steps have been shown yet.

        While the steps are shown one a pace apart, each shown step lights its own
        seat's places (the Initiative money in its taker's colour); once all are
        shown they stay lit so, each in its seat's colour, until the next move.
        """
        if len(self.steps) < 2:
            return self._last_moves
        pace = self.app.settings.ai_pace
        shown = len(self.steps) if pace <= 0 else 1 + int(self.since_change / pace)
        mover = self.match.history[-1].seat if self.match.history else None
        later = {t for entry in self.steps for t in entry.targets}  # lit as their steps come, not before
        out = {seat: tuple(t for t in ids if t not in later) for seat, ids in self._last_moves.items()}
        for entry in self.steps[:shown]:
            seat = entry.seat if entry.seat is not None else mover
            if seat is not None:
                out[seat] = (*out.get(seat, ()), *entry.targets)
        return out

    def _computer(self) -> None:
        """Ask the worker for the computer seat's move; play it once the pace allows. Never waits."""
        seat = self.seat_now()
        if seat is None or self.match.is_human(seat):
            return
        revision = self.match.revision
        if self.pending is None:
            if self.asked_revision != revision:
                level = self.match.seats[seat].level or "normal"
                self.asked_revision = revision
                try:
                    self.worker.start(self.match.ruleset, self.match.state, seat, level)
                except Exception as exc:  # a bad level name must not freeze the game
                    self._stuck(seat, f"cannot think: {exc}")
                return
            try:
                self.pending = self.worker.poll()
            except Exception as exc:
                self._stuck(seat, f"found no move to make ({type(exc).__name__}: {exc})")
                return
        result = self.pending
        if result is None or not self.pace_due():
            return
        self.pending = None
        name = self.match.seat_name(seat)
        if result.error:  # the worker's sentence already says a legal move was played instead
            self.toasts.show(f"{name}: {result.error}", "error")
        try:
            self.match.submit(result.action)
            if result.error:
                self.match.note(f"{name}: {result.error}", seat)
        except IllegalAction as exc:
            self.toasts.show(f"{self.match.seat_name(seat)} tried an illegal move: {exc.reason}", "error")
            self.asked_revision = None
            return
        except OSError as exc:
            self.toasts.show(f"Autosave failed: {exc}", "error")
        except Exception as exc:  # a rules bug: apply raised before the match changed
            self._stuck(seat, f"could not make its move ({type(exc).__name__}: {exc})")
            return
        self.since_change = 0.0
        self.log_scroll = 0
        self._sync()

    def _stuck(self, seat: int, what: str) -> None:
        """The computer seat cannot move here: say so once, stop showing it as thinking (until the position changes)."""
        sentence = f"{self.match.seat_name(seat)} {what}."
        self.stuck = (self.match.revision, sentence)
        self.toasts.show(sentence, "error")

    def thinking_seat(self) -> int | None:
        seat = self.seat_now()
        if seat is None or self.match.is_human(seat) or not self.computer_moves:
            return None
        if self.stuck is not None and self.stuck[0] == self.match.revision:
            return None
        return seat
