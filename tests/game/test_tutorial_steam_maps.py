"""The short Age of Steam lessons of Tasmania, Venezuela and Japan teach only what each map changes, and what they
tell is what the engine does: each step's claim is checked here against the rules as applied."""

from __future__ import annotations

import pytest

import rules
from game.tutorial import load_script
from graphics.steam.view import SteamView
from rules.core import Action
from rules.steam.moves import stop_by_name
from tests.game.lesson_checks import check_pointers, replay_script

MAPS = {"steam_tasmania": "tasmania", "steam_venezuela": "venezuela", "steam_japan": "japan"}


@pytest.fixture(scope="module", params=sorted(MAPS))
def lesson(request):
    script = load_script(request.param)
    return request.param, script, replay_script(script)[0]


def _step_state(played, number: int):
    """(state before, action) of step ``number`` (1-based)."""
    return next((s, a) for s, a, step in played if step == number - 1)


def _events(state, action) -> str:
    return " ".join(e.text for e in rules.get("steam").apply(state, action).events)


def test_each_map_lesson_is_short_plays_on_its_map_and_points_at_what_the_board_draws(lesson):
    name, script, played = lesson
    assert script.options["map"] == MAPS[name] and script.game == "steam"
    assert len(script.steps) <= 8 and 0 < script.minutes <= 6
    assert script.steps[0].text.startswith(f"{MAPS[name].capitalize()} plays by the base rules except where")
    check_pointers(SteamView(rules.get("steam")), script, played)


def test_tasmania_the_grey_disc_blocks_locomotive_in_round_1_and_urbanization_in_round_2():
    script = load_script("steam_tasmania")
    played, end = replay_script(script)
    state, _action = _step_state(played, 1)
    offered = {a.get("action") for a in rules.get("steam").legal_actions(state)}
    assert "locomotive" not in offered and "engineer" in offered
    assert end.round == 2 and end.ext["grey"] == "urbanization"
    assert "Urbanization" in script.final and "9 rounds with 3 players" in script.final


def test_tasmania_forest_costs_3_and_no_income_with_engineer_and_is_refused_without_it_at_income_0():
    rs = rules.get("steam")
    played = replay_script(load_script("steam_tasmania"))[0]
    state, action = _step_state(played, 2)
    after = rs.apply(state, action)
    assert state.cash[0] - after.cash[0] == 3 and after.income[0] == state.income[0] == 0
    without = rs.from_json(rs.to_json(state))
    without.taken = ("first_move", *state.taken[1:])
    assert action not in rs.legal_actions(without)
    assert "income" in rs.explain(without, action)


def test_tasmania_the_learner_is_short_of_the_tax_and_issues_a_share_for_it():
    rs = rules.get("steam")
    played = replay_script(load_script("steam_tasmania"))[0]
    state, action = _step_state(played, 8)
    assert state.phase == "tax" and state.cash[0] == 2 and action.kind == "issue" and action.get("n") == 1
    assert "pays $3 tax for 1 completed link" in _events(state, action)
    assert rs.apply(state, action).cash[0] == 4


def test_venezuela_starts_without_goods_and_track_costs_the_round_number():
    rs = rules.get("steam")
    script = load_script("steam_venezuela")
    start = rs.new_game_scripted(4, script.seed, script.options, script.chance)
    assert not any(start.goods.values())
    assert all(squares[0] == "yellow" for squares in start.display.values())
    state, action = _step_state(replay_script(script)[0], 4)
    assert state.round == 2 and "for $2" in _events(state, action)


def test_venezuela_growth_refills_each_city_to_2_and_only_the_money_launderer_moves_yellow():
    rs = rules.get("steam")
    played = replay_script(load_script("steam_venezuela"))[0]
    state, _action = _step_state(played, 1)
    assert state.round == 2 and all(len(g) == 2 and g[0] == "yellow" for g in state.goods.values())
    state, action = _step_state(played, 6)
    assert action.get("colour") == "yellow" and state.taken[0] == "first_move"
    m = rs.map_of(state)
    origin = rs.board(state).hex_of("11,3")
    assert m.cube_refusal(state, 0, origin, "yellow") is None
    assert "Money Launderer" in m.cube_refusal(state, 1, origin, "yellow")


def test_venezuela_the_dark_brown_hex_was_built_by_the_last_builder_and_engineer_halved_the_cost():
    script = load_script("steam_venezuela")
    rs = rules.get("steam")
    state = rs.new_game_scripted(4, script.seed, script.options, script.chance)
    texts = []
    for text in script.prelude:
        action = Action.parse(text)
        if action.kind == "build":
            texts.append((action.seat, state.order, _events(state, action)))
        state = rs.apply(state, action)
    ann = [t for seat, order, t in texts if seat == 1]
    assert ann and all(order[-1] == 1 for seat, order, _t in texts if seat == 1)  # Ann builds last in round 1
    cat = [t for seat, _o, t in texts if seat == 3]
    assert "for $0" in cat[0] and "for $1" in cat[1]  # two $1 tiles, halved to $1 for the turn


def test_japan_the_last_player_chooses_first_between_fishing_area_and_sea_route():
    rs = rules.get("steam")
    played = replay_script(load_script("steam_japan"))[0]
    state, _action = _step_state(played, 1)
    assert state.order[-1] == 0
    offered = {a.get("action") or a.kind for a in rs.legal_actions(state)}
    assert offered == {"fishing_area", "sea_route", "pass"}


def test_japan_the_sea_route_costs_5_in_place_of_a_placement_and_pays_its_owner():
    rs = rules.get("steam")
    played = replay_script(load_script("steam_japan"))[0]
    state, action = _step_state(played, 2)
    after = rs.apply(state, action)
    assert state.cash[0] - after.cash[0] == 5 and after.builds == state.builds + 1
    for number in (4, 5):
        state, action = _step_state(played, number)
        assert "income: Red +1" in _events(state, action)


def test_japan_fish_on_a_fishing_area_do_not_move_for_a_player_without_a_claimed_route_to_a_blue_city():
    rs = rules.get("steam")
    played = replay_script(load_script("steam_japan"))[0]
    state = next(s for s, a, step in played if s.phase == "move" and a.seat == 1)
    fishing = {rs.board(state).hex_of(n) for n in ("0,26", "13,19", "22,23", "25,13", "30,6")}
    assert all(state.goods[h] == ("blue", "blue") for h in fishing)  # two fish on each fishing area
    m = rs.map_of(state)
    starts = {stop_by_name(m, state, a.get("route")[0]) for a in rs.legal_actions(state) if a.kind == "move"}
    assert state.taken[1] == "fishing_area" and starts and not starts & fishing
