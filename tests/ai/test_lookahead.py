"""The lookahead agent: finds a win one move away, repeats itself, skips forced moves."""

import random

from game.ai.base import Observation
from game.ai.ismcts import random_rollout, win_shares
from game.ai.lookahead import LookaheadAgent
from tests.ai.toy_game import FoldCount, Pass, Play


def every_move(obs, rng):
    return list(obs.legal_actions)


def won(state, seat):
    return win_shares(state.result(), state.players)[seat] if state.is_over else 0.5


def agent(**kw):
    return LookaheadAgent(every_move, random_rollout, won, **kw)


def test_plays_the_card_that_hits_the_target():
    state = FoldCount([[1, 2, 5], [1, 1, 1]], [4] * 6, 21, random.Random(0), played=[5, 5, 5, 4])
    assert agent(worlds=3).choose(Observation.of(state), random.Random(1)) == Play(2)


def test_same_seed_same_choice_and_counted_continuations():
    state = FoldCount([[1, 2, 4], [3, 3, 3]], [4] * 6, 21, random.Random(0), played=[5, 5])
    first = agent(worlds=4)
    choice = first.choose(Observation.of(state), random.Random(7))
    assert agent(worlds=4).choose(Observation.of(state), random.Random(7)) == choice
    assert first.stats.iterations == 4 * 3


def test_a_single_candidate_is_played_without_search():
    state = FoldCount([[], [3]], [4] * 6, 21, random.Random(0))
    chosen = agent(worlds=4)
    assert chosen.choose(Observation.of(state), random.Random(0)) == Pass()
    assert chosen.stats.iterations == 0


def test_the_favourite_margin_keeps_the_first_candidate_on_equal_evidence():
    state = FoldCount([[1, 2, 4], [3, 3, 3]], [4] * 6, 21, random.Random(0), played=[1])
    flat = LookaheadAgent(every_move, random_rollout, lambda s, seat: 0.0, worlds=2,
                          favourite_margin=0.1)
    assert flat.choose(Observation.of(state), random.Random(0)) == Play(1)
