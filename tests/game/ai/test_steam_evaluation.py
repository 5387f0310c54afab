"""The Age of Steam evaluation on hand-made positions where the better one is obvious to a player."""

import pytest

import rules
from game.ai import make_agent
from game.ai.evaluation import estimator_for, evaluate
from game.ai.evaluation import steam as ev
from game.ai.greedy import rank_actions
from rules.core import Rng
from rules.steam.hexgrid import direction_between, parse_hex
from rules.steam.track import network
from tests.rules.steam import helpers
from tests.rules.steam.helpers import at_move, network_state, put


@pytest.fixture
def steam():
    return rules.get("steam")


def _set(t, i, v):
    return (*t[:i], v, *t[i + 1 :])


def start(steam, players=3, map_id="rust_belt"):
    """Round 1, Issue shares: every seat has $10, 2 shares, engine 1, income 0 (equal seats)."""
    return steam.new_game(players, seed=7, options={"map": map_id}).copy()


def last_round_moves(steam):
    """The last round's Move goods phase (round 10 of 10 with 3 players): no build is left."""
    s = start(steam)
    s.round = 10
    s.phase = "move"
    s.acting, s.turn, s.move_round = s.order, 0, 0
    s.goods = {}  # nothing to deliver: only the score sheet and the expenses count
    s.cash = (20, 20, 20)
    s.income = (8, 8, 8)
    s.shares = (5, 5, 5)
    return s


def to_build(steam, s):
    """Play on from a round's start to its Build phase: nobody issues shares or bids, each takes the first action."""
    while s.phase != "build":
        acts = steam.legal_actions(s)
        pick = next((a for a in acts if a.kind == "issue" and a["n"] == 0), None)
        pick = pick or next((a for a in acts if a.kind == "drop"), None) or acts[0]
        s = steam.apply(s, pick)
    return s


def test_the_steam_module_is_the_estimator_of_age_of_steam(steam):
    assert estimator_for(steam) is ev.estimate


def test_equal_seats_are_estimated_equal(steam):
    est = ev.estimate(steam, start(steam))
    assert max(est) - min(est) < 1e-9


def test_more_income_with_equal_shares_is_better(steam):
    s = start(steam)
    s.income = (0, 5, 0)
    est = ev.estimate(steam, s)
    assert est[1] > est[0] + 5 and est[1] > est[2] + 5


def test_an_extra_share_costs_about_three_points_in_the_last_round(steam):
    """In the last round, after the last build, the $5 a share brought buys nothing: only its -3 remains."""
    s = last_round_moves(steam)
    s.shares = (5, 6, 5)
    s.cash = (20, 25, 20)
    est = ev.estimate(steam, s)
    assert est[0] - est[1] == pytest.approx(3.0, abs=0.5)


def test_a_seat_that_cannot_pay_its_expenses_is_marked_down(steam):
    """Round 5, Move goods: seat 1 has $0 and income 5 against $7 of expenses (6 shares, engine 1): the $2 it
    cannot pay come off its income (1.9), 3 points each at the end, and more cash is lost on the way."""
    s = last_round_moves(steam)
    s.round = 5
    s.shares = (6, 6, 6)
    s.income = (5, 5, 5)
    s.cash = (0, 20, 20)
    est = ev.estimate(steam, s)
    assert est[0] < est[1] - 3 * 2
    assert est[0] > est[1] - 30  # marked down, not counted as bankrupt


def test_a_seat_that_would_go_bankrupt_is_below_every_seat_still_in(steam):
    """$0 and income 1 against $7 of expenses: the shortfall takes income below 0, out of the game (1.9)."""
    s = last_round_moves(steam)
    s.round = 5
    s.shares = (6, 15, 15)
    s.income = (1, 10, 10)  # the others score as low as seat 0 (30 - 45 against 3 - 18), and stay in
    s.cash = (0, 20, 20)
    est = ev.estimate(steam, s)
    assert est[0] < min(est[1:]) - 10


def test_a_bankrupt_seat_is_below_every_seat_still_in(steam):
    s = start(steam)
    s.out = (False, True, False)
    s.shares = (5, 2, 5)
    s.income = (0, 20, 0)
    est = ev.estimate(steam, s)
    assert est[1] < min(est[0], est[2])


