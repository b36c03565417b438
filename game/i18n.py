"""All UI text goes through gettext. `_` looks the message up at call time, so switching the
language in the settings changes every screen drawn afterwards; `ngettext` picks the plural
form ("1 action", "2 actions").

Rules modules never translate (they know nothing of the screen). They mark their words with
`N_`, which returns the English text at once but remembers the message and its fields, so the
table can say it in the player's language with `tr` ("Full house: {first} over {second}",
first=horses, second=pigs). The rules text of each game is translated paragraph by paragraph
(`tr_prose`): a heading, a bullet or a paragraph is one message.

Catalogues are `assets/locale/<lang>/LC_MESSAGES/sheepfold.mo`, compiled from the `.po` files
beside them by `assets/make_locale.py`. A catalogue that is missing, too big or damaged
(truncated, say) means English, never a crash.
"""

from __future__ import annotations

import gettext
import io
import logging
import struct

from game.resources import root

DOMAIN = "sheepfold"
_translation: gettext.NullTranslations = gettext.NullTranslations()
_language = "en"


def set_language(lang: str) -> None:
    global _translation, _language
    from game import storage  # storage words its reasons through `_`

    _translation, _language = gettext.NullTranslations(), "en"
    found = gettext.find(DOMAIN, str(root("assets") / "locale"), [lang])
    if found is None:
        return
    try:
        _translation = gettext.GNUTranslations(io.BytesIO(storage.read_bytes(found)))
        _language = lang
    except (storage.FileProblem, OSError, ValueError, LookupError, IndexError,
            struct.error) as err:  # OSError: a bad magic number; struct.error: cut short
        logging.getLogger("sheepfold").warning("the %s catalogue is unusable: %r", lang, err)


def language() -> str:
    """The language the screens speak now ("en" when a catalogue could not be used)."""
    return _language


def _(message: str) -> str:
    return _translation.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form for `n` ("{n} card" / "{n} cards"); format it with n yourself."""
    return _translation.ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """A message whose English is the same as another's but whose translation is not
    ("sheep": one animal, or several)."""
    return _translation.pgettext(context, message)


class Deferred(str):
    """English words a rules module made, which remember their message and fields so that a
    screen can say them in another language (`tr`). Equal to, and used as, the English str."""

    msgid: str
    context: str | None
    fields: dict[str, object]

    def __new__(cls, message: str, /, context: str | None = None,
                **fields: object) -> Deferred:
        self = super().__new__(cls, message.format(**fields) if fields else message)
        self.msgid, self.context, self.fields = message, context, fields
        return self


def N_(message: str, /, context: str | None = None, **fields: object) -> Deferred:
    """Mark words for translation without translating them (rules modules use this);
    `context` tells apart two messages with the same English."""
    return Deferred(message, context, **fields)


def tr(text: str) -> str:
    """`text` in the current language: a `Deferred` with its marked fields said in the
    language too (a player's name in a field stays as it is); a plain str is looked up."""
    if not text:
        return text  # gettext("") is the catalogue's header
    if not isinstance(text, Deferred):
        return _(text)
    said = _(text.msgid) if text.context is None else pgettext(text.context, text.msgid)
    if not text.fields:
        return said
    fields = {k: tr(v) if isinstance(v, Deferred) else v for k, v in text.fields.items()}
    return said.format(**fields)


PROSE_MARKS = ("## ", "# ", "- ")


def reflow(source: str) -> str:
    """Join the hard-wrapped lines of a paragraph or bullet, so the text fills its width and
    each heading, paragraph or bullet is one line (one message to translate)."""
    rows: list[str] = []
    for line in source.splitlines():
        words = line.strip()
        fresh = not words or words.startswith(("#", "- ")) or not rows
        if fresh or not rows[-1] or rows[-1].startswith("#"):
            rows.append(words)
        else:
            rows[-1] += " " + words
    return "\n".join(rows)


def prose_messages(source: str) -> list[str]:
    """The messages of a rules text: each heading, paragraph or bullet without its mark."""
    return [_unmarked(line)[1] for line in reflow(source).splitlines() if line]


def tr_prose(source: str) -> str:
    """A rules text reflowed and said in the current language, paragraph by paragraph."""
    rows = []
    for line in reflow(source).splitlines():
        mark, words = _unmarked(line)
        rows.append(mark + _(words) if words else line)
    return "\n".join(rows)


def _unmarked(line: str) -> tuple[str, str]:
    for mark in PROSE_MARKS:
        if line.startswith(mark):
            return mark, line[len(mark):]
    return "", line
