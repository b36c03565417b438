"""What critic 12 saw on the Black Sheep table: a row's label three lines high ("Karten /
von / Timmy"), a chip that did not say the field's figures count toward the row, one crown
for two meanings."""

from __future__ import annotations

import pytest

from game import i18n
from game.tables.black_sheep import sides
from tests.tables.black_sheep.test_at_a_glance import seated
from tests.tables.black_sheep.test_rules_shown import four_players


@pytest.mark.parametrize("lang", ["en", "de"])
def test_an_empty_row_s_label_takes_two_lines_at_most_at_14_px(app, lang):
    i18n.set_language(lang)
    try:
        table = seated(app, four_players())
        table.name = lambda seat: ["Ann", "Timmy", "Shaun", "Bitzer"][seat]  # the critic's
        for f in range(3):
            for seat in range(table.players):
                rows, size = sides.caption_rows(table, f, seat)
                assert size >= 14 and 1 <= len(rows) <= 2, rows
                assert "…" not in "".join(rows), rows
                assert " ".join(rows) == sides.caption(table, seat)
    finally:
        i18n.set_language("en")
