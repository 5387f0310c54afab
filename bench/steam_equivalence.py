"""Age of Steam engine equivalence: the same random games on two checkouts give the same decisions, states
and scores, decision by decision. A speed change to the engine must not change what it lists or does.

    python bench/steam_equivalence.py --old /tmp/engine_old [--games 200] [--careful 50] [--maps rust_belt,japan]

``--old`` is another checkout of the project (``git worktree add /tmp/engine_old main`` before the change);
each checkout plays the games in a process of its own (its own ``sys.path``) and writes one line per
decision, then the lines are compared. Per decision: the legal actions in order (text form and the
source/target hints), the state after the random choice (``to_json``), its events and the next prompt;
in a build turn also the hexes a placement fits (``build_hexes``), the placements on the chosen hex
(``placements_at``), and ``explain`` of a few placements drawn at random (mostly illegal: the reasons
must stay the same). The same choice given as parsed text (an untrusted action, as from a save) must
lead to the same state as the choice read alone from a fresh listing (as random play reads it). Every seventh
decision of an odd seed continues from a pickled copy of the state (what the computer players' process receives:
a listing without its caches). At the end: the scores and the ranking. "Careful" games (rich start, small
bids, as ``bench_steam_engine.py``) last all rounds.

Prints the number of games and decisions compared per map and every difference found (the first one of
each game, with both sides' line); exits 1 on any difference. ``--dump FILE --root DIR`` is the worker.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import pickle
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
#: the version of the lines written (a kept dump of the old checkout is for one version): bump on a change
FORMAT = "1"
MAPS = ("rust_belt", "tasmania", "venezuela", "japan")


def _digest(text: str) -> str:
    return hashlib.sha1(text.encode()).hexdigest()[:16]


#: id(action) -> (the action, its line): the engine keeps one object per action, so most are found again
_LINES: dict[int, tuple[object, str]] = {}


def _line(a) -> str:
    hit = _LINES.get(id(a))
    if hit is None or hit[0] is not a:
        hit = _LINES[id(a)] = (a, f"{a.text}|{a.source}|{','.join(a.targets)}")
    return hit[1]


def _actions_text(acts) -> str:
    return "\n".join(map(_line, acts))


def _state_text(rs, s) -> str:
    events = "\n".join(f"{e.kind}|{e.seat}|{e.text}|{e.targets}|{e.params}" for e in s.events)
    p = rs.prompt(s)
    return json.dumps(rs.to_json(s), sort_keys=True) + events + f"|{p.seat}|{p.text}|{rs.to_move(s)}"


def _fields(s) -> dict:
    """A state's public fields (the caches it keeps are private), its generator by its state."""
    out = {k: v for k, v in s.__dict__.items() if not k.startswith("_")}
    out["rng"] = s.rng.state
    return out


def play(rs, map_id: str, seed: int, careful: bool, out) -> int:
    """One game; writes one line per decision and one for the end. Returns the decisions played."""
    from rules.core import Action
    from rules.steam.tiles import TILES

    rnd = random.Random(seed)
    probe = random.Random(seed + 1_000_003)  # the explain probes: never changes the game's own choices
    m_players = rs.allowed_players({"map": map_id}).start
    s = rs.new_game(m_players, seed, {"map": map_id})
    if careful:
        s = s.copy()
        s.cash = (300,) * m_players
    tiles = [t.id for t in TILES]
    n = 0
    while not rs.is_over(s):
        acts = rs.legal_actions(s)
        listed = _actions_text(acts)
        pick = acts
        if careful:
            cheap = [a for a in acts if a.kind not in ("bid", "issue") or (a.get("amount") or a.get("n") or 0) <= 2]
            pick = cheap or acts
        choice = rnd.choice(pick)
        extra = ""
        if s.phase == "build":
            board = rs.board(s)
            extra += "|".join(sorted(rs.build_hexes(s)))
            if choice.kind == "build":
                extra += "#" + _actions_text(rs.placements_at(s, "hex:" + choice["hex"]))
            seat = rs.to_move(s)
            for _ in range(3):
                hx = board.hexes[probe.randrange(len(board.hexes))].name
                probe_action = Action(
                    "build", seat, (("hex", hx), ("tile", probe.choice(tiles)), ("rot", probe.randrange(6)))
                )
                extra += "#" + str(rs.explain(s, probe_action))
        extra += "#" + str(rs.explain(s, choice))
        parsed = Action.parse(choice.text)
        again = rs.apply(s, parsed)
        # the choice read alone from a fresh listing, as a random player or a playout reads it (its placement is
        # then found without a look-up: ``placements.Picks``); the parsed one above is looked up in full
        choice = rs.legal_actions(s)[acts.index(choice)]
        s = rs.apply(s, choice)
        after = _state_text(rs, s)
        same = "same" if _fields(again) == _fields(s) else "PARSED-DIFFERS"
        out.write(
            f"{map_id} {seed} {careful} {n} {_digest(listed)} {_digest(after)} {_digest(extra)} {same} {choice.text}\n"
        )
        n += 1
        if seed % 2 and n % 7 == 0:
            s = pickle.loads(pickle.dumps(s))
    sheets = "|".join(
        f"{sh.seat}:{sh.total}:{[(i.category, i.points, i.detail) for i in sh.items]}" for sh in rs.scores(s)
    )
    out.write(f"{map_id} {seed} {careful} end {_digest(sheets)} {rs.ranking(s)} {n}\n")
    return n


