"""Random play leaves no garbage that only the cycle collector frees, on every map.

A state caught in a reference cycle stays in memory, with its build listing and its network, until the
next collection, and every collection then walks it: the computer players' playouts make thousands of
states a second (``game/ai/heap.py``). So the objects a move makes are freed as soon as nothing refers to
them. Random games, played lightly (bids and shares at random) and carefully (rich seats, small bids: all
rounds, many deliveries), with the collector off: a collection afterwards finds nothing to free.
"""

from __future__ import annotations

import gc
import random

import pytest

from tests.rules.steam.helpers import random_play

MAPS = ("rust_belt", "tasmania", "venezuela", "japan")


@pytest.mark.parametrize("map_id", MAPS)
def test_random_play_leaves_no_reference_cycles(map_id: str) -> None:
    rnd = random.Random(7)
    choices = [rnd.randrange(10**6) for _ in range(400)]
    gc.collect()
    enabled = gc.isenabled()
    gc.disable()
    try:
        for cash in (None, 300):
            for _ in random_play(map_id, choices, cash):
                pass
        found = gc.collect()
    finally:
        if enabled:
            gc.enable()
    assert found == 0
