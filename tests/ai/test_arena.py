"""Headless games between agents, the figures of a match-up, and the level registry."""

from __future__ import annotations

import json

import pytest

from game.ai.arena import head_to_head, match_up, play_game, summarise, wilson
from game.ai.base import RandomAgent
from game.ai.ismcts import IsmctsAgent, SearchStats, random_rollout
from game.ai.levels import LEVELS, available_levels, heuristics, make_agent
from game.ai.lookahead import LookaheadAgent
from tests.ai.toy_game import SPEC


@pytest.mark.parametrize(
    ("successes", "trials", "low", "high"),
    [(50, 100, 0.404, 0.596), (0, 10, 0.0, 0.278), (10, 10, 0.722, 1.0), (0, 0, 0.0, 1.0)],
)
def test_wilson_interval(successes, trials, low, high):
    assert wilson(successes, trials) == pytest.approx((low, high), abs=1e-3)


def test_play_game_records_every_decision():
    agents = [RandomAgent(), IsmctsAgent(iterations=5), RandomAgent()]
    record = play_game(SPEC, agents, seed=4, options={"target": "15"})
    state, result, actions, seconds, searches = record
    assert state.is_over and result.winners
    assert sum(map(len, seconds)) == actions
    assert searches[0] == searches[2] == []
    assert all(isinstance(s, SearchStats) for s in searches[1])


def test_play_game_is_repeatable():
    def actions(seed):
        return play_game(SPEC, [IsmctsAgent(iterations=5), RandomAgent()], seed).state.played

    assert actions(7) == actions(7)


def test_match_up_figures_are_json():
    figures = match_up(SPEC, IsmctsAgent(iterations=30), RandomAgent(), games=6, seed=1)
    assert figures["wins"] + figures["losses"] + figures["ties"] == 6
    low, high = figures["win_rate_95"]
    assert low <= figures["win_rate"] <= high
    assert set(figures["search"]) == {"a"}
    json.dumps(figures)


def test_summarise_searches():
    searches = [SearchStats(10, 0.1), SearchStats(30, 0.3), SearchStats(20, 0.2)]
    assert summarise(searches) == pytest.approx(
        {"decisions": 3, "p50_seconds": 0.2, "p95_seconds": 0.3, "simulations_per_second": 100})


@pytest.mark.parametrize(
    ("level", "kind"), [("random", RandomAgent), ("hard", IsmctsAgent)],
)
def test_levels_every_game_has(level, kind):
    assert isinstance(make_agent("a game with no heuristics", level), kind)


def test_hard_without_heuristics_plays_random_playouts():
    agent = make_agent("a game with no heuristics", "hard", hard_iterations=3)
    assert agent.rollout_policy is random_rollout and agent.prior is None
    assert agent.iterations == 3
    assert available_levels("a game with no heuristics") == ("hard",)


@pytest.mark.parametrize("level", ["easy", "medium"])
def test_heuristic_levels_need_a_module(level):
    with pytest.raises(ValueError, match="no AI"):
        make_agent("a game with no heuristics", level)


def test_unknown_level_is_refused():
    with pytest.raises(ValueError, match="Unknown level"):
        make_agent("black_sheep", "grandmaster")


def test_black_sheep_levels():
    module = heuristics("black_sheep")
    if module is None:
        pytest.skip("Black Sheep heuristics are not written yet")
    assert available_levels("black_sheep") == LEVELS
    hard = make_agent("black_sheep", "hard", hard_iterations=3)
    assert isinstance(hard, LookaheadAgent) and hard.worlds == 3
    assert hard.evaluate is module.standing
    assert isinstance(make_agent("black_sheep", "easy"), module.EasyAgent)
    assert isinstance(make_agent("black_sheep", "medium"), module.MediumAgent)


def test_head_to_head_on_a_registered_game():
    figures = head_to_head("black_sheep", "random", "hard", games=2, hard_iterations=2)
    assert figures["a"] == "random" and figures["games"] == 2
    assert set(figures["search"]) == {"b"}


def test_head_to_head_figures_do_not_depend_on_the_number_of_processes():
    def played(jobs):
        figures = head_to_head("black_sheep", "easy", "medium", games=4, seed=5, jobs=jobs)
        return {k: figures[k] for k in ("wins", "losses", "ties", "win_rate")}

    assert played(2) == played(1)
