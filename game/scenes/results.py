"""The end of a game: the standings, the winners framed in gold, every seat's score line by line,
the totals counting up, confetti.

The columns stand in the order of the final places, the winners first (on the left); seats
that share a place keep their seat order. Each column wears a medal with its place ("1st",
"2nd", ...; two winners are both "1st").

From here: the same players again with a new deal, the replay of this game, or the title.
The score columns are laid out once when the scene opens; drawing only blits. The table is
dimmed behind so that only the results can be read. No button has the focus at first, and
keys and clicks are ignored for a moment as the screen appears: the Space or click that
skipped the last animation never starts a rematch. If the game could not be kept in the
History (a full disk, a file in the way), a strip says why with a Retry, and leaving asks
first.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

import pygame

from game import games
from game.i18n import _, tr
from game.match import Match
from game.scenes.confirm import ConfirmScene
from game.scenes.menu import CENTRE_X, WIDTH, MenuScene, draw_box, felt, shade, wrap
from game.scenes.new_game import kind_names
from game.scenes.start import rematch
from game.view import assets, ink, palette
from game.view.paint import fit
from game.view.particles import Particles
from game.view.standings import headline, place_word, places, shared, standings
from game.view.tween import Call, Wait
from game.view.widgets import Widget, flow

if TYPE_CHECKING:
    from game.app import App

COLUMNS_TOP, COLUMNS_BOTTOM = 182, 572
PROBLEM = pygame.Rect(CENTRE_X - 540, 556, 1080, 60)  # why the game is not kept, and Retry
RETRY_W = 170
DIM = 235  # the table behind: there, but not readable
BOARD = pygame.Rect(20, 8, WIDTH - 40, 704)  # the felt the results lie on, over the table
CALM = 0.6  # seconds of ignored input as the screen appears
INPUT = (pygame.KEYDOWN, pygame.KEYUP, pygame.TEXTINPUT, pygame.MOUSEBUTTONDOWN,
         pygame.MOUSEBUTTONUP)
MARGIN, GAP, MAX_COLUMN = 60, 20, 400
POINTS_W = 56  # room on the right of a column for a line's points
SIZES = (17, 15, 13)  # the breakdown's text size, smaller when a column has many lines


@dataclass(frozen=True)
class Line:
    """One row of a score column: a piece of a label, and the points on its first row."""

    text: str
    points: str


class ResultsPanel(Protocol):
    """A game's own drawing of one seat's score in its column (figures with their tokens,
    bonuses with their animals, ...), between the seat's name and its total. A game offers
    one as its table's `results_panel` (built from the finished match); a game without one
    gets the breakdown line by line."""

    def draw(self, surface: pygame.Surface, seat: int, rect: pygame.Rect) -> None: ...

    # Optional: `tie_break(seat)`, what the game's rules compare after the score to rank
    # seats on the same score (the standings use it; without it they share the place).
    # Optional: `seat_token(surface, centre, name)`, the seat's mark as the game's table
    # draws it, where that is not the seat's colour (Sheep Sheep's initial tokens).


def results_panel(match: Match) -> ResultsPanel | None:
    make = getattr(games.table_class(match.data.game), "results_panel", None)
    return make(match) if make is not None else None


COUNT_FROM, COUNT_FOR = 0.15, 0.9  # seconds at 1x: the totals count up from 0 to the score


def counted(score: int, t: float) -> int:
    """A total `t` of the way through its count (ease-out: fast, then settling)."""
    t = min(1.0, max(0.0, t))
    return round(score * (1 - (1 - t) ** 3))


MEDAL_R = 21  # a place medal's radius
MEDALS = {1: palette.GOLD, 2: (203, 209, 216), 3: (214, 142, 84)}  # gold, silver, bronze
MEDAL_PLAIN = (122, 96, 70)  # a place after the third: a plain wooden disc


KIND = 17  # px: "AI Medium" under a name (15 read small beside the 22 px name)
TIED = 16  # px: the "tied" band across a shared place's ribbon tails


TAIL = 6  # px: how far a ribbon tail's tips reach below the medal's disc
MEDAL_TOP = 8  # px: the disc's top below the column's top (room under the tails for "tied")


def ribbon_tails(centre: tuple[int, int]) -> list[list[tuple[int, int]]]:
    """The medal's two ribbon tails (behind its disc), as polygons."""
    x, y = centre
    r = MEDAL_R
    return [[(x + side * 4, y), (x + side * 15, y + r + TAIL), (x + side * 10, y + r + TAIL - 4),
             (x + side * 6, y + r + TAIL + 2), (x + side * 1, y + r - 4)] for side in (-1, 1)]


