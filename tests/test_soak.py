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