def test_a_bankrupt_seat_is_below_one_only_about_to_go_bankrupt(steam):
    s = start(steam)
    s.out = (False, True, False)
    s.shares = (15, 2, 5)  # seat 1 cannot pay $16 of expenses even after the round's income
    est = ev.estimate(steam, s)
    assert est[1] < est[0] < est[2]


def test_a_finished_game_is_estimated_at_its_final_score(steam):
    s = last_round_moves(steam)
    s.phase = "over"
    s.income = (8, 12, 3)
    totals = [float(sheet.total) for sheet in steam.scores(s)]
    assert ev.estimate(steam, s) == totals


def test_an_unfinished_link_not_extended_in_its_owners_build_turn_counts_nothing(steam):
    """1.7.4: an unfinished link left untouched at the end of its owner's build turn loses its owner."""
    s = to_build(steam, start(steam))
    seat = steam.to_move(s)
    for action in steam.legal_actions(s):
        if action.kind != "build":
            continue
        after = steam.apply(s, action)
        if any(link.owner == seat and not link.complete for link in network(steam.board(after), after).links):
            break
    else:
        pytest.skip("no single placement makes an unfinished link on this map")
    kept = ev.estimate(steam, after)[seat]
    stale = after.copy()
    stale.touched = ()  # the same track, but not laid in this turn
    assert ev.estimate(steam, stale)[seat] < kept


def with_a_complete_link(steam, map_id):
    """Round 1, Build: the first builder has just laid one tile that makes a complete link (e.g. a town next to
    a city), or None when no single placement does on this map."""
    s = to_build(steam, start(steam, map_id=map_id))
    seat = steam.to_move(s)
    for action in steam.legal_actions(s):
        if action.kind == "build":
            after = steam.apply(s, action)
            if any(link.owner == seat and link.complete for link in network(steam.board(after), after).links):
                return after, seat
    return None, seat


def test_tasmanias_tax_on_complete_links_counts_with_the_expenses(steam):
    """Tasmania: $3 a round per complete link, after the expenses. A seat without the money issues a share for
    it in the Tax phase (seed 002: "they may issue shares at $5 per share as usual"): 3 points and $1 a round,
    less than the 3 income a tax paid from income would cost (9 points); at the share limit it costs income."""
    s, seat = with_a_complete_link(steam, "tasmania")
    if s is None:
        pytest.skip("no single placement completes a link on this map")
    due = steam.map_of(s).expenses(s, seat)
    short = s.copy()
    short.cash = _set(s.cash, seat, due)  # pays the expenses, not the tax
    enough = s.copy()
    enough.cash = _set(s.cash, seat, due + 3)
    cost = ev.estimate(steam, enough)[seat] - ev.estimate(steam, short)[seat]
    assert 3 <= cost < 3 * 3
    full = s.copy()
    full.shares = _set(s.shares, seat, s.shares[seat] + steam.map_of(s).max_issue(s, seat))
    full.income = _set(s.income, seat, 5)  # income enough to lose
    due = steam.map_of(full).expenses(full, seat) - full.income[seat]
    short, enough = full.copy(), full.copy()
    short.cash = _set(s.cash, seat, due)
    enough.cash = _set(s.cash, seat, due + 3)
    assert ev.estimate(steam, enough)[seat] - ev.estimate(steam, short)[seat] >= 3 * 3


def test_hidden_chance_does_not_change_the_estimate(steam):
    """Only the visible position counts: another generator (future dice, the bag's draws) gives the same estimate."""
    s = to_build(steam, start(steam))
    other = s.copy()
    other.rng = Rng(12345)
    assert ev.estimate(steam, other) == ev.estimate(steam, s)
    for seed in (1, 2):
        assert ev.estimate(steam, steam.determinize(s, seed)) == ev.estimate(steam, s)


@pytest.mark.parametrize("map_id", ["rust_belt", "tasmania", "japan"])
def test_every_map_is_estimated_and_equal_seats_stay_equal(steam, map_id):
    est = ev.estimate(steam, start(steam, map_id=map_id))
    assert len(est) == 3 and max(est) - min(est) < 1e-9


