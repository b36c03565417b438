"""The opening of a new Bye-Bye Black Sheep game, as the rulebook's set-up goes: the animal
cards are dealt from the pile one round at a time, then everyone gets a Black Sheep, then
(basic rules) one other special card. Under the advanced rules the special cards are chosen
and dealt later, in play. The deal is the rules'; this only shows it. A click skips it all.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.bye_bye import is_set
from game.tables.bye_bye.flight import KEEP, Later
from game.view.tween import Call, Parallel, Sequence, Step, Wait

if TYPE_CHECKING:
    from game.tables.bye_bye.table import ByeByeTable

GAP = 0.07  # seconds between two cards of the deal


def dealt(table: ByeByeTable, seat: int) -> list[str | None]:
    """A seat's cards in the order they are dealt: animals, the Black Sheep, the special
    card (faces only for your own hand)."""
    view = table.view
    hand = view["hand"] if seat == view["seat"] else None
    if hand is not None:
        return ([c for c in hand if is_set(c)] + ["black_sheep"]
                + [c for c in hand if not is_set(c) and c != "black_sheep"])
    return [None] * view["hand_sizes"][seat]


def opening(table: ByeByeTable) -> Step:
    """Turn `table.shown` back to before the deal and return the steps that deal it again."""
    view, shown = table.view, table.shown
    cards = {seat: dealt(table, seat) for seat in range(table.players)}
    animals = view["hand_sizes"][0] - 1 - (0 if view["phase"] == "choose" else 1)
    shown["pile"] += animals * table.players
    shown["hand_sizes"] = [0] * table.players
    if shown.get("hand") is not None:
        shown["hand"] = []
    order = [(seat, k) for k in range(max(map(len, cards.values()))) for seat in cards
             if k < len(cards[seat])]
    flights = []
    for n, (seat, k) in enumerate(order):
        card = cards[seat][k]

        def fly(seat: int = seat, card: str | None = card, from_pile: bool = k < animals) -> Step:
            sprite = table.card_sprite(None, table.pile_place() if from_pile else (
                table.board.centre_of(table.board.pond()), table.pile_place()[1]))
            if from_pile:
                table.shown["pile"] -= 1
            table.app.play("card_slide")

            def arrive() -> None:
                table.land(sprite)
                table.give_to_hand(seat, card)

            face = card if card is not None else KEEP
            return Sequence(table.flight(sprite, table.to_hand(seat, card), 0.3, 20, face),
                            Call(arrive))

        flights.append(Sequence(Wait(n * GAP), Later(fly)))
    return Sequence(Parallel(*flights), Call(table.settle_shown))
