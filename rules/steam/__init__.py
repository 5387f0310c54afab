"""Age of Steam: the base rules, the Rust Belt map and the expansion maps (reference age_of_steam.md)."""

from __future__ import annotations

import rules
from rules.steam.ruleset import STEAM, SteamRules

rules.register(STEAM)

__all__ = ["STEAM", "SteamRules"]