def tied_band(centre: tuple[int, int]) -> pygame.Rect:
    """Where the "tied" band lies: under the ribbon tails' tips (across them it hid the
    ribbons, critic 11); a long word ("geteilt") reaches left, never past the disc's right
    by more than 6 px (it stood on the column's rim)."""
    w, h = assets.font(TIED, True).size(_("tied"))
    left = min(centre[0] - (w + 12) // 2, centre[0] + MEDAL_R + 6 - (w + 12))
    tips = max(y for tail in ribbon_tails(centre) for _x, y in tail)
    return pygame.Rect(left, tips + 2, w + 12, h + 2)


def draw_medal(surface: pygame.Surface, centre: tuple[int, int], place: int,
               ribbon: palette.Colour, tied: bool = False) -> pygame.Rect:
    """A medal with its place on it ("1st") hanging from two ribbon tails of the seat's
    colour, and for a place shared with another seat a "tied" band under the tails (four
    seats on 0 are not four silver "2nd" as if each had come second alone); the rect it
    covers."""
    x, y = centre
    r = MEDAL_R
    dark = palette.darker(ribbon, 0.35)
    for tail in ribbon_tails(centre):  # behind the disc
        ink.polygon(surface, ribbon, tail)
        ink.polygon(surface, dark, tail, 1)
    face = MEDALS.get(place, MEDAL_PLAIN)
    ink.circle(surface, palette.INK, (x + 1, y + 2), r)  # its shadow on the column
    ink.circle(surface, palette.darker(face, 0.3), (x, y), r)
    ink.circle(surface, face, (x, y), r - 3)
    ink.circle(surface, palette.lighter(face, 0.25), (x, y), r - 3, 1)
    plain = place not in MEDALS
    assets.text(surface, place_word(place), (x, y + 1), 17,
                palette.CREAM if plain else palette.INK, bold=True, anchor="center",
                box=pygame.Rect(x - r, y - r, 2 * r, 2 * r))
    covered = pygame.Rect(x - r, y - r, 2 * r, 2 * r + TAIL + 2)
    if tied:
        band = tied_band(centre)
        ink.rect(surface, palette.INK, band.move(1, 2), border_radius=4)
        ink.rect(surface, palette.CREAM, band, border_radius=4)
        ink.rect(surface, palette.darker(ribbon, 0.35), band, 1, border_radius=4)
        assets.text(surface, _("tied"), band.center, TIED, palette.INK, bold=True,
                    anchor="center", box=band)
        covered = covered.union(band)
    return covered


def medal_centre(column: pygame.Rect) -> tuple[int, int]:
    """Where a column's medal hangs: at its top right."""
    return column.right - MEDAL_R - 12, column.y + MEDAL_R + MEDAL_TOP


class ResultsScene(MenuScene):
    def __init__(self, app: App, match: Match) -> None:
        super().__init__(app, overlay=True)
        self.match = match
        self.result = match.result()
        humans = match.human_seats
        self.you = humans[0] if len(humans) == 1 else None  # against AI: the one at the screen
        self.age = 0.0
        self.title_rect = pygame.Rect(0, 0, 0, 0)  # where the title was last drawn
        # Room for the strip that says the game could not be kept, for the scene's life.
        self.bottom = COLUMNS_BOTTOM - (PROBLEM.h - 4 if self.unkept else 0)
        seats = len(match.seats)
        width = min(MAX_COLUMN, (WIDTH - 2 * MARGIN - GAP * (seats - 1)) // seats)
        left = CENTRE_X - (seats * width + (seats - 1) * GAP) // 2
        self.panel = results_panel(match)
        tie_break = getattr(self.panel, "tie_break", None)  # the game's own, if it has one
        self.places = places(self.result, tie_break)
        self.order = standings(self.result, tie_break)  # left to right: the winners first
        self.columns = [pygame.Rect(0, 0, 0, 0)] * seats  # each seat's column
        for i, seat in enumerate(self.order):
            self.columns[seat] = pygame.Rect(left + i * (width + GAP), COLUMNS_TOP, width,
                                             self.bottom - COLUMNS_TOP)
        self.size, self.lines = self.layout(width)
        self.confetti = Particles(seed=match.data.seed)
        self.rebuild()

    def layout(self, width: int) -> tuple[int, list[list[Line]]]:
        """The largest text size at which every column fits, and each column's rows."""
        room = self.bottom - COLUMNS_TOP - 150
        for size in SIZES:
            columns = [self.rows(lines, size, width - POINTS_W - 24)
                       for lines in self.result.breakdown]
            if max((len(rows) for rows in columns), default=0) * (size + 7) <= room:
                break
        return size, columns

    @staticmethod
    def rows(lines: list[tuple[str, int]], size: int, width: int) -> list[Line]:
        """A seat's breakdown as rows: long labels wrap, the points sit on the first row."""
        return [Line(piece, f"{points:+d}" if i == 0 else "")
                for label, points in lines
                for i, piece in enumerate(wrap(tr(label), size, width - 12))]

    def name(self, seat: int) -> str:
        return _("You") if seat == self.you else self.match.seats[seat].name

    @property
    def unkept(self) -> bool:
        """The game is over and was being saved, but has no record in Your games."""
        return self.match.autosave is not None and self.match.finished_record is None

    def reason(self) -> str:
        return self.match.record_problem or _("it could not be written")

    def problem(self) -> str:
        """Why the game is not kept, and what becomes of it."""
        if self.match.record_pending:
            return _("This game could not be kept in Your games: {reason}. Its save holds "
                     "it, and Sheepfold tries again at the next start.").format(
                reason=self.reason())
        return _("This game could not be kept in Your games: {reason}. Fix that and press "
                 "Retry. {then}").format(reason=self.reason(), then=self.if_left())

    def if_left(self) -> str:
        """What is left of the game if it is left now, unkept and not pending."""
        if self.match.autosave is not None and self.match.autosave.exists():
            return _("If you leave now, Continue has it only up to the last move that was "
                     "saved.")
        return _("If you leave now, it is lost.")

    def build(self) -> Sequence[Widget]:
        self.heading = ""  # drawn by `draw`, on a band of its own
        entries = [(_("Rematch"), self.rematch), (_("Watch the replay"), self.replay),
                   (self.review_label(), self.review), (_("Back to title"), self.back)]
        widgets = [self.button((0, 0, 0, 0), label, action, size=20)
                   for label, action in entries]
        flow(widgets, pygame.Rect(CENTRE_X - 580, 628, 1160, 56), 56, gap=16,
             columns=len(widgets))
        self.retry_w = RETRY_W
        if self.unkept:
            retry = self.button((0, 0, 0, 0), _("Retry"), self.retry, size=22)
            self.retry_w = max(RETRY_W, retry.needed_width)  # German is longer
            retry.rect = pygame.Rect(PROBLEM.right - self.retry_w - 10, PROBLEM.y + 8,
                                     self.retry_w, PROBLEM.h - 16)
            widgets.append(retry)
        return widgets

    def review_label(self) -> str:
        """"Review my game" when a person played; an all-AI game has no "my" (its review
        still teaches: Hard judges every AI seat's decisions), so "Review the game"."""
        return _("Review my game") if self.match.human_seats else _("Review the game")

    def title(self) -> str:
        """The title names the game: several games share this screen."""
        return _("{game} — final scores").format(game=_(self.match.spec.title))

    def rebuild(self) -> None:
        """No button takes the focus by itself (Tab or an arrow gives it one)."""
        had = self.widgets.focused is not None
        super().rebuild()
        if not had:
            self.widgets.focus(None)

    def handle(self, event: pygame.event.Event) -> bool:
        if self.age < CALM and event.type in INPUT:
            return True  # the key or click meant for the last animation
        return super().handle(event)

    def retry(self) -> None:
        self.match.retry_record()
        self.rebuild()

    def enter(self) -> None:
        self.settle_below()
        self.app.play("win")
        self.celebrate()
        self.timeline.add(Wait(0.8), Call(self.celebrate), Wait(1.0), Call(self.celebrate))

    def celebrate(self) -> None:
        for seat in self.result.winners:
            column = self.columns[seat]  # thrown up from behind the column's top corners
            for x in (column.x + 12, column.right - 12):
                self.confetti.confetti(x, column.y + 12, 30)

    def go(self, then: Callable[[], None]) -> None:
        """Go, after asking if the game is not kept."""
        if not self.unkept:
            then()
            return
        if self.match.record_pending:
            question = _("This game is not in Your games yet. Its save holds it, and "
                         "Sheepfold tries again at the next start. Leave now?")
        else:
            question = _("This game could not be kept ({reason}). {then} Leave anyway?").format(
                reason=self.reason(), then=self.if_left())
        self.app.stack.push(ConfirmScene(self.app, question, _("Leave"), _("Stay"), then))

    def rematch(self) -> None:
        self.go(lambda: rematch(self.app, self.match))

    def replay(self) -> None:
        from game.scenes.replay import ReplayScene

        self.app.stack.push(ReplayScene(self.app, self.match.data))

    def review(self) -> None:
        """Hard's judgement of each decision (of the person at the screen, else the first
        person; every seat of an AI-only game)."""
        from game.scenes.review import ReviewScene

        self.app.stack.push(ReviewScene(self.app, self.match.data, self.match.finished_record,
                                        self.you))

    def back(self) -> None:
        from game.scenes.title import TitleScene

        self.go(lambda: self.app.stack.reset(TitleScene(self.app)))

    def update(self, dt: float) -> None:
        super().update(dt)
        self.age += dt
        self.confetti.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        """Over a table: the table dimmed, and the results on a board of felt of their own,
        so that nothing of the table (its seat panels, its banner) runs behind the words."""
        size = surface.get_size()
        if self.over_something:
            surface.blit(shade(size, DIM), (0, 0))
            surface.blit(felt(size), BOARD.topleft, BOARD)
            ink.rect(surface, palette.WOOD, BOARD.inflate(4, 4), 5, border_radius=6)
        else:
            surface.blit(felt(size), (0, 0))
        self.draw_body(surface)
        self.widgets.draw(surface)

    def draw_body(self, surface: pygame.Surface) -> None:
        self.confetti.draw(surface)  # behind the words and the columns, never across them
        title = assets.text(surface, self.title(), (CENTRE_X, self.HEADING_Y), 46,
                            palette.CREAM, bold=True, anchor="center", shadow=palette.INK)
        ink.line(surface, palette.GOLD, (title.left + 10, title.bottom + 4),
                 (title.right - 10, title.bottom + 4), 4)
        self.title_rect = title
        room = BOARD.w - 40
        headline = self.headline()
        if assets.font(22, True).size(headline)[0] > room:
            headline = self.headline(brief=True)  # many people at the screen: the winner
        size = next((n for n in (30, 27, 24) if assets.font(n, True).size(headline)[0]
                     <= room), 22)  # four winners and your place: smaller, not cut
        assets.text(surface, headline, (CENTRE_X, 128), size, palette.GOLD,
                    bold=True, anchor="center", shadow=palette.INK)
        for seat in self.order:
            self.draw_column(surface, seat, self.columns[seat])
        if self.result.note:
            assets.text(surface, tr(self.result.note), (CENTRE_X, self.bottom + 24), 18,
                        palette.CREAM_DARK, anchor="center", shadow=palette.INK)
        if self.bottom < COLUMNS_BOTTOM:
            self.draw_problem(surface)

    def headline(self, brief: bool = False) -> str:
        """One rule for every game and every count of players (game/view/standings.py): who
        won, a lone winner by how much, and where you finished if you did not win ("Bitzer
        wins by 4 points! You finished 3rd.", "... You tied for 2nd."); with several people
        at the screen, each one's place (`brief`: only the winner)."""
        return headline(self.result, self.places, self.name, self.you,
                        self.match.human_seats, getattr(self.panel, "unit", "points"), brief)

    def draw_problem(self, surface: pygame.Surface) -> None:
        """Why the game is not kept (beside Retry), or that it is kept now."""
        draw_box(surface, PROBLEM, alpha=255, edge=palette.GOLD)
        if not self.unkept:
            assets.text(surface, _("The game is kept in Your games now."), PROBLEM.center,
                        18, palette.CREAM, anchor="center", box=PROBLEM)
            return
        room = PROBLEM.w - self.retry_w - 40
        rows = wrap(self.problem(), 16, room)
        size = 16 if len(rows) <= 2 else 14
        rows = wrap(self.problem(), size, room) if size != 16 else rows
        gap = size + 4
        top = PROBLEM.centery - len(rows) * gap / 2
        for i, row in enumerate(rows):
            assets.text(surface, row, (PROBLEM.x + 16, top + i * gap), size, palette.GOLD,
                        box=PROBLEM)

    def draw_column(self, surface: pygame.Surface, seat: int, rect: pygame.Rect) -> None:
        won = seat in self.result.winners
        draw_box(surface, rect, alpha=255, edge=palette.GOLD if won else palette.PANEL_EDGE)
        if won:  # a gold frame and the gold "1st" medal: one winner's mark (a crown over
            # the column as well said it twice)
            ink.rect(surface, palette.GOLD, rect.inflate(8, 8), 2, border_radius=20)
        player = self.match.seats[seat]
        look = palette.player(seat)
        token = getattr(self.panel, "seat_token", None)
        if token is not None:  # the table's own mark for a seat, so the two read alike
            token(surface, (rect.x + 24, rect.y + 38), self.name(seat))
        else:
            mark = look.mark if self.app.settings.colourblind_marks else "circle"
            palette.draw_mark(surface, mark, (rect.x + 24, rect.y + 38), 11, look.colour)
        medal = draw_medal(surface, medal_centre(rect),
                           self.places[seat], look.colour, shared(self.places, seat))
        # the name stops short of the medal's disc, its kind short of a "tied" band too
        room = rect.right - 2 * MEDAL_R - 12 - 6 - (rect.x + 42)
        assets.text(surface, fit(self.name(seat), 22, room, bold=True),
                    (rect.x + 42, rect.y + 38), 22, palette.GOLD if won else palette.CREAM,
                    bold=True, anchor="midleft", shadow=palette.INK, box=rect)
        kind = dict(kind_names())[player.level if player.is_ai else "human"]
        room = medal.x - 6 - (rect.x + 42)
        assets.text(surface, fit(kind, KIND, room), (rect.x + 42, rect.y + 63), KIND,
                    palette.CREAM_DARK, anchor="midleft", box=rect)
        if self.panel is not None:
            self.panel.draw(surface, seat, pygame.Rect(rect.x + 14, rect.y + 84, rect.w - 28,
                                                       rect.h - 84 - 64))
        else:
            self.draw_lines(surface, seat, rect)
        ink.line(surface, palette.PANEL_EDGE, (rect.x + 14, rect.bottom - 56),
                         (rect.right - 14, rect.bottom - 56), 2)
        assets.text(surface, _("Total"), (rect.x + 16, rect.bottom - 30), 22, palette.CREAM,
                    bold=True, anchor="midleft")
        assets.text(surface, str(self.total(seat)), (rect.right - 16, rect.bottom - 30),
                    30, palette.GOLD if won else palette.CREAM, bold=True, anchor="midright",
                    shadow=palette.INK)

    def total(self, seat: int) -> int:
        """The seat's total as shown now: counted up from 0 as the screen opens (at the
        animation speed; at once with Instant)."""
        settings = self.app.settings
        if settings.animation_speed == "instant":
            return self.result.scores[seat]
        return counted(self.result.scores[seat],
                       (self.age * settings.speed_factor - COUNT_FROM) / COUNT_FOR)

    def draw_lines(self, surface: pygame.Surface, seat: int, rect: pygame.Rect) -> None:
        """The breakdown line by line (a game without a results panel of its own)."""
        y, step = rect.y + 88, self.size + 7
        for line in self.lines[seat]:
            indent = 16 if line.points else 28  # a wrapped label's later rows step in
            assets.text(surface, line.text, (rect.x + indent, y), self.size, palette.CREAM,
                        box=rect.inflate(0, -56 * 2))  # above the total
            if line.points:
                assets.text(surface, line.points, (rect.right - 16, y), self.size,
                            palette.CREAM, bold=True, anchor="topright")
            y += step
