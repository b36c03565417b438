"""The post-game review: every decision of a finished game judged by the Hard AI.

A decision is judged from what its seat could see then (`Observation.determinize`, the view
the hint uses), or, in hindsight mode, in the one true world. The candidates are Hard's own
shortlist plus the move played; each is played out in the same `WORLDS[game]` sampled
worlds (common random numbers) with Hard's reply policy and scored with Hard's evaluation
(the seat's score margin, see docs/review.md). The loss is the best candidate's mean minus
the played move's; `LABELS` turns it into a word, by thresholds that are the same share of a
typical final margin in every game. Decisions with one legal move are skipped ("forced").

Every sampled world is seeded from the seat's view and the move number, so a review
repeats exactly, and two records that differ only in what the seat could not see are
judged alike. `review` runs decision by decision in worker processes (`Thinker`), reports
each judged decision as it arrives (in order), and stops when `cancelled()` says so. No
pygame here: a screen or the command line drive it.
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import Future
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from game import rules, saves, storage
from game.ai.base import Observation
from game.i18n import N_, Deferred
from game.rules.base import Action, IllegalAction, State, dumps
from game.saves import SaveData

METHOD = 1
"""The method's version: a cached review made by another method is made again."""

WORLDS = {"black_sheep": 6, "boom_bah": 12, "bye_bye": 2, "sheep_sheep": 6}
"""Sampled worlds per judged decision (each game's continuation has its own cost)."""
HINDSIGHT_SEEDS = 4
"""Hindsight has one world, the true one; its replies are still played with this many seeds."""

TYPICAL_MARGIN = {"black_sheep": 13.6, "boom_bah": 6.0, "bye_bye": 3.4, "sheep_sheep": 10.8}
"""A typical final score margin in each game's unit (the win bonus of Hard's evaluation not
counted): the mean |margin| of Hard-vs-Hard games, measured (docs/review.md). Labels are
shares of it, so they mean the same in every game."""
SHARES = (("blunder", 0.5), ("mistake", 0.25), ("inaccuracy", 0.1))
"""The loss, as a share of the game's typical margin, from which each label starts."""
UNITS = {"black_sheep": N_("points"), "boom_bah": N_("points"), "bye_bye": N_("triplets"),
         "sheep_sheep": N_("points")}

FINE, FORCED = "fine", "forced"
LABELS = (FINE, "inaccuracy", "mistake", "blunder")


def thresholds(game: str) -> dict[str, float]:
    """Each label's lowest loss in `game`'s unit (the data table of docs/review.md)."""
    return {label: share * TYPICAL_MARGIN[game] for label, share in SHARES}


def label(game: str, loss: float) -> str:
    for name, least in thresholds(game).items():
        if loss >= least:
            return name
    return FINE


# ----------------------------------------------------------------------- Hard's machinery
@dataclass(frozen=True)
class Search:
    """What the review borrows from a game's Hard: the moves worth checking, and how one
    move plays out in a world (replies and the evaluation included)."""

    shortlist: Callable[[Observation, random.Random], list[Action]]
    outcome: Callable[[State, int, Action, int], float]


def search(game: str) -> Search:
    if game == "sheep_sheep":
        return _sheep_sheep_search()
    from game.ai.levels import heuristics

    agent = heuristics(game).hard_agent(1.0, WORLDS[game])
    return Search(agent.shortlist, agent.outcome)


