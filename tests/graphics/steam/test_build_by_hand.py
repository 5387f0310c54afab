"""Issue 12: a track tile is laid on the map by hand on Rust Belt and Japan, through the real loop.

A held tile shows its first legal orientation on the hex; the wheel, R and a
right click turn it through its legal orientations only; the release lays the
one shown. "Finish building" is a button on the board (and Enter). A drop where
the tile has no legal orientation changes nothing and says why, naming the hex
as the board does.
"""

from __future__ import annotations

import re

import pygame
import pytest

from rules.core import Action
from tests.game.ui.conftest import app, click, drag, frames  # noqa: F401  (app is a fixture)
from tests.graphics.steam.by_hand import centre, key, lift_and_hold, release, to_build_turn, wheel

MAPS = ["rust_belt", "japan"]


def _turnable(scene) -> tuple[str, str, list[Action]]:
    """A hex and a tile with at least two legal orientations there, in the order the board cycles them."""
    by_pair: dict[tuple[str, str], list[Action]] = {}
    for a in scene.actions:
        if a.kind == "build":
            by_pair.setdefault((a.targets[0], a.source), []).append(a)
    (hex_id, tile), options = next((k, v) for k, v in by_pair.items() if len(v) >= 2)
    return hex_id, tile, list(dict.fromkeys(options))


@pytest.mark.parametrize("map_id", MAPS)
def test_the_wheel_turns_a_held_tile_to_its_second_legal_orientation_and_the_release_lays_that_one(app, map_id):  # noqa: F811
    scene = to_build_turn(app, map_id)
    hex_id, tile, options = _turnable(scene)
    state = scene.match.state
    lift_and_hold(app, centre(scene, tile), centre(scene, hex_id))
    ctx = scene.context()
    assert ctx.candidate == options[0] and ctx.candidates == len(options)  # first legal orientation shown
    wheel(app, 1)
    assert scene.context().candidate == options[1]
    assert scene.view.zoom_index == 0  # the wheel turned the tile, it did not zoom
    assert scene.match.state is state  # nothing laid while held
    release(app, centre(scene, hex_id))
    wanted = options[1]
    assert scene.match.history[-1] == wanted
    p = dict(wanted.params)
    assert scene.match.ruleset.tile_at(scene.match.state, p["hex"])[:2] == (p["tile"], p["rot"])


@pytest.mark.parametrize("map_id", MAPS)
def test_r_shift_r_and_a_right_click_turn_a_tile_picked_up_by_a_click(app, map_id):  # noqa: F811
    scene = to_build_turn(app, map_id)
    hex_id, tile, options = _turnable(scene)
    click(app, centre(scene, tile))  # picked up; it follows the mouse until the next click
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=centre(scene, hex_id), rel=(0, 0), buttons=(0, 0, 0))])
    key(app, pygame.K_r)
    assert scene.context().candidate == options[1 % len(options)]
    key(app, pygame.K_r, pygame.KMOD_SHIFT)
    assert scene.context().candidate == options[0]
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=centre(scene, hex_id), button=3)])
    assert scene.context().candidate == options[1 % len(options)]
    click(app, centre(scene, hex_id))
    assert scene.match.history[-1] == options[1 % len(options)]


@pytest.mark.parametrize("map_id", MAPS)
def test_finish_building_on_the_board_after_one_tile_ends_the_turn(app, map_id):  # noqa: F811
    scene = to_build_turn(app, map_id)
    hex_id, tile, options = _turnable(scene)
    drag(app, centre(scene, tile), centre(scene, hex_id))
    assert scene.match.history[-1] == options[0]
    frames(app, 1)
    state = scene.match.state
    left = scene.match.ruleset.map_of(state).max_placements(state, 0) - 1  # 3, or 4 with the Engineer
    assert f"{left} placements unused" in scene.label(next(a for a in scene.actions if a.kind == "done"))
    click(app, centre(scene, "button:finish"))
    assert scene.match.history[-1].kind == "done" and scene.match.history[-1].seat == 0
    assert scene.match.to_move() != 0 or scene.match.state.phase != "build"


def test_enter_finishes_building(app):  # noqa: F811
    scene = to_build_turn(app, "rust_belt")
    frames(app, 1)
    key(app, pygame.K_RETURN)
    assert scene.match.history[-1].kind == "done" and scene.match.history[-1].seat == 0


@pytest.mark.parametrize("map_id", MAPS)
def test_an_illegal_tile_drop_changes_nothing_and_says_why_naming_the_hex_as_the_board_does(app, map_id):  # noqa: F811
    scene = to_build_turn(app, map_id)
    rs, state = scene.match.ruleset, scene.match.state
    tile = next(a.source for a in scene.actions if a.kind == "build")
    targets = {t for a in scene.actions if a.source == tile for t in a.targets}
    board = rs.board(state)
    inner = scene.view.map_rect.inflate(-60, -60)
    dead = next(
        f"hex:{h.name}"
        for h in board.hexes
        if f"hex:{h.name}" not in targets
        and h.terrain not in ("water", "lake")
        and scene.view.rect_of(f"hex:{h.name}") is not None
        and inner.collidepoint(scene.view.rect_of(f"hex:{h.name}").center)
        and board.hexes.index(h) not in board.city_at
    )
    lift_and_hold(app, centre(scene, tile), centre(scene, dead))
    assert dead not in scene.context().legal_targets  # it does not glow
    before, revision = rs.to_json(state), scene.match.revision
    release(app, centre(scene, dead))
    assert rs.to_json(scene.match.state) == before and scene.match.revision == revision
    reason = scene.last_refusal
    assert reason and "(1." in reason  # the rulebook's words, with its section
    assert not re.search(r"\d+,\d+|hex:|tile:|city:|town:", reason), reason


@pytest.mark.parametrize("map_id", MAPS)
def test_urbanization_drags_a_new_city_tile_onto_a_town(app, map_id):  # noqa: F811
    scene = to_build_turn(app, map_id, take="urbanization", from_round=1)
    urbanize = next(a for a in scene.actions if a.kind == "urbanize")
    town = urbanize.targets[0]
    drag(app, centre(scene, urbanize.source), centre(scene, town))
    done = scene.match.history[-1]
    assert done.kind == "urbanize" and done.get("town") == urbanize.get("town")
    hx = scene.match.ruleset.board(scene.match.state).towns[urbanize.get("town")].hex
    assert scene.match.state.new_city[hx] == done.get("city")
