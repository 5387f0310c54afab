"""The Endeavor view: registered, laid out inside its area at common window sizes, and every element found again."""

from __future__ import annotations

import pygame
import pytest

from graphics.dnd import sources_of, targets_of
from graphics.endeavor.view import EndeavorView
from graphics.layout import play_layout
from graphics.view import ViewContext
from graphics.views import view_for
from tests.graphics.endeavor.helpers import midgame


@pytest.fixture(scope="module")
def position():
    pygame.init()
    return midgame()


def _drawn(rs, s, last, size, seat=None):
    surface = pygame.Surface(size)
    view = view_for(rs)
    view.layout(play_layout(size).board)
    acts = rs.legal_actions(s)
    ctx = ViewContext(seat=seat, legal_targets=set(targets_of(acts)), sources=sources_of(acts), last_moves=last)
    view.draw(surface, s, ctx)
    return view, surface


def test_endeavor_has_its_own_view(position):
    rs, _, _ = position
    assert isinstance(view_for(rs), EndeavorView)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_every_element_lies_inside_the_board_area_and_is_found_under_its_centre(position, size):
    rs, s, last = position
    view, _ = _drawn(rs, s, last, size)
    area = view.rect
    assert len(view.rects) > 150
    for eid, rect in view.rects.items():
        assert area.contains(rect), eid
        assert view.element_at(rect.center) == eid, eid


def test_every_seat_has_a_mat_and_mats_do_not_overlap_the_map_or_the_market(position):
    rs, s, last = position
    view, _ = _drawn(rs, s, last, (1920, 1080), seat=2)
    assert sorted(view.mat_of) == list(range(s.players))
    assert view.mat_of[2][1] is False  # the deciding seat's mat is the large one
    assert all(compact for p, (_, compact) in view.mat_of.items() if p != 2)
    rects = [r for r, _ in view.mat_of.values()] + [view.map_rect, view.market_rect]
    for i, a in enumerate(rects):
        for b in rects[i + 1 :]:
            assert not a.colliderect(b)


def test_pointing_at_open_land_names_the_region(position):
    rs, s, last = position
    view, _ = _drawn(rs, s, last, (1920, 1080))
    x, y = view.geo.regions["region:africa"]["label"]
    assert view.element_at(view.px((x, y + 40))) == "region:africa"


def test_every_element_has_hover_text(position):
    rs, s, last = position
    view, _ = _drawn(rs, s, last, (1280, 720))
    for eid in list(view.rects) + list(view.region_rects):
        text = view.describe(s, eid)
        assert text and len(text) > 10, eid


def test_a_lifted_disc_is_drawn_without_error(position):
    rs, s, last = position
    view, surface = _drawn(rs, s, last, (1280, 720))
    before = surface.copy()
    view.draw_lifted(surface, s, "harbor:0", (300, 300))
    assert surface.get_at((300, 297)) != before.get_at((300, 297))


@pytest.mark.parametrize("prominence", ["naval_superiority", "changing_alliances", "political_agenda"])
def test_the_prominence_tile_and_open_seas_have_a_place_for_every_target(prominence):
    import random

    import rules

    pygame.init()
    rs = rules.get("endeavor")
    s = rs.new_game(4, 3, {"prominence": prominence, "aoe_buildings": True})
    rng = random.Random(1)
    ids: set[str] = set()
    for _ in range(160):
        acts = rs.legal_actions(s)
        ids.update(t for a in acts for t in (*a.targets, a.source) if t and not t.startswith("card:"))
        busy = [a for a in acts if a.kind not in ("pass", "done")]
        tile = [a for a in busy if a.kind in ("prominence", "sail", "fortify")]
        pick = tile if tile and rng.random() < 0.6 else busy if busy and rng.random() < 0.9 else acts
        s = rs.apply(s, rng.choice(pick))
    view, _ = _drawn(rs, s, {}, (1280, 720))
    assert [i for i in ids if view.rect_of(i) is None] == []
    assert any(eid.startswith("prominence:") for eid in view.rects)
    for eid in view.rects:
        assert view.describe(s, eid), eid


def test_a_new_window_size_stretches_the_old_map_at_once_and_paints_it_afresh_when_it_rests(position, monkeypatch):
    from graphics.endeavor import view as view_module

    rs, s, last = position
    view, _ = _drawn(rs, s, last, (1280, 720))
    painted = []
    monkeypatch.setattr(view, "_paint_static", lambda: painted.append(view.map_rect.w))
    view.layout(play_layout((1600, 900)).board)
    assert view._board.get_width() == view.map_rect.w and painted == []
    monkeypatch.setattr(view_module, "REPAINT_AFTER", 0.0)
    view.draw(pygame.Surface((1600, 900)), s, ViewContext())
    assert painted == [view.map_rect.w]


@pytest.mark.parametrize("size", [(800, 560), (1024, 640), (1280, 720)])
def test_in_a_small_window_every_card_and_building_space_has_room_and_stays_on_its_mat(position, size):
    rs, s, last = position
    view, _ = _drawn(rs, s, last, size, seat=0)
    area = view.rect
    for p, (mat, _) in view.mat_of.items():
        for eid, rect in view.rects.items():
            if eid.startswith((f"card:{p}:", f"building:{p}:", f"harbor:{p}", f"supply:{p}", f"tokens:{p}")):
                assert mat.contains(rect), (size, eid)
                assert rect.w >= 12 and rect.h >= 12, (size, eid, rect)
                assert area.contains(rect), (size, eid)
