"""Sheep Sheep, fourteenth look (critic 15): the status under your own name is in the
second person in German ("Du" / "füllst das Raster auf", it said "füllt"), a rival's stays in
the third."""

from __future__ import annotations

import pytest

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


def grouped(lang):
    """Your turn with three red sheep in a row (red: your Lucky Sheep) after an exchange."""
    app, table = seated((1280, 720), lang, "sheep_sheep", SEATS)
    table.timeline.skip()
    set_position(table)
    table.perform(next(a for a in table.match.legal_actions()
                       if isinstance(a, Exchange) and a.cell == 2 and a.showing == "red"))
    table.timeline.skip()
    return app, table


def test_the_prompt_says_what_ending_now_collects_and_scores():
    """Critic 15: "End turn (E) collects" was cryptic. Now the sheep and the points, counted
    with the rules' own groups, the Lucky Sheep's extra point included."""
    from game.rules.sheep_sheep.grid import groups
    app, table = grouped("en")
    try:
        showing = table.match.state.showing()
        cells = [c for g in groups(showing) for c in g]
        assert sorted(table.grouped_cells()) == sorted(cells)
        lucky = table.shown["lucky"][table.you]
        points = len(cells) + sum(1 for c in cells if showing[c] == lucky)
        said = words.prompt(table)
        assert f"→ +{points}" in said and "red sheep" in said, said
        table.visible_buttons()  # sets the tooltips
        assert f"+{points}" in table.buttons["end"].tooltip
    finally:
        app.leave_all()


def test_with_nothing_to_collect_the_prompt_says_so():
    app, table = seated((1280, 720), "en", "sheep_sheep", SEATS)
    try:
        table.timeline.skip()
        set_position(table)
        assert not table.grouped_cells()
        assert "nothing to collect yet" in words.prompt(table)
    finally:
        app.leave_all()


def test_pointing_at_end_turn_lights_what_it_collects():
    """On End turn (pointer or key cursor) the sheep it would collect shine on the grid."""
    import pygame
    app, table = grouped("en")
    try:
        end = table.buttons["end"]
        table.visible_buttons()
        cell = table.board.cell(table.grouped_cells()[0])

        def drawn() -> tuple[int, ...]:
            table.draw(app.screen)
            return tuple(app.screen.get_at((cell.centerx, cell.y - 8)))  # in the halo

        assert not table.end_turn_pointed()
        before = drawn()
        table.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=end.rect.center, rel=(0, 0),
                                        buttons=(0, 0, 0)))
        assert table.end_turn_pointed()
        assert drawn() != before
    finally:
        app.leave_all()


def test_the_log_has_no_footer(monkeypatch):
    """Critic 15: only this table's log had a foot line ("How a turn goes: the ? button
    above"); the "?" button is at every table, so the log keeps its whole zone for lines."""
    from tests.tables.layout_checks import texts_drawn
    app, table = seated((1280, 720), "en", "sheep_sheep", SEATS)
    try:
        table.timeline.skip()
        drawn = texts_drawn(monkeypatch)
        table.draw(app.screen)
        body = table.log.body
        below = body.y + table.log.content_height + 4
        assert [w for w, r, _s in drawn if body.contains(r) and r.y > below] == []
    finally:
        app.leave_all()


def test_german_refill_says_drag_as_ziehe():
    """Critic 15: "(oder schiebe sie dorthin)": dragging is "ziehen" everywhere else."""
    app, table = seated((1280, 720), "de", "sheep_sheep", SEATS)
    try:
        refilling(table)
        table.refill_cell = None
        said = words.prompt(table)
        assert "ziehe die Karte dorthin" in said and "schiebe" not in said, said
    finally:
        app.leave_all()


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_lucky_sheep_caption_heads_its_card_not_the_score_lines(lang, monkeypatch):
    """Critic 15: on the results, "Lucky Sheep" read as the heading of the "Sheep collected"
    rows under it. The caption stands over the card's column alone; the score lines lie in
    a box of their own beside it, none of them under the caption."""
    from types import SimpleNamespace

    import pygame

    from game.tables.sheep_sheep.results import SheepSheepResults
    from tests.tables.layout_checks import texts_drawn
    from tests.tables.sheep_sheep.test_third_look import ended_calm

    state = ended_calm()
    app, _table = seated((1280, 720), lang, "sheep_sheep", SEATS)
    try:
        results = SheepSheepResults(SimpleNamespace(view=state.view))
        drawn = texts_drawn(monkeypatch)
        column = pygame.Rect(244, 268, 372, 232)  # a seat's column on the results screen
        results.draw(app.screen, 0, column)
        caption = next(r for w, r, _s in drawn if w == i18n._("Lucky Sheep"))
        names = [i18n._("Sheep collected"), i18n._("1 point each")]
        lines = [r for w, r, _s in drawn if w in names]
        assert len(lines) == 2
        assert all(r.x > caption.right for r in lines), (caption, lines)
        assert all(column.contains(r) for _w, r, _s in drawn)
        assert all(s >= 14 for _w, _r, s in drawn)
    finally:
        app.leave_all()
