"""The play scene's painting: the prompt bar, board, choices and log, seats, cover, and what floats over.

The panels are painted as layers keyed by what they show (the match's revision,
the window size, the log page), so a frame redraws only what moves: glows,
hover, the lifted piece. A board view that raises becomes a note on the board,
never a closed window. A mixin of ``PlayScene``: it reads the scene's state.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.scenes.play.input import CHOICE_HOVER, PROMPT_HOVER, SEAT_HOVER
from graphics import colours, fonts
from graphics.view import ViewContext
from graphics.widgets import draw_log, draw_panel, draw_prompt_bar


def _around(outer: pygame.Rect, inner: pygame.Rect) -> list[pygame.Rect]:
    """The parts of ``outer`` that ``inner`` does not cover: up to four strips (above, below, left, right)."""
    inner = inner.clip(outer)
    if not inner:
        return [outer]
    return [
        r
        for r in (
            pygame.Rect(outer.x, outer.y, outer.w, inner.y - outer.y),
            pygame.Rect(outer.x, inner.bottom, outer.w, outer.bottom - inner.bottom),
            pygame.Rect(outer.x, inner.y, inner.x - outer.x, inner.h),
            pygame.Rect(inner.right, inner.y, outer.right - inner.right, inner.h),
        )
        if r.w > 0 and r.h > 0
    ]


class PlayPainting:
    """Everything the play scene draws under and over its widgets."""

    def context(self) -> ViewContext:
        showing = self.cover_for is None and self.review is None
        live = showing and not self.presenting()  # while a move's steps are shown, nothing is offered on the board
        actions = self.actions if live else []
        key = (self._generation, live, self.dnd.lifted)
        if self._glow is None or self._glow[0] != key:  # once per change, not once per frame
            self._glow = (key, self.dnd.glowing(actions))
        candidate, index, count = self.dnd.candidate(actions)
        return ViewContext(
            seat=self.viewer(),
            mat_seat=self.mat_seat(),
            legal_targets=self._glow[1],
            sources=self._sources if live else set(),
            last_moves=self.last_moves_now() if showing else self._last_moves,
            hovered=None if self.hovered and self.hovered.startswith("ui:") else self.hovered,
            lifted=self.dnd.lifted,
            colour_blind=self.app.settings.colour_blind_marks,
            time=self.app.time,
            candidate=candidate,
            candidate_index=index,
            candidates=count,
        )

    @property
    def opaque(self) -> bool:
        """True once laid out: ``draw`` then paints every pixel, so the App need not clear the frame."""
        return self.layout_rects is not None

    def _layer(
        self,
        surface: pygame.Surface,
        name: str,
        key: tuple,
        area: pygame.Rect,
        background: tuple[int, int, int],
        paint: Callable[[pygame.Surface, tuple[int, int]], Any],
    ) -> Any:
        """Blit the picture of ``area`` for ``key``, painting it first only when ``key`` is new.

        The panels are text on parchment that changes a few times a minute, yet
        painting them every frame cost more than the board. ``paint(layer, offset)``
        draws in screen coordinates moved by ``offset`` onto an opaque layer filled
        with ``background`` (what lies under the panel); what it returns is kept
        with the picture and returned (e.g. the log's click areas). A few keys per
        panel are kept, since the thinking dots cycle through three pictures. When
        the same picture was blitted at the last frame, only the ``_damage`` (what
        went over it since) is blitted again.
        """
        cache = self._layers.setdefault(name, {})
        hit = cache.get(key)
        if hit is None:
            layer = pygame.Surface(area.size, 0, surface)
            layer.fill(background)
            extra = paint(layer, (-area.x, -area.y))
            if len(cache) >= 4:
                cache.clear()
            hit = cache[key] = (layer, extra)
        shown = (hit[0], tuple(area))
        if self._damage is not None and self._shown_before.get(name) == shown:  # on the screen since the last frame
            for r in self._damage + self._filled:
                part = r.clip(area)
                if part:
                    surface.blit(hit[0], part, part.move(-area.x, -area.y))
        else:
            surface.blit(hit[0], area)
        self._shown[name] = shown
        return hit[1]

    def _damage_since(self, surface: pygame.Surface) -> list[pygame.Rect] | None:
        """What was drawn over the kept pictures at the last frame, if the screen still holds that frame (this
        scene painted it, just before, on this surface, and knows what went over it); None: repaint them whole.

        At 1920x1080 the panels and the board are about two million pixels; blitting them whole every frame
        made the slowest frames cost 20 ms on a busy machine, though a frame changes a few small places.
        """
        self._shown_before, self._shown = self._shown, {}  # the pictures blitted at the last frame, and at this one
        last = self._painted
        if last is None or last[0] != self.app.frames - 1 or last[1] is not surface:
            return None
        return last[2]

    def draw(self, surface: pygame.Surface) -> None:
        lay = self.layout_rects
        if lay is None:
            return
        self._damage = self._damage_since(surface)
        self._filled: list[pygame.Rect] = []  # what this frame filled before blitting the layers
        if self.cover_for is not None:
            key = ("cover", self.cover_for, self.app.settings.colour_blind_marks, self.scale, surface.get_size())
            cover = surface.get_rect()  # the whole screen: the layer's offset is (0, 0)
            self._layer(surface, "cover", key, cover, colours.WOOD_DARK, lambda layer, _: self._draw_cover(layer))
            return
        match, scale = self.match, self.scale
        cb = self.app.settings.colour_blind_marks
        review = self.reviewed_ply()
        # The prompt bar and the side panel are opaque layers: only the rest needs clearing (around an opaque board).
        rest = pygame.Rect(0, lay.prompt.bottom, lay.side.x, surface.get_height() - lay.prompt.bottom)
        self._filled = _around(rest, self.view.rect) if self.view.opaque else [rest]
        for part in self._filled:  # (the prompt bar's gold line hangs over this: its layer repaints it)
            surface.fill(colours.WOOD_DARK, part)
        bar = pygame.Rect(lay.prompt.x, lay.prompt.y, lay.prompt.w, lay.prompt.h + 4)  # its gold line hangs below
        if review is not None:
            key = ("review", review, match.ply, tuple(bar), scale)
            self._layer(surface, "prompt", key, bar, colours.WOOD_DARK, self._paint_review_bar)
            ctx = self.context()
            ctx.last_moves = {}
            for entry in match.log:
                if entry.ply == review and not getattr(entry, "undone", False) and entry.seat is not None:
                    ctx.last_moves[entry.seat] = ctx.last_moves.get(entry.seat, ()) + tuple(entry.targets)
            self._draw_board(surface, match.states[review], ctx)
        else:
            thinking = self.thinking_seat() is not None
            key = ("live", id(match), match.revision, thinking, self.waiting(), cb, tuple(bar), scale)
            self._layer(surface, "prompt", key, bar, colours.WOOD_DARK, self._paint_prompt_bar)
            self._draw_board(surface, self.shown_state(), self.context())
        # the side: wood under the choices and the log (one layer), then the seats (their own layer)
        title = "Your choices" if self.actions and review is None else "Choices"
        idle = self._idle_text() if not self.actions or review is not None else None
        if self.log_follow is not None:
            self.follow_log(self.log_follow)
            self.log_follow = None
        key = (id(match), match.revision, len(match.log), review, self.log_scroll, title, idle, cb, scale)
        key += (tuple(lay.side), tuple(lay.actions), tuple(lay.log))
        hits = self._layer(
            surface, "side", key, lay.side, colours.WOOD, lambda layer, off: self._paint_side(layer, off, title, idle)
        )
        self.log_hits = list(hits)
        self._draw_seats(surface, lay.seats)

    def _draw_board(self, surface: pygame.Surface, state: Any, ctx: ViewContext) -> None:
        """The board view's picture; a view that raises leaves a note on the board, not a closed window.

        The player is told once per failure (not once per frame) and can still
        save, undo or play from the action list.
        """
        # the view repaints only that and its own marks where its picture is kept, if it drew the last frame
        self.view.damage = self._damage if self._board_at == self.app.frames - 1 else None
        try:
            self.view.draw(surface, state, ctx)
            self._board_at = self.app.frames
        except Exception as exc:  # a drawing bug must not lose the game in progress
            self._board_at = None  # the board shows this note, not the view's picture: repaint it whole next frame
            board = self.layout_rects.board
            surface.fill(colours.WOOD_DARK, board)
            message = self._view_failed("The board could not be drawn", exc)
            for i, line in enumerate(fonts.wrap(message, self.px(16), board.w - self.px(40))):
                pos = (board.x + self.px(20), board.y + self.px(20) + i * self.px(22))
                fonts.draw_text(surface, line, pos, self.px(16), colours.PARCHMENT)

    def _view_failed(self, what: str, exc: Exception) -> str:
        """The sentence for a board view's failure, shown as a toast once per failure, not once per frame."""
        message = f"{what} ({type(exc).__name__}: {exc}); the choices still work."
        if self._draw_error != message:
            self._draw_error = message
            self.toasts.show(message, "error")
        return message

    def _paint_review_bar(self, layer: pygame.Surface, offset: tuple[int, int]) -> None:
        review, ply = self.reviewed_ply(), self.match.ply
        draw_prompt_bar(
            layer,
            self.layout_rects.prompt.move(offset),
            "",
            None,
            f"Reviewing the board after move {review} of {ply}" if review else "Reviewing the starting board",
            "The Left and Right arrow keys step through the moves; Esc or “Back to the game” returns to play.",
            scale=self.scale,
            reserve=self.px(320),
            rule_label="",
        )

    def _paint_prompt_bar(self, layer: pygame.Surface, offset: tuple[int, int]) -> None:
        match = self.match
        text, rule, seat = self._prompt_now()
        who = match.seat_name(seat) if seat is not None else ""
        draw_prompt_bar(
            layer,
            self.layout_rects.prompt.move(offset),
            who,
            seat,
            text,
            rule,
            self.app.settings.colour_blind_marks,
            self.scale,
            thinking=self.thinking_seat() is not None,
            reserve=self.px(320),
            palette=match.ruleset.seat_colours,
        )

    def _paint_side(self, layer: pygame.Surface, offset: tuple[int, int], title: str, idle: str | None) -> list:
        """The choices panel (its title, or a note when there is nothing to choose) and the log.

        Returns the log's entries' click areas in screen coordinates.
        """
        lay, scale = self.layout_rects, self.scale
        actions = lay.actions.move(offset)
        draw_panel(layer, actions, title, scale)
        if idle is not None:
            inner = actions.inflate(-self.px(16), -self.px(40))
            for i, line in enumerate(fonts.wrap(idle, self.px(15), inner.w)):
                pos = (inner.x, inner.y + self.px(20) + i * self.px(20))
                fonts.draw_text(layer, line, pos, self.px(15), colours.INK_SOFT)
        hits: list = []
        draw_log(
            layer,
            lay.log.move(offset),
            self.log_entries(),
            self.log_scroll,
            self.app.settings.colour_blind_marks,
            scale,
            hits=hits,
            marked_ply=self.reviewed_ply(),
            bar=self.bar_width(),
            palette=self.match.ruleset.seat_colours,
        )
        return [(rect.move(-offset[0], -offset[1]), entry) for rect, entry in hits]

    def _idle_text(self) -> str:
        if self.review is not None:
            return "Reviewing an earlier position: click a line of the log to see the board after it."
        if self.match.is_over():
            return "The game is over."
        if self.waiting() is not None:
            nxt = self.match.seat_name(self.match.to_move())
            return f"Your turn waits for you to end it; then {nxt} plays. Until then Undo takes back your decisions."
        seat = self.thinking_seat()
        if seat is not None:
            return f"{self.match.seat_name(seat)} is thinking…"
        if self.stuck is not None and self.stuck[0] == self.match.revision:
            return f"{self.stuck[1]} The game cannot go on from here: undo a move, or save it and report the problem."
        return "Waiting."

    def _totals(self) -> dict[int, int]:
        """Provisional totals per seat (of the move under review, if any), computed once per change
        of the match or of the reviewed move, not once per frame."""
        review = self.reviewed_ply()
        key = (id(self.match), self.match.revision, review)
        if getattr(self, "_totals_key", None) != key:
            state = self.match.state if review is None else self.match.states[review]
            try:
                self._totals_cache = {s.seat: s.total for s in self.match.ruleset.scores(state)}
            except Exception:
                self._totals_cache = {}
            self._totals_key = key
        return self._totals_cache

    def score_tip(self, seat: int) -> str | None:
        """A seat's score sheet as the rules itemise it (``Ruleset.scores``), for hovering its score."""
        review = self.reviewed_ply()
        state = self.match.state if review is None else self.match.states[review]
        try:
            sheet = next((s for s in self.match.ruleset.scores(state) if s.seat == seat), None)
        except Exception as exc:  # a scoring bug: say so in the tooltip, never close the window
            return f"The score could not be worked out ({type(exc).__name__}: {exc})."
        if sheet is None:
            return None
        so_far = " so far" if sheet.provisional else ""
        lines = [f"{self.match.seat_name(seat)}: {sheet.total}{so_far}"]
        for item in sheet.items:
            lines.append(f"{item.category}: {item.points}" + (f" ({item.detail})" if item.detail else ""))
        if sheet.provisional:
            lines.append("Provisional: as if the game ended now.")
        return "\n".join(lines)

    def _draw_seats(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """Each seat: marker, name, provisional score; a pulsing 'thinking' note on the computer's seat.

        The panel is a layer repainted when a move is made or the dots step on; the
        thinking seat's progress bar moves every frame, so it is drawn over the layer.
        """
        to_move, thinking = self.seat_now(), self.thinking_seat()
        dots = 1 + int(self.app.time * 3) % 3 if thinking is not None else 0
        cb = self.app.settings.colour_blind_marks
        key = (id(self.match), self.match.revision, self.reviewed_ply(), to_move, thinking, dots, cb, self.scale)
        key += (tuple(rect),)
        cells = self._layer(
            surface,
            "seats",
            key,
            rect,
            colours.WOOD,
            lambda layer, off: self._paint_seats(layer, rect.move(off), to_move, thinking, dots),
        )
        # a click on a seat's name draws its mat large (``input.py``); hovering it shows its score sheet
        self.seat_cells = {s: (x, cy, w) for s, (x, cy, w, _) in cells.items()}
        self.seat_rects = {s: pygame.Rect(x, cy - h // 2, w, h) for s, (x, cy, w, h) in cells.items()}
        progress = self._worker.progress if thinking is not None and self._worker is not None else None
        if progress is not None:
            x, cy, col_w, _ = cells[thinking]
            size = self.px(14)
            bar = pygame.Rect(x + self.px(21), cy + size // 2 + 2, col_w - self.px(30), max(2, self.px(3)))
            pygame.draw.rect(surface, colours.PARCHMENT_DARK, bar)
            pygame.draw.rect(surface, colours.DEEP_BLUE, (bar.x, bar.y, int(bar.w * min(1.0, progress)), bar.h))

    def _paint_seats(
        self, layer: pygame.Surface, rect: pygame.Rect, to_move: int | None, thinking: int | None, dots: int
    ) -> dict[int, tuple[int, int, int, int]]:
        """The seats panel on ``layer``; returns each seat's (x, centre y, column width, row height) on the screen."""
        ox, oy = rect.x - self.layout_rects.seats.x, rect.y - self.layout_rects.seats.y
        inner = draw_panel(layer, rect, "", self.scale)
        totals = self._totals()
        n = len(self.match.seats)
        cols = 2 if n > 3 else 1
        rows = (n + cols - 1) // cols
        row_h = max(self.px(18), inner.h // max(1, rows))
        col_w = inner.w // cols
        size = self.px(14)
        names, size = self._seat_names(n, totals, col_w, size)
        cells: dict[int, tuple[int, int, int, int]] = {}
        for seat in range(n):
            r, c = divmod(seat, cols)
            x, y = inner.x + c * col_w, inner.y + r * row_h
            cy = y + row_h // 2
            cells[seat] = (x - ox, cy - oy, col_w, row_h)
            colours.draw_marker(
                layer,
                seat,
                (x + self.px(9), cy),
                self.px(8),
                self.app.settings.colour_blind_marks,
                palette=self.match.ruleset.seat_colours,
            )
            name = f"thinking{'.' * dots}" if seat == thinking else names[seat]
            bold = seat == to_move
            score = str(totals.get(seat, ""))  # drawn at the right, so a long name is cut, never the score
            score_w = fonts.font(size, bold).size(score)[0] if score else 0
            right = x + col_w - self.px(4)
            label = fonts.fit(name, size, right - score_w - self.px(6) - (x + self.px(21)), bold)
            colour = colours.DEEP_BLUE if seat == thinking else colours.INK
            fonts.draw_text(layer, label, (x + self.px(21), cy), size, colour, bold, "midleft")
            if score:
                fonts.draw_text(layer, score, (right, cy), size, colour, bold, "midright")
        return cells

    def _seat_names(self, n: int, totals: dict, col_w: int, size: int) -> tuple[dict[int, str], int]:
        """The seats' names and the one text size they share: as large as lets every name fit beside its
        score (measured bold, as the seat to move is drawn), down to 11 pixels; where even that cuts a name,
        a computer seat's name drops its last word (its level says it is a computer) before it is cut."""
        names = {seat: self.match.seat_name(seat) for seat in range(n)}
        least = min(size, self.px(11))

        def fits(texts: dict[int, str], px: int) -> bool:
            big = fonts.font(px, True)
            for seat, text in texts.items():
                score = str(totals.get(seat, ""))
                room = col_w - self.px(31) - (big.size(score)[0] if score else 0)
                if big.size(text)[0] > room:
                    return False
            return True

        if not fits(names, least):
            names = {seat: name.removesuffix(" computer") for seat, name in names.items()}
        while size > least and not fits(names, size):
            size -= 1
        return names, size

    def _draw_cover(self, surface: pygame.Surface) -> None:
        from graphics import theme

        theme.paint_backdrop(surface)
        w, h = surface.get_size()
        seat = self.cover_for
        name = self.match.seat_name(seat)
        colours.draw_marker(
            surface,
            seat,
            (w // 2, h // 2 - self.px(110)),
            self.px(36),
            self.app.settings.colour_blind_marks,
            palette=self.match.ruleset.seat_colours,
        )
        fonts.draw_text(
            surface,
            f"Pass the screen to {name}",
            (w // 2, h // 2 - self.px(40)),
            self.px(34),
            colours.PARCHMENT,
            True,
            "center",
        )
        fonts.draw_text(
            surface,
            "The board is hidden until they are ready.",
            (w // 2, h // 2),
            self.px(18),
            colours.GOLD,
            False,
            "center",
        )

    def draw_over(self, surface: pygame.Surface) -> None:
        lay = self.layout_rects
        if lay is None:
            return
        over = self.tutorial is not None or self._shown_step() is not None
        notes: list[pygame.Rect] = []  # the boxes drawn over the pictures this frame: a tooltip, the toasts
        if self.cover_for is None:
            try:
                over = self._draw_pieces_over(surface, notes) or over
            except Exception as exc:  # a view's drawing bug must not close the window
                over = True
                self._view_failed("The piece or tooltip could not be drawn", exc)
        if self.tutorial is not None:
            self.tutorial.draw(surface, self)
        self._draw_step_caption(surface)
        self.toasts.draw(surface, lay.toast, self.scale)
        notes += self.toasts.drawn
        # next frame repaints what the widgets, the tooltip and the toasts covered (they blend over the
        # pictures), or everything when a piece, the lesson or a caption went over them this frame
        self._painted = (self.app.frames, surface, None if over else self._widget_rects() + notes)

    def _widget_rects(self) -> list[pygame.Rect]:
        """Where the pygame_gui widgets drew this frame (``LayeredGUIGroup.visible``: image, position, ...)."""
        out = []
        for blit in self.app.manager.get_sprite_group().visible:
            image, at = blit[0], blit[1]
            if image.get_width() and image.get_height():
                out.append(pygame.Rect(at.topleft, image.get_size()))
        return out

    def _draw_step_caption(self, surface: pygame.Surface) -> None:
        """While a move's steps are shown: the step on the board in words, and how to see the end at once."""
        shown = self._shown_step()
        if shown is None:
            return
        board = self.layout_rects.board
        text = f"{self.steps[shown - 1].text}  (step {shown} of {len(self.steps)}; click the board to see the end)"
        size = self.px(15)
        lines = fonts.wrap(text, size, board.w - self.px(60))
        h = len(lines) * (size + self.px(5)) + self.px(14)
        box = pygame.Rect(board.x + self.px(20), board.y + self.px(8), board.w - self.px(40), h)
        pygame.draw.rect(surface, colours.PARCHMENT, box, border_radius=8)
        pygame.draw.rect(surface, colours.GOLD, box, 2, border_radius=8)
        for i, line in enumerate(lines):
            pos = (box.x + self.px(12), box.y + self.px(7) + i * (size + self.px(5)))
            fonts.draw_text(surface, line, pos, size, colours.INK)

    def _prompt_now(self) -> tuple[str, str, int | None]:
        """The prompt bar's sentence, rule and seat: the rules' prompt, or the wait for End turn."""
        waiting = self.waiting()
        if waiting is not None:
            text = "Your decisions are made: End turn (Enter) lets the other players act."
            rule = "Until you end your turn, Undo takes your decisions back one at a time (never past a draw)."
            return text, rule, waiting
        prompt = self.match.prompt()
        seat = prompt.seat if prompt.seat is not None else self.seat_now()
        text = prompt.text
        if seat is not None:  # the bar names the seat itself: "Red: ..." or "Red, your turn ..." loses the name
            base = self.match.ruleset.seat_title(seat)
            for head in (f"{base}: ", f"{base}, "):
                if text.startswith(head):
                    text = text[len(head) :]
                    break
        return text, prompt.rule, seat

    def _prompt_tip(self) -> str | None:
        """The prompt in full, rule included: the bar may cut a long rule short at small window sizes."""
        if self.review is not None:
            return None
        text, rule, _ = self._prompt_now()
        text = f"{text}\nRule: {rule}" if rule else text
        entry = self._title(self.prompt_entry())
        return f"{text}\nClick for the rule in full: {entry}" if entry else text

    def _draw_pieces_over(self, surface: pygame.Surface, notes: list[pygame.Rect]) -> bool:
        """The lifted or sliding piece and the hover tooltip, over the widgets: True if a piece was drawn (the
        next frame repaints everything); the tooltip's box goes on ``notes`` (the next frame repaints that)."""
        state = self.match.state
        drawn = self.dnd.lifted is not None or self.dnd.slide is not None
        if self.dnd.lifted is not None:
            if self.dnd.dragging:
                self.view.draw_lifted(surface, state, self.dnd.lifted, self.dnd.pos)
            else:
                rect = self.view.rect_of(self.dnd.lifted)
                if rect is not None:
                    pygame.draw.rect(surface, colours.GLOW, rect.inflate(8, 8), 3, border_radius=8)
        elif self.dnd.slide is not None:
            self.view.draw_lifted(surface, state, self.dnd.slide.source, self.dnd.slide.pos())
        if self.hovered and self.dnd.lifted is None and self.hover_time >= self.app.settings.tooltip_delay:
            key = (id(self.match), self.match.revision, self.reviewed_ply(), self.hovered)
            if self._tip is None or self._tip[0] != key:  # once per element hovered, not per frame
                self._tip = (key, None)  # a describe that raises is asked once, not every frame
                if self.hovered.startswith(CHOICE_HOVER):
                    tip = self.choice_tip(self.hovered)
                elif self.hovered == PROMPT_HOVER:
                    tip = self._prompt_tip()
                elif self.hovered.startswith(SEAT_HOVER):
                    tip = self.score_tip(int(self.hovered[len(SEAT_HOVER) :]))
                else:
                    tip = self.element_tip(self.hovered, self.view.describe(state, self.hovered))
                self._tip = (key, tip)
            text = self._tip[1]
            if text:
                notes.append(self.view.draw_tooltip(surface, text, self.mouse, self.px(15)))
        return drawn
