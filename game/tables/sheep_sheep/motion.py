"""How the Sheep Sheep table animates each event: cards slide, shrink or grow, and flip.

A mixin of `SheepSheepTable`: every `on_<event kind>` returns the timeline steps for one
event, built when the action lands (positions from `table.shown` then), and changes `shown`
only inside `Call`s as the pieces land, so a skipped animation ends exactly on the view.
A card in flight is a `Flyer`; the spot it left is in `table.hidden` until it lands.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.i18n import _, ngettext
from game.rules.sheep_sheep import COLOURS
from game.tables.sheep_sheep import draw as paint
from game.tables.sheep_sheep import words
from game.view import assets
from game.view.phrases import winners_of
from game.view.sprites import Sprite
from game.view.tween import Call, Parallel, Sequence, Tween, Wait

if TYPE_CHECKING:
    from game.tables.sheep_sheep.table import SheepSheepTable

    _Base = SheepSheepTable
else:
    _Base = object

SLIDE = 0.32  # seconds a card takes to slide
FLIP = 0.26  # seconds a card takes to turn over
STAGGER = 0.12  # between cards that go one after another
RIVAL_GLOW = 1.5  # seconds a cell a rival changed glows in its colour (at 1x)
BANNER = 1.6  # a collection's or the end's banner holds this long (plus the flights)


class Flyer(Sprite):
    """A card in flight: `size` scales it (its resting width to another's) and `turn` is the
    squash of a flip; both ride on the sprite's scales."""

    def __init__(self, image: pygame.Surface, centre: tuple[float, float]) -> None:
        super().__init__(image, *centre, z=5, shadow=round(image.get_width() * 0.9))
        self._size = 1.0
        self._turn = 1.0

    @property
    def size(self) -> float:
        return self._size

    @size.setter
    def size(self, value: float) -> None:
        self._size = value
        self.scale_x, self.scale_y = value * self._turn, value

    @property
    def turn(self) -> float:
        return self._turn

    @turn.setter
    def turn(self, value: float) -> None:
        self._turn = value
        self.scale_x = self._size * value


def flip(sprite: Flyer, image: pygame.Surface, duration: float = FLIP,
         delay: float = 0.0) -> Sequence:
    """Turn a flying card over: squeeze to its edge, show the other face, open again."""
    half = duration / 2
    return Sequence(Tween(sprite, "turn", 1.0, 0.0, half, "in_sine", delay),
                    Call(lambda: setattr(sprite, "image", image)),
                    Tween(sprite, "turn", 0.0, 1.0, half, "out_sine"))


def slide(sprite: Flyer, to: tuple[float, float], size: tuple[float, float] = (1.0, 1.0),
          duration: float = SLIDE, delay: float = 0.0) -> Parallel:
    """Slide (ease out) to `to`, growing or shrinking from one size to the other."""
    steps = [Tween(sprite, "x", None, to[0], duration, "out_cubic", delay),
             Tween(sprite, "y", None, to[1], duration, "out_cubic", delay)]
    if size[0] != size[1]:
        steps.append(Tween(sprite, "size", size[0], size[1], duration, "in_out_sine", delay))
    return Parallel(*steps)


class SheepSheepMotion(_Base):
    def warm(self) -> None:
        """The log's icons made behind the curtain (the cards are made with the table)."""
        for art in [f"ss_sheep_{colour}" for colour in COLOURS] + ["ss_card"]:
            assets.svg(art, (self.log.icon_size, self.log.icon_size))

    # -- helpers -----------------------------------------------------------------------------
    def flyer(self, image: pygame.Surface, centre: tuple[float, float],
              size: float = 1.0) -> Flyer:
        sprite = Flyer(image, centre)
        sprite.size = size
        self.flyers.append(sprite)
        return sprite

    def float_up(self, words: str, x: float, y: float) -> None:
        """Words that rise and fade; the same words at the same place start again instead
        of piling up."""
        same = [f for f in self.floaters if f[:3] == [words, x, y]]
        if same:
            same[0][3] = 0.0
        else:
            self.floaters.append([words, x, y, 0.0])

    def rival_changed(self, seat: int, cell: int) -> None:
        """A rival's card landed on `cell`: it glows in the rival's colour through the rival's
        turn, fading once it is yours (1.5 s at 1x, shorter faster, none at Instant), so the
        rival's turn is seen on the grid, not only read in the log (critic 13); the cell keeps
        the seat's token through the next turn (`draw.changed_marks`)."""
        self.turn_changed.add(cell)  # every seat's: marked through the next turn
        if self.viewer is None or seat == self.viewer:
            return
        speed = self.app.settings.animation_speed
        if speed != "instant":
            seconds = RIVAL_GLOW / self.app.settings.speed_factor
            self.rival_glow[cell] = [seat, seconds, seconds]

    def twinkle(self, x: float, y: float, count: int) -> None:
        """Sparkles where a card scores, only while it is seen to: a skipped animation (a
        click, Instant) left them twinkling on the refilled card after the move (critic 13)."""
        if not self.timeline._skipping:
            self.particles.sparkle(x, y, count)

    def land(self, *sprites: Flyer) -> None:
        for sprite in sprites:
            if sprite in self.flyers:
                self.flyers.remove(sprite)

    def hand_slot(self, seat: int, placed: list[str]) -> int:
        """Which of the seat's shown cards an exchange gives: the one the viewer dragged or
        picked if it is that card, else the first such card."""
        hand = self.shown["hands"][seat]
        same = [i for i, face in enumerate(hand) if sorted(face) == sorted(placed)]
        if self.giving in same:
            return self.giving
        return same[0] if same else 0

    # -- the deal ---------------------------------------------------------------------------
    def deal(self) -> Sequence:
        """The opening: the nine grid cards and each player's four come off the pile and turn
        face up where they land."""
        board, shown = self.board, self.shown
        pile = board.pile()
        spots: list[tuple[tuple[Any, ...], pygame.Rect, Any]] = [
            (("cell", c), board.cell(c), (f["up"], f["down"])) for c, f in enumerate(shown["grid"])]
        for seat in (1 - board.base, board.base):
            spots += [(("hand", seat, i), board.hand_card(seat, i), face)
                      for i, face in enumerate(shown["hands"][seat])]
        self.hidden |= {spot for spot, _rect, _face in spots}
        flights = []
        for j, (spot, rect, face) in enumerate(spots):
            sprite = self.flyer(paint.back(rect.w), pile.center, pile.w / rect.w)
            sprite.visible = False

            def lift(sprite=sprite) -> None:
                sprite.visible = True
                self.app.play("card_slide")

            def arrive(spot=spot, sprite=sprite) -> None:
                self.hidden.discard(spot)
                self.land(sprite)

            flights.append(Sequence(Wait(j * 0.06), Call(lift),
                                    slide(sprite, rect.center, (pile.w / rect.w, 1.0), 0.3),
                                    flip(sprite, paint.card(face, rect.w), 0.2), Call(arrive)))
        return Parallel(*flights)

    # -- the turn ---------------------------------------------------------------------------
    def on_exchanged(self, e: dict[str, Any]):
        """Your card slides onto the cell, the side matching the sheep it covers up, and
        flips as it lands; the grid's card slides into the place your card left."""
        board, seat, cell = self.board, e["seat"], e["cell"]
        up, down = e["placed"]
        slot = self.hand_slot(seat, e["placed"])
        held = tuple(self.shown["hands"][seat][slot])
        home, spot = board.hand_card(seat, slot), board.cell(cell)
        start = self.dropped_at or home.center
        small = home.w / spot.w
        give = self.flyer(paint.card(held, spot.w), start, small)
        take = self.flyer(paint.card(e["taken"], spot.w), spot.center)
        giving = [slide(give, spot.center, (small, 1.0))]
        if held != (down, up):  # it travels with the matching side up
            giving.append(flip(give, paint.card((down, up), spot.w), SLIDE * 0.8))

        def lift() -> None:
            self.hidden |= {("hand", seat, slot), ("cell", cell)}
            self.app.play("card_slide")

        def landed() -> None:
            self.app.play("card_flip")

        def settle() -> None:
            self.shown["grid"][cell] = {"up": up, "down": down}
            self.shown["hands"][seat][slot] = list(e["taken"])
            self.shown["exchanges"] += 1
            self.hidden -= {("hand", seat, slot), ("cell", cell)}
            self.land(give, take)
            self.rival_changed(seat, cell)

        self.dropped_at = None
        return Sequence(
            Call(lift),
            Parallel(Sequence(Parallel(*giving), Call(landed),
                              flip(give, paint.card((up, down), spot.w))),
                     slide(take, home.center, (1.0, small), SLIDE + 0.06, 0.06)),
            Call(settle))

    def on_collected(self, e: dict[str, Any]):
        """The groups glow under a banner, then their cards fly, turning face down, to the
        collector's pile under the Lucky Sheep."""
        board, seat, shown = self.board, e["seat"], self.shown
        cells = [c for group in e["groups"] for c in group["cells"]]
        n = len(cells)
        banner = self.about(seat, ngettext("You collect {n} sheep!", "You collect {n} sheep!", n),
                            ngettext("{name} collects {n} sheep!", "{name} collects {n} sheep!",
                                     n), n=n)
        pile = board.pile_under(seat)

        def show() -> None:
            shown["flash"] = cells
            self.banner = banner  # on the row with the fewest of the group's cards
            self.banner_row = min((1, 2, 0), key=lambda r: sum(1 for c in cells if c // 3 == r))
            self.app.play("score")
            self.app.sounds.voice("sheep")
            for c in cells:
                self.twinkle(*board.cell(c).center, 6)

        flights = []
        for j, (c, face) in enumerate(zip(cells, e["cards"], strict=True)):
            spot = board.cell(c)
            sprite = self.flyer(paint.card(face, spot.w), spot.center)
            sprite.visible = False
            small = pile.w / spot.w

            def leave(c=c, sprite=sprite) -> None:
                shown["grid"][c] = None
                shown["flash"] = [x for x in shown["flash"] if x != c]
                sprite.visible = True
                self.app.play("card_slide")

            def arrive(face=face, sprite=sprite) -> None:
                shown["collected"][seat].append(list(face))
                self.land(sprite)

            flights.append(Sequence(
                Wait(j * STAGGER), Call(leave),
                Parallel(slide(sprite, pile.center, (1.0, small), 0.42),
                         flip(sprite, paint.back(spot.w), 0.3, 0.08)),
                Call(arrive)))

        def done() -> None:
            self.banner, self.banner_row = "", 1
            shown["flash"] = []

        return Sequence(Call(show), Wait(BANNER * 0.6), Parallel(*flights), Wait(0.2),
                        Call(done))

    def on_nothing_collected(self, e: dict[str, Any]):
        spot = self.board.cell(1).center  # above where a re-deal's banner goes

        def say() -> None:
            self.float_up(_("Nothing collected"), *spot)
            self.shown["dry_turns"] = e["dry_turns"]

        return Sequence(Call(say), Wait(0.5))

    def on_card_drawn(self, e: dict[str, Any]):
        """A card comes off the pile to the drawn spot and turns face up."""
        board = self.board
        pile, spot = board.pile(), board.drawn()
        sprite = self.flyer(paint.back(spot.w), pile.center)
        sprite.visible = False

        def lift() -> None:
            sprite.visible = True
            self.shown["pile"] = e["pile"]
            self.hidden.add(("drawn",))
            self.app.play("card_slide")

        def arrive() -> None:
            self.shown["drawn"] = list(e["card"])
            self.shown["phase"] = "refill"
            self.hidden.discard(("drawn",))
            self.land(sprite)

        return Sequence(Call(lift), slide(sprite, spot.center),
                        Call(lambda: self.app.play("card_flip")),
                        flip(sprite, paint.card(e["card"], spot.w)), Call(arrive))

    def on_refilled(self, e: dict[str, Any]):
        """The drawn card slides into its cell and turns, if it must, to the side chosen."""
        board, cell = self.board, e["cell"]
        spot, target = board.drawn(), board.cell(cell)
        drawn = self.shown["drawn"] or e["card"]
        held = (self.refill_up(), paint.other(drawn, self.refill_up())) if self.refill_up() \
            else tuple(drawn)
        small = spot.w / target.w
        sprite = self.flyer(paint.card(held, target.w), spot.center, small)
        sprite.visible = False
        face = tuple(e["card"])
        steps: list[Any] = [slide(sprite, target.center, (small, 1.0), 0.28)]
        if held != face:
            steps.append(flip(sprite, paint.card(face, target.w), FLIP, 0.2))

        def lift() -> None:
            sprite.visible = True
            self.shown["drawn"] = None
            self.refill_reset()
            self.app.play("card_slide")

        def arrive() -> None:
            self.shown["grid"][cell] = {"up": face[0], "down": face[1]}
            self.land(sprite)
            self.rival_changed(e["seat"], cell)

        return Sequence(Call(lift), Sequence(*steps) if len(steps) > 1 else steps[0],
                        Call(arrive))

    def on_grid_redealt(self, e: dict[str, Any]):
        """A blocked grid: the nine cards gather face down, and are dealt out again."""
        board, shown = self.board, self.shown
        centre = board.grid.center
        sprites = []
        for c, face in enumerate(shown["grid"]):
            spot = board.cell(c)
            old = (face["up"], face["down"]) if face else e["grid"][c]
            sprites.append(self.flyer(paint.card(old, spot.w), spot.center))
            sprites[-1].visible = False

        def gather() -> None:
            self.banner = _("Blocked grid: shuffled and dealt again")
            self.hidden |= {("cell", c) for c in range(9)}
            for sprite in sprites:
                sprite.visible = True
            self.app.play("card_slide")

        def dealt() -> None:
            shown["grid"] = [{"up": f[0], "down": f[1]} for f in e["grid"]]
            self.hidden -= {("cell", c) for c in range(9)}
            self.banner = ""
            self.land(*sprites)

        inward = Parallel(*(Parallel(slide(s, centre, duration=0.3, delay=0.03 * i),
                                     flip(s, paint.back(board.cell_w), 0.24, 0.03 * i))
                            for i, s in enumerate(sprites)))
        outward = Parallel(*(Sequence(slide(s, board.cell(c).center, duration=0.3,
                                            delay=0.05 * c),
                                      flip(s, paint.card(e["grid"][c], board.cell_w), 0.22))
                             for c, s in enumerate(sprites)))
        return Sequence(Call(gather), inward, Wait(0.35), outward, Wait(0.4), Call(dealt))

    def on_turn_began(self, e: dict[str, Any]):
        def begin() -> None:
            before = self.shown.get("turn")
            if self.turn_changed and before is not None and before != e["seat"]:
                self.last_changed = (before, set(self.turn_changed))  # the turn just ended
            self.turn_changed = set()
            self.shown.update(turn=e["seat"], phase="exchange", exchanges=0, to_move=e["seat"])

        return Call(begin)

    # -- the end ----------------------------------------------------------------------------
    def on_game_over(self, e: dict[str, Any]):
        """The reason under a banner; both Lucky Sheep turn over; every collected card flies
        from its pile to its colour and the points count up, lucky ones by two."""
        board, shown = self.board, self.shown
        reason = words.end_reason(self.view.get("end_reason"))

        def open_end() -> None:
            self.banner = _("Game over: {reason}").format(reason=reason) if reason else \
                _("The game is over")
            self.app.play("win")

        turns = []
        for seat, colour in enumerate(e["lucky"]):
            rect = board.lucky(seat)
            sprite = self.flyer(paint.lucky_card(shown["lucky"][seat], rect.w), rect.center)
            sprite.visible = False

            def hide(seat=seat, sprite=sprite) -> None:
                self.hidden.add(("lucky", seat))
                sprite.visible = True

            def shown_up(seat=seat, colour=colour, sprite=sprite) -> None:
                shown["lucky"][seat] = colour
                self.hidden.discard(("lucky", seat))
                self.land(sprite)
                self.app.play("card_flip")

            turns.append(Sequence(Call(hide), flip(sprite, paint.lucky_card(colour, rect.w),
                                                   0.4, 0.2 * seat), Call(shown_up)))

        def count_begins() -> None:
            self.banner = ""
            shown["phase"] = "over"
            shown["tally"] = [dict.fromkeys(COLOURS, 0) for _seat in range(2)]
            shown["points"] = [0.0, 0.0]

        counts = Parallel(*(self.count_up(seat, colour) for seat, colour in enumerate(e["lucky"])))
        verdict = winners_of(e["winners"], self.name, self.you)

        def crown() -> None:
            self.banner = verdict
            self.app.play("score")

        return Sequence(Call(open_end), Wait(BANNER * 0.6), Parallel(*turns), Wait(0.2),
                        Call(count_begins), counts, Call(crown), Wait(BANNER * 0.8), Call(
                            lambda: setattr(self, "banner", "")))

    def count_up(self, seat: int, lucky: str):
        """A seat's collected cards fly off the pile one by one, lucky colour first, each
        adding its points as it lands on its colour's place."""
        board, shown = self.board, self.shown
        faces = sorted(self.view["collected"][seat],
                       key=lambda f: (f[0] != lucky, COLOURS.index(f[0])))
        pile = board.pile_under(seat)
        slots = dict(paint.tally_slots(board.zone("hand", seat)))
        steps = []
        gap = min(0.08, 1.5 / max(1, len(faces)))
        for j, face in enumerate(faces):
            to = slots[COLOURS.index(face[0])]
            sprite = self.flyer(paint.card(face, pile.w), pile.center, 0.6)
            sprite.visible = False
            worth = 2 if face[0] == lucky else 1

            def go(sprite=sprite) -> None:
                sprite.visible = True

            def add(face=face, worth=worth, sprite=sprite, to=to) -> None:
                shown["tally"][seat][face[0]] += 1
                shown["points"][seat] += worth
                if face in shown["collected"][seat]:  # this very card leaves the pile, so
                    shown["collected"][seat].remove(face)  # pile + tally make the score
                self.land(sprite)
                if worth == 2:
                    self.float_up("+2", to[0], to[1] - 30)
                    self.twinkle(*to, 4)
                self.app.play("click")

            steps.append(Sequence(Wait(j * gap), Call(go),
                                  slide(sprite, to, (0.6, 0.4), 0.3), Call(add)))
        return Parallel(*steps) if steps else Wait(0.0)
