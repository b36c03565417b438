"""Bye-Bye Black Sheep: draw cards from your rivals' hands and lay triplets in your zoo.

Rules: `seeds/bye-bye-black-sheep.txt` and the Bye-Bye Black Sheep section of RULINGS.md;
`RULES_TEXT` is the in-game summary. Cards are strings: a set card is its number ("1".."16"),
a special card its name (`SPECIALS`); the cards in play per player count and the set names
are the one data table in cards.py. Option `advanced=on|off`.

Our rulings (also in `RULES_TEXT`):
- A draw takes a uniformly random card of the chosen hand (RULINGS); hands are kept sorted.
- After stopping, up to (cards at the watering hole) - 2 cards go into the zoo: the Wolf's
  scattering lowers the count, cards brought by the Eagle, Mole, Magpie and Mother Sheep
  raise it (the German rulebook counts "the animals at the watering hole"). Cards are placed
  one at a time (`Place`), from the watering hole first, then from the hand; `EndTurn`
  stops early. The Magpie's entry and the win are checked after every card.
- A player may stop at any time, even before drawing. The Mole always shows the hand (only
  the drawer learns it, `known`); taking a card is optional. The Mother Sheep always draws
  when the pile has a card. Eagle, Mole, Magpie and White Sheep choices may be declined
  (`Pass`). The White Sheep's owner is always asked, even with no animal in hand, so being
  asked reveals nothing.
- Every hand always holds its own Black Sheep (it can never leave a hand for good), so no
  hand is ever empty; `Draw` is offered only for rivals holding cards, so a turn with nobody
  to draw from ends by `Stop` (RULINGS).
- The end: the first zoo with the triplets wins at once (in turn or not). After a turn the
  game also ends when no card can reach a zoo again (`run_dry`: the pile is empty, no hand
  holds a set card, and no Magpie can steal, i.e. it is not in a hand while a zoo holds a
  card), or when `QUIET_ROUNDS` full rounds pass with no card placed in any zoo (a turn
  counts if it ends with the pile empty, or if no card changed hands in it; so stalled
  games end, even when everyone stops without drawing). Then the
  most triplets win, then the most cards in the zoo, then the win is shared (RULINGS).
- The Wolf's stash is face down: hidden from all but the robbed player.
- Seat 0 starts and chooses first under the advanced rules.

Knowledge: `known[observer][holder]` lists cards the observer knows are in the holder's
hand: what a Mole showed, and cards seen going into that hand face up (the watering hole at
the end of a turn, the Magpie), less cards that left it face up. It is a lower bound that is
never wrong, so `determinize` keeps those cards where they are. `seen[holder]` is the part
everybody shares; in a determinized world the rivals know only that.

`view(seat)` is documented in view.py.

Events (`Event.kind`: public fields; `secret` only for the seats in `seen_by`):
- special_chosen: seat, card. special_dealt: seat; secret card for that seat; reveals.
- turn_began: seat.
- card_drawn: seat, rival, card; reveals. bye_bye: seat, owner (the Black Sheep went home).
- eagle_asked: seat, rival, card, found; reveals.
- mole_looked: seat, rival; secret hand for the drawer; reveals.
- mole_fetched: seat, rival, card. magpie_stole: seat, victim, card.
- nothing_to_steal: seat (the Magpie was drawn, no rival zoo has a card).
- white_sheep: seat (who may place now). mother_sheep: seat, card (None: pile empty).
- wolf_scattered: seat (the robbed player), cards. passed: seat, about (the phase).
- stopped: seat, drawn, allowance. placed: seat, card, source ("watering" or "hand").
- magpie_entered: seat, why (["third_species", "shared_species"]).
- watering_taken: seat, cards, told (the stop already took them into the hand). stash_taken: seat, count; secret cards for that seat.
- hand_refilled: seat, count, pile; secret cards for that seat; reveals. pile_empty.
- game_over: reason (a sentence), hands, winners, scores, breakdown, note; reveals.
"""

from __future__ import annotations

from game.rules.base import GameSpec, Option
from game.rules.bye_bye.actions import (
    ACTION_CLASSES,
    Ask,
    Choose,
    Dig,
    Draw,
    EndTurn,
    Pass,
    Place,
    Steal,
    Stop,
)
from game.rules.bye_bye.cards import (
    ADVANCED_OFFER,
    PLAYER_COUNTS,
    SET_NAMES,
    SPECIALS,
    card_name,
    is_set,
    triplets,
)
from game.rules.bye_bye.rules_text import RULES_TEXT
from game.rules.bye_bye.state import QUIET_ROUNDS, ByeByeState

State = ByeByeState  # the game's State, as other modules name it


def new_state(players: int, seed: int, options: dict[str, str]) -> ByeByeState:
    return ByeByeState.new(players, seed, options)


SPEC = GameSpec(
    id="bye_bye",
    title="Bye-Bye Black Sheep",
    blurb="Draw animals from your rivals' hands for your zoo, and say bye-bye to black sheep.",
    min_players=2,
    max_players=5,
    options={"advanced": Option("Advanced rules", ("off", "on"), "off",
                                "Adds the White Sheep, Mother Sheep and Wolf, and everyone "
                                "chooses the special cards.")},
    new_state=new_state,
    rules_text=RULES_TEXT,
)

__all__ = [
    "ACTION_CLASSES", "ADVANCED_OFFER", "PLAYER_COUNTS", "QUIET_ROUNDS", "RULES_TEXT", "SET_NAMES",
    "SPEC", "SPECIALS", "Ask", "ByeByeState", "Choose", "Dig", "Draw", "EndTurn", "Pass", "Place",
    "State", "Steal", "Stop", "card_name", "is_set", "new_state", "triplets",
]
