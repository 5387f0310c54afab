"""Scripted chance: a recorded game's die rolls and cube draws, used instead of the generator.

Replaying a game recorded elsewhere (``game/replay/``) needs its luck, not
ours. A script is a small dict of queues kept in ``state.script``:

- ``order``: the first turn order (a list of seat numbers), instead of the shuffle of 1.2;
- ``cubes``: the colour of each cube drawn from the bag, in draw order (setup, Production);
- ``dice``: one list of dice per roll of a display group in goods growth (1.11).

Each chance event takes the next entry of its queue (the order is used once, whole); a queue that is empty
(or absent) falls back to ``state.rng``, so without a script the engine is
exactly as before. A scripted outcome still advances the generator by one
step, so the match still sees chance revealed there (undo stops at it). The
script left over is part of the state: ``to_json`` writes it (only when some
is left) and ``from_json`` reads it back; ``determinize`` drops it, so a search
never sees the recorded future.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rules.core import IllegalAction, Rng, SetupError
from rules.steam import constants as K
from rules.steam.state import SteamState

KINDS = ("order", "cubes", "dice")


def check_script(script: Mapping[str, Any] | None, players: int) -> dict[str, tuple]:
    """The script as state tuples; SetupError naming what is wrong with it."""
    if not script:
        return {}
    if not isinstance(script, Mapping):
        raise SetupError("recorded chance must be an object of 'order', 'cubes' and 'dice' lists")
    out: dict[str, tuple] = {}
    for key, value in script.items():
        if key not in KINDS:
            raise SetupError(f"recorded chance has no entry {key!r} (entries: {', '.join(KINDS)})")
        if not isinstance(value, list | tuple):
            raise SetupError(f"recorded chance {key!r} must be a list")
        out[key] = tuple(value)
    order = out.get("order", ())
    if order and sorted(order) != list(range(players)):
        raise SetupError(f"the recorded first turn order must name each of the {players} seats once")
    for colour in out.get("cubes", ()):
        if colour not in K.COLOURS:
            raise SetupError(f"a recorded cube has no colour of the game: {colour!r}")
    dice = []
    for roll in out.get("dice", ()):
        if not isinstance(roll, list | tuple) or not all(isinstance(d, int) and 1 <= d <= 6 for d in roll):
            raise SetupError(f"a recorded roll must be a list of dice from 1 to 6, not {roll!r}")
        dice.append(tuple(roll))
    if "dice" in out:
        out["dice"] = tuple(dice)
    return {k: v for k, v in out.items() if v}


def _take(s: SteamState, kind: str, rng: Rng) -> Any:
    """Pop the next scripted outcome of ``kind`` (None when the script has none left)."""
    queue = s.script.get(kind) if s.script else None
    if not queue:
        return None
    script = dict(s.script)
    if len(queue) > 1:
        script[kind] = queue[1:]
    else:
        del script[kind]
    s.script = script
    rng.next64()  # a revealed outcome: the generator moves on, as an unscripted one would
    return queue[0]


def first_order(s: SteamState, rng: Rng) -> list[int]:
    """The first turn order (1.2: random)."""
    order = s.script.get("order") if s.script else None
    if order:
        s.script = {k: v for k, v in s.script.items() if k != "order"}
        rng.next64()
        return list(order)
    order = list(range(s.players))
    rng.shuffle(order)
    return order


def scripted_cube(s: SteamState, rng: Rng) -> str | None:
    """The colour of the next cube drawn, when the script names it (it must still be in the bag)."""
    colour = _take(s, "cubes", rng)
    if colour is not None and s.bag[K.COLOURS.index(colour)] <= 0:
        raise IllegalAction(f"The recorded game draws a {colour} cube here, but the bag holds none.")
    return colour


def roll_dice(s: SteamState, rng: Rng, count: int) -> list[int]:
    """``count`` dice for one display group (1.11), as scripted or rolled."""
    roll = _take(s, "dice", rng)
    if roll is None:
        return [rng.randint(1, 6) for _ in range(count)]
    if len(roll) != count:
        raise IllegalAction(f"The recorded game rolls {len(roll)} dice here, where the rules roll {count}.")
    return list(roll)
