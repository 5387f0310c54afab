"""Age of Steam computer players plan like a player (issue 13): hand-made positions where the better move is
obvious, one per point of the plan (the engine raised for a route one link too long, the build turn's first
looks, the search judging them first, each special action for this round's plan, the auction bid against the
worth of going first)."""

import random
import threading
import time

import pytest

import rules
from game.ai import make_agent, mcts
from game.ai.evaluation import playout_moves, sample_follow_ups
from game.ai.evaluation import steam as ev
from game.ai.evaluation.steam_growth import goods_to_come
from game.ai.evaluation.steam_projects import projects
from game.ai.greedy import rank_actions
from game.ai.search_tree import Node
from rules.steam.hexgrid import direction_between, parse_hex
from tests.game.ai.test_steam_evaluation import after_issuing, issue_shares_turn, move_turn, pittsburgh_build
from tests.rules.steam import helpers
from tests.rules.steam.helpers import network_state, put


@pytest.fixture
def steam():
    return rules.get("steam")


def test_a_two_link_own_route_one_link_beyond_the_engine_is_worth_having(steam):
    """Engine 1, a red cube at Evansville for Chicago over seat 0's two links (Evansville - Springfield -
    Chicago): not deliverable this round, but next round one move raises the engine and the other carries
    it for +2. The seat is better off with that cube on its network than without any."""
    with_route = ev.estimate(steam, move_turn([("evansville", "red")], engine=1))[0]
    without = ev.estimate(steam, move_turn([], engine=1))[0]
    assert with_route > without + 2


def test_a_build_turn_looks_first_at_track_out_of_the_city_toward_the_delivery(steam):
    """No track yet, a yellow cube in Pittsburgh (17,5) and Wheeling (16,8, yellow) three hexes away: after
    finishing, the first placements looked at leave Pittsburgh (or Wheeling) on the way between them, so even
    a sample of eight follow-ups holds them (before, only finishing was a first look, the rest a random eight
    of 227)."""
    s = pittsburgh_build()
    legal = steam.legal_actions(s)
    looks = ev.first_looks(steam, s, legal)
    assert looks[0].kind == "done"
    assert len(looks) < len(legal) // 4
    assert looks[1]["hex"] in ("16,6", "16,7", "17,6")
    sample = sample_follow_ups(steam, s, legal, 8, random.Random(3))
    assert looks[1] in sample


def test_the_search_judges_the_first_looks_first_when_its_clock_runs_out(steam):
    """Normal expanding a node of 227 placements with no time left judges one move: the first look
    (finishing the turn), not whichever placement the list holds first."""
    s = pittsburgh_build()
    legal = steam.legal_actions(s)
    agent = make_agent("normal", steam, seed=1)
    agent._estimator = ev.estimate
    agent._seats = 3
    agent._seat = 0
    node = Node(3)
    agent._expand(node, s, legal, threading.Event(), 0, 8, deadline=time.perf_counter() - 1)
    assert list(node.first) == ev.first_looks(steam, s, legal)[:1]


def select_turn(steam, s, cash=10):
    """``s`` at Select Actions with seat 0 first to choose, holding ``cash``; nothing taken yet."""
    s = s.copy()
    s.phase = "select"
    s.acting, s.turn = (0, 1, 2, 3)[: s.players], 0
    s.taken = (None,) * s.players
    s.set_seat("cash", 0, cash)
    return s


def greedy_pick(steam, s):
    agent = make_agent("greedy", steam, seed=1)
    return rank_actions(agent, s, steam.to_move(s), steam.legal_actions(s))[0][1]


