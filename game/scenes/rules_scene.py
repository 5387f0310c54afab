"""The Rules screen: each game's rules reference, searchable, one entry at a time, with its cross-links.

A row of game tabs and a search box at the top; below, the entries that answer
the search (all of them, in reading order, when it is empty) and the chosen
entry: its text, the rulebook section, what a map or module changes (marked
when that variant is in play), the entries it links to and the other words it
goes by; beside the text, the entry's picture when it has one (a real position
painted by the game's board view, ``game/scenes/rules_pictures.py``).
``open_reference`` is the one way in from anywhere (the menu, the prompt bar, a
hover text, a refused move, the in-game menu): it opens the screen at an entry
id.
"""

from __future__ import annotations

import html
from collections.abc import Mapping
from typing import Any

import pygame
import pygame_gui

from game.reference import OWN_ADVICE, Entry, Reference, available, load
from game.reference.search import search
from game.scenes.form import FormScene

__all__ = ["RulesScene", "entry_html", "open_reference"]

GAME_NAMES = {"endeavor": "Endeavor", "steam": "Age of Steam", "aoe3": "Age of Empires III"}


def open_reference(app, game: str, entry_id: str | None = None, options: Mapping[str, Any] | None = None) -> RulesScene:
    """Push the Rules screen of ``game`` at ``entry_id`` (its first entry when None or unknown) and return it.

    ``options`` are the options of the match being played, so that the rules its
    map or modules change are marked as in play.
    """
    scene = RulesScene(app, game, entry_id, options)
    app.push(scene)
    return scene


def _in_play(option: str, options: Mapping[str, Any] | None) -> bool:
    """Whether a variant key ("map=tasmania", "aoe_cards", "prominence") is on in ``options``."""
    if not option or not options:
        return False
    if "=" in option:
        key, value = option.split("=", 1)
        return str(options.get(key, "")) == value
    value = options.get(option)
    return bool(value) and value not in ("none", "off", False)


def section_label(section: str) -> str:
    """Where the entry comes from, as a reader finds it: numbered sections are the Age of Steam base rules'."""
    if section[:1].isdigit():
        return f"Base rules, section {section}"
    if section == OWN_ADVICE:
        return section
    return f"Rulebook: {section}"


def entry_html(ref: Reference, entry: Entry, options: Mapping[str, Any] | None = None) -> str:
    """The entry as pygame_gui HTML: title, section, text, variant flags, links, aliases."""
    esc = html.escape
    parts = [f"<font size=5><b>{esc(entry.title)}</b></font><br>"]
    if entry.section:
        parts.append(f"<i>{esc(section_label(entry.section))}</i><br><br>")
    parts.append(esc(entry.text).replace("\n", "<br>") + "<br>")
    if entry.changes:
        parts.append("<br><b>Changed by a map or module:</b><br>")
        for change in entry.changes:
            mark = " <b>(in this game)</b>" if _in_play(change.option, options) else ""
            more = f" <a href='{esc(change.see)}'>More</a>" if change.see in ref else ""
            parts.append(f"• <b>{esc(change.by)}</b>{mark}: {esc(change.text)}{more}<br>")
    links = [ref.get(s) for s in entry.see]
    if any(links):
        joined = " · ".join(f"<a href='{esc(e.id)}'>{esc(e.title)}</a>" for e in links if e is not None)
        parts.append(f"<br><b>See also:</b> {joined}<br>")
    if entry.aliases:
        parts.append(f"<br><b>Also called:</b> {esc(', '.join(entry.aliases))}<br>")
    return "".join(parts)


