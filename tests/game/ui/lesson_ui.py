"""Opening a lesson the way a learner does (the menu's Learn to play, then its Start button) and waiting for the
scripted seats, shared by the lesson UI tests of every game."""

from __future__ import annotations

from game.scenes.lessons import LessonsScene
from game.scenes.menu import MenuScene
from game.scenes.play import PlayScene
from tests.game.ui.conftest import button, click, frames


def centre(scene: PlayScene, element_id: str) -> tuple[int, int]:
    rect = scene.view.rect_of(element_id)
    assert rect is not None, element_id
    return rect.center


def open_lesson(app, lesson: str, game_name: str) -> PlayScene:
    """Learn to play from the menu, then the lesson's Start button; the list names the game and the minutes."""
    app.push(MenuScene(app))
    frames(app)
    click(app, button(app.scene, "Learn to play").rect.center)
    lessons = app.scene
    assert isinstance(lessons, LessonsScene)
    texts = [text for _pos, text, *_ in lessons.texts]
    assert game_name in texts and any(t.startswith("about ") and t.endswith(" minutes") for t in texts)
    click(app, lessons.start_buttons[lesson].rect.center)
    scene = app.scene
    assert isinstance(scene, PlayScene) and scene.tutorial is not None
    frames(app, 2)
    return scene


def until_learner(app, scene: PlayScene, frames_at_most: int = 200) -> None:
    """Run frames until the lesson waits for the learner again (or is over)."""
    lesson = scene.tutorial.tutorial
    for _ in range(frames_at_most):
        if lesson.waiting_for_learner(scene.match) is not None or lesson.finished(scene.match):
            return
        frames(app)
    raise AssertionError("the lesson never came back to the learner")
