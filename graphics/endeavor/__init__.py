"""The Endeavor board: world map, player mats and building market, painted by code.

Importing this package registers ``EndeavorView`` for the game id "endeavor"
(``graphics.views`` imports it on first use).
"""

from graphics.endeavor.view import EndeavorView
from graphics.views import register_view

register_view("endeavor", EndeavorView)

__all__ = ["EndeavorView"]
