"""Age of Steam played with the mouse through the real loop: a click on a glowing hex, and an illegal click and
drop that change nothing (a held tile turned on its hex: test_build_by_hand.py)."""

from __future__ import annotations

from game.scenes.play import PlayScene
from rules.core import Action
from tests.game.ui.conftest import app, click, drag, frames  # noqa: F401  (app is a fixture)
from tests.graphics.steam.by_hand import to_build_turn


def centre(scene: PlayScene, element_id: str) -> tuple[int, int]:
    rect = scene.view.rect_of(element_id)
    assert rect is not None, element_id
    return rect.center


def _to_my_build_turn(app) -> PlayScene:  # noqa: F811
    """Seat 1's first build turn on Rust Belt (the other seats' moves made by the test)."""
    return to_build_turn(app, "rust_belt", from_round=1)


def _chooser_button(scene: PlayScene, action: Action):
    """The chooser's button for ``action`` (its label is the ruleset's description, maybe shortened)."""
    label = scene.label(action)
    for element in scene.callbacks:
        text = getattr(element, "text", "") or ""
        if text and label.startswith(text.rstrip("…")) and text != "Cancel":
            return element
    raise AssertionError(f"no chooser button for {label!r}")


def test_clicking_a_glowing_hex_offers_every_tile_that_fits_there(app):  # noqa: F811
    scene = _to_my_build_turn(app)
    builds = [a for a in scene.match.legal_actions() if a.kind == "build"]
    hex_id = builds[0].targets[0]
    here = [a for a in builds if a.targets[0] == hex_id]
    click(app, centre(scene, hex_id))
    if len(here) == 1:
        assert scene.match.history[-1] == here[0]
        return
    assert scene.chooser is not None and set(scene.chooser) == set(here)
    frames(app, 1)
    click(app, _chooser_button(scene, here[0]).rect.center)
    assert scene.match.history[-1] == here[0]


def test_an_illegal_click_or_drop_changes_nothing(app):  # noqa: F811
    scene = _to_my_build_turn(app)
    rs = scene.match.ruleset
    s = scene.match.state
    board = rs.board(s)
    glowing = scene.context().legal_targets
    water = next(f"hex:{h.name}" for h in board.hexes if h.terrain == "water" and f"hex:{h.name}" not in glowing)
    before = rs.to_json(s)
    revision = scene.match.revision
    click(app, centre(scene, water))
    assert scene.chooser is None
    assert rs.to_json(scene.match.state) == before and scene.match.revision == revision
    drag(app, centre(scene, "tile:straight"), centre(scene, water))
    assert rs.to_json(scene.match.state) == before and scene.match.revision == revision
    assert scene.last_refusal  # the drop was explained


def test_the_wheel_zooms_the_map_and_a_drag_on_open_country_pans_it(app):  # noqa: F811
    import pygame

    scene = _to_my_build_turn(app)
    view = scene.view
    centre_pt = view.map_rect.center
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=centre_pt, rel=(0, 0), buttons=(0, 0, 0))], dt=1 / 60)
    app.step([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False)], dt=1 / 60)
    frames(app, 1)
    assert view.zoom_index == 1
    # a point of open country: no piece, no stop, no glowing hex under it
    inner = view.map_rect.inflate(-80, -80)
    spot = next(
        (x, y)
        for y in range(inner.top, inner.bottom, 7)
        for x in range(inner.left, inner.right, 7)
        if view.element_at((x, y)) is None
    )
    before = (view.geo.pan_x, view.geo.pan_y)
    history = len(scene.match.history)
    drag(app, spot, (spot[0] + 30, spot[1] + 20))
    assert (view.geo.pan_x, view.geo.pan_y) != before
    assert len(scene.match.history) == history
