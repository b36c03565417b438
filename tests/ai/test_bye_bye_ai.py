"""Bye-Bye Black Sheep agents: legal, fair (blind to hidden cards), and sensible in clear spots."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from game.ai.base import Observation
from game.ai.bye_bye import EasyAgent, MediumAgent, hard_agent
from game.rules.bye_bye import (
    SPEC,
    Ask,
    ByeByeState,
    Choose,
    Dig,
    Draw,
    Place,
    Steal,
    Stop,
)
from game.rules.bye_bye.cards import sort_cards

BS = "black_sheep"
AGENTS = [EasyAgent(), MediumAgent(), hard_agent(1.0, worlds=2)]


def play(state, agents, seed):
    rng = random.Random(seed)
    while not state.is_over:
        obs = Observation.of(state)
        action = agents[obs.seat].choose(obs, rng)
        assert action in obs.legal_actions
        state.apply(action)
    return state.result()


@pytest.mark.parametrize(("players", "advanced"), [(2, "off"), (3, "on"), (5, "off")])
def test_agents_finish_games_with_legal_moves(players, advanced):
    agents = [AGENTS[s % 3] for s in range(players)]
    assert play(SPEC.start(players, players, {"advanced": advanced}), agents, 1).winners


def rivals_hidden_cards_changed(state, seat):
    """The same position as `seat` sees it, with cards it cannot see in the rivals' hands
    swapped for cards of the pile."""
    other = state.clone()
    for rival in state.rivals(seat):
        hidden = Counter(c for c in other.hands[rival] if c.isdigit())
        hidden -= Counter(state.known[seat][rival])
        for card in list(hidden.elements())[:2]:
            swap = next((i for i, c in enumerate(other.pile) if c != card), None)
            if swap is None:
                continue
            hand = other.hands[rival]
            hand[hand.index(card)], other.pile[swap] = other.pile[swap], card
            other.hands[rival] = sort_cards(hand)
    return other


@pytest.mark.parametrize("agent", AGENTS, ids=lambda a: a.name)
def test_agents_cannot_see_hidden_cards(agent):
    state = SPEC.start(3, 9, {"advanced": "on"})
    rng = random.Random(4)
    changed = 0
    for turn in range(60):
        if state.is_over:
            break
        seat = state.to_move
        other = rivals_hidden_cards_changed(state, seat)
        assert other.view(seat) == state.view(seat)
        changed += other.snapshot() != state.snapshot()
        chosen = agent.choose(Observation.of(state), random.Random(turn))
        assert agent.choose(Observation.of(other), random.Random(turn)) == chosen
        state.apply(MediumAgent().choose(Observation.of(state), rng))
    assert changed > 20


def choose(agent, state, seed=0):
    return agent.choose(Observation.of(state), random.Random(seed))


def test_medium_draws_from_the_biggest_hand():
    state = ByeByeState.from_position(3, [[1, BS], [2, 3, BS], [4, 5, 6, 7, 8, 9, BS]])
    assert choose(MediumAgent(), state) == Draw(2)


def test_medium_never_draws_from_a_hand_holding_only_its_black_sheep():
    state = ByeByeState.from_position(2, [[1, BS], [BS]], pile=[])
    assert choose(MediumAgent(), state) == Stop()


def test_medium_stops_when_the_next_draw_is_likely_a_black_sheep():
    state = ByeByeState.from_position(2, [[1, 1, 2, 2, BS], [5, BS]], pile=[],
                                      watering=["1", "2", "6", "7", "8"])
    assert choose(MediumAgent(), state) == Stop()


def test_medium_keeps_drawing_from_a_big_hand_with_little_drawn():
    state = ByeByeState.from_position(2, [[1, 1, BS], [3, 4, 5, 6, 7, 8, 9, 10, 11, BS]],
                                      watering=["2", "12", "12"])
    assert choose(MediumAgent(), state) == Draw(1)


def test_medium_lays_a_triplet_before_singles():
    state = ByeByeState.from_position(2, [[4, 4, 4, 6, 9, BS], [1, BS]], phase="place",
                                      allowance=3)
    agent = MediumAgent()
    laid = []
    while state.phase == "place":
        action = choose(agent, state)
        laid.append(action)
        state.apply(action)
    assert laid == [Place("4")] * 3


def test_medium_completes_a_triplet_and_keeps_a_pair_hidden():
    state = ByeByeState.from_position(2, [[6, 6, 9, BS], [1, BS]], zoos=[[9, 9], []],
                                      phase="place", allowance=1)
    assert choose(MediumAgent(), state) == Place("9")


def test_the_eagle_asks_for_a_card_everybody_saw_the_rival_take():
    state = ByeByeState.from_position(2, [[3, 3, BS], [9, 9, 9, 3, BS]],
                                      watering=["eagle"], watering_from=["hand:1"],
                                      phase="eagle")
    state.known[0][1] = ["3"]
    state.seen[1] = ["3"]
    assert choose(MediumAgent(), state) == Ask(1, "3")


def test_the_mole_fetches_what_completes_a_set():
    state = ByeByeState.from_position(2, [[5, BS], [2, 5, 8, BS]], zoos=[[5], []],
                                      watering=["mole"], phase="mole", source=1)
    assert choose(MediumAgent(), state) == Dig("5")


def test_the_magpie_breaks_a_rivals_triplet():
    state = ByeByeState.from_position(3, [[1, BS], [2, BS], [3, BS]],
                                      zoos=[[], [6, 6, 6, 7], [8]], watering=["magpie"],
                                      phase="magpie", magpie_waiting=False)
    assert choose(MediumAgent(), state) == Steal(1, "6")


def test_the_white_sheep_owner_lays_what_adds_most():
    state = ByeByeState.from_position(2, [[1, BS], [4, 9, BS]], zoos=[[], [9, 9]],
                                      watering=["white_sheep"], phase="white", source=1,
                                      advanced=True)
    assert state.to_move == 1 and choose(MediumAgent(), state) == Place("9")


def test_hard_stops_to_lay_the_winning_triplet():
    zoo = [1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4, 5, 5]
    state = ByeByeState.from_position(2, [[6, BS], [8, 9, 10, 11, 12, 7, 7, 7, BS]],
                                      zoos=[zoo, []], watering=["5", "11", "12"],
                                      magpie_waiting=False)
    assert choose(hard_agent(1.0, worlds=4), state) == Stop()


def test_computer_players_choose_special_cards_at_random():
    picks = set()
    for seed in range(12):
        state = SPEC.start(2, 1, {"advanced": "on"})
        for agent in (EasyAgent(), MediumAgent(), hard_agent(1.0, worlds=2)):
            action = choose(agent, state, seed)
            assert isinstance(action, Choose)
            picks.add(action.card)
    assert picks == {"eagle", "mole", "white_sheep", "mother_sheep", "wolf"}


def test_the_eagle_asks_when_it_would_stop_anyway():
    # a wrong guess only ends the turn, which stopping would do too
    state = ByeByeState.from_position(2, [[3, 3, 5, 5, BS], [2, BS]],
                                      watering=["eagle", "3", "5", "7", "8", "9"],
                                      phase="eagle")
    assert isinstance(choose(MediumAgent(), state), Ask)


def test_medium_beats_easy():
    wins = 0
    for game in range(40):
        agents = [MediumAgent(), EasyAgent()] if game % 2 == 0 else [EasyAgent(), MediumAgent()]
        result = play(SPEC.start(2, 500 + game), agents, game)
        wins += result.winners == [game % 2]
    assert wins >= 24
