"""Sheep Sheep: the rulings of issue 21, each test naming the line it comes from.

RULINGS.md, Sheep Sheep, is quoted as "RULINGS"; the rulebook is seeds/sheep-sheep.txt.
Grid diagrams: the letter of the colour showing (R O Y G B P), then the one underneath.
"""

import random
from collections import Counter

import pytest

from game.rules.base import RulesFault, dumps
from game.rules.sheep_sheep import COLOURS, SPEC, STUCK_TURNS, EndTurn, Exchange, groups
from game.rules.sheep_sheep import state as state_module
from game.rules.sheep_sheep.cards import card_of, full_deck
from game.rules.sheep_sheep.diagram import position
from game.rules.sheep_sheep.grid import NEIGHBOURS, opening_faces
from game.rules.sheep_sheep.state import deal_grid

R, O, Y, G, B, P = COLOURS  # noqa: E741 (the diagrams' letters)

CALM = "Rg Oy Bp\nYb Ro Gp\nPb Go Yr"
HANDS = ("ry gb op yp", "rb og yg bp")


def kinds(events):
    return [e.kind for e in events]


def has_pair(showing):
    return any(showing[a] == showing[b] for a in range(9) for b in NEIGHBOURS[a])


def everything(state):
    """All that must not change when a move fails: the full state and every seat's view."""
    return dumps(state.snapshot()), [dumps(state.view(s)) for s in (0, 1, None)]


# --------------------------------------------------------------------------- 1. no cap
# Rulebook, "How to play": a player may exchange with the grid any number of times.
# RULINGS: "There is **no cap** on exchanges in a turn ... a person may take them."

# Nine red sheep lie face down under orange, yellow, green and blue; the hand holds no red.
FAR_RED = "Or Yr Gr\nBr Or Yr\nGr Br Or"
FAR_HANDS = ("oy yg gb bo", "gp yp bp op")


def test_a_turn_of_thirteen_exchanges_lines_up_all_nine_red_for_eighteen_points():
    # At least thirteen are needed: each of the nine cells must get a red card laid on it,
    # and for each of the four colours showing, the first red card under it can only be
    # taken by laying one of the hand's non-red cards on it. The old cap of 12 forbade this.
    state = position(FAR_RED, FAR_HANDS, lucky=(R, B))
    assert not any(R in c for c in state.hands[0])
    assert {f[0] for f in state.grid} == {O, Y, G, B} and {f[1] for f in state.grid} == {R}
    route = [
        Exchange(0, (O, Y), Y), Exchange(4, (R, O), R), Exchange(8, (R, O), R),  # orange
        Exchange(1, (Y, G), G), Exchange(5, (R, Y), R), Exchange(0, (R, Y), R),  # yellow
        Exchange(2, (G, B), B), Exchange(6, (R, G), R), Exchange(1, (R, G), R),  # green
        Exchange(3, (O, B), O), Exchange(7, (R, B), R), Exchange(2, (R, B), R),  # blue
        Exchange(3, (R, O), R),
    ]
    for action in route:
        state.apply(action)
    assert state.exchanges == 13 and state.showing() == [R] * 9
    events = state.apply(EndTurn())
    assert events[0].public["groups"] == [{"colour": R, "cells": list(range(9))}]
    assert state.result().scores[0] == 18  # nine red sheep, each doubled by the Lucky Sheep


def test_exchanges_stay_legal_however_many_a_turn_has_made():
    state = position(CALM, HANDS)
    for _ in range(40):
        state.apply(next(a for a in state.legal_actions() if isinstance(a, Exchange)))
    assert state.exchanges == 40 and state.to_move == 0
    assert any(isinstance(a, Exchange) for a in state.legal_actions())
    assert state.view(0)["exchanges"] == 40 and "exchanges_left" not in state.view(0)


# --------------------------------------------------------------------------- 2. set-up
# Rulebook, "Setup": no more than two sheep of one colour side by side; flip cards if so.
# RULINGS: "turned so that no orthogonally connected group of **three** or more sheep of
# one colour shows; pairs are allowed. Choose at random among the turnings that work."

def test_set_up_never_shows_a_group_of_three_but_often_shows_a_pair():
    pairs = 0
    for seed in range(300):
        showing = SPEC.start(2, seed).showing()
        assert groups(showing) == [], f"seed {seed} opens with a group"
        pairs += has_pair(showing)
    assert pairs > 100  # pairs are allowed, and a random turning makes them often


def test_set_up_picks_among_all_the_turnings_that_work_with_the_states_own_generator():
    nine = full_deck()[::5]
    chosen = {tuple(opening_faces(nine, random.Random(seed))) for seed in range(200)}
    assert len(chosen) > 50  # the opening varies
    assert all(not groups([f[0] for f in faces]) for faces in chosen)
    assert any(has_pair([f[0] for f in faces]) for faces in chosen)
    assert SPEC.start(2, 11).grid == SPEC.start(2, 11).grid  # same seed, same opening


