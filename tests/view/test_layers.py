"""Kept panels repaint when what they show changes, at most one a frame in a window's loop:
the others keep their last picture for up to `WAIT` frames. Headless, every change paints
at once."""

from __future__ import annotations

import pygame
import pytest

from game.view import canvas, layers
from game.view.canvas import Canvas
from game.view.layers import WAIT, Panel


@pytest.fixture
def screen(monkeypatch):
    """A screen canvas, with repaints spread as in a window."""
    monkeypatch.setattr(layers, "_painted_in", None)
    layers.spread(True)
    canvas.set_zoom(1)
    yield Canvas(pygame.Surface((1000, 100)), 1)
    layers.spread(False)


def painter(colour, painted):
    def paint(surface):
        painted.append(colour)
        surface.fill(colour, (0, 0, 1000, 100))
    return paint


def frame(screen, panels, keys, painted):
    layers.next_frame()
    for i, (panel, key) in enumerate(zip(panels, keys, strict=True)):
        panel.draw(screen, (i * 100, 0, 100, 100), key, painter((key * 40, 0, 0), painted))
    return [tuple(screen.get_at((i * 100 + 50, 50)))[:3] for i in range(len(panels))]


def test_headless_every_change_paints_at_once(screen):
    layers.spread(False)
    panels, painted = [Panel(), Panel()], []
    layers.next_frame()
    for key in (1, 2):
        for i, panel in enumerate(panels):
            panel.draw(screen, (i * 100, 0, 100, 100), key, painter((key * 40, 0, 0), painted))
    assert len(painted) == 4


def test_in_the_loop_changes_repaint_one_a_frame_and_none_waits_long(screen):
    panels, painted = [Panel(), Panel(), Panel()], []
    assert frame(screen, panels, (1, 1, 1), painted) == [(40, 0, 0)] * 3  # first pictures
    painted.clear()
    shown = [frame(screen, panels, (2, 2, 2), painted) for _ in range(3)]
    assert shown == [[(80, 0, 0), (40, 0, 0), (40, 0, 0)],
                     [(80, 0, 0), (80, 0, 0), (40, 0, 0)],
                     [(80, 0, 0)] * 3]
    assert len(painted) == 3


def test_a_change_waits_no_more_than_wait_frames(screen):
    panels, painted = [Panel() for _ in range(WAIT + 3)], []
    frame(screen, panels, (1,) * len(panels), painted)
    for _ in range(WAIT):
        shown = frame(screen, panels, (2,) * len(panels), painted)
    assert shown.count((40, 0, 0)) == 3  # one repainted in each frame so far
    shown = frame(screen, panels, (2,) * len(panels), painted)
    assert shown == [(80, 0, 0)] * len(panels)


def test_a_new_place_paints_at_once(screen):
    panel, other, painted = Panel(), Panel(), []
    layers.next_frame()
    other.draw(screen, (0, 0, 100, 100), 1, painter((40, 0, 0), painted))
    panel.draw(screen, (100, 0, 100, 100), 1, painter((40, 0, 0), painted))
    layers.next_frame()
    other.draw(screen, (0, 0, 100, 100), 2, painter((80, 0, 0), painted))
    panel.draw(screen, (150, 0, 100, 100), 1, painter((40, 0, 0), painted))
    assert len(painted) == 4
