"""Age of Empires III resolution paced like every other computer move, through the real loop: a move whose
automatic resolution runs several steps (Initiative paying out, the ship won, specialists handed out) is
followed by one pace per step before the next computer move, and the steps light up one after another."""

from __future__ import annotations

import itertools
import threading

import rules
from game.ai import make_agent
from game.ai.worker import AIWorker
from game.match import Match, Seat
from game.scenes.menu import MenuScene
from game.scenes.play import PlayScene
from tests.game.ui.conftest import app, click  # noqa: F401  (app is a fixture)

PACE = 0.1
DT = 1 / 60


def _computers_only(app, seed: int = 3) -> PlayScene:  # noqa: F811
    rs = rules.get("aoe3")
    worker = AIWorker(agent_factory=lambda level, ruleset, s: make_agent("random", ruleset, s), seed=1)
    seats = [Seat("ai", "random", name) for name in ("Ann", "Bob", "Cy")]
    app.settings.ai_pace = PACE
    app.push(MenuScene(app))
    return app.push(PlayScene(app, Match(rs, seats, seed=seed), worker=worker))


def _run(app, scene, plies: int, on_move=None) -> list[tuple[float, int]]:  # noqa: F811
    """Frames of simulated time until ``plies`` moves are made: (the simulated time of each move, its steps)."""
    t, seen, moves = 0.0, scene.match.ply, []
    for _ in range(20000):
        app.step(dt=DT)
        t += DT
        if scene.match.ply != seen:
            seen = scene.match.ply
            moves.append((t, len(scene.steps)))
            if on_move is not None:
                on_move(scene)
            if seen >= plies:
                break
        threading.Event().wait(0.001)  # the worker's thread answers in real time
    return moves


def test_each_automatic_resolution_step_waits_the_pace_before_the_next_computer_move(app):  # noqa: F811
    scene = _computers_only(app)
    moves = _run(app, scene, 24)
    assert len(moves) == 24
    assert max(steps for _, steps in moves) >= 3  # a move ran several boxes' resolution at once
    for (when, steps), (after, _) in itertools.pairwise(moves):
        assert after - when >= PACE * steps - DT / 2, (when, steps, after)
    n = sum(steps for _, steps in moves[:-1])
    assert moves[-1][0] - moves[0][0] >= PACE * n - DT


def _at_each_step(app, read):  # noqa: F811
    """The first computer move of three steps or more: what ``read(scene)`` says half a pace into each of its
    steps, and once more a pace after the last; with the move's steps and their positions."""
    scene = _computers_only(app)
    seen: list = []

    def look(scene):
        if len(scene.steps) >= 3 and not seen:
            moments = []
            for k in range(len(scene.steps) + 1):
                scene.since_change = PACE * (k + 0.5)
                moments.append(read(scene))
            scene.since_change = 0.0
            seen.append((scene.steps, scene.step_states, scene.match.state, moments))

    _run(app, scene, 24, look)
    assert seen, "no move of the first 24 ran three steps"
    return seen[0]


def test_the_steps_of_a_move_light_up_one_after_another_and_stay_lit(app):  # noqa: F811
    steps, _, _, frames = _at_each_step(app, lambda scene: dict(scene.context().last_moves))
    first = steps[0]
    assert frames[0][first.seat] == first.targets  # only the decision is lit at first
    later = [t for e in steps[1:] for t in e.targets if t not in first.targets]
    assert later and not any(t in ids for ids in frames[0].values() for t in later)
    for k, entry in enumerate(steps[1:], start=1):  # one pace later the next step is lit in its own seat's colour
        assert set(entry.targets) <= set(frames[k][entry.seat]), (k, entry.text)
    assert frames[-1] == frames[-2]  # all shown, they stay lit


def test_the_board_shows_each_step_of_a_move_in_turn_and_offers_nothing_meanwhile(app):  # noqa: F811
    def read(scene):
        return scene.shown_state(), scene.presenting(), set(scene.context().legal_targets)

    steps, states, final, shown = _at_each_step(app, read)
    for k in range(len(steps) - 1):
        state, presenting, glowing = shown[k]
        assert state is states[k] and presenting and not glowing, k  # nothing is offered while steps are shown
    assert shown[len(steps) - 1][0] is final and not shown[len(steps) - 1][1]  # the last step is the move's end


def test_a_click_on_the_board_while_a_humans_move_runs_its_steps_shows_the_end_and_makes_no_move(app):  # noqa: F811
    rs = rules.get("aoe3")
    match = Match(rs, [Seat("human", None, "You"), Seat("ai", "random", "Ann"), Seat("ai", "random", "Bob")], seed=3)
    while True:  # first choices until the human has a move that runs several steps (the last placement)
        acts = match.legal_actions()
        take = next((a for a in acts if len(rs.apply(match.state, a).events) >= 2), None)
        if take is not None and match.to_move() == 0:
            break
        match.submit(acts[0])
    app.push(MenuScene(app))
    scene = app.push(PlayScene(app, match, computer_moves=False))
    app.settings.ai_pace = 0.5
    assert scene.submit(take)
    assert scene.presenting() and scene.shown_state() is scene.step_states[0]
    ply = scene.match.ply
    click(app, scene.layout_rects.board.center)
    assert not scene.presenting() and scene.shown_state() is scene.match.state
    assert scene.match.ply == ply
