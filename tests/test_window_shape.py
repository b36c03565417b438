"""A window of another shape than 16:9 shows the table's felt to its edges, not black bars."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.scenes.title import TitleScene
from game.view import assets, canvas


def bars(app: App) -> list[pygame.Rect]:
    """The parts of the window outside the layout's box."""
    window, box = app.display.get_rect(), app.box
    parts = [pygame.Rect(0, 0, box.x, window.h), pygame.Rect(box.right, 0, window.w - box.right,
                                                             window.h),
             pygame.Rect(0, 0, window.w, box.y), pygame.Rect(0, box.bottom, window.w,
                                                             window.h - box.bottom)]
    return [p for p in parts if p.w > 0 and p.h > 0]


@pytest.mark.parametrize("size", [(1600, 720), (1280, 1024), (1024, 768)])
def test_the_felt_runs_to_the_edges_of_a_window_of_any_shape(size):
    app = App(headless=True, size=size)
    try:
        app.stack.push(TitleScene(app))
        app.step(1 / 60)
        found = bars(app)
        assert found, "this shape has room beside the 16:9 box"
        for part in found:
            pixels = {tuple(app.display.get_at((x, y)))[:3]
                      for x in range(part.x, part.right, 7) for y in range(part.y, part.bottom, 7)}
            assert (0, 0, 0) not in pixels  # no black bar
            assert len(pixels) > 20  # the felt's weave, not one flat colour
            greens = [p for p in pixels if p[1] > p[0] and p[1] > p[2]]
            assert len(greens) > 0.9 * len(pixels)
    finally:
        canvas.set_zoom(1)
        assets.clear_cache()
        canvas.forget_rasters()
        pygame.quit()