def test_a_nine_that_cannot_avoid_pairs_is_turned_without_a_re_deal():
    # Blue/purple in the top-left corner between purple/yellow and purple/green: no turning
    # keeps every pair of neighbours apart (the withdrawn stricter rule re-dealt this), but
    # one without a group of three is easy.
    nine = [(B, P), (Y, P), (R, P), (G, P), (Y, G), (R, Y), (B, P), (G, B), (O, Y)]
    faces = opening_faces(nine, random.Random(0))
    assert faces is not None and not groups([f[0] for f in faces])
    assert has_pair([f[0] for f in faces])
    assert sorted(card_of(f) for f in faces) == sorted(card_of(c) for c in nine)


# RULINGS: "if a deal ever cannot be fixed, shuffle the nine back into the pile and deal
# again." No real nine cards are known that cannot be turned; one-coloured stand-ins show it.

def test_only_a_nine_that_no_turning_fixes_is_dealt_again():
    stuck = [(P, P)] * 9   # every turning shows nine purple sheep
    assert opening_faces(stuck, random.Random(0)) is None
    pile = full_deck()[:30] + stuck
    grid = deal_grid(pile, random.Random(3))
    assert not groups([f[0] for f in grid])
    assert Counter(pile) + Counter(card_of(f) for f in grid) == Counter(full_deck()[:30] + stuck)
    # A nine that can be turned is kept: exactly the top nine, nothing shuffled back.
    pile = full_deck()
    top = Counter(pile[-9:])
    grid = deal_grid(pile, random.Random(3))
    assert Counter(card_of(f) for f in grid) == top and pile == full_deck()[:-9]


# --------------------------------------------------------------------------- 3. the stall end
# RULINGS: "twelve turns in a row without a collection end it, scored as usual" (our
# addition); issue 21: nothing earlier may end a game that still has cards in the pile.

def test_eleven_dry_turns_leave_a_game_with_cards_in_the_pile_going_the_twelfth_ends_it():
    state = position(CALM, HANDS, pile="gb", seed=2)
    for turn in range(1, STUCK_TURNS):
        events = state.apply(EndTurn())
        assert not state.is_over, f"the game ended after {turn} dry turns"
        assert ("grid_redealt" in kinds(events)) == (turn % 2 == 0)
    events = state.apply(EndTurn())
    assert state.is_over and state.end_reason == "stuck" and state.pile == [(G, B)]
    assert kinds(events) == ["nothing_collected", "game_over"]


@pytest.mark.parametrize("dry", range(STUCK_TURNS - 1))
def test_no_count_of_dry_turns_below_twelve_ends_a_game_with_cards_in_the_pile(dry):
    state = position(CALM, HANDS, pile="gb", dry_turns=dry)
    state.apply(EndTurn())
    assert not state.is_over and state.dry_turns == dry + 1


# RULINGS, "Blocked": both players end a turn in a row without collecting -> the nine centre
# cards are shuffled and dealt again, faces random (the set-up rule does not apply).

def test_the_blocked_grid_is_the_same_nine_cards_shuffled_with_random_faces():
    start = position(CALM, HANDS).grid
    grids = []
    for seed in range(60):
        state = position(CALM, HANDS, seed=seed)
        state.apply(EndTurn())
        events = state.apply(EndTurn())
        assert "grid_redealt" in kinds(events)
        assert Counter(map(card_of, state.grid)) == Counter(map(card_of, start))
        grids.append(state.grid)
    ups = Counter((card_of(f), f[0]) for grid in grids for f in grid)
    assert all(ups[(card_of(f), f[0])] and ups[(card_of(f), f[1])] for f in start)
    assert any(groups([f[0] for f in grid]) for grid in grids)  # faces random: groups happen


# --------------------------------------------------------------------------- atomic moves
# DESIGN.md: apply is atomic; a move that fails inside leaves the state exactly as before.

def _break(monkeypatch, target, name):
    def broken(*args, **kwargs):
        raise RuntimeError("injected")
    monkeypatch.setattr(target, name, broken)


@pytest.mark.parametrize(("grid", "fields", "action", "target", "name"), [
    # the hand has changed, the grid not yet
    (CALM, {}, Exchange(0, (R, Y), Y), state_module, "card_key"),
    # the group is collected and the cells emptied, the first card not yet drawn
    ("Rb Rg Ry\nOb Go Yr\nPb Go Yp", {"pile": "gb yp ob"}, EndTurn(),
     state_module.SheepSheepState, "_next_refill"),
    # the dry turn is counted, the grid not yet re-dealt
    (CALM, {"dry_turns": 1}, EndTurn(), state_module.SheepSheepState, "_redeal"),
    # the stall is decided, the result not yet written
    (CALM, {"dry_turns": STUCK_TURNS - 1}, EndTurn(), state_module.SheepSheepState, "result"),
])
def test_a_move_that_fails_half_way_leaves_everything_as_it_was(
        monkeypatch, grid, fields, action, target, name):
    state = position(grid, HANDS, **fields)
    before, legal = everything(state), state.legal_actions()
    _break(monkeypatch, target, name)
    with pytest.raises(RulesFault) as fault:
        state.apply(action)
    assert isinstance(fault.value.__cause__, RuntimeError)
    monkeypatch.undo()
    assert everything(state) == before and state.legal_actions() == legal
    state.apply(action)  # and the same move then goes through
