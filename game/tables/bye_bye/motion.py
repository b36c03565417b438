"""How the Bye-Bye Black Sheep table animates each event: cards slide out of hands onto the
watering hole and turn over, a Black Sheep trots home, the special cards do their tricks.

A mixin of `ByeByeTable`: every `on_<event kind>` returns the timeline steps for one event
and changes `self.shown` through `Call`s as the pieces leave and land (see the table's
docstring). A card in flight is a sprite in `self.flyers`; the place it left is emptied as it
takes off and the place it goes to filled as it lands, so nothing is ever drawn twice. The
special cards' tricks are in specials.py.
"""

from __future__ import annotations

import bisect
import math
from typing import TYPE_CHECKING, Any

from game.i18n import _
from game.rules.bye_bye import triplets
from game.rules.bye_bye.cards import card_key
from game.tables.bye_bye import faces, words
from game.tables.bye_bye.draw import FLOAT_LEAST, FLOAT_LIFE, FLOAT_SIZE, offered, zoo_spot
from game.tables.bye_bye.flight import KEEP, Flight, Later
from game.view import assets
from game.view.sprites import Sprite
from game.view.tween import Call, Parallel, Sequence, Step, Tween, Wait

if TYPE_CHECKING:
    from game.tables.bye_bye.table import ByeByeTable

    _Base = ByeByeTable
else:
    _Base = object

Point = tuple[float, float]
Place = tuple[Point, float]  # a card's centre and its width there
SLIDE = 0.32  # seconds: a card sliding from one place to another
BANNER = 2.0  # seconds a moment's banner holds at 1x
READ_LIFE = 2.6  # seconds a floating sentence shows ("Shaun: up to 9 for the zoo (...)")
STAGGER = 0.07  # between cards moving together


def insert_sorted(cards: list[str], card: str) -> int:
    """Where `card` goes in a hand or zoo kept in the rules' order."""
    return bisect.bisect_right([card_key(c) for c in cards], card_key(card))


def centre(rect: tuple[float, float, float, float]) -> Point:
    x, y, w, h = rect
    return (x + w / 2, y + h / 2)


