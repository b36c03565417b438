"""What critic 17 saw on the Black Sheep table: the "?" pop-up's figures section read like
developer notes, with straight quotes and a lone "up)" on its last line."""

from __future__ import annotations

import pytest

from game import i18n
from game.rules.black_sheep import BlackSheepState
from game.tables.black_sheep import sidebar
from game.view import reference
from tests.tables.black_sheep.test_at_a_glance import seated


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("players", [2, 4])
def test_no_pop_up_row_ends_in_one_lone_word(app, lang, players):
    """Every row of the "?" pop-up, at every size and column count it may be laid out at:
    a wrapped row's last line holds two words or more."""
    i18n.set_language(lang)
    try:
        table = seated(app, BlackSheepState.from_position(players, hands=[["pig"] * 3] * players))
        inner = reference.AREA.w - 2 * (reference.FRAME + reference.INSIDE)
        for size in reference.SIZES:
            for n in (2, 3):
                width = (inner - (n - 1) * reference.COLUMN_GAP) // n
                for section in sidebar.reference(table):
                    for row in section.rows:
                        lines = reference._row_height(row, size, width)[1]
                        if len(lines) > 1:
                            assert len(lines[-1].split()) > 1, (size, n, lines)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_figures_section_is_one_picture_and_plain_sentences(app, lang):
    """One example picture (a cow card + two cow figures = the chip they make), then at most
    two sentences for a player: no straight quotes, no "where the long one does not fit"."""
    i18n.set_language(lang)
    try:
        table = seated(app, BlackSheepState.from_position(2, hands=[["pig"] * 3] * 2))
        figures = next(s for s in sidebar.reference(table)
                       if s.heading == i18n._("A field's figures"))
        pictures = [r for r in figures.rows if r.picture is not None]
        words = [r.words for r in figures.rows if r.words]
        assert len(pictures) == 1 and 1 <= len(words) <= 2, figures.rows
        for section in sidebar.reference(table):
            for row in section.rows:
                assert '"' not in row.words, row.words
        assert any(("“" if lang == "en" else "„") in w for w in words), words
        assert not any("fit" in w or "passt" in w or "(" in w for w in words), words
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_marks_key_stands_over_the_log_at_every_count(app, monkeypatch, lang, players):
    """Critic 17: the key (pennant, crown, "?", "≈") stood on 2-player rival panels only. A
    strip between the stock and the log says every mark at every count, at 13 px or more,
    each row's words inside the strip, the log under it."""
    import pygame

    from tests.tables.layout_checks import texts_drawn

    i18n.set_language(lang)
    try:
        table = seated(app, BlackSheepState.from_position(players, hands=[["pig"] * 3] * players))
        strip = pygame.Rect(table.layout["key"].as_tuple())
        log = pygame.Rect(table.layout["log"].as_tuple())
        stock = pygame.Rect(table.layout["tasks"].as_tuple())
        assert stock.bottom <= strip.y and strip.bottom <= log.y and log.h >= 200
        drawn = texts_drawn(monkeypatch)
        table.draw(table.app.screen)
        inside = [(w, r, s) for w, r, s in drawn if strip.colliderect(r)]
        said = " ".join(w for w, _r, _s in inside).replace("\xa0", " ")
        for _mark, words in sidebar.strip_marks(False):
            assert " ".join(words.split()) in said, (words, said)
        for words, rect, size in inside:
            assert size >= 13 and strip.contains(rect), (words, rect, strip)
        marks = [m for m, _s, _l in sidebar.strip_rows(strip, False)]
        assert marks == ["flag", "crown", None, "≈"]
    finally:
        i18n.set_language("en")
