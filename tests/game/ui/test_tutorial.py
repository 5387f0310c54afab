"""Learn to play, through the real loop: the menu opens the guided first game of Endeavor, the learner
follows the first steps by dragging and clicking, and a move the lesson does not ask for is refused
with a gentle sentence while nothing changes."""

from __future__ import annotations

from game.scenes.lessons import LessonsScene
from game.scenes.menu import MenuScene
from game.scenes.play import PlayScene
from rules.endeavor import data as D
from tests.game.lesson_checks import play_every_step
from tests.game.ui.conftest import app, button, click, drag, frames, row_shows  # noqa: F401  (app is a fixture)


def centre(scene: PlayScene, element_id: str) -> tuple[int, int]:
    rect = scene.view.rect_of(element_id)
    assert rect is not None, element_id
    return rect.center


def _open_lesson(app) -> PlayScene:  # noqa: F811
    app.push(MenuScene(app))
    frames(app)
    click(app, button(app.scene, "Learn to play").rect.center)
    assert isinstance(app.scene, LessonsScene)
    click(app, app.scene.start_buttons["endeavor"].rect.center)
    scene = app.scene
    assert isinstance(scene, PlayScene) and scene.tutorial is not None
    frames(app, 2)
    return scene


def _until_learner(app, scene: PlayScene) -> None:  # noqa: F811
    """Frames until the scripted computer seats have moved and the lesson waits for the learner."""
    lesson = scene.tutorial.tutorial
    for _ in range(60):
        if lesson.waiting_for_learner(scene.match) is not None:
            return
        frames(app)
    raise AssertionError("the lesson never came back to the learner")


def _expected(scene: PlayScene) -> list[str]:
    """The scripted moves up to now, in order."""
    return [text for text, _step in scene.tutorial.script.moves[: scene.match.ply]]


def test_learn_to_play_opens_the_lesson_at_its_first_step_pointing_at_the_workshop_and_the_mat(app):  # noqa: F811
    scene = _open_lesson(app)
    script = scene.tutorial.script
    assert scene.match.seed == script.seed and scene.match.to_move() == 0
    assert scene.tutorial.point_at(scene.match) == ("market:workshop", "building:0:0")
    for eid in scene.tutorial.point_at(scene.match):
        assert scene.view.rect_of(eid) is not None
    card = scene.tutorial.card_rect(scene)
    assert not any(card.colliderect(scene.view.rect_of(e)) for e in scene.tutorial.point_at(scene.match))
    texts = [text for _style, text in scene.tutorial.lines(scene.match)]
    assert "Step 1 of 12" in texts and script.steps[0].text in texts


def test_a_legal_build_the_lesson_does_not_ask_for_is_refused_gently_and_changes_nothing(app):  # noqa: F811
    scene = _open_lesson(app)
    rs = scene.match.ruleset
    before, revision = rs.to_json(scene.match.state), scene.match.revision
    drag(app, centre(scene, "market:market"), centre(scene, "building:0:0"))
    assert rs.to_json(scene.match.state) == before
    assert scene.match.revision == revision and scene.match.ply == 0
    reason = scene.tutorial.script.steps[0].refuse
    assert scene.last_refusal == reason and reason in scene.toasts.texts
    assert scene.tutorial.tutorial.waiting_for_learner(scene.match) is scene.tutorial.script.steps[0]


def test_the_first_three_steps_build_activate_and_occupy_london_by_drag_and_drop(app):  # noqa: F811
    scene = _open_lesson(app)
    steps = scene.tutorial.script.steps
    # Step 1: Build the Workshop; the scripted computer seats build after it
    drag(app, centre(scene, "market:workshop"), centre(scene, "building:0:0"))
    _until_learner(app, scene)
    assert scene.match.history[0].text == "0 build building=workshop"
    assert [a.text for a in scene.match.history] == _expected(scene)
    s = scene.match.state
    assert (s.phase, s.step, s.harbor[0]) == ("action", "turn", 2)  # Growth gave two discs
    # the card explains what the build did, then asks for step 2
    texts = [text for _style, text in scene.tutorial.lines(scene.match)]
    assert steps[0].after in texts and steps[1].text in texts
    assert any("builds a Workshop" in t for t in texts)
    # the card lies over the log: a click on it opens no review of the hidden log lines
    card = scene.tutorial.card_rect(scene)
    for y in range(card.top + 10, card.bottom - 10, 12):
        click(app, (card.centerx, y))
    assert scene.review is None
    # Step 2: a Harbor disc onto the Workshop
    drag(app, centre(scene, "harbor:0"), centre(scene, "building:0:0"))
    assert scene.match.history[-1].text == "0 activate slot=0"
    assert scene.tutorial.point_at(scene.match) == ("harbor:0", "city:EU1")
    # a wrong city is refused by the lesson with its reason, nothing changes
    revision = scene.match.revision
    drag(app, centre(scene, "harbor:0"), centre(scene, "city:EU3"))
    assert scene.match.revision == revision and scene.last_refusal == steps[2].refuse
    # Step 3: Occupy London by clicking the glowing city
    click(app, centre(scene, "city:EU1"))
    assert scene.match.history[4].text == "0 occupy city=EU1"  # (the computer seats may have moved since)
    assert scene.match.state.city_owner[D.CITY_INDEX["EU1"]] == 0
    _until_learner(app, scene)
    assert [a.text for a in scene.match.history] == _expected(scene)
    assert scene.tutorial.tutorial.waiting_for_learner(scene.match) is steps[3]


def _do_with_the_mouse(app, scene: PlayScene, expect: str) -> None:  # noqa: F811
    """Make the step's move as a learner would: drag a piece, click a place, or pick Pass in the list."""
    match = scene.match
    if expect.startswith("kind:"):
        wanted = next(a for a in match.legal_actions() if a.kind == expect[5:])
    else:
        wanted = next(a for a in match.legal_actions() if a.text == expect)
    if wanted.source and wanted.targets and wanted.targets[0] != wanted.source:
        drag(app, centre(scene, wanted.source), centre(scene, wanted.targets[0]))
    elif wanted.targets:
        click(app, centre(scene, wanted.targets[0]))
    else:
        items = scene.action_list.item_list_container.elements
        label = f"{scene.actions.index(wanted) + 1}. Pass"
        click(app, next(item for item in items if row_shows(item.text, label)).rect.center)


def test_the_whole_lesson_is_played_with_the_mouse_and_the_game_goes_on(app):  # noqa: F811
    scene = _open_lesson(app)
    lesson = scene.tutorial.tutorial
    play_every_step(scene, lambda: _until_learner(app, scene), lambda expect: _do_with_the_mouse(app, scene, expect))
    assert lesson.finished(scene.match)
    s = scene.match.state
    assert s.round == 3 and s.phase == "build"  # the game goes on after the lesson, in round 3
    assert ("head", "Well done!") in scene.tutorial.lines(scene.match)
