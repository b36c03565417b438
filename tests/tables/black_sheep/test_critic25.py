"""Round 21 (critic 25): the cards a discard means are lit, a can't-win row looks unlike a
faded (not available) card, the results' end said in plain sentences."""

from __future__ import annotations

import math

import pygame
import pytest

from game import i18n
from game.rules.black_sheep import BlackSheepState, Discard
from game.tables.black_sheep import draw, faces, sides
from game.tables.black_sheep.board import GUTTER
from game.view import canvas
from tests.tables.black_sheep.test_at_a_glance import seated
from tests.tables.black_sheep.test_critic23 import _panel

FIELD = [{"figures": ["horse", "rooster"], "sides": [["sheep"], [], []]}, {}, {}]


def discarding(app):
    """Your turn after you played one card: two cards left, one may be discarded."""
    table = seated(app, BlackSheepState.from_position(
        3, hands=[["cow", "pig"], ["pig"] * 3, ["sheep"] * 3], fields=FIELD, phase="discard"))
    table.update(1 / 60)
    return table


def goldish(colour) -> bool:
    r, g, b = colour[:3]
    return r > 170 and g > 120 and r > b + 60


def glow_pixel(table, screen, i: int):
    """A pixel on the glow round hand card `i` (left of its rect, half way down)."""
    rect = draw.card_rect(table, i)
    return screen.get_at((rect.x - 3, rect.centery))


def drawn(table) -> canvas.Canvas:
    screen = canvas.Canvas(pygame.Surface((1280, 720)), 1)
    table.clock = math.pi / 12  # the pulse at its brightest
    table.draw(screen)
    return screen


def test_after_one_card_played_the_cards_you_may_discard_glow(app):
    """Critic 25 (major): "pick a card to discard (D) or keep your hand (K)" and no hand
    card lit. Each card you may discard glows as a playable field does."""
    table = discarding(app)
    assert table.my_turn and table.shown["phase"] == "discard"
    assert draw.discardable(table) == {0, 1}
    screen = drawn(table)
    assert goldish(glow_pixel(table, screen, 0)) and goldish(glow_pixel(table, screen, 1))


def test_the_cursor_waits_on_the_first_card_you_may_discard(app):
    table = discarding(app)
    assert table.cursor.key == ("card", 0) and table.cursor.shown
    table.cursor.key = ("button", "keep")  # moved away: not put back while it stays
    table.update(1 / 60)
    assert table.cursor.key == ("button", "keep")


def test_in_play_no_hand_card_glows_as_discardable(app):
    table = seated(app, BlackSheepState.from_position(
        3, hands=[["cow", "pig", "sheep"], ["pig"] * 3, ["sheep"] * 3], fields=FIELD))
    table.update(1 / 60)
    assert draw.discardable(table) == set()
    screen = drawn(table)
    assert not goldish(glow_pixel(table, screen, 0))


def test_a_click_picks_the_card_and_discard_throws_it_away(app):
    """As before: a click picks the card (only it stays lit, raised), D discards it."""
    table = discarding(app)
    rect = draw.card_rect(table, 1)
    table.handle_table(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1))
    assert table.selected == [1] and draw.discardable(table) == set()
    assert Discard("pig") in table.match.legal_actions()
    table.discard()
    assert table.match.steps[-1].action == Discard("pig")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_prompt_names_the_cards_to_pick(app, lang):
    i18n.set_language(lang)
    try:
        table = discarding(app)
        said = draw.prompt(table)
    finally:
        i18n.set_language("en")
    assert {"en": "pick a card to discard (D)",
            "de": "Wähle eine Karte zum Abwerfen (A)"}[lang] in said


def test_a_row_that_can_no_longer_win_keeps_its_cards_in_colour_on_a_dark_band(app):
    """Critic 25: a can't-win row and a faded (not counting) card looked alike. The row's
    band is darkened, its cards keep their colours, its tag stays."""
    table = seated(app, BlackSheepState.from_position(
        3, hands=[["pig"] * 3] * 3,
        fields=[{"figures": ["horse", "horse"], "sides": [["horse"], ["rooster", "cow", "pig"],
                                                          []], "completed": [1]}, {}, {}]))
    assert table.dims == {(0, 1): 1.0}
    screen = drawn(table)
    beaten, live = (pygame.Rect(table.board.side(0, seat).as_tuple()) for seat in (1, 2))
    spot = (GUTTER // 2, -4)  # the gutter's foot, under the seat's mark

    def light(row):
        return sum(screen.get_at((row.x + spot[0], row.bottom + spot[1]))[:3])

    assert light(beaten) < light(live) - 40

    x, y, w, h = table.board.side_card(0, 1, 1)
    face = faces.card("cow", w, h)
    at = face.get_rect(center=(round(x + w / 2), round(y + h / 2)))
    centre = (at.w // 2, at.h // 2)
    assert all(abs(a - b) <= 4 for a, b in zip(
        screen.get_at((at.x + centre[0], at.y + centre[1]))[:3], face.get_at(centre)[:3],
        strict=True))
    chip = sides._chip_says(table, 1, table.shown["fields"][0],
                            sides.glance.standing(table.shown["fields"][0]), None, None)
    assert chip is not None and chip.style == "beaten"


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_results_say_how_the_game_ended_in_plain_sentences(lang):
    """Critic 25: "The game ended: a field could not be refilled, its two cards named
    animals with no figures left. Won by nobody, left in stock: …" read awkwardly."""
    i18n.set_language(lang)
    try:
        lines = _panel([["horse"] * 6, ["cow"] * 6, ["sheep"] * 6, ["rooster"] * 5]).end_lines()
    finally:
        i18n.set_language("en")
    first, second = lines
    assert {"en": "The game ended because a field could not be refilled",
            "de": "Das Spiel ist zu Ende, weil ein Feld"}[lang] in first
    assert "named animals" not in first
    assert {"en": "Nobody won the figures still in stock: ",
            "de": "Niemand hat die Figuren gewonnen, die noch im Vorrat sind: "}[lang] in second
    assert "Won by nobody" not in second and "Von niemandem" not in second
