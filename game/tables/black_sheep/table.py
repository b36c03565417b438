"""The Black Sheep table: three fields of plastic animals, cards played to each side.

The table draws from `shown`, a copy of the viewer's view that the animation changes step by
step as it plays the events of an action (cards leave a hand, slide to a field, figures hop to
a corral); when the timeline ends `shown` is the view again. Flying pieces are sprites moved
by tweens between resting places that `Board` computes.

What a player reads at a glance (each side's combination, the leader of each field, a beaten
side greyed, what your picked cards would make, a running score) comes from `glance`,
worked out from `shown` with the rules' own ranking. A new game opens with the deal
(`opening`). The keys are every table's (`game.tables.keys`): the targets are the cards of
your hand that may be played, the fields your picked cards may go to and the buttons.
"""

from __future__ import annotations

import copy
import math
from collections.abc import Callable
from typing import Any

import pygame

from game import levels
from game.i18n import _
from game.rules.black_sheep import ANIMALS, Discard, KeepHand, Pass, PlayCards
from game.tables.base import TableScene
from game.tables.black_sheep import draw as paint
from game.tables.black_sheep import glance, words
from game.tables.black_sheep.backdrop import backdrop
from game.tables.black_sheep.board import Board
from game.tables.black_sheep.corral import crown_tip
from game.tables.black_sheep.hinting import point_at, reason
from game.tables.black_sheep.motion import BlackSheepMotion
from game.tables.black_sheep.opening import opening
from game.tables.black_sheep.panels import badge_at, draw_moos, draw_panels, name_row, score_tip
from game.tables.black_sheep.results_panel import BlackSheepResults
from game.tables.black_sheep.sidebar import draw_sidebar, draw_zoom, fit_zones, hover_task
from game.tables.black_sheep.sidebar import reference as reference_sections
from game.tables.black_sheep.sides import card_name_at, chip_at, side_tip
from game.tables.keys import Target, keyed
from game.tables.zooming import ClearZoom
from game.view import assets
from game.view.log import Icon, LogLine
from game.view.particles import Particles
from game.view.reference import Section
from game.view.sprites import Sprite
from game.view.tween import Call, Sequence
from game.view.widgets import Button, side_by_side

CHIP_ART = 40  # px: the little figures (chips, the rows' keys) are made from this size
SIZE_STEP = 4  # figure images are rasterized per 4 px of height while they grow or shrink


def quantized(h: float) -> int:
    return max(SIZE_STEP, int(round(h / SIZE_STEP)) * SIZE_STEP)


