"""The seats panel at 1280x720: four seats in two columns share one text size, and a computer seat's name
keeps its level where the whole name cannot fit (its hover says the name whole)."""

from __future__ import annotations

import rules
from game.match import Match, Seat
from game.scenes.menu import MenuScene
from game.scenes.play import PlayScene
from graphics import fonts
from tests.game.ui.conftest import frames


def test_four_seats_in_two_columns_keep_each_computers_level_in_one_size(app):
    seats = [Seat("human", None, "You")] + [Seat("ai", "normal", "") for _ in range(3)]
    match = Match(rules.get("steam"), seats, seed=3, options={"map": "venezuela"})
    app.push(MenuScene(app))
    scene = app.push(PlayScene(app, match, computer_moves=False))
    frames(app, 2)
    assert match.seat_name(1) == "Blue — Normal computer"
    cells = scene.seat_cells
    col_w = cells[0][2]
    names, size = scene._seat_names(4, scene._totals(), col_w, scene.px(14))
    assert names[0] == "Red (you)" and names[1] == "Blue — Normal"  # "computer" dropped: the level says it
    assert size >= scene.px(11)
    for seat in range(4):  # each fits beside its score at the shared size, even drawn bold
        room = col_w - scene.px(31) - fonts.font(size, True).size(str(scene._totals()[seat]))[0]
        assert fonts.font(size, True).size(names[seat])[0] <= room, names[seat]
