"""Issue 16: the boards' own text grows with the UI scale and still fits the element it names."""

from __future__ import annotations

import statistics

import pygame
import pytest

import rules
from graphics import fonts
from graphics.layout import play_layout
from graphics.view import ViewContext
from graphics.views import view_for

pytestmark = pytest.mark.usefixtures("board_window")


def _text_sizes(game: str, players: int, window: tuple[int, int], scale: float, monkeypatch) -> list[int]:
    """The pixel size of every text the board draws in the play scene's board area at ``scale``."""
    sizes: list[int] = []
    draw_text = fonts.draw_text

    def recording(surface, text, pos, size, *args, **kwargs):
        sizes.append(size)
        return draw_text(surface, text, pos, size, *args, **kwargs)

    monkeypatch.setattr(fonts, "draw_text", recording)
    ruleset = rules.get(game)
    state = ruleset.new_game(players, 1, ruleset.resolve_options({}))
    fonts.set_board_scale(scale)
    view = view_for(ruleset)
    view.layout(play_layout(window, scale).board)
    actions = ruleset.legal_actions(state)
    ctx = ViewContext(seat=0, legal_targets={t for a in actions for t in a.targets})
    view.draw(pygame.Surface(window), state, ctx)
    monkeypatch.setattr(fonts, "draw_text", draw_text)
    return sizes


@pytest.mark.parametrize(("game", "players"), [("aoe3", 4), ("steam", 6)])
@pytest.mark.parametrize("scale", [1.5, 2.0])
def test_board_text_grows_with_the_ui_scale_in_the_same_window(game, players, scale, monkeypatch):
    at_one = _text_sizes(game, players, (1920, 1080), 1.0, monkeypatch)
    larger = _text_sizes(game, players, (1920, 1080), scale, monkeypatch)
    assert statistics.median(larger) > statistics.median(at_one)
    assert min(larger) >= 8


def test_text_is_made_smaller_to_fit_before_it_is_cut():
    text, size = fonts.shrink("New World Cartography", 24, 150, True)
    assert text == "New World Cartography" and size < 24
    assert fonts.font(size, True).size(text)[0] <= 150
    assert fonts.shrink("Short", 24, 150) == ("Short", 24)
    cut, least = fonts.shrink("Río de la Plata and far beyond it", 24, 40, True, least=9)
    assert least == 9 and cut.endswith("…") and fonts.font(9, True).size(cut)[0] <= 40


def test_a_block_of_texts_shrinks_together_until_it_fits_its_box():
    parts = [("4. Merchant Shipping", 24, True), ("Seat 1 leads (1)", 22, False)]
    block = fonts.fit_block(parts, 120, 60)
    assert fonts.block_height(block) <= 60
    assert all(fonts.font(size, bold).size(line)[0] <= 120 for lines, size, bold in block for line in lines)
    (name_lines, name_size, _), (_, hint_size, _) = block
    assert " ".join(name_lines) == "4. Merchant Shipping" and name_size > hint_size


def test_board_text_sizes_follow_the_ui_scale_from_one_lookup():
    fonts.set_board_scale(1.0)
    assert fonts.board(12) == 12
    fonts.set_board_scale(1.5)
    assert fonts.board(12) == 18 and fonts.board(3) == 6  # never below a readable floor


def _painted_sizes(window: tuple[int, int], scale: float, monkeypatch) -> dict[str, int]:
    """The largest pixel size each word painted into the Endeavor board's images (map, mats, cards) has at ``scale``."""
    from PIL import ImageDraw

    from graphics.endeavor import mats, pieces

    for cached in (mats.background, mats.geometry, pieces._card, pieces.building):
        cached.cache_clear()  # painted at another scale by an earlier test: paint them again
    sizes: dict[str, int] = {}
    text = ImageDraw.ImageDraw.text

    def recording(self, xy, words, *args, **kwargs):
        font = kwargs.get("font")
        if font is not None and isinstance(words, str):
            sizes[words] = max(sizes.get(words, 0), font.size)
        return text(self, xy, words, *args, **kwargs)

    monkeypatch.setattr(ImageDraw.ImageDraw, "text", recording)
    ruleset = rules.get("endeavor")
    state = ruleset.new_game(3, 1, ruleset.resolve_options({}))
    fonts.set_board_scale(scale)
    view = view_for(ruleset)
    view.layout(play_layout(window, scale).board)
    view.draw(pygame.Surface(window), state, ViewContext(seat=0, legal_targets=set()))
    monkeypatch.setattr(ImageDraw.ImageDraw, "text", text)
    return sizes


@pytest.mark.parametrize("scale", [1.5, 2.0])
def test_endeavor_painted_words_grow_with_the_ui_scale_in_the_same_window(scale, monkeypatch):
    at_one = _painted_sizes((1920, 1080), 1.0, monkeypatch)
    larger = _painted_sizes((1920, 1080), scale, monkeypatch)
    # the map's names, a mat's track number, level mark, box and slot names, and a card's word
    for words in ("NORTH AMERICA", "Far East", "15", "L2", "HARBOR", "Governor", "SLAVERY"):
        assert larger[words] > at_one[words], words
