"""Results: the ranking and each seat's score sheet, itemised by the rulebook's categories.

A lesson that ends with the game (Endeavor: the rest of the game) passes its
closing words as ``note``: they explain the sheet, so they stand beside it,
above the chart of the rounds (or under the sheets when there is no chart).
"""

from __future__ import annotations

import pygame

from game.scenes.base import Scene
from graphics import colours, fonts, theme
from graphics.score_chart import ScoreChart
from rules.words import ordinal, plural


class ResultsScene(Scene):
    title = "Results"

    def __init__(self, app, match, note: str = "") -> None:
        super().__init__(app)
        self.match = match
        self.note = note
        self.note_rect: pygame.Rect | None = None
        rs = match.ruleset
        self.sheets = {s.seat: s for s in rs.scores(match.state)}
        self.ranking = list(rs.ranking(match.state))
        #: Each seat's place: the game's tie-breaks decide, and seats they leave tied share it.
        self.places = rs.places(match.state)
        self.rounds: list[list[int]] = [list(row) for row in getattr(match, "round_scores", ())]
        self.card = pygame.Rect(0, 0, 0, 0)
        #: Where the ranking and the itemised sheets go, and the chart beside them (None without rounds).
        self.sheets_rect = pygame.Rect(0, 0, 0, 0)
        self.chart_rect: pygame.Rect | None = None
        self.chart: ScoreChart | None = None
        self._picture: tuple[tuple, pygame.Surface] | None = None  # (what it shows, the painted screen)

    def build(self) -> None:
        super().build()
        w, h = self.app.size
        widest = self.px(1440) if self.rounds else self.px(1000)
        self.card = pygame.Rect(0, 0, min(w - self.px(40), widest), h - self.px(60))
        self.card.center = (w // 2, h // 2)
        self._lay_out()
        bw, bh = self.px(170), self.px(44)
        y = self.card.bottom - self.px(24) - bh
        x = self.card.x + self.px(28)
        self.button(pygame.Rect(x, y, bw, bh), "See the board", self.app.pop)
        self.button(pygame.Rect(x + bw + self.px(12), y, bw, bh), "Main menu", self.app.pop_to_menu)
        self.button(
            pygame.Rect(self.card.right - self.px(28) - bw, y, bw, bh), "New game", self.new_game, "#menu_button"
        )

    def _lay_out(self) -> None:
        """The sheets on the left; the chart, when the game had rounds, to their right above the buttons."""
        card = self.card
        top, bottom = card.y + self.px(72), card.bottom - self.px(90)
        inner = pygame.Rect(card.x + self.px(32), top, card.width - self.px(64), bottom - top)
        self.chart_rect, self.chart, self.note_rect = None, None, None
        if not self.rounds:
            self.sheets_rect = inner
            if self.note:
                lines = len(fonts.wrap(self.note, self.px(15), inner.width))
                tall = lines * (self.px(15) + self.px(4))
                self.sheets_rect = pygame.Rect(inner.x, inner.y, inner.width, inner.height - tall - self.px(8))
                self.note_rect = pygame.Rect(inner.x, inner.bottom - tall, inner.width, tall)
            return
        gap = self.px(32)
        sheets_w = max(inner.width * 11 // 20, min(inner.width - gap - self.px(300), self.px(620)))
        self.sheets_rect = pygame.Rect(inner.x, inner.y, sheets_w, inner.height)
        self.chart_rect = pygame.Rect(
            self.sheets_rect.right + gap, inner.y, inner.right - sheets_w - gap - inner.x, inner.height
        )
        if self.note:
            lines = len(fonts.wrap(self.note, self.px(15), self.chart_rect.width))
            tall = lines * (self.px(15) + self.px(4))
            self.note_rect = pygame.Rect(self.chart_rect.x, self.chart_rect.y, self.chart_rect.width, tall)
            self.chart_rect = pygame.Rect(
                self.chart_rect.x,
                self.chart_rect.y + tall + self.px(16),
                self.chart_rect.width,
                self.chart_rect.height - tall - self.px(16),
            )
        names = [self.match.seat_name(seat) for seat in range(len(self.rounds[0]))]
        self.chart = ScoreChart(self.chart_rect, self.rounds, names, self.scale, self.match.ruleset.seat_colours)

    def new_game(self) -> None:
        from game.scenes.new_game import NewGameScene

        self.app.pop_to_menu()
        self.app.push(NewGameScene(self.app))

    def draw(self, surface: pygame.Surface) -> None:
        """Blit the picture of the results, painted once per window size and setting, not every frame."""
        key = (surface.get_size(), tuple(self.card), self.scale, self.app.settings.colour_blind_marks)
        if self._picture is None or self._picture[0] != key:
            picture = pygame.Surface(surface.get_size(), 0, surface)
            self._paint(picture)
            self._picture = (key, picture)
        surface.blit(self._picture[1], (0, 0))

    def _paint(self, surface: pygame.Surface) -> None:
        theme.paint_backdrop(surface)
        card = self.card
        pygame.draw.rect(surface, colours.PARCHMENT, card, border_radius=14)
        pygame.draw.rect(surface, colours.WOOD, card, self.px(4), border_radius=14)
        x, y = self.sheets_rect.x, card.y + self.px(20)
        fonts.draw_text(
            surface, f"{self.match.ruleset.title}: final scores", (x, y), self.px(28), colours.WOOD_DARK, True
        )
        y += self.px(52)
        size = self.px(18)
        cb = self.app.settings.colour_blind_marks
        for i, seat in enumerate(self.ranking):
            total = self.sheets[seat].total if seat in self.sheets else 0
            place = self.places[seat]
            colours.draw_marker(
                surface,
                seat,
                (x + self.px(60), y + size // 2 + 2),
                self.px(11),
                cb,
                palette=self.match.ruleset.seat_colours,
            )
            bold = i == 0
            fonts.draw_text(surface, ordinal(place), (x, y), size, colours.INK, bold)
            name = self.match.seat_name(seat)
            fonts.draw_text(surface, f"{name}: {plural(total, 'point')}", (x + self.px(80), y), size, colours.INK, bold)
            y += size + self.px(10)
        y += self.px(16)
        self._draw_table(surface, x, y, self.sheets_rect.width)
        if self.note_rect is not None:
            ny = self.note_rect.y
            for line in fonts.wrap(self.note, self.px(15), self.note_rect.width):
                fonts.draw_text(surface, line, (self.note_rect.x, ny), self.px(15), colours.DEEP_BLUE)
                ny += self.px(15) + self.px(4)
        if self.chart is not None:
            self.chart.draw(surface, cb)

    def _draw_table(self, surface: pygame.Surface, x: int, y: int, width: int) -> None:
        """Categories down, seats across; the totals at the foot."""
        seats = sorted(self.sheets)
        categories: list[str] = []
        for seat in seats:
            for item in self.sheets[seat].items:
                if item.category not in categories:
                    categories.append(item.category)
        size = self.px(16)
        first = int(width * 0.34)
        col = (width - first) // max(1, len(seats))
        row_h = size + self.px(10)
        cb = self.app.settings.colour_blind_marks
        pygame.draw.line(surface, colours.WOOD, (x, y + row_h), (x + width, y + row_h), 2)
        for j, seat in enumerate(seats):
            cx = x + first + j * col + col // 2
            colours.draw_marker(
                surface, seat, (cx, y + row_h // 2), self.px(9), cb, palette=self.match.ruleset.seat_colours
            )
        y += row_h + self.px(4)
        bottom_limit = self.sheets_rect.bottom
        for category in [*categories, "Total"]:
            if y + row_h > bottom_limit:
                break
            bold = category == "Total"
            if bold:
                pygame.draw.line(surface, colours.WOOD, (x, y), (x + width, y), 2)
                y += self.px(4)
            fonts.draw_text(surface, fonts.fit(category, size, first - 8), (x, y), size, colours.INK, bold)
            for j, seat in enumerate(seats):
                sheet = self.sheets[seat]
                value = sheet.total if bold else sum(i.points for i in sheet.items if i.category == category)
                cx = x + first + j * col + col // 2
                fonts.draw_text(surface, str(value), (cx, y), size, colours.INK, bold, "midtop")
            y += row_h
