"""Sheep Sheep agents: legal, blind to hidden things, and sensible in clear spots."""

import random

import pytest

from game.ai import sheep_sheep as ai
from game.ai.base import Observation
from game.ai.eager import LONG_TURN, EagerAgent
from game.ai.levels import make_agent
from game.rules.base import dumps
from game.rules.sheep_sheep import COLOURS, SPEC, EndTurn, Exchange, Refill, groups
from game.rules.sheep_sheep.diagram import position

R, O, Y, G, B, P = COLOURS  # noqa: E741 (the diagrams' letters)

LEVELS = {"easy": ai.EasyAgent(), "medium": ai.MediumAgent(), "hard": ai.hard_agent(1.0, 3)}


def play(state, agents, seed):
    rng = random.Random(seed)
    while not state.is_over:
        obs = Observation.of(state)
        action = agents[obs.seat].choose(obs, rng)
        assert action in obs.legal_actions
        state.apply(action)
    return state.result()


def choose(agent, state, seed=0):
    return agent.choose(Observation.of(state), random.Random(seed))


@pytest.mark.parametrize("pairing", [("easy", "medium"), ("hard", "medium"), ("hard", "easy")])
def test_agents_finish_games_with_legal_moves(pairing):
    assert play(SPEC.start(2, 7), [LEVELS[level] for level in pairing], 1).winners


def test_levels_come_from_this_module():
    assert isinstance(make_agent("sheep_sheep", "medium"), ai.MediumAgent)
    assert isinstance(make_agent("sheep_sheep", "hard", hard_iterations=2), ai.HardAgent)


def rival_secrets_changed(state, seat):
    """The same position as `seat` sees it, with the rival's Lucky Sheep and the pile changed."""
    other = state.clone()
    rival = 1 - seat
    other.lucky[rival] = next(c for c in reversed(COLOURS) if c not in (state.lucky[rival],
                                                                      state.lucky[seat]))
    other.pile.reverse()
    return other


@pytest.mark.parametrize("level", sorted(LEVELS))
def test_agents_cannot_see_the_rivals_lucky_sheep_or_the_pile(level):
    agent = LEVELS[level]
    state = SPEC.start(2, 9)
    rng = random.Random(4)
    refills = 0
    for turn in range(40):
        if state.is_over:
            break
        seat = state.to_move
        other = rival_secrets_changed(state, seat)
        assert dumps(other.view(seat)) == dumps(state.view(seat))
        assert dumps(other.snapshot()) != dumps(state.snapshot())
        chosen = choose(agent, state, turn)
        assert choose(agent, other, turn) == chosen
        refills += isinstance(chosen, Refill)
        state.apply(ai.MediumAgent().choose(Observation.of(state), rng))
    assert refills  # the refills, where Hard samples worlds, were checked too


def test_the_fast_group_finder_agrees_with_the_rules():
    rng = random.Random(0)
    for _ in range(3000):
        grid = tuple(rng.randrange(3) * 6 + rng.randrange(6) if rng.random() < 0.9 else ai.EMPTY
                     for _ in range(9))
        showing = [None if cell < 0 else cell // 6 for cell in grid]
        assert ai.harvest(grid) == sum(1 << c for group in groups(showing) for c in group)


# --------------------------------------------------------------------------- clear spots

# Two red sheep at the top; red/orange lies in the right cell with orange up.
TWO_STEPS = "Rb Rg Pb\nOb Gy Or\nPb Yo Bg"


def test_medium_chains_exchanges_to_a_group_that_one_cannot_make():
    # No single exchange makes a group (no card in hand is red). The red/orange card lies in
    # the right cell, orange up: take it with orange/yellow, then lay it red up on the left.
    state = position(TWO_STEPS, ("oy gb gp by", "rb og yg bp"), lucky=(G, B))
    assert choose(ai.EasyAgent(), state) == EndTurn()
    for step in (Exchange(5, (O, Y), Y), Exchange(3, (O, R), R)):
        assert choose(ai.MediumAgent(), state) == step
        state.apply(step)
    while (action := choose(ai.MediumAgent(), state)) != EndTurn():
        state.apply(action)
    assert groups(state.showing())[0] == [0, 1, 3]


# The rules set no cap on exchanges (RULINGS, Sheep Sheep: "An AI bounds its own search;
# the rules do not"), so every agent that plays them must end its turns by itself.

@pytest.mark.parametrize("level", sorted(LEVELS))
def test_an_agent_at_its_own_bound_ends_the_turn_though_a_group_is_in_reach(level):
    state = position(TWO_STEPS, ("oy gb gp by", "rb og yg bp"), lucky=(G, B))
    assert choose(LEVELS[level], state) != EndTurn() or level == "easy"
    state.exchanges = ai.TURN_EXCHANGES
    assert choose(LEVELS[level], state) == EndTurn()


def test_the_eager_soak_agent_ends_a_turn_of_free_exchanges():
    state = position(TWO_STEPS, ("oy gb gp by", "rb og yg bp"))
    agent, rng = EagerAgent(), random.Random(2)
    for _ in range(LONG_TURN):
        action = agent.choose(Observation.of(state), rng)
        assert isinstance(action, Exchange)
        state.apply(action)
    assert agent.choose(Observation.of(state), rng) == EndTurn()


def test_easy_makes_a_single_exchange_group_then_ends_its_turn():
    state = position(TWO_STEPS, ("rp gb oy by", "rb og yg bp"), lucky=(G, B))
    action = choose(ai.EasyAgent(), state)
    assert action == Exchange(2, (R, P), R)
    state.apply(action)
    assert choose(ai.EasyAgent(), state) == EndTurn()


def test_medium_prefers_its_lucky_colour_among_equal_collections():
    # Red/green makes three red (top right, red side up) or three green (top, green side
    # up): lucky red starts with the red group, lucky green with the green one.
    grid = "Rb Ry Gp\nOb Bg Gy\nPb Yo Bp"
    hands = ("rg ob yp oy", "rb og yg bp")
    assert choose(ai.MediumAgent(), position(grid, hands, lucky=(R, B))) == Exchange(
        2, (R, G), R)
    assert choose(ai.MediumAgent(), position(grid, hands, lucky=(G, B))) == Exchange(
        1, (R, G), G)


def refilling(grid, drawn, hands=("oy gb gp by", "rb og yg bp")):
    return position(grid, hands, lucky=(Y, B), phase="refill", drawn=drawn)


def test_medium_does_not_refill_a_group_for_the_rival():
    # Green/orange: green next to the two greens would hand the rival a group.
    state = refilling("Gb Gy .\nOb Ry Pr\nPb Yo Bp", "go")
    for seed in range(10):
        assert choose(ai.MediumAgent(), state, seed) == Refill(2, O)


def test_hard_refills_where_the_rival_can_do_least():
    # The last empty cell, and a blue/yellow card: the rival holds red/blue, so a blue sheep
    # beside the two reds lets it make a red line at once; yellow there leaves it nothing.
    state = refilling("Rg Ro .\nOb Gy Pr\nPb Yo Bp", "by", hands=("oy gb gp op", "rb og yg bp"))
    hard = ai.hard_agent(1.0, 4)
    assert choose(hard, state) == Refill(2, Y)
    assert hard.stats.iterations == 4 * 2  # both faces weighed in each of the four worlds


def test_medium_beats_easy():
    wins = 0
    for game in range(6):
        agents = [ai.MediumAgent(), ai.EasyAgent()]
        if game % 2:
            agents.reverse()
        wins += play(SPEC.start(2, 500 + game), agents, game).winners == [game % 2]
    assert wins >= 5