def test_each_special_action_is_valued_for_this_rounds_plan(steam):
    """Locomotive when one more link opens an own delivery (the red cube at Evansville for Chicago, two links
    of seat 0's, engine 1); Engineer when the seat has money for four tiles and a delivery to build toward
    (Pittsburgh's yellow cube for Wheeling) and nothing longer to carry (Production does nothing for it)."""
    loco = select_turn(steam, move_turn([("evansville", "red")], engine=1))
    loco.round = 3
    assert greedy_pick(steam, loco)["action"] == "locomotive"
    build = select_turn(steam, pittsburgh_build(), cash=20)
    values = {a["action"]: ev.estimate(steam, steam.apply(build, a))[0] for a in steam.legal_actions(build)}
    assert max(values, key=values.get) == "engineer"
    assert values["engineer"] > values["production"] + 0.5


def auction_turn(steam, s, cash=10):
    """``s`` in the turn-order auction, seat 0 to bid first, nobody has bid."""
    s = s.copy()
    s.phase = "auction"
    s.bidders = tuple(range(s.players))
    s.bids = (0,) * s.players
    s.dropped, s.high, s.pass_used, s.turn = (), -1, False, 0
    s.turn_order_pass = -1
    s.set_seat("cash", 0, cash)
    return s


def after(steam, s, kind, amount=None):
    action = next(a for a in steam.legal_actions(s) if a.kind == kind and (amount is None or a.get("amount") == amount))
    return ev.estimate(steam, steam.apply(s, action))[0]


def test_the_auction_bid_is_weighed_against_the_worth_of_going_first(steam):
    """Going first is worth the action the seat needs (Locomotive opens its two-link delivery): a $1 bid
    beats dropping out, a bid of all its $10 does not. With nothing any action would change, the seat drops
    out rather than pay to go first."""
    s = auction_turn(steam, move_turn([("evansville", "red")], engine=1))
    s.round = 3
    assert after(steam, s, "bid", 1) > after(steam, s, "drop")
    assert after(steam, s, "bid", 10) < after(steam, s, "drop")
    idle = auction_turn(steam, helpers.game(3))  # round 1: no track, no goods on the map
    idle.goods = {}
    assert after(steam, idle, "drop") >= after(steam, idle, "bid", 1)


def test_held_engineer_counts_until_the_seats_build_turn_begins(steam):
    """Engineer's fourth placement counts while the seat's build turn is still to come; once it has begun, the
    placements show what it was worth, so finishing is not judged against a bonus that vanishes."""
    s = select_turn(steam, pittsburgh_build(), cash=20)
    s.taken = ("engineer", "production", None)
    s.phase = "build"
    s.acting, s.turn = (1, 0, 2), 0  # seat 1 builds first: seat 0's turn is to come
    ahead = ev.estimate(steam, s)[0]
    s.turn = 1  # seat 0's own build turn
    s = helpers.at_build(s, 0, cash=20)
    s.taken = ("engineer", "production", None)
    assert ahead > ev.estimate(steam, s)[0] + 0.5


def test_a_playout_ply_on_a_build_turn_judges_a_few_moves_first_looks_first(steam, monkeypatch):
    """Hard's playouts: Greedy's full judgement of 227 placements with their follow-ups takes 1-2 s a ply, so
    a playout ply on Age of Steam judges ``PLAYOUT_WIDTH`` moves (its first looks first) by the position right
    after each; Endeavor's plies are judged as Greedy judges them."""
    seen = []

    def spy(agent, state, seat, legal, cancel=None, depth=2, deadline=None):
        seen.append((list(legal), depth))
        return rank_actions(agent, state, seat, legal, cancel, depth, deadline)

    monkeypatch.setattr(mcts, "rank_actions", spy)
    s = pittsburgh_build()
    agent = make_agent("hard", steam, seed=3)
    agent.playout_plies = 1
    agent._seats, agent._seat, agent._estimator = 3, 0, ev.estimate
    agent._playout(s, 7, threading.Event(), None)
    ((judged, depth),) = seen
    looks = ev.first_looks(steam, s, steam.legal_actions(s))
    assert len(judged) == ev.PLAYOUT_WIDTH and depth == 0
    assert judged[: ev.PLAYOUT_WIDTH - 2] == looks[: ev.PLAYOUT_WIDTH - 2]
    endeavor = rules.get("endeavor")
    state = endeavor.new_game(4, 3)
    legal = endeavor.legal_actions(state)
    assert playout_moves(endeavor, state, legal, random.Random(1)) == legal


