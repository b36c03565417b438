"""Learn to play: a game's lesson (game.tutorial) played at its real table.

`TutorialScene` seats the lesson's match at the game's table and talks beside it: a coach
panel docked where the table's log goes (`rect_of("coach")`), a spotlight on what the step
is about, Next for a note, Skip to have a move played for you. The table refuses any
decision but the step's (its `guard`), with the step's own sentence; the rivals' moves come
from the script (`ScriptedAgent`, on the match's AI thread like any agent).

A lesson is a Match saved like any game, but in `lessons/<game>.json` of the data folder.
Leaving it (Esc, then quit) and choosing it again, from Learn to play or from Continue
(`paused_lessons`), goes on from the start of the chapter it was left in: the game is taken
back to where that chapter began. It ends by dealing a real game against the Easy AI.
"""

from __future__ import annotations

import logging
import random
import stat
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

import pygame

from game import games, saves, storage, tutorial
from game.ai.base import Agent, Observation
from game.i18n import _, ngettext
from game.match import Match
from game.rules.base import Action
from game.saves import SaveError, Seat
from game.scenes.menu import CENTRE_X, MenuScene
from game.tables.base import AI_PAUSE, TableScene
from game.view import assets, palette, spotlight
from game.view.game_cards import draw_card
from game.view.paint import fitted_rows
from game.view.prompts import fitted
from game.view.stack import Scene
from game.view.widgets import Button, Widget, draw_banner, draw_focus, draw_panel, flow

if TYPE_CHECKING:
    from game.app import App

log = logging.getLogger("sheepfold")
PAD = 10
BODY = 16  # px: the coach's words at 1280x720 (stepped down to fit, never below 12)
NOTICE_TIME = 8.0  # seconds a word about the learner's set-aside place stays up
CHAPTER_TIME = 3.0  # seconds a new chapter's title is lit in the coach


class Head(NamedTuple):
    """A heading line of the coach."""

    text: str
    size: int
    colour: palette.Colour
    bold: bool = False
    lit: bool = False  # on gold: a chapter just begun


def lesson_path(game_id: str) -> Path:
    """Where a game's lesson in progress is kept (one per game)."""
    return storage.home() / "lessons" / f"{game_id}.json"


def chapter_line(script: tutorial.Script, chapter: int) -> str:
    """'Chapter 2 of 4: The Wolf'."""
    return _("Chapter {n} of {count}: {title}").format(
        n=chapter + 1, count=len(script.chapters), title=script.chapters[chapter].says())


@dataclass(frozen=True)
class Paused:
    """A lesson left half way, as Continue and Learn to play show it."""

    game: str
    script: tutorial.Script
    chapter: int  # the chapter it goes on from (from 0)
    saved_at: float  # when it was last played

    @property
    def path(self) -> Path:
        return lesson_path(self.game)

    def title(self) -> str:
        return _("Lesson: {game}").format(game=_(games.get(self.game).spec.title))

    def where(self) -> str:
        return chapter_line(self.script, self.chapter)

    def next_step(self) -> str:
        """'Continue: chapter 2 of 4 — The Wolf' (the Learn screen's card)."""
        return _("Continue: chapter {n} of {count} — {title}").format(
            n=self.chapter + 1, count=len(self.script.chapters),
            title=self.script.chapters[self.chapter].says())


def paused(game_id: str) -> Paused | None:
    """A game's lesson if it was left after its first move or chapter (None: nothing to go
    on from, or a place that opening the lesson will set aside and say why)."""
    from game.levels import LevelError

    path = lesson_path(game_id)
    try:
        when = path.stat().st_mtime
        data = saves.read(path)
        script = tutorial.load(game_id)
    except (OSError, SaveError, tutorial.ScriptError, LevelError):
        return None
    if data.seed != script.seed or data.actions != script.actions[:len(data.actions)]:
        return None
    chapter = script.resume(len(data.actions))
    if chapter == 0 and not data.actions:
        return None
    return Paused(game_id, script, chapter, when)


def paused_lessons() -> list[Paused]:
    """Every lesson left half way, last played first."""
    found = [p for g in lesson_games() if (p := paused(g.id)) is not None]
    return sorted(found, key=lambda p: p.saved_at, reverse=True)


