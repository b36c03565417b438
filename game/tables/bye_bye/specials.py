"""The special cards' tricks at the Bye-Bye Black Sheep table: each flies from its place at
the watering hole to what it acts on and back. The Eagle asks in a speech bubble and a card
it finds slides over; the Mole burrows to a hand, which turns face up for the drawer alone;
the Magpie swoops into a zoo and carries a card back; the White Sheep visits its owner's zoo;
the Mother Sheep calls the pile's top card; the Wolf howls and scatters the other cards face
down to the player it was drawn from.

A mixin of `ByeByeTable`, beside `ByeByeMotion` (motion.py), whose helpers it uses.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from game.i18n import _
from game.rules.bye_bye import triplets
from game.tables.bye_bye import words
from game.tables.bye_bye.draw import zoo_spot
from game.tables.bye_bye.flight import Later
from game.tables.bye_bye.motion import STAGGER, Point, centre
from game.view.sprites import Sprite
from game.view.tween import Call, Parallel, Sequence, Step, Tween, Wait

if TYPE_CHECKING:
    from game.tables.bye_bye.table import ByeByeTable

    _Base = ByeByeTable
else:
    _Base = object


class SpecialMotion(_Base):
    def visit(self, card: str, to: Point, then: Step | None = None, pause: float = 0.4) -> Step:
        """A special card rises from its place at the watering hole, flies to `to`, does
        `then` there, and flies back."""
        held: dict[str, Any] = {}

        def go() -> Step:
            watering = self.shown["watering"]
            i = len(watering) - 1 - watering[::-1].index(card) if card in watering else None
            place = self.pond_place(i)
            held["sprite"] = sprite = self.card_sprite(card, place)
            held["place"], held["i"] = place, i
            sprite.visible = True
            if i is not None:
                self.hidden_pond.add(i)
            return self.flight(sprite, (to, place[1]), 0.4, height=50)

        def back() -> Step:
            return self.flight(held["sprite"], held["place"], 0.35, height=30)

        def settle() -> None:
            self.land(held["sprite"])
            self.hidden_pond.discard(held["i"])

        return Sequence(Later(go), Wait(pause), *([then] if then else []), Later(back),
                        Call(settle))

    def on_eagle_asked(self, e: dict[str, Any]) -> Step:
        """The Eagle flies to the rival and asks; a speech bubble answers; a card it finds
        slides to the watering hole."""
        rival, card = e["rival"], e["card"]

        def ask() -> None:
            self.bubble = (rival, _("{animal}?").format(animal=words.label(card)), card)
            self.app.play("card_flip")

        def answer() -> None:
            self.bubble = (rival, _("Here you are!") if e["found"] else _("Not here!"), card)

        told = self.told(e, Call(answer))
        then: list[Step] = [Call(ask), Wait(0.8), told or Call(answer), Wait(0.6)]
        if e["found"]:
            then.append(self.hand_to_pond(rival, card, f"hand:{rival}"))
        then.append(Call(lambda: setattr(self, "bubble", None)))
        return self.visit("eagle", self.board.hand_anchor(rival), Sequence(*then), 0.1)

    def on_mole_looked(self, e: dict[str, Any]) -> Step:
        """The Mole burrows to the hand; to the drawer alone the hand turns face up."""
        rival, hand = e["rival"], e.get("hand")

        def peek() -> None:
            if hand is not None:
                self.peek[rival] = list(hand)
                self.app.play("card_flip")

        then = Sequence(Call(peek), Wait(1.2 if hand is not None else 0.4))
        return self.visit("mole", self.board.hand_anchor(rival), then, 0.1)

    def on_magpie_stole(self, e: dict[str, Any]) -> Step:
        """The Magpie swoops into the zoo and carries the card back to the watering hole."""
        victim, card = e["victim"], e["card"]
        spot = zoo_spot(self, victim, card)

        def snatch() -> Step:
            sprite = self.card_sprite(card, (centre(spot), spot[2]))
            self.shown["zoos"][victim].remove(card)
            self.shown["triplets"][victim] = triplets(self.shown["zoos"][victim])
            self.app.play("crow")

            def arrive() -> None:
                self.land(sprite)
                self.to_watering(card, f"zoo:{victim}")

            return Sequence(self.flight(sprite, self.pond_place(), 0.45, height=60),
                            Call(arrive))

        return self.visit("magpie", centre(spot), Later(snatch), 0.15)

    def on_nothing_to_steal(self, e: dict[str, Any]) -> Step:
        def shrug() -> None:
            self.float_words(_("No zoo to rob"), self.pond_top())

        return Sequence(Call(shrug), Wait(0.5))

    def on_white_sheep(self, e: dict[str, Any]) -> Step:
        """The White Sheep visits its owner's zoo, where an animal may now go."""
        zone = self.board.zone("zoo", e["seat"])
        return Sequence(Call(lambda: self.app.play("baa")),
                        self.visit("white_sheep", zone.center, Wait(0.2), 0.2))

    def on_mother_sheep(self, e: dict[str, Any]) -> Step:
        """The Mother Sheep calls the pile's top card to the watering hole."""
        card = e["card"]
        call = Sequence(Call(lambda: self.app.play("baa")),
                        self.visit("mother_sheep", self.pile_place()[0], None, 0.1))
        told = self.told(e, None)
        if card is None:
            return Sequence(call, *([told] if told else []))

        def bring() -> Step:
            sprite = self.card_sprite(None, self.pile_place())
            self.shown["pile"] = max(0, self.shown["pile"] - 1)

            def arrive() -> None:
                self.land(sprite)
                self.to_watering(card, "pile")

            return Sequence(self.flight(sprite, self.pond_place(), height=40, face=card),
                            Call(arrive), *([told] if told else []))

        return Sequence(call, Later(bring))

    def on_wolf_scattered(self, e: dict[str, Any]) -> Step:
        """The Wolf howls: the other cards at the watering hole scatter, spinning and face
        down, to the player it was drawn from."""
        seat, cards = e["seat"], e["cards"]
        stash = self.board.stash_card(seat)
        spin = random.Random(len(cards))

        def begin() -> Step:
            self.shake.start(7.0, 0.4)
            self.app.play("bump")
            self.float_words(_("Awoooo!"), self.pond_top())
            flights: list[Step] = []
            for i, card in enumerate(cards):
                sprite = self.card_sprite(card, self.pond_place(i))
                sprite.visible = True
                self.hidden_pond.add(i)
                turn = spin.choice((-1, 1)) * spin.randint(200, 380)

                def arrive(sprite: Sprite = sprite, card: str = card) -> None:
                    self.land(sprite)
                    self.shown["stash_sizes"][seat] += 1
                    if self.own(seat):
                        self.shown["stash"].append(card)

                flights.append(Sequence(Wait(i * STAGGER), Parallel(
                    self.flight(sprite, (centre(stash), stash[2]), 0.55, height=70, face=None),
                    Tween(sprite, "angle", 0.0, float(turn), 0.55, "out_cubic")), Call(arrive)))
            return Parallel(*flights)

        def settle() -> None:
            self.shown["watering"] = self.shown["watering"][-1:]
            self.shown["watering_from"] = self.shown["watering_from"][-1:]
            self.hidden_pond.clear()

        return Sequence(Later(begin), Call(settle))
