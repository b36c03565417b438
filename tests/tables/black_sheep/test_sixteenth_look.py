"""What critic 16 saw on the Black Sheep table: a key letter "(D)" alone on a line of the
German prompt, "≈12" in English but "etwa 18" in German, a crown over black sheep that
surprised a player who read "black sheep cost points"."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.rules.black_sheep import BlackSheepState
from game.tables.black_sheep import corral, draw, panels, sidebar
from game.tables.black_sheep.words import keys_held
from game.view.prompts import fitted
from tests.tables.black_sheep.test_at_a_glance import drawn_texts, seated

PROMPTS = ["You played one card: pick a card to discard (D), or keep your hand (K).",
           "No cards: skip your turn (Enter).",
           "Every side facing you is full: skip your turn (Enter).",
           "Point at a glowing field to see what your cards would make there; click it (or "
           "Enter) to play them.",
           "Your turn: click 1 or 2 cards (or press 1-3), then a glowing field.",
           "Pick the one card to discard, or keep your hand."]


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("players", [2, 4])
def test_no_key_letter_stands_alone_on_a_line_of_the_prompt(app, lang, players):
    """Every prompt in the instruction's box: a bracket ("(D)", "(Enter)") never opens a
    line, it stays with the word before it."""
    i18n.set_language(lang)
    try:
        table = seated(app, BlackSheepState.from_position(players, hands=[["pig"] * 3] * players))
        box, size = draw.prompt_box(table)
        for width in (box.w, box.w - 40, box.w - 90):
            for words in PROMPTS:
                lines, _size = fitted(keys_held(i18n._(words)), width - 2 * 12, box.h - 4, size)
                assert not any(line.lstrip().startswith("(") for line in lines), lines
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_guessed_score_says_about_with_the_same_mark_in_every_language(app, lang):
    i18n.set_language(lang)
    try:
        table = seated(app, BlackSheepState.from_position(
            2, hands=[["pig"] * 3] * 2, corrals=[["cow"], ["pig", "pig"]]))
        badges = [t for t, _r in drawn_texts(table) if t.startswith("★ ")]
        assert any(b.startswith("★ ≈") for b in badges), badges
        assert not any("about" in b or "etwa" in b for b in badges), badges
    finally:
        i18n.set_language("en")


def test_the_crown_says_black_sheep_earn_it_too(app):
    """The rival sheet's key, the pop-up's key and the crown's tooltip over black sheep."""
    table = seated(app, BlackSheepState.from_position(
        2, hands=[["pig"] * 3] * 2, corrals=[["cow"], ["black_sheep", "black_sheep"]]))
    keyed = [words for _m, words in panels.key_marks(table)]
    assert "most of a kind, black sheep too (+6)" in keyed
    key = [row.words for section in sidebar.reference(table) for row in section.rows]
    assert any("black sheep too (+6)" in w for w in key), key
    column = pygame.Rect(table.board.corral_column(1, "black_sheep"))
    tip = corral.crown_tip(table, column.center)
    assert tip and "most black sheep earn the crown too" in tip, tip
