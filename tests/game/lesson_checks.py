"""Checks shared by the lesson tests of every game: pointers the board really draws, and a lesson played with
the mouse through the real loop step by step."""

from __future__ import annotations

from collections.abc import Callable, Iterable

import pygame

import rules
from graphics import fonts
from graphics.view import BoardView, ViewContext
from rules.core import Action, GameState


def replay_script(script) -> tuple[list[tuple[GameState, Action, int | None]], GameState]:
    """(state before, action, step) of every scripted move after the prelude, each checked legal in its turn,
    and the state the script ends in (the game goes on: the learner plays on after the lesson)."""
    rs = rules.get(script.game)
    state = script.new_match().state  # after the prelude
    out = []
    for text, step in script.moves[len(script.prelude) :]:
        action = Action.parse(text)
        assert action.seat == rs.to_move(state), f"{text}: seat {rs.to_move(state)} is to move"
        legal = rs.legal_actions(state)
        assert action in legal, f"{text}: {rs.explain(state, action)}"
        out.append((state, next(a for a in legal if a == action), step))
        state = rs.apply(state, action)
    assert not rs.is_over(state)
    return out, state


def check_pointers(view: BoardView, script, played: Iterable[tuple[GameState, Action, int | None]]) -> None:
    """Each step points at elements the board draws, and at every element its move touches."""
    pygame.init()
    fonts.reset()  # a UI test before this one may have quit pygame (and its fonts)
    surface = pygame.Surface((1280, 720))
    view.layout(pygame.Rect(8, 88, 944, 624))
    for state, action, step in played:
        if step is None:
            continue
        st = script.steps[step]
        view.draw(surface, state, ViewContext(seat=script.learner))
        for eid in st.point_at:
            assert view.rect_of(eid) is not None, f"step {step + 1}: {eid} has no rect"
        touched = {action.source, *action.targets} - {None}
        # the pointer shows where the move is made (moves without a board element, like Pass, point nowhere)
        assert touched <= set(st.point_at), f"step {step + 1}: {touched} not pointed at"


def play_every_step(scene, until_learner: Callable[[], None], do: Callable[[str], None]) -> None:
    """Make each step's move as the learner (``do``), waiting for the scripted seats between steps."""
    lesson = scene.tutorial.tutorial
    for number, step in enumerate(scene.tutorial.script.steps, 1):
        until_learner()
        assert lesson.waiting_for_learner(scene.match) is step, f"step {number}"
        ply = scene.match.ply
        do(step.expect)
        assert scene.match.ply > ply, f"step {number}: {step.expect} was not made ({scene.last_refusal})"
        assert lesson.last_done(scene.match)[0] is step or lesson.finished(scene.match)


def replay(script) -> tuple[list[tuple[GameState, Action, int | None]], GameState]:
    """(state before, action with its element ids, step) of every scripted move after the prelude, each checked
    legal for the seat to move (a step taking any move of a kind takes the first), and the state at the end."""
    import rules

    rs = rules.get(script.game)
    state = rs.new_game(len(script.seats), script.seed, rs.check_setup(len(script.seats), script.options))
    out: list[tuple[GameState, Action, int | None]] = []
    for n, (text, step) in enumerate(script.moves):
        legal = rs.legal_actions(state)
        if text.startswith("kind:"):
            action = next((a for a in legal if a.kind == text[5:]), None)
            assert action is not None, f"step {step + 1}: no legal {text[5:]} move"
        else:
            wanted = Action.parse(text)
            assert wanted.seat == rs.to_move(state), f"{text}: seat {rs.to_move(state)} is to move"
            action = next((a for a in legal if a == wanted), None)
            assert action is not None, f"{text}: {rs.explain(state, wanted)}"
        learners = action.seat == script.learner and n >= len(script.prelude)  # the prelude plays every seat
        assert (step is not None) == learners, f"{text}: the learner's moves are the steps"
        out.append((state, action, step))
        state = rs.apply(state, action)
    return out[len(script.prelude) :], state
