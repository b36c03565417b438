"""The Sheep Sheep deck: six colours, 45 two-sided sheep cards and six Lucky Sheep.

The composition is *reconstructed* (RULINGS.md): every pair of two different colours, three
times. `COMPOSITION` is the one table to change if a real printing turns up.

A card in a hand or in the pile is a `Card`, its two colours in `COLOURS` order; on the grid
or in a collection it is a `Face`: (the colour showing, the colour underneath).
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations

COLOURS: tuple[str, ...] = ("red", "orange", "yellow", "green", "blue", "purple")
COLOUR_WORDS: dict[str, str] = {"green": "teal"}
"""A colour's word where it differs from its name: "green" is drawn teal and said so."""
LETTERS: dict[str, str] = {c[0].upper(): c for c in COLOURS}
"""One letter per colour (R O Y G B P), for diagrams in tests and debugging."""

Card = tuple[str, str]
Face = tuple[str, str]

COMPOSITION: dict[Card, int] = {pair: 3 for pair in combinations(COLOURS, 2)}
"""Copies of each two-sided card: 15 pairs x 3 = 45 cards."""
LUCKY_SHEEP: tuple[str, ...] = COLOURS
"""One Lucky Sheep card per colour; each player gets one, the rest stay in the box."""
DECK_SIZE = sum(COMPOSITION.values())


def _order(colour: str) -> tuple[int, str]:
    return (COLOURS.index(colour), "") if colour in COLOURS else (len(COLOURS), colour)


def card(a: str, b: str) -> Card:
    """The card with these two colours, in canonical order (any strings are accepted)."""
    return (a, b) if _order(a) <= _order(b) else (b, a)


def card_key(pair: tuple[str, str]) -> tuple[tuple[int, str], tuple[int, str]]:
    """Sort key of cards: by colour order, first side then second (hands are kept so)."""
    return _order(pair[0]), _order(pair[1])


def card_of(face: Face) -> Card:
    return card(*face)


def other_side(pair: tuple[str, str], colour: str) -> str:
    """The colour on the other side of a card from `colour` (which must be one of its sides)."""
    return pair[1] if pair[0] == colour else pair[0]


def card_name(pair: tuple[str, str]) -> str:
    """"red/blue"."""
    return "/".join(card(*pair))


def a(words: str) -> str:
    """"a red sheep", "an orange sheep"."""
    return f"{'an' if words[:1].lower() in 'aeiou' else 'a'} {words}"


def full_deck() -> list[Card]:
    """Every sheep card, in canonical order."""
    return [pair for pair, copies in COMPOSITION.items() for _ in range(copies)]


def deck_counter() -> Counter[Card]:
    return Counter(COMPOSITION)
