"""Critic 11: the played-card panel stood about 60 % empty. The dock writes the top card's
whole text in the room between the question (and its buttons) and the pile counts, whole or
not at all, over nothing else."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.tables.boom_bah import dock as docking
from game.view import assets
from tests.tables.boom_bah.test_messages import rival_plays_a_card


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_dock_says_the_played_card_s_whole_text(app, lang):
    i18n.set_language(lang)
    try:
        table = rival_plays_a_card(app, "always", hand=["dog:0"])
        table.draw(app.screen)
        planned = table.dock
        assert planned.rect is not None and planned.cards
        rows = docking.body_rows(planned)
        assert rows, planned.body
        step = assets.font(docking.BODY).get_linesize()
        written = pygame.Rect(planned.body.topleft, (planned.body.w, len(rows) * step))
        assert planned.rect.contains(written)
        taken = [r for _s, _c, r in planned.cards] + [planned.text]
        taken += [b.rect for b in table.visible_buttons()
                  if b.rect.w and planned.rect.colliderect(b.rect)]
        piles = pygame.Rect(planned.piles, assets.font(docking.PILES).size(
            docking.piles_line(table)))
        assert not any(written.colliderect(r) for r in taken + [piles])
        assert all(assets.font(docking.BODY).size(r)[0] <= planned.body.w for r in rows)
        if __import__("os").environ.get("BB11_SHOT"):
            pygame.image.save(app.screen.raw, f"/work/wt/shots/bb11/after_dock_body_{lang}.png")
    finally:
        i18n.set_language("en")
