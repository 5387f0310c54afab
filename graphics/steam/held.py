"""What the Age of Steam board shows of the piece in hand and of the turn's own buttons.

A held track tile is drawn on the hex under it, as real rails in the builder's
colour, in the orientation the wheel, ``R`` or a right click has turned it to,
with its cost; a held cube draws the delivery it would make, link by link in
the owners' colours, with its length against the engine and what each owner
earns. The build turn's "Finish building", the move turn's "Raise engine"
and "Pass", and the auction's "Drop out" and Turn Order "Pass" are buttons on
the map (``button:*`` targets added to the legal actions), so ending a turn
never needs the choices list (nor a chooser of every bid up to the cash).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pygame

from graphics import colours, fonts
from graphics.steam import palette as pal
from graphics.steam import track_art
from graphics.steam.consequences import consequences
from graphics.steam.geometry import MapGeometry
from rules.core import Action
from rules.seats import seat_colour
from rules.steam.moves import graph, stop_by_name, stop_label
from rules.steam.phases.auction import payment
from rules.steam.places import place_name
from rules.steam.state import NOBODY
from rules.steam.tiles import BY_ID, DISTINCT_ROTS, placed_paths
from rules.words import plural

FINISH = "button:finish"
RAISE = "button:raise"
PASS = "button:pass"
DROP = "button:drop"
PASS_BID = "button:pass_bid"
BUTTON_OF = {"done": FINISH, "raise_engine": RAISE, "pass": PASS, "drop": DROP, "pass_bid": PASS_BID}
#: The phase in which each kind of move has its button (a Pass of another phase is not the move turn's).
BUTTON_PHASE = {"done": "build", "raise_engine": "move", "pass": "move", "drop": "auction", "pass_bid": "auction"}
GROUP_OVER = 12  # a choices list longer than this shows one row per hex instead of one per placement


class HeldMixin:
    """For SteamView: the held piece's preview, the turn's buttons, and the words of the choices."""

    # -- hooks of the view contract ---------------------------------------------------------------

    def cycles(self, source: str) -> bool:
        return source.startswith(("tile:", "goods:"))

    def annotate(self, state: Any, actions: list[Action]) -> list[Action]:
        """Buttons on the board for finishing, raising and passing; a delivery targets only where it ends.

        The list given is the whole legal list of ``state`` (the scene's), so the view keeps it
        rather than asking the rules for it a second time.
        """
        out = []
        for a in actions:
            button = BUTTON_OF.get(a.kind) if BUTTON_PHASE.get(a.kind) == state.phase else None
            if button is not None and not a.params:
                a = Action(a.kind, a.seat, a.params, a.source, (*a.targets, button))
            elif a.kind == "move":
                stops = [t for t in a.targets if not t.startswith("hex:")]
                a = Action(a.kind, a.seat, a.params, a.source, tuple(stops[-1:]))
            out.append(a)
        self._acts_state, self._acts = state, out
        return out

    def enter_target(self) -> str | None:
        return FINISH if FINISH in self.rects else None

    def label(self, state: Any, action: Action) -> str | None:
        board = self.ruleset.board(state)
        text = self.ruleset.describe(state, action)
        if action.kind == "build":
            hx = board.hex_of(action.get("hex"))
            if hx is not None:
                return text.replace(f"on {action.get('hex')} ", f"on {place_name(board, state, hx)} ")
        if action.kind == "move":  # what tells two routes apart comes first: the list may cut the end
            m = self.ruleset.map_of(state)
            stops = [stop_by_name(m, state, n) for n in action.get("route") or ()]
            if None in stops or len(stops) < 2:
                return None
            path = " - ".join(stop_label(m, state, h) for h in stops)
            links = plural(len(stops) - 1, "link")
            income = self._income_words(state, action, action.seat)
            return f"Move {action.get('colour')} to {stop_label(m, state, stops[-1])}, {income}; {path} ({links})"
        if action.kind == "done" and state.phase == "build":
            return f"Finish building ({self._unused(state, action.seat)})"
        return consequences(self.ruleset.map_of(state), state, action)

    def group_choices(self, state: Any, actions: list[Action]) -> list[tuple[str, list[Action]]] | None:
        """Past a dozen placements, one row per hex ("Build on the hex just north of Chicago: 6 ways")."""
        builds = [a for a in actions if a.kind == "build"]
        if len(actions) <= GROUP_OVER or not builds:
            return None
        board = self.ruleset.board(state)
        rows: list[tuple[str, list[Action]]] = [
            (self.label(state, a) or self.ruleset.describe(state, a), [a]) for a in actions if a.kind != "build"
        ]
        by_hex: dict[str, list[Action]] = {}
        for a in builds:
            by_hex.setdefault(a.get("hex"), []).append(a)
        for name, acts in by_hex.items():
            hx = board.hex_of(name)
            where = place_name(board, state, hx) if hx is not None else name
            rows.append((f"Build on {where}: {plural(len(acts), 'way')}", acts))
        return rows

    def explain_drop(self, state: Any, source: str, element: str | None) -> str | None:
        """Why a tile or a cube cannot go there, in the rulebook's words, naming the place as the board does."""
        board = self.ruleset.board(state)
        seat = self.ruleset.to_move(state)
        kind, _, key = source.partition(":")
        if seat is None or kind not in ("tile", "goods"):
            return None
        hx = self._hex_of_element(board, state, element) if element else None
        if hx is None:
            what = "tile on a glowing hex (1.7)" if kind == "tile" else "good on a glowing city (1.8)"
            return f"Drop the {what}: those are the places it can go."
        where = place_name(board, state, hx)
        if kind == "tile" and key in BY_ID:
            tried = [
                self.ruleset.explain(state, Action.make("build", seat, hex=board.hexes[hx].name, tile=key, rot=r))
                for r in DISTINCT_ROTS.get((key, hx in board.town_at), (0,))  # a town tile off a town: one reason
            ]
            reasons = Counter(r for r in tried if r)
            if not reasons:
                return None
            return f"The {BY_ID[key].name} cannot go on {where}: {reasons.most_common(1)[0][0]}"
        colour = self._cube_colour(state, source) or "this"
        return (
            f"The {colour} good cannot be delivered to {where}: a good moves over complete links, no more "
            f"links than your engine ({state.engine[seat]}), to the first city of its colour, never visiting "
            "a city twice (1.8)."
        )

    # -- helpers ---------------------------------------------------------------------------------

    def _hex_of_element(self, board: Any, state: Any, element: str) -> int | None:
        """The hex a place or a cube on it lies on."""
        kind, _, key = element.partition(":")
        if kind == "hex":
            return board.hex_of(key)
        if kind == "goods":
            return stop_by_name(self.ruleset.map_of(state), state, key.rsplit(":", 1)[0])
        if key in board.cities:
            return board.cities[key].hex
        if key in board.towns:
            return board.towns[key].hex
        return None

    def _unused(self, state: Any, seat: int) -> str:
        m = self.ruleset.map_of(state)
        left = m.max_placements(state, seat) - state.builds
        return f"{plural(left, 'placement')} unused" if left > 0 else "all placements made"

    def _income_words(self, state: Any, action: Action, me: int | None) -> str:
        gains = Counter(o for o in action.get("owners") or () if o != NOBODY)
        if not gains:
            return "income: nobody (unowned track)"
        parts = [f"{'you' if o == me else f'{seat_colour(o)}'} +{g}" for o, g in sorted(gains.items())]
        return "income: " + ", ".join(parts)

    def _route_links(self, state: Any, action: Action, geo: MapGeometry) -> list[tuple[int, list[tuple[float, float]]]]:
        """Each link of a delivery: its owner and the screen points from stop to stop through its track."""
        m = self.ruleset.map_of(state)
        board = geo.board
        stops = [stop_by_name(m, state, n) for n in action.get("route") or ()]
        owners = list(action.get("owners") or ())
        adj = graph(m, state)
        out = []
        for i in range(len(stops) - 1):
            a, b = stops[i], stops[i + 1]
            if a is None or b is None:
                return []
            edge = next((e for e in adj.get(a, ()) if e.to == b and e.owner == owners[i]), None)
            hexes = [a, *(edge.hexes if edge else ()), b]
            pts = []
            for hx in hexes:
                h = board.hexes[hx]
                p = geo.screen(h.col, h.row)
                if not pts or pts[-1] != p:
                    pts.append(p)
            out.append((owners[i], pts))
        return out

    # -- drawing --------------------------------------------------------------------------------------

    def _draw_route(self, surface: pygame.Surface, state: Any, action: Action, geo: MapGeometry, bold: bool) -> None:
        """A delivery drawn on the map: a thick line per link in its owner's colour (grey for unowned track)."""
        width = max(4, round(geo.size * (0.34 if bold else 0.16)))
        for owner, pts in self._route_links(state, action, geo):
            if len(pts) < 2:
                continue
            col = colours.player_colour(owner) if owner != NOBODY else pal.UNOWNED
            ipts = [(round(x), round(y)) for x, y in pts]
            if bold:
                pygame.draw.lines(surface, pal.INK, False, ipts, width + 4)
            pygame.draw.lines(surface, col if bold else pal.shade(col, 1.4), False, ipts, width)
            for p in ipts[1:-1] if bold else ():
                pygame.draw.circle(surface, col, p, width // 2)
        if bold:
            for _owner, pts in self._route_links(state, action, geo)[:1]:
                p = pts[0]
                pygame.draw.circle(surface, colours.GLOW, (round(p[0]), round(p[1])), max(6, round(geo.size * 0.5)), 3)

    def _draw_held(self, surface: pygame.Surface, state: Any, ctx: Any, geo: MapGeometry) -> None:
        """The candidate of the held piece on its target, and a note of what it is and how to turn it."""
        a = ctx.candidate
        self._previewing = a is not None
        if a is None:
            return
        self._overlays.append(self.map_rect)  # drawn clipped to the map
        board = geo.board
        fs = self.text(12, 11)
        turn = " · wheel / R: next" if ctx.candidates > 1 else ""
        if a.kind == "build":
            hx = board.hex_of(a.get("hex"))
            if hx is None:
                return
            h = board.hexes[hx]
            centre = geo.screen(h.col, h.row)
            on_town = hx in board.town_at
            pygame.draw.polygon(surface, pal.shade(pal.PLAIN, 1.25), geo.corners(h.col, h.row, 0.97))
            owner = a.seat
            for p in placed_paths(a.get("tile"), a.get("rot"), on_town):
                track_art.draw_path(surface, centre, geo.size, p, colours.player_colour(owner))
            if on_town:
                r = max(3, round(geo.size * 0.3))
                pygame.draw.circle(surface, pal.INK, (round(centre[0]), round(centre[1])), r + 1)
                pygame.draw.circle(surface, pal.WHITE, (round(centre[0]), round(centre[1])), r)
            pygame.draw.polygon(surface, pal.WHITE, geo.corners(h.col, h.row, 1.0), 4)
            pygame.draw.polygon(surface, pal.INK, geo.corners(h.col, h.row, 1.06), 1)
            lines = [
                f"{BY_ID[a.get('tile')].name} for ${self._cost(state, a)}",
                f"orientation {ctx.candidate_index + 1} of {ctx.candidates}{turn}",
            ]
            self._note(surface, lines, centre, geo, fs)
        elif a.kind == "move":
            self._draw_route(surface, state, a, geo, True)
            m = self.ruleset.map_of(state)
            stops = [stop_by_name(m, state, n) for n in a.get("route") or ()]
            dest = stops[-1]
            h = board.hexes[dest]
            links = len(a.get("owners") or ())
            lines = [
                f"{stop_label(m, state, stops[0])} to {stop_label(m, state, dest)}: "
                f"{plural(links, 'link')} of your engine's {state.engine[a.seat]}",
                self._income_words(state, a, ctx.seat),
            ]
            if ctx.candidates > 1:
                lines.append(f"route {ctx.candidate_index + 1} of {ctx.candidates}{turn}")
            o = board.hexes[stops[0]]
            self._note(surface, lines, geo.screen(h.col, h.row), geo, fs, geo.screen(o.col, o.row))

    def _note(
        self,
        surface: pygame.Surface,
        lines: list[str],
        at: tuple[float, float],
        geo: MapGeometry,
        fs: int,
        away: tuple[float, float] | None = None,
    ) -> None:
        """A small parchment note beside a hex on the map (on the side away from ``away``, inside the map)."""
        imgs = [fonts.render(t, fs, pal.INK, i == 0) for i, t in enumerate(lines)]
        w = max(i.get_width() for i in imgs) + 12
        h = sum(i.get_height() for i in imgs) + 8
        box = pygame.Rect(round(at[0] + geo.size * 1.1), round(at[1] - h / 2), w, h)
        if away is not None:  # off the route: beyond the destination, seen from the cube's city
            if away[0] > at[0]:
                box.right = round(at[0] - geo.size * 1.1)
            box.centery = round(at[1] + (geo.size * 1.2 + h / 2) * (1 if away[1] < at[1] else -1))
        elif box.right > self.map_rect.right - 4:
            box.right = round(at[0] - geo.size * 1.1)
        box.clamp_ip(self.map_rect.inflate(-4, -4))
        pygame.draw.rect(surface, (250, 244, 228), box, border_radius=5)
        pygame.draw.rect(surface, pal.INK, box, 1, border_radius=5)
        y = box.y + 4
        for img in imgs:
            surface.blit(img, (box.x + 6, y))
            y += img.get_height()

    def _draw_buttons(self, surface: pygame.Surface, state: Any, ctx: Any) -> None:
        """The turn's buttons on the bar over the map, for the seat deciding now only."""
        bar = self.turn_bar
        if bar.h <= 0:
            return
        seat = self.ruleset.to_move(state)
        if seat is None or ctx.seat != seat or state.phase not in BUTTON_PHASE.values():
            return
        acts = {a.kind for a in self.actions(state) if a.kind in BUTTON_OF and not a.params}
        shown = []
        if "done" in acts:
            shown.append((FINISH, "Finish building", f"{self._unused(state, seat)} · Enter"))
        if "raise_engine" in acts:
            shown.append((RAISE, "Raise engine", f"to {plural(state.engine[seat] + 1, 'link')}, instead of a move"))
        if "pass" in acts and state.phase == "move":
            shown.append((PASS, "Pass", "deliver nothing this round"))
        if "drop" in acts and state.phase == "auction":
            pay = payment(state.bids[seat], len(state.dropped), len(state.bidders))
            shown.append((DROP, "Drop out", f"place {len(state.bidders)}, pay ${pay}"))
        if "pass_bid" in acts and state.phase == "auction":
            shown.append((PASS_BID, "Pass", f"Turn Order: stay in at ${state.bids[seat]}"))
        fs = self.text(12, 11)
        x = bar.x
        for eid, title, sub in shown:
            t = fonts.render(title, fs + 2, pal.WHITE, True)
            u = fonts.render(sub, fs, (236, 226, 200))
            rect = pygame.Rect(x, bar.y + 1, t.get_width() + u.get_width() + 30, bar.h - 3)
            hovered = ctx.hovered == eid
            pygame.draw.rect(surface, (0, 0, 0), rect.move(1, 2), border_radius=7)
            pygame.draw.rect(surface, (150, 70, 36) if hovered else (118, 54, 28), rect, border_radius=7)
            pygame.draw.rect(surface, colours.GOLD, rect, 2, border_radius=7)
            surface.blit(t, t.get_rect(midleft=(rect.x + 10, rect.centery)))
            surface.blit(u, u.get_rect(midleft=(rect.x + 20 + t.get_width(), rect.centery + 1)))
            self.rects[eid] = rect
            self._overlays.append(rect.union(rect.move(1, 2)))
            x = rect.right + 10
