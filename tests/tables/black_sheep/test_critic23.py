"""Round 20 (critics 23a/b): a row whose hand the field's figures alone make, German "Blatt"
and "auf dem Feld", the turn's card counts said simply, the results' end and columns."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.i18n import _
from game.rules.black_sheep import BlackSheepState
from game.tables.black_sheep import sidebar, sides
from game.view import assets
from tests.tables.black_sheep.test_at_a_glance import drawn_texts, seated

START = [{"figures": ["horse", "black_sheep"], "sides": [["cow", "pig"], []]}, {}, {}]


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("players", [2, 4])
def test_a_row_of_faded_cards_says_the_field_alone_makes_its_hand(app, lang, players):
    """Critic 23 (start, 2p): a cow and a pig beside a horse figure, both faded with ⊖, the
    pennant by the row and "High animal 0 + 1 on field": read as a wrong tag or an illegal
    play. The chip says in words that the field's figure alone makes it, whole, in its room."""
    fields = [dict(START[0], sides=START[0]["sides"] + [[]] * (players - 2)), {}, {}]
    i18n.set_language(lang)
    try:
        table = seated(app, BlackSheepState.from_position(players, hands=[["pig"] * 3] * players,
                                                          fields=fields))
        field = table.shown["fields"][0]
        chip = sides._chip_says(table, 0, field, sides.glance.standing(field), None, None)
        assert chip is not None and chip.words == i18n.tr("High animal")
        assert chip.note == sides.field_alone(False, 1)
        assert chip.note == {"en": "only the field's figure",
                             "de": "nur die Figur des Felds"}[lang]
        assert "0" not in chip.note and "0" not in "".join(chip.short)
        room = pygame.Rect(table.board.chip_room(0, 0))
        rows = sides.chip_rows(chip.words, chip.animals, chip.note,
                               room.w - 2 * sides.CHIP_PAD, room.h - 4, chip.short)
        assert len(rows) <= sides.CHIP_ROWS and all(w <= room.w for w, _h, _p in rows)
        said = " ".join(t for _w, _h, parts in rows for kind, t, _s in parts if kind == "note")
        assert said in (chip.note, *chip.short)
        written = " ".join(t for t, _r in drawn_texts(table)).replace("\xa0", " ")
        assert said.replace("\xa0", " ") in written
    finally:
        i18n.set_language("en")


def test_a_row_whose_cards_count_still_counts_them_with_the_field():
    """Only where no card counts does the chip say "field's figure": a counted card keeps
    "1 + 1 on field"."""
    chip = sides._told(["horse", "black_sheep", "horse"], "", "plain", ["horse", "black_sheep"])
    assert chip.note.replace("\xa0", " ") == "1 + 1 on field"


def test_german_says_blatt_for_a_hand_of_cards_and_auf_dem_feld():
    """Critic 23: "im Feld" is not German for cards on a field, and a poker hand is a
    "Blatt"; the cards you hold stay your "Hand"."""
    i18n.set_language("de")
    try:
        key = [w for _m, w in sidebar.strip_marks(False)]
        said = key + [sidebar.key_words("faded", ""),
                              _("Hands on a field"), _("Gold: the hand that would win the "
                                                      "field now"),
                              sides.from_field_note(2, 1, short=True),
                              sides.from_field_note(2, 1)]
        assert not any("im Feld" in w for w in said), said
        assert not any("Hand" in w for w in said), said
        assert any("Blatt" in w for w in said)
        assert _("Keep hand ({key_keep})").startswith("Hand")
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_turn_says_plainly_how_many_cards_go_to_a_row(lang):
    """Critic 23: "1 or 2 while it holds none or one, only 1 when it holds two" was hard to
    follow (and wrong for a row of one, which takes 2): each row's count said on its own,
    as the rules allow it."""
    from game.rules.black_sheep.state import allowed_counts

    assert [allowed_counts(n, 3) for n in (0, 1, 2)] == [(1, 2), (2,), (1,)]
    i18n.set_language(lang)
    try:
        words = sidebar.turn_rows()[0].words
    finally:
        i18n.set_language("en")
    told = {"en": ["An empty row takes 1 or 2 cards", "a row with 1 card takes 2",
                   "a row with 2 cards takes 1"],
            "de": ["In eine leere Reihe kommen 1 oder 2 Karten", "in eine Reihe mit 1 Karte 2",
                   "in eine Reihe mit 2 Karten 1"]}[lang]
    assert all(t in words for t in told), words
    assert "while it holds" not in words


