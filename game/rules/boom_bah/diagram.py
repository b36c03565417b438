"""A text form of positions, for tests, debugging and the log.

Seven rows of seven two-character tokens. The first character is the tile: "#" a start
space; face down "s" safe, "m" mine, "a".."d" the barn of seat 0..3; face up "S", "A".."D",
"C" safe cone, "X" safe to cross, "M" a mine whose question is open. The second is the
sheep on it: "." none, or the owner's seat digit.
"""

from __future__ import annotations

from typing import Any

from game.rules.boom_bah import board, tiles
from game.rules.boom_bah.cards import DECK
from game.rules.boom_bah.state import State

_DOWN = {"s": tiles.SAFE, "m": tiles.MINE}
_UP = {"S": tiles.SAFE, "C": tiles.CONE, "X": tiles.CROSS, "M": tiles.MINE}


def _tile(char: str) -> tuple[str, bool]:
    if char in _DOWN:
        return _DOWN[char], False
    if char in _UP:
        return _UP[char], True
    if char.lower() in "abcd":
        return tiles.barn("abcd".index(char.lower())), char.isupper()
    raise ValueError(f"Unknown tile {char!r} in a diagram.")


def position(text: str, players: int = 2, seed: int = 0, **fields: Any) -> State:
    """A state in play with the board drawn in `text`; `fields` overwrite attributes
    (hands, barns, actions_left, turn, ...). Cards not in a hand or the discard form the deck."""
    rows = [line.split() for line in text.strip().splitlines()]
    if len(rows) != board.SIZE or any(len(r) != board.SIZE for r in rows):
        raise ValueError("A diagram has seven rows of seven tokens.")
    state = State(players, seed, {"quick_setup": "on", **fields.pop("options", {})})
    for cell, token in zip(board.CELLS, (t for row in rows for t in row), strict=True):
        if board.is_start(cell) != (token[0] == "#"):
            wanted = "#" if board.is_start(cell) else "a tile"
            raise ValueError(f"Cell {board.name(cell)} must be {wanted}.")
        if token[0] != "#":
            state.tiles[cell], state.revealed[cell] = _tile(token[0])
        state.sheep[cell] = None if token[1] == "." else int(token[1])
    for name, value in fields.items():
        setattr(state, name, value)
    state.hands = [sorted(h) for h in state.hands]
    held = {c for h in state.hands for c in h} | set(state.discard)
    held |= {c for c in state.wild_wool if c}
    state.deck = [c for c in DECK if c not in held]
    state.rng.shuffle(state.deck)
    return state


def text(state: State) -> str:
    """The diagram of a state's board (tiles as they really are)."""
    rows = []
    for row in range(board.SIZE):
        tokens = []
        for cell in range(row * board.SIZE, (row + 1) * board.SIZE):
            kind, up = state.tiles[cell], state.revealed[cell]
            if board.is_start(cell):
                char = "#"
            elif tiles.barn_owner(kind) is not None:
                char = "abcd"[tiles.barn_owner(kind) or 0]
                char = char.upper() if up else char
            else:
                char = {v: k for k, v in (_UP if up else _DOWN).items()}[kind]
            owner = state.sheep[cell]
            tokens.append(char + ("." if owner is None else str(owner)))
        rows.append(" ".join(tokens))
    return "\n".join(rows)
