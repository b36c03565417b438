"""Text from files made safe to print on a terminal.

A record or save may hold anything, and a message that quotes it (a skip note, a refusal)
must not let it drive the terminal: an escape sequence can set the window title, clear the
screen or worse. `safe()` writes every control character (C0, DEL, C1), every invisible
direction or format mark and every lone surrogate as a visible escape such as `\\x1b`, and
cuts the text to a bound.
"""

from __future__ import annotations

import unicodedata

LIMIT = 400  # characters: a note names its file and says why in far fewer


def _escaped(char: str) -> str:
    if unicodedata.category(char) in ("Cc", "Cf", "Cs", "Zl", "Zp"):
        code = ord(char)
        return (f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}" if code < 0x10000
                else f"\\U{code:08x}")
    return char


def safe(value: object, limit: int = LIMIT) -> str:
    """`value` as one printable line: control characters escaped, at most `limit` shown."""
    text = "".join(_escaped(c) for c in str(value))
    return text if len(text) <= limit else text[:limit - 1] + "…"
