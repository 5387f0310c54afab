"""Learn to play Age of Empires III through the real loop: "Learn to play" lists the lessons with their length,
the guided scoring turn is played from start to end with posted mouse events (drags onto the event boxes,
clicks, the action list), an off-script move is refused with a sentence and changes nothing, and the finished
lesson is ticked in the settings."""

from __future__ import annotations

from game.scenes.play import PlayScene
from game.settings import load_settings
from rules.core import Action
from tests.game.lesson_checks import play_every_step
from tests.game.ui.conftest import button, click, drag, frames, row_shows
from tests.game.ui.lesson_ui import centre, open_lesson, until_learner


def _open_lesson(app) -> PlayScene:
    return open_lesson(app, "aoe3", "Age of Empires III")


def _until_learner(app, scene: PlayScene) -> None:
    until_learner(app, scene)


def _pick_in_list(app, scene: PlayScene, wanted: Action) -> None:
    label = f"{scene.actions.index(wanted) + 1}. {scene.match.ruleset.describe(scene.match.state, wanted)}"
    items = scene.action_list.item_list_container.elements
    click(app, next(item for item in items if row_shows(item.text, label)).rect.center)


def _do_with_the_mouse(app, scene: PlayScene, expect: str) -> None:
    """The step's move as a learner makes it: a drag when only that move joins its piece and place, else the list."""
    legal = scene.match.legal_actions()
    wanted = next(a for a in legal if a.text == expect)
    same = [a for a in legal if a.source == wanted.source and a.targets[:1] == wanted.targets[:1]]
    if wanted.source and wanted.targets and wanted.targets[0] != wanted.source and same == [wanted]:
        drag(app, centre(scene, wanted.source), centre(scene, wanted.targets[0]))
    else:
        _pick_in_list(app, scene, wanted)


def test_the_whole_lesson_is_played_with_the_mouse_and_ends_with_the_age_scored(app):
    scene = _open_lesson(app)
    lesson = scene.tutorial.tutorial
    assert scene.match.state.turn == 3 and scene.match.to_move() == 0
    play_every_step(scene, lambda: _until_learner(app, scene), lambda expect: _do_with_the_mouse(app, scene, expect))
    frames(app, 2)
    assert lesson.finished(scene.match)
    assert scene.match.state.turn == 4
    assert any("colony scoring at the end of turn 3" in e.text for e in scene.match.log)
    assert ("head", "Well done!") in scene.tutorial.lines(scene.match)
    assert "aoe3" in app.settings.lessons_done and "aoe3" in load_settings().lessons_done


def test_an_off_script_placement_is_refused_with_a_sentence_and_changes_nothing(app):
    scene = _open_lesson(app)
    rs = scene.match.ruleset
    before, revision, ply = rs.to_json(scene.match.state), scene.match.revision, scene.match.ply
    other = next(a for a in scene.match.legal_actions() if a.get("box") == "dock")  # legal, but not step 1
    drag(app, centre(scene, other.source), centre(scene, other.targets[0]))
    assert rs.to_json(scene.match.state) == before
    assert scene.match.revision == revision and scene.match.ply == ply
    step = scene.tutorial.script.steps[0]
    assert scene.last_refusal == step.refuse and step.refuse in scene.toasts.texts
    assert scene.tutorial.tutorial.waiting_for_learner(scene.match) is step


def test_undo_is_allowed_at_every_step_and_takes_the_lesson_back_one_step(app):
    scene = _open_lesson(app)
    lesson = scene.tutorial.tutorial
    steps = scene.tutorial.script.steps
    assert not scene.match.can_undo(0)  # nothing of the learner's yet: the prelude stays
    _do_with_the_mouse(app, scene, steps[0].expect)
    _until_learner(app, scene)
    assert lesson.waiting_for_learner(scene.match) is steps[1]
    click(app, button(scene, "Undo").rect.center)
    assert lesson.waiting_for_learner(scene.match) is steps[0]
