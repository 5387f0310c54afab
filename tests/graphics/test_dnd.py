"""The drag-and-drop controller, in element ids (no window needed)."""

from __future__ import annotations

from graphics.dnd import DragController, action_for_drop, sources_of, targets_of
from rules.core import Action

PLACE = [Action.make("place", 0, source="supply:0", targets=[f"cell:{i}"], cell=i) for i in (0, 2)]
MARK = Action.make("mark", 0, targets=["cell:2"], cell=2)
SHIP = Action.make("ship", 0, source="harbor:0", targets=["cell:2"], cell=2)


def release(dnd, pos, element, actions, explain=lambda a: "no", near=None):
    return dnd.release(pos, element, actions, explain, lambda s: (0, 0), lambda p, ids: near, 0.25)


def test_pressing_a_piece_that_a_legal_action_moves_lifts_it():
    dnd = DragController()
    dnd.press((5, 5), "supply:0", PLACE)
    assert dnd.lifted == "supply:0"
    assert dnd.glowing(PLACE) == {"cell:0", "cell:2"}


def test_pressing_a_piece_no_action_moves_lifts_nothing():
    dnd = DragController()
    dnd.press((5, 5), "supply:1", PLACE)
    assert dnd.lifted is None


def test_only_the_lifted_pieces_targets_glow():
    actions = [*PLACE, SHIP]
    dnd = DragController()
    assert dnd.glowing(actions) == {"cell:0", "cell:2"}
    dnd.press((5, 5), "harbor:0", actions)
    assert dnd.glowing(actions) == {"cell:2"}
    assert sources_of(actions) == {"supply:0", "harbor:0"}


def test_dropping_on_a_legal_target_submits_its_action():
    dnd = DragController()
    dnd.press((5, 5), "supply:0", PLACE)
    dnd.motion((50, 50))
    outcome = release(dnd, (60, 60), "cell:2", PLACE)
    assert outcome.kind == "submit" and outcome.actions == [PLACE[1]]
    assert dnd.lifted is None


def test_several_actions_sharing_the_target_ask_which():
    twin = Action.make("place", 0, source="supply:0", targets=["cell:2"], cell=2, face="down")
    actions = [*PLACE, twin]
    dnd = DragController()
    dnd.press((5, 5), "supply:0", actions)
    dnd.motion((50, 50))
    outcome = release(dnd, (60, 60), "cell:2", actions)
    assert outcome.kind == "choose" and outcome.actions == [PLACE[1], twin]


def test_an_illegal_drop_asks_the_rules_about_the_move_tried_and_slides_home():
    asked = []

    def explain(action):
        asked.append(action)
        return "That cell is taken."

    dnd = DragController()
    dnd.press((5, 5), "supply:0", PLACE)
    dnd.motion((50, 50))
    outcome = release(dnd, (60, 60), "cell:4", PLACE, explain, near="cell:2")
    assert outcome.kind == "illegal" and outcome.message == "That cell is taken."
    assert asked == [Action.make("place", 0, cell=4)]
    assert dnd.slide is not None and dnd.slide.end == (0, 0)
    dnd.update(1.0)
    assert dnd.slide is None


def test_a_drop_on_empty_board_names_the_nearest_legal_place_as_the_board_does():
    dnd = DragController()
    dnd.press((5, 5), "supply:0", PLACE)
    dnd.motion((50, 50))
    names = {"cell:2": "the middle cell"}
    outcome = dnd.release(
        (60, 60), None, PLACE, lambda a: None, lambda s: (0, 0), lambda p, ids: "cell:2", 0, name=names.get
    )
    assert outcome.kind == "illegal"
    assert outcome.message == "Drop the piece on a glowing place. The nearest place it can go is the middle cell."


def test_a_refused_drop_never_shows_an_element_id_even_unnamed():
    dnd = DragController()
    dnd.press((5, 5), "supply:0", PLACE)
    dnd.motion((50, 50))
    outcome = release(dnd, (60, 60), "wall:north", PLACE, explain=lambda a: None, near="cell:2")
    assert outcome.message == "No move takes a supply to a wall. The nearest place it can go is a cell."


