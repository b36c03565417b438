"""Sheep-Boom-Bah: every card played on its turn, target by target (nobody answers)."""

from __future__ import annotations

import pytest

from game.rules.boom_bah import Move, Pass, Play, Sneak
from game.rules.boom_bah.board import cell
from game.rules.boom_bah.cards import CARD_TYPES, DECK, TARGET_SHAPES
from game.rules.boom_bah.diagram import position
from game.rules.boom_bah.text import RULES_TEXT

BOARD = """
#0 #. #. #. #. #. #.
#. S0 s. s. s. s. #.
#. S1 m. a. s. s. #.
#. s. s. s. s. s. #.
#. s. s. s. s. s. #.
#. s. s. s. s. s. #.
#. #. #. #. #. #. #1
"""


def table(card: str, **fields):
    """Seat 0 to play `card`; seat 1 holds nothing that answers."""
    fields.setdefault("hands", [[card], ["fox:1"]])
    return position(BOARD, **fields)


def play(state, card, *target):
    return state.apply(Play(card, tuple(target)))


def test_the_deck_holds_every_type_once_per_colour_and_the_rules_name_every_card():
    assert len(DECK) == len(set(DECK)) == 80 and len(CARD_TYPES) == 20
    for t in CARD_TYPES:
        assert t.name in RULES_TEXT


@pytest.mark.parametrize("card,fields,target,expect", [
    ("aba_ca_da_ba:0", {"barnyards": [[0, 0], [0, 2]]}, (1, 1),
     lambda s: s.barnyards[1] == [0, 1] and s.barns[0] == [0, 1]),
    ("barn_burner:0", {"barns": [[0, 0], [1, 0]]}, (1, 0),
     lambda s: s.barns[1] == [0, 0] and s.barnyards[0] == [1, 0]),
    ("fox:2", {"barnyards": [[0, 0], [0, 1]]}, (1, 1),
     lambda s: s.barnyards == [[0, 1], [0, 0]]),
    ("tornado:0", {"barns": [[0, 0], [0, 1]]}, (1, 1),
     lambda s: s.barns == [[0, 1], [0, 0]]),
    ("your_barn_doors_open:0", {"barns": [[0, 0], [0, 1]]}, (1, 1),
     lambda s: s.barns[1] == [0, 0] and s.barnyards[1] == [0, 1]),
    ("shepherds_hook:0", {"barnyards": [[2, 0], [0, 0]]}, (0,),
     lambda s: s.barnyards[0] == [1, 0] and s.barns[0] == [1, 0] and s.actions_left == 2),
    ("dog:0", {}, (cell("b2"),),
     lambda s: s.sheep[cell("b2")] is None and s.barnyards[0] == [1, 0]),
    ("out_of_shear_luck:0", {}, (cell("b2"),),
     lambda s: s.sheep[cell("b2")] is None and s.barns[0] == [1, 0]),
    ("bah_k_to_life:0", {"graveyards": [1, 0]}, (cell("d1"),),
     lambda s: s.sheep[cell("d1")] == 0 and s.graveyards[0] == 0),
    ("ewe_turn:0", {}, (cell("b3"), cell("a3")),
     lambda s: s.sheep[cell("b3")] is None and s.sheep[cell("a3")] == 1),
    ("golden_fleece:0", {}, (), lambda s: s.actions_left == 3),
    ("wild_wool:1", {}, (), lambda s: s.wild_wool[0] == "wild_wool:1" and not s.discard),
    ("sheep_copter:0", {}, (cell("b2"), cell("d3")),
     lambda s: s.sheep[cell("b2")] is None and s.barns[0] == [1, 0] and s.points[0] == 3),
    ("sheep_copter:0", {}, (cell("a1"), cell("g1")),
     lambda s: s.sheep[cell("g1")] == 0 and s.sheep[cell("a1")] is None),
])
def test_turn_cards(card, fields, target, expect):
    state = table(card, **fields)
    assert Play(card, target) in state.legal_actions()
    play(state, card, *target)
    assert expect(state)
    assert state.hands[0] == [] and state.refill_due[0]
    assert not state.pending and state.to_move == 0


