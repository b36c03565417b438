"""The Sheep Sheep table: exchange your cards with the grid's, collect groups, refill.

The table draws from `shown`, a copy of the viewer's view that the animation changes step
by step (a card leaves a hand, lands on a cell and flips, a group flies to a pile); when the
timeline ends `shown` is the view again, its hands kept in the order they lie on the table
(a card taken from the grid lies where the card given for it lay). Input offers only what
the legal actions allow: a picked card lights the cells it may go to, with the sheep it
would show; a click anywhere else says why not. motion.py animates, draw.py paints and
words.py words it, so this file stays about turns and input.

Mouse: drag a card onto a sheep, or click the card and then the sheep; drag the drawn card
onto an empty cell, or click the cell (a preview) and click again to place it. Keyboard
(every table's, `game.tables.keys`): Tab and the arrows visit the cards that may be given,
the cells the picked card may go to (the empty cells while refilling) and the buttons;
Enter picks and drops, Esc puts a picked card back; 1-4 pick a card, F turns the drawn card
over, E ends the turn.
"""

from __future__ import annotations

import copy
import math
from collections.abc import Callable
from typing import Any

import pygame

from game import levels
from game.i18n import _
from game.rules.base import Action
from game.rules.sheep_sheep import COLOURS, EndTurn, Exchange, Refill, card, groups
from game.tables.base import TableScene
from game.tables.keys import Target, keyed
from game.tables.sheep_sheep import draw as paint
from game.tables.sheep_sheep import hinting, words
from game.tables.sheep_sheep.board import Board
from game.tables.sheep_sheep.motion import SheepSheepMotion
from game.tables.sheep_sheep.results import SheepSheepResults
from game.view.log import Icon
from game.view.particles import Particles
from game.view.reference import Section
from game.view.sprites import Sprite, draw_sprites
from game.view.tween import Call, Sequence
from game.view.widgets import Button

DRAG = 6  # pixels a pressed card must move before it is dragged rather than clicked
TURNING = 0.22  # seconds the drawn card takes to turn over when F is pressed


def arranged(previous: list[Any] | None, cards: list[Any]) -> list[list[str]]:
    """`cards` in the places `previous` had them (a new card takes a place that fell free),
    each the side up it had there; without a previous order, as they come."""
    if not previous or len(previous) != len(cards):
        return [list(c) for c in cards]
    left = [card(*c) for c in cards]
    out: list[list[str] | None] = [None] * len(previous)
    for i, face in enumerate(previous):
        if card(*face) in left:
            left.remove(card(*face))
            out[i] = list(face)
    fresh = iter(left)
    return [face if face is not None else list(next(fresh)) for face in out]


def shown_of(view: dict[str, Any], previous: dict[str, Any]) -> dict[str, Any]:
    """The view as the table shows it: hands in their places on the table, and once the game
    is over the collected cards counted by colour (they have left their piles)."""
    shown = copy.deepcopy(view)
    old = previous.get("hands") or [None, None]
    shown["hands"] = [arranged(old[s], view["hands"][s]) for s in range(2)]
    shown["flash"] = []
    if view["phase"] == "over":
        shown["tally"] = [{c: sum(1 for f in kept if f[0] == c) for c in COLOURS}
                          for kept in view["collected"]]
        shown["points"] = list(view["scores"] or [0, 0])
        shown["collected"] = [[], []]
    return shown


