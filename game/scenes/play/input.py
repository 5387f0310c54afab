"""The play scene's input: the mouse on the board (drag, click, pan, zoom, hover), the keys, the list.

A press lifts a piece or presses a glowing place, a release asks the drag
controller what it meant (a move, a choice between moves, or a refusal with
the rule), and a click on the log reviews the board after that move. A click on the prompt
bar, a refusal's message or the lesson card's link, a right click on a board
element, and F1 open the rule behind it (``rule_links.py``). A mixin of
``PlayScene``: it reads the scene's view, layout and legal actions.
"""

from __future__ import annotations

import pygame
import pygame_gui

from graphics.dnd import DRAG_THRESHOLD, Outcome

#: The hover id of the prompt bar's text (not a board element: its tooltip is the whole prompt and rule).
PROMPT_HOVER = "ui:prompt"
#: The hover id of a seat in the seats panel (followed by the seat): its tooltip is the seat's score sheet.
SEAT_HOVER = "ui:seat:"
#: The hover id of a row of the choices whose words are cut at the row's edge (its tooltip says them whole).
CHOICE_HOVER = "ui:choice:"

#: What ``?`` shows: every key the play scene answers.
KEYS = (
    "Keys: Enter ends your turn · Ctrl+Z undoes a decision · F1 opens the rule of what is under the pointer · "
    "Esc drops a lifted piece or closes a choice, else opens the game menu · the wheel over the log scrolls it · "
    "Left and Right step through the log while reviewing · "
    "F11 switches fullscreen · ? shows this list."
)


