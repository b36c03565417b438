"""Sheep Sheep agents: Easy (one exchange, if it makes a group), Medium (this turn's exchange
sequences searched for the best collection, refills that hand the rival no group) and Hard
(`hard_agent`: a deeper search, and refills weighed by the rival's best answer in worlds
sampled by `determinize`).

Everything but the Lucky Sheep and the pile is public, so the search runs on a small copy of
the table in integers: a cell is `up * 6 + down`, a card `low * 6 + high`, colours indexed as
in `COLOURS`. Agents read only the view; a rival's Lucky Sheep exists for them only in the
worlds `determinize` samples.

What separates the levels (two-player match-ups, seats alternating; `sheepfold bench ai`):
search depth is worth most. Medium searching three exchanges ahead beats itself at two
79% of the time and loses 70% to itself at four (100 games each); each agent searches again
after every exchange, so a turn can run past its depth (up to `TURN_EXCHANGES`: the rules
set no limit, the agents set their own). Hard searches five ahead and
values its lucky colour at its true worth (77% against Medium over 100 games with Medium's
refills), and choosing refills by the rival's answer took it to 93%.
"""

from __future__ import annotations

import random
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from game.ai.base import Agent, Observation
from game.ai.ismcts import SearchStats
from game.rules.base import Action
from game.rules.sheep_sheep import (
    CELLS,
    COLOURS,
    NEIGHBOURS,
    EndTurn,
    Exchange,
    Refill,
    SheepSheepState,
)

SIX = len(COLOURS)
INDEX = {colour: i for i, colour in enumerate(COLOURS)}
EMPTY = -1
Grid = tuple[int, ...]
Hand = tuple[int, ...]
Step = tuple[int, int, int]
"""An exchange in integers: (cell, card, colour showing)."""

TURN_EXCHANGES = 24
"""Exchanges an agent makes in one turn at most. The rules allow any number; this is the
agents' own bound, so a computer turn always ends. (Each replanning only keeps or betters
the plan before it, so they stop of their own accord; the longest Medium turn in 100 games
took 15.)"""
MEDIUM_DEPTH = 3
"""Exchanges Medium looks ahead in its turn; replanning after each one may take it further."""
LUCKY_NUDGE = 0.5
"""Medium's extra worth of a sheep of its lucky colour (it truly scores 1 more): enough to
prefer lucky groups among equals, too little to chase them at a cost that gives it away."""
GIFT = 100.0
"""How much Medium dislikes a refill that leaves the rival a ready-made group."""


# ----------------------------------------------------------------------- the table in integers
def pair(a: int, b: int) -> int:
    return a * SIX + b if a < b else b * SIX + a


def encode(view: dict[str, Any]) -> tuple[Grid, list[Hand]]:
    """The grid and both hands from a view."""
    faces = [(f["up"], f["down"]) if f else None for f in view["grid"]]
    return _grid(faces), [_hand(hand) for hand in view["hands"]]


def encode_state(state: SheepSheepState) -> tuple[Grid, list[Hand]]:
    """The same from a full state (a world sampled by `determinize`)."""
    return _grid(state.grid), [_hand(hand) for hand in state.hands]


def _grid(faces: Sequence[Sequence[str] | None]) -> Grid:
    return tuple(INDEX[f[0]] * SIX + INDEX[f[1]] if f else EMPTY for f in faces)


def _hand(cards: Sequence[Sequence[str]]) -> Hand:
    return tuple(sorted(pair(INDEX[a], INDEX[b]) for a, b in cards))


def put(grid: Grid, cell: int, showing: int, under: int) -> Grid:
    """The grid with a card in `cell`, `showing` up."""
    return grid[:cell] + (showing * SIX + under,) + grid[cell + 1:]


def _triples() -> tuple[tuple[int, int, int, int], ...]:
    """Every connected set of three cells (lines and L shapes), with its bit mask. A cell is
    in a group of three or more exactly when it is in a one-coloured triple."""
    found = set()
    for a in CELLS:
        for b in NEIGHBOURS[a]:
            for c in set(NEIGHBOURS[a] + NEIGHBOURS[b]) - {a, b}:
                found.add(tuple(sorted((a, b, c))))
    return tuple((a, b, c, 1 << a | 1 << b | 1 << c) for a, b, c in sorted(found))


TRIPLES = _triples()


def harvest(grid: Grid) -> int:
    """The cells a collection would take now, as a bit mask."""
    mask = 0
    for a, b, c, bits in TRIPLES:
        colour = grid[a] // SIX
        if grid[a] >= 0 and grid[b] // SIX == colour and grid[c] // SIX == colour:
            mask |= bits
    return mask


