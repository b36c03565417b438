"""Reactions that tell nobody what a hand holds.

The online rules' auto-pass skips a player who holds no answer, which "risks giving
information to your opponents". Here a game with people runs the rules with auto-pass off
(`game.match`), so the rules ask every seat in every reaction window, and the table decides
how each seat answers:

- An AI answers every question after the same REACTION_PAUSE, whether or not it holds an
  answer (its thinking starts at once and takes far less than the pause).
- A person whose own auto-pass switch is off is asked every time: in hot seat behind their
  hand-off, and holding nothing they see "Nothing to answer with" and Continue.
- A person whose switch is on and who holds no answer is answered for (Pass) after the same
  pause, without a hand-off. Each person sets their switch behind their own hand-off, so no
  one knows another's.

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


def answered_for(match: Match, seat: int | None) -> bool:
    """Whether the table answers Pass for `seat` now: a person whose switch is on and who
    holds no answer to the question they are asked."""
    if seat is None or seat != match.to_move:
        return False
    person = match.seats[seat]
    return not person.is_ai and person.auto_pass and nothing_to_answer(match)


class Asking:
    """Answers for a person whose auto-pass switch is on, after the AI's pause."""

    def __init__(self, table: BoomBahTable) -> None:
        self.table = table
        self.waited = 0.0

    def update(self, dt: float) -> None:
        table, match = self.table, self.table.match
        if table.replay or table.animating or not answered_for(match, match.to_move):
            self.waited = 0.0
            return
        self.waited += dt
        if self.waited >= REACTION_PAUSE:
            self.waited = 0.0
            table.perform(Pass())
