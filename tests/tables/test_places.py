"""A table never covers itself: the instruction line sits in the viewer's hand panel, off
the board and the fields; an open question docks beside the board and lights its cells; every
button is as wide as its label, in English and German, at 2 players and at the most."""

from __future__ import annotations

import pygame
import pytest

from game import i18n, rules
from game.match import Match
from game.saves import Seat
from game.scenes.tables import table_for
from game.tables.boom_bah import draw as boom_bah_draw


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


def seat(app, game, players, **options):
    seats = [Seat("Anna")] + [Seat(f"AI {i}", "ai", "easy") for i in range(1, players)]
    table = table_for(app, Match.new(game, seats, seed=2, options=options))
    app.stack.push(table)
    app.stack.apply_pending()
    return table


def rect(zone) -> pygame.Rect:
    return pygame.Rect(zone.as_tuple())


def counts(game):
    spec = rules.GAMES[game]
    return sorted({spec.min_players, spec.max_players})


@pytest.mark.parametrize("players", counts("black_sheep"))
def test_black_sheep_says_what_to_do_in_the_hand_panel_off_the_fields(app, players):
    table = seat(app, "black_sheep", players)
    line = pygame.Rect(table.board.instruction())
    assert rect(table.layout["panel_0"]).contains(line)
    for f in range(3):
        assert not line.colliderect(rect(table.layout[f"field_{f}"]))
    for button in table.buttons.values():
        assert not line.colliderect(button.rect)
    for i in range(3):
        assert not line.colliderect(pygame.Rect(table.board.hand_card(i, 3)))


@pytest.mark.parametrize("players", counts("boom_bah"))
def test_boom_bah_speaks_under_the_board_and_docks_its_questions_beside_it(app, players,
                                                                          monkeypatch):
    table = seat(app, "boom_bah", players, quick_setup="on")
    board = rect(table.layout["board"])
    drawn: list[pygame.Rect] = []
    real = boom_bah_draw.draw_instruction

    def spy(surface, box, *args, **kwargs):
        drawn.append(box)
        real(surface, box, *args, **kwargs)

    monkeypatch.setattr(boom_bah_draw, "draw_instruction", spy)
    sheep = next(c for c, s in enumerate(table.shown["sheep"]) if s is not None)
    table.shown["pending"] = [{"kind": "mine", "seat": 1, "cell": sheep, "asked": 0}]
    table.draw(app.screen)
    assert drawn and not drawn[0].colliderect(board)
    assert drawn[0].bottom <= table.layout["hand_0"].y
    assert boom_bah_draw.question_cells(table) == [sheep]
    log = rect(table.layout["log"])
    assert table.dock.rect.y == table.layout["deck_panel"].y  # in the piles' place
    assert table.log.rect.y > table.dock.rect.bottom and table.log.rect.bottom == log.bottom
    assert not table.log.rect.colliderect(board)


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("game", ["black_sheep", "boom_bah"])
def test_every_button_is_as_wide_as_its_label(app, game, lang):
    i18n.set_language(lang)
    for players in counts(game):
        table = seat(app, game, players)
        if game == "boom_bah":
            table.picker.pick_card(table.shown["hand"][0], 0)
            buttons = table.visible_buttons()
        else:
            buttons = list(table.buttons.values())
        assert buttons
        for button in buttons:
            assert button.needed_width <= button.rect.w, button.label
