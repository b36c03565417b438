"""Critic 19 (round 17): the "?" pop-up's turn and end, and it fits its panel."""

from __future__ import annotations

import pytest

from game import i18n
from game.i18n import _
from game.rules.black_sheep import BlackSheepState
from game.tables.black_sheep import sidebar
from game.view import assets, reference
from tests.tables.black_sheep.test_at_a_glance import seated


def fitting(sections) -> tuple[int, int, int] | None:
    """(size, columns, width) the reference chooses if its sections fit, else None."""
    head = assets.font(reference.TITLE, True).get_linesize() + 12
    foot = assets.font(reference.FOOT).get_linesize() + 16
    inner = reference.AREA.w - 2 * (reference.FRAME + reference.INSIDE)
    room = reference.AREA.h - 2 * (reference.FRAME + reference.INSIDE) - head - foot
    for size in reference.SIZES:
        for n in (2, 3, 4):
            width = (inner - (n - 1) * reference.COLUMN_GAP) // n
            heights = [reference._section_height(s, size, width) for s in sections]
            cols = reference._columns(heights, min(n, len(sections)))
            tallest = max(sum(heights[i] for i in c) + reference.SECTION_GAP * (len(c) - 1)
                          for c in cols)
            if tallest <= room:
                return size, n, width
    return None


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("players", [2, 4])
def test_the_reference_starts_with_the_turn_ends_with_the_end_and_fits(app, lang, players):
    """Critic 19: no turn section, no end; the German one must still fit the panel (it ran
    past its foot), every picture inside its column (the tie order's six animals)."""
    i18n.set_language(lang)
    try:
        table = seated(app, BlackSheepState.from_position(players,
                                                          hands=[["pig"] * 3] * players))
        sections = sidebar.reference(table)
        assert sections[0].heading == _("On your turn")
        assert any(s.heading == _("The end") for s in sections)
        chosen = fitting(sections)
        assert chosen, [s.heading for s in sections]
        _size, _n, width = chosen
        for section in sections:
            for row in section.rows:
                if row.picture is not None:
                    assert row.picture_size[0] <= width, (section.heading, row.picture_size)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("players", [2, 4])
def test_every_chip_on_a_field_counts_in_one_format(app, players):
    """Critic 19 saw "1 card + 2 on field", "2 + 2 on field", "3 cards + 1 on field" and
    "High animal" with and without "1 on field": every chip's note is "C + F on field", at
    every player count, whether the hand uses the field's figures or not."""
    import re

    from game.tables.black_sheep import sides

    fields = [{"figures": ["cow", "cow"], "sides": [["cow"], ["pig", "pig"], ["horse"],
                                                     ["sheep", "rooster", "pig"]][:players]},
              {"figures": ["horse", "pig"], "sides": [["rooster"], ["cow", "cow", "cow"],
                                                       [], []][:players]},
              {"figures": ["sheep", "black_sheep"], "sides": [["pig"]] + [[]] * (players - 1)}]
    table = seated(app, BlackSheepState.from_position(players, hands=[["pig"] * 3] * players,
                                                      fields=fields))
    notes = []
    for field in table.shown["fields"]:
        standing = sides.glance.standing(field)
        for seat in range(players):
            chip = sides._chip_says(table, seat, field, standing, None, None)
            if chip is not None and chip.style != "beaten":
                notes.append(chip.note.replace("\xa0", " "))
    alone = "only the field's figures?"  # no card counts (critic 23: "0 + 1 on field")
    assert notes and all(re.fullmatch(rf"([1-9] \+ \d on field|{alone})(, .*)?", n)
                         for n in notes), notes


