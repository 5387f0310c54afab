"""The Rules screen with a picture: an entry that has one shows it beside its text (the text narrows to make
room), searched for with real key presses, and an entry without one gives its text the whole width back."""

from __future__ import annotations

import pygame

from game.scenes.rules_scene import open_reference
from tests.game.ui.conftest import click, frames


def _type(app, text: str) -> None:
    for ch in text:
        app.step([pygame.event.Event(pygame.TEXTINPUT, text=ch)], dt=1 / 60)
    frames(app, 2)


def test_searching_for_an_entry_with_a_picture_shows_it_beside_the_text(app):
    scene = open_reference(app, "steam")
    frames(app)
    wide = scene.text_box.rect.w
    click(app, scene.search_box.rect.center)
    _type(app, "move goods")
    assert scene.entry_id == "move-goods" and scene.entry.picture is not None
    frames(app)
    picture, text = scene.picture_rect, scene.text_box.rect
    assert picture is not None and scene.card.contains(picture) and not picture.colliderect(text)
    assert text.w < wide and picture.left >= text.right
    inside = picture.inflate(-40, -40)  # the board's own colours are painted there, not the bare parchment
    colours = {tuple(app.screen.get_at((x, inside.y + 40))) for x in range(inside.x, inside.right, 9)}
    assert len(colours) > 5


def test_an_entry_without_a_picture_gives_its_text_the_whole_width(app):
    scene = open_reference(app, "steam", "move-goods")
    frames(app)
    narrow = scene.text_box.rect.w
    scene.show("goal")
    frames(app)
    assert scene.entry.picture is None and scene.picture_rect is None and scene.text_box.rect.w > narrow
