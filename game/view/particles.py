"""Dust, dirt, wool and confetti; a screen shake and a flash: the table's punctuation.

Particle images are drawn once per kind, size and fade level, then only blitted, so hundreds
of particles stay cheap at 60 FPS. View-only randomness: each system has its own
`random.Random` and never touches a game state's generator.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from typing import Any

import pygame

from game.view import canvas, ink, palette
from game.view.assets import prepared

FADES = 8  # pre-rendered alpha levels
SPINS = 8  # pre-rendered rotations for confetti


@dataclass(frozen=True)
class Kind:
    """How one kind of particle looks and moves."""

    colours: tuple[palette.Colour, ...]
    shape: str  # "puff", "chunk", "fluff", "strip", "star"
    sizes: tuple[int, ...]
    gravity: float  # px/s^2
    drag: float  # share of speed lost per second
    life: tuple[float, float]


KINDS: dict[str, Kind] = {
    "dust": Kind((palette.hex_rgb("#d8c7a4"), palette.hex_rgb("#c4b08a")), "puff",
                 (10, 14, 18), -20.0, 2.5, (0.4, 0.7)),
    "light_dust": Kind((palette.hex_rgb("#d8c7a4"), palette.hex_rgb("#c4b08a")), "puff",
                       (6, 8, 10), -10.0, 4.0, (0.2, 0.35)),
    "dirt": Kind((palette.hex_rgb("#6b4a2b"), palette.hex_rgb("#4e3420"),
                  palette.hex_rgb("#86603a")), "chunk", (5, 7, 9), 900.0, 0.6, (0.7, 1.2)),
    "wool": Kind((palette.hex_rgb("#fbf8f0"), palette.hex_rgb("#e9e3d6")), "fluff",
                 (9, 12, 16), 120.0, 1.6, (0.9, 1.5)),
    "confetti": Kind(tuple(p.colour for p in palette.PLAYERS) + (palette.GOLD,), "strip",
                     (8, 10), 260.0, 1.4, (1.6, 2.6)),
    "sparkle": Kind((palette.GOLD, palette.hex_rgb("#fff6c8")), "star", (10, 14, 20),
                    0.0, 2.0, (0.4, 0.8)),
}


def _shape(shape: str, size: int, colour: palette.Colour, spin: int) -> pygame.Surface:
    surface = canvas.blank((size * 2, size * 2))
    centre = (size, size)
    if shape == "puff":
        ink.circle(surface, (*colour, 110), centre, size)
        ink.circle(surface, (*colour, 170), centre, size * 2 // 3)
    elif shape == "fluff":
        for dx, dy in ((-0.35, 0.1), (0.35, 0.1), (0.0, -0.3), (0.0, 0.25)):
            pos = (round(size + dx * size), round(size + dy * size))
            ink.circle(surface, (*colour, 255), pos, size // 2 + 1)
        ink.circle(surface, (255, 255, 255, 200), (size - size // 4, size - size // 3),
                           max(1, size // 5))
    elif shape == "chunk":
        points = [(size + size * 0.8 * math.cos(a + spin), size + size * 0.6 * math.sin(a + spin))
                  for a in (0.0, 1.9, 3.3, 4.8)]
        ink.polygon(surface, (*colour, 255), points)
    elif shape == "strip":
        angle = spin * math.pi / SPINS
        dx, dy = math.cos(angle) * size * 0.8, math.sin(angle) * size * 0.8
        wide = max(2, size // 3)
        ink.line(surface, (*colour, 255), (size - dx, size - dy), (size + dx, size + dy),
                         wide)
    elif shape == "star":
        points = []
        for i in range(8):
            radius = size if i % 2 == 0 else size * 0.3
            a = i * math.pi / 4 + math.pi / 8 * (spin % 2)
            points.append((size + radius * math.cos(a), size + radius * math.sin(a)))
        ink.polygon(surface, (*colour, 255), points)
    return surface


@canvas.raster
def particle_image(kind: str, size: int, colour_index: int, spin: int,
                   fade: int) -> pygame.Surface:
    """One pre-rendered particle: `fade` 0 (opaque) .. FADES-1 (almost gone)."""
    spec = KINDS[kind]
    image = _shape(spec.shape, size, spec.colours[colour_index % len(spec.colours)], spin)
    keep = round(255 * (1 - fade / FADES))
    image.fill((255, 255, 255, keep), special_flags=pygame.BLEND_RGBA_MULT)
    return prepared(image)


class Particle:
    __slots__ = ("kind", "x", "y", "vx", "vy", "age", "life", "size", "colour", "spin", "turn")

    def __init__(self, kind: str, x: float, y: float, vx: float, vy: float, life: float,
                 size: int, colour: int, spin: float, turn: float) -> None:
        self.kind, self.x, self.y, self.vx, self.vy = kind, x, y, vx, vy
        self.age, self.life, self.size, self.colour = 0.0, life, size, colour
        self.spin, self.turn = spin, turn


class Particles:
    """All loose particles of a scene: emit with the helpers, then update and draw."""

    def __init__(self, seed: int | None = None, limit: int = 1500) -> None:
        self.rng = random.Random(seed)
        self.items: list[Particle] = []
        self.limit = limit

    def __len__(self) -> int:
        return len(self.items)

    def emit(self, kind: str, x: float, y: float, count: int, speed: tuple[float, float],
             angle: tuple[float, float] = (0.0, 2 * math.pi)) -> None:
        """`count` particles from (x, y), speeds and directions (radians) drawn in ranges."""
        spec = KINDS[kind]
        rng = self.rng
        for _ in range(min(count, self.limit - len(self.items))):
            a = rng.uniform(*angle)
            v = rng.uniform(*speed)
            self.items.append(Particle(
                kind, x, y, math.cos(a) * v, math.sin(a) * v, rng.uniform(*spec.life),
                rng.choice(spec.sizes), rng.randrange(len(spec.colours)),
                rng.uniform(0, SPINS), rng.uniform(-12, 12)))

    def dust(self, x: float, y: float, count: int = 10, light: bool = False) -> None:
        """A puff along the ground where a figure lands; `light`: small and gone in a third
        of a second (where cards lie close by)."""
        if light:  # sideways and up only, never down onto what lies under the feet
            self.emit("light_dust", x, y, count // 2, (20, 60), (math.pi, math.pi + 0.4))
            self.emit("light_dust", x, y, count - count // 2, (20, 60), (-0.4, 0.0))
            return
        self.emit("dust", x, y, count // 2, (40, 110), (math.pi - 0.5, math.pi + 0.2))
        self.emit("dust", x, y, count - count // 2, (40, 110), (-0.2, 0.5))

    def explosion(self, x: float, y: float, count: int = 70) -> None:
        """A mine: dirt thrown up and out, and tufts of wool."""
        self.emit("dirt", x, y, count * 2 // 3, (220, 560), (-math.pi + 0.3, -0.3))
        self.emit("wool", x, y, count // 3, (80, 260))
        self.emit("dust", x, y, 12, (60, 160))

    def confetti(self, x: float, y: float, count: int = 90) -> None:
        """A celebration burst thrown upwards."""
        self.emit("confetti", x, y, count, (250, 620), (-math.pi * 0.85, -math.pi * 0.15))

    def sparkle(self, x: float, y: float, count: int = 8) -> None:
        """A few twinkles (a scored combination, a won field)."""
        self.emit("sparkle", x, y, count, (20, 120))

    def update(self, dt: float) -> None:
        kept = []
        for p in self.items:
            p.age += dt
            if p.age >= p.life:
                continue
            spec = KINDS[p.kind]
            slow = max(0.0, 1.0 - spec.drag * dt)
            p.vx *= slow
            p.vy = p.vy * slow + spec.gravity * dt
            p.x += p.vx * dt
            p.y += p.vy * dt
            p.spin += p.turn * dt
            kept.append(p)
        self.items = kept

    def draw(self, surface: pygame.Surface, offset: tuple[int, int] = (0, 0)) -> None:
        ox, oy = offset
        for p in self.items:
            fade = min(FADES - 1, int(FADES * (p.age / p.life) ** 2))
            image = particle_image(p.kind, p.size, p.colour, int(p.spin) % SPINS, fade)
            surface.blit(image, (p.x - p.size + ox, p.y - p.size + oy))

    def clear(self) -> None:
        self.items.clear()


class ScreenShake:
    """A decaying jitter: add `offset` to everything drawn on the table."""

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)
        self.strength = 0.0
        self.left = 0.0
        self.duration = 0.0
        self.offset = (0, 0)

    def start(self, strength: float = 12.0, duration: float = 0.45) -> None:
        self.strength = max(self.strength if self.left > 0 else 0.0, strength)
        self.duration = self.left = duration

    def update(self, dt: float) -> None:
        self.left = max(0.0, self.left - dt)
        if self.left <= 0:
            self.offset = (0, 0)
            return
        power = self.strength * (self.left / self.duration) ** 2
        self.offset = (round(self.rng.uniform(-power, power)),
                       round(self.rng.uniform(-power, power)))

    @property
    def active(self) -> bool:
        return self.left > 0


class Flash:
    """A colour over the screen, or over one `area` of it, that fades out (an explosion's
    white, a win's gold)."""

    def __init__(self, area: pygame.Rect | None = None) -> None:
        self.colour: palette.Colour = palette.WHITE
        self.alpha = 0.0
        self.peak = 0.0
        self.duration = 0.0
        self.left = 0.0
        self.area = area
        self._overlay: tuple[tuple, Any] | None = None  # (colour, size, zoom) and its image

    def start(self, colour: palette.Colour = palette.WHITE, duration: float = 0.3,
              alpha: float = 200.0) -> None:
        self.colour, self.peak, self.duration, self.left = colour, alpha, duration, duration
        self.alpha = alpha

    def update(self, dt: float) -> None:
        self.left = max(0.0, self.left - dt)
        self.alpha = self.peak * (self.left / self.duration) if self.duration else 0.0

    @property
    def active(self) -> bool:
        return self.left > 0

    def draw(self, surface: pygame.Surface) -> None:
        if self.alpha < 1:
            return
        area = self.area or surface.get_rect()
        key = (tuple(self.colour), area.size, canvas.zoom())
        if self._overlay is None or self._overlay[0] != key:  # a new image for a new look:
            image = canvas.blank(area.size, alpha=False)      # the screen's damage tracking
            image.fill(self.colour)                            # tells images by identity
            self._overlay = (key, image)
        image = self._overlay[1]
        image.set_alpha(round(self.alpha))
        surface.blit(image, area.topleft)
