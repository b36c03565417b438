"""The in-game rules reference for Sheep Sheep, in our own words."""

from game.rules.sheep_sheep.limits import STUCK_TURNS

RULES_TEXT = f"""\
# Sheep Sheep

Two shepherds take turns rearranging a 3 by 3 grid of sheep cards. Line up three or more
sheep of one colour and you collect them; sheep of your secret lucky colour count double.

## What is in the game
- 45 sheep cards with a sheep on each side, in two different colours. The colours are red,
  orange, yellow, teal, blue and purple; every pairing of two colours appears on three
  cards. (The real card list is lost; this mix is our reconstruction.)
- Six Lucky Sheep cards, one of each colour.

## Set-up
- Each player secretly gets one Lucky Sheep. Nobody else sees it until the end; the other
  four go back in the box.
- Each player takes four sheep cards and lays them face up in front of them. Both sides of
  these cards are open to everyone.
- Nine cards make the grid in the middle. They are turned so that no three or more sheep of
  one colour touch side to side; two alike next to each other are fine. Among the turnings
  that work, one is picked at random. Should no turning work, the nine go back into the
  deck, it is shuffled and the grid is dealt again.
- The rest form a face-down draw pile. The first player starts.

## Your turn
- Make as many exchanges as you like, or none at all. There is no limit: lining up a
  colour can take more than a dozen.
- An exchange: take one card from the grid and put one of your own cards in its place. The
  sheep you take must be the colour on the down side of the card you put there; the cell
  then shows the colour of your card's other side.
- You may lay your cards either side up. A card you have just taken is yours at once and can
  go straight back into the grid in a later exchange. You always hold four cards.
- Then end your turn. Every group of three or more sheep of one colour that touch side to
  side (corners do not count) is collected by you. Keep those cards with the side that
  showed, under your Lucky Sheep: that side is what they score.
- Fill each empty cell from the draw pile, one card at a time: draw a card, everyone sees
  both its sides, and you choose the empty cell and the side that shows. A group made this
  way stays in the grid for your rival.

## A blocked grid
- If both players end a turn one after the other without collecting anything, the nine cards
  of the grid are shuffled and dealt again, each turned at random.

## The end
- The game ends when the draw pile cannot fill the cells left empty by a collection.
- It also ends when the draw pile is empty and two turns in a row collect nothing.
- And it ends after {STUCK_TURNS} turns in a row that collect nothing, even with cards left to
  draw. While the pile has cards, fewer turns without a collection never end the game.

## Scoring
- Every card you collected is worth 1 point, or 2 if the side that showed is the colour of
  your Lucky Sheep.
- Most points wins. A tie goes to the player with more cards of their lucky colour, then to
  the one with the most cards of any single colour; after that the win is shared.

## Our rulings
- Exchanges are unlimited, as the rulebook says. The computer players stop themselves after
  a fair number; you never have to.
- The blocked-grid re-deal and the end with an empty pile are how we read the rule for a
  game that no longer moves.
- The stalled game is our own addition, so that two players who never collect cannot play
  for ever: {STUCK_TURNS} turns in a row without a collection (five re-deals in between) end
  the game, scored as usual.
- The first player is the first seat.
"""
