"""pygame.draw and pygame.transform in units: the same calls, on a `Canvas` at any zoom.

Each helper takes the arguments pygame's own takes, in units, and draws in real pixels on
the canvas underneath (line widths and corner radii grow with the zoom, a 1-unit line never
vanishes). A plain surface is drawn on as pygame would (1 pixel per unit).
"""

from __future__ import annotations

from typing import Any

import pygame

from game.view.canvas import Canvas, point, raw_of, zoom_of
from game.view.damage import Recorder


def _width(width: float, k: float) -> int:
    return 0 if width <= 0 else max(1, round(width * k))


def _area(surface: Any, area: Any) -> Any:
    return surface.px_rect(area) if isinstance(surface, Canvas) else pygame.Rect(area)


def _at(surface: Any, pos: Any) -> Any:
    return surface.px_point(pos) if isinstance(surface, Canvas) else tuple(pos)


def _all(surface: Any, points: Any) -> tuple:
    if isinstance(surface, Canvas):
        return tuple(surface.px_point(p) for p in points)
    return tuple(tuple(p) for p in points)


def _around(points: Any, width: int) -> pygame.Rect:
    """The box that holds a shape through `points` drawn `width` pixels wide."""
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    left, top = int(min(xs)) - width - 2, int(min(ys)) - width - 2
    return pygame.Rect(left, top, int(max(xs)) + width + 3 - left, int(max(ys)) + width + 3 - top)


def _c(colour: Any) -> tuple:
    return colour if colour.__class__ is tuple else tuple(colour)


def _draw(surface: Any, shape: Any, args: tuple, box: pygame.Rect) -> pygame.Rect:
    """Draw now, or, on a screen that notes its frame (`damage.Recorder`), note it (`args`
    are then its key too: a colour, numbers, tuples and rects as tuples)."""
    if surface.__class__ is Recorder:
        surface.draw(shape, args, box)
        return surface.unit_rect(box)
    drawn = shape(raw_of(surface), *args)
    return surface.unit_rect(drawn) if isinstance(surface, Canvas) else drawn


def rect(surface: Any, colour: Any, area: Any, width: float = 0, border_radius: float = 0,
         border_top_left_radius: float = -1, border_top_right_radius: float = -1,
         border_bottom_left_radius: float = -1,
         border_bottom_right_radius: float = -1) -> pygame.Rect:
    k = zoom_of(surface)

    def corner(r: float) -> int:
        return -1 if r < 0 else round(r * k)

    box = _area(surface, area)
    args = (_c(colour), box, _width(width, k), round(border_radius * k),
            corner(border_top_left_radius), corner(border_top_right_radius),
            corner(border_bottom_left_radius), corner(border_bottom_right_radius))
    return _draw(surface, pygame.draw.rect, args, box.inflate(2, 2))


def circle(surface: Any, colour: Any, center: Any, radius: float, width: float = 0,
           **quarters: bool) -> pygame.Rect:
    k = zoom_of(surface)
    at, r = _at(surface, center), radius * k
    box = _around([at], round(r))
    if quarters:
        return _draw(surface, _quarters, (_c(colour), at, r, _width(width, k),
                                          tuple(sorted(quarters.items()))), box)
    return _draw(surface, pygame.draw.circle, (_c(colour), at, r, _width(width, k)), box)


def _quarters(raw: pygame.Surface, colour: Any, at: Any, r: float, width: int,
              quarters: tuple) -> pygame.Rect:
    return pygame.draw.circle(raw, colour, at, r, width, **dict(quarters))


def ellipse(surface: Any, colour: Any, area: Any, width: float = 0) -> pygame.Rect:
    box = _area(surface, area)
    return _draw(surface, pygame.draw.ellipse, (_c(colour), box, _width(width, zoom_of(surface))),
                 box.inflate(2, 2))


def arc(surface: Any, colour: Any, area: Any, start: float, stop: float,
        width: float = 1) -> pygame.Rect:
    box = _area(surface, area)
    return _draw(surface, _unclipped_arc,
                 (_c(colour), box, start, stop, _width(width, zoom_of(surface))),
                 box.inflate(2, 2))


def _unclipped_arc(raw: pygame.Surface, colour: Any, box: Any, start: float, stop: float,
                   width: int) -> pygame.Rect:
    """`pygame.draw.arc` made whole and then blitted: drawn straight under a clip it sets
    other pixels than unclipped (its path starts at the clip), so a repainted part of the
    screen would not match the frame drawn in full (`damage`)."""
    box = pygame.Rect(box)
    piece = pygame.Surface(box.size, pygame.SRCALPHA)
    pygame.draw.arc(piece, colour, ((0, 0), box.size), start, stop, width)
    return raw.blit(piece, box)


def line(surface: Any, colour: Any, start: Any, end: Any, width: float = 1) -> pygame.Rect:
    ends, w = (_at(surface, start), _at(surface, end)), _width(width, zoom_of(surface))
    return _draw(surface, pygame.draw.line, (_c(colour), *ends, w), _around(ends, w))


def lines(surface: Any, colour: Any, closed: bool, points: Any, width: float = 1) -> pygame.Rect:
    shown, w = _all(surface, points), _width(width, zoom_of(surface))
    return _draw(surface, pygame.draw.lines, (_c(colour), closed, shown, w), _around(shown, w))


def polygon(surface: Any, colour: Any, points: Any, width: float = 0) -> pygame.Rect:
    shown, w = _all(surface, points), _width(width, zoom_of(surface))
    return _draw(surface, pygame.draw.polygon, (_c(colour), shown, w), _around(shown, w))


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


def veiled(image: Any, colour: Any, amount: float) -> Any:
    """`image` blended `amount` (0 to 1) of the way toward `colour`, its see-through edges
    kept: its hues stay (a brown horse stays brown), its contrast sinks into what lies
    behind it, so a piece out of play reads as out of play yet stays recognisable."""
    raw = raw_of(image)
    out = raw.copy()
    t = max(0.0, min(1.0, amount))
    if t > 0.0:
        keep = round(255 * (1.0 - t))
        out.fill((keep, keep, keep), special_flags=pygame.BLEND_RGB_MULT)
        r, g, b = _c(colour)[:3]
        out.fill((round(r * t), round(g * t), round(b * t)), special_flags=pygame.BLEND_RGB_ADD)
    return _canvas(out, image)


def shrink_oval(raw: pygame.Surface, area: pygame.Rect, room: float) -> None:
    """Shrink the oval picture standing in `area` of a raw card image to `room` pixels high
    (never under a third), centred at the area's top; the card's paper behind it is each
    row's colour just left and right of the picture, blended across (Black Sheep's hand card
    whose name takes two rows keeps its whole picture above the name)."""
    art = raw.subsurface(area).copy()
    edges = pygame.Surface((2, area.h), pygame.SRCALPHA)
    for y in range(area.h):
        edges.set_at((0, y), raw.get_at((max(0, area.x - 1), area.y + y)))
        edges.set_at((1, y), raw.get_at((min(raw.get_width() - 1, area.right), area.y + y)))
    raw.blit(pygame.transform.smoothscale(edges, area.size), area)
    oval = pygame.Surface(area.size, pygame.SRCALPHA)  # the picture alone, not its paper
    oval.fill((255, 255, 255, 0))
    pygame.draw.ellipse(oval, (255, 255, 255, 255), oval.get_rect())
    art.blit(oval, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    scale = max(0.3, room / area.h)
    small = pygame.transform.smoothscale(art, (round(area.w * scale), round(area.h * scale)))
    raw.blit(small, (area.centerx - small.get_width() // 2, area.y))
