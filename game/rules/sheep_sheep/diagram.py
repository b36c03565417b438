"""A text form of positions, for tests and debugging.

The grid is three rows of three tokens: the letter of the colour showing (R O Y G B P, upper
case) then the colour underneath (lower case), or "." for an empty cell. A card in a hand or
a pile is two letters in any case ("rb" is red/blue).
"""

from __future__ import annotations

from typing import Any

from game.rules.sheep_sheep.cards import LETTERS, Card, Face
from game.rules.sheep_sheep.grid import CELLS, SIZE
from game.rules.sheep_sheep.state import SheepSheepState


def colour(letter: str) -> str:
    try:
        return LETTERS[letter.upper()]
    except KeyError:
        raise ValueError(f"No colour has the letter {letter!r} (use one of R O Y G B P).") from None


def face(token: str) -> Face | None:
    if token == ".":
        return None
    if len(token) != 2:
        raise ValueError(f"A grid token is two letters or '.', not {token!r}.")
    return colour(token[0]), colour(token[1])


def cards(text: str) -> list[Card]:
    """"rb gy" -> [("red", "blue"), ("yellow", "green")] (as written; the state sorts)."""
    return [(colour(t[0]), colour(t[1])) for t in text.split()]


def position(grid: str, hands: tuple[str, str], **fields: Any) -> SheepSheepState:
    """A state with the grid drawn in `grid` and hands such as "rb ry go pb"; `fields` go to
    `SheepSheepState.from_position` (lucky, collected, pile as text, turn, phase, ...)."""
    rows = [line.split() for line in grid.strip().splitlines()]
    if len(rows) != SIZE or any(len(row) != SIZE for row in rows):
        raise ValueError("A grid diagram has three rows of three tokens.")
    faces = [face(token) for row in rows for token in row]
    assert len(faces) == len(CELLS)
    if isinstance(fields.get("pile"), str):
        fields["pile"] = cards(fields["pile"])
    if isinstance(fields.get("drawn"), str):
        fields["drawn"] = cards(fields["drawn"])[0]
    if "collected" in fields:
        fields["collected"] = [[face(t) for t in text.split()] for text in fields["collected"]]
    return SheepSheepState.from_position(faces, [cards(h) for h in hands], **fields)
