"""Age of Steam computer players on Japan (issue 13): a sea route is a link no placement lays, so the planner,
the move ordering and the choice of actions must see Japan's claims (logged: in a whole game of four Normal
seats nobody claimed one, and from round 2 no seat found anything to build). Hand-made positions where the
better move is obvious, one per point."""

import pytest

import rules
from game.ai import make_agent
from game.ai.evaluation import steam as ev
from game.ai.evaluation.steam_plans import turn_plans
from game.ai.evaluation.steam_projects import projects
from tests.rules.steam import helpers


@pytest.fixture
def steam():
    return rules.get("steam")


def kochi_build(steam, taken="sea_route"):
    """Japan, round 2, seat 0's build turn holding ``taken`` with $10, engine 1, no track anywhere; the only
    cube is a yellow one in Kochi. Osaka is yellow, across the Kii Channel (the sea route Osaka - Kochi) and
    far by land: the claim ($5, one placement) is the delivery."""
    s = helpers.at_build(steam.new_game(4, 1, {"map": "japan"}), 0, cash=10)
    s.round = 2
    s.taken = (taken, None, None, None)
    s.goods = {steam.map_of(s).board.cities["kochi"].hex: ("yellow",)}
    return s


def claim_of(steam, s, feature):
    return next(a for a in steam.legal_actions(s) if a.kind == "claim" and a["feature"] == feature)


def test_the_plan_finds_the_sea_route_that_carries_a_cube(steam):
    """The holder of Sea Route plans the claim of Osaka - Kochi: $5, one placement, a disc's 3 points, the
    yellow cube over one link of its own."""
    s = kochi_build(steam)
    board = steam.map_of(s).board
    kochi, osaka = board.cities["kochi"].hex, board.cities["osaka"].hex
    found = [q for q in projects(steam.map_of(s), s)[0] if q.claim == claim_of(steam, s, "S7")]
    assert len(found) == 1
    q = found[0]
    assert (q.cost, q.tiles, q.points) == (5, 1, 3)
    assert {frozenset((a, b)) for a, b, _ in q.links} == {frozenset((kochi, osaka))}
    assert list(q.now.values()) == [1]


def test_a_build_turn_looks_at_the_planned_claim_right_after_finishing(steam):
    """The claims are the map's own build actions, listed after every placement: the planned one is looked at
    right after finishing, so a clock that stops the judging after two moves has weighed it."""
    s = kochi_build(steam)
    looks = ev.first_looks(steam, s, steam.legal_actions(s))
    assert looks[0].kind == "done"
    assert looks[1].kind == "claim"
    assert {a["feature"] for a in looks if a.kind == "claim"} == {"S1", "S4", "S5", "S6", "S7"}


def test_normal_claims_the_sea_route_that_carries_its_cube(steam):
    """Normal at its own clock puts its disc on a sea route toward Osaka (Osaka - Kochi, or Osaka - Matsuyama
    with the tile from Kochi to Matsuyama) rather than finishing with nothing built."""
    s = kochi_build(steam)
    agent = make_agent("normal", steam, seed=1)
    first = agent.choose(s, 0)
    assert first.kind == "claim" and first["feature"] in ("S5", "S7")


def test_hard_lays_a_project_with_its_claim(steam):
    """Hard's whole-turn plans lay a project's claim as the map's build action (a claim has no hexes to lay)."""
    s = kochi_build(steam)
    plans = turn_plans(steam, s, steam.legal_actions(s), 0, lambda state: ev.estimate(steam, state)[0])
    assert (claim_of(steam, s, "S7"), *[a for a in steam.legal_actions(s) if a.kind == "done"]) in plans


def test_at_select_actions_the_sea_route_is_worth_the_claim_it_makes(steam):
    """Seat 0, last in turn order, chooses first between Fishing Area, Sea Route and passing: with the Kochi cube
    and $10, Sea Route (the claim that delivers it) is worth more than the others."""
    s = steam.new_game(4, 1, {"map": "japan"}).copy()
    s.round = 2
    s.phase = "select"
    s.order = (1, 2, 3, 0)
    s.acting, s.turn = (0, 1, 2, 3), 0
    s.taken = (None,) * 4
    s.goods = {steam.map_of(s).board.cities["kochi"].hex: ("yellow",)}
    s.set_seat("cash", 0, 10)
    values = {a.get("action", a.kind): ev.estimate(steam, steam.apply(s, a))[0] for a in steam.legal_actions(s)}
    assert max(values, key=values.get) == "sea_route"
    assert values["sea_route"] > max(v for k, v in values.items() if k != "sea_route") + 2
