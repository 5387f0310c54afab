"""Phase 5, move goods (reference 1.8), on the network of helpers.network_state()."""

from rules.core import Action
from rules.steam import STEAM
from rules.steam.moves import routes

from .helpers import RB, at_build, at_move, build, connect, game, network_state, put, town


def move(seat, colour, route, owners):
    return Action.make("move", seat, colour=colour, route=list(route), owners=list(owners))


def listed_routes(s):
    return [(a["colour"], a["route"], a["owners"]) for a in STEAM.legal_actions(s) if a.kind == "move"]


def test_a_good_ends_at_a_city_of_its_colour_over_complete_links():
    s = at_move(put(network_state(), "evansville", "red"), seat=3, engine=2)
    assert set(listed_routes(s)) == {
        ("red", ("evansville", "springfield", "chicago"), (0, 0)),
        ("red", ("evansville", "springfield", "st_louis"), (0, 1)),
    }


def test_the_route_may_not_be_longer_than_the_engine():
    s = at_move(put(network_state(), "evansville", "red"), seat=3, engine=1)
    assert listed_routes(s) == []
    reason = STEAM.explain(s, move(3, "red", ["evansville", "springfield", "chicago"], [0, 0]))
    assert "longer than your engine (1 link)" in reason


def test_a_good_stops_at_the_first_city_of_its_colour():
    s = at_move(put(network_state(), "evansville", "red"), seat=3, engine=6)
    route = ["evansville", "springfield", "st_louis", "rock_island", "chicago"]
    assert ("red", tuple(route), (0, 1, 2, 2)) not in listed_routes(s)
    reason = STEAM.explain(s, move(3, "red", route, [0, 1, 2, 2]))
    assert "passes St. Louis, a city of the cube's colour" in reason


def test_a_good_may_pass_cities_of_other_colours_and_towns():
    s = at_move(put(network_state(), "st_louis", "blue"), seat=3, engine=6)
    got = listed_routes(s)
    assert ("blue", ("st_louis", "springfield", "evansville"), (1, 0)) in got
    # through Chicago (red) and Springfield to Evansville (blue)
    assert ("blue", ("st_louis", "rock_island", "chicago", "springfield", "evansville"), (2, 2, 0, 0)) in got


def test_a_good_may_not_visit_the_same_city_twice():
    s = at_move(put(network_state(), "chicago", "blue"), seat=3, engine=6)
    route = ["chicago", "rock_island", "st_louis", "springfield", "chicago"]
    assert "same city twice" in STEAM.explain(s, move(3, "blue", route, [2, 2, 1, 0]))


def test_each_link_owner_gains_one_income_and_the_cube_returns_to_the_bag():
    s = at_move(put(network_state(), "evansville", "red"), seat=0, engine=2)
    bag = s.bag
    after = STEAM.apply(s, move(0, "red", ["evansville", "springfield", "st_louis"], [0, 1]))
    assert after.income[0] - s.income[0] == 1 and after.income[1] - s.income[1] == 1
    assert after.goods[RB.board.cities["evansville"].hex] == ()
    assert sum(after.bag) == sum(bag) + 1


def test_every_link_pays_its_owner_one_income():
    s = at_move(put(network_state(), "st_louis", "blue"), seat=0, engine=6)
    route = ["st_louis", "rock_island", "chicago", "springfield", "evansville"]
    after = STEAM.apply(s, move(0, "blue", route, [2, 2, 0, 0]))
    assert after.income[2] - s.income[2] == 2 and after.income[0] - s.income[0] == 2


def test_unfinished_links_cannot_carry_goods():
    s = game(4)
    s = connect(s, 0, ["7,5", "7,6", "7,7", "6,8"])  # Chicago to Springfield, which has no town tile yet
    s = connect(s, 0, ["9,9", "8,9", "7,8", "6,8"])  # Evansville (blue) to Springfield: unfinished too
    chicago = RB.board.cities["chicago"].hex
    s = at_move(put(s, "chicago", "blue"), seat=0)
    assert routes(STEAM.map_of(s), s, 0, chicago, "blue") == []
    assert "no complete link from Chicago to Springfield" in STEAM.explain(
        s, move(0, "blue", ["chicago", "springfield", "evansville"], [0, 0])
    )
    s = at_move(town(s, 0, "6,8", {1, 2}), seat=0)  # the town tile finishes both links
    springfield, evansville = RB.board.towns["springfield"].hex, RB.board.cities["evansville"].hex
    assert [r.stops for r in routes(STEAM.map_of(s), s, 0, chicago, "blue")] == [(chicago, springfield, evansville)]


def test_unowned_links_carry_goods_but_pay_nobody():
    s = network_state()
    s = s.copy()
    track = dict(s.track)
    for h, (tile, rot, owners) in s.track.items():
        track[h] = (tile, rot, tuple(-1 if o == 1 else o for o in owners))
    s.track = track
    s = at_move(put(s, "evansville", "red"), seat=0, engine=2)
    after = STEAM.apply(s, move(0, "red", ["evansville", "springfield", "st_louis"], [0, -1]))
    assert after.income[0] - s.income[0] == 1 and after.income[1] == s.income[1]


def test_raise_the_engine_once_instead_of_moving():
    s = at_move(network_state(), seat=0, engine=2)
    after = STEAM.apply(s, Action.make("raise_engine", 0))
    assert after.engine[0] == 3
    again = at_move(after, seat=0, engine=3)
    again = again.copy()
    again.loco_used = after.loco_used
    assert "only once" in STEAM.explain(again, Action.make("raise_engine", 0))


def test_the_prompt_offers_the_engine_raise_only_while_it_is_open():
    s = at_move(network_state(), seat=0, engine=2)
    assert "raise your engine" in STEAM.prompt(s).text
    after = STEAM.apply(s, Action.make("raise_engine", 0))
    again = at_move(after, seat=0, engine=3).copy()
    again.loco_used = after.loco_used  # raised once already this phase (1.8)
    assert "raise your engine" not in STEAM.prompt(again).text
    assert "raise your engine" not in STEAM.prompt(at_move(network_state(), seat=0, engine=6)).text


def test_move_goods_has_two_rounds_in_first_move_order():
    s = game(4)
    s = s.copy()
    s.order = (0, 1, 2, 3)
    s.taken = ("engineer", "locomotive", "first_move", "production")
    from rules.steam.phases import MoveGoods

    MoveGoods().enter(STEAM.map_of(s), s)
    s.phase = "move"
    seen = []
    for _ in range(8):
        seat = STEAM.to_move(s)
        seen.append(seat)
        s = STEAM.apply(s, Action.make("pass", seat))
    assert seen == [2, 0, 1, 3, 2, 0, 1, 3]
    assert s.phase != "move"


def test_build_then_deliver_end_to_end():
    s = network_state()
    s = at_build(s, 3)
    s = build(s, 3, "8,6", "gentle", 1)  # Chicago towards Michigan City: unfinished, carries nothing
    s = at_move(put(s, "chicago", "blue"), seat=3, engine=2)
    assert listed_routes(s) == [("blue", ("chicago", "springfield", "evansville"), (0, 0))]
