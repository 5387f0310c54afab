"""Run every ``bench/bench_*.py`` and collect their figures.

    python bench/run.py                 # all scripts
    python bench/run.py menu ai         # only scripts whose name contains "menu" or "ai"
    python bench/run.py --timeout 300

Each script runs in its own process (headless SDL drivers unless set), and
prints one JSON object per figure per line. The runner echoes every figure on
stdout as a JSON line with the script's name added (so stdout stays
machine-readable), and prints a summary table on stderr at the end. Exit status
1 if any script failed, timed out or printed no figure.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import threading
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent


def parse_figure(line: str) -> dict | None:
    """The figure on one output line, or None when the line is not one."""
    line = line.strip()
    if not line.startswith("{"):
        return None
    try:
        data = json.loads(line)
    except ValueError:
        return None
    if not isinstance(data, dict) or not {"name", "value", "unit"} <= set(data):
        return None
    return data


def scripts(patterns: list[str]) -> list[Path]:
    found = sorted(HERE.glob("bench_*.py"))
    if patterns:
        found = [p for p in found if any(pat in p.stem for pat in patterns)]
    return found


def run_script(path: Path, timeout: float, out=sys.stdout) -> tuple[list[dict], str | None, float]:
    """Run one script, echoing its figures as they come; returns (figures, failure or None, seconds)."""
    env = dict(os.environ)
    env.setdefault("SDL_VIDEODRIVER", "dummy")
    env.setdefault("SDL_AUDIODRIVER", "dummy")
    env.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    start = time.perf_counter()
    proc = subprocess.Popen(
        [sys.executable, str(path)], cwd=HERE.parent, env=env, stdout=subprocess.PIPE, text=True, bufsize=1
    )
    killed = threading.Event()

    def kill() -> None:
        killed.set()
        proc.kill()

    timer = threading.Timer(timeout, kill)
    timer.start()
    figures: list[dict] = []
    try:
        assert proc.stdout is not None
        for line in proc.stdout:
            figure = parse_figure(line)
            if figure is None:
                print(f"[{path.stem}] {line.rstrip()}", file=sys.stderr)
                continue
            figure = {**figure, "script": path.stem}
            figures.append(figure)
            print(json.dumps(figure), file=out, flush=True)
        rc = proc.wait()
    finally:
        timer.cancel()
    elapsed = time.perf_counter() - start
    if killed.is_set():
        return figures, f"timed out after {timeout:g} s", elapsed
    if rc != 0:
        return figures, f"exit status {rc}", elapsed
    if not figures:
        return figures, "printed no figure", elapsed
    return figures, None, elapsed


def _value(v: object) -> str:
    return f"{v:g}" if isinstance(v, int | float) else str(v)


def table(rows: list[tuple[str, str, str, str]]) -> str:
    head = ("script", "figure", "value", "unit")
    rows = [head, *rows]
    widths = [max(len(r[i]) for r in rows) for i in range(4)]
    return "\n".join(
        "  ".join(c.rjust(w) if i == 2 else c.ljust(w) for i, (c, w) in enumerate(zip(r, widths, strict=True))).rstrip()
        for r in rows
    )


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description="Run every bench/bench_*.py and collect the figures.")
    ap.add_argument("only", nargs="*", help="run only scripts whose name contains one of these")
    ap.add_argument("--timeout", type=float, default=900, help="seconds allowed per script (default 900)")
    args = ap.parse_args(argv)
    found = scripts(args.only)
    if not found:
        print("no bench script matches", file=sys.stderr)
        return 1
    rows: list[tuple[str, str, str, str]] = []
    failed = []
    for path in found:
        print(f"running {path.name} ...", file=sys.stderr, flush=True)
        figures, failure, elapsed = run_script(path, args.timeout)
        rows += [(path.stem, str(f["name"]), _value(f["value"]), str(f["unit"])) for f in figures]
        if failure:
            failed.append(f"{path.name}: {failure}")
        print(
            f"{path.name}: {len(figures)} figures in {elapsed:.1f} s{' - ' + failure if failure else ''}",
            file=sys.stderr,
            flush=True,
        )
    print("\n" + table(rows), file=sys.stderr)
    for line in failed:
        print(f"FAILED {line}", file=sys.stderr)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
