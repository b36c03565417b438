"""What critic 12 saw on the Black Sheep table: a row's label three lines high ("Karten /
von / Timmy"), a chip that did not say the field's figures count toward the row, one crown
for two meanings."""

from __future__ import annotations

import pytest

from game import i18n
from game.tables.black_sheep import sides
from tests.tables.black_sheep.test_at_a_glance import seated
from tests.tables.black_sheep.test_rules_shown import four_players


@pytest.mark.parametrize("lang", ["en", "de"])
def test_an_empty_row_s_label_takes_two_lines_at_most_at_14_px(app, lang):
    i18n.set_language(lang)
    try:
        table = seated(app, four_players())
        table.name = lambda seat: ["Ann", "Timmy", "Shaun", "Bitzer"][seat]  # the critic's
        for f in range(3):
            for seat in range(table.players):
                rows, size = sides.caption_rows(table, f, seat)
                assert size >= 14 and 1 <= len(rows) <= 2, rows
                assert "…" not in "".join(rows), rows
                assert " ".join(rows) == sides.caption(table, seat)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_chip_counts_the_row_s_cards_and_the_field_s_figures(app, lang):
    """Critic 12: "Three of a kind · 2 on field" stood beside ONE cow card and a player could
    not tell the field's two cows counted: the chip counts both, "1 card + 2 on field"."""
    from game.rules.black_sheep import BlackSheepState

    fields = [{"figures": ["cow", "cow"], "sides": [[], ["cow"]]}, {}, {}]
    i18n.set_language(lang)
    try:
        table = seated(app, BlackSheepState.from_position(2, hands=[["pig"] * 3] * 2,
                                                          fields=fields))
        field = table.shown["fields"][0]
        chip = sides._chip_says(table, 1, field, sides.glance.standing(field), None, None)
        assert chip.note.replace("\xa0", " ") == {"en": "1 + 2 on field",  # critic 19
                                                  "de": "1+2 vom Feld"}[lang]
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_pop_up_says_with_an_example_that_the_field_s_figures_count(app, lang):
    """Critic 12: the pop-up never said the field's figures count toward each row's hand."""
    from game.tables.black_sheep import sidebar

    i18n.set_language(lang)
    try:
        table = seated(app, four_players())
        section = next(s for s in sidebar.reference(table)
                       if s.heading == i18n._("A field's figures"))
        words = " ".join(row.words.replace("\xa0", " ") for row in section.rows)
        assert {"en": "count in every row's hand", "de": "zählen in jeder Reihe mit"}[lang] in words
        assert section.rows[0].picture is not None  # a cow card + two cow figures = its chip
    finally:
        i18n.set_language("en")


def test_a_field_s_leading_row_has_a_pennant_and_the_crown_is_the_majority_s_alone(
        app, monkeypatch):
    """Critic 12: the crown meant "most of a kind" over won figures and "leading this
    field" on the fields. The fields draw no crown (a pennant marks the leading row), and
    the pop-up's key gives each mark its own line."""
    from game.tables.black_sheep import sidebar
    from game.view import paint

    crowns = []
    real = paint.draw_crown
    monkeypatch.setattr(sides, "draw_crown", lambda *a: crowns.append(a) or real(*a),
                        raising=False)
    flags = []
    monkeypatch.setattr(sides, "draw_lead_flag", lambda surface, centre, size: flags.append(
        centre))
    table = seated(app, four_players())
    table.draw(table.app.screen)
    assert flags and not crowns
    key = {row.words.replace("\xa0", " ") for section in sidebar.reference(table) for row in section.rows}
    assert "A pennant by a row: it would win the field now" in key
    assert "A crown over won figures: the most of that kind, black sheep too (+6)" in key


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_two_player_rival_s_panel_says_their_last_play_at_its_foot(app, lang):
    """Critic 12: the two-player rival panel's right third stood empty: its foot says the
    rival's last cards played, whole, inside the panel and under the score lines."""
    import pygame

    from game.match import Step
    from game.rules.black_sheep import BlackSheepState, PlayCards
    from tests.tables.black_sheep.test_at_a_glance import drawn_texts

    i18n.set_language(lang)
    try:
        table = seated(app, BlackSheepState.from_position(2, hands=[["pig"] * 3] * 2))
        table.match.steps.append(Step(1, PlayCards(1, ("cow", "cow")), []))
        texts = drawn_texts(table)
        panel = pygame.Rect(table.layout["panel_1"].as_tuple())
        said = [(t, r) for t, r in texts if panel.contains(r)]
        head = {"en": "Last play:", "de": "Zuletzt:"}[lang]
        rest = {"en": "two cows, field\xa02", "de": "zwei Kühe, Feld\xa02"}[lang]  # critic 17
        heads = [r for t, r in said if t == head]
        rests = [r for t, r in said if t == rest]
        assert heads and rests and heads[0].centery == rests[0].centery, said
        above = [r.bottom for t, r in said if r.x == heads[0].x and r.y < heads[0].y]
        assert heads[0].h and heads[0].y >= max(above, default=panel.y)  # (critic 20: no
        # sheet line while the rival has no figures)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("zoom", [1.0, 1.5, 2.0])
@pytest.mark.parametrize("players", [3, 4])
def test_a_narrow_chip_s_count_never_leaves_its_plus_alone(app, players, zoom):
    """At 2560x1440 "3 Karten +" was 1 px too wide for a four-player chip and its "+"
    stood on a row of its own: every rank with every count keeps "N cards +" on one row and
    fits its room, at every zoom."""
    import pygame

    from game.levels import load
    from game.rules.black_sheep import RANKS
    from game.tables.black_sheep.board import Board
    from game.view import canvas

    before = canvas.zoom()
    canvas.set_zoom(zoom)
    try:
        board = Board(load("black_sheep", players), players, 0)
        room = pygame.Rect(board.chip_room(0, 1))
        for lang in ("en", "de"):
            i18n.set_language(lang)
            for rank in RANKS:
                for cards in (1, 2, 3):
                    for n in (1, 2, 3):
                        rows = sides.chip_rows(i18n.tr(rank), ("cow",),
                                               sides.from_field_note(n, cards),
                                               room.w - 2 * sides.CHIP_PAD, room.h - 4,
                                               (sides.from_field_note(n, cards, True),))
                        texts = [[t for _k, t, _s in p] for _w, _h, p in rows]
                        assert ["+"] not in texts, texts
                        assert sum(h for _w, h, _p in rows) <= room.h - 4, texts
    finally:
        canvas.set_zoom(before)
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_last_play_too_long_for_one_row_keeps_one_colon(app, lang):
    """Critic 13 read "Last play::" where the play took a second row: the label stands
    alone on the first row with one colon, the play under it."""
    from game.match import Step
    from game.rules.black_sheep import BlackSheepState, PlayCards
    from tests.tables.black_sheep.test_at_a_glance import drawn_texts

    i18n.set_language(lang)
    try:
        table = seated(app, BlackSheepState.from_position(2, hands=[["pig"] * 3] * 2))
        table.match.steps.append(Step(1, PlayCards(1, ("rooster", "black_sheep")), []))
        said = [t for t, _r in drawn_texts(table)]
        assert not any("::" in t for t in said), said
        if lang == "en":  # (critic 16: said briefly on one row, the key keeps its rows)
            assert "Last play:" in said and "rooster + black sheep, field\xa02" in said
    finally:
        i18n.set_language("en")