def _panel(corrals: list[list[str]]):
    from game.match import Match
    from game.saves import Seat
    from game.tables.black_sheep.results_panel import BlackSheepResults

    state = BlackSheepState.from_position(4, hands=[[], [], [], []], fields=[None, None, None],
                                          phase="over", corrals=corrals)
    match = Match.new("black_sheep", [Seat("Anna")] + [Seat(n, "ai", "easy")
                                                       for n in ("Ben", "Cy", "Di")], seed=1)
    match.state = state
    return BlackSheepResults(match)


def test_every_results_column_sets_its_kinds_alike(app):
    """Critic 23: one seat's figures stood two kinds to a row, the others' one: where one
    column is crowded, every column pairs its kinds."""
    panel = _panel([["horse", "cow", "pig", "sheep", "rooster", "black_sheep"] * 2,
                    ["cow", "pig", "sheep"], ["horse", "sheep"], ["rooster", "pig", "cow"]])
    room, width = 6 * 30, 260
    assert panel.crowded(room)
    for seat in range(4):
        kinds = [what for kind, what, _p in panel.rows(seat, room, width) if kind == "kinds"]
        assert kinds and len(kinds[0]) == 2, (seat, kinds)
    assert not panel.crowded(20 * 30)
    assert all(len(what) == 1 for seat in range(4)
               for kind, what, _p in panel.rows(seat, 20 * 30, width) if kind == "kinds")


def test_the_results_say_plainly_why_the_game_ended(app):
    """Critic 23: "drew two kinds none of which were left in stock" was awkward."""
    panel = _panel([["horse"] * 6, ["cow"] * 6, ["sheep"] * 6, ["rooster"] * 5])
    first = panel.end_lines()[0]
    assert "none of which" not in first and "could not be refilled" in first


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_rival_s_card_count_stands_clear_of_the_tray_and_the_cards(app, lang):
    """Critic 23 (mid, 4p, German): "3 Karten" touched the card backs and the tray."""
    from game.i18n import ngettext
    from game.tables.black_sheep.panels import card_count_size
    from game.view import assets

    i18n.set_language(lang)
    try:
        table = seated(app, BlackSheepState.from_position(4, hands=[["pig"] * 3] * 4))
        for seat in range(1, 4):
            words = ngettext("{n} card", "{n} cards", 3).format(n=3)
            size = card_count_size(table, seat, words)
            assert size is not None and size >= 14
            zone = pygame.Rect(table.board.rival_hand(seat).as_tuple())
            _x, y, _w, h = table.board.rival_card(seat, 0)
            assert assets.font(size).size(words)[0] <= zone.w - 4
            assert zone.bottom - assets.font(size).get_height() >= round(y + h) + 1
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_row_keeps_its_label_or_tag_right_of_its_cards(app, players):
    """Critic 23 (start, 2p): "Clover's row" / "Your row" stood under the card slots with an
    empty strip right of them, while four players' tags stood right of the slots. One row
    layout at every count: the caption and the chip share the room right of the third slot,
    centred on the row's height."""
    fields = [dict(START[0], sides=START[0]["sides"] + [[]] * (players - 2)), {}, {}]
    table = seated(app, BlackSheepState.from_position(players, hands=[["pig"] * 3] * players,
                                                      fields=fields))
    for f in range(3):
        for seat in range(players):
            row = pygame.Rect(table.board.side(f, seat).as_tuple())
            third = pygame.Rect(table.board.side_card(f, seat, 2))
            room = pygame.Rect(table.board.chip_room(f, seat))
            assert room.x >= third.right and room.right <= row.right, (players, f, seat)
            assert abs(room.centery - row.centery) <= 2, (players, f, seat)
            if (f, seat) != (0, 0):
                box = sides.caption_box(table, f, seat)
                assert box.x >= third.right and room.contains(box), (players, f, seat)
                assert abs(box.centery - third.centery) <= 2, (players, f, seat)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_kind_s_place_in_a_tray_stands_inside_its_rails(app, players):
    """Critic 23 (mid, 4p de): the rivals' trays clipped their sixth place, the black
    sheep's outline reaching under the tray's right rail. Every kind's outline, and the
    third figure of a kind (the widest spread), stand inside the rails of every tray."""
    from game.tables.black_sheep import corral
    from game.tables.black_sheep.board import TRAY_RAIL

    table = seated(app, BlackSheepState.from_position(players, hands=[["pig"] * 3] * players))
    board = table.board
    for seat in range(players):
        tray = pygame.Rect(board.corral(seat).as_tuple())
        inside = tray.inflate(-2 * TRAY_RAIL, 0)
        for animal in sidebar.ANIMALS:
            art = corral.outline_art(table, seat, animal)
            assert inside.left <= art.left and art.right <= inside.right, (seat, animal, art)
            third = art.move(round(board.corral_figure(seat, animal, 2)[0]
                                   - board.corral_figure(seat, animal, 0)[0]), 0)
            assert inside.left <= third.left and third.right <= inside.right, (seat, animal)


