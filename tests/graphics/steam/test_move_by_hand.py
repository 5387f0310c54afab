"""Issue 12: a good is moved by dragging its cube, and of two routes to one city the second is chosen on the map.

Pressing a cube lights every city it can reach; holding it over one draws the
route there link by link in the owners' colours; the wheel or R shows the
other route to that city, and the release delivers over the route shown, so
the income goes to that route's owners.
"""

from __future__ import annotations

from collections import Counter

import pygame
import pytest

from tests.game.ui.conftest import app, click, frames  # noqa: F401  (app is a fixture)
from tests.graphics.steam.by_hand import centre, key, lift_and_hold, release, to_twin_routes, twin_routes

#: (map, seed, linking builds) reaching two routes of different owners to one city by ``to_twin_routes``.
POSITIONS = [("rust_belt", 15, True), ("japan", 34, False)]


def _destination(scene, action) -> str:
    """The city a delivery ends in (the last stop the rules' action names; on the board it targets only that)."""
    return [t for t in action.targets if not t.startswith("hex:")][-1]


@pytest.mark.parametrize(("map_id", "seed", "linking"), POSITIONS)
def test_the_second_of_two_routes_to_one_city_chosen_on_the_map_pays_its_owners(app, map_id, seed, linking):  # noqa: F811
    scene = to_twin_routes(app, map_id, seed, linking)
    routes = twin_routes(scene.match)
    cube, city = routes[0].source, _destination(scene, routes[0])
    lift_and_hold(app, centre(scene, cube), centre(scene, city))
    ctx = scene.context()
    assert city in ctx.legal_targets
    assert ctx.candidate == routes[0] and ctx.candidates == len(routes)
    app.step([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False)], dt=1 / 60)
    chosen = scene.context().candidate
    assert chosen == routes[1] and chosen.get("owners") != routes[0].get("owners")
    before = scene.match.state.income
    release(app, centre(scene, city))
    assert scene.match.history[-1] == routes[1]
    after = scene.match.state.income
    gains = Counter(o for o in routes[1].get("owners") if o >= 0)
    assert {p: after[p] - before[p] for p in range(len(before)) if after[p] != before[p]} == dict(gains)


@pytest.mark.parametrize(("map_id", "seed", "linking"), POSITIONS)
def test_two_routes_to_one_city_are_never_two_identical_choices(app, map_id, seed, linking):  # noqa: F811
    scene = to_twin_routes(app, map_id, seed, linking)
    labels = [scene.label(a) for a in scene.actions]
    assert len(labels) == len(set(labels))
    assert all("income:" in scene.label(a) for a in twin_routes(scene.match))


@pytest.mark.parametrize(("map_id", "seed", "linking"), POSITIONS)
def test_a_pressed_cube_lights_only_the_cities_it_can_reach(app, map_id, seed, linking):  # noqa: F811
    scene = to_twin_routes(app, map_id, seed, linking)
    routes = twin_routes(scene.match)
    cube = routes[0].source
    click(app, centre(scene, cube))
    ends = {_destination(scene, a) for a in scene.actions if a.source == cube}
    assert scene.context().legal_targets == ends
    key(app, pygame.K_ESCAPE)
    frames(app, 1)
