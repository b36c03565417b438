"""ISMCTS on the toy game: it takes a sure win, obeys its budget, and plays any seat count."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from game.ai.base import Agent, Observation
from game.ai.ismcts import IsmctsAgent, SearchStats, win_shares
from game.rules.base import Result
from tests.ai.toy_game import CARDS, SPEC, FoldCount, Pass, Play


def position(hands: list[list[int]], played: list[int], turn: int = 0,
             target: int = 21) -> FoldCount:
    """A toy position; the face-down pile holds every card not in a hand or played."""
    pile = Counter(CARDS) - Counter(played) - sum(map(Counter, hands), Counter())
    return FoldCount(hands, list(pile.elements()), target, random.Random(0), turn, played)


@pytest.mark.parametrize(
    ("hands", "played", "turn", "winning"),
    [
        ([[1, 3, 5], [2, 2, 4]], [5, 5, 4, 4], 0, 3),  # count 18: a 3 hits 21
        ([[2, 4, 5], [1, 1, 3]], [5, 5, 5, 2], 0, 4),  # count 17: a 4
        ([[1, 1, 2], [3, 4, 5], [1, 2, 5]], [5, 5, 4, 4], 1, 3),  # 3 players: seat 1 wins
        ([[1, 2, 3], [1, 2, 5], [3, 4, 5], [1, 3, 4]], [4, 4, 4, 4, 3], 3, 1),  # 4 players
    ],
)
@pytest.mark.parametrize("determinizations", [None, 4])
def test_takes_the_winning_card(hands, played, turn, winning, determinizations):
    state = position(hands, played, turn)
    agent = IsmctsAgent(iterations=150, determinizations=determinizations)
    assert agent.choose(Observation.of(state), random.Random(1)) == Play(winning)


class Favourite(Agent):
    """A prior that always likes the lowest card."""

    def choose(self, obs, rng):
        return obs.legal_actions[0]


@pytest.mark.parametrize(
    ("prior_share", "expected"),
    [
        (0.2, Play(3)),  # the search outvotes a prior that misses the win
        (1.0, Play(1)),  # a prior trusted as much as the whole search keeps its favourite
    ],
)
def test_prior_favourite(prior_share, expected):
    state = position([[1, 3, 5], [2, 2, 4]], [5, 5, 4, 4])
    agent = IsmctsAgent(iterations=100, prior=Favourite(), prior_share=prior_share)
    assert agent.choose(Observation.of(state), random.Random(1)) == expected


def test_forced_move_is_returned_without_search():
    class Unsearchable(FoldCount):
        def determinize(self, seat, rng):
            raise AssertionError("a forced move needs no search")

    state = Unsearchable([[], [1, 2, 3]], list(range(1, 4)), 21, random.Random(0))
    agent = IsmctsAgent(iterations=50)
    assert agent.choose(Observation.of(state), random.Random(0)) == Pass()
    assert agent.stats.iterations == 0


def test_runs_exactly_the_given_iterations():
    agent = IsmctsAgent(iterations=37, think_time=0.0)
    agent.choose(Observation.of(SPEC.start(3, 5, {})), random.Random(2))
    assert isinstance(agent.stats, SearchStats)
    assert agent.stats.iterations == 37
    assert agent.stats.simulations_per_second > 0


def test_think_time_budget_always_searches_at_least_once():
    agent = IsmctsAgent(think_time=0.0)
    state = SPEC.start(2, 3, {})
    assert agent.choose(Observation.of(state), random.Random(0)) in state.legal_actions()
    assert agent.stats.iterations >= 1


def test_refuses_a_zero_iteration_budget():
    with pytest.raises(ValueError):
        IsmctsAgent(iterations=0)


def test_same_seed_same_choice():
    state = SPEC.start(4, 11, {})
    picks = {IsmctsAgent(iterations=60).choose(Observation.of(state), random.Random(9))
             for _ in range(3)}
    assert len(picks) == 1


@pytest.mark.parametrize("players", [2, 3, 4])
def test_plays_whole_games_for_any_seat_count(players):
    state = SPEC.start(players, players, {"target": "15"})
    agent, rng = IsmctsAgent(iterations=20), random.Random(players)
    movers = set()
    while not state.is_over:
        movers.add(state.to_move)
        state.apply(agent.choose(Observation.of(state), rng))
    assert state.result().winners
    assert len(movers) > 1


def test_uses_the_rollout_policy():
    calls = []

    def lowest_card(state, rng):
        calls.append(state.to_move)
        return state.legal_actions()[0]

    IsmctsAgent(lowest_card, iterations=10).choose(
        Observation.of(SPEC.start(2, 1, {})), random.Random(0))
    assert calls


@pytest.mark.parametrize(
    ("winners", "players", "shares"),
    [
        ([0], 2, [1.0, 0.0]),
        ([0, 1], 2, [0.5, 0.5]),
        ([1, 2], 4, [0.0, 0.5, 0.5, 0.0]),
        ([], 3, [0.0, 0.0, 0.0]),
    ],
)
def test_win_shares(winners, players, shares):
    assert win_shares(Result(winners, [0] * players, []), players) == shares
