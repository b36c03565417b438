"""The Black Sheep table: three fields of plastic animals, cards played to each side.

The table draws from `shown`, a copy of the viewer's view that the animation changes step by
step as it plays the events of an action (cards leave a hand, slide to a field, figures hop to
a corral); when the timeline ends `shown` is the view again. Flying pieces are sprites moved
by tweens between resting places that `Board` computes.
"""

from __future__ import annotations

import copy
import math
from typing import Any

import pygame

from game import levels
from game.i18n import _
from game.rules.black_sheep import ANIMALS, Discard, KeepHand, Pass, PlayCards
from game.tables.base import TableScene
from game.tables.black_sheep import draw as paint
from game.tables.black_sheep import words
from game.tables.black_sheep.board import Board
from game.tables.black_sheep.hinting import point_at, reason
from game.tables.black_sheep.motion import BlackSheepMotion
from game.view import assets, palette
from game.view.log import Icon
from game.view.particles import Particles
from game.view.sprites import Sprite
from game.view.tween import Call, Sequence
from game.view.widgets import Button, flow

SIZE_STEP = 4  # figure images are rasterized per 4 px of height while they grow or shrink


def quantized(h: float) -> int:
    return max(SIZE_STEP, int(round(h / SIZE_STEP)) * SIZE_STEP)


def paint_field(surface: pygame.Surface, rect: pygame.Rect, pasture: pygame.Rect) -> None:
    """A field mat: a wooden frame, a fenced pasture for the figures, a row per side."""
    pygame.draw.rect(surface, palette.darker(palette.WOOD_DARK, 0.3), rect.move(0, 4),
                     border_radius=16)
    pygame.draw.rect(surface, palette.WOOD, rect, border_radius=16)
    inner = rect.inflate(-12, -12)
    pygame.draw.rect(surface, palette.FELT_DARK, inner, border_radius=12)
    grass = pasture.inflate(4, 0)
    for i in range(grass.h):
        t = i / max(1, grass.h - 1)
        colour = palette.mix(palette.PASTURE, palette.PASTURE_DARK, t)
        pygame.draw.line(surface, colour, (grass.x, grass.y + i), (grass.right - 1, grass.y + i))
    for x in range(grass.x + 6, grass.right, 22):  # fence posts along the back
        pygame.draw.rect(surface, palette.WOOD_LIGHT, (x, grass.y + 2, 4, 16), border_radius=2)
    pygame.draw.line(surface, palette.WOOD_LIGHT, (grass.x, grass.y + 8),
                     (grass.right - 1, grass.y + 8), 3)
    pygame.draw.rect(surface, palette.WOOD_DARK, grass, 2, border_radius=6)


