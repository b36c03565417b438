"""Critic 11: the discard pile's top card was "drawn broken: no title, cropped art, huge red
dot". At pile size (too narrow for words, which are said beside it) a card is drawn as the
card in miniature, no colour's shape filling the box. Critic 15: its grey "lines of words"
read as fake text: the picture fills the card under its title band now (a full-art card). The log says a card's colour as the card's:
"(red card)", not "(red)", which read as if red were the player's."""

from __future__ import annotations

import pytest

from game import i18n
from game.rules.boom_bah.cards import CARD_TYPES
from game.tables.boom_bah import faces, words
from game.view import canvas, palette

PILE = 71  # px: the discard pile's card at 1280x720


def box_colours(card: str, width: int) -> list[tuple[int, int, int]]:
    image = canvas.raw_of(faces.card(card, width))
    text = faces._box(faces.TEXT, width).inflate(-8, -8)
    if width >= faces.MINIATURE:  # a pile card: its picture, whole (critic 17), where it lies
        text = faces.pile_art(card, width)[1].inflate(-4, -4)
    return [tuple(image.get_at((x, y)))[:3] for x in range(text.x, text.right, 2)
            for y in range(text.y, text.bottom, 2)]


@pytest.mark.parametrize("colour", range(4))
def test_the_pile_s_card_is_a_full_art_card(app, colour, monkeypatch):
    marks = []
    monkeypatch.setattr(faces, "seat_mark", lambda *a, **k: marks.append(a))
    faces._card_face.cache_clear()
    for kind in CARD_TYPES:
        card = f"{kind.id}:{colour}"
        pixels = box_colours(card, PILE)
        assert not marks, card  # no big shape of the colour in the box
        assert not hasattr(faces, "GREEKED")  # no grey lines of "words"
        assert len(set(pixels)) > len(pixels) * 0.3, card  # the picture fills the text box
    assert faces.worded(f"dog:{colour}", PILE) == []  # the words are said beside it


def test_a_badge_sized_card_keeps_its_colour_s_shape(app):
    pixels = box_colours("wild_wool:1", 24)
    shade = palette.player(1).colour
    assert any(sum(abs(a - b) for a, b in zip(p, shade, strict=True)) < 60 for p in pixels)


@pytest.mark.parametrize(("lang", "said"), [("en", "“Dog” (red card)"),
                                            ("de", "„Hütehund“ (rote Karte)")])
def test_the_log_says_a_card_s_colour_as_the_card_s(app, lang, said):
    i18n.set_language(lang)
    try:
        assert words.card_label("dog:0") == said
    finally:
        i18n.set_language("en")
