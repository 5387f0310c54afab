"""What each seat did over a simulated game: issue 14's per-seat figures (regions, hopeless expeditions, battles)."""

from __future__ import annotations

import random

import rules
from game.ai import make_agent
from game.simulate import format_table, simulate
from game.tallies.aoe3 import hopeless
from game.tallies.steam import SteamTally
from rules.aoe3.buildings import expedition_bonus
from rules.aoe3.data import COUNTERS, REGION_IDS
from rules.core import Action
from rules.steam.state import NOBODY
from tests.tiny import TINY

AOE3 = rules.get("aoe3")


def _expeditions_by_replay(games: int) -> list[int]:
    """Expeditions per seat in ``simulate``'s random games, counted again from the games' own events."""
    per_seat = [0, 0, 0]
    for seed in range(games):
        state = AOE3.new_game(3, seed, AOE3.check_setup(3, {}))
        agents = [make_agent("random", AOE3, seed * 1009 + i) for i in range(3)]
        while (seat := AOE3.to_move(state)) is not None:
            state = AOE3.apply(state, agents[seat].choose(state, seat))
            for e in state.events:
                if e.kind == "expedition":
                    per_seat[e.seat] += 1
    return per_seat


def test_a_simulation_of_age_of_empires_counts_each_seats_expeditions_regions_battles_and_buildings():
    result = simulate(AOE3, ["random", "random", "random"], 2, seed=0)
    assert result.tally_names == ("regions", "cards", "expeditions", "hopeless", "battles", "wars", "buildings")
    assert [s.tallies["expeditions"] for s in result.seats] == _expeditions_by_replay(2)
    for s in result.seats:
        assert 0 <= s.tallies["hopeless"] <= s.tallies["expeditions"]
    table = format_table(result)
    header = next(line for line in table.splitlines() if line.startswith("seat"))
    assert header.split()[7:14]  # seat, agent, wins, win %, mean score == list(result.tally_names)
    assert "could not succeed" in table


def test_a_game_without_a_tally_shows_no_tally_columns():
    result = simulate(TINY, ["random", "random"], 2, seed=1)
    assert result.tally_names == ()
    assert "regions" not in format_table(result) and "Totals over the games" not in format_table(result)


def _launching() -> tuple[object, str, int]:
    """A position of a random game where an expedition is being launched: (state, region, the units' value)."""
    rnd = random.Random(3)
    for seed in range(20):
        state = AOE3.new_game(3, seed, AOE3.check_setup(3, {}))
        while AOE3.to_move(state) is not None:
            acts = AOE3.legal_actions(state)
            explore = [a for a in acts if a.kind == "explore" and a["region"] != "deck"]
            if explore:
                return state, explore[0]["region"], explore[0].seat
            state = AOE3.apply(state, rnd.choice(acts))
    raise AssertionError("no expedition launched in 20 random games")


def test_an_expedition_is_hopeless_when_every_counter_the_region_could_show_has_more_natives():
    state, region, seat = _launching()
    r = REGION_IDS.index(region)
    weakest = min(COUNTERS, key=lambda c: COUNTERS[c].natives)
    strongest = max(COUNTERS, key=lambda c: COUNTERS[c].natives)
    s = state.copy()
    colonists = COUNTERS[weakest].natives - expedition_bonus(s, seat)  # just enough for the weakest counter
    assert colonists >= 1 and colonists + expedition_bonus(s, seat) < COUNTERS[strongest].natives
    s.pending = (s.pending[0], s.pending[1], (colonists, 0, 0, 0, 0), *s.pending[3:])
    unknown = list(state.known)
    unknown[r] = None
    s.known = tuple(unknown)
    s.counter_pool = (strongest,)
    assert hopeless(s, seat, region)
    s.counter_pool = (strongest, weakest)  # one counter it could show is weak enough: it may succeed
    assert not hopeless(s, seat, region)
    known = list(state.known)
    known[r] = strongest  # the region's counter is known: only it counts, whatever the pool holds
    s.known = tuple(known)
    assert hopeless(s, seat, region)


STEAM = rules.get("steam")


def test_an_age_of_steam_delivery_counts_its_links_by_whom_they_paid():
    """1.8: each link's owner gains 1 income; unowned track pays nobody."""
    tally = SteamTally(3)
    route = ("Chicago", "Gary", "Toledo", "Cleveland")
    tally.observe(None, Action.make("move", 1, colour="red", route=route, owners=(1, 2, NOBODY)), None)
    tally.observe(None, Action.make("raise_engine", 1), None)
    assert tally.counts[1]["deliveries"] == 1
    assert (tally.counts[1]["own links"], tally.counts[1]["rival links"]) == (1, 1)
    assert tally.counts[2] == dict.fromkeys(tally.names, 0)  # the rival was paid, but delivered nothing


def test_a_simulation_of_age_of_steam_shows_each_seats_deliveries_shares_engine_and_income():
    result = simulate(STEAM, ["random", "random", "random"], 2, seed=0, options={"map": "rust_belt"})
    assert result.tally_names == ("deliveries", "own links", "rival links", "shares", "engine", "income")
    deliveries, shares = [0, 0, 0], [0, 0, 0]
    for seed in range(2):  # the same games again, counted from their events and their last positions
        state = STEAM.new_game(3, seed, STEAM.check_setup(3, {"map": "rust_belt"}))
        agents = [make_agent("random", STEAM, seed * 1009 + i) for i in range(3)]
        while (seat := STEAM.to_move(state)) is not None:
            state = STEAM.apply(state, agents[seat].choose(state, seat))
            deliveries[seat] += sum(1 for e in state.events if e.kind == "move")
        shares = [a + b for a, b in zip(shares, state.shares, strict=True)]
    assert [s.tallies["deliveries"] for s in result.seats] == deliveries
    assert [s.tallies["shares"] for s in result.seats] == shares
    assert "unowned track pays nobody" in format_table(result)
