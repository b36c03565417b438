"""Sheep-Boom-Bah agents: Easy (plausible, weak), Medium (a one-step heuristic) and Hard
(a seasoned judgement's shortlist checked against its answers in sampled worlds,
`hard_agent`).

Agents read only `obs.view` and `obs.legal_actions`. Medium weighs each face-down tile by
what is still unseen (the tile mix minus the revealed tiles, its own peeks known exactly),
values sheep by how close they stand to their owner's barn, likes bumping rivals onto
likely mines or into its own barn, and keeps EIEI...NO for plays that hurt it. The game is
short (about seven turns each) and the strong cards (Tornado, Barn Burner) decide much of
it, so both Medium and Hard discard what they need not keep to draw fresh cards.
"""

from __future__ import annotations

import random
from typing import Any

from game.ai.base import Agent, Observation
from game.ai.lookahead import LookaheadAgent
from game.rules.base import Action, State
from game.rules.boom_bah import board, tiles
from game.rules.boom_bah.actions import Discard, EndTurn, Herd, Move, Pass, Place, Play, Sneak
from game.rules.boom_bah.cards import card_colour, card_type

POTENTIAL = 0.5         # what a sheep still on the board is worth, roughly, to its owner
NEAR_BARN = 0.3         # per step closer to its owner's face-up barn
THREATS = {"tornado": 5, "barn_burner": 4, "aba_ca_da_ba": 3, "fox": 2, "hero_of_the_herd": 3,
           "am_bah_lance": 2, "your_barn_doors_open": 2, "wolf": 3, "golden_fleece": 1,
           "wild_wool": 2, "thank_ewe": 1, "out_of_shear_luck": 2, "sheep_copter": 1}
KEEPERS = ("hero_of_the_herd", "eiei_no", "tornado", "barn_burner", "wild_wool")
"""Cards Medium holds on to; it discards the rest of other colours once its actions are
spent, to draw fresh cards (in self-play, cycling the hand beat keeping it 64%)."""
DOG_WORTH = 1.3         # a sheep fetched into the barnyard: a point, and a barn later


# ----------------------------------------------------------------------- reading the view
def tile_odds(view: dict[str, Any]) -> dict[str, float]:
    """Chances of each kind under a face-down tile this seat has not peeked at."""
    seen = [t for t in view["tiles"] if t not in ("start", "down")]
    peeked = list(view["peeked"].values())
    mix = view["tile_mix"]
    mines = mix["mine"] - sum(t in (tiles.MINE, tiles.CONE, tiles.CROSS) for t in seen + peeked)
    safe = mix["safe"] - sum(t == tiles.SAFE for t in seen + peeked)
    found = set(seen + peeked)
    barns = [tiles.barn(s) for s in range(view["players"]) if tiles.barn(s) not in found]
    unknown = max(1, mines + safe + len(barns))
    odds = {tiles.MINE: mines / unknown, tiles.SAFE: safe / unknown}
    odds.update({b: 1 / unknown for b in barns})
    return odds


def _barn_cells(view: dict[str, Any]) -> dict[int, int]:
    found = {}
    for cell, kind in enumerate(view["tiles"]):
        owner = tiles.barn_owner(kind)
        if owner is not None:
            found[owner] = cell
    for key, kind in view["peeked"].items():
        if tiles.barn_owner(kind) is not None:
            found.setdefault(tiles.barn_owner(kind), int(key))
    return found


def _distance(a: int, b: int) -> int:
    (r1, c1), (r2, c2) = divmod(a, board.SIZE), divmod(b, board.SIZE)
    return max(abs(r1 - r2), abs(c1 - c2))


