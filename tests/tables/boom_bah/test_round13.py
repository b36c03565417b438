"""Round 13 of the critic's points at the Sheep-Boom-Bah table."""

from __future__ import annotations

import pytest

from game import i18n
from game.tables.boom_bah import boards
from tests.tables.layout_checks import texts_drawn
from tests.tables.test_layout_boom_bah import seated


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("players", [2, 4])
def test_the_badge_and_its_end_note_are_one_box(app, monkeypatch, lang, players):
    """Critic 13: the ★ pill and the "+5 at end" chip sat side by side with nothing to say
    they belong together. They are one dark box now: the badge at its top, the note under
    it, both inside it, the box in the name row and clear of the name and the status."""
    i18n.set_language(lang)
    try:
        table = seated(app, players)
        for seat in range(players):
            table.shown["barns"][seat][seat] = 3  # "+9 at end"
        texts = texts_drawn(monkeypatch)
        for seat in range(players):
            texts.clear()
            boards.player_board(table, app.screen, seat)
            box, badge = boards.score_box(table, seat), boards.badge_rect(table, seat)
            words, chip = boards.end_note(table, seat)
            assert box.contains(badge) and box.contains(chip)
            row = boards.name_row(table, seat)
            assert row.contains(box)
            assert box.contains(next(r for t, r, _s in texts if t == words))
            beside = [r for t, r, _s in texts
                      if t != words and not t.startswith("★") and r.colliderect(row)]
            assert beside and not any(r.colliderect(box) for r in beside), beside
    finally:
        i18n.set_language("en")
