"""The Sheep-Boom-Bah table: sheep cross a hidden field, tiles flip, mines go off.

Like the Black Sheep table it draws from `shown`, a copy of the viewer's view that the
animation changes step by step (a sheep leaves a cell, a tile turns, a card lands); when the
timeline ends `shown` is the view again. Input goes through `Picker`, which only ever offers
what the legal actions allow (boom_bah_board); `Motion` (boom_bah_motion) builds the
animations; boom_bah_draw paints the table and boom_bah_words words it, so this file stays
about turns and input.
"""

from __future__ import annotations

import copy
import math
import random
from typing import Any

import pygame

from game import levels
from game.i18n import _, tr
from game.rules.boom_bah import Discard, EndTurn, Herd, Move, Pass, Place, Play, Sneak
from game.rules.boom_bah import board as cells
from game.rules.boom_bah.cards import PLACES, card_type
from game.tables.base import TableScene
from game.tables.boom_bah import draw as paint
from game.tables.boom_bah import words as wording
from game.tables.boom_bah.board import Board, Picker
from game.tables.boom_bah.hinting import point_at, reason
from game.tables.boom_bah.motion import Motion
from game.view import assets, palette
from game.view.log import Icon
from game.view.particles import Flash, Particles, ScreenShake
from game.view.sprites import Sprite, draw_sprites
from game.view.widgets import Button, flow


