"""The search in a child process, so a thinking computer seat does not take the GIL from the render loop.

DESIGN.md measured a CPU-bound thread taking a 60 fps loop down to ~46 fps (57 with
a shorter switch interval). ``SearchProcess`` owns one child process (``spawn``:
no pygame, no window, only ``rules`` and ``game.ai`` are imported there) that
runs one agent decision at a time. The worker's thread calls ``choose``, which
blocks that thread, never the render loop. Cancelling writes the job number to a
shared integer the child's agent reads as its cancel event, so the child stops
within one search iteration. A child that does not stop (stopped by a signal,
hung in a bug) is not waited for: ``choose`` gives up on a busy child after a
short grace (``ChildBusy``), and the worker's watchdog ``kill``s it, which
wakes any thread still waiting on it (``ChildGone``).
"""

from __future__ import annotations

import contextlib
import multiprocessing as mp
import os
import threading
from typing import Any

from rules.core import Action, GameState, Ruleset

__all__ = ["ChildBusy", "ChildError", "ChildGone", "SearchProcess"]


class ChildError(RuntimeError):
    """The agent raised in the child process; ``kind`` is the exception's type name."""

    def __init__(self, kind: str, message: str) -> None:
        super().__init__(message)
        self.kind = kind


class ChildGone(ChildError):
    """The child died or was killed before it answered."""

    def __init__(self) -> None:
        super().__init__("ChildGone", "the search process stopped before it answered")


class ChildBusy(RuntimeError):
    """The child is still answering an earlier (cancelled) request and did not finish within the grace."""


class _SharedCancel:
    """Looks like a threading.Event to the agent: set once the parent cancels this job (or a later one)."""

    def __init__(self, cancelled: Any, number: int) -> None:
        self._cancelled = cancelled
        self._number = number

    def is_set(self) -> bool:
        return self._cancelled.value >= self._number

    def set(self) -> None:
        self._cancelled.value = max(self._cancelled.value, self._number)


def _serve(conn: Any, cancelled: Any) -> None:
    """The child's loop: one request in, one answer out, until the pipe closes or None arrives."""
    from game.ai import make_agent
    from game.ai.heap import settle

    # The search yields the CPU to the window: on a machine with few cores the
    # render loop must not wait behind it (frames, not the search, set the pace).
    with contextlib.suppress(AttributeError, OSError):
        os.nice(10)
    carries: dict[tuple, dict] = {}  # per game, level and seat: what its agents keep between decisions
    while True:
        try:
            request = conn.recv()
        except (EOFError, OSError):
            return
        if request is None:
            return
        number, level, ruleset, state, seat, budget, seed, key, tried = request
        try:
            agent = make_agent(level, ruleset, seed)
            agent.memory = {key: set(tried)} if tried else {}
            agent.carry = carries.setdefault((ruleset.id, level, seat), {})
            settle()
            action = agent.choose(state, seat, budget, _SharedCancel(cancelled, number))
            conn.send(("ok", number, action, sorted(agent.memory.get(key, ()), key=str)))
        except Exception as exc:  # reported to the parent, which plays a legal fallback
            conn.send(("error", number, type(exc).__name__, str(exc)))


class SearchProcess:
    """A child process that runs agents' decisions; ``choose`` is called from a worker thread."""

    def __init__(self) -> None:
        ctx = mp.get_context("spawn")
        self._cancelled = ctx.Value("q", 0, lock=False)
        self._conn, child = ctx.Pipe()
        self._process = ctx.Process(target=_serve, args=(child, self._cancelled), name="ai-search", daemon=True)
        self._process.start()
        child.close()
        self._lock = threading.Lock()

    @property
    def alive(self) -> bool:
        return self._process.is_alive()

    @property
    def pid(self) -> int | None:
        return self._process.pid

    def choose(
        self,
        number: int,
        level: str,
        ruleset: Ruleset,
        state: GameState,
        seat: int,
        budget: float | None,
        seed: int,
        key: str,
        tried: set[Action],
        grace: float = 1.0,
    ) -> tuple[Action, set[Action]]:
        """Run one decision in the child (job ``number``); returns the action and the moves tried there.

        ChildBusy if an earlier request still holds the child after ``grace``
        seconds; ChildGone if the child dies (or is killed) before answering.
        """
        if not self._lock.acquire(timeout=grace):
            raise ChildBusy("the search process is still busy with an earlier request")
        try:
            self._conn.send((number, level, ruleset, state, seat, budget, seed, key, sorted(tried, key=str)))
            while True:
                answer = self._conn.recv()
                if answer[1] != number:
                    continue  # a stale answer (cannot happen with the lock, kept for safety)
                if answer[0] == "ok":
                    return answer[2], set(answer[3])
                raise ChildError(answer[2], answer[3])
        except (EOFError, OSError):
            raise ChildGone() from None
        finally:
            self._lock.release()

    def cancel(self, number: int) -> None:
        """Jobs up to ``number`` stop at their next check."""
        if self._cancelled.value < number:
            self._cancelled.value = number

    def kill(self) -> None:
        """End the child at once (SIGKILL also ends a stopped one); a thread waiting on it gets ChildGone."""
        with contextlib.suppress(OSError, ValueError, AttributeError):
            self._process.kill()
        with contextlib.suppress(OSError, ValueError, AttributeError):
            self._process.join(1.0)

    def close(self) -> None:
        with contextlib.suppress(OSError, ValueError):
            self._conn.send(None)
        self._process.join(0.5)
        if self._process.is_alive():
            self.kill()
        self._conn.close()
