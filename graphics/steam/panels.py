"""The panels beside the Age of Steam map: the goods display, the action spaces, the seats and the tile supply.

``PanelsMixin`` is part of ``SteamView``: it draws from the state and records
each element's rect in ``self.rects`` (``display:<square>:<column>``,
``newcity:<letter>``, ``drawn:<colour>``, ``auction``, ``action:<name>``,
``seat:<p>``, ``disc:<p>``, ``income:<p>``, ``shares:<p>``, ``engine:<p>``, ``tile:<id>``).
"""

from __future__ import annotations

import math
from typing import Any

import pygame

from graphics import colours, fonts
from graphics.steam import palette as pal
from graphics.steam import track_art
from graphics.view import ViewContext
from rules.seats import seat_colour
from rules.steam import constants as K
from rules.steam.constants import PHASE_NAMES
from rules.steam.tiles import DISTINCT_ROTS, TILES, placed_paths
from rules.words import ordinal


class PanelsMixin:
    """Drawing of the panels (mixed into SteamView, whose attributes it reads)."""

    ruleset: Any
    rects: dict[str, pygame.Rect]
    display_rect: pygame.Rect
    side_rect: pygame.Rect
    sc: float
    _per_row: int
    _vertical: bool
    _icons: dict[tuple, pygame.Surface]

    # -- goods display ------------------------------------------------------------------------------

    def display_columns(self, state: Any) -> list[str]:
        board = self.ruleset.board(state)
        return [c for c in board.columns() if c in state.display]

    def _draw_display(self, surface: pygame.Surface, state: Any, ctx: ViewContext) -> None:
        r = self.display_rect
        pygame.draw.rect(surface, pal.PANEL, r, border_radius=6)
        pygame.draw.rect(surface, pal.INK, r, 1, border_radius=6)
        fs = min(self.text(11, 10), max(10, round(self._disp_h * 0.11)))  # as large as the display's height allows
        board = self.ruleset.board(state)
        cols = self.display_columns(state)
        q = max(10, min(18, round(14 * self.sc)))
        cols = self.display_columns(state)
        n = max(1, len(cols))
        if self._vertical:
            # a tall strip beside the map: one row per column, its squares side by side
            hand = pygame.Rect(r.x + 4, r.bottom - (2 * fs + 3 * q + 30) - 4, r.w - 8, 2 * fs + 3 * q + 30)
            fonts.draw_text(surface, "Goods display", (r.centerx, r.y + 4), fs, pal.INK, True, "midtop")
            inner = pygame.Rect(r.x + 4, r.y + fs + 10, r.w - 8, hand.y - r.y - fs - 14)
            rh = inner.h / n
            hw = max(22, round(fs * 1.8))
            sq = max(8, min(round(rh) - 3, (inner.w - hw - 6) // K.NUMBERED_SQUARES - 3, round(20 * self.sc)))
            heads = [pygame.Rect(inner.x, round(inner.y + i * rh), hw, max(8, round(rh) - 3)) for i in range(n)]
            cells = [
                [
                    pygame.Rect(h.right + 4 + j * (sq + 3), h.centery - sq // 2, sq, sq)
                    for j in range(K.NUMBERED_SQUARES)
                ]
                for h in heads
            ]
        else:
            hand_w = max(56, round(r.w * 0.09))
            hand = pygame.Rect(r.right - hand_w - 4, r.y + 4, hand_w, r.h - 8)
            inner = pygame.Rect(r.x + 6, r.y + 4, r.w - 12 - hand_w, r.h - 8)
            fonts.draw_text(surface, "Goods display", (inner.x, inner.y), fs, pal.INK, True)
            head_y = inner.y + fs + 4
            cw = inner.w / n
            head_h = fs + 4
            sq = max(8, min(round(cw) - 4, (inner.bottom - head_y - head_h - 2) // K.NUMBERED_SQUARES - 2))
            heads = [pygame.Rect(round(inner.x + i * cw) + 1, head_y, round(cw) - 2, head_h) for i in range(n)]
            cells = [
                [
                    pygame.Rect(h.centerx - sq // 2, h.bottom + 3 + j * (sq + 2), sq, sq)
                    for j in range(K.NUMBERED_SQUARES)
                ]
                for h in heads
            ]
        for i, col in enumerate(cols):
            head = heads[i]
            if col[0] in "LD" and len(col) == 2:
                dark = col[0] == "D"
                bg = (36, 36, 40) if dark else pal.WHITE
                label = col[1]
            else:
                nc = board.new_cities.get(col)
                bg = pal.city_colour(nc.colour if nc else "")
                label = col
            placed = col in board.new_cities and col not in state.new_city_left
            if placed:
                bg = pal.shade(bg, 1.5)  # the New City tile is on the map now
            pygame.draw.rect(surface, bg, head, border_radius=3)
            pygame.draw.rect(surface, pal.INK, head, 1, border_radius=3)
            fonts.draw_text(surface, label, head.center, min(fs, max(8, head.h - 2)), pal.ink_on(bg), True, "center")
            if col in state.new_city_left:
                self.rects[f"newcity:{col}"] = head  # the New City tile waits on its column
            squares = state.display.get(col, ())
            for j, cube in enumerate(squares):
                cell = cells[i][j]
                pygame.draw.rect(surface, pal.PANEL_DARK, cell, border_radius=2)
                pygame.draw.rect(surface, pal.shade(pal.PANEL_DARK, 0.8), cell, 1, border_radius=2)
                if cube:
                    self.draw_cube(surface, cell.inflate(-2, -2), cube, ctx.colour_blind)
                self.rects[f"display:{j}:{col}"] = cell
        # cubes drawn for Production, waiting to be placed
        pygame.draw.rect(surface, pal.PANEL_DARK, hand, border_radius=4)
        fonts.draw_text(surface, "Drawn", (hand.centerx, hand.y + 2), fs, pal.INK, True, "midtop")
        for i, cube in enumerate(state.drawn):
            cell = pygame.Rect(0, 0, q, q)
            cell.topleft = (hand.x + 6 + (i % 2) * (q + 6), hand.y + fs + 8 + (i // 2) * (q + 6))
            self.draw_cube(surface, cell, cube, ctx.colour_blind)
            self.rects.setdefault(f"drawn:{cube}", cell)
        self.rects["bag"] = pygame.Rect(hand.x, hand.bottom - fs - 4, hand.w, fs + 4)
        fonts.draw_text(
            surface, f"Bag {sum(state.bag)}", (hand.centerx, hand.bottom - 2), fs, pal.INK, False, "midbottom"
        )

    # -- side column: round, actions, seats, tiles ------------------------------------------------------

    def _draw_side(self, surface: pygame.Surface, state: Any, ctx: ViewContext) -> None:
        r = self.side_rect
        m = self.ruleset.map_of(state)
        pygame.draw.rect(surface, pal.PANEL, r, border_radius=6)
        pygame.draw.rect(surface, pal.INK, r, 1, border_radius=6)
        fs = self._side_size(state)
        line = fs + 6
        x, y, w = r.x + 8, r.y + 6, r.w - 16
        total = m.rounds(state)  # the map's count: Tasmania plays one round fewer
        phase = PHASE_NAMES.get(state.phase, state.phase)
        title = f"{m.board.name} · Round {state.round} of {total} · {phase}"
        if fonts.font(fs, True).size(title)[0] > w:  # the map's name goes first when space is short
            title = f"Round {state.round} of {total} · {phase}"
        fonts.draw_fitted(surface, title, (x, y), fs, w, pal.INK, True)
        y += line + 2
        # the turn-order auction
        auction = pygame.Rect(x, y, w, line)
        pygame.draw.rect(surface, pal.PANEL_DARK, auction, border_radius=4)
        if state.phase == "auction" and state.high >= 0:
            text = f"Auction: high bid ${state.bids[state.high]} by {seat_colour(state.high)}"
        elif state.phase == "auction":
            text = "Auction: nobody has bid yet"
        else:
            text = "Turn order:"
        at = fonts.draw_fitted(surface, text, (x + 6, auction.centery), fs, w - 8, pal.INK, False, "midleft")
        if state.phase != "auction":
            rr = max(5, line // 2 - 3)
            for i, p in enumerate(state.order):
                mx = at.right + 8 + rr + i * (2 * rr + 8)
                colours.draw_marker(surface, p, (mx, auction.centery), rr, ctx.colour_blind)
        self.rects["auction"] = auction
        y = auction.bottom + 6
        # action spaces
        spaces = m.action_spaces(state)
        ah = max(fs + 4, round(19 * self.sc))
        grey = state.ext.get("grey") if isinstance(state.ext, dict) else None
        holder = {a: p for p, a in enumerate(state.taken) if a}
        for a in spaces:
            box = pygame.Rect(x, y, w, ah)
            taken = a in holder
            pygame.draw.rect(surface, pal.PANEL_DARK if taken else pal.WHITE, box, border_radius=4)
            pygame.draw.rect(surface, pal.shade(pal.PANEL_DARK, 0.75), box, 1, border_radius=4)
            rr = ah // 2 - 2
            fonts.draw_fitted(
                surface,
                m.action_name(a),
                (box.x + 6, box.centery),
                fs,
                w - 2 * rr - 18,
                pal.INK if not taken else pal.shade(pal.INK, 1.6),
                not taken,
                "midleft",
            )
            if taken:
                colours.draw_marker(surface, holder[a], (box.right - rr - 6, box.centery), rr, ctx.colour_blind)
            elif a == grey:
                pygame.draw.circle(surface, (140, 140, 140), (box.right - rr - 6, box.centery), rr)
                pygame.draw.circle(surface, pal.INK, (box.right - rr - 6, box.centery), rr, 1)
            self.rects[f"action:{a}"] = box
            y += ah + 2
        y += 4
        # seats in turn order (bankrupt seats last)
        seats = list(state.order) + [p for p in range(len(state.cash)) if p not in state.order]
        self._per_row = self._tiles_per_row(state)
        tiles_h = self._tiles_height(w)
        avail = r.bottom - 6 - tiles_h - y
        sh = max(2 * line, min(round(3 * line), avail // max(1, len(seats)) - 3))
        now = self.ruleset.to_move(state)
        for p in seats:
            box = pygame.Rect(x, y, w, sh)
            pygame.draw.rect(surface, pal.WHITE if p == now else pal.PANEL_DARK, box, border_radius=4)
            if p == now:
                pygame.draw.rect(surface, colours.GOLD, box, 2, border_radius=4)
            self.rects[f"seat:{p}"] = box
            rr = max(6, min(12, sh // 4))
            colours.draw_marker(surface, p, (box.x + rr + 5, box.y + rr + 4), rr, ctx.colour_blind)
            self.rects[f"disc:{p}"] = pygame.Rect(box.x + 4, box.y + 3, 2 * rr + 2, 2 * rr + 2)
            name = seat_colour(p) + (" (bankrupt)" if state.out[p] else "")
            money = f"${state.cash[p]}"
            cash = fonts.draw_text(surface, money, (box.right - 6, box.y + 3), fs, pal.INK, True, "topright")
            bid = self._bid_text(state, p)
            if bid:
                room = cash.x - 10 - (box.x + 2 * rr + 12) - fonts.font(fs, True).size(name)[0] - 8
                cash = fonts.draw_fitted(
                    surface, bid, (cash.x - 10, box.y + 3), fs, room, colours.INK_SOFT, False, "topright"
                )
            fonts.draw_fitted(
                surface, name, (box.x + 2 * rr + 12, box.y + 3), fs, cash.x - box.x - 2 * rr - 18, pal.INK, True
            )
            sub_y = box.y + max(line, 2 * rr + 4)
            cells = (
                (f"income:{p}", f"Income {state.income[p]:+d}"),
                (f"shares:{p}", f"Shares {state.shares[p]}"),
                (f"engine:{p}", f"Engine {state.engine[p]}"),
            )
            cw = (w - 8) // 3
            sfs = min(fonts.shrink(text, max(10, fs - 1), cw - 4)[1] for _, text in cells)  # one size for the row
            for i, (eid, text) in enumerate(cells):
                cell = pygame.Rect(box.x + 4 + i * cw, sub_y, cw - 2, min(line, box.bottom - sub_y - 2))
                if cell.h < 8:
                    cell.h = 8
                fonts.draw_fitted(surface, text, (cell.x + 2, cell.centery), sfs, cell.w - 2, pal.INK, False, "midleft")
                self.rects[eid] = cell
            y += sh + 3
        self._draw_tiles(surface, state, ctx, pygame.Rect(x, r.bottom - 6 - tiles_h, w, tiles_h))

    def _side_size(self, state: Any) -> int:
        """The side column's text size: the UI scale's, or smaller until the round, the action spaces, every
        seat and the track tiles fit the column's height."""
        r = self.side_rect
        spaces = len(self.ruleset.map_of(state).action_spaces(state))
        seats = len(state.cash)
        tiles = self._tiles_height(r.w - 16, 8)
        top = self.text(12, 11)
        for fs in range(top, 9, -1):
            line = fs + 6
            needed = 2 * line + 20 + spaces * (max(fs + 4, round(19 * self.sc)) + 2) + seats * (2 * line + 3)
            if needed + tiles <= r.h:
                return fs
        return min(top, 10)

    def _bid_text(self, state: Any, p: int) -> str:
        """During the turn-order auction: a seat's bid, or that it dropped out."""
        if state.phase != "auction" or state.out[p]:
            return ""
        if p in state.dropped:
            return f"out, {ordinal(len(state.bidders) + len(state.dropped) - state.dropped.index(p))}"
        if p in state.bidders:
            return f"bid ${state.bids[p]}" + (" (high)" if p == state.high else "") if state.bids[p] else "no bid yet"
        return ""

    def _tiles_per_row(self, state: Any) -> int:
        """Eight tiles a row, or five larger ones when the seats leave room for three rows."""
        w = self.side_rect.w - 16
        seats = len(state.cash)
        fs = self._side_size(state)
        used = (fs + 6) * (2 + 2 * seats) + len(self.ruleset.map_of(state).action_spaces(state)) * round(21 * self.sc)
        free = self.side_rect.h - used - 40
        return 5 if free >= 3 * (w // 5) + 20 else 8

    def _tiles_height(self, w: int, per_row: int | None = None) -> int:
        per_row = per_row or self._per_row
        cell = w // per_row
        rows = math.ceil(len(TILES) / per_row)
        return rows * cell + self.text(11, 10) + 5

    def _draw_tiles(self, surface: pygame.Surface, state: Any, ctx: ViewContext, box: pygame.Rect) -> None:
        fs = self.text(11, 10)
        fonts.draw_fitted(
            surface, "Track tiles (drag one onto a glowing hex)", (box.x, box.y), fs, box.w, pal.INK, True
        )
        per_row = self._per_row
        cell = box.w // per_row
        top = box.y + fs + 5
        for i, t in enumerate(TILES):
            row, k = divmod(i, per_row)
            rect = pygame.Rect(box.x + k * cell, top + row * cell, cell, cell)
            left = state.tiles_left[i]
            centre = (rect.centerx, rect.centery - 2)
            size = cell * 0.4
            on_town = t.cls == "town"
            paths = placed_paths(t.id, DISTINCT_ROTS[(t.id, on_town)][0], on_town)
            fill = pal.PLAIN if left else (200, 196, 186)
            icon = self._icon(t.id, paths, round(size), on_town, fill)
            surface.blit(icon, icon.get_rect(center=(round(centre[0]), round(centre[1]))))
            tag = fonts.render(str(left), min(max(9, fs - 1), cell // 3), pal.WHITE, True)
            tr = tag.get_rect(bottomright=(rect.right - 1, rect.bottom - 1)).inflate(4, 0)
            pygame.draw.rect(surface, pal.INK, tr, border_radius=3)
            surface.blit(tag, tag.get_rect(center=tr.center))
            self.rects[f"tile:{t.id}"] = rect

    def _icon(self, key: str, paths: tuple, size: int, on_town: bool, fill: tuple[int, int, int]) -> pygame.Surface:
        """A supply tile drawn once per size (the supply is redrawn every frame)."""
        cache_key = (key, size, on_town, fill)
        icon = self._icons.get(cache_key)
        if icon is None:
            icon = pygame.Surface((2 * size + 4, 2 * size + 4), pygame.SRCALPHA)
            track_art.draw_tile_icon(icon, (size + 2, size + 2), size, paths, pal.UNOWNED, on_town, fill)
            self._icons[cache_key] = icon
        return icon
