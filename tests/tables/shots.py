"""Saving a table's screenshots for docs/screens/: each moment staged on a fresh headless
app at 1280x720, in English or (`--lang de`) German. A game's screens module lists its
moments and hands them to `save` (other screenshot scripts use `take`)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame

from game import i18n
from game.app import App


def options(argv: list[str]) -> tuple[Path, list[str], str]:
    """`argv`: [OUT_DIR] [NAME ...] [--lang de]: the folder (made), the names, the language."""
    lang = "de" if "--lang" in argv and argv[argv.index("--lang") + 1] == "de" else "en"
    args = [a for a in argv if not a.startswith("--") and a not in ("de", "en")]
    out = Path(args[0]) if args else Path("docs/screens")
    out.mkdir(parents=True, exist_ok=True)
    return out, args[1:], lang


def take(path: Path, stage: Callable[[App], None], lang: str,
         size: tuple[int, int] | None = None) -> None:
    """One screenshot: `stage` on a fresh headless app in `lang` (at `size`, else
    1280x720), the window saved."""
    app = App(headless=True, size=size)
    i18n.set_language(lang)
    stage(app)
    pygame.image.save(app.display, str(path))
    print(path)
    app.leave_all()


def suffix(lang: str) -> str:
    return "" if lang == "en" else f"_{lang}"


def save(argv: list[str], game: str, moments: dict[str, Callable[[App], None]]) -> None:
    """`argv`: [OUT_DIR] [MOMENT ...] [--lang de]; every moment, or those named."""
    out, only, lang = options(argv)
    for name, stage in moments.items():
        if not only or name in only:
            take(out / f"{game}_{name}{suffix(lang)}.png", stage, lang)
