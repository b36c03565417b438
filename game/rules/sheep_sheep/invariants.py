"""What must hold after every action of Sheep Sheep (checked by the soak and fuzz tests)."""

from __future__ import annotations

from collections import Counter

from game.rules.sheep_sheep.cards import COLOURS, card_of, deck_counter
from game.rules.sheep_sheep.limits import HAND_SIZE, STUCK_TURNS
from game.rules.sheep_sheep.state import SheepSheepState


def problems(state: SheepSheepState) -> list[str]:
    """Sentences for every broken invariant (empty when all is well)."""
    out = []
    cards = state.cards_in_sight() + Counter(state.pile)
    if cards != deck_counter():
        out.append(f"cards are not conserved: {dict(cards - deck_counter())} too many, "
                   f"{dict(deck_counter() - cards)} missing")
    faces = [f for f in state.grid if f] + [f for pile in state.collected for f in pile]
    if any(card_of(f) not in deck_counter() for f in faces):
        out.append("a card on the table shows the same colour on both sides")
    for seat, hand in enumerate(state.hands):
        if len(hand) != HAND_SIZE:
            out.append(f"seat {seat} holds {len(hand)} cards")
    if len(set(state.lucky)) != 2 or not set(state.lucky) <= set(COLOURS):
        out.append(f"the Lucky Sheep are wrong: {state.lucky}")
    empty = sum(f is None for f in state.grid)
    if state.phase == "exchange" and empty:
        out.append("a turn goes on with empty cells in the grid")
    if (state.phase == "refill") != (state.drawn is not None):
        out.append("a card is being placed outside a refill, or a refill has no card")
    if state.phase == "refill" and not empty:
        out.append("a card is being placed but no cell is empty")
    if state.exchanges < 0:
        out.append(f"{state.exchanges} exchanges in one turn")
    if state.phase != "over" and state.dry_turns >= STUCK_TURNS:
        out.append(f"the game goes on after {state.dry_turns} turns without a collection")
    if state.end_reason == "stuck" and state.dry_turns != STUCK_TURNS:
        out.append(f"the game stalled after {state.dry_turns} dry turns, not {STUCK_TURNS}")
    if state.end_reason == "dry" and state.pile:
        out.append("the game ended for want of collections with cards left in the pile")
    if state.phase != "over":
        for seat in range(state.players):
            view = state.view(seat)
            if view["lucky"][1 - seat] is not None:
                out.append(f"seat {seat} sees the rival's Lucky Sheep")
            if view["lucky"][seat] != state.lucky[seat]:
                out.append(f"seat {seat} does not see its own Lucky Sheep")
            if not isinstance(view["pile"], int):
                out.append(f"seat {seat} sees into the pile")
    return out
