"""Helpers shared by the Bye-Bye Black Sheep rule tests (no tests here): positions, and draws
whose random pick the test chooses."""

from __future__ import annotations

import random

import pytest

from game.rules.base import IllegalAction, dumps
from game.rules.bye_bye import ByeByeState, Draw
from game.rules.bye_bye.invariants import problems

BS = "black_sheep"


class NextDraw(random.Random):
    """A generator whose next `randrange` is a given index (the card a test wants drawn);
    afterwards it behaves like any seeded generator."""

    def __init__(self, index: int) -> None:
        super().__init__(0)
        self.index: int | None = index

    def randrange(self, *args, **kwargs):  # type: ignore[override]
        if self.index is not None:
            index, self.index = self.index, None
            return index
        return super().randrange(*args, **kwargs)


def checked(state: ByeByeState) -> None:
    """Every invariant holds, except that a position given a short pile may leave set cards
    in the box (missing, never doubled)."""
    found = problems(state)
    if not state.all_cards() - state.full_deck():
        found = [p for p in found if not p.startswith("cards are not conserved")]
    assert found == [], found


def position(players: int, hands, **fields) -> ByeByeState:
    """A position whose invariants hold (cards as numbers or names)."""
    state = ByeByeState.from_position(players, hands, **fields)
    checked(state)
    return state


def draw(state: ByeByeState, rival: int, card: str | int):
    """Draw `card` from `rival`'s hand: the test decides the random pick."""
    state.rng = NextDraw(state.hands[rival].index(str(card)))
    events = state.apply(Draw(rival))
    checked(state)
    return events


def refused(state: ByeByeState, action, sentence: str) -> None:
    """`action` is refused with a sentence matching `sentence`, and nothing changes."""
    before = dumps(state.snapshot())
    with pytest.raises(IllegalAction, match=sentence):
        state.apply(action)
    assert dumps(state.snapshot()) == before


def kinds(events) -> list[str]:
    return [e.kind for e in events]
