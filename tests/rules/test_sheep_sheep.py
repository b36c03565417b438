"""Sheep Sheep turns: set-up, exchanges, groups and refills (a position, a move, the result).

Grid diagrams: the letter of the colour showing (R O Y G B P), then the one underneath;
hands are two letters per card. See `game.rules.sheep_sheep.diagram`.
"""

import json
from collections import Counter

import pytest

from game.rules.base import IllegalAction, action_from_json, dumps
from game.rules.sheep_sheep import (
    ACTION_CLASSES,
    COLOURS,
    COMPOSITION,
    SPEC,
    EndTurn,
    Exchange,
    Refill,
    groups,
)
from game.rules.sheep_sheep.cards import card_of
from game.rules.sheep_sheep.diagram import position

R, O, Y, G, B, P = COLOURS  # noqa: E741 (the diagrams' letters)

# No two neighbours share a colour: nothing to collect yet.
CALM = """
Rg Oy Bp
Yb Ro Gp
Pb Go Yr
"""
HANDS = ("ry gb op yp", "rb og yg bp")


def refused(state, action, sentence):
    before = dumps(state.snapshot())
    with pytest.raises(IllegalAction, match=sentence):
        state.apply(action)
    assert dumps(state.snapshot()) == before


def kinds(events):
    return [e.kind for e in events]


# --------------------------------------------------------------------------- set-up

def test_the_deck_is_every_pair_of_colours_three_times():
    assert len(COMPOSITION) == 15 and set(COMPOSITION.values()) == {3}
    assert all(a != b for a, b in COMPOSITION)


@pytest.mark.parametrize("seed", range(40))
def test_set_up_deals_lucky_sheep_four_cards_each_and_a_grid_with_no_group(seed):
    state = SPEC.start(2, seed)
    assert len(set(state.lucky)) == 2 and set(state.lucky) <= set(COLOURS)
    assert [len(h) for h in state.hands] == [4, 4]
    assert all(state.grid) and not groups(state.showing())
    assert len(state.pile) == 45 - 8 - 9
    assert state.to_move == 0 and state.phase == "exchange"
    dealt = Counter(state.pile) + Counter(c for h in state.hands for c in h)
    dealt.update(card_of(f) for f in state.grid)
    assert dealt == Counter(COMPOSITION)


def test_only_two_players():
    assert (SPEC.id, SPEC.title, SPEC.min_players, SPEC.max_players) == (
        "sheep_sheep", "Sheep Sheep", 2, 2)
    with pytest.raises(IllegalAction):
        SPEC.start(3, 1)


# --------------------------------------------------------------------------- exchanges

def test_an_exchange_takes_the_sheep_matching_the_down_side():
    state = position(CALM, HANDS)
    # red/yellow laid yellow side up: its down side is red, so it takes the red sheep.
    events = state.apply(Exchange(0, (R, Y), Y))
    assert state.grid[0] == (Y, R)
    assert sorted(state.hands[0]) == sorted([(R, G), (G, B), (O, P), (Y, P)])
    assert events[0].public == {"seat": 0, "cell": 0, "placed": [Y, R], "taken": [R, G]}
    assert state.to_move == 0 and state.exchanges == 1


def test_either_face_of_your_card_can_go_down():
    state = position(CALM, HANDS)
    # The same red/yellow card, red side up, takes a yellow sheep instead.
    assert Exchange(3, (R, Y), R) in state.legal_actions()
    assert Exchange(0, (R, Y), Y) in state.legal_actions()
    state.apply(Exchange(3, (Y, R), R))  # the card may be named in either order
    assert state.grid[3] == (R, Y) and (Y, B) in state.hands[0]


def test_a_card_just_taken_can_be_used_at_once():
    state = position(CALM, HANDS)
    state.apply(Exchange(0, (R, Y), Y))          # takes red/green
    assert (R, G) in state.hands[0]
    state.apply(Exchange(4, (R, G), G))          # and lays it green side up on a red sheep
    assert state.grid[4] == (G, R) and (R, O) in state.hands[0]
    state.apply(Exchange(1, (R, O), R))          # and that one too, red side up
    assert state.grid[1] == (R, O) and (O, Y) in state.hands[0] and state.exchanges == 3


@pytest.mark.parametrize(("action", "sentence"), [
    (Exchange(2, (R, Y), Y),
     "That card's down side is red; the sheep you take must be red, and this one is blue."),
    (Exchange(0, (R, B), B), "You hold no red/blue card."),
    (Exchange(0, (G, B), O), "A green/blue card has no orange side."),
    (Exchange(9, (R, Y), Y), "There is no such cell in the grid."),
    (Exchange(1, (O, P), B), "An orange/purple card has no blue side."),
    (Refill(0, R), "only while refilling"),
])
def test_exchanges_refused_with_a_sentence(action, sentence):
    refused(position(CALM, HANDS), action, sentence)


# --------------------------------------------------------------------------- groups

