"""The 20 card types, one data table. The deck holds each type once in each of 4 colours.

A card is the string "<type>:<colour index>", e.g. "fox:2". Timing says when a card may
be played: "turn" (by the turn player, no question pending), "mine" (by the owner of a
sheep that just revealed a land mine), "bump" (only out of turn, by the owner of a sheep
about to be bumped) or "answer" (against a card just played).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.i18n import N_

COLOURS = (N_("red"), N_("blue"), N_("yellow"), N_("teal"))


@dataclass(frozen=True)
class CardType:
    id: str
    name: str
    timing: str
    text: str


CARD_TYPES: tuple[CardType, ...] = (
    CardType("aba_ca_da_ba", N_("Aba-Ca-Da-Ba"), "turn",
             N_("Take one sheep out of a rival's barnyard and put it in your barn.")),
    CardType("am_bah_lance", N_("Am-Bah-Lance"), "mine",
             N_("When a land mine goes off under your sheep, carry that sheep to any free start "
                "space instead; the mine is spent and the tile is safe to cross. Works out of "
                "turn.")),
    CardType("bah_k_to_life", N_("Bah-k to Life"), "turn",
             N_("Bring one sheep back from your graveyard to any free start space.")),
    CardType("barn_burner", N_("Barn Burner"), "turn",
             N_("Take one sheep out of a rival's barn and put it in your barnyard.")),
    CardType("dog", N_("Dog"), "turn",
             N_("Fetch one of your sheep off a field tile into your barnyard.")),
    CardType("eiei_no", N_("EIEI...NO"), "answer",
             N_("Cancel a card someone has just played, even another EIEI...NO (which lets the "
                "card it cancelled work after all). Works out of turn.")),
    CardType("ewe_turn", N_("Ewe Turn"), "turn",
             N_("Send a rival's sheep from a field tile back to any free start space.")),
    CardType("fox", N_("Fox"), "turn",
             N_("Take one sheep out of a rival's barnyard and put it in your barnyard.")),
    CardType("golden_fleece", N_("Golden Fleece"), "turn",
             N_("Take one extra action this turn.")),
    CardType("hero_of_the_herd", N_("Hero of the Herd"), "mine",
             N_("When your sheep reveals a land mine, defuse it: the tile becomes a safe cone, "
                "your sheep stays on it and you score 2 points. Works out of turn.")),
    CardType("out_of_shear_luck", N_("Out of Shear Luck"), "turn",
             N_("Lift one of your sheep off a field tile straight into your barn.")),
    CardType("sheeping_tom", N_("Sheeping Tom"), "turn",
             N_("Secretly look at a face-down tile next to one of your sheep, then either move "
                "that sheep onto it (this uses an action) or leave it face down.")),
    CardType("shepherds_hook", N_("Shepherd's Hook"), "turn",
             N_("Move one sheep from your barnyard into your barn without using an action.")),
    CardType("sheep_battle", N_("Sheep Battle"), "turn",
             N_("Wager a sheep from your barn or barnyard against a rival's sheep from the same "
                "place. Both roll a die (ties roll again); the higher roll keeps both sheep "
                "there.")),
    CardType("sheep_copter", N_("Sheep Copter"), "turn",
             N_("Fly one of your sheep to any free space: a field tile, face down or not, or a "
                "start space. A face-down tile is revealed as if the sheep walked onto it.")),
    CardType("thank_ewe", N_("Thank Ewe"), "turn",
             N_("Take a random card from a rival's hand into yours.")),
    CardType("tornado", N_("Tornado"), "turn",
             N_("Take one sheep out of a rival's barn and put it in your barn.")),
    CardType("wild_wool", N_("Wild Wool"), "turn",
             N_("Lay this card by your board for the rest of the game: every sheep in your barn "
                "scores 3, whatever its colour. Kept in hand instead, it scores 1 at the end "
                "whatever its colour.")),
    CardType("wolf", N_("Wolf in Sheep's Clothing"), "bump",
             N_("Only out of turn: when your sheep is about to be bumped, the bumping sheep goes "
                "to its owner's graveyard instead and nothing is pushed.")),
    CardType("your_barn_doors_open", N_("Your Barn Door's Open"), "turn",
             N_("Let one sheep out of a rival's barn into that rival's own barnyard.")),
)

BY_ID = {t.id: t for t in CARD_TYPES}
DECK: tuple[str, ...] = tuple(f"{t.id}:{c}" for t in CARD_TYPES for c in range(len(COLOURS)))


def card_type(card: str) -> CardType:
    return BY_ID[card.split(":")[0]]


def card_colour(card: str) -> int:
    return int(card.split(":")[1])


def card_name(card: str) -> str:
    return N_("{card} ({colour})", card=card_type(card).name, colour=COLOURS[card_colour(card)])

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
PLACES = (N_("barnyard"), N_("barn"))
