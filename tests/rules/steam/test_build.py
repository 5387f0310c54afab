"""Phase 4, build track (reference 1.7), on the Rust Belt board."""

from rules.core import Action
from rules.steam import STEAM
from rules.steam.tiles import COUNTS, INDEX, TILES
from rules.steam.track import network

from .helpers import RB, at_build, build, connect, done, game, h, network_state, tile_for, town


def cost(before, after, seat=0):
    return before.cash[seat] - after.cash[seat]


def owner_of(s, hexname):
    return s.track[h(hexname)][2]


def why(s, seat, hexname, tile, rot):
    return STEAM.explain(s, Action.make("build", seat, hex=hexname, tile=tile, rot=rot))


def test_the_tile_mix_has_136_tiles():
    assert sum(COUNTS) == 136
    counts = {t.id: t.count for t in TILES}
    assert (counts["straight"], counts["gentle"], counts["sharp"]) == (48, 55, 7)


def test_a_simple_tile_costs_2_on_plain_3_on_river_4_on_mountain():
    s = at_build(game(), 0)
    assert cost(s, build(s, 0, "7,6", "straight", 0)) == 2  # plain, from Chicago
    assert cost(s, build(s, 0, "16,2", "gentle", 0)) == 3  # river, from Toronto
    assert cost(s, build(s, 0, "17,6", "straight", 0)) == 4  # mountain, from Pittsburgh


def test_complex_tiles_placed_directly_cost_3_coexisting_and_4_crossing_on_plain():
    s = at_build(game(), 0)
    s = build(s, 0, "7,6", "sharp", 1)  # Chicago, then towards 8,6: both tracks of 8,6 can connect
    assert cost(s, build(s, 0, "8,6", "coex_curves", 2)) == 3  # NW-NE beside SW-SE
    assert cost(s, build(s, 0, "8,6", "cross_x", 0)) == 4  # NW-SE crossing SW-NE


def test_a_town_tile_costs_1_plus_1_per_exit():
    s = connect(game(), 0, ["7,5", "8,6", "9,5"])  # Chicago towards Michigan City
    s1 = at_build(s, 0)
    assert cost(s1, build(s1, 0, "9,5", "town1", 4)) == 2
    assert cost(s1, build(s1, 0, "9,5", "town_right", 1)) == 4  # exits NE, SE, SW


def test_a_town_with_two_exits_uses_a_simple_tile_and_a_town_disc():
    s = connect(game(), 0, ["7,5", "8,6", "9,5"])
    s = at_build(s, 0)
    after = build(s, 0, "9,5", "straight", 1)  # NE-SW through Michigan City
    assert after.discs_left == s.discs_left - 1
    assert cost(s, after) == 3


def test_upgrading_a_town_tile_costs_3_and_keeps_its_exits():
    s = connect(game(), 0, ["7,5", "8,6", "9,5"])
    s = town(s, 0, "9,5", {4})
    s1 = at_build(s, 0)
    after = build(s1, 0, "9,5", "straight", 1)  # adds the NE exit
    assert cost(s1, after) == 3
    assert "keeps every exit" in why(s1, 0, "9,5", "straight", 0)


def test_upgrading_a_simple_tile_to_a_coexisting_tile_costs_2_and_keeps_the_old_track():
    s = connect(game(), 1, ["7,5", "8,6", "9,5"])  # seat 1's gentle curve on 8,6 (NW-NE)
    s = at_build(s, 0)
    s = build(s, 0, "7,6", "sharp", 1)  # Chicago south, turning NE towards 8,6
    before = s
    s = build(s, 0, "8,6", "coex_curves", 2)  # adds SW-SE beside the old NW-NE curve
    assert cost(before, s) == 2
    assert sorted(owner_of(s, "8,6")) == [0, 1]  # the old track keeps its owner


def test_upgrade_must_keep_the_existing_track():
    s = connect(game(), 1, ["7,5", "8,6", "9,5"])
    s = at_build(s, 0)
    assert "keep every existing track" in why(s, 0, "8,6", "cross_x", 0)


