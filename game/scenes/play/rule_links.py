"""Every rule one click away from the play scene: the prompt bar, a board element and a refused move.

A click on the prompt bar's text opens the rules reference at the entry of the
decision at hand; a right click on a board element (or F1 while it is hovered)
opens the entry about that element, and its hover text says so; a refused move
shows its reason with a line naming the rule, and a click on that message
opens it. The first time a situation arises (outside a lesson, tips on in the
settings) a tip says what matters now, linked the same way, and is never shown
again. The reference opens over the play scene and Back returns to the game.
A mixin of ``PlayScene``: it reads the scene's match, toasts and settings.
"""

from __future__ import annotations

import contextlib

from game.reference import available, load
from game.reference.links import entry_for_element, entry_for_prompt, entry_for_refusal
from game.reference.tips import due
from rules.core import Action

__all__ = ["RuleLinks"]


class RuleLinks:
    """Which entry each part of the play screen opens, and opening it."""

    def _has_reference(self) -> bool:
        return self.match.ruleset.id in available()

    def _title(self, entry_id: str | None) -> str:
        entry = load(self.match.ruleset.id).get(entry_id) if entry_id else None
        return entry.title if entry is not None else ""

    def prompt_entry(self) -> str | None:
        """The entry explaining the decision the prompt bar shows."""
        if not self._has_reference():
            return None
        return entry_for_prompt(self.match.ruleset.id, self.match.prompt())

    def element_entry(self, element: str | None) -> str | None:
        """The entry about board element ``element`` (None: none, or no reference for this game)."""
        if not element or not self._has_reference():
            return None
        return entry_for_element(self.match.ruleset.id, element)

    def refusal_entry(self, reason: str, action: Action | None = None) -> str | None:
        """The entry explaining why a move was refused with ``reason``."""
        if not self._has_reference():
            return None
        kind = action.kind if action is not None else ""
        return entry_for_refusal(self.match.ruleset.id, reason, kind, self.match.prompt())

    def show_refusal(self, reason: str, entry_id: str | None) -> None:
        """The reason as a toast that names its rule and opens it when clicked."""
        title = self._title(entry_id)
        label = f"Click for the rule: {title}" if title else ""
        self.toasts.show(reason, "error", 6.0 if title else 4.0, entry_id if title else None, label)

    def element_tip(self, element: str, text: str | None) -> str | None:
        """A board element's hover text with the line that opens its rule."""
        title = self._title(self.element_entry(element))
        if not text or not title:
            return text
        return f"{text}\nRight-click for the rule: {title}"

    def offer_tip(self, seat: int | None) -> None:
        """Show the first unseen tip for what ``seat`` (a human, deciding now) faces, once, linked to its rule."""
        settings = self.app.settings
        if seat is None or not settings.tips or self.tutorial is not None or self.review is not None:
            return
        if self.root is None:
            return  # not on screen yet (a lesson's overlay is attached after the scene is made)
        prompt = self.match.prompt()
        tip = due(self.match.ruleset.id, self.match.state, seat, prompt.kind, settings.tips_seen)
        if tip is None:
            return
        title = self._title(tip.entry)
        self.toasts.show(f"Tip: {tip.text}", "info", 9.0, tip.entry if title else None, f"Click for the rule: {title}")
        settings.tips_seen = (*settings.tips_seen, tip.key)
        from game.settings import save_settings

        with contextlib.suppress(OSError):  # the tip is still shown once in this run
            save_settings(settings)

    def open_rules(self, entry_id: str | None) -> bool:
        """Open the rules reference of this game at ``entry_id`` over the game (False: nothing to open)."""
        if entry_id is None or not self._has_reference():
            return False
        from game.scenes.rules_scene import open_reference

        self.dnd.reset()
        open_reference(self.app, self.match.ruleset.id, entry_id, self.match.options)
        return True
