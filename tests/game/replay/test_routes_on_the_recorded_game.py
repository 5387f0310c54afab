"""1.8 on a real network: every good's routes at every step of the recorded Rust Belt game.

Random games seldom finish more than a link or two, so the route search's shortcuts (it leaves out a stop
from which no city of the cube's colour is within the links left, and a state keeps the routes of the state
it was made from while their links are the same) are checked here on the five-player network of Choo Choo
Games game 2692, with routes of up to six links, against a walk that tries every path.
"""

from __future__ import annotations

import pytest

from game.replay import read_trace, replay_steps
from game.replay.importer import new_match
from rules import get
from rules.steam import constants as K
from rules.steam.moves import graph, paid_links, routes
from tests.game.replay.recorded import TRACE, needs_trace

STEAM = get("steam")

pytestmark = needs_trace


@pytest.fixture(scope="module")
def positions():
    """The state after every third recorded action (each made from the one before, as a game makes them)."""
    trace = read_trace(TRACE)
    return [m.state for i, (_, m) in enumerate(replay_steps(trace, new_match(trace))) if i % 3 == 0]


def every_route(m, s, h: int, colour: str, limit: int) -> list[tuple]:
    """Every path over complete links from ``h`` that visits no stop twice and ends at the first city of
    ``colour`` it reaches, within ``limit`` links, as (stops, owners), shortest first."""
    adj = graph(m, s)
    out: set[tuple] = set()

    def walk(stops: list[int], owners: list[int]) -> None:
        if len(owners) == limit:
            return
        for e in adj.get(stops[-1], ()):
            if e.to in stops:
                continue
            if m.accepts(s, e.to, colour):
                out.add(((*stops, e.to), (*owners, e.owner)))
            else:
                walk([*stops, e.to], [*owners, e.owner])

    walk([h], [])
    return sorted(out, key=lambda k: (len(k[1]), k))


def test_a_goods_routes_are_every_path_to_the_first_city_of_its_colour_within_the_engine(positions):
    longest = 0
    for s in positions:
        m = STEAM.map_of(s)
        for h, cubes in sorted(s.goods.items()):
            for colour in sorted(set(cubes)):
                for engine in range(1, K.ENGINE_MAX + 1):
                    found = [(r.stops, r.owners) for r in routes(m, s, 0, h, colour, limit=engine)]
                    assert found == every_route(m, s, h, colour, engine), (s.round, h, colour, engine)
                    longest = max([longest, *(len(owners) for _, owners in found)])
    assert longest >= 3  # the network is one where the search's shortcuts matter


def test_what_a_good_could_pay_each_seat_is_the_most_own_links_of_its_routes_within_each_engine(positions):
    for s in positions[::4]:
        m = STEAM.map_of(s)
        for h, cubes in sorted(s.goods.items()):
            for colour in sorted(set(cubes)):
                found = routes(m, s, 0, h, colour, limit=K.ENGINE_MAX)
                paid = paid_links(m, s, h, colour, K.ENGINE_MAX)
                assert bool(paid) == bool(found)
                for p in range(s.players if found else 0):
                    for engine in range(K.ENGINE_MAX + 1):
                        best = max((r.owners.count(p) for r in found if r.links <= engine), default=0)
                        assert paid[p][engine] == best, (p, engine)
