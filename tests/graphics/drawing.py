"""A board view drawing one position as the play scene asks it to, for the view tests of every game."""

from __future__ import annotations

import pygame

from graphics.dnd import sources_of, targets_of
from graphics.layout import play_layout
from graphics.view import ViewContext
from graphics.views import view_for


def drawn(rs, s, last, size, hovered=None, lifted=None, colour_blind=True):
    """A new view laid out for ``size`` and the surface it drew ``s`` on: the seat to move, the targets of
    ``lifted`` (or of nothing held) glowing, the sources, each seat's last move, the hover."""
    surface = pygame.Surface(size)
    view = view_for(rs)
    view.layout(play_layout(size).board)
    acts = rs.legal_actions(s)
    ctx = ViewContext(
        seat=rs.to_move(s),
        legal_targets=set(targets_of(acts, lifted)),
        sources=sources_of(acts),
        last_moves=last,
        hovered=hovered,
        lifted=lifted,
        colour_blind=colour_blind,
    )
    view.draw(surface, s, ctx)
    return view, surface
