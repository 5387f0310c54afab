"""The search tree of ``game.ai.mcts``: its nodes and what one search did.

Kept apart from the search so the bench, the hint and the tests read a search's outcome without the search.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from rules.core import Action

__all__ = ["Node", "SearchStats"]


class Node:
    """One position of the search tree (open loop: it stores moves, not states), for every seat's values."""

    __slots__ = ("children", "first", "order", "place", "prior", "totals", "visits", "width")

    def __init__(self, seats: int) -> None:
        self.children: dict[Action, Node] = {}
        self.prior: dict[Action, float] | None = None  # None until expanded
        self.first: dict[Action, list[float]] = {}  # value vector seen right after each move at expansion
        self.order: list[Action] = []  # moves by prior, best first
        #: Where each move stood in the move list it was met in: a copy's list holds the move if it stands
        #: there, a check of one comparison per candidate instead of a set of the whole list per visit.
        self.place: dict[Action, int] = {}
        self.width = 0  # the length of the move list the node was expanded with
        self.visits = 0
        self.totals = [0.0] * seats


@dataclass
class SearchStats:
    """What the last search did: read by the hint, the bench and the docs."""

    iterations: int = 0
    elapsed: float = 0.0
    #: (action, visits, mean value for the deciding seat), most visited first.
    root: list[tuple[Action, int, float]] = field(default_factory=list)
    #: Whether the answer came from playouts (Hard's halving), not from PUCT without them.
    playouts: bool = False

    @property
    def per_second(self) -> float:
        return self.iterations / self.elapsed if self.elapsed > 0 else 0.0
