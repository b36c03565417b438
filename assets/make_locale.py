"""Extract the UI messages and compile the translations. Run: python assets/make_locale.py

The messages are every `_("...")`, `N_("..."[, context="..."])`, `pgettext("...", "...")` and
`ngettext("...", "...", n)` call in `game/` (rules modules mark their words with `N_`; a
context tells apart two messages with the same English), and for every game that has a table
(`game/tables/<id>/`) its title, blurb, option names and help, and each paragraph of its rules
text (read from the registered specs, so a game's module needs no marks for them).
`assets/locale/<lang>.po` holds the hand-made translations; this script adds any new message
to each `.po` (with an empty translation, shown in English until someone translates it),
drops messages no longer used, keeps `#, fuzzy` marks (a fuzzy translation is not compiled),
and compiles `assets/locale/<lang>/LC_MESSAGES/sheepfold.mo` for gettext. The stdlib has no
msgfmt, so the small writer below follows the GNU .mo layout, plural entries included.
"""

from __future__ import annotations

import ast
import struct
import sys
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
LANGUAGES = ("de",)
PLURAL_FORMS = {"de": "nplurals=2; plural=(n != 1);"}
MARKERS = ("_", "N_")


@dataclass(frozen=True)
class Message:
    """One message: its English text, the English plural (ngettext) or None, its context."""

    msgid: str
    plural: str | None = None
    context: str | None = None

    @property
    def key(self) -> str:
        """How gettext finds it: "context\x04msgid" when it has a context."""
        return self.msgid if self.context is None else f"{self.context}\x04{self.msgid}"


@dataclass
class Entry:
    """One translated message of a .po file."""

    msgid: str
    plural: str | None
    forms: list[str]  # msgstr, or msgstr[0], msgstr[1], ...
    fuzzy: bool = False
    context: str | None = None

    @property
    def key(self) -> str:
        return Message(self.msgid, self.plural, self.context).key

    @property
    def done(self) -> bool:
        return bool(self.forms) and all(f.strip() for f in self.forms) and not self.fuzzy


def _literal(node: ast.AST) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def code_messages() -> set[Message]:
    found: set[Message] = set()
    for path in sorted((ROOT / "game").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)):
                continue
            args = [_literal(a) for a in node.args]
            context = next((_literal(k.value) for k in node.keywords if k.arg == "context"),
                           None)
            if node.func.id in MARKERS and args and args[0] is not None:
                found.add(Message(args[0], context=context))
            elif node.func.id == "pgettext" and len(args) == 2 and None not in args:
                found.add(Message(args[1], context=args[0]))
            elif node.func.id == "ngettext" and len(args) >= 2 and None not in args[:2]:
                found.add(Message(args[0], args[1]))
    return found


def game_words() -> set[Message]:
    """What each game with a table shows from its registration: its title, blurb, option
    names and help, and each paragraph of its rules text."""
    sys.path.insert(0, str(ROOT))
    from game import rules
    from game.i18n import prose_messages

    found: set[Message] = set()
    for spec in rules.GAMES.values():
        if (ROOT / "game" / "tables" / spec.id).is_dir():
            found |= {Message(str(w)) for w in (spec.title, spec.blurb) if w}
            found |= {Message(str(w)) for o in spec.options.values() for w in (o.label, o.help)
                      if w}
            found |= {Message(words) for words in prose_messages(spec.rules_text)}
    return found


def messages() -> list[Message]:
    return sorted(code_messages() | game_words(), key=lambda m: (m.msgid, m.context or ""))


