"""Play a recorded game through our engine: a Match with the recorded chance, one step at a time.

The match is an ordinary one (human seats named after the recorded colours), so
it saves with ``game.saves.save`` and loads, and its log's review mode steps
through the recorded game move by move.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

from game import saves
from game.match import Match, Seat
from game.replay.trace import Step, Trace
from rules.core import IllegalAction
from rules.steam.maps import get_map
from rules.steam.state import SteamState
from rules.steam.tiles import placed_paths

#: The rulebook's options the recording follows: Production was never taken, so its setting is moot.
OPTIONS = {"map": "rust_belt"}


def new_match(trace: Trace) -> Match:
    """The recorded game's start: its seats, first turn order, goods and display, from its chance."""
    # named by the colour each seat is drawn in (game.seats), as every game is: the recording's own colours
    # (pink, brown) are not in the palette
    seats = [Seat("human") for _ in trace.colours]
    seed = int(trace.source.get("game_id", 0))
    return Match("steam", seats, seed, dict(OPTIONS), chance=trace.chance)


def replay_steps(trace: Trace, match: Match | None = None) -> Iterator[tuple[Step, Match]]:
    """Submit each recorded action's translation in turn; yield the step and the match after it.

    Raises IllegalAction naming the recorded action when our engine refuses one of its moves.
    """
    match = match or new_match(trace)
    for step in trace.steps:
        for action in step.actions:
            try:
                match.submit(action)
            except IllegalAction as exc:
                raise IllegalAction(
                    f"recorded action {step.index} ({step.meaning}): our engine refuses {action.text}: {exc.reason}"
                ) from None
        yield step, match


def play_trace(trace: Trace) -> Match:
    """The whole recorded game played through our engine."""
    match = new_match(trace)
    for _ in replay_steps(trace, match):
        pass
    return match


def write_save(match: Match, path: str | Path) -> Path:
    """Write the match as a save file (atomic, the save format of game/saves.py)."""
    return saves.save(match, Path(path))


def board_tracks(state: SteamState) -> dict[str, tuple[tuple[tuple[int, int], int], ...]]:
    """Our board in the form of ``Step.tracks``: hex name -> its tracks with their owners (sorted)."""
    board = get_map(state.map_id).board
    return {
        board.hexes[h].name: tuple(sorted(zip(placed_paths(tile, rot, h in board.town_at), owners, strict=True)))
        for h, (tile, rot, owners) in state.track.items()
    }


def board_goods(state: SteamState) -> dict[str, tuple[str, ...]]:
    """Our goods in the form of ``Step.goods``: hex name -> the cubes on it (sorted), empty stops left out."""
    board = get_map(state.map_id).board
    return {board.hexes[h].name: tuple(sorted(g)) for h, g in state.goods.items() if g}
