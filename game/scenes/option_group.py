"""A page of the New game screen for a group of options set together (``Option.group``: Endeavor's seven decks).

The New game screen shows such a group as one row whose button says what is set and opens this page; the
page changes the New game screen's own options dictionary (a dropdown shows only the option's choices, so no
value it sets can be unknown), and Done (or Esc) goes back to it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.scenes.form import FormScene
from rules.core import Option


def group_summary(options: list[Option], chosen: dict[str, Any]) -> tuple[str, str]:
    """The group's button text and hint: "All Age of Expansion", or how many are set otherwise and which."""
    changed = [o for o in options if chosen.get(o.id, o.default) != o.default]
    defaults = {o.label_of(o.default) for o in options}
    if not changed:
        return ("All " + defaults.pop() if len(defaults) == 1 else "As printed"), ""
    hint = "; ".join(f"{o.label}: {o.label_of(chosen[o.id])}" for o in changed)
    return f"{len(changed)} of {len(options)} changed", hint


class OptionGroupScene(FormScene):
    """One dropdown row per option of the group, and Done."""

    title = "New game"

    def __init__(self, app, group: str, options: list[Option], chosen: dict[str, Any]) -> None:
        super().__init__(app)
        self.heading = group
        self.group_options = options
        self.chosen = chosen

    def build(self) -> None:
        super().build()
        card = self.card
        pad = self.px(28)
        bw, bh = self.px(160), self.px(44)
        bottom = card.bottom - self.px(24) - bh
        top = card.y + self.px(72)
        rows = []
        for opt in self.group_options:
            labels = [opt.label_of(v) for v in opt.choices]
            current = opt.label_of(self.chosen.get(opt.id, opt.default))
            make = lambda ctrl, o=opt, ls=labels, c=current: self.dropdown(ctrl, ls, c, self._setter(o))  # noqa: E731
            rows.append((opt.label, opt.description, make))
        area = pygame.Rect(card.x + pad, top, card.w - 2 * pad, bottom - self.px(16) - top)
        self.lay_out_rows(area, rows, (card.w - 3 * pad) // 2 + pad, 2)
        self.done_button = self.button(
            pygame.Rect(card.right - pad - bw, bottom, bw, bh), "Done", self.app.pop, "#menu_button"
        )

    def _setter(self, opt: Option) -> Callable[[str], None]:
        def set_option(text: str) -> None:
            self.chosen[opt.id] = opt.choices[[opt.label_of(v) for v in opt.choices].index(text)]

        return set_option
