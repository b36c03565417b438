"""What critic 15 saw on the Black Sheep table: a four-player row's chip three rows high
("Drilling / 2 Karten + / 1 im Feld"), tiny animal marks in the cards' corners, a hand
card's name on two rows over its art, small figures on the fields."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game import i18n
from game.rules.black_sheep import RANKS, BlackSheepState
from game.tables.black_sheep import sides
from tests.tables.black_sheep.test_at_a_glance import seated

TOLD = {False: (("cow",),), True: (("cow",), ("cow", "pig"))}  # a chip's animals: two
# for two pairs and a full house alone (the other ranks are told by one)


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("players", [2, 4])
def test_every_chip_is_two_rows_at_most_at_13_px_or_more(app, lang, players):
    """Every rank, with one or two animals, with each count of cards and figures and with
    "filled first": two rows at most, its words 13 px or more, inside its room."""
    i18n.set_language(lang)
    try:
        table = seated(app, BlackSheepState.from_position(players, hands=[["pig"] * 3] * players))
        room = pygame.Rect(table.board.chip_room(0, 1))
        for rank in RANKS:
            for animals in TOLD[str(rank) in ("Two pairs", "Full house")]:
                for cards in (0, 1, 2, 3):
                    for n in (1, 2, 3):
                        for tie in ("", sides._("filled first")):
                            full = sides.from_field_note(n, cards)
                            brief = sides.from_field_note(n, cards, short=True)
                            note = f"{full}, {tie}" if tie else full
                            short = (f"{brief}, {tie}", tie) if tie else (brief,)
                            rows = sides.chip_rows(i18n.tr(rank), animals, note,
                                                   room.w - 2 * sides.CHIP_PAD, room.h - 4,
                                                   short)
                            said = [[t for _k, t, _s in p] for _w, _h, p in rows]
                            assert len(rows) <= 2, said
                            assert min(s for _w, _h, p in rows for k, _t, s in p
                                       if k != "icon") >= 13, said
                            assert sum(h for _w, h, _p in rows) <= room.h - 4, said
                            assert all(w <= room.w - 2 * sides.CHIP_PAD for w, _h, _p in rows)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_four_player_chip_counts_short_under_the_rank(app, lang):
    """The critic's own row: a horse pair with the field's horse, "Three of a kind" over
    "2 + 1 on field"."""
    fields = [{"figures": ["horse", "black_sheep"], "sides": [[], ["horse", "horse"], [], []]},
              {}, {}]
    i18n.set_language(lang)
    try:
        table = seated(app, BlackSheepState.from_position(4, hands=[["pig"] * 3] * 4,
                                                          fields=fields))
        field = table.shown["fields"][0]
        chip = sides._chip_says(table, 1, field, sides.glance.standing(field), None, None)
        room = pygame.Rect(table.board.chip_room(0, 1))
        rows = sides.chip_rows(chip.words, chip.animals, chip.note,
                               room.w - 2 * sides.CHIP_PAD, room.h - 4, chip.short)
        said = [" ".join(t for k, t, _s in p if k != "icon") for _w, _h, p in rows]
        assert said == [i18n.tr(RANKS[3]), sides.from_field_note(1, 2, short=True)], said
        assert said[1] == {"en": "2\xa0+ 1\xa0on\xa0field", "de": "2+1\xa0vom\xa0Feld"}[lang]
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_figures_on_a_field_stand_tall_at_every_player_count(players):
    """Critic 15: a four-player field's figures were about 30 px of art in a 64 px band. The
    rows are as tall as their cards, the band takes the rest: 96 px figures everywhere."""
    from game import levels
    from game.tables.black_sheep.board import Board

    board = Board(levels.load("black_sheep", players), players, 0)
    assert board.figure_height() >= 90


def test_a_card_s_corner_animals_are_16_px_on_a_four_player_row():
    """Critic 15: the printed corner animals were about 8 px on a table's card. Their box
    is CORNER_SCALE of the 200 x 160 art on a 250-wide card: 16 px or more on the narrowest
    row's card at 1280x720."""
    from assets.make_art import CORNER_SCALE
    from game import levels
    from game.tables.black_sheep.board import Board

    board = Board(levels.load("black_sheep", 4), 4, 0)
    w = board.side_card(0, 1, 0)[2]
    assert 200 * CORNER_SCALE * w / 250 >= 16
    art = (Path(__file__).parents[3] / "assets" / "art" / "card_cow.svg").read_text()
    assert f"scale({CORNER_SCALE})" in art


