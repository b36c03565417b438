"""Sprites for the table: plastic animals that hop, cards that flip, pieces that bob.

A `Sprite` is plain numbers (x, y, lift, scales, alpha, angle, z) plus an image; tweens move
those numbers and `draw` shows them. Scaled, rotated or faded images are cached per sprite,
keyed by quantized values, so a resting sprite never rescales and an animating one reuses
what it made in earlier frames.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Callable, Iterable
from typing import Any

import pygame

from game.view import canvas, ink
from game.view.assets import prepared
from game.view.canvas import Canvas
from game.view.tween import Call, Sequence, Tween, ease

SCALE_STEP = 1 / 64  # scale quantization: below what the eye notices at card sizes
ANGLE_STEP = 2.0  # degrees
ALPHA_STEP = 8
CACHE_SIZE = 48


def _quantize(value: float, step: float) -> float:
    return round(value / step) * step


@canvas.raster(maxsize=128)
def shadow_image(width: int, height: int, alpha: int) -> pygame.Surface:
    """A soft dark ellipse (three nested rings fake a blur), made once per size."""
    surface = canvas.blank((max(1, width), max(1, height)))
    for i, share in enumerate((0.35, 0.65, 1.0)):
        inset_x, inset_y = width * 0.12 * i, height * 0.12 * i
        rect = pygame.Rect(0, 0, width - 2 * inset_x, height - 2 * inset_y)
        rect.center = (width // 2, height // 2)
        ink.ellipse(surface, (0, 0, 0, round(alpha * share / 2)), rect)
    return prepared(surface)


class Sprite:
    """An image placed by its anchor point, with squash, flip, fade and a ground shadow.

    `anchor` is the point of the image (fractions of its size) that sits on (x, y): the
    centre for cards, (0.5, 1.0), the feet, for standing figures, so a squash keeps them on
    the ground. `lift` raises the image above (x, y) without moving its shadow. A negative
    `scale_x` mirrors the image. `shadow` is the shadow's width in pixels (0: none).
    """

    def __init__(self, image: pygame.Surface | None = None, x: float = 0.0, y: float = 0.0,
                 z: float = 0.0, anchor: tuple[float, float] = (0.5, 0.5),
                 shadow: int = 0) -> None:
        self._image = image
        self.x, self.y, self.z = x, y, z
        self.anchor = anchor
        self.lift = 0.0
        self.scale_x = 1.0
        self.scale_y = 1.0
        self.angle = 0.0
        self.alpha = 255.0
        self.visible = True
        self.shadow = shadow
        self.data: Any = None  # whatever the scene wants to remember (a card id, a seat)
        self._cache: OrderedDict[tuple, pygame.Surface] = OrderedDict()

    @property
    def image(self) -> pygame.Surface | None:
        return self._image

    @image.setter
    def image(self, image: pygame.Surface | None) -> None:
        if image is not self._image:
            self._image = image
            self._cache.clear()

    @property
    def pos(self) -> tuple[float, float]:
        return (self.x, self.y)

    @pos.setter
    def pos(self, value: tuple[float, float]) -> None:
        self.x, self.y = value

    def _shown(self) -> pygame.Surface | None:
        """The image as drawn now (scaled, mirrored, rotated, faded), cached."""
        image = self._image
        if image is None:
            return None
        if isinstance(image, Canvas) and image.k != canvas.zoom():
            image = self._rezoomed(image)
        sx = _quantize(self.scale_x, SCALE_STEP)
        sy = _quantize(self.scale_y, SCALE_STEP)
        angle = _quantize(self.angle % 360, ANGLE_STEP) % 360
        alpha = min(255, _quantize(max(0.0, self.alpha), ALPHA_STEP))
        if abs(sx) < SCALE_STEP or sy < SCALE_STEP or alpha <= 0:
            return None
        if (sx, sy, angle, alpha) == (1.0, 1.0, 0.0, 255):
            return image
        key = (sx, sy, angle, alpha, canvas.zoom())
        shown = self._cache.get(key)
        if shown is None:
            shown = self._transform(image, sx, sy, angle, int(alpha))
            self._cache[key] = shown
            if len(self._cache) > CACHE_SIZE:
                self._cache.popitem(last=False)
        else:
            self._cache.move_to_end(key)
        return shown

    def _rezoomed(self, image: Canvas) -> Canvas:
        """An image made before the window's zoom changed, scaled to it once (the table
        makes it afresh when it next changes)."""
        key = ("zoom", canvas.zoom(), id(image))
        shown = self._cache.get(key)
        if shown is None:
            shown = self._cache[key] = canvas.rescaled(image, canvas.zoom())
        return shown

    @staticmethod
    def _transform(image: pygame.Surface, sx: float, sy: float, angle: float,
                   alpha: int) -> pygame.Surface:
        width, height = image.get_size()
        size = (max(1, round(width * abs(sx))), max(1, round(height * sy)))
        shown = image if size == (width, height) else ink.smoothscale(image, size)
        if sx < 0:
            shown = ink.flip(shown, True, False)
        if angle:
            shown = ink.rotozoom(shown, angle, 1.0)
        shown = prepared(shown) if shown is not image else image.copy()
        if alpha < 255:
            shown.set_alpha(alpha)
        return shown

    @property
    def rect(self) -> pygame.Rect:
        """Where the image is drawn now (for hit tests and dirty areas)."""
        shown = self._shown()
        if shown is None:
            return pygame.Rect(round(self.x), round(self.y - self.lift), 0, 0)
        width, height = self._image.get_size()  # type: ignore[union-attr]
        ax = self.anchor[0] * width * abs(self.scale_x)
        ay = self.anchor[1] * height * self.scale_y
        rect = shown.get_rect()
        # Rotation grows the box around its centre; keep that centre where the anchor says.
        centre_x = self.x - ax + width * abs(self.scale_x) / 2
        centre_y = self.y - self.lift - ay + height * self.scale_y / 2
        rect.center = (round(centre_x), round(centre_y))
        return rect

    def contains(self, point: tuple[float, float]) -> bool:
        return self.visible and self.rect.collidepoint(point)

    def draw_shadow(self, surface: pygame.Surface, offset: tuple[int, int] = (0, 0)) -> None:
        """The ground shadow: smaller and fainter the higher the sprite is lifted."""
        if not self.shadow or not self.visible or self.alpha <= 0:
            return
        shrink = 1.0 / (1.0 + max(0.0, self.lift) / 60.0)
        width = round(self.shadow * shrink * max(0.3, abs(self.scale_x)) / 4) * 4
        height = max(2, round(width * 0.28 / 2) * 2)
        alpha = round(min(255.0, self.alpha) * 0.55 * shrink / 16) * 16
        if width < 4 or alpha <= 0:
            return
        image = shadow_image(width, height, alpha)
        surface.blit(image, image.get_rect(center=(round(self.x) + offset[0],
                                                   round(self.y) + offset[1])))

    def draw(self, surface: pygame.Surface, offset: tuple[int, int] = (0, 0)) -> None:
        if not self.visible:
            return
        self.draw_shadow(surface, offset)
        shown = self._shown()
        if shown is not None:
            surface.blit(shown, self.rect.move(offset))


def draw_sprites(surface: pygame.Surface, sprites: Iterable[Sprite],
                 offset: tuple[int, int] = (0, 0)) -> None:
    """Draw back to front: by z, then by y (further up the table is further away)."""
    for sprite in sorted(sprites, key=lambda s: (s.z, s.y)):
        sprite.draw(surface, offset)


class Hop(Tween):
    """A plastic animal hopping from where it stands to `to` along an arc.

    It squashes before take-off, stretches a little in the air, and squashes again on
    landing; `on_land` runs at touch-down (a dust puff, a clack), even when skipped.
    """

    def __init__(self, sprite: Sprite, to: tuple[float, float], height: float = 60.0,
                 duration: float = 0.55, squash: float = 0.22, delay: float = 0.0,
                 on_land: Callable[[], Any] | None = None) -> None:
        super().__init__(None, self._place, 0.0, 1.0, duration, "linear", delay)
        self.sprite = sprite
        self.to = to
        self.height = height
        self.squash = squash
        self.on_land = on_land
        self._from: tuple[float, float] | None = None
        self._landed = False

    TAKE_OFF, LANDING = 0.18, 0.82  # share of the hop spent crouching / recovering

    def _place(self, t: float) -> None:
        sprite = self.sprite
        if self._from is None:
            self._from = sprite.pos
        if t < self.TAKE_OFF:
            self._crouch(t / self.TAKE_OFF)
            return
        if t < self.LANDING:
            u = (t - self.TAKE_OFF) / (self.LANDING - self.TAKE_OFF)
            glide = ease("in_out_sine", u)
            sprite.x = self._from[0] + (self.to[0] - self._from[0]) * glide
            sprite.y = self._from[1] + (self.to[1] - self._from[1]) * glide
            sprite.lift = 4 * self.height * u * (1 - u)
            stretch = 0.08 * math.sin(math.pi * u)
            sprite.scale_x, sprite.scale_y = 1 - stretch / 2, 1 + stretch
            return
        self._land()
        self._crouch((1 - t) / (1 - self.LANDING))

    def _crouch(self, depth: float) -> None:
        """depth 0 -> standing, 1 -> fully squashed (and back, by a half sine)."""
        press = self.squash * math.sin(math.pi * min(1.0, depth) / 2)
        self.sprite.scale_x, self.sprite.scale_y = 1 + press * 0.7, 1 - press

    def _land(self) -> None:
        if self._landed:
            return
        self._landed = True
        self.sprite.pos = self.to
        self.sprite.lift = 0.0
        if self.on_land:
            self.on_land()

    def finish(self) -> None:
        if not self.done:
            if self._from is None:
                self._from = self.sprite.pos
            self._land()
            self.sprite.scale_x = self.sprite.scale_y = 1.0
        super().finish()


def card_flip(sprite: Sprite, new_image: pygame.Surface, duration: float = 0.3,
              delay: float = 0.0) -> Sequence:
    """Turn a card (or tile): squeeze to an edge on x, swap the face, open again."""
    half = duration / 2
    return Sequence(
        Tween(sprite, "scale_x", 1.0, 0.0, half, "in_sine", delay),
        Call(lambda: setattr(sprite, "image", new_image)),
        Tween(sprite, "scale_x", 0.0, 1.0, half, "out_sine"),
    )


class Bob:
    """An idle breathing bob for a resting piece: call `update(dt)` every frame.

    Endless, so it lives outside any Timeline (a timeline with it would never be done).
    """

    def __init__(self, sprite: Sprite, amplitude: float = 3.0, period: float = 1.8,
                 phase: float = 0.0) -> None:
        self.sprite = sprite
        self.amplitude = amplitude
        self.period = period
        self.time = phase * period

    def update(self, dt: float) -> None:
        self.time += dt
        wave = math.sin(2 * math.pi * self.time / self.period)
        self.sprite.lift = self.amplitude * (wave + 1) / 2
        self.sprite.scale_y = 1.0 + 0.012 * wave

    def stop(self) -> None:
        self.sprite.lift = 0.0
        self.sprite.scale_y = 1.0
