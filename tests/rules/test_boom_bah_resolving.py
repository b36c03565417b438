"""Sheep-Boom-Bah: a card is checked again when it resolves; nothing crashes or half-happens.

The position that found it: a Thank Ewe against a rival whose only card is an EIEI...NO;
the rival answers, the thief cancels the answer with a second EIEI...NO, and the Thank Ewe
then stands against an empty hand (RULINGS: it does nothing and is still discarded).
"""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from game.rules.base import IllegalAction
from game.rules.boom_bah import EndTurn, Move, Pass, Play
from game.rules.boom_bah.board import cell
from game.rules.boom_bah.cards import card_type
from game.rules.boom_bah.diagram import position
from game.rules.boom_bah.effects import turn_targets
from game.rules.boom_bah.frames import CardWindow, WolfWindow
from game.rules.boom_bah.invariants import problems


def card_problems(state):
    """The invariants about cards (test diagrams do not hold every sheep and tile)."""
    return [p for p in problems(state) if "card" in p or "hand" in p]

BOARD = """
#0 #. #. #. #. #. #.
#. S0 s. s. s. s. #.
#. S1 m. a. s. s. #.
#. s. s. s. s. s. #.
#. s. s. s. s. s. #.
#. s. s. s. s. s. #.
#. #. #. #. #. #. #1
"""


def test_thank_ewe_against_a_hand_emptied_by_its_answer_does_nothing_and_is_discarded():
    state = position(BOARD, hands=[["thank_ewe:0", "eiei_no:0"], ["eiei_no:1"]])
    state.apply(Play("thank_ewe:0", (1,)))
    assert state.to_move == 1
    state.apply(Play("eiei_no:1"))
    assert state.to_move == 0 and state.hands[1] == []
    events = state.apply(Play("eiei_no:0"))
    fizzled = [e for e in events if e.kind == "card_fizzled"]
    assert [e.public for e in fizzled] == [
        {"seat": 0, "card": "thank_ewe:0", "target": [1], "why": "target_gone"}]
    assert [e.public["card"] for e in events if e.kind == "card_cancelled"] == ["eiei_no:1"]
    assert state.hands == [[], []] and not state.pending and state.to_move == 0
    assert sorted(state.discard) == ["eiei_no:0", "eiei_no:1", "thank_ewe:0"]
    assert card_problems(state) == []


def test_thank_ewe_still_takes_a_card_when_the_hand_is_not_empty():
    state = position(BOARD, hands=[["thank_ewe:0", "eiei_no:0"], ["eiei_no:1", "fox:1"]])
    state.apply(Play("thank_ewe:0", (1,)))
    state.apply(Play("eiei_no:1"))
    events = state.apply(Play("eiei_no:0"))
    assert any(e.kind == "card_taken" for e in events)
    assert state.hands == [["fox:1"], []]


def test_a_cancelled_wolf_lets_its_owner_answer_again_with_another_wolf():
    # Seat 0 steps b2 -> b3 would bump seat 1's sheep at b3; seat 1 holds two wolves.
    state = position(BOARD, hands=[["eiei_no:0"], ["wolf:1", "wolf:2"]])
    state.apply(Move(cell("b2"), cell("b3")))
    assert isinstance(state.pending[-1], WolfWindow) and state.to_move == 1
    state.apply(Play("wolf:1"))
    state.apply(Play("eiei_no:0"))  # seat 0 cancels the first wolf
    assert isinstance(state.pending[-1], WolfWindow) and state.to_move == 1
    assert Play("wolf:2") in state.legal_actions()
    state.apply(Play("wolf:2"))
    assert not state.pending and state.graveyards[0] == 1
    assert state.sheep[cell("b2")] is None and state.sheep[cell("b3")] == 1


def test_a_cancelled_wolf_with_no_other_answer_lets_the_bump_happen():
    state = position(BOARD, hands=[["eiei_no:0"], ["wolf:1"]])
    state.apply(Move(cell("b2"), cell("b3")))
    state.apply(Play("wolf:1"))
    state.apply(Play("eiei_no:0"))
    assert not state.pending and state.sheep[cell("b3")] == 0 and state.graveyards == [0, 0]


def test_with_auto_pass_off_the_wolfs_owner_is_asked_again_even_empty_handed():
    state = position(BOARD, hands=[["eiei_no:0"], ["wolf:1"]], options={"auto_pass": "off"})
    state.apply(Move(cell("b2"), cell("b3")))
    state.apply(Play("wolf:1"))
    state.apply(Play("eiei_no:0"))
    assert state.to_move == 1 and state.legal_actions() == [Pass()]


