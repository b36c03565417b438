"""Black Sheep agents: Easy (plausible, weak), Medium (the field judgement, keeping its hand),
Hard (the judgement with hand cycling, checked against rivals' answers in sampled worlds,
`hard_agent`).

The judgement reads only the view. For every legal play it estimates, field by field, the
chance of winning that field (its own best reachable combination from hand against what each
rival's side already shows, with some optimism for cards still to come) and multiplies it by
what the figures are worth to it (average unseen value, black sheep negative, majority, set
and task prospects). It plays the move with the best total.

What separates the levels, measured with `sheepfold bench ai` and 600-game match-ups
(docs/NOTES.md): thinning the hand after a single card, by discarding the card whose loss
costs least, is worth more than anything else the judgement knows (the judgement beats
itself-without-discards 68% of the time), so that craft is Hard's and Medium keeps its hand.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import product
from typing import Any

from game.ai.base import Agent, Observation
from game.ai.lookahead import LookaheadAgent
from game.rules.base import Action
from game.rules.black_sheep import (
    ANIMALS,
    FIGURE_VALUES,
    TASKS,
    BlackSheepState,
    Discard,
    KeepHand,
    PlayCards,
    ranking_key,
)
from game.rules.black_sheep.standing import MAJORITY_BONUS, SET_BONUS

SIDE_SIZE = 3


@dataclass(frozen=True)
class Weights:
    """The judgement's knobs. Medium keeps the defaults; Hard uses tuned ones."""

    my_draw_hope: float = 0.6     # what an empty slot of mine is worth, in ranks
    rival_draw_hope: float = 0.9  # rivals choose from a hand we cannot see
    hand_trust: float = 0.7       # a card in hand may be needed elsewhere or be overtaken
    spread: float = 0.6           # how sure a lead in estimated ranks is
    majority: float = 0.25        # share of the majority bonus a lead change is worth
    set_piece: float = 1.0        # share of the set bonus one missing type is worth
    discard_loss: float = 0.05    # the most a discard may cost
    finish_bonus: float = 1.0     # a field won outright now (and the next turn with it)


MEDIUM_WEIGHTS = Weights()
HARD_WEIGHTS = Weights(discard_loss=1.0)
"""Hard thins its hand more freely: with every other knob at Medium's value, 1,000-1,500-game
self-play put a discard threshold of 1.0 at 52-53% against 0.05; the other knobs, moved
one at a time either way, never did better than 51%."""


def strength(animals: Sequence[str]) -> float:
    """A combination as one number: its rank, then its groups as fractions."""
    rank, groups = ranking_key(animals)
    return rank + sum(g / 7 ** (i + 1) for i, g in enumerate(groups))


@dataclass
class Table:
    """What Medium reads, taken from a view (or, for rollouts, from a full state)."""

    seat: int
    hand: list[str]
    fields: list[dict[str, Any]]      # {closed, figures: [types], sides, completed}
    counts: list[Counter[str]]        # figure types per corral
    mean_value: dict[str, float]      # expected value of an unseen figure of each type
    tasks: list[str] | None           # tasks in play this seat knows; None: variant off
    weights: Weights = MEDIUM_WEIGHTS

    @classmethod
    def from_view(cls, seat: int, view: dict[str, Any],
                  weights: Weights = MEDIUM_WEIGHTS) -> Table:
        fields = [{"closed": f["closed"], "figures": [x["type"] for x in f["figures"]],
                   "sides": f["sides"], "completed": f["completed_order"]}
                  for f in view["fields"]]
        counts = [Counter(x["type"] for x in corral) for corral in view["corrals"]]
        seen = Counter()
        for x in view["corrals"][seat]:
            seen[x["type"], x["value"]] += 1
        tasks = view["tasks"]
        known = tasks["open"] + (tasks["secret"] or []) if tasks else None
        return cls(seat, list(view["hand"]), fields, counts, _mean_values(seen), known, weights)


def _mean_values(seen: Counter[tuple[str, int]]) -> dict[str, float]:
    means = {}
    for animal in ANIMALS:
        rest = Counter(FIGURE_VALUES[animal])
        rest.subtract({v: n for (a, v), n in seen.items() if a == animal})
        left = list(rest.elements())
        means[animal] = sum(left) / len(left) if left else 0.0
    return means


def _lead(mine: int, best_rival: int) -> int:
    return (mine > best_rival) - (mine < best_rival)


