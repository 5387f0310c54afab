"""Write ``layout.json``: the Endeavor world board's geometry in logical units.

Run ``python -m graphics.endeavor.make_layout`` after changing a coastline, a
city site or a track. The coastlines are rough longitude/latitude outlines,
projected (Mercator) and placed per region with its own scale, so each region
keeps its recognisable shape while Europe is drawn large enough for its ten
cities, as on the printed board. Cities are placed at real places inside the
outlines, so they always sit on land. Everything the view draws is read from
the JSON, so the picture and the map data stay in step.
"""

from __future__ import annotations

import itertools
import json
import math
from pathlib import Path

BOARD = (1600, 1000)

#: The coastlines as (lon, lat) outlines, with the seas inside a region's outline painted back as water (lakes)
#: and land of no region (neutral): data in ``coastlines.json`` next to this module.
_COASTLINES = json.loads(Path(__file__).with_name("coastlines.json").read_text())
COASTS: dict[str, list[list[tuple[float, float]]]] = {
    region: [[(lon, lat) for lon, lat in outline] for outline in outlines]
    for region, outlines in _COASTLINES["coasts"].items()
}
LAKES: list[tuple[str, list[tuple[float, float]]]] = [
    (lake["region"], [(lon, lat) for lon, lat in lake["outline"]]) for lake in _COASTLINES["lakes"]
]
NEUTRAL: list[tuple[str, list[tuple[float, float]]]] = [
    (land["region"], [(lon, lat) for lon, lat in land["outline"]]) for land in _COASTLINES["neutral"]
]

# Where each region's outline lands: (scale in logical units per degree, lon0, lat0, x0, y0).
PLACEMENT: dict[str, tuple[float, float, float, float, float]] = {
    "north_america": (3.9, -168.0, 73.0, 24.0, 36.0),
    "caribbean": (8.0, -95.0, 27.5, 330.0, 360.0),
    "south_america": (4.45, -82.0, 13.0, 420.0, 600.0),
    "europe": (8.5, -12.0, 71.5, 660.0, 20.0),
    "africa": (4.5, -18.5, 37.6, 716.0, 590.0),
    "india": (7.0, 60.5, 37.0, 1138.0, 405.0),
    "far_east": (5.0, 93.0, 55.0, 1296.0, 40.0),
}

REGION_NAMES = {
    "europe": "Europe & the Mediterranean",
    "north_america": "North America",
    "caribbean": "Caribbean",
    "south_america": "South America",
    "africa": "Africa",
    "india": "India",
    "far_east": "Far East",
}

# City sites at real places (lon, lat); glory per the stand-in map (reference 4.2).
CITIES: dict[str, tuple[str, float, float]] = {
    # Names from rules/endeavor/data/map.json; sites nudged apart where the real places crowd.
    "EU1": ("europe", -2.0, 53.0),  # London
    "EU2": ("europe", 5.5, 51.8),  # Amsterdam
    "EU3": ("europe", 1.0, 47.3),  # Paris
    "EU4": ("europe", 12.0, 53.6),  # Hamburg
    "EU5": ("europe", -8.2, 41.5),  # Lisbon
    "EU6": ("europe", 18.5, 49.5),  # Vienna
    "EU7": ("europe", -2.5, 37.6),  # Seville
    "EU8": ("europe", 16.0, 44.5),  # Venice (and its Dalmatian coast)
    "EU9": ("europe", 8.9, 44.6),  # Genoa
    "EU10": ("europe", 29.0, 41.0),  # Constantinople
    "NA1": ("north_america", -80.0, 37.0),  # New York
    "NA2": ("north_america", -66.0, 47.5),  # Boston
    "NA3": ("north_america", -72.0, 57.0),  # Quebec
    "NA4": ("north_america", -91.0, 31.5),  # New Orleans
    "CA1": ("caribbean", -82.4, 22.6),  # Havana
    "CA2": ("caribbean", -76.9, 18.1),  # Port Royal
    "CA3": ("caribbean", -70.0, 18.9),  # Santo Domingo
    "CA4": ("caribbean", -78.5, 8.9),  # Cartagena (on the isthmus side)
    "SA1": ("south_america", -66.5, 8.5),  # Caracas
    "SA2": ("south_america", -39.5, -8.5),  # Salvador
    "SA3": ("south_america", -44.0, -21.5),  # Rio de Janeiro
    "SA4": ("south_america", -60.0, -33.5),  # Buenos Aires
    "AF1": ("africa", 20.0, -32.0),  # Cape Town
    "AF2": ("africa", 15.5, -10.0),  # Luanda
    "AF3": ("africa", -1.5, 8.0),  # Elmina
    "AF4": ("africa", 37.0, -3.0),  # Mombasa
    "IN1": ("india", 72.8, 22.3),  # Bombay
    "IN2": ("india", 75.5, 13.6),  # Goa
    "IN3": ("india", 87.8, 23.2),  # Calcutta
    "FE1": ("far_east", 113.0, 24.5),  # Canton
    "FE2": ("far_east", 102.0, 3.5),  # Malacca
    "FE3": ("far_east", 130.5, 33.3),  # Nagasaki
}

