"""What must hold after every action of Sheep-Boom-Bah (checked by the soak and fuzz tests)."""

from __future__ import annotations

from collections import Counter

from game.rules.boom_bah import board, tiles
from game.rules.boom_bah.cards import DECK
from game.rules.boom_bah.frames import CardWindow
from game.rules.boom_bah.state import SHEEP_EACH


def problems(state) -> list[str]:
    """Sentences for every broken invariant (empty when all is well)."""
    out = []
    cards = Counter(state.deck) + Counter(state.discard)
    for hand in state.hands:
        cards.update(hand)
    cards.update(c for c in state.wild_wool if c)
    cards.update(f.card for f in state.pending if isinstance(f, CardWindow))  # on the table
    if cards != Counter(DECK):
        out.append("cards are not conserved")
    for colour in range(state.players):
        count = (sum(1 for s in state.sheep if s == colour) + state.reserve[colour]
                 + state.graveyards[colour]
                 + sum(state.barnyards[p][colour] + state.barns[p][colour]
                       for p in range(state.players)))
        if count != SHEEP_EACH:
            out.append(f"the sheep of seat {colour} number {count}, not {SHEEP_EACH}")
    kinds = Counter(state.tiles[c] for c in board.FIELD)
    mix = state.tile_mix
    mines = kinds[tiles.MINE] + kinds[tiles.CONE] + kinds[tiles.CROSS]
    if mines != mix["mine"] or kinds[tiles.SAFE] != mix["safe"]:
        out.append(f"field tiles are not conserved: {dict(kinds)}")
    if sum(n for k, n in kinds.items() if k.startswith("barn:")) != mix["barn"]:
        out.append("a barn tile went missing")
    for seat in range(state.players):
        told = sum(n * tiles.POINTS_FOR[k] for k, n in zip(tiles.SCORED, state.scored[seat],
                                                            strict=True))
        if told != state.points[seat]:
            out.append(f"seat {seat}'s points ({state.points[seat]}) are not what it scored "
                       f"from ({told})")
    if any(s is not None for c, s in enumerate(state.sheep) if c in board.FIELD
           and not state.revealed[c]):
        out.append("a sheep stands on a face-down tile")
    for seat, known in enumerate(state.known):
        for holder, remembered in enumerate(known):
            if Counter(remembered) - Counter(state.hands[holder]):
                out.append(f"seat {seat} remembers cards seat {holder} does not hold")
    if state.phase != "over":
        for seat in range(state.players):
            view = state.view(seat)
            for other in range(state.players):
                if other != seat and view["hands"][other] is not None:
                    out.append(f"seat {seat} sees the hand of seat {other}")
            for c in board.FIELD:
                if (not state.revealed[c] and view["tiles"][c] != "down"
                        and c not in state.peeked[seat]):
                    out.append(f"seat {seat} sees the face-down tile {board.name(c)}")
    return out