class BoomBahTable(TableScene):
    heavy_event = "mine_exploded"  # flip, flash, dirt and wool, shake, a flying sheep

    def __init__(self, app, match, shell, replay: bool = False):
        super().__init__(app, match, shell, replay)
        self.players = len(match.seats)
        self.layout = levels.load("boom_bah", self.players)
        self.log.place(self.layout["log"].as_tuple())
        self.picker = Picker()
        self.cursor = 0
        self.keyboard = False
        self.mouse = (0, 0)
        self.hover_card: int | None = None
        self.particles = Particles()
        self.shake = ScreenShake()
        self.flash = Flash()
        self.rng = random.Random(0)  # view-only randomness (dice tumbling)
        self.resting: dict[int, Sprite] = {}
        self.movers: list[Sprite] = []
        self.tile_flyers: list[Sprite] = []
        self.flyers: list[Sprite] = []
        self.hidden_hand: set[int] = set()
        self.banner = ""
        self.floaters: list[list[Any]] = []
        self.dice: dict[str, Any] | None = None
        self.clock = 0.0
        self.shown: dict[str, Any] = {}
        self.motion = Motion(self)
        self.background = self._background()
        self.buttons = {
            "hint": self.hints.button,
            "end": Button((0, 0, 10, 10), _("End turn (E)"), self.end_turn, size=18),
            "play": Button((0, 0, 10, 10), _("Play card (Enter)"), self.play_picked, size=18),
            "discard": Button((0, 0, 10, 10), _("Discard (D)"), self.discard_picked, size=18),
            "pass": Button((0, 0, 10, 10), _("Pass (N)"), self.pass_question, size=18),
            "sneak": Button((0, 0, 10, 10), _("Sneak in (Y)"), lambda: self.sneak(True), size=18),
            "stay": Button((0, 0, 10, 10), _("Stay (N)"), lambda: self.sneak(False), size=18),
            "cancel": Button((0, 0, 10, 10), _("Cancel (Esc)"), self.cancel, size=18),
        }
        c = self.layout["controls"]
        half = (c.w - 8) // 2
        self.bottom = {
            "undo": Button((c.x, c.y + c.h - 40, half, 38), _("Undo"), self.undo, size=18),
            "menu": Button((c.x + half + 8, c.y + c.h - 40, half, 38), _("Menu"),
                           self.open_pause, size=18),
        }
        self.choice_buttons: list[Button] = []
        self._choice_labels: tuple[str, ...] = ()

    # -- geometry ------------------------------------------------------------------------
    @property
    def board(self) -> Board:
        return Board(self.layout, self.players, self.viewer if self.viewer is not None else 0)

    def _background(self) -> pygame.Surface:
        surface = assets.tiled("table_felt", self.layout.size)
        names = [f"panel_{p}" for p in range(self.players)] + ["deck", "discard", "log",
                                                               "controls"]
        for name in names:
            z = self.layout[name]
            shade = pygame.Surface((z.w, z.h), pygame.SRCALPHA)
            pygame.draw.rect(shade, (*palette.PANEL, 140), shade.get_rect(), border_radius=12)
            surface.blit(shade, (z.x, z.y))
        area = pygame.Rect(self.layout["board"].as_tuple())
        pygame.draw.rect(surface, palette.darker(palette.WOOD_DARK, 0.3),
                         area.inflate(16, 16).move(0, 5), border_radius=14)
        pygame.draw.rect(surface, palette.WOOD, area.inflate(16, 16), border_radius=14)
        pygame.draw.rect(surface, palette.WOOD_DARK, area.inflate(4, 4), border_radius=6)
        for i in range(cells.SIZE):  # column letters and row numbers on the frame
            s = area.w / cells.SIZE
            assets.text(surface, "abcdefg"[i], (area.x + s * (i + 0.5), area.bottom + 1), 10,
                        palette.CREAM, anchor="midtop")
            assets.text(surface, str(i + 1), (area.x - 6, area.y + s * (i + 0.5)), 10,
                        palette.CREAM, anchor="center")
        return surface.convert() if pygame.display.get_surface() else surface

    # -- resting state ---------------------------------------------------------------------
    def sync(self) -> None:
        self.timeline.clear()
        self.picker.clear()
        self._sync_shown()

    def _sync_shown(self) -> None:
        self.shown = shown_of(self.view)
        self.movers.clear()
        self.flyers.clear()
        self.tile_flyers.clear()
        self.hidden_hand.clear()
        self.banner = ""
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
        sprite = Sprite(paint.sheep_icon(colour, h), anchor=(0.5, 0.95), shadow=round(h * 1.1))
        sprite.data = colour
        return sprite

    def place_sheep(self) -> None:
        """Rest a sprite on every cell that `shown` says holds a sheep."""
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
    def legal(self) -> list:
        return self.match.legal_actions() if self.my_turn else []

    def cell_options(self) -> list[int]:
        return sorted(self.picker.cells(self.legal()))

    def rival_options(self) -> set[int]:
        if self.picker.slot() != "rival":
            return set()
        return set(self.picker.options(self.legal()))

    def playable_cards(self) -> set[str]:
        return {a.card for a in self.legal() if isinstance(a, Play)}

    def cursor_cell(self) -> int | None:
        options = self.cell_options()
        if not self.keyboard or not options:
            return None
        return options[self.cursor % len(options)]

    def tooltip_card(self) -> str | None:
        hand = self.shown.get("hand") or []
        if self.hover_card is not None and self.hover_card < len(hand):
            return hand[self.hover_card]
        return None

    # -- decisions -------------------------------------------------------------------------
    def act(self, action) -> None:
        if self.perform(action):
            self.picker.clear()

    def click_cell(self, cell: int) -> None:
        legal, picker = self.legal(), self.picker
        if not legal:
            return
        if picker.card is not None:
            if cell in picker.cells(legal):
                self.choose(cell)
            else:
                self.say(_("Pick one of the highlighted cells, or Esc to cancel the card."))
            return
        if any(isinstance(a, Place) for a in legal):
            if Place(cell) in legal:
                self.act(Place(cell))
            else:
                self.say(_("Sheep start on a free start space: click a highlighted cell."))
            return
        if picker.sheep is not None and Move(picker.sheep, cell) in legal:
            self.act(Move(picker.sheep, cell))
        elif any(isinstance(a, Move) and a.frm == cell for a in legal):
            picker.clear()
            picker.sheep = cell
            self.app.play("click")
        elif self.shown["sheep"][cell] == self.viewer:
            self.say(_("That sheep has nowhere to go (or you have no actions left)."))
        elif picker.sheep is not None:
            self.say(_("A sheep steps onto one of the highlighted neighbouring tiles."))
        else:
            self.say(_("Click one of your sheep first, or a card in your hand."))

    def choose(self, value: int) -> None:
        play = self.picker.choose(value, self.legal())
        if play is not None:
            self.act(play)

    def pick_card(self, i: int) -> None:
        hand = self.shown.get("hand") or []
        if i >= len(hand) or self.viewer is None or not self.my_turn:
            return
        self.app.play("click")
        if self.picker.card_index == i:
            self.picker.clear()
            return
        self.picker.pick_card(hand[i], i)
        legal = self.legal()
        if not self.picker.plays(legal):
            if Discard(hand[i]) in legal:
                self.say(_("{card} cannot be played now; you may discard it (D).").format(
                    card=wording.card_title(hand[i])))
            else:
                self.say(_("{card} cannot be played now.").format(
                    card=wording.card_title(hand[i])))

    def answer_with(self, card: str) -> None:
        hand = self.shown.get("hand") or []
        self.picker.pick_card(card, hand.index(card) if card in hand else None)
        if Play(card) in self.legal():
            self.play_picked()

    def play_picked(self) -> None:
        card = self.picker.card
        if card is not None and Play(card) in self.legal():
            self.act(Play(card))

    def discard_picked(self) -> None:
        card = self.picker.card
        if card is None:
            self.say(_("Click the card to discard first."))
        elif Discard(card) in self.legal():
            self.act(Discard(card))

    def end_turn(self) -> None:
        if EndTurn() in self.legal():
            self.act(EndTurn())
        elif self.my_turn:
            self.say(_("Use both of your actions before ending the turn."))

    def pass_question(self) -> None:
        if Pass() in self.legal():
            self.act(Pass())

    def sneak(self, move_in: bool) -> None:
        if Sneak(move_in) in self.legal():
            self.act(Sneak(move_in))

    def cancel(self) -> None:
        self.picker.clear()

    def choices(self) -> list[tuple[str, Any]]:
        """Buttons for the picks that are not cells: rivals, colours, answer cards, herding."""
        legal, picker = self.legal(), self.picker
        slot = picker.slot()
        if picker.card is not None and slot in wording.NAMED_SLOTS:
            words = {"rival": self.name, "sheep": wording.sheep_label,
                     "place": lambda v: wording.capitalised(tr(PLACES[v]))}[slot]
            return [(words(v), lambda v=v: self.choose(v)) for v in picker.options(legal)]
        out: list[tuple[str, Any]] = []
        if Pass() in legal:
            seen = []
            for a in legal:
                if isinstance(a, Play) and card_type(a.card).id not in seen:
                    seen.append(card_type(a.card).id)
                    out.append((_("Play {card}").format(card=wording.card_title(a.card)),
                                lambda c=a.card: self.answer_with(c)))
        if picker.card is None:
            out += [(_("To the barn: {sheep} (H)").format(sheep=wording.sheep_label(a.colour)),
                     lambda a=a: self.act(a)) for a in legal if isinstance(a, Herd)]
        return out

    def button_shown(self, name: str) -> bool:
        legal, card = self.legal(), self.picker.card
        return {
            "end": EndTurn() in legal,
            "play": card is not None and Play(card) in legal,
            "discard": card is not None and Discard(card) in legal,
            "pass": Pass() in legal,
            "sneak": Sneak(True) in legal,
            "stay": Sneak(False) in legal,
            "cancel": card is not None or self.picker.sheep is not None,
            "hint": self.hints.on,
        }[name]

    def shown_buttons(self) -> list[Button]:
        return self.visible_buttons()

    def visible_buttons(self) -> list[Button]:
        """Lay out the buttons that apply now: two columns above Undo and Menu."""
        labels = tuple(label for label, _cb in self.choices())
        if labels != self._choice_labels:
            self._choice_labels = labels
            self.choice_buttons = [Button((0, 0, 10, 10), label, cb, size=16)
                                   for label, cb in self.choices()]
        shown = self.choice_buttons + [b for n, b in self.buttons.items() if self.button_shown(n)]
        c = pygame.Rect(self.layout["controls"].as_tuple())
        flow(shown, pygame.Rect(c.x, c.y + 4, c.w, c.h - 50), 36, 4)
        shown = [b for b in shown if b.rect.bottom <= c.bottom - 46]  # what the column holds
        if self.replay or self.viewer is None:
            return []
        return shown + list(self.bottom.values())

    # -- input -----------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        picking = self.picker.card is not None or self.picker.sheep is not None
        if picking and event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.cancel()
            return True
        return super().handle(event)

    def handle_table(self, event: pygame.event.Event) -> bool:
        for button in self.visible_buttons():
            if button.handle(event):
                return True
        if event.type == pygame.MOUSEMOTION:
            self.keyboard = False
            self.mouse = event.pos
            self.hover_card = self.hand_index_at(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN:
            return self.click(event.pos, event.button)
        if event.type == pygame.KEYDOWN:
            return self.key(event.key)
        return False

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
        digits = {getattr(pygame, f"K_{n}"): n - 1 for n in range(1, 10)}
        options = self.cell_options()
        if key in digits:
            self.pick_card(digits[key])
        elif key in (pygame.K_TAB, pygame.K_RIGHT, pygame.K_DOWN, pygame.K_LEFT, pygame.K_UP):
            step = -1 if key in (pygame.K_LEFT, pygame.K_UP) else 1
            self.cursor = (self.cursor + (step if self.keyboard else 0)) % max(1, len(options))
            self.keyboard = True
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            cell = self.cursor_cell()
            if cell is not None:
                self.click_cell(cell)
                self.cursor = 0
            else:
                self.play_picked()
        elif key == pygame.K_e:
            self.end_turn()
        elif key == pygame.K_d:
            self.discard_picked()
        elif key == pygame.K_n:
            self.sneak(False) if Sneak(False) in self.legal() else self.pass_question()
        elif key == pygame.K_y:
            self.sneak(True)
        elif key == pygame.K_h and any(isinstance(a, Herd) for a in self.legal()):  # else: a hint
            herds = [a for a in self.legal() if isinstance(a, Herd)]
            if herds:
                self.act(herds[0])
        elif key == pygame.K_u:
            self.undo()
        else:
            return False
        return True

    def hand_index_at(self, pos: tuple[int, int]) -> int | None:
        hand = self.shown.get("hand") or []
        for i in reversed(range(len(hand))):
            if pygame.Rect(self.board.hand_card(i, len(hand))).collidepoint(pos):
                return i
        return None

    def show_hint(self, action) -> list[pygame.Rect]:
        return point_at(self, action)

    def hint_reason(self, action) -> str:
        return reason(self, action)

    def rect_of(self, name: str) -> pygame.Rect | None:
        """Also "cell:N", "hand:i", "button:end", "barn:seat" (and barnyard, graveyard,
        panel) and the lesson's "coach" (the log's zone below the dock)."""
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
        if kind == "coach":
            zone = pygame.Rect(self.layout["log"].as_tuple())
            top = zone.y if self.dock.rect is None else self.dock.rect.bottom + 6
            return pygame.Rect(zone.x, top, zone.w, zone.bottom - top)
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
        self.timeline.add(self.motion.steps([e.for_seat(self.viewer) for e in events]))

    # -- frame -------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
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
        paint.panels(self, surface)
        paint.piles(self, surface)
        paint.played_cards(self, surface)
        paint.hand(self, surface)
        paint.question(self, surface)
        self.log.draw(surface)
        for sprite in sorted(self.flyers, key=lambda s: s.z):
            sprite.draw(surface)
        self.particles.draw(surface)
        paint.dice(self, surface)
        paint.banner(self, surface)
        paint.message(self, surface)
        for button in self.visible_buttons():
            if button is self.bottom["undo"]:
                self.set_undo_button(button)
            button.draw(surface)
        paint.card_tooltip(self, surface)
        if self.shake.active:  # the whole table jolts; the edge smears for a moment
            surface.scroll(*self.shake.offset)
        self.flash.draw(surface)


def shown_of(view: dict[str, Any]) -> dict[str, Any]:
    """The view plus what the table draws between events: cards waiting for answers."""
    shown = copy.deepcopy(view)
    shown["in_play"] = [(f["seat"], f["card"]) for f in view["pending"] if f["kind"] == "answer"]
    shown["cancelled"] = []
    return shown


