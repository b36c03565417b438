"""Every word the results screens write themselves (the scene and the four games' results
panels) is at least 13 px at 1280x720, English and German, two players and the most, lies
inside the screen and runs into no other word (critic, results screens: "any text below
13 px"). Words drawn by the tables' own helpers (a zoo's chips, Sheep Sheep's colour tally)
are their modules' to check."""

from __future__ import annotations

import itertools
import random
import sys

import pygame
import pytest

from game import i18n
from game.ai.base import Observation, RandomAgent
from game.app import App
from game.match import Match
from game.saves import Seat
from game.scenes.results import ResultsScene
from game.view import assets, canvas

OURS = ("game.scenes.results", "game.tables.black_sheep.results_panel",
        "game.tables.boom_bah.results_panel", "game.tables.bye_bye.results_panel",
        "game.tables.sheep_sheep.results")
NAMES = ["Ann", "Shaun", "Timmy", "Bitzer", "Pidsley"]
GAMES = [("black_sheep", 2), ("black_sheep", 4), ("boom_bah", 2), ("boom_bah", 4),
         ("bye_bye", 2), ("bye_bye", 5), ("sheep_sheep", 2)]


@pytest.fixture(scope="module")
def app():
    app = App(headless=True)
    yield app
    pygame.quit()


def played(game: str, players: int, seed: int) -> Match:
    match = Match.new(game, [Seat("Ann")] + [Seat(NAMES[i], "ai", "easy")
                                            for i in range(1, players)], seed=seed)
    agent, rng = RandomAgent(), random.Random(seed)
    while not match.is_over:
        match.apply(agent.choose(Observation.of(match.state.clone()), rng))
    return match


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize(("game", "players"), GAMES)
def test_the_results_words_are_13_px_and_clear_of_each_other(app, monkeypatch, game, players,
                                                            lang):
    i18n.set_language(lang)
    try:
        for seed in (1, 2):
            scene = ResultsScene(app, played(game, players, seed))
            drawn: list[tuple[str, pygame.Rect, int]] = []
            real = assets.text

            def spy(surface, message, pos=(0, 0), size=22, *args, _real=real, _drawn=drawn,
                    **kwargs):
                where = _real(surface, message, pos, size, *args, **kwargs)
                if sys._getframe(1).f_globals["__name__"] in OURS and message.strip():
                    _drawn.append((message, where, size))
                return where

            monkeypatch.setattr(assets, "text", spy)
            scene.draw_body(canvas.blank((1280, 720), alpha=False))
            monkeypatch.setattr(assets, "text", real)
            assert len(drawn) > 8  # the names, the totals, the panels' words
            small = [(m, s) for m, _r, s in drawn if s < 13]
            assert not small, (seed, small)
            screen = pygame.Rect(0, 0, 1280, 720)
            assert all(screen.contains(r) for _m, r, _s in drawn)
            crossed = [(a[0], b[0]) for a, b in itertools.combinations(drawn, 2)
                       if a[1].inflate(-2, -2).colliderect(b[1].inflate(-2, -2))]
            assert not crossed, (seed, crossed)
    finally:
        i18n.set_language("en")
