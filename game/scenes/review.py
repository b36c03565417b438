"""The post-game review: the replay viewer with Hard's judgement of one seat's decisions.

The judgement (`game.review`) runs in worker processes, one per core, on a thread of this
scene that only waits for them, so the table keeps drawing; each decision shows as soon as
it is judged, a bar says how far it is, and Esc stops it. The panel sits where the table's
game log is (a review tells the game through the decisions instead) and has two pages (Tab):
the chart of the expected margin after each decision with the decision picked, and the three
turning points in words. Picking a decision (a click on the chart, Up/Down) shows the
position before it with Hard's choice glowing as a hint does. H switches to the judgement
with hindsight (every card known; the game is over), and where both are judged the panel
says whether a loss was bad luck or a bad decision.
"""

from __future__ import annotations

import logging
import os
import threading
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game import review
from game.ai.worker import Thinker
from game.i18n import _, tr
from game.saves import SaveData
from game.scenes.replay import ReplayScene
from game.tables.hints import COLOUR as HINT_COLOUR
from game.view import assets, ink, palette
from game.view.paint import fit, fitted_rows, glow
from game.view.widgets import draw_panel

if TYPE_CHECKING:
    from game.app import App

log = logging.getLogger(__name__)

LABEL_COLOURS = {"fine": palette.CREAM_DARK, "inaccuracy": palette.GOLD,
                 "mistake": (236, 140, 60), "blunder": (226, 80, 70)}
PAD = 8
SMALL = 13  # px, the panel's figures (the style's small labels are at least 12)
BODY = 15
COVERS = {"black_sheep": ("tasks",), "sheep_sheep": ("deck",)}
"""Zones beside the game log that the review panel may cover too (Black Sheep's bonuses and
tasks, Sheep Sheep's pile: a review needs the room more than the reminder)."""
WIN_BONUS = 10  # what every game's Hard evaluation adds for a won game (docs/review.md)
WIDE = 440  # px: a panel this wide puts the chart and the decision side by side


def label_word(label: str) -> str:
    return {"fine": _("fine"), "inaccuracy": _("inaccuracy"), "mistake": _("mistake"),
            "blunder": _("blunder"), "forced": _("forced")}.get(label, label)


class Judging:
    """One review run (a seat, a mode) on a thread that waits for the worker processes."""

    def __init__(self, data: SaveData, path: Path | None, seat: int, hindsight: bool,
                 thinker: Thinker | None) -> None:
        self.decisions: list[review.Decision] = []
        self.total = 0
        self.done = False
        self.failed: str | None = None
        self.stopped = False
        self._args = (data, path, seat, hindsight, thinker)
        self._thread = threading.Thread(target=self._run, daemon=True, name="sheepfold-review")
        self._thread.start()

    def _progress(self, done: int, total: int, decision: review.Decision) -> None:
        self.total = total
        self.decisions.append(decision)

    def _run(self) -> None:
        data, path, seat, hindsight, thinker = self._args
        how = {"thinker": thinker, "progress": self._progress,
               "cancelled": lambda: self.stopped}
        try:
            if path is not None:
                review.review_file(path, [seat], hindsight, **how)
            else:
                review.review(data, [seat], hindsight, **how)
        except Exception as err:  # a review is a help: said in a sentence, never a crash
            log.exception("review failed")
            self.failed = str(err)
        self.done = True

    def stop(self) -> None:
        self.stopped = True


