"""The Sheep-Boom-Bah table: sheep cross a hidden field, tiles flip, mines go off.

Like the Black Sheep table it draws from `shown`, a copy of the viewer's view that the
animation changes step by step (a sheep leaves a cell, a tile turns, a card lands); when the
timeline ends `shown` is the view again. Input goes through `Picker`, which only ever offers
what the legal actions allow (boom_bah_board); `Motion` (boom_bah_motion) builds the
animations (boom_bah_opening the setup); boom_bah_draw paints the table (boom_bah_boards the
player boards, boom_bah_deck the deck panel, boom_bah_dock the prompt dock) and boom_bah_words
words it; boom_bah_asking answers reactions for seats without a tell. This file stays about
turns and input.
"""

from __future__ import annotations

import copy
import math
import random
from collections.abc import Callable
from typing import Any

import pygame

from game import levels
from game.i18n import _
from game.rules.boom_bah import Herd, Play, Sneak
from game.tables.asked import TableAskedChoice
from game.tables.base import TableScene
from game.tables.boom_bah import deck, dock, legend
from game.tables.boom_bah import draw as paint
from game.tables.boom_bah import words as wording
from game.tables.boom_bah.asking import (
    REACTION_PAUSE,
    Asking,
    answered_for,
    asked,
    question_open,
)
from game.tables.boom_bah.board import Board, Picker
from game.tables.boom_bah.boards import (
    badge_at,
    badge_rect,
    boards,
    end_note_at,
    end_tip,
    name_row,
    part_at,
    part_tip,
    score_tip,
    wild_wool_spot,
)
from game.tables.boom_bah.decisions import Decisions
from game.tables.boom_bah.hinting import point_at, reason
from game.tables.boom_bah.motion import Motion
from game.tables.boom_bah.opening import opening
from game.tables.boom_bah.results_panel import BoomBahResults
from game.tables.keys import keyed
from game.tables.zooming import ClearZoom
from game.view.log import Icon
from game.view.particles import Flash, Particles, ScreenShake
from game.view.reference import Section
from game.view.sprites import Sprite, draw_sprites
from game.view.widgets import Button

NEXT_MOVE = frozenset({"sheep_moved", "sheep_placed", "tile_flipped"})  # clear the marks


