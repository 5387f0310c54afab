"""The Age of Steam board is drawn from kept pictures: after any change the next frame shows it.

Each test draws a position with a view that has kept its pictures (the map with
its pieces, the panels, the composed board) and compares it, pixel for pixel,
with what a new view draws of the same position in the same context. A kept
picture that misses something it shows in its key fails here.
"""

from __future__ import annotations

import pygame
import pytest

from graphics.dnd import sources_of, targets_of
from graphics.layout import play_layout
from graphics.steam import view as view_module
from graphics.view import ViewContext
from graphics.views import view_for
from tests.graphics.steam.helpers import midgame

SIZE = (1280, 720)


@pytest.fixture(autouse=True)
def _no_stretching(monkeypatch):
    """A new size or zoom is painted at once (not first stretched from the old painting, as while a window is
    dragged), so a kept view and a new one draw the same map."""
    monkeypatch.setattr(view_module, "REPAINT_AFTER", 0.0)


def _context(rs, s, last=None, lifted=None, hovered=None, t=0.0, colour_blind=True) -> ViewContext:
    acts = rs.legal_actions(s)
    return ViewContext(
        seat=rs.to_move(s),
        legal_targets=set(targets_of(acts, lifted)),
        sources=sources_of(acts),
        last_moves=last or {},
        hovered=hovered,
        lifted=lifted,
        colour_blind=colour_blind,
        time=t,
    )


def _picture(view, s, ctx, size=SIZE) -> bytes:
    surface = pygame.Surface(size)
    surface.fill((255, 0, 255))  # a pixel the board does not paint stays magenta and differs from a new view's
    view.draw(surface, s, ctx)
    return pygame.image.tobytes(surface, "RGB")


def _new_view(rs, size=SIZE, s=None, like=None):
    """A view that has drawn nothing yet, laid out for ``size``; ``like``'s zoom and pan if given (for ``s``)."""
    view = view_for(rs)
    view.layout(play_layout(size).board)
    if like is not None and like.geo is not None:
        view.zoom_index = like.zoom_index
        geo = view._ensure_geo(s)
        geo.pan_x, geo.pan_y = like.geo.pan_x, like.geo.pan_y
    return view


def assert_as_new(view, rs, s, ctx, size=SIZE) -> None:
    kept = _picture(view, s, ctx, size)
    fresh = _new_view(rs, size, s, like=view)
    assert (fresh.zoom_index, fresh.geo.origin if fresh.geo else None) == (view.zoom_index, view.geo.origin)
    assert kept == _picture(fresh, s, ctx, size), "the kept board picture is stale"
    assert view.rects == fresh.rects, "the kept element rects are stale"


@pytest.fixture(scope="module")
def building():
    pygame.init()
    return midgame("rust_belt", until="build")


def test_a_track_placement_shows_at_the_next_frame(building):
    rs, s, last = building
    view = _new_view(rs)
    _picture(view, s, _context(rs, s, last))
    build = next(a for a in rs.legal_actions(s) if a.kind == "build")
    after = rs.apply(s, build)
    assert after.track is not s.track
    assert_as_new(view, rs, after, _context(rs, after, {**last, build.seat: tuple(build.targets)}))


def test_a_change_of_the_panels_alone_shows_at_the_next_frame(building):
    """Finishing a build turn changes the turn and the panels but no track (the map's own picture is kept),
    seen by an onlooker, for whom nothing glows before or after."""
    rs, s, last = building
    onlooker = ViewContext(last_moves=last)
    view = _new_view(rs)
    _picture(view, s, onlooker)
    done = next(a for a in rs.legal_actions(s) if a.kind == "done")
    after = rs.apply(s, done)
    assert after.track is s.track and after.goods is s.goods
    assert_as_new(view, rs, after, onlooker)


def test_lifting_a_tile_shows_its_glowing_hexes_and_the_pulse_is_drawn_at_each_width(building):
    rs, s, last = building
    view = _new_view(rs)
    _picture(view, s, _context(rs, s, last))
    tile = next(src for src in sources_of(rs.legal_actions(s)) if src.startswith("tile:"))
    for t in (0.0, 0.2, 0.4, 0.6, 0.8, 0.0):
        assert_as_new(view, rs, s, _context(rs, s, last, lifted=tile, t=t))
    assert_as_new(view, rs, s, _context(rs, s, last))


def test_each_seats_last_move_and_the_colour_blind_marks_show_at_the_next_frame(building):
    rs, s, last = building
    view = _new_view(rs)
    _picture(view, s, _context(rs, s, last))
    assert_as_new(view, rs, s, _context(rs, s, {}))
    assert_as_new(view, rs, s, _context(rs, s, last, colour_blind=False))


def test_a_new_window_size_a_zoom_and_a_pan_show_at_the_next_frame(building):
    rs, s, last = building
    view = _new_view(rs)
    _picture(view, s, _context(rs, s, last))
    view.layout(play_layout((1920, 1080)).board)
    assert_as_new(view, rs, s, _context(rs, s, last), (1920, 1080))
    view.layout(play_layout(SIZE).board)
    assert_as_new(view, rs, s, _context(rs, s, last))
    assert view.zoom(1, view.map_rect.center)
    assert_as_new(view, rs, s, _context(rs, s, last))
    assert view.pan((40, 30))
    assert_as_new(view, rs, s, _context(rs, s, last))


def test_hovering_a_cube_draws_its_routes_and_leaving_it_takes_them_away():
    pygame.init()
    rs, s, last = midgame("rust_belt", seed=4, until="move")
    cube = next(a.source for a in rs.legal_actions(s) if a.kind == "move")
    view = _new_view(rs)
    plain = _picture(view, s, _context(rs, s, last))
    assert_as_new(view, rs, s, _context(rs, s, last, hovered=cube))
    assert _picture(view, s, _context(rs, s, last, hovered=cube)) != plain
    assert _picture(view, s, _context(rs, s, last)) == plain
