"""Load: the saved games, newest first, with a clear message for any file that does not load."""

from __future__ import annotations

import pygame
import pygame_gui

from game.scenes.form import FormScene


class LoadScene(FormScene):
    title = "Load"
    heading = "Load a saved game"

    def __init__(self, app) -> None:
        super().__init__(app)
        from game.saves import list_saves

        try:
            self.saves = list_saves()
        except OSError as exc:
            self.saves = []
            self.error = f"The saves folder cannot be read: {exc}"
        self.selected: int | None = None
        self.list: pygame_gui.elements.UISelectionList | None = None

    def _labels(self) -> list[tuple[str, str]]:
        out = []
        for i, info in enumerate(self.saves):
            text = info.title if not info.error else f"{info.path.name}: cannot be loaded ({info.error})"
            out.append((f"{i + 1}. {text}", str(i)))
        return out

    def build(self) -> None:
        super().build()
        card = self.card
        pad = self.px(28)
        bw, bh = self.px(160), self.px(44)
        bottom = card.bottom - self.px(24) - bh
        rect = pygame.Rect(
            card.x + pad, card.y + self.px(72), card.w - 2 * pad, bottom - self.px(84) - card.y - self.px(72)
        )
        if self.saves:
            self.list = pygame_gui.elements.UISelectionList(rect, self._labels(), self.manager, container=self.root)
        else:
            self.list = None
            if not self.error:
                self.label(pygame.Rect(rect.x, rect.y, rect.w, self.px(30)), "There are no saved games yet.", "#hint")
        self.error_label(pygame.Rect(card.x + pad, bottom - self.px(72), card.w - 2 * pad, self.px(64)))
        self.button(pygame.Rect(card.x + pad, bottom, bw, bh), "Back", self.app.pop)
        self.button(
            pygame.Rect(card.right - pad - bw, bottom, bw, bh),
            "Load",
            self.load,
            "#menu_button",
            enabled=bool(self.saves),
        )

    def handle(self, event: pygame.event.Event, consumed: bool) -> None:
        super().handle(event, consumed)
        if event.type == pygame_gui.UI_SELECTION_LIST_NEW_SELECTION and event.ui_element is self.list:
            number = event.text.split(".", 1)[0]
            self.selected = int(number) - 1 if number.isdigit() else None
        elif event.type == pygame_gui.UI_SELECTION_LIST_DOUBLE_CLICKED_SELECTION and event.ui_element is self.list:
            self.load()

    def load(self) -> None:
        from game.saves import SaveError, load
        from game.scenes.play import PlayScene

        if self.selected is None or not 0 <= self.selected < len(self.saves):
            self.error = "Pick a saved game from the list first."
            self.resize()
            return
        info = self.saves[self.selected]
        try:
            match = load(info.path, autosave=True)
        except SaveError as exc:
            self.error = f"Cannot load {exc}"
            self.resize()
            return
        scene = PlayScene(self.app, match)
        self.app.replace(scene)
        if match.components_note:
            scene.toasts.show(match.components_note, "info", 10.0)
