"""The in-game menu that Esc opens: Resume, Save, Settings, Rules, Quit to menu.

Esc first undoes what is in the player's hand (a choice between moves, a lifted
piece, the review of an earlier move); only with nothing in hand does it open
this menu, and pressed again it closes it. While the menu is open the board
takes no clicks and the computer seats wait, so nothing moves behind it. The
menu stays open over Settings and Rules, so Back there returns to it. A mixin
of ``PlayScene``: it reads the scene's layout and calls its commands.
"""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from graphics.layout import PlayLayout

__all__ = ["MENU_ITEMS", "GameMenu"]

#: The menu's buttons, top to bottom: label and hover text.
MENU_ITEMS = (
    ("Resume", "Back to the game (Esc)"),
    ("Save", "Save this game to a file"),
    ("Settings", "Pace, tooltips, End turn, window and UI scale"),
    ("Rules", "The rules reference of this game, at the decision at hand"),
    ("Quit to menu", "Back to the main menu (the game is autosaved)"),
)


class GameMenu:
    """Esc's menu over the board, built with the other widgets while ``menu_open`` is set."""

    menu_open: bool = False

    def press_escape(self) -> None:
        """Esc: drop what is in hand first (a choice, a lifted piece, a review), else open or close the menu."""
        if self.chooser:
            self.cancel_chooser()
        elif self.dnd.lifted is not None:
            self.dnd.reset()
        elif self.review is not None:
            self.end_review()
        elif self.menu_open:
            self.close_menu()
        else:
            self.open_menu()

    def open_menu(self) -> None:
        self.menu_open = True
        self.dnd.reset()
        self.resize()

    def close_menu(self) -> None:
        self.menu_open = False
        self.resize()

    def _menu_commands(self) -> dict[str, object]:
        return {
            "Resume": self.close_menu,
            "Save": self.save,
            "Settings": self._open_settings,
            "Rules": self._open_rules_from_menu,
            "Quit to menu": self.to_menu,
        }

    def _open_settings(self) -> None:
        from game.scenes.settings_scene import SettingsScene

        self.app.push(SettingsScene(self.app))

    def _open_rules_from_menu(self) -> None:
        from game.scenes.rules_scene import open_reference

        entry = self.prompt_entry() if self._has_reference() else None
        open_reference(self.app, self.match.ruleset.id, entry, self.match.options)

    def _build_menu(self, lay: PlayLayout) -> None:
        """The menu's panel, centred on the board, its buttons one under another."""
        bh, gap, pad = self.px(40), self.px(10), self.px(16)
        title_h = self.px(40)
        w = min(lay.board.w - 2 * gap, self.px(320))
        h = title_h + len(MENU_ITEMS) * (bh + gap) + pad
        rect = pygame.Rect(0, 0, w, min(h, lay.board.h))
        rect.center = lay.board.center
        panel = pygame_gui.elements.UIPanel(
            rect, starting_height=3, manager=self.manager, container=self.root, object_id=ObjectID("#chooser")
        )
        self.menu_panel = panel
        pygame_gui.elements.UILabel(
            pygame.Rect(pad, self.px(6), w - 2 * pad, self.px(30)),
            "Game menu",
            self.manager,
            container=panel,
            object_id=ObjectID("#field_label"),
        )
        commands = self._menu_commands()
        for i, (text, tip) in enumerate(MENU_ITEMS):
            b = pygame_gui.elements.UIButton(
                pygame.Rect(pad, title_h + i * (bh + gap), w - 2 * pad - self.px(6), bh),
                text,
                self.manager,
                container=panel,
                tool_tip_text=tip,
                object_id=ObjectID("#menu_button"),
            )
            self.callbacks[b] = commands[text]
