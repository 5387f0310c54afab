"""Tasmania's round plans (``game.ai.evaluation.steam_round_plans``): a searching seat plans its rounds to the
end where every complete link pays a tax, and plays its plan."""

import math
import threading
import time

import pytest

import rules
from game.ai import hint, make_agent
from game.ai.evaluation import steam_round_plans as plans
from game.ai.evaluation.steam_projects import projects
from rules.steam import constants as K
from rules.steam.track import network
from tests.game.ai.test_steam_evaluation import start
from tests.game.ai.test_steam_planning import tasmania_shares
from tests.rules.steam import helpers


@pytest.fixture
def steam():
    return rules.get("steam")


def smithton_burnie(steam, s):
    """Seat 0's project Smithton - Burnie (two tiles, $4) on ``s``."""
    board = steam.map_of(s).board
    ends = {board.cities["smithton"].hex, board.cities["burnie"].hex}
    return next(q for q in projects(steam.map_of(s), s)[0] if len(q.links) == 1 and set(q.links[0][:2]) == ends)


def test_rounds_are_planned_where_links_are_taxed_or_the_goods_to_come_are_shown(steam):
    """Tasmania's Tax phase ($3 a round a complete link) makes a link a plan over the rounds left, and so does
    Venezuela's growth without dice (each city refilled to 2 from its column: a line meets the game's own
    goods); on Rust Belt and Japan the search decides as before (no plan)."""
    agent = make_agent("normal", steam, seed=1)
    for map_id, players in (("rust_belt", 3), ("japan", 4)):
        s = start(steam, players, map_id)
        legal = steam.legal_actions(s)
        assert plans.round_plan_move(steam, s, 0, legal, agent, time.perf_counter(), threading.Event()) is None
    ven = start(steam, 4, "venezuela")
    legal = steam.legal_actions(ven)
    assert plans.round_plan_move(steam, ven, 0, legal, agent, time.perf_counter(), threading.Event()) in legal
    tas = tasmania_shares(("blue", "blue", "blue"))
    legal = steam.legal_actions(tas)
    assert plans.round_plan_move(steam, tas, 0, legal, agent, time.perf_counter(), threading.Event()) in legal


def test_a_project_is_looked_at_only_if_it_opens_enough_deliveries_for_its_links_tax(steam):
    """Two blue cubes in Smithton make Smithton - Burnie two one-link deliveries (fewer than ``MIN_PAY`` for
    one link taxed $3 a round): not an option; three make it one."""
    two = tasmania_shares(("blue", "blue"))
    three = tasmania_shares(("blue", "blue", "blue"))
    assert 2 < plans.MIN_PAY * 1 <= 3
    assert smithton_burnie(steam, two) not in [q for q, *_ in plans._options(steam.map_of(two), two, 0, 99)]
    assert smithton_burnie(steam, three) in [q for q, *_ in plans._options(steam.map_of(three), three, 0, 99)]


def test_where_links_are_not_taxed_a_project_opening_one_delivery_a_link_is_looked_at(steam):
    """Venezuela charges no tax on a link, so a project is looked at if it opens one own-link delivery a new
    link (``MIN_PAY_UNTAXED``), not the 2.5 Tasmania's $3 a round asks: in round 1 every seat then has some."""
    s = start(steam, 4, "venezuela")
    m = steam.map_of(s)
    assert plans._min_pay(m, s) == plans.MIN_PAY_UNTAXED == 1
    tas = tasmania_shares(())
    assert plans._min_pay(steam.map_of(tas), tas) == plans.MIN_PAY
    found = plans._paying(m, s, 0, 99)
    assert found
    assert all(plans._opened(q) >= len(q.links) for q in found)
    assert any(plans._opened(q) < plans.MIN_PAY * len(q.links) for q in found)


def test_the_plans_shares_pay_its_build_and_this_rounds_expenses_and_tax(steam):
    """Round 2, seat 0 with $2, income 2, two shares: building Smithton - Burnie ($4), whose three cubes pay
    +3, with $3 expenses and $3 tax, is $3 short: the plan issues ceil(3 / $4) = 1 share ($5, less its own $1
    a round), and one more where the plan asks for it. Building nothing, $2 and income 2 pay the $3 expenses:
    no share."""
    s = tasmania_shares(("blue", "blue", "blue"))
    q = smithton_burnie(steam, s)
    m = steam.map_of(s)
    need = q.cost + m.expenses(s, 0) + 3 * len(q.links) - s.income[0] - 3 - s.cash[0]
    assert need == 3
    n = math.ceil(need / (K.SHARE_PRICE - 1))
    assert plans.plan_action(steam, m, s, 0, plans.RoundPlan(q, False, 0))["n"] == n
    assert plans.plan_action(steam, m, s, 0, plans.RoundPlan(q, False, 1))["n"] == n + 1
    assert plans.plan_action(steam, m, s, 0, plans.RoundPlan(None, False, 0))["n"] == 0


def test_a_seat_plans_the_link_whose_cubes_pay_its_tax(steam):
    """Round 2, seat 0 with $2 and four blue cubes in Smithton for Burnie (plus two purple in Burnie for
    Smithton): Smithton - Burnie opens six own-link deliveries for $4 and $3 a round (by the town of Wynyard,
    six over two links). The plan builds one of them and issues the shares it needs."""
    s = tasmania_shares(("blue", "blue", "blue", "blue"))
    m = steam.map_of(s)
    s.goods = {**s.goods, m.board.cities["burnie"].hex: ("purple", "purple")}
    plan = plans.round_plan(steam, s, 0, [1], width=4, breadth=3)
    assert plan.project is not None
    ends = {h for a, b, _ in plan.project.links for h in (a, b)}
    assert {m.board.cities["smithton"].hex, m.board.cities["burnie"].hex} <= ends  # straight, or by Wynyard
    assert plans.plan_action(steam, m, s, 0, plan)["n"] >= 1


