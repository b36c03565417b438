"""A table's zoom: the shared `Zoom`, kept off the table's buttons and the players' names.

A piece that lies near a table's buttons (a card of your hand beside "Play card" and
"Discard", a task card above "Hint", "Undo" and "Menu") or near the players' panels (your
hand beside the player boards) can get its zoom placed over them. This one takes the
`Zoom`'s place unless it covers one of them; else, of the places beside the play area or
beside the piece that cover none of them and not the piece, the one that covers least of
the play area, then the nearest to the piece.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pygame

from game.view.zoom import Rect, Zoom


class ClearZoom(Zoom):
    def __init__(self, width: int, avoid: Rect, keep_clear: Callable[[], list[pygame.Rect]]):
        super().__init__(width, avoid)
        self.keep_clear = keep_clear  # where the buttons and the names on the table are now

    def place(self, size: tuple[int, int], bounds: pygame.Rect,
              anchor: pygame.Rect | None = None) -> pygame.Rect:
        spot = super().place(size, bounds, anchor)
        clear = [pygame.Rect(r) for r in self.keep_clear() if r[2] and r[3]]
        if spot.collidelist(clear) < 0:
            return spot
        piece = pygame.Rect(anchor if anchor is not None else self.anchor)
        free = [t for t in self._trials(size, bounds, piece, clear)
                if t.collidelist(clear) < 0 and not t.colliderect(piece)]
        if not free:
            return spot
        return min(free, key=lambda t: (_area(t.clip(self.avoid)),
                                        abs(t.centerx - piece.centerx)
                                        + abs(t.centery - piece.centery)))

    def _trials(self, size: tuple[int, int], bounds: pygame.Rect, piece: pygame.Rect,
                clear: list[pygame.Rect]) -> Iterator[pygame.Rect]:
        """Beside the play area or beside the piece, at the piece's height, against the top
        or the bottom of the screen, or just above or below a thing kept clear; each moved
        onto the screen."""
        w, h = size
        xs = (self.avoid.x - self.GAP - w, self.avoid.right + self.GAP,
              piece.centerx - w // 2, piece.right + self.GAP, piece.x - self.GAP - w)
        ys = (piece.centery - h // 2, piece.y - self.GAP - h, piece.bottom + self.GAP,
              bounds.top, bounds.bottom - h,
              *(r.bottom + self.GAP for r in clear), *(r.y - self.GAP - h for r in clear))
        for x in xs:
            for y in ys:
                yield pygame.Rect(x, y, w, h).clamp(bounds)


def _area(rect: pygame.Rect) -> int:
    return rect.w * rect.h
