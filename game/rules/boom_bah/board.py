"""The 7x7 pasture: 24 start spaces around a 5x5 field, cells numbered row by row.

A cell is an int 0..48 (`row * 7 + col`); its name is a column letter and a row number
("a1" top left, "g7" bottom right). Adjacent means all eight neighbours, so a corner
start sheep enters the field diagonally.
"""

from __future__ import annotations

from collections.abc import Sequence

SIZE = 7
CELLS = range(SIZE * SIZE)
DIRECTIONS = ((-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1))


def is_start(cell: int) -> bool:
    row, col = divmod(cell, SIZE)
    return row in (0, SIZE - 1) or col in (0, SIZE - 1)


START_SPACES = tuple(c for c in CELLS if is_start(c))
FIELD = tuple(c for c in CELLS if not is_start(c))


def name(cell: int) -> str:
    row, col = divmod(cell, SIZE)
    return f"{'abcdefg'[col]}{row + 1}"


def cell(label: str) -> int:
    """The cell named like "c4" (column letter, row number)."""
    return (int(label[1:]) - 1) * SIZE + "abcdefg".index(label[0])


def step(cell: int, drow: int, dcol: int) -> int | None:
    """The cell one step away, or None off the board."""
    row, col = divmod(cell, SIZE)
    row, col = row + drow, col + dcol
    if 0 <= row < SIZE and 0 <= col < SIZE:
        return row * SIZE + col
    return None


def _neighbours(cell: int) -> tuple[int, ...]:
    found = (step(cell, dr, dc) for dr, dc in DIRECTIONS)
    return tuple(c for c in found if c is not None)


NEIGHBOURS = tuple(_neighbours(c) for c in CELLS)


def direction(frm: int, to: int) -> tuple[int, int]:
    (r1, c1), (r2, c2) = divmod(frm, SIZE), divmod(to, SIZE)
    return r2 - r1, c2 - c1


def bump_chain(sheep: Sequence[int | None], frm: int, to: int) -> list[tuple[int, int]] | None:
    """The pushes of the sheep ahead of a move from `frm` to `to`, far end first.

    Every sheep in the line moves one cell on in the mover's direction. None when the
    last one would leave the board or land on a start space (such a move is illegal).
    """
    drow, dcol = direction(frm, to)
    line = []
    cell: int | None = to
    while cell is not None and sheep[cell] is not None:
        line.append(cell)
        cell = step(cell, drow, dcol)
    if not line:
        return []
    if cell is None or is_start(cell) or any(is_start(c) for c in line):
        return None
    pushes = []
    for here in reversed(line):
        there = step(here, drow, dcol)
        assert there is not None
        pushes.append((here, there))
    return pushes