class ReviewScene(ReplayScene):
    def __init__(self, app: App, data: SaveData, path: Path | None = None,
                 seat: int | None = None, processes: int | None = None) -> None:
        """`processes`: worker processes for the judgement (default one per core; 0 judges
        on this scene's thread in this process, as tests do)."""
        super().__init__(app, data)
        self.path = path
        self.seat = review.default_seats(data)[0] if seat is None else seat
        self.table.viewer = self.seat  # the words say "you" to the seat reviewed
        count = (os.cpu_count() or 1) if processes is None else processes
        self.thinker = Thinker(count) if count > 0 else None
        self.runs: dict[bool, Judging] = {False: self._judge(False)}
        self.hindsight = False
        self.page = 0  # 0: chart and decision, 1: turning points
        self.picked: int | None = None  # index into the judged decisions of this mode
        self.marks: list[pygame.Rect] = []
        self.clock = 0.0
        self.panel = self._panel_rect()
        self.chart = pygame.Rect(0, 0, 0, 0)

    @property
    def person(self) -> bool:
        """The seat reviewed is a person's: the panel says "you". An AI's (an all-AI game)
        is named instead: nobody at the screen played it."""
        return not self.data.seats[self.seat].is_ai

    def _judge(self, hindsight: bool) -> Judging:
        return Judging(self.data, self.path, self.seat, hindsight, self.thinker)

    def _panel_rect(self) -> pygame.Rect:
        """The game log's place, grown over the zones `COVERS` names for its game."""
        area = pygame.Rect(self.table.log.rect)
        zones = getattr(self.table.layout, "zones", {})
        for name in COVERS.get(self.data.game, ()):
            if name in zones:
                area.union_ip(pygame.Rect(zones[name].as_tuple()))
        return area

    @property
    def run(self) -> Judging:
        return self.runs[self.hindsight]

    def judged(self) -> list[review.Decision]:
        """This mode's decisions judged so far that had a choice (forced ones are left out)."""
        return [d for d in list(self.run.decisions) if d.label != review.FORCED]

    # -- commands -------------------------------------------------------------------------
    def pick(self, index: int) -> None:
        """Show the position before the picked decision, Hard's choice glowing."""
        found = self.judged()
        if not found:
            return
        self.picked = max(0, min(len(found) - 1, index))
        decision = found[self.picked]
        self.playing = False
        self.jump(decision.move - 1)
        self.marks = []
        if decision.best.action != decision.played.action:
            try:
                best = self.table.match.state.action_from_json(decision.best.action)
                self.marks = self.table.show_hint(best)
            except Exception:  # a ghost is a help; the words still say the move
                log.exception("no ghost for move %d", decision.move)

    def switch_mode(self) -> None:
        self.hindsight = not self.hindsight
        if self.hindsight not in self.runs:
            self.runs[self.hindsight] = self._judge(self.hindsight)
        if self.picked is not None:
            self.pick(self.picked)

    def close(self) -> None:
        for run in self.runs.values():
            run.stop()
        if self.thinker is not None:
            self.thinker.close()
        super().close()

    def jump(self, move: int) -> None:
        self.marks = []
        super().jump(move)

    # -- input and frames -------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE and not self.run.done:
                self.run.stop()  # the first Esc stops the judging, the next closes
                return True
            keys = {pygame.K_h: self.switch_mode, pygame.K_TAB: self.flip_page,
                    pygame.K_DOWN: lambda: self.pick(self._next(1)),
                    pygame.K_UP: lambda: self.pick(self._next(-1))}
            if event.key in keys:
                keys[event.key]()
                return True
        if (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
                and self.chart.collidepoint(event.pos) and self.page == 0):
            found = self.judged()
            if found:
                step = self.chart.w / max(1, len(found) - 1)
                self.pick(round((event.pos[0] - self.chart.x) / step) if len(found) > 1 else 0)
            return True
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL) \
                and self.panel.collidepoint(pygame.mouse.get_pos() if event.type ==
                                            pygame.MOUSEWHEEL else event.pos):
            return True  # the panel covers the log: nothing under it answers
        return super().handle(event)

    def _next(self, step: int) -> int:
        return 0 if self.picked is None else self.picked + step

    def flip_page(self) -> None:
        self.page = 1 - self.page

    def update(self, dt: float) -> None:
        self.clock += dt
        super().update(dt)

    # -- drawing ----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.marks:
            pulse = 170 + int(80 * abs(pygame.math.Vector2(1, 0).rotate(self.clock * 280).y))
            for rect in self.marks:
                glow(surface, rect.inflate(8, 8), (*palette.INK, 200), 9, 16)
                glow(surface, rect.inflate(8, 8), (*HINT_COLOUR, pulse), 5, 14)
        self.draw_panel(surface)

    def draw_panel(self, surface: pygame.Surface) -> None:
        area = self.panel
        draw_panel(surface, area, palette.PANEL, palette.PANEL_EDGE, radius=10, shadow=2)
        inner = area.inflate(-2 * PAD, -2 * PAD)
        wide = inner.w >= WIDE
        left = pygame.Rect(inner.x, inner.y, inner.w // 2 - PAD if wide else inner.w, inner.h)
        name = self.data.seats[self.seat].name
        assets.text(surface, fit(_("Review: {name}").format(name=name), 18, left.w, True),
                    left.topleft, 18, palette.GOLD, bold=True)
        mode = (_("Judged with every card known") if self.hindsight
                else _("Judged from what you knew then") if self.person
                else _("Judged from what {name} knew then").format(name=name))
        rows, size = fitted_rows(mode, SMALL, left.w, 1, smallest=11)
        assets.text(surface, rows[0], (left.x, left.y + 24), size,
                    palette.SKY if self.hindsight else palette.CREAM_DARK)
        right = pygame.Rect(left.right + 2 * PAD, inner.y, inner.right - left.right - 2 * PAD,
                            inner.h) if wide else left
        keys = _("Up/Down: decisions · H: hindsight · Tab: turning points")
        rows, size = fitted_rows(keys, 12, right.w, 2)
        bottom = right.bottom - len(rows) * (size + 2)
        for i, row in enumerate(rows):
            assets.text(surface, row, (right.x, bottom + i * (size + 2)), size,
                        palette.CREAM_DARK)
        y = self._draw_progress(surface, left, left.y + 44)
        if self.page == 1:
            top = right.y if wide else y
            self._draw_turning_points(surface, pygame.Rect(right.x, top, right.w,
                                                           bottom - 4 - top))
            return
        unit = tr(review.UNITS[self.data.game])
        caption = (_("Your expected final margin ({unit}; a win adds {bonus})") if self.person
                   else _("{name}'s expected final margin ({unit}; a win adds {bonus})")
                   ).format(unit=unit, bonus=WIN_BONUS, name=self.data.seats[self.seat].name)
        lines, size = fitted_rows(caption, 12, left.w, 2, smallest=10)
        for line in lines:
            assets.text(surface, line, (left.x, y), size, palette.CREAM_DARK)
            y += size + 2
        room = (left.bottom if wide else bottom - 4) - y - 2
        chart = room if wide else min(90, max(48, room // 3))
        self._draw_chart(surface, pygame.Rect(left.x, y + 2, left.w, chart))
        top = right.y if wide else y + chart + 10
        self._draw_decision(surface, pygame.Rect(right.x, top, right.w, bottom - 4 - top))

    def _draw_progress(self, surface: pygame.Surface, inner: pygame.Rect, y: int) -> int:
        run = self.run
        if run.failed is not None:
            rows, size = fitted_rows(_("The review could not be made: {why}").format(
                why=run.failed), SMALL, inner.w, 2)
            for row in rows:
                assets.text(surface, row, (inner.x, y), size, palette.GOLD)
                y += size + 3
            return y + 2
        if run.done and not run.stopped:
            return y
        done, total = len(run.decisions), max(run.total, len(run.decisions), 1)
        words = (_("Stopped after {done} of {total} decisions") if run.stopped else
                 _("Judging {done} of {total}… (Esc stops)")).format(done=done, total=total)
        assets.text(surface, fit(words, SMALL, inner.w), (inner.x, y), SMALL, palette.CREAM)
        bar = pygame.Rect(inner.x, y + SMALL + 5, inner.w, 5)
        ink.rect(surface, palette.PANEL_EDGE, bar, border_radius=2)
        ink.rect(surface, palette.GOLD, (bar.x, bar.y, round(bar.w * done / total), bar.h),
                 border_radius=2)
        return y + SMALL + 16

    def _draw_chart(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """The expected final margin after each judged decision; zero is the dashed line."""
        self.chart = area
        found = self.judged()
        ink.rect(surface, palette.FELT_DARK, area, border_radius=6)
        if not found:
            assets.text(surface, _("No decision judged yet"), area.center, SMALL,
                        palette.CREAM_DARK, anchor="center")
            return
        values = [d.played.value or 0.0 for d in found]
        top, bottom = max(max(values), 1.0), min(min(values), -1.0)

        def point(i: int, value: float) -> tuple[float, float]:
            x = area.x + 4 + (area.w - 8) * (i / max(1, len(found) - 1))
            return x, area.y + 4 + (area.h - 8) * (top - value) / (top - bottom)

        zero = point(0, 0.0)[1]
        for x in range(area.x + 4, area.right - 4, 8):
            ink.line(surface, palette.PANEL_EDGE, (x, zero), (x + 4, zero), 1)
        points = [point(i, v) for i, v in enumerate(values)]
        if len(points) > 1:
            ink.lines(surface, palette.CREAM, False, points, 2)
        for i, (d, p) in enumerate(zip(found, points, strict=True)):
            if d.label != "fine" or i == self.picked:
                ink.circle(surface, LABEL_COLOURS.get(d.label, palette.CREAM), p,
                           5 if i == self.picked else 3)
        if self.picked is not None and self.picked < len(points):
            ink.circle(surface, palette.SKY, points[self.picked], 7, 2)

    def _draw_decision(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        found = self.judged()
        y = area.y

        def say(words: str, size: int, colour: palette.Colour, rows: int = 2,
                figure: str = "", bold: bool = False) -> bool:
            """Rows of `words` from `y` (a figure at the right); False once out of room."""
            nonlocal y
            width = area.w - (assets.font(size, True).size(figure)[0] + 6 if figure else 0)
            lines, fitted = fitted_rows(words, size, width, rows, bold)
            if y + len(lines) * (fitted + 2) > area.bottom:
                return False
            if figure:
                assets.text(surface, figure, (area.right, y), fitted, palette.CREAM, bold=True,
                            anchor="topright")
            for line in lines:
                assets.text(surface, line, (area.x, y), fitted, colour, bold=bold)
                y += fitted + 2
            y += 3
            return True

        if self.picked is None or self.picked >= len(found):
            say(_("Click the chart or press Down to see a decision; Tab: turning points"),
                SMALL, palette.CREAM_DARK, 3)
            return
        d = found[self.picked]
        unit = tr(review.UNITS[self.data.game])
        if not say(_("Move {move}: {label}").format(move=d.move, label=label_word(d.label)),
                   BODY, LABEL_COLOURS.get(d.label, palette.CREAM), 1, bold=True):
            return
        played = _("You played") if self.person else _("{name} played").format(
            name=self.data.seats[self.seat].name)
        for head, choice in ((played, d.played), (_("Hard's choice"), d.best)):
            figure = "" if choice.value is None else f"{choice.value:+.1f}"
            if not (say(head, 12, palette.CREAM_DARK, 1, figure)
                    and say(self.words(choice), SMALL, palette.CREAM)):
                return
        if d.loss > 0 and not say(_("Lost about {loss:.1f} {unit}").format(
                loss=d.loss, unit=unit), SMALL, palette.GOLD, 1):
            return
        say(self.verdict(d), SMALL, palette.SKY, 3)

    def words(self, choice: review.Choice) -> str:
        """A judged move as the table's log says it (in the player's language), at the
        position on show (the one before the decision)."""
        try:
            action = self.table.match.state.action_from_json(choice.action)
            return self.table.action_line(self.seat, action)
        except Exception:  # not this position's move: the rules' own words
            return choice.text

    def verdict(self, decision: review.Decision) -> str:
        """Bad luck or a bad decision: the two judgements of the same move side by side."""
        run = self.runs.get(not self.hindsight)
        other = next((d for d in list(run.decisions) if d.move == decision.move),
                     None) if run is not None else None
        if other is None:
            return "" if self.hindsight else _("H: judge it again with every card known")
        knew, saw = (other, decision) if self.hindsight else (decision, other)
        bad = ("mistake", "blunder")
        name = self.data.seats[self.seat].name
        if knew.label in bad:
            return (_("A bad decision: with what you knew, there was better.") if self.person
                    else _("A bad decision: with what {name} knew, there was better.").format(
                        name=name))
        if saw.label in bad:
            return (_("Bad luck: with what you knew it was a good choice; the hidden cards "
                      "turned against it.") if self.person
                    else _("Bad luck: with what {name} knew it was a good choice; the hidden "
                           "cards turned against it.").format(name=name))
        return _("A sound decision either way.")

    def _draw_turning_points(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        found = self.run.decisions
        points = review.turning_points(self.data.game, found, self.seat)
        summary = review.summary(found, self.seat)
        counts = summary["labels"]
        line = _("{judged} decisions: {mistakes} mistakes, {blunders} blunders").format(
            judged=summary["judged"], mistakes=counts["mistake"], blunders=counts["blunder"])
        y = area.y
        rows, size = fitted_rows(line, SMALL, area.w, 2)
        for row in rows:
            assets.text(surface, row, (area.x, y), size, palette.CREAM_DARK)
            y += size + 2
        y += 6
        if not points:
            assets.text(surface, fit(_("No costly decision found."), BODY, area.w),
                        (area.x, y), BODY, palette.CREAM)
            return
        name = self.data.seats[self.seat].name
        room = max(1, (area.bottom - y) // len(points))
        for p in points:
            rows, size = fitted_rows(tr(p.sentence(name)), SMALL, area.w,
                                     max(1, room // (SMALL + 3)))
            for row in rows:
                if y + size > area.bottom:
                    return
                assets.text(surface, row, (area.x, y), size, palette.CREAM)
                y += size + 2
            y += 6
