"""Finding reference entries without exact words: titles, aliases and text, any word order, small typos.

A query is split into words; each word is matched against the words of an
entry's title and aliases (which weigh most), its section and its text. A word
matches exactly, as the start of a longer word, or within a small edit distance
(one slip in a short word, two in a long one, a swap of neighbours counting as
one), so "harbour", "expidite" or "track expedition" all find what they mean.
Only entries matching every query word are listed; if none does, entries
matching some of them are. Standard library only.
"""

from __future__ import annotations

import re
import unicodedata
from functools import cache

from game.reference import Entry, Reference

__all__ = ["distance", "search", "words"]

STOP = frozenset(
    [
        "a",
        "an",
        "and",
        "the",
        "of",
        "to",
        "in",
        "on",
        "at",
        "for",
        "is",
        "it",
        "by",
        "or",
        "with",
        "do",
        "does",
        "how",
        "what",
        "when",
        "can",
        "i",
        "my",
    ]
)
TITLE, ALIAS, SECTION, TEXT = 3.0, 3.0, 1.5, 1.0
PHRASE_BONUS = 6.0  # the whole query is a title or an alias, in any word order


def words(text: str) -> list[str]:
    """Lower-case words without accents or punctuation, stop words dropped."""
    plain = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode().lower()
    return [w for w in re.findall(r"[a-z0-9]+", plain) if w not in STOP]


def distance(a: str, b: str, limit: int = 3) -> int:
    """Edit distance with swaps of neighbours counting one (optimal string alignment), capped at ``limit``."""
    if abs(len(a) - len(b)) >= limit:
        return limit
    prev2: list[int] = []
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i] + [0] * len(b)
        for j, cb in enumerate(b, 1):
            cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb))
            if i > 1 and j > 1 and ca == b[j - 2] and a[i - 2] == cb:
                cur[j] = min(cur[j], prev2[j - 2] + 1)
        if min(cur) >= limit:
            return limit
        prev2, prev = prev, cur
    return min(prev[-1], limit)


def _similarity(query: str, word: str) -> float:
    """How well one query word matches one entry word (0: not at all)."""
    if query == word:
        return 1.0
    if len(query) >= 3 and word.startswith(query):
        return 0.9
    if len(query) < 4:
        return 0.0
    allowed = 1 if len(query) < 7 else 2
    d = distance(query, word, allowed + 1)
    if d <= allowed:
        return 0.8 - 0.1 * (d - 1)
    if len(word) > len(query) + 1 and distance(query, word[: len(query)], 2) <= 1:
        return 0.6  # a slip in the start of a longer word ("expidit" for "expedition")
    return 0.0


@cache
def _fields(entry: Entry) -> tuple[tuple[float, frozenset[str]], ...]:
    alias_words = frozenset(w for a in entry.aliases for w in words(a))
    return (
        (TITLE, frozenset(words(entry.title))),
        (ALIAS, alias_words),
        (SECTION, frozenset(words(entry.section))),
        (TEXT, frozenset(words(entry.text))),
    )


@cache
def _phrases(entry: Entry) -> tuple[frozenset[str], ...]:
    return tuple(frozenset(words(p)) for p in (entry.title, *entry.aliases) if words(p))


def _score(entry: Entry, query: list[str]) -> tuple[int, float]:
    """(query words matched, score) of one entry."""
    matched, total = 0, 0.0
    for q in query:
        best = 0.0
        for weight, vocabulary in _fields(entry):
            for w in vocabulary:
                s = _similarity(q, w)
                if s:
                    best = max(best, weight * s)
        if best:
            matched += 1
            total += best
    if frozenset(query) in _phrases(entry):
        total += PHRASE_BONUS
    return matched, total


def search(ref: Reference, query: str, limit: int = 20) -> list[Entry]:
    """The entries of ``ref`` that answer ``query``, best first (every entry, in order, for an empty query)."""
    q = list(dict.fromkeys(words(query)))
    if not q:
        return list(ref.entries)[:limit] if limit else list(ref.entries)
    scored = []
    for order, entry in enumerate(ref.entries):
        matched, total = _score(entry, q)
        if matched:
            scored.append((-(matched == len(q)), -total, order, entry))
    scored.sort(key=lambda t: t[:3])
    if scored and scored[0][0]:  # some entries match every word: the partial matches are noise
        scored = [t for t in scored if t[0]]
    return [t[3] for t in (scored[:limit] if limit else scored)]
