"""The market of capital buildings and the seat panels (money, units to place, goods, buildings, VP, turn order)."""

from __future__ import annotations

from typing import Any

import pygame

from graphics import colours, fonts
from graphics.aoe3 import art
from graphics.aoe3.canvas import Shifted
from graphics.aoe3.pieces import GOOD_MARKS, draw_good, draw_unit
from rules.aoe3.board import COLOURS, seat_name
from rules.aoe3.buildings import effect_text
from rules.aoe3.data import (
    BUILDINGS,
    GOODS,
    PRICES,
    UNITS,
    age_of,
)

ORDINALS = ("1st", "2nd", "3rd", "4th", "5th", "6th")


class PanelsMixin:
    """Drawing of the market and the seats (``self.fr``, ``self.rects`` and ``self.ruleset`` come from the view)."""

    # the market
    def _draw_market(self, surf: Shifted, state: Any) -> None:
        fr = self.fr
        m = fr.market
        size = fr.text
        age = age_of(state.turn)
        stacks = " · ".join(f"{'I' * (a + 1)}: {len(s)}" for a, s in enumerate(state.stacks))
        head = f"Capital buildings for sale — ${PRICES[age]} each in Age {'I' * age}   (stacks {stacks})"
        size = min(size, fr.cards[0].y - m.y - fr.px(6)) if fr.cards else size
        fonts.draw_fitted(
            surf.s, head, surf.p((m.x + fr.px(6), m.y + fr.px(4))), size, m.w - fr.px(12), colours.PARCHMENT, True
        )
        for bid, r in zip(state.building_display, fr.cards, strict=False):
            self._card(surf, state, bid, r)

    def _card(self, surf: Shifted, state: Any, bid: str, r: pygame.Rect) -> None:
        fr = self.fr
        b = BUILDINGS[bid]
        rr = surf.r(r)
        pad = fr.px(5)
        size = fonts.shrink(f"Age {'I' * b.age} $10", fr.text, r.w - 3 * pad, True)[1]
        band = pygame.Rect(rr.x + 1, rr.y + 1, rr.w - 2, size + pad)
        pygame.draw.rect(surf.s, art.AGE_COLOURS[b.age], band, border_top_left_radius=6, border_top_right_radius=6)
        fonts.draw_text(
            surf.s, f"Age {'I' * b.age}", (band.x + pad, band.centery), size - 1, colours.INK, True, "midleft"
        )
        fonts.draw_text(
            surf.s,
            f"${PRICES[age_of(state.turn)]}",
            (band.right - pad, band.centery),
            size,
            colours.INK,
            True,
            "midright",
        )
        y = band.bottom + 2
        vp_h = max(10, size - 1) + 4 if b.vp else 0
        # the name and its effect are set smaller together rather than cut (the hover text says them whole)
        w, h = r.w - 2 * pad, rr.bottom - vp_h - 2 - y
        # one size for the names on sale (two lines each at most); each effect then set as large as its room allows
        names = [BUILDINGS[o].name for o in state.building_display]
        top = min(fonts.fit_block([(name, fr.text, True)], w, h // 2)[0][1] for name in names)
        block = fonts.fit_block([(b.name, top, True), (effect_text(bid).split("; ")[0], max(10, top - 1), False)], w, h)
        fonts.draw_block(surf.s, block, (rr.x + pad, y), [colours.INK, (70, 54, 40)])
        if b.vp:
            fonts.draw_text(
                surf.s,
                f"{b.vp} VP",
                (rr.right - pad, rr.bottom - 3),
                max(10, size - 1),
                colours.ERROR,
                True,
                "bottomright",
            )
        self.rects[f"building:{bid}"] = pygame.Rect(r)
        self._mark(surf, r, "building", f"{bid}@market", "bottomleft")

    # the seats
    def _draw_seat(self, surf: Shifted, state: Any, seat: int, cb: bool) -> None:
        fr = self.fr
        r = fr.seats[seat]
        self.rects[f"mat:{seat}"] = pygame.Rect(r)  # first, so the pieces drawn on the mat are found before it
        rr = surf.r(r)
        pad = fr.px(5)
        size = fr.text
        deciding = state.pending is not None and state.pending[1] == seat
        style = colours.player_style(seat, COLOURS)
        band = pygame.Rect(r.x, r.y, r.w, size + pad * 2)
        pygame.draw.rect(surf.s, style.colour, surf.r(band), border_top_left_radius=6, border_top_right_radius=6)
        if deciding:
            pygame.draw.rect(surf.s, colours.GOLD, rr, 3, border_radius=6)
        ink = colours.contrast(style.colour)
        bandr = surf.r(band)
        colours.draw_marker(
            surf.s, seat, (bandr.x + pad + size // 2, bandr.centery), max(6, size // 2), cb, colours.INK, COLOURS
        )
        x = bandr.x + pad * 2 + size
        pos = state.order.index(seat)
        vp = self._scores(state)[seat]
        right = fonts.draw_text(
            surf.s, f"${state.money[seat]}  {vp} VP", (bandr.right - pad, bandr.centery), size, ink, True, "midright"
        )
        room = right.x - x - pad
        left = f"{seat_name(seat)} · {ORDINALS[pos]}"
        if fonts.font(size, True).size(left)[0] > room:
            left = f"{seat + 1} · {ORDINALS[pos]}"  # narrow panels: the marker already names the seat
        fonts.draw_fitted(surf.s, left, (x, bandr.centery), size, room, ink, True, "midleft")
        self.rects[f"supply:{seat}"] = pygame.Rect(band)
        # three rows below the band: units to place, goods and ships, buildings owned
        rad = max(6, fr.px(9))
        body = pygame.Rect(r.x + pad, band.bottom + pad // 2, r.w - 2 * pad, r.bottom - band.bottom - pad)
        row_h = body.h // 3
        small = max(8, min(size - 1, row_h - 2))
        rad = max(5, min(rad, row_h // 2 - 2))
        rows = [pygame.Rect(body.x, body.y + k * row_h, body.w, row_h) for k in range(3)]
        hand = state.hand[seat]
        cw = body.w // len(UNITS)
        for u, name in enumerate(UNITS):
            chip = pygame.Rect(body.x + u * cw, rows[0].centery - rad - 2, cw - fr.px(3), rad * 2 + 4)
            cr = surf.r(chip)
            draw_unit(surf.s, name, seat, (cr.x + rad + 2, cr.centery), rad, cb, faded=hand[u] == 0)
            col = colours.INK if hand[u] else colours.INK_SOFT
            fonts.draw_text(surf.s, str(hand[u]), (cr.x + rad * 2 + fr.px(5), cr.centery), small, col, True, "midleft")
            self.rects[f"colonist:{seat}" if u == 0 else f"supply:{seat}:{name}"] = chip
        # goods, ships and discoveries
        disc = len(state.counters_won[seat]) + len(state.cards_won[seat])
        info = f"ships {state.ships[seat]} · disc. {disc}"
        info_w = fonts.font(small).size(info)[0]
        g = rows[1]
        fonts.draw_text(surf.s, info, surf.p((g.right, g.centery)), small, colours.INK, False, "midright")
        th = min(g.h - 2, small + 6)
        tw = fonts.font(small, True).size("Go2")[0] + fr.px(5)
        x = g.x
        for k, n in enumerate(state.goods[seat]):
            if not n or x + tw > g.right - info_w - fr.px(4):
                continue
            draw_good(
                surf.s,
                GOODS[k],
                surf.r(pygame.Rect(x, g.centery - th // 2, tw, th)),
                label=f"{GOOD_MARKS[GOODS[k]]}{n}",
            )
            x += tw + fr.px(2)
        # buildings owned
        b = rows[2]
        # the row shared evenly, each chip no wider than its name needs (a lone building shows its whole name)
        bw = b.w // max(1, len(state.owned[seat]))
        bh = min(b.h - 2, small + fr.px(6))
        bs = max(9, small - 1)
        mark = max(8, bh // 2)  # the stand-in mark at the right end; the name keeps clear of it
        x = b.x
        for bid in state.owned[seat]:
            need = fonts.font(bs).size(BUILDINGS[bid].name)[0] + 6 + mark + fr.px(3)
            br = pygame.Rect(x, b.centery - bh // 2, min(bw, need) - fr.px(3), bh)
            brr = surf.r(br)
            pygame.draw.rect(surf.s, art.AGE_COLOURS[BUILDINGS[bid].age], brr, border_radius=3)
            pygame.draw.rect(surf.s, colours.WOOD, brr, 1, border_radius=3)
            at = (brr.centerx - mark // 2, brr.centery)
            fonts.draw_fitted(surf.s, BUILDINGS[bid].name, at, bs, br.w - 6 - mark, colours.INK, False, "center")
            self.rects[f"building:{bid}"] = br
            self._mark(surf, br, "building", f"{bid}@{seat}", "midright", mark)
            x += br.w + fr.px(3)
        if not state.owned[seat]:
            fonts.draw_text(
                surf.s, "no buildings yet", surf.p((b.x, b.centery)), small, colours.INK_SOFT, False, "midleft"
            )

    def _scores(self, state: Any) -> list[int]:
        cached = getattr(self, "_score_cache", None)
        if cached is not None and cached[0] is state:
            return cached[1]
        totals = [sh.total for sh in self.ruleset.scores(state)]
        self._score_cache = (state, totals)
        return totals
