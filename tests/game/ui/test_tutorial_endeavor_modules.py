"""The Age of Expansion lessons through the real loop: each is listed under Endeavor, played from its first step
to its last with posted mouse events (drags, clicks, the action list), and ticked when done; declining the
mobilization the lesson asks for is refused with a sentence and changes nothing."""

from __future__ import annotations

import pytest

from game.settings import load_settings
from tests.game.lesson_checks import play_every_step
from tests.game.ui.conftest import frames
from tests.game.ui.test_tutorial_endeavor_rest import do_with_the_mouse, open_lesson, pick_in_list, until_learner


@pytest.mark.parametrize("lesson", ["endeavor_aoe_buildings", "endeavor_aoe_cards", "endeavor_prominence"])
def test_the_module_lesson_is_played_with_the_mouse_from_start_to_end(app, lesson):
    scene = open_lesson(app, lesson)
    play_every_step(scene, lambda: until_learner(app, scene), lambda expect: do_with_the_mouse(app, scene, expect))
    assert scene.tutorial.tutorial.finished(scene.match) and not scene.match.is_over()
    frames(app, 2)
    assert ("head", "Well done!") in scene.tutorial.lines(scene.match)
    assert lesson in app.settings.lessons_done and lesson in load_settings().lessons_done


def test_declining_the_mobilization_the_lesson_asks_for_is_refused_and_changes_nothing(app):
    scene = open_lesson(app, "endeavor_aoe_buildings")
    steps = scene.tutorial.script.steps
    for step in steps[:3]:
        until_learner(app, scene)
        do_with_the_mouse(app, scene, step.expect)
    until_learner(app, scene)
    assert scene.tutorial.tutorial.waiting_for_learner(scene.match) is steps[3]
    rs = scene.match.ruleset
    before, revision = rs.to_json(scene.match.state), scene.match.revision
    decline = next(a for a in scene.match.legal_actions() if a.kind == "done")
    pick_in_list(app, scene, f"{scene.actions.index(decline) + 1}. {scene.label(decline)}")
    assert rs.to_json(scene.match.state) == before and scene.match.revision == revision
    assert scene.last_refusal == steps[3].refuse and steps[3].refuse in scene.toasts.texts
