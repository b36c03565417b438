"""A small soak inside `make test`; `make soak` runs 10,000 games."""

from game.rules.black_sheep import SPEC
from game.rules.black_sheep.invariants import problems
from game.soak import run_soak


def test_small_soak_has_no_failures():
    report = run_soak(16, seed=100)
    assert report["games"] == 16
    assert report["actions"] > 16 * 20
    assert report["failures"] == 0, report["problems"]


def test_invariant_checker_catches_a_lost_card_and_a_peek():
    state = SPEC.start(3, 5, {})
    assert problems(state) == []
    state.draw_pile.pop()
    assert any("conserved" in p for p in problems(state))
    state = SPEC.start(3, 5, {})
    original = state.view
    state.view = lambda seat: {**original(seat), "hands": [list(h) for h in state.hands]}
    assert any("sees the hand" in p for p in problems(state))


def test_boom_bah_checker_catches_a_lost_sheep_and_a_peek_at_a_tile():
    from game.rules.boom_bah import SPEC as BOOM_BAH
    from game.rules.boom_bah.invariants import problems as boom_problems

    state = BOOM_BAH.start(3, 5, {})
    assert boom_problems(state) == []
    state.reserve[1] -= 1
    assert any("sheep of seat 1" in p for p in boom_problems(state))
    state = BOOM_BAH.start(3, 5, {})
    original = state.view
    state.view = lambda seat: {**original(seat), "tiles": list(state.tiles)}
    assert any("face-down tile" in p for p in boom_problems(state))
