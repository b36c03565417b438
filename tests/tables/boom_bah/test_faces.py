"""Sheep-Boom-Bah's pieces: every card names itself and says what it does at hand size, in
12 px or more and never cut, in every language; the zoom says the whole text; small cards are
pictures; the sheep carry their seat's shape; tiles show what
they are and whose barn."""

from __future__ import annotations

import pygame
import pytest

from game import i18n, levels
from game.rules.boom_bah.cards import CARD_TYPES, card_type
from game.tables.boom_bah import faces
from game.tables.boom_bah.board import DOCK_CARD, Board
from game.tables.boom_bah.words import card_gist
from game.view import assets, palette

ZOOM = 280
CARDS = [f"{t.id}:{i % 4}" for i, t in enumerate(CARD_TYPES)]


@pytest.fixture(autouse=True)
def display():
    pygame.init()
    assets.clear_cache()  # fonts cached before an earlier test's pygame.quit() are dead
    yield
    i18n.set_language("en")


def hand_width(players: int) -> int:
    """A card in a full hand of four, as the table lays it out."""
    board = Board(levels.load("boom_bah", players), players, 0)
    return round(board.hand_card(0, 4)[2])


def words_of(text: str) -> list[str]:
    return text.split()


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("card", CARDS)
def test_every_card_names_itself_and_says_its_gist_at_hand_size(card, lang):
    i18n.set_language(lang)
    kind = card_type(card)
    for width in sorted({hand_width(2), hand_width(4), DOCK_CARD}):
        title, gist = faces.worded(card, width)
        for block in (title, gist):
            assert block.size >= faces.SMALLEST
            face = assets.font(block.size, block.bold)
            assert all(face.size(line)[0] <= block.box.w for line in block.lines), block
            slack = 4 if block.bold else 0  # a name may touch its band's rounded edge
            assert len(block.lines) * block.step <= block.box.h + slack, (width, block)
        assert " ".join(title.lines).split() == words_of(i18n.tr(kind.name))
        assert " ".join(gist.lines).split() == words_of(card_gist(kind.id))


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_zoom_says_every_word_of_every_card(lang):
    i18n.set_language(lang)
    for card in CARDS:
        _title, text = faces.worded(card, ZOOM, full=True)
        assert " ".join(text.lines).split() == words_of(i18n.tr(card_type(card).text))
        assert text.size >= 13 and len(text.lines) * text.step <= text.box.h


def test_a_small_card_is_its_picture_and_the_colour_shows_in_its_frame():
    assert faces.worded("fox:1", 74) == []
    red, blue = faces.card("fox:0", 150), faces.card("fox:1", 150)
    assert red.get_at((4, 60)) != blue.get_at((4, 60))  # the border is the card's colour


def test_sheep_carry_their_seats_shape():
    for seat in range(4):
        plain, marked = faces.sheep(seat, 40, marked=False), faces.sheep(seat, 40)
        assert plain.get_size() == marked.get_size()
        assert pygame.image.tobytes(plain.raw, "RGBA") != pygame.image.tobytes(marked.raw, "RGBA")
    shapes = {pygame.image.tobytes(faces.sheep(s, 40).raw, "RGBA") for s in range(4)}
    assert len(shapes) == 4


def test_a_barn_tile_shows_its_owner_and_a_spent_mine_its_crater():
    for seat in range(4):
        tile = faces.tile(f"barn:{seat}", 60)
        assert tile is assets.svg(f"tile_barn_{seat}", (60, 60))
    assert faces.tile("cross", 60) is assets.svg("tile_crater", (60, 60))
    assert faces.tile("flipping", 60) is None


def drawn(block: faces.Block) -> pygame.Rect:
    """Where a block's lines are drawn: centred in its box, as `faces._write` draws them."""
    face = assets.font(block.size, block.bold)
    rect = pygame.Rect(0, 0, max(face.size(line)[0] for line in block.lines),
                       len(block.lines) * block.step)
    rect.center = block.box.center
    return rect


