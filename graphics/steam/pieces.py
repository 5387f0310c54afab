"""The pieces on an Age of Steam map, painted once per change of the state into a cached layer.

Track, ownership discs, New Cities, names, Japan's claims and the goods cubes
change only when a move is made, yet painting them took most of a frame (458
rectangles, every rail and sleeper). ``PiecesMixin`` paints the map and its
pieces onto one screen-sized layer keyed by the state's containers (copy on
write: an unchanged container is the same object), the map layer, the zoom, the
pan and the colour-blind marks; the view's frame picture is composed from it.
The element rectangles of the map are computed with the same key and kept.
"""

from __future__ import annotations

import math
from typing import Any

import pygame

from graphics import colours, fonts
from graphics.steam import palette as pal
from graphics.steam import track_art
from graphics.steam.geometry import MapGeometry
from rules.steam.hexgrid import direction_between
from rules.steam.moves import stop_name
from rules.steam.tiles import placed_paths


class PiecesMixin:
    """For SteamView: ``_pieces_picture`` is the map with its pieces, and where each element on it is."""

    _pieces: tuple | None = None  # (objects compared by identity, other key, layer, map ids)
    _pieces_painted = 0  # how many times the picture was painted: what a picture composed from it is keyed by
    _sprites: dict[tuple, pygame.Surface]  # a placed tile's picture per look (see _tile_sprite)

    def _pieces_picture(
        self, surface: pygame.Surface, state: Any, ctx: Any, geo: MapGeometry, layer: pygame.Surface
    ) -> tuple[pygame.Surface, dict[str, pygame.Rect]]:
        """The map with its pieces (a picture of ``surface``'s size, drawn in ``map_rect``) and the map's element
        rects, painted again (``_pieces_painted`` counts it) only when a container, the painted map, the zoom,
        pan, size or marks change."""
        objs = (state.track, state.goods, state.new_city, state.ext, layer, geo.board)
        key = (geo.size, geo.origin, tuple(self.map_rect), surface.get_size(), ctx.colour_blind)
        hit = self._pieces
        if hit is None or hit[1] != key or any(a is not b for a, b in zip(hit[0], objs, strict=True)):
            # painted over the last picture when it fits: a new screen-sized surface costs milliseconds to map
            fits = hit is not None and hit[2].get_size() == surface.get_size()
            picture = hit[2] if fits else pygame.Surface(surface.get_size(), 0, surface)
            picture.fill(pal.BACKDROP.get(state.map_id, pal.SEA), self.map_rect)
            picture.set_clip(self.map_rect)
            picture.blit(layer, geo.origin)
            labels = self._paint_pieces(picture, state, ctx.colour_blind, geo)
            picture.set_clip(None)
            self._pieces_painted += 1
            hit = self._pieces = (objs, key, picture, self._map_places(state, geo), labels)
        self._labels = hit[4]
        return hit[2], hit[3]

    # -- where each place and piece is ------------------------------------------------------------

    def _map_places(self, state: Any, geo: MapGeometry) -> dict[str, pygame.Rect]:
        """Element id -> screen rect of every hex, stop, sea feature and cube (places first, then pieces)."""
        out: dict[str, pygame.Rect] = {}

        def put(eid: str, cx: float, cy: float, r: int) -> None:
            clipped = pygame.Rect(round(cx) - r, round(cy) - r, 2 * r, 2 * r).clip(self.map_rect)
            if clipped.w >= 3 and clipped.h >= 3:
                out[eid] = clipped

        board, size = geo.board, geo.size
        half = max(3, round(size * 0.62))
        for h in board.hexes:
            put(f"hex:{h.name}", *geo.screen(h.col, h.row), half)
        for c in board.cities.values():
            h = board.hexes[c.hex]
            put(f"city:{c.id}", *geo.screen(h.col, h.row), round(size * 0.78))
        for t in board.towns.values():
            h = board.hexes[t.hex]
            kind = "city" if t.hex in state.new_city else "town"
            put(f"{kind}:{t.id}", *geo.screen(h.col, h.row), max(5, round(size * (0.78 if kind == "city" else 0.34))))
        feats = getattr(self.ruleset.map_of(state), "features", None)
        for f in (feats or {}).values():
            at = self._feature_point(geo, f)
            if at is not None:
                put(f.element, at[0], at[1], max(5, round(size * 0.32)))
        m = self.ruleset.map_of(state)
        for hx, _colour, i, rect in self._cube_rects(state, geo):
            clipped = rect.clip(self.map_rect)
            if clipped.w >= 3 and clipped.h >= 3:
                out[f"goods:{stop_name(m, state, hx)}:{i}"] = clipped
        return out

    def _cube_rects(self, state: Any, geo: MapGeometry):
        """(hex, colour, slot, rect) of every goods cube on the map, in rows over its city."""
        board, size = geo.board, geo.size
        q = max(7, min(16, round(size * 0.42)))
        for hx, cubes in state.goods.items():
            if not cubes:
                continue
            h = board.hexes[hx]
            cx, cy = geo.screen(h.col, h.row)
            per_row = 3 if len(cubes) <= 6 else 4
            rows = math.ceil(len(cubes) / per_row)
            top = cy - rows * (q + 2) / 2 - size * 0.05
            for i in range(len(cubes)):
                row, k = divmod(i, per_row)
                in_row = min(per_row, len(cubes) - row * per_row)
                x = cx - in_row * (q + 2) / 2 + k * (q + 2)
                y = top + row * (q + 2)
                yield hx, cubes[i], i, pygame.Rect(round(x), round(y), q, q)

    def _feature_point(self, geo: MapGeometry, f: Any) -> tuple[float, float] | None:
        board = geo.board
        if f.element.startswith("searoute:"):
            for r in board.raw.get("sea_routes", []):
                if r["id"] == f.id:
                    wx, wy = r["disc"]
                    return geo.screen(wx, wy)
            return None
        a, b = board.hexes[f.a], board.hexes[f.b]
        e = direction_between((a.col, a.row), (b.col, b.row))
        return geo.edge(a.col, a.row, e) if e is not None else None

    # -- painting ------------------------------------------------------------------------------------

    def _paint_pieces(
        self, surface: pygame.Surface, state: Any, colour_blind: bool, geo: MapGeometry
    ) -> list[pygame.Rect]:
        """The pieces on the map; returns where the town and city names' labels are (the view puts them back
        over the glows and last-move outlines, which would otherwise cross a name next to a glowing hex)."""
        board, size = geo.board, geo.size
        for hx, letter in state.new_city.items():  # New Cities on urbanized towns
            h = board.hexes[hx]
            nc = board.new_cities.get(letter)
            col = pal.city_colour(nc.colour if nc else "")
            pts = geo.corners(h.col, h.row, 0.9)
            pygame.draw.polygon(surface, col, pts)
            pygame.draw.polygon(surface, pal.INK, pts, 2)
            if size >= 10:
                cx, cy = geo.screen(h.col, h.row)
                br = max(5, round(size * 0.26))
                bc = (round(cx - size * 0.52), round(cy - size * 0.5))
                pygame.draw.circle(surface, pal.WHITE, bc, br)
                pygame.draw.circle(surface, pal.INK, bc, br, 1)
                fonts.draw_text(surface, letter, bc, max(8, round(br * 1.4)), pal.INK, True, "center")
        labels = self._town_names(surface, state, geo)
        self._paint_track(surface, state, colour_blind, geo)
        labels += self._city_names(surface, state, geo)
        feats = getattr(self.ruleset.map_of(state), "features", None)
        if feats:  # Japan's claims on sea routes and blue circles
            claimed = {c[0]: c[1] for c in state.ext.get("claims", ())}
            for f in feats.values():
                at = self._feature_point(geo, f)
                if at is not None and f.id in claimed:
                    r = max(5, round(size * 0.32))
                    colours.draw_marker(surface, claimed[f.id], (round(at[0]), round(at[1])), r, colour_blind)
        for _hx, colour, _i, rect in self._cube_rects(state, geo):
            self.draw_cube(surface, rect, colour, colour_blind)
        return labels

    def _paint_track(self, surface: pygame.Surface, state: Any, colour_blind: bool, geo: MapGeometry) -> None:
        """Every placed tile's paths in its owners' colours (unfinished links paler), then one disc per link."""
        board, size = geo.board, geo.size
        for hx, (tile, rot, owners) in state.track.items():
            h = board.hexes[hx]
            on_town = hx in board.town_at
            looks = []
            for i in range(len(placed_paths(tile, rot, on_town))):
                link = self._seg_link.get((hx, i))
                looks.append((owners[i] if i < len(owners) else -1, link.complete if link else True))
            disc = on_town and hx not in state.new_city
            sprite = self._tile_sprite(tile, rot, on_town, tuple(looks), disc, size)
            cx, cy = geo.screen(h.col, h.row)
            surface.blit(sprite, (round(cx) - sprite.get_width() // 2, round(cy) - sprite.get_height() // 2))
        mr = max(4, round(size * 0.2))
        for link in self._links:
            if link.owner < 0 or not link.segments:
                continue
            hx, pi = link.segments[len(link.segments) // 2]
            h = board.hexes[hx]
            tile, rot, _ = state.track[hx]
            paths = placed_paths(tile, rot, hx in board.town_at)
            pts = track_art.path_points(geo.screen(h.col, h.row), size, paths[pi])
            track_art.draw_owner(surface, link.owner, pts[len(pts) // 2], mr, colour_blind)

    def _tile_sprite(self, tile: str, rot: int, on_town: bool, looks: tuple, disc: bool, size: float) -> pygame.Surface:
        """One placed tile's rails (each path's owner colour and finish) at one hex size, painted once and kept.

        Painting rails, sleepers and anti-aliased edges for every tile made a repaint of the
        board (after each move or undo) cost tens of milliseconds; a tile looks the same
        wherever it lies, so its picture is kept per look.
        """
        key = (tile, rot, on_town, looks, disc, size)
        sprite = self._sprites.get(key)
        if sprite is not None:
            return sprite
        r = math.ceil(size) + 2
        sprite = pygame.Surface((2 * r, 2 * r), pygame.SRCALPHA)
        centre = (r, r)
        for p, (owner, complete) in zip(placed_paths(tile, rot, on_town), looks, strict=True):
            col = colours.player_colour(owner) if owner >= 0 else pal.UNOWNED
            track_art.draw_path(sprite, centre, size, p, col, complete=complete)
        if disc:
            d = max(3, round(size * 0.3))
            pygame.draw.circle(sprite, pal.INK, centre, d + 1)
            pygame.draw.circle(sprite, pal.WHITE, centre, d)
        if len(self._sprites) > 3000:
            self._sprites.clear()
        self._sprites[key] = sprite
        return sprite

    def _town_names(self, surface: pygame.Surface, state: Any, geo: MapGeometry) -> list[pygame.Rect]:
        """Town names on light labels under the towns (under the track: a town's name matters less); returns
        the labels' rects."""
        if geo.size < 15:
            return []
        board = geo.board
        labels = []
        fs = round(max(8, min(13, geo.size * 0.42)))
        for t in board.towns.values():
            if t.hex in state.new_city:
                continue
            h = board.hexes[t.hex]
            cx, cy = geo.screen(h.col, h.row)
            img = fonts.render(t.name, fs, pal.INK)
            back = img.get_rect(center=(round(cx), round(cy + geo.size * 0.62))).inflate(6, 2)
            pygame.draw.rect(surface, (250, 246, 232), back, border_radius=4)
            surface.blit(img, img.get_rect(center=back.center))
            labels.append(back)
        return labels

    def _city_names(self, surface: pygame.Surface, state: Any, geo: MapGeometry) -> list[pygame.Rect]:
        """City names on dark labels under each city, over the track so they stay readable (even on a map
        as long as Japan's at 1280x720, where a hex is 8 pixels: the names are what a player finds it by);
        returns the labels' rects."""
        if geo.size < 7:
            return []
        board = geo.board
        fs = round(max(9, min(15, geo.size * 0.5)))
        placed: list[pygame.Rect] = []
        named = [(c.hex, c.name) for c in board.cities.values()]
        named += [(hx, board.town_at[hx].name) for hx in state.new_city if hx in board.town_at]
        for hx, name in named:
            h = board.hexes[hx]
            cx, cy = geo.screen(h.col, h.row)
            img = fonts.render(name, fs, pal.WHITE, True)
            for dy in (0.86, -0.86, 0.0):  # under the city, else over it when a neighbour's name is there
                back = img.get_rect(center=(round(cx), round(cy + geo.size * dy))).inflate(6, 2)
                if back.colliderect(self.map_rect):
                    back.clamp_ip(self.map_rect.inflate(-4, -4))  # names at the map's edge stay whole
                if back.collidelist(placed) < 0:
                    break
            placed.append(back)
            r = img.get_rect(center=back.center)
            pygame.draw.rect(surface, (40, 32, 26), back, border_radius=4)
            surface.blit(img, r)
        return placed

    def draw_cube(self, surface: pygame.Surface, rect: pygame.Rect, colour: str, marks: bool = True) -> None:
        """A goods cube: its colour, a darker edge, and its letter for colour-blind play."""
        col = pal.goods_colour(colour)
        pygame.draw.rect(surface, pal.shade(col, 0.55), rect.move(1, 1), border_radius=2)
        pygame.draw.rect(surface, col, rect, border_radius=2)
        pygame.draw.rect(surface, pal.shade(col, 0.5), rect, 1, border_radius=2)
        if marks and rect.w >= 9:
            letter = pal.GOODS_LETTER.get(colour, "?")
            fonts.draw_text(surface, letter, rect.center, max(7, rect.w - 3), pal.ink_on(col), True, "center")
