"""The settings: window, animation speed, volumes, colour-blind marks, language, hints.

Every change takes effect at once and is saved at once, so there is no Apply button to forget.
If the save fails (a full disk), the change still applies and a line under the box says why.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import pygame

from game import i18n
from game.i18n import _
from game.scenes.menu import CENTRE_X, MenuScene, draw_box
from game.settings import SPEEDS
from game.tables.keys import keyed
from game.view import palette
from game.view.widgets import Choice, Slider, Toggle, Widget, draw_banner

if TYPE_CHECKING:
    from game.app import App

BOX = pygame.Rect(CENTRE_X - 380, 104, 760, 556)
LANGUAGE_NAMES = {"en": "English", "de": "Deutsch"}  # each in its own language


class SettingsScene(MenuScene):
    def __init__(self, app: App, overlay: bool = False) -> None:
        super().__init__(app, overlay)
        self.problem: str | None = None
        self.rebuild()

    def build(self) -> Sequence[Widget]:
        self.heading = _("Settings")
        s = self.app.settings
        x, width, row = BOX.x + 40, BOX.width - 80, 56
        y = BOX.y + 30
        speeds = [(v, _("Instant") if v == "instant" else v) for v in SPEEDS]
        widgets: list[Widget] = [
            Toggle((x, y, width, 50), _("Full screen (F11)"), s.fullscreen,
                   lambda _on: setattr(self, "problem", self.app.toggle_fullscreen())),
            Choice((x, y + row, width, 50), _("Animation speed"), speeds, s.animation_speed,
                   lambda v: self.change("animation_speed", v),
                   tooltip=_("Instant shows every move at once")),
            Slider((x, y + 2 * row, width, 50), _("Effects volume"), s.effects_volume,
                   self.effects_volume),
            Slider((x, y + 3 * row, width, 50), _("Music volume"), s.music_volume,
                   lambda v: self.change("music_volume", v)),
            Toggle((x, y + 4 * row, width, 50), _("Music"), s.music_on,
                   lambda on: self.change("music_on", on)),
            Toggle((x, y + 5 * row, width, 50), _("Colour-blind marks"), s.colourblind_marks,
                   lambda on: self.change("colourblind_marks", on),
                   tooltip=_("Each player also gets a shape: circle, square, triangle, diamond")),
            Choice((x, y + 6 * row, width, 50), _("Language"), list(LANGUAGE_NAMES.items()),
                   i18n.language(), self.language),  # the one in use (--lang too)
            Toggle((x, y + 7 * row, width, 50), _("Hints"), s.hints,
                   lambda on: self.change("hints", on),
                   tooltip=keyed(_("A Hint button ({key_hint}) at the table: what the Hard "
                                   "AI would play"))),
            self.button((CENTRE_X - 110, BOX.bottom - 78, 220, 54), _("Back"), self.back),
        ]
        return widgets

    def change(self, name: str, value: Any) -> None:
        if isinstance(value, float):
            value = round(value, 2)  # a slider step of 0.1 is not exact in binary
        setattr(self.app.settings, name, value)
        self.app.apply_volumes()
        self.problem = self.app.save_settings()

    def effects_volume(self, value: float) -> None:
        self.change("effects_volume", value)
        self.app.play("click")  # hear the new loudness

    def language(self, lang: str) -> None:
        i18n.set_language(lang)
        self.change("language", lang)
        self.rebuild()

    def draw_body(self, surface: pygame.Surface) -> None:
        draw_box(surface, BOX, alpha=255 if self.over_something else 215)
        if self.problem:
            draw_banner(surface, self.problem, (CENTRE_X, BOX.bottom + 40), 18, palette.CREAM,
                        BOX.width + 200)
