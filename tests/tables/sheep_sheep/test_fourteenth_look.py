"""Sheep Sheep, fourteenth look (critic 15): the status under your own name is in the
second person in German ("Du" / "füllst das Raster auf", it said "füllt"), a rival's stays in
the third."""

from __future__ import annotations

from game import i18n
from game.rules.sheep_sheep import EndTurn, Exchange
from game.saves import Seat
from game.tables.sheep_sheep import words
from tests.tables.layout_checks import seated
from tests.tables.sheep_sheep.test_table import set_position
from tests.test_i18n import grammar_problems

SEATS = [Seat("Anna"), Seat("Dolly", "ai", "easy")]


def refilling(table):
    """Your turn's refill: an exchange makes three red, End turn collects them."""
    table.timeline.skip()
    set_position(table)
    table.perform(next(a for a in table.match.legal_actions()
                       if isinstance(a, Exchange) and a.cell == 2 and a.showing == "red"))
    table.timeline.skip()
    table.perform(EndTurn())
    table.timeline.skip()
    assert table.shown["phase"] == "refill" and table.shown["turn"] == table.you


def test_your_refill_status_is_second_person_in_german():
    app, table = seated((1280, 720), "de", "sheep_sheep", SEATS)
    try:
        refilling(table)
        said = words.status(table, table.you)
        assert said == "füllst das Raster auf"
        assert grammar_problems(f"{table.name(table.you)} {said}") == []
    finally:
        app.leave_all()


def test_a_rivals_refill_status_stays_third_person_in_german():
    app, table = seated((1280, 720), "de", "sheep_sheep", SEATS)
    try:
        refilling(table)
        rival = 1 - table.you
        table.shown["turn"] = rival  # the rival refilling, as the screen shows it
        assert words.status(table, rival) == "füllt das Raster auf"
    finally:
        app.leave_all()


def test_every_status_under_your_name_reads_on_from_du():
    i18n.set_language("de")
    try:
        found = [p for form in words.your_status_forms()
                 for p in grammar_problems(f"Du {form}")]
        assert found == []
        assert grammar_problems("Du füllt das Raster auf")  # the check sees the old mistake
    finally:
        i18n.set_language("en")
