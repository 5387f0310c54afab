"""The hex grid and the Rust Belt map data (reference section 2)."""

from collections import Counter

from rules.steam.hexgrid import direction_between, neighbour, opposite, parse_hex
from rules.steam.mapdata import load_map
from rules.steam.maps import get_map, map_ids


def test_odd_q_neighbours_follow_the_reference_convention():
    # even column: N (c, r-1), NE (c+1, r-1), SE (c+1, r), S (c, r+1), SW (c-1, r), NW (c-1, r-1)
    assert [neighbour(4, 4, d) for d in range(6)] == [(4, 3), (5, 3), (5, 4), (4, 5), (3, 4), (3, 3)]
    # odd column: N (c, r-1), NE (c+1, r), SE (c+1, r+1), S (c, r+1), SW (c-1, r+1), NW (c-1, r)
    assert [neighbour(5, 4, d) for d in range(6)] == [(5, 3), (6, 4), (6, 5), (5, 5), (4, 5), (4, 4)]


def test_every_edge_faces_its_opposite_from_the_neighbour():
    for col in (4, 5):
        for d in range(6):
            n = neighbour(col, 4, d)
            assert neighbour(*n, opposite(d)) == (col, 4)
            assert direction_between((col, 4), n) == d


def test_hex_names_are_col_comma_row():
    assert parse_hex("hex:7,5") == (7, 5) and parse_hex("12,8") == (12, 8) and parse_hex("x") is None


def test_rust_belt_has_the_confirmed_hex_counts():
    board = load_map("rust_belt")
    counts = Counter(h.terrain for h in board.hexes)
    assert counts == {"plain": 108, "water": 27, "river": 19, "town": 14, "city": 12, "mountain": 9}
    assert len(board.hexes) == 189


def test_rust_belt_cities_colours_and_display_columns():
    board = load_map("rust_belt")
    assert Counter(c.colour for c in board.cities.values()) == {"red": 4, "blue": 4, "yellow": 2, "purple": 2}
    assert board.cities["detroit"].column == "D3"  # the printed numeral 1 is a misprint (P7)
    assert board.cities["chicago"].column == "L1"
    assert board.cities["pittsburgh"].goods == 3 and board.cities["wheeling"].goods == 3
    assert sorted(c.column for c in board.cities.values()) == sorted(
        [f"L{i}" for i in range(1, 7)] + [f"D{i}" for i in range(1, 7)]
    )


def test_the_rust_belt_module_uses_the_base_rules_and_is_registered():
    assert "rust_belt" in map_ids()
    assert get_map("rust_belt").player_counts() == range(3, 7)
