"""What a second critic saw on the Black Sheep table: card names too small to read with an
upside-down copy as clutter, unexplained numbers and marks, a badge over a row's border, a
German bonus line that said "kein Patt", dust over the first row."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.match import Match
from game.rules.black_sheep import ANIMALS
from game.saves import Seat
from game.scenes.tables import table_for
from game.tables.black_sheep import words
from game.view import assets

NAMES = ["Anna", "Ben", "Cy", "Di"]


def hand_widths(app, players: int) -> list[float]:
    seats = [Seat("Anna")] + [Seat(n, "ai", "easy") for n in NAMES[1:players]]
    widths = []
    for tasks in ("off", "on"):
        match = Match.new("black_sheep", seats, seed=2, options={"tasks": tasks})
        table = table_for(app, match)
        table.shown = match.view(0)
        widths += [table.board.hand_card(i, 3)[2] for i in range(3)]
    return widths


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("players", [2, 4])
def test_a_card_in_your_hand_says_its_name_at_12_px_or_more(app, players, lang):
    i18n.set_language(lang)
    try:
        for width in hand_widths(app, players):
            for animal in ANIMALS:
                name = words.animal(animal)
                spec = assets.card_name(name, round(width))
                assert spec.size >= 12, (name, width, spec)
                assert spec.press >= assets.CONDENSED, (name, width, spec)  # never shrunk
                assert " ".join(spec.lines) == name
                face = assets.font(spec.size, spec.bold)
                assert all(face.size(line)[0] * spec.press <= width * 0.9
                           for line in spec.lines), (name, width, spec)
    finally:
        i18n.set_language("en")


def test_a_small_card_has_no_upside_down_copy_of_its_name(app):
    """The bottom corner of a hand-sized card is the plain art: nothing written there."""
    width = 72
    height = round(width * 1.4)
    plain = assets.svg("card_cow", (width, height))
    named = assets.card("cow", width, "Cow")
    corner = (width - 30, height - 16, 26, 12)
    for x in range(corner[0], corner[0] + corner[2], 2):
        for y in range(corner[1], corner[1] + corner[3], 2):
            assert named.get_at((x, y)) == plain.get_at((x, y)), (x, y)


def test_the_field_s_figures_say_they_join_every_row_s_hand(app):
    from game.tables.black_sheep import draw
    assert draw.caption(2) == "+ these two in every row's hand"
    assert draw.caption(1) == "+ this one in every row's hand"
    i18n.set_language("de")
    try:
        assert draw.caption(2) == "+ diese zwei in der Hand jeder Reihe"
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("players", [2, 4])
def test_a_bonus_s_points_never_stand_on_a_line_of_their_own(app, players, lang):
    from game.tables.black_sheep import sidebar
    from tests.tables.black_sheep.test_at_a_glance import seated, three_fields
    from tests.tables.black_sheep.test_rules_shown import four_players
    i18n.set_language(lang)
    try:
        table = seated(app, three_fields() if players == 2 else four_players())
        wrapped, _size = sidebar.bonus_rows(pygame.Rect(table.layout["tasks"].as_tuple()))
        said = " ".join(" ".join(lines) for _icon, lines in wrapped)
        for _icon, lines in wrapped:
            assert not (len(lines) > 1 and lines[-1].startswith("+")), lines
        if lang == "de":
            assert "bei Gleichstand keiner" in said and "Patt" not in said
    finally:
        i18n.set_language("en")
