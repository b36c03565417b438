"""The final places of a finished game, worked out once for the results screen and for a
game's own results panel (which says the tie rule where places are shared): every winner
1st, the others by score and then by the game's own tie-break."""

from __future__ import annotations

from collections.abc import Callable

from game.rules.base import Result

TieBreak = Callable[[int], tuple[int, ...]]


def places(result: Result, tie_break: TieBreak | None = None) -> list[int]:
    """Each seat's final place, 1 the best: every winner is 1st; the others follow by their
    score, then by the game's tie-break (`tie_break(seat)`, as its rules break a tie for the
    win: the most cards in the zoo, ...); those still level share a place (with two winners
    the next is 3rd)."""
    def key(seat: int) -> tuple[int, ...]:
        return (result.scores[seat], *(tie_break(seat) if tie_break else ()))

    ahead = len(result.winners)
    losers = [s for s in range(len(result.scores)) if s not in result.winners]
    return [1 if seat in result.winners else
            1 + ahead + sum(key(o) > key(seat) for o in losers)
            for seat in range(len(result.scores))]


def standings(result: Result, tie_break: TieBreak | None = None) -> list[int]:
    """The seats in the order of their places (a shared place keeps the seat order)."""
    place = places(result, tie_break)
    return sorted(range(len(place)), key=lambda seat: (place[seat], seat))


def shared(place: list[int], seat: int) -> bool:
    """Whether another seat has the same place (a tie the screen says, never hides)."""
    return place.count(place[seat]) > 1
