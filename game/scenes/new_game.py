"""New game: which game, its variants (from ``Ruleset.options()``), the seats and the seed."""

from __future__ import annotations

import random

import pygame
import pygame_gui

import rules
from game import components as game_components
from game.scenes.form import FormScene
from game.scenes.option_group import OptionGroupScene, group_summary
from rules.core import SetupError

HUMAN = "Human"
BUILT_IN = "built-in"
MINE = "my corrections"


def level_label(level: str) -> str:
    return f"Computer ({level})"


class NewGameScene(FormScene):
    title = "New game"
    heading = "New game"

    def __init__(self, app) -> None:
        super().__init__(app)
        from game.ai import LEVELS

        self.levels = [lvl for lvl in LEVELS if lvl != "greedy"]  # greedy is a yardstick, not a menu level
        self.games = rules.all()
        self.game_id = self.games[0].id if self.games else ""
        self.options: dict = {}
        self.players = 0
        self.seat_kinds: list[str] = []  # "human" or a level name, per seat
        self.seed = str(random.randrange(1, 1_000_000))
        self.seed_entry: pygame_gui.elements.UITextEntryLine | None = None
        self.mine = False  # play with the owner's component corrections (only offered when their folder has files)
        self._select_game(self.game_id)

    # -- the choices -------------------------------------------------------------

    @property
    def ruleset(self):
        return rules.get(self.game_id) if self.game_id else None

    def _select_game(self, game_id: str) -> None:
        self.game_id = game_id
        self.mine = game_components.in_use(game_id) != BUILT_IN and game_components.has_corrections(game_id)
        rs = self.ruleset
        if rs is None:
            return
        self.options = rs.resolve_options({})
        self._fit_players()

    def _fit_players(self) -> None:
        allowed = self.ruleset.allowed_players(self.options)
        if self.players not in allowed:
            self.players = min(allowed.stop - 1, max(allowed.start, 3))
        default = self.levels[min(2, len(self.levels) - 1)] if self.levels else "random"
        while len(self.seat_kinds) < self.players:
            self.seat_kinds.append("human" if not self.seat_kinds else default)
        del self.seat_kinds[self.players :]

    # -- widgets -----------------------------------------------------------------

    def build(self) -> None:
        super().build()
        card = self.card
        pad = self.px(28)
        col_w = (card.w - 3 * pad) // 2
        bw, bh = self.px(160), self.px(44)
        bottom = card.bottom - self.px(24) - bh
        top = card.y + self.px(72)
        height = bottom - self.px(48) - top  # above the error line and the buttons
        rs = self.ruleset
        if rs is None:
            self.error = "No games are installed."
        else:
            self.lay_out_rows(pygame.Rect(card.x + pad, top, col_w, height), self._setup_rows(rs), col_w, 1)
            # seats, in the right-hand column
            seat_choices = [HUMAN] + [level_label(lvl) for lvl in self.levels]
            seats = []
            for seat in range(self.players):
                kind = self.seat_kinds[seat]
                current = HUMAN if kind == "human" else level_label(kind)
                make = lambda ctrl, c=current, s=seat: self.dropdown(ctrl, seat_choices, c, self._seat_setter(s))  # noqa: E731
                seats.append((rs.seat_title(seat), "", make))
            seats.append(self._components_row(rs))
            self.lay_out_rows(pygame.Rect(card.x + 2 * pad + col_w, top, col_w, height), seats, col_w, 1)
        self.error_label(pygame.Rect(card.x + pad, bottom - self.px(40), card.w - 2 * pad, self.px(30)))
        self.back_button = self.button(pygame.Rect(card.x + pad, bottom, bw, bh), "Back", self.app.pop)
        self.start_button = self.button(
            pygame.Rect(card.right - pad - bw, bottom, bw, bh),
            "Start",
            self.start,
            "#menu_button",
            enabled=rs is not None,
        )

    def _setup_rows(self, rs) -> list:
        """The left column: the game, the options in play, the players and the seed."""
        by_title = {r.title: r.id for r in self.games}
        rows = [
            (
                "Game",
                "",
                lambda ctrl: self.dropdown(ctrl, list(by_title), rs.title, lambda t: self._on_game(by_title[t])),
            )
        ]
        in_play = rs.options_in_play(self.options)
        groups: dict[str, list] = {}
        for opt in in_play:
            if opt.group:
                groups.setdefault(opt.group, []).append(opt)
        for opt in in_play:
            if opt.group:  # the group's one row, where its first option would be (game/scenes/option_group.py)
                if opt.group in groups:
                    rows.append(self._group_row(opt.group, groups.pop(opt.group)))
                continue
            labels = [opt.label_of(v) for v in opt.choices]
            current = opt.label_of(self.options[opt.id])
            make = lambda ctrl, o=opt, ls=labels, c=current: self.dropdown(ctrl, ls, c, self._option_setter(o))  # noqa: E731
            rows.append((opt.label, opt.description, make))
        allowed = [str(n) for n in self.ruleset.allowed_players(self.options)]
        rows.append(("Players", "", lambda ctrl: self.dropdown(ctrl, allowed, str(self.players), self._on_players)))
        rows.append(("Seed", "The same seed deals the same game.", self._seed_field))
        return rows

    def _components_row(self, rs) -> tuple:
        """Built-in components, or the owner's corrections when their folder holds files (else it says where)."""
        where = game_components.folder(rs.id)
        if not game_components.has_corrections(rs.id):
            hint = f"No corrections of your own: put files in {where} to use them (docs/components.md)."
            return ("Components", hint, lambda ctrl: self.dropdown(ctrl, [BUILT_IN], BUILT_IN, lambda t: None))
        hint = f"Your corrections are the files in {where}; a file that does not fit is refused and named."
        current = MINE if self.mine else BUILT_IN
        return ("Components", hint, lambda ctrl: self.dropdown(ctrl, [BUILT_IN, MINE], current, self._on_components))

    def _on_components(self, text: str) -> None:
        self.mine = text == MINE
        self._read_seed()
        self.error = ""
        if self.mine:
            refused = game_components.read(self.game_id).refused
            if refused:
                self.error = "Refused, the built-in data is used instead: " + "; ".join(str(r) for r in refused)
        self.resize()

    def _group_row(self, group: str, options: list) -> tuple:
        """The row of an option group: a button naming what is set, opening the group's page."""
        text, changed = group_summary(options, self.options)

        def make(ctrl: pygame.Rect) -> None:
            self.button(ctrl, text, lambda: self._open_group(group, options))

        hint = changed or "Set one by one on a page of their own: " + ", ".join(o.label for o in options) + "."
        return (group, hint, make)

    def _open_group(self, group: str, options: list) -> None:
        self._read_seed()
        self.app.push(OptionGroupScene(self.app, group, options, self.options))

    def _seed_field(self, ctrl: pygame.Rect) -> None:
        self.seed_entry = pygame_gui.elements.UITextEntryLine(ctrl, self.manager, container=self.root)
        self.seed_entry.set_text(self.seed)

    def _option_setter(self, opt):
        def set_option(text: str) -> None:
            self.options[opt.id] = opt.choices[[opt.label_of(v) for v in opt.choices].index(text)]
            self._fit_players()
            self._rebuild()

        return set_option

    def _seat_setter(self, seat: int):
        def set_seat(text: str) -> None:
            self.seat_kinds[seat] = "human" if text == HUMAN else text[len("Computer (") : -1]

        return set_seat

    def _on_game(self, game_id: str) -> None:
        self._select_game(game_id)
        self._rebuild()

    def _on_players(self, text: str) -> None:
        self.players = int(text)
        self._fit_players()
        self._rebuild()

    def _rebuild(self) -> None:
        self._read_seed()
        self.error = ""
        self.resize()

    def _read_seed(self) -> None:
        if self.seed_entry is not None and self.seed_entry.alive():
            self.seed = self.seed_entry.get_text().strip()

    # -- starting --------------------------------------------------------------------

    def seats(self) -> list:
        from game.match import Seat

        return [Seat("human") if kind == "human" else Seat("ai", kind) for kind in self.seat_kinds]

    def start(self) -> None:
        from game import saves
        from game.match import Match
        from game.scenes.play import PlayScene

        self._read_seed()
        try:
            seed = int(self.seed)
        except ValueError:
            self.error = f"The seed must be a whole number, not {self.seed!r}."
            self.resize()
            return
        chosen = game_components.use(self.game_id, self.mine)
        try:
            match = Match(self.ruleset, self.seats(), seed, dict(self.options), autosave=saves.autosave)
        except SetupError as exc:
            self.error = str(exc)
            self.resize()
            return
        scene = PlayScene(self.app, match)
        self.app.replace(scene)
        if chosen.refused:
            refused = "; ".join(str(r) for r in chosen.refused)
            scene.toasts.show(f"Refused, the built-in data is used instead: {refused}", "error", 12.0)

    def handle(self, event: pygame.event.Event, consumed: bool) -> None:
        super().handle(event, consumed)
