"""Four-player Bye-Bye Black Sheep: the Medium computer players stop drawing and lay cards.

Medium once valued a card kept in hand at 0.7 of its worth in the zoo, whatever the number of
players; with three rivals drawing from that hand it never stopped voluntarily, so it never
laid a card and finished with an empty zoo while Hard won alone."""

from __future__ import annotations

import random

import pytest

from game.ai.base import Observation
from game.ai.levels import make_agent
from game.rules import get
from game.rules.bye_bye.actions import Draw, Stop

pytestmark = pytest.mark.slow  # four whole games

# Medium's stopping reads its own hand and the number of rivals, not their level: the Hard
# seat these games once had made the test 100 times slower (43 s against 0.4 s) and checked
# nothing more.
LEVELS = ("easy", "medium", "easy", "medium")
SEEDS = range(4)


def play(seed: int) -> tuple[list[int], list[int]]:
    """One game of LEVELS: voluntary stops and zoo sizes per seat."""
    state = get("bye_bye").start(len(LEVELS), seed, None)
    agents = [make_agent("bye_bye", level, hard_iterations=4) for level in LEVELS]
    rng = random.Random(seed)
    stops = [0] * len(LEVELS)
    while not state.is_over:
        seat = state.to_move
        action = agents[seat].choose(Observation.of(state.clone()), rng)
        if isinstance(action, Stop) and any(isinstance(a, Draw) for a in state.legal_actions()):
            stops[seat] += 1
        state.apply(action)
    return stops, [len(zoo) for zoo in state.zoos]


def test_medium_stops_and_lays_in_four_player_games() -> None:
    games = [play(seed) for seed in SEEDS]
    for seat, level in enumerate(LEVELS):
        if level != "medium":
            continue
        stopped = sum(1 for stops, _ in games if stops[seat])
        laid = sum(1 for _, zoos in games if zoos[seat] > 0)
        assert stopped * 2 > len(games), f"seat {seat} stopped in only {stopped} games"
        assert laid * 2 > len(games), f"seat {seat} laid cards in only {laid} games"
