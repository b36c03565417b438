"""The crash handler: a scene that raises shows the crash screen, never a traceback exit.

The error and its traceback go to the rotating log, the autosave is left exactly as it was
(the game is saved after every move, so nothing is lost), and the main loop keeps running
until the player leaves the crash screen.
"""

from __future__ import annotations

import logging
import logging.handlers
import random
import time

import pygame
import pytest

from game.ai.base import Agent
from game.app import App
from game.match import Match, autosave_path
from game.saves import Seat
from game.scenes.crash import CrashScene
from game.view import assets
from game.view.stack import Scene


class Boom(RuntimeError):
    pass


class Faulty(Scene):
    """Raises in one of its methods once a few frames have gone by."""

    def __init__(self, app: App, where: str, after: int = 3) -> None:
        super().__init__(app)
        self.where, self.after, self.frames = where, after, 0

    def explode(self, where: str) -> None:
        if where == self.where and self.frames >= self.after:
            raise Boom(f"the sheep escaped in {where}")

    def handle(self, event: pygame.event.Event) -> bool:
        self.explode("handle")
        return False

    def update(self, dt: float) -> None:
        self.frames += 1
        self.explode("update")

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill((40, 90, 40))
        self.explode("draw")
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1),
                                             buttons=(0, 0, 0)))


@pytest.fixture
def app():
    """A headless app whose log goes to this test's home (earlier apps in this process
    may have left the log handler pointing elsewhere)."""
    log = logging.getLogger("sheepfold")
    for handler in [h for h in log.handlers
                    if isinstance(h, logging.handlers.RotatingFileHandler)]:
        log.removeHandler(handler)
        handler.close()
    app = App(headless=True)
    yield app
    pygame.quit()
    assets.clear_cache()  # fonts made for this display must not reach later tests


@pytest.fixture
def autosave() -> bytes:
    """A game in progress, autosaved; returns the file's bytes."""
    match = Match.new("black_sheep", [Seat("You"), Seat("Dolly", "ai", "easy")], 9,
                      autosave=autosave_path())
    rng = random.Random(9)
    for _ in range(6):
        match.apply(rng.choice(match.legal_actions()))
    match.close()
    return autosave_path().read_bytes()


@pytest.mark.parametrize("where", ["update", "draw", "handle"])
def test_a_raising_scene_shows_the_crash_screen_and_the_loop_goes_on(app, autosave, where,
                                                                      capsys, monkeypatch):
    stamp = autosave_path().stat().st_mtime_ns
    drawn: list[int] = []
    original_draw = CrashScene.draw

    def counting_draw(scene, surface):
        drawn.append(len(app.frame_times))
        original_draw(scene, surface)

    monkeypatch.setattr(CrashScene, "draw", counting_draw)
    assert app.run(Faulty(app, where), frames=30) == 0
    assert len(app.frame_times) == 30, "the loop stopped"
    assert [type(s) for s in app.stack.scenes] == [CrashScene]
    # after its first frame and the fade from the faulty screen, drawn frame after frame
    assert len(drawn) > 10 and drawn[-10:] == list(range(20, 30)), drawn
    text = app.log_path.read_text(encoding="utf-8")
    assert "Traceback (most recent call last)" in text
    assert f"Boom: the sheep escaped in {where}" in text and f"in {where}" in text
    assert "Boom" in capsys.readouterr().err
    assert autosave_path().read_bytes() == autosave
    assert autosave_path().stat().st_mtime_ns == stamp
    assert Match.load(autosave_path()).data.actions


class BrokenAgent(Agent):
    def choose(self, obs, rng):
        raise Boom("the AI fell over")


def test_an_ai_that_raises_at_a_real_table(app, monkeypatch):
    """The AI's error surfaces on the main loop (not lost on its thread) and is handled."""
    from game.scenes.tables import table_for

    match = Match.new("black_sheep", [Seat("Dolly", "ai", "easy"), Seat("You")], 4,
                      autosave=autosave_path())
    monkeypatch.setattr(match, "agent_for", lambda seat: BrokenAgent())
    before = autosave_path().read_bytes()
    app.stack.push(table_for(app, match))
    app.stack.apply_pending()
    for _ in range(3000):  # as App.run does, until the AI's answer (its error) arrives
        try:
            app.step(1 / 60)
        except Exception as err:
            app.crash(err)
        if isinstance(app.stack.top, CrashScene):
            break
        time.sleep(0.001)  # let the AI's thread run
    assert isinstance(app.stack.top, CrashScene)
    assert "the AI fell over" in app.log_path.read_text(encoding="utf-8")
    assert autosave_path().read_bytes() == before


def test_enter_on_the_crash_screen_goes_back_to_the_title(app, autosave):
    from game.scenes.title import TitleScene

    app.stack.push(Faulty(app, "update", after=0))
    app.stack.apply_pending()
    try:
        app.step(1 / 60)
    except Boom as err:
        app.crash(err)
    assert isinstance(app.stack.top, CrashScene)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0,
                                         unicode="\r", scancode=0))
    app.step(1 / 60)
    assert isinstance(app.stack.top, TitleScene)
    assert autosave_path().read_bytes() == autosave  # Continue is there, the game intact
