"""The golden games: one per game x variant, each at one player count, and how they are played.

Each was played from its seed to the end by the Normal agent (MCTS) on every seat: for Endeavor
and Age of Empires III held to a fixed number of search iterations per decision instead of its
one second, so that regenerating on any machine plays the same games (a rule change shows as a
changed file, nothing else does); for Age of Steam at a short clock (``SECONDS``).
``index.json`` keeps each game's final scores and ranking; ``test_golden.py`` replays them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

FOLDER = Path(__file__).resolve().parent
INDEX = FOLDER / "index.json"

#: Normal's search iterations per decision, with no clock: the same games on any machine.
ITERATIONS = {"endeavor": 20, "aoe3": 20}
#: Age of Steam's Normal thinks against the clock instead (seconds a decision): judging every
#: placement of a build turn with no clock takes minutes a decision. So its games are not
#: replayed move for move by a regeneration; their test still pins the rules.
SECONDS = {"steam": 0.25}


@dataclass(frozen=True)
class Golden:
    name: str
    game: str
    players: int
    options: dict[str, Any] = field(default_factory=dict)
    seed: int = 1

    @property
    def path(self) -> Path:
        return FOLDER / f"{self.name}.json"


#: Endeavor's six region decks (each may be kept original with the Age of Expansion cards).
_REGIONS = ("north_america", "caribbean", "south_america", "africa", "india", "far_east")

GOLDENS: tuple[Golden, ...] = (
    Golden("endeavor_base_3p", "endeavor", 3),
    Golden("endeavor_aoe_buildings_4p", "endeavor", 4, {"aoe_buildings": True}),
    Golden("endeavor_aoe_cards_5p", "endeavor", 5, {"aoe_cards": True}),
    Golden(
        "endeavor_aoe_cards_original_regions_4p",
        "endeavor",
        4,
        {"aoe_cards": True, **{f"deck_{r}": "original" for r in _REGIONS}},
    ),
    Golden("endeavor_aoe_cards_original_europe_3p", "endeavor", 3, {"aoe_cards": True, "deck_europe": "original"}),
    Golden("endeavor_naval_superiority_3p", "endeavor", 3, {"prominence": "naval_superiority"}),
    Golden("endeavor_military_buildup_4p", "endeavor", 4, {"prominence": "military_buildup"}),
    Golden("endeavor_political_agenda_5p", "endeavor", 5, {"prominence": "political_agenda"}),
    Golden("endeavor_changing_alliances_4p", "endeavor", 4, {"prominence": "changing_alliances"}),
    Golden("steam_rust_belt_4p", "steam", 4, {"map": "rust_belt"}),
    Golden("steam_rust_belt_production_in_play_3p", "steam", 3, {"map": "rust_belt", "production": "in_play"}),
    Golden("steam_tasmania_3p", "steam", 3, {"map": "tasmania"}),
    Golden("steam_tasmania_penalty_allowed_4p", "steam", 4, {"map": "tasmania", "tasmania_penalty_floor": "allow"}),
    Golden("steam_venezuela_4p", "steam", 4, {"map": "venezuela"}),
    Golden(
        "steam_venezuela_shares_allowed_dry_from_bag_5p",
        "steam",
        5,
        {"map": "venezuela", "venezuela_share_floor": "allow", "venezuela_dry_column": "bag"},
    ),
    Golden("steam_japan_3p", "steam", 3, {"map": "japan"}),
    Golden("aoe3_2p", "aoe3", 2),
    Golden("aoe3_5p", "aoe3", 5),
)