class SheepSheepTable(SheepSheepMotion, TableScene):
    heavy_event = "collected"  # a banner, glowing groups and cards flying to a pile
    results_panel = SheepSheepResults  # its part of the results screen

    def __init__(self, app, match, shell, replay: bool = False):
        super().__init__(app, match, shell, replay)
        self.layout = levels.load("sheep_sheep", 2, variant="replay" if replay else "")
        self.log.place(self.layout["log"].as_tuple())
        self.picked: int | None = None  # the viewer's card picked for an exchange
        self.press: tuple[str, int, tuple[int, int]] | None = None  # may become a drag
        self.dragging: str | None = None  # "hand" or "drawn"
        self.dropped_at: tuple[int, int] | None = None  # where a dragged card was let go
        self.giving: int | None = None  # the place of the card being exchanged
        self.refill_cell: int | None = None  # the empty cell chosen for the drawn card
        self.refill_side: str | None = None  # the drawn card's side up, once turned
        self.turning = 0.0
        self.mouse = (0, 0)
        self.hovered: int | None = None
        self.particles = Particles()
        self.rival_glow: dict[int, list[Any]] = {}  # cell: [seat, seconds left, seconds]
        self.turn_changed: set[int] = set()  # the cells changed in the turn under way
        self.last_changed: tuple[int, set[int]] | None = None  # (seat, cells) of the turn
        # before: each keeps a soft outline and a "changed" tag through this turn
        self.flyers: list[Sprite] = []
        self.hidden: set[tuple[Any, ...]] = set()
        self.banner = ""
        self.banner_row = 1  # the grid row the banner lies across
        self.floaters: list[list[Any]] = []
        self.clock = 0.0
        self.shown: dict[str, Any] = {}
        self.background = self.make_background()
        self.buttons = {  # the turn's own, a fixed row: greyed when not for now
            "end": Button((0, 0, 10, 10), keyed(_("End turn ({key_end})")),
                          self.end_turn, size=BUTTON_TEXT),
            "turn": Button((0, 0, 10, 10), keyed(_("Turn it over ({key_flip})")), self.turn_drawn,
                           size=BUTTON_TEXT),
            "place": Button((0, 0, 10, 10), _("Place it (Enter)"), self.place,
                            size=BUTTON_TEXT),
        }
        self.bottom = self.undo_and_menu(BUTTON_TEXT)

    # -- geometry and state ------------------------------------------------------------------
    @property
    def board(self) -> Board:
        return Board(self.layout, self.viewer if self.viewer is not None else 0)

    def enter(self) -> None:
        board = self.board
        paint.prewarm((board.cell_w, board.hand_card(0, 0).w, board.pile().w))
        super().enter()
        if not self.match.steps and not self.replay:
            self.timeline.add(self.deal())

    def make_background(self):
        paint.warm_up(self)  # the end's tally icons, made now rather than mid-animation
        return paint.background(self)

    def sync(self) -> None:
        self.timeline.clear()
        self.clear_choice()
        self.refill_reset()
        self.turn_changed, self.last_changed = set(), None  # (an undo: the turns differ)
        self._sync_shown()

    def _sync_shown(self) -> None:
        self.shown = shown_of(self.view, self.shown)
        self.flyers.clear()
        self.hidden.clear()
        self.banner, self.banner_row = "", 1
        self.dropped_at = None

    def clear_choice(self) -> None:
        self.picked = self.press = self.dragging = self.refill_cell = None

    def refill_reset(self) -> None:
        self.refill_cell = self.refill_side = None

    def legal(self) -> list[Action]:
        return self.match.legal_actions() if self.my_turn else []

    def my_hand(self) -> list[list[str]]:
        return self.shown["hands"][self.viewer] if self.viewer is not None else []

    def picked_face(self) -> list[str] | None:
        hand = self.my_hand()
        return hand[self.picked] if self.picked is not None and self.picked < len(hand) else None

    def dragged_face(self) -> tuple[str, str] | list[str] | None:
        if self.dragging == "hand":
            return self.picked_face()
        if self.dragging == "drawn" and self.shown["drawn"]:
            up = self.refill_up()
            return (up, paint.other(self.shown["drawn"], up))
        return None

    def targets_for(self, face: Any) -> dict[int, str]:
        """The cells a card may be exchanged onto, each with the colour it would show."""
        wanted = card(*face)
        return {a.cell: a.showing for a in self.legal()
                if isinstance(a, Exchange) and a.card == wanted}

    def cell_targets(self) -> dict[int, str]:
        """The cells the picked card may go to, each with the colour it would show."""
        face = self.picked_face()
        return self.targets_for(face) if face is not None else {}

    def grouped_cells(self) -> list[int]:
        """The cells that ending the turn now would collect."""
        if self.shown["phase"] != "exchange":
            return []
        showing = [f["up"] if f else None for f in self.shown["grid"]]
        return [c for group in groups(showing) for c in group]

    def end_turn_pointed(self) -> bool:
        """The pointer, or the key cursor, rests on End turn (while it may be pressed): the
        sheep it would collect glow brighter on the grid."""
        end = self.buttons["end"]
        if not end.enabled or end not in self.visible_buttons():
            return False
        if self.cursor.shown:
            lit = self.lit()
            return lit is not None and lit.key == ("button", "end")
        return end.hovered

    def preview_groups(self) -> list[int]:
        """The cells the picked or dragged card, held over a cell it may cover, would group
        (all the turn's groups then): so an exchange's gain shows before it is made."""
        targets, over = self.cell_targets(), self.pointed_cell()
        if over not in targets or self.shown["phase"] != "exchange":
            return []
        showing = [f["up"] if f else None for f in self.shown["grid"]]
        showing[over] = targets[over]
        return [c for group in groups(showing) for c in group]

    def gift(self, cell: int | None = None) -> int:
        """How many sheep the drawn card in `cell` (the chosen one by default) would leave in
        a group for the rival: a group made by a refill stays for the next player."""
        cell = self.refill_cell if cell is None else cell
        up = self.refill_up()
        if cell is None or up is None:
            return 0
        showing = [f["up"] if f else None for f in self.shown["grid"]]
        showing[cell] = up
        return sum(len(g) for g in groups(showing) if cell in g)

    def refill_up(self) -> str | None:
        drawn = self.shown.get("drawn")
        if not drawn:
            return None
        return self.refill_side if self.refill_side in drawn else drawn[0]

    def pointed_cell(self) -> int | None:
        """The cell under the pointer, or under the cursor when the keyboard leads."""
        if self.cursor.shown:
            lit = self.lit()
            return lit.key[1] if lit is not None and lit.key[0] == "cell" else None
        return self.board.cell_at(self.mouse)

    def hand_state(self, i: int) -> str:
        """idle, resting (your turn, refilling: no card of yours may be played now), picked,
        hover, playable or disabled (no cell to go to)."""
        if not self.my_turn or self.shown["phase"] not in ("exchange", "refill"):
            return "idle"
        if self.shown["phase"] == "refill":
            return "resting"
        if i == self.picked:
            return "picked"
        if not self.targets_for(self.my_hand()[i]):
            return "disabled"
        return "hover" if i == self.hovered else "playable"

    def turning_scale(self) -> float:
        return 1 - self.turning / TURNING if self.turning > 0 else 1.0

    def targets(self) -> list[Target]:
        """Your cards that may be given (and the picked one), the cells the picked card may
        go to (while refilling: the empty cells), and the buttons that decide."""
        legal, viewer = self.legal(), self.viewer
        if not legal or viewer is None or self.replay:
            return []
        board, out = self.board, []
        if self.shown["phase"] == "exchange":
            for i, face in enumerate(self.my_hand()):
                if i == self.picked or self.targets_for(face):
                    rect = board.hand_card(viewer, i)
                    out.append(Target(("hand", i), rect.move(0, -paint.PICK_LIFT)
                                      if i == self.picked else rect,
                                      lambda i=i: self.toggle_pick(i)))
            cells = sorted(self.cell_targets())
        else:
            cells = [c for c, face in enumerate(self.shown["grid"]) if face is None]
        out += [Target(("cell", c), board.cell(c), lambda c=c: self.click_cell(c))
                for c in cells]
        buttons = self.visible_buttons()
        out += [Target(("button", n), pygame.Rect(b.rect), b.activate)
                for n, b in self.buttons.items() if b in buttons and b.enabled and n != "back"]
        return out

    def step_back(self) -> bool:
        """Esc puts a picked card back, or the drawn card's chosen cell."""
        if self.picked is None and self.refill_cell is None:
            return False
        self.clear_choice()
        return True

    def hint_focus(self, action: Action) -> tuple[str, Any] | None:
        if isinstance(action, Exchange | Refill):
            return ("cell", action.cell)
        return ("button", "end") if isinstance(action, EndTurn) else None

    # -- decisions ---------------------------------------------------------------------------
    def act(self, action: Action) -> bool:
        done = self.perform(action)
        if done:
            self.clear_choice()
        return done

    def toggle_pick(self, i: int) -> None:
        hand = self.my_hand()
        if not self.my_turn or self.shown["phase"] != "exchange" or i >= len(hand):
            return
        if self.picked == i:
            self.picked = None
            return
        targets = self.targets_for(hand[i])
        if not targets:
            self.say(words.nowhere(hand[i]))
            return
        self.picked = i
        self.message = ""
        self.app.play("click")
        if self.cursor.shown:
            self.cursor.put(("cell", min(targets)))

    def click_cell(self, cell: int) -> None:
        if not self.my_turn:
            return
        face = self.shown["grid"][cell]
        if self.shown["phase"] == "refill":
            if face is not None:
                self.say(words.cell_full())
            elif self.refill_cell == cell:
                self.place()
            else:
                self.refill_cell = cell
                self.message = ""
                self.app.play("click")
            return
        if self.picked is None:
            self.say(words.pick_first())
            return
        self.drop(cell)

    def drop(self, cell: int) -> None:
        """Exchange the picked card onto `cell`, or say why it cannot go there."""
        picked, face = self.picked, self.picked_face()
        if picked is None or face is None:
            return
        targets = self.targets_for(face)
        if cell not in targets:
            self.dropped_at = None
            showing = self.shown["grid"][cell]
            self.say(words.cannot_cover(face, showing["up"]) if showing else words.pick_first())
            return
        self.giving = picked
        if self.act(Exchange(cell, card(*face), targets[cell])) and self.cursor.shown:
            self.cursor.put(("hand", picked))
        self.giving = None

    def place(self) -> None:
        if not self.my_turn or self.shown["phase"] != "refill":
            return
        if self.refill_cell is None:
            self.say(_("Choose an empty cell for the drawn card first."))
            return
        self.act(Refill(self.refill_cell, self.refill_up()))

    def turn_drawn(self) -> None:
        if not self.my_turn:
            return
        if self.shown["phase"] != "refill" or not self.shown["drawn"]:
            self.say(words.side_is_chosen())
            return
        self.refill_side = paint.other(self.shown["drawn"], self.refill_up())
        self.turning = TURNING
        self.app.play("card_flip")

    def end_turn(self) -> None:
        if EndTurn() in self.legal():
            self.act(EndTurn())
        elif self.my_turn and self.shown["phase"] == "refill":
            self.say(words.place_first())

    # -- buttons ------------------------------------------------------------------------------
    def visible_buttons(self) -> list[Button]:
        """One fixed bar at the bottom right of your panel, as at every table: End turn,
        Turn it over and Place it over Hint, Undo and Menu; a turn's button that is not for
        now is greyed, with a tooltip saying when it is (it was hidden, and the bar changed
        with the phase)."""
        if self.replay or self.viewer is None:
            return []
        legal, phase = self.legal(), self.shown["phase"]
        refill = bool(legal) and phase == "refill"
        end, turn, place = self.buttons["end"], self.buttons["turn"], self.buttons["place"]
        end.enabled = EndTurn() in legal  # what it collects: the prompt says it, and the
        # glowing group (on the button, "Zug beenden: 3 sammeln (E)" filled the bar alone)
        end.tooltip = words.end_turn_note(self, refill)
        turn.enabled = refill and bool(self.shown.get("drawn"))
        place.enabled = refill and self.refill_cell is not None
        turn.tooltip = None if turn.enabled else _("When you refill the grid: turns the drawn "
                                                   "card over")
        place.tooltip = None if place.enabled else (
            _("Choose an empty cell first") if refill
            else _("When you refill the grid: places the drawn card"))
        upper = [end, turn, place]
        lower = list(self.bottom.values())
        if self.hints.on and not self.match.is_over:
            lower.insert(0, self.hints.button)
        place_cluster(pygame.Rect(self.layout["controls"].as_tuple()), upper, lower)
        return upper + lower

    def shown_buttons(self) -> list[Button]:
        return self.visible_buttons()

    # -- input ---------------------------------------------------------------------------------
    def handle_table(self, event: pygame.event.Event) -> bool:
        for button in self.visible_buttons():
            if button.handle(event):
                return True
        if event.type == pygame.MOUSEMOTION:
            return self.pointer_moved(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.mouse = event.pos
            return self.pressed(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self.clear_choice()
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return self.released(event.pos)
        if event.type == pygame.KEYDOWN:
            return self.key(event)
        return False

    def pointer_moved(self, pos: tuple[int, int]) -> bool:
        self.mouse = pos
        board = self.board
        viewer = self.viewer if self.viewer is not None else 0
        self.hovered = board.hand_at(viewer, pos)
        if self.press and not self.dragging and math.dist(pos, self.press[2]) > DRAG:
            kind, i, _start = self.press
            if kind == "hand" and self.picked != i:
                self.toggle_pick(i)
            self.dragging = kind if kind == "drawn" or self.picked == i else None
        if self.button_tip.message is None:
            self.button_tip.show(self.note_at(pos), pos)
        return False

    def note_at(self, pos: tuple[int, int]) -> str | None:
        """A note for what the pointer rests on: a score (its badge or collected box), a
        Lucky Sheep and its pile, the rival's open hand, your card that has nowhere to go,
        the band of a card (its other side), or a gold-edged sheep of a group."""
        board = self.board
        for seat in range(2):
            if any(r.collidepoint(pos) for r in (paint.badge_rect(self, seat),
                                                 paint.collected_box(self, seat))):
                return words.score_note(self, seat)
            if board.lucky(seat).union(board.pile_under(seat)).collidepoint(pos):
                return words.lucky_note(self, seat)
        rival = 1 - (self.viewer if self.viewer is not None else 0)
        if paint.open_hand_room(self, rival).collidepoint(pos) or any(
                board.hand_card(rival, i).collidepoint(pos) for i in range(4)) and not any(
                paint.band(board.hand_card(rival, i)).collidepoint(pos) for i in range(4)):
            return words.open_hand(self, rival)
        if self.hovered is not None and self.hand_state(self.hovered) == "disabled":
            face = self.my_hand()[self.hovered]
            return words.nowhere(face)
        band = next((words.other_side_note(face, where) for rect, face, where in self.cards_shown()
                     if paint.band(rect).collidepoint(pos)), None)
        cell = board.cell_at(pos)
        if band is None and cell is not None and cell in self.grouped_cells():
            return words.group_note()  # the gold edge says: collected when the turn ends
        seat, changed = paint.changed_cells(self)
        if band is None and cell is not None and cell in changed:
            return words.changed_note(self, seat)
        return band

    def cards_shown(self) -> list[tuple[pygame.Rect, Any, str]]:
        """Every card face up on the table: where it lies, its (showing, underneath) and
        whose it is ("grid", "hand" for yours, "rival", "drawn")."""
        board, shown = self.board, self.shown
        out = [(board.cell(c), (f["up"], f["down"]), "grid")
               for c, f in enumerate(shown["grid"]) if f is not None]
        viewer = self.viewer if self.viewer is not None else 0
        for seat in range(2 if shown.get("tally") is None else 0):  # the end shows a tally
            where = "hand" if seat == viewer and not self.replay else "rival"
            out += [(board.hand_card(seat, i), face, where)
                    for i, face in enumerate(shown["hands"][seat])]
        if shown["drawn"]:
            up = self.refill_up() if self.my_turn else shown["drawn"][0]
            out.append((board.drawn(), (up, paint.other(shown["drawn"], up)),
                        "drawn" if self.my_turn else "rival"))
        return out

    def pressed(self, pos: tuple[int, int]) -> bool:
        board, viewer = self.board, self.viewer
        if viewer is None or self.replay:
            return False
        phase = self.shown["phase"]
        i = board.hand_at(viewer, pos)
        if i is not None and self.my_turn and phase == "exchange":
            self.press = ("hand", i, pos)
            return True
        if board.drawn().collidepoint(pos) and self.my_turn and phase == "refill":
            self.press = ("drawn", 0, pos)
            return True
        cell = board.cell_at(pos)
        if cell is not None:
            self.click_cell(cell)
            return True
        if board.hand_at(1 - viewer, pos) is not None:
            self.say(words.rival_cards(self, 1 - viewer))
            return True
        return False

    def released(self, pos: tuple[int, int]) -> bool:
        press, dragging = self.press, self.dragging
        self.press = self.dragging = None
        if press is None:
            return False
        kind, i, _start = press
        cell = self.board.cell_at(pos)
        if not dragging:
            if kind == "hand":
                self.toggle_pick(i)
            else:
                self.turn_drawn()
        elif cell is None:
            self.picked = None  # let go off the grid: the card goes back
        elif kind == "hand":
            self.dropped_at = pos
            self.drop(cell)
        elif self.shown["grid"][cell] is None:
            self.refill_cell = cell
            self.place()
        else:
            self.say(words.cell_full())
        return True

    def letter_keys(self) -> dict[str, Callable[[], object]]:
        return {"end": self.end_turn, "flip": self.turn_drawn}

    def key(self, event: pygame.event.Event) -> bool:
        key = event.key
        digits = {pygame.K_1: 0, pygame.K_2: 1, pygame.K_3: 2, pygame.K_4: 3}
        if key in digits:
            self.toggle_pick(digits[key])
        else:
            return False
        return True

    # -- the log --------------------------------------------------------------------------------
    def action_line(self, seat: int, action: Action) -> str:
        return words.action_line(self, seat, action)

    def describe(self, e: dict[str, Any]) -> str | None:
        return words.describe_event(self, e)

    def action_icon(self, seat: int, action: Action) -> Icon | None:
        return words.action_icon(action)

    def event_icon(self, e: dict[str, Any]) -> Icon | None:
        return words.event_icon(e)

    def show_hint(self, action: Action) -> list[pygame.Rect]:
        return hinting.point_at(self, action)

    def reference(self) -> list[Section]:
        from game.tables.sheep_sheep.reference import reference

        return reference(self)

    def hint_reason(self, action: Action) -> str:
        return hinting.reason(self, action)

    def rect_of(self, name: str) -> pygame.Rect | None:
        """For a lesson's spotlight: "cell:N", "hand:i" (your card lying i-th), "pile",
        "drawn", "lucky:seat", "panel:seat", "button:end" (place, turn) and the "coach" (the
        log's zone, which it stands in for)."""
        kind, _sep, arg = name.partition(":")
        board = self.board
        if kind == "cell":
            return board.cell(int(arg))
        if kind == "hand":
            return board.hand_card(self.viewer or 0, int(arg))
        if kind in ("pile", "drawn"):
            return board.pile() if kind == "pile" else board.drawn()
        if kind == "lucky":
            return board.lucky(int(arg))
        if kind == "panel":
            return board.zone("panel", int(arg))
        if kind == "button":
            self.visible_buttons()
            button = self.buttons.get(arg)
            return pygame.Rect(button.rect) if button is not None and button.rect.w else None
        if kind == "coach":
            return pygame.Rect(self.layout["log"].as_tuple())
        return super().rect_of(name)

    # -- animation --------------------------------------------------------------------------------
    def animate(self, events) -> None:
        seen = [e.for_seat(self.viewer) for e in events]
        if any(e.get("seat") == self.viewer and e["kind"] in YOUR_MOVE
               for e in seen):  # your move: the rival's is read ("turn_began" is not one)
            self.rival_glow.clear()
        steps = [step for e in seen if (step := self.told(e, self.event_step(e)))]
        self.timeline.add(Sequence(*steps, Call(self._sync_shown)))

    def event_step(self, e: dict[str, Any]):
        handler = getattr(self, f"on_{e['kind']}", None)
        return handler(e) if handler else None

    # -- frame -----------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        self.clock += dt
        self.turning = max(0.0, self.turning - dt)
        self.particles.update(dt)
        fading = self.match.is_over or (self.match.to_move == self.viewer
                                         and not self.animating)
        for cell, glowing in list(self.rival_glow.items()):  # all the rival's turn glows,
            glowing[1] -= dt if fading else 0.0  # fading once it is yours
            if glowing[1] <= 0:
                del self.rival_glow[cell]
        for floater in self.floaters:
            floater[3] += dt
        self.floaters = [f for f in self.floaters if f[3] < 1.2]

    def draw_table(self, surface: pygame.Surface) -> None:
        surface.blit(self.background, (0, 0))
        paint.grid(self, surface)
        paint.grid_marks(self, surface)
        paint.message(self, surface)  # under your cards: a picked card rises over its foot
        paint.panels(self, surface)
        paint.deck(self, surface)
        paint.flip_preview(self, surface)  # resting on a card's band: the card turned over
        paint.log(self, surface)
        self.draw_controls(surface)
        paint.gain_badge(self, surface)  # "+N" on End turn while an exchange is held over
        draw_sprites(surface, self.flyers)
        self.particles.draw(surface)
        paint.dragged(self, surface)
        paint.banner(self, surface)

    def draw_controls(self, surface: pygame.Surface) -> None:
        buttons = self.visible_buttons()
        for button in buttons:
            if button is self.bottom["undo"]:
                self.set_undo_button(button)
            button.draw(surface)


YOUR_MOVE = {"exchanged", "collected", "nothing_collected", "refilled"}
BUTTON_H = 34  # px: a button of the bar at the bottom right (as Black Sheep's)
BUTTON_TEXT = 18  # px: its words (as Black Sheep's)
BUTTON_GAP = 5


def place_cluster(zone: pygame.Rect, upper: list[Button], lower: list[Button]) -> None:
    """The buttons as a bar at the bottom right of your panel, as at the other tables: the
    turn's own (End turn, Turn it over, Place it) on the upper row, Hint, Undo and Menu on
    the lower one at the zone's foot; in a row each button is as wide as its label needs
    plus an even share of the room left, the row as wide as the zone."""
    for row, y in ((lower, zone.bottom - BUTTON_H),
                   (upper, zone.bottom - 2 * BUTTON_H - BUTTON_GAP)):
        if not row:
            continue
        spare = zone.w - BUTTON_GAP * (len(row) - 1) - sum(b.needed_width for b in row)
        x = zone.x
        for i, button in enumerate(row):
            width = (zone.right - x if i == len(row) - 1
                     else button.needed_width + max(0, spare) // len(row))
            button.rect = pygame.Rect(x, y, width, BUTTON_H)
            x += width + BUTTON_GAP
