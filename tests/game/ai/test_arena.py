"""Headless games between levels: every game ends, seats rotate, wins are counted per agent."""

from game.ai.arena import play_game, tournament


def test_a_headless_game_between_levels_plays_to_the_end(tiny):
    record = play_game(tiny, ["greedy", "random", "easy"], seed=3)
    assert sorted(record.ranking) == [0, 1, 2]
    assert record.decisions >= 9
    assert set(record.think_times) == {"greedy", "random", "easy"}


def test_a_tournament_rotates_the_seats_and_counts_each_game_once(tiny):
    table = tournament(tiny, ["greedy", "random", "random"], games=6, seed=2)
    assert [g.levels[g.shift] for g in table.games] == ["greedy"] * 6
    assert [g.shift for g in table.games] == [0, 1, 2, 0, 1, 2]
    assert sum(wins for _, _, wins, _, _ in table.rows()) == 6
    assert table.markdown().count("\n") == 4
