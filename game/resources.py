"""Find shipped files (assets, levels) from a checkout, an installed wheel or a bundle.

One helper for all three: a wheel carries them inside the package (`game/assets`), a
PyInstaller bundle puts them beside the package (see build/sheepfold.spec), and a source
checkout keeps them at the repository root. `Path(__file__)` alone breaks in a bundle.
"""

from __future__ import annotations

import sys
from functools import cache
from importlib.resources import files
from pathlib import Path


@cache
def root(kind: str) -> Path:
    """The folder holding `kind` ("assets" or "levels")."""
    candidates = []
    try:
        candidates.append(Path(str(files("game"))) / kind)
    except (ModuleNotFoundError, TypeError):
        pass
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        candidates.append(Path(bundle) / "game" / kind)
    candidates.append(Path(__file__).resolve().parent.parent / kind)
    for folder in candidates:
        if folder.is_dir():
            return folder
    raise FileNotFoundError(f"Sheepfold cannot find its {kind} folder (looked in "
                            + ", ".join(str(c) for c in candidates) + ")")


def asset(*parts: str) -> Path:
    return root("assets").joinpath(*parts)


def level(name: str) -> Path:
    return root("levels") / name
