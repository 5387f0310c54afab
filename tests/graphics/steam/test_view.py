"""The Age of Steam view: every map laid out and drawn at common window sizes, every legal target placed,
hover text everywhere, zoom and pan."""

from __future__ import annotations

import pygame
import pytest

from graphics.dnd import sources_of, targets_of
from graphics.layout import play_layout
from graphics.steam.view import SteamView
from graphics.view import ViewContext
from graphics.views import view_for
from tests.graphics.drawing import drawn
from tests.graphics.steam.helpers import midgame

MAPS = [("rust_belt", 3), ("tasmania", 3), ("venezuela", 4), ("japan", 3)]


@pytest.fixture(scope="module", params=MAPS, ids=[m for m, _ in MAPS])
def position(request):
    pygame.init()
    map_id, players = request.param
    return midgame(map_id, players=players, until="build")


def test_age_of_steam_has_its_own_view(position):
    rs, _, _ = position
    assert isinstance(view_for(rs), SteamView)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_every_map_is_drawn_inside_the_board_area_with_a_place_for_every_hex(position, size):
    rs, s, last = position
    view, _ = drawn(rs, s, last, size)
    board = rs.board(s)
    assert s.track, "the position has track on the board"
    for h in board.hexes:
        assert f"hex:{h.name}" in view.rects
    for eid, rect in view.rects.items():
        assert view.rect.contains(rect), eid
    for a, b in [
        (view.map_rect, view.side_rect),
        (view.map_rect, view.display_rect),
        (view.side_rect, view.display_rect),
    ]:
        assert not a.colliderect(b)


def test_every_legal_target_and_source_has_a_place(position):
    rs, s, last = position
    view, _ = drawn(rs, s, last, (1280, 720))
    acts = rs.legal_actions(s)
    ids = {t for a in acts for t in a.targets} | {a.source for a in acts if a.source}
    assert ids and [i for i in ids if view.rect_of(i) is None] == []


def test_pointing_at_a_glowing_hex_finds_that_hex(position):
    rs, s, last = position
    view, _ = drawn(rs, s, last, (1280, 720))
    glowing = [t for a in rs.legal_actions(s) if a.kind == "build" for t in a.targets]
    assert glowing
    for eid in glowing[:20]:
        assert view.element_at(view.rect_of(eid).center) == eid


def test_every_element_has_hover_text(position):
    rs, s, last = position
    view, _ = drawn(rs, s, last, (1280, 720))
    for eid in view.rects:
        text = view.describe(s, eid)
        assert text and len(text) > 10, eid


def test_a_hex_with_track_says_where_its_rails_run_not_a_rotation_number(position):
    """Issue 12: the hover text of a laid tile read "straight (turn 2)"; a player reads the rails' directions."""
    rs, s, last = position
    view, _ = drawn(rs, s, last, (1280, 720))
    board = rs.board(s)
    for h in s.track:
        text = view.describe(s, f"hex:{board.hexes[h].name}")
        assert "(turn " not in text
        assert any(f" to {edge}" in text or "from the town" in text for edge in ("north", "south"))


def test_hovering_a_glowing_hex_draws_the_tiles_that_fit_there(position):
    rs, s, last = position
    hexes = [a.targets[0] for a in rs.legal_actions(s) if a.kind == "build"]
    view, plain = drawn(rs, s, last, (1280, 720))
    options = view.build_options(s, hexes[0])
    assert options and all(hexes[0] in a.targets for a in options)
    _, shown = drawn(rs, s, last, (1280, 720), hovered=hexes[0])
    assert pygame.image.tobytes(plain, "RGB") != pygame.image.tobytes(shown, "RGB")
    assert "ways" in view.describe(s, hexes[0])


def test_a_lifted_tile_follows_the_mouse(position):
    rs, s, last = position
    view, surface = drawn(rs, s, last, (1280, 720), lifted="tile:gentle")
    before = surface.copy()
    view.draw_lifted(surface, s, "tile:gentle", (300, 300))
    assert surface.get_at((300, 300)) != before.get_at((300, 300))


def test_zooming_keeps_the_point_under_the_mouse_and_panning_moves_the_map():
    pygame.init()
    rs, s, last = midgame("rust_belt", until="build")
    view, _ = drawn(rs, s, last, (1280, 720))
    board = rs.board(s)
    h = board.hexes[board.at(9, 5)]
    before = view.geo.screen(h.col, h.row)
    pos = (round(before[0]), round(before[1]))
    assert view.zoom(1, pos)
    after = view.geo.screen(h.col, h.row)
    assert abs(after[0] - pos[0]) < 2 and abs(after[1] - pos[1]) < 2
    assert view.geo.size > view.geo.fit_size
    assert view.pan((40, 0)) or view.pan((-40, 0))
    view.draw(pygame.Surface((1280, 720)), s, ViewContext())
    assert view.zoom(-1, pos) and not view.zoom(-1, pos)
    assert not view.pan((40, 0))


