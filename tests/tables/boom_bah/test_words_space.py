"""Critic 15: "cell" reads as programmer's jargon. Every English word of Sheep-Boom-Bah a
player reads (status bar, pop-ups, log, hints, rules, card texts) says "space"."""

from __future__ import annotations

import ast
import re
from pathlib import Path

from game.rules.boom_bah.text import RULES_TEXT

ROOT = Path(__file__).resolve().parents[3]
JARGON = re.compile(r"(?<!{)\bcells?\b(?!})", re.IGNORECASE)  # not a {cell} slot
MARKERS = {"_", "N_", "ngettext", "pgettext"}


def player_words() -> list[str]:
    """Every string literal handed to a translation marker in the game's table and rules."""
    said = []
    for folder in ("game/tables/boom_bah", "game/rules/boom_bah"):
        for path in sorted((ROOT / folder).glob("*.py")):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                        and node.func.id in MARKERS):
                    said += [arg.value for arg in node.args
                             if isinstance(arg, ast.Constant) and isinstance(arg.value, str)]
    return said


def test_no_player_facing_english_says_cell():
    words = player_words()
    assert len(words) > 100
    assert [w for w in words if JARGON.search(w)] == []
    assert not JARGON.search(RULES_TEXT)


def test_the_german_turn_line_has_no_stray_comma_and_ends_in_a_full_stop():
    from game import i18n
    i18n.set_language("de")
    try:
        line = i18n.ngettext("Your turn, {n} action: click a sheep then a space, or a card",
                             "Your turn, {n} actions: click a sheep then a space, or a card",
                             2)
    finally:
        i18n.set_language("en")
    assert line == ("Du bist dran, {n} Aktionen: Klicke auf ein Schaf und dann auf ein Feld oder "
                    "eine Karte.")  # "klicke auf", critic 18
