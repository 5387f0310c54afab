"""Words every game's messages share: a count said with its noun in the right number ("1 link", "2 links")."""

from __future__ import annotations

#: Plurals that do not just add "s" (or that stay the same).
_IRREGULAR = {"city": "cities", "glory": "glory", "goods": "goods", "colony": "colonies", "ship": "ships"}


def plural_of(word: str) -> str:
    """The plural of a noun, or of the last word of a phrase ("glory link" -> "glory links")."""
    head, _, last = word.rpartition(" ")
    many = _IRREGULAR.get(last)
    if many is None:
        if last.endswith("y") and last[-2:-1] not in ("a", "e", "i", "o", "u"):
            many = last[:-1] + "ies"
        elif last.endswith(("s", "x", "ch", "sh")):
            many = last + "es"
        else:
            many = last + "s"
    return f"{head} {many}" if head else many


def plural(n: int, word: str) -> str:
    """``n`` and the noun in the number it needs: "1 link", "0 links", "3 Payments", "2 cities"."""
    return f"{n} {word if n == 1 else plural_of(word)}"


def a_or_an(word: str) -> str:
    """The word with its indefinite article, by its first letter: "a Wealth token", "an Attack token"."""
    return f"{'an' if word[:1].lower() in 'aeiou' else 'a'} {word}"


def ordinal(n: int) -> str:
    """A place in an order said as players say it: "1st", "2nd", "3rd", "4th", "11th", "21st"."""
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"