def test_the_seat_value_follows_the_estimate(steam):
    s = start(steam)
    s.income = (0, 0, 6)
    values = evaluate(steam, s)
    assert values[2] == max(values)


# -- planning like a player (issue 13) -------------------------------------------------------------------------


def issue_shares_turn(steam, seat_income, seat_shares, seat_cash, round_no):
    """Round ``round_no``, Issue Shares, seat 0 first to decide; the others are comfortable ($20, income 10)."""
    s = start(steam)
    s.round = round_no
    s.phase = "shares"
    s.order = s.acting = (0, 1, 2)
    s.turn = 0
    s.income = (seat_income, 10, 10)
    s.shares = (seat_shares, 4, 4)
    s.cash = (seat_cash, 20, 20)
    return s


def after_issuing(steam, s, n):
    return ev.estimate(steam, steam.apply(s, next(a for a in steam.legal_actions(s) if a["n"] == n)))[0]


def test_near_bankruptcy_issuing_the_shares_that_pay_this_round_beats_going_bankrupt(steam):
    """The issue's example: income 2, 10 shares, $0 in round 5 against $11 of expenses. With no share the seat
    is bankrupt this round (1.9); three shares ($15) pay this round, so it is still in and may mend it."""
    s = issue_shares_turn(steam, 2, 10, 0, 5)
    assert after_issuing(steam, s, 3) > after_issuing(steam, s, 0)
    assert make_agent("greedy", steam, seed=1).choose(s, 0)["n"] >= 3


def test_a_seat_that_cannot_win_still_values_getting_through_above_going_bankrupt(steam):
    """The same seat (income 2, 10 shares, $0 in round 5) while both rivals earn 20 a round: it cannot win and
    stays last whatever it issues, yet three shares keep it in the game and a player issues them. Its value
    says so: before, its win chance (0) and its rank (last) made both moves alike to the search, 1e-10 apart,
    and such seats finished every build at once and passed into bankruptcy."""
    s = issue_shares_turn(steam, 2, 10, 0, 5)
    s.income = (2, 20, 20)

    def value(n):
        return evaluate(steam, steam.apply(s, next(a for a in steam.legal_actions(s) if a["n"] == n)))[0]

    assert value(3) - value(0) > 1e-3


def test_a_later_bankruptcy_is_better_than_one_this_round(steam):
    """Round 6, both at the share limit or near it with no income: seat 1 cannot pay this round's expenses
    (bankrupt now), seat 0 pays them with its $16 but not the next round's (bankrupt then). Both are below the
    seat that stays in; the one that gets through this round has time to mend it."""
    s = issue_shares_turn(steam, 0, 14, 0, 6)
    s.turn = 1
    s.cash = (16, 0, 20)  # seat 1: $0, income 10 against $15 of expenses: bankrupt this round
    s.shares = (14, 15, 4)
    s.income = (0, 0, 10)
    est = ev.estimate(steam, s)
    assert est[1] < est[0] < est[2]


def test_shares_are_weighed_against_the_expenses_they_bring_over_the_rounds_left(steam):
    """Round 2, $30 in hand already (more than a build turn spends): a share's $5 would only lie idle while
    costing 3 points and $1 every round to the end, so issuing it is worse than not."""
    s = issue_shares_turn(steam, 3, 4, 30, 2)
    assert after_issuing(steam, s, 0) > after_issuing(steam, s, 1) > after_issuing(steam, s, 3)


def move_turn(goods, engine):
    """Round 3, Move goods (first of its two rounds), seat 0 to move with ``engine`` on the network of
    tests/rules/steam/helpers.network_state: seat 0 owns Chicago - Springfield - Evansville, seat 1 St. Louis -
    Springfield, seat 2 Chicago - Rock Island - St. Louis. Everyone has $10, income 2, 4 shares."""
    s = network_state().copy()
    s.round = 3
    s.cash, s.income, s.shares = (10,) * 4, (2,) * 4, (4,) * 4
    for city, colour in goods:
        s = put(s, city, colour)
    s = at_move(s, 0, engine=engine)
    s.move_round = 0
    return s


