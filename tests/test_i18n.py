"""The German catalogue is complete (no empty or fuzzy message), keeps every placeholder,
ships compiled as committed; plurals and the words rules modules mark follow the language."""

from __future__ import annotations

import copy
import importlib.util
import pickle
import string
import sys
from pathlib import Path
from types import ModuleType

import pytest

from game import i18n
from game.i18n import N_, ngettext, tr

ROOT = Path(__file__).resolve().parents[1]
PO = ROOT / "assets" / "locale" / "de.po"
MO = ROOT / "assets" / "locale" / "de" / "LC_MESSAGES" / "sheepfold.mo"


def _load_make_locale() -> ModuleType:
    """assets/ is not a package, so load the script by its path."""
    spec = importlib.util.spec_from_file_location("make_locale", ROOT / "assets" / "make_locale.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules["make_locale"] = module  # its dataclasses look their module up
    spec.loader.exec_module(module)
    return module


make_locale = _load_make_locale()
GERMAN = {k: e for k, e in make_locale.read_po(PO).items() if k}
MESSAGES = make_locale.messages()


@pytest.fixture
def german():
    i18n.set_language("de")
    yield
    i18n.set_language("en")


def placeholders(message: str) -> set[str]:
    """The `{name}` fields a message formats (str.format syntax)."""
    return {field for _, field, _, _ in string.Formatter().parse(message) if field is not None}


def test_every_message_in_the_code_has_a_german_translation():
    missing = [m.key for m in MESSAGES if m.key not in GERMAN or not GERMAN[m.key].done]
    assert missing == []


def test_no_translation_is_fuzzy_or_left_over():
    assert [k for k, e in GERMAN.items() if e.fuzzy] == []
    assert sorted(GERMAN) == sorted(m.key for m in MESSAGES)  # run make_locale.py


def test_plural_entries_have_both_german_forms():
    plurals = {m.key: m.plural for m in MESSAGES if m.plural}
    assert plurals, "ngettext messages are extracted"
    for msgid, plural in plurals.items():
        assert GERMAN[msgid].plural == plural
        assert len(GERMAN[msgid].forms) == 2


@pytest.mark.parametrize("key", sorted(GERMAN))
def test_placeholders_match(key):
    entry = GERMAN[key]
    english = placeholders(entry.msgid) | placeholders(entry.plural or "")
    for form in entry.forms:
        assert placeholders(form) <= english
        assert placeholders(entry.msgid) <= placeholders(form) | {"n"}


def test_committed_mo_is_the_compiled_po(tmp_path):
    fresh = tmp_path / "sheepfold.mo"
    make_locale.write_mo(fresh, make_locale.compiled("de", list(GERMAN.values())))
    assert fresh.read_bytes() == MO.read_bytes()


def test_set_language_switches_the_words(german):
    assert i18n.language() == "de"
    assert i18n._("Undo") == GERMAN["Undo"].forms[0] != "Undo"
    i18n.set_language("en")
    assert i18n._("Undo") == "Undo" and i18n.language() == "en"


def test_plurals_follow_the_number(german):
    one = ngettext("{n} card", "{n} cards", 1).format(n=1)
    many = ngettext("{n} card", "{n} cards", 3).format(n=3)
    assert (one, many) == ("1 Karte", "3 Karten")


def test_marked_words_are_english_until_a_screen_says_them(german):
    horses = N_("horses", context="animals")
    name = N_("Five {animals}", animals=horses)
    assert name == "Five horses"
    assert tr(name) == "Fünf Pferde"
    assert tr(N_("Task: {label} x{n}", label="Dolly", n=2)).endswith("Dolly ×2")  # plain: kept


def test_marked_words_survive_copies_and_pickles():
    name = N_("Five {animals}", animals=N_("horses", context="animals"))
    for twin in (copy.deepcopy(name), pickle.loads(pickle.dumps(name))):
        assert twin == name and twin.msgid == name.msgid and twin.fields == name.fields


def test_rules_text_is_translated_paragraph_by_paragraph(german):
    source = "# Black Sheep\n\nTwo to four farmhands bid\nfor animal figures."
    assert i18n.reflow(source).splitlines()[2] == "Two to four farmhands bid for animal figures."
    assert i18n.tr_prose(source).splitlines()[0] == "# " + i18n._("Black Sheep")