def test_the_german_log_of_a_field_won_reads_as_one_sentence(app):
    """Critic 15: "Feld 1 geht an Timmy: Full House: schwarze Schafe über Pferde, vor dir
    (Ein Paar), ..." had two colons and a capital "Ein" mid-sentence."""
    from game.tables.black_sheep import words
    from tests.tables.black_sheep.test_rules_shown import four_players

    table = seated(app, four_players())
    event = {"kind": "field_scored", "field": 0, "winner": 2, "combinations": [
        {"seat": 0, "animals": ["horse", "cow", "cow", "pig", "black_sheep"]},
        {"seat": 1, "animals": ["horse", "horse", "pig", "pig", "black_sheep"]},
        {"seat": 2, "animals": ["horse", "horse", "black_sheep", "black_sheep", "black_sheep"]},
        {"seat": 3, "animals": ["horse", "cow", "pig", "sheep", "black_sheep"]}]}
    i18n.set_language("de")
    try:
        line = words.describe_event(table, event).replace("\xa0", " ")
    finally:
        i18n.set_language("en")
    assert ":" not in line, line
    assert line == ("Feld 1 geht an Cy mit Full House (schwarze Schafe über Pferde), vor dir "
                    "(ein Paar), Ben (zwei Paare) und Di (höchstes Tier)"), line


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_results_word_each_bonus_as_the_rule_is(lang):
    """Critic 15: "Majority: black sheep +6" read like a bug and "Sets ×1" as a riddle."""
    from game.i18n import N_
    from game.rules.black_sheep.ranking import PLURAL
    from game.tables.black_sheep.glance import bonus
    from game.tables.black_sheep.results_panel import bonus_words

    i18n.set_language(lang)
    try:
        most = bonus_words(bonus(N_("Majority: {animals}", animals=PLURAL["black_sheep"]), 6,
                                 False))
        sets = bonus_words(bonus(N_("Sets ×{n}", n=2), 12, False))
    finally:
        i18n.set_language("en")
    assert (most, sets) == {"en": ("Most black sheep", "2 sets of all 6 kinds"),
                            "de": ("Meiste schwarze Schafe", "2 Sätze aller 6 Tiere")}[lang]


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("players", [2, 4])
def test_a_rival_s_busy_word_stays_above_their_tray(app, monkeypatch, lang, players):
    """Critic 15: "choosing ◆◆◆" beside a network rival's name ran into the rivets of
    their tray's top: the word and its dots stand above the tray."""
    from game.tables.black_sheep import panels
    from game.view import assets

    i18n.set_language(lang)
    try:
        table = seated(app, BlackSheepState.from_position(players, hands=[["pig"] * 3] * players))
        monkeypatch.setattr(table, "busy_word", lambda seat: i18n._("choosing"))
        scores = panels.glance.scores(table.shown)
        for seat in range(1, players):
            rect = pygame.Rect(table.layout[f"panel_{table.board.pos(seat)}"].as_tuple())
            name = panels._name_rect(table, seat, rect, scores[seat])
            marks = panels.thinking_marks(table, seat, name, rect.right)
            tray = table.board.corral(seat).y
            assert marks
            for _x, y, r, _lit, word in marks:
                half = (assets.font(14).get_height() + 1) // 2 if word else r
                assert y + half <= tray - 1, (word, y, tray)
    finally:
        i18n.set_language("en")