class Judge:
    """Values of outcomes for one seat, from its view."""

    def __init__(self, view: dict[str, Any], seat: int) -> None:
        self.view, self.seat, self.players = view, seat, view["players"]
        self.odds = tile_odds(view)
        self.barns = _barn_cells(view)
        self.holds = {card_type(c).id for c in view["hand"]}

    def standing(self, owner: int, cell: int) -> float:
        barn = self.barns.get(owner)
        near = 0.0 if barn is None else NEAR_BARN * max(0, 5 - _distance(cell, barn))
        return POTENTIAL + near

    def kind_at(self, cell: int) -> str:
        kind = self.view["tiles"][cell]
        return self.view["peeked"].get(str(cell), kind)

    def landing(self, owner: int, cell: int, gains: list[float]) -> None:
        """Add to `gains` what a sheep of `owner` landing on `cell` is expected to bring."""
        kind = self.kind_at(cell)
        if kind == "down":
            for hidden, p in self.odds.items():
                self._meet(owner, cell, hidden, True, gains, p)
        else:
            self._meet(owner, cell, kind, False, gains, 1.0)

    def _meet(self, owner: int, cell: int, kind: str, fresh: bool, gains: list[float],
              p: float) -> None:
        barn_of = tiles.barn_owner(kind)
        if fresh:
            gains[owner] += p * tiles.reveal_points(kind)
        if barn_of is not None:
            gains[barn_of] += p * (3 if barn_of == owner else 2)
        elif kind == tiles.MINE and fresh:
            saved = owner == self.seat and "hero_of_the_herd" in self.holds
            gains[owner] += p * (2 + self.standing(owner, cell) if saved else -1)
        else:
            gains[owner] += p * self.standing(owner, cell)

    def utility(self, gains: list[float]) -> float:
        rivals = [g for s, g in enumerate(gains) if s != self.seat]
        return gains[self.seat] - sum(rivals) / max(1, len(rivals))

    def step_value(self, action: Action) -> float:
        gains = [0.0] * self.players
        if isinstance(action, Herd):
            gains[self.seat] += 2 if action.colour == self.seat else 1
            return self.utility(gains)
        assert isinstance(action, Move)
        sheep = self.view["sheep"]
        pushes = board.bump_chain(sheep, action.frm, action.to) or []
        for i, (here, there) in enumerate(pushes):
            owner = sheep[here]
            gains[owner] -= self.standing(owner, here)
            if i == 0:
                self.landing(owner, there, gains)
            else:
                gains[owner] += self.standing(owner, there)
        gains[self.seat] -= self.standing(self.seat, action.frm)
        if pushes:
            gains[self.seat] += self.standing(self.seat, action.to)
        else:
            self.landing(self.seat, action.to, gains)
        return self.utility(gains)

    def card_value(self, action: Play) -> float:
        """A rough worth of playing the card now (below 0.5: keep it)."""
        kind, t, me = card_type(action.card).id, action.target, self.seat
        own_colour = 0.2 if card_colour(action.card) == me else 0.0
        value = {"tornado": 5.0, "barn_burner": 4.0, "aba_ca_da_ba": 3.0, "fox": 2.0,
                 "your_barn_doors_open": 2.0, "bah_k_to_life": 2.0, "thank_ewe": 0.6,
                 "golden_fleece": 1.0 if self.view["actions_left"] else 0.0,
                 "sheeping_tom": 0.6 if self.view["actions_left"] else 0.0}.get(kind, 0.0)
        if kind == "shepherds_hook":
            value = 2.0 if t[0] == me else 1.0
        elif kind == "out_of_shear_luck":
            value = 3.0 - self.standing(me, t[0])
        elif kind == "wild_wool":
            value = sum(self.view["barns"][me]) - self.view["barns"][me][me] - 0.5
        elif kind == "sheep_copter":
            value = 3.0 - self.standing(me, t[0]) if self.kind_at(t[1]) == tiles.barn(me) else 0
        elif kind == "ewe_turn":
            owner = self.view["sheep"][t[0]]
            value = self.standing(owner, t[0]) - POTENTIAL + 0.3 if t[1] == min(
                c for c in board.START_SPACES if self.view["sheep"][c] is None) else 0.0
        elif kind == "sheep_battle":
            value = 0.5 if t[3] == t[2] and t[1] != me else 0.0
        return value - own_colour

    def threat(self, frame: dict[str, Any]) -> float:
        """How much the card on top of the chain hurts this seat (negative: it helps)."""
        pending = self.view["pending"]
        kind = card_type(frame["card"]).id
        if kind == "eiei_no":
            below = pending[-2]
            mine = below["seat"] == self.seat
            return THREATS.get(card_type(below["card"]).id, 1) * (1 if mine else -1)
        target = frame["target"]
        hits_me = bool(target) and ((kind in THREATS and target[0] == self.seat) or (
            kind == "ewe_turn" and self.view["sheep"][target[0]] == self.seat))
        return THREATS.get(kind, 0.5) + (2 if hits_me else 0)


