"""A set card says its number in both of the art's plates, at every size a table draws: a
plate grown for a small card covers the art's plate whole (no doubled rim), and no plate is
left empty (critic, second pass: "a double circle and a blank white circle on every card")."""

from __future__ import annotations

import math

import pygame
import pytest

from game.tables.bye_bye import faces


@pytest.fixture(autouse=True)
def fonts_open():
    """Fonts of this session: an earlier test's `pygame.quit` closed those it had opened."""
    if not pygame.font.get_init():
        pygame.font.init()
        faces.assets.forget_fonts()


@pytest.mark.parametrize("width", [46, 60, 70, 95, 120, 190, 250])
def test_both_plates_hold_the_number_and_a_grown_one_covers_the_art_s(monkeypatch, width):
    circles: list[tuple[tuple[int, int], int]] = []
    numbers: list[str] = []
    real_circle, real_text = faces.ink.circle, faces.assets.text

    def circle(surface, colour, centre, radius, *rest):
        circles.append((centre, radius))
        return real_circle(surface, colour, centre, radius, *rest)

    def text(surface, words, *args, **kwargs):
        numbers.append(words)
        return real_text(surface, words, *args, **kwargs)

    monkeypatch.setattr(faces.ink, "circle", circle)
    monkeypatch.setattr(faces.assets, "text", text)
    face = faces.assets.svg("bye_set_7", (width, faces.height_of(width))).copy()
    faces._number(face, "7", width / faces.ART[0])
    assert numbers == ["7", "7"]
    scale = width / faces.ART[0]
    for centre, radius in circles[::2]:  # each grown plate: its fill, then its rim
        art = min(faces.PLATES, key=lambda p: math.dist(centre, (p[0] * scale, p[1] * scale)))
        reach = math.dist(centre, (art[0] * scale, art[1] * scale)) + art[2] * scale
        assert reach <= radius + 0.5, (width, centre, art)


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("width", [72, 80, 88])
def test_every_special_card_of_a_smaller_hand_is_named(lang, width):
    """At 1280x720 a hand's cards are 70 to 90 units wide: German "Mutterschaf" and
    "Schwarzes Schaf" were too long for the plate there and the card had no name. A long
    word is pressed a little sideways (its letters as tall, 12 px), never left out."""
    from game import i18n
    from game.rules.bye_bye import SPECIALS
    from game.view import canvas

    i18n.set_language(lang)
    try:
        for card in SPECIALS:
            canvas.forget_rasters()
            with faces.assets.recording() as written:
                faces.card(card, width)
            said = " ".join(w.message for w in written.values())
            assert said.split() == faces.label(card).split(), (card, width)
            assert all(w.size >= 12 for w in written.values())
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_small_picture_of_a_special_card_shows_no_squeezed_name(monkeypatch, lang):
    """The dock's and the guide's small pictures (40, 42 and 56 units) stand beside the card's
    name: no word is pressed into them (a plate only where its word fits whole), while a
    hand's card presses one that is a little too long."""
    from game import i18n
    from game.rules.bye_bye import SPECIALS
    from game.view import canvas

    pressed: list[int] = []
    real = faces.ink.smoothscale
    monkeypatch.setattr(faces.ink, "smoothscale",
                        lambda image, size: (size[1] <= 20 and pressed.append(size[0]))
                        or real(image, size))  # (a line of text; not the art's raster)
    i18n.set_language(lang)
    try:
        for width in (40, 42, 56):  # (a tile, the guide's pictures)
            for card in SPECIALS:
                canvas.forget_rasters()
                faces.card(card, width)
        assert not pressed
        canvas.forget_rasters()
        faces.card("mother_sheep", 72)
        assert pressed or lang == "en"  # ("Mother Sheep" goes on two rows)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("width", [82, 96, 120, 250])
