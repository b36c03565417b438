"""The eager agent, for the soak and the fuzz only: it does the unusual on purpose.

Rule holes hide where ordinary agents rarely go: long EIEI...NO chains, a reaction to every
card, a hand played or thrown away to the last card. This agent always answers when it may
(every EIEI...NO, Wolf, Hero of the Herd, Am-Bah-Lance), plays a card whenever it can, and
discards rather than keep a hand; among equals it picks at random. It knows no game: it
ranks actions by their kind only, so every game gets it for free.

Odd seats hoard on their own turn instead (they play and discard nothing there, so they are
never refilled) while still answering everything out of turn: their hands run down to the
last card, which is where a card aimed at a hand can find it empty.
"""

from __future__ import annotations

import random

from game.ai.base import Agent, Observation
from game.rules.base import Action

EAGER = {"play": 0, "discard": 1, "pass": 3, "keep_hand": 3, "end_turn": 4}
HOARDING = {"play": 5, "discard": 5, "end_turn": 4}
"""Ranks by action kind, lowest first; a kind not named ranks 2."""
LONG_TURN = 40
"""Decisions in a row with ending the turn on offer, after which the agent ends it: a turn of
moves without a cap (Sheep Sheep's exchanges) would otherwise never end."""


class EagerAgent(Agent):
    name = "eager"

    def __init__(self) -> None:
        self.waited = 0  # decisions in a row that could have ended the turn

    def choose(self, obs: Observation, rng: random.Random) -> Action:
        ending = next((a for a in obs.legal_actions if a.kind == "end_turn"), None)
        self.waited = self.waited + 1 if ending is not None else 0
        if ending is not None and self.waited > LONG_TURN:
            self.waited = 0
            return ending
        hoarding = obs.seat % 2 == 1 and obs.view.get("turn") == obs.seat
        ranks = HOARDING if hoarding else EAGER
        rank = {a: ranks.get(a.kind, 2) for a in obs.legal_actions}
        best = min(rank.values())
        choice = rng.choice([a for a, r in rank.items() if r == best])
        if choice.kind == "end_turn":
            self.waited = 0
        return choice
