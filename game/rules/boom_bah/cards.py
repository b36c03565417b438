"""The 20 card types, one data table. The deck holds each type once in each of 4 colours.

A card is the string "<type>:<colour index>", e.g. "fox:2". Timing says when a card may
be played: "turn" (by the turn player, no question pending), "mine" (by the owner of a
sheep that just revealed a land mine), "bump" (only out of turn, by the owner of a sheep
about to be bumped) or "answer" (against a card just played).
"""

from __future__ import annotations

from dataclasses import dataclass

COLOURS = ("red", "blue", "yellow", "green")


@dataclass(frozen=True)
class CardType:
    id: str
    name: str
    timing: str
    text: str


CARD_TYPES: tuple[CardType, ...] = (
    CardType("aba_ca_da_ba", "Aba-Ca-Da-Ba", "turn",
             "Take one sheep out of a rival's barnyard and put it in your barn."),
    CardType("am_bah_lance", "Am-Bah-Lance", "mine",
             "When a land mine goes off under your sheep, carry that sheep to any free start "
             "space instead; the mine is spent and the tile is safe to cross. Works out of turn."),
    CardType("bah_k_to_life", "Bah-k to Life", "turn",
             "Bring one sheep back from your graveyard to any free start space."),
    CardType("barn_burner", "Barn Burner", "turn",
             "Take one sheep out of a rival's barn and put it in your barnyard."),
    CardType("dog", "Dog", "turn",
             "Fetch one of your sheep off a field tile into your barnyard."),
    CardType("eiei_no", "EIEI...NO", "answer",
             "Cancel a card someone has just played, even another EIEI...NO (which lets the "
             "card it cancelled work after all). Works out of turn."),
    CardType("ewe_turn", "Ewe Turn", "turn",
             "Send a rival's sheep from a field tile back to any free start space."),
    CardType("fox", "Fox", "turn",
             "Take one sheep out of a rival's barnyard and put it in your barnyard."),
    CardType("golden_fleece", "Golden Fleece", "turn",
             "Take one extra action this turn."),
    CardType("hero_of_the_herd", "Hero of the Herd", "mine",
             "When your sheep reveals a land mine, defuse it: the tile becomes a safe cone, "
             "your sheep stays on it and you score 2 points. Works out of turn."),
    CardType("out_of_shear_luck", "Out of Shear Luck", "turn",
             "Lift one of your sheep off a field tile straight into your barn."),
    CardType("sheeping_tom", "Sheeping Tom", "turn",
             "Secretly look at a face-down tile next to one of your sheep, then either move "
             "that sheep onto it (this uses an action) or leave it face down."),
    CardType("shepherds_hook", "Shepherd's Hook", "turn",
             "Move one sheep from your barnyard into your barn without using an action."),
    CardType("sheep_battle", "Sheep Battle", "turn",
             "Wager a sheep from your barn or barnyard against a rival's sheep from the same "
             "place. Both roll a die (ties roll again); the higher roll keeps both sheep there."),
    CardType("sheep_copter", "Sheep Copter", "turn",
             "Fly one of your sheep to any free cell: a field tile, face down or not, or a "
             "start space. A face-down tile is revealed as if the sheep walked onto it."),
    CardType("thank_ewe", "Thank Ewe", "turn",
             "Take a random card from a rival's hand into yours."),
    CardType("tornado", "Tornado", "turn",
             "Take one sheep out of a rival's barn and put it in your barn."),
    CardType("wild_wool", "Wild Wool", "turn",
             "Lay this card by your board for the rest of the game: every sheep in your barn "
             "scores 3, whatever its colour. Kept in hand instead, it scores 1 at the end "
             "whatever its colour."),
    CardType("wolf", "Wolf in Sheep's Clothing", "bump",
             "Only out of turn: when your sheep is about to be bumped, the bumping sheep goes "
             "to its owner's graveyard instead and nothing is pushed."),
    CardType("your_barn_doors_open", "Your Barn Door's Open", "turn",
             "Let one sheep out of a rival's barn into that rival's own barnyard."),
)

BY_ID = {t.id: t for t in CARD_TYPES}
DECK: tuple[str, ...] = tuple(f"{t.id}:{c}" for t in CARD_TYPES for c in range(len(COLOURS)))


def card_type(card: str) -> CardType:
    return BY_ID[card.split(":")[0]]


def card_colour(card: str) -> int:
    return int(card.split(":")[1])


def card_name(card: str) -> str:
    return f"{card_type(card).name} ({COLOURS[card_colour(card)]})"

# What a played card's target tuple holds, slot by slot ("place": 0 barnyard, 1 barn).
TARGET_SHAPES: dict[str, tuple[str, ...]] = {
    "aba_ca_da_ba": ("rival", "sheep"),
    "am_bah_lance": ("cell",),
    "bah_k_to_life": ("cell",),
    "barn_burner": ("rival", "sheep"),
    "dog": ("cell",),
    "ewe_turn": ("cell", "cell"),
    "fox": ("rival", "sheep"),
    "out_of_shear_luck": ("cell",),
    "sheeping_tom": ("cell", "cell"),
    "shepherds_hook": ("sheep",),
    "sheep_battle": ("place", "sheep", "rival", "sheep"),
    "sheep_copter": ("cell", "cell"),
    "thank_ewe": ("rival",),
    "tornado": ("rival", "sheep"),
    "your_barn_doors_open": ("rival", "sheep"),
}
PLACES = ("barnyard", "barn")
