"""The three decisions of Sheep Sheep: exchange, end the turn, and place a drawn card.

Cells are 0..8 in data (row by row) and named in sentences ("the top-left cell").
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.rules.base import Action
from game.rules.sheep_sheep.cards import a, card, card_name, other_side
from game.rules.sheep_sheep.grid import CELLS, where


def _where(cell: int) -> str:
    return where(cell) if cell in CELLS else f"in cell {cell}"


@dataclass(frozen=True)
class Exchange(Action):
    """Give `card` from your hand, placed `showing` side up on `cell`, and take the grid card
    there. The cell must show the colour on the card's other side (its down side)."""

    kind: ClassVar[str] = "exchange"
    cell: int
    card: tuple[str, str]
    showing: str

    def __post_init__(self) -> None:
        object.__setattr__(self, "card", card(*self.card))

    @property
    def down(self) -> str:
        """The placed card's down side: the colour of the sheep it replaces."""
        return other_side(self.card, self.showing)

    def __str__(self) -> str:
        return (f"swaps the {self.down} sheep {_where(self.cell)} for "
                f"{a(card_name(self.card))} card, {self.showing} side up")


@dataclass(frozen=True)
class EndTurn(Action):
    """Stop exchanging: every group of three or more is collected, then the grid refilled."""

    kind: ClassVar[str] = "end_turn"

    def __str__(self) -> str:
        return "ends the turn"


@dataclass(frozen=True)
class Refill(Action):
    """Put the card just drawn on the empty `cell`, `showing` side up."""

    kind: ClassVar[str] = "refill"
    cell: int
    showing: str

    def __str__(self) -> str:
        return f"puts {a(self.showing)} sheep {_where(self.cell)}"


ACTION_CLASSES: tuple[type[Action], ...] = (Exchange, EndTurn, Refill)
