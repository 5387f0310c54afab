"""Learn to play Age of Steam through the real loop: each lesson (Rust Belt, then one per other map) is played from
start to end with posted mouse events (clicks on the Shares box and the auction, drags of the New City, the track
tiles, turned on the hex with the wheel, the sea-route disc and the cubes, the board's Finish building, Drop out and
Raise engine buttons), an off-script move is refused with a sentence and changes nothing, and the finished lesson
is ticked in the settings."""

from __future__ import annotations

import pytest

from game.settings import load_settings
from game.tutorial import available
from rules.core import Action
from tests.game.lesson_checks import play_every_step
from tests.game.ui.conftest import button, click, drag
from tests.game.ui.steam_lesson_driver import centre, do_with_the_mouse, open_lesson, until_learner

LESSONS = [name for name in available() if name == "steam" or name.startswith("steam_")]


def _rust_belt_end(scene) -> None:
    s = scene.match.state
    michigan_city = scene.match.ruleset.board(s).hex_of("9,5")
    assert s.round == 2 and s.taken[0] == "first_build" and s.new_city == {michigan_city: "C"}


def _tasmania_end(scene) -> None:
    s = scene.match.state
    assert s.round == 2 and s.ext["grey"] == "urbanization" and s.shares[0] == 3


def _venezuela_end(scene) -> None:
    s = scene.match.state
    assert s.round == 2 and s.taken[0] == "first_move" and s.income[0] == 1


def _japan_end(scene) -> None:
    s = scene.match.state
    assert s.round == 2 and s.income[0] == 2 and ("S1", 0, 1) in s.ext["claims"]


END = {
    "steam": _rust_belt_end,
    "steam_tasmania": _tasmania_end,
    "steam_venezuela": _venezuela_end,
    "steam_japan": _japan_end,
}


@pytest.mark.parametrize("lesson", LESSONS)
def test_each_lesson_is_played_with_the_mouse_from_start_to_end(app, lesson):
    scene = open_lesson(app, lesson)
    play_every_step(scene, lambda: until_learner(app, scene), lambda expect: do_with_the_mouse(app, scene, expect))
    until_learner(app, scene)
    assert scene.tutorial.tutorial.finished(scene.match)
    END[lesson](scene)
    assert ("head", "Well done!") in scene.tutorial.lines(scene.match)
    assert lesson in app.settings.lessons_done and lesson in load_settings().lessons_done


def _other_move(scene, step) -> Action:
    """A legal move of the first step that the lesson does not want, of a kind the mouse makes on the board."""
    legal = scene.match.legal_actions()
    same_kind = [a for a in legal if a.kind == Action.parse(step.expect).kind and a.text != step.expect]
    return same_kind[0]


@pytest.mark.parametrize("lesson", LESSONS)
def test_an_off_script_move_is_refused_with_a_sentence_and_changes_nothing(app, lesson):
    scene = open_lesson(app, lesson)
    lesson_now = scene.tutorial.tutorial
    step = scene.tutorial.script.steps[0]
    rs = scene.match.ruleset
    before, revision, ply = rs.to_json(scene.match.state), scene.match.revision, scene.match.ply
    other = _other_move(scene, step)
    do_with_the_mouse(app, scene, other.text)
    assert rs.to_json(scene.match.state) == before
    assert scene.match.revision == revision and scene.match.ply == ply
    assert scene.last_refusal and scene.last_refusal in scene.toasts.texts
    assert scene.last_refusal == (step.refuse or scene.last_refusal)
    assert lesson_now.waiting_for_learner(scene.match) is step


def test_a_rust_belt_curve_laid_without_turning_it_is_refused_and_changes_nothing(app):
    scene = open_lesson(app, "steam")
    steps = scene.tutorial.script.steps
    lesson = scene.tutorial.tutorial
    for step in steps[:6]:  # to the turned curve: a drop without turning it is legal but off the script
        until_learner(app, scene)
        do_with_the_mouse(app, scene, step.expect)
    until_learner(app, scene)
    step = steps[6]
    assert lesson.waiting_for_learner(scene.match) is step
    rs = scene.match.ruleset
    before, revision, ply = rs.to_json(scene.match.state), scene.match.revision, scene.match.ply
    drag(app, centre(scene, "tile:gentle"), centre(scene, "hex:10,5"))  # laid as first shown: rails bending north
    assert rs.to_json(scene.match.state) == before
    assert scene.match.revision == revision and scene.match.ply == ply
    assert scene.last_refusal == step.refuse and step.refuse in scene.toasts.texts
    assert lesson.waiting_for_learner(scene.match) is step


def test_undo_takes_back_the_learner_s_last_step_with_the_scripted_replies(app):
    scene = open_lesson(app, "steam")
    lesson = scene.tutorial.tutorial
    steps = scene.tutorial.script.steps
    do_with_the_mouse(app, scene, steps[0].expect)
    until_learner(app, scene)
    assert lesson.waiting_for_learner(scene.match) is steps[1]
    click(app, button(scene, "Undo").rect.center)
    assert lesson.waiting_for_learner(scene.match) is steps[0] and scene.match.state.cash[0] == 10


def test_the_lesson_card_s_link_opens_the_step_s_rule_in_the_reference(app):
    from game.scenes.rules_scene import RulesScene

    scene = open_lesson(app, "steam")
    link = scene.tutorial.link_rect
    assert link is not None
    click(app, link.center)
    assert isinstance(app.scene, RulesScene)
    assert app.scene.entry_id == scene.tutorial.script.steps[0].entry == "shares"


@pytest.mark.parametrize("lesson", LESSONS)
def test_at_1280x720_every_step_s_card_shows_what_to_do_its_rule_and_the_link(app, lesson):
    """The card over the log is small: each step's text, rule and link must fit it (the events may be left out)."""
    from game.scenes.tutorial import TutorialOverlay

    scene = open_lesson(app, lesson)
    rect = scene.tutorial.card_rect(scene).inflate(-20, -20)
    room = rect.h - 16 - 5  # under the card's title
    script = scene.tutorial.script
    overlay = TutorialOverlay(script)
    match = script.new_match()
    for text, step in script.moves[len(script.prelude) :]:
        if step is not None:
            laid, _px = overlay.card_layout(match, rect.w, room, 1.0)
            kept = {style for style, _lines in laid}
            assert {"head", "text", "rule", "link"} <= kept, f"{lesson} step {step + 1} keeps only {sorted(kept)}"
        match.submit(Action.parse(text))
