"""The play scene repaints only what the last frame drew over its kept pictures: each frame must equal the
same frame painted whole.

Between two frames the screen keeps what the last one left, so the board and the
panels repaint only where the widgets, the board's own marks (hover, the held
tile, the turn's buttons, the map's corner notes) or a tooltip went over them.
Each check takes the frame the real loop painted and paints the same moment
again from scratch (``App.paint`` outside a step, which never trusts the
screen): a mark left behind, or a place not repainted, shows as a difference.
"""

from __future__ import annotations

import itertools
import time

import pygame
import pytest

from graphics.steam import view as view_module
from graphics.steam.view import SteamView
from tests.game.ui.conftest import frames
from tests.graphics.steam.by_hand import centre, lift_and_hold, move_to, release, to_build_turn, wheel


@pytest.fixture
def partial(monkeypatch):
    """Counts the frames the board was repainted only in part (so the checks below test that path)."""
    count = []
    real = SteamView._show

    def spy(view, surface, state, frame, key):
        on = view._on_screen
        if view.damage is not None and on is not None and on[0] is surface and on[1][0] == key[0] and on[2] is state:
            count.append(key)  # the same picture, or one that differs only by the glow's pulse width
        real(view, surface, state, frame, key)

    monkeypatch.setattr(SteamView, "_show", spy)
    return count


def assert_as_whole(app) -> None:
    """The frame the loop just painted equals the same moment painted whole."""
    shown = pygame.image.tobytes(app.screen, "RGB")
    app.paint()
    assert pygame.image.tobytes(app.screen, "RGB") == shown, "a part of the screen was not repainted"


def settle(app) -> None:
    """Two frames: the first repaints whole after a check, the second only what the first drew over."""
    frames(app, 2)
    assert_as_whole(app)


def moved(app, pos: tuple[int, int], held: bool = False) -> None:
    """A frame painted whole (after a check), then the frame the mouse moves to ``pos`` in: painted in part."""
    frames(app, 1)
    move_to(app, pos, held)
    assert_as_whole(app)


def test_hover_marks_move_with_the_mouse_and_leave_nothing_behind(app, partial):
    scene = to_build_turn(app)
    view = scene.view
    settle(app)
    hexes = [e for e in view.rects if e.startswith("hex:")]
    tiles = [e for e in view.rects if e.startswith("tile:")]
    for eid in (hexes[0], hexes[len(hexes) // 2], tiles[0], tiles[-1], "button:finish", hexes[-1]):
        moved(app, centre(scene, eid))
    moved(app, (view.rect.right - 2, view.rect.bottom - 2))
    assert len(partial) >= 7


def test_a_tooltip_and_a_held_tile_are_repainted_over_when_they_go(app, partial):
    scene = to_build_turn(app)
    view = scene.view
    target = sorted(e for e in scene.dnd.glowing(scene.actions) if e.startswith("hex:"))
    tile = next(e for e in view.rects if e.startswith("tile:") and e in scene._sources)
    move_to(app, centre(scene, tile), False)
    frames(app, 40)  # the tooltip shows after its delay
    assert_as_whole(app)
    moved(app, (view.map_rect.centerx, view.map_rect.y + 5))
    settle(app)
    lift_and_hold(app, centre(scene, tile), centre(scene, tile))
    glowing = sorted(e for e in scene.dnd.glowing(scene.actions) if e.startswith("hex:"))
    assert glowing, target
    moved(app, centre(scene, glowing[0]), True)
    moved(app, centre(scene, glowing[-1]), True)
    release(app, (view.rect.right - 2, view.rect.bottom - 2))  # nowhere: the tile slides home
    frames(app, 60)
    settle(app)
    wheel(app, 1)  # nothing held: the map zooms (stretched at first, painted afresh once the wheel rests)
    time.sleep(view_module.REPAINT_AFTER + 0.05)
    settle(app)
    moved(app, view.map_rect.center)
    assert partial


def test_a_toast_is_repainted_over_in_part_while_it_shows_and_fades(app, partial):
    scene = to_build_turn(app)
    settle(app)
    scene.toasts.show("A message over the board that fades after a second.", seconds=1.0)
    shown = len(partial)
    for _ in range(3):  # the toast shows: the board repaints only where the toast and the widgets were
        frames(app, 1)
        assert_as_whole(app)
        frames(app, 1)
    assert len(partial) > shown
    for _ in range(8):  # it fades (0.4 s), then goes: every frame still equals the whole picture
        frames(app, 9)
        assert_as_whole(app)
    assert not scene.toasts.items


def test_a_tooltip_is_repainted_over_in_part_and_leaves_nothing_when_it_moves(app, partial):
    scene = to_build_turn(app)
    view = scene.view
    tiles = [e for e in view.rects if e.startswith("tile:")]
    move_to(app, centre(scene, tiles[0]), False)
    frames(app, 40)  # the tooltip shows after its delay
    assert scene._tip is not None and scene._tip[1]
    before = len(partial)
    frames(app, 2)
    assert_as_whole(app)
    assert len(partial) > before  # with the tooltip up, the board is not repainted whole every frame
    frames(app, 1)
    move_to(app, centre(scene, tiles[-1]), False)  # another tile: the old tip's box is repainted
    frames(app, 40)
    assert_as_whole(app)


def test_the_glow_pulsing_repaints_only_the_glows_and_leaves_no_old_width_behind(app, partial):
    scene = to_build_turn(app)
    view = scene.view
    settle(app)
    assert view._glow  # the build turn's places to start from glow, and pulse
    widths = set()
    for _ in range(40):  # the pulse steps through its widths: each frame equals the same moment painted whole
        frames(app, 1)
        widths.add(view._on_screen[1][1])
        frames(app, 1)
        assert_as_whole(app)
    assert len(widths) == 3
    changed = [k for k, b in itertools.pairwise(partial) if k[0] == b[0] and k[1] != b[1]]
    assert changed, "a change of the pulse's width repainted the whole board"
