"""The Age of Steam board: any of the four maps, the goods display, action spaces and seat panels.

Importing this package registers ``SteamView`` for the game id "steam"
(``graphics.views`` imports it on first use).
"""

from graphics.steam.view import SteamView
from graphics.views import register_view

register_view("steam", SteamView)

__all__ = ["SteamView"]
