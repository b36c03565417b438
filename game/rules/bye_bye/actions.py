"""The decisions of Bye-Bye Black Sheep, with a third-person str() for the game log.

`str(action)` names other seats "Seat 2"; `action.phrase(names)` uses the players' names
("draws from Ann's hand"). Cards are strings (see cards.py).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import ClassVar

from game.rules.base import Action
from game.rules.bye_bye.cards import a

Names = Sequence[str] | None


def seat_name(seat: int, names: Names) -> str:
    if names is not None and 0 <= seat < len(names):
        return names[seat]
    return f"Seat {seat + 1}"


def possessive(name: str) -> str:
    return f"{name}'" if name.endswith("s") else f"{name}'s"


@dataclass(frozen=True)
class ByeByeAction(Action):
    """A decision; `phrase(names)` is its log line after the mover's name."""

    def phrase(self, names: Names = None) -> str:
        return self.kind

    def __str__(self) -> str:
        return self.phrase()


@dataclass(frozen=True)
class Choose(ByeByeAction):
    """Advanced rules, set-up: pick a special card from those still on offer."""

    kind: ClassVar[str] = "choose"
    card: str

    def phrase(self, names: Names = None) -> str:
        return f"chooses {a(self.card)} for the special cards"


@dataclass(frozen=True)
class Draw(ByeByeAction):
    """Draw a random card from a rival's hand onto the watering hole."""

    kind: ClassVar[str] = "draw"
    rival: int

    def phrase(self, names: Names = None) -> str:
        return f"draws from {possessive(seat_name(self.rival, names))} hand"


@dataclass(frozen=True)
class Stop(ByeByeAction):
    """Stop drawing of your own free will (zoo placement may follow)."""

    kind: ClassVar[str] = "stop"

    def phrase(self, names: Names = None) -> str:
        return "stops drawing"


@dataclass(frozen=True)
class Ask(ByeByeAction):
    """The Eagle: ask a rival for a set card; they give it, or the turn ends."""

    kind: ClassVar[str] = "ask"
    rival: int
    card: str

    def phrase(self, names: Names = None) -> str:
        return f"asks {seat_name(self.rival, names)} for {a(self.card)}"


@dataclass(frozen=True)
class Dig(ByeByeAction):
    """The Mole: take a set card from the hand it came from."""

    kind: ClassVar[str] = "dig"
    card: str

    def phrase(self, names: Names = None) -> str:
        return f"has the Mole fetch {a(self.card)}"


@dataclass(frozen=True)
class Steal(ByeByeAction):
    """The Thieving Magpie: take a card from a rival's zoo onto the watering hole."""

    kind: ClassVar[str] = "steal"
    victim: int
    card: str

    def phrase(self, names: Names = None) -> str:
        return (f"sends the Thieving Magpie for {a(self.card)} from "
                f"{possessive(seat_name(self.victim, names))} zoo")


@dataclass(frozen=True)
class Place(ByeByeAction):
    """Put a set card into your zoo (after stopping, or when your White Sheep was drawn)."""

    kind: ClassVar[str] = "place"
    card: str

    def phrase(self, names: Names = None) -> str:
        return f"puts {a(self.card)} in the zoo"


@dataclass(frozen=True)
class Pass(ByeByeAction):
    """Decline what a special card offers (an Eagle's question, a Mole's pick, ...)."""

    kind: ClassVar[str] = "pass"

    def phrase(self, names: Names = None) -> str:
        return "passes"


@dataclass(frozen=True)
class EndTurn(ByeByeAction):
    """Place no more cards in the zoo; the turn ends."""

    kind: ClassVar[str] = "end_turn"

    def phrase(self, names: Names = None) -> str:
        return "ends the turn"


ACTION_CLASSES: tuple[type[Action], ...] = (Choose, Draw, Stop, Ask, Dig, Steal, Place, Pass,
                                            EndTurn)

