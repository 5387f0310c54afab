"""The big mat stays where the player wants it, through the real loop (Endeavor's mats): on the human's seat
while the computers move; in a computer-only game on seat 1, or on the seat picked by clicking its small mat
or its name, instead of following whoever moves."""

from __future__ import annotations

import threading

import rules
from game.ai import make_agent
from game.ai.worker import AIWorker
from game.match import Match, Seat
from game.scenes.menu import MenuScene
from game.scenes.play import PlayScene
from tests.game.ui.conftest import click, frames


def _scene(app, seats: list[Seat]) -> PlayScene:
    worker = AIWorker(agent_factory=lambda level, ruleset, s: make_agent("random", ruleset, s), seed=1)
    app.settings.confirm_turns = False
    app.push(MenuScene(app))
    scene = app.push(PlayScene(app, Match(rules.get("endeavor"), seats, seed=2), worker=worker))
    frames(app, 2)
    return scene


def _big(scene: PlayScene) -> int:
    (seat,) = [p for p, (_, compact) in scene.view.mat_of.items() if not compact]
    return seat


def _watch(app, scene: PlayScene, moves: int) -> list[tuple[int, int]]:
    """Frames until ``moves`` more moves are made: (the seat that moved, the seat whose mat was large after)."""
    seen, out = scene.match.ply, []
    for _ in range(3000):
        frames(app)
        if scene.match.ply != seen:
            seen = scene.match.ply
            frames(app)
            out.append((scene.match.history[-1].seat, _big(scene)))
            if len(out) >= moves or scene.human_now():
                break
        threading.Event().wait(0.002)
    return out


def _computers(n: int) -> list[Seat]:
    return [Seat("ai", "random", f"Bot {i + 1}") for i in range(n)]


def test_in_a_computer_only_game_the_big_mat_stays_on_seat_one_while_every_seat_moves(app):
    scene = _scene(app, _computers(3))
    watched = _watch(app, scene, 6)
    assert len(watched) == 6 and {mover for mover, _ in watched} != {0}  # the others moved too
    assert {big for _, big in watched} == {0}


def test_a_click_on_a_small_mat_draws_that_seat_large_and_it_stays_across_computer_moves(app):
    scene = _scene(app, _computers(3))
    rect = next(r for p, (r, compact) in scene.view.mat_of.items() if p == 2 and compact)
    click(app, (rect.x + 6, rect.bottom - 6))
    frames(app)
    assert _big(scene) == 2
    watched = _watch(app, scene, 4)
    assert len(watched) == 4 and {big for _, big in watched} == {2}


def test_a_click_on_a_seats_name_in_the_seats_panel_draws_its_mat_large(app):
    scene = _scene(app, _computers(3))
    x, cy, _ = scene.seat_cells[1]
    click(app, (x + 30, cy))
    frames(app)
    assert _big(scene) == 1
    assert {big for _, big in _watch(app, scene, 3)} == {1}


def test_the_big_mat_stays_on_the_humans_seat_while_the_computers_move(app):
    seats = _computers(3)
    seats[1] = Seat("human", None, "You")
    scene = _scene(app, seats)
    watched = _watch(app, scene, 3)
    assert watched and {big for _, big in watched} == {1}
