"""Critic 15 on the results: the hand line showed a blue Wild Wool under "Own colour in hand"
for red You (it is named "Own colour + Wild Wool" now); row words wrapped onto two lines at
four players and 1280x720 (each is one line now, over its pieces where the column is
narrow, at 16 px); and a graveyard line with no lost sheep had no picture where the others
have theirs (a headstone now)."""

from __future__ import annotations

import random

import pygame
import pytest

from game import i18n
from game.ai.base import Observation, RandomAgent
from game.match import Match
from game.saves import Seat
from game.scenes.results import ResultsScene
from game.tables.boom_bah import results_panel
from game.view import canvas
from tests.tables.layout_checks import texts_drawn


def finished(players: int, seed: int = 4) -> Match:
    seats = [Seat("Anna")] + [Seat(f"AI {i}", "ai", "easy") for i in range(1, players)]
    match = Match.new("boom_bah", seats, seed=seed)
    agent, rng = RandomAgent(), random.Random(seed)
    while not match.is_over:
        match.apply(agent.choose(Observation.of(match.state.clone()), rng))
    return match


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("players", [2, 4])
def test_every_results_row_reads_on_one_line(app, monkeypatch, players, lang):
    match = finished(players)
    i18n.set_language(lang)
    try:
        scene = ResultsScene(app, match)
        placed = texts_drawn(monkeypatch)
        for seat, column in enumerate(scene.columns):
            inner = pygame.Rect(column.x + 14, column.y + 84, column.w - 28, column.h - 148)
            placed.clear()
            scene.panel.draw(canvas.blank((1280, 720), alpha=False), seat, inner)
            labels = [i18n.tr(label) for label, _p in match.result().breakdown[seat]]
            said = [(m, s) for m, _r, s in placed  # not a count ("×2", "2 fields")
                    if m[:1] not in "+-−×–" and not m[:1].isdigit()
                    and m != scene.panel.reason()]  # nor why the game ended, under them
            assert [m for m, _s in said] == labels  # each whole, on one line
            assert all(s == results_panel.LABEL for _m, s in said)
        assert i18n._("Own colour + Wild Wool") in [m for m, _r, _s in placed]
    finally:
        i18n.set_language("en")


def test_an_empty_graveyard_line_has_its_headstone(app, monkeypatch):
    match = finished(2)
    panel = results_panel.BoomBahResults(match)
    panel.view["graveyards"][0] = 0
    stones = []
    monkeypatch.setattr(results_panel, "headstone", lambda surface, rect: (
        stones.append(pygame.Rect(rect)), rect)[1])
    panel.draw(canvas.blank((400, 300), alpha=False), 0, pygame.Rect(0, 0, 380, 240))
    assert len(stones) == 1 and stones[0].h >= 12
