"""The opening of a new Black Sheep game, as the rulebook's set-up goes: the figures hop from
the stock onto the three fields, three cards are dealt to each hand one round at a time, and
then everyone moos, the loudest first player last (the rulebook: "The loudest moo'er will
play first"). Who starts is the rules' choice; this only shows it. A click skips it all.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.tables.black_sheep import words
from game.tables.black_sheep.faces import card
from game.view.sprites import card_flip
from game.view.tween import Call, Parallel, Sequence, Step, Wait

if TYPE_CHECKING:
    from game.tables.black_sheep.table import BlackSheepTable

HAND = 3
DEAL_GAP = 0.11  # seconds between two cards of the deal
MOO_GAP = 0.4


def opening(table: BlackSheepTable) -> Step:
    """Turn `table.shown` back to before the deal and return the steps that deal it again."""
    shown = table.shown
    stocked = [field["figures"] for field in shown["fields"]]
    for field in shown["fields"]:
        field["figures"] = []
    dealt = shown.get("hand")
    if dealt is not None:
        shown["hand"] = []
    shown["hand_sizes"] = [0] * table.players
    shown["draw_pile"] += HAND * table.players
    table.flying.update(f["id"] for figures in stocked for f in figures)
    figures = Parallel(*(Sequence(Wait(0.3 * f), table.on_field_restocked(
        {"field": f, "figures": figs})) for f, figs in enumerate(stocked) if figs))
    return Sequence(figures, _deal(table, dealt), *_moos(table), Call(table.settle_shown))


def _deal(table: BlackSheepTable, dealt: list[str] | None) -> Step:
    """One card to each player in turn, three rounds, starting with who starts."""
    board, starter = table.board, table.shown["turn_player"]
    order = [(starter + i) % table.players for i in range(table.players)]
    flights = []
    for n in range(HAND * table.players):
        seat, k = order[n % table.players], n // table.players
        own = board.pos(seat) == 0 and dealt is not None
        deck = board.deck().center
        if own:  # your card flies as large as it will lie in your hand
            x, y, w, h = board.hand_card(k, HAND)
            to = (x + w / 2, y + h / 2)
        else:
            to, w, h = board.hand_anchor(seat), 42, 60
        sprite = table.card_sprite(None, h, *deck)
        sprite.visible = False
        steps: list[Step] = [table.slide(sprite, to, 0.3)]
        if own:
            steps.append(card_flip(sprite, card(dealt[k], round(w), h), 0.2, 0.2))

        def land(seat=seat, k=k, own=own, sprite=sprite) -> None:
            sprite.visible = False
            if own:
                table.shown["hand"].append(dealt[k])
            table.shown["hand_sizes"][seat] += 1
            table.shown["draw_pile"] -= 1

        flights.append(Sequence(Wait(n * DEAL_GAP), Call(lambda s=sprite: _show(table, s)),
                                Parallel(*steps), Call(land)))
    return Sequence(Parallel(*flights), Call(table.flyers.clear))


def _show(table: BlackSheepTable, sprite) -> None:
    sprite.visible = True
    table.app.play("card_slide")


def _moos(table: BlackSheepTable) -> list[Step]:
    """Each player moos, the one who starts last and loudest; a banner says who starts."""
    starter = table.shown["turn_player"]
    order = [(starter + 1 + i) % table.players for i in range(table.players)]
    steps: list[Step] = []
    for seat in order:
        loud = seat == starter

        def moo(seat=seat, loud=loud) -> None:
            table.moos[seat] = loud
            table.app.sounds.voice("cow")
            if loud:
                table.headline = words.who_starts(table, seat)

        steps += [Call(moo), Wait(1.6 if loud else MOO_GAP)]
    return steps
