"""The 136 track tiles of the base game (reference 1.7.6) and their rotations.

Exits are numbered 0 N, 1 NE, 2 SE, 3 S, 4 SW, 5 NW (flat-topped hex). A tile
is a set of paths; rotating by ``rot`` turns exit ``e`` into ``(e + rot) % 6``.
On a town hex every exit runs to the town in the middle, written as the
pseudo-exit ``TOWN`` (6): a town path is ``(exit, TOWN)``. Ordinary simple
tiles make 2-exit towns and complex tiles 4-exit towns, each with a town disc
(1.7.5); 1- and 3-exit towns use their own tiles.
"""

from __future__ import annotations

from dataclasses import dataclass

TOWN = 6

SIMPLE = "simple"
COEXISTING = "coexisting"
CROSSING = "crossing"
TOWN_TILE = "town"


@dataclass(frozen=True, slots=True)
class TileType:
    """One tile design: id, readable name, class, paths in the base orientation, count in the box."""

    id: str
    name: str
    cls: str
    paths: tuple[tuple[int, int], ...]
    count: int

    @property
    def exits(self) -> frozenset[int]:
        return frozenset(e for p in self.paths for e in p if e != TOWN)


#: The tile mix of 1.7.6 (136 tiles).
TILES: tuple[TileType, ...] = (
    TileType("straight", "straight", SIMPLE, ((0, 3),), 48),
    TileType("gentle", "gentle curve", SIMPLE, ((0, 4),), 55),
    TileType("sharp", "sharp curve", SIMPLE, ((0, 5),), 7),
    TileType("town1", "town tile with 1 exit", TOWN_TILE, ((0, TOWN),), 3),
    TileType("town_y", "town tile with 3 exits (Y)", TOWN_TILE, ((0, TOWN), (2, TOWN), (4, TOWN)), 2),
    TileType("town_left", "town tile with 3 exits (left lean)", TOWN_TILE, ((0, TOWN), (3, TOWN), (5, TOWN)), 2),
    TileType("town_right", "town tile with 3 exits (right lean)", TOWN_TILE, ((0, TOWN), (3, TOWN), (1, TOWN)), 2),
    TileType("town_tight", "town tile with 3 exits (tight)", TOWN_TILE, ((0, TOWN), (5, TOWN), (1, TOWN)), 2),
    TileType("cross_x", "crossing X", CROSSING, ((5, 2), (4, 1)), 4),
    TileType("cross_bow", "crossing bow and arrow", CROSSING, ((0, 3), (4, 2)), 4),
    TileType("cross_curves", "crossing two gentle curves", CROSSING, ((5, 3), (4, 0)), 3),
    TileType("coex_straight_sharp", "coexisting straight and sharp", COEXISTING, ((0, 3), (4, 5)), 1),
    TileType("coex_curves", "coexisting two gentle curves", COEXISTING, ((5, 3), (0, 2)), 1),
    TileType("coex_gentle_sharp", "coexisting gentle and sharp #1", COEXISTING, ((0, 2), (5, 4)), 1),
    TileType("coex_gentle_sharp2", "coexisting gentle and sharp #2", COEXISTING, ((0, 2), (4, 3)), 1),
)
TILE_IDS: tuple[str, ...] = tuple(t.id for t in TILES)
BY_ID: dict[str, TileType] = {t.id: t for t in TILES}
INDEX: dict[str, int] = {t.id: i for i, t in enumerate(TILES)}
COUNTS: tuple[int, ...] = tuple(t.count for t in TILES)


def _norm(p: tuple[int, int]) -> tuple[int, int]:
    return (p[0], p[1]) if p[0] <= p[1] else (p[1], p[0])


def rotate_paths(paths: tuple[tuple[int, int], ...], rot: int) -> tuple[tuple[int, int], ...]:
    """Paths turned ``rot`` steps clockwise, normalised (each pair sorted, pairs sorted)."""
    out = []
    for a, b in paths:
        a2 = a if a == TOWN else (a + rot) % 6
        b2 = b if b == TOWN else (b + rot) % 6
        out.append(_norm((a2, b2)))
    return tuple(sorted(out))


def usable_on_town(tile: TileType) -> bool:
    """Town tiles, simple tiles (2-exit town + disc) and complex tiles (4-exit town + disc)."""
    return True


def needs_disc(tile: TileType) -> bool:
    """A town made from an ordinary tile uses one of the 8 town discs (1.7.5)."""
    return tile.cls != TOWN_TILE


def placed_paths(tile_id: str, rot: int, on_town: bool) -> tuple[tuple[int, int], ...]:
    """The paths a tile has on the board; on a town hex every exit runs to the town."""
    return _PLACED[(tile_id, rot, on_town)]


def _town_paths(tile: TileType, rot: int) -> tuple[tuple[int, int], ...]:
    return tuple(sorted((((e + rot) % 6), TOWN) for e in tile.exits))


_PLACED: dict[tuple[str, int, bool], tuple[tuple[int, int], ...]] = {}
#: Distinct orientations: tile id -> on_town -> rotations giving different paths (lowest rot kept).
DISTINCT_ROTS: dict[tuple[str, bool], tuple[int, ...]] = {}
for _t in TILES:
    for _town in (False, True):
        if _t.cls == TOWN_TILE and not _town:
            continue
        _seen: dict[tuple, int] = {}
        for _r in range(6):
            _p = _town_paths(_t, _r) if _town else rotate_paths(_t.paths, _r)
            _PLACED[(_t.id, _r, _town)] = _p
            _seen.setdefault(_p, _r)
        DISTINCT_ROTS[(_t.id, _town)] = tuple(sorted(_seen.values()))


#: (tile, rot, on_town) -> per edge, (the path through it, the path's other end) or None: what track entering a
#: tile through an edge follows (``links._walk``, asked for every step of every link walked).
PATH_AT: dict[tuple[str, int, bool], tuple[tuple[int, int] | None, ...]] = {
    key: tuple(next(((k, y if x == e else x) for k, (x, y) in enumerate(paths) if e in (x, y)), None) for e in range(6))
    for key, paths in _PLACED.items()
}


def path_exits(paths: tuple[tuple[int, int], ...]) -> frozenset[int]:
    """Every hex edge used by these paths."""
    return frozenset(e for p in paths for e in p if e != TOWN)
