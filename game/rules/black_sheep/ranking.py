"""Animals, their order, and how a field combination is named and ranked.

A combination is the field's figures plus one side's cards (normally 2 + 3 = 5 animals).
The ranking works like poker hands without straights or suits: the shape of the groups
decides the rank, then the defining groups, then the leftover animals best-first.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

ANIMALS: tuple[str, ...] = ("horse", "cow", "pig", "sheep", "rooster", "black_sheep")
"""Every animal type, best first (the rulebook's animal order)."""

STRENGTH: dict[str, int] = {a: len(ANIMALS) - i for i, a in enumerate(ANIMALS)}
"""Higher is better: horse 6 ... black sheep 1."""

PLURAL: dict[str, str] = {
    "horse": "horses", "cow": "cows", "pig": "pigs", "sheep": "sheep",
    "rooster": "roosters", "black_sheep": "black sheep",
}
SINGULAR: dict[str, str] = {a: a.replace("_", " ") for a in ANIMALS}

# The seven ranks, best first; the key's first element is len(RANKS) - index.
RANKS: tuple[str, ...] = (
    "Five of a kind", "Four of a kind", "Full house", "Three of a kind",
    "Two pairs", "One pair", "High animal",
)


def best_first(animals: Iterable[str]) -> list[str]:
    """Animals sorted best first (unknown names last, so bad input still sorts)."""
    return sorted(animals, key=lambda a: -STRENGTH.get(a, 0))


def _groups(animals: Iterable[str]) -> list[tuple[int, str]]:
    """(count, animal) groups, biggest group first, then best animal first."""
    counts = Counter(animals)
    return sorted(((n, a) for a, n in counts.items()), key=lambda g: (-g[0], -STRENGTH[g[1]]))


def _rank_index(shape: list[int]) -> int:
    """Index into RANKS for group sizes sorted biggest first."""
    top = shape[0] if shape else 0
    second = shape[1] if len(shape) > 1 else 0
    if top >= 5:
        return 0
    if top == 4:
        return 1
    if top == 3:
        return 2 if second >= 2 else 3
    if top == 2:
        return 4 if second == 2 else 5
    return 6


def ranking_key(animals: Iterable[str]) -> tuple[int, tuple[int, ...]]:
    """A sort key: a bigger key is a better combination.

    (rank, strengths of the groups in order): the defining groups come first because the
    groups are ordered by size (triple before pair; higher pair before lower pair), and the
    single animals follow best-first, which makes them the kickers.
    """
    groups = _groups(animals)
    rank = len(RANKS) - _rank_index([n for n, _ in groups])
    return rank, tuple(STRENGTH[a] for _, a in groups)


def rank_name(animals: Iterable[str]) -> str:
    """The name of the combination's rank, e.g. "Full house"."""
    return RANKS[_rank_index([n for n, _ in _groups(animals)])]


def combination_name(animals: Iterable[str]) -> str:
    """A readable name such as "Full house: horses over pigs" or "Pair of cows"."""
    groups = _groups(animals)
    if not groups:
        return "Nothing"
    index = _rank_index([n for n, _ in groups])
    first = groups[0][1]
    if index == 0:
        return f"Five {PLURAL[first]}"
    if index == 1:
        return f"Four {PLURAL[first]}"
    if index == 2:
        return f"Full house: {PLURAL[first]} over {PLURAL[groups[1][1]]}"
    if index == 3:
        return f"Three {PLURAL[first]}"
    if index == 4:
        return f"Two pairs: {PLURAL[first]} and {PLURAL[groups[1][1]]}"
    if index == 5:
        return f"Pair of {PLURAL[first]}"
    return f"High animal: {SINGULAR[first]}"