def lesson_games() -> list[games.Game]:
    """The games with a table and a lesson."""
    return [g for g in games.playable() if tutorial.available(g.id)]


class ScriptedAgent(Agent):
    """A rival who plays the script's next move (the lesson holds it back while it talks)."""

    name = "script"
    thinks = False  # reads its lesson, so it answers in the window's process

    def __init__(self, lesson: Lesson) -> None:
        self.lesson = lesson

    def choose(self, obs: Observation, rng: random.Random) -> Action:
        done = len(self.lesson.match.steps)
        actions = self.lesson.script.actions
        if done < len(actions):
            return self.lesson.match.state.action_from_json(actions[done])
        return obs.legal_actions[0]  # past the script: the lesson never lets it be played


class Lesson:
    """Where a lesson stands: its script, its match and the step on show."""

    def __init__(self, script: tutorial.Script) -> None:
        self.script = script
        self.notice: str | None = None  # said over the table as the lesson opens
        self.index = 0  # start_match sets it to the start of the chapter it goes on from
        self.match = start_match(script, self)
        self.read = False  # a scripted move with words: the learner pressed Next

    @property
    def chapter(self) -> int:
        return self.script.chapter_of(self.index)

    @property
    def step(self) -> tutorial.Step:
        return self.script.steps[min(self.index, len(self.script.steps) - 1)]

    @property
    def last(self) -> bool:
        """On the closing note, which hands over to a real game."""
        return self.index >= len(self.script.steps) - 1

    @property
    def holding(self) -> bool:
        """Waiting for Next: a note, or a scripted move that says something first."""
        step = self.step
        return step.is_note or (step.auto and bool(step.text) and not self.read)

    def expected(self) -> Action | None:
        step = self.step
        return None if step.action is None else self.match.state.action_from_json(step.action)

    def refusal(self, action: Action) -> str | None:
        """The table's guard: only the step's move may be made, and only once it is asked."""
        if self.holding:
            return _("Read the note beside the table first, then press Next.")
        if action == self.expected():
            return None
        return self.step.says()

    def words(self) -> str:
        """What the coach says: the step's words; while a silent scripted move plays, the
        words of the notes or moves just before it in the chapter stay."""
        steps = self.script.steps
        index = min(self.index, len(steps) - 1)
        start = self.script.chapters[self.chapter].start
        while index > start and steps[index].auto and not steps[index].text:
            index -= 1
        said = steps[index]
        if said is self.step or said.is_note or said.auto:
            return said.says()
        return ""  # the learner's own move, made: what it asked for is no longer meant

    def watching(self) -> str | None:
        """Who is playing, while a scripted move the step says nothing about is played."""
        step = self.step
        if not step.auto or step.text:
            return None
        done, made = self.script.moves_before(self.index), self.match.steps
        seat = made[done].seat if done < len(made) else self.match.to_move  # made: not followed yet
        if seat == tutorial.LEARNER:
            return _("Watch: your move is played for you…")
        return _("Watch: {name} plays…").format(name=self.match.seats[seat].name)

    def next(self) -> None:
        if self.step.is_note:
            self.index += 1
        else:
            self.read = True

    def follow(self) -> None:
        """Move on past the steps whose move has been made."""
        done = len(self.match.steps)
        moves = self.script.moves_before(self.index)
        while (self.index < len(self.script.steps) and not self.step.is_note
               and moves < done):
            self.index, self.read, moves = self.index + 1, False, moves + 1