def test_a_redirect_costs_2_and_swings_the_loose_end():
    s = connect(game(), 0, ["7,5", "8,6", "9,5"])  # loose end pointing at Michigan City
    s1 = at_build(s, 0)
    after = build(s1, 0, "8,6", "gentle", 5)  # NW-S: swing towards 8,7
    assert cost(s1, after) == 2
    link = network(RB.board, after).link_at(h("8,6"), 0)
    assert link.open_b == (h("8,6"), 3) or link.open_a == (h("8,6"), 3)


def test_finished_track_is_never_redirected():
    s = network_state()
    s = at_build(s, 0)
    assert "loose end" in why(s, 0, "7,7", "straight", 0)


def test_new_track_must_start_at_a_city_or_extend_your_own_link():
    s = at_build(game(), 0)
    assert "must start from a city" in why(s, 0, "3,5", "straight", 0)


def test_you_may_not_connect_to_another_players_track():
    s = connect(game(), 1, ["7,5", "8,6", "9,5"])
    s = at_build(s, 0)
    assert "Blue's track" in why(s, 0, "9,5", "town1", 4)


def test_no_track_on_water_nor_towards_water():
    s = at_build(game(), 0)
    assert "No track may be built on water" in why(s, 0, "8,5", "straight", 0)
    assert "into water" in why(s, 0, "8,6", "straight", 0)  # north of 8,6 is Lake Michigan


def test_no_track_on_a_city_hex():
    s = at_build(game(), 0)
    assert "city hex" in why(s, 0, "7,5", "straight", 0)


def test_a_link_may_not_leave_a_city_and_return_to_it():
    s = at_build(game(), 0)
    s = build(s, 0, "7,6", "sharp", 1)  # N-NE: Chicago then towards 8,6
    # 8,6 back to Chicago (NW) from 7,6 (SW) would close a loop Chicago - Chicago
    assert "come back to the same city" in why(s, 0, "8,6", "sharp", 5)


def test_one_placement_per_hex_per_turn():
    s = at_build(game(), 0)
    s = build(s, 0, "7,6", "straight", 0)
    assert "one placement per hex per turn" in why(s, 0, "7,6", "gentle", 0)


def test_three_placements_a_turn_four_with_engineer():
    s = at_build(game(), 0)
    for x in ("7,6", "7,4", "6,6"):
        s = build(s, 0, x, "straight", 0) if x != "6,6" else build(s, 0, x, "gentle", 1)
    assert "all 3 placements" in why(s, 0, "6,5", "straight", 0)
    e = s.copy()
    e.taken = ("engineer", None, None, None)
    assert why(e, 0, "8,6", "gentle", 1) is None


def test_once_all_placements_are_made_the_prompt_asks_only_to_finish():
    s = at_build(game(), 0)
    assert "3 placements left" in STEAM.prompt(s).text
    for x in ("7,6", "7,4", "6,6"):
        s = build(s, 0, x, "straight", 0) if x != "6,6" else build(s, 0, x, "gentle", 1)
    text = STEAM.prompt(s).text
    assert "all 3 placements made" in text and "Finish building." in text
    assert "Pick a hex" not in text


def test_the_tile_supply_is_a_hard_limit():
    s = at_build(game(), 0)
    s.tiles_left = tuple(0 if i == INDEX["straight"] else n for i, n in enumerate(s.tiles_left))
    assert "straight tiles are all used" in why(s, 0, "7,6", "straight", 0)


def test_no_money_no_placement():
    s = at_build(game(), 0, cash=1)
    assert "No money" in why(s, 0, "7,6", "straight", 0)


def test_an_unfinished_link_is_lost_at_the_end_of_the_owners_next_build_turn():
    s = at_build(game(), 0)
    s = build(s, 0, "8,6", "gentle", 1)  # Chicago towards Michigan City: unfinished
    s = done(s, 0)
    assert owner_of(s, "8,6") == (0,)  # kept through the turn it was built
    s = done(at_build(s, 0), 0)  # next build turn: not extended
    assert owner_of(s, "8,6") == (-1,)
    assert any("loses its owner" in e.text for e in s.events)