class PlayInput:
    """Events on the play scene turned into drags, reviews, and submitted moves."""

    def _board_element(self, pos: tuple[int, int], aiming: bool = False) -> str | None:
        """The board element under ``pos``; ``aiming`` (a press or a release): a glowing target before the piece
        drawn on it (a seat's mat under its chips), unless the piece is the one held or one that can be lifted."""
        lay = self.layout_rects
        if lay is None or not lay.board.collidepoint(pos) or self.chooser or self.menu_open:
            return None  # a chooser or the game menu lies over the board: nothing under it answers the pointer
        try:
            top = self.view.element_at(pos)
            if not aiming or top == self.dnd.lifted or (self.dnd.lifted is None and top in self._sources):
                return top
            return self.view.target_at(pos, self.dnd.glowing(self.actions))
        except Exception as exc:  # a view's bug: the board does not answer, the action list still does
            self._view_failed("The board could not tell what lies under the pointer", exc)
            return None

    def handle(self, event: pygame.event.Event, consumed: bool) -> None:
        super().handle(event, consumed)
        if event.type in (pygame_gui.UI_SELECTION_LIST_NEW_SELECTION, pygame_gui.UI_SELECTION_LIST_DROPPED_SELECTION):
            if event.ui_element is self.action_list and self.action_list is not None:
                self._picked(event.text)
            return
        if self.cover_for is not None:
            return
        if event.type == pygame.MOUSEWHEEL:
            if self.hovered is not None and self.hovered.startswith(CHOICE_HOVER):
                self.hovered = None  # the list scrolls under the pointer: its tip named the row that was there
            if self.wheel_over_log(self.mouse, event.y, consumed):
                return  # the log scrolls (its scroll bar moves itself)
            if self.dnd.turn(event.y, self.actions):
                return  # a held piece turns through its candidates on the target; the wheel zooms otherwise
            if self.layout_rects is not None and self.layout_rects.board.collidepoint(self.mouse):
                self.view.zoom(event.y, self.mouse)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 3 and self.dnd.holding():
            self.dnd.turn(1, self.actions)  # a held piece's next candidate; otherwise a right click opens the rule
        elif event.type == pygame.MOUSEMOTION:
            if self.panning is not None:
                self.view.pan((event.pos[0] - self.panning[0], event.pos[1] - self.panning[1]))
                self.panning = event.pos
            self.mouse = event.pos
            self.dnd.motion(event.pos)
            hovered = self._board_element(event.pos)
            if hovered is None and self._prompt_text_rect().collidepoint(event.pos):
                hovered = PROMPT_HOVER
            if hovered is None:
                hovered = next(
                    (f"{SEAT_HOVER}{s}" for s, r in self.seat_rects.items() if r.collidepoint(event.pos)), None
                )
            if hovered is None:
                hovered = self._cut_choice_at(event.pos)
            if hovered != self.hovered:
                self.hovered, self.hover_time = hovered, 0.0
            self.dnd.hover(None if hovered and hovered.startswith("ui:") else hovered)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 3 and not consumed:
            self.open_rules(self.element_entry(self._board_element(event.pos)))
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.mouse = event.pos
            if consumed or self.chooser or self.menu_open:
                return
            if self.open_rules(self.toasts.link_at(event.pos)):
                return  # a refusal's message: its rule
            if self.review is None and self._prompt_text_rect().collidepoint(event.pos):
                self.open_rules(self.prompt_entry())
                return
            if self.tutorial is not None and self.open_rules(self.tutorial.link_at(event.pos, self.match)):
                return  # the lesson card's link: the rule of the step at hand
            for rect, entry in self.log_hits:
                if rect.collidepoint(event.pos):
                    self.start_review(entry.ply)
                    return
            if self.review is not None:
                return
            if self.presenting() and self.layout_rects and self.layout_rects.board.collidepoint(event.pos):
                self.skip_steps()  # a click on the board while a move's steps are shown: its end at once
                return
            element = self._board_element(event.pos, aiming=True)
            if self.dnd.sticky and self.dnd.lifted is not None and element is None:
                self.dnd.reset()
                return
            self.dnd.press(event.pos, element, self.actions)
            if element is None and self.layout_rects and self.layout_rects.board.collidepoint(event.pos):
                self.panning = event.pos  # a drag on empty board pans a view that can
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.mouse = event.pos
            self.panning = None
            if self.chooser:
                return
            if self.dnd.lifted is None and self.dnd.pressed_target is None:
                if self._was_click(event.pos):
                    self._pick_seat_at(event.pos)  # a click on a small mat or a seat's name (not a move)
                return
            clicked = self.dnd.lifted is None and self.dnd.pressed_target == self._board_element(event.pos, True)
            speed = self.app.settings.animation_speed
            outcome = self.dnd.release(
                event.pos,
                self._board_element(event.pos, aiming=True),
                self.actions,
                self.match.explain,
                self._home,
                self.view.nearest,
                slide_time=0.25 / speed if speed > 0 else 0.0,
                refusal=lambda source, element: self.view.explain_drop(self.match.state, source, element),
                name=lambda element: self.view.place_name(self.match.state, element),
            )
            if outcome.kind == "none" and clicked:
                self._pick_seat_at(event.pos)  # a place on a small mat that no move uses: show that mat
                self._say_why_still(outcome.target)
            self._outcome(outcome)
        elif event.type == pygame.KEYDOWN and self.review is not None:
            if event.key == pygame.K_LEFT:
                self.start_review(self.review - 1)
            elif event.key == pygame.K_RIGHT:
                self.start_review(self.review + 1)
            elif event.key == pygame.K_ESCAPE:
                self.press_escape()
        elif event.type == pygame.KEYDOWN:
            if event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
                self.undo()
            elif event.key == pygame.K_F1:  # the rule of what is hovered, else of the decision at hand
                on_board = self.hovered is not None and not self.hovered.startswith("ui:")
                hovered = self.element_entry(self.hovered) if on_board else None
                self.open_rules(hovered or self.prompt_entry())
            elif event.key == pygame.K_r:
                self.dnd.turn(-1 if event.mod & pygame.KMOD_SHIFT else 1, self.actions)
            elif event.unicode == "?":
                self.toasts.show(KEYS, "info", 10.0)
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and not self.chooser:
                if not self._press_enter():  # the board's own button first ("Finish building"), else End turn
                    self.end_turn()
            elif event.key == pygame.K_ESCAPE:
                self.press_escape()  # a choice or a lifted piece first, else the game menu

    def _say_why_still(self, element: str | None) -> None:
        """A click on a piece the player is deciding about that no move can take: the board says why."""
        if element is None or not self.actions:
            return
        try:
            reason = self.view.explain_press(self.match.state, element)
        except Exception as exc:  # a view's bug: no reason, the game goes on
            self._view_failed("The board could not say why that piece stays", exc)
            return
        if reason:
            self.refuse(reason)

    def _was_click(self, pos: tuple[int, int]) -> bool:
        """The button went down near where it came up (not a pan or a drag)."""
        start = self.dnd.press_pos
        return start is not None and (start[0] - pos[0]) ** 2 + (start[1] - pos[1]) ** 2 < DRAG_THRESHOLD**2

    def _pick_seat_at(self, pos: tuple[int, int]) -> None:
        """Draw large the mat of the seat whose small mat (on the board) or name (in the seats panel) is at ``pos``."""
        seat = None
        lay = self.layout_rects
        if lay is not None and lay.board.collidepoint(pos):
            seat = self.view.seat_at(pos)
        elif lay is not None and lay.seats.collidepoint(pos):
            half = self.px(11)
            seat = next(
                (s for s, (x, cy, w) in self.seat_cells.items() if x <= pos[0] < x + w and abs(pos[1] - cy) <= half),
                None,
            )
        if seat is not None:
            self.pick_seat(seat)

    def _home(self, source: str) -> tuple[int, int] | None:
        rect = self.view.rect_of(source)
        return rect.center if rect else None

    def _outcome(self, outcome: Outcome) -> None:
        if outcome.kind == "submit":
            self.submit(outcome.actions[0])
        elif outcome.kind == "choose":
            self.chooser = outcome.actions
            self.resize()
        elif outcome.kind == "illegal":
            action = next((a for a in self.actions if outcome.target and outcome.target in a.targets), None)
            self.refuse(outcome.message, action)

    def _picked(self, text: str) -> None:
        """A row of the list: one action is made; a group (a hex's placements) is opened; "All choices" goes back."""
        number = text.split(".", 1)[0]
        rows = self.choice_rows()
        if not number.isdigit() or not 0 < int(number) <= len(rows):
            return
        title, acts = rows[int(number) - 1]
        if len(acts) == 1:
            self.submit(acts[0])
            return
        self.choice_focus = title if acts else None
        self._refresh_widgets()

    def _press_enter(self) -> bool:
        """Enter presses the board's own button (Age of Steam's "Finish building"), when it has one now."""
        target = self.view.enter_target()
        hits = [a for a in self.actions if target is not None and target in a.targets]
        if len(hits) != 1:
            return False
        self.submit(hits[0])
        return True

    def _cut_choice_at(self, pos: tuple[int, int]) -> str | None:
        """The hover id of the row of the choices under ``pos``, when its words are wider than the row."""
        if self.action_list is None:
            return None
        words = self.choice_words
        for i, item in enumerate(self.action_list.item_list):
            button = item.get("button_element")
            if button is not None and button.rect.collidepoint(pos):
                cut = i < len(words) and item["text"] != words[i]
                return f"{CHOICE_HOVER}{i}" if cut else None
        return None

    def choice_tip(self, hovered: str) -> str | None:
        """The whole words of a cut row of the choices."""
        index = int(hovered[len(CHOICE_HOVER) :])
        words = self.choice_words if self.action_list is not None else []
        return words[index] if index < len(words) else None

    def _prompt_text_rect(self) -> pygame.Rect:
        """The prompt bar left of its buttons: hovering it shows the whole prompt and rule."""
        lay = self.layout_rects
        if lay is None:
            return pygame.Rect(0, 0, 0, 0)
        buttons = 3 * self.px(96) + self.px(34)
        return pygame.Rect(lay.prompt.x, lay.prompt.y, max(0, lay.prompt.w - buttons), lay.prompt.h)
