"""A picker's < and > (critic 11, the new-game screen): the glyphs sat below the middle of
their boxes and read as text. They are small wooden buttons now, each centred on the box's
middle, with a triangle centred in it."""

from __future__ import annotations

import pygame
import pytest

from game.view import canvas, palette
from game.view.widgets import Choice, arrow_buttons


def box_of(surface: pygame.Surface, area: pygame.Rect, colour: palette.Colour) -> pygame.Rect:
    """The bounding box of the pixels of `colour` in `area`."""
    xs, ys = [], []
    for x in range(area.left, area.right):
        for y in range(area.top, area.bottom):
            if tuple(surface.get_at((x, y)))[:3] == tuple(colour)[:3]:
                xs.append(x)
                ys.append(y)
    assert xs, "nothing of that colour there"
    return pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)


@pytest.mark.parametrize("height", [38, 46])
def test_the_arrows_are_buttons_centred_in_the_picker(app, height):
    choice = Choice((100, 100, 440, height), "Players", [(2, "2"), (3, "3"), (4, "4")], 3)
    surface = canvas.blank((700, 300), alpha=False)
    surface.fill((0, 0, 0))
    choice.draw(surface)
    control = choice.control
    for button in arrow_buttons(control):
        assert control.contains(button)
        assert abs(button.centery - control.centery) <= 1
        wood = box_of(surface, button, palette.BUTTON)  # a button's face, not bare text
        assert wood.h >= button.h // 2 and wood.w >= button.w // 2
        assert abs(wood.centery - control.centery) <= 1
        arrow = box_of(surface, button, palette.CREAM)
        assert abs(arrow.centery - control.centery) <= 1
        assert button.inflate(-4, -4).contains(arrow)  # inside the button, off its rim
    # the value between them is clear of both
    left, right = arrow_buttons(control)
    assert left.right < control.inflate(-64, 0).left + 2
    assert right.left > control.inflate(-64, 0).right - 2
