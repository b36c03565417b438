"""A card back hides its card: a rival's hand and the draw pile show backs that hint at no
card of the deck (critic: "the card backs show a black-sheep emblem; a player reads that as
'this is the black sheep'"). The back's emblem is a paw print: nothing black like the Black
Sheep, nothing white like the White Sheep, in the medallion where the emblem sits."""

from __future__ import annotations

import math

import pygame

from game.tables.bye_bye import faces

MEDALLION = (125, 175, 66)  # the art's inner circle: cx, cy, r (250 x 350 units)


def medallion_pixels(width: int):
    back = faces.card(None, width)
    scale = width / faces.ART[0]
    cx, cy, r = (v * scale for v in MEDALLION)
    for x in range(round(cx - r), round(cx + r)):
        for y in range(round(cy - r), round(cy + r)):
            if math.dist((x, y), (cx, cy)) < r - 2:
                yield back.get_at((x, y))


def test_the_back_shows_no_sheep_black_or_white():
    pygame.init()
    for width in (60, 125, 250):
        pixels = list(medallion_pixels(width))
        black = [p for p in pixels if max(p.r, p.g, p.b) < 70]
        white = [p for p in pixels if min(p.r, p.g, p.b) > 215]
        assert not black, (width, len(black))  # no black fleece (the Black Sheep)
        assert not white, (width, len(white))  # no white fleece (the White Sheep)


def test_every_face_down_card_is_the_same_back():
    """A back is one image whatever it hides (a rival's fan turns it, never changes it)."""
    pygame.init()
    assert faces.card(None, 80) is faces.card(None, 80)
