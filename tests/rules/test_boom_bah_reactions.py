"""Sheep-Boom-Bah: answers out of turn (EIEI...NO chains, mines, wolves) and auto-pass."""

from __future__ import annotations

import random

import pytest

from game.rules.base import IllegalAction
from game.rules.boom_bah import Discard, EndTurn, Move, Pass, Play
from game.rules.boom_bah.board import cell
from game.rules.boom_bah.diagram import position
from game.rules.boom_bah.frames import MineQuestion

BOARD = """
#0 #. #. #. #. #. #.
#. S0 s. s. s. s. #.
#. S1 m. a. s. s. #.
#. s. s. s. s. s. #.
#. s. s. s. s. s. #.
#. s. s. s. s. s. #.
#. #. #. #. #2 #. #1
"""
FLEECE = Play("golden_fleece:0")


def three(hands, **fields):
    return position(BOARD, players=3, hands=hands, **fields)


def test_a_card_waits_for_each_rival_holding_eiei_no_in_turn_order():
    state = three([["golden_fleece:0"], ["eiei_no:1"], ["eiei_no:2"]])
    events = state.apply(FLEECE)
    assert state.to_move == 1 and events[-1].kind == "reaction_asked"
    assert state.legal_actions() == [Play("eiei_no:1"), Pass()]
    state.apply(Pass())
    assert state.to_move == 2
    state.apply(Pass())
    assert state.to_move == 0 and state.actions_left == 3
    assert state.discard == ["golden_fleece:0"]


def test_auto_pass_skips_seats_without_an_answer_but_off_asks_everyone():
    state = three([["golden_fleece:0"], ["dog:1"], ["eiei_no:2"]])
    state.apply(FLEECE)
    assert state.to_move == 2
    state = three([["golden_fleece:0"], ["dog:1"], []], options={"auto_pass": "off"})
    state.apply(FLEECE)
    assert state.to_move == 1 and state.legal_actions() == [Pass()]
    state.apply(Pass())
    assert state.to_move == 2


def test_eiei_no_stands_when_nobody_counters():
    state = three([["golden_fleece:0"], ["eiei_no:1"], []])
    state.apply(FLEECE)
    events = state.apply(Play("eiei_no:1"))
    cancelled = [e for e in events if e.kind == "card_cancelled"]
    assert cancelled and cancelled[0].public == {"seat": 0, "card": "golden_fleece:0", "by": 1}
    assert state.actions_left == 2 and not state.pending
    assert sorted(state.discard) == ["eiei_no:1", "golden_fleece:0"]
    assert state.refill_due == [True, True, False]


def test_a_counter_eiei_no_lets_the_card_work():
    state = three([["eiei_no:0", "golden_fleece:0"], ["eiei_no:1"], ["dog:2"]])
    state.apply(FLEECE)
    state.apply(Play("eiei_no:1"))
    assert state.to_move == 0 and Play("eiei_no:0") in state.legal_actions()
    state.apply(Play("eiei_no:0"))
    assert not state.pending and state.actions_left == 3


def test_a_chain_of_three_eiei_no_cancels_the_card():
    state = three([["eiei_no:0", "golden_fleece:0"], ["eiei_no:1"], ["eiei_no:2"]])
    state.apply(FLEECE)
    state.apply(Play("eiei_no:1"))      # against the fleece
    state.apply(Play("eiei_no:2"))      # against seat 1's NO (seat 2 is asked before 0)
    assert state.to_move == 0
    state.apply(Play("eiei_no:0"))      # against seat 2's NO
    assert not state.pending and state.actions_left == 2
    assert len(state.discard) == 4


