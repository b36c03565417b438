"""Round 13 of the critic's points at the Sheep-Boom-Bah table."""

from __future__ import annotations

import pytest

from game import i18n


def test_a_turned_tile_keeps_a_pale_frame_round_a_sheep(app):
    """Critic 13: a sheep on a turned (safe) tile looked like one on a face-down tile, and
    one on a crater looked lost in it. Every turned tile a sheep may stand on has a pale
    frame inside its edge, which a sheep in the middle leaves showing; a face-down tile has
    none."""
    import pygame

    from game.tables.boom_bah import faces

    def frame_luma(state: str) -> float:
        app.screen.fill((0, 0, 0))
        spot = faces.draw_tile_state(app.screen, state, pygame.Rect(0, 0, 80, 80))
        inset, line = max(2, spot.w // 16), max(2, spot.w // 28)
        x = spot.x + inset + line // 2
        raw = app.screen.raw
        k = raw.get_width() / app.screen.get_width()
        r, g, b, *_ = raw.get_at((round(x * k), round(spot.centery * k)))
        return 0.3 * r + 0.59 * g + 0.11 * b

    down = frame_luma("down")
    for state in ("safe", "cross", "cone"):
        assert frame_luma(state) > 200 > down + 40, state


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_reference_shows_each_card_at_32_px_and_fits(app, lang):
    """Critic 13: the card pictures of the "?" pop-up were ~20 px and unreadable. Each card
    has its picture at 32 px or more, and everything still fits the panel at 14 px or
    more."""
    from game.rules.boom_bah.cards import CARD_TYPES
    from game.tables.boom_bah import legend
    from game.view import reference

    class Seated:
        you = 0

    i18n.set_language(lang)
    try:
        sections = legend.card_rows()  # the reference's second page (critic 16)
        assert legend.reference(Seated())  # and its first
        cards = [row for section in legend.card_rows() for row in section.rows]
        assert len(cards) == len(CARD_TYPES)
        assert all(min(row.picture_size) >= 32 for row in cards)
        laid = reference.layout("Sheep-Boom-Bah", sections)
        assert reference.AREA.contains(laid.panel)
        assert sum(1 for _p, at in laid.pictures if min(at.size) >= 32) >= len(CARD_TYPES)
        assert all(laid.panel.contains(at) for _p, at in laid.pictures)
        assert min(t.size for t in laid.texts[1:-1]) >= 14
    finally:
        i18n.set_language("en")
