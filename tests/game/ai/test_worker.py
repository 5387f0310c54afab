"""The worker: computer seats think off the render loop, can be cancelled, and never break the game."""

import os
import signal
import threading
import time
from typing import ClassVar

import pytest

from game.ai import make_agent
from game.ai.agent import Agent
from game.ai.worker import AIWorker
from rules.core import Action


class RaisingAgent(Agent):
    level = "raising"

    def decide(self, state, seat, legal, budget, cancel):
        raise RuntimeError("the search tree caught fire")


class IllegalAgent(Agent):
    level = "illegal"

    def decide(self, state, seat, legal, budget, cancel):
        return Action.make("place", seat, cell=99)


class SlowAgent(Agent):
    """Thinks until cancelled (or 5 s), checking its cancel event the way real agents do."""

    level = "slow"
    stopped_at: float | None = None

    def decide(self, state, seat, legal, budget, cancel):
        end = time.perf_counter() + 5.0
        while time.perf_counter() < end and not cancel.is_set():
            sum(range(2000))  # busy, like a search
        SlowAgent.stopped_at = time.perf_counter()
        return legal[0]


class PeekingAgent(Agent):
    """Records the generator state it was shown, to prove it never sees the real one."""

    level = "peeking"
    seen_rng: ClassVar[list[int]] = []

    def choose(self, state, seat, budget=None, cancel=None):
        PeekingAgent.seen_rng.append(state.rng.state)
        return self.ruleset.legal_actions(state)[0]


def factory_of(cls):
    return lambda level, ruleset, seed: cls(ruleset, seed)


def test_the_worker_answers_a_legal_action_for_the_seat_to_move(tiny):
    state = tiny.new_game(3, seed=4)
    worker = AIWorker(seed=1)
    worker.start(tiny, state, 0, "random")
    result = worker.wait(5)
    assert result is not None and result.error is None
    assert result.seat == 0
    assert tiny.explain(state, result.action) is None
    assert not worker.busy


def test_an_agent_that_raises_gives_a_legal_fallback_and_tells_the_player(tiny):
    state = tiny.new_game(2, seed=1)
    worker = AIWorker(agent_factory=factory_of(RaisingAgent), seed=1)
    worker.start(tiny, state, 0, "raising")
    result = worker.wait(5)
    assert tiny.explain(state, result.action) is None
    assert "Red" in result.error and "caught fire" in result.error and result.error.endswith(".")


def test_an_agent_that_answers_an_illegal_move_gives_a_legal_fallback_with_the_reason(tiny):
    state = tiny.new_game(2, seed=1)
    worker = AIWorker(agent_factory=factory_of(IllegalAgent), seed=1)
    worker.start(tiny, state, 0, "illegal")
    result = worker.wait(5)
    assert tiny.explain(state, result.action) is None
    assert "not allowed" in result.error and "no such cell" in result.error


def test_the_agent_sees_a_determinized_copy_never_the_real_generator(tiny):
    state = tiny.new_game(2, seed=1)
    PeekingAgent.seen_rng.clear()
    worker = AIWorker(agent_factory=factory_of(PeekingAgent), seed=1)
    worker.start(tiny, state, 0, "peeking")
    assert worker.wait(5) is not None
    assert PeekingAgent.seen_rng and PeekingAgent.seen_rng[0] != state.rng.state


def test_a_slow_agent_never_blocks_the_caller_and_poll_returns_none_at_once(tiny):
    state = tiny.new_game(2, seed=1)
    worker = AIWorker(agent_factory=factory_of(SlowAgent), seed=1)
    began = time.perf_counter()
    worker.start(tiny, state, 0, "slow")
    polls = [worker.poll() for _ in range(50)]
    assert time.perf_counter() - began < 0.5  # 50 frames' worth of polls while the agent thinks
    assert polls == [None] * 50
    assert worker.busy
    worker.shutdown()


