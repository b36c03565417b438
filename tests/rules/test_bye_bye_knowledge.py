"""Bye-Bye Black Sheep hidden information: views leak nothing, `determinize` agrees with the
view, keeps what the seat knows (a Mole's look, cards seen going into a hand) and depends on
nothing else."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from game.rules.base import dumps
from game.rules.bye_bye import SPEC, Dig, Stop
from game.rules.bye_bye.cards import sort_cards
from tests.rules.test_bye_bye_helpers import BS, checked, draw, position


def played(players: int, seed: int, steps: int, advanced: str = "off"):
    state = SPEC.start(players, seed, {"advanced": advanced})
    rng = random.Random(seed)
    for _ in range(steps):
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()))
    return state


def test_a_view_hides_rival_hands_stashes_and_the_pile():
    state = position(3, [[1, BS], [5, 6, "wolf", BS], [7, 8, BS]], advanced=True)
    draw(state, 2, 7)
    draw(state, 1, "wolf")
    view = state.view(0)
    assert view["hand"] == state.hands[0] and view["hands"] == [state.hands[0], None, None]
    assert view["hand_sizes"] == [2, 3, 2] and view["stash"] == []
    assert view["stash_sizes"] == [0, 1, 0] and view["pile"] == len(state.pile)
    text = dumps(view)
    assert "5" not in view["hand"] and '"6"' not in text  # seat 1's hidden card
    spectator = state.view(None)
    assert spectator["hand"] == [] and spectator["hands"] == [None, None, None]
    assert spectator["known"] == {} and spectator["stash"] == []
    json.dumps(view)


def test_every_hand_is_shown_once_the_game_is_over():
    state = played(2, 4, 5000)
    assert state.is_over
    view = state.view(1)
    assert view["hands"] == state.hands and view["result"]["winners"] == state.result().winners


@pytest.mark.parametrize(("players", "seed", "advanced"), [(2, 1, "off"), (3, 2, "on"),
                                                           (4, 3, "off"), (5, 4, "on")])
def test_determinize_keeps_the_view_and_the_rules_shape(players, seed, advanced):
    state = played(players, seed, 12, advanced)
    seat = state.to_move
    assert seat is not None
    world = state.determinize(seat, random.Random(9))
    assert dumps(world.view(seat)) == dumps(state.view(seat))
    assert world.legal_actions() == state.legal_actions()
    checked(world)
    assert all(hand.count(BS) == 1 for hand in world.hands)
    assert all(card.isdigit() for card in world.pile)
    assert world.snapshot()["rng"] != state.snapshot()["rng"]


@pytest.mark.parametrize("seed", [0, 1, 3, 4])
def test_determinize_depends_on_nothing_the_seat_cannot_see(seed):
    state = played(3, seed, 12)
    seat = state.to_move
    assert seat is not None
    other = state.clone()
    rival = (seat + 1) % 3
    unknown = Counter(c for c in other.hands[rival] if c.isdigit())
    unknown -= Counter(state.known[seat][rival])
    for i, card in enumerate(list(unknown.elements())[:2]):  # they change places with the pile
        hand = other.hands[rival]
        hand[hand.index(card)], other.pile[i] = other.pile[i], card
        other.hands[rival] = sort_cards(hand)
    assert other.hands[rival] != state.hands[rival]
    other.rng.seed(seed + 100)
    other.known[rival] = [[] for _ in range(3)]  # what the rivals know is hidden too
    assert dumps(other.view(seat)) == dumps(state.view(seat))
    assert other.determinize(seat, random.Random(9)) == state.determinize(seat, random.Random(9))


def test_a_moles_look_is_known_to_the_drawer_until_the_cards_leave():
    state = position(3, [[1, BS], [2, 2, 9, "mole", BS], [4, 5, BS]])
    draw(state, 1, "mole")
    state.apply(Dig("9"))
    assert state.view(0)["known"] == {"1": ["2", "2"]} and state.view(2)["known"] == {}
    for seed in range(5):  # the drawer's worlds hold exactly that hand
        world = state.determinize(0, random.Random(seed))
        assert world.hands[1] == ["2", "2", BS]
    other = state.determinize(2, random.Random(0))  # seat 2 never saw it
    assert any(state.determinize(2, random.Random(s)).hands[1] != state.hands[1]
               for s in range(10)) and other.known[0][1] == []
    draw(state, 1, 2)
    assert state.view(0)["known"] == {"1": ["2"]}


def test_knowledge_stays_true_when_the_hand_grows_unseen():
    state = position(2, [[1, 3, BS], [2, 2, "mole", 9, 10, 11, BS]])
    draw(state, 1, "mole")
    state.apply(Dig("9"))
    state.apply(Stop())  # seat 1 refills from the pile: the drawer does not see what
    assert state.view(0)["known"] == {"1": ["2", "2", "10", "11"]}
    assert len(state.hands[1]) == 8
    world = state.determinize(0, random.Random(3))
    assert Counter(["2", "2", "10", "11", BS]) <= Counter(world.hands[1])


def test_cards_taken_from_the_watering_hole_are_seen_by_everybody():
    state = position(3, [[1, BS], [5, 6, BS], [7, BS]])
    draw(state, 1, 5)
    draw(state, 2, 7)
    state.apply(Stop())
    assert state.view(1)["known"] == {"0": ["5", "7"]}
    assert state.view(2)["known"] == {"0": ["5", "7"]}
    assert state.view(0)["known"] == {} and state.view(0)["seen"][0] == ["5", "7"]
    world = state.determinize(1, random.Random(0))
    assert Counter(["5", "7"]) <= Counter(world.hands[0])


@pytest.mark.parametrize("seed", range(8))
def test_a_sampled_world_played_on_leaves_what_the_seat_knows_alone(seed):
    """A search plays moves in its sampled worlds; what the seat knows in the real game (the
    cards seen going into each hand) must not change with them."""
    state = played(3, seed, 20)
    seat = state.to_move
    assert seat is not None
    known = json.dumps(state.known)
    world = state.determinize(seat, random.Random(seed))
    rng = random.Random(seed)
    for _ in range(60):
        if world.is_over:
            break
        world.apply(rng.choice(world.legal_actions()))
    assert json.dumps(state.known) == known
