"""The History screen: every finished game, filtered by game and opponent, with statistics
and two small charts; Enter or a click on a game opens it in the replay viewer. A game in
which a hint was taken is marked "Hints used".

The records and figures come from `game.history`: summaries remembered in its index, so the
screen opens at once; records new since are replayed here too, a few at once, many on a
worker thread while the screen already shows the others (a line says how far it got). The
figures are worked out when the filters or the records change, never per frame. With several
games in view, scores (points in one game, triplets in another) are not averaged or charted
together: the panel shows each game's own figures instead. Damaged records are skipped there
with a note, which this screen shows in one line.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import pygame

from game import games, history
from game.history import PEOPLE, Record
from game.i18n import _, ngettext
from game.saves import SaveError
from game.scenes.menu import MenuScene, draw_box, wrap
from game.view import assets, ink, palette
from game.view.canvas import Canvas
from game.view.phrases import seat_label
from game.view.widgets import Choice, Widget, draw_focus, draw_panel

if TYPE_CHECKING:
    from game.app import App

LIST = pygame.Rect(40, 178, 760, 470)
STATS = pygame.Rect(820, 108, 420, 540)
ROW_H = 52
ROWS = LIST.h // ROW_H
HINT_BADGE = palette.SKY  # the colour hints glow in at the table
AT_ONCE_BYTES = 96 * 1024  # new records up to this size (10-20 games) are read before it opens
MERGE_EVERY = 2.0  # seconds between showing what the worker thread has read
AI_LEVELS = [lv for lv in history.OPPONENTS if lv != PEOPLE]


def opponent_name(level: str) -> str:
    return {"easy": _("Easy AI"), "medium": _("Medium AI"), "hard": _("Hard AI"),
            PEOPLE: _("People only")}.get(level, level)


def result_words(record: Record) -> str:
    names = [record.seats[w].name for w in record.winners]
    scores = " – ".join(str(s) for s in record.scores)
    if record.won and len(record.humans) == 1:
        return _("You won, {scores}").format(scores=scores)
    if len(names) == 1:
        return _("{name} won, {scores}").format(name=names[0], scores=scores)
    return _("{names} shared the win, {scores}").format(names=", ".join(names), scores=scores)


class Filter(Choice):
    """A choice whose value gets all the room its label leaves: a game's title is long
    ("Tschüss, Schwarzes Schaf") and the label short."""

    @property
    def control(self) -> pygame.Rect:
        left = self.rect.x + assets.text(None, self.label, size=self.size).get_width() + 36
        return pygame.Rect(left, self.rect.y, self.rect.right - left, self.rect.h)


class RecordRow(Widget):
    """One finished game: when, which game, who played, how it ended, how long it was; a
    click opens its replay, a click on its Review chip (or R) the post-game review."""

    def __init__(self, rect: pygame.Rect, record: Record, open_it: Callable[[Record], Any],
                 review_it: Callable[[Record], Any]):
        super().__init__(rect)
        self.record, self.open_it, self.review_it = record, open_it, review_it
        self.players: Canvas | None = None  # squeezed once, not every frame
        self.chip = pygame.Rect(0, 0, 0, 0)

    def activate(self) -> None:
        self.open_it(self.record)

    def click(self, pos: tuple[int, int]) -> None:
        (self.review_it if self.chip.collidepoint(pos) else self.open_it)(self.record)

    def key(self, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_r:
            self.review_it(self.record)
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        r, rect = self.record, self.rect
        edge = palette.GOLD if self.hovered or self.focused else palette.PANEL_EDGE
        draw_panel(surface, rect, palette.PANEL, edge, radius=8, shadow=2)
        title = games.get(r.game).spec.title
        top = f"{r.started[:16]}   {_(title)}"
        assets.text(surface, top, (rect.x + 12, rect.y + 5), 16, palette.GOLD, bold=True)
        colour = palette.CREAM if r.won else palette.CREAM_DARK
        assets.text(surface, result_words(r), (rect.right - 12, rect.y + 5), 16, colour,
                    bold=r.won, anchor="topright")
        players = ", ".join(seat_label(s.name, s.level) for s in r.seats)
        moves = ngettext("{n} move", "{n} moves", r.moves).format(n=r.moves)
        words = assets.text(None, _("Review"), size=13, colour=palette.INK, bold=True)
        self.chip = words.get_rect(topright=(rect.right - 12, rect.y + 27)).inflate(14, 4)
        ink.rect(surface, palette.GOLD if self.chip.collidepoint(pygame.mouse.get_pos())
                 else palette.CREAM_DARK, self.chip, border_radius=6)
        surface.blit(words, words.get_rect(center=self.chip.center))
        room = self.chip.x - 8 - (rect.x + 12)
        if r.hints_used:  # a badge left of the Review chip on the second line
            badge = assets.text(None, _("Hints used"), size=13, colour=palette.INK, bold=True)
            box = badge.get_rect(topright=(self.chip.x - 8, rect.y + 27)).inflate(10, 4)
            ink.rect(surface, HINT_BADGE, box, border_radius=6)
            surface.blit(badge, badge.get_rect(center=box.center))
            room = box.x - 8 - (rect.x + 12)
        if self.players is None or assets.recording_now():
            self.players = assets.squeezed(assets.text(
                None, f"{players}   ·   {moves}", size=15, colour=palette.CREAM), room)
        surface.blit(self.players, (rect.x + 12, rect.y + 26))
        if self.focused:
            draw_focus(surface, rect)


class HistoryScene(MenuScene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        found = history.survey()
        self.catalogue = history.Catalogue(found.folder)
        self.reader: history.Reader | None = None
        if found.pending_bytes <= AT_ONCE_BYTES:  # the usual case: a game or two since
            self.catalogue.add(history.read_pending(found))
        else:
            self.catalogue.add(found.rows)
            self.reader = history.Reader(found)
        self.merged_at = time.monotonic()
        self.problem = ""  # a game that could not be opened
        self.game: str | None = None
        self.opponent: str | None = None
        self.first = 0  # the first row shown (scrolling)
        self.fitted: dict[tuple, Canvas] = {}  # squeezed words, made once per zoom
        self.refigure()

    # -- what is shown ------------------------------------------------------------------
    def refigure(self, read: bool = False) -> None:
        """Work out the list and the figures for the filters (not per frame); with `read`,
        the catalogue has new records too."""
        if read or not hasattr(self, "records"):
            self.records = self.catalogue.records()
            self.notes = self.catalogue.skipped()
            self.kinds = {r.game for r in self.records}
            self.opponents = {r.opponent for r in self.records}
        self.shown = [r for r in self.records if self.game in (None, r.game)
                      and self.opponent in (None, r.opponent)]
        figures = history.statistics(self.shown)
        self.total = figures["total"]
        self.per_game = figures["games"] if len(figures["games"]) > 1 else {}
        self.rates: dict[str, float | None] = {}
        for level in AI_LEVELS:
            at = [r.won for r in self.shown if r.opponent == level]
            self.rates[level] = sum(at) / len(at) if at else None
        recent = sorted(self.shown, key=history.ORDER)[-20:]
        self.recent = [] if self.per_game else [(r.score, r.won) for r in recent
                                                if r.score is not None]
        self.first = min(self.first, max(0, len(self.shown) - ROWS))
        self.rebuild()

    def panel_lines(self) -> list[tuple[str, str]]:
        """The figures beside the list; best and average score only for one game's scores."""
        figures, rate = self.total, self.total["win_rate"]
        lines = [(_("Games played"), str(figures["played"])), (_("Wins"), str(figures["wins"])),
                 (_("Win rate"), "–" if rate is None else f"{round(rate * 100)}%")]
        if not self.per_game:
            lines += [(_("Best score"), dash(figures["best_score"])),
                      (_("Average score"), dash(figures["average_score"]))]
        return lines + [(_("Longest winning streak"), str(figures["longest_streak"]))]

    def update(self, dt: float) -> None:
        super().update(dt)
        reader = self.reader
        if reader is None:
            return
        busy = reader.busy
        if busy and time.monotonic() - self.merged_at < MERGE_EVERY:
            return
        rows = reader.take()
        self.merged_at = time.monotonic()
        if not busy:
            rows += reader.take()
            self.reader = None
        elif not rows:
            return
        self.catalogue.add(rows)
        self.refigure(read=True)

    def rezoom(self) -> None:
        self.fitted.clear()
        self.rebuild()

    def fit(self, words: str, size: int, colour: palette.Colour, width: int,
            bold: bool = False) -> Canvas:
        """`words` squeezed to `width`, kept (a new image every frame would repaint it)."""
        key = (words, size, colour, width, bold)
        if key not in self.fitted or assets.recording_now():
            self.fitted[key] = assets.squeezed(assets.text(None, words, size=size,
                                                           colour=colour, bold=bold), width)
        return self.fitted[key]

    def leave(self) -> None:
        if self.reader is not None:
            self.reader.stop()  # what it read is kept in the index for next time
        super().leave()

    def set_game(self, value: str | None) -> None:
        self.game, self.first = value, 0
        self.refigure()

    def set_opponent(self, value: str | None) -> None:
        self.opponent, self.first = value, 0
        self.refigure()

    def scroll(self, rows: int) -> None:
        most = max(0, len(self.shown) - ROWS)
        first = min(most, max(0, self.first + rows))
        if first != self.first:
            self.first = first
            self.rebuild()

    def open_record(self, record: Record) -> None:
        from game.scenes.replay import ReplayScene

        self.app.play("click")
        try:
            scene = ReplayScene(self.app, record.load())
        except SaveError:  # the file went or changed since the list was made
            self.problem = _("This game's record can no longer be opened.")
            return
        self.app.stack.push(scene)

    def review_record(self, record: Record) -> None:
        from game.scenes.review import ReviewScene

        self.app.play("click")
        try:
            scene = ReviewScene(self.app, record.load(), record.path)
        except SaveError:
            self.problem = _("This game's record can no longer be opened.")
            return
        self.app.stack.push(scene)

    def build(self) -> Sequence[Widget]:
        self.heading = _("Your games")
        game_options = [(None, _("All games"))] + [(g, _(games.get(g).spec.title))
                                                   for g in sorted(self.kinds)]
        opponents = [(None, _("Everyone"))] + [(o, opponent_name(o)) for o in history.OPPONENTS
                                               if o in self.opponents]
        widgets: list[Widget] = [
            Filter((LIST.x, 108, 430, 56), _("Game"), game_options, self.game,
                   self.set_game, size=18),
            Filter((LIST.x + 450, 108, 310, 56), _("Opponent"), opponents, self.opponent,
                   self.set_opponent, size=18),
        ]
        shown = self.shown[self.first:self.first + ROWS]
        for i, record in enumerate(shown):
            rect = pygame.Rect(LIST.x, LIST.y + i * ROW_H, LIST.w, ROW_H - 4)
            widgets.append(RecordRow(rect, record, self.open_record, self.review_record))
        if not self.shown:
            _top, _rows, below = self.empty_block()
            if below is not None:  # nothing played yet: the way to play
                widgets.append(self.button((LIST.centerx - 130, below, 260, 50), _("New game"),
                                           self.new_game, size=22))
        widgets.append(self.button((STATS.x, 660, STATS.w, 46), _("Back"), self.back, size=20))
        return widgets

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll(-event.y)
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            self.scroll(ROWS if event.key == pygame.K_PAGEDOWN else -ROWS)
            return True
        return super().handle(event)

    # -- drawing ------------------------------------------------------------------------
    def empty_block(self) -> tuple[int, list[str], int | None]:
        """With no game to list: the top of what stands in the list's panel (a sheep, why
        it is empty, and with no game at all a way to play one), its rows of words, and the
        top of that New game button (None without it)."""
        words = _("Reading the finished games…") if self.reader is not None \
            else _("No finished games yet: play one, and it is kept here to watch again.") \
            if not self.records else _("No finished game matches these filters.")
        rows = wrap(words, 18, LIST.w - 80)
        sheep = assets.svg("sheep", (120, 0)).get_height()
        button = not self.records and self.reader is None
        height = sheep + 20 + len(rows) * 26 + (24 + 50 if button else 0)
        top = LIST.centery - height // 2
        return top, rows, top + height - 50 if button else None

    def new_game(self) -> None:
        from game.scenes.new_game import NewGameScene

        self.app.stack.replace(NewGameScene(self.app))

    def draw_body(self, surface: pygame.Surface) -> None:
        chosen = self.shown
        if not chosen:  # in the list's place, clear of the stats: a panel, a sheep, words
            draw_box(surface, LIST)
            sheep = assets.svg("sheep", (120, 0))
            top, rows, _button = self.empty_block()
            surface.blit(sheep, sheep.get_rect(midtop=(LIST.centerx, top)))
            top += sheep.get_height() + 20
            for i, row in enumerate(rows):
                assets.text(surface, row, (LIST.centerx, top + i * 26 + 13), 18, palette.CREAM,
                            anchor="center", box=LIST)
        elif len(chosen) > ROWS:
            last = min(len(chosen), self.first + ROWS)
            assets.text(surface, _("Games {a}-{b} of {n} (mouse wheel, Page Up/Down)").format(
                a=self.first + 1, b=last, n=len(chosen)), (LIST.x, LIST.bottom + 8), 15,
                palette.CREAM_DARK)
        if self.reader is not None:
            of = len(self.reader.found.pending)
            line = ngettext("Reading {n} new game: {done} done", "Reading {n} new games: "
                            "{done} done", of).format(n=of, done=self.reader.done)
        else:
            line = self.problem or (ngettext(
                "{n} damaged record was skipped.", "{n} damaged records were skipped.",
                len(self.notes)).format(n=len(self.notes)) if self.notes else "")
        if line:
            assets.text(surface, line, (LIST.x, LIST.bottom + 30), 15, palette.GOLD)
        self.draw_stats(surface)

    def draw_stats(self, surface: pygame.Surface) -> None:
        draw_box(surface, STATS)
        x, y = STATS.x + 20, STATS.y + 16
        assets.text(surface, _("Your record"), (x, y), 22, palette.GOLD, bold=True)
        lines = self.panel_lines()
        for i, (label, value) in enumerate(lines):
            row_y = y + 38 + i * 28
            assets.text(surface, label, (x, row_y), 17, palette.CREAM)
            assets.text(surface, value, (STATS.right - 20, row_y), 17, palette.CREAM, bold=True,
                        anchor="topright")
        top = y + 50 + len(lines) * 28
        bars = 124 if self.per_game else 140  # room for four games' figures below
        self.draw_rates(surface, pygame.Rect(x, top, STATS.w - 40, bars))
        below = top + bars + 14
        below_rect = pygame.Rect(x, below, STATS.w - 40, STATS.bottom - 16 - below)
        if self.per_game:
            self.draw_per_game(surface, below_rect)
        else:
            self.draw_scores(surface, below_rect)

    def draw_rates(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """Bars: the win rate against each AI level (games against people have none)."""
        assets.text(surface, _("Win rate by AI level"), rect.topleft, 16, palette.GOLD, bold=True)
        width = (rect.w - 20) // len(AI_LEVELS)
        base = rect.bottom - 22
        for i, level in enumerate(AI_LEVELS):
            rate = self.rates[level]
            x = rect.x + 10 + i * width
            assets.text(surface, opponent_name(level), (x + width // 2, base + 4), 14,
                        palette.CREAM, anchor="midtop")
            if rate is None:
                assets.text(surface, "–", (x + width // 2, base - 14), 15, palette.CREAM_DARK,
                            anchor="center")
                continue
            height = max(2, round(rate * (rect.h - 66)))  # its figure stays under the title
            bar = pygame.Rect(x + 18, base - height, width - 36, height)
            ink.rect(surface, palette.GOLD, bar, border_radius=4)
            assets.text(surface, f"{round(rate * 100)}%", (bar.centerx, bar.y - 2), 14,
                        palette.CREAM, bold=True, anchor="midbottom")

    def draw_per_game(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """Several games in view: each game's own figures, since their scores differ in kind
        (points in one, triplets in another) and cannot be averaged together."""
        assets.text(surface, _("Each game on its own"), rect.topleft, 16, palette.GOLD,
                    bold=True)
        y = rect.y + 26
        for game_id, figures in self.per_game.items():
            played = ngettext("{n} game, {wins} won", "{n} games, {wins} won",
                              figures["played"]).format(n=figures["played"],
                                                        wins=figures["wins"])
            right = assets.text(None, played, size=13, colour=palette.CREAM_DARK)
            surface.blit(right, right.get_rect(topright=(rect.right, y + 1)))
            name_room = rect.w - right.get_width() - 12
            surface.blit(self.fit(_(games.get(game_id).spec.title), 15, palette.CREAM,
                                  name_room, bold=True), (rect.x, y))
            scores = _("Best score {best} · average {average}").format(
                best=dash(figures["best_score"]), average=dash(figures["average_score"]))
            surface.blit(self.fit(scores, 14, palette.CREAM, rect.w - 12), (rect.x + 12, y + 20))
            y += 44

    def draw_scores(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """A line: your score over your last games, oldest on the left."""
        assets.text(surface, _("Your score, last games"), rect.topleft, 16, palette.GOLD,
                    bold=True)
        scores = [score for score, _won in self.recent]
        plot = pygame.Rect(rect.x + 30, rect.y + 26, rect.w - 40, rect.h - 36)
        ink.line(surface, palette.CREAM_DARK, plot.bottomleft, plot.bottomright, 1)
        if len(scores) < 2:
            assets.text(surface, _("Play two games to see a line."), plot.center, 15,
                        palette.CREAM_DARK, anchor="center")
            return
        low, high = min(0, *scores), max(scores) or 1
        step = plot.w / (len(scores) - 1)
        points = [(plot.x + i * step, plot.bottom - (s - low) / (high - low or 1) * plot.h)
                  for i, s in enumerate(scores)]
        ink.lines(surface, palette.GOLD, False, points, 3)
        for point, (_score, won) in zip(points, self.recent, strict=True):
            colour = palette.GOLD if won else palette.CREAM_DARK
            ink.circle(surface, colour, (round(point[0]), round(point[1])), 4)
        assets.text(surface, str(high), (plot.x - 6, plot.y), 13, palette.CREAM,
                    anchor="midright")
        assets.text(surface, str(low), (plot.x - 6, plot.bottom), 13, palette.CREAM,
                    anchor="midright")


def dash(value: object) -> str:
    """A figure, or a dash when there is none."""
    return "–" if value is None else str(value)
