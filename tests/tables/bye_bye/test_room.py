"""Two players: the lone rival's panel takes only the height its fan and a full zoo need, and
the room goes to the middle (watering hole, pile, Magpie) and to your hand. Round 5 found
the rival's 200-high panel a wide empty box while the watering hole, the pile and your cards
were smaller than the screen allowed."""

from __future__ import annotations

import pygame
import pytest

from game import levels
from game.tables.bye_bye import draw as paint
from game.tables.bye_bye.board import Board, ChipPlan
from game.view import assets

FIVE_TRIPLETS = (3, 3, 3, 3, 3, 1, 1)  # a winning zoo, and two animals more


def board(players: int, hand: int = 8, rival_hand: int = 8,
          zoo: tuple[int, ...] = (), rival_zoo: tuple[int, ...] = ()) -> Board:
    if not pygame.font.get_init():  # (a chip measures its words)
        pygame.font.init()
        assets.forget_fonts()
    return Board(levels.load("bye_bye", players), players, 0,
                 [hand] + [rival_hand] * (players - 1), [zoo] + [rival_zoo] * (players - 1))


def test_two_players_give_the_middle_the_room_a_lone_rival_does_not_need():
    """The watering hole at least 265 units high (it was 262; 290 while its counter lay
    across its rim, which a critic found hiding the rim: it stands below now), the pile's and the Magpie's
    cards 160 or more (140); the rival's panel no higher than 160 (200), its backs still
    70 or more high (a target to click), and every zone clear of the others."""
    two, three = board(2), board(3)
    assert two.panel(1).h <= 160
    assert two.pond()[3] >= 265 and two.pond()[3] > three.pond()[3]
    for name in ("pile", "magpie"):
        card = two.pile_card(name)
        assert card[3] >= 160, name
        assert pygame.Rect(two.zone(name).as_tuple()).contains(pygame.Rect(card))
    assert two.fan_card(1, 0, 8).h >= 70
    middle = [pygame.Rect(two.zone(z).as_tuple()) for z in ("watering", "pile", "magpie")]
    for panel in (two.panel(0), two.panel(1)):
        assert not any(pygame.Rect(panel.as_tuple()).colliderect(m) for m in middle)


@pytest.mark.parametrize(("count", "least"), [(5, 75), (8, 75), (20, 38)])
def test_two_players_give_your_hand_larger_cards(count, least):
    """Your cards under your zoo's strip (critic 11: the zoo across the panel above the
    hand, not a column beside it): five and the eight of a deal at 75 units wide or more,
    twenty 38; each about as large as at three players."""
    two = board(2, hand=count, zoo=(2,))
    three = board(3, hand=count, zoo=(2,))
    assert two.hand_card(0, count)[2] >= least
    assert two.hand_card(0, count)[2] >= 0.95 * three.hand_card(0, count)[2]


@pytest.mark.parametrize("rival_hand", [1, 7, 20, 40])
def test_a_full_rival_zoo_still_fits_the_shorter_panel(rival_hand):
    """Five triplets and two more animals in the rival's zoo, beside a hand of 1 to 40 cards:
    every column inside the zoo (a triplet's star inside its fence), the zoo inside the
    panel, clear of the fan; as tiles large enough to read while the hand is short."""
    b = board(2, rival_hand=rival_hand, rival_zoo=FIVE_TRIPLETS)
    zone, panel = pygame.Rect(b.zone("zoo", 1).as_tuple()), pygame.Rect(b.panel(1).as_tuple())
    assert panel.contains(zone.inflate(6, 6))
    plan = b.zoo_plan(1, list(FIVE_TRIPLETS))
    for c, n in enumerate(FIVE_TRIPLETS):
        assert zone.contains(pygame.Rect([round(v) for v in plan.column_rect(c, n)])), c
    if rival_hand <= 7:  # (tiles, as every rival zoo since critics 23: their numbers large)
        assert isinstance(plan, ChipPlan) and plan.number >= 20
    fan = pygame.Rect([round(v) for v in b.fan_room(1, False)])
    assert not fan.colliderect(zone)
    for i in range(rival_hand):
        assert panel.contains(pygame.Rect([round(v) for v in b.fan_card(1, i, rival_hand).rect()]))


