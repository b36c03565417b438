"""Layout units and real pixels: every screen is laid out in units, drawn in real pixels.

Each screen is laid out on a 1280x720 grid of units, whatever the window's size, so no table
has to think about windows. A `Canvas` is a pygame surface seen in those units: it holds `k`
real pixels per unit (`zoom()`), and its blit, fill, clip, size and rects speak units while the
pixels underneath are the window's own. Art and text are rasterized at `k` times their size
in units (`assets`), and the drawing helpers in `ink` scale their coordinates, so a
2560x1440 window gets 2560x1440 pixels of detail, not a 1280x720 picture stretched.

Only this module and `ink` touch raw pixels; `tests/test_crisp.py` checks that no other
module draws on a raw surface, makes one or transforms one.
"""

from __future__ import annotations

import functools
import math
from typing import Any

import pygame

LAYOUT = (1280, 720)
"""The screen in units: every layout is written for this size."""

_zoom = 1.0
unscaled_blits = 0
"""Raw (unit-less) images blitted onto a zoomed canvas: stretched, so blurry. Tests keep it 0."""


def zoom() -> float:
    """Real pixels per unit for everything rasterized now."""
    return _zoom


def set_zoom(k: float) -> bool:
    """Use `k` pixels per unit from now on; True if that changed (rasters must be remade)."""
    global _zoom
    k = max(0.05, float(k))  # a window dragged very small still gets a (tiny) picture
    changed = abs(k - _zoom) > 1e-9
    _zoom = k
    return changed


def fit_zoom(window: tuple[int, int]) -> float:
    """The largest zoom at which the layout fits in `window` (letterboxed, never cut)."""
    return min(window[0] / LAYOUT[0], window[1] / LAYOUT[1])


