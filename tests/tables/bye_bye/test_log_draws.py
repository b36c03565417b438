"""The critic's round 7: at five players in German the log wrapped nearly every draw
("Pidsley zieht aus der Hand von / Timmy") onto two lines, so the log showed half as much.
A draw, the commonest line, now says "Pidsley zieht von Timmy" (critic 23: "von", not
"bei") and fits on one line, every drawer and every rival, English and German, at 1280x720. So does a card laid in a zoo (a
turn may lay nine, a line each: "Pidsley puts a crocodile in / their zoo" took two), with
its picture before it."""

from __future__ import annotations

import itertools

import pytest

from game import i18n
from game.rules.bye_bye import Draw, Place
from game.saves import Seat
from game.tables.bye_bye import words
from game.view.log import Icon, LogLine
from tests.tables.layout_checks import seated

NAMES = ["Ann", "Shaun", "Timmy", "Bitzer", "Pidsley"]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_draw_is_one_line_of_the_log_at_five_players(lang):
    seats = [Seat("Ann")] + [Seat(name, "ai", "easy") for name in NAMES[1:]]
    app, table = seated((1280, 720), lang, "bye_bye", seats)
    try:
        said = [words.action_line(table, seat, Draw(rival))
                for seat, rival in itertools.permutations(range(5), 2)]
        assert {"en": "Pidsley draws from Timmy", "de": "Pidsley zieht von Timmy"}[lang] in said
        for line in said:
            assert len(table.log._wrap(LogLine(line, 0))) == 1, line
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_card_laid_in_a_zoo_is_one_line_of_the_log(lang):
    seats = [Seat("Ann")] + [Seat(name, "ai", "easy") for name in NAMES[1:]]
    app, table = seated((1280, 720), lang, "bye_bye", seats)
    try:
        for seat in range(5):
            for card in [str(n) for n in range(1, 17)]:
                line = words.action_line(table, seat, Place(card))
                assert words.a_card(card) in line
                icon = table.action_icon(seat, Place(card))
                assert icon == Icon(f"bye_set_{card}")
                assert len(table.log._wrap(LogLine(line, 0, icon))) == 1, line
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_hand_filled_up_after_a_turn_says_why(lang):
    """The critic's round 11: "Timmy draws 1 card from the pile" outside Timmy's turn gave no
    reason. The line now names the rule: after each turn the others fill up to the hand size."""
    seats = [Seat("Ann")] + [Seat(name, "ai", "easy") for name in NAMES[1:]]
    app, table = seated((1280, 720), lang, "bye_bye", seats)
    try:
        limit = table.view["hand_limit"]
        for seat in (0, 2):
            line = words.EVENT_LINES["hand_refilled"](table, {"seat": seat, "count": 1,
                                                              "pile": 20})
            assert str(limit) in line
            assert {"en": "after each turn", "de": "nach jedem Zug"}[lang] in line, line
    finally:
        i18n.set_language("en")