@pytest.mark.parametrize(("players", "side"), [(3, 22), (4, 22), (5, 22)])
def test_the_odds_sheep_is_22_under_a_fan_and_clear_of_its_glow(players, side):
    """The black sheep beside a hand's odds is 22 across under every fan (a narrow panel's
    too, where it stood smaller on the level row); the sheep, centred on the words' line, starts
    below the glow that lights the hand on your turn (its last line 3 units under the fan's
    room) and ends inside the panel."""
    b = board(players)
    row = b.caption(1)
    assert paint.ODDS_ICON == side
    _x, y, _w, h = b.fan_room(1, False)
    words = assets.font(paint.CAPTION).get_height()
    centre = row[1] + row[3] - 1 - words // 2  # (the words stand on the row's foot)
    assert round(centre - side / 2) >= y + h + 4
    panel = b.panel(1)
    assert centre + side / 2 <= panel.y + panel.h - 4


@pytest.mark.parametrize("rival_hand", [1, 7, 20])
def test_a_lone_rival_s_words_stand_on_its_name_row_and_its_fan_grows(rival_hand):
    """Two players: the rival's name row had a wide empty middle and its fan small cards
    over a row of words (the critic: "the table looks empty"). Its hand's size and odds
    stand on its name row, and its fan takes the whole hand's height: its backs 90 units
    tall or more (they were 74), inside the panel."""
    b = board(2, rival_hand=rival_hand)
    assert not b.caption_below(1) and board(3).caption_below(1)
    assert b.caption(1) == b.name_row(1)
    fanned = [b.fan_card(1, i, rival_hand) for i in range(rival_hand)]
    assert min(card.h for card in fanned) >= 90
    panel = pygame.Rect(b.panel(1).as_tuple())
    for card in fanned:
        assert panel.contains(pygame.Rect([round(v) for v in card.rect()]))


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_narrow_panel_s_empty_zoo_leaves_its_fan_the_room(lang):
    """Five players: with the odds' words under each fan, an empty zoo kept its least room
    (84) and the backs shrank to 55 units. The critic of round 11 then saw the fans and
    their odds' lines at different heights as zoos filled: a narrow panel's split is fixed
    (`Board.stacked`), every fan's backs the same, 32 units or more (50 till critic 20 asked
    for the zoo's chips twice as large: the backs gave the room, which card you draw from a
    hand being blind), and the empty zoo's sign still fits whole."""
    from game import i18n
    from game.saves import Seat
    from tests.tables.layout_checks import seated

    seats = [Seat("Anna")] + [Seat(n, "ai", "easy") for n in ("Ben", "Cy", "Di", "Ed")]
    app, table = seated((1280, 720), lang, "bye_bye", seats)
    try:
        table.update(0.0)
        table.timeline.skip()
        for seat in range(1, 5):
            count = table.shown["hand_sizes"][seat]
            assert table.board.fan_card(seat, 0, count).h >= 32, seat
            assert table.board.fan_card(seat, 0, 7).h == table.board.fan_card(1, 0, 7).h
            _rows, _size, plate = paint.empty_zoo_lines(table, seat)
            zone = pygame.Rect(table.board.zone("zoo", seat).as_tuple())
            assert zone.contains(plate)
    finally:
        app.leave_all()
        i18n.set_language("en")


