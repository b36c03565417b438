"""Information-set Monte Carlo tree search: Hard for a game that has no heuristics yet.

We use single-observer ISMCTS (Cowling, Powley and Whitehouse, 2012) rather than one UCT
tree per sampled world followed by a vote. Every iteration samples a fresh world with
`obs.determinize(rng)` and walks one shared tree, using only the branches legal in that
world. So the whole budget informs one set of root statistics (a vote spreads it over many
shallow trees), the agent cannot plan a different move for each world it imagined
("strategy fusion"), and stopping at any moment leaves a usable answer, which suits a
wall-clock budget.

Tree edges are keyed by (seat, action), so reactions and out-of-turn seats need nothing
special: whoever `to_move` is at a node picks the child best for *their own* reward.
Selection is UCB1 over availability counts: a child's exploration term counts the visits
to its parent in which that action was legal, not all of them.

Moves are applied with the unchecked `State._apply`: every move searched comes from
`legal_actions()` of that very state (rollout policies must return one of those too), and
re-checking legality costs a third of a playout.

Value: the win, shared evenly among joint winners (a sole win 1, a two-way shared win 0.5,
a loss 0). Blending in a score margin made no difference we could measure on Black Sheep,
so the plain outcome stays.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from game.ai.base import Agent, Observation
from game.rules.base import Action, Result, State

RolloutPolicy = Callable[[State, random.Random], Action]
Edge = tuple[int, Action]


def random_rollout(state: State, rng: random.Random) -> Action:
    """The default playout: any legal move, uniformly."""
    return rng.choice(state.legal_actions())


def win_shares(result: Result, players: int) -> list[float]:
    """Each seat's reward: one win split among the winners."""
    share = 1.0 / len(result.winners) if result.winners else 0.0
    return [share if seat in result.winners else 0.0 for seat in range(players)]


@dataclass(frozen=True)
class SearchStats:
    """How the last choice went: `iterations` of search (0 when the move was forced)."""

    iterations: int
    seconds: float

    @property
    def simulations_per_second(self) -> float:
        return self.iterations / self.seconds if self.seconds > 0 else 0.0


class Node:
    """Statistics of one action sequence, pooled over every world that allowed it."""

    __slots__ = ("children", "visits", "available", "rewards")

    def __init__(self, players: int) -> None:
        self.children: dict[Edge, Node] = {}
        self.visits = 0
        self.available = 1
        self.rewards = [0.0] * players

    def ucb(self, seat: int, exploration: float) -> float:
        return (self.rewards[seat] / self.visits
                + exploration * math.sqrt(math.log(self.available) / self.visits))


class IsmctsAgent(Agent):
    """Searches sampled worlds for `think_time` seconds, or exactly `iterations` times.

    `determinizations=None` samples a fresh world every iteration; a number samples that
    many worlds once and cycles through them (cheaper when sampling costs more than
    copying). With `iterations` set the choice depends only on `obs` and `rng`.

    `prior` (the game's Medium heuristic, say) names a favourite root move: it is expanded
    first and counts `prior_share` of all iterations as extra visits in the final vote.
    The search overrides the heuristic only when another move earns clearly more visits,
    which noise in a small search rarely does; the share keeps that true at any budget.
    """

    name = "hard"

    def __init__(self, rollout_policy: RolloutPolicy | None = None, think_time: float = 1.0,
                 iterations: int | None = None, determinizations: int | None = None,
                 exploration: float = 0.7, prior: Agent | None = None,
                 prior_share: float = 0.5) -> None:
        if iterations is not None and iterations < 1:
            raise ValueError("IsmctsAgent needs at least one iteration.")
        self.rollout_policy = rollout_policy or random_rollout
        self.think_time = think_time
        self.iterations = iterations
        self.determinizations = determinizations
        self.exploration = exploration
        self.prior = prior
        self.prior_share = prior_share
        self.stats = SearchStats(0, 0.0)

    def choose(self, obs: Observation, rng: random.Random) -> Action:
        start = time.perf_counter()
        if len(obs.legal_actions) == 1:
            self.stats = SearchStats(0, time.perf_counter() - start)
            return obs.legal_actions[0]
        worlds = self._worlds(obs, rng)
        world = next(worlds)
        root = Node(world.players)
        favourite = (obs.seat, self.prior.choose(obs, rng)) if self.prior else None
        deadline = start + self.think_time
        done = 0
        while True:
            self._iterate(root, world, rng, favourite)
            done += 1
            if self.iterations is not None:
                if done >= self.iterations:
                    break
            elif time.perf_counter() >= deadline:
                break
            world = next(worlds)
        self.stats = SearchStats(done, time.perf_counter() - start)
        return self._best(root, obs, favourite)

    # -- one iteration --------------------------------------------------------------
    def _iterate(self, root: Node, state: State, rng: random.Random,
                 favourite: Edge | None) -> None:
        players = len(root.rewards)
        path = [root]
        node = root
        while not state.is_over:
            seat = state.to_move
            assert seat is not None
            edges = [(seat, action) for action in state.legal_actions()]
            untried = [edge for edge in edges if edge not in node.children]
            for edge in edges:
                if edge in node.children:
                    node.children[edge].available += 1
            if untried:
                edge = favourite if node is root and favourite in untried else rng.choice(untried)
                node.children[edge] = node = Node(players)
                state._apply(edge[1])
                path.append(node)
                break
            edge = max(edges, key=lambda e: node.children[e].ucb(seat, self.exploration))
            node = node.children[edge]
            state._apply(edge[1])
            path.append(node)
        while not state.is_over:
            state._apply(self.rollout_policy(state, rng))
        reward = win_shares(state.result(), players)
        for visited in path:
            visited.visits += 1
            for seat, value in enumerate(reward):
                visited.rewards[seat] += value

    # -- helpers ----------------------------------------------------------------------
    def _worlds(self, obs: Observation, rng: random.Random) -> Iterator[State]:
        """An endless supply of states to search, each a private copy."""
        if self.determinizations is None:
            while True:
                yield obs.determinize(rng)
        samples = [obs.determinize(rng) for _ in range(self.determinizations)]
        while True:
            for sample in samples:
                yield sample.clone()

    def _best(self, root: Node, obs: Observation, favourite: Edge | None) -> Action:
        """The most visited of our legal moves, the prior's favourite counting
        `prior_share` of the root's visits more; ties go to the better mean, then the first."""
        def score(action: Action) -> tuple[float, float]:
            child = root.children.get((obs.seat, action))
            if child is None:
                return (0, 0.0)
            extra = self.prior_share * root.visits if (obs.seat, action) == favourite else 0
            return (child.visits + extra, child.rewards[obs.seat] / child.visits)
        return max(obs.legal_actions, key=score)
