"""The Sheep-Boom-Bah zoom: the shared `Zoom`, kept off the table's buttons.

A card of your hand lies between the board and your buttons, so the zoom's first choice
beside the board can land on "Play card" and "Discard". This one tries the places beside the
board in turn and takes the first that covers no button (and not the card); the player
boards on the left hold none.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.view.zoom import Rect, Zoom


class ClearZoom(Zoom):
    def __init__(self, width: int, avoid: Rect, buttons: Callable[[], list[pygame.Rect]]):
        super().__init__(width, avoid)
        self.buttons = buttons  # where the buttons on the table are now

    def place(self, size: tuple[int, int], bounds: pygame.Rect,
              anchor: pygame.Rect | None = None) -> pygame.Rect:
        spot = super().place(size, bounds, anchor)
        clear = [b for b in self.buttons() if b.w and b.h]
        if spot.collidelist(clear) < 0:
            return spot
        piece = pygame.Rect(anchor if anchor is not None else self.anchor)
        w, h = size
        for x in (self.avoid.x - self.GAP - w, self.avoid.right + self.GAP):
            trial = pygame.Rect(x, piece.centery - h // 2, w, h).clamp(bounds)
            if trial.collidelist(clear) < 0 and not trial.colliderect(piece):
                return trial
        return spot
