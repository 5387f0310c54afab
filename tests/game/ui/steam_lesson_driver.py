"""Playing an Age of Steam lesson as a learner does, with posted mouse events: drags of tiles, New Cities and
cubes (turning a held tile with the wheel), clicks on the board's buttons, and the chooser a click on a shared
place (the auction, a Shares box) opens."""

from __future__ import annotations

from game.scenes.play import PlayScene
from rules.core import Action
from tests.game.ui.conftest import click, drag
from tests.game.ui.lesson_ui import centre, until_learner
from tests.game.ui.lesson_ui import open_lesson as open_steam_lesson
from tests.graphics.steam.by_hand import lift_and_hold, release, wheel


def open_lesson(app, lesson: str) -> PlayScene:
    """The lesson opened from the menu's Learn to play, where it is listed under Age of Steam."""
    return open_steam_lesson(app, lesson, "Age of Steam")


def choose(app, scene: PlayScene, wanted: Action) -> None:
    """The chooser's button of ``wanted`` (the chooser's buttons are the scene's last, Cancel at the end)."""
    assert scene.chooser, "no chooser opened"
    buttons = list(scene.callbacks)[-(len(scene.chooser) + 1) : -1]
    target = buttons[scene.chooser.index(wanted)]
    assert scene.layout_rects.board.contains(target.rect), f"{scene.label(wanted)} is off the chooser"
    click(app, target.rect.center)


def turns_needed(scene: PlayScene, wanted: Action) -> int:
    """How many turns of the wheel bring the held tile from its first legal orientation to ``wanted``."""
    same = [a for a in scene.actions if a.source == wanted.source and a.targets == wanted.targets]
    return list(dict.fromkeys(same)).index(wanted)


def do_with_the_mouse(app, scene: PlayScene, expect: str) -> None:
    """The step's move as a learner makes it on the board."""
    legal = scene.match.legal_actions()
    wanted = next(a for a in legal if a.text == expect)
    shown = next(a for a in scene.actions if a == wanted)  # with the board's own targets (a button, a city)
    if wanted.kind == "build":
        hex_id = wanted.targets[0]
        lift_and_hold(app, centre(scene, wanted.source), centre(scene, hex_id))
        for _ in range(turns_needed(scene, wanted)):
            wheel(app, 1)
        assert scene.context().candidate == wanted
        release(app, centre(scene, hex_id))
    elif wanted.kind in ("urbanize", "move", "claim"):  # a New City onto its town, a disc onto the sea, a cube
        place = shown.targets[-1] if wanted.kind == "move" else shown.targets[0]  # onto the city it ends in
        drag(app, centre(scene, wanted.source), centre(scene, place))
    elif wanted.kind in ("done", "raise_engine", "pass", "drop", "pass_bid"):
        click(app, centre(scene, shown.targets[-1]))  # the board's own button
    elif wanted.kind == "select":
        click(app, centre(scene, wanted.source))
    else:  # a share issue or a bid: a click on the place opens the chooser of the moves made there
        click(app, centre(scene, wanted.targets[0]))
        choose(app, scene, wanted)


__all__ = ["centre", "choose", "do_with_the_mouse", "open_lesson", "turns_needed", "until_learner"]
