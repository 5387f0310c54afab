"""Driving an Age of Steam match through the real loop with posted mouse and key events (issue 12's tests)."""

from __future__ import annotations

import random

import pygame

import rules
from game.match import Match, Seat
from game.scenes.menu import MenuScene
from game.scenes.play import PlayScene
from tests.game.ui.conftest import frames


def to_build_turn(
    app, map_id: str = "rust_belt", seed: int = 4, players: int = 3, from_round: int = 2, take: str | None = None
) -> PlayScene:
    """Seats build at random (moves made by the test) until seat 1 (index 0) starts a build turn in ``from_round``
    or later (holding the action ``take`` when given: seat 1 selects it when it can)."""
    rs = rules.get("steam")
    seats = [Seat("human", None, "You")] + [Seat("ai", "random", f"Bot {i}") for i in range(2, players + 1)]
    match = Match(rs, seats, seed=seed, options={"map": map_id})
    rng = random.Random(seed)
    while True:
        acts = match.legal_actions()
        s = match.state
        builds = [a for a in acts if a.kind == "build"]
        mine = builds and match.to_move() == 0 and s.builds == 0 and s.round >= from_round
        if mine and (take is None or s.taken[0] == take):
            break
        wanted = [a for a in acts if a.kind == "select" and a.get("action") == take and a.seat == 0]
        if wanted:
            match.submit(wanted[0])
            continue
        if builds and s.builds < 3:
            match.submit(rng.choice(builds))
        elif s.phase == "shares":
            match.submit(next(a for a in acts if dict(a.params).get("n") == 2))
        elif any(a.kind == "drop" for a in acts):
            match.submit(next(a for a in acts if a.kind == "drop"))
        else:
            match.submit(rng.choice([a for a in acts if a.kind != "raise_engine"] or acts))
    app.push(MenuScene(app))
    scene = app.push(PlayScene(app, match, computer_moves=False))
    frames(app, 2)
    return scene


def centre(scene: PlayScene, element_id: str) -> tuple[int, int]:
    rect = scene.view.rect_of(element_id)
    assert rect is not None, element_id
    return rect.center


def move_to(app, pos: tuple[int, int], held: bool) -> None:
    buttons = (1, 0, 0) if held else (0, 0, 0)
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=buttons)], dt=1 / 60)


def lift_and_hold(app, start: tuple[int, int], end: tuple[int, int], steps: int = 6) -> None:
    """Press at ``start`` and move in a few frames to ``end``, still holding the button."""
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1)], dt=1 / 60)
    for i in range(1, steps + 1):
        move_to(app, (start[0] + (end[0] - start[0]) * i // steps, start[1] + (end[1] - start[1]) * i // steps), True)


def wheel(app, y: int) -> None:
    app.step([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False)], dt=1 / 60)


def release(app, pos: tuple[int, int]) -> None:
    app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)], dt=1 / 60)
    frames(app, 1)


def key(app, k: int, mod: int = 0) -> None:
    app.step([pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)], dt=1 / 60)
    frames(app, 1)


def twin_routes(match) -> list:
    """Seat 1's deliveries of one cube that end in the same city over links of different owners."""
    ends: dict[tuple, list] = {}
    for a in match.legal_actions():
        if a.kind == "move":
            ends.setdefault((a.source, a.get("route")[-1]), []).append(a)
    return next((v for v in ends.values() if len({x.get("owners") for x in v}) >= 2), [])


def _linking_build(match, builds: list, rng: random.Random):
    """Of 40 placements drawn at random, one that completes the most links, else extends the builder's own."""
    rs = match.ruleset
    s = match.state

    def score(a) -> int:
        after = rs.apply(s, a)
        links = rs.links(after)
        done = sum(1 for link in links if link.complete and link.owner >= 0)
        return 10 * done + sum(1 for link in links if not link.complete and link.owner == a.seat)

    rng.shuffle(builds)
    return max(builds[:40], key=score)


def to_twin_routes(app, map_id: str, seed: int, linking: bool = False, players: int = 3) -> PlayScene:
    """Seats build (at random, or with ``linking`` towards complete links), raise their engines and pass until
    seat 1 may deliver one cube to one city over two routes whose links have different owners."""
    rs = rules.get("steam")
    seats = [Seat("human", None, "You")] + [Seat("ai", "random", f"Bot {i}") for i in range(2, players + 1)]
    match = Match(rs, seats, seed=seed, options={"map": map_id})
    rng = random.Random(seed)
    while not (match.state.phase == "move" and match.to_move() == 0 and twin_routes(match)):
        assert not match.is_over(), "the game ended before two routes reached one city"
        acts = match.legal_actions()
        s = match.state
        kinds = {a.kind for a in acts}
        builds = [a for a in acts if a.kind == "build"]
        if builds and s.builds < 3:
            a = _linking_build(match, builds, rng) if linking else rng.choice(builds)
        elif s.phase == "shares":
            a = next((x for x in acts if dict(x.params).get("n") == 2), acts[0])
        elif "drop" in kinds:
            a = next(x for x in acts if x.kind == "drop")
        elif s.phase == "move":
            a = next((x for x in acts if x.kind == "raise_engine"), None) or next(x for x in acts if x.kind == "pass")
        else:
            a = rng.choice([x for x in acts if x.kind != "raise_engine"] or acts)
        match.submit(a)
    app.push(MenuScene(app))
    scene = app.push(PlayScene(app, match, computer_moves=False))
    frames(app, 2)
    return scene
