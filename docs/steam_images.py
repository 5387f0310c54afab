"""Paint the Age of Steam pictures of the README: a tile held on a hex, and a delivery route held on the map.

    python docs/steam_images.py          # writes docs/images/steam_*_{1280x720,1920x1080}.png

Both are driven through the real loop with posted mouse events, as the UI tests
are (tests/graphics/steam/by_hand.py): a Rust Belt build turn in round 2 with a
tile lifted from the supply, held over a hex and turned once with the wheel; a
Japan move turn with a cube held over a city two routes reach, the second route
shown.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def _zoom_on(app, scene, element: str, steps: int) -> None:
    from tests.graphics.steam.by_hand import centre, move_to, wheel

    for _ in range(steps):
        move_to(app, centre(scene, element), False)
        wheel(app, 1)
    app.step(dt=1.0)  # the zoom rests: the map is painted afresh at the new size
    app.step(dt=1 / 60)


def build_picture(app):
    from tests.graphics.steam.by_hand import centre, lift_and_hold, to_build_turn, wheel

    scene = to_build_turn(app, "rust_belt")
    mid = scene.view.map_rect.center
    turnable = [
        (a.targets[0], a.source)
        for a in scene.actions
        if a.kind == "build"
        and sum(1 for b in scene.actions if b.targets[:1] == a.targets[:1] and b.source == a.source) > 1
    ]

    def off_centre(pair):
        x, y = centre(scene, pair[0])
        return (x - mid[0]) ** 2 + (y - mid[1]) ** 2

    hex_id, tile = min(turnable, key=off_centre)  # a hex in the middle of the map shows best
    _zoom_on(app, scene, hex_id, 2)
    lift_and_hold(app, centre(scene, tile), centre(scene, hex_id))
    wheel(app, 1)
    app.step(dt=1 / 60)


def route_picture(app):
    from tests.graphics.steam.by_hand import centre, lift_and_hold, to_twin_routes, twin_routes, wheel

    scene = to_twin_routes(app, "japan", 34)
    routes = twin_routes(scene.match)
    city = [t for t in routes[0].targets if not t.startswith("hex:")][-1]
    _zoom_on(app, scene, city, 3)
    lift_and_hold(app, centre(scene, routes[0].source), centre(scene, city))
    wheel(app, 1)
    app.step(dt=1 / 60)


def main() -> None:
    import pygame

    from game.app import App
    from game.settings import Settings

    out = ROOT / "docs" / "images"
    for size in ((1280, 720), (1920, 1080)):
        for name, paint in (("steam_build", build_picture), ("steam_route", route_picture)):
            with tempfile.TemporaryDirectory() as home:
                os.environ["BOARDGAMES_HOME"] = home
                os.environ["BOARDGAMES_CONFIG"] = home
                app = App(Settings(ai_pace=0.0, tooltip_delay=0.5, tips=False), size)
                paint(app)
                path = out / f"{name}_{size[0]}x{size[1]}.png"
                pygame.image.save(pygame.display.get_surface(), str(path))
                print(path)
                for scene in reversed(app.scenes):
                    scene.close()
                pygame.quit()


if __name__ == "__main__":
    main()
