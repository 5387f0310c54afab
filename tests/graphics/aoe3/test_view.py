"""The Age of Empires III view: registered, laid out inside its area at common sizes, every legal target and
piece drawn where the mouse can find it, and every element explained on hover."""

from __future__ import annotations

import pygame
import pytest

from graphics import fonts
from graphics.aoe3.view import Aoe3View
from graphics.layout import play_layout
from graphics.view import ViewContext
from graphics.views import view_for
from rules.aoe3.data import COUNTERS, REGION_IDS
from rules.aoe3.state import tset
from tests.graphics.aoe3.helpers import midgame, positions
from tests.graphics.drawing import drawn


@pytest.fixture(autouse=True)
def _pygame():
    pygame.init()
    fonts.reset()  # a UI test before this one may have quit pygame (and its fonts)
    yield


def test_age_of_empires_has_its_own_view():
    rs, _, _ = midgame(2, 10)
    assert isinstance(view_for(rs), Aoe3View)


@pytest.mark.parametrize("players", [2, 5])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_every_element_lies_inside_the_board_area_and_is_found_under_its_centre(players, size):
    rs, s, last = midgame(players, 40 * players)
    assert s.turn >= 2
    view, _ = drawn(rs, s, last, size)
    area = view.rect
    assert len(view.rects) > 60
    for eid, rect in view.rects.items():
        assert area.contains(rect), eid
        assert view.element_at(rect.center) == eid, eid


def test_the_eight_event_boxes_are_drawn_top_to_bottom_in_resolution_order():
    rs, s, last = midgame(3, 30)
    view, _ = drawn(rs, s, last, (1280, 720))
    order = ["initiative", "dock", "trade_goods", "merchant_shipping", "capital_buildings", "discovery"]
    tops = [view.rect_of(f"box:{b}:1").y for b in order]
    tops += [view.rect_of("box:specialists:captain").y, view.rect_of("box:warfare:1").y]
    assert tops == sorted(tops) and len(set(tops)) == 8


def test_the_nine_regions_their_goods_and_the_hidden_counters_have_places():
    rs, s, last = midgame(4, 20)
    view, _ = drawn(rs, s, last, (1280, 720))
    from rules.aoe3.data import REGIONS

    for i, r in enumerate(REGIONS):
        assert view.rect_of(f"region:{r.id}") is not None
        assert view.rect_of(f"good:{r.id}") is not None
        assert (view.rect_of(f"counter:{r.id}") is None) == s.discovered[i], r.id
    assert view.rect_of("counter:caribbean") is None  # the Caribbean starts discovered


@pytest.mark.parametrize("players", [2, 5])
def test_every_legal_target_and_source_of_a_whole_stretch_of_play_has_a_rect(players):
    rs = None
    seen_kinds: set[str] = set()
    view = None
    for k, (s, last) in enumerate(positions(players, 400, seed=3)):
        if k % 3:
            continue
        import rules

        rs = rules.get("aoe3")
        acts = rs.legal_actions(s)
        if view is None:
            view, _ = drawn(rs, s, last, (1280, 720))
        else:
            view.draw(pygame.Surface((1280, 720)), s, ViewContext())
        for a in acts:
            seen_kinds.add(s.pending[0])
            for eid in (*a.targets, a.source):
                if eid:
                    assert view.rect_of(eid) is not None, (s.pending[0], eid)
    # the stretch covers placement and several resolution decisions
    assert {"place", "dock", "good", "buy", "expedition"} <= seen_kinds


def test_every_element_has_hover_text():
    rs, s, last = midgame(5, 150)
    view, _ = drawn(rs, s, last, (1280, 720))
    for eid in view.rects:
        text = view.describe(s, eid)
        assert text and len(text) > 15, eid


def test_the_colour_blind_setting_changes_the_pieces():
    rs, s, last = midgame(3, 40)
    _, marked = drawn(rs, s, last, (1280, 720), colour_blind=True)
    _, plain = drawn(rs, s, last, (1280, 720), colour_blind=False)
    assert pygame.image.tobytes(marked, "RGB") != pygame.image.tobytes(plain, "RGB")


def test_a_lifted_colonist_is_drawn_at_the_mouse():
    rs, s, last = midgame(3, 40)
    view, surface = drawn(rs, s, last, (1280, 720))
    before = surface.copy()
    view.draw_lifted(surface, s, "colonist:1", (300, 300))
    assert surface.get_at((300, 300)) != before.get_at((300, 300))


def test_a_new_size_stretches_the_old_board_at_once_and_paints_it_afresh_when_it_rests(monkeypatch):
    from graphics.aoe3 import view as view_module

    rs, s, last = midgame(3, 30)
    view, _ = drawn(rs, s, last, (1280, 720))
    painted = []
    real = view_module.art.paint
    monkeypatch.setattr(view_module.art, "paint", lambda fr: painted.append(fr.board.size) or real(fr))
    board = play_layout((1600, 900)).board
    view.layout(board)
    view.draw(pygame.Surface((1600, 900)), s, ViewContext())
    assert painted == [] and view._static.get_size() == board.size
    monkeypatch.setattr(view_module, "REPAINT_AFTER", 0.0)
    view.draw(pygame.Surface((1600, 900)), s, ViewContext())
    assert painted == [board.size]
    assert view.rect_of("box:initiative:1").colliderect(board)


def test_a_known_counter_accepts_an_expedition_equal_to_its_natives():
    """Rulebook: "If your expedition's value (including Soldiers) is equal to or greater than the Native American
    icons on the counter, you succeed!" The hover says so (it said "a value above N")."""
    rs, s, _last = midgame(3, 0)
    r = next(i for i, d in enumerate(s.discovered) if not d)
    s.known = tset(s.known, r, "c16")
    view = view_for(rs)
    text = view.describe(s, f"counter:{REGION_IDS[r]}")
    natives = COUNTERS["c16"].natives
    assert f"needs a value of {natives} or more" in text
    assert "above" not in text


def test_hollands_mat_and_units_are_orange_as_the_rulebook_colours_it():
    """Setup 1: "... Orange for Holland": the fifth seat's mat band and its units are painted orange, not purple."""
    from graphics.colours import STYLES

    rs, s, last = midgame(5, 200)
    view, surface = drawn(rs, s, last, (1920, 1080))
    mat = view.rects["mat:4"]
    band = surface.get_at((mat.centerx, mat.y + 3))[:3]
    assert band == STYLES["Orange"].colour
    assert band != STYLES["Purple"].colour