def test_a_plan_that_raises_the_engine_takes_the_locomotive_action_where_it_is_free(steam):
    """Select Actions on Tasmania: the Locomotive action raises the engine with no move spent; a plan that
    raises takes it, a plan that does not takes Engineer (forest track without the income penalty)."""
    s = tasmania_shares(())
    s.phase, s.round, s.acting, s.turn = "select", 2, (0, 1, 2), 0
    s.set_ext("grey", "urbanization")  # round 2: the grey disc has moved on to Urbanization
    m = steam.map_of(s)
    assert any(a.get("action") == "locomotive" for a in steam.legal_actions(s))
    assert plans.plan_action(steam, m, s, 0, plans.RoundPlan(None, True, 0)).get("action") == "locomotive"
    assert plans.plan_action(steam, m, s, 0, plans.RoundPlan(None, False, 0)).get("action") == "engineer"


def test_a_plans_build_lays_its_projects_placements(steam):
    """At its build turn the seat lays its project's track, placement by placement, then finishes."""
    s = helpers.at_build(tasmania_shares(("blue", "blue", "blue")), 0, 10)
    m = steam.map_of(s)
    plan = plans.RoundPlan(smithton_burnie(steam, s), False, 0)
    for _ in range(2):
        a = plans.plan_action(steam, m, s, 0, plan)
        assert a.kind == "build"
        s = steam.apply(s, a)
    assert plans.plan_action(steam, m, s, 0, plan).kind == "done"
    assert plans._complete(m, s, 0) == 1


def test_a_line_that_goes_bankrupt_is_worth_less_than_any_that_stays_in(steam):
    """A line whose seat goes out is judged below any line that stays in (a bankrupt seat ranks last, 1.9),
    the later out the less bad; at the end, shares past ``SHARE_MARGIN_AT`` count against a line."""
    s = tasmania_shares(())
    m = steam.map_of(s)
    out = s.copy()
    out.out = (True, False, False)
    deep = s.copy()
    deep.shares, deep.income = (15, 4, 4), (0, 10, 10)
    assert plans._line_value(steam, m, out, 0, 9) < plans._line_value(steam, m, deep, 0, 9)
    later = out.copy()
    later.round = 8
    assert plans._line_value(steam, m, later, 0, 9) > plans._line_value(steam, m, out, 0, 9)


def test_a_hint_on_tasmania_says_the_plan_in_the_boards_words(steam):
    """The hint's reason names the plan it follows (the cities its track joins) and what it expects at the end,
    not the estimate's change, which counts no later build there."""
    s = tasmania_shares(("blue", "blue", "blue", "blue"))
    s.goods = {**s.goods, steam.map_of(s).board.cities["burnie"].hex: ("purple", "purple")}
    action, reason = hint(steam, s, 0)
    assert action.kind == "issue"
    assert "Smithton - " in reason and " - Burnie" in reason and "plan for the rounds left" in reason


def black_in_smithton():
    """Round 3 (the grey disc on Locomotive: Urbanization is free), four black cubes in Smithton: no city of
    Tasmania takes black, only a grey New City (1.11)."""
    s = tasmania_shares(("black", "black", "black", "black"))
    s.round = 3
    return s


def test_a_town_near_cubes_no_city_takes_is_looked_at_for_a_grey_new_city(steam):
    """Black cubes in Smithton: the towns looked at for a New City are those within reach of them, and not
    Stanley or Wynyard next door (no track joins two neighbouring cities): Waratah, three hexes away, with
    New City C (black)."""
    s = black_in_smithton()
    m = steam.map_of(s)
    waratah = m.board.towns["waratah"].hex
    assert plans._urbanizations(m, s, 0) == [(waratah, "C")]
    found = [(q, urban) for q, _, _, urban in plans._options(m, s, 0, 4)]
    assert any(urban == (waratah, "C") and q is not None for q, urban in found)
    covered = s.copy()
    covered.set_ext("grey", "urbanization")  # an even round: the grey disc covers Urbanization
    assert all(urban is None for *_, urban in plans._options(m, covered, 0, 4))


def test_a_plan_with_a_new_city_takes_urbanization_and_places_it_before_its_track(steam):
    """The plan's New City needs the Urbanization action (1.6): taken at Select Actions, the city placed at
    the start of the build turn, then the project's track to it (Smithton - Waratah) is laid."""
    s = black_in_smithton()
    m = steam.map_of(s)
    waratah = m.board.towns["waratah"].hex
    q = next(q for q in plans._paying(m, plans._urbanized(s, waratah, "C"), 0, 9) if len(q.links) == 1)
    plan = plans.RoundPlan(q, False, 0, (waratah, "C"))
    select = s.copy()
    select.phase, select.acting, select.turn, select.taken = "select", (0, 1, 2), 0, (None, None, None)
    assert plans.plan_action(steam, m, select, 0, plan).get("action") == "urbanization"
    build = helpers.at_build(s, 0, 10)
    build.taken = ("urbanization", None, None)
    first = plans.plan_action(steam, m, build, 0, plan)
    assert first.kind == "urbanize" and first.get("town") == "waratah" and first.get("city") == "C"
    build = steam.apply(build, first)
    while (a := plans.plan_action(steam, m, build, 0, plan)).kind == "build":
        build = steam.apply(build, a)
    assert build.new_city == {waratah: "C"}
    smithton = m.board.cities["smithton"].hex
    assert any({lk.a, lk.b} == {smithton, waratah} for lk in network(m.board, build).links if lk.complete)