def test_the_piles_are_cards_not_thumbnails_and_their_counts_leave_the_animal_free(app):
    """Critic 23: the piles at the top right were thumbnails (27 px wide) under their count
    badges. Each pile's card is 36 px wide or more at 1280x720, and the discard's top animal
    stands at the card's top, clear of the count on the card's lower right corner."""
    from game.tables.black_sheep import draw
    from game.view import piles as piles_view

    table = seated(app, BlackSheepState.from_position(4, hands=[["pig"] * 3] * 4))
    deck, discard = draw.pile_cards(table)
    assert min(deck.w, discard.w) >= 36, (deck, discard)
    disc = piles_view.count_rect(discard, 38)
    for animal in sidebar.ANIMALS:
        square = draw.discard_art(discard, animal)
        art = assets.svg(animal, square.size).get_bounding_rect().move(square.topleft)
        assert not art.colliderect(disc), (animal, art, disc)
        assert art.y >= discard.y and max(art.w, art.h) >= 28, (animal, art)


def test_the_stock_row_leaves_room_between_a_count_and_the_next_animal(app):
    """Critic 23: "4" touched the sheep after it in the stock row (3 px apart)."""
    table = seated(app, BlackSheepState.from_position(4, hands=[["pig"] * 3] * 4))
    digits = assets.font(sidebar.STOCK_TEXT, True).size("6")[0]
    for here, after in zip(sidebar.ANIMALS, sidebar.ANIMALS[1:], strict=False):
        x, _y = sidebar.stock_count_at(*sidebar.stock_icon(table, here), here)
        nx, _ny = sidebar.stock_icon(table, after)
        assert nx + sidebar.stock_art(after).x - (x + digits) >= 5, (here, after)


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("tasks", [False, True])
def test_the_marks_key_keeps_a_row_to_each_mark(app, lang, tasks):
    """Critic 23a: the key over the log stays on screen all game; each mark's words but the
    crown's (the +6 and the cost, two rows) take one row, which pays for the larger piles."""
    i18n.set_language(lang)
    try:
        rows = sidebar.strip_rows(pygame.Rect(0, 0, 250, 0), tasks)
        lines = [len(words) for mark, _s, words in rows if mark != "crown"]
        assert lines == [1] * len(lines), rows
    finally:
        i18n.set_language("en")