def _quote(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'


def read_po(path: Path) -> dict[str, Entry]:
    """The entries of a .po file by key (`Message.key`; the header under "")."""
    entries: dict[str, Entry] = {}
    if not path.exists():
        return entries
    fields: dict[str, str] = {}
    fuzzy = False
    last = None

    def flush() -> None:
        nonlocal fuzzy
        if "msgid" in fields:
            forms = [fields[k] for k in sorted(k for k in fields if k.startswith("msgstr"))]
            entry = Entry(fields["msgid"], fields.get("msgid_plural"), forms, fuzzy,
                          fields.get("msgctxt"))
            entries[entry.key] = entry
        fields.clear()
        fuzzy = False

    for line in path.read_text(encoding="utf-8").splitlines() + [""]:
        line = line.strip()
        if not line:
            flush()
        elif line.startswith("#,"):
            fuzzy = fuzzy or "fuzzy" in line
        elif line.startswith("#"):
            continue
        elif line.startswith('"') and last is not None:
            fields[last] += ast.literal_eval(line)
        else:
            key, _, value = line.partition(" ")
            if key in ("msgid", "msgctxt") and "msgid" in fields:
                flush()
            last = key
            fields[key] = ast.literal_eval(value)
    return entries


def header(lang: str) -> str:
    return ("Content-Type: text/plain; charset=UTF-8\n"
            f"Plural-Forms: {PLURAL_FORMS[lang]}\n")


def write_po(path: Path, lang: str, entries: list[Entry]) -> None:
    lines = [f"# Sheepfold UI messages: {lang}. Edit the msgstr lines; run make_locale.py.",
             'msgid ""', f"msgstr {_quote(header(lang))}", ""]
    for entry in entries:
        if entry.fuzzy:
            lines.append("#, fuzzy")
        if entry.context is not None:
            lines.append(f"msgctxt {_quote(entry.context)}")
        lines.append(f"msgid {_quote(entry.msgid)}")
        if entry.plural is None:
            lines.append(f"msgstr {_quote(entry.forms[0] if entry.forms else '')}")
        else:
            lines.append(f"msgid_plural {_quote(entry.plural)}")
            lines += [f"msgstr[{i}] {_quote(form)}" for i, form in enumerate(entry.forms)]
        lines.append("")
    path.write_text("\n".join(lines), encoding="utf-8")


def compiled(lang: str, entries: list[Entry]) -> list[tuple[str, str]]:
    """What goes into the .mo: the header, then every finished translation (plural entries
    as "singular\\0plural" -> "form0\\0form1")."""
    table = [("", header(lang))]
    for e in entries:
        if e.done:
            key = e.key if e.plural is None else f"{e.key}\0{e.plural}"
            table.append((key, "\0".join(e.forms)))
    return sorted(table)


def write_mo(path: Path, table: list[tuple[str, str]]) -> None:
    """GNU .mo: a header, two tables of (length, offset), then the NUL-ended strings."""
    ids = [k.encode() for k, _ in table]
    strs = [v.encode() for _, v in table]
    n = len(table)
    pos = 7 * 4 + 16 * n  # the strings start after the header and both tables
    id_table, str_table, data = b"", b"", b""
    for blob in ids:
        id_table += struct.pack("<2I", len(blob), pos + len(data))
        data += blob + b"\0"
    for blob in strs:
        str_table += struct.pack("<2I", len(blob), pos + len(data))
        data += blob + b"\0"
    header_bytes = struct.pack("<7I", 0x950412DE, 0, n, 7 * 4, 7 * 4 + 8 * n, 0, 0)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(header_bytes + id_table + str_table + data)


def updated(old: dict[str, Entry], wanted: list[Message], lang: str) -> list[Entry]:
    """One entry per wanted message, keeping what was translated (and its fuzzy mark)."""
    forms = int(PLURAL_FORMS[lang].split("nplurals=")[1].split(";")[0])
    out = []
    for m in wanted:
        before = old.get(m.key)
        if m.plural is None:
            kept = before.forms[:1] if before and before.plural is None else [""]
        else:
            kept = before.forms if before and before.plural is not None else []
            kept = (kept + [""] * forms)[:forms]
        out.append(Entry(m.msgid, m.plural, kept or [""], bool(before and before.fuzzy),
                         m.context))
    return out


def main() -> None:
    wanted = messages()
    for lang in LANGUAGES:
        po = HERE / "locale" / f"{lang}.po"
        entries = updated(read_po(po), wanted, lang)
        write_po(po, lang, entries)
        write_mo(HERE / "locale" / lang / "LC_MESSAGES" / "sheepfold.mo", compiled(lang, entries))
        done = sum(1 for e in entries if e.done)
        print(f"{lang}: {done}/{len(entries)} messages translated")


if __name__ == "__main__":
    main()
