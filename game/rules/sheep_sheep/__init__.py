"""Sheep Sheep: exchange two-sided sheep cards with a 3x3 grid to line up colours.

Rules: `seeds/sheep-sheep.txt` and the Sheep Sheep section of RULINGS.md (its reading of the
exchange is binding); `RULES_TEXT` is the in-game summary. Exactly two players. Colours are
`COLOURS` (red, orange, yellow, green, blue, purple); cards are `COMPOSITION` (every pair of
two colours three times). Cells are 0..8, row by row.

Our rulings (also in `RULES_TEXT`):
- No limit on exchanges in a turn (the rulebook: as many as you like). Some positions need
  fifteen or more to line up a colour. An AI bounds its own search and its own turn.
- Set-up follows the printed rule: the grid's cards are turned so that no orthogonally
  connected group of three or more of one colour shows (pairs may), a random choice among
  all turnings that work. Should none work, the nine go back into the deck, it is shuffled
  and the grid dealt again (no random deal has needed it yet).
- Refilling: each card is drawn (and shown to everyone) before its cell and face are chosen
  (`Refill`), one card at a time. If the pile holds fewer cards than the empty cells, the
  game ends at once (the grid cannot be refilled); the cards just collected count.
- Blocked: two turns in a row without a collection re-deal the grid (cards shuffled, faces
  at random) when the pile has cards, and end the game when it is empty. The stall end is
  our addition: twelve such turns in a row (`STUCK_TURNS`, after five re-deals) end a game
  whose pile still has cards; no fewer do.
- Hidden: each Lucky Sheep (until the end) and the pile. Both sides of every card in the
  hands, on the grid and in the collections are public; a card drawn is public at once.
- Score: 1 per collected card, 2 for one showing your lucky colour. Ties: most lucky-colour
  cards, then most cards of one colour, then shared. Seat 0 starts.

`view(seat)` is documented in view.py.

Events (`Event.kind`: public fields; everything is public except where noted):
- exchanged: seat, cell, placed [up, down], taken [up, down] (the card as it lay).
- collected: seat, cards [[up, down], ...], groups [{colour, cells}].
- nothing_collected: seat, dry_turns.
- card_drawn: seat, card [a, b], pile (cards left); reveals.
- refilled: seat, cell, card [up, down].
- grid_redealt: grid (nine [up, down]); reveals.
- turn_began: seat.
- game_over: reason (a sentence), lucky (per seat), winners, scores, breakdown, note;
  reveals.
"""

from __future__ import annotations

from game.rules.base import GameSpec
from game.rules.sheep_sheep.actions import ACTION_CLASSES, EndTurn, Exchange, Refill
from game.rules.sheep_sheep.cards import COLOURS, COMPOSITION, LETTERS, LUCKY_SHEEP, card
from game.rules.sheep_sheep.grid import CELL_NAMES, CELLS, NEIGHBOURS, groups
from game.rules.sheep_sheep.limits import HAND_SIZE, STUCK_TURNS
from game.rules.sheep_sheep.rules_text import RULES_TEXT
from game.rules.sheep_sheep.state import SheepSheepState

State = SheepSheepState  # the game's State, as other modules name it


def new_state(players: int, seed: int, options: dict[str, str]) -> SheepSheepState:
    return SheepSheepState.new(seed)


SPEC = GameSpec(
    id="sheep_sheep",
    title="Sheep Sheep",
    blurb="Swap two-sided sheep cards into the grid to line up colours, and mind your lucky one.",
    min_players=2,
    max_players=2,
    options={},
    new_state=new_state,
    rules_text=RULES_TEXT,
)

__all__ = [
    "ACTION_CLASSES", "CELLS", "CELL_NAMES", "COLOURS", "COMPOSITION", "HAND_SIZE", "LETTERS",
    "LUCKY_SHEEP", "NEIGHBOURS", "RULES_TEXT", "SPEC", "STUCK_TURNS", "EndTurn", "Exchange",
    "Refill", "SheepSheepState", "State", "card", "groups", "new_state",
]
