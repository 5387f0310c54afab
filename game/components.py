"""Which components a game is played with: the built-in ones, or the owner's corrections from their folder.

The folder is ``<data folder>/components/<game>/`` (the same base as the saves:
``paths.data_root()``), holding files of the shape of ``rules/<game>/data/``
(``docs/components.md``). ``use`` puts a choice in force: the corrections are
read and checked (``rules/components.py``), and the game's modules are imported
afresh so every table is built from the chosen data. The choice is also left in
the environment (``rules.components.ENV``), so the computer players' search
process, which starts fresh, reads the same folder.
"""

from __future__ import annotations

import importlib
import os
import sys
from pathlib import Path

from game.paths import data_root
from rules import components as rc

#: Per game, the folder (from the project's root) whose data files a correction follows.
DATA_DIRS = {game: ("rules", game, "data") for game in ("endeavor", "aoe3", "steam")}

#: Module prefixes built from a game's data: imported afresh when the choice changes.
_DEPENDENT = ("rules.{g}", "graphics.{g}", "game.ai.evaluation.{g}")
_EXTRA = {"steam": ("game.replay",)}


def folder(game: str) -> Path:
    """The owner's correction folder of ``game`` (it need not exist)."""
    return data_root() / "components" / game


def builtin_dir(game: str) -> Path:
    return Path(__file__).resolve().parent.parent.joinpath(*DATA_DIRS[game])


def has_corrections(game: str) -> bool:
    """True when the owner's folder of ``game`` holds at least one file."""
    f = folder(game)
    return game in DATA_DIRS and f.is_dir() and any(p.is_file() for p in f.rglob("*"))


def read(game: str) -> rc.Corrections:
    """The owner's corrections of ``game``, checked (refused files listed, nothing put in force)."""
    return rc.read_corrections(game, builtin_dir(game), folder(game))


def in_use(game: str) -> str:
    """The fingerprint of the components in force for ``game``: ``built-in`` or ``corrections <digest>``."""
    return rc.fingerprint(game)


def use(game: str, mine: bool) -> rc.Corrections:
    """Put the built-in components (``mine`` False) or the owner's corrections in force for new games of ``game``.

    Returns the corrections read (empty for the built-in ones), with any refused file. A file
    the data cannot be built from is refused too, and the built-in data stays.
    """
    if game not in DATA_DIRS:
        return rc.Corrections(game)
    chosen = read(game) if mine else rc.Corrections(game)
    if chosen.fingerprint == rc.fingerprint(game):
        return chosen
    _put(game, chosen)
    try:
        _reimport(game)
    except Exception as exc:  # the merged data breaks a table: refuse it all, keep the built-in data
        why = f"the game cannot be built from it ({type(exc).__name__}: {exc})"
        refused = [rc.Refusal(f"{game}/{name}", "", why) for name in chosen.accepted]
        _put(game, rc.Corrections(game))
        _reimport(game)
        return rc.Corrections(game, refused=chosen.refused + refused)
    return chosen


def use_for_save(game: str, made_with: str) -> str:
    """Put in force the components a save was made with, if the owner still has them; else say what differs.

    Returns "" when the save is loaded with the components it was made with, else a plain sentence.
    """
    if game not in DATA_DIRS:
        return ""
    mine = read(game) if made_with != rc.BUILT_IN and has_corrections(game) else None
    use(game, mine is not None and mine.fingerprint == made_with)
    now = rc.fingerprint(game)
    if now == made_with:
        return ""
    return (
        "This game was saved with component corrections that are not in your folder now, so it is loaded with "
        "the built-in components: buildings, cards or maps may differ from those it was played with."
    )


def _put(game: str, chosen: rc.Corrections) -> None:
    rc.activate(chosen)
    env = rc.env_name(game)
    if chosen.accepted:
        os.environ[env] = str(folder(game))
    else:
        os.environ.pop(env, None)


def _reimport(game: str) -> None:
    """Import the game's modules afresh, so their tables are built from the data now in force."""
    prefixes = tuple(p.format(g=game) for p in _DEPENDENT) + _EXTRA.get(game, ())
    had_view = f"graphics.{game}" in sys.modules
    for name in [n for n in sys.modules if any(n == p or n.startswith(p + ".") for p in prefixes)]:
        del sys.modules[name]
    evaluation = sys.modules.get("game.ai.evaluation")
    if evaluation is not None:
        for cache in ("_cache", "_pointless", "_first_looks"):
            getattr(evaluation, cache, {}).pop(game, None)
    importlib.import_module(f"rules.{game}")
    if had_view:
        importlib.import_module(f"graphics.{game}")
