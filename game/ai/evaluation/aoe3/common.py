"""What every part of the Age of Empires III estimate reads: the resolution stages in order, unit values."""

from __future__ import annotations

from rules.aoe3.data import SPECIALIST_BOXES, UNITS
from rules.aoe3.placement import BOX_ORDER
from rules.aoe3.state import AoeState

from .weights import SPECIALIST_EXTRA, UNIT_VALUE

#: The stages of a turn in the order they resolve (``AoeState.stage``): placement, the event boxes in their
#: resolution order (Training right after the Specialists), then the end of the turn.
STAGES = (
    "place",
    *BOX_ORDER[: BOX_ORDER.index("specialists") + 1],
    "training",
    *BOX_ORDER[BOX_ORDER.index("specialists") + 1 :],
    "cleanup",
    "income",
    "benefits",
    "scoring",
    "refresh",
    "over",
)
STAGE = {name: i for i, name in enumerate(STAGES)}
TRAINING_BOX = SPECIALIST_BOXES.index("training")


def unit_value(u: int) -> float:
    """VP of one unit of type ``u`` to place: a colonist, plus a specialist's extra."""
    return UNIT_VALUE + SPECIALIST_EXTRA[u]


UNIT_VALUES = tuple(unit_value(u) for u in range(5))
BEST_SPECIALIST = max(UNIT_VALUES[1:])


def unit_index(name: str) -> int:
    return UNITS.index(name)


def pending_from(s: AoeState, stage: int, box_stage: str, kind: str) -> int | None:
    """The first slot of a slot box still to resolve: all of it before its stage, from the cursor during it."""
    here = STAGE[box_stage]
    if stage < here:
        return 0
    if stage > here:
        return None
    p = s.pending
    if p is not None and p[0] == kind:
        return p[2]
    return s.cursor
