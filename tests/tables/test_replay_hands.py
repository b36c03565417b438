"""In a replay every rival's open hand can be read at 1280x720: each card's identifying mark
(Black Sheep: the animal's figure; Sheep-Boom-Bah: the card's name; Bye-Bye: the number or
the special card's name) at 12 px or more, whole, and no card's place covering another's."""

from __future__ import annotations

import pygame
import pytest

from game import games, i18n
from game.rules.boom_bah.cards import DECK
from game.saves import Seat
from game.tables.black_sheep import panels
from game.tables.boom_bah import boards
from game.tables.boom_bah.boards import TAG_PAD
from game.tables.bye_bye import draw as bye_draw
from game.view import assets
from tests.tables.test_replay import played, watch

SMALLEST = 12  # px at 1280x720
SPECIAL = {"black_sheep", "eagle", "mole", "magpie"}


def black_sheep_marks(table, seat: int, cards: list[str]) -> list[tuple[pygame.Rect, int]]:
    """Each chip (what no other may cover) and its figure's height."""
    chips = [pygame.Rect(*(round(v) for v in table.board.rival_chip(seat, i, len(cards))))
             for i in range(len(cards))]
    marks = panels.chip_marks(table, seat, len(cards))
    assert all(chip.contains(mark) for chip, mark in zip(chips, marks, strict=True))
    return [(chip, mark.h) for chip, mark in zip(chips, marks, strict=True)]


def boom_bah_marks(table, seat: int, cards: list[str]) -> list[tuple[pygame.Rect, int]]:
    """Each name tag and its words' size; the words fit the tag whole. (And so they do for
    the four cards with the longest names.)"""
    longest = sorted(DECK, key=lambda c: assets.font(12).size(boards.card_title(c))[0])[-16::4]
    if cards != longest:
        assert boom_bah_marks(table, seat, longest)
    tags = boards.hand_tags(table, seat, cards)
    for rect, rows, size in tags:
        font = assets.font(size)
        assert " ".join(rows).replace("- ", "-") in {boards.card_title(c) for c in cards}
        assert len(rows) * font.get_linesize() <= rect.h
        assert all(font.size(row)[0] <= rect.w - TAG_PAD for row in rows)
    return [(rect, size) for rect, _rows, size in tags]


def bye_bye_marks(table, seat: int, cards: list[str]) -> list[tuple[pygame.Rect, int]]:
    """Each plate (one for each kind of card, "Eagle ×2") and its words' size; the number or
    name fits the plate whole."""
    tags = bye_draw.hand_tags(table, seat, cards)
    assert sorted(c for card, n, _rect, _size in tags for c in [card] * n) == sorted(cards)
    for card, n, rect, size in tags:
        assert assets.font(size, True).size(bye_draw.tag_words(card, n))[0] <= rect.w - 8
        assert assets.font(size, True).get_linesize() <= rect.h
    return [(rect, size) for _card, _n, rect, size in tags]


MARKS = {"black_sheep": black_sheep_marks, "boom_bah": boom_bah_marks,
         "bye_bye": bye_bye_marks}
CASES = [(game, n, "en", None) for game in MARKS
         for n in (2, games.get(game).spec.max_players)] + [
    (game, games.get(game).spec.max_players, "de", size) for game in MARKS
    for size in (None, (2560, 1440))]  # German's longer names, and fonts at twice the scale


@pytest.mark.parametrize(("game", "players", "lang", "sized"), CASES, indirect=["sized"])
def test_every_rival_card_of_a_replay_is_readable_and_uncovered(sized, game, players, lang):
    """(Sizes in layout units, which are pixels at 1280x720.)"""
    i18n.set_language(lang)
    try:
        _check(sized, game, players)
    finally:
        i18n.set_language("en")


def _check(app, game: str, players: int) -> None:
    seats = [Seat("Ann")] + [Seat(f"AI {i}", "ai", "easy") for i in range(1, players)]
    scene = watch(app, played(game, seats, 12, moves=60))
    table = scene.table
    table.open_hands = tuple(range(players))  # (a finished game's replay opens every hand)
    checked = 0
    for move in (1, scene.total // 2, scene.total):
        scene.jump(move)
        for seat in range(1, players):  # the rivals: every seat but the bottom one
            cards = table.shown["hands"][seat]
            assert cards is not None and len(cards) == table.shown["hand_sizes"][seat]
            marks = MARKS[game](table, seat, cards)
            rects = [rect for rect, _size in marks]
            assert all(size >= SMALLEST for _rect, size in marks), (move, seat, marks)
            assert not any(a.colliderect(b) for i, a in enumerate(rects)
                           for b in rects[i + 1:]), (move, seat, rects)
            panel = pygame.Rect(table.layout[f"panel_{table.board.pos(seat)}"].as_tuple())
            assert all(panel.contains(rect) for rect in rects), (move, seat, rects)
            checked += len(cards)
        app.step(1 / 60)  # and it draws
    assert checked


def test_a_bye_bye_replay_keeps_the_rivals_plates_while_cards_fly(app, monkeypatch):
    """Played forward, a move's animation never turns an open hand back into a fan (while a
    card flies, its count and its cards disagree for a moment)."""
    seats = [Seat("Ann"), Seat("Bo", "ai", "easy"), Seat("Cy", "ai", "easy")]
    scene = watch(app, played("bye_bye", seats, 5, moves=60))
    scene.table.open_hands = (0, 1, 2)
    fanned = []
    monkeypatch.setattr(bye_draw, "fanned", lambda *args: fanned.append(args[2]))
    scene.jump(20)
    for _ in range(6):
        scene.forward()
        for _ in range(15):
            app.step(1 / 30)
    assert fanned == []
