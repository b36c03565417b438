"""The numbers of the rules, and why a game can end."""

from __future__ import annotations

PLAYERS = 2
HAND_SIZE = 4
EXCHANGE_LIMIT = 12
"""Exchanges allowed in one turn (our ruling: without a limit a turn could go on for ever)."""
DRY_TURNS_TO_REDEAL = 2
"""Turns in a row without a collection that block the grid: it is re-dealt."""
STUCK_TURNS = 12
"""Turns in a row without a collection that end the game (five re-deals did not help)."""
END_REASONS = {
    "pile": "The draw pile could not refill the grid.",
    "dry": "The draw pile is empty and two turns in a row collected nothing.",
    "stuck": f"{STUCK_TURNS} turns in a row collected nothing, even after re-dealing the grid.",
}
