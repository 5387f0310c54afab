"""The Game Turn: Building, Growth, Payment phases, the end of a round and the end of the game."""

from rules.core import Action
from rules.endeavor import data as D
from rules.endeavor.engine import build_level
from tests.rules.endeavor.helpers import (
    RS,
    act,
    legal_texts,
    put,
    track,
    with_buildings,
    with_harbor,
    with_track,
)


def build_round(s, building="shipyard"):
    """Every seat builds ``building`` (in turn order) and the state moves past the Building phase."""
    for _ in range(s.players):
        s = act(s, f"{s.current} build building={building}")
    return s


def test_industry_5_builds_up_to_level_3():
    """Worked example: with 5 Industry you can build any Level 3 building or lower."""
    s = RS.new_game(4, 0)
    p = s.current
    s = with_track(s, p, "industry", 5)
    assert build_level(s, p) == 3
    levels = {D.BUILDINGS[D.BUILDING_INDEX[a.split("=")[1]]].level for a in legal_texts(s)}
    assert levels == {1, 2, 3}
    assert "level 3" in RS.explain(s, Action.parse(f"{p} build building=university"))


def test_a_theater_raises_culture_by_two():
    """Worked example: building a Theater with two Culture icons advances Culture by two spaces."""
    s = RS.new_game(4, 0)
    p = s.current
    s = with_track(s, p, "industry", 5)
    s = act(s, f"{p} build building=theater")
    assert track(s, p, "culture") == 2
    assert any(e.kind == "track" and "Culture rises from 0 to 2" in e.text for e in s.events)


def test_a_building_from_the_level_above_only_when_none_is_left_at_yours():
    s = RS.new_game(4, 0)
    p = s.current
    assert f"{p} build building=bank" not in legal_texts(s)
    s = s.copy()
    s.market = tuple(0 if D.BUILDINGS[b].level == 1 else n for b, n in enumerate(s.market))
    texts = legal_texts(s)
    assert f"{p} build building=bank" in texts and f"{p} build building=docks" not in texts


def test_duplicate_buildings_are_allowed():
    s = RS.new_game(3, 0)
    p = s.current
    s = with_buildings(s, p, "shipyard")
    assert f"{p} build building=shipyard" in legal_texts(s)


def test_never_a_second_level_5_building():
    s = RS.new_game(3, 0)
    p = s.current
    s = with_buildings(with_track(s, p, "industry", 12), p, "museum")
    texts = legal_texts(s)
    assert f"{p} build building=parliament" not in texts and f"{p} build building=university" in texts
    reason = RS.explain(s, Action.parse(f"{p} build building=parliament"))
    assert reason == "You cannot build a second level-5 building."


def test_culture_2_grows_3_discs():
    """Worked example: with 2 Culture your Growth Level is 3, so you add 3 discs to your Harbor."""
    s = RS.new_game(4, 0)
    p = s.first
    s = with_track(s, p, "culture", 2)
    s = build_round(s)
    assert s.harbor[p] == 3 and s.supply[p] == 27
    assert s.harbor[(p + 1) % 4] == 2  # Culture 0 grows 2


def test_growth_adds_only_as_many_discs_as_the_supply_has():
    s = RS.new_game(3, 0)
    p = s.first
    s = s.copy()
    s.supply = put(s.supply, p, 1)
    s = build_round(s)
    assert s.harbor[p] == 1 and s.supply[p] == 0


def test_first_round_payment_has_no_effect():
    s = build_round(RS.new_game(3, 0))
    assert s.phase == "action" and s.busy == (0, 0, 0)


def payment_phase(wealth, busy_slots):
    """Seat ``first`` enters the Payment phase with discs on ``busy_slots`` and the given Wealth."""
    s = RS.new_game(4, 0)
    p = s.first
    s = with_buildings(s, p, "bank", "workshop", "shipyard", "market", busy=sum(1 << i for i in busy_slots))
    s = with_track(s, p, "wealth", wealth)
    return build_round(s), p


def test_wealth_3_makes_2_payments():
    """Worked example: with 3 Wealth you make 2 Payments, returning 2 discs from your buildings to the Harbor."""
    s, p = payment_phase(3, (0, 1, 2))
    assert s.step == "payment" and s.current == p and s.pays_left == 2
    h = s.harbor[p]
    s = act(s, f"{p} payment slot=2")
    assert s.current == p and s.pays_left == 1
    s = act(s, f"{p} payment slot=0")
    assert s.harbor[p] == h + 2 and s.busy[p] == 0b010
    assert s.current != p or s.phase == "action"


def test_more_payments_than_discs_returns_them_all():
    s, p = payment_phase(7, (0, 3))
    assert s.phase == "action"
    assert s.busy[p] == 0


def test_payment_the_player_chooses_which_disc_comes_home():
    s, p = payment_phase(0, (1, 3))
    assert legal_texts(s) == {f"{p} payment slot=1", f"{p} payment slot=3"}


def test_action_phase_turns_go_round_until_all_have_passed():
    s = build_round(RS.new_game(3, 0))
    first = s.first
    order = []
    for _ in range(3):
        order.append(s.current)
        s = act(s, f"{s.current} pass")
    assert order == [first, (first + 1) % 3, (first + 2) % 3]
    assert s.round == 2 and s.phase == "build"


def test_passed_players_are_skipped():
    s = build_round(RS.new_game(3, 0))
    a = s.current
    s = act(s, f"{a} pass")
    b = s.current
    s = with_harbor(s, b, 3)
    s = with_buildings(s, b, "shipyard", "shipyard")
    s = act(s, f"{b} activate slot=0")
    s = act(s, f"{b} ship region=africa")
    c = s.current
    assert c not in (a, b)
    s = act(s, f"{c} pass")
    assert s.current == b


def test_the_first_player_marker_passes_left_at_the_end_of_the_round():
    s = build_round(RS.new_game(4, 5))
    first = s.first
    for _ in range(4):
        s = act(s, f"{s.current} pass")
    assert s.first == (first + 1) % 4 and s.current == s.first and s.round == 2


def play_passing(s):
    """Everyone builds the first legal building and passes at once, to the end of the game."""
    rounds = []
    while not RS.is_over(s):
        if s.step == "build" and (not rounds or rounds[-1] != s.round):
            rounds.append(s.round)
        s = RS.apply(s, RS.legal_actions(s)[-1] if s.step == "turn" else RS.legal_actions(s)[0])
    return s, rounds


def test_the_game_lasts_seven_rounds():
    s, rounds = play_passing(RS.new_game(3, 0))
    assert rounds == [1, 2, 3, 4, 5, 6, 7]
    assert s.phase == "over" and RS.to_move(s) is None and RS.legal_actions(s) == []
    assert all(len(b) == 7 for b in s.buildings)


def test_the_round_in_which_a_building_mat_fills_is_the_last():
    s = RS.new_game(3, 0)
    p = s.first
    s = with_buildings(s, p, *["shipyard"] * 6)
    s = build_round(s)
    assert s.last_round
    for _ in range(3):
        s = act(s, f"{s.current} pass")
    assert RS.is_over(s) and s.round == 1
