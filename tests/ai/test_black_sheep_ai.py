"""Black Sheep agents: legal, fair (blind to hidden things), and sensible in clear spots."""

import random

import pytest

from game.ai.base import Observation
from game.ai.black_sheep import EasyAgent, MediumAgent
from game.ai.levels import make_agent
from game.rules.black_sheep import (
    SPEC,
    BlackSheepState,
    Discard,
    KeepHand,
    PlayCards,
    best_first,
)

AGENTS = [EasyAgent(), MediumAgent()]


def play(state, agents, seed):
    rng = random.Random(seed)
    while not state.is_over:
        obs = Observation.of(state)
        action = agents[obs.seat].choose(obs, rng)
        assert action in obs.legal_actions
        state.apply(action)
    return state.result()


@pytest.mark.parametrize(("players", "tasks"), [(2, "off"), (3, "on"), (4, "off")])
def test_agents_finish_games_with_legal_moves(players, tasks):
    agents = [AGENTS[s % 2] for s in range(players)]
    assert play(SPEC.start(players, players, {"tasks": tasks}), agents, 1).winners


def rival_hand_changed(state, seat):
    """The same position as `seat` sees it, with a rival's hand and the hidden values changed."""
    other = state.clone()
    rival = (seat + 1) % state.players
    hand = other.hands[rival]
    swap = next(i for i, c in enumerate(other.draw_pile) if c not in hand)
    hand[-1], other.draw_pile[swap] = other.draw_pile[swap], hand[-1]
    other.hands[rival] = best_first(hand)
    for fid in other.values:
        if fid not in state.corrals[seat]:
            other.values[fid] = -other.values[fid] if fid.startswith("pig") else other.values[fid]
    return other


@pytest.mark.parametrize("agent", AGENTS, ids=lambda a: a.name)
def test_agents_cannot_see_hidden_things(agent):
    state = SPEC.start(3, 9, {"tasks": "on"})
    rng = random.Random(4)
    for turn in range(40):
        if state.is_over:
            break
        other = rival_hand_changed(state, state.to_move)
        assert other.snapshot() != state.snapshot()
        chosen = agent.choose(Observation.of(state), random.Random(turn))
        assert agent.choose(Observation.of(other), random.Random(turn)) == chosen
        state.apply(MediumAgent().choose(Observation.of(state), rng))


def choose(hand, fields, corrals=None, **kw):
    state = BlackSheepState.from_position(2, [hand, ["sheep"] * 3], fields=fields,
                                          corrals=corrals, **kw)
    return MediumAgent().choose(Observation.of(state), random.Random(0))


def field(figures, sides=([], []), completed=()):
    return {"figures": list(figures), "sides": [list(s) for s in sides],
            "completed": list(completed)}


def test_medium_builds_on_matching_figures():
    fields = [field(("rooster", "pig")), field(("horse", "horse")), field(("cow", "sheep"))]
    assert choose(["horse", "horse", "rooster"], fields) == PlayCards(1, ("horse", "horse"))


def test_medium_will_not_win_a_field_of_black_sheep():
    fields = [field(("black_sheep", "black_sheep")), field(("cow", "pig")),
              field(("horse", "sheep"))]
    action = choose(["black_sheep", "black_sheep", "cow"], fields)
    assert action != PlayCards(0, ("black_sheep", "black_sheep"))


def test_medium_finishes_a_field_it_wins():
    fields = [field(("horse", "cow")), field(("pig", "pig"), ([], ["rooster"] * 3), [1]),
              field(("sheep", "cow"))]
    assert choose(["pig", "pig", "pig"], fields) == PlayCards(1, ("pig", "pig"))


def after_a_single_card():
    fields = [field(("horse", "horse"), (["horse", "horse"], [])), field(("cow", "cow")),
              field(("pig", "pig"))]
    state = BlackSheepState.from_position(2, [["horse", "cow", "black_sheep"], ["sheep"] * 3],
                                          fields=fields)
    state.apply(PlayCards(0, ("horse",)))
    return Observation.of(state)


def test_hard_discards_a_card_that_helps_nowhere():
    hard = make_agent("black_sheep", "hard", hard_iterations=2)
    assert hard.choose(after_a_single_card(), random.Random(0)) == Discard("black_sheep")


def test_medium_keeps_its_hand():
    assert MediumAgent().choose(after_a_single_card(), random.Random(0)) == KeepHand()


def test_medium_beats_easy():
    wins = 0
    for game in range(10):
        agents = [MediumAgent(), EasyAgent()] if game % 2 == 0 else [EasyAgent(), MediumAgent()]
        result = play(SPEC.start(2, 500 + game), agents, game)
        wins += result.winners == [game % 2]
    assert wins >= 7
