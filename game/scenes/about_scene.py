"""About the games: each game, its player counts and variants, and which component data is provisional."""

from __future__ import annotations

import html

import pygame
import pygame_gui

import rules
from game.scenes.form import FormScene


def about_html() -> str:
    """One section per registered game: players, variants, credits (provisional data)."""
    parts = []
    for rs in rules.all():
        counts = rs.player_counts
        parts.append(f"<font size=5><b>{html.escape(rs.title)}</b></font><br>")
        parts.append(f"Players: {counts.start}-{counts.stop - 1}<br>")
        for opt in rs.options():
            choices = ", ".join(html.escape(opt.label_of(v)) for v in opt.choices)
            desc = f" — {html.escape(opt.description)}" if opt.description else ""
            parts.append(f"<b>{html.escape(opt.label)}</b>: {choices}{desc}<br>")
        credits = rs.credits or "No provisional component data."
        parts.append(f"<i>{html.escape(credits)}</i><br><br>")
    if not parts:
        return "No games are installed."
    parts.append(
        "The rulebooks are the specification; where a component table was not in them, the data is marked "
        "as provisional above. Fonts: Noto Sans (SIL Open Font License)."
    )
    return "".join(parts)


class AboutScene(FormScene):
    title = "About the games"
    heading = "The games"

    def build(self) -> None:
        super().build()
        card = self.card
        pad = self.px(28)
        bw, bh = self.px(160), self.px(44)
        bottom = card.bottom - self.px(24) - bh
        rect = pygame.Rect(
            card.x + pad, card.y + self.px(72), card.w - 2 * pad, bottom - self.px(16) - card.y - self.px(72)
        )
        pygame_gui.elements.UITextBox(about_html(), rect, self.manager, container=self.root)
        self.button(pygame.Rect(card.x + pad, bottom, bw, bh), "Back", self.app.pop)
