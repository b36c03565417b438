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
        assert marks == ["flag", "crown", None, "≈", "faded"]
    finally:
        i18n.set_language("en")


def test_a_card_that_does_not_count_and_a_row_that_cannot_win_look_different(app):
    """Critic 17: both were dimmed the same way. A non-counting card keeps its frame in
    full colour, its art paler (toward the paper), a grey "–" badge on its corner; a row
    that can no longer win is greyed whole, its felt too, and its chip says "can't win"."""
    import pygame

    from game.tables.black_sheep import sides
    from tests.tables.black_sheep.test_at_a_glance import drawn_texts

    fields = [{"figures": ["cow", "cow"], "sides": [["horse"] * 3, ["pig", "sheep", "rooster"],
                                                     []], "completed": [0, 1]},
              {"figures": ["cow", "cow"], "sides": [[], ["cow", "cow", "sheep"], []]},
              {"figures": ["sheep"], "sides": [[], ["sheep"], []]}]
    table = seated(app, BlackSheepState.from_position(3, hands=[["pig"] * 3] * 3,
                                                      fields=fields))
    assert table.dims.get((0, 1)) == 1.0 and sides.uncounted(table.shown["fields"][1], 1) == [2]
    screen = table.app.screen
    table.draw(screen)

    def pixel(pos):
        return tuple(screen.get_at((round(pos[0]), round(pos[1]))))[:3]

    kicker = pygame.Rect(table.board.side_card(1, 1, 2))
    counted = pygame.Rect(table.board.side_card(2, 1, 0))  # a sheep card counted
    art = sides.art_rect(kicker)
    spot = (art.centerx, art.y + art.h // 5)  # the picture's sky, not the animal
    twin = (spot[0] - kicker.x + counted.x, spot[1] - kicker.y + counted.y)

    def spread(rgb):
        return max(rgb) - min(rgb)

    assert spread(pixel(spot)) < spread(pixel(twin)) - 15, (pixel(spot), pixel(twin))  # paler
    edge = (kicker.x + 2, kicker.centery)  # the frame: as the counted card's
    assert pixel(edge) == pixel((counted.x + 2, counted.centery))
    badge = sides.uncounted_badge(kicker)
    r, g, b = pixel((badge.centerx - badge.w // 2 + 3, badge.centery))
    assert abs(r - g) < 12 and abs(g - b) < 12 and 80 < r < 150  # grey
    assert not any(sides.uncounted_badge(pygame.Rect(table.board.side_card(0, 1, i))).collidepoint(
        badge.center) for i in range(3))
    # the can't-win row: its felt greyer than a live row's, its chip in words
    beaten, live = (pygame.Rect(table.board.side(0, s).as_tuple()) for s in (1, 2))
    felt = (beaten.right - 4, beaten.bottom - 4)
    other = (live.right - 4, live.bottom - 4)
    (r1, g1, b1), (r2, g2, b2) = pixel(felt), pixel(other)
    assert (g1 - min(r1, b1)) < (g2 - min(r2, b2)) - 8, (pixel(felt), pixel(other))
    assert any(w == sides.beaten_words() and beaten.colliderect(rect)
               for w, rect in drawn_texts(table))


@pytest.mark.parametrize("zoom", [1.5, 2.0])
@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_chip_stays_short_at_a_larger_window(app, zoom, lang):
    """At 2560 x 1440 the fonts measure a unit wider than at 1280 x 720, so a four-player
    German "Zwei Paare" with two animals fitted no format and fell back to the longest (four
    rows: "2 Karten +" / "2 im Feld"). Where none fits, the fewest rows: three at most,
    inside the chip's room."""
    from game.rules.black_sheep import RANKS
    from game.tables.black_sheep import sides
    from game.view import canvas
    from tests.tables.black_sheep.test_sixteenth_look import TOLD

    i18n.set_language(lang)
    table = seated(app, BlackSheepState.from_position(4, hands=[["pig"] * 3] * 4))
    room = table.board.chip_room(0, 1)
    width, height = round(room[2]) - 2 * sides.CHIP_PAD, round(room[3]) - 4
    old = canvas.zoom()
    canvas.set_zoom(zoom)
    sides.chip_rows.cache_clear()
    try:
        for rank in RANKS:
            for animals in TOLD[str(rank) in ("Two pairs", "Full house")]:
                for cards in (1, 2, 3):
                    rows = sides.chip_rows(i18n.tr(rank), animals,
                                           sides.from_field_note(1, cards), width, height,
                                           (sides.from_field_note(1, cards, short=True),))
                    said = [[t for _k, t, _s in p] for _w, _h, p in rows]
                    assert len(rows) <= 3 and sum(h for _w, h, _p in rows) <= height, said
    finally:
        canvas.set_zoom(old)
        sides.chip_rows.cache_clear()
        i18n.set_language("en")


@pytest.mark.parametrize(("lang", "said"), [("en", "Field 3 restocked: sheep, black sheep"),
                                            ("de", "Feld 3 aufgefüllt: Schaf, schwarzes Schaf")])
def test_a_restocked_field_names_its_animals_as_words_mid_sentence(lang, said):
    """Critic 18: "Field 3 restocked: Sheep, Sheep" was capitalised like card names."""
    from game.tables.black_sheep import words

    i18n.set_language(lang)
    try:
        e = {"kind": "field_restocked", "field": 2,
             "figures": [{"type": "sheep"}, {"type": "black_sheep"}]}
        assert words.describe_event(None, e).replace("\xa0", " ") == said
    finally:
        i18n.set_language("en")
