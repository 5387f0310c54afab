"""The search process's heap policy (game.ai.heap): collect, freeze the survivors, never keep garbage for good."""

from __future__ import annotations

import gc
import weakref

import pytest

from game.ai import heap


class _Node:
    """A cycle-forming object the collector tracks (a search tree's node holds its parent)."""

    def __init__(self) -> None:
        self.me = self


@pytest.fixture(autouse=True)
def _unfrozen():
    saved = heap._full_at[0]
    yield
    gc.unfreeze()
    heap._full_at[0] = saved


def test_settle_collects_garbage_cycles_and_freezes_what_lives() -> None:
    dead = _Node()
    gone = weakref.ref(dead)
    del dead
    alive = _Node()
    heap.settle()
    assert gone() is None
    assert gc.get_freeze_count() > 0
    assert not any(o is alive for o in gc.get_objects())  # frozen: the next collections do not scan it


def test_a_cycle_that_dies_while_frozen_is_collected_once_the_frozen_heap_doubles() -> None:
    node = _Node()
    heap.settle()
    gone = weakref.ref(node)
    del node
    gc.collect()
    assert gone() is not None  # frozen garbage waits for a full collection
    heap._full_at[0] = gc.get_freeze_count() // 2  # as if the frozen heap had doubled since the last full one
    heap.settle()
    assert gone() is None
