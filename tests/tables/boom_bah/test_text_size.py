"""Every word at the Sheep-Boom-Bah table is 14 px or more at 1280x720 (a critic found the
boards' part names, the key strip under the log and "thinking" at 11-13 px): through a
game's setup, turns and questions, with two and four players, in English and German."""

from __future__ import annotations

import pytest

from tests.tables.text_sizes import small_texts


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("players", [2, 4])
def test_no_word_at_the_table_is_under_14_px(app, players, lang):
    assert small_texts("boom_bah", players, lang, decisions=14) == []
