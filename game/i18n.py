"""All UI text goes through gettext. `_` looks the message up at call time, so switching the
language in the settings changes every screen drawn afterwards.

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


def set_language(lang: str) -> None:
    global _translation
    from game import storage  # storage words its reasons through `_`

    _translation = gettext.NullTranslations()
    found = gettext.find(DOMAIN, str(root("assets") / "locale"), [lang])
    if found is None:
        return
    try:
        _translation = gettext.GNUTranslations(io.BytesIO(storage.read_bytes(found)))
    except (storage.FileProblem, OSError, ValueError, LookupError, IndexError,
            struct.error) as err:  # OSError: a bad magic number; struct.error: cut short
        logging.getLogger("sheepfold").warning("the %s catalogue is unusable: %r", lang, err)


def _(message: str) -> str:
    return _translation.gettext(message)
