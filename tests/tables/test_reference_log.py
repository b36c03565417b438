"""The room the "?" reference freed goes to the log: Black Sheep's log takes the ranks' and
bonuses' height (the stock line stays), Sheep-Boom-Bah's the key's, Bye-Bye's the whole
right column (the card guide's foot). Before: 3, 11 and 6 lines shown after twelve
decisions of a two-player game; the log's body 135, 224 and 235 px high."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.saves import Seat
from tests.tables.layout_checks import ai_pause_off, lines_shown, moments, seated

# game: (least lines shown after twelve decisions, least body height) at two players
MORE = {"black_sheep": (6, 200),  # (critic 17: the marks' key strip over its log;
        # critic 19: the shared pile counter and the faded card's row in the key took 70 px)
        "boom_bah": (12, 260), "bye_bye": (8, 320)}  # (Bye-Bye: 8, was 10: the game this
# moment reaches may have the Mole's dock over the log and its five-row line in it)


@pytest.mark.parametrize("game", sorted(MORE))
@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_log_shows_more_lines_than_before(monkeypatch, game, lang):
    ai_pause_off(monkeypatch)
    seats = [Seat("Ann"), Seat("AI 1", "ai", "easy")]
    app, table = seated((1280, 720), lang, game, seats, seed=4)
    try:
        for _ in moments(app, table, 12):
            pass
        app.step(1 / 60)
        table.draw(app.screen)
        lines, height = MORE[game]
        assert table.log.body.h >= height
        if lang == "en":  # (German's longer lines wrap more)
            assert lines_shown(table) >= lines
    finally:
        i18n.set_language("en")
        table.match.close()
        app.leave_all()


@pytest.mark.parametrize("players", [2, 4])
def test_black_sheep_s_log_reaches_up_to_the_stock_line(monkeypatch, players):
    """The piles' strips, the stock line under them, then the log to the column's foot."""
    seats = [Seat("Ann")] + [Seat(f"AI {i}", "ai", "easy") for i in range(1, players)]
    app, table = seated((1280, 720), "en", "black_sheep", seats, seed=4)
    try:
        stock = pygame.Rect(table.layout["tasks"].as_tuple())
        deck = pygame.Rect(table.layout["deck"].as_tuple())
        log = table.log.rect
        key = pygame.Rect(table.layout["key"].as_tuple())  # the marks' key strip between
        assert stock.y - deck.bottom <= 10 and stock.h <= 60 and key.h <= 140
        assert 0 < key.y - stock.bottom <= 10 and 0 < log.y - key.bottom <= 10
        assert log.bottom >= 540
    finally:
        table.match.close()
        app.leave_all()


def test_bye_bye_s_log_takes_the_whole_column_while_nothing_docks(monkeypatch):
    seats = [Seat("Ann"), Seat("AI 1", "ai", "easy")]
    app, table = seated((1280, 720), "en", "bye_bye", seats, seed=4)
    try:
        app.step(1 / 60)
        table.draw(app.screen)
        zone = pygame.Rect(table.layout["log"].as_tuple())
        if table.dock.rect is None:
            assert table.log.rect == zone
        assert table.log.rect.bottom == zone.bottom
    finally:
        table.match.close()
        app.leave_all()
