"""Sheep-Boom-Bah: setup, steps, bump chains, tiles, turns and refusals."""

from __future__ import annotations

import pytest

from game.rules.base import IllegalAction
from game.rules.boom_bah import SPEC, Discard, EndTurn, Herd, Move, Place
from game.rules.boom_bah.board import cell
from game.rules.boom_bah.diagram import position
from game.rules.boom_bah.state import State

EMPTY = """
#. #. #. #. #. #. #.
#. s. s. s. s. s. #.
#. s. s. s. s. s. #.
#. s. s. s. s. s. #.
#. s. s. s. s. s. #.
#. s. s. s. s. s. #.
#. #. #. #. #. #. #1
"""


def grid(**tokens: str) -> str:
    """EMPTY with some cells changed, e.g. grid(b4="S0", c4="m.")."""
    rows = [r.split() for r in EMPTY.strip().splitlines()]
    for name, token in tokens.items():
        c = cell(name)
        rows[c // 7][c % 7] = token
    return "\n".join(" ".join(r) for r in rows)


def test_setup_deals_four_cards_and_places_in_turn_order():
    state = SPEC.start(3, 7)
    assert [len(h) for h in state.hands] == [4, 4, 4]
    assert len(state.deck) == 80 - 12
    seats = []
    while state.phase == "setup":
        seats.append(state.to_move)
        state.apply(state.legal_actions()[0])
    assert seats == [0, 1, 2] * 6
    assert state.turn == 0 and state.actions_left == 2


def test_quick_setup_places_every_sheep_on_a_start_space():
    state = SPEC.start(4, 3, {"quick_setup": "on"})
    assert state.phase == "play"
    assert sorted(s for s in state.sheep if s is not None) == sorted(list(range(4)) * 6)
    assert all(state.sheep[c] is None for c in range(49) if 0 < c % 7 < 6 and 0 < c // 7 < 6)


def test_tile_mix_per_player_count_and_custom_mix():
    for players in (2, 3, 4):
        state = SPEC.start(players, 1)
        field = [t for t in state.tiles if t]
        assert field.count("mine") == 8 and len(field) == 25
        assert sorted(t for t in field if t.startswith("barn")) == [f"barn:{s}" for s in
                                                                    range(players)]
    state = State(2, 1, tile_mix={"barn": 2, "mine": 3, "safe": 20})
    assert state.tiles.count("mine") == 3
    with pytest.raises(ValueError):
        State(2, 1, tile_mix={"barn": 3, "mine": 3, "safe": 19})


def test_placing_on_an_occupied_space_is_refused_and_changes_nothing():
    state = SPEC.start(2, 0)
    state.apply(Place(0))
    before = state.snapshot()
    with pytest.raises(IllegalAction, match="free start spaces"):
        state.apply(Place(0))
    assert state.snapshot() == before


@pytest.mark.parametrize("frm,to,legal", [
    ("a4", "b4", True),     # start space into the field
    ("a1", "b2", True),     # a corner enters diagonally
    ("a4", "a5", False),    # start space to start space
    ("b4", "a4", False),    # field back to a start space
    ("b4", "d4", False),    # not a neighbour
])
def test_steps(frm, to, legal):
    state = position(grid(a4="#0", a1="#0", b4="S0" if frm == "b4" else "s."))
    assert (Move(cell(frm), cell(to)) in state.legal_actions()) == legal


def test_revealing_a_safe_tile_scores_one_walking_onto_a_face_up_one_scores_nothing():
    state = position(grid(a4="#0", c4="S."))
    events = state.apply(Move(cell("a4"), cell("b4")))
    assert state.points[0] == 1 and state.revealed[cell("b4")]
    assert [e.kind for e in events][:3] == ["sheep_moved", "tile_flipped", "points"]
    state.apply(Move(cell("b4"), cell("c4")))
    assert state.points[0] == 1 and state.actions_left == 0


def test_a_barn_tile_scores_three_and_takes_the_sheep_to_that_colour_barn():
    state = position(grid(a4="#0", b4="b."))
    state.apply(Move(cell("a4"), cell("b4")))
    assert state.points[0] == 3
    assert state.barns[1] == [1, 0] and state.sheep[cell("b4")] is None


def test_a_mine_without_an_answer_sends_the_sheep_to_the_graveyard():
    state = position(grid(a4="#0", b4="m."), hands=[[], []])
    events = state.apply(Move(cell("a4"), cell("b4")))
    assert "mine_exploded" in [e.kind for e in events]
    assert state.graveyards[0] == 1 and state.tiles[cell("b4")] == "cross"
    assert state.sheep[cell("b4")] is None and state.points[0] == 0


@pytest.mark.parametrize("length", [1, 2, 3, 4])
@pytest.mark.parametrize("landing,check", [
    ("s.", lambda st, c: st.points[1] == 1 and st.sheep[c] == 1),
    ("S.", lambda st, c: st.points[1] == 0 and st.sheep[c] == 1),
    ("m.", lambda st, c: st.graveyards[1] == 1 and st.sheep[c] is None),
    ("a.", lambda st, c: st.barns[0] == [0, 1] and st.points[1] == 3),
    ("B.", lambda st, c: st.barns[1] == [0, 1] and st.points[1] == 0),
])
def test_bump_chains_push_the_whole_line_and_the_far_end_meets_its_tile(length, landing, check):
    # Seat 0 steps from a4 into a line of `length` sheep; the far one is seat 1's.
    cols = "bcdef"
    tokens = {f"{cols[i]}4": ("S0" if i < length - 1 else "S1") for i in range(length)}
    tokens["a4"] = "#0"
    tokens[f"{cols[length]}4"] = landing
    state = position(grid(**tokens), hands=[[], []])
    events = state.apply(Move(cell("a4"), cell("b4")))
    chain = next(e for e in events if e.kind == "bump_chain").public["pushes"]
    assert len(chain) == length
    assert chain[0] == [cell("b4"), cell("c4")]
    assert state.sheep[cell("b4")] == 0
    assert check(state, cell(f"{cols[length]}4"))


def test_a_chain_that_would_push_a_sheep_onto_a_start_space_is_illegal():
    state = position(grid(a4="#0", b4="S1", c4="S1", d4="S1", e4="S1", f4="S1"))
    move = Move(cell("a4"), cell("b4"))
    assert move not in state.legal_actions()
    before = state.snapshot()
    with pytest.raises(IllegalAction, match="start space or off the board"):
        state.apply(move)
    assert state.snapshot() == before


def test_diagonal_chain_into_the_corner_is_illegal():
    state = position(grid(d4="S0", e5="S1", f6="S1"))
    assert Move(cell("d4"), cell("e5")) not in state.legal_actions()
    assert Move(cell("d4"), cell("e4")) in state.legal_actions()


def test_two_actions_then_end_turn_and_no_refill_without_cards_played():
    state = position(grid(a4="#0"), hands=[["fox:0"], []])
    assert EndTurn() not in state.legal_actions()
    with pytest.raises(IllegalAction, match="both of your actions"):
        state.apply(EndTurn())
    state.apply(Move(cell("a4"), cell("b4")))
    state.apply(Move(cell("b4"), cell("c4")))
    assert Move(cell("c4"), cell("d4")) not in state.legal_actions()
    state.apply(EndTurn())
    assert state.turn == 1 and state.hands[0] == ["fox:0"]


def test_herding_a_sheep_from_barnyard_to_barn_is_an_action():
    state = position(grid(a4="#0"), barnyards=[[1, 1], [0, 0]])
    state.apply(Herd(1))
    assert state.barnyards[0] == [1, 0] and state.barns[0] == [0, 1]
    assert state.actions_left == 1


def test_discarding_means_drawing_back_to_four_at_the_end_of_the_turn():
    state = position(grid(a4="#0"), hands=[["fox:0", "dog:1"], []], actions_left=0)
    state.apply(Discard("fox:0"))
    events = state.apply(EndTurn())
    drawn = next(e for e in events if e.kind == "cards_drawn")
    assert drawn.public == {"seat": 0, "count": 3} and drawn.seen_by == frozenset({0})
    assert len(state.hands[0]) == 4 and state.discard == ["fox:0"]


def test_an_empty_deck_is_refilled_from_the_discard_pile():
    state = position(grid(a4="#0"), hands=[[], []], actions_left=0)
    state.discard = list(state.deck[:5])
    state.deck = []
    state.refill_due[0] = True
    state.apply(EndTurn())
    assert len(state.hands[0]) == 4 and len(state.deck) == 1 and state.discard == []


def test_no_possible_action_allows_ending_the_turn_at_once():
    state = position(grid(a1="#0"), hands=[[], []])
    state.sheep[cell("b2")] = 1
    state.sheep[cell("c3")] = 1
    state.sheep[cell("d4")] = 1
    state.sheep[cell("e5")] = 1
    state.sheep[cell("f6")] = 1
    assert state.legal_actions() == [EndTurn()]


def test_actions_read_as_the_game_log_says_them_after_a_name():
    assert str(Place(cell("b2"))) == "places a sheep on b2"
    assert str(Move(cell("b2"), cell("c3"))) == "moves b2-c3"
    assert str(Discard("fox:0")).startswith("discards ")
    assert str(EndTurn()) == "ends the turn"
