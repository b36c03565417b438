"""Panels drawn once per change: the frame budget at any window size.

At 2560x1440 a frame has four times the pixels of 1280x720, and a table that paints every
panel, name and icon again each frame spends most of its 8 ms doing the same work twice. A
`Panel` keeps the picture of one part of the screen and paints it again only when its key
changes: the key is everything the picture shows (the seat's cards, whose turn, hovering),
written by the table. What moves every frame (a pulsing glow, "thinking..." dots, flying
sprites) is drawn over it, never kept in it.

The picture is opaque: it is painted over a copy of what lies under it (the table's
background), so translucent fills blend exactly as when drawn straight on the screen, and
blitting it back is one fast copy. Under `assets.recording` (the text tests) panels paint
straight on the screen, so every text is seen where it lands.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any

import pygame

from game import i18n
from game.view import assets, canvas
from game.view.canvas import Canvas


class Panel:
    """One cached part of the screen: `draw(surface, rect, key, paint)` each frame."""

    __slots__ = ("key", "image")

    def __init__(self) -> None:
        self.key: Hashable = None
        self.image: Canvas | None = None

    def draw(self, surface: Any, rect: Any, key: Hashable, paint: Callable[[Any], None],
             under: Canvas | None = None) -> None:
        """Show the panel in `rect` (units): painted by `paint(canvas)` in screen
        coordinates when `key` (or the zoom, language, rect) changed, else the kept picture.
        `under`: what lies beneath (the table's background), copied in first."""
        if assets.recording_now() or not isinstance(surface, Canvas) or surface.origin != (0, 0):
            paint(surface)
            return
        rect = pygame.Rect(rect)
        full = (key, tuple(rect), canvas.zoom(), i18n.language())
        if self.image is None or full != self.key:
            self.image = self._painted(rect, paint, under)
            self.key = full
        surface.blit(self.image, rect.topleft)

    @staticmethod
    def _painted(rect: pygame.Rect, paint: Callable[[Any], None],
                 under: Canvas | None) -> Canvas:
        k = canvas.zoom()
        if under is not None and abs(under.k - k) < 1e-9:
            raw = under.raw.subsurface(under.px_rect(rect).clip(under.raw.get_rect())).copy()
        else:
            raw = canvas.blank(rect.size, alpha=True).raw
        image = Canvas(raw, k, rect.topleft)
        clip = image.get_rect()
        image.set_clip(clip)
        paint(image)
        image.set_clip(None)
        return Canvas(assets.prepared(raw) if under is None else raw, k)


class Panels(dict[str, Panel]):
    """A table's panels by name, made on first use (a new zoom or language is in every key,
    so nothing has to be forgotten by hand)."""

    def __missing__(self, name: str) -> Panel:
        panel = self[name] = Panel()
        return panel