def start_match(script: tutorial.Script, lesson: Lesson) -> Match:
    """The lesson's match: the one left in `lessons/`, or the script's fresh deal.

    A place this version cannot go on from (written by a newer Sheepfold, damaged, or for
    another version of the script) is set aside, never deleted, and the learner is told
    (`lesson.notice`). Where `lessons/<game>.json` cannot be kept at all (a folder there, or
    `lessons` a file) the lesson plays from the start unsaved, and its banner says why."""
    path = lesson_path(script.game)
    agents: dict[int, Agent] = {seat: ScriptedAgent(lesson) for seat in range(1, script.players)}
    blocked = in_the_way(path)
    if blocked is not None:
        match = fresh_match(script, None, agents)
        match.save_problem = _("This lesson can't keep your place: {why}. It plays from the "
                               "start.").format(why=blocked)
        return match
    if not path.exists():
        return fresh_match(script, path, agents)
    try:
        data = saves.read(path)
        if data.seed == script.seed and data.actions == script.actions[:len(data.actions)]:
            chapter = script.resume(len(data.actions))
            lesson.index = script.chapters[chapter].start
            return Match(data.upto(script.moves_before(lesson.index)), path, agents)
        why, said = "other", _("Your place was saved for another version of this lesson; it "
                               "is kept aside, and the lesson starts again.")
    except saves.SaveInUse:
        raise
    except saves.SaveTooNew:
        why, said = "newer", _("Your place in this lesson was saved by a newer Sheepfold; it "
                               "is kept aside, and the lesson starts again.")
    except SaveError:
        why, said = "broken", _("Your place in this lesson could not be read; it is kept "
                                "aside, and the lesson starts again.")
    try:
        kept = storage.set_aside(path, why)
    except OSError as err:  # it cannot be moved aside: never written over, so not saved
        match = fresh_match(script, None, agents)
        match.save_problem = _("This lesson can't keep your place: {why}. It plays from the "
                               "start.").format(why=storage.reason(err))
        return match
    lesson.notice = said
    log.info("lesson %s set aside as %s", path.name, kept.name)
    return fresh_match(script, path, agents)


def in_the_way(path: Path) -> str | None:
    """Why a lesson's place cannot be kept at `path` at all (None: it can)."""
    shown = f"{path.parent.name}/{path.name}"
    try:
        mode = path.stat().st_mode
    except FileNotFoundError:
        return None
    except NotADirectoryError:
        return _("{folder} is a file, not a folder").format(folder=path.parent.name)
    except OSError as err:
        return storage.reason(err)
    if stat.S_ISDIR(mode):
        return _("{file} is a folder, not a file").format(file=shown)
    if not stat.S_ISREG(mode):
        return _("{file} is not a regular file").format(file=shown)
    return None


def fresh_match(script: tutorial.Script, path: Path | None, agents: dict[int, Agent]) -> Match:
    """The script's deal, saved at `path` (None: not saved)."""
    seats = [Seat(_("You"))] + [Seat(script.rival if n == 1 else f"{script.rival} {n}", "ai",
                                     "easy") for n in range(1, script.players)]
    fresh = Match.new(script.game, seats, script.seed, script.options)
    return Match(fresh.data, path, agents)


