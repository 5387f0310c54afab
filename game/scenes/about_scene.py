"""About the games: each game, its player counts and variants, and which components are our stand-ins and why."""

from __future__ import annotations

import html

import pygame
import pygame_gui

import rules
from game.scenes.form import FormScene
from graphics import provisional


def about_html() -> str:
    """One section per registered game: players, variants, credits (provisional data)."""
    parts = [f"<b>Stand-in components.</b> {html.escape(provisional.why())}<br><br>"]
    for rs in rules.all():
        counts = rs.player_counts
        parts.append(f"<font size=5><b>{html.escape(rs.title)}</b></font><br>")
        parts.append(f"Players: {counts.start}-{counts.stop - 1}<br>")
        for opt in rs.options():
            choices = ", ".join(html.escape(opt.label_of(v)) for v in opt.choices)
            desc = f" — {html.escape(opt.description)}" if opt.description else ""
            parts.append(f"<b>{html.escape(opt.label)}</b>: {choices}{desc}<br>")
        stand_ins = provisional.kinds(rs.id)
        if stand_ins:
            parts.append("<b>Stand-ins on this board</b> (marked on the board with a small pencilled ~):<br>")
            for entry in stand_ins.values():
                parts.append(
                    f"· <b>{html.escape(entry['title'])}</b>: the rulebook prints {html.escape(entry['known'])}; "
                    f"ours: {html.escape(entry['stand_in'])}.<br>"
                )
        credits = rs.credits or "No provisional component data."
        parts.append(f"<i>{html.escape(credits)}</i><br><br>")
    if len(parts) == 1:
        return "No games are installed."
    parts.append(
        "The rulebooks are the specification; where a component was not in them, it is a stand-in, listed above "
        "and marked on the board. Fonts: Noto Sans (SIL Open Font License)."
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