def test_the_german_pennant_key_says_whose_field_plainly():
    """Critic 19: "würde ihr Feld jetzt gewinnen" (whose "ihr"?): the row, the field."""
    i18n.set_language("de")
    try:
        words = dict(sidebar.strip_marks(False))["flag"]
        assert "ihr" not in words.split() and "Reihe" in words and "Feld" in words, words
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_your_turn_is_said_once(app, lang):
    """Critic 19: "Your turn: play 1 or 2 cards" beside your name and "Your turn: click 1 or
    2 cards…" in the instruction box: the name says whose turn, the box what to do."""
    from game.tables.black_sheep import draw, panels

    i18n.set_language(lang)
    try:
        table = seated(app, BlackSheepState.from_position(4, hands=[["pig"] * 3] * 4))
        status, said = panels.status_words(table), draw.prompt(table)
        assert status == _("Your turn") and status not in said, (status, said)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("players", [2, 4])
def test_the_piles_use_the_shared_counter(app, monkeypatch, lang, players):
    """Critic 19: "Draw 36" / "Discard 6" here, other words at other tables: each pile's
    count on its card's corner (bold, 14 px or more) and its name under it, in its strip."""
    import pygame

    from game.view import piles
    from tests.tables.layout_checks import texts_drawn

    i18n.set_language(lang)
    try:
        table = seated(app, BlackSheepState.from_position(players,
                                                          hands=[["pig"] * 3] * players))
        drawn = texts_drawn(monkeypatch)
        table.draw(table.app.screen)
        for strip, name, count in (
                (table.board.deck(), piles.draw_words(), table.shown["draw_pile"]),
                (table.board.discard(), piles.discard_words(),
                 len(table.shown["discard_pile"]))):
            strip = pygame.Rect(strip.as_tuple())
            inside = [(w, r, s) for w, r, s in drawn if strip.colliderect(r)]
            assert any(w == name and strip.contains(r) for w, r, _s in inside), inside
            assert any(w == str(count) and s >= 14 for w, _r, s in inside), inside
            assert not any(w.startswith(("Draw ", "Discard ")) and w != name
                           for w, _r, _s in inside), inside
    finally:
        i18n.set_language("en")


def test_four_players_rivals_figures_and_crowns_are_larger(app):
    """Critic 19: at four players, 1280 x 720, a rival's won figures and crowns were about
    12-16 px. Its figures stand 31 px (29 before: the tokens sit lower), its crowns are 17 px
    wide (14)."""
    from game.tables.black_sheep import corral

    table = seated(app, BlackSheepState.from_position(4, hands=[["pig"] * 3] * 4))
    assert corral.CROWN >= 17
    assert all(table.board.corral_height(seat) >= 31 for seat in (1, 2, 3)), [
        table.board.corral_height(seat) for seat in (1, 2, 3)]


def test_the_stock_row_s_animals_are_20_px(app):
    """Critic 19: the "Figures left in stock" row's animals were about 16-19 px: each is 21
    px or more across now (19-22 before), its count beside it still inside the panel."""
    table = seated(app, BlackSheepState.from_position(4, hands=[["pig"] * 3] * 4))
    for animal in sidebar.ANIMALS:
        art = sidebar.stock_art(animal)
        assert art.w >= 21, (animal, art)
    z = table.layout["tasks"]
    last = sidebar.ANIMALS[-1]
    x, y = sidebar.stock_count_at(*sidebar.stock_icon(table, last), last)
    assert x + assets.font(sidebar.STOCK_TEXT, True).size("6")[0] <= z.x + z.w


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_faded_mark_is_explained_in_the_reference_key(app, lang):
    """Critic 19: the "⊖" on a card that does not count (and a whole row faded) was never
    explained: the "?" Key says it, with the mark drawn beside it."""
    i18n.set_language(lang)
    try:
        table = seated(app, BlackSheepState.from_position(2, hands=[["pig"] * 3] * 2))
        key = next(s for s in sidebar.reference(table) if s.heading == _("Key"))
        faded = [row for row in key.rows if "⊖" in row.words]
        assert len(faded) == 1 and faded[0].picture is not None
        assert "faded" in dict(sidebar.strip_marks(False))
    finally:
        i18n.set_language("en")
