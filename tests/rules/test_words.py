"""A count is said with its noun in the number it needs, in every game's messages (never "1 links")."""

from rules.core import Action
from rules.words import ordinal, plural
from tests.rules.endeavor.helpers import RS as ENDEAVOR
from tests.rules.endeavor.helpers import action_phase


def test_a_count_names_its_noun_in_the_right_number():
    assert [plural(n, "link") for n in (0, 1, 2)] == ["0 links", "1 link", "2 links"]
    assert plural(1, "unit") == "1 unit" and plural(3, "unit") == "3 units"
    assert plural(2, "city") == "2 cities" and plural(2, "glory link") == "2 glory links"
    assert plural(2, "missionary") == "2 missionaries" and plural(2, "Payment") == "2 Payments"


def test_a_place_in_an_order_is_said_as_players_say_it():
    assert [ordinal(n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22, 23)] == [
        "1st",
        "2nd",
        "3rd",
        "4th",
        "11th",
        "12th",
        "13th",
        "21st",
        "22nd",
        "23rd",
    ]


def test_a_payment_without_an_action_says_how_to_make_one():
    """Endeavor: "Payment: Move a Population Marker from the Activation Space of one of your buildings back to your
    Port". Refused at the start of a turn, the message reads as English ("To make a Payment", not "To Payment")."""
    s = action_phase(seat=0)
    why = ENDEAVOR.explain(s, Action.parse("0 payment slot=1"))
    assert why.startswith("To make a Payment, first place a Harbor disc on a building that gives Payment")
