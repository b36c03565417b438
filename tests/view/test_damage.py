"""Damage tracking repaints only what changed, and the screen is always what a full redraw
would show: every table, played by the AI with something always moving, frame after frame,
at 1 and at 1.5 pixels per unit."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game import games  # noqa: E402
from game.app import App  # noqa: E402
from game.match import Match  # noqa: E402
from game.saves import Seat  # noqa: E402
from game.scenes.tables import table_for  # noqa: E402
from game.tables import base as table_module  # noqa: E402
from game.view import assets, canvas, ink  # noqa: E402
from game.view.damage import Recorder, merged  # noqa: E402

FRAMES = 240
CHECK_EVERY = 3


def full_redraw(app: App) -> bytes:
    """The frame drawn again in full on a fresh screen of the same size."""
    screen = canvas.Canvas(pygame.Surface(app.screen.raw.get_size()), app.screen.k)
    app.stack.draw(screen)
    return pygame.image.tobytes(screen.raw, "RGB")


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=["1280x720", "1920x1080"])
@pytest.mark.parametrize("game_id", [g.id for g in games.playable()])
def test_every_repainted_frame_equals_a_full_one(game_id, size, tmp_path, monkeypatch):
    monkeypatch.setenv("SHEEPFOLD_HOME", str(tmp_path))
    monkeypatch.setattr(table_module, "AI_PAUSE", 0.0)
    app = App(headless=True, size=size)
    try:
        players = games.get(game_id).spec.max_players
        seats = [Seat(f"AI {i + 1}", "ai", "easy") for i in range(players)]
        table = table_for(app, Match.new(game_id, seats, seed=3))
        app.stack.push(table)
        app.stack.apply_pending()
        painted, wrong = [], []
        for frame in range(FRAMES):
            app.step(1 / 60)
            painted.append(app.recorder.painted)
            if frame % CHECK_EVERY == 0 and full_redraw(app) != pygame.image.tobytes(
                    app.screen.raw, "RGB"):
                wrong.append(frame)
        assert wrong == []
        assert sum(painted) / len(painted) < 0.5  # it does save work: most frames are partial
    finally:
        app.leave_all()
        canvas.set_zoom(1)
        assets.clear_cache()
        canvas.forget_rasters()


def test_a_frame_like_the_last_paints_nothing():
    screen = canvas.Canvas(pygame.Surface((200, 100)), 1)
    recorder = Recorder(screen)
    for _ in range(2):
        recorder.begin()
        ink.rect(recorder, (200, 0, 0), (10, 10, 30, 30))
        damage = recorder.finish()
    assert damage == [] and recorder.painted == 0
    recorder.begin()
    ink.rect(recorder, (200, 0, 0), (50, 10, 30, 30))  # moved: where it was and where it is
    damage = recorder.finish()
    assert len(damage) == 2 and screen.get_at((60, 20))[:3] == (200, 0, 0)


def test_touching_rects_are_merged():
    rects = merged([pygame.Rect(0, 0, 10, 10), pygame.Rect(10, 0, 10, 10),
                    pygame.Rect(50, 50, 5, 5)])
    assert len(rects) == 2


def test_an_arc_repainted_in_part_is_the_arc_drawn_whole():
    """pygame draws a clipped arc along another path than a whole one (a pixel off at the
    clip's edge), which showed as a dot missing from Sheep Sheep's dashed card place."""
    import math

    def drawn(clip):
        screen = canvas.Canvas(pygame.Surface((40, 40)), 1)
        screen.raw.set_clip(clip)
        ink.arc(screen, (255, 255, 255), (4, 4, 17, 17), math.radians(90), math.radians(180), 2)
        screen.raw.set_clip(None)
        return screen.raw

    whole = drawn(None)
    for clip in [(12, 6, 4, 4), (12, 0, 10, 10)]:
        part = drawn(clip)
        area = pygame.Rect(clip)
        assert all(part.get_at(p) == whole.get_at(p) for p in
                   ((x, y) for x in range(area.left, area.right) for y in range(area.top, area.bottom)))
