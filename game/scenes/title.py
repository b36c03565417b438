"""The title screen: the logo, a sheep hopping about the pasture, and the way into the games.

Continue is offered when there is an unfinished game; it opens the list of them (one save
file per game). A damaged save is moved aside (never deleted) when the title appears, and the
reason is shown here as a sentence, with any other notice the app collected at start-up (a
broken settings file, a data folder that cannot be written), until the player dismisses them.
"""

from __future__ import annotations

import datetime
import time
from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from game import saves
from game.i18n import _, ngettext
from game.net.kept import hosted_games
from game.scenes.menu import CENTRE_X, HEIGHT, WIDTH, MenuScene, draw_box
from game.scenes.unfinished import describe, lessons_left, sweep
from game.view import assets, canvas, ink, palette
from game.view.particles import Particles
from game.view.phrases import listed
from game.view.sprites import Bob, Hop, Sprite, draw_sprites
from game.view.tween import Wait
from game.view.widgets import Widget, WrappedText

if TYPE_CHECKING:
    from game.app import App

GROUND = 688  # where the sheep's feet are
HOP_LENGTH = 72
WANDER = (170, 1110)  # the hopping sheep's stretch of pasture
CLOUDS = ((90, 250, 14, 1.0), (760, 330, 9, 0.8), (420, 470, 11, 1.15))  # x, y, px/s, scale
NOTICE = pygame.Rect(850, 260, 390, 250)
MENU_TOP, MENU_W, MENU_STEP = 256, 360, 60
CAPTION = 32  # room under Continue for the game it continues (clear of both buttons)


@canvas.raster
def cloud_image(scale: float) -> pygame.Surface:
    """A soft cloud of cream puffs, faint enough to drift behind the buttons."""
    width = round(260 * scale)
    height = round(width * 0.45)
    surface = canvas.blank((width, height))
    colour = (*palette.CREAM, 255)
    for fx, fy, fr in ((0.2, 0.72, 0.26), (0.3, 0.62, 0.34), (0.5, 0.45, 0.42),
                       (0.7, 0.6, 0.34), (0.82, 0.72, 0.24)):
        ink.circle(surface, colour, (fx * width, fy * height), fr * height)
    ink.rect(surface, colour, (0.2 * width, 0.6 * height, 0.62 * width, 0.38 * height),
                     border_radius=round(0.19 * height))
    surface.fill((255, 255, 255, 46), special_flags=pygame.BLEND_RGBA_MULT)
    return assets.prepared(surface)


@canvas.raster
def pasture_image() -> pygame.Surface:
    """The strip of meadow along the bottom, with a rail fence: drawn once."""
    surface = canvas.blank((WIDTH, 150))
    for i, (colour, rise) in enumerate(((palette.PASTURE_DARK, 18), (palette.PASTURE, 40))):
        ink.ellipse(surface, colour, (-300 + i * 500, rise, 1500, 260))
        ink.ellipse(surface, colour, (500 - i * 700, rise + 14, 1400, 260))
    for x in range(30, WIDTH, 120):
        ink.rect(surface, palette.WOOD_DARK, (x, 40, 10, 44), border_radius=3)
    for y in (50, 68):
        ink.rect(surface, palette.WOOD, (0, y, WIDTH, 7), border_radius=3)
    return assets.prepared(surface)


FEW_OTHERS = 3  # more saved games than this are not counted under Continue (its list has them)
NAMED = 3  # rivals named under Continue; more are counted ("and 2 others")


def last_played(game: saves.Unfinished, others: int, now: float | None = None) -> str:
    """Under Continue, as a game would say it: the game, whom with (the person at the screen
    is not named: their name in an old save read "with Player 1, ..."), when, and a few other
    saved games counted ("Sheep-Boom-Bah with Shaun, Timmy and Lanolin · yesterday"). (The
    rules registry is imported only here: the title's first frame loads no rules.)"""
    from game.rules import GAMES

    seats = game.data.seats
    people = [s for s in seats if s.kind == "human"]
    names = [s.name for s in seats if len(people) != 1 or s.kind != "human"]
    if len(names) > NAMED:
        rest = len(names) - NAMED + 1
        names = names[:NAMED - 1] + [ngettext("{n} other", "{n} others", rest).format(n=rest)]
    title = _(GAMES[game.data.game].title)
    parts = [_("{game} with {names}").format(game=title, names=listed(names)) if names
             else title, ago(game.saved_at, now)]
    if 0 < others <= FEW_OTHERS:
        parts.append(ngettext("{n} more saved game", "{n} more saved games", others).format(
            n=others))
    return " · ".join(parts)


