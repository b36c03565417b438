"""All UI text goes through gettext. `_` looks the message up at call time, so switching the
language in the settings changes every screen drawn afterwards.

Catalogues are `assets/locale/<lang>/LC_MESSAGES/sheepfold.mo`, compiled from the `.po` files
beside them by `assets/make_locale.py`.
"""

from __future__ import annotations

import gettext

from game.resources import root

DOMAIN = "sheepfold"
_translation: gettext.NullTranslations = gettext.NullTranslations()


def set_language(lang: str) -> None:
    global _translation
    try:
        _translation = gettext.translation(DOMAIN, localedir=str(root("assets") / "locale"),
                                           languages=[lang], fallback=True)
    except OSError:
        _translation = gettext.NullTranslations()


def _(message: str) -> str:
    return _translation.gettext(message)
