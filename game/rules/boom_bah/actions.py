"""The decisions of Sheep-Boom-Bah, as small frozen dataclasses with a readable str()."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.rules.base import Action
from game.rules.boom_bah import board
from game.rules.boom_bah.cards import COLOURS, PLACES, TARGET_SHAPES, card_name, card_type


@dataclass(frozen=True)
class Place(Action):
    """Setup: put one of your sheep on a free start space."""

    kind: ClassVar[str] = "place"
    cell: int

    def __str__(self) -> str:
        return f"places a sheep on {board.name(self.cell)}"


@dataclass(frozen=True)
class Move(Action):
    """An action: step one of your sheep onto a neighbouring field tile (may bump)."""

    kind: ClassVar[str] = "move"
    frm: int
    to: int

    def __str__(self) -> str:
        return f"moves {board.name(self.frm)}-{board.name(self.to)}"


@dataclass(frozen=True)
class Herd(Action):
    """An action: move a sheep of the given colour from your barnyard to your barn."""

    kind: ClassVar[str] = "herd"
    colour: int

    def __str__(self) -> str:
        return f"herds a {COLOURS[self.colour]} sheep from the barnyard into the barn"


def describe_target(card: str, target: tuple[int, ...]) -> str:
    words = []
    for slot, value in zip(TARGET_SHAPES.get(card_type(card).id, ()), target, strict=True):
        if slot == "cell":
            words.append(board.name(value))
        elif slot == "rival":
            words.append(f"{COLOURS[value].title()}")
        elif slot == "sheep":
            words.append(f"{COLOURS[value]} sheep")
        else:
            words.append(PLACES[value])
    return ", ".join(words)


@dataclass(frozen=True)
class Play(Action):
    """Play a card (free, not an action); `target` follows the card's TARGET_SHAPES."""

    kind: ClassVar[str] = "play"
    card: str
    target: tuple[int, ...] = ()

    def __str__(self) -> str:
        about = describe_target(self.card, self.target)
        return f"plays {card_name(self.card)}" + (f": {about}" if about else "")


@dataclass(frozen=True)
class Discard(Action):
    kind: ClassVar[str] = "discard"
    card: str

    def __str__(self) -> str:
        return f"discards {card_name(self.card)}"


@dataclass(frozen=True)
class Pass(Action):
    """Decline to answer (no card against the play, the bump or the mine)."""

    kind: ClassVar[str] = "pass"

    def __str__(self) -> str:
        return "passes"


@dataclass(frozen=True)
class Sneak(Action):
    """After Sheeping Tom: move onto the peeked tile (uses an action) or leave it."""

    kind: ClassVar[str] = "sneak"
    move_in: bool

    def __str__(self) -> str:
        return "moves onto the peeked tile" if self.move_in else "leaves the peeked tile face down"


@dataclass(frozen=True)
class EndTurn(Action):
    kind: ClassVar[str] = "end_turn"

    def __str__(self) -> str:
        return "ends the turn"


ACTION_CLASSES: tuple[type[Action], ...] = (Place, Move, Herd, Play, Discard, Pass, Sneak, EndTurn)
