"""What a new game starts from: the game, its seats, seed and options (shared by the CLI and the menus).

``make_start`` turns loose choices (from the command line or the new-game
scene) into a checked ``StartSpec``: the game exists, the options and player
count are allowed by its rules, and the computer level is known. Problems
raise ``StartError`` with a sentence for the player.
"""

from __future__ import annotations

import secrets
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import rules
from game.match import Match, Seat
from rules.core import Ruleset, SetupError

__all__ = ["StartError", "StartSpec", "UnknownGame", "default_level", "find_game", "make_start"]


class StartError(ValueError):
    """A new game cannot start as asked; ``str(e)`` is the reason for the player."""


class UnknownGame(StartError):
    """The game id is not one we know; ``known`` lists the ids that are."""

    def __init__(self, game: str, known: list[str]) -> None:
        self.game, self.known = game, known
        super().__init__(f"unknown game {game!r}; known games: {', '.join(known) or 'none'}")


@dataclass
class StartSpec:
    game: str
    players: int
    seats: list[Seat]
    seed: int
    options: dict[str, Any] = field(default_factory=dict)
    load: Path | None = None

    def new_match(self, *, autosave: bool = False, save_dir: Path | None = None) -> Match:
        """The match this spec describes (loading ``load`` instead when it is set)."""
        from game import saves

        if self.load is not None:
            return saves.load(self.load, autosave=autosave, save_dir=save_dir)
        writer = saves.autosave if autosave else None
        return Match(self.game, self.seats, self.seed, self.options, autosave=writer, save_dir=save_dir)


def find_game(game_id: str) -> Ruleset:
    """The ruleset registered as ``game_id``; UnknownGame listing the known ids otherwise."""
    try:
        return rules.get(game_id)
    except KeyError:
        raise UnknownGame(game_id, rules.known_ids()) from None


def _levels() -> tuple[str, ...]:
    from game.ai import LEVELS  # pygame-free

    return LEVELS


def default_level() -> str:
    """The level computer seats get unless one is asked for: "normal" once it exists."""
    levels = _levels()
    return "normal" if "normal" in levels else levels[-1]


def check_level(level: str) -> str:
    """The level name, normalised; StartError naming the known levels otherwise."""
    levels = _levels()
    key = level.strip().lower()
    if key not in levels:
        raise StartError(f"unknown computer level {level!r} (known levels: {', '.join(levels)})")
    return key


def parse_options(pairs: list[str]) -> dict[str, str]:
    """``["key=value", ...]`` from the command line as a dict; StartError for a pair without '='."""
    options: dict[str, str] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key.strip():
            raise StartError(f"an option must be written KEY=VALUE, not {pair!r}")
        options[key.strip()] = value.strip()
    return options


def make_start(
    game: str,
    players: int | None = None,
    humans: int = 1,
    ai: str | None = None,
    seed: int | None = None,
    options: Mapping[str, Any] | None = None,
) -> StartSpec:
    """A checked start: the first ``humans`` seats are people, the rest computers of level ``ai``.

    Without ``players`` the game's smallest count for these options is used;
    without ``seed`` a fresh one is drawn.
    """
    ruleset = find_game(game)
    try:
        resolved = ruleset.resolve_options(options)
        if players is None:
            players = ruleset.allowed_players(resolved).start
        resolved = ruleset.check_setup(players, resolved)
    except SetupError as exc:
        raise StartError(str(exc)) from None
    if not 0 <= humans <= players:
        raise StartError(f"there can be 0 to {players} human players in a {players}-player game, not {humans}")
    level = check_level(ai) if ai is not None else default_level()
    seats = [Seat("human") if i < humans else Seat("ai", level) for i in range(players)]
    if seed is None:
        seed = secrets.randbelow(2**31)
    return StartSpec(ruleset.id, players, seats, seed, resolved)  # named by colour (game.seats)