class ByeByeMotion(_Base):
    def warm(self) -> None:
        """The cards' art made behind the curtain, at the width of the pile's top card (the
        widest a move shows), and the log's icons."""
        faces.warm(round(self.board.pile_card("pile")[2]), self.log.icon_size)

    # -- sprites ---------------------------------------------------------------------------
    def card_sprite(self, card: str | None, place: Place) -> Sprite:
        """A card (None: its back) at `place`, hidden until its flight begins."""
        at, width = place
        sprite = Sprite(faces.card(card, width), at[0], at[1], z=5, shadow=int(width * 0.9))
        sprite.data = width
        sprite.visible = False
        self.flyers.append(sprite)
        return sprite

    def flight(self, sprite: Sprite, place: Place, duration: float = SLIDE,
               height: float = 30.0, face: Any = KEEP, delay: float = 0.0) -> Flight:
        """`sprite` flies to `place`, taking the size it has there; `face`: the card it
        turns over to on the way (None: its back)."""
        to, width = place
        image = KEEP if face is KEEP else faces.card(face, sprite.data)
        return Flight(sprite, to, duration, height, width / sprite.data, image, delay)

    def land(self, sprite: Sprite) -> None:
        if sprite in self.flyers:
            self.flyers.remove(sprite)

    def float_words(self, said: str, at: Point, within: Any = None, life: float = FLOAT_LIFE
                    ) -> None:
        """Words floating up from `at` (kept inside the rect `within`, if given: a zoo's
        words stay in the zoo, clear of the name row above it), shown `life` seconds."""
        x, y, top, size = at[0], at[1], -1e9, FLOAT_SIZE
        if within is not None:
            wx, wy, ww, wh = within
            while size > FLOAT_LEAST and assets.font(size, True).size(said)[0] + 8 > ww:
                size -= 1  # a long line a little smaller, never wider than its room
            half = assets.font(size, True).size(said)[0] / 2 + 4
            x = min(max(x, wx + half), wx + ww - half)
            top = wy + FLOAT_SIZE * 0.7
            y = min(max(y, top), wy + wh - FLOAT_SIZE)
        # a newer word from the same spot takes the older one's place (never two on one spot)
        self.floaters = [f for f in self.floaters if math.dist((f[1], f[2]), (x, y)) > FLOAT_SIZE]
        self.floaters.append([said, x, y, 0.0, top, size, life])

    def own(self, seat: int) -> bool:
        """The seat's hand is the one face up at the bottom (yours)."""
        return self.board.pos(seat) == 0 and self.shown.get("hand") is not None

    # -- places ------------------------------------------------------------------------------
    def from_hand(self, seat: int, card: str | None) -> Place:
        """Where a card leaves a seat's hand: your card itself, or the rival's fanned back
        that was chosen (the pointer's, or any for a draw by someone else)."""
        board, shown = self.board, self.shown
        if self.own(seat) and card in shown["hand"]:
            hand = shown["hand"]
            x, y, w, h = board.hand_card(hand.index(card), hand)
            return (x + w / 2, y + h / 2), w
        if board.pos(seat) == 0:
            return board.hand_anchor(seat), board.hand_card(0, [None])[2]
        count = max(1, shown["hand_sizes"][seat])
        index = self.draw_origin
        if index is None or index >= count:
            index = self.rng.randrange(count)
        fanned = board.fan_card(seat, index, count, bool(shown["stash_sizes"][seat]))
        return (fanned.x, fanned.y), fanned.w

    def to_hand(self, seat: int, card: str | None) -> Place:
        """Where a card joining a seat's hand goes: your hand in order, a rival's fan's end."""
        board, shown = self.board, self.shown
        if self.own(seat):
            hand = shown["hand"]
            at = insert_sorted(hand, card) if card else len(hand)
            spot = board.hand_card(at, [*hand[:at], card, *hand[at:]])
            return centre(spot), spot[2]
        if board.pos(seat) == 0:
            return board.hand_anchor(seat), board.hand_card(0, [None])[2]
        count = shown["hand_sizes"][seat] + 1
        fanned = board.fan_card(seat, count - 1, count, bool(shown["stash_sizes"][seat]))
        return (fanned.x, fanned.y), fanned.w

    def pond_place(self, i: int | None = None) -> Place:
        """The i-th card at the watering hole (None: the next one to come)."""
        n = len(self.shown["watering"])
        rect = self.board.pond_card(n if i is None else i, n + 1 if i is None else n)
        return centre(rect), rect[2]

    def zoo_place(self, seat: int, card: str, adding: bool = False) -> Place:
        rect = zoo_spot(self, seat, card, adding)
        return centre(rect), rect[2]

    def pond_top(self) -> Point:
        """Where words float up from the watering hole: its upper rim, clear of the cards."""
        x, y, w, h = self.board.pond()
        return (x + w / 2, y + 16)

    def above_pond(self) -> tuple[float, float, float, float]:
        """The room words from the watering hole float up in: from under the rivals' panels
        above it (never over their names or odds) to its upper rim, as wide as the watering
        hole's zone (between the pile and the Magpie)."""
        x, y, _w, _h = self.board.pond()
        zone = self.board.zone("watering")
        x, w = zone.x, zone.w
        bottoms = [py + ph for px, py, pw, ph in (self.layout[f"panel_{p}"].as_tuple()
                                                  for p in range(1, self.players))
                   if px < x + w and px + pw > x and py + ph <= y + 16]
        ceiling = min(max(bottoms, default=y - 40) + 2, y)
        return (x, ceiling, w, y + 16 + FLOAT_SIZE - ceiling)

    def pile_place(self, name: str = "pile") -> Place:
        rect = self.board.pile_card(name)
        return centre(rect), rect[2]

    # -- changes to what is shown ---------------------------------------------------------
    def take_from_hand(self, seat: int, card: str | None) -> None:
        shown = self.shown
        if self.own(seat) and card in shown["hand"]:
            shown["hand"].remove(card)
        shown["hand_sizes"][seat] = max(0, shown["hand_sizes"][seat] - 1)

    def give_to_hand(self, seat: int, card: str | None) -> None:
        shown = self.shown
        if self.own(seat) and card:
            shown["hand"].insert(insert_sorted(shown["hand"], card), card)
        shown["hand_sizes"][seat] += 1

    def to_watering(self, card: str, source: str) -> None:
        self.shown["watering"].append(card)
        self.shown["watering_from"].append(source)

    # -- a card from a hand to the watering hole --------------------------------------------
    def hand_to_pond(self, seat: int, card: str, source: str,
                     e: dict[str, Any] | None = None) -> Step:
        """A card leaves `seat`'s hand, slides to the watering hole and turns face up (a
        Black Sheep stays where it landed, for the bye-bye); the log tells of `e` as it
        shows."""
        def go() -> Step:
            mine = self.own(seat) and card in self.shown["hand"]
            sprite = self.card_sprite(card if mine else None, self.from_hand(seat, card))
            self.take_from_hand(seat, card)
            self.app.play("card_slide")
            face = KEEP if mine else card
            flight = self.flight(sprite, self.pond_place(), height=36, face=face)

            def arrive() -> None:
                self.app.play("card_flip")
                self.draw_origin = None
                if card == "black_sheep":
                    self.trotter = sprite
                    return
                self.land(sprite)
                self.to_watering(card, source)

            told = self.told(e, None) if e is not None else None
            return Sequence(flight, Call(arrive), *([told] if told else []))

        return Later(go)

    def on_card_drawn(self, e: dict[str, Any]) -> Step:
        return self.hand_to_pond(e["rival"], e["card"], f"hand:{e['rival']}", e)

    def on_mole_fetched(self, e: dict[str, Any]) -> Step:
        return self.hand_to_pond(e["rival"], e["card"], f"hand:{e['rival']}", e)

    def on_bye_bye(self, e: dict[str, Any]) -> Step:
        """The moment: a banner holds two seconds over the watering hole while the Black
        Sheep shakes its head there; then it trots home in four hops and the turn ends."""
        owner = e["owner"]

        def home_again(sprite: Sprite | None) -> None:
            if sprite is not None:
                self.land(sprite)  # a small puff, gone in a third of a second: a large
                # one lingered over the hand's backs as grey rings (a critic found them)
                self.particles.dust(sprite.x, sprite.y + 20, 8, light=True)
            self.trotter = None
            self.give_to_hand(owner, "black_sheep")

        def trot() -> Step:
            sprite = self.trotter
            if sprite is None:  # nothing in flight (skipped, or a story told)
                return Call(lambda: home_again(None))
            (hx, hy), width = self.to_hand(owner, "black_sheep")
            hops: list[Step] = []
            for i in range(4):
                def hop(i: int = i) -> Step:
                    share = 1 / (4 - i)
                    to = (sprite.x + (hx - sprite.x) * share, sprite.y + (hy - sprite.y) * share)
                    size = sprite.data * sprite.scale_y
                    size += (width - size) * share
                    self.app.play("hop")
                    return self.flight(sprite, (to, size), 0.24, height=24)
                hops.append(Later(hop))
            return Sequence(*hops, Call(lambda: home_again(sprite)))

        def begin() -> None:
            self.headline = words.bye_bye_banner()
            self.app.play("baa_low")
            self.shake.start(5.0, 0.3)

        def shake_head() -> Step:
            sprite = self.trotter
            if sprite is None:
                return Wait(0.0)
            return Sequence(Tween(sprite, "angle", 0.0, 10.0, 0.15, "out_sine"),
                            Tween(sprite, "angle", 10.0, -10.0, 0.3, "in_out_sine"),
                            Tween(sprite, "angle", -10.0, 0.0, 0.15, "in_sine"))

        def end() -> None:
            self.headline = ""

        banner = Sequence(Wait(BANNER), Call(end))
        return Sequence(Call(begin), Parallel(banner, Sequence(Later(shake_head), Wait(0.3),
                                                               Later(trot))))

    def on_stopped(self, e: dict[str, Any]) -> Step | None:
        """Over the watering hole, how many cards may go into the zoo and why: "Shaun: up
        to 9 for the zoo (11 here, minus 2)" (a bare "9 for the zoo" was a riddle)."""
        if not e["allowance"]:
            return None
        said = words.allowance_float(self, e["seat"], e.get("drawn", e["allowance"] + 2),
                                     e["allowance"])
        self.stop_float = said  # (gone with the cards it counts: `on_watering_taken`)
        return Sequence(Call(lambda: self.float_words(said, self.pond_top(), self.above_pond(),
                                                      READ_LIFE)),
                        Wait(0.3))

    # -- zoos ------------------------------------------------------------------------------
    def on_placed(self, e: dict[str, Any]) -> Step:
        """A card slides into its zoo column; the third of a kind makes the column glow."""
        seat, card, source = e["seat"], e["card"], e["source"]

        def go() -> Step:
            watering = self.shown["watering"]
            if source == "watering" and card in watering:
                i = watering.index(card)
                sprite = self.card_sprite(card, self.pond_place(i))
                del watering[i], self.shown["watering_from"][i]
                face: Any = KEEP
            else:
                mine = self.own(seat) and card in self.shown["hand"]
                sprite = self.card_sprite(card if mine else None, self.from_hand(seat, card))
                self.take_from_hand(seat, card)
                face = KEEP if mine else card
            self.app.play("card_slide")
            flight = self.flight(sprite, self.zoo_place(seat, card, adding=True), height=40,
                                 face=face)
            return Sequence(flight, Call(lambda: arrive(sprite)))

        def arrive(sprite: Sprite) -> None:
            self.land(sprite)
            self.laid = (seat, card)
            zoo = self.shown["zoos"][seat]
            zoo.insert(insert_sorted(zoo, card), card)
            before = self.shown["triplets"][seat]
            self.shown["triplets"][seat] = triplets(zoo)
            if self.shown["triplets"][seat] > before:
                x, y, w, h = zoo_spot(self, seat, card)
                self.particles.sparkle(x + w / 2, y + h / 2, 14)
                self.app.play("score")
                self.float_words(_("Triplet!"), (x + w / 2, y + h / 2),
                                 self.board.zone("zoo", seat).as_tuple())

        return Later(go)

    def on_magpie_entered(self, e: dict[str, Any]) -> Step:
        """The Thieving Magpie flies from beside the pile into the hand of whoever brought it
        into play."""
        seat = e["seat"]

        def go() -> Step:
            sprite = self.card_sprite("magpie", self.pile_place("magpie"))
            self.magpie_flying = True
            self.app.play("crow")
            face = KEEP if self.own(seat) else None

            def arrive() -> None:
                self.land(sprite)
                self.magpie_flying = False
                self.shown["magpie_waiting"] = False
                self.give_to_hand(seat, "magpie")

            return Sequence(self.flight(sprite, self.to_hand(seat, "magpie"), 0.5, height=80,
                                        face=face), Call(arrive))

        return Later(go)

    # -- the end of a turn -------------------------------------------------------------------
    def on_watering_taken(self, e: dict[str, Any]) -> Step:
        """The cards at the watering hole slide into the turn player's hand (turning face down
        on the way into a rival's)."""
        seat = e["seat"]

        def go() -> Step:
            flights: list[Step] = []
            for i, card in enumerate(self.shown["watering"]):
                sprite = self.card_sprite(card, self.pond_place(i))
                sprite.visible = True
                self.hidden_pond.add(i)

                def fly(sprite: Sprite = sprite, card: str = card) -> Step:
                    mine = self.own(seat)
                    return Sequence(self.flight(sprite, self.to_hand(seat, card if mine else None),
                                                face=KEEP if mine else None),
                                    Call(lambda: arrive(sprite, card if mine else None)))

                flights.append(Sequence(Wait(i * STAGGER), Later(fly)))
            self.app.play("card_slide")
            return Parallel(*flights)

        def arrive(sprite: Sprite, card: str | None) -> None:
            self.land(sprite)
            self.give_to_hand(seat, card)

        def settle() -> None:
            self.shown["watering"], self.shown["watering_from"] = [], []
            self.hidden_pond.clear()
            # "(11 here, minus 2)" is no longer so once the cards are gone (a click that
            # skips the placing would leave it over the next turn's watering hole)
            self.floaters = [f for f in self.floaters if f[0] != self.stop_float]

        return Sequence(Later(go), Call(settle))

    def on_stash_taken(self, e: dict[str, Any]) -> Step:
        """The Wolf's stash goes into its keeper's hand."""
        seat = e["seat"]
        cards = e.get("cards") or [None] * e["count"]
        stash = self.board.stash_card(seat)
        flights: list[Step] = []
        for i, card in enumerate(cards):
            def fly(card: str | None = card) -> Step:
                sprite = self.card_sprite(None, (centre(stash), stash[2]))
                self.shown["stash_sizes"][seat] = max(0, self.shown["stash_sizes"][seat] - 1)
                face = card if card is not None and self.own(seat) else KEEP

                def arrive() -> None:
                    self.land(sprite)
                    self.give_to_hand(seat, card)

                return Sequence(self.flight(sprite, self.to_hand(seat, card), face=face),
                                Call(arrive))

            flights.append(Sequence(Wait(i * STAGGER), Later(fly)))
        return Sequence(Parallel(*flights), Call(lambda: self.shown.__setitem__("stash", [])))

    def on_hand_refilled(self, e: dict[str, Any]) -> Step:
        """Cards slide from the pile to a hand one after another (yours turning face up)."""
        seat = e["seat"]
        cards = e.get("cards") or [None] * e["count"]
        flights: list[Step] = []
        for i, card in enumerate(cards):
            def fly(card: str | None = card) -> Step:
                sprite = self.card_sprite(None, self.pile_place())
                self.shown["pile"] = max(0, self.shown["pile"] - 1)
                self.app.play("card_slide")

                def arrive() -> None:
                    self.land(sprite)
                    self.give_to_hand(seat, card)

                face = card if card is not None else KEEP
                return Sequence(self.flight(sprite, self.to_hand(seat, card), face=face),
                                Call(arrive))

            flights.append(Sequence(Wait(i * STAGGER * 1.5), Later(fly)))
        return Parallel(*flights)

    def on_pile_empty(self, e: dict[str, Any]) -> Step:
        return Call(lambda: self.float_words(_("The pile is empty"),
                                             self.pile_place()[0]))

    def on_turn_began(self, e: dict[str, Any]) -> Step:
        def begin() -> None:
            self.shown["turn"] = e["seat"]
            self.shown["phase"] = "draw"
            self.peek.clear()
            self.floaters = [f for f in self.floaters if f[0] != self.stop_float]

        return Sequence(Call(begin), Wait(0.15))

    # -- the advanced set-up ------------------------------------------------------------------
    def on_special_chosen(self, e: dict[str, Any]) -> Step:
        """A card chosen from the offer at the watering hole goes face down to the chosen
        ones beside it."""
        card = e["card"]

        def go() -> Step:
            offer = self.shown["offer"]
            kinds = [c for c, _n in offered(self.shown)]
            i = kinds.index(card) if card in kinds else 0
            rect = self.board.offer_card(i, max(1, len(kinds)))
            sprite = self.card_sprite(card, (centre(rect), rect[2]))
            if card in offer:
                offer.remove(card)
            self.app.play("card_flip")
            spot = self.board.chosen_spot()

            def arrive() -> None:
                self.land(sprite)
                self.shown["chosen"].append(card)

            return Sequence(self.flight(sprite, (centre(spot), spot[2]), 0.4, face=None),
                            Call(arrive))

        return Later(go)

    def on_special_dealt(self, e: dict[str, Any]) -> Step:
        """The chosen special cards are dealt, one to each hand (yours face up)."""
        seat, card = e["seat"], e.get("card")

        def go() -> Step:
            spot = self.board.chosen_spot()
            sprite = self.card_sprite(None, (centre(spot), spot[2]))
            if self.shown["chosen"]:
                self.shown["chosen"].pop()

            def arrive() -> None:
                self.land(sprite)
                self.give_to_hand(seat, card)

            return Sequence(self.flight(sprite, self.to_hand(seat, card),
                                        face=card if card is not None else KEEP), Call(arrive))

        return Later(go)

    def on_game_over(self, e: dict[str, Any]) -> Step:
        """The win: a banner over the watering hole for two and a half seconds ("Third
        triplet: Bitzer wins!"), the winning triplet lit in its zoo, confetti from the
        winners' panels, every hand turned face up; then the results."""
        def begin() -> None:
            self.headline = words.win_banner(self, e["winners"], e.get("scores"))
            won = words.triplet_win(self, e["winners"], e.get("scores"))
            if won is not None and self.laid is not None and self.laid[0] == won:
                self.winning = self.laid
            self.floaters = [f for f in self.floaters if f[0] != self.stop_float]  # (under
            # the banner: the stop's count is old news)
            self.app.play("win")
            for seat in e["winners"]:
                x, y, w, h = self.board.panel(seat).as_tuple()
                self.particles.confetti(x + w / 2, y + 10, 60)
            self.shown["hands"] = [list(h) for h in e["hands"]]

        def end() -> None:
            self.headline, self.winning = "", None

        return Sequence(Call(begin), Wait(BANNER + 0.5), Call(end))
