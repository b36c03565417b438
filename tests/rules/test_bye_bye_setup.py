"""Bye-Bye Black Sheep set-up: the cards in play per player count, and the advanced choice."""

from __future__ import annotations

from collections import Counter

import pytest

from game.rules.bye_bye import ADVANCED_OFFER, PLAYER_COUNTS, SET_NAMES, SPEC, Choose, card_name
from game.rules.bye_bye.invariants import problems
from tests.rules.test_bye_bye_helpers import BS, kinds, refused

# The rulebook's preparation table: players -> (sets, Black Sheep, Eagles, Moles), deal, hand,
# triplets to win.
RULEBOOK = {2: ((12, 2, 1, 1), 6, 8, 5), 3: ((12, 3, 2, 1), 5, 7, 4),
            4: ((14, 4, 2, 2), 5, 7, 3), 5: ((16, 5, 3, 2), 5, 7, 3)}


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_data_table_is_the_rulebooks(players):
    (sets, _, eagles, moles), deal, hand, wins = RULEBOOK[players]
    row = PLAYER_COUNTS[players]
    assert (row.sets, row.eagles, row.moles, row.deal, row.hand, row.triplets) == (
        sets, eagles, moles, deal, hand, wins)


def test_sets_have_their_reconstructed_names():
    assert len(SET_NAMES) == 16 and SET_NAMES[1] == "penguin" and SET_NAMES[16] == "polar bear"
    assert card_name("3") == "tiger" and card_name("magpie") == "Thieving Magpie"


@pytest.mark.parametrize("seed", range(5))
def test_two_players_get_six_set_cards_a_black_sheep_and_an_eagle_or_a_mole(seed):
    state = SPEC.start(2, seed)
    assert problems(state) == []
    for hand in state.hands:
        assert len(hand) == 8 and hand.count(BS) == 1
        assert sum(c.isdigit() for c in hand) == 6
    assert sorted(c for h in state.hands for c in h if c in ("eagle", "mole")) == ["eagle", "mole"]
    assert len(state.pile) == 12 * 4 - 12 and all(int(c) <= 12 for c in state.pile)
    assert state.magpie_waiting and state.phase == "draw" and state.to_move == 0
    assert state.view(0)["target"] == 5 and state.view(0)["hand_limit"] == 8


@pytest.mark.parametrize("seed", range(5))
def test_five_players_get_five_set_cards_a_black_sheep_and_one_other_special(seed):
    state = SPEC.start(5, seed)
    assert problems(state) == []
    specials = Counter()
    for hand in state.hands:
        assert len(hand) == 7 and hand.count(BS) == 1
        assert sum(c.isdigit() for c in hand) == 5
        specials.update(c for c in hand if not c.isdigit() and c != BS)
    assert specials == Counter({"eagle": 3, "mole": 2})
    assert len(state.pile) == 16 * 4 - 25
    assert state.view(None)["target"] == 3


@pytest.mark.parametrize("players", [3, 4])
def test_three_and_four_players_deal_the_tables_specials(players):
    state = SPEC.start(players, 1)
    (sets, _, eagles, moles), _, _, _ = RULEBOOK[players]
    specials = Counter(c for h in state.hands for c in h if c in ("eagle", "mole"))
    assert specials == Counter({"eagle": eagles, "mole": moles})
    assert {int(c) for c in state.pile} <= set(range(1, sets + 1))


def test_advanced_players_choose_in_turn_and_are_dealt_the_chosen_cards_at_random():
    state = SPEC.start(3, 4, {"advanced": "on"})
    assert state.phase == "choose" and state.to_move == 0
    assert Counter(state.view(0)["offer"]) == Counter(ADVANCED_OFFER) and len(ADVANCED_OFFER) == 8
    assert [a.card for a in state.legal_actions()] == ["eagle", "mole", "white_sheep",
                                                       "mother_sheep", "wolf"]
    assert all(h.count(BS) == 1 and len(h) == 6 for h in state.hands)
    state.apply(Choose("wolf"))
    assert state.to_move == 1
    refused(state, Choose("wolf"), "not on offer")
    state.apply(Choose("eagle"))
    events = state.apply(Choose("eagle"))
    assert kinds(events) == ["special_chosen"] + ["special_dealt"] * 3 + ["turn_began"]
    assert state.phase == "draw" and state.to_move == 0
    dealt = Counter(c for h in state.hands for c in h if not c.isdigit() and c != BS)
    assert dealt == Counter({"eagle": 2, "wolf": 1})
    assert all(len(h) == 7 for h in state.hands) and problems(state) == []
    assert state.view(1)["specials"] == ["eagle", "eagle", "wolf"]
    secret = [e for e in events if e.kind == "special_dealt"]
    assert all(e.for_seat(e.public["seat"])["card"] for e in secret)
    assert all("card" not in e.for_seat((e.public["seat"] + 1) % 3) for e in secret)


def test_the_chosen_cards_are_dealt_at_random():
    owners = set()
    for seed in range(20):
        state = SPEC.start(2, seed, {"advanced": "on"})
        state.apply(Choose("wolf"))
        state.apply(Choose("mole"))
        owners.add(next(s for s, h in enumerate(state.hands) if "wolf" in h))
    assert owners == {0, 1}


def test_a_choice_outside_the_set_up_is_refused():
    state = SPEC.start(2, 1)
    refused(state, Choose("wolf"), "only while setting up the advanced game")
    chooser = SPEC.start(2, 1, {"advanced": "on"})
    refused(chooser, Choose("black_sheep"), "not on offer")
