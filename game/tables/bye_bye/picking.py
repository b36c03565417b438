"""What the person at the screen may pick now, for the mouse and the keys alike.

A mixin of `ByeByeTable`. Every moment offers a list of `Target`s, read against the legal
actions so the table offers only what the rules allow: a rival's hand to draw from, a card
on offer, a rival and an animal for the Eagle, a card the Mole shows, a card in a rival's zoo
for the Magpie, an animal of your hand for the White Sheep, the cards for your zoo. The
pointer lights the target under it; the keys (`game.tables.keys`, every table's) walk the
same list, with the buttons that decide; a click on anything else says why not in one
sentence.

Zoo placement is picked first and then done in one go (C): the picked cards rise with a gold
edge, show faint in your zoo where they will go, and the instruction line says how many of
the allowed number are picked and what they would make (the allowed number is the turn's,
the one the log and the watering hole's counter say); its buttons stand in your panel where
Stop drawing stood. The table then places them one by one, as the rules take them, and ends
the turn.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.i18n import _, ngettext
from game.rules.base import Action
from game.rules.bye_bye import Ask, Choose, Dig, Draw, EndTurn, Pass, Place, Steal, Stop, is_set
from game.tables import keys
from game.tables.bye_bye import draw as paint
from game.tables.bye_bye import words
from game.tables.bye_bye.dock import Target
from game.tables.keys import letters

if TYPE_CHECKING:
    from game.tables.bye_bye.table import ByeByeTable

    _Base = ByeByeTable
else:
    _Base = object


class Picking(_Base):
    # -- what may be picked ------------------------------------------------------------------
    def legal(self) -> list[Action]:
        return self.match.legal_actions() if self.my_turn else []

    def targets(self) -> list[keys.Target]:
        """What the keys walk: everything that may be picked, then the buttons that
        decide (Stop drawing, Put in zoo once cards are picked, Place nothing, Pass)."""
        out = [keys.Target((t.kind, t.value), t.rect, lambda t=t: self.activate(t))
               for t in self.choosable()]
        if not out and not self.legal():
            return []
        self.plan_dock()
        buttons = {"stop": self.buttons["stop"] if self.draw_turn() else None,
                   **{n: b for n, b in self.docked.items()
                      if b in self.docked_buttons() + self.zoo_buttons()}}
        return out + [keys.Target(("button", n), pygame.Rect(b.rect), b.activate)
                      for n, b in buttons.items() if b is not None and b.enabled]

    def step_back(self) -> bool:
        """Esc puts the cards picked for your zoo back."""
        if not self.picks:
            return False
        self.picks.clear()
        return True

    def hint_focus(self, action: Action) -> tuple[str, Any] | None:
        """Where the hinted move goes on: the hand, tile, card or button that makes it."""
        if isinstance(action, Draw):
            return ("rival", action.rival)
        if isinstance(action, Ask):
            return (("animal", action.card) if self.eagle_rival == action.rival
                    else ("ask_rival", action.rival))
        if isinstance(action, Place):
            if self.view["phase"] == "white":
                return next((("hand", i) for i, c in enumerate(self.shown["hand"])
                             if c == action.card), None)
            return ("button", "put")
        if isinstance(action, Dig | Choose):
            return ("dig" if isinstance(action, Dig) else "offer", action.card)
        if isinstance(action, Steal):
            return ("steal", (action.victim, action.card))
        return {Stop: ("button", "stop"), EndTurn: ("button", "end"),
                Pass: ("button", "pass")}.get(type(action))

    def choosable(self) -> list[Target]:
        """Everything the viewer may pick now, in the keyboard's order."""
        legal = self.legal()
        if not legal:
            return []
        phase = self.view["phase"]
        if phase == "draw":
            return [Target("rival", a.rival, pygame.Rect(self.board.fan_room(
                a.rival, bool(self.shown["stash_sizes"][a.rival])))) for a in legal
                if isinstance(a, Draw)]
        if phase == "choose":
            kinds = paint.offered(self.shown)
            return [Target("offer", card, paint.offer_rect(self, i, len(kinds)))
                    for i, (card, _n) in enumerate(kinds)]
        if phase in ("eagle", "mole"):
            self.plan_dock()
            return self.dock.chips + self.dock.tiles
        if phase == "magpie":
            return [Target("steal", (a.victim, a.card), paint.zoo_column_rect(self, a.victim,
                                                                             a.card))
                    for a in legal if isinstance(a, Steal)]
        kinds = ("hand",) if phase == "white" else ("pond", "hand")
        return [Target(kind, i, self.card_rect(kind, i)) for kind in kinds
                for i in sorted(self.pickable(kind))]

    def card_rect(self, kind: str, i: int) -> pygame.Rect:
        if kind == "hand":
            return paint.hand_rect(self, i, self.shown["hand"])
        return paint.pond_rect(self, i, len(self.shown["watering"]))

    def pickable(self, kind: str) -> set[int]:
        """Your cards (kind "hand") or those at the watering hole ("pond") that may be picked
        for your zoo now."""
        if not self.my_turn or self.view["phase"] not in ("place", "white"):
            return set()
        if kind == "pond" and self.view["phase"] == "white":
            return set()
        cards = self.shown["hand"] if kind == "hand" else self.shown["watering"]
        return {i for i, card in enumerate(cards) if is_set(card)}

    def picked(self, kind: str, i: int) -> bool:
        return (kind, i) in self.picks

    def picked_cards(self) -> list[str]:
        """The animals picked for your zoo, those at the watering hole first (the rules take a
        card from there first)."""
        order = sorted(self.picks, key=lambda p: p[0] != "pond")
        return [(self.shown["watering"] if kind == "pond" else self.shown["hand"])[i]
                for kind, i in order]

    def ghosts(self, seat: int) -> list[str]:
        """The picked animals, shown faint in your zoo where they will go."""
        return self.picked_cards() if seat == self.viewer and self.picks else []

    def preview_lines(self) -> list[str]:
        assert self.viewer is not None
        return words.preview(self.view, self.picked_cards(), self.viewer)

    def eagle_rivals(self) -> list[int]:
        """The rivals the Eagle may ask, as chips (none to choose between with one rival)."""
        if not self.my_turn or self.view["phase"] != "eagle":
            return []
        rivals = sorted({a.rival for a in self.legal() if isinstance(a, Ask)},
                        key=self.board.pos)
        return rivals if len(rivals) > 1 else []

    # -- the pointer and the keys ------------------------------------------------------------
    def target_at(self, pos: tuple[int, int]) -> Target | None:
        for target in reversed(self.choosable()):
            if target.rect.collidepoint(pos):
                return target
        return None

    def point(self, pos: tuple[int, int]) -> None:
        """The pointer moved: the target under it lights, the cursor follows it there, a
        rival's card under it lifts, a face-up card under it may open the zoom."""
        over = self.target_at(pos)
        self.hover = (over.kind, over.value) if over else None
        self.fan_hover = None
        if over is not None and over.kind == "rival":
            count = self.shown["hand_sizes"][over.value]
            index = self.board.fan_index(over.value, pos, count,
                                         bool(self.shown["stash_sizes"][over.value]))
            self.fan_hover = None if index is None else (over.value, index)
        card, rect = self.face_at(pos)
        self.zoom.hover(card, rect)
        self.zoo_note = next(((card, words.zoo_note(self, seat, card))
                              for seat in range(self.players)
                              if card is not None and paint.zoo_column_at(self, seat, pos)
                              == card), None)

    def face_at(self, pos: tuple[int, int]) -> tuple[Any, pygame.Rect | None]:
        """The face-up card under `pos` (for the zoom) and where it lies."""
        for tile in self.dock.tiles:
            if tile.rect.collidepoint(pos):
                return tile.value, tile.rect
        for card, rect in self.dock.dim:
            if rect.collidepoint(pos):
                return card, rect
        shown = self.shown
        if shown["phase"] == "choose":
            kinds = paint.offered(shown)
            for i, (card, _n) in enumerate(kinds):
                rect = paint.offer_rect(self, i, len(kinds))
                if rect.collidepoint(pos):
                    return card, rect
        for i in reversed(range(len(shown["watering"]))):
            rect = paint.pond_rect(self, i, len(shown["watering"]))
            if rect.collidepoint(pos) and shown["phase"] != "choose":
                return shown["watering"][i], rect
        hand = self.bottom_hand()
        for i in reversed(range(len(hand))):
            rect = paint.hand_rect(self, i, hand)
            if hand[i] and rect.collidepoint(pos):
                return hand[i], rect
        for seat in range(self.players):
            card = paint.zoo_column_at(self, seat, pos)
            if card is not None:
                return card, paint.zoo_column_rect(self, seat, card)
        if shown["magpie_waiting"]:
            rect = pygame.Rect(self.board.pile_card("magpie"))
            if rect.collidepoint(pos):
                return "magpie", rect
        return None, None

    def click(self, pos: tuple[int, int]) -> bool:
        target = self.target_at(pos)
        if target is not None:
            self.activate(target, self.fan_hover[1] if self.fan_hover else None)
            return True
        refusal = self.refusal_at(pos)
        if refusal:
            self.say(refusal)
            return True
        return False

    def refusal_at(self, pos: tuple[int, int]) -> str | None:
        """Why a click on this card does nothing now, in one sentence (None: not a card)."""
        if self.viewer is None or self.replay:
            return None
        for seat in range(self.players):
            if self.board.pos(seat) and pygame.Rect(self.board.zone(
                    "hand", seat).as_tuple()).collidepoint(pos):
                if not self.my_turn:
                    return _("Wait for your turn to draw.")
                if self.view["phase"] == "draw":
                    return _("That hand has no card to draw.")
                return _("Answer the question beside the table first.")
        card, _rect = self.face_at(pos)
        if card is not None and self.view["phase"] in ("place", "white") and self.my_turn \
                and not is_set(card):
            return _("Only animal cards go into a zoo, never a special card.")
        return None

    # -- doing it ----------------------------------------------------------------------------
    def activate(self, target: Target, fan_index: int | None = None) -> None:
        kind, value = target.kind, target.value
        if kind == "rival":
            self.draw_from(value, fan_index)
        elif kind == "offer":
            self.act(Choose(value))
        elif kind == "ask_rival":
            self.eagle_rival = value
            self.app.play("click")
        elif kind == "animal":
            if self.eagle_rival is not None:
                self.act(Ask(self.eagle_rival, value))
        elif kind == "dig":
            self.act(Dig(value))
        elif kind == "steal":
            self.act(Steal(*value))
        elif kind == "hand" and self.view["phase"] == "white":
            self.act(Place(self.shown["hand"][value]))
        else:
            self.toggle(kind, value)

    def act(self, action: Action) -> None:
        if self.perform(action):
            self.picks.clear()

    def draw_from(self, rival: int, index: int | None = None) -> None:
        """Draw from a rival's hand; the card taken is a random one (the rules'), but it
        leaves the fan from the back you pointed at."""
        count = self.shown["hand_sizes"][rival]
        self.draw_origin = index if index is not None else count // 2
        if Draw(rival) in self.legal():
            self.act(Draw(rival))

    def toggle(self, kind: str, i: int) -> None:
        allowance = words.turn_allowance(self, self.view)
        if (kind, i) in self.picks:
            self.picks.remove((kind, i))
        elif words.zoo_picked(self) >= allowance:
            self.say(ngettext("You may put only {n} card in your zoo this turn.",
                              "You may put only {n} cards in your zoo this turn.",
                              allowance).format(n=allowance))
            return
        else:
            self.picks.append((kind, i))
        self.app.play("click")

    def stop(self) -> None:
        if Stop() in self.legal():
            self.act(Stop())
        elif self.my_turn:
            self.say(_("Answer the question beside the table first."))

    def put_in_zoo(self) -> None:
        """Place the picked cards one by one, then end the turn (unless the rules end it)."""
        if not (self.my_turn and self.view["phase"] == "place"):
            return
        if not self.picks:
            self.say(_("Pick the cards for your zoo first (click them), or place nothing "
                       "({key_decline}).").format(**letters()))
            return
        self.queued = [Place(card) for card in self.picked_cards()] + [EndTurn()]
        self.picks.clear()
        self.play_queued()

    def play_queued(self) -> None:
        """The next queued placement, once the last one has been shown (a card the rules
        no longer take is dropped, as is the rest when the turn is over)."""
        while self.queued and self.my_turn:
            action = self.queued.pop(0)
            if action in self.legal():
                self.perform(action)
                return
        if not self.my_turn and not self.animating:
            self.queued.clear()

    def end_turn(self) -> None:
        if EndTurn() in self.legal():
            self.act(EndTurn())

    def pass_turn(self) -> None:
        """N: decline what a special card offers, or place nothing in the zoo."""
        if Pass() in self.legal():
            self.act(Pass())
        else:
            self.end_turn()
