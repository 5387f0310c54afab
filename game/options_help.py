"""What ``python main.py options GAME`` prints: each option key, its values, its default, and when it applies.

``play --option KEY=VALUE`` takes these keys; the text is made from the
rulesets' own ``Option`` lists, so it can never name a key the rules do not
read. An option that applies only with some value of another (Tasmania's
variants only on the Tasmania map) says so. No pygame here: the command is
quick and headless.
"""

from __future__ import annotations

import textwrap

from rules.core import Option, Ruleset

__all__ = ["games_text", "options_text", "value_word"]


def value_word(option: Option, value: object) -> str:
    """The word to type after ``KEY=`` for ``value`` (on/off for a switch)."""
    if isinstance(value, bool):
        return option.label_of(value)
    return str(value)


def _players(ruleset: Ruleset, options: dict) -> str:
    counts = ruleset.allowed_players(ruleset.resolve_options(options))
    return f"{counts.start}-{counts.stop - 1} players"


def _applies_with(ruleset: Ruleset, option: Option) -> list[str]:
    """The ``key=value`` settings of the other options under which ``option`` is in play (empty: always)."""
    base = ruleset.resolve_options({})
    if option.id in {o.id for o in ruleset.options_in_play(base)}:
        return []
    found = []
    for other in ruleset.options():
        for value in other.choices:
            if other.id != option.id and value != other.default:
                resolved = ruleset.resolve_options({other.id: value_word(other, value)})
                if option.id in {o.id for o in ruleset.options_in_play(resolved)}:
                    found.append(f"{other.id}={value_word(other, value)}")
    return found


def options_text(ruleset: Ruleset) -> str:
    """The option keys of one game, with values, defaults and descriptions, for the command line."""
    lines = [f"{ruleset.title} ({ruleset.id}), {_players(ruleset, {})} with the default options."]
    options = ruleset.options()
    if not options:
        lines.append("It has no options.")
        return "\n".join(lines)
    lines.append(f"Options (python main.py play {ruleset.id} --option KEY=VALUE ...):")
    for option in options:
        values = []
        for value in option.choices:
            word = value_word(option, value)
            label = option.label_of(value)
            if option.id == "map":  # a map sets the player count
                label = f"{label} ({_players(ruleset, {option.id: word})})"
            values.append(word if label == word else f"{word} = {label}")
        lines.append(f"  {option.id}: {option.label}")
        lines.append(f"    values: {', '.join(values)}")
        lines.append(f"    default: {value_word(option, option.default)}")
        applies = _applies_with(ruleset, option)
        if applies:
            lines.append(f"    only with: {' or '.join(applies)}")
        if option.description:
            lines += textwrap.wrap(option.description, 100, initial_indent="    ", subsequent_indent="    ")
    return "\n".join(lines)


def games_text(rulesets: list[Ruleset]) -> str:
    """One line per game: its id, title and maps, for ``play --help``."""
    lines = []
    for ruleset in rulesets:
        maps = next((o for o in ruleset.options() if o.id == "map"), None)
        where = ""
        if maps is not None:
            names = [f"{value_word(maps, v)}{' (default)' if v == maps.default else ''}" for v in maps.choices]
            where = f"; maps (--option map=...): {', '.join(names)}"
        lines.append(f"  {ruleset.id}: {ruleset.title}{where}")
    return "\n".join(lines)
