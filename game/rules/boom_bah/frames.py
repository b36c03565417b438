"""The questions Sheep-Boom-Bah asks out of turn, as small typed frames.

They live on `State.pending`, a stack; the top frame names the seat that decides now. Each
frame is a frozen dataclass with a JSON form (like the actions), so each kind says exactly
what it holds. A frame changes by being replaced (`dataclasses.replace`), never in place.

- `CardWindow` ("answer"): a card just played, waiting for an EIEI...NO. `asked` is the seat
  being asked, `queue` the seats still to ask (everyone else, clockwise from the player).
- `MineQuestion` ("mine"): a sheep sits on a land mine; its owner may play Hero of the Herd
  or Am-Bah-Lance, or pass (the mine goes off).
- `WolfWindow` ("wolf"): a bumping move waits while the owners of the sheep about to be
  bumped (not the turn player) may play Wolf in Sheep's Clothing.
- `PeekChoice` ("tom"): after a Sheeping Tom peek, move in or leave it.

What each re-checks when it resolves lives beside the effect (`effects.fizzle_reason`): the
position may have changed while the table answered, and a card whose target is gone does
nothing (RULINGS).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, ClassVar


@dataclass(frozen=True)
class Frame:
    kind: ClassVar[str] = ""
    answers: ClassVar[tuple[str, ...]] = ()
    """The card types that may answer this question."""

    @property
    def deciding(self) -> int | None:
        """The seat that must decide now (None: nobody yet, the frame is to be settled)."""
        return getattr(self, "asked", None)

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"kind": self.kind}
        for f in dataclasses.fields(self):
            value = getattr(self, f.name)
            data[f.name] = list(value) if isinstance(value, tuple) else value
        return data

    def public(self) -> dict[str, Any]:
        """What every seat sees of it: all but the queue of seats still to ask."""
        data = self.to_json()
        data.pop("queue", None)
        return data


@dataclass(frozen=True)
class CardWindow(Frame):
    kind: ClassVar[str] = "answer"
    answers: ClassVar[tuple[str, ...]] = ("eiei_no",)
    seat: int
    card: str
    target: tuple[int, ...]
    asked: int | None = None
    queue: tuple[int, ...] = ()


@dataclass(frozen=True)
class MineQuestion(Frame):
    kind: ClassVar[str] = "mine"
    answers: ClassVar[tuple[str, ...]] = ("hero_of_the_herd", "am_bah_lance")
    seat: int
    cell: int
    asked: int | None = None


@dataclass(frozen=True)
class WolfWindow(Frame):
    kind: ClassVar[str] = "wolf"
    answers: ClassVar[tuple[str, ...]] = ("wolf",)
    frm: int
    to: int
    asked: int | None = None
    queue: tuple[int, ...] = ()


@dataclass(frozen=True)
class PeekChoice(Frame):
    kind: ClassVar[str] = "tom"
    seat: int
    sheep: int
    cell: int

    @property
    def deciding(self) -> int | None:
        return self.seat

