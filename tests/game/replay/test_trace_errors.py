"""A file that is not a recorded game this importer reads gets a clear message (no shared/ needed)."""

from __future__ import annotations

import json

import pytest

from game.replay import TraceError, read_trace
from game.replay.__main__ import main
from game.replay.trace import offset_of, side_of, tile_of


@pytest.mark.parametrize(
    ("content", "words"),
    [
        (b"{not json", "cannot be read as a trace"),
        (json.dumps({"source": {"game_key": "india"}}).encode(), "not a recorded Rust Belt game"),
        (json.dumps([1, 2]).encode(), "not a recorded Rust Belt game"),
    ],
)
def test_a_file_that_is_no_recorded_rust_belt_game_is_refused_with_its_reason(tmp_path, content, words):
    path = tmp_path / "bad.trace.json"
    path.write_bytes(content)
    with pytest.raises(TraceError, match=words):
        read_trace(path)
    assert main([str(path), "--out", str(tmp_path / "out.json")]) == 1
    assert not (tmp_path / "out.json").exists()


def test_axial_coordinates_become_our_odd_q_hexes():
    """README: col = q, row = r + floor(q/2) - 9 (Kansas City is q 0, r 19; Pittsburgh q 17, r 6)."""
    assert offset_of(0, 19) == (0, 10) and offset_of(17, 6) == (17, 5)


def test_recorded_sides_turn_into_ours_and_tiles_into_our_tiles():
    """Sides 1 TOP_LEFT .. 6 BOTTOM_LEFT are our 5 NW, 0 N .. 4 SW; a straight TOP-BOTTOM is ours at rot 0."""
    assert [side_of(d) for d in range(1, 7)] == [5, 0, 1, 2, 3, 4] and side_of("town") == 6
    assert tile_of([[2, 5]], False) == ("straight", 0)
    assert tile_of([["town", 1], ["town", 4], ["town", 2]], True)[0] == "town_right"
