"""The Age of Expansion lessons stay valid for their seeds and teach what their steps say, one module each:
the new buildings (a conscript in Growth, mobilized after a normal action, a fortified city), the new cards
(an effect when drawn, a card stacked on Crown Charters) and Prominence (a disc on the tile instead of an
Occupy, its disc mark, presence in Europe, a casualty from the tile)."""

from __future__ import annotations

import pytest

import rules
from game.tutorial import available, load_script
from graphics.endeavor.view import EndeavorView
from rules.endeavor import data as D
from rules.endeavor import readings as R
from tests.game.lesson_checks import check_pointers, replay

MODULES = {
    "endeavor_aoe_buildings": {"aoe_buildings": True},
    "endeavor_aoe_cards": {"aoe_cards": True},
    "endeavor_prominence": {"prominence": "military_buildup"},
}


@pytest.fixture(scope="module")
def played():
    return {name: replay(load_script(name)) for name in MODULES}


def _move(played, lesson: str, text: str):
    """(state before, action, state after) of the learner's move ``text`` in ``lesson``."""
    state, action = next((s, a) for s, a, i in played[lesson][0] if i is not None and a.text == text)
    return state, action, rules.get("endeavor").apply(state, action)


@pytest.mark.parametrize("lesson", sorted(MODULES))
def test_each_module_lesson_turns_on_only_its_own_module(lesson):
    script = load_script(lesson)
    assert lesson in available() and script.game == "endeavor" and script.options == MODULES[lesson]
    assert script.order > load_script("endeavor_rest").order and 0 < script.minutes <= 5
    assert len(script.steps) <= 10  # short: only what the module changes


@pytest.mark.parametrize("lesson", sorted(MODULES))
def test_each_step_points_at_elements_the_board_draws_where_the_learner_acts(lesson, played):
    check_pointers(EndeavorView(rules.get("endeavor")), load_script(lesson), played[lesson][0])


def test_growth_puts_a_conscript_on_the_naval_academy_s_conscription_space(played):
    _before, _build, after = _move(played, "endeavor_aoe_buildings", "0 build building=naval_academy")
    assert after.conscripts[0] >> 2 & 1 and D.BUILDINGS[after.buildings[0][2]].conscription == "ship"


def test_the_conscript_is_mobilized_after_a_normal_action_and_is_itself_the_disc_shipped(played):
    lesson = "endeavor_aoe_buildings"
    state, _a, _after = _move(played, lesson, "0 mobilize slot=2")
    assert state.step == "mobilize"  # offered right after the Dockyard's Ship
    moves = played[lesson][0]
    i = next(k for k, (_s, a, step) in enumerate(moves) if step is not None and a.text == "0 mobilize slot=2")
    ship_state, ship = moves[i + 1][0], moves[i + 1][1]
    after = rules.get("endeavor").apply(ship_state, ship)
    assert after.harbor[0] == ship_state.harbor[0] and not after.conscripts[0] >> 2 & 1


def test_a_fortified_city_costs_the_attacker_two_casualties(played):
    _before, _a, after = _move(played, "endeavor_aoe_buildings", "0 fortify city=EU4")
    assert R.casualties(after, D.CITY_INDEX["EU4"]) == 2


def test_succession_gives_a_disc_when_drawn_and_stacks_on_crown_charters_as_one_card(played):
    lesson = "endeavor_aoe_cards"
    before, _a, after = _move(played, lesson, "0 draw stack=europe")
    assert D.CARDS["aoe_europe_1"].effect and after.harbor[0] == before.harbor[0] + 1
    before, _a, after = _move(played, lesson, "0 attach card=aoe_europe_1 host=aoe_europe_0")
    assert before.step == "discard" and after.stacked[0][:2] == ("aoe_europe_0", "aoe_europe_1")
    assert R.cards_over_limit(after, 0) == 0


def test_the_disc_mark_gives_a_disc_and_the_tile_disc_is_presence_in_europe(played):
    before, _a, after = _move(played, "endeavor_prominence", "0 prominence spot=L2")
    assert after.harbor[0] == before.harbor[0]  # one placed, one back from the supply
    assert R.presence(after, 0, D.EUROPE) == R.presence(before, 0, D.EUROPE) + 1


def test_a_disc_on_the_lower_tile_is_the_attack_s_casualty(played):
    before, _a, after = _move(played, "endeavor_prominence", "0 attack city=EU7 casualty=L2")
    assert after.city_owner[D.CITY_INDEX["EU7"]] == 0 and after.harbor[0] == before.harbor[0] - 1
    assert R.presence(after, 0, D.EUROPE) == R.presence(before, 0, D.EUROPE)  # the tile disc became the city's


def test_with_prominence_the_slavery_cards_are_drawn_in_any_order_as_the_first_step_says(played):
    first = played["endeavor_prominence"][0][0][0]
    held = [card for hand in first.cards for card in hand]
    assert held == ["slavery_3"] and not any(first.slaves_lost)  # 0, 1 and 2 still lie face up
    assert "Slavery 3 while Slavery 0, 1 and 2 were still there" in load_script("endeavor_prominence").steps[0].rule
