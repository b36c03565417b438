"""Round 6 of the critic's look at Black Sheep: the field's figures say they are the winner's
prize as well as part of every row, the combinations' order is on screen, and "keeps their
hand" says what it means."""

from __future__ import annotations

import pytest

from game import i18n
from game.rules.black_sheep import KeepHand
from game.tables.black_sheep import words
from tests.tables.black_sheep.test_at_a_glance import seated
from tests.tables.black_sheep.test_rules_shown import four_players


@pytest.mark.parametrize(("lang", "said"), [("en", "no discard"), ("de", "kein Abwurf")])
def test_keeping_the_hand_is_said_as_no_discard(app, lang, said):
    """ "Bitzer keeps their hand" left the critic guessing: the log line says the cards are
    kept and nothing is discarded, for you and for a rival."""
    i18n.set_language(lang)
    try:
        table = seated(app, four_players())
        for seat in (0, 1):
            line = words.action_line(table, seat, KeepHand())
            assert said in line and "hand" not in line.lower()
    finally:
        i18n.set_language("en")
