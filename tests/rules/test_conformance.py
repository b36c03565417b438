"""The generic conformance suite: every registered game, player count and option set."""

from __future__ import annotations

import json
import random

import pytest

from game.rules import GAMES
from game.rules.base import Action, IllegalAction, RulesFault, dumps

CASES = [
    (gid, n, opts)
    for gid, spec in GAMES.items()
    for n in range(spec.min_players, spec.max_players + 1)
    for opts in spec.option_sets()
]
IDS = [f"{g}-{n}p-" + ",".join(f"{k}={v}" for k, v in o.items()) for g, n, o in CASES]
MAX_ACTIONS = 5000


class Foreign(Action):
    kind = "foreign"


def playout(spec, n, opts, seed):
    state = spec.start(n, seed, opts)
    rng = random.Random(seed)
    actions = []
    while not state.is_over:
        legal = state.legal_actions()
        assert legal, "legal_actions is empty before the end"
        assert len(set(legal)) == len(legal), "legal_actions has duplicates"
        action = rng.choice(legal)
        state.apply(action)
        actions.append(action)
        assert len(actions) < MAX_ACTIONS, "the game does not end"
    return state, actions


@pytest.mark.parametrize(("gid", "n", "opts"), CASES, ids=IDS)
def test_random_playouts_terminate_with_a_result(gid, n, opts):
    spec = GAMES[gid]
    for seed in range(3):
        state, actions = playout(spec, n, opts, seed)
        result = state.result()
        assert len(result.scores) == n and len(result.breakdown) == n
        assert result.winners and all(0 <= w < n for w in result.winners)
        json.dumps(result.to_json())
        json.dumps(state.view(None))


@pytest.mark.parametrize(("gid", "n", "opts"), CASES, ids=IDS)
def test_protocol_holds_at_every_step(gid, n, opts):
    spec = GAMES[gid]
    state = spec.start(n, 7, opts)
    rng = random.Random(7)
    steps = 0
    while not state.is_over and steps < 400:
        seat = state.to_move
        legal = state.legal_actions()
        before = dumps(state.snapshot())
        # Views are JSON-able and deterministic.
        for s in [None, *range(n)]:
            assert dumps(state.view(s)) == dumps(state.view(s))
        # determinize agrees with the mover's view and does not touch the state.
        det = state.determinize(seat, random.Random(steps))
        assert dumps(det.view(seat)) == dumps(state.view(seat))
        assert det.to_move == seat
        assert dumps(state.snapshot()) == before
        # Illegal and malformed actions are refused with a sentence and change nothing.
        for bad in (Foreign(), None, "pass"):
            with pytest.raises(IllegalAction) as err:
                state.apply(bad)  # type: ignore[arg-type]
            assert str(err.value)
        for raw in ({}, {"type": "no-such-move"}, [1, 2], {"type": legal[0].kind, "zzz": 1}):
            with pytest.raises(IllegalAction):
                state.action_from_json(raw)
        assert dumps(state.snapshot()) == before
        # JSON round trip of every legal action.
        for a in legal:
            assert state.action_from_json(json.loads(json.dumps(a.to_json()))) == a
            assert str(a)
        # clone is independent.
        twin = state.clone()
        action = rng.choice(legal)
        twin.apply(action)
        assert dumps(state.snapshot()) == before
        state.apply(action)
        assert dumps(state.snapshot()) == dumps(twin.snapshot())
        steps += 1


@pytest.mark.parametrize(("gid", "n", "opts"), CASES, ids=IDS)
def test_same_seed_and_actions_give_the_same_state(gid, n, opts):
    spec = GAMES[gid]
    state, actions = playout(spec, n, opts, 11)
    again = spec.start(n, 11, opts)
    for a in actions:
        again.apply(again.action_from_json(json.loads(json.dumps(a.to_json()))))
    assert dumps(again.snapshot()) == dumps(state.snapshot())


@pytest.mark.parametrize("gid", list(GAMES))
def test_wrong_player_counts_and_options_are_refused(gid):
    spec = GAMES[gid]
    for n in (spec.min_players - 1, spec.max_players + 1):
        with pytest.raises(IllegalAction):
            spec.start(n, 1, {})
    with pytest.raises(IllegalAction):
        spec.start(spec.min_players, 1, {"no_such_option": "on"})
    for name in spec.options:
        with pytest.raises(IllegalAction):
            spec.start(spec.min_players, 1, {name: "maybe"})


class Broken(Exception):
    """What the injected failure raises."""


@pytest.mark.parametrize(("gid", "n", "opts"), CASES, ids=IDS)
def test_apply_is_atomic_when_the_rules_fail_inside_a_move(gid, n, opts):
    """A failure injected into `_apply`, after the move has done all its work, leaves the
    state exactly as before (snapshot, view and legal actions), raises a RulesFault with a
    sentence and the cause, and the game goes on normally afterwards."""
    spec = GAMES[gid]
    state = spec.start(n, 5, opts)
    rng = random.Random(5)
    steps = 0
    while not state.is_over and steps < 300:
        legal = state.legal_actions()
        action = rng.choice(legal)
        if steps % 7 == 0:
            before = dumps(state.snapshot())
            views = [dumps(state.view(s)) for s in range(n)]
            real = type(state)._apply

            def failing(self, a, real=real):
                real(self, a)
                raise Broken("injected")

            state._apply = failing.__get__(state)  # type: ignore[method-assign]
            with pytest.raises(RulesFault) as fault:
                state.apply(action)
            state.__dict__.pop("_apply", None)  # the restored state may not carry it
            assert str(fault.value) == RulesFault.SENTENCE
            assert isinstance(fault.value.__cause__, Broken)
            assert dumps(state.snapshot()) == before
            assert [dumps(state.view(s)) for s in range(n)] == views
            assert state.legal_actions() == legal
        state.apply(action)
        steps += 1


def test_a_fixed_player_count_is_said_as_exactly():
    from game.rules.base import GameSpec

    spec = GameSpec("duo", "Duo", "", 2, 2, {}, lambda n, s, o: None)  # type: ignore[arg-type]
    with pytest.raises(IllegalAction, match="Duo is for exactly 2 players, not 3."):
        spec.check_players(3)
    with pytest.raises(IllegalAction, match="is for 2 to 4 players, not 5"):
        GAMES["black_sheep"].check_players(5)