def figure_worth(table: Table, animal: str) -> float:
    """What winning one figure of `animal` is worth to the seat, bonuses included."""
    me = table.counts[table.seat][animal]
    rival = max((c[animal] for s, c in enumerate(table.counts) if s != table.seat), default=0)
    worth = table.mean_value[animal]
    if table.tasks is None:
        worth += table.weights.majority * MAJORITY_BONUS * (_lead(me + 1, rival) - _lead(me, rival))
        if me <= min(table.counts[table.seat][a] for a in ANIMALS):
            worth += table.weights.set_piece * SET_BONUS / len(ANIMALS)
    for task_id in table.tasks or []:
        task = TASKS[task_id]
        if task.kind == "majority" and task.animals[0] == animal:
            worth += 0.5 * task.points * ((me + 1 >= rival) - (me >= rival and me > 0))
        elif task.kind == "combination" and animal in task.animals:
            worth += 0.5 * task.points / len(task.animals)
        elif task.kind == "only_black_sheep" and animal == "black_sheep":
            holders = [s for s, c in enumerate(table.counts) if c["black_sheep"]]
            if len(holders) == 1 and holders[0] != table.seat:
                worth += 15  # spoil a rival's outright win
            elif not holders or holders == [table.seat]:
                worth += 4
    return worth


def win_chance(table: Table, index: int, side: list[str], fill: Sequence[str]) -> float:
    """Chance to win field `index` if our side were `side` and `fill` were added from hand."""
    field = table.fields[index]
    figures = field["figures"]
    room = SIDE_SIZE - len(side)
    mine = strength(figures + side + list(fill)) + (room - len(fill)) * table.weights.my_draw_hope
    done = field["completed"]
    my_place = done.index(table.seat) if table.seat in done else len(done)
    chance = 1.0
    for seat, rival_side in enumerate(field["sides"]):
        if seat == table.seat:
            continue
        rival_room = SIDE_SIZE - len(rival_side)
        if room == 0 and rival_room == 0:
            mine_key = ranking_key(figures + side)
            theirs = ranking_key(figures + rival_side)
            first = my_place < (done.index(seat) if seat in done else len(done) + 1)
            chance *= 1.0 if mine_key > theirs or (mine_key == theirs and first) else 0.0
        else:
            theirs = strength(figures + rival_side) + rival_room * table.weights.rival_draw_hope
            chance *= 1 / (1 + math.exp((theirs - mine) / table.weights.spread))
    return chance


def outlook(table: Table, sides: dict[int, list[str]], hand: list[str]) -> float:
    """Expected points from all open fields, with our sides replaced by `sides` where given.

    Each card in hand is promised to at most one field (or kept back): the best such
    promise counts, so one pair in hand is not counted twice.
    """
    fields = []
    for index, field in enumerate(table.fields):
        if not field["closed"] and field["figures"]:
            side = sides.get(index, field["sides"][table.seat])
            value = sum(figure_worth(table, a) for a in field["figures"])
            fields.append((index, side, value))
    cache: dict[tuple[int, tuple[str, ...]], float] = {}

    def chance(index: int, side: list[str], fill: tuple[str, ...]) -> float:
        if (index, fill) not in cache:
            promised = win_chance(table, index, side, fill)
            if fill:  # a card still in hand is worth less than one on the table
                trust = table.weights.hand_trust
                promised = trust * promised + (1 - trust) * chance(index, side, ())
            cache[index, fill] = promised
        return cache[index, fill]

    best = -math.inf
    for promise in product(range(len(fields) + 1), repeat=len(hand)):
        total = 0.0
        for slot, (index, side, value) in enumerate(fields):
            fill = tuple(c for c, p in zip(hand, promise, strict=True) if p == slot)
            if len(fill) > SIDE_SIZE - len(side):
                break
            total += value * chance(index, side, fill)
        else:
            best = max(best, total)
    return best if fields else 0.0


def _without(hand: list[str], cards: Sequence[str]) -> list[str]:
    rest = list(hand)
    for card in cards:
        rest.remove(card)
    return rest


def play_score(table: Table, action: Action) -> float:
    """A play's outlook; finishing a field we are sure to win gets a bonus."""
    if not isinstance(action, PlayCards):
        return -math.inf
    field = table.fields[action.field]
    side = field["sides"][table.seat] + list(action.cards)
    hand = _without(table.hand, action.cards)
    total = outlook(table, {action.field: side}, hand)
    others_full = all(len(s) == SIDE_SIZE for i, s in enumerate(field["sides"])
                      if i != table.seat)
    if len(side) == SIDE_SIZE and others_full and win_chance(table, action.field, side, ()):
        total += table.weights.finish_bonus  # the field is ours now, and the next turn
    return total