# ----------------------------------------------------------------------- agents
def _answer(view: dict[str, Any], actions: tuple[Action, ...], judge: Judge,
            hold_at: float) -> Action:
    top = view["pending"][-1]
    plays = [a for a in actions if isinstance(a, Play)]
    if top["kind"] == "tom":
        kind = judge.kind_at(top["cell"])
        good = kind == tiles.SAFE or kind == tiles.barn(judge.seat)
        return Sneak(True) if good and Sneak(True) in actions else Sneak(False)
    if top["kind"] == "mine" and plays:
        heroes = [a for a in plays if card_type(a.card).id == "hero_of_the_herd"]
        if heroes:
            return heroes[0]
        barn = judge.barns.get(judge.seat)
        return min(plays, key=lambda a: _distance(a.target[0], barn) if barn else a.target[0])
    if top["kind"] == "wolf" and plays:
        return plays[0]
    if top["kind"] == "answer" and plays and judge.threat(top) >= hold_at:
        return plays[0]
    return Pass()


def _steps(actions: tuple[Action, ...]) -> list[Action]:
    return [a for a in actions if isinstance(a, Move | Herd)]


class EasyAgent(Agent):
    """Plausible but weak: the Medium judgement blurred by a lot of noise, cards played on a
    whim, EIEI...NO thrown at random."""

    name = "easy"
    noise = 1.0

    def choose(self, obs: Observation, rng: random.Random) -> Action:
        view, actions = obs.view, obs.legal_actions
        judge = Judge(view, obs.seat)
        if view["phase"] == "setup":
            return rng.choice(actions)
        if view["pending"]:
            return _answer(view, actions, judge, hold_at=rng.choice((1.0, 9.0)))
        plays = [a for a in actions if isinstance(a, Play) and judge.card_value(a) >= 1]
        if plays and rng.random() < 0.5:
            return rng.choice(plays)
        steps = _steps(actions)
        if steps:
            return max(steps, key=lambda a: judge.step_value(a) + rng.gauss(0, self.noise))
        return EndTurn()


class MediumAgent(Agent):
    """One step of lookahead on the view: tile risk, barns, bumping rivals, card worth;
    once its actions are spent it discards what it need not keep, its own colour aside."""

    name = "medium"
    keepers = KEEPERS

    def choose(self, obs: Observation, rng: random.Random) -> Action:
        view, actions = obs.view, obs.legal_actions
        judge = Judge(view, obs.seat)
        if view["phase"] == "setup":
            return max(actions, key=lambda a: (_field_neighbours(a), rng.random()))
        if view["pending"]:
            return _answer(view, actions, judge, hold_at=2.0)
        plays = [a for a in actions if isinstance(a, Play)]
        if plays:
            best = max(plays, key=lambda a: self.card_value(judge, a))
            if self.card_value(judge, best) >= 0.5:
                return best
        steps = _steps(actions)
        if steps:
            return max(steps, key=lambda a: (judge.step_value(a), rng.random()))
        discards = [a for a in actions if isinstance(a, Discard) and self.lets_go(judge, a.card)]
        return discards[0] if discards else EndTurn()

    def card_value(self, judge: Judge, action: Play) -> float:
        return judge.card_value(action)

    def lets_go(self, judge: Judge, card: str) -> bool:
        """Discard `card` at the end of the turn, to draw a fresh one?"""
        return card_colour(card) != judge.seat and card_type(card).id not in self.keepers