def chicago_engineer_build(cash=10):
    """Rust Belt, round 2, seat 0's build turn with Engineer (four placements), engine 2, ``cash`` and no track;
    the only cube is a blue one in Chicago (7,5). Evansville (9,9, blue) is two links away through the town of
    Terre Haute (8,8): Chicago - 7,6 - 7,7 - Terre Haute - 8,9 - Evansville, four placements, $9 (the pink
    seat's first build in the recorded game). No two cities of it are within four hexes, so the old first
    looks (pairs of cities) had nothing to aim at."""
    s = helpers.at_build(helpers.game(3), 0, cash=cash)
    s.round = 2
    s.engine = (2, 1, 1)
    s.taken = ("engineer", None, None)
    s.goods = {helpers.RB.board.cities["chicago"].hex: ("blue",)}
    return s


def test_the_plan_finds_a_two_link_delivery_through_a_town(steam):
    """The project of the position above: both new links, four tiles (three track tiles and Terre Haute's
    town tile), $9, and the blue cube over two links of the seat's own."""
    s = chicago_engineer_build()
    board = helpers.RB.board
    chicago, haute, evansville = (board.cities["chicago"].hex, helpers.h("8,8"), board.cities["evansville"].hex)
    found = [q for q in projects(steam.map_of(s), s)[0] if max(q.now.values(), default=0) == 2]
    assert found
    best = min(found, key=lambda q: q.cost)
    assert (best.cost, best.tiles) == (9, 4)
    assert {frozenset((a, b)) for a, b, _ in best.links} == {
        frozenset((chicago, haute)),
        frozenset((haute, evansville)),
    }


def test_a_build_turn_looks_first_along_its_project(steam):
    """Same position: after finishing, the first placement looked at lays track on the way (out of Chicago
    toward 7,7 or out of Evansville toward Terre Haute), so a Greedy sample of eight follow-ups holds it."""
    s = chicago_engineer_build()
    legal = steam.legal_actions(s)
    looks = ev.first_looks(steam, s, legal)
    assert looks[0].kind == "done"
    assert looks[1]["hex"] in ("7,6", "8,9")
    assert looks[1] in sample_follow_ups(steam, s, legal, 8, random.Random(3))


def shares_before_project(steam, goods):
    """Round 2, Issue Shares, seat 0 first: $4, income 2, two shares (expenses $3), no track; ``goods`` on the
    map. Pittsburgh - Wheeling (two river hexes, $6) is the build that delivers Pittsburgh's yellow cubes."""
    s = issue_shares_turn(steam, 2, 2, 4, 2)
    s.goods = goods
    return s


def test_a_share_that_pays_for_this_rounds_project_is_issued(steam):
    """With two yellow cubes in Pittsburgh, one share makes the $6 link to Wheeling affordable after the
    expenses: two deliveries of +1 over it this round, its two tiles and its later use are worth more than the
    share's 3 points and $1 a round, so Greedy issues it. With no cube to carry, the same share only costs."""
    pittsburgh = helpers.RB.board.cities["pittsburgh"].hex
    s = shares_before_project(steam, {pittsburgh: ("yellow", "yellow")})
    assert after_issuing(steam, s, 1) > after_issuing(steam, s, 0)
    assert make_agent("greedy", steam, seed=1).choose(s, 0)["n"] == 1
    bare = shares_before_project(steam, {})
    assert after_issuing(steam, bare, 1) < after_issuing(steam, bare, 0)
    assert make_agent("greedy", steam, seed=1).choose(bare, 0)["n"] == 0


