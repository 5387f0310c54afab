"""Which board view draws which game, with a generic view for games that have none.

Game views register themselves (``register_view("endeavor", EndeavorView)``)
when their module is imported; ``view_for`` imports the shipped view modules on
first use, the same way ``rules`` loads the shipped games.
"""

from __future__ import annotations

import importlib
import warnings
from collections.abc import Callable
from typing import Any

from graphics.view import BoardView
from graphics.views.generic import GenericView

__all__ = ["GenericView", "register_view", "view_for"]

#: View modules shipped with the program (each calls register_view when imported).
SHIPPED = ("graphics.endeavor", "graphics.steam", "graphics.aoe3")

_factories: dict[str, Callable[[Any], BoardView]] = {}
_loaded = False


def register_view(game_id: str, factory: Callable[[Any], BoardView]) -> None:
    """Use ``factory(ruleset)`` to build the board view of ``game_id`` (a later call replaces it)."""
    _factories[game_id] = factory


def unregister_view(game_id: str) -> None:
    """Remove a registered view (tests register throwaway views)."""
    _factories.pop(game_id, None)


def _load_shipped() -> None:
    global _loaded
    if _loaded:
        return
    _loaded = True
    for name in SHIPPED:
        try:
            importlib.import_module(name)
        except ModuleNotFoundError as exc:
            if exc.name != name:
                _broken(name, exc)
        except Exception as exc:  # a broken board view must not stop the game: it falls back to the generic one
            _broken(name, exc)


def _broken(name: str, exc: BaseException) -> None:
    warnings.warn(f"board view {name} could not be loaded ({exc!r}); using the generic view", stacklevel=3)


def view_for(ruleset: Any) -> BoardView:
    """A fresh board view for ``ruleset``: its registered one, or the generic view."""
    _load_shipped()
    factory = _factories.get(ruleset.id)
    if factory is None:
        return GenericView(ruleset)
    return factory(ruleset)
