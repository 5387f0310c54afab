"""Learn to play: the guided lessons by game, how long each takes, and which ones are done.

Each row names the game, says what its lesson teaches and about how many
minutes it takes, and ticks it once it has been played to its end (kept in the
settings as ``lessons_done``). Start opens the lesson in the play scene.
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

    def __init__(self, app) -> None:
        super().__init__(app)
        self.scripts: list[Script] = []
        self.errors: list[str] = []
        self.start_buttons: dict[str, object] = {}  # game id -> its Start button
        order = list(GAME_NAMES)
        for game in sorted(available(), key=lambda g: (order.index(g) if g in order else len(order), g)):
            try:
                self.scripts.append(load_script(game))
            except ValueError as exc:  # a broken lesson file: the others are still offered
                self.errors.append(str(exc))

    def build(self) -> None:
        super().build()
        self.start_buttons = {}
        card, pad = self.card, self.px(28)
        y = card.y + self.px(80)
        row_h = self.px(96)
        done = set(self.app.settings.lessons_done)
        bw, bh = self.px(150), self.px(44)
        for script in self.scripts:
            x = card.x + pad
            name = GAME_NAMES.get(script.game, script.game)
            minutes = f"about {script.minutes} minutes" if script.minutes else ""
            self.texts.append(((x, y), name, self.px(20), colours.INK, True))
            if script.game in done:
                tick_x = x + fonts.render(name, self.px(20), colours.INK, True).get_width() + self.px(14)
                self.texts.append(((tick_x, y + self.px(3)), "done", self.px(16), colours.OK, True))
            self.texts.append(((x, y + self.px(28)), minutes, self.px(15), colours.INK_SOFT, False))
            for i, line in enumerate(fonts.wrap(script.summary, self.px(15), card.w - 2 * pad - bw - self.px(24))[:2]):
                self.texts.append(((x, y + self.px(50) + i * self.px(20)), line, self.px(15), colours.INK, False))
            start = pygame.Rect(card.right - pad - bw, y + self.px(10), bw, bh)
            label = "Play again" if script.game in done else "Start"
            self.start_buttons[script.game] = self.button(
                start, label, lambda g=script.game: self.start(g), tooltip=script.title
            )
            y += row_h + self.px(14)
        without = [GAME_NAMES[g] for g in GAME_NAMES if g not in {sc.game for sc in self.scripts}]
        if without:
            note = f"No lesson yet for {', '.join(without)}: its rules reference (Rules in the menu) covers it."
            self.texts.append(((card.x + pad, y), note, self.px(15), colours.INK_SOFT, False))
            y += self.px(26)
        for message in self.errors:
            self.texts.append(((card.x + pad, y), message, self.px(14), colours.ERROR, False))
            y += self.px(22)
        bottom = card.bottom - self.px(24) - bh
        self.button(pygame.Rect(card.x + pad, bottom, self.px(160), bh), "Back", self.app.pop)

    def start(self, game: str) -> None:
        from game.scenes.tutorial import start_tutorial

        start_tutorial(self.app, game)
