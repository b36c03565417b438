"""Sheep-Boom-Bah: a card that cannot be played says why, in one sentence, and says so exactly
when the rules offer it no target."""

from __future__ import annotations

import random

import pytest

from game.ai.base import Observation, RandomAgent
from game.i18n import Deferred
from game.rules.boom_bah import Play, State
from game.rules.boom_bah.board import START_SPACES, cell
from game.rules.boom_bah.cards import DECK, card_type
from game.rules.boom_bah.diagram import position
from game.rules.boom_bah.frames import CardWindow, MineQuestion
from game.rules.boom_bah.refusals import why_unplayable

BOARD = """
#0 #. #. #. #. #. #.
#. S0 s. s. s. s. #.
#. S1 m. a. s. s. #.
#. s. s. s. s. s. #.
#. s. s. s. s. s. #.
#. s. s. s. s. s. #.
#. #. #. #. #. #. #1
"""


def said(state: State, card: str, seat: int = 0) -> str | None:
    reason = why_unplayable(state.view(seat), card)
    return None if reason is None else str(reason)


@pytest.mark.parametrize("card, fields, words", [
    ("fox:0", {}, "Fox: no rival has a sheep in their barnyard"),
    ("aba_ca_da_ba:1", {}, "Aba-Ca-Da-Ba: no rival has a sheep in their barnyard"),
    ("tornado:0", {"barns": [[1, 0], [0, 0]]}, "Tornado: no rival has a sheep in their barn"),
    ("bah_k_to_life:0", {}, "Bah-k to Life: your graveyard is empty"),
    ("shepherds_hook:0", {}, "Shepherd's Hook: your barnyard is empty"),
    ("wild_wool:0", {"wild_wool": ["wild_wool:1", None]},
     "Wild Wool: your Wild Wool is already laid by your board"),
    ("sheep_battle:0", {"barns": [[1, 0], [0, 0]], "barnyards": [[0, 0], [0, 1]]},
     "Sheep Battle: you and a rival both need a sheep in your barns or both in your barnyards"),
    ("thank_ewe:0", {"hands": [["thank_ewe:0"], []]}, "Thank Ewe: no rival has a card in hand"),
    ("eiei_no:0", {}, "EIEI...NO: played only against a card someone has just played"),
    ("hero_of_the_herd:0", {}, "Hero of the Herd: played only when a land mine turns up under "
                               "your sheep"),
    ("wolf:0", {}, "Wolf in Sheep's Clothing: played only when your sheep is about to be "
                   "bumped"),
])
def test_a_card_with_no_target_says_why(card, fields, words):
    fields.setdefault("hands", [[card], ["dog:1"]])
    state = position(BOARD, **fields)
    assert said(state, card) == words
    assert not any(isinstance(a, Play) and a.card == card for a in state.legal_actions())


def test_a_playable_card_has_no_reason_and_the_turn_comes_first():
    state = position(BOARD, hands=[["fox:0", "golden_fleece:0"], ["fox:1"]],
                     barnyards=[[0, 0], [0, 1]])
    assert said(state, "fox:0") is None and said(state, "golden_fleece:0") is None
    assert said(state, "fox:1", seat=1) == "Fox: played on your own turn"
    state.pending.append(CardWindow(0, "golden_fleece:0", (), asked=1))
    assert said(state, "fox:0") == "Fox: first answer the question on the table"


def test_an_answer_card_is_playable_only_when_you_are_asked_its_question():
    state = position(BOARD, hands=[["am_bah_lance:0", "eiei_no:0"], ["eiei_no:1"]])
    state.pending.append(CardWindow(0, "golden_fleece:0", (), asked=1))
    assert said(state, "eiei_no:1", seat=1) is None
    assert said(state, "eiei_no:0") is not None  # asked of seat 1, not of you
    state.pending[-1] = MineQuestion(0, cell("c3"), asked=0)
    assert said(state, "am_bah_lance:0") is None
    for start in START_SPACES:
        state.sheep[start] = state.sheep[start] if state.sheep[start] is not None else 1
    assert said(state, "am_bah_lance:0") == "Am-Bah-Lance: no start space is free"


def test_a_reason_is_a_marked_sentence_the_table_can_translate():
    reason = why_unplayable(position(BOARD, hands=[["fox:0"], []]).view(0), "fox:0")
    assert isinstance(reason, Deferred) and reason.fields["card"] == card_type("fox:0").name


@pytest.mark.parametrize("players, seed", [(2, 1), (3, 2), (4, 3)])
def test_a_reason_is_given_exactly_when_the_rules_offer_no_play(players, seed):
    """Random games: for every card type in the seat to move's hand (and every other type
    dealt into it in turn), a reason iff the legal actions hold no play of it."""
    state = State(players, seed, {"quick_setup": "on"})
    agent, rng = RandomAgent(), random.Random(seed)
    checked = 0
    for _ in range(200):
        if state.is_over:
            break
        seat = state.to_move
        assert seat is not None
        for card in DECK[::4]:  # every type, in seat 0's colour
            probe = state.clone()
            probe.hands[seat] = [card]
            playable = any(isinstance(a, Play) for a in probe.legal_actions())
            assert (why_unplayable(probe.view(seat), card) is None) == playable, card
            checked += 1
        state.apply(agent.choose(Observation.of(state.clone()), rng))
    assert checked > 500

