"""Steps the search tests share: cancelling a search midway, and letting the other seats play."""

import threading
import time

from game.ai import make_agent


def cancel_after(agent, state, seat, wait):
    """Start ``agent`` on a long search, cancel it after ``wait`` seconds: (seconds it took to stop, its answer)."""
    cancel = threading.Event()
    answers = []
    thread = threading.Thread(target=lambda: answers.append(agent.choose(state, seat, budget=30.0, cancel=cancel)))
    thread.start()
    time.sleep(wait)
    cancelled_at = time.perf_counter()
    cancel.set()
    thread.join(2.0)
    assert not thread.is_alive()
    return time.perf_counter() - cancelled_at, answers[0]


def greedy_until(ruleset, state, seat):
    """Let Greedy play the other seats until ``seat`` decides again (or the game ends)."""
    other = make_agent("greedy", ruleset, seed=9)
    while ruleset.to_move(state) not in (seat, None):
        state = ruleset.apply(state, other.choose(state, ruleset.to_move(state)))
    return state
