"""Issues 12 and 16: a message never shows an internal id or bare coordinates; places are named as the board does."""

import random
import re

import pytest

from rules.core import Action
from rules.steam import STEAM
from rules.steam.maps import get_map, map_ids
from rules.steam.places import place_name, track_words
from rules.steam.tiles import TOWN

from .helpers import at_build, build, done, game, h

#: Coordinates ("3,6", "hex 15", but not "the hex 2 hexes east of"), element ids ("hex:3,6",
#: "city:pittsburgh") and seat ids ("seat_2").
INTERNAL = re.compile(r"\d+,\d+|\bhex \d+(?!\d)(?! hexes)|\b(hex|city|town|display|income):\S|seat_\d")


def _altered(s, action: Action, rnd: random.Random) -> list[Action]:
    """Illegal variants of a listed move: another seat's, and (for a placement) another hex or rotation."""
    out = [Action(action.kind, (action.seat + 1) % s.players, action.params)]
    if action.kind == "build":
        board = STEAM.map_of(s).board
        other = board.hexes[rnd.randrange(len(board.hexes))].name
        out.append(Action.make("build", action.seat, hex=other, tile=action["tile"], rot=action["rot"]))
        out.append(Action.make("build", action.seat, hex=action["hex"], tile=action["tile"], rot=5))
    return out


def _texts_of_a_game(map_id: str, seed: int) -> list[str]:
    """Every event, prompt, action label and refusal of a random game on ``map_id`` whose seats start rich,
    bid and issue shares cautiously, build (leaving links unfinished) and take every delivery they can."""
    rnd = random.Random(seed)
    options = {"map": map_id}
    s = STEAM.new_game(STEAM.allowed_players(options)[0], seed, options)
    s.cash = (300,) * s.players
    texts: list[str] = []
    for _ in range(1500):
        if STEAM.is_over(s):
            break
        acts = STEAM.legal_actions(s)
        texts.append(STEAM.prompt(s).text)
        for a in rnd.sample(acts, min(6, len(acts))):
            texts.append(STEAM.describe(s, a))
            texts += [why for b in _altered(s, a, rnd) if (why := STEAM.explain(s, b))]
        cheap = [a for a in acts if a.kind not in ("bid", "issue") or (a.get("amount") or a.get("n") or 0) <= 2]
        builds = [a for a in acts if a.kind == "build"] if s.builds < 2 else []
        moves = [a for a in acts if a.kind == "move"]
        s = STEAM.apply(s, rnd.choice(moves or builds or cheap or acts))
        texts += [e.text for e in s.events]
    return texts


@pytest.mark.parametrize("map_id", map_ids())
def test_no_text_of_a_game_shows_a_coordinate_or_an_element_id(map_id):
    texts = [t for seed in (1, 2) for t in _texts_of_a_game(map_id, seed)]
    assert any("unfinished link from" in t for t in texts)  # the games did abandon links
    assert any(" lays a " in t for t in texts)
    shown = sorted({t for t in texts if INTERNAL.search(t)})
    assert shown == []


def test_a_placement_is_told_on_the_hex_named_from_the_nearest_stop():
    s = build(at_build(game(3), 0), 0, "8,6", "gentle", 1)  # Chicago towards Michigan City
    name = place_name(get_map("rust_belt").board, s, h("8,6"))
    (event,) = [e for e in s.events if e.kind == "build"]
    assert name.startswith("the hex ") and name.endswith(" of Chicago")
    assert event.text == f"Red lays a gentle curve on {name} for $2."


def test_an_unfinished_link_is_told_from_its_stop_to_its_last_tile():
    s = done(build(at_build(game(3), 0), 0, "8,6", "gentle", 1), 0)
    s = done(at_build(s, 0), 0)  # the next build turn does not extend it (1.7.4)
    (event,) = [e for e in s.events if e.kind == "abandon"]
    name = place_name(get_map("rust_belt").board, s, h("8,6"))
    assert event.text == (
        f"Red's unfinished link from Chicago to {name} was not extended this turn and loses its owner (1.7.4)."
    )


def test_two_orientations_of_a_tile_on_a_hex_are_told_apart_by_where_their_track_runs():
    """Issue 12: a chooser listed "gentle curve on 15,22 (turn 0)" / "(turn 4)"; a player reads the rails."""
    s = at_build(game(3), 0)
    labels = {}
    for a in STEAM.legal_actions(s):
        if a.kind == "build" and a["hex"] == "8,6" and a["tile"] == "gentle":
            labels[a["rot"]] = STEAM.describe(s, a)
    assert len(labels) >= 2 and len(set(labels.values())) == len(labels)
    name = place_name(get_map("rust_belt").board, s, h("8,6"))
    assert (
        labels[1] == f"Track: gentle curve on {name} (north-east to north-west) for $2"
    )  # from Chicago, to the north-west
    assert not any("turn" in text for text in labels.values())


def test_track_from_a_town_is_told_from_the_town():
    assert track_words(((0, TOWN), (3, TOWN)), TOWN) == "from the town north and south"
    assert track_words(((0, 3), (1, 4)), TOWN) == "north to south, north-east to south-west"
