"""Critic 16's Bye-Bye findings: what a stop now does, said whole, with the card it would
lay (and its ghost in the lit slot); whose hand the odds beside Stop drawing are for, and
why."""

from __future__ import annotations

import pytest

from game import i18n
from game.rules.bye_bye import State
from game.tables.bye_bye import draw as paint
from game.tables.bye_bye import words
from tests.tables.bye_bye.test_explained import hover
from tests.tables.bye_bye.test_table import against_ai, seat_at, start
from tests.tables.layout_checks import seated, texts_drawn


def test_a_stop_says_it_takes_the_cards_then_lays_and_names_the_card(app):
    """"Stop now: 1 card to your zoo" lit an empty slot and never said which card: the
    decision says you take the watering hole's cards, then lay up to N, and names the card
    a lay-out would best put in (a pair from your hand here); the lit slot's tooltip names
    it too."""
    table = start(app, against_ai(2))
    seat_at(app, table, State.from_position(
        2, hands=[["3", "7", "12", "black_sheep"], ["4", "5", "black_sheep"]],
        watering=["12", "9", "eagle"], turn=0))
    said = words.decision(table)
    assert "take the 3 cards and may put one in your zoo" in said[0], said
    assert said[1] == "Monkey 12 would be the first of its kind in your zoo.", said
    assert words.best_lay(table) == ("12", 1)
    assert paint.slot_lit(table)
    plate = paint.empty_zoo_lines(table, 0)[2]
    tip = hover(table, paint.goal_slots(table, 0, plate)[0].center)
    assert "Monkey 12" in tip, tip
    seat_at(app, table, State.from_position(
        2, hands=[["3", "7", "12", "black_sheep"], ["4", "5", "black_sheep"]],
        zoos=[["12"], []], watering=["9", "2", "eagle"], turn=0))
    assert words.decision(table)[1] == "Monkey 12 would make a pair in your zoo."


def test_the_best_lay_completes_a_triplet_first(app):
    table = start(app, against_ai(3))
    seat_at(app, table, State.from_position(
        3, hands=[["3", "3", "3", "7", "black_sheep"], ["4", "black_sheep"], ["5", "black_sheep"]],
        watering=["9", "9", "10", "11", "2"], turn=0))
    assert words.best_lay(table) == ("3", 3)
    assert "triplet" in words.decision(table)[1]


def test_no_slot_is_lit_before_three_cards_and_the_stop_says_why(app):
    table = start(app, against_ai(2))
    seat_at(app, table, State.from_position(
        2, hands=[["3", "black_sheep"], ["4", "5", "black_sheep"]], watering=["9"], turn=0))
    assert not paint.slot_lit(table) and words.best_lay(table) is None
    assert "Stop at 3 cards to also put one in your zoo." in (
        words.decision(table)[0])


def test_the_odds_say_whose_hand_and_why(app):
    """"1 in 5 at Shaun" did not say why Shaun: with several rivals it is the one with the
    fewest cards, said so; under the pointer, the hand hovered."""
    table = start(app, against_ai(3))
    seat_at(app, table, State.from_position(
        3, hands=[["3", "black_sheep"], ["4", "5", "6", "7", "black_sheep"],
                  ["8", "9", "black_sheep"]], turn=0))
    said = words.odds_legend(table)
    assert said == f"Drawing from {table.name(2)} (fewest cards): 1 in 3 is the Black Sheep.", said
    table.hover = ("rival", 1)
    assert words.odds_legend(table) == f"Drawing from {table.name(1)}: 1 in 5 is the Black Sheep."


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("players", [2, 5])
def test_the_stop_and_its_card_are_drawn_whole(monkeypatch, lang, players):
    """The stop sentence and the card's name stand whole in your panel at 1280x720."""
    app, table = seated((1280, 720), lang, "bye_bye", against_ai(players))
    try:
        hands = [["3", "7", "12", "black_sheep"]] + [["4", "5", "6", "black_sheep"]] * (
            players - 1)
        seat_at(app, table, State.from_position(players, hands=[list(h) for h in hands],
                                                watering=["12", "2", "eagle"], turn=0))
        drawn = texts_drawn(monkeypatch)
        table.draw(app.screen)
        said = words.decision(table)
        rect = paint.decision_rect(table)
        inside = " ".join(w for w, r, _s in drawn if rect.contains(r))
        assert inside.startswith(" ".join(said[:2])), (inside, said)
    finally:
        app.leave_all()
        i18n.set_language("en")


@pytest.mark.parametrize("players", [2, 5])
@pytest.mark.parametrize("holder", [0, 1])
def test_the_magpie_holder_wears_a_token_of_24_px_with_a_tooltip(app, monkeypatch, players,
                                                                 holder):
    """The Magpie holder's mark was an ~8 px card: it is a round token 24 px across in the
    holder's header (yours too), and hovering it says who holds the Magpie and what it does."""
    table = start(app, against_ai(players))
    hands = [["3", "black_sheep"]] + [[str(4 + 2 * i), "black_sheep"] for i in range(players - 1)]
    hands[holder].append("magpie")
    state = State.from_position(players, hands=hands, turn=0)
    if holder:
        state.seen[holder].append("magpie")
    seat_at(app, table, state)
    tokens = []
    real = paint.magpie_token
    monkeypatch.setattr(paint, "magpie_token", lambda side: tokens.append(side) or real(side))
    table.draw(app.screen)
    tag = paint.magpie_tag(table, holder)
    assert tag is not None and tag[2].h >= 24 and tokens and min(tokens) >= 24
    tip = hover(table, (tag[2].x + 12, tag[2].centery))
    assert tip and "Magpie" in tip and ("You hold" in tip or table.name(holder) in tip), tip


@pytest.mark.parametrize("players", [2, 5])
def test_with_colour_blind_marks_every_seat_header_draws_its_shape(app, monkeypatch, players):
    """A seat is never told by a colour dot alone: with the colour-blind marks setting on,
    every seat's header (yours too) draws the seat's shape mark (the shared
    `palette.draw_mark`), not a bare disc."""
    from game.view import palette
    table = start(app, against_ai(players))
    app.settings.colourblind_marks = True
    try:
        assert table.marks
        marks = []
        real = palette.draw_mark
        monkeypatch.setattr(palette, "draw_mark", lambda surface, mark, centre, r, colour:
                            marks.append((mark, centre)) or real(surface, mark, centre, r,
                                                                 colour))
        table.draw(app.screen)
        for seat in range(players):
            x, y, w, h = table.board.name_row(seat)
            mine = [m for m, (cx, cy) in marks if x <= cx <= x + w and y <= cy <= y + h]
            assert palette.player(seat).mark in mine, (seat, marks)
    finally:
        app.settings.colourblind_marks = False