def value_after(steam, s, describe):
    """Seat 0's estimate after the move whose label starts with ``describe``."""
    action = next(a for a in steam.legal_actions(s) if steam.describe(s, a).startswith(describe))
    return ev.estimate(steam, steam.apply(s, action))[0]


def test_later_goods_ride_as_many_own_links_as_the_engine_and_the_network_allow(steam):
    """Round 3, no cube on the map, seat 0 on its two joined links Evansville - Springfield - Chicago. A good still
    to come pays each own link of its way (1.8): at engine 2 a route there pays up to both, so the second level
    pays for its $1 a round in those goods; a third carries nothing longer on two links and is only expense.
    Before, a later good paid one link whatever the engine, and the second level was $1 a round for nothing."""
    assert ev.later_route(2, 1) == 1.0 and ev.later_route(2, 2) == 1.5 and ev.later_route(2, 4) == 1.5
    one, two, three = (ev.estimate(steam, move_turn([], engine=e))[0] for e in (1, 2, 3))
    assert two > one - 0.5
    assert three < two - 1


def test_a_delivery_that_pays_the_seat_beats_one_that_pays_only_rivals(steam):
    """A red cube at St. Louis for Chicago: over Springfield it pays seat 0 (and seat 1) a link each, over Rock
    Island it pays seat 2 both links and seat 0 nothing."""
    s = move_turn([("st_louis", "red")], engine=2)
    assert value_after(steam, s, "Move red: St. Louis - Springfield") > value_after(
        steam, s, "Move red: St. Louis - Rock Island"
    )


def test_an_own_delivery_beats_raising_the_engine_when_no_longer_delivery_is_open(steam):
    """A red cube at Evansville goes to Chicago over seat 0's two links (+2); an engine of 3 opens nothing
    longer on this network, so raising it only adds $1 of expenses a round."""
    s = move_turn([("evansville", "red")], engine=2)
    delivered = value_after(steam, s, "Move red: Evansville - Springfield - Chicago")
    assert delivered > value_after(steam, s, "Raise engine")
    assert delivered > value_after(steam, s, "Pass")


def test_raising_the_engine_beats_passing_when_it_opens_an_own_delivery(steam):
    """With engine 1 the red cube at Evansville cannot reach a red city; an engine of 2 carries it to Chicago
    over seat 0's own links in the second move round."""
    s = move_turn([("evansville", "red")], engine=1)
    assert value_after(steam, s, "Raise engine") > value_after(steam, s, "Pass")


# -- builds that earn, shares only for a plan that earns (issue 13) --------------------------------------------


def through(hexname, came_from, going_to):
    """The simple tile (and rotation) on ``hexname`` joining its neighbours ``came_from`` and ``going_to``."""
    at, pos = parse_hex(hexname), [parse_hex(came_from), parse_hex(going_to)]
    return helpers.tile_for({direction_between(at, x) for x in pos})


def greedy_choice(steam, s):
    """Greedy's move without its clock (on a loaded machine its 2 s cap would cut the 227 placements short)."""
    agent = make_agent("greedy", steam, seed=1)
    return rank_actions(agent, s, steam.to_move(s), steam.legal_actions(s))[0][1]


def pittsburgh_build():
    """Rust Belt, 3 players, round 2, seat 0's build turn with $10 and no track yet; the only cube on the map is
    a yellow one in Pittsburgh (17,5), and Wheeling (16,8, yellow) is two hexes of river away (16,6 and 16,7)."""
    s = helpers.at_build(helpers.game(3), 0, cash=10)
    s.round = 2
    s.goods = {helpers.RB.board.cities["pittsburgh"].hex: ("yellow",)}
    return s