def test_cancel_stops_the_search_within_100_ms_and_discards_the_answer(tiny):
    state = tiny.new_game(2, seed=1)
    worker = AIWorker(agent_factory=factory_of(SlowAgent), seed=1)
    SlowAgent.stopped_at = None
    worker.start(tiny, state, 0, "slow")
    time.sleep(0.05)
    cancelled_at = time.perf_counter()
    worker.cancel()
    assert not worker.busy
    deadline = time.perf_counter() + 1.0
    while SlowAgent.stopped_at is None and time.perf_counter() < deadline:
        time.sleep(0.002)
    assert SlowAgent.stopped_at is not None
    assert SlowAgent.stopped_at - cancelled_at < 0.1
    time.sleep(0.02)
    assert worker.poll() is None  # the cancelled answer never arrives


def test_starting_a_new_request_cancels_the_old_one(tiny):
    state = tiny.new_game(2, seed=1)

    def factory(level, ruleset, seed):
        return SlowAgent(ruleset, seed) if level == "slow" else make_agent(level, ruleset, seed)

    worker = AIWorker(agent_factory=factory, seed=2)
    worker.start(tiny, state, 0, "slow")
    worker.start(tiny, state, 0, "random")
    result = worker.wait(5)
    assert result is not None and result.error is None
    assert tiny.explain(state, result.action) is None


def test_the_worker_refuses_a_seat_that_is_not_deciding(tiny):
    state = tiny.new_game(2, seed=1)
    with pytest.raises(ValueError, match="Blue is not deciding"):
        AIWorker().start(tiny, state, 1, "random")


def test_the_thinking_thread_is_a_daemon_so_quitting_never_waits(tiny):
    state = tiny.new_game(2, seed=1)
    worker = AIWorker(agent_factory=factory_of(SlowAgent), seed=1)
    worker.start(tiny, state, 0, "slow")
    assert any(t.daemon and t.name == "ai-seat-1" for t in threading.enumerate())
    worker.shutdown()


def test_a_seat_remembers_its_moves_across_requests_so_it_cannot_loop(tiny):
    state = tiny.new_game(2, seed=1)
    worker = AIWorker(seed=5)
    answers = set()
    for _ in range(3):
        worker.start(tiny, state, 0, "greedy")
        answers.add(worker.wait(5).action)
    assert len(answers) == 3


def test_the_search_can_run_in_a_child_process_and_answers_a_legal_move(tiny):
    state = tiny.new_game(3, seed=4)
    worker = AIWorker(seed=1, mode="process")
    try:
        worker.start(tiny, state, 0, "normal", budget=0.1)
        assert worker.poll() is None  # the caller is not blocked while the child process starts and thinks
        result = worker.wait(20)
        assert result is not None and result.error is None
        assert tiny.explain(state, result.action) is None
    finally:
        worker.shutdown()


def test_a_cancelled_search_in_the_child_process_is_discarded(tiny):
    state = tiny.new_game(3, seed=4)
    worker = AIWorker(seed=1, mode="process")
    try:
        worker.start(tiny, state, 0, "hard", budget=30.0)
        time.sleep(0.2)
        worker.cancel()
        assert not worker.busy
        worker.start(tiny, state, 0, "random")  # the next request is answered although the first was long
        result = worker.wait(20)
        assert result is not None and tiny.explain(state, result.action) is None
    finally:
        worker.shutdown()


def _stopped_child(worker: AIWorker, tiny, state) -> int:
    """Warm the worker's child process up with one answer, then stop it with SIGSTOP; its pid."""
    margin, worker.margin = worker.margin, 60.0  # a busy machine may take seconds to start the child
    worker.start(tiny, state, 0, "random")
    warm = worker.wait(60)
    assert warm is not None and warm.error is None
    worker.margin = margin
    pid = worker._process.pid
    os.kill(pid, signal.SIGSTOP)
    return pid


