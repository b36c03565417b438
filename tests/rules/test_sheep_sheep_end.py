"""Sheep Sheep: the blocked grid, the end of the game, scoring and tie-breaks."""

from collections import Counter

import pytest

from game.rules.sheep_sheep import COLOURS, STUCK_TURNS, EndTurn, Refill
from game.rules.sheep_sheep.cards import card_of
from game.rules.sheep_sheep.diagram import position

R, O, Y, G, B, P = COLOURS  # noqa: E741 (the diagrams' letters)

CALM = "Rg Oy Bp\nYb Ro Gp\nPb Go Yr"
LINE = "Rb Rg Ry\nOb Go Yr\nPb Go Yp"
HANDS = ("ry gb op yp", "rb og yg bp")


def kinds(events):
    return [e.kind for e in events]


def cards_of(grid):
    return Counter(card_of(f) for f in grid if f)


# --------------------------------------------------------------------------- the blocked grid

def test_two_turns_in_a_row_without_a_collection_re_deal_the_grid():
    state = position(CALM, HANDS, seed=4)
    before = cards_of(state.grid)
    assert kinds(state.apply(EndTurn())) == ["nothing_collected", "turn_began"]
    assert state.dry_turns == 1 and state.grid == position(CALM, HANDS).grid
    events = state.apply(EndTurn())
    assert kinds(events) == ["nothing_collected", "grid_redealt", "turn_began"]
    redealt = events[1]
    assert redealt.reveals and len(redealt.public["grid"]) == 9
    assert cards_of(state.grid) == before and state.grid != position(CALM, HANDS).grid
    assert state.to_move == 0 and not state.is_over


def test_a_collection_resets_the_count_of_dry_turns():
    state = position(LINE, HANDS, pile="gb yp ob", dry_turns=1)
    state.apply(EndTurn())
    assert state.dry_turns == 0


# --------------------------------------------------------------------------- the end

def test_the_game_ends_when_the_pile_cannot_refill_the_grid():
    state = position(LINE, HANDS, pile="gb yp")
    events = state.apply(EndTurn())
    assert kinds(events) == ["collected", "game_over"]
    assert state.is_over and state.to_move is None and state.legal_actions() == []
    assert state.collected[0] == [(R, B), (R, G), (R, Y)]   # the last collection counts
    over = events[-1].for_seat(1)
    assert over["reason"] == "The draw pile could not refill the grid."
    assert over["lucky"] == [R, B] and over["scores"] == [6, 0]


def test_a_pile_that_exactly_refills_the_grid_plays_on():
    state = position(LINE, HANDS, pile="gb yp oy")
    state.apply(EndTurn())
    for cell in (0, 1, 2):
        state.apply(Refill(cell, state.drawn[0]))
    assert not state.is_over and state.pile == [] and state.to_move == 1


def test_with_the_pile_empty_two_dry_turns_end_the_game():
    state = position(CALM, HANDS, pile="")
    state.apply(EndTurn())
    assert not state.is_over
    events = state.apply(EndTurn())
    assert kinds(events) == ["nothing_collected", "game_over"]
    assert "two turns in a row" in events[-1].public["reason"]


def test_with_the_pile_empty_any_collection_ends_the_game():
    state = position(LINE, HANDS, pile="")
    state.apply(EndTurn())
    assert state.is_over and len(state.collected[0]) == 3


def test_a_stuck_flock_ends_the_game():
    state = position(CALM, HANDS, dry_turns=STUCK_TURNS - 1)
    events = state.apply(EndTurn())
    assert state.is_over and kinds(events) == ["nothing_collected", "game_over"]
    assert f"{STUCK_TURNS} turns in a row" in events[-1].public["reason"]


def test_a_game_ends_after_twelve_fruitless_turns_at_most():
    state = position(CALM, HANDS, seed=1)
    turns = 0
    while not state.is_over:
        if state.phase == "refill":
            state.apply(state.legal_actions()[0])
            continue
        state.apply(EndTurn())
        turns += 1
    assert turns <= STUCK_TURNS + 1


# --------------------------------------------------------------------------- scoring

def finished(collected, lucky=(R, B)):
    """A game just ended (empty pile, a dry turn before): scores from `collected`."""
    state = position(CALM, HANDS, pile="", dry_turns=1, collected=collected, lucky=lucky)
    state.apply(EndTurn())
    assert state.is_over
    return state.result()


def test_one_point_per_card_without_lucky_colours():
    result = finished(["Gb Go Yr", "Gr Gy Oy Pb"])
    assert result.scores == [3, 4] and result.winners == [1]
    assert result.breakdown[0] == [("Sheep collected", 3),
                                   ("red: 2 points each", 0)]


def test_cards_showing_your_lucky_colour_count_twice():
    # Seat 0 is lucky with red, seat 1 with blue: a red sheep under a blue one does not count.
    result = finished(["Rb Rg Gy", "Bo By Rb Gb Ob"])
    assert result.scores == [3 + 2, 5 + 2]
    assert result.breakdown[1] == [("Sheep collected", 5),
                                   ("blue: 2 points each", 2)]


@pytest.mark.parametrize(("collected", "winners", "why"), [
    # 6 points each: seat 1 has more lucky-colour cards (2 against 1).
    (["Rb Gy Gy Oy Py", "Bo By Gy Gy"], [1], "more sheep of their lucky colour"),
    # 5 points each, one lucky card each: seat 0 has three greens, seat 1 two yellows.
    (["Rb Gy Go Gr", "Br Yg Yp Oy"], None, None),
    # Everything equal: the win is shared.
    (["Rb Gy Go", "Br Gy Gr"], [0, 1], None),
])
def test_tie_breaks(collected, winners, why):
    result = finished(collected)
    assert result.scores[0] == result.scores[1]
    if winners is None:  # decided by the most cards of one colour
        assert result.winners == [0]
        assert result.note == f"Tied at {result.scores[0]} points: seat 1 collected more " \
                              "sheep of one colour."
        return
    assert result.winners == winners
    if why:
        assert why in result.note
    else:
        assert result.note == ""
