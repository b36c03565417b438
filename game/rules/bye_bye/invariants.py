"""What must hold after every action of Bye-Bye Black Sheep (checked by the soak and fuzz)."""

from __future__ import annotations

from collections import Counter

from game.rules.bye_bye.cards import BLACK_SHEEP, is_set
from game.rules.bye_bye.state import ByeByeState


def problems(state: ByeByeState) -> list[str]:
    """Sentences for every broken invariant (empty when all is well)."""
    out = []
    cards, deck = state.all_cards(), state.full_deck()
    if cards != deck:
        out.append(f"cards are not conserved: {dict(cards - deck)} too many, "
                   f"{dict(deck - cards)} missing")
    for seat, hand in enumerate(state.hands):
        if hand.count(BLACK_SHEEP) != 1:
            out.append(f"seat {seat} holds {hand.count(BLACK_SHEEP)} Black Sheep")
    if any(not is_set(c) for zoo in state.zoos for c in zoo):
        out.append("a special card is in a zoo")
    if any(not is_set(c) for c in state.pile):
        out.append("a special card is in the pile")
    if BLACK_SHEEP in state.watering or any(BLACK_SHEEP in s for s in state.stashes):
        out.append("a Black Sheep was kept out of its owner's hand")
    if len(state.watering_from) != len(state.watering):
        out.append("the watering hole lost track of where its cards came from")
    for observer, known in enumerate(state.known):
        for holder, remembered in enumerate(known):
            if Counter(remembered) - Counter(state.hands[holder]):
                out.append(f"seat {observer} remembers cards seat {holder} does not hold")
            if holder != observer and Counter(state.seen[holder]) - Counter(remembered):
                out.append(f"seat {observer} forgot what everybody saw seat {holder} take")
    if any(Counter(seen) - Counter(hand) for seen, hand in zip(state.seen, state.hands,
                                                               strict=True)):
        out.append("everybody remembers a card that is not in that hand")
    if state.phase != "over":
        for seat in range(state.players):
            view = state.view(seat)
            if view["hand"] != state.hands[seat]:
                out.append(f"seat {seat} does not see its own hand")
            for other in range(state.players):
                if other != seat and view["hands"][other] is not None:
                    out.append(f"seat {seat} sees the hand of seat {other}")
            if not isinstance(view["pile"], int):
                out.append(f"seat {seat} sees into the pile")
            if view["stash"] != state.stashes[seat]:
                out.append(f"seat {seat} sees a stash that is not its own")
    return out
