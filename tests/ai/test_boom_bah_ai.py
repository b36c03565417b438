"""Sheep-Boom-Bah agents: legal, fair (blind to hidden cards), and sensible in plain spots."""

from __future__ import annotations

import random

import pytest

from game.ai.arena import BENCH_HARD_BUDGET, head_to_head
from game.ai.base import Observation
from game.ai.boom_bah import HARD_WORLDS, EasyAgent, MediumAgent, SeasonedAgent, tile_odds
from game.ai.levels import make_agent
from game.rules.boom_bah import SPEC, Discard, EndTurn, Move, Pass, Play
from game.rules.boom_bah.board import cell
from game.rules.boom_bah.diagram import position

BOARD = """
#. #. #. #. #. #. #.
#. s. s. s. s. s. #.
#. s. s. s. s. s. #.
#0 S. A. s. s. s. #.
#. s. s. s. s. s. #.
#. s. s. s. s. s. #.
#. #. #. #. #. #. #1
"""


def choose(agent, state, seed=0):
    return agent.choose(Observation.of(state), random.Random(seed))


@pytest.mark.parametrize("agent", [EasyAgent(), MediumAgent(), SeasonedAgent()])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_agents_play_whole_games_with_legal_moves(agent, players):
    for seed in range(3):
        state = SPEC.start(players, seed)
        rng = random.Random(seed)
        while not state.is_over:
            action = agent.choose(Observation.of(state), rng)
            assert action in state.legal_actions()
            state.apply(action)


@pytest.mark.parametrize("agent", [EasyAgent(), MediumAgent(), SeasonedAgent()])
def test_hidden_rival_cards_swapped_give_the_same_choice(agent):
    state = SPEC.start(3, 11, {"quick_setup": "on"})
    rng = random.Random(3)
    checked = 0
    while not state.is_over and checked < 60:
        seat = state.to_move
        other = state.clone()
        for rival in other.rivals(seat):
            size = len(other.hands[rival])
            other.hands[rival], other.deck[:size] = sorted(other.deck[:size]), other.hands[rival]
        if Observation.of(other).view == Observation.of(state).view:
            assert choose(agent, other, checked) == choose(agent, state, checked)
            checked += 1
        state.apply(rng.choice(state.legal_actions()))
    assert checked > 20


def test_tile_odds_count_what_is_still_unseen():
    state = position(BOARD, hands=[[], []])
    odds = tile_odds(state.view(0))
    # Face up: one safe tile and seat 0's barn, so 23 tiles are unseen, 8 of them mines.
    assert odds["mine"] == pytest.approx(8 / 23)
    assert odds["barn:1"] == pytest.approx(1 / 23) and "barn:0" not in odds


def test_medium_walks_into_its_own_face_up_barn():
    state = position(BOARD, hands=[[], []])
    state.sheep[cell("a4")], state.sheep[cell("b4")] = None, 0
    assert choose(MediumAgent(), state) == Move(cell("b4"), cell("c4"))


def test_medium_bumps_a_rival_into_its_barn():
    state = position(BOARD, hands=[[], []])
    state.sheep[cell("b4")] = 1
    assert choose(MediumAgent(), state) == Move(cell("a4"), cell("b4"))


def test_medium_defuses_with_hero_and_saves_eiei_no_for_real_threats():
    state = position(BOARD, hands=[["hero_of_the_herd:0"], []])
    state.tiles[cell("b3")] = "mine"
    state.apply(Move(cell("a4"), cell("b3")))
    assert choose(MediumAgent(), state) == Play("hero_of_the_herd:0")
    fleece = position(BOARD, hands=[["eiei_no:0"], ["golden_fleece:1"]], turn=1)
    fleece.apply(Play("golden_fleece:1"))
    assert fleece.to_move == 0 and choose(MediumAgent(), fleece) == Pass()
    tornado = position(BOARD, hands=[["eiei_no:0"], ["tornado:1"]], turn=1,
                       barns=[[2, 0], [0, 0]])
    tornado.apply(Play("tornado:1", (0, 0)))
    assert tornado.to_move == 0 and choose(MediumAgent(), tornado) == Play("eiei_no:0")


def test_spent_actions_medium_lets_other_colours_go_and_keeps_its_own():
    hand = ["dog:1", "eiei_no:1", "sheep_battle:0"]
    state = position(BOARD, hands=[hand, []], actions_left=0)
    assert choose(MediumAgent(), state) == Discard("dog:1")
    state.apply(Discard("dog:1"))
    assert choose(MediumAgent(), state) == EndTurn()


def test_seasoned_lets_its_own_colour_go_but_not_in_its_last_turn():
    state = position(BOARD, hands=[["sheep_battle:0", "tornado:1"], []], actions_left=0)
    assert choose(SeasonedAgent(), state) == Discard("sheep_battle:0")
    state.final_turns = []
    assert choose(SeasonedAgent(), state) == EndTurn()


def test_seasoned_fetches_a_sheep_with_the_dog_while_its_barn_is_not_found():
    state = position(BOARD, hands=[["dog:1"], []])
    state.revealed[cell("c4")] = False
    state.sheep[cell("f6")] = 0
    assert choose(MediumAgent(), state) != Play("dog:1", (cell("f6"),))
    assert choose(SeasonedAgent(), state) == Play("dog:1", (cell("f6"),))


def test_the_bench_plays_hard_at_its_shipped_cap_and_meets_plain_ismcts():
    assert BENCH_HARD_BUDGET["boom_bah"] == HARD_WORLDS == make_agent(
        "boom_bah", "hard").max_worlds
    figures = head_to_head("boom_bah", "hard", "ismcts", games=1, hard_iterations=2,
                           ismcts_iterations=3)
    assert figures["games"] == 1 and set(figures["search"]) == {"a", "b"}
