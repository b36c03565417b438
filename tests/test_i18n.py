"""The German catalogue is complete (no empty or fuzzy message), keeps every placeholder,
ships compiled as committed; plurals and the words rules modules mark follow the language.
Its German (and the lessons') passes a grammar check: "du" takes its own verb form, a
counted plural a plural verb (`grammar_problems`, which the screen text test uses too)."""

from __future__ import annotations

import copy
import importlib.util
import json
import pickle
import re
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
    assert i18n._("Settings") == GERMAN["Settings"].forms[0] != "Settings"
    i18n.set_language("en")
    assert i18n._("Settings") == "Settings" and i18n.language() == "en"


def test_plurals_follow_the_number(german):
    one = ngettext("{n} card", "{n} cards", 1).format(n=1)
    many = ngettext("{n} card", "{n} cards", 3).format(n=3)
    assert (one, many) == ("1 Karte", "3 Karten")


def test_marked_words_are_english_until_a_screen_says_them(german):
    horses = N_("horses", context="animals")
    name = N_("Five {animals}", animals=horses)
    assert name == "Five horses"
    assert tr(name) == "Fünf Pferde"
    assert tr(N_("Task: {label} ×{n}", label="Dolly", n=2)).endswith("Dolly ×2")  # plain: kept


def test_marked_words_survive_copies_and_pickles():
    name = N_("Five {animals}", animals=N_("horses", context="animals"))
    for twin in (copy.deepcopy(name), pickle.loads(pickle.dumps(name))):
        assert twin == name and twin.msgid == name.msgid and twin.fields == name.fields


def test_rules_text_is_translated_paragraph_by_paragraph(german):
    source = "# Black Sheep\n\nTwo to four farmhands bid\nfor animal figures."
    assert i18n.reflow(source).splitlines()[2] == "Two to four farmhands bid for animal figures."
    assert i18n.tr_prose(source).splitlines()[0] == "# " + i18n._("Black Sheep")


# -- German grammar: "du" and its verb agree, a plural subject takes a plural verb ----------
NOT_VERBS = {"nicht", "jetzt", "gut", "oft", "seit", "bereit", "mit", "weit", "zuletzt",
             "vielleicht", "recht", "damit", "dort", "nichts", "genau", "mitunter", "bist",
             "erst", "selbst", "sonst", "zuerst", "meist", "fast", "trotzdem"}
"""Words ending in -t that stand next to "du" without being its verb."""
DU_AFTER = re.compile(r"\b[Dd]u\s+([a-zäöüß]+)\b")  # "du ziehst"
DU_BEFORE = re.compile(r"\b([A-Za-zÄÖÜäöüß]+)\s+du\b")  # "ziehst du", "Jetzt du"
BARE = {"kann", "muss", "darf", "will", "soll", "mag", "weiß", "ist", "war", "hat", "wird"}
"""Third-person forms without the -t pattern ("du kann" for "du kannst")."""
SINGULAR = ("würde|ist|hat|wird|kann|muss|darf|war|bleibt|zählt|liegt|steht|kommt|geht|"
            "bringt|gewinnt|fehlt|gehört|endet")
MANY = ("zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf|alle|beide|mehrere|viele|"
        r"[2-9]|\d\d+|\{n\}")
PLURAL_SINGULAR = re.compile(
    rf"\b(?i:{MANY})\s+(?:[a-zäöüß]+e[nrs]?\s+)?[A-ZÄÖÜ][a-zäöüß]*(?:e|en|er|n|s)\s+"
    rf"(?:{SINGULAR})\b")
"""A number above one, perhaps an adjective, a plural-looking noun, then a singular verb."""
KNOWN_BAD = [re.compile(p) for p in (
    r"\b[Dd]u entscheidet\b", r"\b[Dd]rei Schweine würde\b", r"\b[Dd]u hat\b", r"\b[Dd]u ist\b",
    r"\b[Dd]u wird\b", r"\b[Dd]u kann\b", r"\b[Dd]u gewinnt\b", r"\bDu bekommt\b")]


CASUAL = "Klick|Drück|Zieh|Leg|Sag|Stell|Hör|Zeig|Schau|Bring|Mach|Lass|Heb|Bleib|Wähl|Setz|Dreh|Schieb"
CASUAL_IMPERATIVE = re.compile(
    rf"(?:^|(?<=[.:;!?·(] )|(?<=\())(?:{CASUAL}|Spiel(?= \d| eine?\b| zwei\b))(?= )"
    rf"|\b(?:oder|und|dann) (?i:{CASUAL}|spiel)(?= )")
"""A short imperative ("Zieh", "Klick", "oder drück") where the messages say the full form
("Ziehe", "Klicke", "oder drücke"): at a sentence's start, or after "oder", "und", "dann".
("Spiel" only before a number or an article: elsewhere it is the noun, "Spiel beendet".)"""


def second_person_verb(word: str) -> bool:
    """Could `word` stand beside "du" as its verb? "ziehst", "setzt", "heißt" can; a third
    person form ("entscheidet", "zieht") or a bare modal ("kann") cannot."""
    w = word.lower()
    if w in BARE:
        return False
    if not w.endswith("t") or w.endswith("st") or w in NOT_VERBS:
        return True
    if w.endswith(("zt", "ßt", "xt")):  # "du setzt", "du heißt": the s is in the stem
        return True
    return w.startswith("ge") or re.match(r"(auf|aus|ab|an|ein|zu|mit|vor|weg|zurück)ge", w) \
        is not None  # a participle ("hättest du aufgehört")