def best_play(table: Table, actions: Sequence[Action]) -> Action:
    """The play with the best `play_score` (the first of equals)."""
    return max(actions, key=lambda action: play_score(table, action))


def best_discard(table: Table) -> Action:
    """Throw away the card whose loss costs the least, if it costs (almost) nothing."""
    base = outlook(table, {}, table.hand)
    losses = {card: base - outlook(table, {}, _without(table.hand, [card]))
              for card in dict.fromkeys(table.hand)}
    card = min(losses, key=lambda c: (losses[c], -ANIMALS.index(c)))
    return Discard(card) if losses[card] <= table.weights.discard_loss else KeepHand()


class EasyAgent(Agent):
    """A random field, then the cards that match its figures best; discards at random."""

    name = "easy"

    def choose(self, obs: Observation, rng: random.Random) -> Action:
        actions = list(obs.legal_actions)
        plays = [a for a in actions if isinstance(a, PlayCards)]
        if not plays:
            return rng.choice(actions)
        target = rng.choice(sorted({a.field for a in plays}))
        figures = [f["type"] for f in obs.view["fields"][target]["figures"]]
        options = [a for a in plays if a.field == target]
        return max(options, key=lambda a: (sum(c in figures for c in a.cards), rng.random()))


def judge(obs: Observation, weights: Weights) -> Action:
    """The judgement's move: the best play, or the cheapest discard if it is cheap enough."""
    actions = list(obs.legal_actions)
    if len(actions) == 1:
        return actions[0]
    table = Table.from_view(obs.seat, obs.view, weights)
    if obs.view["phase"] == "discard":
        return best_discard(table)
    return best_play(table, actions)


class MediumAgent(Agent):
    """The field judgement (see the module docstring); it never discards."""

    name = "medium"

    def __init__(self, weights: Weights = MEDIUM_WEIGHTS) -> None:
        self.weights = weights

    def choose(self, obs: Observation, rng: random.Random) -> Action:
        if obs.view["phase"] == "discard":
            return KeepHand()
        return judge(obs, self.weights)


# ----------------------------------------------------------------------- Hard
SHORTLIST = 3          # the best plays Hard checks against the rivals' answers
WIN_BONUS = 10.0       # a finished game: winning matters more than the margin
FAVOURITE_MARGIN = 0.5  # points a rival play must beat the favourite by (search noise)


def shortlist(obs: Observation, rng: random.Random) -> list[Action]:
    """The tuned judgement's favourite plays, best first; discards are left to it."""
    actions = list(obs.legal_actions)
    if len(actions) == 1 or obs.view["phase"] == "discard":
        return [judge(obs, HARD_WEIGHTS)]
    table = Table.from_view(obs.seat, obs.view, HARD_WEIGHTS)
    scores = {action: play_score(table, action) for action in actions}
    return sorted(actions, key=lambda a: -scores[a])[:SHORTLIST]


def judged_reply(state: BlackSheepState, rng: random.Random) -> Action:
    """Hard's judgement playing whoever moves in a sampled world (from that seat's view)."""
    return judge(Observation.of(state), HARD_WEIGHTS)


def standing(state: BlackSheepState, seat: int) -> float:
    """Points now plus the open fields' outlook, for `seat`, minus the best rival's."""
    result = state.result()
    if state.is_over:
        shares = [WIN_BONUS * (s in result.winners) for s in range(state.players)]
        totals = [score + share for score, share in zip(result.scores, shares, strict=True)]
    else:
        totals = []
        for s in range(state.players):
            table = Table.from_view(s, state.view(s), HARD_WEIGHTS)
            totals.append(result.scores[s] + outlook(table, {}, table.hand))
    return totals[seat] - max(t for s, t in enumerate(totals) if s != seat)


def hard_agent(think_time: float, worlds: int | None = None) -> Agent:
    """Hard: the tuned judgement's shortlist, checked against the rivals' answers (played
    by the same judgement) in sampled worlds (see `game.ai.lookahead`); `worlds` fixes the
    search size."""
    return LookaheadAgent(shortlist, judged_reply, standing, worlds=worlds,
                          think_time=think_time, favourite_margin=FAVOURITE_MARGIN)
