"""End of Game and Scoring: every category of the rulebook, the ranking and its tie-break."""

from rules.endeavor import data as D
from rules.endeavor.scoring import ranking
from tests.rules.endeavor.helpers import (
    RS,
    action_phase,
    with_buildings,
    with_cards,
    with_cities,
    with_harbor,
    with_track,
)


def points(s, p, category):
    return next(i.points for i in RS.scores(s)[p].items if i.category == category)


def test_cities_score_the_glory_printed_on_them():
    s = with_cities(action_phase(), 0, "NA1", "EU1")
    assert points(s, 0, "Cities") == D.CITY_GLORY[D.CITY_INDEX["NA1"]] + D.CITY_GLORY[D.CITY_INDEX["EU1"]] == 3


def test_each_controlled_link_is_worth_one_glory():
    s = with_cities(action_phase(), 0, "EU1", "EU2", "EU3")
    assert points(s, 0, "Links") == 2  # EU1-EU2 and EU1-EU3


def test_tracks_slide_down_to_the_first_space_with_glory():
    s = with_track(with_track(action_phase(), 0, "industry", 6), 0, "culture", 1)
    assert points(s, 0, "Industry") == D.track_glory(6) == 4
    assert points(s, 0, "Culture") == 0


def test_asset_card_glory_is_added_up():
    s = with_cards(action_phase(), 0, "europe_3", "europe_4")
    assert points(s, 0, "Asset cards") == D.CARDS["europe_3"].glory + D.CARDS["europe_4"].glory


def test_an_empty_governor_space_is_worth_three_glory():
    s = with_cards(action_phase(), 0, "india_gov")
    assert points(s, 0, "Governor space") == 0
    assert points(s, 1, "Governor space") == 3


def test_each_university_is_worth_three_glory():
    s = with_buildings(action_phase(), 0, "university", "university", "shipyard")
    assert points(s, 0, "Universities") == 6


def test_one_glory_for_every_three_discs_left_in_the_harbor():
    s = with_harbor(action_phase(), 0, 8)
    assert points(s, 0, "Harbor discs") == 2


def test_discarded_slavery_cards_lose_one_glory_each():
    s = action_phase().copy()
    s.slaves_lost = (3, 0, 0, 0)
    assert points(s, 0, "Slavery") == -3


def test_scores_are_provisional_until_the_game_is_over():
    s = action_phase()
    assert all(sh.provisional for sh in RS.scores(s))
    s = s.copy()
    s.phase = s.step = "over"
    assert not any(sh.provisional for sh in RS.scores(s))


def test_ties_go_to_most_harbor_discs_then_most_cities():
    s = action_phase(3)
    s = s.copy()
    s.first = 0
    # Seats 1 and 2 tie on glory; seat 2 has the Harbor discs of the tie-break.
    s = with_cities(s, 1, "NA1", "EU5")  # 3 glory, 2 cities
    s = with_harbor(with_cities(s, 2, "CA1"), 2, 3)  # 2 + 1 glory, 1 city
    totals = [sh.total for sh in RS.scores(s)]
    assert totals[1] == totals[2]
    assert ranking(s)[:2] == [2, 1]
    s = with_harbor(s, 2, 0)
    s = with_cities(s, 2, "EU9")  # 2 + 1 glory again, 2 cities, no Harbor discs: seat order decides
    totals = [sh.total for sh in RS.scores(s)]
    assert totals[1] == totals[2]
    assert ranking(s)[:2] == [1, 2]


def test_universities_are_counted_in_the_right_number():
    """Base rulebook: "Universities: Each University you have built is worth 3 Glory points." """
    one = with_buildings(action_phase(), 0, "university")
    two = with_buildings(action_phase(), 0, "university", "university")
    detail = {s: next(i.detail for i in RS.scores(s)[0].items if i.category == "Universities") for s in (one, two)}
    assert detail[one] == "1 University, 3 glory each" and detail[two] == "2 Universities, 3 glory each"
