"""Hidden information: what `view` shows, and `determinize` agreeing with it."""

import json
import random

import pytest

from game.rules.base import dumps
from game.rules.black_sheep import SPEC, TASKS, BlackSheepState, best_first


def midgame(players: int, seed: int, moves: int = 40) -> BlackSheepState:
    state = SPEC.start(players, seed, {"tasks": "on"})
    rng = random.Random(seed)
    for _ in range(moves):
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()))
    return state


def finished(seed: int) -> BlackSheepState:
    return midgame(3, seed, moves=10_000)


def hidden_variant(state: BlackSheepState, seat: int) -> BlackSheepState:
    """The same position as `seat` knows it, with everything hidden from `seat` changed."""
    other = state.clone()
    rival = (seat + 1) % state.players
    hand = other.hands[rival]
    swap = next(i for i, c in enumerate(other.draw_pile) if c != hand[0])
    hand[0], other.draw_pile[swap] = other.draw_pile[swap], hand[0]
    other.hands[rival] = best_first(hand)
    random.Random(99).shuffle(other.draw_pile)
    mine = set(other.corrals[seat])
    for animal in ("horse", "black_sheep"):
        unseen = [f"{animal}-{i}" for i in range(1, 7) if f"{animal}-{i}" not in mine]
        values = [other.values[f] for f in unseen]
        other.values.update(zip(unseen, values[1:] + values[:1], strict=True))
    out_of_play = sorted(set(TASKS) - set(other.tasks_open)
                         - {t for ts in other.tasks_secret for t in ts})
    other.tasks_secret[rival][0] = out_of_play[0]
    other.rng = random.Random(12345)
    return other


CASES = [(players, seed) for players in (2, 3, 4) for seed in (1, 2, 3)]


@pytest.mark.parametrize(("players", "seed"), CASES)
def test_view_hides_what_the_seat_may_not_know(players, seed):
    state = midgame(players, seed)
    for seat in range(players):
        other = hidden_variant(state, seat)
        assert other.snapshot() != state.snapshot()
        assert dumps(other.view(seat)) == dumps(state.view(seat))
    view = state.view(0)
    assert view["hand"] == state.hands[0] and view["hands"][1] is None
    assert view["hand_sizes"] == [len(h) for h in state.hands]
    assert view["tasks"]["secret"] == state.tasks_secret[0]
    assert view["tasks"]["secrets"][1] is None
    assert all(f["value"] is None for fl in view["fields"] for f in fl["figures"])
    assert all(f["value"] is None for c in view["corrals"][1:] for f in c)
    assert [f["value"] for f in view["corrals"][0]] == [state.values[f] for f in state.corrals[0]]
    spectator = state.view(None)
    assert spectator["hand"] is None and spectator["tasks"]["secret"] is None
    assert all(f["value"] is None for c in spectator["corrals"] for f in c)


@pytest.mark.parametrize(("players", "seed"), CASES)
def test_determinize_keeps_the_view_and_ignores_hidden_truth(players, seed):
    state = midgame(players, seed)
    before = dumps(state.snapshot())
    for seat in range(players):
        det = state.determinize(seat, random.Random(7))
        assert dumps(det.view(seat)) == dumps(state.view(seat))
        other = hidden_variant(state, seat).determinize(seat, random.Random(7))
        assert dumps(other.snapshot()) == dumps(det.snapshot())
        assert det.rng.getstate() != state.rng.getstate()
        again = det.clone()
        for _ in range(5):  # the determinized world plays on
            if det.is_over:
                break
            det.apply(det.legal_actions()[0])
        assert again != det
    assert dumps(state.snapshot()) == before


def test_determinize_really_redeals():
    state = midgame(3, 5)
    worlds = {dumps(state.determinize(0, random.Random(i)).snapshot()) for i in range(5)}
    assert len(worlds) == 5


def test_game_over_shows_everything():
    state = finished(4)
    assert state.is_over
    for seat in (None, 0):
        view = state.view(seat)
        assert view["phase"] == "over" and view["to_move"] is None
        assert all(h is not None for h in view["hands"])
        assert all(f["value"] is not None for c in view["corrals"] for f in c)
        assert all(t is not None for t in view["tasks"]["secrets"])
        assert view["result"]["scores"] == view["scores"] == state.result().scores


def test_snapshot_is_plain_data_and_clone_is_independent():
    state = midgame(4, 8)
    json.dumps(state.snapshot())
    json.dumps(state.view(2))
    copy = state.clone()
    assert copy == state
    copy.apply(copy.legal_actions()[-1])
    assert copy != state
    assert dumps(state.clone().snapshot()) == dumps(state.snapshot())


@pytest.mark.parametrize("options", [{"tasks": "off"}, {"tasks": "on"}])
def test_random_games_keep_every_card_and_figure(options):
    for seed in range(6):
        state = SPEC.start(2 + seed % 3, seed, options)
        rng = random.Random(seed)
        while not state.is_over:
            actions = state.legal_actions()
            assert actions and len(actions) == len(set(actions))
            state.apply(rng.choice(actions))
            cards = (sum(map(len, state.hands)) + len(state.draw_pile) + len(state.discard_pile)
                     + sum(len(s) for f in state.fields for s in f["sides"]))
            figures = (sum(map(len, state.corrals)) + sum(map(len, state.stock.values()))
                       + sum(len(f["figures"]) for f in state.fields))
            assert (cards, figures) == (84, 36)
        assert state.result().winners
