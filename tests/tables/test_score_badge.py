"""One score badge at every table: each seat's score is drawn by `game.view.score_badge`
once, as "★ …", at the right end of that seat's name row, and no two badges overlap. A
player who reads the score at one table reads it the same at the other three."""

from __future__ import annotations

import pygame
import pytest

from game import i18n, rules
from game.match import Match
from game.saves import Seat
from game.scenes.tables import table_for
from tests.tables.layout_checks import badges_drawn

CASES = [(game, n) for game in rules.GAMES
         for n in sorted({rules.GAMES[game].min_players, rules.GAMES[game].max_players})]


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize(("game", "players"), CASES)
def test_every_seat_shows_its_score_on_the_shared_badge(app, monkeypatch, game, players,
                                                        lang):
    i18n.set_language(lang)
    seats = [Seat("Anna")] + [Seat(f"AI {i}", "ai", "easy") for i in range(1, players)]
    table = table_for(app, Match.new(game, seats, seed=2))
    app.stack.push(table)
    app.stack.apply_pending()
    table.timeline.skip()
    drawn = badges_drawn(monkeypatch)
    table.draw(app.screen)
    assert len(drawn) == players, drawn
    screen = pygame.Rect(0, 0, 1280, 720)
    for i, (where, words) in enumerate(drawn):
        assert words.startswith("★ "), words
        assert screen.contains(where), where
        assert where.h >= 20
        for other, _words in drawn[i + 1:]:
            assert not where.colliderect(other), (where, other)


def test_a_negative_score_has_a_minus_sign_not_a_hyphen():
    from game.view import score_badge

    assert score_badge.words(-2) == "★ \u22122"
    assert score_badge.words(-2, mark=" + ?") == "★ \u22122 + ?"