def grammar_problems(text: str, plural_n: bool = False) -> list[str]:
    """What a German sentence gets wrong that a pattern can see: "du" with a verb that is not
    its own ("Du entscheidet"), a number above one or a plural noun with a singular verb
    ("Drei Schweine würde"). `plural_n`: `{n}` stands for more than one (a plural form)."""
    found = [f"known bad: {p.pattern!r} in {text!r}" for p in KNOWN_BAD if p.search(text)]
    for pattern in (DU_AFTER, DU_BEFORE):
        found += [f"du and {m.group(1)!r} disagree in {text!r}" for m in pattern.finditer(text)
                  if not second_person_verb(m.group(1))]
    checked = text if plural_n else text.replace("{n}", "1")
    found += [f"plural with a singular verb: {m.group(0)!r} in {text!r}"
              for m in PLURAL_SINGULAR.finditer(checked) if subject(checked, m)]
    return found


def subject(text: str, match: re.Match[str]) -> bool:
    """Is the counted noun the verb's subject? Not when the verb ends a clause that began
    before the number ("sobald jede Seite drei Karten hat": the cards are its object)."""
    verb_last = re.match(r"\s*([.,:;!?)]|$)", text[match.end():]) is not None
    starts = re.search(r"(^|[.,:;!?(]\s*)$", text[:match.start()]) is not None
    return starts or not verb_last


def test_the_grammar_check_finds_what_it_looks_for():
    for bad in ("Du entscheidet", "Jetzt entscheidet du über das Schaf", "Du kann nicht ziehen",
                "Drei Schweine würde Feld 2 gewinnen", "2 Karten ist zu wenig",
                "Zwei schwarze Schafe kommt auf den Friedhof", "Alle Felder ist voll",
                "Er zieht. Drei Schweine würde."):
        assert grammar_problems(bad), bad
    for good in ("Du entscheidest", "Setzt du aus, ziehst du nach", "Du setzt ein Schaf",
                 "Drei Schweine würden Feld 2 gewinnen", "Feld 2 ist geschlossen",
                 "als hättest du aufgehört", "Jetzt du", "Ein Schwein ist genug",
                 "sobald jede Seite drei Karten hat.", "bis er wieder acht Karten hat: so"):
        assert grammar_problems(good) == [], good


def test_a_status_under_your_name_reads_on_from_du():
    """A message in the "your status" context stands under your own name ("Du"), so it
    takes the second person: "Du füllst das Raster auf", never "Du füllt ..."."""
    yours = [e.forms[0] for k, e in GERMAN.items() if k.startswith("your status\x04")]
    assert yours, "no status under your name is marked"
    assert [p for form in yours for p in grammar_problems(f"Du {form}")] == []


def lesson_german(node: object) -> list[str]:
    """The German sentences of a lesson script (its "de" texts; they are not in the .po)."""
    if isinstance(node, dict):
        return [t for k, v in node.items() for t in ([v] if k == "de" and isinstance(v, str)
                                                      else lesson_german(v))]
    return [t for v in node for t in lesson_german(v)] if isinstance(node, list) else []


def test_the_casual_imperative_check_finds_the_short_forms():
    for bad in ("Du bist dran: Spiel 1 oder 2 Karten auf ein Feld.", "Klick deine Karten an",
                "(oder drück 1-3)", "Zieh eine Karte und leg sie ab.", "Hör auf."):
        assert CASUAL_IMPERATIVE.search(bad), bad
    for good in ("Spiele 1 oder 2 Karten. Klicke deine Karten an (oder drücke 1-3).",
                 "Ziehe eine Karte und lege sie ab.", "Spiel beendet", "Ein Klick genügt",
                 "Wirf sie ab", "Nimm nichts", "Lies zuerst die Notiz", "Schiebe sie dorthin"):
        assert not CASUAL_IMPERATIVE.search(good), good


def test_german_instructions_use_the_full_imperative():
    """ "Ziehe", "Klicke", "Spiele" throughout the messages, never "Zieh", "Klick", "Spiel"."""
    found = [form for e in GERMAN.values() for form in e.forms if CASUAL_IMPERATIVE.search(form)]
    assert found == []


def test_german_second_person_and_plurals_agree():
    found = [problem for e in GERMAN.values() for i, form in enumerate(e.forms)
             for problem in grammar_problems(form, plural_n=i > 0 or e.plural is None)]
    for script in sorted((ROOT / "levels").glob("*.tutorial.json")):
        found += [problem for text in lesson_german(json.loads(script.read_text("utf-8")))
                  for problem in grammar_problems(text)]
    assert found == []


def test_your_turn_is_one_german_word_at_every_table(german):
    """Critic 24a: the German name rows said "Du bist dran" at two tables and "Dein Zug" at
    Sheep-Boom-Bah. The status beside your name is "Dein Zug" at every table."""
    assert i18n._("Your turn") == i18n.pgettext("player board", "Your turn") == "Dein Zug"
