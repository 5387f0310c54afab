"""The rules engines and their registry.

``rules.get("endeavor")`` returns a game's ruleset; ``rules.all()`` lists the
games shipped with the program. Game packages register themselves when they are
imported; the registry imports the shipped ones on first use, so importing
``rules`` alone stays cheap.
"""

from __future__ import annotations

import importlib

from rules.core import Ruleset

__all__ = ["Ruleset", "all", "get", "known_ids", "register", "unregister"]

#: Game packages shipped with the program, in menu order.
SHIPPED = ("rules.endeavor", "rules.steam", "rules.aoe3")

_registry: dict[str, Ruleset] = {}
_loaded = False


def register(ruleset: Ruleset) -> Ruleset:
    """Add a ruleset under its id (a later registration of the same id replaces it)."""
    _registry[ruleset.id] = ruleset
    return ruleset


def unregister(game_id: str) -> None:
    """Remove a ruleset (tests register throwaway games and take them away again)."""
    _registry.pop(game_id, None)


def _load_shipped() -> None:
    global _loaded
    if _loaded:
        return
    _loaded = True
    for name in SHIPPED:
        try:
            importlib.import_module(name)
        except ModuleNotFoundError as exc:
            if exc.name != name:  # a real import error inside a game package
                raise


def get(game_id: str) -> Ruleset:
    """The ruleset registered as ``game_id``; KeyError naming the known ids otherwise."""
    _load_shipped()
    try:
        return _registry[game_id]
    except KeyError:
        raise KeyError(f"unknown game {game_id!r} (known: {', '.join(known_ids()) or 'none'})") from None


def all() -> list[Ruleset]:
    """Every registered ruleset, shipped games first in menu order."""
    _load_shipped()
    order = {name.rsplit(".", 1)[1]: i for i, name in enumerate(SHIPPED)}
    return sorted(_registry.values(), key=lambda r: (order.get(r.id, len(order)), r.id))


def known_ids() -> list[str]:
    return [r.id for r in all()]