@pytest.mark.skipif(not hasattr(signal, "SIGSTOP"), reason="SIGSTOP is a POSIX signal")
def test_a_stopped_child_is_killed_and_replaced_and_the_seat_plays_a_legal_move_with_a_message(tiny):
    state = tiny.new_game(3, seed=4)
    worker = AIWorker(seed=1, mode="process", margin=1.0)
    try:
        stopped = _stopped_child(worker, tiny, state)
        worker.start(tiny, state, 0, "random")
        result = worker.wait(30)
        assert result is not None and tiny.explain(state, result.action) is None
        assert "Red did not answer within" in result.error and "played a legal move instead" in result.error
        assert not _running(stopped)
        worker.margin = 60.0  # a fresh child may take seconds to start on a busy machine
        worker.start(tiny, state, 0, "random")  # the game goes on: a fresh child answers the next move
        again = worker.wait(30)
        assert again is not None and again.error is None and tiny.explain(state, again.action) is None
        assert worker._process.pid != stopped
    finally:
        worker.shutdown()


@pytest.mark.skipif(not hasattr(signal, "SIGSTOP"), reason="SIGSTOP is a POSIX signal")
def test_a_stopped_child_cannot_block_the_move_after_a_cancelled_one(tiny):
    state = tiny.new_game(3, seed=4)
    worker = AIWorker(seed=1, mode="process", margin=60.0)  # the watchdog stays out of it: the grace acts
    try:
        stopped = _stopped_child(worker, tiny, state)
        worker.start(tiny, state, 0, "random")
        worker.cancel()  # an undo while the stopped child "thinks"
        worker.start(tiny, state, 0, "random")
        result = worker.wait(30)
        assert result is not None and result.error is None and tiny.explain(state, result.action) is None
        assert not _running(stopped)
    finally:
        worker.shutdown()


def _running(pid: int) -> bool:
    """Whether ``pid`` is still a process (the worker's kill also reaps its child)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


class CountingAgent(Agent):
    """Counts its seat's decisions in ``carry``: what a plan over several decisions keeps between them."""

    level = "counting"
    counts: ClassVar[list[tuple[int, int]]] = []

    def decide(self, state, seat, legal, budget, cancel):
        self.carry["decisions"] = self.carry.get("decisions", 0) + 1
        CountingAgent.counts.append((seat, self.carry["decisions"]))
        return legal[0]


def test_a_seat_keeps_what_its_plan_carries_from_request_to_request(tiny):
    """Each request makes a new agent; the worker hands it its seat's ``carry`` (Age of Steam's round plans are
    made at a round's first decision and played at the next ones), and another seat has its own."""
    CountingAgent.counts.clear()
    state = tiny.new_game(2, seed=1)
    worker = AIWorker(agent_factory=factory_of(CountingAgent), seed=1)
    for _ in range(3):
        worker.start(tiny, state, 0, "counting")
        worker.wait(5)
    after = tiny.apply(state, tiny.legal_actions(state)[0])
    worker.start(tiny, after, tiny.to_move(after), "counting")
    worker.wait(5)
    assert CountingAgent.counts == [(0, 1), (0, 2), (0, 3), (tiny.to_move(after), 1)]


def test_the_search_child_keeps_a_seats_carry_between_requests(tiny, monkeypatch):
    """The window's search child makes an agent per request too and hands it the carry of its game, level and
    seat, kept for as long as the child serves the match."""
    import game.ai
    import game.ai.heap
    from game.ai import process

    CountingAgent.counts.clear()
    monkeypatch.setattr(game.ai, "make_agent", lambda level, ruleset, seed: CountingAgent(ruleset, seed))
    monkeypatch.setattr(process.os, "nice", lambda n: 0)  # served here, in the test's own process
    monkeypatch.setattr(game.ai.heap, "settle", lambda: None)
    state = tiny.new_game(2, seed=1)
    seat = tiny.to_move(state)
    requests = [(n, "counting", tiny, state, seat, None, n, "key", []) for n in (1, 2, 3)]

    class Pipe:
        def __init__(self):
            self.sent = []

        def recv(self):
            return requests.pop(0) if requests else None

        def send(self, answer):
            self.sent.append(answer)

    pipe = Pipe()
    process._serve(pipe, None)
    assert [a[0] for a in pipe.sent] == ["ok", "ok", "ok"]
    assert CountingAgent.counts == [(seat, 1), (seat, 2), (seat, 3)]
