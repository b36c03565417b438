"""Determinized short lookahead: the Hard level of games whose Medium judges positions well.

Plain ISMCTS with the few dozen playouts a table game can afford per move did not beat
Medium on Black Sheep: whole-game playouts are noisy and cheap playout policies play much
worse than Medium. This agent keeps Medium's judgement and adds what Medium lacks, the
rivals' answer. For each of a few candidate moves (the game's own shortlist, best first),
it plays the move in sampled worlds, lets everyone continue with a reply policy until
some rival has moved and it is our turn again (or the game ends), and scores the world
reached with a static evaluation. The candidate with the best mean wins.

All candidates are judged on the same sampled worlds and with the same reply seeds
(common random numbers), so the comparison between moves is not drowned by luck of the
deal. With `worlds` fixed the choice depends only on `obs` and `rng`; with `think_time`
it keeps adding worlds until the time is spent.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable

from game.ai.base import Agent, Observation
from game.ai.ismcts import SearchStats
from game.rules.base import Action, State

Shortlist = Callable[[Observation, random.Random], list[Action]]
ReplyPolicy = Callable[[State, random.Random], Action]
Evaluation = Callable[[State, int], float]

MAX_PLIES = 12
"""Safety stop for one continuation (a chain of reactions, say); never reached in practice."""


class LookaheadAgent(Agent):
    """Candidate moves x sampled worlds, each followed by replies and a static evaluation.

    `shortlist(obs, rng)` names the moves worth checking, best first; one move means no
    search. `reply(state, rng)` plays any seat in a sampled world. `evaluate(state, seat)`
    says how good a world is for `seat` (higher is better). `stats.iterations` counts the
    (move, world) continuations played.
    """

    name = "hard"

    def __init__(self, shortlist: Shortlist, reply: ReplyPolicy, evaluate: Evaluation,
                 worlds: int | None = None, think_time: float = 1.0,
                 max_worlds: int = 64, horizon: int = 1, favourite_margin: float = 0.0) -> None:
        if worlds is not None and worlds < 1:
            raise ValueError("LookaheadAgent needs at least one world.")
        self.shortlist = shortlist
        self.reply = reply
        self.evaluate = evaluate
        self.worlds = worlds
        self.think_time = think_time
        self.max_worlds = max_worlds
        self.horizon = horizon
        self.favourite_margin = favourite_margin
        self.stats = SearchStats(0, 0.0)

    def choose(self, obs: Observation, rng: random.Random) -> Action:
        start = time.perf_counter()
        candidates = self.shortlist(obs, rng)
        if len(candidates) == 1:
            self.stats = SearchStats(0, time.perf_counter() - start)
            return candidates[0]
        totals = [0.0] * len(candidates)
        wanted = self.worlds if self.worlds is not None else self.max_worlds
        deadline = start + self.think_time
        done = 0
        while done < wanted:
            world = obs.determinize(rng)
            seed = rng.getrandbits(32)
            for i, action in enumerate(candidates):
                totals[i] += self.outcome(world.clone(), obs.seat, action, seed)
            done += 1
            if self.worlds is None and time.perf_counter() >= deadline:
                break
        self.stats = SearchStats(done * len(candidates), time.perf_counter() - start)
        totals[0] += self.favourite_margin * done  # the shortlist's favourite, per world
        best = max(range(len(candidates)), key=lambda i: (totals[i], -i))
        return candidates[best]

    def outcome(self, state: State, seat: int, action: Action, seed: int) -> float:
        """Play `action`, then replies until we have been to move again `horizon` times,
        each time after a rival moved (our own later turns are played by `reply` too)."""
        rng = random.Random(seed)
        state._apply(action)  # candidates come from the legal actions of this very state
        rival_moved = False
        returns = 0
        for _ in range(MAX_PLIES * self.horizon):
            mover = state.to_move
            if mover is None:
                break
            if mover == seat and rival_moved:
                returns += 1
                rival_moved = False
                if returns >= self.horizon:
                    break
            rival_moved = rival_moved or mover != seat
            state._apply(self.reply(state, rng))
        return self.evaluate(state, seat)
