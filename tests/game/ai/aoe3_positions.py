"""Hand-made Age of Empires III positions for the AI tests: a quiet turn 2, colonies and boxes set by hand."""

from rules import get
from rules.aoe3 import resolution as res
from rules.aoe3.state import tset

RS = get("aoe3")


def start(players=3, seed=4, **fields):
    """Turn 2, placement, every seat with the same money and an empty hand (the estimate compares seats)."""
    s = RS.new_game(players, seed).copy()
    s.turn = 2
    s.money = (10,) * players
    s.hand = ((0, 0, 0, 0, 0),) * players
    s.pending = ("place", 0)
    for k, v in fields.items():
        setattr(s, k, v)
    return s


def colonists(s, region, per_seat):
    """``s`` with each seat's colonists in ``region`` set to ``per_seat``."""
    colony = tuple((n, 0, 0, 0, 0) for n in per_seat)
    s.colonies = tset(s.colonies, region, colony)
    return s


def resolve_from(s, stage):
    """Placement over: resolution starts at ``stage`` with the boxes as set and runs to the first decision."""
    s = s.copy()
    s.rng = s.rng.copy()
    s.stage, s.cursor, s.pending = stage, 0, None
    res.advance(s, [])
    return s


def play(s, kinds):
    """Apply the first legal action of each kind in turn (e.g. send, launch, explore)."""
    for kind in kinds:
        s = RS.apply(s, next(a for a in RS.legal_actions(s) if a.kind == kind))
    return s
