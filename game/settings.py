"""User settings, kept as JSON in the Sheepfold home folder."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, fields

from game import storage

SPEEDS = ("1x", "2x", "4x", "instant")
LANGUAGES = ("en", "de")


@dataclass
class Settings:
    fullscreen: bool = False
    animation_speed: str = "1x"
    effects_volume: float = 0.7
    music_volume: float = 0.3
    colourblind_marks: bool = False
    language: str = "en"

    @property
    def speed_factor(self) -> float:
        """Timeline speed; instant is handled by skipping."""
        return {"1x": 1.0, "2x": 2.0, "4x": 4.0}.get(self.animation_speed, 1.0)

    def save(self) -> None:
        storage.write_json_atomic(path(), asdict(self))


def path():
    return storage.home() / "settings.json"


def load() -> tuple[Settings, str | None]:
    """The saved settings (defaults for anything missing or wrong) and a problem, if any."""
    file = path()
    if not file.exists():
        return Settings(), None
    try:
        data = json.loads(file.read_text(encoding="utf-8"))
        if not isinstance(data, dict):
            raise ValueError("not a settings object")
    except (OSError, ValueError) as err:
        aside = storage.set_aside(file)
        return Settings(), f"The settings file could not be read ({err}); it was kept as {aside.name}."
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