LINKS = [
    ("EU1", "EU2"),
    ("EU1", "EU3"),
    ("EU2", "EU4"),
    ("EU3", "EU5"),
    ("EU4", "EU6"),
    ("EU5", "EU7"),
    ("EU6", "EU8"),
    ("EU9", "EU10"),
    ("NA1", "NA2"),
    ("NA2", "NA3"),
    ("CA1", "CA2"),
    ("CA3", "CA4"),
    ("SA1", "SA2"),
    ("SA2", "SA3"),
    ("SA3", "SA4"),
    ("AF1", "AF2"),
    ("AF3", "AF4"),
    ("IN1", "IN2"),
    ("IN2", "IN3"),
    ("FE1", "FE2"),
    ("FE2", "FE3"),
    ("NA4", "CA1"),
    ("CA4", "SA1"),
]

# Shipping tracks: a smooth path through the sea (logical points), spaces spread along it.
# Index 0 is the first space filled (furthest from the card stack); the stack sits past the last.
TRACKS: dict[str, tuple[int, list[tuple[float, float]]]] = {
    "north_america": (6, [(440, 40), (512, 74), (556, 165), (548, 272)]),
    "caribbean": (6, [(48, 600), (70, 490), (150, 430), (240, 450)]),
    "south_america": (6, [(200, 650), (225, 770), (250, 865), (300, 940)]),
    "africa": (7, [(1120, 962), (1085, 895), (1072, 820), (1085, 742)]),
    "india": (7, [(1520, 815), (1440, 780), (1360, 740), (1290, 715)]),
    "far_east": (8, [(1410, 605), (1500, 645), (1572, 595), (1572, 512)]),
}

# Card stacks (centres) and Governor spots; Europe keeps its two decks in the Atlantic.
STACKS: dict[str, tuple[float, float]] = {
    "north_america": (560, 352),
    "caribbean": (305, 492),
    "south_america": (372, 936),
    "africa": (1090, 655),
    "india": (1226, 718),
    "far_east": (1540, 440),
    "europe": (620, 98),
    "slavery": (620, 200),
}
# Where each region's name is written on its land (logical units).
LABELS: dict[str, tuple[float, float]] = {
    "europe": (1045, 300),
    "north_america": (200, 130),
    "caribbean": (470, 372),
    "south_america": (520, 740),
    "africa": (880, 700),
    "india": (1262, 470),
    "far_east": (1470, 95),
}
# Naval Superiority's open sea of each region (presence only), and where the Prominence tile lies.
SEAS: dict[str, tuple[float, float]] = {
    "north_america": (105, 300),
    "caribbean": (600, 545),
    "south_america": (680, 745),
    "africa": (960, 962),
    "india": (1335, 592),
    "far_east": (1566, 300),
}
PROMINENCE = {"at": (742, 893), "size": (240, 160)}
GOVERNORS: dict[str, tuple[float, float]] = {
    "north_america": (612, 360),
    "caribbean": (305, 575),
    "south_america": (372, 852),
    "africa": (1143, 663),
    "india": (1226, 806),
    "far_east": (1488, 448),
}


