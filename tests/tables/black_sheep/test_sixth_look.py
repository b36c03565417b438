"""Round 6 of the critic's look at Black Sheep: the field's figures say they are the winner's
prize as well as part of every row, the combinations' order is on screen, and "keeps their
hand" says what it means."""

from __future__ import annotations

import pytest

from game import i18n
from game.rules.black_sheep import KeepHand
from game.tables.black_sheep import draw, words
from tests.tables.black_sheep.test_at_a_glance import drawn_texts, seated
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


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_field_s_figures_say_the_winner_takes_them(app, lang):
    """Once per field the caption says, short, that the field's winner takes its figures
    (round 7: "Count in every row; winner takes both" on three crammed lines was too much),
    in at most two rows at 14 px or more inside the paddock."""
    i18n.set_language(lang)
    try:
        table = seated(app, four_players())
        texts = drawn_texts(table)
        for f, field in enumerate(table.shown["fields"]):
            if not field["figures"]:
                continue
            rows, size = draw.caption_rows(table, f)
            assert size >= 14 and len(rows) <= 2
            assert " ".join(rows) == draw.caption(len(field["figures"]))
            room = draw.caption_room(table, f)
            assert [t for t, r in texts if room.contains(r)] == rows
        assert draw.caption(2) == {"en": "Winner takes both", "de": "Sieger nimmt beide"}[lang]
    finally:
        i18n.set_language("en")

