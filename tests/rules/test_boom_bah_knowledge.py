"""Sheep-Boom-Bah: views, determinize, snapshots, action JSON, and random playouts."""

from __future__ import annotations

import json
import random

import pytest

from game.rules.base import IllegalAction, dumps
from game.rules.boom_bah import SPEC, Play
from game.rules.boom_bah.board import cell
from game.rules.boom_bah.diagram import position


def played(players: int, seed: int, steps: int, options=None):
    state = SPEC.start(players, seed, options or {"quick_setup": "on"})
    rng = random.Random(seed)
    for _ in range(steps):
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()))
    return state


def test_view_hides_rival_hands_the_deck_and_face_down_tiles():
    state = played(3, 1, 40)
    view = state.view(0)
    assert view["hand"] == state.hands[0] and view["hands"][1] is None
    assert view["hand_sizes"] == [len(h) for h in state.hands]
    text = dumps(view)
    assert "deck" not in text.replace("deck_size", "")
    for c in range(49):
        assert (view["tiles"][c] == "down") == (not state.revealed[c])
    spectator = state.view(None)
    assert spectator["hand"] == [] and spectator["hands"] == [None, None, None]
    json.dumps(view)


def test_everything_is_shown_once_the_game_is_over():
    state = played(2, 4, 5000)
    assert state.is_over
    view = state.view(None)
    assert view["hands"] == state.hands and "down" not in view["tiles"]
    assert view["result"]["winners"] == state.result().winners


@pytest.mark.parametrize("players,seed", [(2, 1), (3, 2), (4, 3)])
def test_determinize_keeps_the_view_and_does_not_depend_on_the_hidden_truth(players, seed):
    state = played(players, seed, 30)
    seat = state.to_move
    world = state.determinize(seat, random.Random(9))
    assert dumps(world.view(seat)) == dumps(state.view(seat))
    assert world.legal_actions() == state.legal_actions()
    # Swap a rival's hand with deck cards and shuffle the unseen tiles: same sample.
    other = state.clone()
    rival = (seat + 1) % players
    swap = len(other.hands[rival])
    other.hands[rival], other.deck[:swap] = sorted(other.deck[:swap]), other.hands[rival]
    unseen = [c for c in range(49) if other.tiles[c] and not other.revealed[c]
              and c not in other.peeked[seat]]
    kinds = [other.tiles[c] for c in unseen]
    random.Random(5).shuffle(kinds)
    for c, k in zip(unseen, kinds, strict=True):
        other.tiles[c] = k
    assert dumps(other.view(seat)) == dumps(state.view(seat))
    assert other.determinize(seat, random.Random(9)) == world


def test_determinize_reseeds_the_generator():
    state = played(2, 3, 20)
    world = state.determinize(state.to_move, random.Random(1))
    assert world.snapshot()["rng"] != state.snapshot()["rng"]


def test_a_peek_is_kept_by_the_peeker_in_determinize():
    board = "\n".join(["#. " * 7] + ["#. " + "s. " * 5 + "#."] * 5 + ["#0 " + "#. " * 5 + "#1"])
    state = position(board, hands=[["sheeping_tom:0"], []])
    state.tiles[cell("b6")] = "mine"
    state.apply(Play("sheeping_tom:0", (cell("a7"), cell("b6"))))
    for seed in range(5):
        assert state.determinize(0, random.Random(seed)).tiles[cell("b6")] == "mine"


def test_clone_and_snapshot_are_independent_plain_data():
    state = played(4, 2, 60)
    copy = state.clone()
    assert copy == state
    json.dumps(state.snapshot())
    copy.apply(copy.legal_actions()[0])
    assert copy != state


def test_illegal_actions_are_refused_with_a_sentence_and_change_nothing():
    state = played(2, 6, 25)
    before = state.snapshot()
    for bad in (Play("wolf:3"), Play("fox:0", (9, 9))):
        if bad in state.legal_actions():
            continue
        with pytest.raises(IllegalAction) as info:
            state.apply(bad)
        assert info.value.args[0].endswith(".")
    assert state.snapshot() == before


def test_actions_round_trip_through_json_and_read_well():
    state = played(3, 8, 15)
    for action in state.legal_actions():
        assert state.action_from_json(json.loads(json.dumps(action.to_json()))) == action
        assert "=" not in str(action) and str(action)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_playouts_terminate_with_moves_until_the_end(players):
    for options in SPEC.option_sets():
        for seed in range(25):
            state = SPEC.start(players, seed, options)
            rng = random.Random(seed)
            for _ in range(5000):
                if state.is_over:
                    break
                actions = state.legal_actions()
                assert actions and len(set(actions)) == len(actions)
                assert state.to_move is not None
                state.apply(rng.choice(actions))
            assert state.is_over
            on_board = sum(1 for s in state.sheep if s is not None)
            placed = on_board + sum(map(sum, state.barnyards)) + sum(map(sum, state.barns))
            assert placed + sum(state.graveyards) + sum(state.reserve) == 6 * players
            assert len(state.deck) + len(state.discard) + sum(map(len, state.hands)) + len(
                [w for w in state.wild_wool if w]) == 80
