"""OpenSpiel's Python ``MCTSBot`` seated at our table: an opponent we did not write.

Bench-only: this module imports ``pyspiel`` (``pip install -e '.[bench]'``); the game, the tests' runtime and
``main.py`` never import it. The bot plays through our rules contract and nothing else:

- ``RulesState`` is what ``MCTSBot`` and its ``RandomRolloutEvaluator`` call on a pyspiel state
  (``current_player``, ``legal_actions`` as indices, ``apply_action``, ``clone``, ``is_terminal``,
  ``is_chance_node``, ``returns``) over one of our states. Our states are never changed in place (``apply``
  returns a new one), so a clone shares it.
- ``OpenSpielAgent.choose`` hands the bot a *determinized* copy of the real position from its seat
  (``ruleset.determinize`` with a seed of its own), so it sees no more than a player at the table, as our agents
  do; the future chance of that copy is fixed by its seed, so from the bot's view the copy is a deterministic
  game (one sampled world per decision: the plain "determinized MCTS" a general-purpose bot can play).
- ``ClockedMCTSBot`` searches for a wall-clock budget instead of a number of simulations, so it thinks exactly
  as long per decision as the agent it is measured against.
- ``seat_returns``: what the bot maximises, each seat's place scaled to [-1, 1] (first +1, last -1, seats
  tied for a place share its mean), the win-or-lose scale OpenSpiel's MCTS is written for.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Sequence

import numpy as np
import pyspiel
from open_spiel.python.algorithms import mcts

from game.ai.agent import fingerprint
from game.simulate import shared_places
from rules.core import Action, GameState, Ruleset

__all__ = ["ClockedMCTSBot", "OpenSpielAgent", "RulesGame", "RulesState", "seat_returns"]

#: Plies a random playout may take before it is scored where it stands (a rule that allows a loop which changes
#: nothing, say Endeavor's two Banks, must not hang a playout; a random game is a few hundred plies).
MAX_PLAYOUT = 3000


def seat_returns(ruleset: Ruleset, state: GameState) -> list[float]:
    """Each seat's place scaled to [-1, 1]: first +1, last -1, seats tied for a place share its mean.

    The places are the ones ``main.py simulate`` counts wins by (``shared_places``: the game's own tie-breaks,
    a tie its rulebook leaves unbroken shared). A position not yet over (a playout cut at ``MAX_PLAYOUT``) is
    placed by its provisional scores. The values sum to 0: a constant-sum game.
    """
    places = shared_places(ruleset, state)
    n = len(places)
    if n < 2:
        return [0.0] * n
    out = []
    for place in places:
        shared = places.count(place)
        mean_rank = place + (shared - 1) / 2  # a tie for 1st of two seats covers ranks 1 and 2
        out.append(1.0 - 2.0 * (mean_rank - 1) / (n - 1))
    return out


class RulesGame:
    """What ``MCTSBot`` asks of a game: its type (sequential, terminal rewards) and its best return."""

    def __init__(self, ruleset: Ruleset, players: int) -> None:
        self.ruleset = ruleset
        self.players = players
        self._type = pyspiel.GameType(
            short_name=f"boardgame_{ruleset.id}",
            long_name=ruleset.title,
            dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
            # A determinized copy's chance is fixed by its seed: the bot meets no chance node in it.
            chance_mode=pyspiel.GameType.ChanceMode.DETERMINISTIC,
            information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
            utility=pyspiel.GameType.Utility.CONSTANT_SUM,
            reward_model=pyspiel.GameType.RewardModel.TERMINAL,
            max_num_players=ruleset.player_counts.stop - 1,
            min_num_players=ruleset.player_counts.start,
            provides_information_state_string=False,
            provides_information_state_tensor=False,
            provides_observation_string=False,
            provides_observation_tensor=False,
        )

    def get_type(self) -> pyspiel.GameType:
        return self._type

    def num_players(self) -> int:
        return self.players

    def max_utility(self) -> float:
        return 1.0

    def min_utility(self) -> float:
        return -1.0


class RulesState:
    """A pyspiel-like state over one of our states: moves are indices into ``ruleset.legal_actions``.

    The index list is the ruleset's own order for this exact state, so an index means the same move in every
    clone of it; ``action(index)`` maps it back to our ``Action``.
    """

    __slots__ = ("_legal", "ruleset", "state")

    def __init__(self, ruleset: Ruleset, state: GameState) -> None:
        self.ruleset = ruleset
        self.state = state
        self._legal: list[Action] | None = None

    def moves(self) -> list[Action]:
        """Our legal actions here, in the order the indices count them."""
        if self._legal is None:
            self._legal = self.ruleset.legal_actions(self.state)
        return self._legal

    def action(self, index: int) -> Action:
        return self.moves()[int(index)]

    # -- the pyspiel state calls MCTSBot and RandomRolloutEvaluator make ----------------------------------

    def current_player(self) -> int:
        seat = self.ruleset.to_move(self.state)
        return int(pyspiel.PlayerId.TERMINAL) if seat is None else seat

    def is_terminal(self) -> bool:
        return self.ruleset.is_over(self.state)

    def is_chance_node(self) -> bool:
        return False

    def legal_actions(self, player: int | None = None) -> list[int]:
        if self.is_terminal() or (player is not None and player != self.current_player()):
            return []
        return list(range(len(self.moves())))

    def apply_action(self, index: int) -> None:
        self.state = self.ruleset.apply(self.state, self.action(index))
        self._legal = None

    def clone(self) -> RulesState:
        twin = RulesState(self.ruleset, self.state)  # states are immutable values: sharing one is safe
        twin._legal = self._legal
        return twin

    def returns(self) -> list[float]:
        return seat_returns(self.ruleset, self.state)

    def action_to_string(self, player: int, index: int) -> str:
        return self.ruleset.describe(self.state, self.action(index))


class ClockedMCTSBot(mcts.MCTSBot):
    """``MCTSBot`` that searches for ``seconds`` of wall time per decision instead of a count of simulations.

    ``MCTSBot.mcts_search`` runs ``max_simulations`` iterations and stops early once the root is solved
    (``root.outcome`` set). The clock is read where each iteration starts (``_apply_tree_policy``): once the
    budget is spent, the root is marked finished, that iteration is backed up as usual and the loop ends, so
    the answer is still the most visited root move. ``max_simulations`` stays as a memory cap.
    """

    def __init__(
        self,
        game: RulesGame,
        seconds: float,
        uct_c: float = 2.0,
        seed: int | None = None,
        max_simulations: int = 1_000_000,
    ) -> None:
        random_state = np.random.RandomState(seed)
        evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=random_state, max_length=MAX_PLAYOUT)
        super().__init__(game, uct_c, max_simulations, evaluator, solve=True, random_state=random_state)
        self.seconds = seconds
        self.simulations = 0  # iterations of the last search
        self._deadline = 0.0
        self._root: mcts.SearchNode | None = None

    def mcts_search(self, state: RulesState) -> mcts.SearchNode:
        self._deadline = time.perf_counter() + self.seconds
        self.simulations = 0
        return super().mcts_search(state)

    def _apply_tree_policy(self, root: mcts.SearchNode, state: RulesState):
        if self.simulations and time.perf_counter() >= self._deadline and root.outcome is None:
            root.outcome = [0.0] * self._game.num_players()  # "finished": ends mcts_search after this iteration
        self.simulations += 1
        return super()._apply_tree_policy(root, state)


class OpenSpielAgent:
    """A seat played by ``ClockedMCTSBot``, with the agent interface ``game.simulate`` seats (``choose``).

    Like our agents, it looks only at a determinized copy of the position; a move the copy lists is mapped back
    to our ``Action`` by its index, and a single legal move is played without a search. It keeps our agents' one
    guard against a rule that lets a game loop without changing anything (Endeavor: two Banks paying each
    other's worker): in a visible position it has decided in before, it plays the most searched move it has not
    played there yet. Without it, two bots can pay each other forever (an Endeavor game at 1 s did not end in
    nine minutes, where the others took two and a half).
    """

    level = "openspiel"

    def __init__(
        self,
        ruleset: Ruleset,
        players: int,
        seconds: float,
        seed: int | None = None,
        uct_c: float = 2.0,
        max_simulations: int = 1_000_000,
    ) -> None:
        self.ruleset = ruleset
        self.seconds = seconds
        self.rng = np.random.RandomState(None if seed is None else seed % 2**32)
        game = RulesGame(ruleset, players)
        self.bot = ClockedMCTSBot(game, seconds, uct_c, int(self.rng.randint(2**31)), max_simulations)
        self.simulations: list[int] = []  # per searched decision
        self.progress: float | None = None
        self.memory: dict[str, set[Action]] = {}  # visible position -> the moves played there

    def choose(
        self,
        state: GameState,
        seat: int,
        budget: float | None = None,
        cancel: threading.Event | None = None,
    ) -> Action:
        seen = self.ruleset.determinize(state, int(self.rng.randint(2**62)))
        view = RulesState(self.ruleset, seen)
        legal: Sequence[Action] = view.moves()
        if not legal:
            raise ValueError("OpenSpiel's bot was asked to move where no move is open")
        if len(legal) == 1:
            return legal[0]
        self.bot.seconds = self.seconds if budget is None else budget
        root = self.bot.mcts_search(view)  # what MCTSBot.step does, then its best child by its own sort_key
        self.simulations.append(self.bot.simulations)
        ranked = sorted(root.children, key=mcts.SearchNode.sort_key, reverse=True)  # stable: max()'s pick first
        tried = self.memory.setdefault(fingerprint(self.ruleset, seen), set())
        fresh = [child for child in ranked if view.action(child.action) not in tried] or ranked
        action = view.action(fresh[0].action)
        tried.add(action)
        return action
