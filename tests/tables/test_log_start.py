"""Every table's log opens with a line before the first move: who sits at the table and who
starts, names in their seats' colours, in the player's language. It stays through a hand-off
and an undo, and a continued game tells its history under it."""

from __future__ import annotations

import pytest

from game import i18n
from game.match import Match
from game.saves import Seat
from game.scenes.tables import table_for
from game.view import palette
from tests.tables.layout_checks import lines_shown

GAMES = ["black_sheep", "boom_bah", "bye_bye", "sheep_sheep"]
AGAINST_AI = [Seat("Ann"), Seat("Dolly", "ai", "easy")]
HOT_SEAT = [Seat("Ann"), Seat("Bo")]


@pytest.fixture
def german():
    i18n.set_language("de")
    yield
    i18n.set_language("en")


def opened(app, match):
    table = table_for(app, match)
    app.stack.push(table)
    app.stack.apply_pending()
    return table


def coloured(table) -> dict[str, tuple]:
    """The words of the log's first line drawn in a seat's colour, with that colour."""
    return {piece.words: piece.colour for row in table.log.rows[:2] for piece in row.pieces
            if piece.colour != palette.CREAM}


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("seats", [AGAINST_AI, HOT_SEAT], ids=["against_ai", "hot_seat"])
def test_every_table_opens_its_log_with_who_sits_and_who_starts(app, game, seats):
    table = opened(app, Match.new(game, seats, seed=5))
    assert not table.match.steps and table.match.to_move == 0
    first = table.log.lines[0]
    if seats is AGAINST_AI:
        assert first.text == "New game: You and Dolly (AI Easy). You start."
        assert coloured(table) == {"You": palette.player(0).light,
                                   "Dolly": palette.player(1).light}
    else:
        assert first.text == "New game: Ann and Bo. Ann starts."
        assert coloured(table) == {"Ann": palette.player(0).light, "Bo": palette.player(1).light}
    app.step(1 / 60)  # drawn: not an empty box (the hot seat's hand-off now covers it)
    assert lines_shown(table) >= 1
    first_row = min(y for y, _row, _i in table.log._placed())
    assert first_row == table.log.body.y  # under the log's title, not at its foot
    if seats is HOT_SEAT:
        table.confirm_viewer(0)  # Ann takes the screen: her log still opens the same way
        assert table.log.lines[0] == first


def test_the_opening_names_every_seat_with_you_first_and_whoever_starts(app):
    seats = [Seat("Dolly", "ai", "easy"), Seat("Ann"), Seat("Shaun", "ai", "hard")]
    table = opened(app, Match.new("black_sheep", seats, seed=5))
    assert table.log.lines[0].text == ("New game: You, Shaun (AI Hard) and Dolly (AI Easy). "
                                       "Dolly starts.")


def test_the_opening_speaks_german(app, german):
    table = opened(app, Match.new("sheep_sheep", AGAINST_AI, seed=5))
    assert table.log.lines[0].text == "Neues Spiel: Du und Dolly (KI leicht). Du beginnst."


def test_undo_keeps_the_opening_and_a_continued_game_tells_its_history_under_it(app):
    table = opened(app, Match.new("sheep_sheep", AGAINST_AI, seed=5))
    opening = table.log.lines[0]
    assert table.perform(table.match.legal_actions()[0])
    table.timeline.skip()
    assert table.log.lines[0] == opening and {line.step for line in table.log.lines} == {-1, 0}
    table.undo()
    assert table.log.lines == [opening]
    match = Match.new("sheep_sheep", [Seat("Dolly", "ai", "easy"), Seat("Ann")], seed=5)
    while len(match.steps) < 6:
        match.apply(match.legal_actions()[0])
    table = opened(app, match)
    told = table.log.lines
    assert told[0].text == "New game: You and Dolly (AI Easy). Dolly starts."
    assert told[0].step == -1 and {line.step for line in told[1:]} == set(range(6))