def _sheep_sheep_search() -> Search:
    """Sheep Sheep's Hard has no continuation to borrow: it plans its own turn exactly (public
    information) and weighs refills by the rival's best answer in sampled worlds. The review
    does both in one: the move, the rest of the turn as Hard plans it (depth `HARD_DEPTH` in
    all), Medium's refills (those Hard assumes), then the points margin (Sheep-Boom-Bah's
    `standing`) less the best the rival can collect in answer (`rival_reply`)."""
    from game.ai.boom_bah import standing
    from game.ai.sheep_sheep import (
        GIFT,
        HARD_DEPTH,
        INDEX,
        REFILL_SHORTLIST,
        TURN_EXCHANGES,
        HardAgent,
        MediumAgent,
        Seen,
        best_plan,
        encode_state,
        reachable,
        refill_cost,
        refill_options,
        rival_reply,
        to_action,
        weights_for,
    )
    from game.rules.sheep_sheep import COLOURS, EndTurn, Refill

    hard, medium = HardAgent(), MediumAgent()
    plans: dict[tuple[Any, ...], tuple[Any, ...]] = {}

    def shortlist(obs: Observation, rng: random.Random) -> list[Action]:
        """Hard's exchange and ending the turn; or Hard's refill shortlist (Medium's best)."""
        seen = Seen.of(obs)
        if seen.drawn is None:
            return list(dict.fromkeys([hard.choose(obs, rng), EndTurn()]))
        options = sorted((refill_cost(after, cell), cell, showing)
                         for cell, showing, after in refill_options(seen.grid, seen.drawn))
        kept = [o for o in options if o[0] < GIFT][:REFILL_SHORTLIST] or options[:1]
        return [Refill(cell, COLOURS[showing]) for _, cell, showing in kept]

    def plan(state: State, seat: int) -> tuple[Any, ...]:
        grid, hands = encode_state(state)
        depth = max(0, min(HARD_DEPTH - 1, TURN_EXCHANGES - state.exchanges))  # Hard's bound
        key = (grid, hands[seat], depth, state.lucky[seat])
        if key not in plans:
            found = reachable(grid, hands[seat], depth)
            plans[key] = best_plan(found, weights_for(INDEX[state.lucky[seat]], 1.0))
        return plans[key]

    def outcome(state: State, seat: int, action: Action, seed: int) -> float:
        rng = random.Random(seed)
        state._apply(action)
        if state.to_move == seat and state.phase == "exchange":
            for step in plan(state, seat):
                state._apply(to_action(step))
            state._apply(EndTurn())
        while state.to_move == seat and state.phase == "refill":
            state._apply(medium.choose(Observation.of(state), rng))
        if state.is_over:
            return standing(state, seat)
        rival = 1 - seat
        grid, hands = encode_state(state)
        answer = rival_reply(grid, hands[rival], weights_for(INDEX[state.lucky[rival]], 1.0))
        return standing(state, seat) - answer

    return Search(shortlist, outcome)


# ----------------------------------------------------------------------- one decision
@dataclass(frozen=True)
class Choice:
    action: dict[str, Any]   # the action's JSON
    text: str                # as the log says it, after a name ("plays pig to field 2")
    value: float | None      # mean margin in the game's unit (None: Hard weighed nothing else)


@dataclass(frozen=True)
class Decision:
    move: int                # 1-based number of the action in the record
    seat: int
    played: Choice
    best: Choice
    choices: tuple[Choice, ...]  # every candidate weighed, best first
    loss: float
    label: str

    def to_json(self) -> dict[str, Any]:
        data = asdict(self)
        data["choices"] = list(data["choices"])
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Decision:
        def choice(raw: dict[str, Any]) -> Choice:
            value = raw["value"]
            return Choice(dict(raw["action"]), str(raw["text"]),
                          None if value is None else float(value))

        return cls(int(data["move"]), int(data["seat"]), choice(data["played"]),
                   choice(data["best"]), tuple(choice(c) for c in data["choices"]),
                   float(data["loss"]), str(data["label"]))


def decision_seed(state: State, seat: int, move: int, hindsight: bool) -> int:
    """From what the seat could see (everything, in hindsight) and the move number."""
    seen = state.snapshot() if hindsight else state.view(seat)
    text = f"review:{METHOD}:{move}:{hindsight}:{dumps(seen)}"
    return int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "big")


def judge(game: str, state: State, played: Action, move: int,
          hindsight: bool = False) -> Decision:
    """Hard's judgement of `played` in `state` (the seat to move's decision number `move`)."""
    seat = state.to_move
    assert seat is not None, "nobody is to move"
    obs = Observation.of(state)
    rng = random.Random(decision_seed(state, seat, move, hindsight))
    how = search(game)
    candidates = list(dict.fromkeys([*how.shortlist(obs, rng), played]))
    if candidates == [played]:  # Hard saw nothing worth weighing against it
        agreed = Choice(played.to_json(), str(played), None)
        return Decision(move, seat, agreed, agreed, (agreed,), 0.0, FINE)
    totals = [0.0] * len(candidates)
    rounds = HINDSIGHT_SEEDS if hindsight else WORLDS[game]
    for _ in range(rounds):
        world = state if hindsight else obs.determinize(rng)
        seed = rng.getrandbits(32)
        for i, action in enumerate(candidates):
            totals[i] += how.outcome(world.clone(), seat, action, seed)
    choices = sorted((Choice(a.to_json(), str(a), total / rounds)
                      for a, total in zip(candidates, totals, strict=True)),
                     key=lambda c: -c.value)
    mine = choices[[c.action for c in choices].index(played.to_json())]
    best = mine if mine.value >= choices[0].value else choices[0]
    loss = best.value - mine.value
    return Decision(move, seat, mine, best, tuple(choices), loss, label(game, loss))


