"""The in-game rules reference for Black Sheep, in our own words."""

RULES_TEXT = """\
# Black Sheep

Two to four farmhands bid for animal figures with animal cards. Win a field and its two
figures walk into your corral. Most figures are worth points. Black sheep cost their value,
but the most black sheep still earn the +6 majority.

## What is on the table
- 36 figures: six each of horse, cow, pig, sheep, rooster and black sheep. Each figure hides
  a value: 1, 1, 2, 2, 3 and 3 for each type, and minus 1, 1, 2, 2, 3, 3 for black sheep.
- 84 animal cards, 14 of each type.
- Three fields. Each field holds two figures and has one side facing each player.

## Set-up
- Each field gets two figures: draw two cards, place a figure of each drawn animal, then put
  the cards face up on the discard pile. Which figure of a type comes out is random.
- Everyone takes three cards. The first seat starts.

## Your turn
- Pick a field whose side facing you has fewer than three cards.
- No cards on your side yet: play one or two cards. One card there: play two. Two cards there:
  play one. Two cards always go to the same field.
- If your hand holds fewer cards than the rule asks for, play what you have.
- If you played exactly one card, you may throw one card from your hand onto the discard pile.
- Then draw back up to three cards. When the draw pile runs out, shuffle the discard pile to
  make a new one; if both are empty, you simply draw nothing.
- If every side facing you is full, you skip your turn (you still draw up to three).

## Scoring a field
- A field is scored as soon as every player's side of it has three cards.
- Your combination is the field's two figures plus your three cards there.
- Ranks, best first:
  - Five of a kind
  - Four of a kind
  - Full house (three of one animal and two of another)
  - Three of a kind
  - Two pairs
  - One pair
  - High animal
- Animal order, best first: horse, cow, pig, sheep, rooster, black sheep.
- Same rank: compare the animals that make the rank (in a full house the three before the
  two; in two pairs the higher pair, then the lower pair), then the other animals from best
  to worst.
- Exactly the same animals: the side that was filled first wins.
- The winner puts both figures in their corral (only they may look at the values), the cards
  go to the discard pile and the winner takes the next turn.

## Restocking a field
- Draw two cards and place a figure for each.
- If one card names a type with no figures left, place the other and draw more cards one at
  a time until one names a type that still has figures.
- If both cards name types with no figures left, the field is turned over for good: the end
  of the game has begun.
- All cards drawn this way go to the discard pile.

## The end
- Once a field has been turned over, every field scored afterwards is turned over too instead
  of being restocked. When the last field is scored, the game ends.
- Add up the values of your figures (black sheep subtract).
- Majority bonus: 6 points for having strictly the most figures of a type (black sheep
  count too). A tie for most gives the bonus to nobody.
- Set bonus: 6 points for every set of one figure of each of the six types.
- Highest total wins; a tie goes to whoever has more figures, then the tied players share the
  win.

## Task card variant
- No majority or set bonuses. Instead six task cards are in play: each player gets one secret
  task (two each with two players) and the rest of the six lie face up.
- At the end every task in play, secret or face up, scores for every player who meets it.
- Majority tasks (horse, cow, pig, sheep, rooster): 8 points to each player with the most of
  that type, ties included (you need at least one).
- Combination tasks score for each separate copy of the combination in your corral: horse +
  cow 4, pig + sheep 4, rooster + horse 4, cow + pig + rooster 7, sheep + sheep 3,
  horse + pig + sheep 7.
- The "!" task: if it is in play and exactly one player has any black sheep, that player wins
  outright. If nobody or several players have black sheep, it does nothing.
- The twelve task cards and their points are our reconstruction of the lost card list.

## Our rulings where the rulebook is silent
- Only the field you just played to can fill up, but if several fields were ever full at
  once they would be scored from left to right, and the winner of the last one moves next.
- Restock cards are judged in the order drawn: two pigs with one pig figure left place that
  pig and then draw a replacement.
- If no figures at all remain while restocking, the field keeps what it got (possibly one
  figure) and is scored with that.
- If you hold no cards and cannot play, you skip your turn.
"""
