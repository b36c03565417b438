"""Where every Sheep Sheep card rests on the screen, from the table map.

Pure geometry over `game.levels.Layout`: the grid's nine cells, each player's panel (relative
to the viewer: position 0 at the bottom, the rival on top), its Lucky Sheep with the
collected pile under it, its four cards, the draw pile and the drawn card. Cards are 5:7, as
printed.
"""

from __future__ import annotations

import pygame

from game.levels import Layout
from game.rules.sheep_sheep.grid import CELLS, SIZE

CARD_RATIO = 1.4  # height / width
GAP = 12  # between the grid's cards
HAND_GAP = 12
KEY_OVER = 12  # past the last card of your hand: its key badge (inside the zone)
PILE_CARD = 90  # width of the pile's and the drawn card's cards
LUCKY_CARD = 90  # width of a Lucky Sheep (the collected pile peeks out behind it)
PEEK = 10  # how far the collected pile shows past its Lucky Sheep, up and right
LABEL_ROOM = 30  # over a Lucky Sheep: its label (16 px), and the collected pile peeking out
CAPTION_GAP = 4  # px between the Lucky Sheep and Collected box and the rule under them
CAPTION_ROW = 20  # the rule's one row under them (16 px), clear of the panel's foot
BESIDE = 96  # px: the least room beside a Lucky Sheep for its rule ("Secret colour:" at 13 px
# is 89): a low zone this much wider than its card says the rule there, so the card is
# bigger than with the rule under it (the rival's: 71 px wide, not 47)
BESIDE_GAP = 6  # between the collected pile peeking out and the rule beside it
DRAWN_IN = 8  # px the drawn card stands left of its half's middle ("Gezogene Karte" on one
# row, clear of the zone's edge)
DECK_TOP = 8  # px over the pile and the drawn card in their zone (their names stand under
# them, as at every table: the headings over them went)


class Board:
    def __init__(self, layout: Layout, base_seat: int):
        self.layout = layout
        self.base = base_seat
        self.grid = pygame.Rect(layout["grid"].as_tuple())
        self.cell_w = (self.grid.w - (SIZE - 1) * GAP) // SIZE

    def pos(self, seat: int) -> int:
        """The seat's place at the table as the viewer sees it (0: the bottom panel)."""
        return (seat - self.base) % 2

    def zone(self, kind: str, seat: int) -> pygame.Rect:
        """A part of a seat's panel: panel, lucky, score or hand."""
        return pygame.Rect(self.layout[f"{kind}_{self.pos(seat)}"].as_tuple())

    # -- the grid ---------------------------------------------------------------------------
    def cell(self, number: int) -> pygame.Rect:
        row, col = divmod(number, SIZE)
        w = self.cell_w
        h = round(w * CARD_RATIO)
        gap_y = (self.grid.h - SIZE * h) / (SIZE - 1)
        return pygame.Rect(self.grid.x + col * (w + GAP), round(self.grid.y + row * (h + gap_y)),
                           w, h)

    def cell_at(self, point: tuple[int, int]) -> int | None:
        return next((c for c in CELLS if self.cell(c).collidepoint(point)), None)

    # -- the panels ------------------------------------------------------------------------
    def hand_card(self, seat: int, i: int) -> pygame.Rect:
        """The i-th of four cards, spread over the whole hand zone (no empty strip at its
        end)."""
        zone = self.zone("hand", seat)
        h = zone.h
        w = round(h / CARD_RATIO)
        gap = max(HAND_GAP, (zone.w - 4 * w - KEY_OVER) // 3)
        return pygame.Rect(zone.x + i * (w + gap), zone.y, w, h)

    def hand_at(self, seat: int, point: tuple[int, int], count: int = 4) -> int | None:
        return next((i for i in range(count) if self.hand_card(seat, i).collidepoint(point)),
                    None)

    def caption_beside(self, seat: int) -> bool:
        """Whether the Lucky Sheep's rule stands beside the card, not under it: a low zone
        with room beside a card as high as the zone allows (the rival's)."""
        zone = self.zone("lucky", seat)
        w = min(LUCKY_CARD, round((zone.h - LABEL_ROOM) / CARD_RATIO))
        return zone.w - w - PEEK - BESIDE_GAP >= BESIDE

    def lucky(self, seat: int) -> pygame.Rect:
        """The Lucky Sheep card, left in its zone so the pile can peek out behind, as high
        as the zone allows: its rule stands beside it (`caption_beside`) or on one row under
        its zone and the Collected box (a caption under the card alone, 110 px wide, took
        three rows and left the card 60 px wide)."""
        zone = self.zone("lucky", seat)
        w = min(LUCKY_CARD, round((zone.h - LABEL_ROOM) / CARD_RATIO))
        h = round(w * CARD_RATIO)
        return pygame.Rect(zone.x, zone.bottom - h, w, h)

    def lucky_caption(self, seat: int) -> pygame.Rect:
        """Where the Lucky Sheep's rule is said: beside the card, right of the collected
        pile peeking out, as high as the card; or on one row under the Lucky Sheep's zone
        and the Collected box (whose gold-framed chip is the lucky colour), up to the hand,
        its foot clear of the panel's edge."""
        zone = self.zone("lucky", seat)
        card = self.lucky(seat)
        if self.caption_beside(seat):
            x = card.right + PEEK + BESIDE_GAP
            return pygame.Rect(x, card.y, zone.right - x, card.h)
        right = self.zone("hand", seat).x - HAND_GAP
        return pygame.Rect(zone.x, zone.bottom + CAPTION_GAP, right - zone.x, CAPTION_ROW)

    def pile_under(self, seat: int) -> pygame.Rect:
        """Where a collected card goes: behind the Lucky Sheep, peeking out."""
        return self.lucky(seat).move(PEEK, -PEEK)

    # -- the pile ----------------------------------------------------------------------------
    def _deck_card(self, column: int) -> pygame.Rect:
        zone = pygame.Rect(self.layout["deck"].as_tuple())
        w = PILE_CARD
        h = round(w * CARD_RATIO)
        centre = zone.x + zone.w * (1 + 2 * column) // 4  # each in its half, under its label
        centre -= DRAWN_IN * column  # the drawn card a little in: its label on one row
        return pygame.Rect(centre - w // 2, zone.y + DECK_TOP, w, h)

    def pile(self) -> pygame.Rect:
        return self._deck_card(0)

    def drawn(self) -> pygame.Rect:
        """Where a card drawn to refill the grid waits to be placed."""
        return self._deck_card(1)
