"""Sheep Sheep, fifteenth look (critic 16): the cells the last turn changed stay marked (a
soft outline and a "changed" tag) through the next turn, so a player who looked away sees
them."""

from __future__ import annotations

from game.rules.sheep_sheep import Refill
from game.saves import Seat
from game.tables.sheep_sheep import draw as paint
from tests.tables.layout_checks import seated
from tests.tables.sheep_sheep.test_fourteenth_look import refilling

SEATS = [Seat("Anna"), Seat("Dolly", "ai", "easy")]


def your_turn_played(table) -> set[int]:
    """Your turn to its end: an exchange, a collection and the refill; the cells refilled."""
    refilling(table)
    filled = set()
    while table.shown["phase"] == "refill" and table.match.to_move == table.you:
        cell = next(c for c, f in enumerate(table.shown["grid"]) if f is None)
        table.perform(Refill(cell, table.shown["drawn"][0]))
        table.timeline.skip()
        filled.add(cell)
    return filled


def test_your_turns_cells_stay_marked_through_the_rivals_turn():
    app, table = seated((1280, 720), "en", "sheep_sheep", SEATS)
    try:
        filled = your_turn_played(table)
        assert table.shown["turn"] != table.you  # the rival's turn has begun
        seat, cells = paint.changed_cells(table)
        assert seat == table.you
        assert filled | {2} <= set(cells)  # the exchange's cell and the refilled ones
        table.draw(app.screen)
        tray = table.board.grid.inflate(24, 24)
        for cell in cells:
            tag = paint.changed_tag(table, cell)
            assert tray.contains(tag)  # on the card's top edge, inside the tray
            assert paint.CHANGED >= 12
    finally:
        app.leave_all()


def test_the_marks_go_when_the_next_turn_begins():
    app, table = seated((1280, 720), "en", "sheep_sheep", SEATS)
    try:
        your_turn_played(table)
        rival = table.shown["turn"]
        table.turn_changed = {0}  # the rival changed a cell in its turn
        table.timeline.add(table.on_turn_began({"seat": table.you}))
        table.timeline.skip()
        assert paint.changed_cells(table) == (rival, [0])
    finally:
        app.leave_all()
