"""Endeavor: the rest of the game through the real loop: Learn to play lists it under Endeavor after the first
game, the learner plays every step with posted mouse events (drags of discs, cards and buildings, clicks on the
stack, the action list for Pass and Stop) to the end of the game, the results show the closing words beside the
score sheet, and the lesson is ticked; an off-script Payment is refused with a sentence and changes nothing."""

from __future__ import annotations

import pygame

from game.scenes.lessons import LessonsScene
from game.scenes.menu import MenuScene
from game.scenes.play import PlayScene
from game.scenes.results import ResultsScene
from game.settings import load_settings
from tests.game.lesson_checks import play_every_step
from tests.game.ui.conftest import button, click, drag, frames, row_shows


def centre(scene: PlayScene, element_id: str) -> tuple[int, int]:
    rect = scene.view.rect_of(element_id)
    assert rect is not None, element_id
    return rect.center


def open_lesson(app, lesson: str) -> PlayScene:
    """Menu, Learn to play, the lesson's Start button: the play scene of the lesson at its first step."""
    app.push(MenuScene(app))
    frames(app)
    click(app, button(app.scene, "Learn to play").rect.center)
    lessons = app.scene
    assert isinstance(lessons, LessonsScene)
    click(app, lessons.start_buttons[lesson].rect.center)
    scene = app.scene
    assert isinstance(scene, PlayScene) and scene.tutorial is not None and scene.tutorial.script.id == lesson
    frames(app, 2)
    return scene


def until_learner(app, scene: PlayScene) -> None:
    """Frames until the scripted computer seats have moved and the lesson waits for the learner (or is over)."""
    lesson = scene.tutorial.tutorial
    for _ in range(400):
        if lesson.waiting_for_learner(scene.match) is not None or lesson.finished(scene.match):
            return
        frames(app)
    raise AssertionError("the lesson never came back to the learner")


def do_with_the_mouse(app, scene: PlayScene, expect: str) -> None:
    """The step's move as a learner makes it: a drag from its piece to its place, a click on its place, or
    its line in “Your choices” when it has no place on the board or shares its piece and place with another."""
    legal = scene.match.legal_actions()
    wanted = next(a for a in legal if (a.kind == expect[5:] if expect.startswith("kind:") else a.text == expect))
    same = [a for a in legal if a.source == wanted.source and a.targets[:1] == wanted.targets[:1]]
    if len(same) > 1:  # a drop there would ask which: the list names it
        pick_in_list(app, scene, f"{scene.actions.index(wanted) + 1}. {scene.label(wanted)}")
    elif wanted.source and wanted.targets and wanted.targets[0] != wanted.source:
        drag(app, centre(scene, wanted.source), centre(scene, wanted.targets[0]))
    elif wanted.targets:
        click(app, centre(scene, wanted.targets[0]))
    else:
        pick_in_list(app, scene, f"{scene.actions.index(wanted) + 1}. {scene.label(wanted)}")


def pick_in_list(app, scene: PlayScene, label: str) -> None:
    """Click the line ``label`` of “Your choices”, first holding the list's down arrow until the line shows."""
    box = scene.action_list.rect
    for _ in range(30):
        items = scene.action_list.item_list_container.elements
        shown = [item for item in items if row_shows(item.text, label) and box.contains(item.rect)]
        if shown:
            click(app, shown[0].rect.center)
            return
        arrow = scene.action_list.scroll_bar.bottom_button.rect.center
        app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=arrow, button=1)], dt=1 / 60)
        frames(app, 6)
        app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=arrow, button=1)], dt=1 / 60)
        frames(app, 2)
    raise AssertionError(f"{label!r} never showed in the list")


def test_learn_to_play_lists_the_rest_of_the_game_under_endeavor_after_the_first_game(app):
    app.push(MenuScene(app))
    frames(app)
    click(app, button(app.scene, "Learn to play").rect.center)
    lessons = app.scene
    ids = [sc.id for sc in lessons.scripts]
    assert ids.index("endeavor") + 1 == ids.index("endeavor_rest")
    texts = [text for _pos, text, *_ in lessons.texts]
    assert "Endeavor: the rest of the game" in texts and "about 8 minutes" in texts
    assert all(lessons.card.contains(b.rect) for b in lessons.start_buttons.values())


def test_an_off_script_payment_is_refused_with_a_sentence_and_changes_nothing(app):
    scene = open_lesson(app, "endeavor_rest")
    steps = scene.tutorial.script.steps
    do_with_the_mouse(app, scene, steps[0].expect)
    until_learner(app, scene)
    assert scene.tutorial.tutorial.waiting_for_learner(scene.match) is steps[1]
    rs = scene.match.ruleset
    before, revision = rs.to_json(scene.match.state), scene.match.revision
    drag(app, centre(scene, "building:0:2"), centre(scene, "harbor:0"))  # the Workshop's disc: legal, not asked
    assert rs.to_json(scene.match.state) == before and scene.match.revision == revision
    assert scene.last_refusal == steps[1].refuse and steps[1].refuse in scene.toasts.texts


def test_the_whole_lesson_is_played_with_the_mouse_to_the_final_scoring(app):
    scene = open_lesson(app, "endeavor_rest")
    assert scene.match.state.round == 6
    play_every_step(scene, lambda: until_learner(app, scene), lambda expect: do_with_the_mouse(app, scene, expect))
    until_learner(app, scene)
    assert scene.match.is_over() and scene.tutorial.tutorial.finished(scene.match)
    for _ in range(200):
        if isinstance(app.scene, ResultsScene):
            break
        frames(app)
    results = app.scene
    assert isinstance(results, ResultsScene) and results.note == scene.tutorial.script.final
    frames(app)
    assert results.note_rect is not None and results.card.contains(results.note_rect)
    assert "endeavor_rest" in app.settings.lessons_done and "endeavor_rest" in load_settings().lessons_done
