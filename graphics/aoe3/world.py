"""The New World: nine regions with their goods, counters and colonies, the discovery cards and a legend."""

from __future__ import annotations

from typing import Any

import pygame

from graphics import colours, fonts
from graphics.aoe3.canvas import Shifted
from graphics.aoe3.pieces import draw_good, draw_unit
from rules.aoe3.data import (
    COUNTERS,
    REGION_IDS,
    REGION_INDEX,
    REGIONS,
    UNITS,
)

FOG = (40, 52, 70, 120)


class WorldMixin:
    """Drawing of the map (``self.fr`` and ``self.rects`` come from the view)."""

    # the New World
    def _draw_map(self, surf: Shifted, state: Any, cb: bool) -> None:
        fr = self.fr
        size = self._region_name_size()
        for rid, r in fr.regions.items():
            i = REGION_INDEX[rid]
            rr = surf.r(r)
            self.rects[f"region:{rid}"] = pygame.Rect(r)
            if not state.discovered[i]:
                fog = pygame.Surface(rr.size, pygame.SRCALPHA)
                pygame.draw.rect(fog, FOG, fog.get_rect(), border_radius=fr.px(10))
                surf.s.blit(fog, rr)
            pad = fr.px(6)
            chip = self._chip(r)
            # the printed good (top right), then the counter left of it
            g = pygame.Rect(r.right - pad - chip, r.y + pad, chip, chip - 2)
            draw_good(surf.s, REGIONS[i].good, surf.r(g), faded=state.region_good[i] is None)
            self.rects[f"good:{rid}"] = g
            name_right = g.x
            if state.battle is not None and state.battle[3] == i:
                name_right = g.x - chip - fr.px(3)  # the crossed swords go there
            if not state.discovered[i]:
                c = pygame.Rect(g.x - chip - fr.px(3), g.y, chip, chip)
                self._counter(surf, state, i, c)
                self.rects[f"counter:{rid}"] = c
                self._mark(surf, c.inflate(4, 4), "counter", rid, "bottomleft", max(8, c.w // 3))
                name_right = c.x
            name_col = colours.WHITE if not state.discovered[i] else colours.INK
            block = fonts.fit_block([(REGIONS[i].name, size, True)], name_right - r.x - pad * 2, 2 * chip)
            name_h = max(chip, fonts.block_height(block))
            fonts.draw_block(surf.s, block, (rr.x + pad, rr.y + pad), [name_col])
            area = pygame.Rect(r.x + pad, r.y + pad + name_h + 1, r.w - 2 * pad, r.h - name_h - 2 * pad)
            self._colony(surf, state, i, area, cb)
        self._draw_deck(surf, state)
        self._draw_legend(surf, cb)
        self._mark(surf, fr.map, "map", corner="topright")
        if state.battle is not None and state.battle[3] >= 0:
            self._draw_battle(surf, state)

    def _region_name_size(self) -> int:
        """One size for every region's name: the largest at which each fits beside its good and a counter
        (on two lines at most, as tall as two chips)."""
        fr = self.fr
        pad = fr.px(6)
        sizes = []
        for rid, r in fr.regions.items():
            room = r.w - 2 * pad - 2 * self._chip(r) - fr.px(3)
            name = REGIONS[REGION_INDEX[rid]].name
            sizes.append(fonts.fit_block([(name, fr.text, True)], room, 2 * self._chip(r), least=9)[0][1])
        return min(sizes)

    def _chip(self, region: pygame.Rect) -> int:
        """The side of a region's good and counter chips (the board's size, not the text's)."""
        return min(self.fr.px(18), region.h // 3)

    def _draw_battle(self, surf: Shifted, state: Any) -> None:
        """The region being fought over: a red frame and crossed swords beside its good."""
        fr = self.fr
        r = surf.r(fr.regions[REGION_IDS[state.battle[3]]])
        pygame.draw.rect(surf.s, colours.ERROR, r.inflate(4, 4), 3, border_radius=fr.px(10))
        chip = self._chip(r)
        k = chip // 2 - 1
        # where a counter would be: a region fought over is discovered, so its counter is gone
        c = (r.right - fr.px(6) - chip - fr.px(3) - chip // 2, r.y + fr.px(6) + chip // 2)
        for sx in (-1, 1):
            pygame.draw.line(surf.s, colours.WHITE, (c[0] - k * sx, c[1] - k), (c[0] + k * sx, c[1] + k), 4)
            pygame.draw.line(surf.s, colours.ERROR, (c[0] - k * sx, c[1] - k), (c[0] + k * sx, c[1] + k), 2)

    def _draw_legend(self, surf: Shifted, cb: bool) -> None:
        """Which shape is which unit, and how colonies score: printed in the open sea."""
        fr = self.fr
        size = max(10, fr.text - 2)
        for r in (fr.legend, fr.note):
            panel = pygame.Surface(r.size, pygame.SRCALPHA)
            pygame.draw.rect(panel, (240, 228, 200, 215), panel.get_rect(), border_radius=fr.px(6))
            surf.s.blit(panel, surf.r(r))
        lg = surf.r(fr.legend).inflate(-fr.px(8), -fr.px(6))
        row_h = lg.h // 3

        def need(sz: int) -> tuple[int, int]:
            r = max(5, sz // 2)
            first = r * 2 + 6 + fonts.font(sz).size("Missionary")[0] + fr.px(8)
            return first, first + r * 2 + 6 + fonts.font(sz).size("Merchant")[0]

        size = min(size, row_h - 2)
        while size > 8 and need(size)[1] > lg.w:
            size -= 1
        places = {"colonist": (0, 0), "missionary": (0, 1), "soldier": (0, 2), "captain": (1, 0), "merchant": (1, 1)}
        split = need(size)[0]  # the first column holds the longest name (Missionary)
        if need(size)[1] > lg.w:  # too narrow for two columns: one unit a row, every name whole
            row_h = lg.h // len(UNITS)
            size = max(7, min(size, row_h))
            places = {unit: (0, k) for k, unit in enumerate(UNITS)}
            split = lg.w
        rad = max(4, min(size // 2, row_h // 2 - 1))
        for unit, (col, row) in places.items():
            x = lg.x + col * split
            width = split if col == 0 else lg.w - split
            y = lg.y + row * row_h + row_h // 2
            draw_unit(surf.s, unit, None, (x + rad, y), rad, cb)
            fonts.draw_fitted(
                surf.s, unit.title(), (x + rad * 2 + 4, y), size, width - rad * 2 - 6, colours.INK, False, "midleft"
            )
        nt = surf.r(fr.note).inflate(-fr.px(8), -fr.px(6))
        note = "Colonies score after turns 3, 6 and 8: of players with 3+ units, most 6 VP, second 2 VP."
        block = fonts.fit_block([(note, max(10, fr.text - 2), False)], nt.w, nt.h)
        fonts.draw_block(surf.s, block, (nt.x, nt.centery - fonts.block_height(block) // 2), [colours.INK])

    def _counter(self, surf: Shifted, state: Any, region: int, r: pygame.Rect) -> None:
        fr = self.fr
        rr = surf.r(r)
        cid = state.known[region]
        rad = r.w // 2
        if cid is None:
            pygame.draw.circle(surf.s, (92, 64, 40), rr.center, rad)
            pygame.draw.circle(surf.s, colours.GOLD, rr.center, rad, 2)
            fonts.draw_text(surf.s, "?", rr.center, min(max(9, fr.text), rad * 2 - 2), colours.GOLD, True, "center")
        else:
            pygame.draw.circle(surf.s, (232, 220, 190), rr.center, rad)
            pygame.draw.circle(surf.s, colours.ERROR, rr.center, rad, 2)
            size = min(max(9, fr.text), rad * 2 - 2)
            fonts.draw_text(surf.s, str(COUNTERS[cid].natives), rr.center, size, colours.ERROR, True, "center")

    def _colony(self, surf: Shifted, state: Any, region: int, area: pygame.Rect, cb: bool) -> None:
        fr = self.fr
        colony = state.colonies[region]
        rad = max(6, fr.px(8))
        size = min(max(10, fr.text), rad * 2)
        x, y = area.x, area.y
        line_h = rad * 2 + fr.px(3)
        for seat in range(state.players):
            for u, n in enumerate(colony[seat]):
                if not n:
                    continue
                label = fonts.render(str(n), size, colours.WHITE, True) if n > 1 else None
                w = rad * 2 + (label.get_width() + 2 if label else 0) + fr.px(4)
                if x + w > area.right and x > area.x:
                    x, y = area.x, y + line_h
                if y + line_h > area.bottom + fr.px(4):
                    return
                draw_unit(surf.s, UNITS[u], seat, surf.p((x + rad, y + rad)), rad, cb)
                if label:
                    lab = surf.p((x + rad * 2 + 1, y + rad))
                    shadow = fonts.render(str(n), size, colours.INK, True)
                    surf.s.blit(shadow, shadow.get_rect(midleft=(lab[0] + 1, lab[1] + 1)))
                    surf.s.blit(label, label.get_rect(midleft=lab))
                x += w

    def _draw_deck(self, surf: Shifted, state: Any) -> None:
        fr = self.fr
        r = fr.deck
        rr = surf.r(r)
        card = pygame.Rect(0, 0, min(int(r.h * 0.55), r.w // 4), int(r.h * 0.78))  # narrow decks keep room for words
        card.midleft = (rr.x + fr.px(8), rr.centery)
        for k in range(min(3, len(state.deck)), 0, -1):
            c = card.move(k * 2, -k * 2)
            pygame.draw.rect(surf.s, (92, 60, 36), c, border_radius=4)
            pygame.draw.rect(surf.s, colours.GOLD, c, 1, border_radius=4)
        x = card.right + fr.px(10)
        block = fonts.fit_block(
            [(f"Discovery cards: {len(state.deck)} left", max(9, fr.text - 1), True)], rr.right - x - 4, rr.h - 4
        )
        fonts.draw_block(surf.s, block, (x, rr.centery - fonts.block_height(block) // 2), [colours.WHITE])
        self.rects["deck:discovery"] = pygame.Rect(r)
        self._mark(surf, fr.deck, "card", corner="bottomright")