# ----------------------------------------------------------------------- a whole record
def positions(data: SaveData) -> Iterator[tuple[int, State, Action]]:
    """(move number, the state before it, the action) for every action of a record."""
    state = start(data)
    for i, raw in enumerate(data.actions):
        action = state.action_from_json(raw)
        before = state.clone()
        state.apply(action)
        yield i + 1, before, action


def start(data: SaveData) -> State:
    """The record's first position, dealt as `Match` deals it (its board data)."""
    spec = rules.get(data.game)
    board = data.board
    if data.format < 2:  # older saves did not record the map they were dealt from
        from game.levels import board_data

        board = board_data(data.game, len(data.seats))
    return spec.start(len(data.seats), data.seed, data.options, board)


def default_seats(data: SaveData) -> list[int]:
    """The people's seats, or every seat of a game the AI played alone."""
    people = [i for i, s in enumerate(data.seats) if not s.is_ai]
    return people or list(range(len(data.seats)))


def questions(data: SaveData, seats: Sequence[int]) -> list[tuple[int, State, Action]]:
    """The decisions of the given seats, forced ones included."""
    return [(move, state, action) for move, state, action in positions(data)
            if state.to_move in seats]


def forced(state: State, action: Action, move: int) -> Decision:
    """A move that was the only one allowed: nothing to judge, labelled so."""
    seat = state.to_move
    assert seat is not None
    only = Choice(action.to_json(), str(action), None)
    return Decision(move, seat, only, only, (only,), 0.0, FORCED)


def review(data: SaveData, seats: Sequence[int] | None = None, hindsight: bool = False,
           thinker: Any | None = None,
           progress: Callable[[int, int, Decision], None] | None = None,
           cancelled: Callable[[], bool] | None = None) -> list[Decision] | None:
    """Judge the record's decisions for `seats` (default: `default_seats`), in order.

    With a `thinker` (game.ai.worker.Thinker) the decisions are judged in its worker
    processes, all submitted at once; otherwise here, one by one. `progress(done, total,
    decision)` is called as each decision is judged, in order. If `cancelled()` turns true,
    the rest is dropped (workers stop after the decision they are on) and None is returned."""
    seats = default_seats(data) if seats is None else list(seats)
    asked = questions(data, seats)
    cancelled = cancelled or (lambda: False)
    jobs: list[Decision | Future | tuple[State, Action, int]] = []
    for move, state, action in asked:
        if len(state.legal_actions()) < 2:
            jobs.append(forced(state, action, move))
        elif thinker is not None:
            jobs.append(thinker.call(judge, data.game, state, action, move, hindsight))
        else:
            jobs.append((state, action, move))
    found: list[Decision] = []
    try:
        for job in jobs:
            if isinstance(job, Future):
                decision = _wait(job, cancelled)
            elif isinstance(job, tuple):
                decision = None if cancelled() else judge(data.game, *job, hindsight)
            else:
                decision = job
            if decision is None or cancelled():
                return None
            found.append(decision)
            if progress is not None:
                progress(len(found), len(jobs), decision)
    finally:
        for job in jobs:
            if isinstance(job, Future):
                job.cancel()
    return found


def _wait(future: Future, cancelled: Callable[[], bool]) -> Decision | None:
    """The future's answer, or None as soon as `cancelled()` (checked ten times a second)."""
    while not cancelled():
        try:
            return future.result(timeout=0.1)
        except TimeoutError:
            continue
    return None


# ----------------------------------------------------------------------- in words
@dataclass(frozen=True)
class TurningPoint:
    move: int
    seat: int
    played: str
    best: str
    loss: float
    unit: str

    def sentence(self, name: str) -> Deferred:
        """"Move 14: Anna plays pig to field 1; Hard plays pig + pig to field 2, which would
        have won about 6 more points on average." (translated through its template)"""
        return N_("Move {move}: {name} {played}; Hard {best}, which would have won about "
                  "{loss} more {unit} on average.", move=self.move, name=name,
                  played=self.played, best=self.best, loss=_about(self.loss),
                  unit=N_(self.unit))


