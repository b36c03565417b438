"""What one seat may know, as the plain dict the table draws from.

`view(seat)` keys (seat=None: a spectator; once the game is over everything is shown):
- "game": "sheep_sheep"; "players": 2; "seat"; "colours": the six colour names in order.
- "phase": "exchange" | "refill" | "over"; "turn": whose turn it is; "to_move" (None when
  over).
- "exchanges": made this turn (there is no limit).
- "grid": nine cells, row by row: {"up": colour showing, "down": colour underneath}, or None
  for an empty cell (while refilling). Both sides of every card in sight are public.
- "hands": per seat, its four cards as [colour, colour] (public: cards lie face up).
- "drawn": the card being placed while refilling, [colour, colour], else None.
- "pile": how many cards are left to draw (their order and faces are hidden).
- "collected": per seat, the cards collected as [colour showing, colour underneath].
- "lucky": per seat, the Lucky Sheep colour; None where hidden (a rival's, until the end).
- "dry_turns": turns in a row that collected nothing (every second one re-deals the grid,
  or ends the game when the pile is empty; twelve end it anyway).
- "scores": per seat the final score once over, else None; "result": `Result.to_json()`
  once over, else None; "end_reason": a sentence saying why the game ended, else None.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.rules.sheep_sheep.cards import COLOURS
from game.rules.sheep_sheep.limits import END_REASONS

if TYPE_CHECKING:
    from game.rules.sheep_sheep.state import SheepSheepState


def build_view(state: SheepSheepState, seat: int | None) -> dict[str, Any]:
    over = state.phase == "over"
    result = state.result().to_json() if over else None
    return {
        "game": "sheep_sheep",
        "players": state.players,
        "seat": seat,
        "colours": list(COLOURS),
        "phase": state.phase,
        "turn": state.turn,
        "to_move": state.to_move,
        "exchanges": state.exchanges,
        "grid": [{"up": f[0], "down": f[1]} if f else None for f in state.grid],
        "hands": [[list(c) for c in hand] for hand in state.hands],
        "drawn": list(state.drawn) if state.drawn else None,
        "pile": len(state.pile),
        "collected": [[list(f) for f in pile] for pile in state.collected],
        "lucky": [colour if over or s == seat else None for s, colour in enumerate(state.lucky)],
        "dry_turns": state.dry_turns,
        "scores": result["scores"] if result else None,
        "result": result,
        "end_reason": END_REASONS[state.end_reason] if state.end_reason else None,
    }
