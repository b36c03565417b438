"""The title screen: the logo, the four games' pieces laid on the pasture either side of the
menu, a sheep hopping about, and the way into the games.

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
from game.scenes.menu import CENTRE_X, HEIGHT, WIDTH, MenuScene, draw_box, wrap
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
FEET = (0.5, 148 / 160)  # where the figures' feet stand in their 200 x 160 art
WANDER = (170, 1110)  # the hopping sheep's stretch of pasture
NOTICE = pygame.Rect(850, 346, 390, 250)  # under the line under Continue, over the fence
MENU_TOP, MENU_W, MENU_STEP = 256, 360, 60


# The four games laid out on the pasture either side of the menu (x, y: the centre of a card
# or the feet of a figure; height in units; angle in degrees). Left: Black Sheep's figures in
# their corral under a hand of Bye-Bye cards (drawn without the band the tables write the
# name in: an empty band looked unfinished, a name would be half hidden in the fan); right:
# Sheep-Boom-Bah's sheep beside a mine's crater, in front of a hand of Sheep Sheep cards. Everything stays clear of the menu (x 460-820).
SIDE_W = 430
SIDES = {
    "left": (
        ("card", "bye_mother_sheep_bare", 110, 300, 140, 12),
        ("card", "bye_black_sheep_bare", 170, 288, 140, 0),
        ("card", "bye_wolf_bare", 230, 300, 140, -12),
        ("tile", "corral", 206, 498, 176, 0),
        ("figure", "horse", 146, 484, 74, 0),
        ("figure", "rooster", 270, 474, 60, 0),
        ("figure", "cow", 150, 566, 76, 0),
        ("figure", "black_sheep", 266, 568, 72, 0),
    ),
    "right": (
        ("card", "ss_sheep_red", 1050, 300, 140, 12),
        ("card", "ss_lucky_blue", 1110, 288, 140, 0),
        ("card", "ss_sheep_green", 1170, 300, 140, -12),
        ("tile", "tile_safe", 994, 452, 84, 0),
        ("tile", "tile_crater", 1082, 452, 84, 0),
        ("tile", "tile_safe", 1170, 452, 84, 0),
        ("tile", "tile_safe", 994, 540, 84, 0),
        ("tile", "tile_safe", 1082, 540, 84, 0),
        ("tile", "tile_barn_0", 1170, 540, 84, 0),
        ("figure", "boom_sheep_1", 1170, 478, 78, 0),
        ("figure", "boom_sheep_0", 994, 566, 78, 0),
    ),
}
SIDE_TOP, SIDE_BOTTOM = 190, 590  # the band the pieces lie in (under the logo, over the fence)
SIDE_FADE = 0.4  # s: the pieces fade in after the first frame (which stays as cheap as it was)


def _laid(image: canvas.Canvas, angle: float, lift: float) -> canvas.Canvas:
    """A card or tile as it lies on the grass: a soft shadow under it, turned by `angle`."""
    w, h = image.get_size()
    laid = canvas.blank((w + 2 * lift + 8, h + 2 * lift + 8))
    for i, share in enumerate((0.3, 0.55, 1.0)):
        grow = (2 - i) * 2
        ink.rect(laid, (0, 0, 0, round(70 * share / 2)),
                 (4 + lift - grow, 4 + 2 * lift - grow, w + 2 * grow, h + 2 * grow),
                 border_radius=8 + grow)
    laid.blit(image, (4 + lift, 4))
    return ink.rotozoom(laid, angle, 1.0) if angle else laid


@canvas.raster
def side_image(side: str) -> pygame.Surface:
    """One side's pieces, drawn once (a single blit a frame): the games at a glance."""
    left = 0 if side == "left" else WIDTH - SIDE_W
    surface = canvas.blank((SIDE_W, SIDE_BOTTOM - SIDE_TOP))
    for kind, name, x, y, height, angle in SIDES[side]:
        image = assets.svg(name, (0, height))
        if kind == "figure":  # its own painted shadow on the grass
            surface.blit(image, image.get_rect(midbottom=(x - left, y - SIDE_TOP)))
            continue
        laid = _laid(image, angle, 3 if kind == "card" else 2)
        surface.blit(laid, laid.get_rect(center=(x - left, y - SIDE_TOP)))
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


CAPTION_SIZES = (16, 15, 14, 13)  # the line under Continue: the largest that fits the column
CAPTION_PAD, CAPTION_GAP = 14, 6  # px: the plate's ends beyond the words; clear of the buttons


def caption_rows(words: str) -> tuple[list[str], int]:
    """The line under Continue within the button column (wider, its plate touched Continue
    and New game; critic 15): one row at the largest size that fits, else two, broken at a
    " · " where one fits, else between words."""
    room = MENU_W - 2 * CAPTION_PAD
    for size in CAPTION_SIZES:
        if assets.font(size).size(words)[0] <= room:
            return [words], size
    for size in CAPTION_SIZES:
        parts = words.split(" · ")
        for cut in range(len(parts) - 1, 0, -1):
            rows = [" · ".join(parts[:cut]), " · ".join(parts[cut:])]
            if all(assets.font(size).size(row)[0] <= room for row in rows):
                return rows, size
        rows = wrap(words, size, room)
        if len(rows) <= 2:
            return rows, size
    return wrap(words, CAPTION_SIZES[-1], room), CAPTION_SIZES[-1]  # (never cut)