def letterbox(window: tuple[int, int], k: float) -> pygame.Rect:
    """The part of `window` the layout fills at zoom `k`, centred."""
    w, h = round(LAYOUT[0] * k), round(LAYOUT[1] * k)
    return pygame.Rect((window[0] - w) // 2, (window[1] - h) // 2, w, h)


def px(value: float, k: float) -> int:
    return round(value * k)


def to_px(rect: Any, k: float) -> pygame.Rect:
    """A rect in units as real pixels; neighbouring rects stay edge to edge."""
    r = pygame.FRect(rect)
    left, top = round(r.x * k), round(r.y * k)
    return pygame.Rect(left, top, round(r.right * k) - left, round(r.bottom * k) - top)


def to_units(rect: pygame.Rect, k: float) -> pygame.Rect:
    """A rect in real pixels as the smallest rect in units that covers it."""
    left, top = math.floor(rect.x / k + 1e-6), math.floor(rect.y / k + 1e-6)
    right = math.ceil(rect.right / k - 1e-6)
    bottom = math.ceil(rect.bottom / k - 1e-6)
    return pygame.Rect(left, top, right - left, bottom - top)


def point(pos: Any, k: float) -> tuple[int, int]:
    return round(pos[0] * k), round(pos[1] * k)


class Canvas:
    """A surface measured in units; `raw` holds its real pixels, `k` of them per unit.

    `origin` is the point of the screen (in units) where its top left sits: a `Layer` that
    holds one panel is drawn on in screen coordinates, like the screen itself."""

    __slots__ = ("raw", "k", "origin", "__weakref__")

    def __init__(self, raw: pygame.Surface, k: float | None = None,
                 origin: tuple[int, int] = (0, 0)) -> None:
        self.raw = raw
        self.k = _zoom if k is None else k
        self.origin = origin

    def __repr__(self) -> str:
        return f"<Canvas {self.get_size()} units at {self.k:g} px>"

    # -- units to pixels --------------------------------------------------------------
    def px_rect(self, rect: Any) -> pygame.Rect:
        """A rect in units on this canvas as a rect of its real pixels."""
        if self.origin != (0, 0):
            r = pygame.FRect(rect)
            rect = r.move(-self.origin[0], -self.origin[1])
        return to_px(rect, self.k)

    def px_point(self, pos: Any) -> tuple[float, float]:
        return (pos[0] - self.origin[0]) * self.k, (pos[1] - self.origin[1]) * self.k

    def unit_rect(self, rect: pygame.Rect) -> pygame.Rect:
        """A rect of real pixels as units (the smallest rect that covers it)."""
        units = rect if self.k == 1 else to_units(rect, self.k)
        return units.move(self.origin) if self.origin != (0, 0) else units

    # -- size ---------------------------------------------------------------------
    def get_size(self) -> tuple[int, int]:
        w, h = self.raw.get_size()
        if self.k == 1:
            return w, h
        return max(1, round(w / self.k)), max(1, round(h / self.k))

    def get_width(self) -> int:
        return self.get_size()[0]

    def get_height(self) -> int:
        return self.get_size()[1]

    def get_rect(self, **where: Any) -> pygame.Rect:
        rect = pygame.Rect(self.origin, self.get_size())
        for name, value in where.items():
            setattr(rect, name, value)
        return rect

    def get_bounding_rect(self) -> pygame.Rect:
        return self.unit_rect(self.raw.get_bounding_rect())

    # -- drawing --------------------------------------------------------------------
    def _source(self, source: Canvas | pygame.Surface) -> pygame.Surface:
        global unscaled_blits
        if isinstance(source, Canvas):
            return source.raw if abs(source.k - self.k) < 1e-9 else rescaled(source, self.k).raw
        if self.k == 1:
            return source
        unscaled_blits += 1
        size = (round(source.get_width() * self.k), round(source.get_height() * self.k))
        return pygame.transform.smoothscale(source, size)

    def blit(self, source: Canvas | pygame.Surface, dest: Any, area: Any = None,
             special_flags: int = 0) -> pygame.Rect:
        image = self._source(source)
        x, y = self.px_point(dest[:2] if not isinstance(dest, pygame.Rect | pygame.FRect)
                             else dest.topleft)
        drawn = self.raw.blit(image, (round(x), round(y)),
                              None if area is None else to_px(area, self.k), special_flags)
        return self.unit_rect(drawn)

    def fill(self, colour: Any, rect: Any = None, special_flags: int = 0) -> pygame.Rect:
        drawn = self.raw.fill(colour, None if rect is None else self.px_rect(rect),
                              special_flags)
        return self.unit_rect(drawn)

    def set_clip(self, rect: Any = None) -> None:
        self.raw.set_clip(None if rect is None else self.px_rect(rect))

    def get_clip(self) -> pygame.Rect:
        return self.unit_rect(self.raw.get_clip())

    def subsurface(self, rect: Any) -> Canvas:
        inside = self.px_rect(rect).clip(self.raw.get_rect())
        return Canvas(self.raw.subsurface(inside), self.k, self.unit_rect(inside).topleft)

    def scroll_area(self, rect: Any, dx: int, dy: int) -> None:
        """Move what is drawn inside `rect` by (dx, dy) units (a shaken board)."""
        inside = self.px_rect(rect).clip(self.raw.get_rect())
        self.raw.subsurface(inside).scroll(px(dx, self.k), px(dy, self.k))

    def set_alpha(self, value: int | None, flags: int = 0) -> None:
        self.raw.set_alpha(value, flags)

    def get_at(self, pos: Any) -> pygame.Color:
        """The colour at a point in units (the real pixel under it)."""
        x, y = self.px_point(pos)
        return self.raw.get_at((round(x), round(y)))

    def copy(self) -> Canvas:
        return Canvas(self.raw.copy(), self.k, self.origin)

    def convert(self) -> Canvas:
        return Canvas(self.raw.convert(), self.k, self.origin)

    def convert_alpha(self) -> Canvas:
        return Canvas(self.raw.convert_alpha(), self.k, self.origin)


def blank(size: Any, alpha: bool = True) -> Canvas:
    """A new canvas of `size` units at today's zoom: transparent, or opaque black."""
    w, h = max(1, round(size[0] * _zoom)), max(1, round(size[1] * _zoom))
    raw = pygame.Surface((w, h), pygame.SRCALPHA) if alpha else pygame.Surface((w, h))
    return Canvas(raw, _zoom)


def rescaled(image: Canvas, k: float) -> Canvas:
    """An image rasterized at another zoom, stretched to `k` (softer: a stopgap until it is
    made again at `k`)."""
    w, h = image.raw.get_size()
    size = (max(1, round(w * k / image.k)), max(1, round(h * k / image.k)))
    return Canvas(pygame.transform.smoothscale(image.raw, size), k)


def raw_of(surface: Canvas | pygame.Surface) -> pygame.Surface:
    """The real pixels under a canvas (a plain surface as it is)."""
    return surface.raw if isinstance(surface, Canvas) else surface


def zoom_of(surface: Canvas | pygame.Surface) -> float:
    return surface.k if isinstance(surface, Canvas) else 1.0


def to_layout(pos: tuple[int, int], k: float, box: pygame.Rect) -> tuple[int, int]:
    """A window position (a mouse event's) in units on a layout drawn in `box` at `k`."""
    return math.floor((pos[0] - box.x) / k), math.floor((pos[1] - box.y) / k)


_rasters: list[Any] = []


def raster(func: Any = None, *, maxsize: int | None = None) -> Any:
    """`functools.lru_cache` for functions that make images: forgotten when the zoom changes
    (`forget_rasters`), since they were rasterized for the old one."""
    def wrap(inner: Any) -> Any:
        cached = functools.lru_cache(maxsize)(inner)
        _rasters.append(cached)
        return cached

    return wrap(func) if func is not None else wrap


def forget_rasters() -> None:
    for cached in _rasters:
        cached.cache_clear()
