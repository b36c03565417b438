"""Extract the UI messages and compile the translations. Run: python assets/make_locale.py

Every `_("...")` call in `game/` is a message. `assets/locale/<lang>.po` holds the hand-made
translations; this script adds any new message to each `.po` (with an empty translation,
shown in English until someone translates it), drops messages no longer used, and compiles
`assets/locale/<lang>/LC_MESSAGES/sheepfold.mo` for gettext. The stdlib has no msgfmt, so the
small writer below follows the GNU .mo layout.
"""

from __future__ import annotations

import ast
import struct
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
LANGUAGES = ("de",)


def messages() -> list[str]:
    found: set[str] = set()
    for path in sorted((ROOT / "game").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                    and node.func.id == "_" and node.args
                    and isinstance(node.args[0], ast.Constant)
                    and isinstance(node.args[0].value, str)):
                found.add(node.args[0].value)
    return sorted(found)


def _quote(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'


def _unquote(text: str) -> str:
    return ast.literal_eval(text)


def read_po(path: Path) -> dict[str, str]:
    table: dict[str, str] = {}
    if not path.exists():
        return table
    msgid = None
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("msgid "):
            msgid = _unquote(line[6:])
        elif line.startswith("msgstr ") and msgid is not None:
            table[msgid] = _unquote(line[7:])
            msgid = None
    return table


def write_po(path: Path, lang: str, table: dict[str, str]) -> None:
    lines = [f"# Sheepfold UI messages: {lang}. Edit the msgstr lines; run make_locale.py.",
             'msgid ""', 'msgstr "Content-Type: text/plain; charset=UTF-8\\n"', ""]
    for msgid, msgstr in table.items():
        lines += [f"msgid {_quote(msgid)}", f"msgstr {_quote(msgstr)}", ""]
    path.write_text("\n".join(lines), encoding="utf-8")


def write_mo(path: Path, table: dict[str, str]) -> None:
    """GNU .mo: a header, two tables of (length, offset), then the NUL-ended strings."""
    entries = sorted((k, v) for k, v in table.items() if v)
    entries.insert(0, ("", "Content-Type: text/plain; charset=UTF-8\n"))
    ids = [k.encode() for k, _ in entries]
    strs = [v.encode() for _, v in entries]
    n = len(entries)
    pos = 7 * 4 + 16 * n  # the strings start after the header and both tables
    id_table, str_table, data = b"", b"", b""
    for blob in ids:
        id_table += struct.pack("<2I", len(blob), pos + len(data))
        data += blob + b"\0"
    for blob in strs:
        str_table += struct.pack("<2I", len(blob), pos + len(data))
        data += blob + b"\0"
    header = struct.pack("<7I", 0x950412DE, 0, n, 7 * 4, 7 * 4 + 8 * n, 0, 0)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(header + id_table + str_table + data)


def main() -> None:
    wanted = messages()
    for lang in LANGUAGES:
        po = HERE / "locale" / f"{lang}.po"
        old = read_po(po)
        table = {m: old.get(m, "") for m in wanted}
        write_po(po, lang, table)
        write_mo(HERE / "locale" / lang / "LC_MESSAGES" / "sheepfold.mo", table)
        done = sum(1 for v in table.values() if v)
        print(f"{lang}: {done}/{len(table)} messages translated")


if __name__ == "__main__":
    main()
