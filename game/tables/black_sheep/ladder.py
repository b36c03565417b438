"""The piles' strips at the top of the right column's "deck" and "discard" zones (a small
card and its count each), and the column's room under them. (The ranks, best first, and the
tie-breaker's animals are in the table's reference pop-up: `sidebar`.)"""

from __future__ import annotations

import pygame

from game.i18n import tr
from game.rules.black_sheep import RANKS

ART = (0.1, 0.04, 0.88, 0.76)  # where an animal's art lies in its square (panels.FIGURE_BOX)
GAP = 8  # between the piles' strips and the room under them
PILES_H = 83  # px: the piles' strips, a card with the shared count on its corner and its
# name under it (game.view.piles; critic 19); 66 until critic 23 found the piles thumbnails
# under their counts (the key's rows on one row each pay for it)


def cells() -> list[tuple[str, str]]:
    """(number, name) per rank, best first."""
    return [(f"{i + 1}", tr(name)) for i, name in enumerate(RANKS)]


def places(layout) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
    """The draw pile's strip, the discard pile's strip, and the room under both, all in
    the layout's "deck" and "discard" zones."""
    deck, discard = pygame.Rect(layout["deck"].as_tuple()), pygame.Rect(layout["discard"].as_tuple())
    return (pygame.Rect(deck.x, deck.y, deck.w, PILES_H),
            pygame.Rect(discard.x, discard.y, discard.w, PILES_H),
            pygame.Rect(deck.x, deck.y + PILES_H + GAP, discard.right - deck.x,
                        deck.h - PILES_H - GAP))
