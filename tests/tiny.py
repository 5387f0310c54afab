"""A tiny game that exists only to prove the contract, the kit and the client shell.

Nine cells; in turn each seat drops one disc from its supply onto an empty
cell, then a token is drawn from a bag (its order hidden until the draw) and
added to that seat's score. The game ends when the cells are full. A seat may
instead "mark" a cell it owns once per game for one point. Never shipped.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import rules
from rules.core import (
    Action,
    Event,
    GameState,
    IllegalAction,
    Option,
    Prompt,
    Rng,
    Ruleset,
    ScoreItem,
    ScoreSheet,
)

CELLS = 9
BAG = (0, 0, 1, 1, 1, 2, 2, 3, 5)


class TinyState(GameState):
    players: int
    cells: list[int | None]
    bag: list[int]  # the bag's contents, unordered: the order is drawn at reveal
    bonus: list[int]
    marked: list[bool]
    turn: int
    rng: Rng


class Tiny(Ruleset):
    id = "tiny"
    title = "Tiny Test Game"
    player_counts = range(2, 5)
    credits = "A test game; nothing provisional."

    def options(self) -> list[Option]:
        return [Option("marks", "Marks", (True, False), True, "Allow the once-a-game mark.", ("on", "off"))]

    def new_game(self, players: int, seed: int, options: Mapping[str, Any] | None = None) -> TinyState:
        opts = self.check_setup(players, options)
        s = TinyState()
        s.players = players
        s.options = opts
        s.cells = [None] * CELLS
        s.bag = sorted(BAG)
        s.bonus = [0] * players
        s.marked = [False] * players
        s.turn = 0
        s.rng = Rng(seed)
        s.events = ()
        return s

    def num_players(self, state: TinyState) -> int:
        return state.players

    def to_move(self, state: TinyState) -> int | None:
        if all(c is not None for c in state.cells):
            return None
        return state.turn % state.players

    def prompt(self, state: TinyState) -> Prompt:
        seat = self.to_move(state)
        if seat is None:
            return Prompt(None, "The game is over.")
        return Prompt(seat, "Drop a disc on an empty cell.", "Placement: any empty cell may take a disc.", "place")

    def legal_actions(self, state: TinyState) -> list[Action]:
        seat = self.to_move(state)
        if seat is None:
            return []
        acts = [
            Action.make("place", seat, source=f"supply:{seat}", targets=[f"cell:{i}"], cell=i)
            for i, c in enumerate(state.cells)
            if c is None
        ]
        if state.options["marks"] and not state.marked[seat]:
            acts += [
                Action.make("mark", seat, targets=[f"cell:{i}"], cell=i) for i, c in enumerate(state.cells) if c == seat
            ]
        return acts

    def why_illegal(self, state: TinyState, action: Action) -> str:
        seat = self.to_move(state)
        if seat is None:
            return "The game is over."
        if action.seat != seat:
            return f"It is seat {seat + 1}'s turn."
        cell = action.get("cell")
        if not isinstance(cell, int) or not 0 <= cell < CELLS:
            return "There is no such cell."
        if action.kind == "place":
            return "That cell is taken: a disc may only go on an empty cell."
        if action.kind == "mark":
            if not state.options["marks"]:
                return "Marks are off in this game."
            if state.marked[seat]:
                return "You have already used your mark."
            return "You may only mark a cell holding your own disc."
        return "That is not a move in this game."

    def apply(self, state: TinyState, action: Action) -> TinyState:
        reason = self.explain(state, action)
        if reason is not None:
            raise IllegalAction(reason)
        s = state.copy()
        seat = action.seat
        cell = action["cell"]
        if action.kind == "place":
            s.cells = list(state.cells)
            s.cells[cell] = seat
            s.rng = state.rng.copy()
            s.bag = list(state.bag)
            token = s.bag.pop(s.rng.randrange(len(s.bag)))
            s.bonus = list(state.bonus)
            s.bonus[seat] += token
            s.events = (
                Event.make("place", f"Seat {seat + 1} drops a disc on cell {cell + 1}.", seat, [f"cell:{cell}"]),
                Event.make("draw", f"Seat {seat + 1} draws a {token} from the bag.", seat, token=token),
            )
        else:
            s.marked = list(state.marked)
            s.marked[seat] = True
            s.bonus = list(state.bonus)
            s.bonus[seat] += 1
            s.events = (Event.make("mark", f"Seat {seat + 1} marks cell {cell + 1}.", seat, [f"cell:{cell}"]),)
        s.turn = state.turn + 1
        return s

    def scores(self, state: TinyState) -> list[ScoreSheet]:
        over = self.is_over(state)
        return [
            ScoreSheet(
                p,
                (
                    ScoreItem("Cells", sum(1 for c in state.cells if c == p)),
                    ScoreItem("Bag tokens", state.bonus[p]),
                ),
                provisional=not over,
            )
            for p in range(state.players)
        ]

    def to_json(self, state: TinyState) -> dict[str, Any]:
        return {
            "players": state.players,
            "options": dict(state.options),
            "cells": list(state.cells),
            "bag": list(state.bag),
            "bonus": list(state.bonus),
            "marked": list(state.marked),
            "turn": state.turn,
            "rng": state.rng.state,
        }

    def from_json(self, data: Mapping[str, Any]) -> TinyState:
        s = TinyState()
        s.players = data["players"]
        s.options = dict(data["options"])
        s.cells = list(data["cells"])
        s.bag = list(data["bag"])
        s.bonus = list(data["bonus"])
        s.marked = list(data["marked"])
        s.turn = data["turn"]
        s.rng = Rng(data["rng"])
        s.events = ()
        return s


TINY = Tiny()


def install() -> Tiny:
    """Register the tiny game (tests call this; it is never registered by the program)."""
    rules.register(TINY)
    return TINY