def test_a_five_player_rival_s_zoo_tiles_read_at_a_glance():
    """Critic8: at five players a rival's zoo of five animals (Bitzer's 1, 1, 2, 6, 6, 11,
    11, 16, 16) drew its tiles' numbers at 14 px (digits about 10 px high) with small pips,
    while the chips' room allowed more. The number now grows before the picture does: 16 px
    or more over its "2/3" badge (critic 11), each tile inside its zoo, and the fan of
    backs above it still 32 units high or more (50 till critic 20's larger chips)."""
    counts = [2, 1, 2, 2, 2]
    five = board(5, rival_hand=9, rival_zoo=tuple(counts))
    for seat in range(1, 5):
        plan = five.zoo_plan(seat, counts)
        assert isinstance(plan, ChipPlan), seat
        assert plan.number >= 16, (seat, plan.number)  # (with its count badge under it)
        digits = assets.text(None, "16", size=plan.number, colour=(0, 0, 0), bold=True)
        assert digits.get_bounding_rect().h >= 11  # (the ink of the digits, not the line)
        zone = pygame.Rect(five.zone("zoo", seat).as_tuple())
        for chip in plan.chips:
            assert zone.contains(pygame.Rect(chip)), (seat, chip)
            x, y, w, h = plan.picture(plan.chips.index(chip))
            assert h >= 0.8 * (chip[3] - 4) and w >= 24  # (the picture fills the tile's height)
        assert five.fan_card(seat, 0, 9).h >= 32, seat


@pytest.mark.parametrize("players", [2, 3, 5])
@pytest.mark.parametrize("count", [2, 5, 7, 12, 25])
def test_a_fan_s_turned_end_cards_stay_inside_the_hand_s_frame(players, count):
    """A critic (two players): the fan's left card was cut by its box's edge. Each card,
    turned, lies inside the hand's zone, its frame's width in from every side."""
    import math
    b = board(players, rival_hand=count)
    for seat in range(1, players):
        zone = pygame.Rect(b.zone("hand", seat).as_tuple()).inflate(-4, -4)
        for i in range(count):
            card = b.fan_card(seat, i, count)
            a = math.radians(card.angle)
            half_w = (card.w * abs(math.cos(a)) + card.h * abs(math.sin(a))) / 2
            half_h = (card.w * abs(math.sin(a)) + card.h * abs(math.cos(a))) / 2
            assert zone.left <= card.x - half_w and card.x + half_w <= zone.right, (seat, i)
            assert card.y + half_h <= zone.bottom, (seat, i)


def test_a_zoo_tile_s_count_is_a_readable_badge():
    """Critic9 read a crowded five-player zoo's pips as 6-8 px, critic 11 an 11 with two of
    three pips as a full triplet, critic 16 a number over "2/3" as 1⅔: a tile's number
    stands on a badge at its picture's corner (14 px or more), its count is three pips
    right of the picture, apart from the number, inside the tile, filled one a card."""
    from game.tables.bye_bye import chips
    from game.tables.bye_bye.board import CHIP_PAD, NUMBER_LEAST
    if not pygame.display.get_init() or pygame.display.get_surface() is None:
        pygame.display.init()
        pygame.display.set_mode((8, 8))
    counts = [2, 1, 2, 2, 2]
    five = board(5, rival_hand=9, rival_zoo=tuple(counts))
    plan = five.zoo_plan(3, counts)
    assert isinstance(plan, ChipPlan)
    from tests.tables.layout_checks import texts_drawn

    class Patch:  # (texts_drawn wants a monkeypatch)
        def setattr(self, owner, name, value):
            setattr(owner, name, value)
    original, real_row = assets.text, chips.pip_row
    rows = []
    chips.pip_row = lambda surface, row, full, *a, **k: rows.append((row, full)) or real_row(
        surface, row, full, *a, **k)
    try:
        drawn = texts_drawn(Patch())
        for card, count, full in (("1", 2, 2), ("11", 3, 3), ("16", 5, 3)):
            rect = pygame.Rect(*(round(v) for v in plan.chips[0]))
            from game.view import canvas
            surface = canvas.blank((rect.right + 4, rect.bottom + 4), alpha=False)
            drawn.clear()
            rows.clear()
            chips.words(surface, card, count, rect, plan)
            row = chips.count_badge(rect, plan)
            assert rect.contains(row) and row.h >= 6 and rows == [(row, full)]
            assert row.x >= rect.x + CHIP_PAD + round(plan.portrait)  # right of the picture
            number = [(r, size) for w, r, size in drawn if w == card]
            assert len(number) == 1 and number[0][1] >= NUMBER_LEAST
            assert not number[0][0].colliderect(row)
            assert not any("/3" in w for w, _r, _s in drawn)
    finally:
        assets.text = original
        chips.pip_row = real_row
