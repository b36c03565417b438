"""Sheep Sheep, seventeenth look (critics 19): a changed cell is marked by a small dot on
its corner, not a "changed" word tag on six of nine cards; the pointer over it says what it
means."""

from __future__ import annotations

import pytest

from game import i18n
from game.saves import Seat
from game.tables.sheep_sheep import draw as paint
from game.tables.sheep_sheep import words
from tests.tables.layout_checks import seated, texts_drawn
from tests.tables.sheep_sheep.test_fifteenth_look import your_turn_played

SEATS = [Seat("Anna"), Seat("Dolly", "ai", "easy")]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_changed_cell_has_a_small_dot_and_no_word(monkeypatch, lang):
    app, table = seated((1280, 720), lang, "sheep_sheep", SEATS)
    try:
        your_turn_played(table)
        seat, cells = paint.changed_cells(table)
        assert cells
        drawn = texts_drawn(monkeypatch)
        table.draw(app.screen)
        grid = table.board.grid
        letter = paint.initial(table, seat)  # only the seat tokens' initials
        assert not [w for w, r, _s in drawn if grid.colliderect(r) and w != letter]
        for cell in cells:
            dot = paint.changed_dot(table, cell)
            card = table.board.cell(cell)
            assert dot.w <= card.w // 5  # small: a mark, not a tag
            table.button_tip.show(None, (0, 0))
            table.pointer_moved(card.center)
            assert table.button_tip.message == words.changed_note(table, seat)
        assert table.button_tip.message.startswith(
            "Mark on the corner" if lang == "en" else "Zeichen in der Ecke")
    finally:
        i18n.set_language("en")
        app.leave_all()


@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440)])
@pytest.mark.parametrize("lang", ["en", "de"])
def test_your_cards_and_the_collected_counts_read_large(monkeypatch, size, lang):
    """The right side was crowded (critics 19): your four cards at least 100 px wide at
    1280x720 (they were 90), the Collected box's counts 16 px or more, the log still 200 px
    tall."""
    app, table = seated(size, lang, "sheep_sheep", SEATS)
    try:
        table.timeline.skip()
        assert all(table.board.hand_card(table.viewer, i).w >= 100 for i in range(4))
        drawn = texts_drawn(monkeypatch)
        table.draw(app.screen)
        for seat in range(2):
            box = paint.collected_box(table, seat)
            counts = [s for w, r, s in drawn if w.isdigit() and box.contains(r)]
            assert len(counts) == 6 and min(counts) >= 16, counts
        assert table.layout["log"].h >= 200  # the log gave 22 px of 228, no more
    finally:
        i18n.set_language("en")
        app.leave_all()


def test_a_held_card_shows_its_gain_in_end_turn_s_halo(monkeypatch):
    """A card held over a sheep it may cover: the sheep the exchange would make collectable
    shine in the halo End turn gives what it collects (critics 19), before the drop."""
    from tests.tables.sheep_sheep.test_table import set_position
    app, table = seated((1280, 720), "en", "sheep_sheep", SEATS)
    try:
        table.timeline.skip()
        set_position(table)
        haloed: list = []
        real = paint.halo
        monkeypatch.setattr(paint, "halo", lambda s, r: (haloed.append(r), real(s, r)))
        table.picked = 0  # red on the top right: three red in a row
        table.mouse = table.board.cell(2).center
        table.draw(app.screen)
        assert sorted(haloed, key=lambda r: r.x) == [table.board.cell(c) for c in (0, 1, 2)]
        haloed.clear()
        table.mouse = table.board.cell(4).center  # a cell it may not cover: no gain shown
        table.draw(app.screen)
        assert haloed == []
    finally:
        app.leave_all()


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_pop_up_opens_with_your_turn_and_has_the_end(lang):
    """The "?" pop-up reads as at every table: first "On your turn" (exchange, End turn with
    its key, the refill with the turn-over key), and "The end" (when, who wins, ties)."""
    app, table = seated((1280, 720), lang, "sheep_sheep", SEATS)
    try:
        sections = table.reference()
        assert sections[0].heading == i18n._("On your turn")
        assert i18n._("The end") in [s.heading for s in sections]
        steps = " ".join(words.turn_steps())
        from game.tables.keys import letters
        keys = letters()
        assert f"({keys['key_end']})" in steps and f"{keys['key_flip']}\u00a0" in steps  # bound: critics 25
        end = next(s for s in sections if s.heading == i18n._("The end"))
        assert len(end.rows) == 2
        if lang == "de":
            assert sections[0].heading == "Dein Zug" and end.heading == "Spielende"
    finally:
        i18n.set_language("en")
        app.leave_all()


@pytest.mark.parametrize("lang, said", [("en", ("teal", "teal", "3 teal sheep")),
                                        ("de", ("türkis", "Türkis", "3 türkise Schafe"))])
def test_the_teal_sheep_is_called_teal(lang, said):
    """The rules' "green" sheep is drawn teal (#35b48a): every word for it says teal, in
    the log, the counts and the results (critics 19 read "3 green sheep", "Grün")."""
    i18n.set_language(lang)
    try:
        assert (words.colour("green"), words.colour_noun("green"), words.sheep("green", 3)) == said
        assert tuple(paint.palette.SHEEP_COLOURS["green"].colour)[:3] == (0x35, 0xB4, 0x8A)
        from game.rules.sheep_sheep.cards import COLOUR_WORDS
        assert COLOUR_WORDS["green"] == "teal"
    finally:
        i18n.set_language("en")
