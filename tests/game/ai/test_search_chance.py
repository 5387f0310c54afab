"""The search meets chance: a move list dealt by the generator differs between determinized copies.

A tiny game made for it: two tokens from a bag lie face up; the seat to move takes one of them (its value is
scored), the other goes back, and two fresh tokens are drawn for the next seat. Every move list has two moves,
but after the root's move each determinized copy draws other tokens: lists of equal length and different moves.
"""

import threading

import pytest

from game.ai.mcts import HardAgent, NormalAgent
from rules.core import Action, GameState, IllegalAction, Prompt, Rng, Ruleset, ScoreItem, ScoreSheet

BAG = tuple(range(1, 10))
TURNS = 6


class OfferState(GameState):
    offer: tuple[int, int]
    bag: tuple[int, ...]
    taken: tuple[int, int]
    turn: int


class Offer(Ruleset):
    id = "offer"
    title = "Offer (a test game)"
    player_counts = range(2, 3)

    def new_game(self, players, seed, options=None):
        s = OfferState()
        s.rng = Rng(seed)
        s.bag, s.offer = self._draw(s.rng, BAG)
        s.taken = (0, 0)
        s.turn = 0
        s.events = ()
        return s

    @staticmethod
    def _draw(rng, bag):
        rest = list(bag)
        first = rest.pop(rng.randrange(len(rest)))
        second = rest.pop(rng.randrange(len(rest)))
        return tuple(rest), (first, second)

    def num_players(self, state):
        return 2

    def to_move(self, state):
        return None if state.turn >= TURNS else state.turn % 2

    def prompt(self, state):
        return Prompt(self.to_move(state), "Take a token.")

    def legal_actions(self, state):
        seat = self.to_move(state)
        return [] if seat is None else [Action.make("take", seat, token=t) for t in state.offer]

    def apply(self, state, action):
        if action not in self.legal_actions(state):
            raise IllegalAction("That token is not on offer.")
        s = state.copy()
        s.rng = state.rng.copy()
        token = action["token"]
        back = [t for t in state.offer if t != token]
        s.bag, s.offer = self._draw(s.rng, state.bag + tuple(back))
        taken = list(state.taken)
        taken[action.seat] += token
        s.taken = tuple(taken)
        s.turn = state.turn + 1
        return s

    def scores(self, state):
        over = self.to_move(state) is None
        return [ScoreSheet(p, (ScoreItem("Tokens", state.taken[p]),), provisional=not over) for p in range(2)]


def test_after_the_roots_move_the_copies_deal_equal_length_different_move_lists():
    ruleset = Offer()
    state = ruleset.new_game(2, 1)
    move = ruleset.legal_actions(state)[0]
    dealt = {tuple(ruleset.legal_actions(ruleset.apply(ruleset.determinize(state, s), move))) for s in range(20)}
    assert len(dealt) > 1
    assert {len(d) for d in dealt} == {2}


@pytest.mark.parametrize("agent_class", [NormalAgent, HardAgent])
def test_the_search_only_plays_moves_legal_in_its_own_copy_when_chance_deals_other_moves(agent_class):
    ruleset = Offer()
    state = ruleset.new_game(2, 1)
    agent = agent_class(ruleset, seed=3, max_iterations=200)
    legal = ruleset.legal_actions(state)
    chosen = agent.decide(state, 0, legal, None, threading.Event())
    assert chosen in legal
    assert agent.stats.iterations == 200