class TutorialScene(Scene):
    """The game's table, with the coach beside it."""

    def __init__(self, app: App, lesson: Lesson) -> None:
        super().__init__(app)
        from game.scenes.tables import table_for

        self.lesson = lesson
        self.table: TableScene = table_for(app, lesson.match)
        self.table.guard = lesson.refusal
        self.clock = 0.0
        # A chapter's title is announced as it begins, and as a lesson goes on from one
        # (the very start is not: the coach says the first chapter).
        self.announced: int | None = 0 if lesson.index == 0 else None
        self.announced_at: float | None = None
        self.answer_wait = AI_PAUSE
        self.next_button = Button((0, 0, 0, 0), _("Next"), self.next, size=18)
        self.skip_button = Button((0, 0, 0, 0), _("Skip"), self.skip, size=18,
                                  tooltip=_("Make this move for me"))

    # -- the stack ----------------------------------------------------------------------
    def enter(self) -> None:
        self.table.enter()

    def leave(self) -> None:
        self.table.leave()

    def pause(self) -> None:
        self.table.pause()

    def resume(self) -> None:
        self.table.resume()

    # -- steps --------------------------------------------------------------------------
    def next(self) -> None:
        self.app.play("click")
        if self.lesson.last and self.lesson.step.is_note:
            self.hand_over()
        else:
            self.lesson.next()

    def skip(self) -> None:
        """Play the asked move for the learner."""
        action = self.lesson.expected()
        if action is None or self.lesson.holding:
            return
        self.table.timeline.skip()
        self.table.perform(action)

    def hand_over(self) -> None:
        """The lesson is learnt: forget it and deal a real game against the Easy AI."""
        from game.scenes.start import deal

        script, match = self.lesson.script, self.table.match
        self.table.leave()
        if match.autosave is not None:
            try:
                match.autosave.unlink(missing_ok=True)
            except OSError as err:  # it stays: Learn to play goes on from the last chapter
                log.info("lesson %s kept: %s", match.autosave.name, err)
        seats = [Seat(_("You")), Seat(script.rival, "ai", "easy")]
        deal(self.app, script.game, seats)

    def buttons(self) -> list[Button]:
        lesson = self.lesson
        if lesson.holding:
            self.next_button.label = (_("Play a real game") if lesson.last and
                                      lesson.step.is_note else _("Next"))
            return [self.next_button]
        if lesson.step.auto:
            return []
        self.skip_button.enabled = self.table.my_turn
        return [self.skip_button]

    # -- frame --------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if any(b.handle(event) for b in self.buttons()):
            return True
        if (event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
                and self.lesson.holding):
            self.next()
            return True
        return self.table.handle(event)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.clock += dt
        lesson, table = self.lesson, self.table
        lesson.follow()
        if lesson.chapter != self.announced:
            self.announced, self.announced_at = lesson.chapter, self.clock
        if lesson.holding:
            table.ai_wait = max(table.ai_wait, AI_PAUSE)  # the rival waits for Next
        own_turn = table.match.to_move == table.viewer and not table.animating
        self.answer_wait = self.answer_wait - dt if lesson.step.auto and own_turn else AI_PAUSE
        if not lesson.holding and self.answer_wait <= 0 and (action := lesson.expected()):
            table.perform(action)  # the learner's scripted answer (a Pass)
        table.update(dt)
        for button in self.buttons():
            button.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        self.table.draw(surface)
        if not self.table.animating:
            rects = [r for name in self.lesson.step.spot
                     if (r := self.table.rect_of(name)) is not None]
            spotlight.draw(surface, rects, self.clock)
        self.draw_coach(surface)
        if self.lesson.notice and self.clock < NOTICE_TIME:
            draw_banner(surface, self.lesson.notice, (640, 22), 16, palette.GOLD, 1200)

    def announcing(self) -> str | None:
        """The title of the chapter just begun, while the coach lights it (never over the
        table, where it would hide what the chapter's first note points at)."""
        if self.announced_at is None or self.clock - self.announced_at >= CHAPTER_TIME:
            return None
        return chapter_line(self.lesson.script, self.lesson.chapter)

    def draw_coach(self, surface: pygame.Surface) -> None:
        """The coach panel: the chapter and the step in it, the words, the step's button."""
        zone = self.table.rect_of("coach")
        if zone is None:
            return
        draw_panel(surface, zone, palette.PANEL, palette.GOLD, radius=10)
        heads, words, size, room = self.coach(zone)
        y = zone.y + PAD
        for head in heads:
            line = assets.font(head.size, head.bold).get_linesize()
            if head.lit:
                draw_panel(surface, pygame.Rect(room.x - 4, y, room.w + 8, line), palette.GOLD,
                           palette.GOLD, radius=6, shadow=0)
            assets.text(surface, head.text, (room.x, y), head.size,
                        palette.INK if head.lit else head.colour, bold=head.bold, box=zone)
            y += line
        step = assets.font(size).get_linesize()
        for i, line in enumerate(words):
            assets.text(surface, line, (room.x, room.y + i * step), size, palette.CREAM,
                        box=zone)
        buttons = self.buttons()
        flow(buttons, pygame.Rect(room.x, zone.bottom - PAD - 34, room.w, 34), 34, 6)
        for button in buttons:
            button.draw(surface)

    def coach(self, zone: pygame.Rect) -> tuple[list[Head], list[str], int, pygame.Rect]:
        """The coach's heading lines (the chapter, the step in it, who is playing), and its
        words wrapped into the room left above the button (if the step has one). When the
        words need more rows, the step count gives way, then the chapter's title."""
        lesson = self.lesson
        chapter = lesson.script.chapters[lesson.chapter]
        width = zone.w - 2 * PAD
        rows, size = fitted_rows(chapter_line(lesson.script, lesson.chapter), 16, width, 1,
                                 bold=True, smallest=12)
        lit = self.announcing() is not None
        titles = [Head(row, size, palette.GOLD, True, lit) for row in rows]
        count = Head(_("Step {n} of {count}").format(
            n=min(lesson.index, chapter.end - 1) - chapter.start + 1,
            count=chapter.end - chapter.start), 13, palette.CREAM_DARK)
        watching = lesson.watching()
        watch = [Head(watching, 15, palette.GOLD, True)] if watching else []
        bottom = zone.bottom - PAD - (34 + 6 if self.buttons() else 0)
        for heads in (titles + [count] + watch, titles + watch, watch):
            top = zone.y + PAD + 4 + sum(assets.font(h.size, h.bold).get_linesize() for h in heads)
            room = pygame.Rect(zone.x + PAD, top, width, bottom - top)
            words, size = fitted(lesson.words(), room.w, room.h, BODY)
            if len(words) * assets.font(size).get_linesize() <= room.h:
                break
        return heads, words, size, room


