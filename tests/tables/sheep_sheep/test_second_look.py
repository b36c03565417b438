"""Sheep Sheep explained on the screen, not in hovers: a legend over the grid says the strip
under every sheep is the card's other side; the exchange count says there is no limit; the
empty drawn-card slot says what comes there (how a turn goes is in the "?" pop-up); and the German says colours as nouns ("Rot wird zu Türkis") and reads naturally."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.rules.sheep_sheep import Exchange
from game.saves import Seat
from game.tables.sheep_sheep import draw as paint
from game.tables.sheep_sheep import words
from game.view import canvas, palette
from tests.tables.layout_checks import seated, texts_drawn
from tests.tables.sheep_sheep.test_table import set_position

SEATS = [Seat("Anna"), Seat("Dolly", "ai", "easy")]


@pytest.fixture
def german():
    i18n.set_language("de")
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440)])
@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_legend_over_the_grid_says_the_band_is_the_card_s_other_side(monkeypatch, size, lang):
    """A card's band drawn small over the tray, then its meaning on one row of 14 px or
    more, all off the tray and inside the window. It floated over the grid's top-left corner
    in 13 px (a critic: "cramped, not a caption"): it stands on a wooden tab grown out of the
    tray's top edge, centred over the grid, its words short enough for 16 px."""
    app, table = seated(size, lang, "sheep_sheep", SEATS)
    try:
        table.timeline.skip()
        drawn = texts_drawn(monkeypatch)
        table.draw(app.screen)
        room, sample, rows, px = paint.band_legend(table)
        tray = table.board.grid.inflate(24, 24)
        assert room.bottom <= tray.y and room.y >= 0
        assert room.contains(sample) and sample.h >= 20 and not sample.colliderect(tray)
        said = [(w, r, s) for w, r, s in drawn if room.contains(r)]
        assert [w for w, _r, _s in said] == [words.band_legend()] == rows
        assert px >= 16 and said[0][2] >= 16
        assert ("turned over" if lang == "en" else "umgedreht") in said[0][0]
        assert said[0][1].x >= sample.right and not said[0][1].colliderect(sample)
        tab = paint.legend_tab(table)  # the caption's tab: on the tray's edge, round its words
        assert tab.contains(sample) and tab.contains(said[0][1])
        assert tab.y < tray.y < tab.bottom <= table.board.grid.y
        assert abs(tab.centerx - tray.centerx) <= 2
        spot = canvas.to_px(pygame.Rect(tab.x + 3, tab.bottom - 3, 1, 1), canvas.zoom())
        assert tuple(app.screen.raw.get_at(spot.topleft))[:3] == tuple(palette.WOOD)[:3]
    finally:
        i18n.set_language("en")
        app.leave_all()


def test_the_exchange_count_says_there_is_no_limit(app, german):
    assert "beliebig oft erlaubt" in words.exchanges_made(6)
    i18n.set_language("en")
    # "(no limit)" read as a puzzle to a critic: say what it means
    assert words.exchanges_made(1) == "1 exchange so far, any number allowed"
    assert words.exchanges_made(6) == "6 exchanges so far, any number allowed"
    assert all("(no limit)" not in form for form in words.status_forms())
    assert words.exchanges_made(6, short=True) == "6 exchanges so far"  # a rival's row


def test_your_status_shows_the_count_and_no_limit_after_an_exchange(app, monkeypatch):
    from tests.tables.sheep_sheep.test_table import against_ai
    table = against_ai(app)
    set_position(table, exchanges=3)
    table.timeline.skip()
    drawn = texts_drawn(monkeypatch)
    table.draw(app.screen)
    panel = table.board.zone("panel", table.viewer)
    said = " ".join(w for w, r, _s in drawn if panel.contains(r))
    assert "3 exchanges so far, any number allowed" in said, said


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_empty_drawn_slot_and_the_log_at_the_start_say_what_comes(monkeypatch, lang):
    app, table = seated((1280, 720), lang, "sheep_sheep", SEATS)
    try:
        table.timeline.skip()
        assert not table.shown["drawn"]
        drawn = texts_drawn(monkeypatch)
        table.draw(app.screen)
        spot = table.board.drawn()
        inside = [(w, s) for w, r, s in drawn if spot.contains(r)]
        assert " ".join(w for w, _s in inside) == words.drawn_slot()
        assert min(s for _w, s in inside) >= 14 and len(inside) <= 3  # short, not 5 rows
        pile, arrow = table.board.pile(), paint.pile_arrow(table)  # the pile leads there
        assert pile.right < arrow.x and arrow.right < spot.x and pile.top < arrow.centery < spot.bottom
        body = table.log.body  # how a turn goes is in the "?" pop-up, not pinned in the log
        said = " ".join(w for w, r, _s in drawn if body.contains(r))
        assert words.turn_heading() not in said and words.turn_steps()[0] not in said
        told = [row.words for section in table.reference() for row in section.rows]
        assert table.reference()[0].heading == words.turn_heading()
        assert all(any(step in row for row in told) for step in words.turn_steps())
    finally:
        i18n.set_language("en")
        app.leave_all()


def test_the_exchange_is_said_as_the_prompt_says_it(app):
    """The pop-up's exchange agrees with the prompt ("a sheep of either of its colours"),
    with no "down side of the card you put in its place" to untangle (critic 12)."""
    from tests.tables.sheep_sheep.test_table import against_ai
    table = against_ai(app)
    told = " ".join(row.words for section in table.reference() for row in section.rows)
    assert "either of its two colours" in told and "down side" not in told
    assert "either of its colours" in words.prompt(table)


