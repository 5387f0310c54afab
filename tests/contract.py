"""The contract kit: one call checks that a ruleset keeps every promise of rules/core.py.

    from tests.contract import check_contract
    check_contract(ruleset, players=(3, 4, 5), seeds=range(20), option_sets=[{}, {...}])

It plays random legal games from setup to the end and checks, along the way:
every listed action applies and is explained as legal; sampled illegal actions
are refused with a sentence; ``apply`` never changes its argument; the JSON
round trip is exact; the text form of every action parses back to it; the
same seed and actions give the same state; ``determinize`` keeps what is
revealed; prompts, events, scores and ranking are well formed; the game ends.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from rules.core import Action, Event, IllegalAction, Prompt, Ruleset, ScoreSheet


@dataclass
class KitReport:
    games: int = 0
    decisions: int = 0
    longest: int = 0


def _canon(data: Any) -> str:
    return json.dumps(data, sort_keys=True, separators=(",", ":"))


def _mutations(action: Action, rnd: random.Random) -> list[Action]:
    """Plausible wrong actions: another seat, a changed parameter, an unknown kind."""
    out = [Action(action.kind, action.seat + 1, action.params), Action("no_such_move", action.seat, action.params)]
    for i, (key, value) in enumerate(action.params):
        if isinstance(value, bool):
            new: Any = not value
        elif isinstance(value, int):
            new = value + rnd.choice((1, -1, 7, 99))
        elif isinstance(value, str):
            new = value + "_x"
        else:
            continue
        params = list(action.params)
        params[i] = (key, new)
        out.append(Action(action.kind, action.seat, tuple(params)))
    return out


def _without(data: Mapping[str, Any], keys: Iterable[str]) -> dict[str, Any]:
    drop = set(keys)
    return {k: v for k, v in data.items() if k not in drop}


def check_contract(
    ruleset: Ruleset,
    players: Sequence[int],
    seeds: Iterable[int] = range(5),
    option_sets: Sequence[Mapping[str, Any]] = ({},),
    max_steps: int = 20000,
    thorough_every: int = 1,
    sample_legal: int = 12,
    hidden_keys: Sequence[str] = ("rng",),
) -> KitReport:
    """Play random games and assert the contract at every step; returns counts for the caller."""
    report = KitReport()
    seeds = list(seeds)
    for options in option_sets:
        for n in players:
            for seed in seeds:
                _play_one(ruleset, n, seed, options, max_steps, thorough_every, sample_legal, hidden_keys, report)
    return report


def _play_one(
    rs: Ruleset,
    n: int,
    seed: int,
    options: Mapping[str, Any],
    max_steps: int,
    thorough_every: int,
    sample_legal: int,
    hidden_keys: Sequence[str],
    report: KitReport,
) -> None:
    where = f"{rs.id} players={n} seed={seed} options={dict(options)}"
    rnd = random.Random(seed * 7919 + n)
    state = rs.new_game(n, seed, options)
    assert rs.num_players(state) == n, where
    history: list[Action] = []
    for step in range(max_steps + 1):
        here = f"{where} step={step}"
        seat = rs.to_move(state)
        over = rs.is_over(state)
        assert over == (seat is None), f"{here}: is_over disagrees with to_move"
        _check_scores(rs, state, n, here)
        if seat is None:
            assert rs.legal_actions(state) == [], f"{here}: a finished game still lists actions"
            break
        assert step < max_steps, f"{where}: the game did not end in {max_steps} decisions"
        prompt = rs.prompt(state)
        assert isinstance(prompt, Prompt) and prompt.text.strip(), f"{here}: empty prompt"
        assert prompt.seat == seat, f"{here}: prompt names seat {prompt.seat}, to_move is {seat}"
        actions = rs.legal_actions(state)
        assert actions, f"{here}: seat {seat} must move but has no legal action"
        assert len(set(actions)) == len(actions), f"{here}: duplicate legal actions"
        assert rs.legal_actions(state) == actions, f"{here}: legal_actions is not stable"
        for a in actions:
            assert a.seat == seat, f"{here}: {a} is not for seat {seat}"
        thorough = step % thorough_every == 0
        if thorough:
            _check_step(rs, state, actions, rnd, here, sample_legal, hidden_keys)
        action = rnd.choice(actions)
        before = _canon(rs.to_json(state)) if thorough else None
        new = rs.apply(state, action)
        if before is not None:
            assert _canon(rs.to_json(state)) == before, f"{here}: apply({action}) changed its argument"
        for ev in new.events:
            assert isinstance(ev, Event) and ev.text.strip(), f"{here}: an event without a sentence"
        history.append(action)
        state = new
        report.decisions += 1
    report.games += 1
    report.longest = max(report.longest, len(history))
    # Same seed and same actions give the same state.
    replay = rs.new_game(n, seed, options)
    for a in history:
        replay = rs.apply(replay, Action.parse(a.text))
    assert _canon(rs.to_json(replay)) == _canon(rs.to_json(state)), f"{where}: replay differs"
    ranking = rs.ranking(state)
    assert sorted(ranking) == list(range(n)), f"{where}: ranking is not a permutation of the seats"


def _check_scores(rs: Ruleset, state: Any, n: int, here: str) -> None:
    sheets = rs.scores(state)
    assert len(sheets) == n and all(isinstance(s, ScoreSheet) for s in sheets), f"{here}: bad score sheets"
    assert [s.seat for s in sheets] == list(range(n)), f"{here}: score sheets out of seat order"


def _check_step(
    rs: Ruleset,
    state: Any,
    actions: list[Action],
    rnd: random.Random,
    here: str,
    sample_legal: int,
    hidden_keys: Sequence[str],
) -> None:
    data = rs.to_json(state)
    text = _canon(data)
    json.loads(text)  # plain JSON
    back = rs.from_json(json.loads(text))
    assert _canon(rs.to_json(back)) == text, f"{here}: to_json/from_json round trip differs"
    assert rs.legal_actions(back) == actions, f"{here}: legal actions differ after a round trip"
    assert rs.to_move(back) == rs.to_move(state), f"{here}: to_move differs after a round trip"

    det = rs.determinize(state, rnd.randrange(1 << 30))
    assert _canon(rs.to_json(state)) == text, f"{here}: determinize changed its argument"
    assert _without(rs.to_json(det), hidden_keys) == _without(json.loads(text), hidden_keys), (
        f"{here}: determinize changed something already revealed"
    )
    assert rs.legal_actions(det) == actions, f"{here}: determinize changed the legal actions"

    legal = set(actions)
    sample = actions if len(actions) <= sample_legal else rnd.sample(actions, sample_legal)
    for a in sample:
        assert Action.parse(a.text) == a, f"{here}: text form of {a!r} does not parse back"
        assert rs.explain(state, a) is None, f"{here}: explain() objects to legal {a}: {rs.explain(state, a)}"
        new = rs.apply(state, a)
        assert new is not state, f"{here}: apply returned its argument"
        assert isinstance(rs.describe(state, a), str) and rs.describe(state, a), f"{here}: no label for {a}"
    assert _canon(rs.to_json(state)) == text, f"{here}: applying legal actions changed the state"

    wrong = [m for a in rnd.sample(actions, min(3, len(actions))) for m in _mutations(a, rnd)]
    for m in wrong:
        if m in legal:
            continue
        reason = rs.explain(state, m)
        assert isinstance(reason, str) and reason.strip(), f"{here}: no reason given for illegal {m}"
        try:
            rs.apply(state, m)
        except IllegalAction as exc:
            assert exc.reason.strip(), f"{here}: IllegalAction without a reason for {m}"
        else:
            raise AssertionError(f"{here}: apply accepted illegal {m}")
    assert _canon(rs.to_json(state)) == text, f"{here}: an illegal action changed the state"
