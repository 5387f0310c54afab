"""The board geometry of ``layout.json`` (logical units) and its mapping to pixels."""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

LAYOUT_PATH = Path(__file__).with_name("layout.json")


@dataclass(frozen=True)
class BoardLayout:
    """Where every place of the world board is, keyed by element id, in logical units."""

    size: tuple[int, int]
    sizes: dict[str, Any]
    regions: dict[str, dict[str, Any]]
    cities: dict[str, dict[str, Any]]
    links: dict[str, dict[str, Any]]
    shipping: dict[str, dict[str, Any]]
    stacks: dict[str, dict[str, Any]]
    governors: dict[str, dict[str, Any]]
    compass: tuple[float, float]
    seas: dict[str, dict[str, Any]]
    prominence: dict[str, Any]

    def point(self, element_id: str) -> tuple[float, float] | None:
        """The logical centre of a board element (cities, link tokens, spaces, stacks, governors, regions)."""
        for table in (self.cities, self.shipping, self.stacks, self.governors):
            if element_id in table:
                x, y = table[element_id]["at"]
                return (x, y)
        if element_id in self.links:
            (ax, ay), (bx, by) = (self.cities[e]["at"] for e in self.links[element_id]["ends"])
            return ((ax + bx) / 2, (ay + by) / 2)
        if element_id in self.regions:
            x, y = self.regions[element_id]["label"]
            return (x, y)
        return None

    def shipping_of(self, region: str) -> list[str]:
        """The shipping space ids of a region in track order (index 0 first)."""
        ids = [k for k, v in self.shipping.items() if v["region"] == region]
        return sorted(ids, key=lambda k: self.shipping[k]["index"])

    def cities_of(self, region: str) -> list[str]:
        """The city ids of a region."""
        return [k for k, v in self.cities.items() if v["region"] == region]


@cache
def board_layout() -> BoardLayout:
    """The layout, read once."""
    raw = json.loads(LAYOUT_PATH.read_text())
    return BoardLayout(
        size=tuple(raw["board"]),
        sizes=raw["sizes"],
        regions=raw["regions"],
        cities=raw["cities"],
        links=raw["links"],
        shipping=raw["shipping"],
        stacks=raw["stacks"],
        governors=raw["governors"],
        compass=tuple(raw["compass"]),
        seas=raw["seas"],
        prominence=raw["prominence"],
    )


@dataclass(frozen=True)
class Mapping:
    """Logical board units to screen pixels: ``px = origin + logical * scale``."""

    ox: float
    oy: float
    scale: float

    def pt(self, p: tuple[float, float]) -> tuple[float, float]:
        return (self.ox + p[0] * self.scale, self.oy + p[1] * self.scale)

    def length(self, v: float) -> float:
        return v * self.scale