@pytest.mark.parametrize("card,fields", [
    ("aba_ca_da_ba:0", {}),                      # no sheep in a rival barnyard
    ("tornado:0", {}),                           # no sheep in a rival barn
    ("bah_k_to_life:0", {}),                     # empty graveyard
    ("shepherds_hook:0", {}),                    # empty barnyard
    ("thank_ewe:0", {"hands": [["thank_ewe:0"], []]}),
    ("wild_wool:0", {"wild_wool": ["wild_wool:2", None]}),
    ("sheep_battle:0", {"barns": [[1, 0], [0, 0]]}),
])
def test_cards_without_a_target_cannot_be_played(card, fields):
    state = table(card, **fields)
    assert not [a for a in state.legal_actions() if isinstance(a, Play)]


def test_reaction_cards_are_not_turn_plays():
    for card in ("eiei_no:0", "hero_of_the_herd:0", "am_bah_lance:0", "wolf:0"):
        assert not [a for a in table(card).legal_actions() if isinstance(a, Play)]


def test_every_card_with_targets_has_a_target_shape():
    for t in CARD_TYPES:
        assert (t.id in TARGET_SHAPES) == (t.id not in (
            "golden_fleece", "wild_wool", "eiei_no", "hero_of_the_herd", "wolf"))


def test_thank_ewe_takes_a_random_card_seen_by_both_players_only():
    state = table("thank_ewe:0", hands=[["thank_ewe:0"], ["dog:1", "fox:1"]])
    events = play(state, "thank_ewe:0", 1)
    taken = next(e for e in events if e.kind == "card_taken")
    assert taken.seen_by == frozenset({0, 1}) and taken.reveals
    assert state.hands[0] == [taken.secret["card"]] and len(state.hands[1]) == 1


@pytest.mark.parametrize("seed", range(6))
def test_sheep_battle_rolls_until_the_dice_differ_and_the_winner_keeps_both(seed):
    state = table("sheep_battle:0", seed=seed, barns=[[1, 0], [0, 1]])
    events = play(state, "sheep_battle:0", 1, 0, 1, 1)
    rolls = next(e for e in events if e.kind == "dice_rolled").public["rolls"]
    assert all(a == b for a, b in rolls[:-1]) and rolls[-1][0] != rolls[-1][1]
    winner = 0 if rolls[-1][0] > rolls[-1][1] else 1
    assert state.barns[winner] == [1, 1] and state.barns[1 - winner] == [0, 0]


def test_sheeping_tom_peeks_privately_then_moves_in_using_an_action():
    state = table("sheeping_tom:0")
    events = play(state, "sheeping_tom:0", cell("b2"), cell("c3"))
    peek = next(e for e in events if e.kind == "peek")
    assert peek.for_seat(0)["tile"] == "mine" and "tile" not in peek.for_seat(1)
    assert state.view(0)["peeked"] == {str(cell("c3")): "mine"}
    assert state.view(1)["peeked"] == {} and state.view(1)["tiles"][cell("c3")] == "down"
    assert state.legal_actions() == [Sneak(True), Sneak(False)]
    state.apply(Sneak(False))
    assert state.actions_left == 2 and not state.revealed[cell("c3")]
    assert Play("sheeping_tom:0", (cell("b2"), cell("c3"))) not in state.legal_actions()


def test_sheeping_tom_moving_in_reveals_and_spends_an_action():
    state = table("sheeping_tom:0")
    play(state, "sheeping_tom:0", cell("b2"), cell("c2"))
    state.apply(Sneak(True))
    assert state.actions_left == 1 and state.sheep[cell("c2")] == 0 and state.points[0] == 1
    assert state.peeked == [[], []]


def test_sheeping_tom_with_no_action_left_can_only_leave_the_tile():
    state = table("sheeping_tom:0", actions_left=0)
    play(state, "sheeping_tom:0", cell("b2"), cell("c2"))
    assert state.legal_actions() == [Sneak(False)]


def test_copter_onto_a_mine_asks_its_owner_like_any_mine():
    state = table("sheep_copter:0", hands=[["sheep_copter:0", "hero_of_the_herd:0"], []])
    play(state, "sheep_copter:0", cell("b2"), cell("c3"))
    assert state.to_move == 0 and state.pending[-1].kind == "mine"
    state.apply(Pass())
    assert state.graveyards[0] == 1


def test_golden_fleece_gives_a_third_step():
    state = table("golden_fleece:0")
    play(state, "golden_fleece:0")
    for frm, to in (("b2", "c2"), ("c2", "d2"), ("d2", "e2")):
        state.apply(Move(cell(frm), cell(to)))
    assert state.actions_left == 0 and state.points[0] == 3