@pytest.mark.parametrize("lang", ["en", "de"])
def test_no_card_s_words_touch_their_box_s_edge_at_any_size(lang):
    """The name in its band and the text in its pale box keep a margin on every side, every
    card in both languages: at hand size (140 px; a two-line name fills its band but never
    leaves it; the text's box stands 2 units inside the pale panel, so 2 px more is 3 px off
    its edge), in the hand and the zoom at 2560x1440 (twice as wide)."""
    i18n.set_language(lang)
    for width, full, name_room, text_room in ((140, False, 0, 2), (280, False, 8, 8),
                                              (ZOOM, True, 8, 8), (2 * ZOOM, True, 16, 16)):
        for card in CARDS:
            title, text = faces.worded(card, width, full)
            for part, block, room in ((faces.TITLE, title, name_room),
                                      (faces.TEXT, text, text_room)):
                inside = faces._box(part, width).inflate(-2 * room, -2 * room)
                assert inside.contains(drawn(block)), (card, width, full, block)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_two_line_name_sits_inside_its_title_band_at_the_smallest_hand_size(lang):
    """The longest names ("Wolf in Sheep's Clothing", "Your Barn Door's Open", "Scheunentor
    offen!") wrap to two lines on the smallest card a hand shows: their letters stay inside
    the band, right of the corner badge and above the picture, in every card."""
    i18n.set_language(lang)
    width = min(hand_width(2), hand_width(4), DOCK_CARD)
    longest = max(CARDS, key=lambda c: len(i18n.tr(card_type(c).name)))
    wrapped = 0
    for card in CARDS:
        title, _gist = faces.worded(card, width)
        ink = faces.inked(title)
        band = faces._box(faces.TITLE, width).inflate(-2, -2)  # inside the band's border
        assert band.contains(ink), (card, ink, band)
        assert not ink.colliderect(badge_rect(width))  # the colour's badge is not in its way
        assert ink.bottom < faces._box(faces.WINDOW, width).top - 1  # the picture's frame
        assert title.size >= faces.SMALLEST
        wrapped += len(title.lines) > 1
    assert len(faces.worded(longest, width)[0].lines) == 2 and wrapped >= 2


def badge_rect(width: int) -> pygame.Rect:
    cx, cy, r = faces.BADGE
    return faces._box((cx - r, cy - r, 2 * r, 2 * r), width)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_hand_card_says_its_name_in_16_px_bold_and_its_gist_in_14_px_never_shrunk(lang):
    """One type scale on the cards: every name in the hand is the bold display face at 16 px
    (none drawn regular, as "Wiederbelebäh" was; none shrunk to fit, as "Shepherd's Hook"
    was), every gist is 14 px at 1280x720 (it was 12-13 px); the card is laid out for the
    longest German instead (a taller title band, a smaller picture, a larger text box)."""
    i18n.set_language(lang)
    for width in sorted({hand_width(2), hand_width(4), DOCK_CARD}):
        for card in CARDS:
            title, gist = faces.worded(card, width)
            assert (title.size, title.bold) == (faces.NAME, True), (card, title)
            assert assets.font(title.size, True).get_height() > 0
            assert len(title.lines) <= 2, (card, title)
            assert (gist.size, gist.bold) == (faces.GIST, False), (card, gist)
    assert faces.NAME >= 16 and faces.GIST >= 14 and faces.SMALLEST >= 14


def test_the_colour_s_badge_sits_on_the_picture_s_corner():
    """The name has the whole band; the colour's badge (its shape) sits on the picture."""
    red = faces.card("fox:0", 140)
    badge = badge_rect(140)
    colours = {tuple(red.get_at((x, badge.centery)))[:3] for x in range(badge.x, badge.right)}
    assert palette.player(0).colour[:3] in colours or any(
        abs(c[0] - palette.player(0).colour[0]) < 30 and c[1] < 90 for c in colours)
    assert badge.colliderect(faces._box(faces.WINDOW, 140))


def test_a_card_too_small_for_words_shows_its_colour_s_shape_in_its_text_box():
    """A card too small for words and for a miniature's lines (a laid Wild Wool by a score,
    24 px) has its pale box carry the colour's shape instead of standing empty (the pile's
    card is a miniature now: test_pile_card)."""
    for colour in range(4):
        small = faces.card(f"fox:{colour}", 40)
        box = faces._box(faces.TEXT, 40)
        colours = {tuple(small.get_at((x, box.centery)))[:3]
                   for x in range(box.x + 4, box.right - 4)}
        assert palette.player(colour).colour in colours  # the shape, in the card's colour


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_hand_cards_gist_is_13_px_and_a_two_line_name_has_room_between_its_lines(lang):
    """12 px read as 11 on the hand at 1280x720: the gist is a size up; a name on two lines
    keeps a gap between them (they stood 12 px apart at 12 px, letters nearly touching)."""
    i18n.set_language(lang)
    for width in sorted({hand_width(2), hand_width(4)}):
        for card in CARDS:
            title, gist = faces.worded(card, width)
            assert gist.size >= faces.GIST, (width, card, gist)
            if len(title.lines) > 1:
                assert title.step >= title.size * 1.08, (width, card, title)


def test_the_german_cancel_card_has_a_german_name_and_plain_words():
    i18n.set_language("de")
    kind = card_type("eiei_no:0")
    assert i18n.tr(kind.name) == "IA-IA...NÖ"
    for words in (i18n.tr(kind.text), card_gist("eiei_no")):
        assert "Annulliere" in words and "Hebe" not in words and "EIEI" not in words


def test_the_fourth_colour_is_called_what_it_looks_like():
    """The fourth seat's frames and sheep are a bluish teal (#1fa58b): the log said green."""
    from game.rules.boom_bah.cards import card_name
    r, g, b = palette.player(3).colour[:3]
    assert g > r and b > r and b > 0.5 * g  # as much blue as green: teal, not grass
    assert i18n.tr(card_name("fox:3")) == "Fox (teal)"
    i18n.set_language("de")
    assert i18n.tr(card_name("fox:3")) == "Fuchs (türkis)"
