"""Every word at the Sheep Sheep table is 14 px or more at 1280x720 (a critic found the
Lucky Sheep's words, "Collected", the empty drawn-card slot and the band legend at 12-13
px): through a game's turns and refills, in English and German."""

from __future__ import annotations

import pytest

from tests.tables.text_sizes import small_texts


@pytest.mark.parametrize("lang", ["en", "de"])
def test_no_word_at_the_table_is_under_14_px(app, lang):
    assert small_texts("sheep_sheep", 2, lang, decisions=14) == []
