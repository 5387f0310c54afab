"""New game, Components: built-in only (the folder named) while the owner's folder is empty; with files, the
choice of the owner's corrections, a refused file named on the screen, and the game started with the rest."""

from __future__ import annotations

import json
import os

from game.scenes.menu import MenuScene
from game.scenes.new_game import MINE, NewGameScene
from game.scenes.play import PlayScene
from tests.game.test_components import home  # noqa: F401  (the fixture: our data folder, modules restored)
from tests.game.ui.conftest import button, click, frames


def _new_game(app) -> NewGameScene:
    app.push(MenuScene(app))
    scene = app.push(NewGameScene(app))
    frames(app, 2)
    return scene


def test_with_an_empty_folder_the_screen_offers_only_the_built_in_components_and_says_where_to_put_them(app, home):  # noqa: F811
    scene = _new_game(app)
    label, hint, _ = scene._components_row(scene.ruleset)
    assert label == "Components"
    assert "No corrections of your own" in hint and str(home / "components" / "endeavor") in hint


def test_my_corrections_name_a_refused_file_and_the_game_starts_with_the_others(app, home):  # noqa: F811
    folder = home / "components" / "endeavor"
    folder.mkdir(parents=True)
    (folder / "buildings.json").write_text(json.dumps({"buildings": [{"id": "bank", "glory": 2}]}))
    (folder / "cards.json").write_text('{"decks": [')
    scene = _new_game(app)
    assert scene._components_row(scene.ruleset)[1].startswith("Your corrections are the files in")
    scene._on_components(MINE)
    assert "endeavor/cards.json" in scene.error and "not valid JSON" in scene.error
    click(app, button(scene, "Start").rect.center)
    assert isinstance(app.scene, PlayScene)
    assert app.scene.match.components.startswith("corrections ")
    assert os.environ.get("BOARDGAMES_CORRECTIONS_ENDEAVOR") == str(folder)  # the computer players read it too
    assert any("endeavor/cards.json" in t.text for t in app.scene.toasts.items)
