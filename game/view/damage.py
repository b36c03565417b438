"""Damage tracking: each frame repaints only the parts of the screen that changed.

Scenes draw every frame in full, the simple way, but onto a `Recorder`: a screen canvas that
writes each blit, fill and `ink` shape down (what, where, under which clip) instead of doing
it. The frame's list is compared with the last frame's: the places of the operations that
are new or gone are the damage. Only the operations that touch the damage are then carried
out, clipped to it, in their order; the rest of the screen already shows them. A card flying
over a 2560x1440 table costs the pixels round the card, not four million.

What the comparison cannot see makes the whole screen damaged: the first frame, a new
layout, and damage over most of the screen anyway (a new scene).
An image is told apart by its identity and alpha; an image changed in place after it was
drawn would be missed, so images kept between frames are made once and never drawn on again
(`layers.Panel` paints a new picture for each change). `tests/view/test_damage.py` plays
every table and checks each repainted frame against one drawn in full.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

import pygame

from game.view.canvas import Canvas

MOST = 0.55
"""Damage over more than this share of the screen repaints it all (one pass is cheaper)."""


class Op:
    __slots__ = ("key", "box", "clip", "run", "keep")

    def __init__(self, key: tuple, box: pygame.Rect, clip: pygame.Rect | None,
                 run: Callable[[pygame.Surface], Any], keep: Any = None) -> None:
        self.key = key
        self.box = box if clip is None else box.clip(clip)
        self.clip = clip
        self.run = run
        self.keep = keep  # the source image: alive while this op is remembered, so no new
        #                   image can take its identity


class Recorder(Canvas):
    """The screen canvas during a frame: notes what is drawn, then paints the damage."""

    __slots__ = ("ops", "last", "whole", "_clip", "painted")

    def __init__(self, screen: Canvas) -> None:
        super().__init__(screen.raw, screen.k, screen.origin)
        self.ops: list[Op] = []
        self.last: list[Op] | None = None
        self.whole = True
        self._clip: pygame.Rect | None = None
        self.painted = 0.0
        """The share of the screen the last frame repainted (bench frames reports it)."""

    # -- the frame ------------------------------------------------------------------------
    def begin(self) -> None:
        self.ops = []
        self._clip = None

    def invalidate(self) -> None:
        """Repaint everything next frame (a new scene, a new layout)."""
        self.whole = True

    def finish(self) -> list[pygame.Rect]:
        """Paint this frame's damage; the rects painted (real pixels)."""
        screen = self.raw.get_rect()
        damage = [screen] if self.whole or self.last is None else self._damage()
        self.whole = False
        area = sum(r.w * r.h for r in damage)
        if area > MOST * screen.w * screen.h:
            damage = [screen]
            area = screen.w * screen.h
        for rect in damage:
            for op in self.ops:
                if op.box.colliderect(rect):
                    self.raw.set_clip(rect if op.clip is None else rect.clip(op.clip))
                    op.run(self.raw)
        self.raw.set_clip(None)
        self.last = self.ops
        self.painted = area / (screen.w * screen.h)
        return damage

    def _damage(self) -> list[pygame.Rect]:
        assert self.last is not None
        new, old = Counter(op.key for op in self.ops), Counter(op.key for op in self.last)
        rects = [op.box for op in self.ops if new[op.key] > old[op.key] and op.box.w]
        rects += [op.box for op in self.last if old[op.key] > new[op.key] and op.box.w]
        return merged(rects)

    def _note(self, key: tuple, box: pygame.Rect, run: Callable[[pygame.Surface], Any],
              keep: Any = None) -> None:
        self.ops.append(Op(key + (_rect_key(self._clip),), box, self._clip, run, keep))

    # -- what scenes call ------------------------------------------------------------------
    def blit(self, source: Canvas | pygame.Surface, dest: Any, area: Any = None,
             special_flags: int = 0) -> pygame.Rect:
        k = self.k
        if source.__class__ is Canvas and source.k == k:  # the usual case, made quick
            image = source.raw
        else:
            image = self._source(source)
        x, y = dest[:2] if dest.__class__ is tuple else (dest[0], dest[1])
        at = (round(x * k), round(y * k))
        part = None if area is None else self.px_rect(area)
        box = pygame.Rect(at, image.get_size() if part is None else part.size)
        alpha = image.get_alpha()
        clip = self._clip
        self.ops.append(Op(("blit", id(image), at, None if part is None else tuple(part),
                            special_flags, alpha, None if clip is None else tuple(clip)),
                           box, clip, _Blit(image, at, part, special_flags, alpha), image))
        return pygame.Rect(round(x), round(y), round(box.w / k), round(box.h / k))

    def fill(self, colour: Any, rect: Any = None, special_flags: int = 0) -> pygame.Rect:
        box = self.raw.get_rect() if rect is None else self.px_rect(rect)
        colour = tuple(pygame.Color(colour))
        self._note(("fill", colour, _rect_key(box), special_flags), box,
                   lambda raw: raw.fill(colour, box, special_flags))
        return self.unit_rect(box)

    def draw(self, shape: Callable[..., pygame.Rect], args: tuple, box: pygame.Rect) -> None:
        """An `ink` shape, `args` (hashable, rects aside) in real pixels after the surface,
        within `box`."""
        key = tuple(tuple(a) if a.__class__ is pygame.Rect else a for a in args)
        self._note((shape.__name__, key), box, lambda raw: shape(raw, *args))

    def set_clip(self, rect: Any = None) -> None:
        self._clip = None if rect is None else self.px_rect(rect).clip(self.raw.get_rect())

    def get_clip(self) -> pygame.Rect:
        return self.unit_rect(self._clip if self._clip is not None else self.raw.get_rect())

    def scroll_area(self, rect: Any, dx: int, dy: int) -> None:
        inside = self.px_rect(rect).clip(self.raw.get_rect())
        step = (round(dx * self.k), round(dy * self.k))
        self._note(("scroll_area", tuple(inside), step), inside,
                   lambda raw: raw.subsurface(inside).scroll(*step))

    def subsurface(self, rect: Any) -> Canvas:
        raise TypeError("the screen is not drawn yet while a frame is noted: draw on a layer")

    def get_at(self, pos: Any) -> pygame.Color:
        raise TypeError("the screen is not drawn yet while a frame is noted")


class _Blit:
    """A noted blit, carried out later (with the alpha the image had when it was noted)."""

    __slots__ = ("image", "at", "part", "flags", "alpha")

    def __init__(self, image: pygame.Surface, at: tuple[int, int], part: pygame.Rect | None,
                 flags: int, alpha: int | None) -> None:
        self.image, self.at, self.part, self.flags, self.alpha = image, at, part, flags, alpha

    def __call__(self, raw: pygame.Surface) -> None:
        if self.image.get_alpha() != self.alpha:
            self.image.set_alpha(self.alpha)
        raw.blit(self.image, self.at, self.part, self.flags)


def merged(rects: list[pygame.Rect]) -> list[pygame.Rect]:
    """Rects that overlap or touch made one, so no pixel is painted twice."""
    out: list[pygame.Rect] = []
    for rect in rects:
        rect = rect.inflate(2, 2)
        joined = True
        while joined:
            joined = False
            for i, other in enumerate(out):
                if rect.colliderect(other):
                    rect = rect.union(out.pop(i))
                    joined = True
                    break
        out.append(rect)
    return out


def _rect_key(rect: pygame.Rect | None) -> tuple | None:
    return None if rect is None else tuple(rect)
