"""Black Sheep's results (critic, results screens): on "Majority: horses" rows the crown sat on
the animal's back, covering the figure. The crown now stands beside the figure, clear of
every drawn pixel of it, and left of the row's words."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.rules.black_sheep import ANIMALS
from game.tables.black_sheep import results_panel
from game.view import assets


@pytest.fixture
def app():
    app = App(headless=True)
    yield app
    pygame.quit()


@pytest.mark.parametrize("height", [18, 22, 26, results_panel.ROW_MAX])
def test_a_majority_s_crown_stands_beside_its_figure(app, height):
    row = pygame.Rect(100, 200, 240, height)
    figure, centre, width = results_panel.majority_icons(row)
    crown = results_panel.crown_extent(centre, width)
    assert width >= 12 and figure.h >= min(height, 24)
    assert crown.right <= row.x + results_panel.ICON_COLUMN - 2  # left of the words
    assert row.inflate(0, 6).contains(crown) and row.inflate(0, 8).contains(figure)
    for animal in ANIMALS:
        drawn = assets.svg(animal, figure.size).get_bounding_rect().move(figure.topleft)
        assert not drawn.colliderect(crown), (animal, drawn, crown)


def test_the_crown_extent_holds_all_the_crown_paints(app):
    surface = pygame.Surface((80, 80), pygame.SRCALPHA)
    from game.view.paint import draw_crown
    draw_crown(surface, (40, 40), 14)
    painted = surface.get_bounding_rect()
    assert results_panel.crown_extent((40, 40), 14).inflate(2, 2).contains(painted)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_every_token_of_a_played_game_keeps_a_readable_radius(app, monkeypatch, seed):
    """Four kinds' tokens paired in a half row were drawn at 6-8 px round (their numbers too
    small to read): the pairing measured the figure 6 px short of how it is drawn."""
    import random

    from game.ai.base import Observation, RandomAgent
    from game.match import Match
    from game.saves import Seat
    from game.scenes.results import ResultsScene
    from game.view import canvas

    match = Match.new("black_sheep", [Seat("Ann")] + [Seat(n, "ai", "easy")
                                                      for n in ("Ben", "Cy", "Di")], seed=seed)
    agent, rng = RandomAgent(), random.Random(seed)
    while not match.is_over:
        match.apply(agent.choose(Observation.of(match.state.clone()), rng))
    radii: list[float] = []
    real = results_panel.draw_token
    monkeypatch.setattr(results_panel, "draw_token", lambda surface, centre, r, value: (
        radii.append(r), real(surface, centre, r, value)))
    ResultsScene(app, match).draw_body(canvas.blank((1280, 720), alpha=False))
    assert radii and min(radii) >= results_panel.READABLE, sorted(radii)[:4]
