"""The change between two screens: the old screen stays up while the new one paints, then fades.

A new screen's first frame is its slowest (its art and text are rasterized, the garbage
collector settles: 100-300 ms for a table at 2560x1440). Drawn straight to the window that
frame would be a visible hitch at the start of the deal. Instead the old screen is copied
before the new one draws, and put back over it; the new screen's first picture is kept too,
and for `FADE_S` the window shows the old picture fading off that one: two blits a frame
(about 7 ms at 2560x1440), where drawing the live table under the fade cost 17-18 ms. The
new screen waits meanwhile, so its deal starts after the fade, smoothly.
"""

from __future__ import annotations

import pygame

FADE_S = 0.2


class Curtain:
    """The old screen's picture over the new one's first picture, fading out."""

    def __init__(self, old: pygame.Surface, new: pygame.Surface) -> None:
        self.old, self.new = old, new
        self.age = 0.0

    @property
    def gone(self) -> bool:
        return self.age >= FADE_S

    def advance(self, dt: float) -> None:
        self.age += dt

    def show(self, raw: pygame.Surface) -> None:
        """The new picture with the old one over it, as opaque as is left of the fade."""
        left = max(0.0, 1 - self.age / FADE_S)
        eased = left * left * (3 - 2 * left)  # smoothstep: starts and ends gently
        self.old.set_alpha(round(255 * eased))
        if eased < 1:
            raw.blit(self.new, (0, 0))
        raw.blit(self.old, (0, 0))