def test_survival_does_not_hang_on_a_cube_a_rival_may_take(steam):
    """Last round, Issue Shares: seat 0 has $0, income 0, 8 shares and engine 2, and two red cubes at
    Evansville it could carry to Chicago over two links of its own (+2 each). Two shares ($10 against $12 of
    expenses) pay only if it makes a delivery, and a rival moving first may take the cubes; three pay whatever
    happens. Greedy issues three (before, two: the deliveries were counted on, and a seat that counted on
    one it never made went bankrupt in a logged game)."""
    s = network_state().copy()
    s.round = 8
    s.phase = "shares"
    s.acting, s.turn = (0, 1, 2, 3), 0
    s.cash, s.income, s.shares, s.engine = (0, 20, 20, 20), (0, 10, 10, 10), (8, 4, 4, 4), (2, 1, 1, 1)
    s = put(s, "evansville", "red", "red")
    assert after_issuing(steam, s, 3) > after_issuing(steam, s, 2)
    assert make_agent("greedy", steam, seed=1).choose(s, 0)["n"] == 3


def tasmania_shares(cubes):
    """Tasmania, 3 players, round 2 of 9, Issue Shares, seat 0 first: $2, income 2, two shares, no track;
    ``cubes`` in Smithton, whose link to Burnie (two tiles, $4) would carry them."""
    s = rules.get("steam").new_game(3, 7, {"map": "tasmania"}).copy()
    s.round, s.phase = 2, "shares"
    s.order = s.acting = (0, 1, 2)
    s.turn = 0
    s.income, s.shares, s.cash = (2, 10, 10), (2, 4, 4), (2, 20, 20)
    s.goods = {helpers.STEAM.map_of(s).board.cities["smithton"].hex: cubes}
    return s


def test_on_tasmania_a_link_must_carry_more_than_its_tax(steam):
    """Tasmania's Tax phase takes $3 a round for every complete link, to the end: the share that would pay for
    Smithton - Burnie to carry two blue cubes (+2 income, worth the share on a map without the tax) is not
    issued, as the link costs $24 of tax over the rounds left."""
    s = tasmania_shares(("blue", "blue"))
    assert after_issuing(steam, s, 1) < after_issuing(steam, s, 0)
    assert make_agent("greedy", steam, seed=1).choose(s, 0)["n"] == 0


def test_the_plan_gives_engineer_a_fourth_placement_only_where_the_map_does(steam):
    """Rust Belt's Engineer lays a fourth tile (1.6), Tasmania's none (seed 002): with Engineer held, the
    planner's projects take up to four tiles on the first and three on the second."""
    rust = chicago_engineer_build()
    assert max(q.tiles for q in projects(steam.map_of(rust), rust)[0]) == 4
    s = tasmania_shares(("blue", "blue"))
    s.phase, s.taken = "select", ("engineer", None, None)
    s.goods = {h: ("blue", "red", "purple") for h in helpers.STEAM.map_of(s).board.city_at}
    found = projects(steam.map_of(s), s)[0]
    assert found and max(q.tiles for q in found) == 3


def test_the_plan_prices_track_as_the_map_does(steam):
    """Venezuela charges $R a tile in round R: in round 5 every project costs $5 a tile (its town tiles
    included), whatever the terrain (before, the planner priced them by the base game's terrain costs)."""
    s = steam.new_game(4, 3, {"map": "venezuela"}).copy()
    s.round, s.phase = 5, "shares"
    m = steam.map_of(s)
    s.goods = {h: ("red", "blue", "purple", "black") for h in m.board.city_at}
    found = projects(m, s)[0]
    assert found
    assert all(q.cost == 5 * q.tiles for q in found)


def tasmania_link(coming):
    """Tasmania, round 2 of 9, Issue Shares: seat 0 owns the complete link Launceston (red) - Scottsdale
    (blue), no goods on the map, and Launceston's display column (L5) holds ``coming``."""
    s = helpers.connect(tasmania_shares(()), 0, ["10,3", "11,2", "12,2"])
    s = s.copy()
    s.round, s.phase, s.acting, s.turn = 2, "shares", (0, 1, 2), 0
    s.cash, s.income = (6, 20, 20), (2, 10, 10)
    s.goods = {}
    s.display = {**s.display, "L5": coming}
    return s


