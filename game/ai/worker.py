"""Computer seats think off the render loop.

``AIWorker.start`` hands a request to a background thread and returns at once;
the loop calls ``poll()`` once per frame until an ``AIResult`` arrives. The
agent only ever receives ``ruleset.determinize(state, fresh_seed)``, so it sees
no more than a player at the table. ``cancel()`` (undo, quit, leaving the
scene) stops the search and discards whatever it answers. If the agent raises,
or answers a move that is not legal in the real state, the worker answers a
legal fallback move and says so in ``AIResult.error`` so the player can be told.

The watchdog lives in ``poll``: a request not answered within its thinking
time plus a margin (``WATCHDOG_MARGIN``) is abandoned, its child process is
killed (the next request starts a fresh one) and the seat plays a legal
fallback move with a sentence saying so. A child that hangs or is stopped
(SIGSTOP) therefore costs one late move, never a stuck game; a request that
finds the child still busy with a cancelled one replaces that child too.

Two ways to think (``mode``):

- ``"process"`` (the default with the standard agents): the thread hands the
  search to a child process (``game.ai.process``), so the render loop keeps the
  GIL and its frame rate; if the child cannot be used (a ruleset that cannot be
  sent to it), that request is thought about in the thread instead;
- ``"thread"`` (always used with a custom ``agent_factory``, e.g. tests): the
  search runs in the thread, and the interpreter's switch interval is lowered
  while it thinks (DESIGN.md: 46 fps -> 57 fps on two cores).
"""

from __future__ import annotations

import queue
import random
import sys
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass

from game.ai import make_agent
from game.ai.agent import Agent, fingerprint
from game.ai.process import ChildBusy, ChildError, ChildGone, SearchProcess
from rules.core import Action, GameState, Ruleset

__all__ = ["AIResult", "AIWorker"]

#: Switch interval while an agent thinks in a thread (seconds): the render loop gets the GIL back quickly.
THINKING_SWITCH_INTERVAL = 0.001
#: Seconds past its thinking time a request may take before the watchdog gives up on it: room for a
#: fresh child process to start on a busy machine. Half the thinking time is added for long budgets.
WATCHDOG_MARGIN = 10.0
#: How long a request waits for a child still finishing a cancelled request before replacing it.
CANCEL_GRACE = 1.0


@dataclass
class AIResult:
    """The answer for one request: ``action`` is always legal in the state that was asked about."""

    seat: int
    action: Action
    error: str | None
    elapsed: float


@dataclass
class _Job:
    number: int
    cancel: threading.Event
    agent: Agent
    level: str
    budget: float | None
    began: float
    deadline: float  # perf_counter time after which the watchdog answers for the agent
    ruleset: Ruleset
    state: GameState  # the real state (the fallback move must be legal there)
    seat: int


