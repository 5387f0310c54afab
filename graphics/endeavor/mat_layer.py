"""The player mats: tracks, harbor, buildings with their workers, tokens and cards.

A mixin of ``EndeavorView``: the deciding seat's mat large under the map, the others compact beside it.
"""

from __future__ import annotations

from typing import Any

import pygame

from graphics import fonts
from graphics.endeavor import mats, pieces
from graphics.endeavor import palette as pal
from graphics.endeavor.ink import blit_text, crown_badge, glory_spaces, spec_text, text_image
from graphics.view import ViewContext
from rules.endeavor import data as D
from rules.endeavor import readings as E


class MatLayer:
    """Every seat's mat."""

    def _draw_mats(self, surface: pygame.Surface, state: Any, ctx: ViewContext) -> None:
        n = state.players
        main = self.main_seat(state, ctx)
        self.mat_of = {main: (self.main_rect, False)}
        others = [(main + k) % n for k in range(1, n)]
        if others:
            gap = max(3, self.others_rect.h // 120)
            each = (self.others_rect.h - gap * (len(others) - 1)) // len(others)
            each = min(each, round(self.others_rect.w * 0.5))
            for k, p in enumerate(others):
                r = pygame.Rect(self.others_rect.x, self.others_rect.y + k * (each + gap), self.others_rect.w, each)
                self.mat_of[p] = (r, True)
        for p, (rect, compact) in self.mat_of.items():
            self._draw_mat(surface, state, p, rect, compact, ctx)

    def _draw_mat(self, surface, state, p: int, rect: pygame.Rect, compact: bool, ctx: ViewContext) -> None:
        if rect.w < 40 or rect.h < 30:
            return
        g = mats.geometry(rect.size, compact, fonts.board_scale())
        bg = mats.background(p, rect.size, compact, tuple(D.THRESHOLDS), glory_spaces(), fonts.board_scale())
        surface.blit(bg, rect.topleft)
        ox, oy = rect.topleft

        def R(r: tuple[int, int, int, int]) -> pygame.Rect:
            return pygame.Rect(ox + r[0], oy + r[1], r[2], r[3])

        hh = g.header[3]
        fs = min(fonts.board(g.font), hh - 4)  # the header's words grow with the UI scale, inside the header
        ink = pal.seat_ink(p)
        name = pal.seat_name(p) + (" (you)" if p == ctx.seat else "")
        x = ox + 10
        if p == state.first:
            crown = crown_badge(fs + 4)
            surface.blit(crown, crown.get_rect(midleft=(x - 2, oy + hh // 2 + 1)))
            x += fs + 6
        nr = blit_text(surface, name, fs, ink, (x, oy + hh // 2 + 1), "midleft", True)
        status = []
        if state.phase != "over" and p == state.current:
            status.append("to move")
        if state.done >> p & 1 and state.phase == "action":
            status.append("passed")
        used = nr.right
        if status:
            at = (nr.right + 8, oy + hh // 2 + 1)
            sr = blit_text(surface, " · ".join(status), max(11, fs - 2), ink, at, "midleft")
            used = sr.right
        lv = [D.level(state.tracks[4 * p + t]) for t in range(4)]
        if not compact:
            # the long form if it fits beside the name, else the short one, else nothing (never drawn over the name)
            b, gr = D.BUILD_LEVEL[lv[0] - 1], D.GROWTH[lv[1] - 1]
            pay, c = D.PAYMENTS[lv[2] - 1], D.CARD_SLOTS[lv[3] - 1]
            for stats in (
                f"Build L{b}  Growth {gr}  Payments {pay}  Cards {c}",
                f"Build L{b} · Growth {gr} · Pay {pay} · Cards {c}",
                f"L{b} · G{gr} · P{pay} · C{c}",
            ):
                img = text_image(stats, max(11, fs - 2), tuple(ink))
                if rect.right - 10 - img.get_width() >= used + 12:
                    surface.blit(img, img.get_rect(midright=(rect.right - 10, oy + hh // 2 + 1)))
                    break
        # tracks
        for t, name_t in enumerate(D.TRACKS):
            row = R(g.tracks[t])
            tid = f"track:{p}:{name_t}"
            self.rects[tid] = row
            v = state.tracks[4 * p + t]
            if not compact:
                sp = R(g.track_spaces[t][min(v, mats.TRACK_MAX)])
                cube = max(8, min(sp.w, sp.h) - 2)
                cr = pygame.Rect(0, 0, cube, cube)
                cr.center = (sp.centerx, sp.centery - 1)
                sh = cr.move(2, 2)
                pygame.draw.rect(surface, (40, 30, 20), sh, border_radius=3)
                pygame.draw.rect(surface, pal.seat_colour(p), cr, border_radius=3)
                pygame.draw.rect(surface, pal.shade(pal.seat_colour(p), 0.5), cr, 1, border_radius=3)
                if v > mats.TRACK_MAX:
                    blit_text(surface, f"{v}", max(9, fs - 3), pal.INK, (sp.right + 2, sp.top), "bottomleft", True)
            else:
                br = min(row.h * 0.3, row.w * 0.22)
                tx = row.x + round(br * 2 + 6)
                blit_text(
                    surface, str(v), max(10, round(row.h * 0.42)), pal.INK, (tx, row.centery - 1), "midleft", True
                )
                blit_text(
                    surface,
                    f"L{lv[t]}",
                    max(10, round(row.h * 0.24)),
                    pal.shade(pal.INK, 1.6),
                    (row.right - 3, row.bottom - 2),
                    "bottomright",
                    True,
                )
        if not compact:
            # where a glory badge would sit over the first track's space 0 (never a glory space)
            sp = R(g.track_spaces[0][0])
            d = max(9, round(min(sp.w, sp.h * 0.72)))
            spot = pygame.Rect(0, 0, d + 4, d + 4)
            spot.center = (sp.centerx, sp.top - d // 2 - 1)
            self._mark(surface, spot, "track", corner="center", size=d)
        # buildings
        owned = state.buildings[p]
        for i, br in enumerate(g.buildings):
            r = R(br)
            self.rects[f"building:{p}:{i}"] = r
            if i < len(owned):
                b = D.BUILDINGS[owned[i]]
                spec = spec_text(b)
                img = pieces.building(b.name, b.level, b.icons, spec, b.glory, r.size, compact, 0, fonts.board_scale())
                surface.blit(img, (r.x - 2, r.y - 2))
                if not compact:
                    self._building_mark(surface, r, b, f"{p}.{i}")
                if getattr(b, "conscription", ""):
                    cd = max(8, round(min(r.w, r.h) * (0.22 if not compact else 0.3)))
                    cc = (r.x + cd // 2 + 3, r.bottom - cd // 2 - 3)
                    pygame.draw.circle(surface, pal.shade(pal.PARCHMENT, 0.8), cc, cd // 2 + 1)
                    pygame.draw.circle(surface, pal.INK, cc, cd // 2 + 1, 1)
                    if getattr(state, "conscripts", (0,) * (p + 1))[p] >> i & 1:
                        self._disc_at(surface, p, cc, cd, ctx)
                if state.busy[p] >> i & 1:
                    cx, cy, cr = pieces.activation_circle(r.size, compact)
                    d = max(10, round(cr * 2.1))
                    self._disc_at(surface, p, (r.x + round(cx), r.y + round(cy)), d, ctx)
            elif not compact:
                blit_text(
                    surface, str(i + 1), max(9, fs - 2), pal.shade(pal.PARCHMENT_DARK, 0.8), r.center, "center", True
                )
        # harbor, supply, tokens
        hr = R(g.harbor)
        self.rects[f"harbor:{p}"] = hr
        self._draw_harbor(surface, p, state.harbor[p], hr, compact, ctx)
        sr = R(g.supply)
        self.rects[f"supply:{p}"] = sr
        dd = max(10, min(sr.h // 2, sr.w // 3))
        inset = 5 if not compact else 3
        self._disc_at(surface, p, (sr.x + dd // 2 + inset, sr.centery + (4 if not compact else 0)), dd, ctx)
        blit_text(
            surface,
            f"{state.supply[p]}",
            max(10, round(dd * 0.8)),
            pal.INK,
            (sr.x + dd + inset + 3, sr.centery + (4 if not compact else 0)),
            "midleft",
            True,
        )
        tr = R(g.tokens)
        self.rects[f"tokens:{p}"] = tr
        self._draw_tokens(surface, state, p, tr, compact)
        # cards
        self._draw_cards(surface, state, p, g, ox, oy, compact)

    def _draw_harbor(self, surface, p: int, count: int, r: pygame.Rect, compact: bool, ctx: ViewContext) -> None:
        top = 0 if compact else max(10, r.h // 6)
        area = pygame.Rect(r.x + 4, r.y + top + 2, r.w - 8, r.h - top - 6)
        if count <= 0:
            blit_text(surface, "empty", max(10, r.h // 5), pal.shade(pal.SEA, 0.8), area.center, "center", True)
            return
        d = max(10, min(area.h - 2, round(area.w / 4.2), 46))
        shown = min(count, 12)
        per_row = max(1, (area.w - d) // max(1, round(d * 0.55)) + 1)
        rows = (shown + per_row - 1) // per_row
        step_x = round(d * 0.55)
        step_y = max(4, min(round(d * 0.5), (area.h - d) // max(1, rows - 1))) if rows > 1 else 0
        for k in range(shown):
            row, col = divmod(k, per_row)
            c = (area.x + d // 2 + col * step_x, area.y + d // 2 + row * step_y)
            self._disc_at(surface, p, c, d, ctx)
        label = f"{count}"
        blit_text(
            surface,
            label,
            max(11, round(d * 0.75)),
            (255, 255, 255),
            (r.right - 5, r.bottom - 3),
            "bottomright",
            True,
            (0, 0, 0),
        )

    def _draw_tokens(self, surface, state, p: int, r: pygame.Rect, compact: bool) -> None:
        held = [(k, state.tokens[p * D.NKINDS + k]) for k in range(D.NKINDS) if state.tokens[p * D.NKINDS + k]]
        if not held:
            return
        if compact:
            # a grid filling the small box; each count sits on its token's corner, so every kind held is shown
            n = len(held)
            grids = [(min((r.w - 4) // -(-n // rows), (r.h - 4) // rows) - 2, -(-n // rows)) for rows in (1, 2, 3)]
            d, cols = max(grids)
            d = min(d, 30)
            d = max(8, d)
            rows = -(-n // cols)
            cw, rh = (r.w - 4) / cols, (r.h - 4) / rows
            for i, (k, num) in enumerate(held):
                row, col = divmod(i, cols)
                c = (round(r.x + 2 + cw * (col + 0.5)), round(r.y + 2 + rh * (row + 0.5)))
                self._token_at(surface, D.TOKEN_KINDS[k], c, d)
                if num > 1:
                    # on the token's lower right, never past its own cell
                    corner = (
                        min(round(r.x + 2 + cw * (col + 1)), c[0] + d // 2 + 8),
                        min(round(r.y + 3 + rh * (row + 1)), c[1] + d // 2 + 4),
                    )
                    blit_text(surface, f"{num}", 11, (255, 255, 255), corner, "bottomright", True, (0, 0, 0))
            return
        top = max(10, r.h // 4)
        d = max(10, min(r.h - top - 4, 40, (r.w - 8) // len(held) - 14))  # room for each count beside
        step = max(d + 14, min(round(d * 2.1), (r.w - 8) // len(held)))
        for i, (k, n) in enumerate(held):
            x = r.x + 4 + i * step
            cy = r.y + top + (r.h - top) // 2
            self._token_at(surface, D.TOKEN_KINDS[k], (x + d // 2, cy), d)
            size = max(11, round(d * 0.55))
            blit_text(surface, f"{n}", size, pal.INK, (x + d + 1, r.bottom - 2), "bottomleft", True)

    def _draw_cards(self, surface, state, p: int, g: mats.MatGeometry, ox: int, oy: int, compact: bool) -> None:
        cards = list(state.cards[p])
        slots = E.card_slots(state, p)
        normal, slave, gov = [], None, None
        for cid in cards:
            card = D.CARDS[cid]
            if card.governor and gov is None:
                gov = cid
            elif card.slavery and slave is None:
                slave = cid
            else:
                normal.append(cid)
        rects = [pygame.Rect(ox + r[0], oy + r[1], r[2], r[3]) for r in g.cards]
        # locked normal slots (Influence too low) are veiled
        for i in range(slots, mats.NORMAL_SLOTS if not compact else slots):
            veil = pygame.Surface(rects[i].size, pygame.SRCALPHA)
            veil.fill((60, 50, 40, 70))
            surface.blit(veil, rects[i].topleft)
        placed: list[tuple[str, pygame.Rect]] = []
        if compact:
            order = normal + [c for c in (slave, gov) if c is not None]
            span = rects[-1].right - rects[0].x - rects[0].w
            step = min(rects[0].w + 3, span / max(1, len(order) - 1))
            placed = [(cid, rects[0].move(round(i * step), 0)) for i, cid in enumerate(order)]
        elif len(normal) <= mats.NORMAL_SLOTS:
            placed += [(cid, rects[i]) for i, cid in enumerate(normal)]
        else:
            span = rects[mats.NORMAL_SLOTS - 1].right - rects[0].x - rects[0].w
            step = span / max(1, len(normal) - 1)
            placed += [(cid, rects[0].move(round(i * step), 0)) for i, cid in enumerate(normal)]
        if slave is not None and not compact:
            placed.append((slave, rects[mats.NORMAL_SLOTS]))
        if gov is not None and not compact:
            placed.append((gov, rects[mats.NORMAL_SLOTS + 1]))
        for cid, r in placed:
            card = D.CARDS[cid]
            region = "slavery" if card.slavery else D.REGIONS[D.DECK_REGION[card.deck]]
            img = pieces.card(
                card.name, max(0, card.value), region, card.icons, card.glory, r.size, card.governor, card.slavery
            )
            surface.blit(img, (r.x - 2, r.y - 2))
            self.rects[f"card:{p}:{cid}"] = r
            if not compact:
                self._card_mark(surface, r, cid, str(p))
        lost = state.slaves_lost[p]
        if lost:
            r = rects[mats.NORMAL_SLOTS] if not compact else rects[-1]
            blit_text(
                surface,
                f"-{lost}",
                max(9, r.h // 3),
                (200, 40, 40),
                (r.centerx, r.bottom),
                "midbottom",
                True,
                (255, 255, 255),
            )
