"""The numbers of the rules, and why a game can end.

There is no limit on exchanges in a turn (the rulebook: as many as you like); an AI bounds
its own search and its own turn, the rules do not.
"""

from __future__ import annotations

PLAYERS = 2
HAND_SIZE = 4
DRY_TURNS_TO_REDEAL = 2
"""Turns in a row without a collection that block the grid: it is re-dealt."""
STUCK_TURNS = 12
"""Turns in a row without a collection that end a game whose pile still has cards (our
addition, so that two players who never collect cannot play for ever)."""
END_REASONS = {
    "pile": "The draw pile could not refill the grid.",
    "dry": "The draw pile is empty and two turns in a row collected nothing.",
    "stuck": f"{STUCK_TURNS} turns in a row collected nothing, even after re-dealing the grid.",
}
