"""The critic's round 15 at the Bye-Bye table: the log at a lay-out tells things in the order
the rules do them, with numbers that add up; one look for every zoo; the gold marks
explained; the stop decision in your panel; a moment for the winning triplet; results that
show who came close."""

from __future__ import annotations

from game.rules.bye_bye import EndTurn, Place, State, Stop
from tests.tables.bye_bye.test_table import against_ai, seat_at, settle, start


def lay_out_log(app) -> list[str]:
    """The log lines from a stop with four cards at the watering hole (up to two may go in
    the zoo) through one card laid from the watering hole and one from the hand."""
    table = start(app, against_ai(2))
    state = State.from_position(2, hands=[["3", "3", "7", "black_sheep"], ["9", "black_sheep"]],
                                zoos=[["3"], []], watering=["5", "6", "10", "8"])
    seat_at(app, table, state)
    before = len(table.log.lines)
    for action in (Stop(), Place("5"), Place("7")):
        table.perform(action)
        settle(app, table)
    if table.view["phase"] == "place":
        table.perform(EndTurn())
        settle(app, table)
    return [line.text for line in table.log.lines[before:]]


def test_a_lay_out_takes_the_cards_first_and_never_again(app):
    """Critic 15: "Bitzer may put up to 9 cards in the zoo", a lay-out, then "Bitzer takes 5
    cards from the watering hole": the cards taken after they were laid, and 5 + 9 not the 11
    drawn. The stop's line now takes all the cards into the hand first (the rules' order),
    and no line takes them again."""
    said = lay_out_log(app)
    stop = next(i for i, line in enumerate(said) if "may put" in line)
    assert said[stop] == "You take the 4 cards into your hand and may put up to 2 in your zoo"
    laid = next(i for i, line in enumerate(said) if "lay out" in line or "puts" in line)
    assert stop < laid, said
    assert not any("from the watering hole" in line for line in said), said