def test_clicking_a_target_without_lifting_submits():
    actions = [*PLACE, MARK]
    dnd = DragController()
    dnd.press((5, 5), "cell:0", actions)
    outcome = release(dnd, (5, 5), "cell:0", actions)
    assert outcome.kind == "submit" and outcome.actions == [PLACE[0]]
    dnd.press((5, 5), "cell:2", actions)
    assert release(dnd, (5, 5), "cell:2", actions).kind == "choose"


def test_click_a_piece_then_click_a_target():
    dnd = DragController()
    dnd.press((5, 5), "supply:0", PLACE)
    assert release(dnd, (5, 5), "supply:0", PLACE).kind == "none"
    assert dnd.lifted == "supply:0" and dnd.sticky
    dnd.press((80, 80), "cell:0", PLACE)
    outcome = release(dnd, (80, 80), "cell:0", PLACE)
    assert outcome.kind == "submit" and outcome.actions == [PLACE[0]]


def test_action_for_drop_swaps_the_key_of_the_target():
    tried = action_for_drop(PLACE, "cell:7")
    assert tried == Action.make("place", 0, cell=7)
    assert tried.targets == ("cell:7",)
    assert action_for_drop(PLACE, "city:NA1") is None
    assert targets_of(PLACE, "supply:0") == {"cell:0": [PLACE[0]], "cell:2": [PLACE[1]]}


def test_clicking_a_piece_whose_move_targets_itself_makes_that_move():
    spend = Action.make("use_token", 0, source="tokens:0", targets=["tokens:0"], token="occupy")
    dnd = DragController()
    dnd.press((5, 5), "tokens:0", [spend, *PLACE])
    outcome = release(dnd, (5, 5), "tokens:0", [spend, *PLACE])
    assert outcome.kind == "submit" and outcome.actions == [spend]
    assert dnd.lifted is None


def test_action_for_drop_swaps_every_key_of_a_target_with_several_parts():
    dock = [Action.make("place", 0, source="colonist:0", targets=["box:dock:5"], box="dock", slot=5)]
    tried = action_for_drop(dock, "box:dock:9")
    assert tried == Action.make("place", 0, box="dock", slot=9)
    assert tried.targets == ("box:dock:9",)
    assert action_for_drop(dock, "box:warfare:2") == Action.make("place", 0, box="warfare", slot=2)
    assert action_for_drop(dock, "box:dock") is None  # a different shape of id


TURNS = [Action.make("lay", 0, source="tile:a", targets=["cell:1"], cell=1, rot=r) for r in (0, 2, 4)]


def _holding(actions, element="cell:1"):
    dnd = DragController()
    dnd.cycles = lambda source: source.startswith("tile:")
    dnd.press((5, 5), "tile:a", actions)
    dnd.motion((50, 50))
    dnd.hover(element)
    return dnd


def test_a_held_piece_that_cycles_shows_its_first_candidate_on_the_target_and_turns_through_them():
    dnd = _holding(TURNS)
    assert dnd.candidate(TURNS) == (TURNS[0], 0, 3)
    assert dnd.turn(1, TURNS) and dnd.candidate(TURNS)[0] == TURNS[1]
    assert dnd.turn(-1, TURNS) and dnd.turn(-1, TURNS) and dnd.candidate(TURNS)[0] == TURNS[2]  # wraps round


def test_the_release_commits_the_candidate_shown_not_a_chooser():
    dnd = _holding(TURNS)
    dnd.turn(1, TURNS)
    outcome = release(dnd, (50, 50), "cell:1", TURNS)
    assert outcome.kind == "submit" and outcome.actions == [TURNS[1]]


def test_a_new_target_shows_its_first_candidate_again_and_one_candidate_does_not_turn():
    dnd = _holding(TURNS)
    dnd.turn(1, TURNS)
    dnd.hover("cell:9")
    assert dnd.candidate(TURNS) == (None, 0, 0) and not dnd.turn(1, TURNS)
    dnd.hover("cell:1")
    assert dnd.candidate(TURNS)[0] == TURNS[0]
    single = _holding(TURNS[:1])
    assert not single.turn(1, TURNS[:1])  # nothing to turn: the wheel may zoom instead


def test_pieces_that_do_not_cycle_still_ask_which_move():
    dnd = DragController()
    dnd.press((5, 5), "tile:a", TURNS)
    dnd.motion((50, 50))
    assert not dnd.turn(1, TURNS)
    assert release(dnd, (50, 50), "cell:1", TURNS).kind == "choose"
