"""What every game's table shares: turns, AI thinking, hand-offs, undo, replay stepping.

A game's table (`BlackSheepTable`, ...) subclasses `TableScene` and supplies four things:
`sync()` puts every piece where the current view says, without animation; `animate(events)`
turns the events of one applied action into timeline steps; `draw_table(surface)`; and
`handle_table(event)` which turns clicks and keys into actions through `perform()`. Its
words for the log come from `describe(event)` and its icons from `action_icon`/`event_icon`;
`animate` wraps each event's steps in `told(event, steps)`, so a log line appears when its
animation plays, never ahead of it.

The keys are the same at every table (`game.tables.keys`): the table lists its legal
`targets()`, says how to `step_back()` one level and where a hint puts the cursor
(`hint_focus`); Tab, the arrows, Enter, Esc and H are handled here.

Who sits at the screen (`viewer`): the only human in a game against AI; in hot seat the human
who last confirmed the hand-off screen; nobody (a spectator) in a demo or a replay. A human
other than the viewer who must decide gets the hand-off screen first, so no hand is ever shown
to the wrong person. Animations show what the rules decided; a click or a key skips them.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

import pygame

from game.i18n import _, tr
from game.match import Match
from game.match import Step as MatchStep
from game.rules.base import Action, Event, IllegalAction
from game.tables.hints import Hints
from game.tables.keys import CONFIRM, STEPS, Cursor, Target, draw_ring, keyed, pressed
from game.view import canvas, palette
from game.view.canvas import Canvas
from game.view.layers import Panels
from game.view.log import GameLog, Icon, LogLine
from game.view.phrases import listed, said, seat_label
from game.view.reference import ReferenceScene, Section, opens
from game.view.stack import Scene
from game.view.tween import Call, Sequence, Step
from game.view.widgets import Button, Tooltip, draw_banner, menu_icon, undo_icon

if TYPE_CHECKING:
    from game.app import App

AI_PAUSE = 0.35  # seconds between an AI's move landing and the next one, so people can follow
HELP_W, HELP_H = 34, 24  # px: the "?" button at the log's corner
CATCH_UP = 4  # lines of what happened since a person's last decision, on their hand-off


class Shell(Protocol):
    """The screens a table opens (pause, hand-off, results). They live in game.scenes, which
    a table never imports, so whoever seats a match at its table hands them over."""

    def pause(self, table: TableScene) -> Scene: ...

    def hand_off(self, table: TableScene, seat: int) -> Scene: ...

    def results(self, table: TableScene) -> Scene: ...


class TableScene(Scene):
    heavy_event: str | None = None  # the event whose animation `bench frames` stages

    def __init__(self, app: App, match: Match, shell: Shell, replay: bool = False):
        super().__init__(app)
        self.match = match
        self.shell = shell
        self.replay = replay
        humans = match.human_seats
        self.viewer: int | None = humans[0] if len(humans) == 1 and not replay else None
        self.message = ""
        self.message_time = 0.0
        self.log = GameLog((0, 0, 0, 0), {self.name(s): palette.player(s).light
                                          for s in range(len(match.seats))})
        self.view: dict[str, Any] = match.view(self.viewer)
        self.ai_wait = AI_PAUSE
        self.finished_shown = False
        self.button_tip = Tooltip()
        self.open_hands: tuple[int, ...] = ()  # seats whose hands a replay shows face up
        self.hints = Hints(self)
        self.cursor = Cursor()
        self._steps_by_id: dict[int, MatchStep] = {}
        self.guard: Callable[[Action], str | None] | None = None
        """A lesson's say over decisions: the sentence refusing one (None: it may be made)."""
        self.timeline.speed = app.settings.speed_factor
        self.panels = Panels()
        """Parts of the table painted once per change (`game.view.layers`)."""
        self.left_at: dict[int, int] = {}
        """In hot seat, how many steps were made when each person last left the screen."""
        self.help_button = Button((0, 0, HELP_W, HELP_H), "?", self.open_reference, size=18,
                                  tooltip=_("Rules at a glance (F1)"))
        """The "?" at the log's top right corner, the same at every table: the reference."""

    # -- hooks for the game's table -------------------------------------------------
    def make_background(self) -> Canvas:
        """The table's fixed parts (felt, board, zones), painted once per zoom."""
        return canvas.blank(canvas.LAYOUT, alpha=False)

    def rezoom(self) -> None:
        self.background = self.make_background()

    def sync(self) -> None: ...

    def animate(self, events: list[Event]) -> None: ...

    def draw_table(self, surface: pygame.Surface) -> None: ...

    def handle_table(self, event: pygame.event.Event) -> bool:
        return False

    def letter_keys(self) -> dict[str, Callable[[], object]]:
        """The table's own letter keys, by their `keys.LETTERS` names, and what each does."""
        return {}

    def targets(self) -> list[Target]:
        """What the viewer may pick now, in the keyboard's order: legal things only (none
        while something moves or it is not their decision)."""
        return []

    def step_back(self) -> bool:
        """Esc: undo one level of a half-made decision (False: nothing to undo)."""
        return False

    def show_hint(self, action: Action) -> list[pygame.Rect]:
        """Point at a hinted move: select what it plays, return the places to glow."""
        return []

    def hint_focus(self, action: Action) -> Any:
        """The key of the target that confirms the hinted move's next part (None: none)."""
        return None

    def hint_reason(self, action: Action) -> str:
        """Why the hint plays it, in one line of the game's words."""
        return ""

    def reference(self) -> list[Section]:
        """What the "?" pop-up shows: the game's key, ranks, card guide and scoring, the
        things a player looks up rather than reads every turn (`game.view.reference`)."""
        return []

    def reference_title(self) -> str:
        """The pop-up's title ("Black Sheep at a glance")."""
        return _("{game} at a glance").format(game=_(self.match.spec.title))

    def rect_of(self, name: str) -> pygame.Rect | None:
        """Where a named thing is drawn, for a lesson's spotlight ("field:1" is the map's zone
        field_1); tables add their own names ("hand:0", "cell:12", "button:keep")."""
        zones = getattr(getattr(self, "layout", None), "zones", {})
        zone = zones.get(name.replace(":", "_"))
        return None if zone is None else pygame.Rect(zone.as_tuple())

    def describe(self, event: dict[str, Any]) -> str | None:
        """A log line for an event as the viewer sees it (None: the action line says it)."""
        return None

    def action_line(self, seat: int, action: Action) -> str:
        """The log line for a decision."""
        return f"{self.name(seat)} {action}" if seat >= 0 else str(action)

    def action_icon(self, seat: int, action: Action) -> Icon | None:
        return None

    def event_icon(self, event: dict[str, Any]) -> Icon | None:
        return None

    # -- the log ----------------------------------------------------------------------
    def step_of(self, action: Action) -> MatchStep | None:
        """The step that made this very decision (None: not made yet, as a hint's), so a
        log line can say what it answered ("You let the mine go off")."""
        known = self._steps_by_id.get(id(action))
        if known is None or known.action is not action:
            self._steps_by_id = {id(step.action): step for step in self.match.steps}
            known = self._steps_by_id.get(id(action))
        return known if known is not None and known.action is action else None

    def story(self) -> list[LogLine]:
        """The log of every step so far, told to the viewer (a loaded game, a new viewer),
        under the line that opens every game's log."""
        return [*self.opening_lines(), *self.told_to(self.viewer)]

    def opening_lines(self) -> list[LogLine]:
        """The lines above the first move: who plays, and whatever a game adds (Bye-Bye
        says its goal), all at step -1."""
        return [self.opening()]

    def opening(self) -> LogLine:
        """Who sits at the table and who starts: the log's first line, so it is never an
        empty box before the first move. Its step is -1: undo keeps it, and a replay's click
        on it goes to the start."""
        seats, you = self.match.seats, self.you or 0
        order = [(you + i) % len(seats) for i in range(len(seats))]  # "you" first, in turn
        players = listed([seat_label(self.name(s), seats[s].level) for s in order])
        text = _("New game: {players}.").format(players=players)
        first = self.match.steps[0].seat if self.match.steps else self.match.to_move
        if first is not None and first >= 0:
            text += " " + self.about(first, _("You start."), _("{name} starts."))
        return LogLine(text, -1)

    def told_to(self, seat: int | None, since: int = 0) -> list[LogLine]:
        """The log lines of the steps from `since` on, as `seat` may see them (None: what
        everyone may see)."""
        lines = []
        for n, step in enumerate(self.match.steps[since:], since):
            lines.append(LogLine(self.action_line(step.seat, step.action), n,
                                 self.action_icon(step.seat, step.action)))
            for event in step.events:
                seen = event.for_seat(seat)
                line = self.describe(seen)
                if line:
                    lines.append(LogLine(line, n, self.event_icon(seen)))
        return lines

    def catch_up(self, seat: int) -> list[LogLine]:
        """What happened since `seat` left the screen (or last decided), for their hand-off:
        the last CATCH_UP lines, told as everyone may see them (the screen is still in the
        previous person's hands, so not even the newcomer's own secrets are on it)."""
        since = self.left_at.get(seat)
        if since is None:  # not at the screen yet in this sitting: since their last decision
            decided = [n for n, step in enumerate(self.match.steps) if step.seat == seat]
            since = decided[-1] + 1 if decided else 0
        return self.told_to(None, since)[-CATCH_UP:]

    def handoff_reason(self, seat: int) -> str:
        """Why the screen goes to `seat`, for their hand-off ("Bo, it is your turn"); a
        table whose rules ask people out of turn says what they are asked."""
        return _("{name}, it is your turn").format(name=self.name(seat))

    def told(self, event: dict[str, Any], steps: Step | None) -> Step | None:
        """An event's animation `steps`, its log line added as they begin."""
        line = self.describe(event)
        if not line:
            return steps
        entry = LogLine(line, len(self.match.steps) - 1, self.event_icon(event))
        say = Call(lambda: self.log.add(entry))
        return say if steps is None else Sequence(say, steps)

    # -- shared ---------------------------------------------------------------------
    def enter(self) -> None:
        self.app.sounds.play_music(self.match.data.game)
        self.refresh_view()
        self.sync()
        self.log.reset(self.story())
        if self.match.is_over and not self.replay:
            self.finished_shown = True

    def resume(self) -> None:
        self.timeline.speed = self.app.settings.speed_factor
        self.refresh_view()
        self.sync()

    def leave(self) -> None:
        self.match.close()

    def refresh_view(self) -> None:
        self.match.forget_legal()  # a staged position may have changed the state in place
        self.view = (self.match.open_view(self.open_hands) if self.open_hands
                     else self.match.view(self.viewer))

    @property
    def animating(self) -> bool:
        return not self.timeline.done

    @property
    def my_turn(self) -> bool:
        """The viewer must decide now (and nothing is still moving)."""
        return (not self.replay and self.viewer is not None
                and self.match.to_move == self.viewer and not self.animating)

    @property
    def marks(self) -> bool:
        """Seats are told apart by colour-blind shapes too (a setting)."""
        return self.app.settings.colourblind_marks

    @property
    def you(self) -> int | None:
        """The seat the words call "you": the one person of a game against AI, at the screen
        or in a replay. Among people sharing a screen nobody is "you": the log and the
        panels name each person, in their colour, so what one person read stays true when
        the next one sits down."""
        humans = self.match.human_seats
        return humans[0] if len(humans) == 1 else None

    def name(self, seat: int) -> str:
        """A seat as a label: "You" for the one person against AI, else the seat's name."""
        return _("You") if seat == self.you else self.match.seats[seat].name

    def busy_word(self, seat: int) -> str:
        """What the seat the screen waits for is doing, said beside its name: "thinking" for
        an AI, "choosing" for a person at their own screen over the network (its dots are
        drawn live after it); "" when the screen waits for nobody there."""
        match = self.match
        if match.is_over or match.to_move != seat or not match.thinking:
            return ""
        return _("thinking") if match.seats[seat].is_ai else _("choosing")

    def about(self, seat: int, yours: str, theirs: str, **fields: Any) -> str:
        """A sentence about `seat`: the "you" form for the person at the screen ("You play
        ..."), else the named one ("{name} plays ..."). Both are translated messages."""
        return said(seat == self.you, yours, theirs, self.name(seat), **fields)

    def say(self, text: str) -> None:
        self.message = text
        self.message_time = 4.0

    def perform(self, action: Action) -> bool:
        """Apply a decision; a refusal is said in one line and nothing changes."""
        refusal = self.guard(action) if self.guard is not None else None
        if refusal is not None:
            self.say(refusal)
            self.app.play("click")
            return False
        seat = self.match.to_move
        try:
            events = self.match.apply(action)
        except IllegalAction as err:
            self.say(tr(err.args[0]) if err.args else str(err))  # rules words: N_-marked
            self.app.play("click")
            return False
        self.message = ""
        mover = -1 if seat is None else seat
        entry = LogLine(self.action_line(mover, action), len(self.match.steps) - 1,
                        self.action_icon(mover, action))
        self.refresh_view()
        self.timeline.add(Call(lambda: self.log.add(entry)))  # as the move starts to show
        self.animate(events)
        if self.app.settings.animation_speed == "instant":
            self.timeline.skip()
        self.ai_wait = AI_PAUSE
        return True

    def undo_refusal(self) -> str | None:
        """Why Undo is refused now (None: it is offered)."""
        return None if self.replay else self.match.undo_refusal(self.viewer)

    def undo(self) -> None:
        refusal = self.undo_refusal()
        if refusal is not None:
            self.say(refusal)
            return
        self.timeline.skip()
        self.match.undo(self.viewer)
        self.log.drop_from(len(self.match.steps))
        self.refresh_view()
        self.sync()

    def shown_buttons(self) -> list[Button]:
        """The buttons on the table now (for their tooltips, greyed ones included)."""
        return []

    def undo_and_menu(self, size: int) -> dict[str, Button]:
        """The two buttons every table has at its foot: an arrow and three bars, each with
        its key cap (critic 22: Undo and Menu were the only ones that named no key, and
        "Rückgängig (R)" had no room at Sheep-Boom-Bah's foot). Their tooltips say them."""
        return {"undo": Button((0, 0, 0, 0), keyed(_("Undo ({key_undo})")), self.undo,
                               size=size, icon=undo_icon),
                "menu": Button((0, 0, 0, 0), _("Menu (Esc)"), self.open_pause, size=size,
                               icon=menu_icon,
                               tooltip=_("The menu: rules, settings, save and quit (Esc)"))}

    def set_undo_button(self, button: Button) -> None:
        """Undo is offered only for the viewer's own last decision; greyed, it says why."""
        refusal = self.undo_refusal()
        button.enabled = refusal is None
        button.tooltip = refusal or keyed(_("Take back your last decision ({key_undo} or "
                                            "Ctrl+Z)"))

    def open_reference(self) -> None:
        """The "?" pop-up over the table (F1, "?" or the button at the log's corner)."""
        self.app.play("click")
        self.button_tip.show(None, (0, 0))
        self.app.stack.push(ReferenceScene(self.app, self, self.reference_title(),
                                           self.reference()))

    def place_help(self) -> pygame.Rect:
        """The "?" button's place: the top right corner of the log's panel, by its title."""
        log = self.log.rect
        self.help_button.rect = pygame.Rect(log.right - self.log.PAD - HELP_W, log.y + 5,
                                            HELP_W, HELP_H)
        self.help_button.visible = log.h >= HELP_H + 10  # (F1 opens it all the same)
        return self.help_button.rect

    def handle(self, event: pygame.event.Event) -> bool:
        self.place_help()
        if opens(event):
            self.open_reference()
            return True
        if self.help_button.handle(event) and event.type != pygame.MOUSEMOTION:
            return True
        if event.type == pygame.MOUSEMOTION:
            over = [b for b in [*self.shown_buttons(), self.help_button]
                    if b.rect.collidepoint(event.pos)]
            self.button_tip.show(over[-1].tooltip if over else None, event.pos)
            self.cursor.point(self.targets(), event.pos)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.step_back():
            return True
        if event.type == pygame.KEYDOWN and (event.key == pygame.K_ESCAPE
                                             or pressed(event.key, "pause")):
            self.open_pause()
            return True
        if self.log.handle(event):
            return True
        if self.animating and ((event.type == pygame.MOUSEBUTTONDOWN and event.button <= 3) or (
                event.type == pygame.KEYDOWN and event.key in CONFIRM)):
            self.timeline.skip()
            return True
        if (event.type == pygame.KEYDOWN and event.key == pygame.K_z
                and event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META) and not self.replay):
            self.undo()
            return True
        if event.type == pygame.KEYDOWN and (event.key in STEPS or event.key in CONFIRM):
            self.key_cursor(event)
            return True
        if self.handle_table(event):
            return True
        return event.type == pygame.KEYDOWN and self.letter_key(event.key)

    def letter_key(self, key: int) -> bool:
        """A letter key: one of the table's own, undo (as Ctrl+Z) or a hint, each by its
        letter in the current language (`keys.LETTERS`)."""
        shared: dict[str, Callable[[], object]] = {} if self.replay else {"undo": self.undo}
        if self.hints.on:
            shared["hint"] = self.hints.ask
        for action, do in {**self.letter_keys(), **shared}.items():
            if pressed(key, action):
                do()
                return True
        return False

    def key_cursor(self, event: pygame.event.Event) -> None:
        """Tab, Shift+Tab and the arrows move the cursor; Enter and Space confirm the lit
        target (nothing lit: the first press lights one)."""
        targets = self.targets()
        if event.key in STEPS:
            how = STEPS[event.key]
            if event.key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT:
                how = -1
            self.cursor.step(targets, how)
            return
        lit = self.cursor.lit(targets)
        if lit is None:
            self.cursor.step(targets, 0)
            return
        self.cursor.shown = True
        lit.act()
        self.follow_hint()

    def follow_hint(self) -> None:
        """The hint on show still stands (a part of its move was picked): the cursor goes on
        to its next part."""
        if self.hints.action is not None and self.hints.shown_at == len(self.match.steps):
            self.cursor.put(self.hint_focus(self.hints.action))

    def lit(self) -> Target | None:
        """The target the cursor lights now (for the tables' own use: a lifted card, Z)."""
        return self.cursor.lit(self.targets())

    def open_pause(self) -> None:
        self.app.stack.push(self.shell.pause(self))

    def update(self, dt: float) -> None:
        super().update(dt)
        self.button_tip.update(dt)
        if self.message_time > 0:
            self.message_time -= dt
            if self.message_time <= 0:
                self.message = ""
        self.hints.update(dt)
        if self.replay:
            return
        match = self.match
        if match.notice is not None:  # the AI's worker was restarted: said once, a while
            self.say(match.notice)
            match.notice = None
        if match.is_over:
            if not self.animating and not self.finished_shown:
                self.finished_shown = True
                self.show_results()
            return
        if match.ai_to_move():
            match.think()  # starts at once, while the last move is still animating
            if self.animating:
                return
            self.ai_wait -= dt
            if self.ai_wait <= 0:
                action = match.poll_ai()
                if action is not None:
                    self.perform(action)
            return
        seat = match.to_move
        if not self.animating and seat is not None and seat != self.viewer:
            self.hand_off(seat)

    def heavy_move(self, seed: int) -> Action | None:
        """Stage the busiest animation for `bench frames`: play on unseen with the Medium AI
        until its move would cause `heavy_event`, show that position at rest and return the
        move (`perform` animates it); None if the game ended first."""
        from game.ai.base import Observation
        from game.ai.levels import make_agent

        agent, rng = make_agent(self.match.data.game, "medium"), random.Random(seed)
        self.timeline.skip()
        while not self.match.is_over:
            action = agent.choose(Observation.of(self.match.state), rng)
            if any(e.kind == self.heavy_event for e in self.match.state.clone().apply(action)):
                self.refresh_view()
                self.sync()
                return action
            self.match.apply(action)
        return None

    def hand_off(self, seat: int) -> None:
        self.app.stack.push(self.shell.hand_off(self, seat))

    def confirm_viewer(self, seat: int) -> None:
        """A new person sits at the screen: the log is told again as they may see it."""
        if self.viewer is not None and self.viewer != seat:
            self.left_at[self.viewer] = len(self.match.steps)
        self.viewer = seat
        self.refresh_view()
        self.sync()
        self.log.reset(self.story())

    def show_results(self) -> None:
        self.app.stack.push(self.shell.results(self))

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_table(surface)
        self.place_help()
        self.help_button.draw(surface)
        self.hints.draw(surface)
        lit = self.lit() if self.cursor.shown else None
        if lit is not None:
            draw_ring(surface, lit.rect)
        self.button_tip.draw(surface)
        if self.match.save_problem is not None:  # a failed autosave: said while it lasts
            draw_banner(surface, self.match.save_problem, (640, 22), 16, palette.GOLD, 1200)
