"""The match: history, scoped undo and restart-turn, the log, round scores and autosave.

Besides the tiny test game (whose "place" always draws from the bag), a local
"steps" game gives a seat several decisions in a row before a die roll, which
is what scoped undo is about.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest

import rules
from game import saves
from game.match import Match, Seat
from rules.core import Action, Event, GameState, IllegalAction, Prompt, Rng, Ruleset, ScoreItem, ScoreSheet, SetupError
from tests.tiny import install


class StepsState(GameState):
    players: int
    count: list[int]
    steps_taken: int
    seat: int
    round: int


class Steps(Ruleset):
    """Each turn: up to two free 'step's (+1 each), then a 'roll' (+die) or a 'pass' ends the turn. Two rounds."""

    id = "steps"
    title = "Steps"
    player_counts = range(1, 4)

    def new_game(self, players: int, seed: int, options: Mapping[str, Any] | None = None) -> StepsState:
        self.check_setup(players, options)
        s = StepsState()
        s.players, s.count, s.steps_taken, s.seat, s.round = players, [0] * players, 0, 0, 1
        s.rng, s.events = Rng(seed), ()
        return s

    def num_players(self, state: StepsState) -> int:
        return state.players

    def to_move(self, state: StepsState) -> int | None:
        return None if state.round > 2 else state.seat

    def prompt(self, state: StepsState) -> Prompt:
        return Prompt(self.to_move(state), "Step or roll.")

    def legal_actions(self, state: StepsState) -> list[Action]:
        seat = self.to_move(state)
        if seat is None:
            return []
        acts = [Action.make("roll", seat), Action.make("pass", seat)]
        if state.steps_taken < 2:
            acts.insert(0, Action.make("step", seat, targets=[f"pawn:{seat}"]))
        return acts

    def apply(self, state: StepsState, action: Action) -> StepsState:
        if action not in self.legal_actions(state):
            raise IllegalAction(self.why_illegal(state, action))
        s = state.copy()
        s.count = list(state.count)
        seat = action.seat
        if action.kind == "step":
            s.count[seat] += 1
            s.steps_taken += 1
            s.events = (Event.make("step", f"Seat {seat + 1} steps.", seat, [f"pawn:{seat}"]),)
        else:
            if action.kind == "roll":
                s.rng = state.rng.copy()
                die = s.rng.randint(1, 6)
                s.count[seat] += die
                s.events = (Event.make("roll", f"Seat {seat + 1} rolls {die}.", seat, [f"die:{seat}"]),)
            else:
                s.events = (Event.make("pass", f"Seat {seat + 1} passes.", seat),)
            s.steps_taken = 0
            s.seat = (seat + 1) % state.players
            if s.seat == 0:
                s.round = state.round + 1
        return s

    def scores(self, state: StepsState) -> list[ScoreSheet]:
        return [ScoreSheet(p, (ScoreItem("Count", state.count[p]),)) for p in range(state.players)]

    def to_json(self, state: StepsState) -> dict[str, Any]:
        return {
            "players": state.players,
            "count": list(state.count),
            "steps_taken": state.steps_taken,
            "seat": state.seat,
            "round": state.round,
            "rng": state.rng.state,
        }

    def from_json(self, data: Mapping[str, Any]) -> StepsState:
        s = StepsState()
        s.players, s.count, s.steps_taken = data["players"], list(data["count"]), data["steps_taken"]
        s.seat, s.round, s.rng, s.events = data["seat"], data["round"], Rng(data["rng"]), ()
        return s


STEPS = Steps()
HUMANS2 = [Seat("human", name="Ann"), Seat("human", name="Bob")]


def step(seat: int) -> Action:
    return Action.make("step", seat)


def roll(seat: int) -> Action:
    return Action.make("roll", seat)


@pytest.fixture
def tiny():
    yield install()
    rules.unregister("tiny")


def test_a_match_sets_the_game_up_with_resolved_options(tiny):
    m = Match("tiny", [Seat("human"), Seat("ai", "random")], seed=3)
    assert m.options == {"marks": True}
    assert m.to_move() == 0 and not m.is_over()
    assert m.history == [] and m.log == [] and m.revision == 0


def test_a_setup_the_rules_forbid_raises_setup_error(tiny):
    with pytest.raises(SetupError):
        Match(tiny, [Seat("human")], seed=1)
    with pytest.raises(SetupError):
        Match(tiny, [Seat("human"), Seat("human")], seed=1, options={"colour": "red"})


def test_submit_applies_and_logs_each_event_with_its_targets(tiny):
    m = Match(tiny, HUMANS2, seed=5)
    events = m.submit(Action.make("place", 0, cell=4))
    assert [e.kind for e in events] == ["place", "draw"]
    assert m.history == [Action.make("place", 0, cell=4)]
    assert m.state.cells[4] == 0
    assert [(e.kind, e.ply, e.seat) for e in m.log] == [("place", 1, 0), ("draw", 1, 0)]
    assert m.log[0].targets == ("cell:4",) and m.log[0].text == "Seat 1 drops a disc on cell 5."
    assert m.revision == 1


def test_an_illegal_submit_changes_nothing(tiny):
    m = Match(tiny, HUMANS2, seed=5)
    m.submit(Action.make("place", 0, cell=4))
    state, revision = m.state, m.revision
    with pytest.raises(IllegalAction, match="taken"):
        m.submit(Action.make("place", 1, cell=4))
    assert m.state is state and m.revision == revision and len(m.history) == 1 and len(m.log) == 2


def test_a_random_reveal_cannot_be_undone(tiny):
    m = Match(tiny, HUMANS2, seed=5)
    m.submit(Action.make("place", 0, cell=0))  # draws from the bag
    assert not m.can_undo(0) and not m.can_restart_turn(0)
    with pytest.raises(ValueError):
        m.undo(0)


def test_a_decision_that_revealed_nothing_can_be_undone(tiny):
    m = Match(tiny, HUMANS2, seed=5)
    m.submit(Action.make("place", 0, cell=0))
    m.submit(Action.make("place", 1, cell=1))
    before = m.state
    m.submit(Action.make("mark", 0, cell=0))
    assert m.can_undo(0) and not m.can_undo(1)
    m.undo(0)
    assert m.state is before and len(m.history) == 2
    assert m.log[-1].kind == "undo" and m.log[-1].text == "Red undid: mark cell=0."
    assert m.log[-2].undone and m.log[-2].kind == "mark"


def test_undo_steps_back_one_own_decision_at_a_time_until_the_roll():
    m = Match(STEPS, HUMANS2, seed=2)
    m.submit(step(0))
    m.submit(step(0))
    m.submit(roll(0))  # random: final
    m.submit(step(1))
    m.submit(step(1))
    assert m.state.count[1] == 2
    m.undo(1)
    assert m.state.count[1] == 1 and m.can_undo(1)
    m.undo(1)
    assert m.state.count[1] == 0 and not m.can_undo(1)
    assert len(m.history) == 3


def test_undo_is_only_for_the_seat_that_decided_and_only_for_humans():
    m = Match(STEPS, [Seat("human"), Seat("ai", "random")], seed=2)
    m.submit(roll(0))
    m.submit(step(1))
    assert not m.can_undo(0)  # another seat acted since
    assert not m.can_undo(1)  # a computer seat never undoes


def test_undo_never_replays_so_chance_stays_as_it_was():
    m = Match(STEPS, HUMANS2, seed=9)
    m.submit(step(0))
    m.submit(roll(0))
    rolled = m.state.count[0]
    m.submit(step(1))
    m.undo(1)
    m.submit(step(1))
    m.submit(roll(1))
    again = Match(STEPS, HUMANS2, seed=9)
    for a in (step(0), roll(0), step(1), roll(1)):
        again.submit(a)
    assert m.state.count == again.state.count and m.state.count[0] == rolled


def test_restart_turn_goes_back_to_the_turn_start_in_one_step():
    m = Match(STEPS, HUMANS2, seed=2)
    m.submit(roll(0))
    start = m.state
    m.submit(step(1))
    m.submit(step(1))
    assert m.can_restart_turn(1)
    revision = m.revision
    m.restart_turn(1)
    assert m.state is start and m.revision == revision + 1
    assert m.log[-1].kind == "restart" and "2 decisions" in m.log[-1].text
    assert not m.can_restart_turn(1)


def test_a_finished_human_turn_waits_for_end_turn_and_is_final_after_it():
    m = Match(STEPS, [Seat("human", name="Ann"), Seat("ai", "random", "Bot")], seed=2)
    m.submit(step(0))
    assert m.waiting_seat() is None  # Ann still decides: her turn is not finished
    m.submit(Action.make("pass", 0))
    assert m.waiting_seat() == 0 and m.to_move() == 1
    m.undo(0)  # until she ends it, each decision comes back
    assert m.waiting_seat() is None and m.to_move() == 0 and m.can_undo(0)
    m.submit(Action.make("pass", 0))
    m.end_turn(0)
    assert m.waiting_seat() is None and not m.can_undo(0)
    assert m.why_no_undo(0) == "You ended that turn, so its decisions are final."
    with pytest.raises(ValueError):
        m.end_turn(0)


def test_undo_says_why_it_cannot_go_back():
    m = Match(STEPS, [Seat("human", name="Ann"), Seat("ai", "random", "Bot")], seed=2)
    assert m.why_no_undo(0) == "Nothing has been played yet."
    m.submit(roll(0))
    assert "revealed something hidden" in m.why_no_undo(0)
    m.submit(step(1))
    assert m.why_no_undo(0) == "The last move was Blue's: undo never takes back another player's move."
    assert m.why_no_undo(1) == "Only a human player's decisions can be taken back."
    m.submit(step(1))
    assert m.waiting_seat() is None  # a computer's decisions never wait


def test_undone_moves_are_not_highlighted_as_last_moves():
    m = Match(STEPS, HUMANS2, seed=2)
    m.submit(roll(0))
    m.submit(step(1))
    assert [e.targets for e in m.last_entries_by_seat()[1]] == [("pawn:1",)]
    m.undo(1)
    last = m.last_entries_by_seat()
    assert 1 not in last and [e.kind for e in last[0]] == ["roll"]


def test_last_entries_by_seat_gives_each_seats_latest_move():
    m = Match(STEPS, HUMANS2, seed=2)
    for a in (step(0), roll(0), step(1)):
        m.submit(a)
    last = m.last_entries_by_seat()
    assert [e.kind for e in last[0]] == ["roll"] and [e.kind for e in last[1]] == ["step"]


def test_round_scores_are_recorded_when_the_round_changes_and_at_the_end():
    m = Match(STEPS, HUMANS2, seed=4)
    for a in (step(0), roll(0), roll(1)):
        m.submit(a)
    assert m.round_scores == [list(m.state.count)]
    m.submit(roll(0))
    m.submit(step(1))
    m.undo(1)
    m.submit(roll(1))
    assert m.is_over()
    assert len(m.round_scores) == 2 and m.round_scores[-1] == list(m.state.count)


def test_undo_takes_back_a_round_score_recorded_by_the_undone_move():
    m = Match(STEPS, HUMANS2, seed=4)
    m.submit(roll(0))
    m.submit(step(1))
    m.submit(Action.make("pass", 1))  # ends the round without chance: may be taken back
    assert len(m.round_scores) == 1
    m.undo(1)
    assert m.round_scores == [] and m.state.round == 1
    m.submit(step(1))
    m.submit(Action.make("pass", 1))
    assert m.round_scores == [list(m.state.count)]


def test_submitting_after_the_end_is_refused():
    m = Match(STEPS, [Seat("human")], seed=4)
    m.submit(roll(0))
    m.submit(roll(0))
    assert m.is_over()
    with pytest.raises(IllegalAction, match="over"):
        m.submit(roll(0))


def test_autosave_after_every_action_and_undo(tmp_path):
    m = Match(STEPS, HUMANS2, seed=2, autosave=saves.autosave, save_dir=tmp_path)
    m.submit(step(0))
    first = m.last_autosave
    assert first is not None and first.parent == tmp_path
    m.undo(0)
    assert m.last_autosave != first and m.last_autosave.exists()


def test_an_autosave_that_fails_is_noted_in_the_log_and_play_goes_on(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    m = Match(STEPS, HUMANS2, seed=2, autosave=saves.autosave, save_dir=blocker / "saves")
    m.submit(step(0))
    assert m.state.count[0] == 1
    assert m.log[-1].kind == "note" and "autosaved" in m.log[-1].text


def test_an_autosave_whose_state_cannot_be_written_is_noted_and_play_goes_on(tmp_path, monkeypatch):
    m = Match(STEPS, HUMANS2, seed=2, autosave=saves.autosave, save_dir=tmp_path)

    def broken(state):
        raise TypeError("Object of type set is not JSON serializable")

    monkeypatch.setattr(m.ruleset, "to_json", broken)
    m.submit(step(0))
    assert m.state.count[0] == 1
    assert m.log[-1].kind == "note" and "not JSON serializable" in m.log[-1].text
    assert list(tmp_path.iterdir()) == []  # nothing half-written left behind
