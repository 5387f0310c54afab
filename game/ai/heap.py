"""The garbage-collection policy of a process that searches: settle the heap before each decision.

A search keeps what it has worked out across decisions: the rules engines'
per-map memos (on Age of Steam, after a few hundred playouts, 100,000 and more
tracked objects: placed hex shapes, price summaries, listed actions) and the
agents' own tables. CPython's oldest-generation collection scans every tracked
object each time it runs, and a search's playouts make enough young objects to
run it several times a decision, so on a big memo a third of a Tasmania
playout's time went into rescanning memos that never die (bench/
bench_steam_engine.py measured 30-34 % with gc callbacks; the instruction counts
miss it, as the cost is the cache misses of walking the heap).

``settle()`` collects what is not frozen, then freezes what survived
(``gc.freeze``): the collections during the next decision scan only what that
decision makes. Frozen objects are still freed by reference counting, but a
garbage cycle among them waits for a full collection: once the frozen heap has
doubled since the last full one, ``settle()`` unfreezes and collects it all
(about 80 ms for 120,000 objects): the garbage held back stays below what the
last full collection kept, and the full collections, spread over the
decisions, cost in proportion to what the decisions made. The search child (``game.ai.process``) settles
before each decision, the simulations (``game.ai.arena``) before each decision
of an agent that searches, and the engine bench after its warm-up, so the bench
measures what the computer players run.
"""

from __future__ import annotations

import gc

__all__ = ["settle"]


_full_at = [0]  # the frozen heap's size after the last full collection


def settle() -> None:
    """Collect the garbage, then exempt the survivors from the collections that follow."""
    if gc.get_freeze_count() >= 2 * _full_at[0]:
        gc.unfreeze()
        gc.collect()
        gc.freeze()
        _full_at[0] = max(gc.get_freeze_count(), 10_000)
    else:
        gc.collect()
        gc.freeze()
