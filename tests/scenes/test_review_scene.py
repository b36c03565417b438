"""The review screen at every table: open, judge, pick a decision (keys and the chart), turn
to the turning points, switch to hindsight, stop the judging with Esc, close with Esc."""

from __future__ import annotations

import random
import time
from types import SimpleNamespace

import pygame
import pytest

from game import games, review
from game.ai.base import Observation
from game.ai.levels import make_agent
from game.app import App
from game.match import Match
from game.saves import Seat
from game.scenes.review import ReviewScene

FRAME = 1 / 60


@pytest.fixture
def app(monkeypatch):
    monkeypatch.setattr(review, "WORLDS", {g: 1 for g in review.WORLDS})  # quick judgements
    monkeypatch.setattr(review, "HINDSIGHT_SEEDS", 1)
    app = App(headless=True)
    yield app
    pygame.quit()


def finished(game: str) -> Match:
    """Anna (Easy) against Bo (Medium), played to the end."""
    match = Match.new(game, [Seat("Anna"), Seat("Bo", "ai", "medium")], seed=4)
    easy, medium, rng = make_agent(game, "easy"), make_agent(game, "medium"), random.Random(2)
    while not match.is_over:
        agent = easy if match.state.to_move == 0 else medium
        match.apply(agent.choose(Observation.of(match.state.clone()), rng))
    return match


def key(app, k):
    app.stack.top.handle(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""))
    app.step(FRAME)


def until_judged(app, scene, frames: int = 20000):
    for _ in range(frames):
        app.step(FRAME)
        if scene.run.done:
            return
    raise AssertionError("the review never finished")


@pytest.mark.slow
@pytest.mark.parametrize("game", [g.id for g in games.playable()])
def test_the_review_opens_judges_and_answers_every_control(app, game, monkeypatch):
    match = finished(game)
    judge = review.review

    def held(data, seats, hindsight, **how):
        """Hindsight waits for the Esc this test presses while it judges (a short game's
        hindsight could end before the Esc came, and the Esc would then close the screen)."""
        while hindsight and not how["cancelled"]():
            time.sleep(0.005)
        return judge(data, seats, hindsight, **how)

    monkeypatch.setattr(review, "review", held)
    scene = ReviewScene(app, match.data, seat=0, processes=0)
    app.stack.push(scene)
    app.stack.apply_pending()
    app.step(FRAME)
    until_judged(app, scene)
    judged = scene.judged()
    assert judged and all(d.seat == 0 for d in judged)
    assert all(d.loss >= 0 and d.label in review.LABELS for d in judged)

    key(app, pygame.K_DOWN)  # the first decision: the position just before it
    assert scene.picked == 0 and scene.index == judged[0].move - 1
    key(app, pygame.K_DOWN)
    assert scene.picked == min(1, len(judged) - 1)

    chart = scene.chart  # a click at the chart's right end picks the last decision
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        scene.handle(pygame.event.Event(kind, pos=(chart.right - 1, chart.centery), button=1))
    app.step(FRAME)
    assert scene.picked == len(judged) - 1 and scene.index == judged[-1].move - 1

    key(app, pygame.K_TAB)
    assert scene.page == 1
    key(app, pygame.K_TAB)

    press = [pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="")
             for k in (pygame.K_h, pygame.K_ESCAPE)]
    scene.handle(press[0])  # hindsight: a second judgement, started now
    assert scene.hindsight and True in scene.runs
    scene.handle(press[1])  # Esc while it judges stops it; the screen stays
    app.step(FRAME)
    assert scene.runs[True].stopped and app.stack.top is scene
    for _ in range(600):
        app.step(FRAME)
        if scene.run.done:
            break
    assert scene.run.done
    key(app, pygame.K_ESCAPE)
    app.stack.apply_pending()
    assert app.stack.top is not scene


def test_the_verdict_tells_bad_luck_from_a_bad_decision(app):
    scene = ReviewScene(app, finished("sheep_sheep").data, seat=0, processes=0)
    scene.run.stop()
    move = review.Choice({}, "ends the turn", 0.0)

    def judged_as(label: str) -> review.Decision:
        return review.Decision(12, 0, move, move, (move,), 0.0, label)

    scene.runs[True] = SimpleNamespace(decisions=[judged_as("blunder")])
    assert "Bad luck" in scene.verdict(judged_as("fine"))  # fine from what you knew
    scene.runs[True] = SimpleNamespace(decisions=[judged_as("fine")])
    assert "bad decision" in scene.verdict(judged_as("mistake"))
    del scene.runs[True]
    assert "H:" in scene.verdict(judged_as("fine"))  # not judged in hindsight yet
    scene.close()
