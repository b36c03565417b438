"""Black Sheep's rules said on the table itself: the field's figures say, short, that the
winner takes them, and in the header's tooltip that they count in every row (they glow while
the header or a row's chip is pointed at), the chip's tooltip names the figures
and ranks every combination best first, the log tells what a field's winner beat, a
beaten (greyed) side says which side stays ahead, and the bonuses say black sheep have a majority
too."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.rules.black_sheep import BlackSheepState
from game.tables.black_sheep import draw, sides, words
from game.view import canvas
from tests.tables.black_sheep.test_at_a_glance import (
    drawn_texts,
    scored_by_you,
    seated,
    three_fields,
)

FOUR = [{"figures": ["horse", "black_sheep"], "sides": [["cow", "cow", "pig"], [], [], []]},
        {}, {}]


def four_players() -> BlackSheepState:
    return BlackSheepState.from_position(4, hands=[["pig"] * 3] * 4, fields=FOUR)


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("state", [three_fields, four_players])
def test_each_field_s_header_is_its_figures_alone(app, lang, state):
    """Critic 12: "Winner takes both" stood in every field's header, the pop-up's rule said
    again and again: the header holds the field's name and its figures only, the figures
    in the middle of the paddock (pointing at it says the whole rule, see below)."""
    i18n.set_language(lang)
    try:
        table = seated(app, state())
        texts = drawn_texts(table)
        for f in (f for f, field in enumerate(table.shown["fields"]) if field["figures"]):
            paddock = pygame.Rect(table.board.zone(f"figures_{f}").as_tuple())
            field = pygame.Rect(table.layout[f"field_{f}"].as_tuple())
            said = [t for t, r in texts if paddock.colliderect(r) and field.contains(r)]
            assert said in ([], [f"Field {f + 1}"], [f"Feld {f + 1}"]), (f, said)
            count = len(table.shown["fields"][f]["figures"])
            arts = [draw.figure_rect(table, f, i) for i in range(count)]
            middle = (arts[0].left + arts[-1].right) / 2
            assert abs(middle - paddock.centerx) <= 0.1 * paddock.w, (f, middle, paddock)
    finally:
        i18n.set_language("en")


def test_pointing_at_a_chip_lights_the_figures_and_ranks_every_combination(app):
    table = seated(app, four_players())  # you: two cows and a pig, with a horse and a black sheep
    chip = sides._chip_says(table, 0, table.shown["fields"][0],
                            sides.glance.standing(table.shown["fields"][0]), None, None)
    box = sides.chip_box(table, 0, 0, chip)
    table.point(box.center)
    assert table.hover_chip == (0, 0)
    assert table.button_tip.message == (
        "Leading: this row would win the field now. Pair of cows, with the field's Horse and Black sheep. Best first: Five of a "
        "kind, Four of a kind, Full house, Three of a kind, Two pairs, [One pair], High "
        "animal.")
    lit, plain = (canvas.Canvas(pygame.Surface((1280, 720)), 1) for _ in range(2))
    draw.lit_figures(table, lit, 0)
    ring = draw.spot(draw.figure_rect(table, 0, 0))
    assert lit.get_at(ring.midleft) != plain.get_at(ring.midleft)  # a ring under the figure
    table.point((5, 5))
    assert table.hover_chip is None


@pytest.mark.parametrize("lang", ["en", "de"])
def test_pointing_at_a_field_s_header_explains_the_figures_once(app, lang):
    """The header shows only the figures (round 7: the whole rule, three crammed lines on
    every field, was too much; critic 12: "Winner takes both" in every header); pointing
    at the header lights the figures and a tooltip says the whole rule, in the player's language."""
    i18n.set_language(lang)
    try:
        table = seated(app, four_players())
        paddock = pygame.Rect(table.board.zone("figures_0").as_tuple())
        def move(pos):
            table.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                            buttons=(0, 0, 0)))

        move((paddock.right - 10, paddock.centery))
        assert table.hover_header == 0
        assert table.button_tip.message == draw.explanation(2)
        assert {"en": "These 2 figures count in every row's combination",
                "de": "Diese 2 Figuren zählen in jeder Reihe mit"}[lang] in draw.explanation(2)
        lit, plain = (canvas.Canvas(pygame.Surface((1280, 720)), 1) for _ in range(2))
        table.draw(lit)
        move((5, 5))
        assert table.hover_header is None and table.button_tip.message is None
        table.draw(plain)
        ring = draw.spot(draw.figure_rect(table, 0, 0))
        assert paddock.contains(ring) and lit.get_at(ring.midleft) != plain.get_at(ring.midleft)
        table.selected = [0]  # cards picked: the field previews them, no tooltip over it
        move((paddock.right - 10, paddock.centery))
        assert table.hover_header is None and table.button_tip.message is None
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_field_s_banner_covers_no_caption_and_speaks_plain_german(app, lang):
    """Round 7: the banner of a won field lay over part of the field's "Sieger nimmt beide"
    and "nim" peeked out beside it; and the German said "mit Drei Pferde" (wrong case).
    While the banner shows, no other words lie under it; the German names the combination
    after a colon."""
    i18n.set_language(lang)
    try:
        table = scored_by_you(app)
        for _ in range(600):
            table.update(1 / 60)
            if table.headline:
                break
        box = draw.banner_box(table)
        assert box is not None
        under = [t for t, r in drawn_texts(table) if r.colliderect(box) and t != table.headline]
        assert under == []
        assert table.headline.replace("\xa0", " ") == {"en": "You win field 1 with Three horses",
                                  "de": "Du gewinnst Feld 1: Drei Pferde"}[lang]
    finally:
        i18n.set_language("en")


