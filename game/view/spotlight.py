"""A lesson's spotlight: a pulsing gold ring round what to look at, and an arrow that points
at the first of them from outside it, so neither hides the thing it is about.
"""

from __future__ import annotations

import math

import pygame

from game.view import ink, palette
from game.view.paint import glow

ARROW = 34  # px from tip to tail
GAP = 6  # between the arrow's tip and the thing


def draw(surface: pygame.Surface, rects: list[pygame.Rect], clock: float) -> None:
    if not rects:
        return
    pulse = 180 + int(70 * math.sin(clock * 4))
    for rect in rects:
        glow(surface, rect.inflate(6, 6), (*palette.GOLD, pulse), 4, 12)
    _arrow(surface, rects[0], 4 * math.sin(clock * 5))


def _arrow(surface: pygame.Surface, rect: pygame.Rect, bob: float) -> None:
    """Down onto the rect from above, or up from below when there is no room above."""
    area = surface.get_rect()
    down = rect.top - GAP - ARROW - 10 >= area.top
    sign = 1 if down else -1
    tip_y = (rect.top - GAP if down else rect.bottom + GAP) - sign * abs(bob)
    tip = (rect.centerx, tip_y)
    tail_y = tip_y - sign * ARROW
    head = [tip, (tip[0] - 13, tip_y - sign * 16), (tip[0] + 13, tip_y - sign * 16)]
    shaft = pygame.Rect(0, 0, 10, ARROW - 12)
    shaft.midtop = (tip[0], tail_y) if down else (tip[0], tip_y + 14)
    for colour, grow in ((palette.INK, 3), (palette.GOLD, 0)):
        ink.rect(surface, colour, shaft.inflate(grow * 2, grow * 2), border_radius=3)
        points = [(x, y) for x, y in head]
        if grow:
            points = [(tip[0], tip_y + sign * grow), (head[1][0] - grow, head[1][1] - sign * grow),
                      (head[2][0] + grow, head[2][1] - sign * grow)]
        ink.polygon(surface, colour, points)
