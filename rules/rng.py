"""Seeded randomness: a tiny generator whose whole state is one integer, so a state copies and saves it exactly.

Only the standard library is imported here.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

_MASK = (1 << 64) - 1


class Rng:
    """SplitMix64: deterministic, copied in a microsecond, serialised as one integer.

    A state keeps its generator as ``state.rng``; ``apply`` copies it before
    drawing so the argument state is never changed.
    """

    __slots__ = ("state",)

    def __init__(self, seed: int | str = 0) -> None:
        if isinstance(seed, str):
            seed = int.from_bytes(seed.encode("utf-8")[:16].ljust(8, b"\0"), "little")
        self.state = seed & _MASK

    def copy(self) -> Rng:
        r = Rng.__new__(Rng)
        r.state = self.state
        return r

    def next64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def randrange(self, n: int) -> int:
        """A uniform integer in ``range(n)``."""
        if n <= 0:
            raise ValueError("randrange of an empty range")
        limit = _MASK - (_MASK + 1) % n
        while True:
            x = self.next64()
            if x <= limit:
                return x % n

    def randint(self, low: int, high: int) -> int:
        """A uniform integer in ``[low, high]`` (a die is ``randint(1, 6)``)."""
        return low + self.randrange(high - low + 1)

    def choice(self, items: Sequence[Any]) -> Any:
        return items[self.randrange(len(items))]

    def shuffle(self, items: list[Any]) -> None:
        for i in range(len(items) - 1, 0, -1):
            j = self.randrange(i + 1)
            items[i], items[j] = items[j], items[i]

    def random(self) -> float:
        return (self.next64() >> 11) / float(1 << 53)

    def fork(self, salt: int) -> Rng:
        """An independent generator derived from this one and ``salt`` (does not advance self)."""
        return Rng((self.state ^ (salt * 0xD1B54A32D192ED03)) & _MASK)
