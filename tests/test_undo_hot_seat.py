"""Hot seat: undo covers the viewer's own last decision only (two and three humans, with
answers to cards in between), and says why when it is refused."""

from __future__ import annotations

import random

import pytest

from game.match import Match
from game.rules.base import IllegalAction, dumps
from game.rules.boom_bah import EndTurn, Move, Pass
from game.saves import Seat

ANN, BOB, CY = Seat("Ann"), Seat("Bob"), Seat("Cy")


def boom_bah(seats, seed=3):
    # Auto-pass off: every card opens a window in which every other human is asked.
    return Match.new("boom_bah", seats, seed=seed,
                     options={"quick_setup": "on", "auto_pass": "off"})


@pytest.mark.parametrize("seats", [[ANN, BOB], [ANN, BOB, CY]], ids=["two", "three"])
def test_only_the_person_who_decided_last_may_take_it_back(seats):
    match = boom_bah(seats)
    rng = random.Random(1)
    seen_answer_between = 0
    for _ in range(250):
        if match.is_over:
            break
        action = rng.choice(match.legal_actions())
        decider, before = match.to_move, dumps(match.state.snapshot())
        match.apply(action)
        last = match.steps[-1]
        for seat in range(len(seats)):
            allowed = seat == decider and not last.reveals
            assert match.can_undo(seat) == allowed
            if not allowed:
                assert match.undo_refusal(seat)
                with pytest.raises(IllegalAction):
                    match.undo(seat)
        if match.to_move not in (None, decider) and not last.reveals:
            seen_answer_between += 1
            # The person now asked (answering a card or a bump) cannot take back the move
            # they are answering; its author still can, until someone else decides.
            assert not match.can_undo(match.to_move)
            match.undo(decider)
            assert dumps(match.state.snapshot()) == before
            match.apply(action)
    assert seen_answer_between > 0


def test_ann_answering_bobs_bump_cannot_undo_it():
    match = boom_bah([ANN, BOB])
    # Play until Bob's bump leaves Ann to answer it (a wolf window asks her, auto-pass off).
    rng = random.Random(0)
    for _ in range(400):
        assert not match.is_over
        legal = match.legal_actions()
        bumps = [a for a in legal if isinstance(a, Move) and match.state.sheep[a.to] == 0
                 and match.to_move == 1]
        if bumps:
            match.apply(bumps[0])
            if match.to_move == 0:
                break
            continue
        match.apply(rng.choice([a for a in legal if not isinstance(a, EndTurn)] or legal))
    assert match.to_move == 0 and match.steps[-1].seat == 1
    assert match.undo_refusal(0) == ("Only your own last decision can be taken back, and "
                                     "another player has decided since.")
    assert match.can_undo(1)
    match.apply(Pass())
    assert not match.can_undo(1)   # Ann decided since


def test_bob_cannot_undo_anns_end_turn():
    match = Match.new("black_sheep", [ANN, BOB], seed=2)
    first = match.to_move
    while match.to_move == first:
        match.apply(match.legal_actions()[0])
    assert not match.can_undo(match.to_move)
    assert match.undo_refusal(None) == "Nothing to take back."
