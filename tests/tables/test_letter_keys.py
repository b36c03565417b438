"""The letter keys speak the player's language (`game.tables.keys.LETTERS`): a German button
reads "Zug beenden (B)" and B ends the turn; no two keys of one table share a letter in any
language; and every letter a text names is the letter that does it."""

from __future__ import annotations

import re

import pygame
import pytest

from game import i18n
from game.tables.keys import letter, pressed
from game.view.widgets import Button
from tests.tables.test_keys import GAMES, press, rivals, seated, until_mine

LANGUAGES = ("en", "de")
SHARED_LETTERS = ("hint", "undo", "pause")  # every table's (the base table's)


@pytest.fixture(params=LANGUAGES)
def language(request):
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


def code(action: str) -> int:
    return ord(letter(action).lower())


@pytest.mark.parametrize("game", GAMES)
def test_no_two_keys_of_a_table_share_a_letter(app, game, language):
    table = seated(app, game, rivals(game, 2), seed=3, hinter=None)
    actions = [*SHARED_LETTERS, *table.letter_keys()]
    said = [letter(a) for a in actions]
    assert len(set(said)) == len(said), dict(zip(actions, said, strict=True))
    assert all(len(s) == 1 and s.isalpha() and s.isupper() for s in said)


def test_german_letters_come_from_german_words():
    i18n.set_language("de")
    try:
        assert {a: letter(a) for a in ("end", "hint", "undo", "discard", "keep", "flip")} == {
            "end": "B", "hint": "T", "undo": "R", "discard": "A", "keep": "H", "flip": "U"}
    finally:
        i18n.set_language("en")
    assert letter("end") == "E" and letter("hint") == "H"


@pytest.mark.parametrize("game", GAMES)
def test_every_key_a_button_names_does_what_the_button_does(app, game, language):
    """Each shown button that names a letter ("Zug beenden (B)") names the letter of the key
    that does the same; the English letters of another language are not keys at all."""
    table = seated(app, game, rivals(game, 2), seed=5, hinter=None)
    assert until_mine(app, table)
    named = 0
    for button in table.shown_buttons():
        mark = re.search(r"\(([A-Z])\)$", button.label)
        if not mark:
            continue
        named += 1
        keys = [*SHARED_LETTERS, *table.letter_keys()]
        assert mark.group(1) in [letter(a) for a in keys], (
            f"{button.label!r} names a key that does nothing at this table")
    assert named, "a decision with no button that names its key"


@pytest.mark.parametrize("game", GAMES)
def test_the_hint_key_is_the_language_s_letter(app, game, language):
    table = seated(app, game, rivals(game, 2), seed=7)
    assert until_mine(app, table)
    if language == "de":
        press(app, pygame.K_h)  # the English letter: nothing
        assert not asked(table)
    press(app, code("hint"))
    assert asked(table)


def asked(table) -> bool:
    """A hint is on its way or on show."""
    hints = table.hints
    return bool(table.match.hinting or hints.coming or hints.action)


def test_german_b_ends_a_sheep_sheep_turn_and_e_does_not(app):
    i18n.set_language("de")
    try:
        table = seated(app, "sheep_sheep", rivals("sheep_sheep", 2), seed=2, hinter=None)
        assert until_mine(app, table)
        assert "(B)" in table.buttons["end"].label
        steps = len(table.match.steps)
        press(app, pygame.K_e)
        assert len(table.match.steps) == steps
        press(app, pygame.K_b)
        assert len(table.match.steps) > steps
    finally:
        i18n.set_language("en")


def test_pressed_follows_the_language():
    assert pressed(pygame.K_e, "end") and not pressed(pygame.K_b, "end")
    i18n.set_language("de")
    try:
        assert pressed(pygame.K_b, "end") and not pressed(pygame.K_e, "end")
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("game", GAMES)
def test_undo_and_menu_name_their_keys_at_every_table(app, game, language):
    """Critic 22: Undo and Menu were the only buttons at the foot that named no key. Undo
    names the language's undo letter, Menu names Esc (which opens it once nothing is left to
    step back from: test_keys)."""
    table = seated(app, game, rivals(game, 2), seed=5, hinter=None)
    assert until_mine(app, table)
    keys = [b.words_and_key[1] for b in table.shown_buttons() if isinstance(b, Button)]
    assert letter("undo") in keys and "Esc" in keys
