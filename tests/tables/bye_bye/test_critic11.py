"""The critic's round 11 at the Bye-Bye table: an AI's level written as the other tables
write it, every rival's fan and odds line at one height whatever its zoo holds."""

from __future__ import annotations

import pytest

from game import i18n
from game.saves import Seat
from game.tables.bye_bye import draw
from game.tables.bye_bye.board import Board
from tests.tables.layout_checks import seated, texts_drawn

NAMES = ["Ann", "Shaun", "Timmy", "Bitzer", "Pidsley"]


def table_of(players: int, lang: str = "en", size=(1280, 720)):
    seats = [Seat("Ann")] + [Seat(name, "ai", "medium") for name in NAMES[1:players]]
    return seated(size, lang, "bye_bye", seats)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("lang", ["en", "de"])
def test_an_ai_level_is_in_brackets_in_the_names_type(monkeypatch, players, lang):
    """"Shaun (AI Medium)", as at the other three tables (not a small grey "AI Medium"): after
    the name where it fits, else on the row under it, bracketed, bold, in the name's colour."""
    app, table = table_of(players, lang)
    try:
        drawn = texts_drawn(monkeypatch)
        app.step(1 / 60)
        level = {"en": "AI Medium", "de": "KI mittel"}[lang]
        for seat in range(1, players):
            name = table.name(seat)
            said = [(text, rect, size) for text, rect, size in drawn
                    if f"({level})" in text and (text.startswith(name) or text.startswith("("))]
            assert said, (seat, [t for t, _r, _s in drawn if level in t])
            assert not [t for t, _r, _s in drawn if t == level]  # never bare
            for _text, _rect, size in said:
                assert size >= 14
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("players", [4, 5])
def test_every_rivals_fan_and_odds_line_stand_at_one_height(players):
    """Bitzer's fan shrank and his "Black Sheep: 1 in N" line jumped higher once his zoo
    grew (an empty zoo's fan grew instead): the split of a narrow panel is fixed."""
    app, table = table_of(players)
    for zoo in [(), (1,), (2, 1, 3, 1, 1), (1,) * 12]:
        zoos = [(), zoo] + [()] * (players - 2)
        board = Board(table.layout, players, 0, hands=[7, 9, 3, 12, 7][:players], zoos=zoos,
                      zoo_least=[30.0] * players)
        captions = {board.caption(seat)[1] for seat in range(1, players)}
        fans = {round(board.fan_card(seat, 0, 5).h, 3) for seat in range(1, players)}
        assert len(captions) == 1 and len(fans) == 1, (zoo, captions, fans)
    assert draw.LEVEL >= 14
