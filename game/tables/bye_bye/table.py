"""The Bye-Bye Black Sheep table: draw cards from your rivals' fanned hands onto the
watering hole, say bye-bye to a Black Sheep, lay triplets in your zoo.

Like the other tables it draws from `shown`, a copy of the viewer's view that the animation
changes step by step as it plays the events of an action (a card leaves a hand, lands at the
watering hole, turns over); when the timeline ends `shown` is the view again. Flying cards
are sprites moved by `Flight`s between the resting places `Board` computes (motion.py).
What may be picked, by pointer or keys, is `picking.py`; the prompt dock beside the watering
hole is `dock.py`; the painting `draw.py`; the words `words.py`; a new game opens with the
deal (`opening.py`).

Hot seat: every private thing (your hand, what your Mole saw, the Wolf's stash you keep)
comes from the view of the person who confirmed the hand-off screen, so nobody else's ever
shows. The White Sheep's owner is asked every time, whether or not they hold an animal (the
rules always ask), so the hand-off to them tells nobody anything.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Callable
from typing import Any

import pygame

from game import i18n, levels
from game.i18n import _, ngettext
from game.rules.base import Action
from game.rules.bye_bye import Pass, is_set
from game.rules.bye_bye.cards import PLAYER_COUNTS, card_key
from game.tables.base import TableScene
from game.tables.bye_bye import draw as paint
from game.tables.bye_bye import faces, guide, hinting, spots, words
from game.tables.bye_bye.board import Board
from game.tables.bye_bye.dock import Dock, plan
from game.tables.bye_bye.dock import draw as draw_dock
from game.tables.bye_bye.motion import ByeByeMotion
from game.tables.bye_bye.opening import opening
from game.tables.bye_bye.picking import Picking
from game.tables.bye_bye.results_panel import ByeByeResults
from game.tables.bye_bye.specials import SpecialMotion
from game.tables.keys import keyed
from game.view.log import Icon, LogLine
from game.view.particles import Particles, ScreenShake
from game.view.reference import Section
from game.view.sprites import Sprite, draw_sprites
from game.view.tween import Call, Sequence
from game.view.widgets import Button, flow, side_by_side
from game.view.zoom import Zoom

LOG_LEAST = 60  # px: a log squeezed below this by the dock is not drawn
BUTTON_H, BUTTON_GAP = 34, 6  # px: every table's buttons (as at the Black Sheep table)
TOLD_LATE = ("card_drawn", "mole_fetched", "eagle_asked", "mother_sheep")


def pass_label(phase: str) -> str:
    """The button that declines what a special card offers."""
    return keyed({"eagle": _("Ask nobody ({key_decline})"),
                  "mole": _("Take nothing ({key_decline})"),
                  "magpie": _("Take nothing ({key_decline})"),
                  "white": _("Place nothing ({key_decline})")}.get(phase,
                                                                   _("Pass ({key_decline})")))


class ByeByeTable(Picking, SpecialMotion, ByeByeMotion, TableScene):
    heavy_event = "bye_bye"  # a banner, a shake, a trot home, the watering hole emptied
    results_panel = ByeByeResults  # its part of the results screen

    def opening_lines(self) -> list[LogLine]:
        """Who plays, then the goal, so the log is not an empty box at the start (a critic
        found it so). The number of triplets comes from the player count: a remote table
        has no rules state."""
        n = PLAYER_COUNTS[len(self.match.seats)].triplets
        goal = ngettext("Goal: be the first with {n} triplet (3 cards of one animal) in "
                        "your zoo.", "Goal: be the first with {n} triplets (3 cards of one "
                        "animal each) in your zoo.", n).format(n=n)
        return [self.opening(), LogLine(goal, -1)]

    def __init__(self, app, match, shell, replay: bool = False):
        super().__init__(app, match, shell, replay)
        self.players = len(match.seats)
        self.layout = levels.load("bye_bye", self.players)
        self.log.place(self.layout["log"].as_tuple())
        self.log.merge = lambda last, new: words.merged(self, last, new)
        self.shown: dict[str, Any] = {}
        self.flyers: list[Sprite] = []
        self.hidden_hand: set[int] = set()
        self.hidden_pond: set[int] = set()
        self.peek: dict[int, list[str]] = {}  # a hand your Mole shows you, while it shows
        self.trotter: Sprite | None = None  # a Black Sheep on its way home
        self.bubble: tuple[int, str, str] | None = None  # the Eagle's question and answer
        self.headline = ""
        self.laid: tuple[int, str] | None = None  # the last card shown going into a zoo
        self.winning: tuple[int, str] | None = None  # the winning triplet, lit at the end
        self.floaters: list[list[Any]] = []
        self.stop_float: str | None = None  # the words a stop floated up (`on_stopped`)
        self.magpie_flying = False
        self.draw_origin: int | None = None  # the fanned back the viewer drew
        self.rng = random.Random(0)  # view-only: which back another player's draw takes
        self.particles = Particles()
        self.shake = ScreenShake()
        self.zoom = Zoom(width=200)
        self.zoo_note: tuple[str, str] | None = None  # the zoo tile under the pointer
        self.clock = 0.0
        self.hover: tuple[str, Any] | None = None
        self.fan_hover: tuple[int, int] | None = None  # (seat, card) under the pointer
        self.picks: list[tuple[str, int]] = []
        self.eagle_rival: int | None = None
        self.queued: list[Action] = []
        self.dock = Dock()
        self.board_key, self.board_now = "", Board(self.layout, self.players, 0)
        self.least_key: tuple = ()
        self.least_now: list[float] = []
        self.opening_due = False
        self.background = self.make_background()
        self.buttons = {
            "stop": Button((0, 0, 0, 0), keyed(_("Stop drawing ({key_stop})")), self.stop, size=18),
            "hint": self.hints.button,
            **self.undo_and_menu(18),
        }
        self.docked = {
            "put": Button((0, 0, 0, 0), keyed(_("Put in zoo ({key_zoo})")),
                          self.put_in_zoo, size=16),
            "end": Button((0, 0, 0, 0), keyed(_("Place nothing ({key_decline})")),
                          self.end_turn, size=16),
            "pass": Button((0, 0, 0, 0), keyed(_("Pass ({key_decline})")), self.pass_turn, size=16),
        }

    # -- geometry ------------------------------------------------------------------------------
    @property
    def board(self) -> Board:
        """Where everything rests now: each seat's hand and zoo share their room by what they
        hold (before the first view, as the map draws them)."""
        base = self.viewer if self.viewer is not None else 0
        if not self.shown:
            return Board(self.layout, self.players, base)
        hands = list(self.shown["hand_sizes"])
        hands[base] = len(self.bottom_hand())
        cards = [list(self.shown["zoos"][seat]) + self.ghosts(seat)
                 for seat in range(self.players)]
        least = self.least_widths(base)
        signs = [paint.sign_least(self, seat, cards[seat]) for seat in range(self.players)]
        key = repr((base, hands, cards, least, signs))  # (asked for many times a frame)
        if key != self.board_key:
            zoos = [tuple(n for _card, n in paint.zoo_counts(sorted(zoo, key=int)))
                    for zoo in cards]
            self.board_key = key
            self.board_now = Board(self.layout, self.players, base, hands, zoos, least, signs)
        return self.board_now

    def least_widths(self, base: int) -> list[float]:
        """How narrow each rival's hand may be (its caption's words, a replay's tags): worked
        out again only when what is shown changes (`board` is asked for about 90 times a
        frame, and this measured text each time: 1.4 ms a frame)."""
        opened = repr([self.open_hand(seat) for seat in range(self.players)]) \
            if self.replay else ""
        key = (id(self.shown), base, tuple(self.shown["hand_sizes"]), opened, i18n.language())
        if key != self.least_key:
            self.least_key = key
            self.least_now = [max(paint.widest_tag(self, seat) if self.replay else 0.0,
                                  paint.caption_width(self, seat, base)) if seat != base else 0.0
                              for seat in range(self.players)]
        return self.least_now

    # -- resting state --------------------------------------------------------------------------
    def make_background(self):
        return paint.background(self)

    def sync(self) -> None:
        self.timeline.clear()
        self.settle_shown()
        self.picks.clear()
        self.queued.clear()

    def settle_shown(self) -> None:
        """An animation is over (or skipped): `shown` is the view again."""
        self.shown = copy.deepcopy(self.view)
        self.flyers.clear()
        self.hidden_hand.clear()
        self.hidden_pond.clear()
        self.peek.clear()
        self.trotter = None
        self.bubble = None
        self.headline = ""
        self.winning = None
        self.magpie_flying = False
        if self.view["phase"] == "eagle" and self.my_turn_now():
            rivals = [a.rival for a in self.match.legal_actions() if hasattr(a, "rival")]
            if self.eagle_rival not in rivals:
                self.eagle_rival = min(rivals, key=self.board.pos) if rivals else None

    def my_turn_now(self) -> bool:
        return (not self.replay and self.viewer is not None
                and self.match.to_move == self.viewer)

    def enter(self) -> None:
        super().enter()
        self.opening_due = not (self.replay or self.match.steps or self.match.is_over)

    # -- what the view says, for the painting ---------------------------------------------------
    def bottom_hand(self) -> list[str | None]:
        """The cards at the bottom: yours, or for a spectator the bottom seat's (faces when a
        replay opens them, else backs)."""
        hand = self.shown.get("hand")
        if self.viewer is not None and hand is not None:
            return list(hand)
        base = self.viewer if self.viewer is not None else 0
        faces_up = (self.shown.get("hands") or [None] * self.players)[base]
        return list(faces_up) if faces_up is not None else [None] * self.shown["hand_sizes"][base]

    def open_hand(self, seat: int) -> list[str] | None:
        """A rival's hand face up: at the end, in a replay that opens it, or while your Mole
        shows it to you (to you alone: it is in your view only)."""
        hands = self.shown.get("hands") or []
        if seat < len(hands) and hands[seat] is not None:
            return hands[seat]
        if seat in self.peek:
            return self.peek[seat]
        if self.shown["phase"] == "mole" and self.shown["source"] == seat:
            return self.mole_hand()
        return None

    def mole_hand(self) -> list[str] | None:
        """The hand your Mole shows you: what your view knows of it, and its Black Sheep."""
        view = self.view
        if view["phase"] != "mole" or view["seat"] != view["turn"] or view["source"] is None:
            return None
        known = view["known"].get(str(view["source"]), [])
        return sorted(known + ["black_sheep"], key=card_key)

    def known_in(self, seat: int | None) -> set[str]:
        """The animals your view knows a rival holds."""
        if seat is None:
            return set()
        return {c for c in self.view["known"].get(str(seat), []) if is_set(c)}

    def draw_turn(self) -> bool:
        """You are drawing now (so each hand's Black Sheep odds are shown)."""
        return self.my_turn and self.view["phase"] == "draw"

    def lifted_card(self, seat: int) -> int | None:
        """The card of a rival's fan that rises: the one under the pointer, or the middle
        one while the keyboard cursor is on that hand."""
        if not self.draw_turn():
            return None
        if self.fan_hover and self.fan_hover[0] == seat:
            return self.fan_hover[1]
        lit = self.lit() if self.cursor.shown else None
        if lit is not None and lit.key == ("rival", seat):
            return self.shown["hand_sizes"][seat] // 2
        return None

    # -- buttons -----------------------------------------------------------------------------
    def docked_buttons(self) -> list[Button]:
        """The buttons that answer the question in the dock."""
        if not self.my_turn:
            return []
        phase, legal = self.view["phase"], self.legal()
        if phase == "place":
            return []
        if Pass() in legal:
            button = self.docked["pass"]
            button.label = (keyed(_("Continue ({key_decline})")) if legal == [Pass()]
                            else pass_label(phase))
            return [button]
        return []

    def zoo_buttons(self) -> list[Button]:
        """While you place: Put in zoo and Place nothing, in your panel where Stop drawing
        stood (the buttons of your turn stay in one place; the dock is for special cards)."""
        if not (self.my_turn and self.view["phase"] == "place"):
            return []
        put = self.docked["put"]
        put.enabled = bool(self.picks)
        put.label = keyed(_("Put {k} in the zoo ({key_zoo})"), k=len(self.picks)) if self.picks \
            else keyed(_("Put in zoo ({key_zoo})"))
        put.tooltip = None if self.picks else _("Pick cards for your zoo first")
        return [put, self.docked["end"]]

    def shown_buttons(self) -> list[Button]:
        """The one layout of every table: at the bottom right of your panel Hint, Undo and
        Menu in a row; your turn's own buttons in the row above (Stop drawing, greyed while
        it is not yours; Put in zoo and Place nothing while you place)."""
        if self.replay or self.viewer is None:
            return []
        c = pygame.Rect(self.layout["controls"].as_tuple())
        bottom = [self.buttons["hint"]] if self.hints.on else []
        bottom += [self.buttons["undo"], self.buttons["menu"]]
        spare = c.w - sum(b.needed_width for b in bottom)  # (German's "Rückgängig" is long:
        gap = max(0, min(BUTTON_GAP, spare // (len(bottom) - 1)))  # the gaps give way first)
        side_by_side(bottom, pygame.Rect(c.x, c.bottom - BUTTON_H, c.w, BUTTON_H), gap)
        own = self.zoo_buttons()
        if not own:
            stop = self.buttons["stop"]
            stop.label, stop.tooltip = words.stop_button(self.view)
            stop.enabled = self.draw_turn()
            if not stop.enabled:
                stop.label, stop.tooltip = keyed(_("Stop drawing ({key_stop})")), None
            own = [stop]
        above = c.bottom - BUTTON_H - BUTTON_GAP
        used = flow(own, pygame.Rect(c.x, above - BUTTON_H, c.w, BUTTON_H), BUTTON_H,
                    BUTTON_GAP)
        for button in own:  # (two rows while placing in a long language: the lower stays)
            button.rect.y -= used - BUTTON_H
        return self.docked_buttons() + own + bottom

    def plan_dock(self) -> None:
        self.dock = plan(self, words.dock_lines(self), self.docked_buttons())

    # -- input ----------------------------------------------------------------------------
    def handle_table(self, event: pygame.event.Event) -> bool:
        self.plan_dock()
        for button in self.shown_buttons():
            if button.handle(event):
                return True
        if event.type == pygame.MOUSEMOTION:
            self.point(event.pos)
            self.tooltip_at(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN:
            if event.button == 3:
                self.picks.clear()
                return True
            return event.button == 1 and self.click(event.pos)
        return False

    def tooltip_at(self, pos: tuple[int, int]) -> None:
        """A seat's triplet badge says what it counts, a hand's odds what they mean, your empty
        zoo's sign what goes there and what wins, the Magpie's spot what the Magpie does; a
        dock tile names its animal."""
        for seat in range(self.players):
            if paint.badge_rect(self, seat).collidepoint(pos):
                self.button_tip.show(paint.badge_tip(self, seat), pos)
                return
            if self.draw_turn() and self.board.pos(seat) and paint.odds_rect(
                    self, seat).collidepoint(pos):
                n = self.shown["hand_sizes"][seat]
                self.button_tip.show(_("{name}'s Black Sheep is 1 of {n} cards: a draw from this "
                                       "hand ends your turn 1 time in {n}").format(
                    name=self.name(seat), n=n), pos)
                return
            tag = paint.magpie_tag(self, seat) if self.shown else None
            if tag is not None and tag[2].collidepoint(pos):  # the holder's Magpie token
                self.button_tip.show(self.about(seat, _("You hold the Magpie"), _(
                    "{name} holds the Magpie")) + ". " + words.magpie_tip(self.shown), pos)
                return
            if (self.shown and not self.shown["zoos"][seat] and not self.ghosts(seat)
                    and self.empty_zoo_at(seat, pos)):
                self.button_tip.show(paint.empty_zoo_words(self, seat), pos)
                return
        if self.shown and pygame.Rect(self.board.zone("magpie").as_tuple()).collidepoint(
                pos) and self.face_at(pos)[0] is None:  # (on the waiting card: its zoom)
            self.button_tip.show(words.magpie_tip(self.shown), pos)
            return
        for tile in self.dock.tiles + [t for t in self.choosable() if t.kind == "steal"]:
            if tile.rect.collidepoint(pos):
                card = tile.value[1] if tile.kind == "steal" else tile.value
                self.button_tip.show(words.label(card), pos)
                return
        if self.shown:  # a special card in your hand: its full rule (the card says it short)
            hand = self.bottom_hand()
            for i in reversed(range(len(hand))):
                if hand[i] and paint.hand_rect(self, i, hand).collidepoint(pos):
                    if not hand[i].isdigit():
                        self.button_tip.show(guide.special_tip(hand[i]), pos)
                    return

    def empty_zoo_at(self, seat: int, pos: tuple[int, int]) -> bool:
        """Whether `pos` is on `seat`'s empty zoo's sign or slots (yours) or anywhere in a
        rival's empty zoo (its slots alone say nothing without the tooltip)."""
        if paint.own_empty_zoo(self, seat):
            plate = paint.empty_zoo_lines(self, seat)[2]
            slots = paint.goal_slots(self, seat, plate)
            return any(r.collidepoint(pos) for r in [plate, *slots])
        if paint.signed(self, seat):
            return False
        return pygame.Rect(self.board.zone("zoo", seat).as_tuple()).collidepoint(pos)

    def letter_keys(self) -> dict[str, Callable[[], object]]:
        return {"stop": self.stop, "zoo": self.put_in_zoo, "end": self.end_turn,
                "decline": self.pass_turn, "zoom": self.zoom_key}

    def zoom_key(self) -> None:
        """Z shows the card under the keyboard cursor large (and closes it again)."""
        target = self.lit()
        card = None
        if target is not None:
            kind, value = target.key
            card = {"offer": lambda v: v,
                    "hand": lambda v: self.shown["hand"][v],
                    "pond": lambda v: self.shown["watering"][v],
                    "steal": lambda v: v[1], "animal": lambda v: v,
                    "dig": lambda v: v}.get(kind, lambda v: None)(value)
        self.zoom.toggle(card, target.rect if target is not None else None)

    def show_hint(self, action: Action) -> list[pygame.Rect]:
        return hinting.point_at(self, action)

    def reference(self) -> list[Section]:
        return guide.reference(self)

    def hint_reason(self, action: Action) -> str:
        return hinting.reason(self, action)

    def rect_of(self, name: str) -> pygame.Rect | None:
        """A lesson's named places: seats' hands, zoos and odds, your cards, the watering
        hole, the piles, the dock, buttons and the coach (spots.py lists them)."""
        return spots.rect_of(self, name)

    # -- the log --------------------------------------------------------------------------------
    def pass_about(self, action: Action) -> str:
        """The question a pass declined ("eagle", "mole", ...), from its step's events."""
        step = self.step_of(action)
        return next((e.public["about"] for e in step.events if e.kind == "passed"),
                    "") if step is not None else ""

    def action_line(self, seat: int, action: Action) -> str:
        return words.action_line(self, seat, action)

    def describe(self, e: dict[str, Any]) -> str | None:
        return words.describe_event(self, e)

    def action_icon(self, seat: int, action: Action) -> Icon | None:
        card = getattr(action, "card", None)
        return Icon(f"bye_set_{card}" if card.isdigit() else f"bye_{card}") if card else None

    def event_icon(self, e: dict[str, Any]) -> Icon | None:
        card = e.get("card")
        if e["kind"] == "bye_bye":
            card = "black_sheep"
        if e["kind"] in ("card_drawn", "bye_bye", "mother_sheep") and card:
            return Icon(f"bye_set_{card}" if card.isdigit() else f"bye_{card}")
        return {"magpie_entered": Icon("bye_magpie"), "wolf_scattered": Icon("bye_wolf"),
                "white_sheep": Icon("bye_white_sheep"), "mole_looked": Icon("bye_mole"),
                "game_over": Icon("zoo")}.get(e["kind"])

    # -- animation ----------------------------------------------------------------------------
    def animate(self, events) -> None:
        self.picks.clear()
        self.fan_hover = None
        seen = [e.for_seat(self.viewer) for e in events]
        steps = [step for e in seen if (step := self.event_step(e)) is not None]
        self.timeline.add(Sequence(*steps, Call(self.settle_shown)))

    def event_step(self, e: dict[str, Any]):
        """An event's animation, its log line added as it begins (or, for `TOLD_LATE`, when
        it shows what the line says: a card turned face up, the Eagle answered)."""
        handler = getattr(self, f"on_{e['kind']}", None)
        step = handler(e) if handler else None
        return step if e["kind"] in TOLD_LATE else self.told(e, step)

    def perform(self, action: Action) -> bool:
        self.zoom.close()
        return super().perform(action)

    # -- frame ---------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        if self.opening_due:  # the deal plays from the first frame of a fresh game
            self.opening_due = False
            if not self.match.steps and not self.animating:
                self.timeline.add(opening(self))
        super().update(dt)
        lit = self.lit() if self.cursor.shown else None
        if lit is not None:  # the keyboard's target lifts as the pointer's does
            self.hover = lit.key
        if self.queued and not self.animating:
            self.play_queued()
        self.clock += dt
        self.particles.update(dt)
        self.shake.update(dt)
        self.zoom.update(dt)
        for floater in self.floaters:
            floater[3] += dt
        self.floaters = [f for f in self.floaters if f[3] < f[6]]

    def draw_table(self, surface: pygame.Surface) -> None:
        self.plan_dock()
        surface.blit(self.background, (0, 0))
        paint.seats(self, surface)
        paint.highlights(self, surface)
        paint.pond(self, surface)
        paint.piles(self, surface)
        paint.hand(self, surface)
        buttons = self.shown_buttons()
        draw_dock(self, surface, self.dock)
        if self.log.rect.h >= LOG_LEAST:  # a tall question leaves the log no room a moment
            self.log.draw(surface)
        paint.decision(self, surface)
        for button in buttons:
            if button is self.buttons["undo"]:
                self.set_undo_button(button)
            button.draw(surface)
        draw_sprites(surface, self.flyers)
        paint.pile_count(self, surface)
        paint.bubble(self, surface)
        self.particles.draw(surface)
        paint.banner(self, surface)
        paint.message(self, surface, words.prompt(self))
        if self.zoom.open and self.zoom.key is not None:
            note = self.zoo_note  # (a zoo's tile: what it counts, under its card)
            self.zoom.draw(surface, faces.card(self.zoom.key, self.zoom.width),
                           paint.zoom_notes(self.zoom.key)
                           + ([note[1]] if note and note[0] == self.zoom.key else []))
        if self.shake.active:  # the watering hole jolts (the panels round it stay still)
            surface.scroll_area(pygame.Rect(self.layout["watering"].as_tuple()).inflate(16, 16),
                                *self.shake.offset)
