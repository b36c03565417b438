"""Saving a table's screenshots for docs/screens/: each moment staged on a fresh headless
app at 1280x720, in English or (`--lang de`) German. A game's screens module lists its
moments and hands them to `save`; boom_bah's keeps its own copy of this loop for now."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame

from game import i18n
from game.app import App


def save(argv: list[str], game: str, moments: dict[str, Callable[[App], None]]) -> None:
    """`argv`: [OUT_DIR] [MOMENT ...] [--lang de]; every moment, or those named."""
    lang = "de" if "--lang" in argv and argv[argv.index("--lang") + 1] == "de" else "en"
    args = [a for a in argv if not a.startswith("--") and a not in ("de", "en")]
    out = Path(args[0]) if args else Path("docs/screens")
    out.mkdir(parents=True, exist_ok=True)
    only = set(args[1:])
    for name, stage in moments.items():
        if only and name not in only:
            continue
        app = App(headless=True)
        i18n.set_language(lang)
        stage(app)
        path = out / f"{game}_{name}{'' if lang == 'en' else '_' + lang}.png"
        pygame.image.save(app.display, str(path))
        print(path)
        app.leave_all()
