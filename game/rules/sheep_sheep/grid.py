"""The 3x3 grid: cells 0..8 (row * 3 + column), neighbours, groups and the set-up turning.

Everything here works on plain sequences (the colour showing in each cell, None for an
empty cell), so the AI's search uses the same group rule as the game.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from game.rules.sheep_sheep.cards import Card, Face

SIZE = 3
CELLS = tuple(range(SIZE * SIZE))
CELL_NAMES: tuple[str, ...] = ("top-left", "top", "top-right", "left", "centre", "right",
                               "bottom-left", "bottom", "bottom-right")
NEIGHBOURS: tuple[tuple[int, ...], ...] = tuple(
    tuple(other for other in CELLS
          if abs(cell // SIZE - other // SIZE) + abs(cell % SIZE - other % SIZE) == 1)
    for cell in CELLS)
GROUP_SIZE = 3
"""A collection needs at least this many orthogonally connected sheep of one colour."""


def where(cell: int) -> str:
    """"in the top-left cell" (for sentences)."""
    return f"in the {CELL_NAMES[cell]} cell"


def groups(showing: Sequence[str | None]) -> list[list[int]]:
    """Every orthogonally connected group of `GROUP_SIZE` or more cells showing one colour,
    each sorted, in the order of their first cell. Empty cells (None) join no group."""
    seen = [False] * len(CELLS)
    found = []
    for start in CELLS:
        colour = showing[start]
        if seen[start] or colour is None:
            continue
        seen[start] = True
        group, frontier = [start], [start]
        while frontier:
            for other in NEIGHBOURS[frontier.pop()]:
                if not seen[other] and showing[other] == colour:
                    seen[other] = True
                    group.append(other)
                    frontier.append(other)
        if len(group) >= GROUP_SIZE:
            found.append(sorted(group))
    return found


def opening_faces(cards: Sequence[Card], rng: random.Random) -> list[Face] | None:
    """Turn the nine set-up cards so that no group of `GROUP_SIZE` shows (pairs may): a
    random choice among every turning that works, or None if none does."""
    ways = []
    for mask in range(1 << len(cards)):
        faces = [(c[1], c[0]) if mask >> i & 1 else c for i, c in enumerate(cards)]
        if not groups([up for up, _ in faces]):
            ways.append(faces)
    return rng.choice(ways) if ways else None
