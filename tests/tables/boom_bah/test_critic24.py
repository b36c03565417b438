"""Critic 24's findings at Sheep-Boom-Bah's table."""

from __future__ import annotations

import pytest

from game import i18n


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_pop_up_says_sheep_step_diagonally_and_how_a_turn_ends(lang):
    """Critic 24a: the log showed sheep stepping diagonally (b3 to c4) while the "?" pop-up
    said only "one step", and nothing said how a turn ends (End turn shows once both actions
    are used)."""
    from game.tables.boom_bah.legend import turn_rows
    from game.tables.keys import letter

    i18n.set_language(lang)
    try:
        first = turn_rows()[0].words
        assert {"en": "diagonals", "de": "schräg"}[lang] in first
        assert f"({letter('end')})" in first
    finally:
        i18n.set_language("en")
