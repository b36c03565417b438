"""The in-game rules reference for Bye-Bye Black Sheep, in our own words; the tables come from
the card data, so a corrected printing changes them in one place."""

from __future__ import annotations

from game.rules.bye_bye.cards import PLAYER_COUNTS, SET_NAMES
from game.rules.bye_bye.state import QUIET_ROUNDS


def _count_rows() -> str:
    rows = []
    for players, row in PLAYER_COUNTS.items():
        specials = f"{row.eagles} Eagle{'s' if row.eagles > 1 else ''}, " \
                   f"{row.moles} Mole{'s' if row.moles > 1 else ''}"
        rows.append(f"- {players} players: sets 1 to {row.sets}; {players} Black Sheep, "
                    f"{specials}, the Thieving Magpie; {row.deal} set cards each; hands refill "
                    f"to {row.hand}; {row.triplets} triplets win.")
    return "\n".join(rows)


def _names() -> str:
    return ", ".join(f"{n} {name}" for n, name in SET_NAMES.items())


RULES_TEXT = f"""\
# Bye-Bye Black Sheep

Every player is building a little zoo. Pull animal cards out of your rivals' hands, one at a
time, and lay groups of three of a kind in your zoo. Pull out a Black Sheep, though, and your
turn is over before you could lay anything.

## What is in play
{_count_rows()}
- The sets are numbered; our animals for them: {_names()}.

## Set-up
- Everyone gets their set cards, one Black Sheep and one other special card (an Eagle or a
  Mole), and keeps them hidden in hand. The rest of the set cards are the draw pile.
- The Thieving Magpie lies face up beside the pile until it comes into play.
- Advanced rules: instead of the Eagles and Moles of the table above, each player in turn
  picks one card from three Eagles, two Moles, the White Sheep, the Mother Sheep and the Wolf.
  The picked cards are shuffled and everyone is dealt one of them. Computer players pick at
  random among the cards still on offer.

## Your turn
- Draw a card from any rival's hand and lay it face up at the watering hole. The card is a
  random one from that hand. Repeat as often as you dare, from the same rival or another.
- Draw a Black Sheep and you must stop: it goes straight back to the player you took it
  from, you take the cards at the watering hole into your hand, and you lay nothing.
- Stop before that, and you take the cards into your hand too, but you may then lay up to
  two fewer cards than lie at the watering hole into your zoo, face up, picked from those
  cards and the rest of your hand. Only animal cards go into a zoo.
- Then, starting on your left, every other player draws from the pile back up to the hand
  size. Once the pile is empty, nobody refills any more.

## Special cards
A special card drawn from a hand lies at the watering hole and counts like any other card
there (except the Black Sheep, which always goes home).
- Eagle: you may ask any rival for an animal of your choice. If they have one, it joins the
  watering hole and you carry on; if not, your turn ends as if you had stopped.
- Mole: you see the whole hand it came from, may take one animal card from it onto the
  watering hole, and carry on. Only you learn that hand; it is shuffled afterwards.
- Thieving Magpie: it comes into play the first time a player lays their third kind of animal
  in their zoo, or lays an animal that another zoo already has; that player takes it into
  their hand. Drawn from a hand later, it lets you take one card from any rival's zoo onto the
  watering hole.
- White Sheep (advanced): the player you drew it from may at once lay one animal card from
  their hand in their own zoo. That can bring in the Magpie, or win them the game.
- Mother Sheep (advanced): the top card of the pile joins the watering hole too.
- Wolf (advanced): the player you drew it from sets every card already at the watering hole
  face down in front of them and takes them into their hand when your turn ends. The Wolf
  stays, and you may carry on drawing.

## Winning
- A triplet is three cards of one animal in your zoo (a fourth adds nothing). The first to
  own enough triplets wins at once, even in the middle of a turn, even by a White Sheep.

## Our rulings
- The card you draw is always a random one of that hand; nobody can arrange their cards.
- You may stop at any moment, even before drawing anything.
- Cards go into your zoo one at a time; the Magpie and the win are checked after each one.
- Everyone keeps a Black Sheep in hand for the whole game, so no hand is ever empty. A player
  with no card at all could not be drawn from, and a turn with nobody to draw from can only
  end by stopping.
- The cards the Wolf drove away are face down: only their new owner knows them.
- The first seat starts, and picks first under the advanced rules.

## Where the English and German rulebooks differ
The box holds an English and a German rulebook, and on three points they do not agree. We
follow the German one, the original:
- The Mole always shows you the whole hand it came from. Looking is not up to you; taking an
  animal from that hand is.
- The Mother Sheep always brings the top card of the pile to the watering hole as long as the
  pile has one. Nobody is asked.
- After you stop, you may lay as many cards as lie at the watering hole at that moment, less
  two. Cards the Wolf drove away no longer count; cards an Eagle, a Mole, the Magpie or the
  Mother Sheep brought in count like any other.

## When nobody gets the triplets
- The game ends when no card can ever reach a zoo again: the pile is empty, no hand holds an
  animal card, and no Magpie can steal.
- The Magpie can steal while it is in someone's hand and any zoo holds a card. As long as it
  can, play goes on: draw the Magpie, steal a card with it, draw one more card and stop, and
  you may lay the stolen card. That card may be the one that wins.
- Our own addition, not in the rulebook: {QUIET_ROUNDS} full rounds in which nobody lays a
  card in a zoo also end the game, so that it cannot stall for ever. A turn counts once the
  pile is empty, or while it still has cards, when no card changes hands in it.
- Either way, the most triplets win; if that is tied, the most cards in the zoo; if that is
  tied too, the win is shared.
"""
