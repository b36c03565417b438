"""A table's zoom: the shared `Zoom`, kept off the table's buttons.

A piece that lies near a table's buttons (a card of your hand beside "Play card" and
"Discard", a task card above "Hint", "Undo" and "Menu") can get its zoom placed over them.
This one takes the `Zoom`'s place unless it covers a button; then it tries beside the play
area on either side, at the piece's height, and takes the first that covers no button and
not the piece.
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
