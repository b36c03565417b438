"""What a player sees without hovering (a critic who could not hover read these)."""

from __future__ import annotations

from types import SimpleNamespace

from game import i18n
from game.tables.bye_bye import draw, words


def test_the_waiting_magpie_says_what_it_does():
    table = SimpleNamespace(shown={"magpie_waiting": True})
    assert words.magpie_caption(table) == "The Magpie waits to steal from a zoo"
    i18n.set_language("de")
    try:
        assert "stehlen" in words.magpie_caption(table)
    finally:
        i18n.set_language("en")


def test_the_small_words_at_the_table_are_larger_than_the_least():
    """"AI Medium", "7 cards", "Pile: 36 cards" read as about 11 px at 13 units: 14 now."""
    assert draw.CAPTION >= 14 and draw.LEVEL >= 14


def test_the_log_starts_with_the_goal_under_who_plays(app):
    from game.match import Match
    from game.saves import Seat
    from game.scenes.tables import table_for

    match = Match.new("bye_bye", [Seat("Ann"), Seat("Shaun", "ai", "easy"),
                                  Seat("Timmy", "ai", "easy")], seed=7)
    table = table_for(app, match)
    first, goal = table.story()[:2]
    assert first.text.startswith("New game:")
    assert goal.text == ("Goal: be the first with 4 triplets (3 cards of one animal each) "
                         "in your zoo.")
    assert goal.step == -1
