"""The in-game rules, in our own words, with every card described from the card table."""

from __future__ import annotations

from game.i18n import N_
from game.rules.boom_bah.cards import CARD_TYPES

WHEN = {"turn": N_("on your turn"), "mine": N_("when your sheep reveals a mine, even out of turn"),
        "bump": N_("only out of turn"), "answer": N_("at any time, against a card just played")}
"""When each timing lets a card be played, as the rules text says it."""

_BODY = """# Sheep-Boom-Bah

Each player has six sheep in their colour. The pasture is a 7 by 7 grid: the 24 spaces
around the edge are start spaces, the 5 by 5 middle is a field of face-down tiles hiding
one barn per player, eight land mines and safe tiles.

## Setup
- Everyone gets four cards. The deck has 80: each of the 20 cards once in each colour.
- In turn order, each player puts one sheep from their supply on a free start space until
  all are placed (with Quick setup the sheep are placed at random).

## Your turn
- Take two actions. An action is either stepping one of your sheep onto one of its eight
  neighbouring field tiles (diagonals count), or moving a sheep from your barnyard to your
  barn. The same sheep may step twice.
- Sheep never step onto a start space, and never from one start space to another.
- Playing and discarding cards is free, at any moment of your turn, as often as you like.
- If you played or discarded any card, draw back up to four when you end your turn. A card
  you played out of turn is made up for at the end of your next turn.

## Bumping
- Stepping onto a sheep pushes it one space further in the same direction; a line of sheep
  is pushed all together. A step that would push any sheep onto a start space or off the
  board is not allowed.
- A pushed sheep that lands on a face-down tile turns it over and meets it.

## Tiles
- Turning over a safe tile scores 1 point, a barn tile 3 points (any colour), for the
  owner of the sheep that turned it.
- A sheep that enters a barn tile, face down or not, goes into the barn of that tile's
  colour, on that player's board. Push a rival into your barn and they are yours.
- A land mine sends the sheep to its owner's graveyard and the tile becomes safe to cross,
  unless the owner answers with Hero of the Herd (defuse: a safe cone, 2 points, the sheep
  stays) or Am-Bah-Lance (the sheep is carried to a free start space).
- Walking onto a tile that is already face up scores nothing.

## Answering cards
- Any card may be cancelled by EIEI...NO, and an EIEI...NO by another, and so on. Players
  are asked in turn order.
- Each person chooses when they are asked, on the new-game screen and beside their hand.
  Always asked: every time, even with nothing to answer with, so being asked tells
  nobody what you hold. With an answer: only when you hold one; quicker, but the others can
  then tell that you do. Never asked: the table passes for you at once. Against the computer
  it starts at With an answer; when people share the screen, at Always asked.

## The end
- When someone has no sheep left on the board, the current turn finishes and then every
  other player, starting on the left, takes one last turn, even a player with no sheep
  left on the board (they may still herd, play and discard cards, or just end the turn).
- Score: the points you collected, plus 1 per card of your colour still in hand (a Wild
  Wool in hand counts whatever its colour), 1 per sheep in your barnyard, 3 per sheep of
  your own in your barn, 2 per rival sheep in your barn, minus 1 per sheep in your
  graveyard. Most points wins; a tie goes to the most sheep in the barn, then it is shared.

## Table rulings
- Sheep Battle: each side rolls one die, ties roll again.
- Every card played can be answered with EIEI...NO by the other players, asked in turn
  order. Once someone answers, the card is settled by that chain alone: if an odd number
  of EIEI...NO cards stand against it, it is cancelled.
- If your Hero of the Herd, Am-Bah-Lance or Wolf in Sheep's Clothing is cancelled, you are
  asked again, and may answer with another such card if you hold one.
- Wolf in Sheep's Clothing is offered before a bumping step happens, to the owners of the
  sheep about to be pushed (never to the player whose turn it is), anywhere in the chain:
  if you push A and A would push the wolf's sheep, it is still your stepping sheep that
  goes to your graveyard. Nothing is pushed, and the action is used up.
- A card whose target is gone by the time it takes effect (a Thank Ewe against a player
  who spent their last card answering it) does nothing and is still discarded.
- Sheeping Tom: only you learn the tile; everyone sees which tile you looked at.
- Thank Ewe takes a card at random. Wild Wool can be laid once per board.
- When the draw pile is empty, the discard pile is shuffled to make a new one.
- End your turn once both actions are used, or straight away if no action is possible.
- The end is triggered once, the first time someone has no sheep on the board; bringing a
  sheep back later does not undo it.
- A settled flock: if ten full rounds pass with no tile turned over and no sheep leaving
  the field, the game ends at once and is scored as usual (no endless shuffling about).

## The cards
"""


def _cards() -> str:
    return "\n".join(f"- {t.name} ({WHEN[t.timing]}): {t.text}" for t in CARD_TYPES)


RULES_TEXT = _BODY + _cards() + "\n"