def test_on_tasmania_a_link_is_worth_the_goods_the_display_will_bring_it(steam):
    """Tasmania taxes every complete link $3 a round, so a link is worth the goods that will use it: blue
    cubes waiting in Launceston's display column will come to Launceston and go to Scottsdale over seat 0's
    link; purple ones want no city on it. The seat with the blue column expects goods a round and is worth
    more (before, both were valued alike, at a flat 0.1 income a link a round)."""
    blue = tasmania_link(("blue", "blue", "blue"))
    purple = tasmania_link(("purple", "purple", "purple"))
    m = steam.map_of(blue)
    assert goods_to_come(m, blue)[0] >= 0.5  # three dice: L5 comes up about every other round
    assert goods_to_come(m, purple)[0] == 0
    assert ev.estimate(steam, blue)[0] > ev.estimate(steam, purple)[0] + 2


def test_on_tasmania_a_link_no_goods_will_use_is_worse_than_none(steam):
    """Round 4, seat 0 at income 2 with 4 shares and $0, once with the complete link Launceston - Scottsdale
    that no cube on the map or in the display wants, once with no track. The link's $3 a round of tax (with
    $5 of expenses against income 2) takes the seat to the share limit and out before the end; without it,
    a share a round gets it through. Before, the plan to the end counted 2 income a round from every later
    build and none of the tax on the link it makes, so the seat got through either way and the link
    looked as good (logged: seats completed such links and went bankrupt)."""
    linked = tasmania_link(("purple", "purple", "purple"))
    bare = tasmania_shares(())
    for s in (linked, bare):
        s.round, s.shares, s.income, s.cash = 4, (4, 4, 4), (2, 10, 10), (0, 20, 20)
    assert ev.estimate(steam, linked)[0] < ev.estimate(steam, bare)[0] - 10


def tasmania_move_with_reds_at(city):
    """Tasmania, round 2, Move Goods, seat 0 (engine 2, income 6) owns Launceston - Scottsdale; two red cubes
    (for Launceston) wait at ``city``, the only goods on the map, none deliverable over the track as it is."""
    s = tasmania_link((None, None, None)).copy()
    s.goods = {steam_map(s).board.cities[city].hex: ("red", "red")}
    s.phase, s.acting, s.turn, s.move_round, s.engine = "move", (0, 1, 2), 0, 0, (2, 1, 1)
    s.income = (6, 10, 10)
    return s


def steam_map(s):
    return rules.get("steam").map_of(s)


def test_on_tasmania_a_link_a_next_build_extends_into_longer_own_deliveries_is_worth_more(steam):
    """Where every link is taxed no later build is hoped to bring income on its own, so what a next build can
    make of the links a seat has is what its network is worth beyond today's deliveries: two red cubes at St
    Helens, two tiles from Scottsdale, become two deliveries over two own links once the next build adds
    Scottsdale - St Helens; at Queenstown, across the island, no next build reaches them. Before, both
    networks were valued alike (nothing deliverable now), so no first link looked worth its tax."""
    near = tasmania_move_with_reds_at("st_helens")
    far = tasmania_move_with_reds_at("queenstown")
    assert ev.estimate(steam, near)[0] > ev.estimate(steam, far)[0] + 2


def test_on_tasmania_a_first_tile_toward_one_delivery_is_worth_less_than_its_money(steam):
    """Round 2, seat 0's build turn with $10 and no track, one red cube at Burnie for Devonport (two tiles
    away): a tile out of Burnie toward it, the turn then finished, is lost unless the next turn completes the
    link, and the link would carry one cube against $3 a round of tax to the end. Finishing without it is
    better (before, the loose end counted half a delivery's worth: logged, seats laid such stubs in round 1
    and lost them in round 3)."""
    s = tasmania_shares(()).copy()
    s.goods = {steam_map(s).board.cities["burnie"].hex: ("red",)}
    s = helpers.at_build(s, 0, 10)
    legal = steam.legal_actions(s)
    stub = next(a for a in legal if a.kind == "build" and a["hex"] == "5,2" and a["tile"] == "straight")
    with_stub = steam.apply(s, stub)
    with_stub = steam.apply(with_stub, next(a for a in steam.legal_actions(with_stub) if a.kind == "done"))
    without = steam.apply(s, next(a for a in legal if a.kind == "done"))
    assert ev.estimate(steam, with_stub)[0] < ev.estimate(steam, without)[0]


