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

WAIT = 3
"""Frames a changed panel may keep showing its last picture while others repaint: when a
turn passes, three player boards of Sheep-Boom-Bah change in one frame, and painting them
all took 10 ms at 2560x1440; one a frame, the last is 50 ms late, which no eye sees."""

_frame: int | None = None  # the window's frame (`next_frame`); None: every change paints
_painted_in: int | None = None  # the frame in which a panel last repainted
_spreading = False


def spread(on: bool) -> None:
    """Spread repaints over frames (a window's loop, and `bench frames`, which times it), or
    paint every change at once (headless runs and tests, which look at single frames)."""
    global _spreading, _frame
    _spreading, _frame = on, None


def next_frame() -> None:
    """A new frame of the loop begins: one changed panel may repaint in it."""
    global _frame
    if _spreading:
        _frame = 0 if _frame is None else _frame + 1


class Panel:
    """One cached part of the screen: `draw(surface, rect, key, paint)` each frame."""

    __slots__ = ("key", "image", "waiting")

    def __init__(self) -> None:
        self.key: Hashable = None
        self.image: Canvas | None = None
        self.waiting: int | None = None  # the frame since which a change waits to be painted

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
        if self.image is not None and full == self.key:
            self.waiting = None
        elif not self._waits(full):
            global _painted_in
            self.image = self._painted(rect, paint, under)
            self.key, self.waiting, _painted_in = full, None, _frame
        surface.blit(self.image, rect.topleft)

    def _waits(self, full: tuple) -> bool:
        """Whether a change of what the panel shows (not of its place, zoom or language)
        waits for a later frame, as another panel has repainted in this one."""
        if (_frame is None or _painted_in != _frame or self.image is None
                or full[1:] != self.key[1:]):  # type: ignore[index]
            return False
        if self.waiting is None:
            self.waiting = _frame
        return _frame - self.waiting < WAIT

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
