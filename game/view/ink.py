"""pygame.draw and pygame.transform in units: the same calls, on a `Canvas` at any zoom.

Each helper takes the arguments pygame's own takes, in units, and draws in real pixels on
the canvas underneath (line widths and corner radii grow with the zoom, a 1-unit line never
vanishes). A plain surface is drawn on as pygame would (1 pixel per unit).
"""

from __future__ import annotations

from typing import Any

import pygame

from game.view.canvas import Canvas, point, raw_of, zoom_of


def _width(width: float, k: float) -> int:
    return 0 if width <= 0 else max(1, round(width * k))


def _area(surface: Any, area: Any) -> Any:
    return surface.px_rect(area) if isinstance(surface, Canvas) else area


def _at(surface: Any, pos: Any) -> Any:
    return surface.px_point(pos) if isinstance(surface, Canvas) else pos


def _all(surface: Any, points: Any) -> Any:
    return [surface.px_point(p) for p in points] if isinstance(surface, Canvas) else points


def _drawn(surface: Any, rect: pygame.Rect) -> pygame.Rect:
    return surface.unit_rect(rect) if isinstance(surface, Canvas) else rect


def rect(surface: Any, colour: Any, area: Any, width: float = 0, border_radius: float = 0,
         border_top_left_radius: float = -1, border_top_right_radius: float = -1,
         border_bottom_left_radius: float = -1,
         border_bottom_right_radius: float = -1) -> pygame.Rect:
    k = zoom_of(surface)

    def corner(r: float) -> int:
        return -1 if r < 0 else round(r * k)

    drawn = pygame.draw.rect(raw_of(surface), colour, _area(surface, area), _width(width, k),
                             round(border_radius * k), corner(border_top_left_radius),
                             corner(border_top_right_radius),
                             corner(border_bottom_left_radius),
                             corner(border_bottom_right_radius))
    return _drawn(surface, drawn)


def circle(surface: Any, colour: Any, center: Any, radius: float, width: float = 0,
           **quarters: bool) -> pygame.Rect:
    k = zoom_of(surface)
    drawn = pygame.draw.circle(raw_of(surface), colour, _at(surface, center), radius * k,
                               _width(width, k), **quarters)
    return _drawn(surface, drawn)


def ellipse(surface: Any, colour: Any, area: Any, width: float = 0) -> pygame.Rect:
    drawn = pygame.draw.ellipse(raw_of(surface), colour, _area(surface, area),
                                _width(width, zoom_of(surface)))
    return _drawn(surface, drawn)


def arc(surface: Any, colour: Any, area: Any, start: float, stop: float,
        width: float = 1) -> pygame.Rect:
    drawn = pygame.draw.arc(raw_of(surface), colour, _area(surface, area), start, stop,
                            _width(width, zoom_of(surface)))
    return _drawn(surface, drawn)


def line(surface: Any, colour: Any, start: Any, end: Any, width: float = 1) -> pygame.Rect:
    drawn = pygame.draw.line(raw_of(surface), colour, _at(surface, start), _at(surface, end),
                             _width(width, zoom_of(surface)))
    return _drawn(surface, drawn)


def lines(surface: Any, colour: Any, closed: bool, points: Any, width: float = 1) -> pygame.Rect:
    drawn = pygame.draw.lines(raw_of(surface), colour, closed, _all(surface, points),
                              _width(width, zoom_of(surface)))
    return _drawn(surface, drawn)


def aaline(surface: Any, colour: Any, start: Any, end: Any, *blend: Any) -> pygame.Rect:
    if zoom_of(surface) >= 1.5:  # one pixel is too thin at this zoom: a line a unit wide
        return line(surface, colour, start, end, 1)
    drawn = pygame.draw.aaline(raw_of(surface), colour, _at(surface, start),
                               _at(surface, end), *blend)
    return _drawn(surface, drawn)


def aalines(surface: Any, colour: Any, closed: bool, points: Any, *blend: Any) -> pygame.Rect:
    if zoom_of(surface) >= 1.5:
        return lines(surface, colour, closed, points, 1)
    drawn = pygame.draw.aalines(raw_of(surface), colour, closed, _all(surface, points), *blend)
    return _drawn(surface, drawn)


def polygon(surface: Any, colour: Any, points: Any, width: float = 0) -> pygame.Rect:
    drawn = pygame.draw.polygon(raw_of(surface), colour, _all(surface, points),
                                _width(width, zoom_of(surface)))
    return _drawn(surface, drawn)


# -- transforms: a new canvas at the same zoom ---------------------------------------------
def _canvas(raw: pygame.Surface, like: Any) -> Any:
    return Canvas(raw, like.k) if isinstance(like, Canvas) else raw


def smoothscale(image: Any, size: Any) -> Any:
    """`image` at `size` units."""
    k = zoom_of(image)
    return _canvas(pygame.transform.smoothscale(raw_of(image), point(size, k)), image)


def rotate(image: Any, angle: float) -> Any:
    return _canvas(pygame.transform.rotate(raw_of(image), angle), image)


def rotozoom(image: Any, angle: float, scale: float) -> Any:
    return _canvas(pygame.transform.rotozoom(raw_of(image), angle, scale), image)


def flip(image: Any, flip_x: bool, flip_y: bool) -> Any:
    return _canvas(pygame.transform.flip(raw_of(image), flip_x, flip_y), image)
