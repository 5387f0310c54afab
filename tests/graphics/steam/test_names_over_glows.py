"""A town's or city's name stays readable on a build turn: the glows of the hexes around it and the seats'
last-move outlines are drawn under its label, not across it."""

from __future__ import annotations

import pygame

from graphics.dnd import sources_of
from tests.graphics.drawing import drawn
from tests.graphics.steam.helpers import midgame


def test_names_next_to_glowing_hexes_are_drawn_over_the_glow():
    rs, s, last = midgame("venezuela", until="build", players=4)
    lifted = next(src for src in sources_of(rs.legal_actions(s)) if src.startswith("tile:"))
    view, surface = drawn(rs, s, last, (1280, 720), lifted=lifted)
    pieces = view._pieces[2]
    glows = [r for r in view._glows if r.colliderect(view.map_rect)]
    crossed = [label for label in view._labels if label.collidelist(glows) >= 0]
    assert crossed, "no name lies next to a glowing hex in this position: the test shows nothing"
    for label in crossed:  # each label on the board is the label as the map's picture has it, glow-free
        part = label.clip(view.map_rect)
        assert pygame.image.tobytes(surface.subsurface(part), "RGB") == pygame.image.tobytes(
            pieces.subsurface(part), "RGB"
        )
