"""The main menu: New game and Learn to play, Continue, Load, Settings, Rules, Quit."""

from __future__ import annotations

import pygame

from game.scenes.base import Scene
from graphics import colours, fonts, theme
from graphics.layout import centred_column

SUBTITLE = "Endeavor · Age of Steam · Age of Empires III: The Age of Discovery"


class MenuScene(Scene):
    title = "Main menu"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.message = ""
        self.plank = pygame.Rect(0, 0, 0, 0)
        self._backdrop: pygame.Surface | None = None

    def build(self) -> None:
        super().build()
        w, h = self.app.size
        bw, gap = self.px(340), self.px(10)
        top = int(h * 0.07) + self.px(150) + self.px(44)
        frame = max(10, min(w, h) // 40) + 8  # the backdrop's wooden frame (theme.paint_backdrop) and a gap
        room = h - top - self.px(18) - frame  # under the banner, above the plank's edge and the frame
        bh = max(self.px(30), min(self.px(48), room // 6 - gap))
        column = centred_column((w, h), bw, 6 * (bh + gap), top=top)
        self.plank = column.inflate(self.px(44), self.px(36))
        continue_path = self._continue_path()
        items = [
            ("New game", self.new_game, True, "Choose a game, its variants and who plays"),
            ("Continue", self.continue_game, continue_path is not None, "Pick up the last autosaved game"),
            ("Load", self.load, True, "Open a saved game"),
            ("Settings", self.settings, True, "Window, text size, animation and computer pace"),
            ("Rules", self.rules, True, "Each game's rules by topic, searchable; variants and provisional data"),
            ("Quit", self.app.quit, True, None),
        ]
        for i, (text, callback, enabled, tip) in enumerate(items):
            rect = pygame.Rect(column.x, column.y + i * (bh + gap), column.w, bh)
            if i == 0:  # the first row is shared with the guided first game
                rect.w = (column.w - gap) // 2
                learn = rect.move(rect.w + gap, 0)
                self.button(
                    learn,
                    "Learn to play",
                    self.learn,
                    "#menu_button",
                    "Guided lessons by game, played on the real board",
                )
            self.button(rect, text, callback, "#menu_button", tip, enabled)
        self._backdrop = None

    @staticmethod
    def _continue_path():
        try:
            from game.saves import latest_autosave

            return latest_autosave()
        except Exception:  # a broken saves folder must not stop the menu
            return None

    # -- actions ---------------------------------------------------------------

    def new_game(self) -> None:
        from game.scenes.new_game import NewGameScene

        self.app.push(NewGameScene(self.app))

    def learn(self) -> None:
        from game.scenes.lessons import LessonsScene

        self.app.push(LessonsScene(self.app))

    def continue_game(self) -> None:
        from game.saves import SaveError, load
        from game.scenes.play import PlayScene

        path = self._continue_path()
        if path is None:
            self.message = "There is no autosaved game to continue."
            return
        try:
            match = load(path, autosave=True)
        except SaveError as exc:
            self.message = f"Cannot continue: {exc}"
            return
        self.app.push(PlayScene(self.app, match))

    def load(self) -> None:
        from game.scenes.load import LoadScene

        self.app.push(LoadScene(self.app))

    def settings(self) -> None:
        from game.scenes.settings_scene import SettingsScene

        self.app.push(SettingsScene(self.app))

    def rules(self) -> None:
        from game.scenes.rules_scene import RulesScene

        self.app.push(RulesScene(self.app))

    # -- painting ----------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        if self._backdrop is None or self._backdrop.get_size() != surface.get_size():
            self._backdrop = self._paint_backdrop(surface.get_size())
        surface.blit(self._backdrop, (0, 0))
        if self.message:
            w, h = surface.get_size()
            size = self.px(16)
            lines = fonts.wrap(self.message, size, w - self.px(80), True)[:3]
            top = h - self.px(40) - (len(lines) - 1) * self.px(22)
            for i, line in enumerate(lines):
                fonts.draw_text(surface, line, (w // 2, top + i * self.px(22)), size, colours.GLOW, True, "center")

    def _paint_backdrop(self, size: tuple[int, int]) -> pygame.Surface:
        """Deep blue night, a wooden frame, the title on a parchment banner with a compass rose."""
        surface = pygame.Surface(size)
        theme.paint_backdrop(surface)
        w, h = size
        banner = pygame.Rect(0, 0, min(w - 80, self.px(880)), self.px(150))
        banner.midtop = (w // 2, int(h * 0.07))
        shadow = banner.move(0, self.px(6))
        pygame.draw.rect(surface, (6, 12, 24), shadow, border_radius=self.px(14))
        pygame.draw.rect(surface, colours.PARCHMENT, banner, border_radius=self.px(14))
        pygame.draw.rect(surface, colours.WOOD, banner, self.px(4), border_radius=self.px(14))
        pygame.draw.rect(surface, colours.GOLD, banner.inflate(-self.px(14), -self.px(14)), 1, border_radius=10)
        title_size = self.px(50)
        fonts.draw_text(
            surface,
            "Board Game Classics",
            (w // 2, banner.y + self.px(58)),
            title_size,
            colours.DEEP_BLUE,
            True,
            "center",
        )
        sub = fonts.fit(SUBTITLE, self.px(17), banner.w - self.px(40))
        fonts.draw_text(
            surface, sub, (w // 2, banner.bottom - self.px(32)), self.px(17), colours.WOOD_DARK, False, "center"
        )
        r = self.px(34)
        for cx in (banner.x + self.px(60), banner.right - self.px(60)):
            _compass(surface, (cx, banner.centery), r)
        _plank(surface, self.plank)
        # player discs along the foot, a nod to the pieces on the boards
        y = self.plank.bottom + self.px(34)
        if y + self.px(14) > h - max(10, min(w, h) // 40) - 4 or len(self.message) > 90:
            return surface  # a short window, or a long message at the foot: no room for the discs
        for seat in range(5):
            x = w // 2 + (seat - 2) * self.px(46)
            colours.draw_marker(surface, seat, (x, y), self.px(14), True)
        return surface


def _compass(surface: pygame.Surface, center: tuple[int, int], r: int) -> None:
    """A small compass rose in ink and gold."""
    cx, cy = center
    pygame.draw.circle(surface, colours.PARCHMENT_DARK, center, r)
    pygame.draw.circle(surface, colours.WOOD, center, r, 2)
    for i, (dx, dy) in enumerate(((0, -1), (1, 0), (0, 1), (-1, 0))):
        tip = (cx + dx * (r - 4), cy + dy * (r - 4))
        side1 = (cx + dy * r * 0.22, cy - dx * r * 0.22)
        side2 = (cx - dy * r * 0.22, cy + dx * r * 0.22)
        pygame.draw.polygon(surface, colours.DEEP_BLUE if i % 2 == 0 else colours.GOLD, [tip, side1, center])
        pygame.draw.polygon(surface, colours.WOOD_DARK, [tip, side2, center])
    pygame.draw.circle(surface, colours.GOLD, center, max(2, r // 8))


def _plank(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A wooden board with a little grain behind the menu buttons."""
    if rect.w <= 0:
        return
    pygame.draw.rect(surface, (6, 12, 24), rect.move(0, 6), border_radius=14)
    pygame.draw.rect(surface, colours.WOOD, rect, border_radius=14)
    for i, y in enumerate(range(rect.y + 9, rect.bottom - 6, 11)):
        shade = (128, 86, 48) if i % 3 == 0 else (96, 62, 34)
        x0 = rect.x + 14 + (i * 37) % 40
        pygame.draw.line(surface, shade, (x0, y), (rect.right - 16 - (i * 53) % 50, y), 1)
    pygame.draw.rect(surface, colours.WOOD_DARK, rect, 3, border_radius=14)
    pygame.draw.rect(surface, colours.GOLD, rect.inflate(-10, -10), 1, border_radius=10)
