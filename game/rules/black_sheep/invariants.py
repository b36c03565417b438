"""What must hold after every action of Black Sheep (checked by the soak and fuzz tests)."""

from __future__ import annotations

from collections import Counter

from game.rules.black_sheep.ranking import ANIMALS
from game.rules.black_sheep.state import (
    CARDS_PER_ANIMAL,
    FIGURE_IDS,
    HAND_SIZE,
    SIDE_SIZE,
    BlackSheepState,
)


def problems(state: BlackSheepState) -> list[str]:
    """Sentences for every broken invariant (empty when all is well)."""
    out = []
    cards = Counter(state.draw_pile) + Counter(state.discard_pile)
    for hand in state.hands:
        cards.update(hand)
        if len(hand) > HAND_SIZE:
            out.append(f"a hand holds {len(hand)} cards")
    for field in state.fields:
        for side in field["sides"]:
            cards.update(side)
            if len(side) > SIDE_SIZE:
                out.append(f"a side holds {len(side)} cards")
    if cards != Counter({a: CARDS_PER_ANIMAL for a in ANIMALS}):
        out.append(f"cards are not conserved: {dict(cards)}")
    figures = [f for a in ANIMALS for f in state.stock[a]]
    figures += [f for field in state.fields for f in field["figures"]]
    figures += [f for corral in state.corrals for f in corral]
    if sorted(figures) != sorted(FIGURE_IDS):
        out.append("figures are not conserved")
    for seat in range(state.players):
        view = state.view(seat)
        if view["hand"] != state.hands[seat]:
            out.append(f"seat {seat} does not see its own hand")
        if state.phase != "over":
            for other in range(state.players):
                if other != seat and view["hands"][other] is not None:
                    out.append(f"seat {seat} sees the hand of seat {other}")
                for fig in view["corrals"][other]:
                    if other != seat and fig["value"] is not None:
                        out.append(f"seat {seat} sees a value in the corral of seat {other}")
            if view["tasks"] and any(t is not None for s, t in enumerate(view["tasks"]["secrets"])
                                     if s != seat):
                out.append(f"seat {seat} sees a rival's secret task")
    return out