def test_an_unfinished_link_extended_in_the_next_turn_stays_owned():
    s = at_build(game(), 0)
    s = build(s, 0, "7,6", "straight", 0)  # Chicago south, unfinished
    s = done(s, 0)
    s = at_build(s, 0)
    s = build(s, 0, "7,7", "straight", 0)  # extended, still unfinished
    s = done(s, 0)
    assert owner_of(s, "7,6") == (0,) and owner_of(s, "7,7") == (0,)


def test_an_unowned_unfinished_link_can_be_taken_over():
    s = at_build(game(), 0)
    s = build(s, 0, "8,6", "gentle", 1)
    s = done(done(s, 0) if False else s, 0)
    s = done(at_build(s, 0), 0)  # lost
    s = at_build(s, 1)
    s = build(s, 1, "9,5", "town1", 4)
    assert owner_of(s, "8,6") == (1,)
    link = network(RB.board, s).link_at(h("8,6"), 0)
    assert link.complete and link.owner == 1


def test_urbanization_places_a_new_city_free_without_using_a_build():
    s = connect(game(), 0, ["7,5", "8,6", "9,5"])
    s = at_build(s, 0, cash=5)
    s.taken = ("urbanization", None, None, None)
    after = STEAM.apply(s, Action.make("urbanize", 0, town="michigan_city", city="B"))
    assert after.cash[0] == 5 and after.builds == 0
    assert after.new_city[h("9,5")] == "B" and "B" not in after.new_city_left
    link = network(RB.board, after).link_at(h("8,6"), 0)
    assert link.complete  # the track into the town now runs into a city
    assert "Only the holder of the Urbanization" in STEAM.explain(
        at_build(s, 1), Action.make("urbanize", 1, town="toledo", city="A")
    )


def test_all_8_town_discs_in_use_stop_two_exit_towns():
    s = connect(game(), 0, ["7,5", "8,6", "9,5"])
    s = at_build(s, 0)
    s.discs_left = 0
    assert "All 8 town discs are in use" in why(s, 0, "9,5", "straight", 1)
    assert why(s, 0, "9,5", "town1", 4) is None  # a 1-exit town tile needs no disc


def test_each_player_has_20_ownership_discs():
    s = at_build(game(), 0)
    track = dict(s.track)
    # twenty one-tile unfinished links of seat 1 elsewhere on the board (built by hand)
    spots = [x.index for x in RB.board.hexes if x.terrain == "plain" and x.col != 7 and x.row % 2 == 1]
    for spot in spots[:20]:
        track[spot] = ("straight", 0, (0,))
    s.track = track
    assert sum(1 for link in network(RB.board, s).links if link.owner == 0) == 20
    assert "no ownership discs left" in why(s, 0, "7,6", "straight", 0)


def test_taking_over_unowned_track_uses_one_of_the_20_ownership_discs():
    s = at_build(game(), 0)
    s = build(s, 0, "8,6", "gentle", 1)  # Chicago towards Michigan City, then left unowned
    track = dict(s.track)
    track[h("8,6")] = ("gentle", 1, (-1,))
    spots = [x.index for x in RB.board.hexes if x.terrain == "plain" and x.col != 7 and x.row % 2 == 1]
    for spot in spots[:19]:  # nineteen one-tile links of seat 1 elsewhere (built by hand)
        track[spot] = ("straight", 0, (0,))
    s.track = track
    s = at_build(s, 0)
    assert why(s, 0, "9,5", "town1", 4) is None  # the twentieth disc goes on the link taken over
    track = dict(track)  # a new dict: a state's dicts are never changed in place
    track[spots[19]] = ("straight", 0, (0,))
    s.track = track
    assert "no ownership discs left" in why(s, 0, "9,5", "town1", 4)
    assert "no ownership discs left" in why(s, 0, "8,6", "gentle", 5)  # a redirect takes it over too


def test_the_rotation_of_a_symmetric_tile_is_listed_once():
    s = at_build(game(), 0)
    listed = [a for a in STEAM.legal_actions(s) if a.get("hex") == "7,6" and a.get("tile") == "straight"]
    assert [a["rot"] for a in listed] == [0]
    assert "lies exactly as turned 0" in why(s, 0, "7,6", "straight", 3)