def test_a_special_card_is_named_in_a_band_under_its_picture(lang, width):
    """A critic: the "Black Sheep" and "Eagle" plates of a hand's cards covered the art.
    The name stands in a band across the card's foot, at 13 px or more (the band lies inside
    the card's frame since critic 19: one line at 13 beats two at 14), and the picture is
    moved up above it: the band's top row of the card is the art's last row of its scene,
    so no part of the animal lies under the band."""
    from game import i18n
    from game.rules.bye_bye import SPECIALS
    from game.view import canvas

    i18n.set_language(lang)
    try:
        for card in SPECIALS:
            canvas.forget_rasters()
            laid = faces.foot_band(faces.label(card), width)
            assert laid is not None and laid.size >= 13, (card, width)
            rows, _size, band, lift, inner = laid
            assert " ".join(rows).split() == faces.label(card).split()
            frame = round(faces.FRAME * width / faces.ART[0])  # (inside the card's frame)
            assert band.y >= faces.height_of(width) * 0.6
            assert band.bottom == faces.height_of(width) - frame and band.x == frame
            assert band.w == width - 2 * frame
            face = faces.card(card, width)
            face = getattr(face, "raw", face)
            art = faces.assets.svg(f"bye_{card}", (width, faces.height_of(width)))
            art = getattr(art, "raw", art)
            y = band.y - 3  # the picture's last row above the band: the art's, moved up
            for x in range(inner.x + 2, inner.right - 2):  # (within a rounding of a shade)
                a, b = face.get_at((x, y)), art.get_at((x, y + lift))
                assert all(abs(a[i] - b[i]) <= 6 for i in range(3)), (card, x)
            assert band.y <= inner.bottom  # (and under it, the art's own empty band only)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("width", [70, 82, 96, 120])
def test_a_hand_s_card_says_its_number_at_14_px(width):
    """A critic: the corner numbers were under 14 px at 1280x720 (12). On a card of a hand
    or of the watering hole both numbers are 14 px or more, whole (not squeezed)."""
    from game.view import canvas

    for number in ("1", "8", "16"):
        canvas.forget_rasters()
        with faces.assets.recording() as written:
            faces.card(number, width)
        said = [w for w in written.values() if w.message == number]
        assert said and all(w.size >= 14 for w in said), (number, width)  # (one image, twice)
        assert all(w.image.get_width() <= 2 * faces.ROOMY_GROWN - 3 for w in said)


@pytest.mark.parametrize("width", [70, 80, 84, 96, 120])
def test_a_hand_card_s_number_is_clear_of_the_part_the_next_card_covers(monkeypatch, width):
    """Critic 19: in your hand the next card hid part of the Monkey's "12": the lower
    plate stands clear of the card's right frame, the part a neighbour may cover."""
    from game.tables.bye_bye.board import SHOWN

    circles: list[tuple[tuple[int, int], int]] = []
    real_circle = faces.ink.circle

    def circle(surface, colour, centre, radius, *rest):
        circles.append((centre, radius))
        return real_circle(surface, colour, centre, radius, *rest)

    monkeypatch.setattr(faces.ink, "circle", circle)
    face = faces.assets.svg("bye_set_12", (width, faces.height_of(width))).copy()
    faces._number(face, "12", width / faces.ART[0])
    right = max(centre[0] + radius for centre, radius in circles)
    assert right <= width * SHOWN, (width, right)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_special_card_wears_the_animal_cards_frame(lang):
    """Critic 19: the special cards' dark frames made them look like other, larger cards
    over their neighbours: a hand's special card has an animal card's cream frame."""
    from game import i18n
    from game.rules.bye_bye import SPECIALS
    from game.view import canvas

    i18n.set_language(lang)
    try:
        width = 84
        animal = faces.card("5", width)
        animal = getattr(animal, "raw", animal)
        for card in SPECIALS:
            canvas.forget_rasters()
            face = faces.card(card, width)
            face = getattr(face, "raw", face)
            for at in ((2, faces.height_of(width) // 2), (width // 2, 2),
                       (width // 2, faces.height_of(width) - 3)):
                got, want = face.get_at(at), animal.get_at(at)
                assert all(abs(a - b) <= 24 for a, b in zip(got[:3], want[:3], strict=True)), (card, at)
    finally:
        i18n.set_language("en")
