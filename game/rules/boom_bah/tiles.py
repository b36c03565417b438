"""Field tiles: what lies face down, what a revealed tile becomes, and the default mix.

Kinds: "safe" (a safe field tile), "mine", "barn:<seat>" (the barn of that player's
colour), and the two replacement tiles "cone" (a defused mine) and "cross" (a mine that
went off, or that a sheep was carried away from): both are safe to cross.
"""

from __future__ import annotations

import random

SAFE, MINE, CONE, CROSS = "safe", "mine", "cone", "cross"

# Reconstructed (RULINGS): one barn per player, all eight mines, safe tiles for the rest.
DEFAULT_TILE_MIX: dict[int, dict[str, int]] = {
    2: {"barn": 2, "mine": 8, "safe": 15},
    3: {"barn": 3, "mine": 8, "safe": 14},
    4: {"barn": 4, "mine": 8, "safe": 13},
}

# Points scored at once by the owner of the sheep that reveals (or defuses) a tile.
REVEAL_POINTS = {SAFE: 1, "barn": 3, MINE: 0}
DEFUSE_POINTS = 2
SCORED = ("safe", "barn", "defused")
"""Where the points on the track come from (`State.scored` counts each per seat): safe tiles
and barn tiles turned over, mines defused."""
POINTS_FOR = {"safe": REVEAL_POINTS[SAFE], "barn": REVEAL_POINTS["barn"],
              "defused": DEFUSE_POINTS}


def barn(seat: int) -> str:
    return f"barn:{seat}"


def barn_owner(kind: str) -> int | None:
    """The seat whose barn this tile is, or None if it is not a barn tile."""
    return int(kind[5:]) if kind.startswith("barn:") else None


def source(kind: str) -> str:
    """A turned tile's kind as its source of points: "safe", "barn" or "mine"."""
    return "barn" if barn_owner(kind) is not None else kind


def reveal_points(kind: str) -> int:
    return REVEAL_POINTS[source(kind)]


def check_mix(mix: dict[str, int], players: int, field_size: int) -> None:
    """Refuse a mix that cannot fill the field or lacks a barn per player."""
    if set(mix) != {"barn", "mine", "safe"} or any(n < 0 for n in mix.values()):
        raise ValueError(f"A tile mix needs barn, mine and safe counts, not {mix}.")
    if mix["barn"] != players:
        raise ValueError(f"The field needs one barn per player ({players}), not {mix['barn']}.")
    if sum(mix.values()) != field_size:
        raise ValueError(f"The tile mix has {sum(mix.values())} tiles for {field_size} cells.")


def shuffled_field(mix: dict[str, int], players: int, rng: random.Random) -> list[str]:
    kinds = [barn(s) for s in range(players)] + [MINE] * mix["mine"] + [SAFE] * mix["safe"]
    rng.shuffle(kinds)
    return kinds
