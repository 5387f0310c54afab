"""Every rule one click away: each prompt kind and each refusal sentence of every game leads to a reference entry
that exists. They are collected over random positions of every game and variant (with wrong moves tried at each),
and from the tables in the rules code that name the prompt kinds."""

from __future__ import annotations

import random
from functools import cache

import pytest

import rules
from game.reference import load
from game.reference.links import entry_for_element, entry_for_prompt, entry_for_refusal
from rules.aoe3.prompts import RULES as AOE3_RULES
from rules.core import Action, Prompt
from rules.endeavor.text import QUEUE_TEXT, RULE_KIND
from rules.steam.maps import get_map, map_ids

#: (game, options, players, plies) of the random games: every variant of every game once.
GAMES = [
    ("endeavor", {}, 4, 260),
    ("endeavor", {"aoe_buildings": True, "aoe_cards": True}, 3, 260),
    ("endeavor", {"aoe_cards": True, "prominence": "naval_superiority"}, 5, 200),
    ("endeavor", {"aoe_buildings": True, "prominence": "military_buildup"}, 3, 200),
    ("endeavor", {"prominence": "political_agenda"}, 4, 150),
    ("endeavor", {"aoe_cards": True, "prominence": "changing_alliances"}, 4, 200),
    ("steam", {"map": "rust_belt"}, 3, 90),
    ("steam", {"map": "tasmania"}, 3, 90),
    ("steam", {"map": "venezuela"}, 4, 90),
    ("steam", {"map": "japan"}, 4, 90),
    ("aoe3", {}, 3, 400),
    ("aoe3", {}, 5, 300),
]


@cache
def _collected(index: int) -> tuple[list[tuple[Prompt, str]], list[tuple[Prompt, Action, str]], set[str]]:
    """Prompts, refusals (prompt, wrong action, reason) and element ids met in one random game."""
    game, options, players, plies = GAMES[index]
    rs = rules.get(game)
    rnd = random.Random(index)
    state = rs.new_game(players, index, rs.check_setup(players, options))
    prompts, refusals, elements, seen = [], [], set(), set()
    pool: list[Action] = []
    for _ in range(plies):
        if rs.is_over(state):
            break
        prompt = rs.prompt(state)
        prompts.append((prompt, rs.describe(state, rs.legal_actions(state)[0]) if rs.legal_actions(state) else ""))
        legal = rs.legal_actions(state)
        seat = rs.to_move(state)
        for action in rnd.sample(pool, min(6, len(pool))):
            for wrong in (action, Action.make(action.kind, seat, **action.args)):
                reason = rs.explain(state, wrong)
                if reason and (prompt.kind, wrong.kind, reason[:40]) not in seen:
                    seen.add((prompt.kind, wrong.kind, reason[:40]))
                    refusals.append((prompt, wrong, reason))
        for action in legal:
            elements.update(t for t in action.targets)
            if action.source:
                elements.add(action.source)
        pool.extend(rnd.sample(legal, min(4, len(legal))))
        pool = pool[-150:]
        state = rs.apply(state, rnd.choice(legal))
    return prompts, refusals, elements


CASES = range(len(GAMES))


@pytest.mark.parametrize("index", CASES, ids=lambda i: f"{GAMES[i][0]}-{i}")
def test_every_prompt_met_in_play_opens_an_entry_that_exists(index):
    game = GAMES[index][0]
    ref = load(game)
    for prompt, _ in _collected(index)[0]:
        entry = entry_for_prompt(game, prompt)
        assert entry in ref, f"{prompt.kind}: {prompt.rule}"


@pytest.mark.parametrize("index", CASES, ids=lambda i: f"{GAMES[i][0]}-{i}")
def test_every_refusal_met_in_play_opens_an_entry_that_exists(index):
    game = GAMES[index][0]
    ref = load(game)
    refusals = _collected(index)[1]
    assert refusals  # wrong moves were really tried
    for prompt, action, reason in refusals:
        entry = entry_for_refusal(game, reason, action.kind, prompt)
        assert entry in ref, f"{prompt.kind} / {action.kind}: {reason}"
        assert entry_for_refusal(game, reason, action.kind) in ref, f"without the prompt: {reason}"


@pytest.mark.parametrize("index", CASES, ids=lambda i: f"{GAMES[i][0]}-{i}")
def test_every_board_element_an_action_touches_opens_an_entry(index):
    game = GAMES[index][0]
    for element in _collected(index)[2]:
        assert entry_for_element(game, element) in load(game), element


def _steam_state(map_id: str):
    rs = rules.get("steam")
    players = rs.allowed_players({"map": map_id}).start
    return rs.new_game(players, 1, rs.check_setup(players, {"map": map_id}))


def _listed(game: str, kind: str) -> bool:
    return any(kind in e.prompts for e in load(game).entries)


def test_every_prompt_kind_the_rules_code_names_is_listed_by_an_entry():
    kinds = {
        "endeavor": {"build", "payment", "turn", "discard", "mobilize", "trade", "action", "over"}
        | set(QUEUE_TEXT)
        | set(RULE_KIND),
        "aoe3": set(AOE3_RULES) | {"over"},
        "steam": {p.name for m in map_ids() for p in get_map(m).phases(_steam_state(m))} | {"over"},
    }
    for game, names in kinds.items():
        missing = sorted(k for k in names if not _listed(game, k))
        assert not missing, f"{game}: {missing}"


@pytest.mark.parametrize(
    "game, reason, kind, entry",
    [
        ("endeavor", "The Attack token cannot be used now: an Attack needs two Harbor discs.", "use_token", "attack"),
        ("endeavor", "A building cannot use the Payment action on itself.", "payment", "payment"),
        ("endeavor", "You have passed and are over your card limit: discard a card.", "ship", "passing"),
        ("steam", "No money: this placement costs $4 and you have $2 (1.7.2).", "build", "build-costs"),
        ("steam", "A bid must beat the high bid of $3 (at least $4) (1.5).", "bid", "auction"),
        ("aoe3", "Colonist Dock fills from left to right: the first free space is 3.", "place", "placement"),
        ("aoe3", "You cannot afford it: buildings cost $14 in Age II and you have $9.", "buy", "capital-buildings"),
    ],
)  # fmt: skip
def test_a_refusal_opens_the_rule_it_names(game, reason, kind, entry):
    assert entry_for_refusal(game, reason, kind) == entry


def test_the_payment_phase_and_the_payment_action_share_a_kind_but_open_their_own_entries():
    from rules.endeavor.text import RULE_PAYMENT

    assert entry_for_prompt("endeavor", Prompt(0, "", RULE_PAYMENT, "payment")) == "payment-phase"
    assert entry_for_prompt("endeavor", Prompt(0, "", RULE_KIND["payment"], "payment")) == "payment"


def test_a_board_element_opens_the_entry_of_its_most_specific_kind():
    assert entry_for_element("aoe3", "box:dock:4") == "colonist-dock"
    assert entry_for_element("steam", "action:engineer") == "engineer"
    assert entry_for_element("endeavor", "city:EU1") == "occupy"