def test_frames_say_what_they_hold_in_json():
    state = position(BOARD, hands=[["fox:0"], ["eiei_no:1"]], barnyards=[[0, 0], [0, 1]])
    state.apply(Play("fox:0", (1, 1)))
    top = state.pending[-1]
    assert top == CardWindow(0, "fox:0", (1, 1), asked=1, queue=())
    assert top.to_json() == {"kind": "answer", "seat": 0, "card": "fox:0", "target": [1, 1],
                             "asked": 1, "queue": []}
    assert state.view(0)["pending"] == [{"kind": "answer", "seat": 0, "card": "fox:0",
                                         "target": [1, 1], "asked": 1}]


# ------------------------------------------------------------------ chains, fuzzed
ANSWERS = ["eiei_no", "wolf", "hero_of_the_herd", "am_bah_lance"]
TURN_CARDS = ["thank_ewe", "fox", "golden_fleece", "dog", "tornado", "sheep_copter"]


@settings(max_examples=300, deadline=None, derandomize=True, database=None)
@given(players=st.integers(2, 4), seed=st.integers(0, 2**16),
       sizes=st.lists(st.integers(0, 2), min_size=4, max_size=4),
       auto_pass=st.sampled_from(["on", "off"]))
def test_any_chain_of_answers_over_small_hands_settles_cleanly(players, seed, sizes, auto_pass):
    """Hands of answer cards (EIEI...NO the most), one or two deep or empty, every seat answering at random:
    each chain settles, cards are conserved and the game goes on."""
    rng = random.Random(seed)
    opening = f"{rng.choice(['thank_ewe', *TURN_CARDS])}:0"
    kinds = [f"{k}:{c}" for k in ANSWERS + ["fox"] for c in range(4 if k == "eiei_no" else 2)
             if f"{k}:{c}" != opening]
    rng.shuffle(kinds)
    hands = [[kinds.pop() for _ in range(sizes[s])] for s in range(players)]
    hands[0] = [opening, *hands[0]][:3]
    state = position(BOARD, players=players, hands=hands, options={"auto_pass": auto_pass},
                     barnyards=[[1] * players for _ in range(players)],
                     barns=[[1] * players for _ in range(players)])
    for _ in range(60):
        if state.is_over:
            break
        legal = state.legal_actions()
        plays = [a for a in legal if isinstance(a, Play)]
        action = rng.choice(plays) if plays and rng.random() < 0.8 else rng.choice(legal)
        state.apply(action)
        assert card_problems(state) == []
        if (not state.is_over and not state.pending and EndTurn() in state.legal_actions()
                and rng.random() < 0.2):
            state.apply(EndTurn())


def test_every_turn_cards_target_is_checked_again_when_it_resolves():
    """For every turn card: take its target away while the table answers, and it fizzles."""
    for kind in ("thank_ewe", "fox", "tornado", "dog", "shepherds_hook", "sheep_battle",
                 "aba_ca_da_ba", "barn_burner", "your_barn_doors_open", "bah_k_to_life",
                 "out_of_shear_luck", "ewe_turn", "sheep_copter", "sheeping_tom"):
        card = f"{kind}:0"
        state = position(BOARD, hands=[[card, "eiei_no:0"], ["eiei_no:1", "fox:1"]],
                         barnyards=[[1, 1], [1, 1]], barns=[[1, 1], [1, 1]],
                         graveyards=[1, 1])
        target = turn_targets(state, 0, card)[0]
        state.apply(Play(card, target))
        state.apply(Play("eiei_no:1"))
        # Behind the table's back, the target goes away (as an answer could make it).
        state.hands[1], state.barnyards, state.barns = [], [[0, 0], [0, 0]], [[0, 0], [0, 0]]
        state.graveyards = [0, 0]
        for c in (cell("b2"), cell("b3")):
            state.sheep[c] = None
        state.deck += ["fox:1"]
        if target in turn_targets(state, 0, card):
            continue  # nothing this card aims at can be taken away
        events = state.apply(Play("eiei_no:0"))
        assert [e.kind for e in events if e.kind == "card_fizzled"] == ["card_fizzled"], kind
        assert card in state.discard and not state.pending, kind
        assert card_type(card).timing == "turn"


def test_an_illegal_answer_is_refused_and_changes_nothing():
    state = position(BOARD, hands=[["thank_ewe:0"], ["eiei_no:1"]])
    state.apply(Play("thank_ewe:0", (1,)))
    before = state.snapshot()
    try:
        state.apply(Play("eiei_no:0"))
    except IllegalAction as err:
        assert str(err)
    assert state.snapshot() == before
