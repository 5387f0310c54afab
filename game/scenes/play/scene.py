"""The play scene's core: the Match, the widgets built for it, and the player's commands.

``PlayScene`` keeps what the screen shows in step with the match (``_sync``),
builds the pygame_gui widgets for the window size, and turns the buttons and
the chosen moves into calls on the Match. Painting, input, and the computer
seats live in the mixins it is made of (``painting.py``, ``input.py``,
``computer.py``), each reading and setting the attributes made here.
"""

from __future__ import annotations

from typing import Any

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from game.scenes.base import Scene
from game.scenes.play.computer import ComputerSeats
from game.scenes.play.game_menu import GameMenu
from game.scenes.play.input import PlayInput
from game.scenes.play.log_panel import LogScroll
from game.scenes.play.painting import PlayPainting
from game.scenes.play.rule_links import RuleLinks
from graphics import fonts
from graphics.dnd import DragController, sources_of
from graphics.layout import PlayLayout, play_layout
from graphics.views import view_for
from graphics.widgets import Toasts
from rules.core import Action, IllegalAction

RESULTS_DELAY = 1.2  # seconds the final position stays on screen before the results


class PlayScene(ComputerSeats, PlayInput, PlayPainting, RuleLinks, GameMenu, LogScroll, Scene):
    title = "Play"

    def __init__(
        self,
        app,
        match,
        *,
        worker: Any | None = None,
        computer_moves: bool = True,
    ) -> None:
        super().__init__(app)
        self.match = match
        self.title = match.ruleset.title
        self.view = view_for(match.ruleset)
        self.dnd = DragController()
        self.dnd.cycles = self.view.cycles  # a held tile turns on its hex, a held cube cycles its routes
        self.choice_focus: str | None = None  # the group of choices the list shows (None: every group)
        self.toasts = Toasts()
        self.computer_moves = computer_moves
        self._worker = worker
        self.pending = None  # an AIResult waiting for the pace delay
        self.asked_revision: int | None = None
        #: (revision, sentence) when the computer seat to move cannot move in this position (a broken
        #: level or ruleset): it stops showing "thinking" and the side panel says why and what to do.
        self.stuck: tuple[int, str] | None = None
        self.since_change = 0.0
        #: The latest move's log entries shown one pace apart (``computer.py``); empty after an undo.
        self.steps: tuple = ()
        self.step_states: tuple = ()  # the position after each of those steps (the rules' ``stages``)
        self._seen_ply = match.ply
        self.over_for = 0.0
        self.results_shown = False
        self.log_scroll = 0  # lines the log is scrolled up from the newest (log_panel.py)
        self.log_follow: int | None = None  # a reviewed move the log is to scroll to
        self.mouse = (0, 0)
        self.panning: tuple[int, int] | None = None  # last mouse position of a pan drag
        self.review: int | None = None  # ply shown while stepping through the game's history
        self.hint_job: tuple[int, list] | None = None  # (revision asked at, box for the answer)
        self.log_hits: list = []
        self.seat_rects: dict[int, pygame.Rect] = {}  # each seat's row in the seats panel, for its score's tooltip
        self.hovered: str | None = None
        self.hover_time = 0.0
        self.chooser: list[Action] | None = None
        self.menu_open = False  # Esc's game menu is over the board (game_menu.py)
        self.cover_for: int | None = None
        self.last_human: int | None = None
        #: The seat whose mat the player chose to see large (a click on a small mat or a seat's name).
        self.picked_seat: int | None = None
        self.seat_cells: dict[int, tuple[int, int, int]] = {}  # the seats panel: seat -> (x, centre y, width)
        self.last_refusal = ""
        self.actions: list[Action] = []
        self._seen_revision = -1
        self._last_moves: dict[int, tuple[str, ...]] = {}
        self.layout_rects: PlayLayout | None = None
        self._view_key: tuple | None = None  # the board rect and text scale the view was laid out for
        self.action_list: pygame_gui.elements.UISelectionList | None = None
        #: the whole words of each row of the choices (a row too wide for the list shows them cut, with an ellipsis)
        self.choice_words: list[str] = []
        self.tutorial: Any | None = None  # a guided first game's overlay (game/scenes/tutorial.py)
        self._built: tuple | None = None  # the _shape the widgets were built for
        # Pictures of the panels, each painted once per change of what it shows (see _layer).
        self._layers: dict[str, dict[tuple, tuple[pygame.Surface, Any]]] = {}
        # what the last frame left on the screen (``PlayPainting._damage_since``): frame, surface, what went over
        self._painted: tuple | None = None
        self._shown: dict[str, tuple] = {}  # layer name -> (picture, area) blitted at the last frame
        self._damage: list[pygame.Rect] | None = None
        self._shown_before: dict[str, tuple] = {}
        self._board_at: int | None = None  # the frame at which the view last drew the board whole and well
        self._sources: set[str] = set()
        self._generation = 0
        self._glow: tuple[tuple, set[str]] | None = None
        self._tip: tuple[tuple, str | None] | None = None
        self._draw_error: str | None = None  # the last board-drawing failure the player was told about
        self._sync()

    # -- who is deciding --------------------------------------------------------------

    def waiting(self) -> int | None:
        """The human whose finished turn waits for End turn (the setting on, outside a lesson), or None."""
        if not self.app.settings.confirm_turns or self.tutorial is not None:
            return None
        return self.match.waiting_seat()

    def seat_now(self) -> int | None:
        """Who decides now: the rules' seat to move, or the human whose turn waits for End turn."""
        waiting = self.waiting()
        return waiting if waiting is not None else self.match.to_move()

    def human_now(self) -> bool:
        seat = self.seat_now()
        return seat is not None and self.match.is_human(seat)

    def viewer(self) -> int | None:
        """Whose perspective the board takes: the human deciding now, else the last human who did."""
        return self.seat_now() if self.human_now() else self.last_human

    def mat_seat(self) -> int:
        """Whose mat is drawn large: the seat picked, else the human's, else seat 1 (never whoever moves now)."""
        if self.picked_seat is not None:
            return self.picked_seat
        viewer = self.viewer()
        if viewer is not None:
            return viewer
        return next((i for i, s in enumerate(self.match.seats) if s.kind == "human"), 0)

    def pick_seat(self, seat: int) -> None:
        """Draw ``seat``'s mat large until another is picked (hot-seat: until the next player's cover is lifted)."""
        if 0 <= seat < len(self.match.seats):
            self.picked_seat = seat

    def _humans(self) -> int:
        return sum(1 for s in self.match.seats if s.kind == "human")

    # -- keeping up with the match -------------------------------------------------------

    def _sync(self) -> None:
        """After any change to the match: fresh actions, no lifted piece, maybe a cover."""
        if self.match.revision == self._seen_revision:
            return
        self._seen_revision = self.match.revision
        self.dnd.reset()
        self.chooser = None
        self.choice_focus = None
        deciding = self.human_now() and self.waiting() is None
        self.actions = self.view.annotate(self.match.state, self.match.legal_actions()) if deciding else []
        self._sources = sources_of(self.actions)
        self._generation += 1  # the key of everything painted from the match (see _layer)
        self._last_moves = self._latest_moves()
        self._note_steps(self.match.ply > self._seen_ply)
        self._seen_ply = self.match.ply
        seat = self.seat_now()
        if self.human_now() and self.waiting() is None:  # a finished turn keeps its own player's view
            if self._humans() > 1 and self.last_human is not None and seat != self.last_human:
                self.cover_for = seat
            elif self.cover_for is None:
                self.last_human = seat
            if self.cover_for is None:
                self.offer_tip(seat)
        if self.root is not None:
            if self._built == self._shape() and self.cover_for is None and self.review is None:
                self._refresh_widgets()  # the same widgets: only their states and the choices change
            else:
                self.resize()

    def _latest_moves(self) -> dict[int, tuple[str, ...]]:
        """What each seat's latest move touched; on a board whose moves run steps of their own (``paces_events``)
        each step is lit in the colour of the seat it happened to (the ship in its winner's)."""
        own = getattr(self.view, "paces_events", False)
        out: dict[int, tuple[str, ...]] = {}
        for seat, entries in self.match.last_entries_by_seat().items():
            for e in entries:
                who = e.seat if own and e.seat is not None else seat
                out[who] = (*out.get(who, ()), *e.targets)
        return out

    def _shape(self) -> tuple:
        """What decides which widgets ``build`` makes (besides the match): a change needs a rebuild."""
        hinting, waiting = self.hint_job is not None, self.waiting() is not None
        layers = (self.menu_open, self._lesson_card_shown())
        return (self.app.size, self.scale, self.cover_for, self.review, bool(self.chooser), hinting, waiting, *layers)

    def _lesson_card_shown(self) -> bool:
        """A lesson's card lies over the log and its buttons (which are then not built: they would take its clicks)."""
        return self.tutorial is not None and self.tutorial.visible(self.match)

    def _can_hint(self) -> bool:
        return (
            self.human_now()
            and self.hint_job is None
            and self.review is None
            and self.cover_for is None
            and (self.waiting() is None)
        )

    def _refresh_widgets(self) -> None:
        """After a move: enable the buttons as ``build`` would and make the action list again.

        Building every widget again cost more than a frame (each pygame_gui button
        renders its text and shapes); the buttons other than the choices stay.
        """
        seat = self.undo_seat()
        _set_enabled(self.hint_button, self._can_hint())
        _set_enabled(self.undo_button, self.can_undo(seat))
        _set_enabled(self.restart_button, seat is not None and self.match.can_restart_turn(seat))
        if self.action_list is not None:
            self.action_list.kill()
        self._build_action_list(self.layout_rects)

    def _build_action_list(self, lay: PlayLayout) -> None:
        """The list of every legal action (none when there is nothing to choose)."""
        self.action_list = None
        if self.actions:
            title_h = self.px(26)
            rect = pygame.Rect(lay.actions.x, lay.actions.y + title_h, lay.actions.w, lay.actions.h - title_h)
            labels = self._labels()
            self.action_list = pygame_gui.elements.UISelectionList(rect, labels, self.manager, container=self.root)
            self._cut_choices([text for text, _ in labels])

    def _cut_choices(self, words: list[str]) -> None:
        """Rows too wide for the list end in an ellipsis, not in a letter cut in half at its edge (hovering one
        says it whole: ``choice_tip``). The list takes its rows' words when it scrolls a row into view, so the
        cut words are written into its rows."""
        self.choice_words = words
        room = self.action_list.item_list_container.rect.w - self.px(16)  # the rows' text padding, both sides
        size = self.px(15)  # the rows' font (assets/theme.json)
        for item in self.action_list.item_list:
            cut = fonts.fit(item["text"], size, room)
            if cut != item["text"]:
                item["text"] = cut
                if item["button_element"] is not None:
                    item["button_element"].set_text(cut)

    def label(self, action: Action) -> str:
        """An action's words in the list and the chooser: the board's (places named as it does), else the rules'."""
        state = self.match.state
        return self.view.label(state, action) or self.match.ruleset.describe(state, action)

    def choice_rows(self) -> list[tuple[str, list[Action]]]:
        """The list's rows: the view's groups (a hex's placements), or the actions of the group picked."""
        groups = self.view.group_choices(self.match.state, self.actions)
        if groups is None:
            return [(self.label(a), [a]) for a in self.actions]
        for title, acts in groups:
            if title == self.choice_focus and len(acts) > 1:
                return [("« All choices", [])] + [(self.label(a), [a]) for a in acts]
        return groups

    def _labels(self) -> list[tuple[str, str]]:
        return [(f"{i + 1}. {text}", str(i)) for i, (text, _) in enumerate(self.choice_rows())]

    # -- widgets ---------------------------------------------------------------------

    def enter(self) -> None:
        self._seen_revision = -1  # the settings may have changed meanwhile (End turn): read the match afresh
        super().enter()

    def build(self) -> None:
        super().build()
        self._built = self._shape()
        lay = self.layout_rects = play_layout(self.app.size, self.scale)
        self._painted = None  # a new window or layout: the next frame paints every picture whole
        fonts.set_board_scale(self.scale)  # the board's own text grows with the UI scale
        key = (tuple(lay.board), self.scale)
        if key != self._view_key:  # a new layout drops the view's cached layers: only on a real change
            self._view_key = key
            self.view.layout(lay.board)
        self.action_list = None
        bh = self.px(34)
        # top right of the prompt bar: save and menu
        bw = self.px(96)
        y = lay.prompt.centery - bh // 2
        self.button(
            pygame.Rect(lay.prompt.right - bw - self.px(10), y, bw, bh),
            "Menu",
            self.close_menu if self.menu_open else self.open_menu,
            tooltip="The game menu (Esc): resume, save, settings, rules, quit to the main menu",
        )
        self.button(
            pygame.Rect(lay.prompt.right - 2 * bw - self.px(18), y, bw, bh),
            "Save",
            self.save,
            tooltip="Save this game to a file",
        )
        hinting = self.hint_job is not None
        self.hint_button = self.button(
            pygame.Rect(lay.prompt.right - 3 * bw - self.px(26), y, bw, bh),
            "Hint…" if hinting else "Hint",
            self.ask_hint,
            tooltip="Ask the Normal computer player what it would do here, and why",
            enabled=self._can_hint(),
        )
        if self.cover_for is not None:
            w, h = self.app.size
            rect = pygame.Rect(0, 0, self.px(380), self.px(56))
            rect.center = (w // 2, h // 2 + self.px(40))
            name = self.match.seat_name(self.cover_for)
            self.cover_button = self.button(rect, f"I am {name}: show my turn", self.uncover, "#menu_button")
            return
        if self.review is not None:
            self.button(lay.buttons, "Back to the game", self.end_review, "#menu_button")
            self._build_log_bar()
            return
        half = (lay.buttons.w - self.px(8)) // 2
        seat = self.undo_seat()
        self.undo_button = self.button(
            pygame.Rect(lay.buttons.x, lay.buttons.y, half, lay.buttons.h),
            "Undo",
            self.undo,
            tooltip="Take back your last decision (not past a random reveal or another seat's move)",
            enabled=self.can_undo(seat),
        )
        self.restart_button = self.button(
            pygame.Rect(lay.buttons.right - half, lay.buttons.y, half, lay.buttons.h),
            "Restart turn",
            self.restart_turn,
            tooltip="Go back to the start of your turn",
            enabled=seat is not None and self.match.can_restart_turn(seat),
        )
        self._build_action_list(lay)
        if self.waiting() is not None:
            pad, h = self.px(10), self.px(46)
            rect = pygame.Rect(lay.actions.x + pad, lay.actions.bottom - pad - h, lay.actions.w - 2 * pad, h)
            self.button(rect, "End turn", self.end_turn, "#menu_button", "Let the other players act (Enter)")
        if not self._lesson_card_shown():
            self._build_log_bar()
        if self.chooser:
            self._build_chooser(lay)
        elif self.menu_open:
            self._build_menu(lay)

    def _build_chooser(self, lay: PlayLayout) -> None:
        """A small panel over the board: which of the moves sharing this place?

        Every move and Cancel stay inside the board however many there are (a share issue offers up to 16): the
        rows grow thinner before any falls off, and a label cut to its row shows whole on hover."""
        rows = len(self.chooser) + 1
        room = lay.board.h - self.px(20) - self.px(80)  # the title above, the panel's border below
        gap = self.px(8) if rows * (self.px(36) + self.px(8)) <= room else self.px(3)
        bh = max(self.px(18), min(self.px(36), room // rows - gap))
        w = min(lay.board.w - self.px(40), self.px(600))
        h = self.px(62) + rows * (bh + gap)  # the panel's border takes a little of its inside
        rect = pygame.Rect(0, 0, w, min(h, lay.board.h - self.px(20)))
        rect.center = lay.board.center
        panel = pygame_gui.elements.UIPanel(
            rect, starting_height=3, manager=self.manager, container=self.root, object_id=ObjectID("#chooser")
        )
        pygame_gui.elements.UILabel(
            pygame.Rect(self.px(12), self.px(8), w - self.px(24), self.px(30)),
            "Which move?",
            self.manager,
            container=panel,
            object_id=ObjectID("#field_label"),
        )
        for i, action in enumerate(self.chooser):
            label = self.label(action)
            shown = fonts.fit(label, self.px(16), w - self.px(60), True)
            b = pygame_gui.elements.UIButton(
                pygame.Rect(self.px(12), self.px(44) + i * (bh + gap), w - self.px(30), bh),
                shown,
                self.manager,
                container=panel,
                tool_tip_text=label if shown != label else None,
            )
            self.callbacks[b] = lambda a=action: self.submit(a)
        b = pygame_gui.elements.UIButton(
            pygame.Rect(self.px(12), self.px(44) + len(self.chooser) * (bh + gap), w - self.px(30), bh),
            "Cancel",
            self.manager,
            container=panel,
        )
        self.callbacks[b] = self.cancel_chooser

    # -- commands ----------------------------------------------------------------------

    def submit(self, action: Action) -> bool:
        """Hand a human's action to the match; a refusal becomes a toast. True if it was applied."""
        self.chooser = None
        refusal = self.tutorial.refusal(self.match, action) if self.tutorial is not None else None
        if refusal:  # the lesson asks for another move first: nothing changes
            self.refuse(refusal, entry=self.prompt_entry())
            self.resize()
            return False
        try:
            self.match.submit(action)
        except IllegalAction as exc:
            self.refuse(exc.reason, action)
            self.resize()
            return False
        except OSError as exc:  # the move was made; only the autosave failed
            self.toasts.show(f"Autosave failed: {exc}", "error")
        except Exception as exc:  # a rules bug: apply raised before the match changed, so the game is whole
            self.refuse(f"The rules could not make this move ({type(exc).__name__}: {exc}).")
            self.resize()
            return False
        self.since_change = 0.0
        self.log_scroll = 0  # the log shows the move just made
        self._sync()
        return True

    def refuse(self, reason: str, action: Action | None = None, entry: str | None = None) -> None:
        """Say why a move was not made; the message names the rule behind it and opens it when clicked."""
        self.last_refusal = reason
        self.show_refusal(reason, entry or self.refusal_entry(reason, action))

    def undo_seat(self) -> int | None:
        return self.viewer()

    def _lesson_keep(self) -> int | None:
        """In a lesson: the plies to keep to take back the learner's last step (its scripted replies too)."""
        return self.tutorial.tutorial.undo_ply(self.match) if self.tutorial is not None else None

    def can_undo(self, seat: int | None) -> bool:
        """Undo is offered for the human's own last move, and in a lesson at every step."""
        return seat is not None and (self.match.can_undo(seat) or self._lesson_keep() is not None)

    def undo(self) -> None:
        seat = self.undo_seat()
        if not self.can_undo(seat):
            reason = self.match.why_no_undo(seat) if seat is not None else None
            self.toasts.show(reason or "There is nothing of yours to undo.")
            return
        self._stop_thinking()
        if self.match.can_undo(seat):
            self.match.undo(seat)
        else:
            self.match.take_back(seat, self._lesson_keep())
        self.since_change = 0.0
        self._sync()

    def restart_turn(self) -> None:
        seat = self.undo_seat()
        if seat is None or not self.match.can_restart_turn(seat):
            reason = self.match.why_no_undo(seat) if seat is not None else None
            self.toasts.show(f"Your turn cannot be restarted now. {reason or ''}".strip())
            return
        self._stop_thinking()
        self.match.restart_turn(seat)
        self.since_change = 0.0
        self._sync()

    def end_turn(self) -> None:
        """End the human's finished turn: their decisions become final and the other seats act."""
        seat = self.waiting()
        if seat is None:
            if self.human_now() and self.actions:
                self.toasts.show("Your turn is not finished yet: the prompt says what to decide.")
            return
        self.match.end_turn(seat)
        self._sync()

    def start_review(self, ply: int) -> None:
        """Show the board as it was after ``ply`` moves (computer seats wait meanwhile)."""
        self.review = max(0, min(ply, self.match.ply))
        self.log_follow = self.review  # the log turns to the page of this move when next painted
        self.dnd.reset()
        self.chooser = None
        self.resize()

    def end_review(self) -> None:
        self.review = None
        self.resize()

    def cancel_chooser(self) -> None:
        self.chooser = None
        self.resize()

    def uncover(self) -> None:
        self.last_human = self.cover_for
        self.cover_for = None
        self.picked_seat = None  # each player of a hot-seat game first sees their own mat
        self.resize()

    def save(self) -> None:
        from game import saves

        try:
            path = saves.save(self.match)
        except OSError as exc:
            self.toasts.show(f"Could not save: {exc}", "error")
            return
        self.toasts.show(f"Saved as {path.name}.")

    def to_menu(self) -> None:
        self.app.pop_to_menu()

    # -- the frame ---------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        self._poll_hint()
        self.dnd.update(dt)
        self.toasts.update(dt)
        self.update_log()
        self.since_change += dt
        self.hover_time += dt
        self._sync()
        if self.tutorial is not None:  # (before the end of the game: a lesson may end with it)
            self.tutorial.update(dt, self.match)
        if self.match.is_over():
            self.over_for += dt
            if not self.results_shown and self.over_for >= RESULTS_DELAY:
                self.results_shown = True
                from game.scenes.results import ResultsScene

                note = self.tutorial.closing_note(self.match) if self.tutorial is not None else ""
                self.app.push(ResultsScene(self.app, self.match, note))
            return
        self.over_for = 0.0
        if self.computer_moves and self.review is None and not self.menu_open:  # the game waits behind the menu
            scripted = self.tutorial.computer_move(self.match) if self.tutorial is not None else None
            if scripted is None:
                self._computer()
            elif self.pace_due():  # the lesson's scripted computer move
                self.submit(scripted)

    def reviewed_ply(self) -> int | None:
        """The ply being reviewed, kept within the history (an undo may have shortened it)."""
        if self.review is None:
            return None
        return max(0, min(self.review, self.match.ply))


def _set_enabled(button: pygame_gui.elements.UIButton, enabled: bool) -> None:
    if enabled and not button.is_enabled:
        button.enable()
    elif not enabled and button.is_enabled:
        button.disable()
