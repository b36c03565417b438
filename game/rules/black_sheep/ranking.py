"""Animals, their order, and how a field combination is named and ranked.

A combination is the field's figures plus one side's cards (normally 2 + 3 = 5 animals).
The ranking works like poker hands without straights or suits: the shape of the groups
decides the rank, then the defining groups, then the leftover animals best-first.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from game.i18n import N_

ANIMALS: tuple[str, ...] = ("horse", "cow", "pig", "sheep", "rooster", "black_sheep")
"""Every animal type, best first (the rulebook's animal order)."""

STRENGTH: dict[str, int] = {a: len(ANIMALS) - i for i, a in enumerate(ANIMALS)}
"""Higher is better: horse 6 ... black sheep 1."""

# Words are marked with N_ (English here; the screen says them in the player's language).
PLURAL: dict[str, str] = {
    "horse": N_("horses", context="animals"), "cow": N_("cows", context="animals"),
    "pig": N_("pigs", context="animals"), "sheep": N_("sheep", context="animals"),
    "rooster": N_("roosters", context="animals"),
    "black_sheep": N_("black sheep", context="animals"),
}
SINGULAR: dict[str, str] = {
    "horse": N_("horse"), "cow": N_("cow"), "pig": N_("pig"), "sheep": N_("sheep"),
    "rooster": N_("rooster"), "black_sheep": N_("black sheep"),
}

# The seven ranks, best first; the key's first element is len(RANKS) - index.
RANKS: tuple[str, ...] = (
    N_("Five of a kind"), N_("Four of a kind"), N_("Full house"), N_("Three of a kind"),
    N_("Two pairs"), N_("One pair"), N_("High animal"),
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
        return N_("Nothing")
    index = _rank_index([n for n, _ in groups])
    first = PLURAL[groups[0][1]]
    second = PLURAL[groups[1][1]] if len(groups) > 1 else ""
    if index == 0:
        return N_("Five {animals}", animals=first)
    if index == 1:
        return N_("Four {animals}", animals=first)
    if index == 2:
        return N_("Full house: {first} over {second}", first=first, second=second)
    if index == 3:
        return N_("Three {animals}", animals=first)
    if index == 4:
        return N_("Two pairs: {first} and {second}", first=first, second=second)
    if index == 5:
        return N_("Pair of {animals}", animals=first)
    return N_("High animal: {animal}", animal=SINGULAR[groups[0][1]])