class BlackSheepTable(BlackSheepMotion, TableScene):
    heavy_event = "field_scored"  # banners, hops, dust and a restock: the busiest moment
    results_panel = BlackSheepResults  # its part of the results screen
    TOLD_LATE = ("field_scored", "game_over")  # their animations tell the log when shown

    def __init__(self, app, match, shell, replay: bool = False):
        super().__init__(app, match, shell, replay)
        self.players = len(match.seats)
        self.layout = levels.load("black_sheep", self.players)
        fit_zones(self.layout, self.view.get("tasks") is not None)  # the log takes the room
        self.log.place(self.layout["log"].as_tuple())
        self.selected: list[int] = []
        self.hover_field: int | None = None
        self.hover_chip: tuple[int, int] | None = None  # (field, seat): its figures glow
        self.hover_header: int | None = None  # a field's header: its figures glow, a tooltip
        self.particles = Particles()
        self.figures: dict[str, Sprite] = {}
        self.flying: set[str] = set()
        self.flyers: list[Sprite] = []
        self.banner: dict[str, Any] | None = None
        self.revealed: set[str] = set()
        self.tally: list[float] | None = None
        self.headline = ""  # a moment's banner
        self.scoring: dict[str, Any] | None = None  # a field being scored, side by side
        self.dims: dict[tuple[int, int], float] = {}  # (field, seat) -> 1.0: beaten, grey
        self.moos: dict[int, bool] = {}  # the opening's moos (True: the loudest)
        fields = pygame.Rect(self.layout["field_0"].as_tuple()).union(
            self.layout["field_2"].as_tuple())
        self.zoom = ClearZoom(300, fields, lambda: [
            *(b.rect for b in self.shown_buttons()),
            *(name_row(self, seat) for seat in range(self.players))])
        self._legal: tuple[Any, list] = (None, [])
        self._led: Any = None  # the view whose discard the cursor was put on a card for
        self.clock = 0.0
        self.shown: dict[str, Any] = {}
        self.background = self.make_background()
        self.buttons = {
            "keep": Button((0, 0, 0, 0), keyed(_("Keep hand ({key_keep})")), self.keep, size=18),
            "discard": Button((0, 0, 0, 0), keyed(_("Discard ({key_discard})")),
                              self.discard, size=18),
            "pass": Button((0, 0, 0, 0), _("Skip turn"), self.pass_turn, size=18),
            **self.undo_and_menu(18),
            "hint": self.hints.button,
        }
        c = pygame.Rect(self.layout["controls"].as_tuple())
        height = min(36, (c.h - 6) // 2)
        first = pygame.Rect(c.x, c.y, c.w, height)  # what this moment asks for
        side_by_side([self.buttons["keep"], self.buttons["discard"]], first)
        side_by_side([self.buttons["pass"]], first)
        side_by_side([self.buttons["hint"], self.buttons["undo"], self.buttons["menu"]],
                     pygame.Rect(c.x, c.bottom - height, c.w, height))

    # -- geometry ----------------------------------------------------------------------
    @property
    def board(self) -> Board:
        secret = (self.shown.get("tasks") or {}).get("secret") or []
        return Board(self.layout, self.players, self.viewer if self.viewer is not None else 0,
                     len(secret))

    def enter(self) -> None:
        """Rasterize the figures at their resting sizes now, not in the middle of a hop (one
        that grows from the stock's icon to a field's figure is made from those);
        a new game opens with the deal."""
        board = self.board
        tall = quantized(board.figure_height())
        assets.warm(ANIMALS, (tall, tall))  # and every size a hop from the stock passes
        assets.warm(ANIMALS, (CHIP_ART, CHIP_ART))  # the chips' and panels' little ones
        for animal in ANIMALS:
            for h in map(board.corral_height, range(self.players)):
                assets.svg(animal, (quantized(h), quantized(h)))
        super().enter()
        if self.viewer is not None or not self.match.human_seats:  # else after the hand-off
            self.open_game()

    def open_game(self) -> None:
        """A game nobody has moved in yet opens with the deal (people sharing the screen
        see it once the first of them sits down, with their own cards)."""
        if not (self.replay or self.match.steps or self.match.is_over):
            self.timeline.add(opening(self))

    def confirm_viewer(self, seat: int) -> None:
        super().confirm_viewer(seat)
        self.open_game()

    # -- resting state -----------------------------------------------------------------
    def make_background(self):
        return backdrop(self.layout, self.players)

    def sync(self) -> None:
        self.timeline.clear()
        self.shown = copy.deepcopy(self.view)
        self.flyers.clear()
        self.flying.clear()
        self.banner = self.scoring = None
        self.headline = ""
        self.moos.clear()
        self.dims = {key: 1.0 for key in self.beaten_sides()}
        self.selected = [i for i in self.selected if i < len(self.shown.get("hand") or [])]
        if self.shown.get("phase") == "over":
            self.revealed = {f["id"] for c in self.shown["corrals"] for f in c}
        self.place_figures(snap=True)

    def settle_shown(self) -> None:
        """An animation is over: `shown` is the view again (a side still turning over
        keeps turning)."""
        self.shown = copy.deepcopy(self.view)
        self.flying.clear()
        self.flyers.clear()
        self.headline = ""
        self.moos.clear()
        self.dims = {key: self.dims.get(key, 1.0) for key in self.beaten_sides()}
        self.place_figures(snap=True)

    def beaten_sides(self) -> set[tuple[int, int]]:
        return {(f, seat) for f, field in enumerate(self.shown["fields"])
                for seat in glance.beaten(field)}

    def figure_value(self, figure: dict[str, Any]) -> int | None:
        """A corral figure's value as shown: yours, or anyone's once the end revealed it."""
        if figure["value"] is not None or figure["id"] not in self.revealed:
            return figure["value"]
        return next(f["value"] for corral in self.view["corrals"] for f in corral
                    if f["id"] == figure["id"])

    def figure_sprite(self, fid: str, kind: str) -> Sprite:
        sprite = self.figures.get(fid)
        if sprite is None:
            sprite = Sprite(None, anchor=(0.5, 1.0), shadow=40)
            sprite.data = {"type": kind, "h": 40.0, "shown_h": 0}
            self.figures[fid] = sprite
        return sprite

    def resting_places(self) -> dict[str, tuple[float, float, float]]:
        """Every figure's resting (x, y, height) according to `shown`."""
        board, out = self.board, {}
        for f, field in enumerate(self.shown["fields"]):
            figs = field["figures"]
            for i, fig in enumerate(figs):
                out[fig["id"]] = (*board.field_figure(f, i, len(figs)), board.figure_height())
        for seat, corral in enumerate(self.shown["corrals"]):
            counts: dict[str, int] = {}
            for fig in corral:
                k = counts.get(fig["type"], 0)
                counts[fig["type"]] = k + 1
                out[fig["id"]] = (*board.corral_figure(seat, fig["type"], k),
                                  board.corral_height(seat))
        return out

    def place_figures(self, snap: bool = False) -> None:
        places = self.resting_places()
        types = {f["id"]: f["type"] for field in self.shown["fields"] for f in field["figures"]}
        types.update({f["id"]: f["type"] for c in self.shown["corrals"] for f in c})
        for fid, (x, y, h) in places.items():
            sprite = self.figure_sprite(fid, types[fid])
            if fid in self.flying:
                continue
            sprite.x, sprite.y, sprite.data["h"] = x, y, h
            if snap:
                sprite.lift, sprite.scale_x, sprite.scale_y = 0.0, 1.0, 1.0
        for fid in list(self.figures):
            if fid not in places and fid not in self.flying:
                del self.figures[fid]

    def _refresh_image(self, sprite: Sprite) -> None:
        h = quantized(sprite.data["h"])
        if sprite.data["shown_h"] != h:
            sprite.data["shown_h"] = h
            sprite.image = assets.svg(sprite.data["type"], (h, h))
            sprite.shadow = int(h * 0.8)

    # -- input -------------------------------------------------------------------------
    def legal(self) -> list:
        """What you may do now (asked once per position: the frame asks many times)."""
        if not self.my_turn:
            return []
        if self._legal[0] is not self.view:  # a new view with every change of position
            self._legal = (self.view, self.match.legal_actions())
        return self._legal[1]

    def selection(self) -> tuple[str, ...]:
        hand = self.shown.get("hand") or []
        return tuple(hand[i] for i in self.selected if i < len(hand))

    def playable_fields(self) -> set[int]:
        chosen = self.selection()
        if not chosen:
            return set()
        wanted = PlayCards(0, chosen).cards
        return {a.field for a in self.legal() if isinstance(a, PlayCards) and a.cards == wanted}

    def pointed_field(self) -> int | None:
        """The field under the pointer, else the one the cursor is on (it follows the
        pointer onto a field)."""
        if self.hover_field is not None:
            return self.hover_field
        key = self.cursor.key
        return key[1] if isinstance(key, tuple) and key[0] == "field" else None

    def field_rect(self, field: int) -> pygame.Rect:
        return pygame.Rect(self.layout[f"field_{field}"].as_tuple())

    def targets(self) -> list[Target]:
        """The fields your picked cards may go to, the cards that may be played or
        discarded (and those picked), the buttons that decide."""
        legal = self.legal()
        if not legal or self.replay:
            return []
        usable = {c for a in legal for c in (
            a.cards if isinstance(a, PlayCards) else (a.card,) if isinstance(a, Discard) else ())}
        hand = self.shown.get("hand") or []
        out = [Target(("field", f), self.field_rect(f), lambda f=f: self.play_to(f))
               for f in sorted(self.playable_fields())]  # first: where picked cards may go
        out += [Target(("card", i), paint.card_rect(self, i), lambda i=i: self.toggle(i))
                for i, c in enumerate(hand) if c in usable or i in self.selected]
        allowed = {"pass": Pass() in legal, "keep": KeepHand() in legal,
                   "discard": len(self.selection()) == 1 and Discard(self.selection()[0]) in legal}
        out += [Target(("button", n), pygame.Rect(self.buttons[n].rect), self.buttons[n].activate)
                for n, ok in allowed.items() if ok]
        return out

    def step_back(self) -> bool:
        if self.selected and self.my_turn:
            self.selected = []
            return True
        return False

    def hint_focus(self, action) -> tuple[str, int | str] | None:
        if isinstance(action, PlayCards):
            return ("field", action.field)
        return {Discard: ("button", "discard"), KeepHand: ("button", "keep"),
                Pass: ("button", "pass")}.get(type(action))

    def preview(self) -> glance.Preview | None:
        """What your picked cards would make on the field you point at, if they may go."""
        f = self.pointed_field()
        if self.viewer is None or f is None or f not in self.playable_fields():
            return None
        return glance.preview(self.shown["fields"][f], self.viewer, self.selection())

    def toggle(self, i: int) -> None:
        hand = self.shown.get("hand") or []
        if not self.my_turn or i >= len(hand):
            return
        self.app.play("click")
        if i in self.selected:
            self.selected.remove(i)
        elif self.shown["phase"] == "discard":
            self.selected = [i]
        else:
            self.selected = (self.selected + [i])[-2:]

    def play_to(self, field: int) -> None:
        if not self.my_turn or self.shown["phase"] != "play":
            return
        if not self.selection():
            if any(isinstance(a, Pass) for a in self.legal()):
                self.say(_("Every side facing you is full: skip your turn."))
            else:
                self.say(_("Pick one or two cards from your hand first (click them or press 1-3)."))
            return
        if self.perform(PlayCards(field, self.selection())):
            self.selected = []

    def keep(self) -> None:
        if self.my_turn and self.shown["phase"] == "discard":
            self.perform(KeepHand())

    def discard(self) -> None:
        if not (self.my_turn and self.shown["phase"] == "discard"):
            return
        chosen = self.selection()
        if len(chosen) != 1:
            self.say(_("Pick the one card to discard, or keep your hand."))
            return
        if self.perform(Discard(chosen[0])):
            self.selected = []

    def pass_turn(self) -> None:
        if self.my_turn:
            self.perform(Pass())

    def letter_keys(self) -> dict[str, Callable[[], object]]:
        return {"keep": self.keep, "discard": self.discard}

    def handle_table(self, event: pygame.event.Event) -> bool:
        for name, button in self.buttons.items():
            if self.button_shown(name) and button.handle(event):
                return True
        if event.type == pygame.MOUSEMOTION:
            self.point(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            card = self.card_at(event.pos)
            if card is not None:
                self.toggle(card)
                return True
            field = self.field_at(event.pos)
            if field is not None:
                self.play_to(field)
                return True
        elif event.type == pygame.KEYDOWN:
            keys = {pygame.K_1: 0, pygame.K_2: 1, pygame.K_3: 2}
            if event.key in keys:
                self.toggle(keys[event.key])
            else:
                return False
            return True
        return False

    def point(self, pos: tuple[int, int]) -> None:
        """The pointer moved: the field under it previews your picked cards there."""
        self.hover_field = self.field_at(pos)
        hover_task(self, pos)
        pile = paint.pile_tip(self, pos) or card_name_at(self, pos) or crown_tip(self, pos)
        if pile is not None:
            self.button_tip.show(pile, pos)
        seat = badge_at(self, pos)
        if seat is not None:
            self.button_tip.show(score_tip(self, seat), pos)
        side = self.hover_chip = chip_at(self, pos)
        if side is not None:  # the chip says it short: the whole name, and the ranking
            self.button_tip.show(side_tip(self, *side), pos)
        f = self.hover_header = None if self.selected else paint.header_at(self, pos)
        if f is not None:  # the caption says it short: the whole rule about the figures
            # (not while cards are picked: then the field previews them, and a tooltip
            # would lie over the rows it ticks)
            self.button_tip.show(paint.explanation(
                len(self.shown["fields"][f]["figures"])), pos)

    def card_at(self, pos: tuple[int, int]) -> int | None:
        hand = self.shown.get("hand") or []
        return next((i for i in range(len(hand)) if paint.card_rect(self, i).collidepoint(pos)),
                    None)

    def field_at(self, pos: tuple[int, int]) -> int | None:
        for f in range(3):
            if pygame.Rect(self.layout[f"field_{f}"].as_tuple()).collidepoint(pos):
                return f
        return None

    def set_discard_button(self, button: Button) -> None:
        """Keep hand and Discard apply after you play a single card; greyed till then, and
        pointing at them says when. Discard waits for its card too (critic 28b: with every
        discardable card lit and Discard live, nobody could tell which card it would throw)."""
        phase = self.my_turn and self.shown.get("phase") == "discard"
        picked = len(self.selection()) == 1
        button.enabled = phase and (picked or button is self.buttons["keep"])
        button.tooltip = None if button.enabled else _(
            "Pick the card to discard first: click it, or press its number.") if phase else _(
            "After you play a single card: keep your hand, or discard one card.")

    def shown_buttons(self) -> list[Button]:
        return [b for name, b in self.buttons.items() if self.button_shown(name)]

    def button_shown(self, name: str) -> bool:
        if self.replay or self.viewer is None:
            return False
        legal = self.legal()
        if name in ("keep", "discard"):  # always there, greyed until they apply (critic
            # 12: one button layout on every table, a fixed set greyed rather than hidden)
            return not self.button_shown("pass")
        if name == "pass":
            return any(isinstance(a, Pass) for a in legal)
        if name == "hint":
            return self.hints.on
        return True

    def show_hint(self, action) -> list[pygame.Rect]:
        return point_at(self, action)

    def reference(self) -> list[Section]:
        return reference_sections(self)

    def hint_reason(self, action) -> str:
        return reason(self, action)

    def rect_of(self, name: str) -> pygame.Rect | None:
        """Also "hand:i", "button:keep" and the lesson's "coach" (the right column below
        the piles: it stands in for the sidebar and the log while a lesson talks)."""
        kind, _sep, arg = name.partition(":")
        if kind == "hand":
            return paint.card_rect(self, int(arg))
        if kind == "button":
            return pygame.Rect(self.buttons[arg].rect) if arg in self.buttons else None
        if kind == "coach":
            return pygame.Rect(self.layout["tasks"].as_tuple()).union(self.layout["log"].as_tuple())
        return super().rect_of(name)

    # -- animation ---------------------------------------------------------------------
    def animate(self, events) -> None:
        seen = [e.for_seat(self.viewer) for e in events]
        steps = [step for e in seen if (step := self.event_step(e))]
        self.timeline.add(Sequence(*steps, Call(self.settle_shown)))

    def event_step(self, e: dict[str, Any]):
        """An event's animation, its log line added as it begins (or when it shows what
        the line says, for `TOLD_LATE`)."""
        handler = getattr(self, f"on_{e['kind']}", None)
        step = handler(e) if handler else None
        return step if e["kind"] in self.TOLD_LATE else self.told(e, step)

    def action_icon(self, seat: int, action) -> Icon | None:
        """The (first) card a decision plays or discards."""
        if isinstance(action, PlayCards):
            return Icon(f"card_{action.cards[0]}")
        if isinstance(action, Discard):
            return Icon(f"card_{action.card}")
        return None

    def event_icon(self, e: dict[str, Any]) -> Icon | None:
        """The animal a field is won with or restocked with; a card for the reshuffle."""
        figures = e.get("figures") or [None]
        if e["kind"] in ("field_scored", "field_restocked") and figures[0]:
            return Icon(figures[0]["type"])
        return {"reshuffled": Icon("card_back"), "field_closed": Icon("corral")}.get(e["kind"])

    def opening_lines(self) -> list[LogLine]:
        """Who plays, then why the discard pile is not empty before anyone discards (critic
        11: "Discard 6" on the first turn while the log said "no discard")."""
        return [self.opening(), LogLine(_("The cards drawn to put the first figures on the "
                                          "fields start the discard pile."), -1)]

    def describe(self, e: dict[str, Any]) -> str | None:
        return words.describe_event(self, e)

    def action_line(self, seat: int, action) -> str:
        return words.action_line(self, seat, action)

    # -- drawing -----------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        self.clock += dt
        self.particles.update(dt)
        self.zoom.update(dt)
        self.place_figures()
        self.lead_to_discard()
        for fid, sprite in self.figures.items():
            if fid not in self.flying and self._on_field(fid):
                sprite.lift = 2.5 * (1 + math.sin(self.clock * 3.1 + hash(fid) % 7))
            self._refresh_image(sprite)

    def lead_to_discard(self) -> None:
        """You played one card and may discard one: the keyboard cursor goes on the first
        card you may discard (once per position; critic 25: the prompt named cards none
        of which was lit)."""
        if self._led is self.view or not self.my_turn or self.shown.get("phase") != "discard":
            return
        self._led = self.view
        first = min(paint.discardable(self), default=None)
        if first is not None:
            self.cursor.put(("card", first))

    def _on_field(self, fid: str) -> bool:
        return any(f["id"] == fid for field in self.shown["fields"] for f in field["figures"])

    def draw_table(self, surface: pygame.Surface) -> None:
        surface.blit(self.background, (0, 0))
        paint.fields(self, surface)
        draw_panels(self, surface)
        paint.figures(self, surface)
        paint.piles(self, surface)
        paint.hand(self, surface)
        draw_moos(self, surface)
        draw_sidebar(self, surface)
        self.log.draw(surface)
        for sprite in sorted(self.flyers, key=lambda s: s.z):
            sprite.draw(surface)
        self.particles.draw(surface)
        paint.banner(self, surface)
        paint.message(self, surface)
        for name, button in self.buttons.items():
            if self.button_shown(name):
                if name == "undo":
                    self.set_undo_button(button)
                elif name in ("keep", "discard"):
                    self.set_discard_button(button)
                button.draw(surface)
        draw_zoom(self, surface)