@pytest.mark.parametrize(("grid", "cells"), [
    ("Rb Rg Ry\nOb Go Yr\nPb Go Yp", [[0, 1, 2]]),                 # a line
    ("Bo Rg Yp\nBg Go Pr\nBr Bo Yp", [[0, 3, 6, 7]]),              # an L
    ("Go Gb Gy\nOb Gy Yr\nPb Yo Rp", [[0, 1, 2, 4]]),              # a T
    ("Rb Rg Ry\nOb Go Yr\nBp Bo By", [[0, 1, 2], [6, 7, 8]]),      # two groups at once
    ("Pb Pg Py\nPr Po Pr\nPg Po Py", [list(range(9))]),            # all nine
])
def test_ending_the_turn_collects_every_group_of_three_or_more(grid, cells):
    state = position(grid, HANDS, pile="rb " * 9)
    showing = state.showing()
    events = state.apply(EndTurn())
    collected = next(e for e in events if e.kind == "collected").public
    assert [g["cells"] for g in collected["groups"]] == cells
    taken = [c for g in cells for c in g]
    assert state.collected[0] == [position(grid, HANDS).grid[c] for c in taken]
    assert [g["colour"] for g in collected["groups"]] == [showing[g[0]] for g in cells]
    assert all(state.grid[c] is None for c in taken)
    assert state.phase == "refill" and state.to_move == 0


@pytest.mark.parametrize("grid", [
    "Rb Rg Oy\nOb Go Yr\nPb Go Yp",   # two in a row are not enough
    "Rb Og Oy\nOb Rg Yr\nPb Go Rp",   # corners do not join
])
def test_no_group_no_collection(grid):
    state = position(grid, HANDS)
    events = state.apply(EndTurn())
    assert "collected" not in kinds(events)
    assert events[0].public == {"seat": 0, "dry_turns": 1}
    assert state.to_move == 1 and state.collected == [[], []]


def test_an_exchange_completes_a_group_kept_with_the_face_that_showed():
    state = position("Rb Rg Yo\nOb Go Yr\nPb Go Bp", HANDS, pile="rb " * 3)
    state.apply(Exchange(2, (R, Y), R))
    state.apply(EndTurn())
    assert state.collected[0] == [(R, B), (R, G), (R, Y)]


# --------------------------------------------------------------------------- refills

LINE = "Rb Rg Ry\nOb Go Yr\nPb Go Yp"


def test_refill_draws_one_card_at_a_time_and_the_player_picks_cell_and_face():
    state = position(LINE, HANDS, pile="gb yp or ob")
    events = state.apply(EndTurn())
    drawn = events[-1]
    assert drawn.kind == "card_drawn" and drawn.public == {"seat": 0, "card": [G, B], "pile": 3}
    assert drawn.reveals and state.view(1)["drawn"] == [G, B]
    assert state.legal_actions() == [Refill(c, colour) for c in (0, 1, 2) for colour in (G, B)]
    state.apply(Refill(1, B))
    assert state.grid[1] == (B, G) and state.view(0)["drawn"] == [Y, P]
    state.apply(Refill(0, P))
    events = state.apply(Refill(2, O))
    assert state.grid[:3] == [(P, Y), (B, G), (O, R)]
    assert kinds(events) == ["refilled", "turn_began"]
    assert state.to_move == 1 and state.phase == "exchange" and state.exchanges == 0
    assert len(state.pile) == 1


@pytest.mark.parametrize(("action", "sentence"), [
    (Refill(4, G), "The centre cell is not empty"),
    (Refill(0, R), "The card you drew is green/blue; it can show only green or blue."),
    (EndTurn(), "First place the card you drew"),
    (Exchange(4, (G, B), B), "First place the card you drew"),
])
def test_refills_refused_with_a_sentence(action, sentence):
    state = position(LINE, HANDS, pile="gb yp or")
    state.apply(EndTurn())
    refused(state, action, sentence)


def test_a_group_made_by_refilling_stays_for_the_rival():
    state = position(LINE, HANDS, pile="ob oy or")
    state.apply(EndTurn())
    for cell in (0, 1, 2):
        state.apply(Refill(cell, O))
    assert state.to_move == 1 and state.showing()[:4] == [O, O, O, O]
    state.apply(EndTurn())
    assert state.collected[1] == [(O, B), (O, Y), (O, R), (O, B)]


# --------------------------------------------------------------------------- text forms

def test_actions_read_in_the_third_person_and_survive_json():
    for action, text in [
        (Exchange(0, (Y, R), Y), "swaps the red sheep in the top-left cell for a red/yellow "
                                 "card, yellow side up"),
        (EndTurn(), "ends the turn"),
        (Refill(4, B), "puts a blue sheep in the centre cell"),
        (Refill(8, O), "puts an orange sheep in the bottom-right cell"),
    ]:
        assert str(action) == text
        again = action_from_json(json.loads(json.dumps(action.to_json())), ACTION_CLASSES)
        assert again == action


def test_rules_text_states_our_rulings():
    text = SPEC.rules_text
    for words in ("## Our rulings", "no limit", "down side", "Lucky Sheep",
                  "corners do not count", "shared"):
        assert words in text
