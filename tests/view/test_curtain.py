"""A new screen's first frame is drawn behind the last one, which then fades off it."""

import pygame
import pytest

from game.app import FPS
from game.view.curtain import FADE_S
from game.view.stack import Scene


class Plain(Scene):
    def __init__(self, app, colour, transparent=False):
        super().__init__(app)
        self.colour, self.transparent, self.times = colour, transparent, []

    def update(self, dt):
        self.times.append(dt)

    def draw(self, surface):
        if self.transparent:
            surface.fill(self.colour, (0, 0, 100, 100))
        else:
            surface.fill(self.colour)


def centre(app):
    raw = app.screen.raw
    return tuple(raw.get_at((raw.get_width() // 2, raw.get_height() // 2)))[:3]


@pytest.fixture
def shown(app):
    app.stack.push(Plain(app, (200, 0, 0)))
    app.stack.apply_pending()
    app.step(1 / FPS)
    assert centre(app) == (200, 0, 0)
    return app


def test_the_first_frame_of_a_new_screen_still_shows_the_last_one(shown):
    shown.stack.replace(Plain(shown, (0, 0, 200)))
    shown.stack.apply_pending()
    shown.step(1 / FPS)
    assert centre(shown) == (200, 0, 0)


def test_the_last_screen_fades_off_the_new_one_and_is_gone_after_the_fade(shown):
    new = Plain(shown, (0, 0, 200))
    shown.stack.replace(new)
    shown.stack.apply_pending()
    shown.step(0.1)  # the slow first paint
    reds = []
    for _ in range(round(FADE_S * FPS) + 2):
        shown.step(1 / FPS)
        reds.append(centre(shown)[0])
    assert reds == sorted(reds, reverse=True) and 0 < reds[1] < 200
    assert centre(shown) == (0, 0, 200) and shown.curtain is None


def test_the_new_screens_clock_waits_for_the_fade_and_no_frame_jumps_it(shown):
    new = Plain(shown, (0, 0, 200))
    shown.stack.replace(new)
    shown.stack.apply_pending()
    shown.step(1 / FPS)  # the first paint, behind the old screen
    shown.step(0.1)  # the clock says the first paint took 100 ms
    assert new.times == [pytest.approx(1 / FPS)] and shown.curtain.age == pytest.approx(1 / FPS)
    while shown.curtain is not None:
        shown.step(1 / FPS)
    assert new.times == [pytest.approx(1 / FPS)] * 2  # it goes on where it was


def test_an_overlay_opens_at_once_without_a_fade(shown):
    shown.stack.push(Plain(shown, (0, 200, 0), transparent=True))
    shown.stack.apply_pending()
    shown.step(1 / FPS)
    assert tuple(shown.screen.raw.get_at((10, 10)))[:3] == (0, 200, 0)
    assert shown.curtain is None


def test_a_resized_window_drops_the_fade(shown):
    shown.stack.replace(Plain(shown, (0, 0, 200)))
    shown.stack.apply_pending()
    shown.step(1 / FPS)
    pygame.display.set_mode((1600, 900))
    shown.lay_out()
    shown.step(1 / FPS)
    assert shown.curtain is None and centre(shown) == (0, 0, 200)


def test_memory_is_settled_when_a_frozen_screen_leaves_not_for_each_overlay(shown, monkeypatch):
    from game import app as app_module

    settled = []
    monkeypatch.setattr(app_module.gc, "collect", lambda *a: settled.append(1))
    hand_off = Plain(shown, (0, 0, 200))  # opaque, laid over the table and taken away again
    for _ in range(3):
        shown.stack.push(hand_off)
        shown.stack.apply_pending()
        shown.step(1 / FPS)
        shown.stack.pop()
        shown.stack.apply_pending()
        shown.step(1 / FPS)
    assert settled == []
    shown.stack.reset(Plain(shown, (0, 200, 0)))  # the frozen screen leaves: its memory goes
    shown.stack.apply_pending()
    shown.step(1 / FPS)
    assert settled == [1]
