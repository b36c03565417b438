"""A legal move the rules engine fails on: nothing changes, the autosave stays, the player
reads one sentence, the log gets the traceback, and an AI plays on with another move."""

from __future__ import annotations

import json
import logging

import pytest

from game.match import Match, MoveFailed
from game.rules.base import dumps
from game.saves import Seat


def break_next_move(match: Match) -> None:
    state = match.state
    real = type(state)._apply

    def failing(self, action):
        real(self, action)
        raise ZeroDivisionError("injected")

    state._apply = failing.__get__(state)


@pytest.mark.parametrize("game", ["black_sheep", "boom_bah"])
def test_a_failing_move_changes_nothing_and_says_so(game, tmp_path, caplog):
    path = tmp_path / "game.json"
    match = Match.new(game, [Seat("Ann"), Seat("Bob")], seed=4, autosave=path)
    for _ in range(5):
        match.apply(match.legal_actions()[0])
    before, saved = dumps(match.state.snapshot()), path.read_text()
    break_next_move(match)
    with caplog.at_level(logging.ERROR, logger="sheepfold"), pytest.raises(MoveFailed) as err:
        match.apply(match.legal_actions()[0])
    assert str(err.value).startswith("The rules engine could not carry out that move;")
    assert "your game is saved" in str(err.value)
    assert dumps(match.state.snapshot()) == before and path.read_text() == saved
    assert len(match.steps) == 5 and len(json.loads(saved)["actions"]) == 5
    record = next(r for r in caplog.records if "rules engine failed" in r.getMessage())
    assert record.exc_info and record.exc_info[0] is ZeroDivisionError
    match.state.__dict__.pop("_apply", None)
    match.apply(match.legal_actions()[0])  # and the game goes on
    assert len(match.steps) == 6


def test_the_ai_plays_around_a_move_the_engine_failed_on():
    match = Match.new("black_sheep", [Seat("Dolly", "ai", "easy"), Seat("Ann")], seed=4)
    if match.to_move != 0:
        match.apply(match.legal_actions()[0])
    match.think()
    match.wait_for_ai(30)
    chosen = match._thinking.result()
    match.faulted.add(chosen)
    action = match.poll_ai()
    assert action is not None and action != chosen and action in match.legal_actions()