def test_upgrading_a_simple_tile_to_a_crossing_tile_costs_3():
    s = at_build(game(), 0)
    s = build(s, 0, "7,6", "straight", 0)  # Chicago south
    s = build(s, 0, "8,6", "gentle", 5)  # Chicago towards 8,7
    s = build(s, 0, "8,7", "sharp", 0)  # ... curving back to the south-east edge of 7,6
    s = at_build(s, 0)
    after = build(s, 0, "7,6", "cross_bow", 0)  # the straight stays, SE-SW crosses it
    assert cost(s, after) == 3
    assert after.tiles_left[INDEX["straight"]] == s.tiles_left[INDEX["straight"]] + 1  # the old tile returns


def test_a_town_tile_is_never_redirected_only_extended():
    s = connect(game(), 0, ["7,5", "8,6", "9,5"])
    s = town(s, 0, "9,5", {4, 1})
    s = at_build(s, 0)
    assert "keeps every exit" in why(s, 0, "9,5", "straight", 2)


def test_urbanizing_a_town_with_track_returns_its_tile_and_disc():
    s = connect(game(), 0, ["7,5", "8,6", "9,5"])
    s = town(s, 0, "9,5", {4, 1})  # a 2-exit town: a straight plus a town disc
    s = at_build(s, 1)
    s.taken = (None, "urbanization", None, None)
    after = STEAM.apply(s, Action.make("urbanize", 1, town="michigan_city", city="A"))
    assert h("9,5") not in after.track
    assert after.discs_left == s.discs_left + 1
    assert after.tiles_left[INDEX["straight"]] == s.tiles_left[INDEX["straight"]] + 1
    link = network(RB.board, after).link_at(h("8,6"), 0)
    assert link.complete and link.owner == 0  # Chicago - 8,6 - New City A, still seat 1's


def test_you_may_not_redirect_another_players_unfinished_link():
    s = connect(game(), 1, ["7,5", "8,6", "9,5"])  # seat 2's loose end towards Michigan City
    s = at_build(s, 0)
    assert "this is Blue's link" in why(s, 0, "8,6", "gentle", 5)


def unowned_track_from_michigan_city(extend_to_10_6: bool = False):
    """Seat 1's complete link Chicago - Michigan City, and unowned track leaving the town south-east
    (the town tile's loose exit, and with ``extend_to_10_6`` a straight on 10,6 as well)."""
    s = connect(game(), 0, ["7,5", "8,6", "9,5"])
    s = done(town(s, 0, "9,5", {4, 2}), 0)  # the SE exit is an unfinished link of seat 1
    if extend_to_10_6:
        tile, rot = tile_for({5, 2})
        s = done(build(at_build(s, 0), 0, "10,6", tile, rot), 0)  # towards Fort Wayne, still unfinished
    s = done(at_build(s, 0), 0)  # a build turn without extending it: it loses its owner (1.7.4)
    assert network(RB.board, s).link_at(h("8,6"), 0).owner == 0
    return s


def test_unowned_track_from_a_town_is_taken_over_only_by_a_player_with_track_at_that_town():
    s = unowned_track_from_michigan_city()
    tile, rot = tile_for({5, 2})  # 10,6: from the town's loose exit towards Fort Wayne
    refusal = why(at_build(s, 1), 1, "10,6", tile, rot)
    assert refusal is not None and "Michigan City" in refusal and "1.7.3" in refusal
    assert not [a for a in STEAM.legal_actions(at_build(s, 1)) if a.get("hex") == "10,6"]
    s0 = at_build(s, 0)
    assert why(s0, 0, "10,6", tile, rot) is None  # seat 1 has track at Michigan City
    after = build(s0, 0, "10,6", tile, rot)
    assert network(RB.board, after).link_at(h("10,6"), 0).owner == 0


def test_unowned_track_from_a_town_is_redirected_only_by_a_player_with_track_at_that_town():
    s = unowned_track_from_michigan_city(extend_to_10_6=True)
    assert owner_of(s, "10,6") == (-1,)
    tile, rot = tile_for({5, 3})  # swing the loose end from Fort Wayne towards 10,7
    refusal = why(at_build(s, 1), 1, "10,6", tile, rot)
    assert refusal is not None and "Michigan City" in refusal
    assert why(at_build(s, 0), 0, "10,6", tile, rot) is None
