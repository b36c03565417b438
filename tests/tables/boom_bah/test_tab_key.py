"""Critic 15: the gold tabs over your playable cards went unexplained, and the room under
your "Ask me out of turn" switch stood empty. While you hold a card you can play now, that
room shows a gold tab like theirs and "Can be played now", clear of the switch and of the
notes under it."""

from __future__ import annotations

import pytest

from game import i18n
from game.saves import Seat
from game.tables.boom_bah import deck
from tests.tables.boom_bah.test_reactions import deal
from tests.tables.boom_bah.test_table import ai, start
from tests.tables.layout_checks import texts_drawn


@pytest.mark.parametrize(("lang", "said"), [("en", "Can be played now"),
                                            ("de", "Jetzt spielbar")])
def test_the_gold_tab_is_explained_under_your_switch(app, lang, said, monkeypatch):
    i18n.set_language(lang)
    try:
        table = start(app, [Seat("Anna"), ai(1), ai(2), ai(3)], options={"quick_setup": "on"})
        state = table.match.state
        state.turn, state.actions_left = 0, 2
        deal(table, [["dog:0", "golden_fleece:1"], ["dog:1"], ["dog:2"], ["dog:3"]])
        assert table.playable_cards()
        drawn = texts_drawn(monkeypatch)
        table.draw(app.screen)
        words, size = next((r, s) for t, r, s in drawn if t == said)
        assert table.note_box.contains(words) and size >= 14
        assert not words.colliderect(deck.switch_rect(table))
        others = [r for t, r, _s in drawn if t != said and r.colliderect(table.note_box)]
        assert others and all(not words.colliderect(r) for r in others)
        deal(table, [[], ["dog:1"], ["dog:2"], ["dog:3"]])  # nothing to play: no key
        assert deck.tab_key(table, table.note_box) is None
    finally:
        i18n.set_language("en")