class SeasonedAgent(MediumAgent):
    """Hard's judgement: Medium, plus what self-play taught. A card of its own colour (or
    Wild Wool) is worth a point only if still held at the end, a fresh card more: it lets
    those go too, except in its last turn. It sends a sheep home with the Dog. (Alone, it
    beats Medium 68%: 1,000 two-player games.)"""

    name = "seasoned"
    keepers = ("hero_of_the_herd", "eiei_no", "tornado", "barn_burner")

    def card_value(self, judge: Judge, action: Play) -> float:
        if card_type(action.card).id != "dog":
            return judge.card_value(action)
        return DOG_WORTH - judge.standing(judge.seat, action.target[0])

    def lets_go(self, judge: Judge, card: str) -> bool:
        if judge.view["final_turns"] is not None:
            return False
        return card_type(card).id not in self.keepers


def _field_neighbours(action: Action) -> int:
    assert isinstance(action, Place)
    return sum(not board.is_start(n) for n in board.NEIGHBOURS[action.cell])


# ----------------------------------------------------------------------- Hard
SHORTLIST = 3           # moves Hard checks against the rivals' answers
HARD_WORLDS = 64        # the most worlds Hard samples per decision (within its think time)
WIN_BONUS = 10.0        # a finished game: winning matters more than the margin
FAVOURITE_MARGIN = 0.3  # points another move must beat the judgement's by (search noise)


def shortlist(obs: Observation, rng: random.Random) -> list[Action]:
    """The seasoned judgement's move first, then its best other steps and cards; answers,
    set-up and discards are left to the judgement (a discard costs points now and pays
    later, beyond what the search sees)."""
    favourite = SeasonedAgent().choose(obs, rng)
    view, actions = obs.view, obs.legal_actions
    if view["phase"] == "setup" or view["pending"] or isinstance(favourite, Discard):
        return [favourite]
    judge = Judge(view, obs.seat)
    steps = sorted(_steps(actions), key=judge.step_value, reverse=True)
    plays = sorted((a for a in actions if isinstance(a, Play)), key=judge.card_value,
                   reverse=True)
    ends = [a for a in actions if isinstance(a, EndTurn)]
    ranked = [favourite, *steps[:SHORTLIST], *plays[:1], *ends]
    return list(dict.fromkeys(ranked))[:SHORTLIST]


def seasoned_reply(state: State, rng: random.Random) -> Action:
    """Hard's judgement playing whoever moves in a sampled world (it reads only that
    seat's view)."""
    return SeasonedAgent().choose(Observation.of(state), rng)


def standing(state: State, seat: int) -> float:
    """Points now (plus a bonus for a won game) minus the best rival's."""
    result = state.result()
    totals = [score + (WIN_BONUS * (s in result.winners) if state.is_over else 0.0)
              for s, score in enumerate(result.scores)]
    return totals[seat] - max(t for s, t in enumerate(totals) if s != seat)


def hard_agent(think_time: float, worlds: int | None = None) -> Agent:
    """Hard: the seasoned judgement's shortlist checked against its answers in sampled
    worlds (see `game.ai.lookahead`), at most HARD_WORLDS of them within `think_time`;
    `worlds` fixes the search size."""
    return LookaheadAgent(shortlist, seasoned_reply, standing, worlds=worlds,
                          think_time=think_time, max_worlds=HARD_WORLDS,
                          favourite_margin=FAVOURITE_MARGIN)
