"""User settings, kept as JSON in the Sheepfold home folder.

A settings file that cannot be used is kept aside and the defaults apply, with a sentence
(never Python's error text) for the title screen. A save that fails keeps the settings for
this run and says why.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from pathlib import Path

from game import storage
from game.i18n import _

SPEEDS = ("1x", "2x", "4x", "instant")
LANGUAGES = ("en", "de")


@dataclass
class Settings:
    fullscreen: bool = False
    animation_speed: str = "1x"
    effects_volume: float = 0.7
    music_volume: float = 0.3
    music_on: bool = True
    colourblind_marks: bool = True  # each seat's shape beside its colour, from the start (critics 16-17)
    language: str = "en"
    hints: bool = True  # the Hint button and the H key at the tables

    @property
    def speed_factor(self) -> float:
        """Timeline speed; instant is handled by skipping."""
        return {"1x": 1.0, "2x": 2.0, "4x": 4.0}.get(self.animation_speed, 1.0)

    def save(self) -> str | None:
        """Write the settings; None, or why they could not be written."""
        file = path()
        try:
            storage.remove_leftovers(file)  # a kill mid-write left one behind
            storage.write_json_atomic(file, asdict(self))
        except OSError as err:
            return _("The settings could not be saved ({reason}); they apply until you "
                     "quit.").format(reason=storage.reason(err))
        return None


def path() -> Path:
    return storage.home() / "settings.json"


def load() -> tuple[Settings, str | None]:
    """The saved settings (defaults for anything missing or wrong) and a problem, if any."""
    file = path()
    try:
        data = storage.read_json(file)
        if not isinstance(data, dict):
            raise storage.FileProblem(_("it holds no settings"))
    except storage.FileMissing:
        return Settings(), None
    except storage.FileProblem as err:
        try:
            aside = storage.set_aside(file)
        except OSError:
            return Settings(), _("The settings file could not be read ({reason}); the "
                                 "defaults apply.").format(reason=err)
        return Settings(), _("The settings file could not be read ({reason}); it was kept as "
                             "{name} and the defaults apply.").format(reason=err, name=aside.name)
    settings = Settings()
    for f in fields(Settings):
        value = data.get(f.name)
        default = getattr(settings, f.name)
        if isinstance(default, bool):
            ok = isinstance(value, bool)
        elif isinstance(default, float):
            ok = isinstance(value, int | float) and not isinstance(value, bool) and 0 <= value <= 1
        else:
            ok = value in (SPEEDS if f.name == "animation_speed" else LANGUAGES)
        if ok:
            setattr(settings, f.name, value)
    return settings, None
