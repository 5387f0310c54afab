"""The contract of rules/core.py, and the kit proven on the tiny test game."""

import pytest

import rules
from rules.core import Action, IllegalAction, Rng, SetupError
from tests.contract import check_contract
from tests.tiny import TINY, install


def test_action_text_form_is_stable_and_parses_back():
    a = Action.make("build_track", 2, hex="E7", tile="curve", rot=2)
    assert a.text == "2 build_track hex=E7 tile=curve rot=2"
    assert Action.parse(a.text) == a
    assert hash(Action.parse(a.text)) == hash(a)


def test_action_values_that_are_not_bare_words_are_quoted_json():
    a = Action.make("pick", 0, name="New York", route=["hex:A1", "hex:B2"], flag=True, none=None, n=-3)
    back = Action.parse(a.text)
    assert back == a
    assert back["route"] == ("hex:A1", "hex:B2")
    assert back["name"] == "New York"
    assert Action.make("x", 0, word="true").text == '0 x word="true"'
    assert Action.parse('0 x word="true"')["word"] == "true"


def test_action_hints_are_not_part_of_identity():
    a = Action.make("occupy", 1, source="harbor:1", targets=["city:bombay"], city="bombay")
    assert a == Action.parse("1 occupy city=bombay")
    assert a.targets == ("city:bombay",)


@pytest.mark.parametrize("bad", ["", "occupy city=x", "1 occupy city", "1 occupy =x", "1 occupy city=[1,"])
def test_bad_action_text_is_refused_with_a_reason(bad):
    with pytest.raises(ValueError):
        Action.parse(bad)


def test_a_bool_never_passes_for_an_integer_parameter():
    listed = Action.make("build", 0, hex="B2", tile="x", rot=0)
    assert Action.parse("0 build hex=B2 tile=x rot=false") != listed
    assert Action.parse("0 build hex=B2 tile=x rot=false") not in [listed]
    assert Action.make("move", 1, owners=[0, 1]) != Action.make("move", 1, owners=[0, True])
    assert Action.make("flag", 1, on=True) == Action.parse("1 flag on=true")


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("0 x v=" + "[" * 1000 + "]" * 1000, "nest more than"),
        ("0 x v=" + "1" * 5000, "longer than"),
        ("0 x v=" + "7" * 30, "more than 24 digits"),
        ("0 x v=[" + "9" * 30 + "]", "more than 24 digits"),
        ("0 x " + "k=v " * 2000, "longer than"),
    ],
)
def test_hostile_action_text_is_refused_before_it_is_read(text, reason):
    with pytest.raises(ValueError, match=reason):
        Action.parse(text)


def test_an_option_value_of_the_wrong_type_is_refused():
    install()
    try:
        with pytest.raises(SetupError, match="no choice"):
            TINY.resolve_options({"marks": 1})  # the choices are true and false
    finally:
        rules.unregister("tiny")


def test_rng_is_deterministic_and_copies_cheaply():
    a, b = Rng(42), Rng(42)
    assert [a.randrange(100) for _ in range(20)] == [b.randrange(100) for _ in range(20)]
    c = a.copy()
    assert c.randint(1, 6) == a.randint(1, 6)
    deck = list(range(10))
    Rng(1).shuffle(deck)
    assert sorted(deck) == list(range(10)) and deck != list(range(10))


def test_registry_finds_registered_games_and_names_the_known_ones():
    install()
    try:
        assert rules.get("tiny") is TINY
        assert TINY in rules.all()
        with pytest.raises(KeyError, match="known"):
            rules.get("no-such-game")
    finally:
        rules.unregister("tiny")


def test_unknown_option_and_wrong_player_count_are_setup_errors():
    with pytest.raises(SetupError, match="no option"):
        TINY.new_game(2, 1, {"colour": "red"})
    with pytest.raises(SetupError, match="no choice"):
        TINY.new_game(2, 1, {"marks": "maybe"})
    with pytest.raises(SetupError, match="players"):
        TINY.new_game(7, 1)
    assert TINY.new_game(2, 1, {"marks": "off"}).options["marks"] is False


def test_illegal_move_raises_with_the_reason_and_changes_nothing():
    s = TINY.new_game(2, 5)
    s2 = TINY.apply(s, Action.make("place", 0, cell=4))
    with pytest.raises(IllegalAction, match="taken"):
        TINY.apply(s2, Action.make("place", 1, cell=4))
    assert s2.cells[4] == 0 and s.cells[4] is None


def test_contract_kit_passes_on_the_tiny_game():
    report = check_contract(TINY, players=(2, 3, 4), seeds=range(15), option_sets=[{}, {"marks": False}])
    assert report.games == 90 and report.decisions >= 90 * 9


def test_contract_kit_catches_an_apply_that_changes_its_argument():
    class Mutating(type(TINY)):
        def apply(self, state, action):
            new = super().apply(state, action)
            state.cells[action["cell"]] = action.seat  # breaks the promise
            return new

    with pytest.raises(AssertionError, match="changed"):
        check_contract(Mutating(), players=(2,), seeds=range(1))


def test_contract_kit_catches_a_determinize_that_reveals_nothing_new_but_changes_the_board():
    class Leaky(type(TINY)):
        def determinize(self, state, seed):
            new = super().determinize(state, seed)
            new.bonus = [b + 1 for b in state.bonus]
            return new

    with pytest.raises(AssertionError, match="determinize"):
        check_contract(Leaky(), players=(2,), seeds=range(1))


def test_contract_kit_catches_a_game_that_never_ends():
    class Endless(type(TINY)):
        def to_move(self, state):
            return state.turn % state.players

        def legal_actions(self, state):
            seat = self.to_move(state)
            return [Action.make("mark", seat, cell=0)]

        def explain(self, state, action):
            return None if action in self.legal_actions(state) else "no"

        def apply(self, state, action):
            if action not in self.legal_actions(state):
                raise IllegalAction("no")
            s = state.copy()
            s.turn = state.turn + 1
            s.events = ()
            return s

    with pytest.raises(AssertionError, match="did not end"):
        check_contract(Endless(), players=(2,), seeds=range(1), max_steps=50)
