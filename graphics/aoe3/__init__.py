"""The Age of Empires III board: event boxes, the New World, capital buildings and seat panels, painted by code.

Importing this package registers ``Aoe3View`` for the game id "aoe3"
(``graphics.views`` imports it on first use).
"""

from graphics.aoe3.view import Aoe3View
from graphics.views import register_view

register_view("aoe3", Aoe3View)

__all__ = ["Aoe3View"]