class LessonCard(Widget):
    """A game to learn, drawn as the game's card: how many chapters its lesson has, or the
    chapter a lesson left half way goes on from."""

    def __init__(self, rect: tuple[int, int, int, int], game: games.Game, foot: str,
                 callback: Callable[[], None], tooltip: str | None = None) -> None:
        super().__init__(rect, tooltip=tooltip)
        self.game, self.foot, self.callback = game, foot, callback
        self.fellows: list = []  # the cards beside it (itself among them): one text size
        self.label = _(game.spec.title)

    def activate(self) -> None:
        self.callback()

    def draw(self, surface: pygame.Surface) -> None:
        draw_card(surface, self.rect, self.game.spec, self.foot,
                  hovered=self.hovered or self.focused, fellows=self.fellows)
        if self.focused:
            draw_focus(surface, self.rect)


CARD_W, CARD_H, CARD_GAP = 540, 170, 20
CARDS_TOP = 172


class LearnScene(MenuScene):
    """Which game to learn, as cards two by two (a lesson left half way says its chapter and
    goes on from it)."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.rebuild()

    def build(self) -> Sequence[Widget]:
        self.heading = _("Learn to play")
        left = CENTRE_X - CARD_W - CARD_GAP // 2
        widgets: list[Widget] = []
        for i, game in enumerate(lesson_games()):
            rect = (left + i % 2 * (CARD_W + CARD_GAP), CARDS_TOP + i // 2 * (CARD_H + CARD_GAP),
                    CARD_W, CARD_H)
            foot, tip = self.foot(game.id)
            widgets.append(LessonCard(rect, game, foot, lambda g=game.id: open_lesson(self.app, g),
                                      tooltip=tip))
        cards = [w for w in widgets if isinstance(w, LessonCard)]
        for card in cards:
            card.fellows = [(c.game.spec, c.foot) for c in cards]
        widgets.append(self.button((CENTRE_X - 100, 620, 200, 48), _("Back"), self.back))
        return widgets

    @staticmethod
    def foot(game_id: str) -> tuple[str, str | None]:
        """The card's gold line, and its tooltip (a broken lesson says so here; opening it
        says why)."""
        from game.levels import LevelError

        left = paused(game_id)
        if left is not None:
            return left.next_step(), _("You start again at the beginning of this chapter.")
        try:
            count = len(tutorial.load(game_id).chapters)
        except (tutorial.ScriptError, LevelError):
            return _("This lesson cannot be opened."), None
        return ngettext("{n} short chapter", "{n} short chapters", count).format(n=count), None

    def draw_body(self, surface: pygame.Surface) -> None:
        assets.text(surface, _("Learn by playing a real game, one short chapter at a time. "
                               "If you stop, you pick up at the start of that chapter."),
                    (CENTRE_X, 128), 17, palette.CREAM, anchor="center", shadow=palette.INK)


def open_lesson(app: App, game_id: str) -> None:
    """Sit down at a game's lesson; a broken script or a busy save is said on the title."""
    from game.levels import LevelError
    from game.scenes.title import TitleScene

    try:
        app.stack.reset(TutorialScene(app, Lesson(tutorial.load(game_id))))
    except (tutorial.ScriptError, SaveError, LevelError) as err:
        app.notices.append(str(err))
        app.stack.reset(TitleScene(app))
