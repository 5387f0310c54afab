"""Goods: the bag, the goods display, starting goods and goods growth (reference 1.2, 1.6, 1.11).

The bag holds counts per colour only: a cube's colour is drawn from
``state.rng`` at the moment it comes out, so the bag has no order to peek at.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.core import Event, Rng
from rules.steam import constants as K
from rules.steam.chance import roll_dice, scripted_cube
from rules.steam.state import SteamState

if TYPE_CHECKING:
    from rules.steam.maps import MapRules


def draw(s: SteamState, rng: Rng) -> str | None:
    """Draw one cube from the bag at random (None when the bag is empty); updates ``s.bag``.

    A replay's recorded draw (``chance.scripted_cube``) names the colour instead."""
    total = sum(s.bag)
    if total == 0:
        return None
    colour = scripted_cube(s, rng)
    x = rng.randrange(total) if colour is None else sum(s.bag[: K.COLOURS.index(colour)])
    bag = list(s.bag)
    for i, n in enumerate(bag):
        if x < n:
            bag[i] -= 1
            s.bag = tuple(bag)
            return K.COLOURS[i]
        x -= n
    raise AssertionError("unreachable")


def squares_of(column: str) -> int:
    """Squares in a display column: 3 for a numbered city, 2 for a New City letter (1.2)."""
    return K.NUMBERED_SQUARES if len(column) > 1 else K.NEW_CITY_SQUARES


def fill_display_at_random(m: MapRules, s: SteamState, columns: list[str]) -> list[Event]:
    """Fill every square of ``columns`` with a random cube; other columns start empty."""
    display: dict[str, tuple[str | None, ...]] = {}
    for col in m.board.columns():
        n = squares_of(col)
        display[col] = tuple(draw(s, s.rng) for _ in range(n)) if col in columns else (None,) * n
    s.display = display
    return [Event.make("setup", "The goods display is filled with cubes drawn from the bag.")]


def draw_city_goods(m: MapRules, s: SteamState) -> list[Event]:
    """Draw each printed city's starting cubes from the bag (1.2)."""
    goods = dict(s.goods)
    for city in m.board.cities.values():
        n = m.starting_goods(city.id)
        if n:
            goods[city.hex] = tuple(c for c in (draw(s, s.rng) for _ in range(n)) if c is not None)
    s.goods = goods
    return [Event.make("setup", "Starting goods are drawn onto the cities.")]


def take_top(s: SteamState, column: str) -> str | None:
    """Take the cube from the top occupied square of a display column (1.11: top square first)."""
    squares = s.display.get(column, ())
    for i, c in enumerate(squares):
        if c is not None:
            new = list(squares)
            new[i] = None
            display = dict(s.display)
            display[column] = tuple(new)
            s.display = display
            return c
    return None


def add_goods(s: SteamState, h: int, colour: str) -> None:
    goods = dict(s.goods)
    goods[h] = (*goods.get(h, ()), colour)
    s.goods = goods


def column_cities(m: MapRules, s: SteamState) -> dict[str, int]:
    """Display column -> hex of the city it feeds, for cities on the map now."""
    out = {c.column: c.hex for c in m.board.cities.values()}
    for h, letter in s.new_city.items():
        out[letter] = h
    return out


def dice_growth(m: MapRules, s: SteamState, rng: Rng) -> list[Event]:
    """1.11: for each display group roll one die per starting player; each die n moves a cube from
    column n of that group (and from the New City column riding on that roll) to its city."""
    feeds = column_cities(m, s)
    events: list[Event] = []
    dice = m.dice_count(s)
    for group, prefix in (("light", "L"), ("dark", "D")):
        rolls = sorted(roll_dice(s, rng, dice))
        moved: list[str] = []
        targets: list[str] = []
        for n in rolls:
            riding = [nc.id for nc in m.board.new_cities.values() if nc.group == group and nc.roll == n]
            cols = [f"{prefix}{n}", *riding]
            for col in cols:
                h = feeds.get(col)
                if h is None:
                    continue
                cube = take_top(s, col)
                if cube is None:
                    continue
                add_goods(s, h, cube)
                moved.append(f"{cube} to {_city_label(m, s, h)}")
                targets.append(f"city:{_stop_id(m, s, h)}")
        text = f"Goods growth, {group} group: the dice show {', '.join(map(str, rolls))}; " + (
            "; ".join(moved) + "." if moved else "no cube moves."
        )
        events.append(Event.make("growth", text, None, targets, rolls=rolls))
    return events


def _city_label(m: MapRules, s: SteamState, h: int) -> str:
    c = m.board.city_at.get(h)
    if c is not None:
        return c.name
    return f"{m.board.town_at[h].name} (New City {s.new_city[h]})"


def _stop_id(m: MapRules, s: SteamState, h: int) -> str:
    c = m.board.city_at.get(h)
    return c.id if c is not None else m.board.town_at[h].id