def test_a_delivery_route_is_highlighted_when_its_cube_is_hovered():
    pygame.init()
    rs, s, last = midgame("rust_belt", seed=4, until="move")
    moves = [a for a in rs.legal_actions(s) if a.kind == "move"]
    assert moves
    view, plain = drawn(rs, s, last, (1280, 720))
    assert view.rect_of(moves[0].source) is not None
    _, shown = drawn(rs, s, last, (1280, 720), hovered=moves[0].source)
    route_hex = next(t for t in moves[0].targets if t.startswith("hex:"))
    r = view.rect_of(route_hex)
    changed = any(
        plain.get_at((x, y)) != shown.get_at((x, y))
        for x in range(r.left, r.right, 3)
        for y in range(r.top, r.bottom, 3)
    )
    assert changed
    assert "delivery route" in view.describe(s, moves[0].source)


@pytest.mark.parametrize(("map_id", "players"), [("rust_belt", 3), ("tasmania", 4), ("venezuela", 4), ("japan", 4)])
def test_through_a_whole_game_every_target_and_source_has_a_place_and_a_hover_text(map_id, players):
    """Shares, auction, selection, building (tiles, New Cities, Japan's claims), moves and Production."""
    import random

    pygame.init()
    rs = __import__("rules").get("steam")
    s = rs.new_game(players, 2, {"map": map_id})
    rng = random.Random(2)
    view = view_for(rs)
    view.layout(play_layout((1280, 720)).board)
    surface = pygame.Surface((1280, 720))
    kinds: set[str] = set()
    for i in range(400):
        acts = rs.legal_actions(s)
        if not acts:
            break
        if i % 3 == 0 or any(a.kind not in ("build", "bid") for a in acts):
            ctx = ViewContext(seat=rs.to_move(s), legal_targets=set(targets_of(acts)), sources=sources_of(acts))
            view.draw(surface, s, ctx)
            ids = {t for a in acts for t in a.targets} | {a.source for a in acts if a.source}
            assert [t for t in ids if view.rect_of(t) is None] == [], (s.phase, i)
            assert all(view.describe(s, t) for t in ids)
            kinds.update(a.kind for a in acts)
        builds = [a for a in acts if a.kind == "build"]
        if builds and s.builds < 3:
            a = rng.choice(builds)
        elif s.phase == "shares":
            a = next(x for x in acts if dict(x.params).get("n") == min(2, len(acts) - 1))
        elif any(x.kind == "drop" for x in acts):
            a = next(x for x in acts if x.kind == "drop")
        else:
            a = rng.choice([x for x in acts if x.kind != "raise_engine"] or acts)
        s = rs.apply(s, a)
    assert {"build", "select", "issue"} <= kinds


def test_while_the_wheel_turns_the_old_map_is_stretched_and_painted_afresh_once_it_rests(monkeypatch):
    from graphics.steam import view as view_module

    rs, s, last = midgame("rust_belt", until="build")
    view, _ = drawn(rs, s, last, (1280, 720))
    painted = []
    real = view_module.paint_map
    monkeypatch.setattr(view_module, "paint_map", lambda board, geo: painted.append(geo.zoom) or real(board, geo))
    assert view.zoom(1, view.map_rect.center)
    view.draw(pygame.Surface((1280, 720)), s, ViewContext())
    assert painted == []
    monkeypatch.setattr(view_module, "REPAINT_AFTER", 0.0)
    view.draw(pygame.Surface((1280, 720)), s, ViewContext())
    assert painted == [view.geo.zoom]


def test_a_lifted_new_city_and_cube_aredrawn(position):
    rs, s, last = position
    view, surface = drawn(rs, s, last, (1280, 720))
    for source in ("newcity:A", "drawn:red"):
        before = surface.copy()
        view.draw_lifted(surface, s, source, (300, 300))
        assert surface.get_at((300, 300)) != before.get_at((300, 300)), source


def test_a_new_window_size_stretches_the_old_map_at_once_and_paints_it_afresh_when_it_rests(monkeypatch):
    from graphics.steam import view as view_module

    rs, s, last = midgame("rust_belt", until="build")
    view, _ = drawn(rs, s, last, (1280, 720))
    painted = []
    real = view_module.paint_map
    monkeypatch.setattr(view_module, "paint_map", lambda board, geo: painted.append(geo.world_w) or real(board, geo))
    view.layout(play_layout((1600, 900)).board)
    view.draw(pygame.Surface((1600, 900)), s, ViewContext())
    assert painted == []
    monkeypatch.setattr(view_module, "REPAINT_AFTER", 0.0)
    view.draw(pygame.Surface((1600, 900)), s, ViewContext())
    assert painted == [view.geo.world_w]


def test_a_tall_map_has_the_goods_display_beside_it_and_a_wide_map_under_it():
    for map_id, vertical in (("japan", True), ("rust_belt", False)):
        rs, s, last = midgame(map_id, until="build")
        view, _ = drawn(rs, s, last, (1280, 720))
        assert view._vertical is vertical, map_id
        if vertical:
            assert view.display_rect.left > view.map_rect.right and view.display_rect.h > view.map_rect.h * 0.9
        else:
            assert view.display_rect.top > view.map_rect.bottom


def test_the_shares_box_hover_speaks_of_shares_not_of_building():
    """Issue shares (1.4) is a choice of how many shares; the Shares box's hover must not call it 'ways to build'."""
    pygame.init()
    rs, s, last = midgame("rust_belt", players=3, until="issue")
    view, _ = drawn(rs, s, last, (1280, 720))
    seat = rs.to_move(s)
    text = view.describe(s, f"shares:{seat}")
    assert "choices here" in text and "build" not in text