def caption_plate(words: str) -> pygame.Rect:
    """The dark plate the caption under Continue stands on (it floated on the grass unbacked;
    critic 11): no wider than the buttons, a gap above it and below it."""
    rows, size = caption_rows(words)
    width = max(assets.font(size).size(row)[0] for row in rows) + 2 * CAPTION_PAD
    height = (len(rows) - 1) * assets.font(size).get_linesize() + row_height(size) + 6
    return pygame.Rect(CENTRE_X - width // 2, MENU_TOP + 52 + CAPTION_GAP, width, height)


def row_height(size: int) -> int:
    """A row's height as drawn (with its shadow)."""
    return assets.text(None, "Hg", size=size, colour=palette.CREAM,
                       shadow=palette.INK).get_height()


def caption_room(words: str) -> int:
    """How much further down the buttons under Continue stand, for its caption's plate."""
    return caption_plate(words).h + 2 * CAPTION_GAP - (MENU_STEP - 52)


def draw_caption(surface: pygame.Surface, words: str) -> None:
    plate = caption_plate(words)
    ink.rect(surface, palette.PANEL, plate, border_radius=min(plate.h // 2, 14))
    ink.rect(surface, palette.PANEL_EDGE, plate, 1, border_radius=min(plate.h // 2, 14))
    rows, size = caption_rows(words)
    step, high = assets.font(size).get_linesize(), row_height(size)
    for i, row in enumerate(rows):
        assets.text(surface, row, (plate.centerx, plate.y + 3 + i * step + high // 2), size,
                    palette.CREAM, anchor="center", shadow=palette.INK)


class TitleScene(MenuScene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.time = 0.0
        self.dust = Particles(seed=7)
        self.facing = 1
        # the sheep's art without its painted shadow: the sprite's own stays on the ground
        # under a hop (both together were a doubled, muddy shadow); its feet at FEET
        art = assets.svg("title_sheep", (96, 0))
        self.poses = {1: art, -1: assets.prepared(ink.flip(art, True, False))}
        self.hopper = Sprite(None, WANDER[0] + 40, GROUND, anchor=FEET, shadow=80)
        self.grazer = Sprite(assets.svg("title_black_sheep", (104, 0)), 1190, GROUND - 6,
                             anchor=FEET, shadow=84)
        self.lamb = Sprite(assets.svg("title_sheep", (78, 0)), 80, GROUND + 4, anchor=FEET,
                           shadow=64)
        self.bobs = [Bob(self.grazer, 3.0, 2.2), Bob(self.lamb, 2.0, 1.6, phase=0.4)]
        # the games' pieces either side: drawn one side a frame after the first (about 40 ms
        # each), then faded in
        self.sides = {side: Sprite(None, 0 if side == "left" else WIDTH - SIDE_W, SIDE_TOP,
                                   anchor=(0.0, 0.0)) for side in SIDES}
        for sprite in self.sides.values():
            sprite.alpha = 0.0
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
        pairs = [((_("Rules"), self.rules), (_("Your games"), self.history)),
                 ((_("Settings"), self.settings), (_("Quit"), self.app.quit))]
        # the main ways in one under another, the rest two to a row: the menu ends well
        # above the fence
        y = MENU_TOP
        widgets: list[Widget] = []
        for label, action, tip in first:
            widgets.append(self.button((CENTRE_X - MENU_W // 2, y, MENU_W, 52), label, action,
                                       size=26, tooltip=tip))
            y += MENU_STEP + (caption_room(tip) if action == self.resume_saved and tip else 0)
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
        """The next hop along the meadow; a landing kicks up only a small, quick puff (grass,
        not a dusty road: a full puff sat on the shadow like mud)."""
        x = self.hopper.x + self.facing * HOP_LENGTH
        if not WANDER[0] <= x <= WANDER[1]:
            self._turn(-self.facing)
            self.timeline.add(Wait(1.2))
            return
        self.timeline.add(Hop(self.hopper, (x, GROUND), height=34, duration=0.6,
                              on_land=lambda: self.dust.dust(x, GROUND, 8, light=True)),
                          Wait(0.35))

    def update(self, dt: float) -> None:
        super().update(dt)
        self.time += dt
        if self.timeline.done:
            self._next_hop()
        for bob in self.bobs:
            bob.update(dt)
        waiting = [s for s, sprite in self.sides.items() if sprite.image is None]
        if waiting:  # one side a frame, never in the first frame
            self.sides[waiting[0]].image = side_image(waiting[0])
        for sprite in self.sides.values():
            if sprite.image is not None:
                sprite.alpha = min(255.0, sprite.alpha + 255.0 * dt / SIDE_FADE)
        self.dust.update(dt)

    def draw_body(self, surface: pygame.Surface) -> None:
        surface.blit(pasture_image(), (0, HEIGHT - 150))
        for side, sprite in self.sides.items():
            if sprite.image is None or (side == "right" and self.app.notices):
                continue  # not drawn yet; on the right the notice stands there
            sprite.image = side_image(side)  # the cached one (made again at a new zoom)
            sprite.draw(surface)
        logo = assets.svg("logo", (720, 0))
        surface.blit(logo, logo.get_rect(midtop=(CENTRE_X, 34)))
        assets.text(surface, _("Sheep games around one table"), (CENTRE_X, 222), 22,
                    palette.CREAM_DARK, anchor="center", shadow=palette.INK)
        self.dust.draw(surface)  # behind the sheep: a puff about its feet, not a blot on them
        draw_sprites(surface, (self.hopper, self.grazer, self.lamb))
        if self.continues is not None:
            draw_caption(surface, self.continues)
        if self.app.notices:
            draw_box(surface, NOTICE, alpha=235, edge=palette.GOLD)
            assets.text(surface, _("Please note"), (NOTICE.centerx, NOTICE.y + 26), 24,
                        palette.GOLD, bold=True, anchor="center")
