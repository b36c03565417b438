"""Round 10 of the critic's points at the Sheep-Boom-Bah table: every card's picture fills
its window edge to edge (no faded strip at its sides, the art not off-centre); your panel
says "Passed" while the table passes for you, as the prompt says, not "deciding"; the board's
frame has the panels' 8 px of felt above it (it had 2) and stands centred.
Wild Wool and Your Barn Door's Open say plainly what to do at 14 px."""

from __future__ import annotations

import pygame

from game.rules.boom_bah.cards import CARD_TYPES
from game.tables.boom_bah import draw as paint
from game.tables.boom_bah import faces
from game.view import assets
from tests.tables.boom_bah.test_round8 import asked_with_nothing_to_answer
from tests.tables.test_layout_boom_bah import seated

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
    from game.tables.boom_bah import boards
    # your panel's status, under your name: what the table passes on for you
    assert boards.passed_words(table, table.viewer) in said
    assert boards.passed_words(table, table.viewer) in ("Passed", "Let the card stand",
                                                         "Let the mine go off")
    assert "Your answer" not in said and "Deciding" not in said


def test_the_board_frame_keeps_the_panels_margin(app):
    for players in (2, 3, 4):
        table = seated(app, players)
        layout = table.layout
        frame = paint.board_frame(pygame.Rect(layout["board"].as_tuple()))
        rival = pygame.Rect(layout["panel_1"].as_tuple())  # the left column
        top = min(pygame.Rect(layout[f"panel_{p}"].as_tuple()).y for p in range(players))
        assert frame.y == top == 8, players  # 8 px of felt over the frame, as over the panels
        assert pygame.Rect(layout["hand_panel"].as_tuple()).y - frame.bottom >= 8
        left = rival.right
        right = pygame.Rect(layout["deck_panel"].as_tuple()).x
        assert abs((frame.x - left) - (right - frame.right)) <= 1  # centred between them


def test_wild_wool_and_barn_door_say_plainly_what_to_do(app):
    from game.i18n import set_language
    from game.tables.boom_bah.words import card_gist
    try:
        for lang, wool, door in (("en", "Lay it down:", "Let a sheep out of"),
                                 ("de", "Lege sie aus:", "Lasse ein Schaf")):
            set_language(lang)
            assert card_gist("wild_wool").startswith(wool)  # not the stiff "Laid:"
            assert card_gist("your_barn_doors_open").startswith(door)  # a verb, not a riddle
    finally:
        set_language("en")
