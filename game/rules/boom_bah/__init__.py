"""Sheep-Boom-Bah: sheep cross a face-down field of barns, safe tiles and land mines.

Rulings where the rulebook is silent (see also RULINGS.md; in-game text in text.py):
- Reactions: every card played opens an EIEI...NO window for the other seats, clockwise
  from the player. An EIEI...NO played closes the window it answers; when the top card of
  the chain stands, each EIEI...NO cancels the card below it. Hero of the Herd and
  Am-Bah-Lance answer a mine under your own sheep; if one is cancelled you may try the
  other. Wolf in Sheep's Clothing is offered, before a bumping move happens, to the owners
  of the sheep about to be bumped (never the turn player): the moving sheep goes to its
  owner's graveyard, nothing is pushed, and the action is spent.
- Only the far end of a bump chain can land on a face-down tile (every other cell of the
  chain holds a sheep, so it was revealed).
- A turn ends with "end turn" once both actions are used (or none is possible). When the
  draw pile runs out, the discard pile is shuffled into a new one.
- The end: as soon as a seat has no sheep left on the board (start spaces or field), the
  game is triggered once; after the current turn, every other seat plays one more turn, in
  order from the left of the turn player, with or without sheep on the board (RULINGS). A
  sheep brought back later does not undo this.
- A card whose target is gone when it resolves (Thank Ewe against a hand emptied by an
  EIEI...NO) does nothing and is still discarded (card_fizzled). When an EIEI...NO cancels
  a Hero, an Am-Bah-Lance or a Wolf, its owner is asked again.
- A settled flock (`QUIET_ROUNDS`): ten full rounds with no tile turned over and no sheep
  leaving the field end the game at once, scored as usual; without it two cautious players
  (or AIs) could shuffle sheep back and forth for ever.
- Wild Wool can be laid only once per board; laid, it makes every sheep in your barn worth
  3; kept in hand, it scores 1 whatever its colour.

Events (kind: public fields; `secret` only for the seats in `seen_by`):
  turn_started {seat}; sheep_placed {seat, cell}; sheep_moved {seat, source, to};
  bump_chain {pushes: [[from, to], ...] nearest sheep first}; tile_flipped {cell, tile, seat}
  (reveals); points {seat, points, why}; mine_exploded {seat, cell}; mine_defused {seat,
  cell}; tile_changed {cell, tile}; sheep_to_barn / sheep_to_barnyard {seat, colour, source};
  sheep_to_graveyard {seat, source}; sheep_to_start {seat, source, to}; sheep_flown {seat,
  source, to}; wolf {seat, cell}; card_played {seat, card, target}; card_cancelled {seat,
  card, by}; card_fizzled {seat, card, target, why}; card_discarded {seat, card}; reaction_asked {seat, about}; reaction_passed
  {seat, about}; dice_rolled {seat, rival, rolls: [[mine, theirs], ...], winner};
  peek {seat, cell} secret {tile} for the peeker; peek_left {seat, cell};
  card_taken {seat, source} secret {card} for both; cards_drawn {seat, count} secret
  {cards} for the drawer; deck_reshuffled {size}; extra_action {seat, actions_left};
  wild_wool_laid {seat, card}; end_triggered {seats, final_turns}; flock_settled {rounds};
  game_over {winners}.
"source" is a cell number, or "barnyard", "graveyard" or "seat <n>" (a rival's board).
The `view()` dict is documented in view.py.
"""

from __future__ import annotations

from game.i18n import N_
from game.rules.base import GameSpec, Option
from game.rules.boom_bah.actions import (
    ACTION_CLASSES,
    Discard,
    EndTurn,
    Herd,
    Move,
    Pass,
    Place,
    Play,
    Sneak,
)
from game.rules.boom_bah.state import State
from game.rules.boom_bah.text import RULES_TEXT
from game.rules.boom_bah.tiles import DEFAULT_TILE_MIX


def board_tile_mix(board: dict[str, str] | None, players: int) -> dict[str, int]:
    """The field's tile mix from a table map's `tile_mix_<players>` ("barn:2,mine:8,...")."""
    text = (board or {}).get(f"tile_mix_{players}")
    if not text:
        return dict(DEFAULT_TILE_MIX[players])
    try:
        return {kind.strip(): int(count) for kind, count in
                (part.split(":") for part in text.split(","))}
    except ValueError:
        raise ValueError(f"A tile mix reads like barn:2,mine:8,safe:15, not {text!r}.") from None


def new_state(players: int, seed: int, options: dict[str, str],
              board: dict[str, str] | None = None) -> State:
    """A new game; a board (its map's properties) may bring its own tile mix."""
    return State(players, seed, options, board_tile_mix(board, players))


SPEC = GameSpec(
    id="boom_bah",
    title=N_("Sheep-Boom-Bah"),
    blurb=N_("Lead your sheep across a hidden field to find your barn, and mind the land "
             "mines."),
    min_players=2,
    max_players=4,
    options={
        "quick_setup": Option(N_("Quick setup"), ("off", "on"), "off",
                              N_("Place everyone's sheep on random start spaces.")),
        "auto_pass": Option(N_("Auto-pass"), ("on", "off"), "on",
                            N_("Do not ask a player who holds no card that could answer.")),
    },
    new_state=new_state,
    rules_text=RULES_TEXT,
)

__all__ = ["SPEC", "State", "DEFAULT_TILE_MIX", "ACTION_CLASSES", "Place", "Move", "Herd",
           "Play", "Discard", "Pass", "Sneak", "EndTurn"]