def test_a_placement_that_completes_a_link_to_the_city_its_cube_wants_is_the_best_build(steam):
    """Pittsburgh - 16,6 laid this turn: 16,7 completes the link to Wheeling, where the yellow cube can be
    delivered over the seat's own link (+1 income every round left). Every other placement (track into empty
    country, stubs to nowhere) is worth less, and Greedy lays the completing tile."""
    s = helpers.build(pittsburgh_build(), 0, "16,6", *through("16,6", "17,5", "16,7"))
    completing = helpers.build(s, 0, "16,7", *through("16,7", "16,6", "16,8"))
    assert any(link.owner == 0 and link.complete for link in network(steam.board(completing), completing).links)
    best = ev.estimate(steam, completing)[0]
    others = [a for a in steam.legal_actions(s) if a.kind == "build" and a["hex"] != "16,7"]
    assert others
    assert all(ev.estimate(steam, steam.apply(s, a))[0] < best for a in others)
    choice = greedy_choice(steam, s)
    assert choice.kind == "build" and choice["hex"] == "16,7"


def test_without_a_delivery_to_build_toward_three_shares_score_below_one(steam):
    """Round 1, no cube anywhere within reach of a city that wants it: the $15 of three shares would buy track
    that delivers nothing, at 3 points and $1 a round each to the end, so one share (or none) is better."""
    s = issue_shares_turn(steam, 0, 2, 10, 1)
    s.goods = {}
    assert after_issuing(steam, s, 0) > after_issuing(steam, s, 1) > after_issuing(steam, s, 3)
    assert make_agent("greedy", steam, seed=1).choose(s, 0)["n"] == 0


def test_the_first_tile_goes_toward_the_delivery_not_into_empty_country(steam):
    """Same position, nothing laid yet: a tile out of Pittsburgh toward Wheeling leaves the link one placement
    from a delivery that pays the seat; a tile out of Chicago into empty country (no cube wants anything there)
    is money spent on a stub that earns nothing and is lost if not extended next turn (1.7.4). Greedy starts
    the Pittsburgh - Wheeling link."""
    s = pittsburgh_build()
    toward = ev.estimate(steam, helpers.build(s, 0, "16,6", *through("16,6", "17,5", "16,7")))[0]
    nowhere = ev.estimate(steam, helpers.build(s, 0, "7,4", *through("7,4", "7,5", "7,3")))[0]
    finish = ev.estimate(steam, steam.apply(s, next(a for a in steam.legal_actions(s) if a.kind == "done")))[0]
    assert toward > finish > nowhere
    choice = greedy_choice(steam, s)
    assert choice.kind == "build" and choice["hex"] in ("16,6", "16,7")


def test_cubes_a_network_carries_beyond_the_next_two_rounds_count_in_the_rounds_after(steam):
    """Round 3 of 8, seat 0 to move with engine 2 on its two links Evansville - Springfield - Chicago: four red
    cubes at Evansville for Chicago are this round's and next round's deliveries (+2 each), six and eight leave
    two and four for the rounds after. Cubes stay on the map until someone carries them, so the more are worth
    having (before, a network was worth only its next four deliveries, and six cubes were valued as four).

    The income reduction of 1.10 is a step (income 21 keeps 17 after it, 20 keeps 18), so two more deliveries
    can land the forecast just past a step and add little: six are worth more than four, and eight at least
    3 points more."""

    def with_reds(n):
        return ev.estimate(steam, put(move_turn([], engine=2), "evansville", *("red",) * n))[0]

    four = with_reds(4)
    assert with_reds(6) > four
    assert with_reds(8) > four + 3


def test_on_tasmania_a_seat_that_never_builds_counts_the_shares_its_expenses_will_take(steam):
    """Tasmania, round 2 of 9: income 0, two shares, $7, no track. Its $3 a round of expenses (more with each
    share) are paid by shares to the end: five or more, 3 points each, so the line that issues none now and
    builds nothing is worth well under its score now (-6) less 15. Before, a later deficit cost 0.25 a dollar
    and the line looked worth about -12 (logged: the seats that never built ended at 15 shares, -45)."""
    s = start(steam, map_id="tasmania")
    s.round, s.phase = 2, "shares"
    s.order = s.acting = (0, 1, 2)
    s.turn = 0
    s.income, s.shares, s.cash = (0, 10, 10), (2, 4, 4), (7, 20, 20)
    s.goods = {}
    assert steam.scores(s)[0].total == -6
    assert after_issuing(steam, s, 0) < -6 - 15
