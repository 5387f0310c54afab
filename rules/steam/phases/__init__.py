"""The ten phases of a round (reference 1.3), as Phase objects; a map may change the list."""

from __future__ import annotations

from rules.steam.phases.auction import Auction
from rules.steam.phases.base import Phase
from rules.steam.phases.build import BuildTrack
from rules.steam.phases.move import MoveGoods
from rules.steam.phases.select import SelectActions
from rules.steam.phases.shares import IssueShares
from rules.steam.phases.turns import InTurn
from rules.steam.phases.upkeep import (
    AdvanceMarker,
    CollectIncome,
    GoodsGrowth,
    PayExpenses,
    ReduceIncome,
    go_bankrupt,
)

#: 1. Issue shares 2. Auction 3. Select actions 4. Build 5. Move goods 6. Income 7. Expenses
#: 8. Income reduction 9. Goods growth 10. Advance the turn marker.
BASE_PHASES: tuple[Phase, ...] = (
    IssueShares(),
    Auction(),
    SelectActions(),
    BuildTrack(),
    MoveGoods(),
    CollectIncome(),
    PayExpenses(),
    ReduceIncome(),
    GoodsGrowth(),
    AdvanceMarker(),
)

__all__ = [
    "BASE_PHASES",
    "AdvanceMarker",
    "Auction",
    "BuildTrack",
    "CollectIncome",
    "GoodsGrowth",
    "InTurn",
    "IssueShares",
    "MoveGoods",
    "PayExpenses",
    "Phase",
    "ReduceIncome",
    "SelectActions",
    "go_bankrupt",
]
