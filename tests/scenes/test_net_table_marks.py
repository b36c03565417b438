"""The marks by a rival's name at a network table (critic 11, net_game_remote and host)."""

from __future__ import annotations

import pygame
import pytest

from game.match import Match
from game.saves import Seat
from game.scenes.tables import table_for


@pytest.mark.parametrize("players", [2, 4])
def test_the_waiting_dots_stand_clear_of_the_corral_s_posts(app, players):
    """Black Sheep: the dots after "choosing" sat at the word's foot, on the fence posts of
    the corral strip under the name row. They stand level with the word's middle now."""
    from game.tables.black_sheep import panels

    seats = [Seat("Ann")] + [Seat(f"P{n}", "ai", "medium") for n in range(1, players)]
    table = table_for(app, Match.new("black_sheep", seats, seed=1))
    app.stack.push(table)
    app.stack.apply_pending()
    table.timeline.skip()
    scores = panels.glance.scores(table.shown)
    for seat in range(1, players):
        pos = table.board.pos(seat)
        rect = pygame.Rect(table.layout[f"panel_{pos}"].as_tuple())
        name = panels._name_rect(table, seat, rect, scores[seat])
        corral = pygame.Rect(table.layout[f"corral_{pos}"].as_tuple())
        marks = panels.thinking_marks(table, seat, name, 2000)
        dots = [(x, y, r) for x, y, r, _lit, _word in marks if r]
        assert len(dots) == 3
        words = [y for _x, y, _r, _lit, word in marks if word]
        for _x, y, r in dots:
            assert y + r < corral.y - 2 - 1  # the posts rise 2 px over the corral's top
            assert not words or abs(y - words[0]) <= 1