def test_hero_of_the_herd_defuses_a_mine_out_of_turn():
    # Seat 0 bumps seat 1's sheep from b3 onto the mine at c3.
    state = three([["dog:0"], ["hero_of_the_herd:1"], []])
    state.sheep[cell("a3")] = 0
    state.apply(Move(cell("a3"), cell("b3")))
    assert state.to_move == 1 and state.pending[-1] == MineQuestion(1, cell("c3"), asked=1)
    assert state.view(2)["tiles"][cell("c3")] == "mine"
    state.apply(Play("hero_of_the_herd:1"))
    assert state.tiles[cell("c3")] == "cone" and state.sheep[cell("c3")] == 1
    assert state.points[1] == 2 and state.to_move == 0 and state.actions_left == 1
    assert state.refill_due == [False, True, False] and state.hands[1] == []


def test_am_bah_lance_carries_the_sheep_to_a_free_start_space():
    state = three([[], ["am_bah_lance:1"], []])
    state.sheep[cell("a3")] = 0
    state.apply(Move(cell("a3"), cell("b3")))
    assert Play("am_bah_lance:1", (cell("b1"),)) in state.legal_actions()
    state.apply(Play("am_bah_lance:1", (cell("b1"),)))
    assert state.sheep[cell("b1")] == 1 and state.sheep[cell("c3")] is None
    assert state.tiles[cell("c3")] == "cross" and state.graveyards[1] == 0


def test_a_cancelled_hero_leaves_the_owner_free_to_try_am_bah_lance():
    state = three([["eiei_no:0"], ["am_bah_lance:1", "hero_of_the_herd:1"], []])
    state.sheep[cell("a3")] = 0
    state.apply(Move(cell("a3"), cell("b3")))
    state.apply(Play("hero_of_the_herd:1"))
    assert state.to_move == 0
    state.apply(Play("eiei_no:0"))
    assert state.to_move == 1 and state.pending[-1].kind == "mine"
    state.apply(Pass())
    assert state.graveyards[1] == 1 and state.tiles[cell("c3")] == "cross"
    assert state.points[1] == 0 and not state.pending


def test_the_mover_may_defuse_its_own_mine_on_its_turn():
    state = three([["hero_of_the_herd:0"], [], []])
    state.apply(Move(cell("b2"), cell("c3")))
    assert state.to_move == 0
    state.apply(Play("hero_of_the_herd:0"))
    assert state.sheep[cell("c3")] == 0 and state.points[0] == 2


def test_wolf_sends_the_bumping_sheep_to_the_graveyard_and_nothing_moves():
    state = three([[], ["wolf:2"], []])
    state.sheep[cell("a3")] = 0
    events = state.apply(Move(cell("a3"), cell("b3")))
    assert [e.kind for e in events] == ["reaction_asked"]
    assert state.to_move == 1 and state.pending[-1].kind == "wolf"
    state.apply(Play("wolf:2"))
    assert state.sheep[cell("a3")] is None and state.graveyards[0] == 1
    assert state.sheep[cell("b3")] == 1 and state.actions_left == 1 and state.to_move == 0


def test_a_wolf_passed_lets_the_bump_happen():
    state = three([[], ["wolf:2"], []])
    state.sheep[cell("a3")] = 0
    state.apply(Move(cell("a3"), cell("b3")))
    state.apply(Pass())
    assert state.sheep[cell("b3")] == 0 and state.graveyards[1] == 1   # onto the mine


def test_a_wolf_answered_by_eiei_no_lets_the_bump_happen():
    state = three([["eiei_no:0"], ["wolf:2"], []])
    state.sheep[cell("a3")] = 0
    state.apply(Move(cell("a3"), cell("b3")))
    state.apply(Play("wolf:2"))
    state.apply(Play("eiei_no:0"))
    assert state.sheep[cell("b3")] == 0 and state.graveyards == [0, 1, 0]


def test_the_turn_player_cannot_wolf_its_own_sheep_and_owners_are_asked_in_order():
    state = three([["wolf:0"], ["wolf:1"], ["wolf:2"]])
    state.sheep[cell("c2")] = 2
    state.sheep[cell("d2")] = 0
    # b2(0) -> c2 pushes 2's sheep at c2 and 0's sheep at d2 onward to e2.
    state.apply(Move(cell("b2"), cell("c2")))
    assert state.to_move == 2
    state.apply(Pass())
    assert not state.pending and state.sheep[cell("e2")] == 0


