"""Critic 11: the discard pile's top card was "drawn broken: no title, cropped art, huge red
dot". At pile size (too narrow for words, which are said beside it) a card is drawn as the
card in miniature: its frame, its picture, a title bar's worth of "words" and its effect
box's lines, no colour's shape filling the box. The log says a card's colour as the card's:
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
    return [tuple(image.get_at((x, y)))[:3] for x in range(text.x, text.right, 2)
            for y in range(text.y, text.bottom, 2)]


@pytest.mark.parametrize("colour", range(4))
def test_the_pile_s_card_is_a_card_in_miniature(app, colour):
    for kind in CARD_TYPES:
        card = f"{kind.id}:{colour}"
        shade = palette.player(colour).colour
        pixels = box_colours(card, PILE)
        coloured = sum(1 for p in pixels if sum(abs(a - b) for a, b in zip(p, shade,
                                                                           strict=True)) < 60)
        assert coloured < len(pixels) * 0.05, (card, coloured, len(pixels))  # no big shape
        lined = sum(1 for p in pixels if sum(abs(a - b) for a, b in zip(p, faces.GREEKED,
                                                                        strict=True)) < 40)
        assert lined > len(pixels) * 0.1, card  # its lines of "words"
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
