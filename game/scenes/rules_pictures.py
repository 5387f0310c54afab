"""Pictures of rules entries, painted by the games' own board views: a real position, cropped round one element.

An entry's ``picture`` (``game.reference.Picture``) names a position and an
element id. The position is a lesson's (``lesson:<name>`` after ``ply`` of its
scripted moves, the lesson's prelude included) or one of the reference file's
recorded ``positions`` (a seed, the options and the moves, chosen once by an
agent). The board view lays itself out as in a 1280x720 window, paints that
position as the seat to move sees it (with the legal targets lit, or the last
move marked, when the picture asks), and the picture is the ``span`` of board
pixels round the element, scaled to fit. The board is laid out at twice the
play window's size, so that a small part of it keeps its detail. Nothing is
kept on disk: each picture is painted once per size and kept for the session.
"""

from __future__ import annotations

from functools import cache
from typing import Any

import pygame

import rules
from game.reference import Picture, positions
from graphics.view import ViewContext
from graphics.views import view_for
from rules.core import Action

__all__ = ["PictureError", "draw_picture", "picture_position"]

#: The board laid out at twice its size in a 1280x720 play window (944x624), for detail in a small picture.
BOARD = pygame.Rect(0, 0, 1888, 1248)


class PictureError(ValueError):
    """A picture that cannot be painted: an unknown position or lesson, a move that is not legal, no such element."""


def _moves_of(game: str, picture: Picture) -> tuple[int, dict[str, Any], int, list[str], int | None, dict[str, Any]]:
    """(seed, options, players, move texts, the seat whose view it is: a lesson's learner, the lesson's scripted
    chance) of the position."""
    source = picture.position
    if source.startswith("lesson:"):
        from game.tutorial import load_script

        script = load_script(source[7:])
        if script.game != game:
            raise PictureError(f"the lesson {source[7:]} is not a lesson of {game}")
        texts = [text for text, _step in script.moves[: picture.ply]]
        return script.seed, dict(script.options), len(script.seats), texts, script.learner, dict(script.chance)
    recorded = positions(game).get(source)
    if recorded is None:
        raise PictureError(f"no position {source!r} in the {game} reference")
    moves = list(recorded["moves"])
    players = int(recorded.get("players", 3))
    return int(recorded["seed"]), dict(recorded.get("options", {})), players, moves[: picture.ply], None, {}


@cache
def picture_position(game: str, picture: Picture) -> tuple[Any, list[Action], int | None]:
    """The state the picture shows, the moves that led to it (replayed through the rules, each checked legal) and
    the seat whose view it is (None: the seat to move)."""
    seed, options, players, texts, viewer, chance = _moves_of(game, picture)
    ruleset = rules.get(game)
    options = ruleset.check_setup(players, options)
    if chance:  # a lesson's scripted luck, as its match has it
        state = ruleset.new_game_scripted(players, seed, options, chance)
    else:
        state = ruleset.new_game(players, seed, options)
    played: list[Action] = []
    for text in texts:
        legal = ruleset.legal_actions(state)
        if text.startswith("kind:"):  # a lesson step that takes any move of a kind: its first
            action = next((a for a in legal if a.kind == text[5:]), None)
        else:
            wanted = Action.parse(text)
            action = next((a for a in legal if a == wanted), None)
        if action is None:
            raise PictureError(f"the move {text!r} is not legal in the position of {picture.position}")
        played.append(action)
        state = ruleset.apply(state, action)
    return state, played, viewer


@cache
def draw_picture(game: str, picture: Picture, width: int, height: int) -> pygame.Surface:
    """The picture, ``width`` x ``height`` at most (its own proportions kept), painted by the game's board view."""
    state, played, viewer = picture_position(game, picture)
    ruleset = rules.get(game)
    view = view_for(ruleset)
    view.layout(BOARD)
    seat = ruleset.to_move(state)
    ctx = ViewContext(seat=viewer if viewer is not None else seat if seat is not None else 0)
    if picture.glow and seat is not None:
        legal = ruleset.legal_actions(state)
        ctx.legal_targets = {t for a in legal for t in a.targets}
        ctx.sources = {a.source for a in legal if a.source}
    if picture.mark_last and played:
        last = played[-1]
        ctx.last_moves = {last.seat: tuple(x for x in (last.source, *last.targets) if x)}
    board = pygame.Surface(BOARD.size)
    view.draw(board, state, ctx)
    rect = view.rect_of(picture.element)
    if rect is None:
        raise PictureError(f"the board of {game} draws no {picture.element!r} in that position")
    crop = pygame.Rect(0, 0, *picture.span)
    crop.center = rect.center
    crop = crop.clamp(BOARD).clip(BOARD)
    part = board.subsurface(crop).copy()
    scale = min(width / part.get_width(), height / part.get_height())
    size = (max(1, round(part.get_width() * scale)), max(1, round(part.get_height() * scale)))
    return pygame.transform.smoothscale(part, size)