def _merc(lat: float) -> float:
    """Mercator northing in degrees, so outlines keep their familiar shapes."""
    return math.degrees(math.log(math.tan(math.pi / 4 + math.radians(lat) / 2)))


def project(region: str, lon: float, lat: float) -> tuple[float, float]:
    """Logical board point of a longitude/latitude drawn with ``region``'s placement."""
    k, lon0, lat0, x0, y0 = PLACEMENT[region]
    return (round(x0 + (lon - lon0) * k, 1), round(y0 + (_merc(lat0) - _merc(lat)) * k, 1))


def _bezier_points(ctrl: list[tuple[float, float]], n: int) -> list[tuple[float, float]]:
    """``n`` points evenly spaced (by arc length) along a cubic Bézier through four controls."""
    (x0, y0), (x1, y1), (x2, y2), (x3, y3) = ctrl
    fine = []
    for i in range(401):
        t = i / 400
        u = 1 - t
        fine.append(
            (
                u**3 * x0 + 3 * u * u * t * x1 + 3 * u * t * t * x2 + t**3 * x3,
                u**3 * y0 + 3 * u * u * t * y1 + 3 * u * t * t * y2 + t**3 * y3,
            )
        )
    lengths = [0.0]
    for a, b in itertools.pairwise(fine):
        lengths.append(lengths[-1] + math.dist(a, b))
    total = lengths[-1]
    out = []
    j = 0
    for i in range(n):
        want = total * i / (n - 1)
        while j < len(lengths) - 1 and lengths[j + 1] < want:
            j += 1
        out.append((round(fine[j][0], 1), round(fine[j][1], 1)))
    return out


def build() -> dict:
    """The whole layout as a JSON-ready dict keyed by element ids."""
    regions = {}
    for region, outlines in COASTS.items():
        polys = [[project(region, lon, lat) for lon, lat in outline] for outline in outlines]
        xs = [p[0] for poly in polys for p in poly]
        ys = [p[1] for poly in polys for p in poly]
        regions[f"region:{region}"] = {
            "name": REGION_NAMES[region],
            "outlines": polys,
            "bbox": [min(xs), min(ys), max(xs), max(ys)],
            "label": LABELS[region],
        }
    for region, outline in LAKES:
        regions[f"region:{region}"].setdefault("lakes", []).append([project(region, lo, la) for lo, la in outline])
    neutral = [[project(region, lon, lat) for lon, lat in outline] for region, outline in NEUTRAL]
    cities = {}
    for city, (region, lon, lat) in CITIES.items():
        cities[f"city:{city}"] = {"region": region, "at": project(region, lon, lat)}
    links = {}
    for a, b in LINKS:
        links[f"link:{a}-{b}"] = {"ends": [f"city:{a}", f"city:{b}"]}
    shipping = {}
    for region, (n, ctrl) in TRACKS.items():
        for i, at in enumerate(_bezier_points(ctrl, n)):
            shipping[f"shipping:{region}:{i}"] = {"region": region, "index": i, "at": at}
    stacks = {f"stack:{key}": {"at": at} for key, at in STACKS.items()}
    governors = {}
    for region, at in GOVERNORS.items():
        governors[f"governor:{region}"] = {"at": at}
    return {
        "compass": (1335, 900),
        "seas": {f"sea:{k}": {"region": k, "at": at, "size": (70, 40)} for k, at in SEAS.items()},
        "prominence": PROMINENCE,
        "note": "Generated by graphics/endeavor/make_layout.py; logical units, board size below. "
        "Ids follow the stand-in map of shared/reference/endeavor.md 4.2.",
        "board": BOARD,
        "sizes": {"city": 17, "shipping": 14, "token": 11, "card": [54, 76], "governor": [42, 58], "disc": 10},
        "regions": regions,
        "neutral_land": neutral,
        "cities": cities,
        "links": links,
        "shipping": shipping,
        "stacks": stacks,
        "governors": governors,
    }


def main() -> None:
    """Write layout.json next to this module."""
    out = Path(__file__).with_name("layout.json")
    out.write_text(json.dumps(build(), indent=1) + "\n")
    print(out)


if __name__ == "__main__":
    main()
