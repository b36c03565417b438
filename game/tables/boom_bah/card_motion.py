"""Cards on the move at the Sheep-Boom-Bah table: played onto the stack, off to the discard
pile (or, Wild Wool, onto its board), drawn, taken and discarded.

`CardMotion` is the card half of `Motion` (boom_bah_motion), which dispatches every event to
an `on_<kind>` method; like it, these change `table.shown` only inside `Call`s.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.tables.boom_bah import draw as paint
from game.tables.boom_bah.board import Board
from game.tables.boom_bah.boards import rival_card, wild_wool_spot
from game.view.sprites import Sprite, card_flip
from game.view.tween import Call, Parallel, Sequence, Tween, Wait

if TYPE_CHECKING:
    from game.tables.boom_bah.table import BoomBahTable


class CardMotion:
    def __init__(self, table: BoomBahTable):
        self.table = table

    @property
    def board(self) -> Board:
        return self.table.board

    def card_trip(self, card: str | None, frm: tuple[float, float], to: tuple[float, float],
                  width: float, face_up_at_end: str | None = None,
                  end_width: float | None = None) -> tuple[Sprite, Any]:
        """A card slides from `frm` to `to` (turning face up, shrinking to `end_width`)."""
        sprite = Sprite(paint.card(card, width), *frm, z=5, shadow=round(width))
        sprite.visible = False
        moves = [Tween(sprite, "x", None, to[0], 0.4, "out_cubic"),
                 Tween(sprite, "y", None, to[1], 0.4, "out_cubic")]
        if end_width:
            moves += [Tween(sprite, axis, 1.0, end_width / width, 0.4, "in_out_sine")
                      for axis in ("scale_x", "scale_y")]
        if face_up_at_end:
            moves.append(card_flip(sprite, paint.card(face_up_at_end, width), 0.3))
        table = self.table

        def show():
            sprite.visible = True
            table.flyers.append(sprite)

        return sprite, Sequence(Call(show), Parallel(*moves))

    def drop_flyer(self, sprite: Sprite) -> None:
        if sprite in self.table.flyers:
            self.table.flyers.remove(sprite)

    def hand_origin(self, seat: int, card: str | None) -> tuple[float, float]:
        hand = self.table.shown.get("hand") or []
        if self.board.pos(seat) == 0 and card in hand:
            x, y, w, h = self.board.hand_card(hand.index(card), len(hand))
            return (x + w / 2, y + h / 2)
        return self.board.hand_anchor(seat)

    def hand_spot(self, seat: int, i: int, count: int) -> tuple[tuple[float, float],
                                                                  float | None]:
        """Where a card flying into a seat's hand lands and how wide it ends: a rival's,
        on its i-th back, that small (so it never lies over the box's words); yours, at
        your hand's middle, as it flies."""
        if self.board.pos(seat) == 0:
            return self.board.hand_anchor(seat), None
        spot = rival_card(self.table, seat, i, count)
        return spot.center, spot.w

    def take_from_hand(self, seat: int, card: str | None) -> None:
        shown = self.table.shown
        if self.board.pos(seat) == 0 and card in (shown.get("hand") or []):
            shown["hand"].remove(card)
        shown["hand_sizes"][seat] = max(0, shown["hand_sizes"][seat] - 1)

    def on_card_played(self, e):
        table, seat, card = self.table, e["seat"], e["card"]
        own = self.board.pos(seat) == 0 and card in (table.shown.get("hand") or [])
        depth = len(table.shown["in_play"])
        sprite, move = self.card_trip(card if own else None, self.hand_origin(seat, card),
                                      self.board.play_spot(depth), 96,
                                      None if own else card)

        def land():
            table.shown["in_play"].append((seat, card))
            self.drop_flyer(sprite)

        return Sequence(Call(lambda: self.take_from_hand(seat, card)),
                        Call(lambda: table.app.play("card_slide")), move, Call(land), Wait(0.3))

    def on_card_cancelled(self, e):
        def stamp():
            self.table.shown["cancelled"].append(e["card"])
            self.table.app.play("click")
        return Sequence(Call(stamp), Wait(0.6))

    def on_card_discarded(self, e):
        table, seat, card = self.table, e["seat"], e["card"]
        x, y, w, h = self.board.pile_card("discard")
        sprite, move = self.card_trip(card, self.hand_origin(seat, card), (x + w / 2, y + h / 2), w)

        def land():
            table.shown["discard"].append(card)
            self.drop_flyer(sprite)

        return Sequence(Call(lambda: self.take_from_hand(seat, card)), move, Call(land))

    def on_cards_drawn(self, e):
        table, seat = self.table, e["seat"]
        drawn = e.get("cards") or [None] * e["count"]
        x, y, w, h = self.board.pile_card("deck")
        moves, sprites = [], []
        held = table.shown["hand_sizes"][seat]
        for j, card in enumerate(drawn):
            to, width = self.hand_spot(seat, held + j, held + len(drawn))
            sprite, move = self.card_trip(None, (x + w / 2, y + h / 2), to, 60, card,
                                          end_width=width)
            moves.append(Sequence(Wait(j * 0.1), move))
            sprites.append(sprite)

        def land():
            shown = table.shown
            if self.board.pos(seat) == 0 and shown.get("hand") is not None:
                shown["hand"] = sorted(shown["hand"] + [c for c in drawn if c])
            shown["hand_sizes"][seat] += len(drawn)
            shown["deck_size"] = max(0, shown["deck_size"] - len(drawn))
            for sprite in sprites:
                self.drop_flyer(sprite)

        return Sequence(Call(lambda: table.app.play("card_flip")), Parallel(*moves), Call(land))

    def on_card_taken(self, e):
        table, seat, rival = self.table, e["seat"], e["source"]
        card = e.get("card")
        held = table.shown["hand_sizes"][seat]
        to, width = self.hand_spot(seat, held, held + 1)
        sprite, move = self.card_trip(None, self.hand_spot(rival, 0, 1)[0], to, 60, card,
                                      end_width=width)

        def land():
            shown = table.shown
            self.take_from_hand(rival, card)
            if self.board.pos(seat) == 0 and card and shown.get("hand") is not None:
                shown["hand"] = sorted(shown["hand"] + [card])
            shown["hand_sizes"][seat] += 1
            self.drop_flyer(sprite)

        return Sequence(move, Call(land))

    def on_deck_reshuffled(self, e):
        table = self.table

        def land():
            table.shown["deck_size"] += len(table.shown["discard"])
            table.shown["discard"] = []
        return Sequence(Call(lambda: table.app.play("card_slide")), Wait(0.3), Call(land))

    def clear_played(self, events: list[dict[str, Any]]) -> Parallel:
        """Cards no longer waiting for answers slide to the discard pile (or Wild Wool, shrunk
        to a badge, to its board); worked out from the previous and the final view."""
        table, board = self.table, self.board
        before = list(table.shown["in_play"]) + [(e["seat"], e["card"]) for e in events
                                                 if e["kind"] == "card_played"]
        after = [(f["seat"], f["card"]) for f in table.view["pending"] if f["kind"] == "answer"]
        x, y, w, h = board.pile_card("discard")
        moves = []
        for depth, (seat, card) in enumerate(before):
            if (seat, card) in after:
                continue
            laid = table.view["wild_wool"][seat] == card
            to = wild_wool_spot(table, seat) if laid else (x + w / 2, y + h / 2)
            sprite, move = self.card_trip(card, board.play_spot(depth), to, 96,
                                          end_width=paint.BADGE_WIDTH if laid else w)

            def lift(pair=(seat, card)):
                if pair in table.shown["in_play"]:
                    table.shown["in_play"].remove(pair)

            def land(sprite=sprite, seat=seat, card=card, laid=laid):
                self.drop_flyer(sprite)
                if laid:
                    table.shown["wild_wool"][seat] = card
                else:
                    table.shown["discard"].append(card)
            moves.append(Sequence(Call(lift), move, Call(land)))
        return Parallel(*moves)
