"""The play scene: the board, what to do now, the choices, the log, and the computer seats.

Every legal action can be made three ways: dragging a piece onto a glowing
place, clicking a glowing place, or picking it from the action list. Computer
seats think in an ``AIWorker`` that is polled once per frame (the loop never
waits), and their moves are paced by ``settings.ai_pace`` so a person can
follow them. Between two different humans at one screen a cover hides the
board until the next player says they are ready.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from game.scenes.base import Scene
from graphics import colours, fonts
from graphics.dnd import DragController, Outcome, sources_of
from graphics.layout import PlayLayout, play_layout
from graphics.view import ViewContext
from graphics.views import view_for
from graphics.widgets import Toasts, draw_log, draw_panel, draw_prompt_bar
from rules.core import Action, IllegalAction

RESULTS_DELAY = 1.2  # seconds the final position stays on screen before the results
HINT_BUDGET = 1.0  # seconds the Normal agent thinks for a hint
HINT_SECONDS = 9.0  # how long a hint stays on screen


#: The hover id of the prompt bar's text (not a board element: its tooltip is the whole prompt and rule).
PROMPT_HOVER = "ui:prompt"


class PlayScene(Scene):
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
        self.toasts = Toasts()
        self.computer_moves = computer_moves
        self._worker = worker
        self.pending = None  # an AIResult waiting for the pace delay
        self.asked_revision: int | None = None
        #: (revision, sentence) when the computer seat to move cannot move in this position (a broken
        #: level or ruleset): it stops showing "thinking" and the side panel says why and what to do.
        self.stuck: tuple[int, str] | None = None
        self.since_change = 0.0
        self.over_for = 0.0
        self.results_shown = False
        self.log_page = 0
        self.log_pages = 1
        self.mouse = (0, 0)
        self.panning: tuple[int, int] | None = None  # last mouse position of a pan drag
        self.review: int | None = None  # ply shown while stepping through the game's history
        self.hint_job: tuple[int, list] | None = None  # (revision asked at, box for the answer)
        self.log_hits: list = []
        self.hovered: str | None = None
        self.hover_time = 0.0
        self.chooser: list[Action] | None = None
        self.cover_for: int | None = None
        self.last_human: int | None = None
        self.last_refusal = ""
        self.actions: list[Action] = []
        self._seen_revision = -1
        self._last_moves: dict[int, tuple[str, ...]] = {}
        self.layout_rects: PlayLayout | None = None
        self._view_rect: pygame.Rect | None = None
        self.action_list: pygame_gui.elements.UISelectionList | None = None
        self.tutorial: Any | None = None  # a guided first game's overlay (game/scenes/tutorial.py)
        self._built: tuple | None = None  # the _shape the widgets were built for
        # Pictures of the panels, each painted once per change of what it shows (see _layer).
        self._layers: dict[str, dict[tuple, tuple[pygame.Surface, Any]]] = {}
        self._sources: set[str] = set()
        self._generation = 0
        self._glow: tuple[tuple, set[str]] | None = None
        self._tip: tuple[tuple, str | None] | None = None
        self._draw_error: str | None = None  # the last board-drawing failure the player was told about
        self._sync()

    # -- the worker ----------------------------------------------------------------

    @property
    def worker(self):
        if self._worker is None:
            from game.ai.worker import AIWorker

            self._worker = AIWorker()
        return self._worker

    def close(self) -> None:
        if self._worker is not None:
            self._worker.cancel()
            self._worker.shutdown()

    # -- who is deciding --------------------------------------------------------------

    def seat_now(self) -> int | None:
        return self.match.to_move()

    def human_now(self) -> bool:
        seat = self.seat_now()
        return seat is not None and self.match.is_human(seat)

    def viewer(self) -> int | None:
        """Whose perspective the board takes: the human deciding now, else the last human who did."""
        return self.seat_now() if self.human_now() else self.last_human

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
        self.actions = self.match.legal_actions() if self.human_now() else []
        self._sources = sources_of(self.actions)
        self._generation += 1  # the key of everything painted from the match (see _layer)
        self._last_moves = {
            seat: tuple(t for e in entries for t in e.targets)
            for seat, entries in self.match.last_entries_by_seat().items()
        }
        seat = self.seat_now()
        if self.human_now():
            if self._humans() > 1 and self.last_human is not None and seat != self.last_human:
                self.cover_for = seat
            elif self.cover_for is None:
                self.last_human = seat
        if self.root is not None:
            if self._built == self._shape() and self.cover_for is None and self.review is None:
                self._refresh_widgets()  # the same widgets: only their states and the choices change
            else:
                self.resize()

    def _shape(self) -> tuple:
        """What decides which widgets ``build`` makes (besides the match): a change needs a rebuild."""
        return (self.app.size, self.scale, self.cover_for, self.review, bool(self.chooser), self.hint_job is not None)

    def _refresh_widgets(self) -> None:
        """After a move: enable the buttons as ``build`` would and make the action list again.

        Building every widget again cost more than a frame (each pygame_gui button
        renders its text and shapes); the buttons other than the choices stay.
        """
        seat = self.undo_seat()
        hint = self.human_now() and self.hint_job is None and self.review is None and self.cover_for is None
        _set_enabled(self.hint_button, hint)
        _set_enabled(self.undo_button, seat is not None and self.match.can_undo(seat))
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
            self.action_list = pygame_gui.elements.UISelectionList(
                rect, self._labels(), self.manager, container=self.root
            )

    def _labels(self) -> list[tuple[str, str]]:
        state, rs = self.match.state, self.match.ruleset
        return [(f"{i + 1}. {rs.describe(state, a)}", str(i)) for i, a in enumerate(self.actions)]

    # -- widgets ---------------------------------------------------------------------

    def build(self) -> None:
        super().build()
        self._built = self._shape()
        lay = self.layout_rects = play_layout(self.app.size, self.scale)
        if lay.board != self._view_rect:  # a new layout drops the view's cached layers: only on a real change
            self._view_rect = lay.board.copy()
            self.view.layout(lay.board)
        self.action_list = None
        bh = self.px(34)
        # top right of the prompt bar: save and menu
        bw = self.px(96)
        y = lay.prompt.centery - bh // 2
        self.button(
            pygame.Rect(lay.prompt.right - bw - self.px(10), y, bw, bh),
            "Menu",
            self.to_menu,
            tooltip="Back to the main menu (the game is autosaved)",
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
            enabled=self.human_now() and not hinting and self.review is None and self.cover_for is None,
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
            self._build_log_buttons(lay)
            return
        half = (lay.buttons.w - self.px(8)) // 2
        seat = self.undo_seat()
        self.undo_button = self.button(
            pygame.Rect(lay.buttons.x, lay.buttons.y, half, lay.buttons.h),
            "Undo",
            self.undo,
            tooltip="Take back your last decision (not past a random reveal or another seat's move)",
            enabled=seat is not None and self.match.can_undo(seat),
        )
        self.restart_button = self.button(
            pygame.Rect(lay.buttons.right - half, lay.buttons.y, half, lay.buttons.h),
            "Restart turn",
            self.restart_turn,
            tooltip="Go back to the start of your turn",
            enabled=seat is not None and self.match.can_restart_turn(seat),
        )
        self._build_action_list(lay)
        self._build_log_buttons(lay)
        if self.chooser:
            self._build_chooser(lay)

    def _build_log_buttons(self, lay: PlayLayout) -> None:
        half = (lay.log_buttons.w - self.px(8)) // 2
        self.button(
            pygame.Rect(lay.log_buttons.x, lay.log_buttons.y, half, lay.log_buttons.h), "« Older", self.older_log
        )
        self.button(
            pygame.Rect(lay.log_buttons.right - half, lay.log_buttons.y, half, lay.log_buttons.h),
            "Newer »",
            self.newer_log,
        )

    def _build_chooser(self, lay: PlayLayout) -> None:
        """A small panel over the board: which of the moves sharing this place?"""
        rs, state = self.match.ruleset, self.match.state
        bh, gap = self.px(36), self.px(8)
        w = min(lay.board.w - self.px(40), self.px(440))
        h = self.px(50) + (len(self.chooser) + 1) * (bh + gap)
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
            b = pygame_gui.elements.UIButton(
                pygame.Rect(self.px(12), self.px(44) + i * (bh + gap), w - self.px(30), bh),
                fonts.fit(rs.describe(state, action), self.px(16), w - self.px(60), True),
                self.manager,
                container=panel,
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
            self.refuse(refusal)
            self.resize()
            return False
        try:
            self.match.submit(action)
        except IllegalAction as exc:
            self.refuse(exc.reason)
            self.resize()
            return False
        except OSError as exc:  # the move was made; only the autosave failed
            self.toasts.show(f"Autosave failed: {exc}", "error")
        except Exception as exc:  # a rules bug: apply raised before the match changed, so the game is whole
            self.refuse(f"The rules could not make this move ({type(exc).__name__}: {exc}).")
            self.resize()
            return False
        self.since_change = 0.0
        self.log_page = 0
        self._sync()
        return True

    def refuse(self, reason: str) -> None:
        self.last_refusal = reason
        self.toasts.show(reason, "error")

    def undo_seat(self) -> int | None:
        return self.viewer()

    def undo(self) -> None:
        seat = self.undo_seat()
        if seat is None or not self.match.can_undo(seat):
            self.toasts.show("There is nothing of yours to undo since the last reveal or another seat's move.")
            return
        self._stop_thinking()
        self.match.undo(seat)
        self.since_change = 0.0
        self._sync()

    def restart_turn(self) -> None:
        seat = self.undo_seat()
        if seat is None or not self.match.can_restart_turn(seat):
            self.toasts.show("Your turn cannot be restarted now.")
            return
        self._stop_thinking()
        self.match.restart_turn(seat)
        self.since_change = 0.0
        self._sync()

    def _stop_thinking(self) -> None:
        if self._worker is not None:
            self._worker.cancel()
        self.pending = None
        self.asked_revision = None

    def ask_hint(self) -> None:
        """Ask for a suggested move in a background thread; the answer arrives as a toast."""
        seat = self.seat_now()
        if seat is None or not self.match.is_human(seat) or self.hint_job is not None:
            return
        from game import ai

        box: list = []
        ruleset, state = self.match.ruleset, self.match.state

        def think() -> None:
            try:
                box.append(ai.hint(ruleset, state, seat, HINT_BUDGET))
            except Exception as exc:  # the answer is a message either way
                box.append(exc)

        self.hint_job = (self.match.revision, box)
        threading.Thread(target=think, name="hint", daemon=True).start()
        self.resize()

    def _poll_hint(self) -> None:
        if self.hint_job is None or not self.hint_job[1]:
            return
        revision, box = self.hint_job
        self.hint_job = None
        answer = box[0]
        if revision != self.match.revision:
            pass  # the position changed meanwhile: the hint no longer applies
        elif isinstance(answer, Exception):
            self.toasts.show(f"No hint this time: {answer}", "error")
        else:
            self.toasts.show(answer[1], "info", HINT_SECONDS)
        if self.root is not None:
            self.resize()

    def start_review(self, ply: int) -> None:
        """Show the board as it was after ``ply`` moves (computer seats wait meanwhile)."""
        self.review = max(0, min(ply, self.match.ply))
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
        self.resize()

    def older_log(self) -> None:
        self.log_page = min(self.log_page + 1, self.log_pages - 1)

    def newer_log(self) -> None:
        self.log_page = max(0, self.log_page - 1)

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

    # -- events --------------------------------------------------------------------------

    def _board_element(self, pos: tuple[int, int]) -> str | None:
        lay = self.layout_rects
        if lay is None or not lay.board.collidepoint(pos):
            return None
        try:
            return self.view.element_at(pos)
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
            if self.layout_rects is not None and self.layout_rects.board.collidepoint(self.mouse):
                self.view.zoom(event.y, self.mouse)
        elif event.type == pygame.MOUSEMOTION:
            if self.panning is not None:
                self.view.pan((event.pos[0] - self.panning[0], event.pos[1] - self.panning[1]))
                self.panning = event.pos
            self.mouse = event.pos
            self.dnd.motion(event.pos)
            hovered = self._board_element(event.pos)
            if hovered is None and self._prompt_text_rect().collidepoint(event.pos):
                hovered = PROMPT_HOVER
            if hovered != self.hovered:
                self.hovered, self.hover_time = hovered, 0.0
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.mouse = event.pos
            if consumed or self.chooser:
                return
            for rect, entry in self.log_hits:
                if rect.collidepoint(event.pos):
                    self.start_review(entry.ply)
                    return
            if self.review is not None:
                return
            element = self._board_element(event.pos)
            if self.dnd.sticky and self.dnd.lifted is not None and element is None:
                self.dnd.reset()
                return
            self.dnd.press(event.pos, element, self.actions)
            if element is None and self.layout_rects and self.layout_rects.board.collidepoint(event.pos):
                self.panning = event.pos  # a drag on empty board pans a view that can
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.mouse = event.pos
            self.panning = None
            if self.chooser or (self.dnd.lifted is None and self.dnd.pressed_target is None):
                return
            speed = self.app.settings.animation_speed
            outcome = self.dnd.release(
                event.pos,
                self._board_element(event.pos),
                self.actions,
                self.match.explain,
                self._home,
                self.view.nearest,
                slide_time=0.25 / speed if speed > 0 else 0.0,
            )
            self._outcome(outcome)
        elif event.type == pygame.KEYDOWN and self.review is not None:
            if event.key == pygame.K_LEFT:
                self.start_review(self.review - 1)
            elif event.key == pygame.K_RIGHT:
                self.start_review(self.review + 1)
            elif event.key == pygame.K_ESCAPE:
                self.end_review()
        elif event.type == pygame.KEYDOWN:
            if event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
                self.undo()
            elif event.key == pygame.K_ESCAPE:
                if self.chooser:
                    self.cancel_chooser()
                else:
                    self.dnd.reset()

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
            self.refuse(outcome.message)

    def _picked(self, text: str) -> None:
        number = text.split(".", 1)[0]
        if number.isdigit() and 0 < int(number) <= len(self.actions):
            self.submit(self.actions[int(number) - 1])

    # -- the frame ---------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        self._poll_hint()
        self.dnd.update(dt)
        self.toasts.update(dt)
        self.since_change += dt
        self.hover_time += dt
        self._sync()
        if self.match.is_over():
            self.over_for += dt
            if not self.results_shown and self.over_for >= RESULTS_DELAY:
                self.results_shown = True
                from game.scenes.results import ResultsScene

                self.app.push(ResultsScene(self.app, self.match))
            return
        self.over_for = 0.0
        if self.tutorial is not None:
            self.tutorial.update(dt, self.match)
        if self.computer_moves and self.review is None:
            scripted = self.tutorial.computer_move(self.match) if self.tutorial is not None else None
            if scripted is None:
                self._computer()
            elif self.since_change >= self.app.settings.ai_pace:  # the lesson's scripted computer move
                self.submit(scripted)

    def _computer(self) -> None:
        """Ask the worker for the computer seat's move; play it once the pace allows. Never waits."""
        seat = self.seat_now()
        if seat is None or self.match.is_human(seat):
            return
        revision = self.match.revision
        if self.pending is None:
            if self.asked_revision != revision:
                level = self.match.seats[seat].level or "normal"
                self.asked_revision = revision
                try:
                    self.worker.start(self.match.ruleset, self.match.state, seat, level)
                except Exception as exc:  # a bad level name must not freeze the game
                    self._stuck(seat, f"cannot think: {exc}")
                return
            try:
                self.pending = self.worker.poll()
            except Exception as exc:
                self._stuck(seat, f"found no move to make ({type(exc).__name__}: {exc})")
                return
        result = self.pending
        if result is None or self.since_change < self.app.settings.ai_pace:
            return
        self.pending = None
        name = self.match.seat_name(seat)
        if result.error:
            self.toasts.show(f"{name}: {result.error} (a legal move was played instead)", "error")
        try:
            self.match.submit(result.action)
            if result.error:
                self.match.note(f"{name}'s search failed ({result.error}); it played a legal move instead.", seat)
        except IllegalAction as exc:
            self.toasts.show(f"{self.match.seat_name(seat)} tried an illegal move: {exc.reason}", "error")
            self.asked_revision = None
            return
        except OSError as exc:
            self.toasts.show(f"Autosave failed: {exc}", "error")
        except Exception as exc:  # a rules bug: apply raised before the match changed
            self._stuck(seat, f"could not make its move ({type(exc).__name__}: {exc})")
            return
        self.since_change = 0.0
        self.log_page = 0
        self._sync()

    def _stuck(self, seat: int, what: str) -> None:
        """The computer seat cannot move here: say so once, stop showing it as thinking (until the position changes)."""
        sentence = f"{self.match.seat_name(seat)} {what}."
        self.stuck = (self.match.revision, sentence)
        self.toasts.show(sentence, "error")

    def thinking_seat(self) -> int | None:
        seat = self.seat_now()
        if seat is None or self.match.is_human(seat) or not self.computer_moves:
            return None
        if self.stuck is not None and self.stuck[0] == self.match.revision:
            return None
        return seat

    def context(self) -> ViewContext:
        live = self.cover_for is None and self.review is None
        actions = self.actions if live else []
        key = (self._generation, live, self.dnd.lifted)
        if self._glow is None or self._glow[0] != key:  # once per change, not once per frame
            self._glow = (key, self.dnd.glowing(actions))
        return ViewContext(
            seat=self.viewer(),
            legal_targets=self._glow[1],
            sources=self._sources if live else set(),
            last_moves=self._last_moves,
            hovered=None if self.hovered == PROMPT_HOVER else self.hovered,
            lifted=self.dnd.lifted,
            colour_blind=self.app.settings.colour_blind_marks,
            time=self.app.time,
        )

    # -- painting -------------------------------------------------------------------------------

    @property
    def opaque(self) -> bool:
        """True once laid out: ``draw`` then paints every pixel, so the App need not clear the frame."""
        return self.layout_rects is not None

    def _layer(
        self,
        surface: pygame.Surface,
        name: str,
        key: tuple,
        area: pygame.Rect,
        background: tuple[int, int, int],
        paint: Callable[[pygame.Surface, tuple[int, int]], Any],
    ) -> Any:
        """Blit the picture of ``area`` for ``key``, painting it first only when ``key`` is new.

        The panels are text on parchment that changes a few times a minute, yet
        painting them every frame cost more than the board. ``paint(layer, offset)``
        draws in screen coordinates moved by ``offset`` onto an opaque layer filled
        with ``background`` (what lies under the panel); what it returns is kept
        with the picture and returned (e.g. the log's click areas). A few keys per
        panel are kept, since the thinking dots cycle through three pictures.
        """
        cache = self._layers.setdefault(name, {})
        hit = cache.get(key)
        if hit is None:
            layer = pygame.Surface(area.size, 0, surface)
            layer.fill(background)
            extra = paint(layer, (-area.x, -area.y))
            if len(cache) >= 4:
                cache.clear()
            hit = cache[key] = (layer, extra)
        surface.blit(hit[0], area)
        return hit[1]

    def draw(self, surface: pygame.Surface) -> None:
        lay = self.layout_rects
        if lay is None:
            return
        if self.cover_for is not None:
            key = ("cover", self.cover_for, self.app.settings.colour_blind_marks, self.scale, surface.get_size())
            cover = surface.get_rect()  # the whole screen: the layer's offset is (0, 0)
            self._layer(surface, "cover", key, cover, colours.WOOD_DARK, lambda layer, _: self._draw_cover(layer))
            return
        match, scale = self.match, self.scale
        cb = self.app.settings.colour_blind_marks
        review = self.reviewed_ply()
        # The prompt bar and the side panel are opaque layers: only the rest needs clearing.
        surface.fill(colours.WOOD_DARK, (0, lay.prompt.bottom, lay.side.x, surface.get_height() - lay.prompt.bottom))
        bar = pygame.Rect(lay.prompt.x, lay.prompt.y, lay.prompt.w, lay.prompt.h + 4)  # its gold line hangs below
        if review is not None:
            key = ("review", review, match.ply, tuple(bar), scale)
            self._layer(surface, "prompt", key, bar, colours.WOOD_DARK, self._paint_review_bar)
            ctx = self.context()
            ctx.last_moves = {}
            for entry in match.log:
                if entry.ply == review and not getattr(entry, "undone", False) and entry.seat is not None:
                    ctx.last_moves[entry.seat] = ctx.last_moves.get(entry.seat, ()) + tuple(entry.targets)
            self._draw_board(surface, match.states[review], ctx)
        else:
            thinking = self.thinking_seat() is not None
            key = ("live", id(match), match.revision, thinking, cb, tuple(bar), scale)
            self._layer(surface, "prompt", key, bar, colours.WOOD_DARK, self._paint_prompt_bar)
            self._draw_board(surface, match.state, self.context())
        # the side: wood under the choices and the log (one layer), then the seats (their own layer)
        title = "Your choices" if self.actions and review is None else "Choices"
        idle = self._idle_text() if not self.actions or review is not None else None
        key = (id(match), match.revision, len(match.log), review, self.log_page, title, idle, cb, scale)
        key += (tuple(lay.side), tuple(lay.actions), tuple(lay.log))
        pages, hits = self._layer(
            surface, "side", key, lay.side, colours.WOOD, lambda layer, off: self._paint_side(layer, off, title, idle)
        )
        self.log_pages = pages
        self.log_hits = list(hits)
        self._draw_seats(surface, lay.seats)

    def _draw_board(self, surface: pygame.Surface, state: Any, ctx: ViewContext) -> None:
        """The board view's picture; a view that raises leaves a note on the board, not a closed window.

        The player is told once per failure (not once per frame) and can still
        save, undo or play from the action list.
        """
        try:
            self.view.draw(surface, state, ctx)
        except Exception as exc:  # a drawing bug must not lose the game in progress
            board = self.layout_rects.board
            surface.fill(colours.WOOD_DARK, board)
            message = self._view_failed("The board could not be drawn", exc)
            for i, line in enumerate(fonts.wrap(message, self.px(16), board.w - self.px(40))):
                pos = (board.x + self.px(20), board.y + self.px(20) + i * self.px(22))
                fonts.draw_text(surface, line, pos, self.px(16), colours.PARCHMENT)

    def _view_failed(self, what: str, exc: Exception) -> str:
        """The sentence for a board view's failure, shown as a toast once per failure, not once per frame."""
        message = f"{what} ({type(exc).__name__}: {exc}); the choices still work."
        if self._draw_error != message:
            self._draw_error = message
            self.toasts.show(message, "error")
        return message

    def _paint_review_bar(self, layer: pygame.Surface, offset: tuple[int, int]) -> None:
        review, ply = self.reviewed_ply(), self.match.ply
        draw_prompt_bar(
            layer,
            self.layout_rects.prompt.move(offset),
            "",
            None,
            f"Reviewing the board after move {review} of {ply}" if review else "Reviewing the starting board",
            "The Left and Right arrow keys step through the moves; Esc or “Back to the game” returns to play.",
            scale=self.scale,
            reserve=self.px(320),
            rule_label="",
        )

    def _paint_prompt_bar(self, layer: pygame.Surface, offset: tuple[int, int]) -> None:
        match = self.match
        prompt = match.prompt()
        seat = prompt.seat if prompt.seat is not None else self.seat_now()
        who = match.seat_name(seat) if seat is not None else ""
        text = prompt.text
        if seat is not None and text.startswith(f"Seat {seat + 1}: "):
            text = text[len(f"Seat {seat + 1}: ") :]  # the bar names the seat itself
        draw_prompt_bar(
            layer,
            self.layout_rects.prompt.move(offset),
            who,
            seat,
            text,
            prompt.rule,
            self.app.settings.colour_blind_marks,
            self.scale,
            thinking=self.thinking_seat() is not None,
            reserve=self.px(320),
        )

    def _paint_side(
        self, layer: pygame.Surface, offset: tuple[int, int], title: str, idle: str | None
    ) -> tuple[int, list]:
        """The choices panel (its title, or a note when there is nothing to choose) and the log.

        Returns the log's page count and its entries' click areas in screen coordinates.
        """
        lay, scale = self.layout_rects, self.scale
        actions = lay.actions.move(offset)
        draw_panel(layer, actions, title, scale)
        if idle is not None:
            inner = actions.inflate(-self.px(16), -self.px(40))
            for i, line in enumerate(fonts.wrap(idle, self.px(15), inner.w)):
                pos = (inner.x, inner.y + self.px(20) + i * self.px(20))
                fonts.draw_text(layer, line, pos, self.px(15), colours.INK_SOFT)
        entries = [e for e in self.match.log if not getattr(e, "undone", False)]
        hits: list = []
        pages = draw_log(
            layer,
            lay.log.move(offset),
            entries,
            self.log_page,
            self.app.settings.colour_blind_marks,
            scale,
            hits=hits,
            marked_ply=self.reviewed_ply(),
        )
        return pages, [(rect.move(-offset[0], -offset[1]), entry) for rect, entry in hits]

    def reviewed_ply(self) -> int | None:
        """The ply being reviewed, kept within the history (an undo may have shortened it)."""
        if self.review is None:
            return None
        return max(0, min(self.review, self.match.ply))

    def _idle_text(self) -> str:
        if self.review is not None:
            return "Reviewing an earlier position: click a line of the log to see the board after it."
        if self.match.is_over():
            return "The game is over."
        seat = self.thinking_seat()
        if seat is not None:
            return f"{self.match.seat_name(seat)} is thinking…"
        if self.stuck is not None and self.stuck[0] == self.match.revision:
            return f"{self.stuck[1]} The game cannot go on from here: undo a move, or save it and report the problem."
        return "Waiting."

    def _totals(self) -> dict[int, int]:
        """Provisional totals per seat, computed once per change of the match, not once per frame."""
        key = (id(self.match), self.match.revision)
        if getattr(self, "_totals_key", None) != key:
            try:
                self._totals_cache = {s.seat: s.total for s in self.match.ruleset.scores(self.match.state)}
            except Exception:
                self._totals_cache = {}
            self._totals_key = key
        return self._totals_cache

    def _draw_seats(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """Each seat: marker, name, provisional score; a pulsing 'thinking' note on the computer's seat.

        The panel is a layer repainted when a move is made or the dots step on; the
        thinking seat's progress bar moves every frame, so it is drawn over the layer.
        """
        to_move, thinking = self.seat_now(), self.thinking_seat()
        dots = 1 + int(self.app.time * 3) % 3 if thinking is not None else 0
        cb = self.app.settings.colour_blind_marks
        key = (id(self.match), self.match.revision, to_move, thinking, dots, cb, self.scale, tuple(rect))
        cells = self._layer(
            surface,
            "seats",
            key,
            rect,
            colours.WOOD,
            lambda layer, off: self._paint_seats(layer, rect.move(off), to_move, thinking, dots),
        )
        progress = self._worker.progress if thinking is not None and self._worker is not None else None
        if progress is not None:
            x, cy, col_w = cells[thinking]
            size = self.px(14)
            bar = pygame.Rect(x + self.px(22), cy + size // 2 + 2, col_w - self.px(34), max(2, self.px(3)))
            pygame.draw.rect(surface, colours.PARCHMENT_DARK, bar)
            pygame.draw.rect(surface, colours.DEEP_BLUE, (bar.x, bar.y, int(bar.w * min(1.0, progress)), bar.h))

    def _paint_seats(
        self, layer: pygame.Surface, rect: pygame.Rect, to_move: int | None, thinking: int | None, dots: int
    ) -> dict[int, tuple[int, int, int]]:
        """The seats panel on ``layer``; returns each seat's (x, centre y, column width) on the screen."""
        ox, oy = rect.x - self.layout_rects.seats.x, rect.y - self.layout_rects.seats.y
        inner = draw_panel(layer, rect, "", self.scale)
        totals = self._totals()
        n = len(self.match.seats)
        cols = 2 if n > 3 else 1
        rows = (n + cols - 1) // cols
        row_h = max(self.px(18), inner.h // max(1, rows))
        col_w = inner.w // cols
        size = self.px(14)
        cells: dict[int, tuple[int, int, int]] = {}
        for seat in range(n):
            r, c = divmod(seat, cols)
            x, y = inner.x + c * col_w, inner.y + r * row_h
            cy = y + row_h // 2
            cells[seat] = (x - ox, cy - oy, col_w)
            colours.draw_marker(layer, seat, (x + self.px(9), cy), self.px(8), self.app.settings.colour_blind_marks)
            name = f"thinking{'.' * dots}" if seat == thinking else self.match.seat_name(seat)
            label = fonts.fit(f"{name}  {totals.get(seat, '')}", size, col_w - self.px(26), seat == to_move)
            colour = colours.DEEP_BLUE if seat == thinking else colours.INK
            fonts.draw_text(layer, label, (x + self.px(22), cy), size, colour, seat == to_move, "midleft")
        return cells

    def _draw_cover(self, surface: pygame.Surface) -> None:
        from graphics import theme

        theme.paint_backdrop(surface)
        w, h = surface.get_size()
        seat = self.cover_for
        name = self.match.seat_name(seat)
        colours.draw_marker(
            surface, seat, (w // 2, h // 2 - self.px(110)), self.px(36), self.app.settings.colour_blind_marks
        )
        fonts.draw_text(
            surface,
            f"Pass the screen to {name}",
            (w // 2, h // 2 - self.px(40)),
            self.px(34),
            colours.PARCHMENT,
            True,
            "center",
        )
        fonts.draw_text(
            surface,
            "The board is hidden until they are ready.",
            (w // 2, h // 2),
            self.px(18),
            colours.GOLD,
            False,
            "center",
        )

    def draw_over(self, surface: pygame.Surface) -> None:
        lay = self.layout_rects
        if lay is None:
            return
        if self.cover_for is None:
            try:
                self._draw_pieces_over(surface)
            except Exception as exc:  # a view's drawing bug must not close the window
                self._view_failed("The piece or tooltip could not be drawn", exc)
        if self.tutorial is not None:
            self.tutorial.draw(surface, self)
        self.toasts.draw(surface, lay.toast, self.scale)

    def _prompt_text_rect(self) -> pygame.Rect:
        """The prompt bar left of its buttons: hovering it shows the whole prompt and rule."""
        lay = self.layout_rects
        if lay is None:
            return pygame.Rect(0, 0, 0, 0)
        buttons = 3 * self.px(96) + self.px(34)
        return pygame.Rect(lay.prompt.x, lay.prompt.y, max(0, lay.prompt.w - buttons), lay.prompt.h)

    def _prompt_tip(self) -> str | None:
        """The prompt in full, rule included: the bar may cut a long rule short at small window sizes."""
        if self.review is not None:
            return None
        prompt = self.match.prompt()
        return f"{prompt.text}\nRule: {prompt.rule}" if prompt.rule else prompt.text

    def _draw_pieces_over(self, surface: pygame.Surface) -> None:
        """The lifted or sliding piece and the hover tooltip, over the widgets."""
        state = self.match.state
        if self.dnd.lifted is not None:
            if self.dnd.dragging:
                self.view.draw_lifted(surface, state, self.dnd.lifted, self.dnd.pos)
            else:
                rect = self.view.rect_of(self.dnd.lifted)
                if rect is not None:
                    pygame.draw.rect(surface, colours.GLOW, rect.inflate(8, 8), 3, border_radius=8)
        elif self.dnd.slide is not None:
            self.view.draw_lifted(surface, state, self.dnd.slide.source, self.dnd.slide.pos())
        if self.hovered and self.dnd.lifted is None and self.hover_time >= self.app.settings.tooltip_delay:
            key = (id(self.match), self.match.revision, self.hovered)
            if self._tip is None or self._tip[0] != key:  # once per element hovered, not per frame
                self._tip = (key, None)  # a describe that raises is asked once, not every frame
                prompt_hovered = self.hovered == PROMPT_HOVER
                self._tip = (key, self._prompt_tip() if prompt_hovered else self.view.describe(state, self.hovered))
            text = self._tip[1]
            if text:
                self.view.draw_tooltip(surface, text, self.mouse, self.px(15))


def _set_enabled(button: pygame_gui.elements.UIButton, enabled: bool) -> None:
    if enabled and not button.is_enabled:
        button.enable()
    elif not enabled and button.is_enabled:
        button.disable()
