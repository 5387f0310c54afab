"""Views: the registry, the generic view every game falls back to, layout, colours and fonts."""

from __future__ import annotations

import pygame
import pytest

import rules
from graphics import colours, fonts
from graphics.layout import play_layout
from graphics.view import ViewContext
from graphics.views import GenericView, register_view, unregister_view, view_for
from tests import tiny


@pytest.fixture(autouse=True)
def pygame_up():
    pygame.init()
    fonts.reset()
    yield
    pygame.quit()


@pytest.fixture
def tiny_game():
    yield tiny.install()
    rules.unregister("tiny")


def test_a_game_without_a_view_gets_the_generic_view(tiny_game):
    assert isinstance(view_for(tiny_game), GenericView)


def test_a_registered_view_is_used(tiny_game):
    class Mine(GenericView):
        pass

    register_view("tiny", Mine)
    try:
        assert type(view_for(tiny_game)) is Mine
    finally:
        unregister_view("tiny")


def test_the_generic_view_makes_every_legal_target_clickable(tiny_game):
    state = tiny_game.new_game(2, 1, {})
    view = GenericView(tiny_game)
    view.layout(pygame.Rect(0, 0, 900, 600))
    surface = pygame.Surface((900, 600))
    actions = tiny_game.legal_actions(state)
    ctx = ViewContext(seat=0, legal_targets={t for a in actions for t in a.targets}, sources={"supply:0"})
    view.draw(surface, state, ctx)
    for action in actions:
        for target in action.targets:
            rect = view.rect_of(target)
            assert view.element_at(rect.center) == target
    assert view.element_at(view.rect_of("supply:0").center) == "supply:0"


def test_the_generic_view_draws_every_registered_game():
    for ruleset in rules.all():
        players = ruleset.allowed_players(ruleset.resolve_options({})).start
        state = ruleset.new_game(players, 1, {})
        view = GenericView(ruleset)
        view.layout(pygame.Rect(0, 0, 1000, 700))
        actions = ruleset.legal_actions(state)
        ctx = ViewContext(seat=ruleset.to_move(state), legal_targets={t for a in actions for t in a.targets})
        view.draw(pygame.Surface((1000, 700)), state, ctx)
        assert all(view.rect_of(t) is not None for t in ctx.legal_targets)


@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080)])
def test_the_play_layout_fits_the_window_without_overlaps(size):
    lay = play_layout(size)
    window = pygame.Rect((0, 0), size)
    panels = [lay.prompt, lay.board, lay.seats, lay.buttons, lay.actions, lay.log]
    for rect in panels:
        assert window.contains(rect), rect
    for i, a in enumerate(panels):
        for b in panels[i + 1 :]:
            assert not a.colliderect(b), (a, b)


def test_every_player_has_a_distinct_colour_shape_and_letter():
    assert len({p.colour for p in colours.PLAYERS}) == len(colours.PLAYERS)
    assert len({p.shape for p in colours.PLAYERS}) == len(colours.PLAYERS)
    assert len({p.letter for p in colours.PLAYERS}) == len(colours.PLAYERS)


def test_colour_blind_marks_draw_the_letter_on_the_disc():
    plain, marked = pygame.Surface((60, 60)), pygame.Surface((60, 60))
    colours.draw_marker(plain, 0, (30, 30), 24, colour_blind=False)
    colours.draw_marker(marked, 0, (30, 30), 24, colour_blind=True)
    assert plain.get_at((30, 30)) == pygame.Color(*colours.PLAYERS[0].colour)
    assert pygame.image.tobytes(plain, "RGB") != pygame.image.tobytes(marked, "RGB")


def test_text_is_rendered_at_the_size_asked_and_wrapped_to_width():
    small, large = fonts.render("Endeavor", 12, (0, 0, 0)), fonts.render("Endeavor", 36, (0, 0, 0))
    assert large.get_height() > 2 * small.get_height()
    lines = fonts.wrap("one two three four five six seven eight nine ten", 16, 120)
    assert len(lines) > 1
    assert all(fonts.font(16).size(line)[0] <= 120 for line in lines)
