"""How the Black Sheep table animates each event: cards slide and flip, figures hop.

A mixin of `BlackSheepTable`: every `on_<event kind>` returns the timeline steps for one
event and changes `self.shown` through `Call`s as the pieces land (see the table's docstring).
A side that a landing leaves beaten greys out, face up (what lost stays readable); a field's
scoring is a moment: its sides are told one by one, worst first, the winner's glows under a banner for two seconds
(the log says who won only then), and the figures hop to the winner's corral.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.i18n import tr
from game.rules.black_sheep import ANIMALS
from game.rules.black_sheep.standing import side_strength
from game.tables.black_sheep import faces, glance, words
from game.tables.black_sheep.board import CARD_RATIO
from game.tables.black_sheep.faces import card
from game.tables.black_sheep.sidebar import STOCK_ICON, stock_icon
from game.view.sprites import Hop, Sprite, card_flip
from game.view.tween import Call, Parallel, Sequence, Tween, Wait

if TYPE_CHECKING:
    from game.tables.black_sheep.table import BlackSheepTable

    _Base = BlackSheepTable
else:
    _Base = object


DUST_ABOVE = 10  # px: a landing puff starts this far over the feet, clear of tokens and cards
FLIGHT = 98  # the widest card (one of your hand's: a card drawn flies as large as it will lie)


class BlackSheepMotion(_Base):
    def warm(self) -> None:
        faces.warm(FLIGHT, self.log.icon_size)

    def card_sprite(self, animal: str | None, h: float, x: float, y: float) -> Sprite:
        w = round(h * CARD_RATIO)
        image = card(animal, w, h)
        sprite = Sprite(image, x, y, z=5, shadow=int(w * 0.9))
        self.flyers.append(sprite)
        return sprite

    def slide(self, sprite: Sprite, to: tuple[float, float], duration: float = 0.35,
              delay: float = 0.0) -> Parallel:
        return Parallel(Tween(sprite, "x", None, to[0], duration, "out_cubic", delay),
                        Tween(sprite, "y", None, to[1], duration, "out_cubic", delay))

    def on_cards_played(self, e):
        board, seat, field = self.board, e["seat"], e["field"]
        start = len(self.shown["fields"][field]["sides"][seat])
        moves = []
        for j, animal in enumerate(e["cards"]):
            x, y, w, h = board.side_card(field, seat, start + j)
            sx, sy = self.hand_origin(seat, animal)
            own = board.pos(seat) == 0 and self.shown.get("hand") is not None
            sprite = self.card_sprite(animal if own else None, h, sx, sy)
            steps = [self.slide(sprite, (x + w / 2, y + h / 2), 0.4, j * 0.08)]
            if not own:
                face = card(animal, h * CARD_RATIO, h)
                steps.append(card_flip(sprite, face, 0.3, 0.1 + j * 0.08))
            moves.append(Parallel(*steps))

        def take():
            self.take_from_hand(seat, e["cards"])

        def land():
            side = self.shown["fields"][field]["sides"][seat]
            side.extend(e["cards"])
            if len(side) >= 3:
                self.shown["fields"][field]["completed_order"].append(seat)
            self.flyers.clear()
            self.grey_beaten(field)

        return Sequence(Call(take), Call(lambda: self.app.play("card_slide")), Parallel(*moves),
                        Call(land))

    def hand_origin(self, seat: int, animal: str) -> tuple[float, float]:
        board = self.board
        hand = self.shown.get("hand")
        if board.pos(seat) == 0 and hand and animal in hand:
            x, y, w, h = board.hand_card(hand.index(animal), len(hand))
            return (x + w / 2, y + h / 2)
        return board.hand_anchor(seat)

    def take_from_hand(self, seat: int, cards) -> None:
        hand = self.shown.get("hand")
        if self.board.pos(seat) == 0 and hand is not None:
            for animal in cards:
                if animal in hand:
                    hand.remove(animal)
            self.selected = []
        self.shown["hand_sizes"][seat] -= len(cards)

    def on_discarded(self, e):
        sx, sy = self.hand_origin(e["seat"], e["card"])
        sprite = self.card_sprite(e["card"], 110, sx, sy)
        d = self.board.discard()

        def land():
            self.shown["discard_pile"].append(e["card"])
            self.flyers.clear()

        return Sequence(Call(lambda: self.take_from_hand(e["seat"], [e["card"]])),
                        self.slide(sprite, d.center, 0.35), Call(land))

    def on_cards_drawn(self, e):
        board, seat = self.board, e["seat"]
        cards = e.get("cards") or [None] * e["count"]
        own = board.pos(seat) == 0 and self.shown.get("hand") is not None
        moves = []
        for j, animal in enumerate(cards):
            d = board.deck()
            if own:  # it flies as large as it will lie in your hand
                hand_len = len(self.shown["hand"]) + len(cards)
                x, y, w, h = board.hand_card(len(self.shown["hand"]) + j, hand_len)
                to = (x + w / 2, y + h / 2)
            else:
                to, w, h = board.hand_anchor(seat), 60 * CARD_RATIO, 60
            sprite = self.card_sprite(None, h, *d.center)
            steps = [self.slide(sprite, to, 0.4, j * 0.12)]
            if own and animal:
                steps.append(card_flip(sprite, card(animal, round(w), h), 0.25,
                                       0.3 + j * 0.12))
            moves.append(Parallel(*steps))

        def land():
            if own:
                self.shown["hand"].extend(a for a in cards if a)
            self.shown["hand_sizes"][seat] += len(cards)
            self.shown["draw_pile"] = max(0, self.shown["draw_pile"] - len(cards))
            self.flyers.clear()

        return Sequence(Call(lambda: self.app.play("card_flip")), Parallel(*moves), Call(land))

    def on_reshuffled(self, e):
        d, k = self.board.discard(), self.board.deck()
        sprites = [self.card_sprite(None, 100, *d.center) for _ in range(4)]

        def land():
            self.shown["draw_pile"] += len(self.shown["discard_pile"])
            self.shown["discard_pile"] = []
            self.flyers.clear()

        return Sequence(Parallel(*(self.slide(s, k.center, 0.3, i * 0.06)
                                   for i, s in enumerate(sprites))), Call(land))

    def grey_beaten(self, field: int) -> None:
        """Completed sides that another side now beats grey out, face up (see `glance`);
        not on a field that is full, which is scored at once."""
        shown = self.shown["fields"][field]
        if all(len(side) >= 3 for side in shown["sides"]):
            return
        for seat in glance.beaten(shown):
            if self.dims.get((field, seat), 0.0) < 1.0:
                self.timeline.add(self.dim(field, seat, 1.0))

    def dim(self, field: int, seat: int, to: float, delay: float = 0.0) -> Tween:
        """A side's cards greying out (to 1.0: beaten; to 0.0: in the running)."""
        def turn(v: float, key=(field, seat)) -> None:
            self.dims[key] = v

        return Tween(None, turn, self.dims.get((field, seat), 0.0), to, 0.45, "in_out_sine",
                     delay)

    def on_field_scored(self, e):
        """The sides are told one by one, worst first (a beaten one stays grey); then the
        winner's glows under a banner that holds two seconds, and only then does the log
        say who won."""
        f = e["field"]
        done = self.shown["fields"][f]["completed_order"]
        order = sorted(e["combinations"], key=lambda c: side_strength(
            [], c["animals"], done, c["seat"]))

        def start():
            self.banner = e
            self.scoring = {"field": f, "event": e, "revealed": set(), "won": False}

        def reveal(seat: int) -> None:
            self.scoring["revealed"].add(seat)
            self.app.play("card_flip")

        steps = [Call(start)]
        for combo in order:
            steps += [Call(lambda s=combo["seat"]: reveal(s)), Wait(0.45)]

        def crown():
            self.scoring["won"] = True
            self.headline = words.field_won(self, e)
            self.app.play("score")
            if self.timeline._skipping:  # hurried past: the cards are gone at once, and a
                return  # sparkle would twinkle on in the empty slots
            x, y, w, h = self.board.side_card(f, e["winner"], 1)
            self.particles.sparkle(x + w / 2, y + h / 2, 16)

        return Sequence(*steps, self.told(e, Sequence(Call(crown), Wait(2.0))))

    def on_figures_corralled(self, e):
        board, seat, field = self.board, e["seat"], e["field"]
        hops = []
        counts = {a: sum(1 for f in self.shown["corrals"][seat] if f["type"] == a) for a in ANIMALS}
        for j, (fid, kind) in enumerate(zip(e["figures"], e["types"], strict=True)):
            sprite = self.figure_sprite(fid, kind)
            to = board.corral_figure(seat, kind, counts[kind])
            counts[kind] += 1

            def landed(s=sprite, k=kind):
                self.particles.dust(s.x, s.y - DUST_ABOVE, 6, light=True)
                self.app.play("land")
                self.app.sounds.voice(k)

            hops.append(Parallel(
                Hop(sprite, to, height=120, duration=0.7, delay=j * 0.15, on_land=landed),
                Tween(None, lambda v, s=sprite: s.data.__setitem__("h", v),
                      board.figure_height(), board.corral_height(seat), 0.7,
                      "in_out_sine", j * 0.15)))

        def lift_off():
            self.banner = self.scoring = None
            self.headline = ""
            self.flying.update(e["figures"])
            self.shown["fields"][field]["figures"] = []
            self.app.play("hop")

        def land():
            self.shown["corrals"][seat].extend(
                {"id": fid, "type": kind, "value": (e.get("values") or {}).get(fid)}
                for fid, kind in zip(e["figures"], e["types"], strict=True))
            self.flying.difference_update(e["figures"])
            self.sweep_field(field)

        return Sequence(Call(lift_off), Parallel(*hops), Call(land), self.sweep_step(field))

    def sweep_field(self, field: int) -> None:
        sides = self.shown["fields"][field]["sides"]
        for side in sides:
            self.shown["discard_pile"].extend(side)
            side.clear()
        self.flyers.clear()
        for seat in range(self.players):
            self.dims.pop((field, seat), None)

    def sweep_step(self, field: int):
        """The field's cards slide to the discard pile."""
        board, d = self.board, self.board.discard()
        moves = []
        for seat in range(self.players):
            for i in range(3):
                x, y, w, h = board.side_card(field, seat, i)
                sprite = self.card_sprite(None, h, x + w / 2, y + h / 2)
                sprite.visible = False
                moves.append(Sequence(Call(lambda s=sprite: setattr(s, "visible", True)),
                                      self.slide(sprite, d.center, 0.3, 0.02 * i)))
        return Sequence(Parallel(*moves), Call(self.flyers.clear))

    def on_field_restocked(self, e):
        board, field = self.board, e["field"]
        figs = e["figures"]
        if not figs:
            return None
        hops = []
        for j, fig in enumerate(figs):
            sprite = self.figure_sprite(fig["id"], fig["type"])
            sx, sy = stock_icon(self, fig["type"])
            sprite.x, sprite.y, sprite.lift = sx + STOCK_ICON / 2, sy + STOCK_ICON, 0
            sprite.data["h"] = float(STOCK_ICON)
            to = board.field_figure(field, j, len(figs))

            def landed(s=sprite):
                self.particles.dust(s.x, s.y - DUST_ABOVE, 6, light=True)
                self.app.play("land")

            hops.append(Parallel(
                Hop(sprite, to, height=160, duration=0.8, delay=j * 0.2, on_land=landed),
                Tween(None, lambda v, s=sprite: s.data.__setitem__("h", v), 22.0,
                      board.figure_height(), 0.8, "in_out_sine", j * 0.2)))

        def start():
            self.flying.update(f["id"] for f in figs)

        def land():
            self.shown["fields"][field]["figures"] = [dict(f, value=None) for f in figs]
            self.flying.difference_update(f["id"] for f in figs)

        return Sequence(Call(start), Parallel(*hops), Call(land))

    def on_field_closed(self, e):
        def close():
            self.shown["fields"][e["field"]]["closed"] = True
            self.app.play("card_flip")

        return Sequence(Call(close), Wait(0.4))

    def on_game_over(self, e):
        """The final reveal: the corrals' figures turn over one after another (their tokens
        show), everyone's figures count up together, then each bonus is announced and added;
        the log says who won at the end."""
        turns = []
        for i, fig in enumerate(f for corral in self.view["corrals"] for f in corral):
            sprite = self.figure_sprite(fig["id"], fig["type"])
            turns.append(Sequence(
                Wait(i * 0.03),
                Tween(sprite, "scale_x", 1.0, 0.0, 0.08, "in_sine"),
                Call(lambda fid=fig["id"]: self.revealed.add(fid)),
                Tween(sprite, "scale_x", 0.0, 1.0, 0.08, "out_sine")))
        breakdown = (self.view.get("result") or {}).get("breakdown", [])

        def begin() -> None:
            self.tally = [0.0] * self.players

        steps: list = [Call(lambda: self.app.play("win")), Parallel(*turns), Call(begin),
                       Parallel(*(self._count(seat, lines[0][1])
                                  for seat, lines in enumerate(breakdown) if lines))]
        for seat, lines in enumerate(breakdown):
            for label, points in lines[1:]:
                steps.append(Call(lambda s=seat, lab=label, p=points: self._award(s, lab, p)))
                steps.append(self._count(seat, points))
        steps.append(self.told(e, Wait(0.8)))  # who won, once the count has shown it
        return Sequence(*steps)

    def _award(self, seat: int, label: str, points: int) -> None:
        self.headline = f"{self.name(seat)}: {tr(label)} {points:+d}"
        self.app.play("score")

    def _count(self, seat: int, points: int):
        start = {"v": 0.0}

        def begin():
            start["v"] = self.tally[seat] if self.tally else 0.0

        def set_value(t: float) -> None:
            if self.tally is not None:
                self.tally[seat] = start["v"] + points * t

        return Sequence(Call(begin), Tween(None, set_value, 0.0, 1.0, 0.45, "out_cubic"))
