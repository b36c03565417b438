"""One typeface: every word in Quicksand, DejaVu Sans only for the glyphs Quicksand lacks
(on the same baseline, run by run) and for what a player types by hand (even digits)."""

from __future__ import annotations

import pygame
import pytest

from game.view import assets


@pytest.fixture(autouse=True)
def fonts():
    pygame.font.init()
    yield


@pytest.mark.parametrize("bold", [False, True])
@pytest.mark.parametrize("size", [12, 14, 22, 46])
def test_words_of_every_size_and_weight_are_quicksand(size, bold):
    face = assets.font(size, bold)
    assert face.runs("Shaun draws a card") == [(face.face, "Shaun draws a card")]
    assert face.runs("Größe: „Schäfchen“ – 3 × 4 …")[0][0] is face.face


def test_a_star_comes_from_dejavu_and_the_rest_stays_quicksand():
    face = assets.font(14)
    runs = face.runs("★ 9 + ?")
    assert [part for _f, part in runs] == ["★ ", "9 + ?"]
    assert runs[0][0] is face.fallback and runs[1][0] is face.face


def test_a_mixed_line_is_one_image_as_wide_as_measured_on_one_baseline():
    face = assets.font(17, True)
    image = face.render("★ 12 points", True, (255, 255, 255))
    assert image.get_size() == face.size("★ 12 points") == (face._width("★ 12 points"),
                                                              face.get_height())
    star = face.render("★", True, (255, 255, 255)).get_bounding_rect()
    word = face.render("x", True, (255, 255, 255)).get_bounding_rect()
    assert abs(star.bottom - word.bottom) <= 2  # the star sits on the words' line


def test_typed_text_has_even_digits():
    even = assets.font(34, even=True)
    assert even.size("11.11.11.11") == even.size("44.44.44.44")
    assert assets.font(34).size("1111") != assets.font(34).size("4444")  # (Quicksand's don't)


def test_the_text_helper_draws_even_digits_when_asked():
    ones = assets.text(None, "1111 1111", size=30, even=True)
    fours = assets.text(None, "4444 4444", size=30, even=True)
    assert ones.get_width() == fours.get_width()
