"""The four decisions of Black Sheep. Fields are 0-based in data, 1-based in sentences."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.rules.base import Action
from game.rules.black_sheep.ranking import SINGULAR, best_first


def _name(animal: str) -> str:
    return SINGULAR.get(animal, animal)


@dataclass(frozen=True)
class PlayCards(Action):
    """Play one or two cards to your side of a field. Cards are kept best-first, so
    ("pig", "horse") and ("horse", "pig") are the same move."""

    kind: ClassVar[str] = "play"
    field: int
    cards: tuple[str, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "cards", tuple(best_first(self.cards)))

    def __str__(self) -> str:
        return f"plays {' + '.join(_name(c) for c in self.cards)} to field {self.field + 1}"


@dataclass(frozen=True)
class Discard(Action):
    """After playing exactly one card: put one card from hand on the discard pile."""

    kind: ClassVar[str] = "discard"
    card: str

    def __str__(self) -> str:
        return f"discards a {_name(self.card)}"


@dataclass(frozen=True)
class KeepHand(Action):
    """After playing exactly one card: decline to discard."""

    kind: ClassVar[str] = "keep_hand"

    def __str__(self) -> str:
        return "keeps their hand"


@dataclass(frozen=True)
class Pass(Action):
    """The only move when every side facing you is full (or you hold no card)."""

    kind: ClassVar[str] = "pass"

    def __str__(self) -> str:
        return "skips the turn"


ACTION_CLASSES: tuple[type[Action], ...] = (PlayCards, Discard, KeepHand, Pass)
