"""The German catalogue is complete, keeps every placeholder, and ships compiled as committed."""

from __future__ import annotations

import importlib.util
import string
from pathlib import Path
from types import ModuleType

import pytest

from game import i18n

ROOT = Path(__file__).resolve().parents[1]
PO = ROOT / "assets" / "locale" / "de.po"
MO = ROOT / "assets" / "locale" / "de" / "LC_MESSAGES" / "sheepfold.mo"


def _load_make_locale() -> ModuleType:
    """assets/ is not a package, so load the script by its path."""
    spec = importlib.util.spec_from_file_location("make_locale", ROOT / "assets" / "make_locale.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


make_locale = _load_make_locale()
GERMAN = make_locale.read_po(PO)
MESSAGES = make_locale.messages()


def placeholders(message: str) -> set[str]:
    """The `{name}` fields a message formats (str.format syntax)."""
    return {field for _, field, _, _ in string.Formatter().parse(message) if field is not None}


def test_every_message_in_the_code_has_a_german_translation():
    missing = [m for m in MESSAGES if not GERMAN.get(m, "").strip()]
    assert missing == []


@pytest.mark.parametrize("msgid", sorted(k for k in GERMAN if k))
def test_placeholders_match(msgid):
    assert placeholders(GERMAN[msgid]) == placeholders(msgid)


def test_committed_mo_is_the_compiled_po(tmp_path):
    fresh = tmp_path / "sheepfold.mo"
    make_locale.write_mo(fresh, {k: v for k, v in GERMAN.items() if k})
    assert fresh.read_bytes() == MO.read_bytes()


def test_set_language_switches_the_words():
    try:
        i18n.set_language("de")
        assert i18n._("Undo") == GERMAN["Undo"] != "Undo"
    finally:
        i18n.set_language("en")
    assert i18n._("Undo") == "Undo"