def _about(loss: float) -> str:
    return f"{loss:.0f}" if loss >= 10 else f"{loss:.1f}".rstrip("0").rstrip(".")


def turning_points(game: str, decisions: Sequence[Decision], seat: int,
                   count: int = 3) -> list[TurningPoint]:
    """The seat's `count` costliest decisions (those that cost anything), costliest first."""
    costly = sorted((d for d in decisions if d.seat == seat and d.label not in (FINE, FORCED)),
                    key=lambda d: (-d.loss, d.move))[:count]
    return [TurningPoint(d.move, d.seat, d.played.text, d.best.text, d.loss, str(UNITS[game]))
            for d in costly]


def summary(decisions: Sequence[Decision], seat: int) -> dict[str, Any]:
    """A seat's figures: decisions judged, mean loss, and how many of each label."""
    mine = [d for d in decisions if d.seat == seat and d.label != FORCED]
    counts = {name: sum(d.label == name for d in mine) for name in LABELS}
    mean = sum(d.loss for d in mine) / len(mine) if mine else 0.0
    return {"seat": seat, "judged": len(mine), "mean_loss": round(mean, 3), "labels": counts,
            "forced": sum(d.seat == seat and d.label == FORCED for d in decisions)}


# ----------------------------------------------------------------------- the cache
CACHE_FORMAT = 1


def parameters() -> dict[str, Any]:
    """Everything a judgement depends on besides the record: a change makes caches stale."""
    return {"method": METHOD, "worlds": WORLDS, "hindsight_seeds": HINDSIGHT_SEEDS,
            "typical_margin": TYPICAL_MARGIN, "shares": SHARES}


def cache_key(record: bytes, seats: Sequence[int], hindsight: bool) -> str:
    text = dumps({"params": parameters(), "seats": list(seats), "hindsight": hindsight})
    return hashlib.sha256(record + text.encode()).hexdigest()


def cache_path(key: str) -> Path:
    """Reviews are kept in `reviews/` of the data folder, one file per record and mode (not
    beside the record: `finished/` holds records only)."""
    return storage.home() / "reviews" / f"{key[:32]}.json"


def _check(decisions: list[dict[str, Any]]) -> str:
    return hashlib.sha256(dumps(decisions).encode()).hexdigest()


def load_cached(key: str) -> list[Decision] | None:
    """The cached decisions, or None if there are none or the file is damaged or stale."""
    try:
        raw = storage.read_json(cache_path(key))
        if (raw.get("format") != CACHE_FORMAT or raw.get("key") != key
                or raw.get("check") != _check(raw["decisions"])):
            return None
        return [Decision.from_json(d) for d in raw["decisions"]]
    except (storage.FileProblem, AttributeError, KeyError, TypeError, ValueError):
        return None


def store(key: str, decisions: Sequence[Decision]) -> None:
    """Keep a review for next time; a folder that cannot be written only costs the time."""
    found = [d.to_json() for d in decisions]
    try:
        storage.write_json_atomic(cache_path(key), {"format": CACHE_FORMAT, "key": key,
                                                    "check": _check(found), "decisions": found})
    except OSError:
        pass


def review_file(path: Path, seats: Sequence[int] | None = None, hindsight: bool = False,
                **how: Any) -> tuple[SaveData, list[Decision] | None]:
    """`review` of the record at `path`, from the cache when it holds this very review
    (a damaged or stale cache is made again). `how`: `review`'s thinker, progress and
    cancelled. Raises SaveError with a sentence for a record that cannot be used."""
    data = saves.read(path)
    try:
        record = storage.read_bytes(path)
    except storage.FileProblem as err:
        raise saves.SaveError(f"The record {path.name} cannot be read: {err}.") from None
    seats = default_seats(data) if seats is None else sorted(set(seats))
    bad = [s for s in seats if not 0 <= s < len(data.seats)]
    if bad:
        raise saves.SaveError(f"The record {path.name} has no seat {bad[0]} (its seats are "
                              f"0 to {len(data.seats) - 1}).")
    key = cache_key(record, seats, hindsight)
    found = load_cached(key)
    if found is not None:
        progress = how.get("progress")
        for i, decision in enumerate(found):
            if progress is not None:
                progress(i + 1, len(found), decision)
        return data, found
    try:
        found = review(data, seats, hindsight, **how)
    except IllegalAction as err:
        raise saves.SaveError(f"The record {path.name} cannot be replayed: {err}") from None
    if found is not None:
        store(key, found)
    return data, found