def dump(root: str, path: str, games: int, careful: int, maps: list[str]) -> None:
    sys.path.insert(0, root)
    import rules

    rs = rules.get("steam")
    with open(path, "w") as out:
        for map_id in maps:
            start = time.process_time()
            for seed in range(games):
                play(rs, map_id, seed, False, out)
            for seed in range(careful):
                play(rs, map_id, 10_000 + seed, True, out)
            print(f"{root}: {map_id} played in {time.process_time() - start:.1f} s of CPU", file=sys.stderr)


def _run(root: Path, args, path: str) -> None:
    cmd = [sys.executable, str(Path(__file__).resolve()), "--root", str(root), "--dump", path]
    cmd += ["--games", str(args.games), "--careful", str(args.careful), "--maps", ",".join(args.maps)]
    subprocess.run(cmd, check=True)


def _kept_dump(root: Path, args) -> Path | None:
    """Where the old checkout's lines are kept between runs (it does not change while a speed-up is worked
    on): named by its commit and this script's text and arguments; None when the checkout has changes."""
    git = ["git", "-C", str(root)]
    try:
        commit = subprocess.run([*git, "rev-parse", "HEAD"], capture_output=True, text=True, check=True).stdout.strip()
        dirty = subprocess.run([*git, "status", "--porcelain"], capture_output=True, text=True, check=True).stdout
    except (OSError, subprocess.CalledProcessError):
        return None
    if dirty.strip():
        return None
    me = FORMAT
    return (
        Path(tempfile.gettempdir())
        / "steam_equivalence"
        / f"{commit}_{me}_{args.games}_{args.careful}_{'-'.join(args.maps)}.txt"
    )


def compare(old: list[str], new: list[str]) -> tuple[dict[str, list[int]], list[str]]:
    """Per map [games, decisions], and the first differing line of each game (both sides)."""
    counts: dict[str, list[int]] = {}
    diffs: list[str] = []
    seen_bad: set[tuple[str, str, str]] = set()
    for i in range(max(len(old), len(new))):
        a = old[i] if i < len(old) else "<missing>"
        b = new[i] if i < len(new) else "<missing>"
        ref = (b if a == "<missing>" else a).split()
        game = (ref[0], ref[1], ref[2])
        c = counts.setdefault(ref[0], [0, 0])
        if ref[3] == "end":
            c[0] += 1
        else:
            c[1] += 1
        if (a != b or "PARSED-DIFFERS" in b) and game not in seen_bad:
            seen_bad.add(game)
            diffs.append(f"old: {a}\nnew: {b}")
    return counts, diffs


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--old", help="the other checkout to compare this one with")
    parser.add_argument("--games", type=int, default=200, help="random games per map")
    parser.add_argument("--careful", type=int, default=50, help="careful (full-length) games per map")
    parser.add_argument("--maps", default=",".join(MAPS))
    parser.add_argument("--root", help=argparse.SUPPRESS)
    parser.add_argument("--dump", help=argparse.SUPPRESS)
    args = parser.parse_args()
    args.maps = args.maps.split(",")
    if args.dump:
        dump(args.root, args.dump, args.games, args.careful, args.maps)
        return
    if not args.old:
        parser.error("--old DIR: the checkout to compare with")
    old_root = Path(args.old).resolve()
    kept = _kept_dump(old_root, args)
    with tempfile.TemporaryDirectory() as tmp:
        old_path, new_path = f"{tmp}/old.txt", f"{tmp}/new.txt"
        if kept is not None and kept.exists():
            old_path = str(kept)
        else:
            _run(old_root, args, old_path)
            if kept is not None:
                kept.parent.mkdir(parents=True, exist_ok=True)
                kept.write_text(Path(old_path).read_text())
        _run(HERE.parent, args, new_path)
        old = Path(old_path).read_text().splitlines()
        new = Path(new_path).read_text().splitlines()
    counts, diffs = compare(old, new)
    for map_id, (g, d) in counts.items():
        print(f"{map_id}: {g} games, {d} decisions compared")
    for d in diffs:
        print(d)
    print(f"{len(diffs)} games differ")
    sys.exit(1 if diffs else 0)


if __name__ == "__main__":
    main()