def test_the_plan_is_worked_out_again_when_the_actions_held_change(steam):
    """Venezuela: only the Money Launderer (First Move) may move yellow cash cubes. Seat 0 held it last round, so
    at Issue Shares (``taken`` still last round's) it plans to carry them; once Select Actions gives it another
    action on the same board, those plans are gone (before, the plans kept on the board were reused)."""
    s = steam.new_game(4, 3, {"map": "venezuela"}).copy()
    s.round, s.phase = 2, "shares"
    m = steam.map_of(s)
    s.goods = {h: ("yellow",) for h in m.board.city_at}
    s.taken = ("first_move", None, None, None)
    assert projects(m, s)[0]
    s.phase, s.taken = "select", ("engineer", None, None, None)
    assert projects(m, s)[0] == []


def venezuela_round_one(coming):
    """Venezuela, round 1, Issue Shares, no goods on the map (the rules' setup): seat 0 owns the complete link
    Barcelona (red) - Cumana (blue), and Barcelona's display column (D4) holds ``coming``; Cumana's holds
    cubes no city on the link wants."""
    s = helpers.connect(rules.get("steam").new_game(4, 0, {"map": "venezuela"}), 0, ["19,4", "20,4", "21,3"]).copy()
    s.round, s.phase, s.order, s.acting, s.turn = 1, "shares", (0, 1, 2, 3), (0, 1, 2, 3), 0
    s.cash, s.taken = (10, 10, 10, 10), (None,) * 4
    s.goods = {}
    s.display = {**s.display, "D4": coming, "D5": ("yellow", "black", "black")}
    return s


def test_on_venezuela_round_one_plans_for_the_goods_the_display_will_bring(steam):
    """Venezuela starts with no goods on the map; at the end of round 1 every city takes the top of its display
    column until it holds 2, with no dice. So a link whose city will receive a cube its other city wants
    carries it in round 2: with a blue cube second in Barcelona's column, seat 0's link to Cumana (blue) is
    worth more than with a purple one (which no city on the link wants). Before, both were valued alike: the
    plan saw only the cubes on the map, none in round 1 (logged: round-1 builds laid stubs to nowhere)."""
    blue = venezuela_round_one(("yellow", "blue", "red"))
    purple = venezuela_round_one(("yellow", "purple", "red"))
    assert ev.estimate(steam, blue)[0] > ev.estimate(steam, purple)[0] + 1


def test_on_venezuela_a_project_never_runs_through_a_dark_brown_hex(steam):
    """Venezuela keeps its three dark-brown hexes for the player who builds last. Merida and Barinas are two
    hexes apart, by the dark-brown 5,6 or the plain 5,7: the project that carries Merida's blue cube to Barinas
    is planned through 5,7, which every seat may build on (before, through 5,6, so a seat's first looks led to
    a hex it could not build on and it finished its turn with the delivery unbuilt, logged in round 3)."""
    s = steam.new_game(4, 0, {"map": "venezuela"}).copy()
    m = steam.map_of(s)
    board = m.board
    s.round, s.phase = 3, "shares"
    s.goods = {board.cities["merida"].hex: ("blue",)}
    ways = [way for q in projects(m, s)[0] for a, b, way in q.links]
    assert ways
    assert all(h not in m.restricted_hexes for way in ways for h in way)
    assert any(board.hex_of("5,7") in way for way in ways)


