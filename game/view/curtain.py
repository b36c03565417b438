"""The change between two screens: the old screen stays up while the new one paints, then fades.

A new screen's first frame is its slowest (its art and text are rasterized, the garbage
collector settles: 100-200 ms for a table at 2560x1440). Drawn straight to the window that
frame would be a visible hitch at the start of the deal. Instead the old screen is copied
before the new one draws, put back over it, and faded out over the next frames, so what a
player sees is the old screen held for a moment after their click, then a smooth dissolve.
The new screen's clock is held for that first frame, so no animation jumps.
"""

from __future__ import annotations

import pygame

FADE_S = 0.2


class Curtain:
    """The old screen's picture over the new one, fading out over `FADE_S` seconds."""

    def __init__(self, old: pygame.Surface) -> None:
        self.old = old
        self.age = 0.0

    @property
    def gone(self) -> bool:
        return self.age >= FADE_S

    def advance(self, dt: float) -> None:
        self.age += dt

    def cover(self, raw: pygame.Surface) -> None:
        """Lay the old screen over what was just drawn, as opaque as is left of the fade."""
        left = max(0.0, 1 - self.age / FADE_S)
        eased = left * left * (3 - 2 * left)  # smoothstep: starts and ends gently
        self.old.set_alpha(round(255 * eased))
        raw.blit(self.old, (0, 0))
