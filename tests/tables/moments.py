"""Moments the table tests stage by hand, and the wait for the person's decision."""

from __future__ import annotations

from game.rules.base import Event
from game.rules.boom_bah import board as cells


def mine_under_a_sheep(table) -> int:
    """Animate a sheep of seat 0 turning up a land mine on a free field cell of a
    Sheep-Boom-Bah table, and the blast; returns the cell."""
    cell = next(c for c in cells.FIELD if table.match.state.sheep[c] is None)
    table.shown["sheep"][cell] = 0
    table.animate([Event("tile_flipped", {"cell": cell, "tile": "mine", "seat": 0}),
                   Event("mine_exploded", {"seat": 0, "cell": cell}),
                   Event("tile_changed", {"cell": cell, "tile": "cross"}),
                   Event("sheep_to_graveyard", {"seat": 0, "source": cell})])
    return cell


def until_my_turn(app, table, frames: int = 3000, patience: float = 30.0) -> bool:
    """Frames (animations skipped, the AI waited for) until it is the person's decision;
    False if it never came."""
    for _ in range(frames):
        table.match.wait_for_ai(patience)
        app.step(1 / 60)
        table.timeline.skip()
        if table.my_turn:
            return True
    return False