def test_the_log_says_what_a_field_s_winner_beat(app):
    table = seated(app, four_players())
    event = {"kind": "field_scored", "field": 0, "winner": 2, "combinations": [
        {"seat": 0, "animals": ["horse", "cow", "cow", "pig", "black_sheep"],
         "name": "One pair of cows"},
        {"seat": 1, "animals": ["horse", "horse", "pig", "pig", "black_sheep"],
         "name": "Two pairs: horses and pigs"},
        {"seat": 2, "animals": ["horse", "horse", "horse", "black_sheep", "black_sheep"],
         "name": "Full house: horses over black sheep"},
        {"seat": 3, "animals": ["horse", "cow", "pig", "sheep", "black_sheep"],
         "name": "High animal: horse"}]}
    assert words.describe_event(table, event).replace("\xa0", " ") == (
        "Field 1 goes to Cy with full house (horses over black sheep), beating you (one "
        "pair), Ben (two pairs) and Di (high animal)")  # one colon at most (critic 15)


def test_a_field_scored_for_you_names_the_side_you_beat(app):
    table = scored_by_you(app)
    table.timeline.skip()
    assert [line.text.replace("\xa0", " ") for line in table.log.lines
            if "goes to" in line.text] == [
        "Field 1 goes to you with three of a kind (horses), beating Ben (one pair)"]


def test_a_face_down_side_s_tooltip_says_which_side_stays_ahead(app):
    from game.rules.black_sheep import PlayCards

    state = BlackSheepState.from_position(
        3, hands=[["horse", "cow", "sheep"], ["pig"] * 3, ["sheep"] * 3],
        fields=[{"figures": ["horse", "rooster"],
                 "sides": [["sheep"], ["rooster", "cow", "pig"], []], "completed": [1]},
                {}, {}])
    table = seated(app, state)
    table.perform(PlayCards(0, ("horse", "cow")))  # your pair of horses beats Ben's roosters
    table.timeline.skip()
    table.sync()
    assert table.dims == {(0, 1): 1.0}
    chip = sides._chip_says(table, 1, table.shown["fields"][0],
                            sides.glance.standing(table.shown["fields"][0]), None, None)
    assert chip.words == "can't win"
    table.point(sides.chip_box(table, 0, 1, chip).center)
    assert table.button_tip.message == (
        "This row can no longer win: you stay ahead with Pair of horses.")
