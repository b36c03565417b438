"""Round 16 of the critic's points at the Sheep-Boom-Bah table."""

from __future__ import annotations

import pytest

from game import i18n
from game.tables.boom_bah import boards
from tests.tables.layout_checks import texts_drawn
from tests.tables.test_layout_boom_bah import seated


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("players", [2, 4])
def test_the_score_is_one_pill_with_its_end_note_inside(app, monkeypatch, lang, players):
    """Critic 16: the ★ pill sat in a second box with tiny barn and fence icons, its "+3 am
    Ende" touching the frame. It is ONE pill, "★ 3 · +9 at end", its words at least 4 px
    inside each end, no icons, in the name row clear of the name and the status."""
    i18n.set_language(lang)
    try:
        table = seated(app, players)
        for seat in range(players):
            table.shown["barns"][seat][seat] = 3  # "+9 at end"
        table.shown["graveyards"][players - 1] = 12  # and one a minus
        texts = texts_drawn(monkeypatch)
        for seat in range(players):
            texts.clear()
            boards.player_board(table, app.screen, seat)
            pill = boards.badge_rect(table, seat)
            words, at = boards.end_note(table, seat)
            said = {t: size for t, _r, size in texts}
            assert words in said and said[words] >= 14
            score = boards.badge_words(table, seat)
            assert score in said
            inked = [r for t, r, _s in texts if t in (score, words, "·")]
            assert len(inked) == 3 and all(pill.contains(r) for r in inked)
            left, right = min(r.left for r in inked), max(r.right for r in inked)
            assert left - pill.left >= 4 and pill.right - right >= 4
            assert boards.name_row(table, seat).contains(pill)
            others = [r for t, r, _s in texts if t not in (score, words, "·")
                      and r.colliderect(boards.name_row(table, seat))]
            assert others and not any(r.colliderect(pill) for r in others), others
            assert not hasattr(boards, "end_chip")  # no tiny barn and fence any more
        minus = boards.end_note(table, players - 1)[0]
        assert minus.startswith("−")
        tip = boards.end_tip(table, players - 1)
        assert ("Graveyard sheep −1" in tip) if lang == "en" else ("−1" in tip)
    finally:
        i18n.set_language("en")
