"""Every screen of the client, for the tests that draw them all at many window sizes and UI scales.

``screens(app)`` names each screen and a function that pushes it over the main
menu; ``problems(app)`` lists what is wrong with the screen on top: a widget
outside the window, two widgets overlapping, or a board that raised.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pygame

import rules
from game.ai import make_agent
from game.match import Match, Seat

GAMES = ("endeavor", "steam", "aoe3")


def played(game: str, players: int, moves: int, seed: int = 1) -> Match:
    """A match of ``game`` after ``moves`` random moves, one human and computer seats."""
    rs = rules.get(game)
    seats = [Seat("human")] + [Seat("ai", "random") for _ in range(1, players)]  # named by colour
    match = Match(rs, seats, seed)
    agent = make_agent("random", rs, seed)
    for _ in range(moves):
        seat = match.to_move()
        if seat is None:
            break
        match.submit(agent.choose(match.state, seat))
    return match


def screens() -> Iterator[tuple[str, Callable]]:
    """(name, push(app)) for each screen: menu, each game's new game, settings, load, rules, boards and their game
    menus, results, lesson."""
    from game.scenes.lessons import LessonsScene
    from game.scenes.load import LoadScene
    from game.scenes.new_game import NewGameScene
    from game.scenes.results import ResultsScene
    from game.scenes.rules_scene import RulesScene
    from game.scenes.settings_scene import SettingsScene
    from game.scenes.tutorial import start_tutorial

    yield "menu", lambda app: None

    for game in GAMES:

        def new_game(app, game=game):
            scene = NewGameScene(app)
            scene._select_game(game)
            return app.push(scene)

        yield f"new game {game}", new_game

    def every_option(app, page=False):
        """Endeavor with the Age of Expansion cards on, five seats: its deck choices as one row, and their page."""
        scene = NewGameScene(app)
        scene._select_game("endeavor")
        scene.options = scene.ruleset.resolve_options({"aoe_cards": True, "aoe_buildings": True})
        scene.players = 5
        scene._fit_players()
        app.push(scene)
        if page:
            group = [o for o in scene.ruleset.options_in_play(scene.options) if o.group]
            scene._open_group(group[0].group, group)

    yield "new game endeavor, every option", every_option
    yield "new game endeavor, the decks page", lambda app: every_option(app, True)
    yield "settings", lambda app: app.push(SettingsScene(app))
    yield "load", lambda app: app.push(LoadScene(app))
    yield "rules", lambda app: app.push(RulesScene(app))
    for game in GAMES:
        yield f"board {game}", _board(game)
        yield f"game menu {game}", _game_menu(game)
        yield f"results {game}", lambda app, game=game: app.push(ResultsScene(app, _match(game)))
    yield "learn to play", lambda app: app.push(LessonsScene(app))
    yield "lesson", lambda app: start_tutorial(app)


_MATCHES: dict[str, Match] = {}


def _match(game: str) -> Match:
    """One played match per game, made once: the screens only read it."""
    if game not in _MATCHES:
        _MATCHES[game] = played(game, 5 if game != "steam" else 4, 40)
    return _MATCHES[game]


def _board(game: str) -> Callable:
    def push(app):
        from game.scenes.play import PlayScene

        return app.push(PlayScene(app, _match(game), computer_moves=False))

    return push


def _game_menu(game: str) -> Callable:
    """The board with Esc's game menu open over it."""

    def push(app):
        scene = _board(game)(app)
        scene.open_menu()
        return scene

    return push


def widgets(scene) -> list:
    """The scene's visible widgets: the direct children of its container and of its panels."""
    import pygame_gui

    out = []
    for element in scene.root.elements if scene.root is not None else ():
        if not element.visible or isinstance(element, pygame_gui.core.UIContainer):
            continue  # containers are a widget's own parts (a list's items, a scroll bar's buttons)
        if len(element.object_ids) > 2:
            continue  # a part of another widget (a text box's scroll bar)
        out.append(element)
    return out


def problems(app) -> list[str]:
    """What is wrong on the screen on top: widgets off the window or overlapping, a board that raised."""
    scene = app.scene
    window = app.screen.get_rect()
    found = []
    elements = widgets(scene)
    for e in elements:
        if not window.contains(e.rect):
            found.append(f"{_name(e)} {tuple(e.rect)} falls outside the {window.w}x{window.h} window")
    for i, a in enumerate(elements):
        for b in elements[i + 1 :]:
            if a.rect.colliderect(b.rect):
                found.append(f"{_name(a)} {tuple(a.rect)} overlaps {_name(b)} {tuple(b.rect)}")
    for pos, text, size, _colour, bold in getattr(scene, "texts", ()):
        from graphics import fonts

        rect = pygame.Rect(pos, fonts.font(size, bold).size(text))
        if not window.contains(rect):
            found.append(f"the text {text!r} {tuple(rect)} falls outside the window")
        for e in elements:
            if rect.colliderect(e.rect):
                found.append(f"the text {text!r} {tuple(rect)} overlaps {_name(e)} {tuple(e.rect)}")
    error = getattr(scene, "_draw_error", None)
    if error:
        found.append(error)
    return found


def _name(element) -> str:
    text = getattr(element, "text", None) or getattr(element, "selected_option", None) or ""
    if isinstance(text, tuple):
        text = text[0]
    return f"{type(element).__name__}({text!r})" if text else type(element).__name__
