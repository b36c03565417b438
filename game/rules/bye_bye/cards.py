"""The cards of Bye-Bye Black Sheep: what is in play per player count, and the set names.

A card is a string. A set card is its set number ("1" to "16"); a special card is its name
(`SPECIALS`). `PLAYER_COUNTS` is the rulebook's preparation table; `SET_NAMES` are the
*reconstructed* animal names of RULINGS.md, the one place to change them.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

COPIES = 4
"""Cards of each set."""
BLACK_SHEEP = "black_sheep"
EAGLE = "eagle"
MOLE = "mole"
MAGPIE = "magpie"
WHITE_SHEEP = "white_sheep"
MOTHER_SHEEP = "mother_sheep"
WOLF = "wolf"
SPECIALS: tuple[str, ...] = (BLACK_SHEEP, EAGLE, MOLE, MAGPIE, WHITE_SHEEP, MOTHER_SHEEP, WOLF)
SPECIAL_NAMES: dict[str, str] = {
    BLACK_SHEEP: "Black Sheep", EAGLE: "Eagle", MOLE: "Mole", MAGPIE: "Thieving Magpie",
    WHITE_SHEEP: "White Sheep", MOTHER_SHEEP: "Mother Sheep", WOLF: "Wolf",
}
SET_NAMES: dict[int, str] = {
    1: "penguin", 2: "crocodile", 3: "tiger", 4: "elephant", 5: "giraffe", 6: "zebra",
    7: "lion", 8: "panda", 9: "kangaroo", 10: "hippo", 11: "flamingo", 12: "monkey",
    13: "koala", 14: "camel", 15: "rhino", 16: "polar bear",
}
"""*Reconstructed* (RULINGS.md): the rulebook numbers its sets; the names are ours."""
ADVANCED_OFFER: tuple[str, ...] = (EAGLE,) * 3 + (MOLE,) * 2 + (WHITE_SHEEP, MOTHER_SHEEP, WOLF)
"""The eight special cards each player chooses from under the advanced rules."""


@dataclass(frozen=True)
class PlayerCount:
    """One row of the preparation table."""

    sets: int          # sets 1..sets are in play
    eagles: int        # special cards dealt besides a Black Sheep each (basic rules)
    moles: int
    deal: int          # set cards dealt to each player
    hand: int          # refill up to this many cards
    triplets: int      # triplets in a zoo that win


PLAYER_COUNTS: dict[int, PlayerCount] = {
    2: PlayerCount(sets=12, eagles=1, moles=1, deal=6, hand=8, triplets=5),
    3: PlayerCount(sets=12, eagles=2, moles=1, deal=5, hand=7, triplets=4),
    4: PlayerCount(sets=14, eagles=2, moles=2, deal=5, hand=7, triplets=3),
    5: PlayerCount(sets=16, eagles=3, moles=2, deal=5, hand=7, triplets=3),
}


def is_set(card: str) -> bool:
    return card.isdigit()


def set_cards(players: int) -> list[str]:
    """Every set card in play, in order."""
    return [str(n) for n in range(1, PLAYER_COUNTS[players].sets + 1) for _ in range(COPIES)]


def basic_specials(players: int) -> list[str]:
    """The special cards dealt one each under the basic rules (besides the Black Sheep)."""
    row = PLAYER_COUNTS[players]
    return [EAGLE] * row.eagles + [MOLE] * row.moles


def card_key(card: str) -> tuple[int, int]:
    """Sort key: sets by number, then the special cards in `SPECIALS` order."""
    if is_set(card):
        return (0, int(card))
    return (1, SPECIALS.index(card) if card in SPECIALS else len(SPECIALS))


def sort_cards(cards: list[str]) -> list[str]:
    return sorted(cards, key=card_key)


def card_name(card: str) -> str:
    """"tiger", "Eagle"; anything unknown is said as it is."""
    if is_set(card):
        return SET_NAMES.get(int(card), f"animal {card}")
    return SPECIAL_NAMES.get(card, card)


UNIQUE = (MAGPIE, WHITE_SHEEP, MOTHER_SHEEP, WOLF)
"""Special cards of which the game has only one."""


def a(card: str) -> str:
    """"a tiger", "an elephant", "the Thieving Magpie"."""
    name = card_name(card)
    if card in UNIQUE:
        return f"the {name}"
    return f"{'an' if name[:1].lower() in 'aeiou' else 'a'} {name}"


def deck(players: int, specials: list[str]) -> Counter[str]:
    """Every card of a game: its set cards, a Black Sheep each, the Magpie and `specials`."""
    cards = Counter(set_cards(players))
    cards.update({BLACK_SHEEP: players, MAGPIE: 1})
    cards.update(specials)
    return cards


def triplets(zoo: list[str]) -> int:
    """Sets with at least three cards in a zoo (a fourth card makes no second triplet)."""
    return sum(1 for n in Counter(zoo).values() if n >= 3)
