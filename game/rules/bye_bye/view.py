"""What one seat may know, as the plain dict the table draws from.

`view(seat)` keys (seat=None: a spectator; once the game is over every hand is shown):
- "game": "bye_bye"; "players"; "seat"; "advanced": bool; "sets": sets in play (1..sets);
  "target": triplets that win; "hand_limit": the refill size.
- "phase": "choose" | "draw" | "eagle" | "mole" | "magpie" | "white" | "place" | "over";
  "turn": the turn player (the choosing seat during the advanced set-up); "to_move": the
  seat deciding now (the White Sheep's owner out of turn; None when over).
- "hand": this seat's cards, sorted ([] for a spectator); "hands": per seat its cards or
  None where hidden; "hand_sizes": per seat. Every hand always holds its Black Sheep.
- "known": {holder: [cards]} (str keys) cards this seat knows a rival holds: what its Mole
  showed, and what it saw go into that hand face up (the watering hole at the end of a turn,
  the Magpie), less what has left that hand face up since. Cards the hand gained unseen
  (refills, the Wolf's stash) are not in it, so it is a lower bound, never wrong.
- "seen": per seat, the part of that knowledge everybody shares (cards seen going into the
  hand face up, less those that left it face up).
- "zoos": per seat, its cards sorted (public); "triplets": per seat.
- "watering": the cards at the watering hole in the order they came; "watering_from": per
  card "hand:<seat>", "zoo:<seat>" or "pile".
- "source": the seat the Mole or the White Sheep was drawn from while it matters, else None;
  "allowance": cards that may still go into the zoo in the "place" phase (else 0).
- "stash_sizes": per seat, the Wolf's face-down cards waiting for the end of the turn;
  "stash": this seat's own such cards ([] for a spectator).
- "pile": cards left to draw (a count: order and faces are hidden); "magpie_waiting": the
  Thieving Magpie still lies by the pile.
- "specials": the special cards dealt besides the Black Sheep (public: the basic table, or
  what was chosen); "offer": the special cards still offered during the advanced set-up;
  "chosen": the cards chosen so far, in seat order.
- "quiet_turns": quiet turns in a row (no card placed in any zoo, and the pile empty or no
  card changed hands): `QUIET_ROUNDS` rounds of them end the game.
- "end_reason": a sentence once over, else None; "result": `Result.to_json()` once over.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.rules.bye_bye.cards import sort_cards, triplets

if TYPE_CHECKING:
    from game.rules.bye_bye.state import ByeByeState


def build_view(state: ByeByeState, seat: int | None) -> dict[str, Any]:
    over = state.phase == "over"
    sees = [over or s == seat for s in range(state.players)]
    known = {} if seat is None else {str(holder): list(cards) for holder, cards
                                     in enumerate(state.known[seat]) if cards}
    return {
        "game": "bye_bye",
        "players": state.players,
        "seat": seat,
        "advanced": state.advanced,
        "sets": state.row.sets,
        "target": state.row.triplets,
        "hand_limit": state.row.hand,
        "phase": state.phase,
        "turn": state.turn,
        "to_move": state.to_move,
        "hand": [] if seat is None else list(state.hands[seat]),
        "hands": [list(h) if sees[s] else None for s, h in enumerate(state.hands)],
        "hand_sizes": [len(h) for h in state.hands],
        "known": known,
        "seen": [list(h) for h in state.seen],
        "zoos": [list(z) for z in state.zoos],
        "triplets": [triplets(z) for z in state.zoos],
        "watering": list(state.watering),
        "watering_from": list(state.watering_from),
        "source": state.source,
        "allowance": state.allowance if state.phase == "place" else 0,
        "stash_sizes": [len(s) for s in state.stashes],
        "stash": [] if seat is None else list(state.stashes[seat]),
        "pile": len(state.pile),
        "magpie_waiting": state.magpie_waiting,
        "specials": sort_cards(list(state.specials)),
        "offer": sort_cards(list(state.offer)) if state.phase == "choose" else [],
        "chosen": list(state.chosen),
        "quiet_turns": state.quiet_turns,
        "end_reason": state.end_sentence(),
        "result": state.result().to_json() if over else None,
    }