def test_on_tasmania_the_tax_phases_shares_pay_the_tax_not_the_expenses(steam):
    """Round 9 of 9, Issue Shares: seat 0 at 14 shares and engine 2 ($16 of expenses) with $9, income 3 and one
    complete link ($3 of tax). Expenses are paid before Tasmania's Tax phase, so the share that phase would let
    it issue cannot pay them: without a share now it is $4 short at expenses and bankrupt; one share now pays
    them (and the tax from what is left). Before, the tax's share was counted against the expenses too, so
    issuing none looked 6 points better (logged: the seat issued none and went out in the last round)."""
    s = tasmania_link((None, None, None)).copy()
    s.round, s.shares, s.engine = 9, (14, 4, 4), (2, 1, 1)
    s.cash, s.income = (9, 20, 20), (3, 10, 10)
    assert after_issuing(steam, s, 1) > after_issuing(steam, s, 0) + 10


def venezuela_urbanizer():
    """Venezuela, round 3, seat 0's build turn holding Urbanization with $5: its complete link Barcelona - 19,5 -
    Anaco (a town tile) and a black cube in Barcelona. A black New City on Anaco makes that cube a delivery over
    the seat's own link (+1 income), and costs nothing."""
    s = helpers.connect(rules.get("steam").new_game(4, 0, {"map": "venezuela"}), 0, ["19,4", "19,5", "20,5"])
    anaco, by = parse_hex("20,5"), parse_hex("19,5")
    s = helpers.town(s, 0, "20,5", {direction_between(anaco, by)})
    s = helpers.at_build(s, 0, cash=5).copy()
    s.round, s.taken = 3, ("urbanization", None, None, None)
    s.goods = {steam_map(s).board.cities["barcelona"].hex: ("black",)}
    return s


def test_a_build_turn_looks_first_at_a_new_city_where_its_own_link_ends(steam):
    """Urbanization places a New City on a town for free (1.6). The seat's first looks hold urbanizing Anaco, the
    town its own link ends at, once per colour, and the black one is worth more than finishing. Before, no
    urbanization was a first look: they came after the 270 placements, so a Normal seat at 1 s never judged
    one (logged on Venezuela: Urbanization taken every round and the turn finished with a free +4 unjudged)."""
    s = venezuela_urbanizer()
    legal = steam.legal_actions(s)
    looks = [a for a in ev.first_looks(steam, s, legal) if a.kind == "urbanize"]
    board = steam.map_of(s).board
    assert {a["town"] for a in looks} == {"anaco"}
    colours = [board.new_cities[a["city"]].colour for a in looks]
    assert "black" in colours and len(colours) == len(set(colours))
    black = next(a for a in looks if board.new_cities[a["city"]].colour == "black")
    done = next(a for a in legal if a.kind == "done")
    after = ev.estimate(steam, steam.apply(steam.apply(s, black), done))[0]
    assert after > ev.estimate(steam, steam.apply(s, done))[0] + 2


def test_on_venezuela_a_link_is_worth_the_goods_its_cities_columns_keep_bringing(steam):
    """Venezuela refills every city to 2 from its own display column each round, with no dice, so what will
    come is on the display for every player to read: a complete link whose city's column holds cubes the
    other city wants carries one round after round. Round 3, a black cube on the map elsewhere: seat 0's link
    Barcelona (red) - Cumana (blue) with blue cubes down Barcelona's column is worth more than with purple ones
    (before, every complete link was worth the same flat 0.1 income a round, whatever the display held, and
    from round 3 no seat issued a share to build: logged, four Normal seats ended at income 0-6)."""

    def with_column(cubes):
        s = venezuela_round_one(cubes)
        s.round = 3
        s.goods = {steam.map_of(s).board.cities["maracaibo"].hex: ("black",)}
        return s

    blue = with_column(("blue", "blue", "blue"))
    purple = with_column(("purple", "purple", "purple"))
    assert ev.estimate(steam, blue)[0] > ev.estimate(steam, purple)[0] + 1
