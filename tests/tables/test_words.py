"""The person at the screen is "you": every log line of whole games, in English and German,
has the second person for them and a name for everyone else; never "You plays", "You's" or
the default "Player 1" of a person who gave no name."""

from __future__ import annotations

import random
import re

import pytest

from game import i18n
from game.ai.base import Observation, RandomAgent
from game.match import Match
from game.rules.black_sheep import PlayCards
from game.saves import Seat
from game.scenes.tables import table_for
from game.tables.black_sheep import words as black_sheep_words

WRONG = {  # a third-person verb after "You", a possessive of "You", the default name
    "en": re.compile(r"\bYou(?:'s\b| (?!pass\b)[a-z]+[^s\W]s\b)|Player 1"),
    "de": re.compile(r"\b(?:von|an) Du\b|\bDu's\b|Spieler 1"),
}


def whole_game(app, game: str, seed: int) -> list[str]:
    """Every line the log told in a game played at random, seen by its one person."""
    match = Match.new(game, [Seat("Player 1"), Seat("Dolly", "ai", "easy")], seed=seed,
                      options={"quick_setup": "on"} if game == "boom_bah" else None)
    agent, rng = RandomAgent(), random.Random(seed)
    while not match.is_over:
        match.apply(agent.choose(Observation.of(match.state.clone()), rng))
    table = table_for(app, match)
    lines = [line.text for line in table.story()]
    match.close()
    return lines


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("game", ["black_sheep", "boom_bah"])
def test_you_are_you_in_every_line(app, game, lang):
    i18n.set_language(lang)
    try:
        lines = whole_game(app, game, seed=11)
    finally:
        i18n.set_language("en")
    yours = [line for line in lines if line.startswith(("You ", "Du "))]
    assert yours, "the person at the screen did something"
    wrong = [line for line in lines if WRONG[lang].search(line)]
    assert wrong == []


def test_a_move_reads_as_a_sentence_for_you_and_for_a_rival(app):
    """(A field's word and number are joined by a no-break space: never split over lines.)"""
    match = Match.new("black_sheep", [Seat("Anna"), Seat("Bo", "ai", "easy")], seed=1)
    table = table_for(app, match)
    two_pigs = PlayCards(2, ("pig", "pig"))
    assert black_sheep_words.action_line(table, 0, two_pigs) == "You play two pigs to field\u00a03"
    assert black_sheep_words.action_line(table, 1, two_pigs) == "Bo plays two pigs to field\u00a03"
    i18n.set_language("de")
    try:
        assert (black_sheep_words.action_line(table, 0, two_pigs)
                == "Du spielst zwei Schweine auf Feld\u00a03")
    finally:
        i18n.set_language("en")
    match.close()
