"""The window outside the layout's 16:9 box: the table's felt goes on across it.

A window of another shape (1600x720, 1280x1024, a 4:3 monitor in full screen) gets the largest
16:9 area that fits (`canvas.letterbox`); the rest is covered with the same felt tiles, laid
from the same origin as inside, so the table seems to run to the window's edges instead of
stopping at black bars. Painted once per layout: no scene draws there.
"""

from __future__ import annotations

import math

import pygame

from game.view import assets
from game.view.canvas import Canvas

TILE = 256  # units, as every table and menu tiles its felt


def paint(window: pygame.Surface, box: pygame.Rect, k: float) -> None:
    """Cover `window` outside `box` (where the layout is drawn at zoom `k`) with felt."""
    if box.contains(window.get_rect()):
        return
    whole = Canvas(window, k, origin=(-box.x / k, -box.y / k))
    felt = assets.svg("table_felt", (TILE, TILE))
    first_x = math.floor(-box.x / k / TILE) * TILE
    first_y = math.floor(-box.y / k / TILE) * TILE
    for x in range(first_x, math.ceil((window.get_width() - box.x) / k), TILE):
        for y in range(first_y, math.ceil((window.get_height() - box.y) / k), TILE):
            whole.blit(felt, (x, y))
