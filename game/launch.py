"""Opening the window at a scene: ``run`` for the program, ``screenshot`` for one frame headless.

The command line imports this module (and so pygame) only when a window is
wanted. It sits above both the App and the scenes, so neither imports the other
to start a game.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from game.app import FPS, App
from game.paths import config_root, remove_stale_temporaries
from game.saves import saves_dir
from game.scenes.load import LoadScene
from game.scenes.menu import MenuScene
from game.scenes.new_game import NewGameScene
from game.scenes.play import PlayScene
from game.scenes.results import ResultsScene
from game.scenes.rules_scene import RulesScene
from game.scenes.settings_scene import SettingsScene
from game.scenes.tutorial import start_tutorial
from game.settings import Settings, read_settings

if TYPE_CHECKING:
    from game.match import Match

__all__ = ["new_match", "open_app", "run", "screenshot"]


def new_match(start: Any, autosave: bool = True) -> Match:
    """The Match a StartSpec describes (a new game, or its save ``load``), autosaving."""
    return start.new_match(autosave=autosave)


def open_app(start: Any | None = None, settings: Settings | None = None) -> App:
    """The program's start: clean up, read the settings, open the window on the menu.

    Temporary files a killed save left are removed; settings that could not be
    read are replaced by the defaults and the menu says so once. With a
    StartSpec the game opens straight away over the menu.
    """
    for folder in (saves_dir(), config_root()):
        remove_stale_temporaries(folder)
    problem = None
    if settings is None:
        settings, problem = read_settings()
    app = App(settings)
    menu = MenuScene(app)
    menu.message = problem or ""
    app.push(menu)
    if start is not None:
        app.push(PlayScene(app, new_match(start)))
    return app


def run(start: Any | None = None, settings: Settings | None = None) -> int:
    """Open the window (see ``open_app``) and run the loop until the player quits."""
    app = open_app(start, settings)
    app.run()
    pygame.quit()
    return 0


def screenshot(
    target: str,
    out: str | Path,
    size: tuple[int, int] | None = None,
    load: str | Path | None = None,
    after: int = 0,
    seed: int = 1,
    players: int | None = None,
    options: dict | None = None,
    review: int | None = None,
    ui_scale: float = 1.0,
    screen: str = "board",
) -> Path:
    """Paint one frame headless and save it as a PNG.

    ``target`` is ``menu`` or a game id: a seeded game after ``after`` moves
    chosen by the random agent (shown from the view of the seat to move, with
    its legal targets lit), or the save ``load``. ``players`` and ``options``
    set up the seeded game (default: three seats or the nearest allowed, the
    default options). ``review`` shows the board after that many moves, as a
    click on the log does (a recorded game watched move by move). ``target``
    may also be ``settings``, ``rules``, ``load`` or ``lesson``, and ``screen``
    ``game-menu`` (Esc's menu over the board), ``new-game`` or ``results`` for a game's other screens;
    ``ui_scale`` is the settings' text and UI scale. Returns the path written.
    """
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    # every seat is human: show the seat to move, not a wait for End turn; a first-time tip would cover the board
    settings = Settings(confirm_turns=False, tips=False, ui_scale=ui_scale)
    if size is not None:
        settings.window_size = tuple(size)
    app = App(settings, tuple(settings.window_size))
    app.push(MenuScene(app))
    if target in OTHER_SCREENS:
        OTHER_SCREENS[target](app)
    elif target != "menu":
        _push_game_screen(app, screen, _screenshot_match(target, load, after, seed, players, options), review)
    for _ in range(3):  # let pygame_gui lay out and finish its first paint
        app.step(dt=1 / FPS)
    out = Path(out)
    out.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(app.screen, str(out))
    pygame.quit()
    return out


def _push_game_screen(app: App, screen: str, match: Match, review: int | None) -> None:
    if screen == "new-game":
        scene = NewGameScene(app)
        scene._select_game(match.ruleset.id)
        scene.options = dict(match.options)
        scene._fit_players()
        app.push(scene)
    elif screen == "results":
        app.push(ResultsScene(app, match))
    else:
        scene = app.push(PlayScene(app, match, computer_moves=False))
        if review is not None:
            scene.start_review(review)
        if screen == "game-menu":
            scene.open_menu()


#: The screens ``screenshot`` opens over the menu by name (a game id opens the game's).
OTHER_SCREENS: dict[str, Callable[[App], Any]] = {
    "settings": lambda app: app.push(SettingsScene(app)),
    "rules": lambda app: app.push(RulesScene(app)),
    "load": lambda app: app.push(LoadScene(app)),
    "lesson": start_tutorial,
}


def _screenshot_match(
    game_id: str,
    load: str | Path | None,
    after: int,
    seed: int,
    players: int | None = None,
    options: dict | None = None,
) -> Match:
    import rules
    from game import saves
    from game.ai import make_agent
    from game.match import Match, Seat

    if load:
        match = saves.load(Path(load))
    else:
        ruleset = rules.get(game_id)
        resolved = ruleset.resolve_options(options or {})
        allowed = ruleset.allowed_players(resolved)
        if players is None:
            players = min(allowed.stop - 1, max(allowed.start, 3))
        # every seat human, so the frame shows the decision of whoever is to move (glowing targets, choices)
        seats = [Seat("human") for _ in range(players)]
        match = Match(ruleset, seats, seed, resolved)
    agent = make_agent("random", match.ruleset, seed)
    for _ in range(after):
        seat = match.to_move()
        if seat is None:
            break
        match.submit(agent.choose(match.state, seat))
    return match
