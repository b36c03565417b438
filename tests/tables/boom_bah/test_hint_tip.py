"""The hint button is greyed while a rival decides: pointing at it says why (a critic saw only
the greyed button in a screenshot; the reason is in its tooltip, which this keeps)."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.saves import Seat
from game.tables import base
from tests.tables.boom_bah.test_table import ai, start


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_greyed_hint_says_why_when_pointed_at(app, monkeypatch, lang):
    monkeypatch.setattr(base, "AI_PAUSE", 0.0)
    i18n.set_language(lang)
    try:
        table = start(app, [Seat("Anna"), ai(1), ai(2), ai(3)])
        table.perform(table.match.legal_actions()[0])  # your sheep placed: Shaun's turn
        for _ in range(5):
            app.step(1 / 60)
        table.draw(app.screen)
        button = table.hints.button
        assert not table.my_turn and not button.enabled
        table.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=button.rect.center, rel=(0, 0),
                                        buttons=(0, 0, 0)))
        for _ in range(60):
            app.step(1 / 60)
        tip = table.button_tip
        assert tip.visible and tip.message == i18n._(
            "A hint is for your own decisions: ask when it is your turn.")
    finally:
        i18n.set_language("en")