class RulesScene(FormScene):
    title = "Rules"
    heading = "Rules reference"

    def __init__(
        self,
        app,
        game: str | None = None,
        entry_id: str | None = None,
        options: Mapping[str, Any] | None = None,
        query: str = "",
    ) -> None:
        super().__init__(app)
        games = available()
        self.game = game if game in games else games[0]
        self.options = dict(options or {}) if game == self.game else {}
        self.query = query
        ref = self.reference
        self.entry_id = entry_id if entry_id in ref else ref.entries[0].id
        self.results: list[Entry] = []
        self.search_box: pygame_gui.elements.UITextEntryLine | None = None
        self.result_list: pygame_gui.elements.UISelectionList | None = None
        self.text_box: pygame_gui.elements.UITextBox | None = None
        self.tab_rects: dict[str, pygame.Rect] = {}
        self.body_rect = pygame.Rect(0, 0, 0, 0)  # where the entry goes: its text, and its picture beside it
        self.picture_rect: pygame.Rect | None = None

    @property
    def reference(self) -> Reference:
        return load(self.game)

    @property
    def entry(self) -> Entry:
        ref = self.reference
        return ref.get(self.entry_id) or ref.entries[0]

    # -- widgets -------------------------------------------------------------------

    def build(self) -> None:
        super().build()
        card, pad = self.card, self.px(28)
        top = card.y + self.px(66)
        bh = self.px(40)
        x = card.x + pad
        self.tab_rects = {}
        for game in available():
            rect = pygame.Rect(x, top, self.px(170), bh)
            self.tab_rects[game] = rect
            self.button(rect, GAME_NAMES.get(game, game), lambda g=game: self.show_game(g), enabled=game != self.game)
            x = rect.right + self.px(8)
        search_rect = pygame.Rect(x + self.px(10), top + self.px(2), card.right - pad - x - self.px(10), bh - 4)
        self.search_box = pygame_gui.elements.UITextEntryLine(
            search_rect, self.manager, container=self.root, placeholder_text="Search the rules (any words)…"
        )
        self.search_box.set_text(self.query)
        body_top = top + bh + self.px(14)
        bottom = card.bottom - self.px(24) - self.px(44)
        list_w = int((card.w - 2 * pad) * 0.33)
        body_h = bottom - self.px(14) - body_top
        self.result_list = pygame_gui.elements.UISelectionList(
            pygame.Rect(card.x + pad, body_top, list_w, body_h), [], self.manager, container=self.root
        )
        self.body_rect = pygame.Rect(
            card.x + pad + list_w + self.px(12), body_top, card.w - 2 * pad - list_w - self.px(12), body_h
        )
        self._build_text_box()
        bw, bh2 = self.px(160), self.px(44)
        self.button(pygame.Rect(card.x + pad, bottom, bw, bh2), "Back", self.app.pop)
        self.button(
            pygame.Rect(card.x + pad + bw + self.px(12), bottom, self.px(230), bh2),
            "Variants and data",
            self.about,
            tooltip="Each game's player counts, variants and which component data is provisional",
        )
        self._fill_results()

    def _html(self) -> str:
        return entry_html(self.reference, self.entry, self.options)

    def _build_text_box(self) -> None:
        """The entry's text, narrower when a picture stands beside it."""
        if self.text_box is not None:
            self.text_box.kill()
        body = self.body_rect
        if self.entry.picture is None:
            self.picture_rect, text_rect = None, body
        else:
            text_w = int(body.w * 0.48)
            text_rect = pygame.Rect(body.x, body.y, text_w, body.h)
            self.picture_rect = pygame.Rect(
                text_rect.right + self.px(12), body.y, body.w - text_w - self.px(12), body.h
            )
        self.text_box = pygame_gui.elements.UITextBox(self._html(), text_rect, self.manager, container=self.root)

    def _draw_picture(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """The entry's picture at the top of ``area``, framed, its caption under it."""
        from game.scenes.rules_pictures import draw_picture
        from graphics import colours, fonts

        picture = self.entry.picture
        size = self.px(14)
        caption = fonts.wrap(picture.caption, size, area.w)
        room = area.h - len(caption) * (size + self.px(4)) - self.px(12)
        try:
            image = draw_picture(self.game, picture, area.w - self.px(8), min(room, area.w))
        except Exception as exc:  # a broken picture entry: the text still reads, the picture says why it is missing
            for i, line in enumerate(fonts.wrap(f"The picture cannot be drawn: {exc}", size, area.w)):
                fonts.draw_text(surface, line, (area.x, area.y + i * (size + 4)), size, colours.ERROR)
            return
        frame = image.get_rect(midtop=(area.centerx, area.y + self.px(4)))
        pygame.draw.rect(surface, colours.WOOD, frame.inflate(self.px(8), self.px(8)), border_radius=6)
        surface.blit(image, frame)
        y = frame.bottom + self.px(10)
        for line in caption:
            fonts.draw_text(surface, line, (area.x, y), size, colours.INK_SOFT)
            y += size + self.px(4)

    def _fill_results(self) -> None:
        self.results = search(self.reference, self.query, limit=0 if not self.query.strip() else 20)
        if self.result_list is not None:
            self.result_list.set_item_list([e.title for e in self.results])

    # -- what the player does ----------------------------------------------------------

    def show_game(self, game: str) -> None:
        """Another game's reference, the search kept."""
        self.game = game
        self.options = {}
        self.entry_id = self.reference.entries[0].id
        self.resize()
        if self.query.strip() and self.results:
            self.show(self.results[0].id)

    def show(self, entry_id: str) -> None:
        """Show entry ``entry_id`` of the current game (unknown ids are ignored)."""
        if entry_id not in self.reference:
            return
        pictured = self.entry.picture is not None
        self.entry_id = entry_id
        if self.text_box is not None and pictured != (self.entry.picture is not None):
            self._build_text_box()  # the text widens or narrows for the picture
        elif self.text_box is not None:
            self.text_box.set_text(self._html())

    def set_query(self, text: str) -> None:
        """Search for ``text``; the best answer is shown at once."""
        self.query = text
        self._fill_results()
        if text.strip() and self.results:
            self.show(self.results[0].id)

    def about(self) -> None:
        from game.scenes.about_scene import AboutScene

        self.app.push(AboutScene(self.app))

    def handle(self, event: pygame.event.Event, consumed: bool) -> None:
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and event.ui_element is self.search_box:
            self.set_query(self.search_box.get_text())
            return
        if event.type == pygame_gui.UI_SELECTION_LIST_NEW_SELECTION and event.ui_element is self.result_list:
            for entry in self.results:
                if entry.title == event.text:
                    self.show(entry.id)
                    break
            return
        if event.type == pygame_gui.UI_TEXT_BOX_LINK_CLICKED:
            self.show(str(event.link_target))
            return
        super().handle(event, consumed)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        rect = self.tab_rects.get(self.game)
        if rect is not None:  # the open game's tab is underlined in gold
            from graphics import colours

            pygame.draw.rect(surface, colours.GOLD, (rect.x, rect.bottom + 2, rect.w, self.px(4)), border_radius=2)
        if self.picture_rect is not None and self.entry.picture is not None:
            self._draw_picture(surface, self.picture_rect)