def test_no_question_is_asked_when_only_your_own_sheep_are_bumped():
    state = three([[], ["wolf:1"], []])
    state.sheep[cell("c2")] = 0
    state.apply(Move(cell("b2"), cell("c2")))
    assert not state.pending and state.sheep[cell("d2")] == 0


def test_a_card_played_out_of_turn_is_made_up_at_the_end_of_the_players_next_turn():
    state = three([["golden_fleece:0"], ["eiei_no:1", "dog:1"], []])
    state.apply(FLEECE)
    state.apply(Play("eiei_no:1"))
    for frm, to in (("b2", "c2"), ("c2", "d2")):
        state.apply(Move(cell(frm), cell(to)))
    state.apply(EndTurn())
    assert state.turn == 1 and state.hands[1] == ["dog:1"]
    state.apply(Move(cell("b3"), cell("b4")))
    state.apply(Move(cell("b4"), cell("b5")))
    state.apply(EndTurn())
    assert len(state.hands[1]) == 4 and not state.refill_due[1]


def test_with_auto_pass_off_the_owner_of_a_mined_sheep_is_asked_even_empty_handed():
    state = three([[], [], []], options={"auto_pass": "off"})
    state.apply(Move(cell("b2"), cell("c3")))
    assert state.to_move == 0 and state.legal_actions() == [Pass()]


def test_thank_ewe_is_secret_from_the_third_player():
    state = three([["thank_ewe:0"], ["dog:1"], []])
    events = state.apply(Play("thank_ewe:0", (1,)))
    taken = next(e for e in events if e.kind == "card_taken")
    assert taken.for_seat(2) == {"kind": "card_taken", "seat": 0, "source": 1}
    assert taken.for_seat(1)["card"] == "dog:1"


def test_the_victim_of_thank_ewe_remembers_the_card_until_it_is_shown():
    state = three([["thank_ewe:0", "fox:0"], ["dog:1"], []])
    state.apply(Play("thank_ewe:0", (1,)))
    assert state.view(1)["known"] == {"0": ["dog:1"]} and state.view(2)["known"] == {}
    for seed in range(20):  # the victim's sampled worlds all give the thief that card
        assert "dog:1" in state.determinize(1, random.Random(seed)).hands[0]
    assert any("dog:1" not in state.determinize(2, random.Random(seed)).hands[0]
               for seed in range(20))
    state.apply(Discard("dog:1"))
    assert state.view(1)["known"] == {}


def test_a_card_stolen_from_a_known_hand_leaves_the_others_unsure():
    state = three([["thank_ewe:0", "fox:0"], ["dog:1"], ["thank_ewe:2"]])
    state.apply(Play("thank_ewe:0", (1,)))
    state.turn = 2  # later, seat 2 steals one card of seat 0's two at random
    state.apply(Play("thank_ewe:2", (0,)))
    assert state.view(1)["known"] == {}  # seat 1 no longer knows which card seat 0 kept
    assert state.view(0)["known"] == {"2": [c for c in state.hands[2]]}


def test_refusals_explain_themselves():
    state = three([["eiei_no:0"], ["tornado:1"], []], barns=[[1, 0, 0], [0, 0, 0], [0] * 3])
    cases = [
        (Play("fox:0", (1, 1)), "not in your hand"),
        (Move(cell("b3"), cell("c3")), "your own sheep"),
        (Move(cell("b2"), cell("d2")), "neighbouring field tiles"),
        (Play("eiei_no:0"), "cannot be played like that"),
    ]
    for action, words in cases:
        before = state.snapshot()
        with pytest.raises(IllegalAction, match=words):
            state.apply(action)
        assert state.snapshot() == before
