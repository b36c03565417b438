"""Every state a pasture cell can be in has its own look, drawn by one function
(`faces.draw_tile_state`) that a key can reuse. A critic took a live mine under a sheep for
a wooden start space: the mine's edge, which still shows round a sheep standing on it, is
red in a black-and-yellow band now, unlike any other tile's edge."""

from __future__ import annotations

import itertools

import pygame
import pytest

from game.saves import Seat
from game.tables.boom_bah import draw, faces
from game.view import canvas
from tests.tables.boom_bah.test_table import ai, start

SIDE = 60
STATES = [*(s for s in faces.TILE_STATES if s != "barn"), "barn", "barn:0", "barn:1"]


def drawn(state: str) -> pygame.Surface:
    surface = canvas.blank((SIDE, SIDE), alpha=False)
    surface.fill((0, 0, 0))
    assert faces.draw_tile_state(surface, state, pygame.Rect(0, 0, SIDE, SIDE)).w == SIDE
    return canvas.raw_of(surface)


def colours(image: pygame.Surface, rim: bool) -> list[tuple[int, int, int]]:
    """The tile's pixels: all, or only its edge (what a sheep standing on it leaves seen:
    outside the middle 70 %)."""
    w, h = image.get_size()
    inner = pygame.Rect(0, 0, w * 0.7, h * 0.7)
    inner.center = (w // 2, h // 2)
    return [tuple(image.get_at((x, y)))[:3] for x in range(2, w - 2, 2)
            for y in range(2, h - 2, 2) if not (rim and inner.collidepoint(x, y))]


def mean(pixels: list[tuple[int, int, int]]) -> tuple[float, float, float]:
    return tuple(sum(p[i] for p in pixels) / len(pixels) for i in range(3))


def apart(a: pygame.Surface, b: pygame.Surface) -> float:
    """The mean per-pixel difference of two tiles, 0..255."""
    pa, pb = colours(a, False), colours(b, False)
    return sum(abs(x - y) for p, q in zip(pa, pb, strict=True) for x, y in zip(p, q, strict=True)) / (
        3 * len(pa))


@pytest.mark.parametrize(("one", "other"), list(itertools.combinations(STATES, 2)))
def test_every_tile_state_looks_its_own(app, one, other):
    assert apart(drawn(one), drawn(other)) > 12, (one, other)


@pytest.mark.parametrize("other", [s for s in STATES if s != "mine"])
def test_a_live_mine_s_edge_is_unlike_any_other_tile_s(app, other):
    """What a sheep on the mine leaves seen (the tile's edge) is red and far from the wooden
    start space's and the green tiles' edges."""
    mine, theirs = mean(colours(drawn("mine"), True)), mean(colours(drawn(other), True))
    assert sum(abs(a - b) for a, b in zip(mine, theirs, strict=True)) > 90, (other, mine, theirs)
    assert mine[0] > mine[1] + 40, mine  # red, not wood or grass


def test_the_pasture_draws_each_cell_with_the_one_tile_drawing(app, monkeypatch):
    table = start(app, [Seat("Anna"), ai(1)])
    seen = []
    real = faces.draw_tile_state
    monkeypatch.setattr(faces, "draw_tile_state",
                        lambda surface, state, rect: seen.append(state)
                        or real(surface, state, rect))
    draw.tiles(table, canvas.blank(app.screen.get_size()))
    assert len(seen) == 49 and "start" in seen