class AIWorker:
    """Runs one computer decision at a time off the caller's thread; never blocks the caller.

    ``agent_factory(level, ruleset, seed)`` builds the agent (``make_agent`` by
    default; tests pass deliberately slow or broken agents). ``seed`` makes the
    determinization seeds and the agents' seeds reproducible (headless
    simulation); None draws them from the system. ``mode`` is "process",
    "thread" or "auto" (process with the standard agents, thread otherwise).
    ``margin`` is the watchdog's allowance past the thinking time (seconds).
    """

    def __init__(
        self,
        agent_factory: Callable[[str, Ruleset, int | None], Agent] | None = None,
        seed: int | None = None,
        mode: str = "auto",
        margin: float = WATCHDOG_MARGIN,
    ) -> None:
        if mode not in ("auto", "thread", "process"):
            raise ValueError(f"unknown worker mode {mode!r} (auto, thread or process)")
        if mode == "auto":
            mode = "thread" if agent_factory is not None else "process"
        self.mode = mode
        self.margin = margin
        self._factory = agent_factory or make_agent
        self._rng = random.Random(seed) if seed is not None else random.SystemRandom()
        self._results: queue.SimpleQueue[tuple[int, AIResult | Exception]] = queue.SimpleQueue()
        self._lock = threading.Lock()
        self._job: _Job | None = None
        self._thread: threading.Thread | None = None
        self._count = 0
        self._saved_interval: float | None = None
        self._process: SearchProcess | None = None
        self._process_lock = threading.Lock()
        # Per (game, seat): positions met and moves made there, so a seat never loops (see Agent.choose).
        self._memories: dict[tuple[str, int], dict] = {}
        self._carries: dict[tuple[str, str, int], dict] = {}  # an agent's ``carry`` per game, level and seat

    # -- the caller's side (render loop) -------------------------------------

    @property
    def busy(self) -> bool:
        """True while a request is being thought about (and its answer not yet polled)."""
        return self._job is not None

    @property
    def progress(self) -> float | None:
        """0..1: how far through its thinking time the seat is (None when idle or unknown)."""
        job = self._job
        if job is None:
            return None
        if self.mode == "thread" and job.agent.progress is not None:
            return job.agent.progress
        budget = job.budget if job.budget is not None else job.agent.default_budget
        if not budget:
            return None
        return min(1.0, (time.perf_counter() - job.began) / budget)

    def start(
        self,
        ruleset: Ruleset,
        state: GameState,
        seat: int,
        level: str,
        budget: float | None = None,
    ) -> None:
        """Begin thinking for ``seat`` (a running request is cancelled first). Never blocks.

        ValueError if ``seat`` is not the seat to move in ``state``.
        """
        mover = ruleset.to_move(state)
        if mover != seat:
            raise ValueError(f"{ruleset.seat_title(seat)} is not deciding now (to move: {mover})")
        self.cancel()
        self._count += 1
        agent = self._factory(level, ruleset, self._rng.getrandbits(63))
        if isinstance(getattr(agent, "memory", None), dict):
            agent.memory = self._memories.setdefault((ruleset.id, seat), {})
        if isinstance(getattr(agent, "carry", None), dict):
            agent.carry = self._carries.setdefault((ruleset.id, level, seat), {})
        began = time.perf_counter()
        thinking = budget if budget is not None else (agent.default_budget or 0.0)
        deadline = began + thinking + max(self.margin, thinking / 2)
        job = _Job(self._count, threading.Event(), agent, level, budget, began, deadline, ruleset, state, seat)
        seen = ruleset.determinize(state, self._rng.getrandbits(63))
        with self._lock:
            self._job = job
        if self.mode == "thread":
            self._slow_switching()
        thread = threading.Thread(
            target=self._run,
            args=(job, ruleset, state, seen, seat, budget),
            name=f"ai-seat-{seat + 1}",
            daemon=True,
        )
        self._thread = thread
        thread.start()

    def poll(self) -> AIResult | None:
        """The answer if it is ready, else None at once. Answers of cancelled requests are dropped.

        Re-raises the ruleset's own exception if even the fallback could not list a
        legal move (a broken ruleset, not a broken agent).
        """
        while True:
            try:
                number, result = self._results.get_nowait()
            except queue.Empty:
                return self._watchdog()
            with self._lock:
                if self._job is None or self._job.number != number:
                    continue
                self._job = None
                self._restore_switching()
            if isinstance(result, Exception):
                raise result
            return result

    def _watchdog(self) -> AIResult | None:
        """A fallback answer for a request past its deadline (its child is killed), else None."""
        job = self._job
        if job is None or time.perf_counter() < job.deadline:
            return None
        with self._lock:
            if self._job is not job:
                return None
            self._job = None
            self._restore_switching()
        job.cancel.set()
        process = self._process
        if self.mode == "process" and process is not None:
            self._discard_process(process)  # a thread still waiting on it wakes with ChildGone; its answer is dropped
        action = self._fallback(job.ruleset, job.state, job.seat)
        waited = time.perf_counter() - job.began
        error = (
            f"The computer player for {job.ruleset.seat_title(job.seat)} did not answer within {waited:.1f} seconds, "
            "so its search was stopped and restarted, and it played a legal move instead."
        )
        return AIResult(job.seat, action, error, waited)

    def cancel(self) -> None:
        """Stop the current search; whatever it answers is discarded."""
        with self._lock:
            job, self._job = self._job, None
        if job is not None:
            job.cancel.set()
            process = self._process
            if process is not None:
                process.cancel(job.number)
            self._restore_switching()

    def wait(self, timeout: float | None = None) -> AIResult | None:
        """Block until the answer arrives (headless simulation and tests only, never the render loop)."""
        deadline = None if timeout is None else time.monotonic() + timeout
        while self.busy:
            result = self.poll()
            if result is not None:
                return result
            if deadline is not None and time.monotonic() >= deadline:
                return None
            thread = self._thread
            if thread is not None:
                thread.join(0.005)
        return None

    def shutdown(self) -> None:
        """Cancel any search, let the thread finish and close the child process (threads are daemons)."""
        self.cancel()
        thread = self._thread
        if thread is not None and thread is not threading.current_thread():
            thread.join(0.5)
        self._thread = None
        with self._process_lock:
            process, self._process = self._process, None
        if process is not None:
            process.close()

    # -- switch interval while thinking in a thread ------------------------------

    def _slow_switching(self) -> None:
        if self._saved_interval is None:
            self._saved_interval = sys.getswitchinterval()
            sys.setswitchinterval(min(self._saved_interval, THINKING_SWITCH_INTERVAL))

    def _restore_switching(self) -> None:
        if self._saved_interval is not None:
            sys.setswitchinterval(self._saved_interval)
            self._saved_interval = None

    # -- the thread's side ---------------------------------------------------

    def _search_process(self) -> SearchProcess:
        with self._process_lock:
            if self._process is None or not self._process.alive:
                self._process = SearchProcess()
            return self._process

    def _discard_process(self, process: SearchProcess) -> None:
        with self._process_lock:
            if self._process is process:
                self._process = None
        process.kill()

    def _think(self, job: _Job, ruleset: Ruleset, seen: GameState, seat: int, budget: float | None) -> Action:
        """The agent's answer: in the child process when the mode says so, else in this thread."""
        if self.mode == "process":
            memory = job.agent.memory
            key = fingerprint(ruleset, seen)
            request = (job.number, job.level, ruleset, seen, seat, budget, job.agent.rng.getrandbits(63), key)
            try:
                process = self._search_process()
                if job.cancel.is_set():
                    process.cancel(job.number)
                try:
                    action, tried = process.choose(*request, memory.get(key, set()), grace=CANCEL_GRACE)
                except ChildBusy:  # still stuck on a cancelled request: replace that child
                    self._discard_process(process)
                    action, tried = self._search_process().choose(*request, memory.get(key, set()))
            except ChildError:
                raise
            except Exception:  # the child could not be used (e.g. a ruleset it cannot receive): think here
                return job.agent.choose(seen, seat, budget, job.cancel)
            if tried:
                memory[key] = tried
            return action
        return job.agent.choose(seen, seat, budget, job.cancel)

    def _run(
        self,
        job: _Job,
        ruleset: Ruleset,
        real: GameState,
        seen: GameState,
        seat: int,
        budget: float | None,
    ) -> None:
        began = time.perf_counter()
        error: str | None = None
        action: Action | None = None
        try:
            action = self._think(job, ruleset, seen, seat, budget)
        except ChildGone:
            error = (
                f"The computer player for {ruleset.seat_title(seat)} lost its search process before it answered; "
                "a new one will think for the next move, and it played a legal move instead."
            )
        except Exception as exc:  # any bug in an agent must not stop the game
            kind = getattr(exc, "kind", type(exc).__name__)
            error = (
                f"The computer player for {ruleset.seat_title(seat)} ran into a problem ({kind}: {exc}) "
                "and played a legal move instead."
            )
        if job.cancel.is_set():
            return
        try:
            if action is not None:
                reason = ruleset.explain(real, action) if isinstance(action, Action) else "it is not an action"
                if reason is not None:
                    error = (
                        f"The computer player for {ruleset.seat_title(seat)} chose a move that is not allowed "
                        f"({reason}) and played a legal move instead."
                    )
                    action = None
            if action is None:
                action = self._fallback(ruleset, real, seat)
        except Exception as exc:  # the ruleset itself failed: no legal move can be offered
            self._results.put((job.number, exc))
            return
        self._results.put((job.number, AIResult(seat, action, error, time.perf_counter() - began)))

    def _fallback(self, ruleset: Ruleset, state: GameState, seat: int) -> Action:
        """A legal move when the agent failed: a random one among those listed for the real state."""
        legal = ruleset.legal_actions(state)
        if not legal:
            raise ValueError(f"{ruleset.seat_title(seat)} has no legal move")
        return random.Random(len(legal)).choice(legal)