def ago(when: float, now: float | None = None) -> str:
    """When a game was last played, as people say it: "just now", "5 minutes ago", "3 hours
    ago", "yesterday", "4 days ago", else the date."""
    now = time.time() if now is None else now
    seconds = max(0.0, now - when)
    day = datetime.date.fromtimestamp(now) - datetime.date.fromtimestamp(when)
    if seconds < 60:
        return _("just now")
    if seconds < 3600:
        n = int(seconds // 60)
        return ngettext("{n} minute ago", "{n} minutes ago", n).format(n=n)
    if day.days == 0:
        n = int(seconds // 3600)
        return ngettext("{n} hour ago", "{n} hours ago", n).format(n=n)
    if day.days == 1:
        return _("yesterday")
    if day.days < 7:
        return ngettext("{n} day ago", "{n} days ago", day.days).format(n=day.days)
    return time.strftime("%Y-%m-%d", time.localtime(when))


class TitleScene(MenuScene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.time = 0.0
        self.dust = Particles(seed=7)
        self.facing = 1
        art = assets.svg("sheep", (96, 0))
        self.poses = {1: art, -1: assets.prepared(ink.flip(art, True, False))}
        self.hopper = Sprite(None, WANDER[0] + 40, GROUND, anchor=(0.5, 1.0), shadow=80)
        self.grazer = Sprite(assets.svg("black_sheep", (104, 0)), 1190, GROUND - 6,
                             anchor=(0.5, 1.0), shadow=80)
        self.lamb = Sprite(assets.svg("sheep", (78, 0)), 80, GROUND + 4, anchor=(0.5, 1.0),
                           shadow=60)
        self.bobs = [Bob(self.grazer, 3.0, 2.2), Bob(self.lamb, 2.0, 1.6, phase=0.4)]
        self._turn(1)
        self.continues: str | None = None
        _games, said = sweep()
        self.app.notices.extend(said)
        self.rebuild()

    # -- menu ---------------------------------------------------------------------------
    def build(self) -> Sequence[Widget]:
        self.continues = None  # which game Continue goes on with, said under it
        first = []
        games = saves.unfinished()[0]
        if games:
            self.continues = last_played(games[0], len(games) - 1)
        elif lessons := lessons_left():  # only a lesson left half way
            self.continues = lessons[0].title()
        elif hosted := hosted_games():  # only a game hosted from here, stopped
            self.continues = _("Hosted: {game}").format(game=describe(hosted[0].data))
        if self.continues is not None:
            first.append((_("Continue"), self.resume_saved, self.continues))
        first += [(_("New game"), self.new_game, None),
                  (_("Learn to play"), self.learn, _("A guided first game"))]
        pairs = [((_("Rules"), self.rules), (_("History"), self.history)),
                 ((_("Settings"), self.settings), (_("Quit"), self.app.quit))]
        # the main ways in one under another, the rest two to a row: the menu ends well
        # above the fence
        y = MENU_TOP
        widgets: list[Widget] = []
        for label, action, tip in first:
            widgets.append(self.button((CENTRE_X - MENU_W // 2, y, MENU_W, 52), label, action,
                                       size=26, tooltip=tip))
            y += MENU_STEP + (CAPTION if action == self.resume_saved else 0)
        half = (MENU_W - 8) // 2
        for pair in pairs:
            for n, (label, action) in enumerate(pair):
                widgets.append(self.button((CENTRE_X - MENU_W // 2 + n * (half + 8), y, half, 52),
                                           label, action, size=24))
            y += MENU_STEP
        if self.app.notices:
            note = WrappedText(NOTICE.inflate(-36, -110).move(0, -14),
                               "\n".join(self.app.notices), size=18)
            note.focusable = False
            widgets.append(note)
            ok = self.button((NOTICE.centerx - 80, NOTICE.bottom - 66, 160, 48), _("OK"),
                             self.dismiss, size=22)
            widgets.append(ok)
        return widgets

    def enter(self) -> None:
        self.app.sounds.play_music()

    def resume(self) -> None:
        super().resume()
        self.app.sounds.play_music()

    def history(self) -> None:
        from game.scenes.history import HistoryScene

        self.app.stack.push(HistoryScene(self.app))

    def rebuild(self) -> None:
        super().rebuild()
        if self.app.notices:  # the notice wants reading first: Enter dismisses it
            self.widgets.focus(self.widgets.widgets[-1])

    def resume_saved(self) -> None:
        from game.scenes.unfinished import UnfinishedScene

        self.app.stack.push(UnfinishedScene(self.app))

    def dismiss(self) -> None:
        self.app.notices.clear()
        self.rebuild()

    def back(self) -> None:
        if self.app.notices:
            self.dismiss()

    def new_game(self) -> None:
        from game.scenes.new_game import NewGameScene

        self.app.stack.push(NewGameScene(self.app))

    def learn(self) -> None:
        from game.scenes.tutorial import LearnScene

        self.app.stack.push(LearnScene(self.app))

    def rules(self) -> None:
        from game.scenes.rules_scene import RulesScene

        self.app.stack.push(RulesScene(self.app))

    def settings(self) -> None:
        from game.scenes.settings_menu import SettingsScene

        self.app.stack.push(SettingsScene(self.app))

    # -- a little life ----------------------------------------------------------------------
    def _turn(self, facing: int) -> None:
        self.facing = facing
        self.hopper.image = self.poses[facing]

    def _next_hop(self) -> None:
        x = self.hopper.x + self.facing * HOP_LENGTH
        if not WANDER[0] <= x <= WANDER[1]:
            self._turn(-self.facing)
            self.timeline.add(Wait(1.2))
            return
        self.timeline.add(Hop(self.hopper, (x, GROUND), height=34, duration=0.6,
                              on_land=lambda: self.dust.dust(x, GROUND, 8)),
                          Wait(0.35))

    def update(self, dt: float) -> None:
        super().update(dt)
        self.time += dt
        if self.timeline.done:
            self._next_hop()
        for bob in self.bobs:
            bob.update(dt)
        self.dust.update(dt)

    def draw_body(self, surface: pygame.Surface) -> None:
        for x, y, speed, scale in CLOUDS:
            cloud = cloud_image(scale)
            span = WIDTH + cloud.get_width()
            surface.blit(cloud, ((x + speed * self.time) % span - cloud.get_width(), y))
        surface.blit(pasture_image(), (0, HEIGHT - 150))
        logo = assets.svg("logo", (720, 0))
        surface.blit(logo, logo.get_rect(midtop=(CENTRE_X, 34)))
        assets.text(surface, _("Sheep games around one table"), (CENTRE_X, 222), 22,
                    palette.CREAM_DARK, anchor="center", shadow=palette.INK)
        self.dust.draw(surface)  # behind the sheep: a puff about its feet, not a blot on them
        draw_sprites(surface, (self.hopper, self.grazer, self.lamb))
        if self.continues is not None:
            at = (CENTRE_X, MENU_TOP + 52 + 8)
            if assets.font(17).size(self.continues)[0] <= WIDTH - 400:
                assets.text(surface, self.continues, at, 17, palette.CREAM, anchor="midtop",
                            shadow=palette.INK)
            else:  # a long list of names: narrowed, never cut
                image = assets.squeezed(assets.text(None, self.continues, size=17,
                                                    colour=palette.CREAM, shadow=palette.INK),
                                        WIDTH - 400)
                surface.blit(image, image.get_rect(midtop=at))
        if self.app.notices:
            draw_box(surface, NOTICE, alpha=235, edge=palette.GOLD)
            assets.text(surface, _("Please note"), (NOTICE.centerx, NOTICE.y + 26), 24,
                        palette.GOLD, bold=True, anchor="center")
