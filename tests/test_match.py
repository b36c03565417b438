"""Match: autosave at the start and after every action, resume, undo limits, AI off-thread."""

from __future__ import annotations

import json
import time

import pytest

from game.match import Match, autosave_path, finished_dir
from game.rules.base import IllegalAction, dumps
from game.rules.black_sheep import KeepHand, PlayCards
from game.saves import Seat

HUMANS = [Seat("Anna"), Seat("Ben")]


def single_card_play(match: Match) -> PlayCards:
    return next(a for a in match.legal_actions() if isinstance(a, PlayCards) and len(a.cards) == 1)


def test_autosave_at_start_and_after_every_action():
    path = autosave_path()
    match = Match.new("black_sheep", HUMANS, seed=4, autosave=path)
    assert json.loads(path.read_text())["actions"] == []
    for n in range(1, 6):
        match.apply(match.legal_actions()[0])
        assert len(json.loads(path.read_text())["actions"]) == n


def test_resume_gives_the_same_position():
    path = autosave_path()
    match = Match.new("black_sheep", HUMANS, seed=9, options={"tasks": "on"}, autosave=path)
    for _ in range(12):
        match.apply(match.legal_actions()[-1])
    match.close()  # lets go of the game: one Match at a time may write a save
    again = Match.load(path, autosave=path)
    assert dumps(again.state.snapshot()) == dumps(match.state.snapshot())
    assert again.log_lines() == match.log_lines()


def test_undo_takes_back_a_decision_that_revealed_nothing():
    match = Match.new("black_sheep", HUMANS, seed=2)
    before, seat = dumps(match.state.snapshot()), match.to_move
    match.apply(single_card_play(match))  # now the discard decision; nothing drawn yet
    assert match.can_undo(seat)
    match.undo(seat)
    assert dumps(match.state.snapshot()) == before


def test_undo_never_crosses_a_draw():
    match = Match.new("black_sheep", HUMANS, seed=2)
    seat = match.to_move
    match.apply(single_card_play(match))
    match.apply(KeepHand())  # refills the hand: a card was revealed
    assert not match.can_undo(seat)
    with pytest.raises(IllegalAction):
        match.undo(seat)


def test_undo_never_takes_back_an_ai_move():
    match = Match.new("black_sheep", [Seat("Dolly", "ai", "easy"), Seat("Anna")], seed=2)
    match.apply(single_card_play(match))
    assert not match.can_undo(0) and not match.can_undo(1)


def test_ai_thinks_off_the_main_thread():
    match = Match.new("black_sheep", [Seat("Dolly", "ai", "medium"), Seat("Anna")], seed=3)
    match.think()
    assert match.thinking
    deadline = time.time() + 10
    action = None
    while action is None and time.time() < deadline:
        action = match.poll_ai()
        time.sleep(0.005)
    assert action in match.legal_actions()
    match.apply(action)
    match.close()


def test_a_stale_ai_answer_is_dropped_after_undo():
    match = Match.new("black_sheep", [Seat("Anna"), Seat("Dolly", "ai", "easy")], seed=3)
    match.apply(single_card_play(match))
    match.apply(KeepHand())
    match.think()
    match._generation += 1  # the position changed while it thought
    deadline = time.time() + 10
    while match.thinking and time.time() < deadline:
        assert match.poll_ai() is None
        time.sleep(0.005)
    match.close()


def test_a_finished_game_is_kept_for_replay_and_the_autosave_cleared():
    path = autosave_path()
    match = Match.new("black_sheep", HUMANS, seed=1, autosave=path)
    while not match.is_over:
        match.apply(match.legal_actions()[0])
    assert not path.exists()
    finished = list(finished_dir().glob("black_sheep-*.json"))
    assert len(finished) == 1
    assert Match.load(finished[0]).is_over


def test_waiting_for_the_ai_returns_with_its_answer_ready():
    match = Match.new("black_sheep", [Seat("Dolly", "ai", "medium"), Seat("Anna")], seed=3)
    match.wait_for_ai(1.0)  # nothing to wait for yet
    match.think()
    match.wait_for_ai(10.0)
    assert match.poll_ai() in match.legal_actions()
    match.close()