def gain(grid: Grid, weights: Sequence[float]) -> float:
    """What collecting now is worth with these per-colour weights."""
    mask = harvest(grid)
    return sum(weights[grid[cell] // SIX] for cell in CELLS if mask >> cell & 1) if mask else 0.0


def weights_for(lucky: int | None, nudge: float) -> tuple[float, ...]:
    return tuple(1.0 + (nudge if colour == lucky else 0.0) for colour in range(SIX))


def exchanges(grid: Grid, hand: Hand) -> Iterator[tuple[Step, Grid, Hand]]:
    """Every exchange from here: the step, the grid after it and the hand after it."""
    playable: dict[int, list[tuple[int, int, Hand]]] = {}
    for card in sorted(set(hand)):
        rest = list(hand)
        rest.remove(card)
        low, high = divmod(card, SIX)
        playable.setdefault(low, []).append((card, high, tuple(rest)))
        playable.setdefault(high, []).append((card, low, tuple(rest)))
    for cell, face in enumerate(grid):
        if face < 0:
            continue
        taken, under = divmod(face, SIX)
        for card, showing, rest in playable.get(taken, ()):
            yield ((cell, card, showing), put(grid, cell, showing, taken),
                   tuple(sorted((*rest, pair(taken, under)))))


def reachable(grid: Grid, hand: Hand, depth: int) -> dict[tuple[Grid, Hand], tuple[Step, ...]]:
    """Every (grid, hand) within `depth` exchanges, with a shortest way there, in the order
    found (breadth first, so the order is stable)."""
    found: dict[tuple[Grid, Hand], tuple[Step, ...]] = {(grid, hand): ()}
    frontier = [(grid, hand)]
    for _ in range(depth):
        following = []
        for here in frontier:
            path = found[here]
            for step, new_grid, new_hand in exchanges(*here):
                key = (new_grid, new_hand)
                if key not in found:
                    found[key] = (*path, step)
                    following.append(key)
        frontier = following
    return found


def to_action(step: Step) -> Exchange:
    cell, card, showing = step
    low, high = divmod(card, SIX)
    return Exchange(cell, (COLOURS[low], COLOURS[high]), COLOURS[showing])


# ----------------------------------------------------------------------- what a seat knows
@dataclass(frozen=True)
class Seen:
    """The parts of a view the agents use, in integers."""

    seat: int
    grid: Grid
    hands: list[Hand]
    lucky: int
    exchanges: int
    drawn: tuple[int, int] | None

    @classmethod
    def of(cls, obs: Observation) -> Seen:
        view = obs.view
        grid, hands = encode(view)
        drawn = view["drawn"]
        return cls(obs.seat, grid, hands, INDEX[view["lucky"][obs.seat]],
                   view["exchanges"], (INDEX[drawn[0]], INDEX[drawn[1]]) if drawn else None)

    def depth(self, wanted: int) -> int:
        """How far to search: `wanted`, cut short near the end of the agent's own budget."""
        return max(0, min(wanted, TURN_EXCHANGES - self.exchanges))


def refill_options(grid: Grid, drawn: tuple[int, int]) -> list[tuple[int, int, Grid]]:
    """(cell, colour showing, grid after) for every place and face of the drawn card."""
    out = []
    for cell, face in enumerate(grid):
        if face == EMPTY:
            for showing, under in (drawn, drawn[::-1]):
                out.append((cell, showing, put(grid, cell, showing, under)))
    return out


def same_neighbours(grid: Grid, cell: int) -> int:
    colour = grid[cell] // SIX
    return sum(1 for other in NEIGHBOURS[cell] if grid[other] >= 0 and grid[other] // SIX == colour)


def medium_refill(grid: Grid, drawn: tuple[int, int], rng: random.Random) -> tuple[int, int]:
    """A place and face that makes no group for the rival, touching as few sheep of its own
    colour as possible (each is half a group); ties at random."""
    scored = []
    for cell, showing, after in refill_options(grid, drawn):
        cost = (GIFT if harvest(after) else 0.0) + same_neighbours(after, cell)
        scored.append((cost, rng.random(), cell, showing))
    _, _, cell, showing = min(scored)
    return cell, showing


# ----------------------------------------------------------------------- the agents
class EasyAgent(Agent):
    """Ends its turn on a group; otherwise makes the one exchange that collects most, if any
    makes a group at all. Refills anywhere."""

    name = "easy"

    def choose(self, obs: Observation, rng: random.Random) -> Action:
        seen = Seen.of(obs)
        if seen.drawn is not None:
            return rng.choice(list(obs.legal_actions))
        ones = [1.0] * SIX
        if gain(seen.grid, ones) or not seen.depth(1):
            return EndTurn()
        options = [(gain(after, ones), rng.random(), step)
                   for step, after, _ in exchanges(seen.grid, seen.hands[seen.seat])]
        best = max(options, default=None)
        return to_action(best[2]) if best and best[0] else EndTurn()


def best_plan(found: dict[tuple[Grid, Hand], tuple[Step, ...]],
              weights: Sequence[float]) -> tuple[Step, ...]:
    """The shortest way to the best collection among the positions `found` by `reachable`
    (the first found among equals)."""
    best_value, best_path = -1.0, ()
    for (end, _), path in found.items():
        value = gain(end, weights)
        if value > best_value or (value == best_value and len(path) < len(best_path)):
            best_value, best_path = value, path
    return best_path


class MediumAgent(Agent):
    """Searches this turn's exchange sequences for the best collection (its lucky colour
    nudged up a little), then refills without handing the rival a group."""

    name = "medium"

    def __init__(self, depth: int = MEDIUM_DEPTH, nudge: float = LUCKY_NUDGE) -> None:
        self.depth = depth
        self.nudge = nudge

    def choose(self, obs: Observation, rng: random.Random) -> Action:
        seen = Seen.of(obs)
        if seen.drawn is not None:
            return Refill(*_colour_named(medium_refill(seen.grid, seen.drawn, rng)))
        found = reachable(seen.grid, seen.hands[seen.seat], seen.depth(self.depth))
        plan = best_plan(found, weights_for(seen.lucky, self.nudge))
        return to_action(plan[0]) if plan else EndTurn()


def _colour_named(choice: tuple[int, int]) -> tuple[int, str]:
    cell, showing = choice
    return cell, COLOURS[showing]


# ----------------------------------------------------------------------- Hard
HARD_DEPTH = 5
"""Exchanges Hard searches in full from where it stands (replanning after each one)."""
RIVAL_DEPTH = 3
"""How far Hard looks into the rival's answer to a refill."""
REFILL_SHORTLIST = 6
"""Refills Hard weighs in sampled worlds: Medium's favourites."""
MAX_WORLDS = 64


def rival_reply(grid: Grid, hand: Hand, weights: Sequence[float]) -> float:
    """The best the rival can collect with `RIVAL_DEPTH` exchanges."""
    return max(gain(end, weights) for end, _ in reachable(grid, hand, RIVAL_DEPTH))


def refill_cost(grid: Grid, cell: int) -> float:
    return (GIFT if harvest(grid) else 0.0) + same_neighbours(grid, cell)


def fill(grid: Grid, pile: list[int], rng: random.Random) -> Grid:
    """The remaining empty cells filled Medium's way from the top of `pile` (card codes)."""
    pile = list(pile)
    while EMPTY in grid and pile:
        drawn = divmod(pile.pop(), SIX)
        cell, showing = medium_refill(grid, drawn, rng)
        grid = put(grid, cell, showing, drawn[1] if showing == drawn[0] else drawn[0])
    return grid


class HardAgent(Agent):
    """Hard: Medium's search made deeper and its lucky colour valued at its true worth; a
    refill is chosen among Medium's favourites by the rival's best answer in worlds sampled
    by `determinize` (the rival's Lucky Sheep and the cards still to come).

    `stats.iterations` counts the positions searched for an exchange, or the (refill, world)
    pairs weighed for a refill."""

    name = "hard"

    def __init__(self, think_time: float = 1.0, worlds: int | None = None) -> None:
        if worlds is not None and worlds < 1:
            raise ValueError("Hard needs at least one world.")
        self.think_time = think_time
        self.worlds = worlds
        self.stats = SearchStats(0, 0.0)

    def choose(self, obs: Observation, rng: random.Random) -> Action:
        start = time.perf_counter()
        self.stats = SearchStats(0, 0.0)
        seen = Seen.of(obs)
        if seen.drawn is not None:
            return Refill(*_colour_named(self._refill(obs, seen, rng, start)))
        found = reachable(seen.grid, seen.hands[seen.seat], seen.depth(HARD_DEPTH))
        plan = best_plan(found, weights_for(seen.lucky, 1.0))
        self.stats = SearchStats(len(found), time.perf_counter() - start)
        return to_action(plan[0]) if plan else EndTurn()

    def _refill(self, obs: Observation, seen: Seen, rng: random.Random,
                start: float) -> tuple[int, int]:
        assert seen.drawn is not None
        options = sorted((refill_cost(after, cell), cell, showing, after)
                         for cell, showing, after in refill_options(seen.grid, seen.drawn))
        shortlist = [o for o in options if o[0] < GIFT][:REFILL_SHORTLIST] or options[:1]
        if len(shortlist) == 1:
            return shortlist[0][1], shortlist[0][2]
        rival = 1 - seen.seat
        totals = [0.0] * len(shortlist)
        wanted = self.worlds or MAX_WORLDS
        done = 0
        while done < wanted:
            world = obs.determinize(rng)
            seed = rng.getrandbits(32)
            pile = [pair(INDEX[a], INDEX[b]) for a, b in world.pile]
            weights = weights_for(INDEX[world.lucky[rival]], 1.0)
            for i, (_, _, _, after) in enumerate(shortlist):
                grid = fill(after, pile, random.Random(seed))
                totals[i] += rival_reply(grid, seen.hands[rival], weights)
            done += 1
            if self.worlds is None and time.perf_counter() - start >= self.think_time:
                break
        self.stats = SearchStats(done * len(shortlist), time.perf_counter() - start)
        best = min(range(len(shortlist)), key=lambda i: (totals[i], i))
        return shortlist[best][1], shortlist[best][2]


def hard_agent(think_time: float, worlds: int | None = None) -> Agent:
    """Hard (see `HardAgent`); `worlds` fixes the number of sampled worlds per refill."""
    return HardAgent(think_time, worlds)
