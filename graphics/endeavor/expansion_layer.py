"""Age of Expansion on the map: the Prominence tile and the open seas.

A mixin of ``EndeavorView``, drawn after the base map's pieces.
"""

from __future__ import annotations

from typing import Any

import pygame

from graphics.endeavor import palette as pal
from graphics.endeavor import pieces
from graphics.endeavor.ink import blit_text, text_image
from graphics.view import ViewContext
from rules.endeavor import data as D


class ExpansionLayer:
    """The expansion's pieces over the map."""

    def _draw_prominence(self, surface: pygame.Surface, state: Any, ctx: ViewContext) -> None:
        spots = getattr(state, "tile_spots", ())
        tile = D.TILES.get(state.options.get("prominence", "none")) if spots and hasattr(D, "TILES") else None
        if tile is None:
            return
        s = self.scale
        w, h = self.geo.prominence["size"]
        c = self.px(tuple(self.geo.prominence["at"]))
        fs = max(11, round(h * s) // 9)
        title = f"Prominence: {tile.name}"
        # never narrower than its title (the painted size would clip it), nor covering much of a small map
        mw, mh = self.map_rect.size
        tw = text_image(title, fs, tuple(pal.INK), True).get_width() + 16
        pw = max(round(w * s), min(max(150, tw), round(mw * 0.42)))
        panel = pygame.Rect(0, 0, pw, max(round(h * s), min(100, round(mh * 0.45))))
        while fs > 8 and text_image(title, fs, tuple(pal.INK), True).get_width() + 12 > panel.w:
            fs -= 1
        if text_image(title, fs, tuple(pal.INK), True).get_width() + 12 > panel.w:
            title = tile.name  # a tiny map: the tile's name alone
        panel.center = c
        panel.clamp_ip(self.map_rect)
        shadow = pygame.Surface(panel.size, pygame.SRCALPHA)
        shadow.fill((0, 0, 0, 90))
        surface.blit(shadow, panel.move(3, 4))
        pygame.draw.rect(surface, pal.GOLD_DARK, panel, border_radius=8)
        pygame.draw.rect(surface, pal.PARCHMENT, panel.inflate(-6, -6), border_radius=6)
        blit_text(surface, title, fs, pal.INK, (panel.centerx, panel.y + 5), "midtop", True)
        self._mark(surface, panel, "prominence", tile.id, "topright")
        sub = f"placing here uses a {tile.action.capitalize()} action"
        sub_fs = min(fs, max(10, fs - 3))
        if text_image(sub, sub_fs, pal.shade(pal.INK, 1.6)).get_width() + 10 <= panel.w:  # else the hover text says it
            blit_text(surface, sub, sub_fs, pal.shade(pal.INK, 1.6), (panel.centerx, panel.y + 7 + fs), "midtop")
        body = pygame.Rect(panel.x + 8, panel.y + 2 * fs + 14, panel.w - 16, panel.bottom - 8 - (panel.y + 2 * fs + 14))
        if tile.kind == "alliance":
            bw = (body.w - 8) // 2
            for k, box in enumerate(tile.spots):
                r = pygame.Rect(body.x + k * (bw + 8), body.y, bw, body.h)
                colour = (222, 128, 40) if box == "orange" else (70, 150, 80)
                pygame.draw.rect(surface, pal.shade(colour, 1.5), r, border_radius=6)
                pygame.draw.rect(surface, colour, r, 2, border_radius=6)
                blit_text(
                    surface,
                    box.capitalize(),
                    max(9, fs - 2),
                    pal.shade(colour, 0.6),
                    (r.centerx, r.y + 3),
                    "midtop",
                    True,
                )
                eid = f"prominence:{box}"
                self.rects[eid] = r
                d = max(12, min(r.h // 3, r.w // 4))
                x, y = r.x + 6, r.y + fs + 6
                for p in range(state.players):
                    n = spots[2 * p + k] if 2 * p + k < len(spots) else 0
                    if not n:
                        continue
                    self._disc_at(surface, p, (x + d // 2, y + d // 2), d, ctx)
                    blit_text(surface, f"{n}", max(9, d * 2 // 3), pal.INK, (x + d + 2, y + d // 2), "midleft", True)
                    x += d * 2 + 6
                    if x + d > r.right:
                        x, y = r.x + 6, y + d + 4
            return
        upper = [i for i in range(len(tile.spots)) if not tile.lower[i]]
        lower = [i for i in range(len(tile.spots)) if tile.lower[i]]
        rows = [upper, lower] if lower else [upper[: (len(upper) + 1) // 2], upper[(len(upper) + 1) // 2 :]]
        rows = [r for r in rows if r]
        row_h = body.h / max(1, len(rows))
        rad = max(8, min(round(row_h * 0.32), round(body.w / (2.6 * max(len(r) for r in rows)))))
        centres: dict[int, tuple[int, int]] = {}
        for ri, row in enumerate(rows):
            step = body.w / len(row)
            for k, i in enumerate(row):
                centres[i] = (round(body.x + step * (k + 0.5)), round(body.y + row_h * (ri + 0.5)))
        for a, b in tile.links:
            pygame.draw.line(surface, pal.GOLD_DARK, centres[a], centres[b], 3)
            mid = ((centres[a][0] + centres[b][0]) // 2, (centres[a][1] + centres[b][1]) // 2)
            star = pieces.token("glory", max(10, rad))
            surface.blit(star, star.get_rect(center=mid))
        for i, spot in enumerate(tile.spots):
            cx, cy = centres[i]
            eid = f"prominence:{spot}"
            rect = pygame.Rect(cx - rad, cy - rad, 2 * rad, 2 * rad)
            self.rects[eid] = rect
            self.round_ids.add(eid)
            fill = pal.shade(pal.PARCHMENT, 0.85) if not tile.lower[i] else pal.shade(pal.SEA_SHALLOW, 1.2)
            pygame.draw.circle(surface, fill, (cx, cy), rad)
            pygame.draw.circle(surface, pal.INK, (cx, cy), rad, 2)
            if tile.attribute[i] >= 0:
                badge = pieces.token(D.TRACKS[tile.attribute[i]], max(10, rad))
                surface.blit(badge, badge.get_rect(center=(cx - rad, cy - rad)))
            if tile.glory[i]:
                g = pygame.Rect(0, 0, max(12, rad), max(12, rad))
                g.center = (cx + rad - 2, cy - rad + 2)
                pygame.draw.circle(surface, pal.GOLD, g.center, g.w // 2)
                pygame.draw.circle(surface, pal.GOLD_DARK, g.center, g.w // 2, 1)
                blit_text(surface, str(tile.glory[i]), max(8, g.w - 3), pal.INK, g.center, "center", True)
            if tile.bonus[i]:
                blit_text(surface, "+1", max(8, rad * 2 // 3), (30, 90, 40), (cx, cy + rad), "midtop", True)
            owner = spots[i] if i < len(spots) else -1
            if owner >= 0:
                self._disc_at(surface, owner, (cx, cy), round(rad * 1.7), ctx)

    def _draw_open_seas(self, surface: pygame.Surface, state: Any, ctx: ViewContext) -> None:
        seas = getattr(state, "open_sea", ())
        if not seas:
            return
        nreg = len(D.REGIONS)
        s = self.scale
        for eid, sea in self.geo.seas.items():
            region = sea["region"]
            r_i = D.REGION_INDEX.get(region)
            if r_i is None:
                continue
            w, h = sea["size"]
            c = self.px(tuple(sea["at"]))
            mw, mh = self.map_rect.size  # a tiny map keeps its seas small rather than hidden under them
            rect = pygame.Rect(0, 0, max(round(w * s), min(56, mw // 9)), max(round(h * s), min(30, mh // 9)))
            rect.center = c
            self.rects[eid] = rect
            layer = pygame.Surface(rect.size, pygame.SRCALPHA)
            pygame.draw.ellipse(layer, (*pal.SEA_SHALLOW, 110), layer.get_rect())
            pygame.draw.ellipse(layer, (*pal.REGION_LAND[region], 230), layer.get_rect(), 2)
            surface.blit(layer, rect)
            blit_text(
                surface,
                "open sea",
                max(10 if rect.h >= 30 else 8, rect.h // 4),
                (240, 246, 250),
                (rect.centerx, rect.y + 2),
                "midtop",
                True,
                (20, 40, 60),
            )
            d = max(10, rect.h // 3)
            x = rect.x + d
            for p in range(state.players):
                n = seas[nreg * p + r_i] if nreg * p + r_i < len(seas) else 0
                if n:
                    self._disc_at(surface, p, (x, rect.centery + d // 3), d, ctx)
                    if n > 1:
                        blit_text(
                            surface,
                            str(n),
                            max(8, d * 2 // 3),
                            (255, 255, 255),
                            (x + d // 2, rect.centery + d // 3),
                            "midleft",
                            True,
                            (0, 0, 0),
                        )
                    x += d + 8
