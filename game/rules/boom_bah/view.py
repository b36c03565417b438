"""What one seat may know, as the plain dict the table scene draws from.

`view(seat)` keys (cells are ints 0..48, row * 7 + col; seats/colours are ints):
- "game": "boom_bah"; "players"; "seat" (None for a spectator); "colours": colour names.
- "phase": "setup" | "play" | "over"; "turn": the turn player (the placing seat in setup);
  "to_move": the seat deciding now (None when over); "actions_left".
- "sheep": 49 entries, the owning seat of the sheep on that cell or None.
- "tiles": 49 entries: "start" (start space), "down" (face down, unknown to this seat),
  or a kind: "safe", "mine" (only while its mine question is open), "cone", "cross",
  "barn:<seat>".
- "peeked": {cell: kind} of face-down tiles this seat looked at with Sheeping Tom
  (str keys); "peeks": per seat, the face-down cells it has peeked at (public).
- "hand": this seat's cards (sorted; [] for a spectator); "hand_sizes": per seat;
  "hands": per seat the list of cards, or None where hidden (all shown when over).
- "known": {holder: [cards]} (str keys) the cards this seat knows a rival holds: it lost
  them to that rival's Thank Ewe and they have not left that hand face up since.
- "deck_size"; "discard": face-up pile, oldest first; "wild_wool": per seat the Wild Wool
  card laid by that board, or None.
- "reserve": sheep still to place; "barnyards"/"barns": per seat, counts per colour;
  "graveyards": per seat; "points": per seat, the score track (tiles and defusing);
  "scored": per seat, {source: times} of what added to the track ("safe", "barn" tiles
  turned over, "defused" mines: `tiles.SCORED`, worth `tiles.POINTS_FOR` each).
- "pending": the open questions, bottom first, each a dict with "kind" ("answer", "mine",
  "wolf", "tom") and its public fields ("seat", "card", "target", "cell", "frm", "to",
  "sheep"), plus "asked" (the seat being asked) where it applies.
- "refill_due": per seat, whether it draws up to four at the end of its next turn.
- "final_turns": None, or the seats still to play their last turn.
- "options", "tile_mix"; "result": `Result.to_json()` once the game is over, else None.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.rules.boom_bah import board, tiles
from game.rules.boom_bah.cards import COLOURS

if TYPE_CHECKING:
    from game.rules.boom_bah.state import State

def _tile(state: State, cell: int, over: bool) -> str:
    if board.is_start(cell):
        return "start"
    if state.revealed[cell] or over:
        return state.tiles[cell]
    return "down"


def build_view(state: State, seat: int | None) -> dict[str, Any]:
    over = state.phase == "over"
    sees = [over or s == seat for s in range(state.players)]
    peeked = {} if seat is None else {str(c): state.tiles[c] for c in state.peeked[seat]}
    return {
        "game": "boom_bah",
        "players": state.players,
        "seat": seat,
        "colours": list(COLOURS[:state.players]),
        "phase": state.phase,
        "turn": state.turn,
        "to_move": state.to_move,
        "actions_left": state.actions_left,
        "sheep": list(state.sheep),
        "tiles": [_tile(state, c, over) for c in board.CELLS],
        "peeked": peeked,
        "peeks": [sorted(p) for p in state.peeked],
        "hand": [] if seat is None else list(state.hands[seat]),
        "known": {} if seat is None else {str(h): list(cards) for h, cards
                                          in enumerate(state.known[seat]) if cards},
        "hand_sizes": [len(h) for h in state.hands],
        "hands": [list(h) if sees[s] else None for s, h in enumerate(state.hands)],
        "deck_size": len(state.deck),
        "discard": list(state.discard),
        "wild_wool": list(state.wild_wool),
        "reserve": list(state.reserve),
        "barnyards": [list(b) for b in state.barnyards],
        "barns": [list(b) for b in state.barns],
        "graveyards": list(state.graveyards),
        "points": list(state.points),
        "scored": [dict(zip(tiles.SCORED, s, strict=True)) for s in state.scored],
        "pending": [f.public() for f in state.pending],
        "refill_due": list(state.refill_due),
        "final_turns": None if state.final_turns is None else list(state.final_turns),
        "options": dict(state.options),
        "tile_mix": dict(state.tile_mix),
        "result": state.result().to_json() if over else None,
    }
