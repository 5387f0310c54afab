"""A disk cache for painted layers (the world map takes about a second to paint; reading it back, milliseconds).

Files live in ``BOARDGAMES_CACHE`` or platformdirs' user cache folder. The key
includes a digest of the layout and of the painting code, so a change to either
paints afresh; any trouble with the folder just means painting again.
"""

from __future__ import annotations

import hashlib
import os
from collections.abc import Callable
from functools import cache
from pathlib import Path

from PIL import Image

_SOURCES = ("board_art.py", "icons.py", "palette.py", "layout.json", "cache.py")


def cache_dir() -> Path:
    """Where painted layers are kept."""
    env = os.environ.get("BOARDGAMES_CACHE")
    if env:
        return Path(env)
    import platformdirs

    return Path(platformdirs.user_cache_dir("boardgame-classics")) / "endeavor"


@cache
def _digest() -> str:
    h = hashlib.sha1()
    here = Path(__file__).resolve().parent
    for name in _SOURCES:
        try:
            h.update((here / name).read_bytes())
        except OSError:
            h.update(name.encode())
    return h.hexdigest()[:12]


def cached_image(name: str, extra: str, paint: Callable[[], Image.Image]) -> Image.Image:
    """The image ``paint()`` makes, read from the cache when an identical one was painted before."""
    key = hashlib.sha1(f"{name}|{extra}|{_digest()}".encode()).hexdigest()[:16]
    path = cache_dir() / f"{name}-{key}.png"
    try:
        with Image.open(path) as img:
            return img.convert("RGBA")
    except (OSError, ValueError):
        pass
    img = paint()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(".tmp")
        img.save(tmp, "PNG", compress_level=1)
        os.replace(tmp, path)
    except OSError:
        pass
    return img
