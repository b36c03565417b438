"""Bye-Bye Black Sheep: when the win is checked, the end of a game that runs dry, the rulings
for empty hands, and random games that end with a result that adds up. (When a game runs dry
or stalls, rule by rule: test_bye_bye_rulings.py.)"""

from __future__ import annotations

import random

import pytest

from game.rules.bye_bye import SPEC, ByeByeState, Draw, Pass, Place, Stop, triplets
from game.soak import result_problems
from tests.rules.test_bye_bye_helpers import BS, checked, draw, kinds, position, refused

FOUR_TRIPLETS = [1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4]


def test_a_fourth_card_makes_no_second_triplet():
    assert triplets(["1"] * 4 + ["2"] * 3 + ["3"] * 2) == 2


def test_the_win_is_checked_as_soon_as_a_card_goes_in_even_with_placements_left():
    state = position(2, [[5, 5, BS], [5, 6, 7, 8, 9, BS]], zoos=[FOUR_TRIPLETS, []],
                     magpie_waiting=False)
    for card in (5, 6, 7, 8, 9):
        draw(state, 1, card)
    state.apply(Stop())
    state.apply(Place("5"))
    state.apply(Place("5"))
    assert not state.is_over
    events = state.apply(Place("5"))
    assert kinds(events) == ["placed", "game_over"]
    assert state.is_over and state.to_move is None and state.legal_actions() == []
    result = state.result()
    assert result.winners == [0] and result.scores == [5, 0]
    assert state.view(1)["end_reason"] == "Seat 1 has the triplets to win."
    assert state.end_sentence(["Ann", "Bo"]) == "Ann has the triplets to win."
    assert result_problems(state) == []


def test_a_white_sheep_placement_out_of_turn_can_win():
    state = position(4, [[1, BS], [2, 2, "white_sheep", BS], [5, BS], [6, BS]],
                     zoos=[[], [3, 3, 3, 4, 4, 4, 2, 2], [], []], advanced=True,
                     magpie_waiting=False)
    draw(state, 1, "white_sheep")
    assert state.to_move == 1
    events = state.apply(Place("2"))
    assert kinds(events) == ["placed", "game_over"]
    assert state.result().winners == [1] and state.turn == 0


def test_a_magpie_can_break_a_triplet():
    state = position(2, [[1, BS], ["magpie", 6, BS]], zoos=[[], [7, 7, 7]],
                     magpie_waiting=False)
    draw(state, 1, "magpie")
    state.apply(state.legal_actions()[0])
    assert state.zoos[1] == ["7", "7"] and state.result().scores == [0, 0]


# --------------------------------------------------------------------------- running dry

def dry(players=2, zoos=None, **fields):
    """No pile; every hand holds only special cards after the first player's turn."""
    hands = [[BS, "eagle"]] + [[BS]] * (players - 1)
    return ByeByeState.from_position(players, hands, zoos=zoos, pile=[], **fields)


def test_the_game_ends_when_the_pile_and_every_hand_are_out_of_animals():
    state = dry(zoos=[[1, 1, 1, 2], [3, 3, 3, 4, 4]])
    events = state.apply(Stop())
    assert kinds(events)[-1] == "game_over" and state.end_reason == "exhausted"
    result = state.result()
    assert result.scores == [1, 1] and result.winners == [1]
    assert result.note == "Tied on triplets: the most cards in the zoo decide."
    assert state.view(0)["end_reason"].startswith("No card can reach a zoo any more")
    assert result_problems(state) == []


def test_a_dry_game_tied_on_triplets_and_cards_is_shared():
    state = dry(zoos=[[1, 1, 1, 2], [3, 3, 3, 4]])
    state.apply(Stop())
    assert state.result().winners == [0, 1]


def test_a_dry_game_goes_on_while_a_hand_still_has_an_animal():
    state = ByeByeState.from_position(2, [[BS, 5], [BS]], pile=[])
    state.apply(Stop())
    assert not state.is_over and state.turn == 1


# --------------------------------------------------------------------------- empty hands

def test_a_rival_without_cards_cannot_be_drawn_from():
    state = ByeByeState.from_position(3, [[1, BS], [], [2, BS]])
    assert state.legal_actions() == [Draw(2), Stop()]
    refused(state, Draw(1), "Seat 2 has no cards to draw from")


def test_with_nobody_to_draw_from_the_turn_can_only_end_by_stopping():
    state = ByeByeState.from_position(2, [[1, 2, 2, BS], []])
    assert state.legal_actions() == [Stop()]
    state.apply(Stop())
    assert state.turn == 1


def test_a_hand_down_to_its_black_sheep_is_a_sure_bye_bye():
    state = position(2, [[1, BS], [BS]], pile=[])
    draw(state, 1, BS)
    assert state.turn == 1 and state.hands[1] == [BS]


# --------------------------------------------------------------------------- whole games

@pytest.mark.parametrize(("players", "advanced"), [(2, "off"), (3, "on"), (4, "off"),
                                                   (5, "on")])
def test_random_games_end_with_a_result_that_adds_up(players, advanced):
    for seed in range(3):
        state = SPEC.start(players, seed, {"advanced": advanced})
        rng = random.Random(seed)
        while not state.is_over:
            action = rng.choice(state.legal_actions())
            # lay cards whenever possible, so that games also end by triplets
            places = [a for a in state.legal_actions() if isinstance(a, Place | Stop)]
            if isinstance(action, Pass) or (places and rng.random() < 0.5):
                action = places[0] if places else action
            state.apply(action)
            checked(state)
        assert result_problems(state) == []
        assert state.view(None)["hands"] == state.hands
