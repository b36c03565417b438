"""The game opens with its setup played out: the field's tiles dealt face down from the draw
pile one after another, four cards dealt to every hand, and with quick setup every sheep
hopping from its owner's board to its start space in a quick flurry (without it, the players
place their sheep one by one, each placement a hop of its own).

Like every animation it changes `table.shown` only inside `Call`s and ends on the view, so a
click skips it to the dealt table.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.rules.boom_bah import board as cells
from game.rules.boom_bah.state import HAND_SIZE
from game.tables.boom_bah import faces
from game.view.sprites import Sprite
from game.view.tween import Call, Parallel, Sequence, Tween, Wait

if TYPE_CHECKING:
    from game.tables.boom_bah.motion import Motion

TILE_GAP = 0.035  # seconds between two tiles leaving the pile
TILE_FLIGHT = 0.3
SHEEP_GAP = 0.05  # the quick-setup flurry
SHEEP_HOP = 0.45


def opening(motion: Motion) -> Sequence:
    """The whole setup as one timeline step."""
    table, board = motion.table, motion.board
    view = table.view
    quick = view["phase"] == "play"
    starts = [c for c in cells.START_SPACES if view["sheep"][c] is not None] if quick else []

    def clear() -> None:
        shown = table.shown
        for cell in cells.FIELD:
            shown["tiles"][cell] = ""
        for cell in starts:
            shown["sheep"][cell] = None
        shown["deck_size"] += sum(shown["hand_sizes"])
        shown["hand_sizes"] = [0] * table.players
        if shown.get("hand") is not None:
            shown["hand"] = []

    deck_x, deck_y, deck_w, deck_h = board.pile_card("deck")
    size = round(board.cell_size) - 2
    _warm(motion, size)
    tiles = [_dealt_tile(motion, cell, (deck_x + deck_w / 2, deck_y + deck_h / 2), size, i)
             for i, cell in enumerate(cells.FIELD)]
    dealing = len(cells.FIELD) * TILE_GAP + TILE_FLIGHT
    hands = [Sequence(Wait(0.2 + seat * 0.15), motion.on_cards_drawn(
        {"seat": seat, "count": HAND_SIZE, **({"cards": list(view["hand"])}
                                               if seat == table.viewer else {})}))
             for seat in range(table.players)]
    # As if placed in turns: every seat's first sheep, then every seat's second, ...
    mine = [[c for c in starts if view["sheep"][c] == seat] for seat in range(table.players)]
    order = [own[r] for r in range(max(map(len, mine), default=0)) for own in mine
             if r < len(own)]
    flurry = [Sequence(Wait(dealing + i * SHEEP_GAP),
                       motion.trip(view["sheep"][cell], "reserve", view["sheep"][cell],
                                   board.sheep_foot(cell), motion.to_cell(view["sheep"][cell],
                                                                          cell),
                                   90, SHEEP_HOP)) for i, cell in enumerate(order)]
    steps: list[Any] = [Call(clear), Parallel(*tiles, *hands, *flurry)]
    if quick:
        steps.append(motion.on_turn_started({"seat": view["turn"]}))
    return Sequence(*steps, Call(table._sync_shown))


def _warm(motion: Motion, size: int) -> None:
    """Make now the images the dealt table shows (its tiles, your cards, the sheep), so the
    deal runs smoothly and its last frame costs no more than any other."""
    table, board = motion.table, motion.board
    view = table.view
    for kind in set(view["tiles"]):
        faces.tile(kind, size)
    hand = view["hand"]
    for i, card in enumerate(hand):
        faces.card(card, board.hand_card(i, len(hand))[2])
    for seat in range(table.players):
        faces.sheep(seat, board.sheep_height)


def _dealt_tile(motion: Motion, cell: int, frm: tuple[float, float], size: int,
                i: int) -> Sequence:
    """One face-down tile sliding from the pile onto its cell, landing with a little bump."""
    table = motion.table
    sprite = Sprite(faces.tile("down", size), *frm, z=3, shadow=size)
    sprite.visible = False
    to = motion.board.cell_center(cell)

    def leave() -> None:
        sprite.visible = True
        table.tile_flyers.append(sprite)
        if i % 5 == 0:
            table.app.play("card_slide")

    def land() -> None:
        if sprite in table.tile_flyers:
            table.tile_flyers.remove(sprite)
        table.shown["tiles"][cell] = "down"

    return Sequence(Wait(i * TILE_GAP), Call(leave),
                    Parallel(Tween(sprite, "x", None, to[0], TILE_FLIGHT, "out_cubic"),
                             Tween(sprite, "y", None, to[1], TILE_FLIGHT, "out_cubic"),
                             Sequence(Tween(sprite, "lift", 0.0, 30.0, TILE_FLIGHT / 2,
                                            "out_sine"),
                                      Tween(sprite, "lift", 30.0, 0.0, TILE_FLIGHT / 2,
                                            "in_sine"))),
                    Call(land))
