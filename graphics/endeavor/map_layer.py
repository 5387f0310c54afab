"""The world map's pieces: closed regions' fog, the card stacks and Governors, shipping tracks, links and cities.

A mixin of ``EndeavorView``: it reads the view's map places and records each piece's rect.
"""

from __future__ import annotations

from typing import Any

import pygame

from graphics import fonts
from graphics.endeavor import palette as pal
from graphics.endeavor import pieces
from graphics.endeavor.ink import blit_text, fort_ring, stack_count
from graphics.view import ViewContext
from rules.endeavor import data as D
from rules.endeavor import readings as E


class MapLayer:
    """Everything drawn on the painted map."""

    def _draw_map(self, surface: pygame.Surface, state: Any, ctx: ViewContext) -> None:
        s = self.scale
        for r, key in enumerate(D.REGIONS):
            rid = f"region:{key}"
            if r != D.EUROPE and not E.is_open(state, r) and rid in self.geo.regions:
                img, (ox, oy) = self._fog_of(rid)
                surface.blit(img, (self.map_rect.x + ox, self.map_rect.y + oy))
                left = D.SHIPPING[r] - min(len(state.ship_discs[r]), D.SHIPPING[r])
                lx, ly = self.geo.regions[rid]["label"]
                note = f"closed: {left} to go" if left and s >= 0.5 else "closed"
                blit_text(
                    surface,
                    note,
                    min(fonts.board(max(10, 12 * s)), round(20 * s)),  # grows with the UI scale, within the region
                    (250, 244, 230),
                    self.px((lx, ly + 17)),
                    "center",
                    True,
                    (30, 30, 30),
                )
        places = self.map_places
        disc_d = lambda eid: max(14, round(places[eid].w * 0.92))  # noqa: E731
        # stacks and governors
        for d, deck in enumerate(D.DECKS):
            sid = f"stack:{deck}"
            if sid not in places:
                continue
            rect = places[sid]
            self.rects[sid] = rect
            cards = state.stacks[d]
            gov = cards[0] if cards and D.CARDS[cards[0]].governor else None
            rest = [c for c in cards if not D.CARDS[c].governor]
            region = D.REGIONS[D.DECK_REGION[d]] if deck != "slavery" else "slavery"
            if rest:
                top = D.CARDS[rest[0]]
                if len(rest) > 1:
                    under = pieces.card("", 0, region, (0, 0, 0, 0), 0, rect.size, face_down=True)
                    surface.blit(under, (rect.x + 1, rect.y - 1))
                img = pieces.card(top.name, top.value, region, top.icons, top.glory, rect.size, False, top.slavery)
                surface.blit(img, (rect.x - 2, rect.y - 2))
                self._card_mark(surface, rect, rest[0], "stack")
                stack_count(surface, len(rest), rect, s)
            elif deck == "slavery" and state.abolished:
                blit_text(
                    surface,
                    "Abolished",
                    fonts.shrink("Abolished", fonts.board(max(9, 10 * s / 0.7)), rect.w - 2, True)[1],
                    (250, 220, 200),
                    rect.center,
                    "center",
                    True,
                    (0, 0, 0),
                )
            gid = f"governor:{D.REGIONS[D.DECK_REGION[d]]}"
            if gid in places and deck != "slavery" and D.DECK_REGION[d] != D.EUROPE:
                grect = places[gid]
                self.rects[gid] = grect
                if gov is not None:
                    card = D.CARDS[gov]
                    img = pieces.card(card.name, 0, region, card.icons, card.glory, grect.size, governor=True)
                    surface.blit(img, (grect.x - 2, grect.y - 2))
                    self._card_mark(surface, grect, gov, "map")
        # shipping tracks
        for r, key in enumerate(D.REGIONS):
            n = D.SHIPPING[r]
            discs = state.ship_discs[r]
            toks = state.ship_tokens[r]
            for i in range(n):
                eid = f"shipping:{key}:{i}"
                if eid not in places:
                    continue
                rect = places[eid]
                self.rects[eid] = rect
                if i < len(discs):
                    self._disc_at(surface, discs[i], rect.center, disc_d(eid), ctx)
                elif toks[i] >= 0:
                    self._token_at(surface, D.TOKEN_KINDS[toks[i]], rect.center, round(rect.w * 0.86))
            extra = discs[n:] if n else ()
            if extra:
                last = places.get(f"shipping:{key}:{n - 1}")
                if last is not None:
                    for k, p in enumerate(extra[:6]):
                        c = (
                            last.centerx + round((k % 3) * last.w * 0.42) - last.w // 3,
                            last.bottom + round(last.h * 0.35) + (k // 3) * 6,
                        )
                        self._disc_at(surface, p, c, max(10, round(last.w * 0.55)), ctx)
        # links
        for li, lid in enumerate(D.LINK_IDS):
            eid = f"link:{lid}"
            if eid not in places:
                continue
            rect = places[eid]
            self.rects[eid] = rect
            tok = state.link_token[li]
            holder = next((p for p in range(state.players) if E.controls_link(state, p, li)), None)
            if holder is not None:
                a, b = (self.px(tuple(self.geo.cities[f"city:{D.CITIES[c]}"]["at"])) for c in D.LINKS[li])
                pygame.draw.line(surface, pal.seat_colour(holder), a, b, max(3, round(4 * s)))
                self._disc_at(surface, holder, rect.center, max(10, round(rect.w * 0.85)), ctx)
            elif tok >= 0:
                self._token_at(surface, D.TOKEN_KINDS[tok], rect.center, round(rect.w * 0.95))
        # cities
        for c, cid in enumerate(D.CITIES):
            eid = f"city:{cid}"
            if eid not in places:
                continue
            rect = places[eid]
            self.rects[eid] = rect
            owner = state.city_owner[c]
            if getattr(state, "fortified", 0) >> c & 1:
                fort_ring(surface, rect.center, rect.w // 2 + 2)
            if owner >= 0:
                self._disc_at(surface, owner, rect.center, disc_d(eid), ctx)
            elif state.city_token[c] >= 0:
                self._token_at(surface, D.TOKEN_KINDS[state.city_token[c]], rect.center, round(rect.w * 0.8))

    def _disc_at(self, surface, seat: int, centre, diameter: int, ctx: ViewContext) -> None:
        img = pieces.disc(seat, diameter, ctx.colour_blind)
        pad = pieces.disc_pad(diameter)
        surface.blit(img, (centre[0] - diameter // 2 - pad, centre[1] - diameter // 2 - pad))

    def _token_at(self, surface, kind: str, centre, diameter: int) -> None:
        img = pieces.token(kind, max(8, diameter))
        surface.blit(img, img.get_rect(center=centre))