def test_german_says_colours_as_nouns_and_reads_naturally(app, german):
    table_words = {
        "tag": words.open_hand_tag(),
        "noun": words.colour_noun("green"),
        "log": i18n._("You exchange at {cell}: {old} becomes {new}").format(
            cell=words.cell(8), old=words.colour_noun("green"), new=words.colour_noun("purple")),
        "prompt": i18n._("Your turn: drag one of your cards onto a sheep of either of its "
                         "colours (or click card, then sheep); End turn (E) collects."),
    }
    assert table_words["tag"] == "Offene Hand: für alle sichtbar"
    assert table_words["noun"] == "Türkis" and words.colour("green") == "türkis"  # drawn teal
    assert table_words["log"] == "Du tauschst im Feld unten rechts: Türkis wird zu Lila"
    assert "einer ihrer beiden Farben" not in table_words["prompt"]
    assert "Schiebe" not in table_words["prompt"]


def test_a_logged_exchange_names_its_colours_as_nouns_in_german(app, german):
    from tests.tables.sheep_sheep.test_table import against_ai
    table = against_ai(app)
    set_position(table)
    exchange = next(a for a in table.match.legal_actions() if isinstance(a, Exchange))
    line = words.action_line(table, table.viewer, exchange)
    for colour in (exchange.down, exchange.showing):
        assert words.colour_noun(colour) in line and words.colour_noun(colour)[0].isupper()
    assert "Aus " not in line and "wird zu" in line


def test_nothing_in_the_legend_row_is_drawn_over_by_the_grid(app):
    from tests.tables.sheep_sheep.test_table import against_ai
    table = against_ai(app)
    room, _sample, _rows, _px = paint.band_legend(table)
    for cell in range(9):
        assert not room.colliderect(table.board.cell(cell))
    assert pygame.Rect(0, 0, *table.layout.size).contains(room)


@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440)])
def test_your_exchange_count_breaks_only_at_its_comma_in_english(monkeypatch, size):
    """"6 exchanges so far, any number allowed" under your name on one row, or two split at
    the comma (it once broke after "(no")."""
    app, table = seated(size, "en", "sheep_sheep", SEATS)
    try:
        table.timeline.skip()
        set_position(table, exchanges=6)
        drawn = texts_drawn(monkeypatch)
        table.draw(app.screen)
        full = "6 exchanges so far, any number allowed"
        rows = [(w, s) for w, _r, s in drawn if w and w in full]
        assert " ".join(w for w, _s in rows) == full, [w for w, _r, _s in drawn]
        assert len(rows) <= 2 and all(s >= 14 for _w, s in rows)
        assert len(rows) == 1 or rows[0][0].endswith(",")
    finally:
        app.leave_all()


@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440)])
@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_deck_s_two_labels_stand_apart(monkeypatch, size, lang):
    """"Nachziehstapel" and "Gezogene Karte" stood 10 px apart and read as one phrase: the
    two names (under the cards now) keep at least 18 px between them."""
    app, table = seated(size, lang, "sheep_sheep", SEATS)
    try:
        table.timeline.skip()
        drawn = texts_drawn(monkeypatch)
        app.step(1 / 60)
        board = table.board
        spans = []
        for label, card in ((i18n._("Draw pile"), board.pile()),
                            (i18n._("Drawn card"), board.drawn())):
            rows = [r for w, r, _s in drawn
                    if w == label and r.y >= card.bottom and abs(r.centerx - card.centerx) <= 1]
            assert rows, label
            spans.append((min(r.x for r in rows), max(r.right for r in rows)))
        assert spans[1][0] - spans[0][1] >= 18, spans
    finally:
        i18n.set_language("en")
        app.leave_all()


def test_a_gold_edged_sheep_says_why_and_the_pop_up_shows_the_edge(app):
    """The gold edges on the grid mark a group collected when the turn ends (critic 12 found
    them unexplained): a hover on such a sheep says so, and the pop-up shows one."""
    from tests.tables.sheep_sheep.test_table import against_ai, move
    table = against_ai(app)
    set_position(table, grid="Ro Rb Rg\nPb Yb Gy\nBo Yg Op")
    table.timeline.skip()
    grouped = table.grouped_cells()
    assert grouped == [0, 1, 2] or sorted(grouped) == [0, 1, 2]
    move(app, table.board.cell(1).midtop)
    assert table.button_tip.message == words.group_note()
    move(app, table.board.cell(4).midtop)  # not in a group: no note
    assert table.button_tip.message is None
    rows = [row for section in table.reference() for row in section.rows]
    assert any("gold" in row.words and row.picture is not None for row in rows)


def test_the_rival_s_secret_lucky_rule_is_short_and_evenly_broken(app):
    """"Secret colour:" over "+1 per sheep" and "at the end" (it took five narrow rows)."""
    from tests.tables.sheep_sheep.test_table import against_ai
    table = against_ai(app)
    rival = 1 - table.viewer
    _room, rows, size = paint.lucky_caption(table, rival)
    assert size >= 14 and len(rows) <= 3, rows
    assert rows[1:] == ["+1 per sheep", "at the end"] or len(rows) == 2, rows


