"""The About screen says why some components are stand-ins and lists them per game, in a player's words."""

from __future__ import annotations

import re

from game.scenes.about_scene import about_html
from graphics import provisional


def test_the_about_screen_explains_the_stand_ins_and_lists_each_games_without_file_paths():
    text = about_html()
    assert provisional.why() in text.replace("&#x27;", "'")
    for game in ("endeavor", "steam", "aoe3"):
        for entry in provisional.kinds(game).values():
            assert entry["title"] in text
    assert not re.search(r"[\w/]+\.(?:json|md|py)\b|rules/|data/|\w+_\w+", text), re.findall(
        r"[\w/]+\.(?:json|md|py)\b|rules/|data/|\w+_\w+", text
    )
