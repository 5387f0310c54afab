"""Learn to play: the guided lessons by game, how long each takes, and which ones are done.

Each game's name heads its lessons (its first game, then the lessons of the
rest of the game and of its maps or modules). Each row names the lesson, says
about how many minutes it takes and what it teaches, and ticks it once it has
been played to its end (kept in the settings as ``lessons_done``). Start opens
the lesson in the play scene.
"""

from __future__ import annotations

import pygame

from game.scenes.form import FormScene
from game.scenes.rules_scene import GAME_NAMES
from game.tutorial import Script, available, load_script
from graphics import colours, fonts

__all__ = ["LessonsScene"]


class LessonsScene(FormScene):
    title = "Learn to play"
    heading = "Learn to play"
    heading_room = 150  # Back sits beside the heading

    def __init__(self, app) -> None:
        super().__init__(app)
        self.scripts: list[Script] = []
        self.errors: list[str] = []
        self.start_buttons: dict[str, object] = {}  # lesson name -> its Start button
        for lesson in available():
            try:
                self.scripts.append(load_script(lesson))
            except ValueError as exc:  # a broken lesson file: the others are still offered
                self.errors.append(str(exc))
        order = list(GAME_NAMES)
        self.scripts.sort(key=lambda sc: (order.index(sc.game) if sc.game in order else len(order), sc.order, sc.id))

    def build(self) -> None:
        super().build()
        self.start_buttons = {}
        card, pad = self.card, self.px(28)
        # Back sits beside the heading, so that every row of the list has the card's height below it
        top, bottom = card.y + self.px(72), card.bottom - self.px(20)
        games = list(dict.fromkeys(sc.game for sc in self.scripts))
        without = [GAME_NAMES[g] for g in GAME_NAMES if g not in games]
        room = bottom - top - self.px(10) - (self.px(26) if without else 0) - len(self.errors) * self.px(22)
        # a game's name heads its lessons; each lesson is one row (title, length, tick, what it teaches, Start)
        head_h = self.px(30) if room >= len(games) * self.px(30) + len(self.scripts) * self.px(34) else self.px(26)
        row_h = max(self.px(30), min(self.px(58), (room - len(games) * head_h) // max(1, len(self.scripts))))
        two_lines = row_h >= self.px(52)
        done = set(self.app.settings.lessons_done)
        bw, bh = self.px(130), min(self.px(40), row_h - self.px(6))
        x, y = card.x + pad, top
        text_w = card.w - 2 * pad - bw - self.px(20)
        for game in games:
            self.texts.append(((x, y), GAME_NAMES.get(game, game), self.px(20), colours.WOOD_DARK, True))
            y += head_h
            for script in (sc for sc in self.scripts if sc.game == game):
                self._lesson_row(script, x + self.px(14), y, text_w - self.px(14), row_h, two_lines, done)
                start = pygame.Rect(card.right - pad - bw, y + (row_h - bh) // 2 - self.px(2), bw, bh)
                label = "Play again" if script.id in done else "Start"
                self.start_buttons[script.id] = self.button(
                    start, label, lambda n=script.id: self.start(n), tooltip=script.summary or script.title
                )
                y += row_h
        if without:
            note = f"No lesson yet for {', '.join(without)}: its rules reference (Rules in the menu) covers it."
            self.texts.append(((x, y), note, self.px(15), colours.INK_SOFT, False))
            y += self.px(26)
        for message in self.errors:
            self.texts.append(((x, y), message, self.px(14), colours.ERROR, False))
            y += self.px(22)
        back = pygame.Rect(card.right - pad - self.px(130), card.y + self.px(18), self.px(130), self.px(40))
        self.button(back, "Back", self.app.pop)

    def _lesson_row(self, script: Script, x: int, y: int, w: int, h: int, two_lines: bool, done: set[str]) -> None:
        """The lesson's title, then its length and its tick, then (when the row has room) what it teaches."""
        size = self.px(17)
        self.texts.append(((x, y), script.title, size, colours.INK, True))
        tx = x + fonts.render(script.title, size, colours.INK, True).get_width() + self.px(12)
        minutes = f"about {script.minutes} minutes" if script.minutes else ""
        self.texts.append(((tx, y + self.px(2)), minutes, self.px(15), colours.INK_SOFT, False))
        if script.id in done:
            mx = tx + fonts.render(minutes, self.px(15), colours.INK_SOFT).get_width() + self.px(12)
            self.texts.append(((mx, y + self.px(1)), "done", self.px(16), colours.OK, True))
        if two_lines and script.summary:
            line = fonts.fit(script.summary, self.px(14), w)
            self.texts.append(((x, y + self.px(24)), line, self.px(14), colours.INK, False))

    def start(self, lesson: str) -> None:
        from game.scenes.tutorial import start_tutorial

        start_tutorial(self.app, lesson)
