"""Sheep Sheep: what each seat may know. Lucky Sheep stay secret until the end, the pile's
order is nobody's, and `determinize` deals only what the seat cannot see."""

import json
import random
from collections import Counter

from game.rules.base import dumps
from game.rules.sheep_sheep import COLOURS, SPEC, EndTurn
from game.rules.sheep_sheep.cards import COMPOSITION
from game.rules.sheep_sheep.diagram import position
from game.rules.sheep_sheep.invariants import problems

LINE = "Rb Rg Ry\nOb Go Yr\nPb Go Yp"
HANDS = ("ry gb op yp", "rb og yg bp")


def midgame(seed, moves):
    state = SPEC.start(2, seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()))
    return state


def test_each_seat_sees_only_its_own_lucky_sheep_until_the_end():
    state = position(LINE, HANDS, lucky=("red", "blue"), pile="gb")
    assert state.view(0)["lucky"] == ["red", None]
    assert state.view(1)["lucky"] == [None, "blue"]
    assert state.view(None)["lucky"] == [None, None]
    state.apply(EndTurn())
    assert state.is_over and state.view(None)["lucky"] == ["red", "blue"]
    assert state.view(1)["result"]["scores"] == [6, 0]


def test_the_view_does_not_change_with_what_the_seat_cannot_see():
    state = midgame(3, 20)
    seat = state.to_move
    other = state.clone()
    other.lucky[1 - seat] = next(c for c in COLOURS if c not in state.lucky)
    other.pile.reverse()
    other.rng.seed(99)
    assert dumps(other.view(seat)) == dumps(state.view(seat))
    assert dumps(other.view(None)) == dumps(state.view(None))
    assert dumps(other.view(1 - seat)) != dumps(state.view(1 - seat))


def test_the_view_holds_no_pile_order_and_is_json():
    view = midgame(5, 15).view(0)
    assert isinstance(view["pile"], int)
    json.dumps(view)


def test_determinize_agrees_with_the_view_and_redeals_only_hidden_things():
    state = midgame(8, 25)
    seat = state.to_move
    rivals_lucky = set()
    for i in range(60):
        det = state.determinize(seat, random.Random(i))
        assert dumps(det.view(seat)) == dumps(state.view(seat))
        assert det.lucky[seat] == state.lucky[seat] != det.lucky[1 - seat]
        assert Counter(det.pile) == Counter(state.pile)
        assert problems(det) == []
        rivals_lucky.add(det.lucky[1 - seat])
    assert rivals_lucky == set(COLOURS) - {state.lucky[seat]}


def test_determinize_depends_only_on_the_view():
    state = midgame(8, 25)
    seat = state.to_move
    twin = state.clone()
    twin.lucky[1 - seat] = next(c for c in COLOURS if c not in state.lucky)
    twin.pile.reverse()
    a, b = state.determinize(seat, random.Random(1)), twin.determinize(seat, random.Random(1))
    assert dumps(a.snapshot()) == dumps(b.snapshot())


def test_determinize_reseeds_the_generator():
    state = midgame(2, 10)
    det = state.determinize(state.to_move, random.Random(0))
    assert det.rng.getstate() != state.rng.getstate()


def test_a_drawn_card_is_public_and_the_composition_holds_throughout():
    state = midgame(4, 0)
    rng = random.Random(4)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
        assert problems(state) == []
        if state.drawn:
            assert state.view(1 - state.to_move)["drawn"] == list(state.drawn)
    total = Counter(state.pile) + state.cards_in_sight()
    assert total == Counter(COMPOSITION)
