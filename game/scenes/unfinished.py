"""Continue: the unfinished games, last played first, to sit down at again or to delete.

Every game has a save file of its own, so Continue is a list: each row names the game, the
players and how far it got. A game that another copy of Sheepfold is playing is marked and
is not opened here (that copy writes it). Deleting asks first. A save found damaged when
opened is kept aside and said in a sentence; a broken table map is said as a broken map, and
the save stays where it is. A save that holds a finished game (its record could not be
written when it ended) is never listed: its record is written here (`settle_pending`, also
at every start), or it waits for the next try. A lesson left half way is listed too, with
the chapter it goes on from (`game.scenes.tutorial.paused_lessons`), and a network game
hosted from here that stopped before its end, to serve again (`game.net.kept`).
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game import saves, storage
from game.i18n import _
from game.net.kept import Hosted, delete_hosted, hosted_games
from game.scenes.confirm import ConfirmScene
from game.scenes.menu import CENTRE_X, MenuScene, wrap
from game.view import assets, palette
from game.view.widgets import Widget, draw_focus, draw_panel

if TYPE_CHECKING:
    from game.app import App
    from game.scenes.tutorial import Paused
    from game.tables.base import TableScene

log = logging.getLogger("sheepfold")

ROWS = 6
ROW_H, ROW_GAP = 60, 8
LIST = pygame.Rect(150, 112, 980, ROWS * (ROW_H + ROW_GAP))
DELETE_W = 170
MESSAGE = 600  # characters of sentences shown below the list (three rows at most)


class NoTable(Exception):
    """A game this version has rules for but no table yet."""


def describe(data: saves.SaveData) -> str:
    """'Black Sheep with You, Dolly, Shaun'."""
    from game.rules import GAMES

    return _("{game} with {names}").format(game=_(GAMES[data.game].title),
                                           names=", ".join(s.name for s in data.seats))


def progress(game: saves.Unfinished | Hosted, busy: bool) -> str:
    """How far the game got and when it was last played (or that it is open elsewhere)."""
    if busy:
        return _("Open in another Sheepfold window")
    when = time.strftime("%Y-%m-%d %H:%M", time.localtime(game.saved_at))
    return _("Moves so far: {moves} · last played {when}").format(
        moves=len(game.data.actions), when=when)


def set_aside(path: Path, err: Exception) -> str:
    """Keep a damaged save aside (never deleted); the sentence that says so."""
    reason = str(err) if isinstance(err, saves.SaveError) else _(
        "The saved game could not be opened ({problem}).").format(problem=type(err).__name__)
    try:
        kept = storage.set_aside(path)
    except OSError:
        return reason
    return _("{reason} It was kept as {name}.").format(reason=reason, name=kept.name)


def settle_pending() -> list[str]:
    """Keep the record of every finished game still held by its save (the disk was full, or
    a file was in the way, when it ended) and remove the save; a sentence for each that
    still cannot be kept (it stays, and is tried again next time)."""
    pending = saves.pending()
    if not pending:  # the usual start: the title needs no match (nor maps, nor pytmx)
        return []
    from game.match import Match

    said = []
    for path in pending:
        try:
            match = Match.load(path, autosave=path)
        except saves.SaveError as err:  # SaveRecorded: its record was there, the save went
            if saves.is_damaged(err):
                said.append(set_aside(path, err))
            continue
        except Exception as err:  # a broken map or rules: the file stays as it is
            log.warning("could not keep the finished game %s: %s", path, err)
            continue
        match.close()
        if match.is_over and match.finished_record is None:
            said.append(_("A finished game ({game}) could not be kept in Your games yet "
                          "({reason}); it is kept safe and tried again at the next start."
                          ).format(game=describe(match.data),
                                   reason=match.record_problem or match.save_problem))
    return said


def sweep() -> tuple[list[saves.Unfinished], list[str]]:
    """The unfinished games, after keeping the records of finished games that were still
    pending (silently: the start said why if it failed) and setting aside every damaged save
    (with a sentence each); a save written by a newer version is left alone."""
    for sentence in settle_pending():
        log.info("%s", sentence)
    games, problems = saves.unfinished()
    said = []
    for path, err in problems:
        if saves.is_damaged(err):
            said.append(set_aside(path, err))
        else:
            log.info("not listed: %s", err)
    return games, said


class GameRow(Widget):
    """One unfinished game: who plays what, and how far it got. Activating it opens it."""

    def __init__(self, rect: tuple[int, int, int, int], title: str, detail: str,
                 callback: Callable[[], None], enabled: bool) -> None:
        super().__init__(rect, enabled=enabled)
        self.title, self.detail, self.callback = title, detail, callback

    def activate(self) -> None:
        if self.interactive:
            self.callback()

    def draw(self, surface: pygame.Surface) -> None:
        lit = (self.hovered or self.focused) and self.enabled
        draw_panel(surface, self.rect, palette.WOOD if lit else palette.PANEL,
                   palette.GOLD if lit else palette.PANEL_EDGE)
        room = self.rect.width - 32
        title = assets.squeezed(assets.text(None, self.title, size=22, colour=palette.CREAM,
                                            bold=True, shadow=palette.INK), room)
        surface.blit(title, (self.rect.x + 16, self.rect.y + 8))
        detail = assets.squeezed(assets.text(None, self.detail, size=16,
                                             colour=palette.CREAM_DARK), room)
        surface.blit(detail, (self.rect.x + 16, self.rect.bottom - 26))
        if self.focused:
            draw_focus(surface, self.rect)


def lessons_left() -> list[Paused]:
    """The lessons left half way; their module (tables and all) is imported only when some
    lesson was left, so the title, which lists what to continue, stays quick."""
    if not any((storage.home() / "lessons").glob("*.json")):
        return []
    from game.scenes.tutorial import paused_lessons

    return paused_lessons()


class UnfinishedScene(MenuScene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.first = 0  # the newest game shown: paging by ROWS
        self.games, said = sweep()
        self.lessons = lessons_left()
        self.hosted = hosted_games()
        self.message = " ".join(said)
        self.rebuild()

    @property
    def entries(self) -> list[saves.Unfinished | Paused | Hosted]:
        """The games, the lessons left half way and the games hosted from here, last played
        first."""
        return sorted([*self.games, *self.lessons, *self.hosted], key=lambda e: e.saved_at,
                      reverse=True)

    def refresh(self) -> None:
        self.games, said = sweep()
        self.lessons = lessons_left()
        self.hosted = hosted_games()
        if said:
            self.message = " ".join([self.message, *said]).strip()
        self.first = min(self.first, max(0, (len(self.entries) - 1) // ROWS * ROWS))
        self.rebuild()

    @property
    def message(self) -> str:
        return self._message

    @message.setter
    def message(self, sentence: str) -> None:
        """Wrapped once here, not every frame; every quoted value in it was cut short."""
        self._message = sentence
        self.rows = wrap(sentence[:MESSAGE], 18, LIST.width)[:3]

    def say(self, sentence: str) -> None:
        self.message = sentence

    def open_lesson(self, game: str) -> None:
        from game.scenes.tutorial import open_lesson

        open_lesson(self.app, game)

    # -- widgets ------------------------------------------------------------------------
    def build(self) -> Sequence[Widget]:
        self.heading = _("Unfinished games")
        widgets: list[Widget] = []
        for i, game in enumerate(self.entries[self.first:self.first + ROWS]):
            y = LIST.y + i * (ROW_H + ROW_GAP)
            busy = saves.in_use(game.save if isinstance(game, Hosted) else game.path)
            if isinstance(game, Hosted):  # served again from here; its players rejoin
                row = GameRow((LIST.x, y, LIST.width - DELETE_W - 12, ROW_H),
                              _("Hosted: {game}").format(game=describe(game.data)),
                              progress(game, busy), lambda g=game: self.open_hosted(g),
                              enabled=not busy)
            elif not isinstance(game, saves.Unfinished):  # a lesson: it opens at the start of its chapter
                when = time.strftime("%Y-%m-%d %H:%M", time.localtime(game.saved_at))
                row = GameRow((LIST.x, y, LIST.width - DELETE_W - 12, ROW_H), game.title(),
                              _("Open in another Sheepfold window") if busy else
                              _("{where} · last played {when}").format(where=game.where(),
                                                                       when=when),
                              lambda g=game.game: self.open_lesson(g), enabled=not busy)
            else:
                row = GameRow((LIST.x, y, LIST.width - DELETE_W - 12, ROW_H),
                              describe(game.data), progress(game, busy),
                              lambda g=game: self.open(g), enabled=not busy)
            widgets.append(row)
            widgets.append(self.button((LIST.right - DELETE_W, y + 8, DELETE_W, ROW_H - 16),
                                       _("Delete"), lambda g=game: self.ask_delete(g), size=20,
                                       enabled=not busy))
        bottom = LIST.bottom + 14
        if self.first > 0:
            widgets.append(self.button((LIST.x, bottom, 200, 48), _("Newer games"),
                                       lambda: self.page(-ROWS), size=20))
        if self.first + ROWS < len(self.entries):
            widgets.append(self.button((LIST.x + 214, bottom, 200, 48), _("Older games"),
                                       lambda: self.page(ROWS), size=20))
        widgets.append(self.button((LIST.right - 200, bottom, 200, 48), _("Back"), self.back))
        return widgets

    def page(self, step: int) -> None:
        self.first = max(0, self.first + step)
        self.rebuild()

    # -- opening and deleting -------------------------------------------------------------
    def open_hosted(self, game: Hosted) -> None:
        from game.scenes.net_lobby import resume_lobby

        resume_lobby(self.app, game)

    def open(self, game: saves.Unfinished) -> None:
        from game.levels import LevelError

        try:
            table = self.table_for(game)
        except (LevelError, NoTable) as err:  # the map is broken, not the save: it stays
            self.say(str(err))
        except saves.SaveError as err:
            if saves.is_damaged(err):
                self.say(set_aside(game.path, err))
            else:
                self.say(str(err))
        except Exception as err:  # never a traceback here; the file is kept as it is
            log.exception("could not continue %s", game.path)
            self.say(_("The saved game could not be opened ({problem}).").format(
                problem=type(err).__name__))
        else:
            self.app.stack.reset(table)
            return
        self.refresh()

    def table_for(self, game: saves.Unfinished) -> TableScene:
        """The game at its table; if that fails, the match lets go of the save at once."""
        from game import games
        from game.match import Match
        from game.scenes.tables import table_for

        match = Match.load(game.path, autosave=game.path)
        try:
            if not games.get(match.data.game).playable:
                raise NoTable(_("This version cannot show a table for {game} yet.").format(
                    game=_(match.spec.title)))
            return table_for(self.app, match)
        except BaseException:
            match.close()
            raise

    def ask_delete(self, game: saves.Unfinished | Paused | Hosted) -> None:
        if isinstance(game, Hosted):
            question = _("Delete this hosted game? {game}, {moves} moves so far. Its players "
                         "cannot return to it.").format(game=describe(game.data),
                                                       moves=len(game.data.actions))
        elif not isinstance(game, saves.Unfinished):  # a lesson
            question = _("Forget your place in this lesson? {lesson}, {where}. It starts from "
                         "the beginning next time.").format(lesson=game.title(),
                                                            where=game.where())
        else:
            question = _("Delete this unfinished game? {game}, {moves} moves so far. It cannot "
                         "be brought back.").format(game=describe(game.data),
                                                    moves=len(game.data.actions))
        self.app.stack.push(ConfirmScene(self.app, question, _("Yes, delete it"),
                                         _("No, keep it"), lambda: self.delete(game)))

    def delete(self, game: saves.Unfinished | Paused | Hosted) -> None:
        try:
            if isinstance(game, Hosted):
                delete_hosted(game)
            else:
                saves.delete(game.path)
        except saves.SaveInUse as err:
            self.say(str(err))
        except OSError as err:
            self.say(_("The game could not be deleted ({reason}).").format(
                reason=storage.reason(err)))
        else:
            self.say("")
        self.refresh()
        if not self.entries and not self.message:
            self.back()

    def draw_body(self, surface: pygame.Surface) -> None:
        if not self.entries:
            assets.text(surface, _("No unfinished games."), (CENTRE_X, LIST.y + 40), 22,
                        palette.CREAM, anchor="center")
        if self.message:
            for i, row in enumerate(self.rows):
                assets.text(surface, row, (CENTRE_X, LIST.bottom + 82 + i * 24), 18,
                            palette.GOLD, anchor="center", shadow=palette.INK)
