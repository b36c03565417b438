"""The Sheep-Boom-Bah table's decisions: what a click or a key on a sheep, a cell, a card or a
button asks the match to do, and which buttons apply now and where they go (the answers to a
question docked beside the board, your turn's buttons in your hand panel's column).

`Decisions` is mixed into `BoomBahTable` (boom_bah_table), whose picker, shown view and
match it works on; only `perform` changes anything, through the match.
"""

from __future__ import annotations

from typing import Any

import pygame

from game.i18n import _, tr
from game.rules.boom_bah import Discard, EndTurn, Herd, Move, Pass, Place, Play, Sneak
from game.rules.boom_bah.cards import PLACES, card_type
from game.rules.boom_bah.refusals import why_unplayable
from game.tables.boom_bah import dock
from game.tables.boom_bah import words as wording
from game.tables.boom_bah.asking import answered_for
from game.tables.keys import Target, keyed, letters
from game.view.widgets import Button, flow

ROW_H, ROW_GAP = 34, 4  # px: a button row's height (Black Sheep's), and between rows
OWN = ("cancel", "play", "discard", "end")  # your turn's buttons, top to bottom
DOCKED = ("pass", "sneak", "stay")  # buttons that answer the question in the dock


def one_row(buttons: list[Button], row: pygame.Rect, gap: int = 6) -> None:
    """Hint, Undo and Menu side by side along the column's foot, each as wide as its label
    plus an even share of what is left, or, where the row is too short for all three,
    each as wide as its label times the same share, so all three labels shrink alike (German
    "Rückgängig" with its key cap); the narrow column gives their labels 8 px sides."""
    for button in buttons:
        button.PAD = 8
    room = row.w - gap * (len(buttons) - 1)
    needed = sum(b.needed_width for b in buttons)
    spare = room - needed
    x = row.x
    for i, button in enumerate(buttons):
        width = (button.needed_width + spare // len(buttons) if spare >= 0
                 else button.needed_width * room // needed)  # short: all a little smaller
        if i == len(buttons) - 1:
            width = row.right - x
        button.rect = pygame.Rect(x, row.y, width, row.h)
        x += width + gap


class Decisions:
    """Clicks, keys and buttons turned into actions (mixed into the table)."""

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
                self.say(_("Pick one of the highlighted spaces, or Esc to cancel the card."))
            return
        if any(isinstance(a, Place) for a in legal):
            if Place(cell) in legal:
                self.act(Place(cell))
            else:
                self.say(_("Sheep start on a free start space: click a highlighted space."))
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
        """Pick a card of your hand; one that cannot be played now says why (a card that
        can still be discarded says so too)."""
        hand = self.shown.get("hand") or []
        if i >= len(hand) or self.viewer is None:
            return
        self.keyboard_card = i
        if not self.my_turn:
            reason = why_unplayable(self.view, hand[i])
            if reason is not None:
                self.say(tr(reason) + ".")
            return
        self.app.play("click")
        if self.picker.card_index == i:
            self.picker.clear()
            return
        self.picker.pick_card(hand[i], i)
        legal = self.legal()
        if not self.picker.plays(legal):
            said = tr(why_unplayable(self.view, hand[i]) or wording.card_title(hand[i]))
            if Discard(hand[i]) in legal:
                self.say(_("{reason}. You may discard it ({key_discard}).").format(reason=said,
                                                                           **letters()))
            else:
                self.say(said + ".")

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
        legal = self.legal()
        if EndTurn() in legal:
            self.act(EndTurn())
        elif Pass() in legal or Sneak(True) in legal:  # a question is open, not the turn
            self.say(_("Answer the question beside the board first."))
        elif any(isinstance(a, Place) for a in legal):
            self.say(_("Sheep start on a free start space: click a highlighted space."))
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

    def step_back(self) -> bool:
        """Esc puts a picked card or sheep back."""
        if self.picker.card is None and self.picker.sheep is None:
            return False
        self.cancel()
        return True

    def choices(self) -> list[tuple[str, Any, tuple[str, Any]]]:
        """The dock's buttons for the picks that are not cells: rivals, colours, places,
        answer cards; each with its label, what it does and its name for the keys."""
        legal, picker = self.legal(), self.picker
        slot = picker.slot()
        if picker.card is not None and slot in wording.NAMED_SLOTS:
            words = {"rival": self.name, "sheep": wording.sheep_label,
                     "place": lambda v: wording.capitalised(tr(PLACES[v]))}[slot]
            return [(words(v), lambda v=v: self.choose(v), ("choice", v))
                    for v in picker.options(legal)]
        out: list[tuple[str, Any, tuple[str, Any]]] = []
        if Pass() in legal:
            seen = []
            for a in legal:
                if isinstance(a, Play) and card_type(a.card).id not in seen:
                    seen.append(card_type(a.card).id)
                    out.append((_("Play {card}").format(card=wording.card_title(a.card)),
                                lambda c=a.card: self.answer_with(c), ("answer", a.card)))
        return out

    def herding(self) -> list[tuple[str, Any, tuple[str, Any]]]:
        """Your buttons that move a sheep from your barnyard into your barn (an action)."""
        if self.picker.card is not None:
            return []
        return [(_("To the barn: {sheep} ({key_barn})").format(
            sheep=wording.sheep_label(a.colour), **letters()),
                 lambda a=a: self.act(a), ("herd", a.colour))
                for a in self.legal() if isinstance(a, Herd)]

    def targets(self) -> list[Target]:
        """The cells that may be picked, the cards of your hand that may be played or
        discarded, and the buttons that decide (the dock's answers, choices and herds)."""
        legal = self.legal()
        if not legal or self.replay:
            return []
        self.visible_buttons()  # lays the buttons out where they are drawn
        out = [Target(("cell", c), pygame.Rect(*map(round, self.board.cell_rect(c))),
                      lambda c=c: self.click_cell(c)) for c in self.cell_options()]
        hand = self.shown.get("hand") or []
        usable = self.playable_cards() | {a.card for a in legal if isinstance(a, Discard)}
        out += [Target(("card", i), pygame.Rect(*map(round, self.board.hand_card(i, len(hand)))),
                       lambda i=i: self.pick_card(i))
                for i, c in enumerate(hand) if c in usable or i == self.picker.card_index]
        out += [Target(key, pygame.Rect(button.rect), button.activate)
                for key, button in zip(self.choice_keys, self.choice_buttons, strict=True)]
        out += [Target(("button", n), pygame.Rect(self.buttons[n].rect), self.buttons[n].activate)
                for n in ("play", "discard", "end", "pass", "sneak", "stay") if self.button_shown(n)]
        return out

    def hint_focus(self, action) -> tuple[str, Any] | None:
        """Where the hinted move goes on: its cell or target, its card's button, its answer."""
        picker = self.picker
        if isinstance(action, Place):
            return ("cell", action.cell)
        if isinstance(action, Move):
            return ("cell", action.to if picker.sheep == action.frm else action.frm)
        if isinstance(action, Herd):
            return ("herd", action.colour)
        if isinstance(action, Play) and picker.card == action.card:
            slot, k = picker.slot(), len(picker.chosen)
            if slot is None or k >= len(action.target):
                return ("button", "play")
            return ("cell" if slot == "cell" else "choice", action.target[k])
        if isinstance(action, Sneak):
            return ("button", "sneak" if action.move_in else "stay")
        return {Discard: ("button", "discard"), EndTurn: ("button", "end"),
                Pass: ("button", "pass")}.get(type(action))

    def button_shown(self, name: str) -> bool:
        legal, card = self.legal(), self.picker.card
        return {
            "end": EndTurn() in legal,
            "play": card is not None and Play(card) in legal,
            "discard": card is not None and Discard(card) in legal,
            "pass": Pass() in legal and not answered_for(self.match, self.viewer),
            "sneak": Sneak(True) in legal,
            "stay": Sneak(False) in legal,
            "cancel": card is not None or self.picker.sheep is not None,
            "hint": self.hints.on,
        }[name]

    def shown_buttons(self) -> list[Button]:
        return self.visible_buttons() + ([self.auto_switch] if self.switch_shown() else [])

    def visible_buttons(self) -> list[Button]:
        """Lay out the buttons that apply now: the answers to a question (and a card's
        rivals, colours or places) in the dock beside the board; your turn's buttons beside
        your hand, over Undo and Menu. Each is as wide as its words."""
        choices, herding = self.choices(), self.herding()
        labels = tuple(label for label, _cb, _key in choices + herding)
        if labels != self._choice_labels:
            self._choice_labels = labels
            self.choice_buttons = [Button((0, 0, 10, 10), label, cb, size=16)
                                   for label, cb, _key in choices + herding]
            self.choice_keys = [key for _label, _cb, key in choices + herding]
        asked = self.choice_buttons[:len(choices)]
        self.buttons["pass"].label = keyed(_("Continue ({key_decline})")
                                           if self.legal() == [Pass()]
                                           else _("Pass ({key_decline})"))
        docked = asked + [self.buttons[n] for n in DOCKED if self.button_shown(n)]
        self.dock = dock.plan(self, docked)
        own = self.choice_buttons[len(choices):] + [  # End turn nearest Hint, Undo, Menu;
            self.buttons[n] for n in OWN if self.button_shown(n)]  # Cancel (Esc too) on top
        c = pygame.Rect(self.layout["controls"].as_tuple())
        bottom = self.place_foot()
        top = self.auto_switch.rect.bottom + 2 if self.switch_shown() else c.y
        # your turn's actions in the row(s) right over Hint, Undo, Menu (every table alike)
        used = flow(own, pygame.Rect(c.x, 0, c.w, 0), ROW_H, ROW_GAP)
        shift = c.bottom - ROW_H - ROW_GAP - used
        for button in own:
            button.rect.y += shift
        own = [b for b in own if b.rect.y >= top]  # what the column holds
        # the notes between the switch and the buttons: the colour and the refill
        self.note_box = pygame.Rect(c.x, top, c.w, shift - (ROW_GAP if used else 0) - top)
        if self.replay or self.viewer is None:
            return []
        return docked + own + bottom

    def place_foot(self) -> list[Button]:
        """Hint (when offered), Undo and Menu along the foot of your column."""
        c = pygame.Rect(self.layout["controls"].as_tuple())
        bottom = [b for b in (self.buttons["hint"], *self.bottom.values())
                  if b is not self.buttons["hint"] or self.button_shown("hint")]
        one_row(bottom, pygame.Rect(c.x, c.bottom - ROW_H, c.w, ROW_H))
        return bottom

    def set_asked(self, mode: str) -> None:
        """When you are asked to answer a card (saved in your seat, so it survives a
        reload)."""
        if self.viewer is not None and not self.replay:
            self.match.set_asked(self.viewer, mode)

    def switch_shown(self) -> bool:
        """Your auto-pass switch is on the table for you alone: never in a replay, never
        for a spectator, and in hot seat only behind your own hand-off."""
        return not self.replay and self.viewer is not None and not self.match.is_over