class BoomBahTable(Decisions, TableScene):
    heavy_event = "mine_exploded"  # flip, flash, dirt and wool, shake, a flying sheep
    results_panel = BoomBahResults  # its part of the results screen

    def __init__(self, app, match, shell, replay: bool = False):
        super().__init__(app, match, shell, replay)
        self.players = len(match.seats)
        self.layout = levels.load("boom_bah", self.players, variant="replay" if replay else "")
        self.log.place(self.layout["log"].as_tuple())
        self.log.merge = lambda last, new: wording.merged_passes(self, last, new)
        self.picker = Picker()
        self.mouse = (0, 0)
        self.hover_card: int | None = None
        self.particles = Particles()
        self.shake = ScreenShake()
        self.flash = Flash(self.pasture_frame())  # the blast lights the pasture, not the panels
        self.rng = random.Random(0)  # view-only randomness (dice tumbling)
        self.resting: dict[int, Sprite] = {}
        self.movers: list[Sprite] = []
        self.tile_flyers: list[Sprite] = []
        self.flyers: list[Sprite] = []
        self.hidden_hand: set[int] = set()
        self.banner = ""
        self.alarm: int | None = None  # a mine's cell while it is seen, before it goes off
        self.last_moved: set[int] = set()  # the cells the last move's sheep landed on
        self.last_revealed: int | None = None  # and the tile turned over last (soft rings)
        self.floaters: list[list[Any]] = []
        # seat: the clock when it last passed on a question, and what kind ("answer", "mine")
        self.passed: dict[int, tuple[float, str]] = {}
        # the sheep hopping from one space to another now (colour, sprite): still on the field
        self.field_hops: list[tuple[int, Any]] = []
        self.dice: dict[str, Any] | None = None
        self.clock = 0.0
        self.shown: dict[str, Any] = {}
        self.motion = Motion(self)
        self.asking = Asking(self)
        self.zoom = ClearZoom(280, self.layout["board"].as_tuple(), lambda: [
            *(pygame.Rect(b.rect) for b in self.shown_buttons()),
            *(name_row(self, seat) for seat in range(self.players))])
        self.keyboard_card: int | None = None  # the card the number keys last pointed at
        self.score_focus: int | None = None  # the seat whose score S last explained
        self.opening_due = False
        self.dock = dock.Dock()
        self.note_box = pygame.Rect(0, 0, 0, 0)  # the room your buttons leave in your column
        self.background = self.make_background()
        self.auto_switch = TableAskedChoice(deck.switch_rect(self), "answer", self.set_asked,
                                            size=deck.SWITCH_SIZE)
        self.buttons = {
            "hint": self.hints.button,
            "end": Button((0, 0, 10, 10), keyed(_("End turn ({key_end})")), self.end_turn, size=18),
            "play": Button((0, 0, 10, 10), _("Play card (Enter)"), self.play_picked, size=18),
            "discard": Button((0, 0, 10, 10), keyed(_("Discard ({key_discard})")),
                              self.discard_picked, size=18),
            "pass": Button((0, 0, 10, 10), keyed(_("Pass ({key_decline})")),
                           self.pass_question, size=18),
            "sneak": Button((0, 0, 10, 10), keyed(_("Sneak in ({key_sneak})")),
                            lambda: self.sneak(True), size=18),
            "stay": Button((0, 0, 10, 10), keyed(_("Stay ({key_decline})")),
                           lambda: self.sneak(False), size=18),
            "cancel": Button((0, 0, 10, 10), _("Cancel (Esc)"), self.cancel, size=18),
        }
        self.bottom = self.undo_and_menu(18)  # placed by `visible_buttons`, right of Hint
        self.place_foot()
        self.choice_buttons: list[Button] = []
        self.choice_keys: list[tuple[str, Any]] = []  # the choice buttons' names for the keys
        self._choice_labels: tuple[str, ...] = ()

    # -- geometry ------------------------------------------------------------------------
    @property
    def board(self) -> Board:
        shown = getattr(self, "shown", None)
        lost = shown.get("graveyards") if shown else None
        empty = frozenset(seat for seat, n in enumerate(lost) if not n) if lost else frozenset()
        return Board(self.layout, self.players, self.viewer if self.viewer is not None else 0,
                     empty)

    # -- resting state ---------------------------------------------------------------------
    def pasture_frame(self) -> pygame.Rect:
        """The board with its wooden frame: what a blast shakes and lights."""
        area = pygame.Rect(self.layout["board"].as_tuple())
        return pygame.Rect(area.x - paint.FRAME, area.y - 8, area.w + paint.FRAME + 8,
                           area.h + paint.FRAME + 8)

    def make_background(self):
        return paint.background(self)

    def warm(self) -> None:
        self.motion.warm()

    def sync(self) -> None:
        self.last_moved.clear()
        self.last_revealed = None
        self.timeline.clear()
        self.picker.clear()
        self._sync_shown()

    def _sync_shown(self) -> None:
        self.shown = shown_of(self.view)
        self.movers.clear()
        self.field_hops.clear()
        self.flyers.clear()
        self.tile_flyers.clear()
        self.hidden_hand.clear()
        self.banner = ""
        self.alarm = None
        self.dice = None
        self.place_sheep()

    def calm(self) -> None:
        """A skipped animation leaves no dust, shake, flash or floating words behind."""
        self.particles.clear()
        self.floaters.clear()
        self.shake.update(math.inf)
        self.flash.update(math.inf)

    def new_sheep(self, colour: int) -> Sprite:
        h = self.board.sheep_height
        sprite = Sprite(paint.sheep_icon(colour, h), anchor=(0.5, 0.93),
                        shadow=round(h * 0.9))
        sprite.data = colour
        return sprite

    def place_sheep(self) -> None:
        """Rest a sprite on every cell that `shown` says holds a sheep (each carries its
        owner's shape on its base, so no sheep is told by colour alone)."""
        board = self.board
        turn = self.match.to_move
        for cell, owner in enumerate(self.shown["sheep"]):
            sprite = self.resting.get(cell)
            if owner is None:
                if sprite is not None:
                    del self.resting[cell]
                continue
            if sprite is None or sprite.data != owner:
                sprite = self.resting[cell] = self.new_sheep(owner)
            sprite.x, sprite.y = board.sheep_foot(cell)
            sprite.lift = 0.0
            if owner == turn and not self.animating:
                sprite.lift = 2.0 * (1 + pygame.math.Vector2(1, 0).rotate(
                    self.clock * 200 + cell * 40).y)

    def sheep_sprites(self) -> list[Sprite]:
        return list(self.resting.values()) + self.movers

    # -- what may be picked ------------------------------------------------------------------
    @property
    def my_turn(self) -> bool:
        """As every table's, but a question the table answers for you (your auto-pass, no
        answer in hand) is not yours to decide: nothing to pick, no hint to give."""
        return super().my_turn and not answered_for(self.match, self.viewer)

    def legal(self) -> list:
        return self.match.legal_actions() if self.my_turn else []

    def undo_refusal(self) -> str | None:
        """Why Undo is refused now: while a rival decides it always is (an AI's move is not
        yours to take back, and a button lit in one wait and grey in the next read as
        random; critic 12), else as every table's."""
        if self.replay:
            return None
        refusal = self.match.undo_refusal(self.viewer)
        if refusal is None and not self.match.is_over and self.match.to_move != self.viewer:
            return _("Undo waits for your turn.")
        return refusal

    def set_undo_button(self, button: Button) -> None:
        self.place_foot()  # in its place beside Hint (offered or not since the last frame)
        super().set_undo_button(button)

    def cell_options(self) -> list[int]:
        return sorted(self.picker.cells(self.legal()))

    def rival_options(self) -> set[int]:
        if self.picker.slot() != "rival":
            return set()
        return set(self.picker.options(self.legal()))

    def playable_cards(self) -> set[str]:
        return {a.card for a in self.legal() if isinstance(a, Play)}

    def zoom_target(self) -> tuple[str, pygame.Rect, bool] | None:
        """The card the zoom shows, where it lies, and whether it is one of your hand: what
        the zoom opened on, else the card under the pointer."""
        if self.zoom.open and isinstance(self.zoom.key, tuple):
            where, card = self.zoom.key
            return card, self.zoom.anchor, where == "hand"
        hand = self.shown.get("hand") or []
        if self.hover_card is not None and self.hover_card < len(hand):
            return (hand[self.hover_card], paint.hand_rect(self, self.hover_card, len(hand)),
                    True)
        return None

    def card_at(self, pos: tuple[int, int]) -> tuple[tuple[str, str], pygame.Rect] | None:
        """The card lying under `pos` that the zoom can show: in your hand, in the dock, on
        the discard pile, a laid Wild Wool; as its zoom key and where it lies."""
        hand = self.shown.get("hand") or []
        index = self.hand_index_at(pos)
        if index is not None:
            return ("hand", hand[index]), paint.hand_rect(self, index, len(hand))
        lying = [(card, rect) for _seat, card, rect in self.dock.cards]
        pile = self.shown["discard"]
        if pile:
            lying.append((pile[-1], pygame.Rect(*map(round, self.board.pile_card("discard")))))
        for seat, laid in enumerate(self.shown["wild_wool"]):
            if laid:
                x, y = wild_wool_spot(self, seat)
                lying.append((laid, pygame.Rect(round(x) - 12, round(y) - 17, 24, 34)))
        for card, rect in reversed(lying):
            if rect.collidepoint(pos):
                return ("table", card), rect
        return None

    # -- input -----------------------------------------------------------------------------
    def handle_table(self, event: pygame.event.Event) -> bool:
        for button in self.visible_buttons():
            if button.handle(event):
                return True
        if self.switch_shown() and self.auto_switch.handle(event):
            return True
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self.hover_card = self.hand_index_at(event.pos)
            under = self.card_at(event.pos)
            self.zoom.hover(*(under or (None, None)))
            seat = badge_at(self, event.pos)
            noted = end_note_at(self, event.pos) if seat is None else None
            part = (part_at(self, event.pos) if seat is None and noted is None and under is None
                    else None)
            if seat is not None:
                self.button_tip.show(score_tip(self, seat), event.pos)
            elif noted is not None:
                self.button_tip.show(end_tip(self, noted), event.pos)
            elif part is not None:
                self.button_tip.show(part_tip(self, *part), event.pos)
            elif under is None and not self.zoom.open:
                self.tile_tip(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN:
            return self.click(event.pos, event.button)
        if event.type == pygame.KEYDOWN:
            return self.key(event.key)
        return False

    def tile_tip(self, pos: tuple[int, int]) -> None:
        """Over a board cell, the tooltip says what its tile is and who stands there."""
        cell = self.board.cell_at(pos)
        if cell is not None:
            tip = wording.cell_tip(self, cell)
            self.button_tip.show(tip, pos, pygame.Rect(*map(round, self.board.cell_rect(cell))))

    def click(self, pos: tuple[int, int], button: int) -> bool:
        if button == 3:
            self.cancel()
            return True
        if button != 1:
            return False
        index = self.hand_index_at(pos)
        if index is not None:
            self.pick_card(index)
            return True
        cell = self.board.cell_at(pos)
        if cell is not None:
            self.click_cell(cell)
            return True
        for seat in self.rival_options():
            if pygame.Rect(self.board.seat_zone("panel", seat).as_tuple()).collidepoint(pos):
                self.choose(seat)
                return True
        return False

    def key(self, key: int) -> bool:
        """A number key picks that card of the hand."""
        digits = {getattr(pygame, f"K_{n}"): n - 1 for n in range(1, 10)}
        if key not in digits:
            return False
        self.pick_card(digits[key])
        return True

    def letter_keys(self) -> dict[str, Callable[[], object]]:
        return {"end": self.end_turn, "discard": self.discard_picked, "decline": self.decline,
                "sneak": lambda: self.sneak(True), "barn": self.to_the_barn,
                "zoom": self.zoom_key, "score": self.score_key, "ask": self.ask_key}

    def decline(self) -> None:
        """N: stay out after a peek, or pass on the question."""
        self.sneak(False) if Sneak(False) in self.legal() else self.pass_question()

    def to_the_barn(self) -> None:
        """B: the first sheep that may go to the barn goes."""
        herd = next((a for a in self.legal() if isinstance(a, Herd)), None)
        if herd is not None:
            self.act(herd)

    def ask_key(self) -> None:
        """A: the out-of-turn switch's next choice, round and round."""
        if self.switch_shown():
            self.auto_switch.activate()

    def score_key(self) -> None:
        """S shows where a seat's points come from (its score badge's tooltip), yours
        first, then each rival's round the table; after the last one it hides again."""
        order = [(self.board.base + i) % self.players for i in range(self.players)]
        at = order.index(self.score_focus) + 1 if self.score_focus in order else 0
        self.score_focus = order[at] if at < len(order) else None
        if self.score_focus is None:
            self.button_tip.hide()
            return
        badge = badge_rect(self, self.score_focus)
        self.button_tip.show(score_tip(self, self.score_focus), badge.center, badge)
        self.button_tip.waited = self.button_tip.DELAY  # at once: a key asked for it

    def zoom_key(self) -> None:
        """Z shows the card the keys point at (the picked one, else the last one a number
        key named, else the first) large, and closes it again."""
        hand = self.shown.get("hand") or []
        if not hand:
            self.zoom.close()
            return
        i = self.picker.card_index if self.picker.card_index is not None else (
            self.keyboard_card if self.keyboard_card is not None else 0)
        i = min(i, len(hand) - 1)
        self.zoom.toggle(("hand", hand[i]), paint.hand_rect(self, i, len(hand)))

    def hand_index_at(self, pos: tuple[int, int]) -> int | None:
        hand = self.shown.get("hand") or []
        for i in reversed(range(len(hand))):
            if pygame.Rect(self.board.hand_card(i, len(hand))).collidepoint(pos):
                return i
        return None

    def show_hint(self, action) -> list[pygame.Rect]:
        return point_at(self, action)

    def reference(self) -> list[Section]:
        return legend.reference(self)

    def open_reference(self) -> None:
        """The "?" reference in two pages: the rules and the board, then every card."""
        self.app.play("click")
        self.button_tip.show(None, (0, 0))
        self.app.stack.push(legend.PagedReference(self.app, self, self.reference_title(),
                                                  [self.reference(), legend.card_rows()]))

    def hint_reason(self, action) -> str:
        return reason(self, action)

    def rect_of(self, name: str) -> pygame.Rect | None:
        """Also "cell:N", "hand:i", "button:end", "barn:seat" (and barnyard, graveyard,
        panel) and the lesson's "coach" (the log's zone below the dock, above its key strip)."""
        kind, _sep, arg = name.partition(":")
        if kind == "cell":
            return pygame.Rect(*(round(v) for v in self.board.cell_rect(int(arg))))
        if kind == "hand":
            count = len(self.shown.get("hand") or [])
            return pygame.Rect(*(round(v) for v in self.board.hand_card(int(arg), count)))
        if kind == "button":
            self.visible_buttons()
            button = self.buttons.get(arg)
            return pygame.Rect(button.rect) if button is not None and button.rect.w else None
        if kind in ("barn", "barnyard", "graveyard", "panel"):
            return pygame.Rect(self.board.seat_zone(kind, int(arg)).as_tuple())
        if kind == "coach":  # the log's place
            return pygame.Rect(dock.log_rect(self, self.dock))
        return super().rect_of(name)

    def action_line(self, seat: int, action) -> str:
        return wording.action_line(self, seat, action)

    def describe(self, e: dict[str, Any]) -> str | None:
        return wording.describe_event(self, e)

    def action_icon(self, seat: int, action) -> Icon | None:
        return wording.action_icon(seat, action)

    def event_icon(self, e: dict[str, Any]) -> Icon | None:
        return wording.event_icon(e)

    # -- animation -------------------------------------------------------------------------
    def animate(self, events) -> None:
        self.picker.clear()
        if any(e.kind in NEXT_MOVE for e in events):  # the last move's marks make way
            self.last_moved.clear()
            self.last_revealed = None
        self.timeline.add(self.motion.steps([e.for_seat(self.viewer) for e in events]))

    def enter(self) -> None:
        super().enter()
        self.opening_due = not self.match.steps and not self.replay

    def perform(self, action) -> bool:
        """As the base does; then a seat asked a question is answered for (an AI, or a
        person whose auto-pass answers) only after REACTION_PAUSE, the same every time."""
        done = super().perform(action)
        if done and question_open(self.match):
            self.ai_wait = REACTION_PAUSE
        return done

    def handoff_reason(self, seat: int) -> str:
        return wording.handoff_reason(self, seat) or super().handoff_reason(seat)

    def hand_off(self, seat: int) -> None:
        if not answered_for(self.match, seat):  # nobody need come to the screen for a Pass
            super().hand_off(seat)

    # -- frame -------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        if self.opening_due:  # the deal plays from the first frame of a fresh game
            self.opening_due = False
            if not self.match.steps and not self.animating:
                self.timeline.add(opening(self.motion))
        self.asking.update(dt)
        super().update(dt)
        self.zoom.update(dt)
        if self.viewer is not None:
            self.auto_switch.show(asked(self.match, self.viewer))
        self.clock += dt
        self.particles.update(dt)
        self.shake.update(dt)
        self.flash.update(dt)
        for floater in self.floaters:
            floater[3] += dt
        self.floaters = [f for f in self.floaters if f[3] < 1.3]
        self.place_sheep()

    def draw_table(self, surface: pygame.Surface) -> None:
        surface.blit(self.background, (0, 0))
        paint.pasture(self, surface)
        draw_sprites(surface, self.tile_flyers)
        paint.highlights(self, surface)
        draw_sprites(surface, self.sheep_sprites())
        boards(self, surface)
        buttons = self.visible_buttons()  # plans the dock too: an open question hides the piles
        if self.dock.rect is None:
            deck.deck_panel(self, surface)
        paint.hand(self, surface)
        if self.switch_shown():
            deck.refill(self, surface, self.note_box)
            self.auto_switch.draw(surface)
        dock.draw(self, surface, self.dock)
        self.log.draw(surface)
        paint.message(self, surface)
        for button in buttons:
            if button is self.bottom["undo"]:
                self.set_undo_button(button)
            button.draw(surface)
        for sprite in sorted(self.flyers, key=lambda s: s.z):
            sprite.draw(surface)
        self.particles.draw(surface)
        paint.dice(self, surface)
        paint.banner(self, surface)
        if self.zoom.open:
            paint.card_tooltip(self, surface)
        if self.shake.active:  # the pasture jolts in its frame; the edge smears for a moment
            surface.scroll_area(self.pasture_frame(), *self.shake.offset)
        self.flash.draw(surface)


def shown_of(view: dict[str, Any]) -> dict[str, Any]:
    """The view plus what the table draws between events: cards waiting for answers."""
    shown = copy.deepcopy(view)
    shown["in_play"] = [(f["seat"], f["card"]) for f in view["pending"] if f["kind"] == "answer"]
    shown["cancelled"] = []
    return shown


