"""Sheep Sheep's part of the results screen: a seat's Lucky Sheep, the rules' score lines,
and the cards it collected counted by the colour they show, so the score reads as sheep and
not as a sum."""

from __future__ import annotations

import pygame

from game.i18n import _, tr
from game.match import Match
from game.rules.sheep_sheep import COLOURS
from game.tables.sheep_sheep.draw import colour_tally, lucky_card
from game.view import assets, palette
from game.view.paint import wrap

LUCKY_W = 62
SIZE = 15


class SheepSheepResults:
    """Built from the finished match (every Lucky Sheep turned over)."""

    def __init__(self, match: Match) -> None:
        self.view = match.view(None)

    def draw(self, surface: pygame.Surface, seat: int, rect: pygame.Rect) -> None:
        lucky = self.view["lucky"][seat]
        kept = self.view["collected"][seat]
        assets.text(surface, _("Lucky Sheep"), rect.topleft, 12, palette.GOLD, bold=True,
                    box=rect)
        card = lucky_card(lucky, LUCKY_W)
        spot = surface.blit(card, (rect.x, rect.y + 18))
        lines = self.view["result"]["breakdown"][seat]  # the rules' own lines
        left = spot.right + 10
        for i, (label, points) in enumerate(lines):
            row = pygame.Rect(left, rect.y + 20 + i * 44, rect.right - left, 42)
            assets.text(surface, f"{points:+d}", row.topright, SIZE + 2, palette.CREAM,
                        bold=True, anchor="topright", box=row)
            said = tr(label)  # "blue: 2 points each", as the Lucky Sheep's line at the table
            said = said[:1].upper() + said[1:]
            for j, piece in enumerate(wrap(said, SIZE, row.w - 44)):
                assets.text(surface, piece, (left, row.y + j * (SIZE + 4)), SIZE,
                            palette.CREAM, box=row)
        counts = {c: sum(1 for f in kept if f[0] == c) for c in COLOURS}
        top = spot.bottom + 8
        colour_tally(surface, pygame.Rect(rect.x, top, rect.w, rect.bottom - top), counts, lucky)
