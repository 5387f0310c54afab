"""The Endeavor ruleset: the contract of rules/core.py wired to the engine, the texts and the scoring."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rules.core import Action, IllegalAction, Option, Prompt, Ruleset, ScoreSheet
from rules.endeavor import data as D
from rules.endeavor import engine, refusals, scoring, text
from rules.endeavor import state as st
from rules.endeavor.readings import DECK_OPTIONS
from rules.endeavor.state import EndeavorState

CREDITS = (
    "Endeavor base game (2009 rules). Component data the rulebook does not print is a stand-in, marked on the "
    "board and open to an owner's corrections: the map (shipping track lengths, cities, city glory, links and "
    "city names), the mix of the 95 trade tokens, the icons and actions of most buildings (names, levels and "
    "counts are printed; the Theater's two Culture icons and the University's 3 glory are confirmed), the icons "
    "and glory of all 48 asset cards, which track spaces carry glory, and the Culture, Wealth and Influence "
    "levels above those the rulebook's examples give. Age of Expansion buildings (option): most names, levels, "
    "icons and actions are stand-ins (Tower, Fort, Royal Navy, Naval Academy, Military Academy, Bridge, Fairground "
    "and Citadel follow the rulebook), and 30 fortifications. Prominence (option): the rules of Naval Superiority, "
    "Military Buildup, Political Agenda and Changing Alliances are printed; their spots, glory, disc marks, links "
    "and player counts are stand-ins, a tie between the alliances scores nothing, and each region but Europe has "
    "an open sea (presence only) for Naval Superiority; the two unnamed tiles are not offered. Age of "
    "Expansion cards (option): names and effects are printed; icons, glory and the Subsidy symbols are stand-ins "
    "(but Far East 3 and Caribbean 4); a card is stacked on a Merchant Fleet or Crown Charters at Discard, "
    "whatever the number of cards held (the rulebook says neither when nor that the limit matters), Port "
    "of Dejima keeps one card each time you pass (a Slavery card kept under it is turned face down at the "
    "abolition like the others: 'all players immediately discard their Slavery Cards'), the empty Governor "
    "slot's 3 glory looks only at Governor cards in the slot (Company Raj or Succession there do not cancel it, "
    "nor does a Governor stacked on Crown "
    "Charters, which is not in the slot), and the Declaration's fortifications come from the "
    "30 in the box. Discarded cards go into the discard pile near Europe whenever any Age of Expansion deck is "
    'used (the original cards of a deck kept from the base game too); the rulebook says only that they "may be '
    'drawn again": a ruling lets a Draw take any card of the pile, by presence in Europe (as the Slavery cards '
    "laid there with Prominence are drawn), the pile counting as one stack for Draw + Draw (with Prominence "
    "the Slavery cards lie in that same pile, so the two cards may be a Slavery card and a discarded one). A deck "
    "may be kept original or dealt from the new cards, deck by deck; using only some cards of a new deck is not "
    "offered. "
    "Project decisions: a building whose action cannot then be carried out may still be activated (the rulebook "
    "forbids only an occupied building or one without an activation circle): the disc stays, the action is lost "
    "and no conscript is mobilized after it; a blue token is spent only when its action can then be carried out "
    "(a ruling: the rulebook does not say, and spent for nothing it would only be lost); "
    "in the base game discarded cards go back into their stack in printed order; only the rulebook's '+' "
    "pairs (Occupy+Ship, Ship+Ship, Draw+Draw) bind the second action to the first one's region or stack. "
    + scoring.TIE_BREAK
)


#: The setup page holding the seven deck choices.
DECK_GROUP = "Age of Expansion decks"


class Endeavor(Ruleset):
    """Endeavor for 3-5 players: seven rounds of Build, Growth, Payment and Action phases.

    Options: ``aoe_buildings`` (the Age of Expansion building set) and ``prominence``
    (Naval Superiority, Military Buildup, Political Agenda or Changing Alliances, 4-5
    players) and ``aoe_cards`` (the Age of Expansion region and Europe decks).
    """

    id = "endeavor"
    title = "Endeavor"
    player_counts = range(3, 6)
    credits = CREDITS

    def progress(self, state: EndeavorState) -> str:
        if self.is_over(state):
            return "Game over"
        return f"Round {state.round} of 7, {state.phase} phase"

    def options(self) -> list[Option]:
        return [
            Option(
                "aoe_buildings",
                "Age of Expansion buildings",
                (False, True),
                False,
                "Replace every building with the Age of Expansion set (Trade, Fortify, Conscription and "
                "Mobilization, Fairground, Citadel); three of its seven level-5 buildings are drawn at random.",
                ("off", "on"),
            ),
            Option(
                "prominence",
                "Prominence tile",
                ("none", *D.TILES),
                "none",
                "Age of Expansion Prominence: one tile over the Slavery spot. Its action may place a disc on the "
                "tile instead of its normal effect; tile discs count as presence in Europe; the Slavery cards lie "
                "face up and are drawn in any order.",
                ("none", *(t.name for t in D.TILES.values())),
            ),
            Option(
                "aoe_cards",
                "Age of Expansion cards",
                (False, True),
                False,
                "Replace the six region decks and the Europe deck with the Age of Expansion cards (Merchant Fleets, "
                "Subsidies, the value-5 cards, the seven Europe cards); Governors and Slavery stay.",
                ("off", "on"),
            ),
            *(
                Option(
                    key,
                    f"{D.DECK_NAMES[d]} cards",
                    ("expansion", "original"),
                    "expansion",
                    f"With the Age of Expansion cards: deal the {D.DECK_NAMES[d]} deck from the new cards, or keep "
                    'its original Age of Sail deck ("you may choose to keep some of the original region decks '
                    'and/or the Europe deck").',
                    ("Age of Expansion", "Age of Sail (original)"),
                    DECK_GROUP,
                )
                for d, key in DECK_OPTIONS
            ),
        ]

    def options_in_play(self, options: Mapping[str, Any]) -> list[Option]:
        """Which deck is dealt from which set matters only with the Age of Expansion cards on."""
        decks = {key for _, key in DECK_OPTIONS}
        return [o for o in self.options() if options.get("aoe_cards") or o.id not in decks]

    def allowed_players(self, options: Mapping[str, Any] | None = None) -> range:
        """A Prominence tile names the player counts it suits (Changing Alliances: 4-5)."""
        tile = D.TILES.get((options or {}).get("prominence", "none"))
        if tile is None:
            return self.player_counts
        return range(max(3, tile.players[0]), min(5, tile.players[1]) + 1)

    def new_game(self, players: int, seed: int, options: Mapping[str, Any] | None = None) -> EndeavorState:
        resolved = self.check_setup(players, options)
        return engine.new_game(players, seed, resolved)

    def num_players(self, state: EndeavorState) -> int:
        return state.players

    def to_move(self, state: EndeavorState) -> int | None:
        return engine.seat_to_move(state)

    def is_over(self, state: EndeavorState) -> bool:
        return state.step == "over"

    def prompt(self, state: EndeavorState) -> Prompt:
        return text.prompt(state)

    def legal_actions(self, state: EndeavorState) -> list[Action]:
        return engine.legal(state)

    def explain(self, state: EndeavorState, action: Action) -> str | None:
        if engine.is_legal(state, action):
            return None
        return refusals.why_illegal(state, action)

    def why_illegal(self, state: EndeavorState, action: Action) -> str:
        return refusals.why_illegal(state, action)

    def apply(self, state: EndeavorState, action: Action) -> EndeavorState:
        if not engine.is_legal(state, action):
            raise IllegalAction(refusals.why_illegal(state, action))
        return engine.play(state, action)

    def describe(self, state: EndeavorState, action: Action) -> str:
        return text.describe(state, action)

    def scores(self, state: EndeavorState) -> list[ScoreSheet]:
        return scoring.sheets(state)

    def ranking(self, state: EndeavorState) -> list[int]:
        return scoring.ranking(state)

    def heuristic(self, state: EndeavorState) -> list[float] | None:
        return [float(t) for t in scoring.totals(state)]

    def to_json(self, state: EndeavorState) -> dict[str, Any]:
        return st.to_json(state)

    def from_json(self, data: Mapping[str, Any]) -> EndeavorState:
        return st.from_json(data)
