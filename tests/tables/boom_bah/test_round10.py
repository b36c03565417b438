"""Round 10 of the critic's points at the Sheep-Boom-Bah table: every card's picture fills
its window edge to edge (no faded strip at its sides, the art not off-centre); your panel
says "passing" while the table passes for you, as the prompt says, not "deciding"."""

from __future__ import annotations

from game.rules.boom_bah.cards import CARD_TYPES
from game.tables.boom_bah import faces
from game.view import assets
from tests.tables.boom_bah.test_round8 import asked_with_nothing_to_answer

WIDTHS = (140, 176, 250, 330)  # the hand card, the dock at 1.25x, the zoom's sizes


def _raw(image):
    return getattr(image, "raw", image)


def test_every_card_s_picture_fills_its_window(app):
    for width in WIDTHS:
        window = faces._box(faces.WINDOW, width)
        for i, kind in enumerate(CARD_TYPES):
            image, at, area = faces.window_art(kind.id, window)
            image = _raw(image)
            assert image.get_width() == window.w, (kind.id, width)
            assert tuple(at) == window.topleft
            assert area.size == window.size and image.get_rect().contains(area), (kind.id, width)
            face = _raw(faces.card(f"{kind.id}:{i % 4}", width))
            # the window's outermost columns are the picture's own, not a veil over a backdrop
            for column, x in ((area.x, window.x), (area.right - 1, window.right - 1)):
                for y in range(window.h // 3, window.h):  # below the colour's badge
                    shown = face.get_at((x, window.y + y))
                    drawn = image.get_at((column, area.y + y))
                    if drawn.a == 255:
                        assert shown[:3] == drawn[:3], (kind.id, width, x, y)


def test_your_panel_agrees_when_the_table_passes_for_you(app):
    table = asked_with_nothing_to_answer(app)
    with assets.recording() as written:
        table.draw(app.screen)
    said = [w.message for w in written.values()]
    assert "passing" in said  # your panel's status, under your name
    assert "deciding" not in said
