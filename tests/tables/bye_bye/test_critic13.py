"""The critic's round 13 at the Bye-Bye table: the middle band (pile, watering hole, Magpie)
reads as one group, its cards at the watering hole larger."""

from __future__ import annotations

import pytest

from game.saves import Seat
from game.tables.bye_bye.board import POND
from tests.tables.layout_checks import seated

NAMES = ["Ann", "Shaun", "Timmy", "Bitzer", "Pidsley"]


@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440)])
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_pile_and_the_magpie_stand_close_to_the_watering_hole(size, players):
    """Critic 13: a lot of empty green between the pile, the watering hole and the Magpie.
    The pile's and the Magpie's panels stand at most 60 units from the pond as drawn (its
    picture keeps its shape, centred in `pond()`), and the cards on the water are at least
    0.58 of the pond's height (0.52 before)."""
    seats = [Seat("Ann")] + [Seat(name, "ai", "medium") for name in NAMES[1:players]]
    app, table = seated(size, "en", "bye_bye", seats)
    try:
        board = table.board
        x, y, w, h = board.pond()
        drawn = min(w, h * POND[0] / POND[1])  # the picture, fitted
        left, right = x + (w - drawn) / 2, x + (w + drawn) / 2
        pile, magpie = board.zone("pile"), board.zone("magpie")
        assert 0 <= left - (pile.x + pile.w) <= 60
        assert 0 <= magpie.x - right <= 60
        card = board.pond_card(0, 1)
        assert card[3] >= 0.58 * h
    finally:
        app.leave_all()
