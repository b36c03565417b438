"""Two players' boards are tall (346x348 at 1280x720): their pieces fill them. The barn and
the fence stood 56 px at the start of their rows and the sheep 64 px beside them, leaving
most of each row empty; the pictures stand behind the sheep now, as tall as the row, and
the sheep and the headstone are larger. Three and four players
keep their rows as they were."""

from __future__ import annotations

import pygame
import pytest

from game.saves import Seat
from game.tables.boom_bah import boards
from tests.tables.boom_bah.test_table import ai, start


@pytest.mark.parametrize("seat", [0, 1])
def test_the_two_player_pieces_fill_their_tall_board(app, seat):
    table = start(app, [Seat("Anna"), ai(1)])
    board = table.board
    row = pygame.Rect(board.seat_zone("barn", seat).as_tuple())
    barn = boards.row_picture(table, seat, "barn")
    assert 80 <= barn.h <= boards.BACKDROP_BARN and row.contains(barn)  # was 56, then 115: "huge" (critics 20)
    height = board.row_sheep(seat)
    assert height >= 76  # was 64
    fence = boards.row_picture(table, seat, "barnyard")
    assert fence.w >= 180 and pygame.Rect(board.seat_zone("barnyard", seat).as_tuple()
                                          ).contains(fence)
    for colour in range(2):  # each sheep whole in its row, apart from the other
        x, y = board.place_spot("barn", seat, colour)
        figure = pygame.Rect(0, 0, round(height * 200 / 184), height)
        figure.midbottom = (round(x), round(y))
        assert row.contains(figure), (colour, figure)


@pytest.mark.parametrize("players", [3, 4])
def test_more_players_keep_the_picture_at_the_row_s_start(app, players):
    table = start(app, [Seat("Anna")] + [ai(i) for i in range(1, players)])
    assert not table.board.backdrop(0)
    barn = boards.row_picture(table, 0, "barn")
    first = table.board.place_spot("barn", 0, 0)
    assert barn.right < first[0]
