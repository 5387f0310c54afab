"""Paint the pictures of docs/components.md: a stand-in mark on each board, hovered, with its note.

    python docs/provisional_images.py    # writes docs/images/provisional_*.png (1280x720)

Driven through the real loop, as the UI tests are: a game is opened on the play
screen, the mouse is moved onto a mark with a posted event, and time passes
beyond the tooltip delay, so the picture shows what a player sees.
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

#: (picture name, game, options, players, the mark to hover: the first whose id starts so).
PICTURES = (
    ("provisional_endeavor_building", "endeavor", {}, 3, "provisional:building:"),
    ("provisional_endeavor_map", "endeavor", {}, 3, "provisional:map"),
    ("provisional_aoe3_counter", "aoe3", {}, 3, "provisional:counter:"),
    ("provisional_aoe3_building", "aoe3", {}, 3, "provisional:building:"),
    ("provisional_steam_tasmania", "steam", {"map": "tasmania"}, 3, "provisional:map:"),
    ("provisional_steam_venezuela", "steam", {"map": "venezuela"}, 4, "provisional:map:"),
    ("provisional_steam_japan", "steam", {"map": "japan"}, 3, "provisional:map:"),
)


def hover_mark(app, game: str, options: dict, players: int, prefix: str):
    """Open ``game`` on the play screen and hover its first mark starting with ``prefix``; the scene."""
    import pygame

    import rules
    from game.match import Match, Seat
    from game.scenes.menu import MenuScene
    from game.scenes.play import PlayScene

    rs = rules.get(game)
    seats = [Seat("human", None, "You")] + [Seat("ai", "random", f"Computer {k}") for k in range(1, players)]
    match = Match(rs, seats, seed=3, options=options)
    app.push(MenuScene(app))
    scene = app.push(PlayScene(app, match, computer_moves=False))
    app.step(dt=1 / 60)
    app.step(dt=1 / 60)
    mark = next(eid for eid in scene.view.rects if eid.startswith(prefix))
    pos = scene.view.rect_of(mark).center
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))], dt=1 / 60)
    app.step(dt=1.0)  # beyond the tooltip delay
    app.step(dt=1 / 60)
    return scene, mark


def main() -> None:
    import pygame

    from game.app import App
    from game.settings import Settings

    out = ROOT / "docs" / "images"
    for name, game, options, players, prefix in PICTURES:
        with tempfile.TemporaryDirectory() as home:
            os.environ["BOARDGAMES_HOME"] = home
            os.environ["BOARDGAMES_CONFIG"] = home
            app = App(Settings(ai_pace=0.0, tooltip_delay=0.5, tips=False), (1280, 720))
            scene, mark = hover_mark(app, game, options, players, prefix)
            assert scene.hovered == mark, (scene.hovered, mark)
            path = out / f"{name}.png"
            pygame.image.save(pygame.display.get_surface(), str(path))
            print(path)
            for s in reversed(app.scenes):
                s.close()
            pygame.quit()


if __name__ == "__main__":
    main()
