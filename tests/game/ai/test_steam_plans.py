"""Age of Steam computer players judge a build turn as whole-turn plans (issue 13): hand-made positions where
the better plan is obvious, one test per point (a project laid hex by hex, Hard laying the plan that
delivers, the rest of a plan kept between placements, a plan judged after the rivals' builds)."""

import threading
import time

import pytest

import rules
from game.ai import make_agent, plans
from game.ai.evaluation import steam as ev
from game.ai.evaluation.steam_deliveries import delivery_gains
from game.ai.evaluation.steam_plans import turn_plans
from rules.steam.track import network
from tests.game.ai.test_steam_evaluation import move_turn, pittsburgh_build
from tests.game.ai.test_steam_planning import chicago_engineer_build, shares_before_project
from tests.rules.steam import helpers


@pytest.fixture
def steam():
    return rules.get("steam")


def value_for(steam, seat):
    return lambda s: ev.estimate(steam, s)[seat]


def own_links(steam, s, seat):
    return [link for link in network(steam.board(s), s).links if link.owner == seat and link.complete]


def test_a_project_is_laid_hex_by_hex_into_a_plan_that_delivers(steam):
    """Engineer, $10, the blue cube in Chicago and Evansville two links away through Terre Haute: one plan
    lays the four tiles (three track tiles and Terre Haute's town tile) and finishes, and after it the cube
    travels over two links of the seat's own (before, one placement was judged at a time and the track was
    chosen by a dozen of them with a few sampled follow-ups)."""
    s = chicago_engineer_build()
    found = turn_plans(steam, s, steam.legal_actions(s), 0, value_for(steam, 0))
    assert found[0] == (next(a for a in steam.legal_actions(s) if a.kind == "done"),)
    delivering = []
    for plan in found[1:]:
        after = s
        for action in plan:
            after = steam.apply(after, action)
        if max(delivery_gains(steam.map_of(after), after)[0][0], default=0) == 2:
            delivering.append(plan)
    assert delivering
    assert len(delivering[0]) == 5 and delivering[0][-1].kind == "done"


def test_hard_lays_the_plan_that_delivers_and_keeps_it_between_placements(steam):
    """Same position with $20, Hard at its own settings: its four placements, one decision each, lay the two
    links, so the cube can travel over them; between them the rest of its plan is kept to be judged again."""
    s = chicago_engineer_build(cash=20)
    agent = make_agent("hard", steam, seed=1)
    for _ in range(4):
        action = agent.choose(s, 0)
        assert action.kind == "build"
        s = steam.apply(s, action)
        assert agent._plan_kept is None or agent._plan_kept[2]
    assert len(own_links(steam, s, 0)) == 2
    assert max(delivery_gains(steam.map_of(s), s)[0][0]) == 2


def test_a_plan_is_judged_after_the_rivals_builds_and_the_rounds_moves(steam):
    """Seat 0 builds first and seat 1 after it, both with $10, the yellow cube in Pittsburgh two hexes from
    Wheeling: the position seat 0's plan of finishing at once is judged in holds seat 1's reply (its own
    Pittsburgh - Wheeling link) and the round's moves (seat 1 carries the cube over it: its income goes up),
    not a board where seat 1 never builds and the cube waits."""
    s = pittsburgh_build()
    s.acting = (0, 1)
    s.set_seat("cash", 1, 10)
    done = next(a for a in steam.legal_actions(s) if a.kind == "done")
    replied = plans._replied(steam, steam.apply(s, done), 0, ev.estimate)
    assert replied.phase not in ("build", "move")
    assert own_links(steam, replied, 1)
    assert replied.income[1] > s.income[1] and not replied.goods.get(helpers.RB.board.cities["pittsburgh"].hex)
    judged = plans.judge_plans(
        steam, s, 0, [(done,)], ev.estimate, replies=True, deadline=time.perf_counter() + 60, cancel=threading.Event()
    )
    assert judged[0][0] == pytest.approx(plans.evaluate(steam, replied, ev.estimate)[0])


def test_a_level_without_plans_judges_a_build_turn_move_by_move(steam):
    """Normal keeps its search of the build turn (``plan_width`` -1): only Hard plans the whole turn."""
    assert make_agent("normal", steam, seed=1).plan_width < 0
    assert make_agent("hard", steam, seed=1).plan_width >= 0


def test_hard_raises_its_engine_when_the_moves_played_on_deliver_over_it(steam):
    """Move goods, first round, engine 1, a red cube at Evansville for Chicago over seat 0's two links: Hard
    plays each move on to the end of the round's moves (every seat's next move the one the evaluation likes
    best) and raises its engine, since the second move round then carries the cube for +2 over its own
    track; the rounds played on count as its iterations."""
    s = move_turn([("evansville", "red")], engine=1)
    agent = make_agent("hard@1", steam, seed=1)
    raised = agent.choose(s, 0)
    assert steam.describe(s, raised).startswith("Raise engine")
    assert agent.stats.iterations >= 2
    after = plans._replied(steam, steam.apply(s, raised), 0, ev.estimate)
    assert after.phase not in ("move", "build") and after.income[0] > s.income[0]


def test_a_share_is_judged_by_the_round_it_pays_for(steam):
    """Issue Shares, two yellow cubes in Pittsburgh and a $6 link to Wheeling that one share makes affordable:
    the share is played on through the rest of the round (the rivals' shares, the auction, the actions, every
    build turn, the moves), so the position it is judged by holds seat 0's own link and its income up, which
    the position right after the share does not show; Hard issues it, over several copies of the round. With
    no cube to carry, it issues none."""
    pittsburgh = helpers.RB.board.cities["pittsburgh"].hex
    s = shares_before_project(steam, {pittsburgh: ("yellow", "yellow")})
    one = next(a for a in steam.legal_actions(s) if a["n"] == 1)
    replied = plans._replied(steam, steam.apply(s, one), 0, ev.estimate)
    assert replied.round == s.round + 1
    assert own_links(steam, replied, 0) and replied.income[0] > s.income[0]
    agent = make_agent("hard", steam, seed=1)  # its own 3 s: at 1 s a loaded machine played one copy of the round
    assert agent.choose(s, 0)["n"] == 1
    assert agent.stats.iterations >= 2
    assert make_agent("hard@1", steam, seed=1).choose(shares_before_project(steam, {}), 0)["n"] == 0


def test_plans_short_of_time_judge_the_most_promising_first(steam):
    """A clock that runs out after one plan judged with the rivals' replies has judged the plan the position
    right after it ranks best (here one that lays track toward the cube), not finishing, which the plans list
    first (logged on Venezuela under load, with Normal planning at 1 s in a trial: it judged finishing alone at every
    build turn and built no track all game)."""
    s = chicago_engineer_build(cash=20)
    found = turn_plans(steam, s, steam.legal_actions(s), 8, value_for(steam, 0))
    assert found[0][0].kind == "done"
    judged = plans.judge_plans(
        steam, s, 0, found, ev.estimate, replies=True, deadline=time.perf_counter() - 1, cancel=threading.Event()
    )
    assert len(judged) == 1 and judged[0][1][0].kind == "build"
