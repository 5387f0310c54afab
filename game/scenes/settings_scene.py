"""Settings: window size, fullscreen, UI scale, animation speed, computer pace, colour-blind marks, End turn, tips.

Changes are kept on the scene until the player presses Save, which applies them
to the running window and writes them with ``game.settings.save_settings``.
"""

from __future__ import annotations

import dataclasses

import pygame

from game.scenes.form import FormScene

SIZES = ((1024, 640), (1280, 720), (1440, 900), (1600, 900), (1920, 1080), (2560, 1440))
SCALES = (0.8, 0.9, 1.0, 1.1, 1.25, 1.5, 1.75, 2.0)
ANIMATION = ((0.0, "Off"), (0.5, "Slow"), (1.0, "Normal"), (2.0, "Fast"))
PACE = (
    (0.0, "Instant"),
    (0.3, "Quick (0.3 s)"),
    (0.6, "Normal (0.6 s)"),
    (1.2, "Slow (1.2 s)"),
    (2.5, "Very slow (2.5 s)"),
)
TOOLTIP = ((0.25, "0.25 s"), (0.5, "0.5 s"), (1.0, "1 s"))
ON_OFF = ((True, "On"), (False, "Off"))


def size_label(size: tuple[int, int]) -> str:
    return f"{size[0]} × {size[1]}"


def _label(pairs, value) -> str:
    for v, text in pairs:
        if v == value:
            return text
    return str(value)


class SettingsScene(FormScene):
    title = "Settings"
    heading = "Settings"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.draft = dataclasses.replace(app.settings)

    def build(self) -> None:
        super().build()
        card = self.card
        pad = self.px(28)
        d = self.draft
        sizes = [size_label(s) for s in SIZES]
        rows = [
            ("Window size", sizes, size_label(d.window_size), self._set_size, ""),
            (
                "Fullscreen",
                [t for _, t in ON_OFF],
                _label(ON_OFF, d.fullscreen),
                self._setter("fullscreen", ON_OFF),
                "",
            ),
            ("Text and UI scale", [f"{s:g}×" for s in SCALES], f"{d.ui_scale:g}×", self._set_scale, ""),
            (
                "Animation speed",
                [t for _, t in ANIMATION],
                _label(ANIMATION, d.animation_speed),
                self._setter("animation_speed", ANIMATION),
                "",
            ),
            (
                "Computer pace",
                [t for _, t in PACE],
                _label(PACE, d.ai_pace),
                self._setter("ai_pace", PACE),
                "Time between computer moves, so you can follow them.",
            ),
            (
                "Colour-blind marks",
                [t for _, t in ON_OFF],
                _label(ON_OFF, d.colour_blind_marks),
                self._setter("colour_blind_marks", ON_OFF),
                "A shape and a letter on every player's pieces.",
            ),
            (
                "Wait for End turn",
                [t for _, t in ON_OFF],
                _label(ON_OFF, d.confirm_turns),
                self._setter("confirm_turns", ON_OFF),
                "Your decisions can be taken back until you press End turn (or Enter).",
            ),
            (
                "Tips",
                [t for _, t in ON_OFF],
                _label(ON_OFF, d.tips),
                self._setter("tips", ON_OFF),
                "A short tip, linked to its rule, the first time something arises (all listed in Rules).",
            ),
            (
                "Tooltip delay",
                [t for _, t in TOOLTIP],
                _label(TOOLTIP, d.tooltip_delay),
                self._setter("tooltip_delay", TOOLTIP),
                "",
            ),
        ]
        bw, bh = self.px(160), self.px(44)
        bottom = card.bottom - self.px(24) - bh
        top = card.y + self.px(76)
        area = pygame.Rect(card.x + pad, top, card.w - 2 * pad, bottom - self.px(48) - top)
        made = [
            (text, hint, lambda ctrl, c=choices, v=current, f=callback: self.dropdown(ctrl, c, v, f))
            for text, choices, current, callback, hint in rows
        ]
        self.lay_out_rows(area, made, self.px(640))
        self.error_label(pygame.Rect(card.x + pad, bottom - self.px(40), card.w - 2 * pad, self.px(30)))
        self.button(pygame.Rect(card.x + pad, bottom, bw, bh), "Back", self.app.pop, tooltip="Leave without saving")
        self.button(pygame.Rect(card.right - pad - bw, bottom, bw, bh), "Save", self.save, "#menu_button")

    def _setter(self, name: str, pairs):
        def set_value(text: str) -> None:
            for value, label in pairs:
                if label == text:
                    setattr(self.draft, name, value)

        return set_value

    def _set_size(self, text: str) -> None:
        for size in SIZES:
            if size_label(size) == text:
                self.draft.window_size = size

    def _set_scale(self, text: str) -> None:
        self.draft.ui_scale = float(text.rstrip("×"))

    def save(self) -> None:
        from game.settings import save_settings

        try:
            save_settings(self.draft)
        except OSError as exc:
            self.error = f"The settings could not be saved: {exc}"
            self.resize()
            return
        self.app.pop()
        self.app.apply_settings(dataclasses.replace(self.draft))
