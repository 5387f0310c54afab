"""New game, load, results and resizing, through the real loop."""

from __future__ import annotations

import pygame

from game import saves
from game.match import Match, Seat
from game.scenes.load import LoadScene
from game.scenes.menu import MenuScene
from game.scenes.new_game import NewGameScene
from game.scenes.play import RESULTS_DELAY, PlayScene
from game.scenes.results import ResultsScene
from tests.game.ui.conftest import button, click, frames


def test_new_game_builds_the_match_from_the_chosen_game_and_seats(app, tiny_game):
    app.push(MenuScene(app))
    scene = app.push(NewGameScene(app))
    scene._on_game("tiny")
    scene._on_players("2")
    scene.seed_entry.set_text("42")
    frames(app)
    click(app, button(scene, "Start").rect.center)
    play = app.scene
    assert isinstance(play, PlayScene)
    assert play.match.ruleset.id == "tiny" and play.match.seed == 42
    assert [s.kind for s in play.match.seats] == ["human", "ai"]
    assert len(app.scenes) == 2  # the menu stays underneath


def test_a_bad_seed_is_refused_with_a_message(app, tiny_game):
    app.push(MenuScene(app))
    scene = app.push(NewGameScene(app))
    scene._on_game("tiny")
    scene.seed_entry.set_text("forty-two")
    frames(app)
    click(app, button(scene, "Start").rect.center)
    assert app.scene is scene
    assert "whole number" in scene.error


def test_a_broken_save_is_named_with_its_reason_and_nothing_changes(app, tiny_game):
    folder = saves.saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    broken = folder / "broken.json"
    broken.write_text('{"format": 1, "game": "tiny", "act', encoding="utf-8")
    app.push(MenuScene(app))
    scene = app.push(LoadScene(app))
    frames(app)
    item = scene.list.item_list_container.elements[0]
    assert "broken.json" in item.text
    click(app, item.rect.center)
    click(app, button(scene, "Load").rect.center)
    assert app.scene is scene
    assert "broken.json" in scene.error
    assert broken.read_text(encoding="utf-8") == '{"format": 1, "game": "tiny", "act'


def test_a_good_save_opens_in_the_play_scene(app, tiny_game):
    match = Match(tiny_game, [Seat("human"), Seat("human")], seed=2)
    match.submit(match.legal_actions()[3])
    saves.save(match)
    app.push(MenuScene(app))
    scene = app.push(LoadScene(app))
    frames(app)
    click(app, scene.list.item_list_container.elements[0].rect.center)
    click(app, button(scene, "Load").rect.center)
    assert isinstance(app.scene, PlayScene)
    assert [a.text for a in app.scene.match.history] == ["0 place cell=3"]


def test_the_results_follow_the_last_move(app, tiny_game):
    match = Match(tiny_game, [Seat("human"), Seat("human")], seed=2)
    while not match.is_over():
        match.submit(match.legal_actions()[0])
    app.push(MenuScene(app))
    app.push(PlayScene(app, match, computer_moves=False))
    frames(app, int(RESULTS_DELAY * 60) + 5)
    assert isinstance(app.scene, ResultsScene)
    assert app.scene.ranking == tiny_game.ranking(match.state)
    click(app, button(app.scene, "Main menu").rect.center)
    assert isinstance(app.scene, MenuScene)


def test_resizing_the_window_lays_the_board_out_for_the_new_size(app, tiny_game):
    match = Match(tiny_game, [Seat("human"), Seat("human")], seed=2)
    app.push(MenuScene(app))
    scene = app.push(PlayScene(app, match, computer_moves=False))
    frames(app)
    app.step([pygame.event.Event(pygame.VIDEORESIZE, w=1000, h=700, size=(1000, 700))], dt=1 / 60)
    assert app.size == (1000, 700)
    assert scene.layout_rects.board.right < 1000
    assert scene.view.rect == scene.layout_rects.board
    assert scene.view.rect_of("cell:8").bottom < 700


def test_the_window_never_shrinks_below_the_smallest_usable_size(app, tiny_game):
    from game.app import MIN_SIZE

    app.push(MenuScene(app))
    app.step([pygame.event.Event(pygame.VIDEORESIZE, w=300, h=200, size=(300, 200))], dt=1 / 60)
    assert app.size == MIN_SIZE


def test_endeavor_s_deck_choices_are_one_row_opening_their_own_page(app):
    """Age of Expansion: "you may choose to keep some of the original region decks and/or the Europe deck". The
    seven choices sit on a page of their own; the one changed there is what the new game is dealt with."""
    from game.scenes.option_group import OptionGroupScene
    from rules.endeavor import data as D

    app.push(MenuScene(app))
    scene = app.push(NewGameScene(app))
    scene._on_game("endeavor")
    assert "All Age of Expansion" not in [getattr(e, "text", "") for e in scene.callbacks]  # the cards are off
    scene.options["aoe_cards"] = True
    scene._rebuild()
    frames(app)
    click(app, button(scene, "All Age of Expansion").rect.center)
    page = app.scene
    assert isinstance(page, OptionGroupScene) and page.heading == "Age of Expansion decks"
    north_america = next(iter(page.dropdowns.values()))
    north_america("Age of Sail (original)")
    click(app, button(page, "Done").rect.center)
    assert app.scene is scene and scene.options["deck_north_america"] == "original"
    frames(app)
    assert button(scene, "1 of 7 changed")
    click(app, button(scene, "Start").rect.center)
    stacks = app.scene.match.state.stacks
    na = D.DECK_INDEX["north_america"]
    assert stacks[na] == D.DECK_CARDS[na] and stacks[D.EUROPE_DECK] == D.DECK_CARDS_AOE[D.EUROPE_DECK]
