"""Critic 20's findings at Bye-Bye Black Sheep's table."""

from __future__ import annotations

import pygame
import pytest

from game.rules.bye_bye import State
from game.tables.bye_bye import chips
from game.tables.bye_bye import draw as paint
from game.tables.bye_bye.board import CARD_LEAST, ChipPlan, ZooPlan
from tests.tables.bye_bye.test_table import against_ai, seat_at
from tests.tables.layout_checks import seated, texts_drawn

RIVAL_ZOOS = {3: [["1", "1", "2", "6", "6", "6", "10", "10"], ["9", "9"]],
              4: [["1", "1", "2", "6", "6", "6", "10", "10", "12"], ["9", "9"], ["11"]],
              5: [["1", "1", "2", "6", "6", "6", "10", "10", "14"], ["9", "9"], ["15"],
                  ["16", "16", "16", "4"]]}


def staged(size, lang, players):
    app, table = seated(size, lang, "bye_bye", against_ai(players))
    zoos = [["3", "3"]] + RIVAL_ZOOS[players]
    hands = [["5", "7", "8", "black_sheep"], ["4", "5", "7"], ["8", "4", "7", "2"],
             ["13", "11", "5"], ["14", "8"]][:players]
    seat_at(app, table, State.from_position(players, hands=hands, zoos=zoos, turn=0,
                                            watering=["8", "3", "4"]))
    return app, table


@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440)])
@pytest.mark.parametrize("players", [3, 4, 5])
def test_a_rival_s_zoo_tiles_read_from_across_the_table(monkeypatch, size, players):
    """Critic 20: at five players a rival's tiles were ~36 px high, their number 14 px on
    the picture's corner (over the animal), their pips ~4 px. Now the first rival's zoo of
    five animals shows tiles 44 units high or more, the number 20 px or more right of the
    picture (never on it), the pips 8 units or more; a tile one card short of a triplet
    wears a gold edge, the others do not."""
    app, table = staged(size, "en", players)
    try:
        columns, plan = paint.zoo_plan(table, 1)
        if players < 5 and isinstance(plan, ZooPlan):  # (a wider panel: cards, large enough)
            assert plan.w >= CARD_LEAST
            return
        assert isinstance(plan, ChipPlan)
        drawn = texts_drawn(monkeypatch)
        edges = []
        real_rect = chips.ink.rect
        monkeypatch.setattr(chips.ink, "rect", lambda surface, colour, area, width=0, **kw: (
            edges.append((tuple(colour), pygame.Rect(area), width)) if width else None,
            real_rect(surface, colour, area, width, **kw))[1])
        table.draw(app.screen)
        for c, (card, count) in enumerate(columns):
            chip = pygame.Rect(*(round(v) for v in plan.chips[c]))
            assert chip.h >= 44, (card, chip)
            picture = pygame.Rect(*(round(v) for v in plan.picture(c)))
            said = [(r, px) for t, r, px in drawn if t == card and chip.contains(r)]
            assert len(said) == 1 and said[0][1] >= 20, (card, said)
            assert not said[0][0].colliderect(picture), card
            assert all(p.w >= 8 for p in chips.pips(chip, plan)), card
            gold = [e for e in edges if e[0][:3] == tuple(chips.palette.GOLD)[:3]
                    and e[1] == chip and e[2] == chips.NEAR_EDGE]
            assert bool(gold) == (count == 2), (card, count)
    finally:
        app.leave_all()


@pytest.mark.parametrize("lang", ["en", "de"])
def test_stopping_short_says_why_in_plain_words_and_names_the_animal_as_the_log(lang):
    """Critic 20: "none goes to your zoo (needs 3 at the watering hole)" was awkward, and
    the hint's "the Elephant" unlike the log's "an elephant": a whole clause says why, the
    animal written as the log writes it."""
    from game import i18n
    from game.tables.bye_bye import words

    i18n.set_language(lang)
    try:
        one = words.stop_words({"watering": ["4"]})
        assert words.a_card("4") in one and "(" not in one
        said = ("Stop at 3 cards to also put one in your zoo."
                if lang == "en" else "Ab 3 Karten am Wasserloch auch eine in den Zoo.")
        assert one.endswith(said), one
        if lang == "en":
            assert "an elephant" in one and "Elephant" not in one
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440)])
@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("players", [2, 5])
def test_the_zoo_preview_keeps_its_tag_inside_and_reads(size, lang, players):
    """Critic 20: the "if you stop" tag spilled over the foot of your zoo's strip and the
    ghost "12 ●○○" was almost invisible. The tag lies whole inside the strip, clear of the
    ghost's slot; the ghost is drawn at 60 % or more (faded, with its dashed gold edge)."""
    app, table = seated(size, lang, "bye_bye", against_ai(players))
    try:
        hands = [["5", "11", "12", "12"], ["4", "5", "7"], ["8", "4", "7", "2"],
                 ["13", "11", "5"], ["14", "8"]][:players]
        seat_at(app, table, State.from_position(players, hands=hands, turn=0,
                                                watering=["8", "3", "4"]))
        assert paint.slot_lit(table)
        plate = paint.empty_zoo_lines(table, 0)[2]
        slots = paint.goal_slots(table, 0, plate)
        assert slots
        tag = paint.ghost_tag_rect(table, 0, slots[0])
        zone = pygame.Rect(*(round(v) for v in table.board.zone("zoo", 0).as_tuple()))
        assert zone.contains(tag) and not tag.colliderect(slots[0]), (tag, zone, slots[0])
        shown = chips.GHOST_ALPHA / 255 * (1 - paint.GHOST_VEIL / 255)
        assert shown >= 0.6, shown
        table.draw(app.screen)
    finally:
        app.leave_all()


def test_two_players_draw_the_watering_hole_s_cards_larger():
    """Critic 20 found the two-player table empty: a card at the watering hole is drawn
    0.72 of the pond's height there (0.6 at more players, where three lie side by side),
    inside the water's block and the pond."""
    from game import levels
    from game.tables.bye_bye.board import Board

    for players, share in ((2, 0.72), (5, 0.6)):
        b = Board(levels.load("bye_bye", players), players, 0)
        x, y, w, h = b.pond()
        for count in (1, 2):
            cx, cy, cw, ch = b.pond_card(0, count)
            assert ch >= share * h - 1, (players, count, ch, h)
            assert x <= cx and cx + cw <= x + w and y <= cy and cy + ch <= y + h


def test_the_decision_s_sentences_end_apart(app):
    """"Tiger 3 would make a triplet in your zoo Drawing from Ed…": the lay's sentence
    runs on into the odds' on one line; it ends with a full stop."""
    from game.tables.bye_bye import words
    from tests.tables.bye_bye.test_table import start

    table = start(app, against_ai(2))
    seat_at(app, table, State.from_position(
        2, hands=[["3", "3", "black_sheep"], ["4", "5", "black_sheep"]],
        watering=["9", "10", "3"], turn=0))
    said = words.decision(table)
    assert len(said) == 3 and all(s.endswith(".") for s in said[1:]), said
