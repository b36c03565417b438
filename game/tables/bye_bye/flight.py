"""Two timeline steps the Bye-Bye table's motion is made of.

`Flight`: a card travels from wherever it is to a place, on an arc if asked, growing or
shrinking to the size it has there, and turning over on the way (a squash on x at the middle
of the flight) if it changes face: one step, so the size and the turn never fight over the
sprite's scale. `Later`: a step built only when its sequence reaches it, from where things
are by then (a card's place at the watering hole depends on the cards that landed before).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

from game.view.sprites import Sprite
from game.view.tween import Step, Tween, ease

KEEP = object()  # a flight that keeps the card's face


class Flight(Tween):
    """The sprite shows when the flight begins, eases out towards `to` (lifted on an arc of
    `height` pixels), its scale going to `scale`; `face`, if given, is the image it turns
    over to half way."""

    def __init__(self, sprite: Sprite, to: tuple[float, float], duration: float,
                 height: float = 0.0, scale: float = 1.0, face: Any = KEEP,
                 delay: float = 0.0) -> None:
        super().__init__(None, self._place, 0.0, 1.0, duration, "linear", delay)
        self.sprite, self.to, self.height, self.scale, self.face = sprite, to, height, scale, face
        self._from: tuple[float, float, float] | None = None
        self._turned = False

    def _place(self, t: float) -> None:
        sprite = self.sprite
        if self._from is None:
            self._from = (sprite.x, sprite.y, sprite.scale_y)
            sprite.visible = True
        x0, y0, s0 = self._from
        glide = ease("out_cubic", t)
        sprite.x = x0 + (self.to[0] - x0) * glide
        sprite.y = y0 + (self.to[1] - y0) * glide
        sprite.lift = 4 * self.height * t * (1 - t)
        size = s0 + (self.scale - s0) * glide
        sprite.scale_y = size
        squash = 1.0
        if self.face is not KEEP:
            if t >= 0.5 and not self._turned:
                self._turned = True
                sprite.image = self.face
            squash = abs(math.cos(math.pi * min(1.0, max(0.0, (t - 0.25) * 2))))
            squash = 1.0 if t < 0.25 or t > 0.75 else max(0.02, squash)
        sprite.scale_x = size * squash


class Later:
    """A step made only when the sequence reaches it."""

    def __init__(self, make: Callable[[], Step]) -> None:
        self.make = make
        self.step: Step | None = None

    def _made(self) -> Step:
        if self.step is None:
            self.step = self.make()
        return self.step

    @property
    def done(self) -> bool:
        return self.step is not None and self.step.done

    def advance(self, dt: float) -> float:
        return self._made().advance(dt)

    def finish(self) -> None:
        self._made().finish()