class BlackSheepTable(BlackSheepMotion, TableScene):
    heavy_event = "field_scored"  # banners, hops, dust and a restock: the busiest moment
    def __init__(self, app, match, shell, replay: bool = False):
        super().__init__(app, match, shell, replay)
        self.players = len(match.seats)
        self.layout = levels.load("black_sheep", self.players)
        self.log.place(self.layout["log"].as_tuple())
        self.selected: list[int] = []
        self.cursor = 0
        self.hover_field: int | None = None
        self.particles = Particles()
        self.figures: dict[str, Sprite] = {}
        self.flying: set[str] = set()
        self.flyers: list[Sprite] = []
        self.banner: dict[str, Any] | None = None
        self.revealed: set[str] = set()
        self.tally: list[float] | None = None
        self.award: str = ""
        self.clock = 0.0
        self.shown: dict[str, Any] = {}
        self.background = self._background()
        self.buttons = {
            "keep": Button((0, 0, 0, 0), _("Keep hand (K)"), self.keep, size=18),
            "discard": Button((0, 0, 0, 0), _("Discard (D)"), self.discard, size=18),
            "pass": Button((0, 0, 0, 0), _("Skip turn"), self.pass_turn, size=18),
            "undo": Button((0, 0, 0, 0), _("Undo"), self.undo, size=18),
            "menu": Button((0, 0, 0, 0), _("Menu"), self.open_pause, size=18),
            "hint": self.hints.button,
        }
        c = pygame.Rect(self.layout["controls"].as_tuple())
        top = pygame.Rect(c.x, c.y, c.w, c.h - 44)
        flow([self.buttons["keep"], self.buttons["discard"], self.buttons["hint"]], top, 34,
             gap=4, columns=1)
        flow([self.buttons["pass"]], top, 36)
        flow([self.buttons["undo"], self.buttons["menu"]], pygame.Rect(c.x, c.bottom - 38, c.w,
                                                                        36), 36)

    # -- geometry ----------------------------------------------------------------------
    @property
    def board(self) -> Board:
        return Board(self.layout, self.players, self.viewer if self.viewer is not None else 0)

    def _background(self) -> pygame.Surface:
        surface = assets.tiled("table_felt", self.layout.size)
        for name in ("panel_0", *(f"panel_{p}" for p in range(1, self.players))):
            z = self.layout[name]
            shade = pygame.Surface((z.w, z.h), pygame.SRCALPHA)
            pygame.draw.rect(shade, (*palette.PANEL, 120), shade.get_rect(), border_radius=14)
            surface.blit(shade, (z.x, z.y))
        for f in range(3):
            paint_field(surface, pygame.Rect(self.layout[f"field_{f}"].as_tuple()),
                        pygame.Rect(self.layout[f"figures_{f}"].as_tuple()))
        for name in ("deck", "discard", "tasks", "log"):
            z = self.layout[name]
            shade = pygame.Surface((z.w, z.h), pygame.SRCALPHA)
            pygame.draw.rect(shade, (*palette.PANEL, 150), shade.get_rect(), border_radius=10)
            surface.blit(shade, (z.x, z.y))
        return surface.convert() if pygame.display.get_surface() else surface

    def enter(self) -> None:
        """Rasterize the figures at their resting sizes now, not in the middle of a hop."""
        board = self.board
        for animal in ANIMALS:
            for where in ("field", "corral_0", "corral"):
                h = quantized(board.figure_height(where))
                assets.svg(animal, (h, h))
        super().enter()

    # -- resting state -----------------------------------------------------------------
    def sync(self) -> None:
        self.timeline.clear()
        self.shown = copy.deepcopy(self.view)
        self.flyers.clear()
        self.flying.clear()
        self.banner = None
        self.selected = [i for i in self.selected if i < len(self.shown.get("hand") or [])]
        if self.shown.get("phase") == "over":
            self.revealed = {f["id"] for c in self.shown["corrals"] for f in c}
        self.place_figures(snap=True)

    def _sync_shown(self) -> None:
        self.shown = copy.deepcopy(self.view)
        self.flying.clear()
        self.flyers.clear()
        self.place_figures(snap=True)

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
                out[fig["id"]] = (*board.field_figure(f, i, len(figs)),
                                  board.figure_height("field"))
        for seat, corral in enumerate(self.shown["corrals"]):
            counts: dict[str, int] = {}
            where = "corral_0" if board.pos(seat) == 0 else "corral"
            for fig in corral:
                k = counts.get(fig["type"], 0)
                counts[fig["type"]] = k + 1
                out[fig["id"]] = (*board.corral_figure(seat, fig["type"], k),
                                  board.figure_height(where))
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
        return self.match.legal_actions() if self.my_turn else []

    def selection(self) -> tuple[str, ...]:
        hand = self.shown.get("hand") or []
        return tuple(hand[i] for i in self.selected if i < len(hand))

    def playable_fields(self) -> set[int]:
        chosen = self.selection()
        if not chosen:
            return set()
        wanted = PlayCards(0, chosen).cards
        return {a.field for a in self.legal() if isinstance(a, PlayCards) and a.cards == wanted}

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

    def handle_table(self, event: pygame.event.Event) -> bool:
        for name, button in self.buttons.items():
            if self.button_shown(name) and button.handle(event):
                return True
        if event.type == pygame.MOUSEMOTION:
            self.hover_field = self.field_at(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            board = self.board
            hand = self.shown.get("hand") or []
            for i in range(len(hand)):
                if pygame.Rect(board.hand_card(i, len(hand))).collidepoint(event.pos):
                    self.toggle(i)
                    return True
            field = self.field_at(event.pos)
            if field is not None:
                self.play_to(field)
                return True
        elif event.type == pygame.KEYDOWN:
            keys = {pygame.K_1: 0, pygame.K_2: 1, pygame.K_3: 2}
            if event.key in keys:
                self.toggle(keys[event.key])
            elif event.key in (pygame.K_LEFT, pygame.K_RIGHT):
                self.cursor = (self.cursor + (1 if event.key == pygame.K_RIGHT else -1)) % 3
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                if any(isinstance(a, Pass) for a in self.legal()):
                    self.pass_turn()
                elif self.shown.get("phase") == "discard":
                    self.discard()
                else:
                    self.play_to(self.cursor)
            elif event.key == pygame.K_k:
                self.keep()
            elif event.key == pygame.K_d:
                self.discard()
            elif event.key == pygame.K_u:
                self.undo()
            else:
                return False
            return True
        return False

    def field_at(self, pos: tuple[int, int]) -> int | None:
        for f in range(3):
            if pygame.Rect(self.layout[f"field_{f}"].as_tuple()).collidepoint(pos):
                return f
        return None

    def shown_buttons(self) -> list[Button]:
        return [b for name, b in self.buttons.items() if self.button_shown(name)]

    def button_shown(self, name: str) -> bool:
        if self.replay or self.viewer is None:
            return False
        legal = self.legal()
        if name in ("keep", "discard"):
            return self.my_turn and self.shown.get("phase") == "discard"
        if name == "pass":
            return any(isinstance(a, Pass) for a in legal)
        if name == "hint":
            return self.hints.on
        return True

    def show_hint(self, action) -> list[pygame.Rect]:
        return point_at(self, action)

    def hint_reason(self, action) -> str:
        return reason(self, action)

    # -- animation ---------------------------------------------------------------------
    def animate(self, events) -> None:
        seen = [e.for_seat(self.viewer) for e in events]
        steps = [step for e in seen if (step := self.told(e, self.event_step(e)))]
        self.timeline.add(Sequence(*steps, Call(self._sync_shown)))

    def event_step(self, e: dict[str, Any]):
        handler = getattr(self, f"on_{e['kind']}", None)
        return handler(e) if handler else None

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

    def describe(self, e: dict[str, Any]) -> str | None:
        return words.describe_event(self, e)

    def action_line(self, seat: int, action) -> str:
        return words.action_line(self, seat, action)

    # -- drawing -----------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        self.clock += dt
        self.particles.update(dt)
        self.place_figures()
        for fid, sprite in self.figures.items():
            if fid not in self.flying and self._on_field(fid):
                sprite.lift = 2.5 * (1 + math.sin(self.clock * 3.1 + hash(fid) % 7))
            self._refresh_image(sprite)

    def _on_field(self, fid: str) -> bool:
        return any(f["id"] == fid for field in self.shown["fields"] for f in field["figures"])

    def draw_table(self, surface: pygame.Surface) -> None:
        surface.blit(self.background, (0, 0))
        paint.fields(self, surface)
        paint.panels(self, surface)
        paint.figures(self, surface)
        paint.piles(self, surface)
        paint.hand(self, surface)
        paint.sidebar(self, surface)
        for sprite in sorted(self.flyers, key=lambda s: s.z):
            sprite.draw(surface)
        self.particles.draw(surface)
        paint.banner(self, surface)
        paint.message(self, surface)
        for name, button in self.buttons.items():
            if self.button_shown(name):
                if name == "undo":
                    self.set_undo_button(button)
                button.draw(surface)

