"""One naming of seats (issue 16): the same words from the menu and the command line, in the prompt bar,
the seats panel, the log, the score tooltip, the hot-seat cover and the saves list."""

from __future__ import annotations

import pygame

from game import saves
from game.ai import make_agent
from game.match import Match, Seat
from game.scenes.menu import MenuScene
from game.scenes.new_game import NewGameScene
from game.scenes.play import PlayScene
from game.start import make_start
from tests.game.ui.conftest import frames


def test_the_menu_and_the_command_line_name_the_seats_alike(app):
    spec = make_start("endeavor", 3, humans=1, ai="normal", seed=4)
    from_cli = spec.new_match()
    scene = NewGameScene(app)
    scene._select_game("endeavor")
    scene.players = 3
    scene._fit_players()
    scene.seat_kinds = ["human", "normal", "normal"]
    from_menu = Match("endeavor", scene.seats(), 4, {})
    names = ["Red (you)", "Blue — Normal computer", "Yellow — Normal computer"]
    assert [from_cli.seat_name(i) for i in range(3)] == names
    assert [from_menu.seat_name(i) for i in range(3)] == names


def test_the_play_screen_names_each_seat_one_way(app):
    match = make_start("steam", 3, humans=1, ai="random", seed=2).new_match()
    agent = make_agent("random", match.ruleset, 1)
    while match.to_move() != 0 or match.ply < 3:  # the computers' moves, as the play scene would make them
        match.submit(agent.choose(match.state, match.to_move()))
    app.push(MenuScene(app))
    scene = app.push(PlayScene(app, match, computer_moves=False))
    frames(app, 2)
    text, _, seat = scene._prompt_now()
    assert seat == 0 and not text.startswith("Red")  # the bar puts "Red (you): " before it, once
    assert match.seat_name(0) == "Red (you)"
    assert all("Seat " not in e.text and "seat " not in e.text for e in match.log)
    assert any(e.text.startswith(("Blue ", "Yellow ")) for e in match.log)  # the computers, by colour
    pos = scene.seat_rects[1].center
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))], dt=1 / 60)
    frames(app, 40)
    assert scene._tip[1].startswith("Blue — Random computer: ")
    saves.save(match)
    assert "Red (you) to move" in saves.list_saves()[0].title


def test_a_saved_game_from_an_earlier_version_is_named_by_colour_too():
    """Earlier versions saved made-up names ("Seat 1 (you)", "Normal AI (seat 2)"): they read as no name."""
    old = [
        Seat("human", None, "Seat 1 (you)"),
        Seat("ai", "normal", "Normal AI (seat 2)"),
        Seat("ai", "easy", "Easy AI"),
    ]
    match = Match("aoe3", old, 1)
    assert [match.seat_name(i) for i in range(3)] == [
        "Red (England, you)",
        "Blue (France) — Normal computer",
        "Yellow (Spain) — Easy computer",
    ]
    hot_seat = Match("endeavor", [Seat("human", None, "Seat 1"), Seat("human"), Seat("human", None, "Ann")], 1)
    assert [hot_seat.seat_name(i) for i in range(3)] == ["Red", "Blue", "Yellow (Ann)"]
