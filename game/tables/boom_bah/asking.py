"""Reactions that tell nobody what a hand holds.

The online rules' auto-pass skips a player who holds no answer, which "risks giving
information to your opponents". Here a game with people runs the rules with auto-pass off
(`game.match`), so the rules ask every seat in every reaction window, and the table decides
how each seat answers:

- An AI answers every question after the same REACTION_PAUSE, whether or not it holds an
  answer (its thinking starts at once and takes far less than the pause).
- Each person chooses when they are asked (`Seat.asked`, on the new-game screen, and beside
  their hand with key A):
  - "always": asked every time, in hot seat behind their hand-off; holding nothing they see
    "Nothing to answer with" and Continue. Private, and slow.
  - "answer": holding no answer they are answered for (Pass) after the same pause, without
    a hand-off. Quicker, but whoever sees a hand-off come knows that they hold an answer.
  - "never": answered for (Pass) at once, without a hand-off, whatever they hold.

Hand-offs come only when the person at the screen changes, so a window asks each person
once, in turn order, and nobody gets two hand-offs in a row.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.match import Match
from game.rules.boom_bah import Pass

if TYPE_CHECKING:
    from game.tables.boom_bah.table import BoomBahTable

REACTION_PAUSE = 0.6  # seconds, at any animation speed, before a question is answered for a seat


def question_open(match: Match) -> bool:
    """Someone is being asked a reaction (an answer to a card, a mine, a bump)."""
    return not match.is_over and Pass() in match.legal_actions()


def nothing_to_answer(match: Match) -> bool:
    """The seat asked holds no card that answers the question."""
    return not match.is_over and match.legal_actions() == [Pass()]


def asked(match: Match, seat: int) -> str:
    """When the person at `seat` is asked (`Seat.asked`; a seat nobody set: "answer")."""
    return match.seats[seat].asked or "answer"


def answered_for(match: Match, seat: int | None) -> bool:
    """Whether the table answers Pass for `seat` now: a person asked the question who chose
    never to be asked, or to be asked only with an answer and holds none."""
    if seat is None or seat != match.to_move or match.seats[seat].is_ai:
        return False
    mode = asked(match, seat)
    return question_open(match) and (mode == "never" or
                                     mode == "answer" and nothing_to_answer(match))


class Asking:
    """Answers for a person the table passes for: after the AI's pause for one asked only
    with an answer (the pause says nothing about their hand), at once for one never asked."""

    def __init__(self, table: BoomBahTable) -> None:
        self.table = table
        self.waited = 0.0

    def update(self, dt: float) -> None:
        table, match = self.table, self.table.match
        if table.replay or table.animating or not answered_for(match, match.to_move):
            self.waited = 0.0
            return
        self.waited += dt
        if self.waited >= REACTION_PAUSE or asked(match, match.to_move) == "never":
            self.waited = 0.0
            table.perform(Pass())
