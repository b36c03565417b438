"""No agent peeks: change only what the mover cannot see, and its choice stays the same.

For every registered game (plus the toy game) and every level, we play random moves into
a game, stop where a rival holds something the mover cannot see, and deal those hidden
things again with `determinize(mover, ...)`, which keeps the mover's view. The agent,
given the same random seed, must then choose the same action in both worlds.
"""

from __future__ import annotations

import random

import pytest

from game.ai.base import Agent, Observation, RandomAgent
from game.ai.ismcts import IsmctsAgent
from game.ai.levels import LEVELS, make_agent
from game.rules import GAMES
from game.rules.base import GameSpec, State, dumps
from tests.ai import toy_game

HARD_ITERATIONS = 25
SPECS: dict[str, GameSpec] = {**GAMES, toy_game.SPEC.id: toy_game.SPEC}
CASES = [(game_id, level) for game_id in SPECS for level in ("random", *LEVELS)]


def agent_for(game_id: str, level: str) -> Agent:
    if game_id == toy_game.SPEC.id:
        if level in ("easy", "medium"):
            pytest.skip("the toy game has no heuristics")
        return RandomAgent() if level == "random" else IsmctsAgent(iterations=HARD_ITERATIONS)
    try:
        return make_agent(game_id, level, hard_iterations=HARD_ITERATIONS)
    except ValueError as missing:
        pytest.skip(str(missing))


def hides_something(state: State, twin: State, mover: int) -> bool:
    """Does some rival see a different world in `twin` (while the mover sees the same)?"""
    return any(dumps(state.view(seat)) != dumps(twin.view(seat))
               for seat in range(state.players) if seat != mover)


def positions(spec: GameSpec, seed: int, wanted: int) -> list[tuple[State, State]]:
    """Pairs (real, twin) a few random moves apart, each with a real choice to make."""
    rng = random.Random(seed)
    state = spec.start(spec.min_players + seed % (spec.max_players - spec.min_players + 1),
                       seed, {})
    pairs = []
    while not state.is_over and len(pairs) < wanted:
        mover = state.to_move
        assert mover is not None
        if len(state.legal_actions()) > 1 and rng.random() < 0.3:
            twin = state.determinize(mover, random.Random(rng.getrandbits(32)))
            assert dumps(twin.view(mover)) == dumps(state.view(mover))
            if hides_something(state, twin, mover):
                pairs.append((state.clone(), twin))
        state.apply(rng.choice(state.legal_actions()))
    return pairs


@pytest.mark.parametrize(("game_id", "level"), CASES, ids=[f"{g}-{lv}" for g, lv in CASES])
def test_hidden_things_do_not_change_the_choice(game_id, level):
    agent = agent_for(game_id, level)
    pairs = [pair for seed in range(2) for pair in positions(SPECS[game_id], seed, 2)]
    assert pairs, "no position with hidden rival information was found"
    for state, twin in pairs:
        real = agent.choose(Observation.of(state), random.Random(5))
        imagined = agent.choose(Observation.of(twin), random.Random(5))
        assert real == imagined, f"{agent.name} chose differently in a world it cannot tell apart"


def test_a_peeking_agent_is_caught():
    class Peeker(Agent):
        def choose(self, obs, rng):
            rival_hands = obs._state.hands[:obs.seat] + obs._state.hands[obs.seat + 1:]
            return obs.legal_actions[sum(map(sum, rival_hands)) % len(obs.legal_actions)]

    pairs = [pair for seed in range(4) for pair in positions(toy_game.SPEC, seed, 3)]
    agent = Peeker()
    assert any(agent.choose(Observation.of(state), random.Random(0))
               != agent.choose(Observation.of(twin), random.Random(0)) for state, twin in pairs)
