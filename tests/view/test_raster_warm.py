"""Art is rasterized behind the curtain, not mid-animation: a table makes its cards' art when
it opens, every smaller size of a drawing is smoothscaled from a larger rasterization; and
the young generations of the garbage collector are collected in quick frames, not in every
frame nor in the busiest."""

from __future__ import annotations

import gc

import pytest

from game import app as app_module
from game import games
from game.app import FPS, YOUNG
from game.match import Match
from game.saves import Seat
from game.scenes.tables import table_for
from game.view import assets, canvas
from game.view.stack import Scene


@pytest.fixture
def rasterized(monkeypatch):
    """The SVG rasterizations made from now on, as (drawing, size in units)."""
    made: list[tuple[str, tuple[int, int]]] = []
    real = assets._rasterized

    def counted(name, width, height, size):
        made.append((name, size))
        return real(name, width, height, size)

    forget_all()
    monkeypatch.setattr(assets, "_rasterized", counted)
    yield made
    forget_all()


def forget_all() -> None:
    """Every image cache cold, as the app leaves them when the zoom changes: the tables'
    own (`canvas.raster`) too, or a piece an earlier test cached would skip its drawing's
    rasterization at the first paint and leave it to the moves (seen after Boom-Bah tests)."""
    assets.clear_cache()
    canvas.forget_rasters()


def test_a_smaller_size_of_the_same_shape_is_made_from_a_larger_one(rasterized):
    assert assets.svg("sheep", (96, 96)).get_size() == (96, 96)
    assert assets.svg("sheep", (60, 60)).get_size() == (60, 60)
    assert assets.svg("sheep", (48, 48)).get_size() == (48, 48)  # half: still made from 96
    assert rasterized == [("sheep", (96, 96))]
    assets.svg("sheep", (40, 40))  # less than half: rasterized (sharper than a big shrink)
    assets.svg("card_sheep", (60, 84))  # another drawing
    assets.svg("sheep", (96, 60))  # another shape
    assert rasterized[1:] == [("sheep", (40, 40)), ("card_sheep", (60, 84)), ("sheep", (96, 60))]


def test_a_size_a_pixel_larger_is_made_from_the_one_below(rasterized):
    assets.svg("card_back", (100, 140))
    assert assets.svg("card_back", (101, 141)).get_size() == (101, 141)
    assert len(rasterized) == 1


def test_warm_leaves_every_size_down_to_a_quarter_ready(rasterized):
    assets.warm(["card_back"], (100, 140))
    assert rasterized == [("card_back", (100, 140)), ("card_back", (50, 70))]
    for width in (100, 77, 51, 39, 26):
        assets.svg("card_back", (width, round(width * 1.4)))
    assert len(rasterized) == 2
    assets.svg("card_back", (20, 28))
    assert len(rasterized) == 3


class Counting(Scene):
    def __init__(self, app):
        super().__init__(app)
        self.warmed = 0

    def warm(self):
        self.warmed += 1

    def draw(self, surface):
        surface.fill((0, 90, 0))


def test_a_new_screen_warms_once_behind_the_last_one(app):
    first, second = Counting(app), Counting(app)
    app.stack.push(first)
    app.stack.apply_pending()
    app.step(1 / FPS)
    app.stack.reset(second)
    app.stack.apply_pending()
    for _ in range(30):
        app.step(1 / FPS)
    assert app.curtain is None and second.warmed == 1


@pytest.mark.parametrize("window", [True, False])
def test_a_windows_first_screen_warms_before_it_is_shown(app, window):
    app.headless = not window  # headless runs (tests, screenshots) open many tables: no warming
    first = Counting(app)
    app.stack.push(first)
    app.stack.apply_pending()
    app.step(1 / FPS)
    app.step(1 / FPS)
    assert first.warmed == (1 if window else 0)


def test_the_young_generation_waits_for_5000_objects_once_a_screen_is_up(app):
    app.stack.push(Counting(app))
    app.stack.apply_pending()
    app.step(1 / FPS)
    assert gc.get_threshold()[0] == YOUNG


@pytest.mark.parametrize("quick", [True, False])
def test_a_quick_frame_collects_the_young_generation_before_it_fills(app, monkeypatch, quick):
    monkeypatch.setattr(app_module, "ROOM", 60.0 if quick else 0.0)  # every frame quick, or none
    app.stack.push(Counting(app))
    app.stack.apply_pending()
    app.step(1 / FPS)
    kept = [[] for _ in range(YOUNG // 2)]  # young objects, alive
    assert gc.get_count()[0] > YOUNG // 4
    app.step(1 / FPS)
    assert (gc.get_count()[0] < YOUNG // 4) == quick and len(kept) == YOUNG // 2


class Leaving(Scene):
    def draw(self, surface):
        surface.fill((40, 70, 40))


# 400 frames of all-AI play after the table opens: the deal and the first moves of each
# game, with cards drawn, flown and turned (Boom-Bah: tiles too).
@pytest.mark.slow
@pytest.mark.parametrize("game", ["black_sheep", "boom_bah", "bye_bye", "sheep_sheep"])
def test_a_table_animates_its_first_moves_without_rasterizing(app, rasterized, game):
    players = games.get(game).spec.max_players
    app.stack.push(Leaving(app))
    app.stack.apply_pending()
    app.step(1 / FPS)
    table = table_for(app, Match.new(game, [Seat(f"AI {i}", "ai", "easy")
                                            for i in range(players)], seed=7))
    app.stack.reset(table)
    app.stack.apply_pending()
    app.step(1 / FPS)  # the first paint and the warming, behind the last screen
    del rasterized[:]
    for _ in range(400):
        app.step(1 / FPS)
    assert table.match.steps  # the deal and at least one move shown
    assert rasterized == [], sorted(set(rasterized))
