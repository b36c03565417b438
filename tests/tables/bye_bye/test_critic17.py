"""Critic 17's Bye-Bye findings: the lit slot's card drawn as the zoo's own tile (its
number whole, its pips), your zoo's goal slots the size and shape of the tiles that will
stand there."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.rules.bye_bye import State
from game.tables.bye_bye import chips, faces, words
from game.tables.bye_bye import draw as paint
from tests.tables.bye_bye.test_table import against_ai, seat_at
from tests.tables.layout_checks import seated, texts_drawn

FRAME = 1 / 60


def lit_table(size: tuple[int, int], lang: str, players: int):
    app, table = seated(size, lang, "bye_bye", against_ai(players))
    hands = [["3", "7", "12", "black_sheep"]] + [["4", "5", "6", "black_sheep"]] * (players - 1)
    seat_at(app, table, State.from_position(players, hands=[list(h) for h in hands],
                                            watering=["12", "9", "2", "eagle"], turn=0))
    for _ in range(240):  # (until nothing moves: your turn)
        app.step(FRAME)
    assert paint.slot_lit(table)
    return app, table


@pytest.mark.parametrize("players", [2, 5])
def test_the_lit_slot_shows_the_zoo_tile_of_its_card(monkeypatch, players):
    """The faint card in the lit slot was squashed: "12" read "2" and it had no pips. It is
    the zoo's tile: the number whole on the picture's corner, its pips beside it."""
    app, table = lit_table((1280, 720), "en", players)
    try:
        marked: list[tuple[str, int]] = []
        original = chips.marks

        def spy(surface, card, count, picture, row):
            marked.append((card, count))
            return original(surface, card, count, picture, row)

        monkeypatch.setattr(chips, "marks", spy)
        drawn = texts_drawn(monkeypatch)
        table.draw(app.screen)
        assert ("12", 2) in marked, marked
        assert any(w == "12" and s >= 12 for w, _r, s in drawn)
    finally:
        app.leave_all()
        i18n.set_language("en")


@pytest.mark.parametrize("players", [2, 5])
def test_your_goal_slots_are_the_zoo_tiles_size(players):
    """Your zoo's goal slots were thin 64 x 22 chips: each is now a zoo tile's size and
    shape (the chip your zoo would draw there), in one row clear of the sign."""
    app, table = lit_table((1280, 720), "en", players)
    try:
        plate = paint.empty_zoo_lines(table, 0)[2]
        plan = paint.goal_plan(table, 0, plate)
        slots = paint.goal_slots(table, 0, plate)
        assert plan is not None and len(slots) == table.shown["target"]
        zone = table.board.zone("zoo", 0).as_tuple()
        for slot, tile in zip(slots, plan.chips, strict=True):
            assert slot.size == (round(tile[2]), round(tile[3])), (slot, tile)
            assert slot.h >= 28 and slot.left > plate.right
            assert zone[1] <= slot.top and slot.bottom <= zone[1] + zone[3]
        assert all(a.right < b.left for a, b in zip(slots, slots[1:], strict=False))
    finally:
        app.leave_all()
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("players", [2, 5])
def test_a_stop_with_no_lay_says_plainly_why_and_is_drawn_whole(monkeypatch, lang, players):
    """"(3 here would let one into your zoo)" was cryptic: the stop says you take the card,
    and that with 3 or more at the watering hole you could also lay cards; drawn whole in
    your panel at 1280x720, at 12 px or more."""
    app, table = seated((1280, 720), lang, "bye_bye", against_ai(players))
    try:
        hands = [["3", "7", "12", "black_sheep"]] + [["4", "5", "6", "black_sheep"]] * (
            players - 1)
        seat_at(app, table, State.from_position(players, hands=[list(h) for h in hands],
                                                watering=["9"], turn=0))
        said = words.decision(table)
        if lang == "en":
            assert said[0] == ("If you stop now, you take that card; with 3 or more at the "
                               "watering hole you could also lay cards in your zoo"), said
        else:
            assert "mit 3 oder mehr am Wasserloch" in said[0], said
        drawn = texts_drawn(monkeypatch)
        table.draw(app.screen)
        rect = paint.decision_rect(table)
        inside = [(w, s) for w, r, s in drawn if rect.contains(r)]
        assert " ".join(w for w, _s in inside).startswith(said[0]), (inside, said)
        assert all(s >= 12 for _w, s in inside)
    finally:
        app.leave_all()
        i18n.set_language("en")


@pytest.mark.parametrize("players", [2, 5])
def test_the_black_sheep_in_your_hand_is_named_on_one_line(players):
    """At two players "Black Sheep" wrapped to two rows on the hand's card and stood lower
    than the other special cards' names: one line at 13 px or more, like theirs."""
    app, table = seated((1280, 720), "en", "bye_bye", against_ai(players))
    try:
        hands = [["3", "7", "12", "black_sheep"]] + [["4", "5", "6", "black_sheep"]] * (
            players - 1)
        seat_at(app, table, State.from_position(players, hands=[list(h) for h in hands],
                                                watering=["9"], turn=0))
        w = round(table.board.hand_card(3, hands[0])[2])
        band = faces.foot_band(words.label("black_sheep"), w)
        assert band is not None and band.rows == ["Black Sheep"] and band.size >= 13, (w, band)
    finally:
        app.leave_all()
        i18n.set_language("en")


def test_at_two_players_the_pile_and_magpie_fill_the_middle_band():
    """At two players the pile and the Magpie stood small with wide grass beside them: their
    cards are 200 high now, each close beside the pond, the grass at the band's ends under
    90 px, both captions above the watering hole's counter."""
    from game import levels
    from game.tables.bye_bye.board import Board

    b = Board(levels.load("bye_bye", 2), 2, 0)
    pond = pygame.Rect([round(v) for v in b.pond()])
    counter = pygame.Rect([round(v) for v in b.pond_counter(200)])
    for name in ("pile", "magpie"):
        card = pygame.Rect([round(v) for v in b.pile_card(name)])
        zone = pygame.Rect(b.zone(name).as_tuple())
        assert card.h >= 200 and zone.contains(card), (name, card, zone)
        assert zone.bottom <= counter.top + 4 or not zone.colliderect(counter)
        assert min(abs(zone.right - pond.left), abs(pond.right - zone.left)) <= 40, (zone, pond)
    band = pygame.Rect(b.zone("panel_0").as_tuple())
    assert b.zone("pile").x - band.x < 90
    assert band.right - (b.zone("magpie").x + b.zone("magpie").w) < 90
