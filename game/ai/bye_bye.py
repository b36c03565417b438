"""Bye-Bye Black Sheep agents: Easy (plausible, weak), Medium (a judgement of the risk and the
worth of every draw) and Hard (a tuned judgement whose race at the end is searched in sampled
deals, `hard_agent`).

Agents read only `obs.view` and `obs.legal_actions`. Every hand always holds exactly one Black
Sheep, so the next draw from a hand of n cards is a Black Sheep with chance 1/n; the rest of
that chance is spread over the cards the view names in that hand (`known`: a Mole's look,
cards seen going in) and, for its other cards, over every card the seat has not seen (special
cards only in hands and stashes, never in the pile).

Medium values its position set by set: a card in the zoo is worth `ZOO_WORTH` by how many of
its set lie there (a triplet is worth 1), a card in hand a share of what it would add there,
and a set that other zoos have made impossible almost nothing. It lays the cards that add the
most (triplets first: partial sets stay hidden in hand when the allowance is short) and draws
again while the expected worth of one more card, Black Sheep and Wolf included, beats
stopping now; the draw goes to the hand where that expectation is best. It plays its own
cards: it does not know that the last triplet wins, nor what a rival's zoo wants, and it
prizes what it holds (`hand_share` 0.7), so it draws on longer than it should. With more
than one rival that share is split among them (`shared_hand`): three rivals draw from the hand,
and at 0.7 a 4-player Medium mostly never stopped, so it never laid a card. Easy, Medium,
Hard, Medium, seeds 0-9: the Medium seats stopped in 6 of 20 seat-games before, 15 after, and
laid cards in 7 of 20 before, 15 after. 4-player games, seats rotated, Hard at 8 worlds:
Medium's zoo was empty at the end in 57% of seat-games before, 32% after; wins Hard 45%,
each Medium 27.5% before (100 games), Hard 42%, each Medium 29% after (90), Easy 0%.

Hard's judgement (`HARD_WEIGHTS`) adds those. What we measured (two players, seats
alternating; docs/NOTES.md has the figures): the game is mostly luck once a player stops
sensibly and lays triplets first. Laying at random instead loses 73% of games against Medium,
ignoring the special cards 68%, but every refinement of the stop rule we tried (a flat or a
proportional margin, looking two or three draws ahead, caution by the lead, hand values from
0 to 0.6) stayed within a few points of it, and so did card tracking: the judgement given
the rival's whole hand won no more than with what its view says. What counted: knowing the
win, valuing cards in hand at 0.2, sheltering the cards a rival's zoo wants, and a small
cost per card left in hand for the rival to draw from (`exposure`): together 58-62% against
a Medium that valued its hand at 0.35 (`hand_share`), which is why Medium now values it at
0.7 (a greedier player, still beating Easy about 80%). The Magpie's theft counted into its
draw and a cost for bringing it into play measured neutral and were dropped. The search
(sampled deals, three draw sequences each, played to the start of our next turn) measured
within a few games of the judgement alone, so it only runs in the race and overrules the
judgement only on a clear difference.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass
from typing import Any

from game.ai.base import Agent, Observation
from game.ai.lookahead import LookaheadAgent
from game.rules.base import Action, State
from game.rules.bye_bye.actions import Ask, Choose, Dig, Draw, EndTurn, Pass, Place, Steal, Stop
from game.rules.bye_bye.cards import (
    BLACK_SHEEP,
    COPIES,
    EAGLE,
    MAGPIE,
    MOLE,
    MOTHER_SHEEP,
    WHITE_SHEEP,
    WOLF,
    is_set,
)

ZOO_WORTH = (0.0, 0.2, 0.45, 1.0, 1.05)
"""A set's worth by its cards in one's zoo: a triplet is the unit, a fourth card guards it."""
DEAD_WORTH = 0.02
"""Per card of a set other zoos have made impossible to complete."""
BRINGS_A_CARD = (EAGLE, MOLE, MOTHER_SHEEP, MAGPIE)
"""Special cards that bring another card to the watering hole."""


@dataclass(frozen=True)
class Weights:
    """The judgement's knobs. Medium keeps the defaults; Hard uses tuned ones."""

    hand_share: float = 0.7   # a card in hand is worth this share of what it adds in the zoo
    bonus_card: float = 0.15  # a special card that brings another card, beyond the allowance
    white_cost: float = 0.1   # a White Sheep drawn lets a rival lay a card
    robbery: float = 0.5      # a rival's loss counts this much when the Magpie steals
    win_bonus: float = 0.0    # laying the winning triplet, beyond what a triplet is worth
    despair: float = 0.0      # what one more draw may lose against stopping, once a rival is
                              # one triplet from winning
    denial: float = 0.0       # a card taken from a rival's hand counts what it was worth to them
    shelter: float = 0.0      # laying a card a rival needs keeps it from being drawn
    exposure: float = 0.0     # each card left in hand at the end of the turn: the rival draws
                              # from it, the more safely the bigger it is
    shared_hand: bool = True  # `hand_share` is split among the rivals who draw from the hand
                              # (with three rivals a card in hand is rarely still there to lay)


MEDIUM_WEIGHTS = Weights()


class Reading:
    """Medium's reading of one seat's view."""

    def __init__(self, view: dict[str, Any], seat: int, weights: Weights = MEDIUM_WEIGHTS):
        self.view, self.seat, self.weights = view, seat, weights
        self.hand_share = weights.hand_share / (
            max(1, view["players"] - 1) if weights.shared_hand else 1)
        self.sets = range(1, view["sets"] + 1)
        zoos = [Counter(zoo) for zoo in view["zoos"]]
        self.zoo = [zoos[seat][str(n)] for n in range(view["sets"] + 1)]
        self.blocked = [sum(z[str(n)] for s, z in enumerate(zoos) if s != seat)
                        for n in range(view["sets"] + 1)]
        mine = Counter(view["hand"])
        if view["turn"] == seat:  # the watering hole goes to the turn player's hand
            mine.update(view["watering"])
        self.held = [mine[str(n)] for n in range(view["sets"] + 1)]
        self.in_hand = Counter(view["hand"])
        self.allowance = len(view["watering"]) - 2
        self.slot_odds = self._slot_odds()
        self.wanted = [max((self.needed(r, str(n)) for r in self.rivals()), default=0.0)
                       for n in range(view["sets"] + 1)]
        self._plans: dict[tuple[int, int], float] = {}

    # -- what is unseen -------------------------------------------------------------
    def _slot_odds(self) -> dict[str, float]:
        """The chance that a rival's card this seat knows nothing about is each card."""
        view, seat = self.view, self.seat
        unseen = Counter({str(n): COPIES for n in self.sets})
        unseen.update(view["specials"])
        unseen[BLACK_SHEEP] += view["players"]
        unseen[MAGPIE] += 1
        seen = Counter(view["hand"]) + Counter(view["watering"]) + Counter(view["stash"])
        for zoo in view["zoos"]:
            seen.update(zoo)
        for cards in view["known"].values():
            seen.update(cards)
        seen[BLACK_SHEEP] += view["players"] - 1  # every rival hand holds its own
        seen[MAGPIE] += view["magpie_waiting"]
        unseen -= seen
        slots = sum(self.hidden_slots(r) for r in self.rivals()) + sum(
            size for s, size in enumerate(view["stash_sizes"]) if s != seat)
        specials = sum(n for c, n in unseen.items() if not is_set(c))
        animals = sum(unseen.values()) - specials
        odds = {}
        if slots:
            for card, count in unseen.items():
                if not is_set(card):
                    odds[card] = count / slots
                elif animals:
                    odds[card] = max(0.0, 1 - specials / slots) * count / animals
        return odds

    def rivals(self) -> list[int]:
        players = self.view["players"]
        return [(self.seat + i) % players for i in range(1, players)]

    def known(self, rival: int) -> Counter[str]:
        return Counter(self.view["known"].get(str(rival), []))

    def hidden_slots(self, rival: int) -> int:
        return max(0, self.view["hand_sizes"][rival] - 1 - sum(self.known(rival).values()))

    def draw_odds(self, rival: int) -> dict[str, float]:
        """What the next card drawn from `rival`'s hand is, with its chance."""
        size = self.view["hand_sizes"][rival]
        hidden = self.hidden_slots(rival)
        odds = {card: hidden * p / size for card, p in self.slot_odds.items()}
        for card, count in self.known(rival).items():
            odds[card] = odds.get(card, 0.0) + count / size
        odds[BLACK_SHEEP] = 1 / size
        return odds

    def holds_chance(self, rival: int, card: str) -> float:
        """The chance that `rival` holds at least one `card` (for the Eagle)."""
        if self.known(rival)[card]:
            return 1.0
        return 1 - (1 - self.slot_odds.get(card, 0.0)) ** self.hidden_slots(rival)

    # -- worth ----------------------------------------------------------------------
    def alive(self, n: int) -> bool:
        return self.zoo[n] >= 3 or self.blocked[n] <= 1

    def set_worth(self, n: int, zoo: int, held: int) -> float:
        if not self.alive(n):
            return DEAD_WORTH * (zoo + self.hand_share * held)
        laid = ZOO_WORTH[zoo]
        return laid + self.hand_share * (ZOO_WORTH[min(4, zoo + held)] - laid)

    def gained(self, n: int) -> float:
        """What one more card of set `n` in hand is worth."""
        zoo, held = self.zoo[n], self.held[n]
        return self.set_worth(n, zoo, held + 1) - self.set_worth(n, zoo, held)

    def laying(self, n: int, count: int, held: int) -> float:
        """What moving `count` of the `held` cards of set `n` from hand to zoo adds."""
        zoo = self.zoo[n]
        return self.set_worth(n, zoo + count, held - count) - self.set_worth(n, zoo, held)

    def plan(self, allowance: int, extra: int = 0, keep: bool = False
             ) -> tuple[float, list[str]]:
        """The best cards to lay with `allowance` (with one more card of set `extra`, if
        given): what they add (a win counts `win_bonus` more), and, with `keep`, the cards.

        A knapsack over the sets: `best[made][used]` is the most a plan laying `used` cards
        that completes `made` more triplets (counted up to what wins) can add."""
        win = self.weights.win_bonus
        need = self.view["target"] - self.view["triplets"][self.seat] if win else 0
        nothing = (float("-inf"), [])
        best = [[(0.0, [])] + [nothing] * allowance] + [[nothing] * (allowance + 1)] * need
        for n in self.sets:
            held = self.held[n] + (n == extra)
            zoo = self.zoo[n]
            most = min(held, 4 - zoo, allowance)
            if most <= 0:
                continue
            guard = self.weights.shelter * self.wanted[n] + self.weights.exposure
            gains = [self.laying(n, j, held) + guard * j for j in range(most + 1)]
            rows = [list(row) for row in best]
            for made, row in enumerate(best):
                for used, (worth, cards) in enumerate(row):
                    if worth == float("-inf"):
                        continue
                    for j in range(1, min(most, allowance - used) + 1):
                        into = rows[min(need, made + (zoo < 3 <= zoo + j))]
                        if worth + gains[j] > into[used + j][0] + 1e-9:
                            into[used + j] = (worth + gains[j],
                                              cards + [str(n)] * j if keep else cards)
            best = rows
        return max(((worth + win * (made == need), cards) for made, row in enumerate(best)
                    for worth, cards in row if worth > float("-inf")),
                   key=lambda option: (option[0], -len(option[1])))

    def plan_worth(self, allowance: int, extra: int = 0) -> float:
        key = (allowance, extra)
        if key not in self._plans:
            self._plans[key] = self.plan(allowance, extra)[0] if allowance > 0 else 0.0
        return self._plans[key]

    def watering_worth(self) -> float:
        """What the cards at the watering hole add to the hand (the Wolf takes them)."""
        total = 0.0
        for card, count in Counter(self.view["watering"]).items():
            if is_set(card):
                n = int(card)
                total += self.set_worth(n, self.zoo[n], self.held[n]) - self.set_worth(
                    n, self.zoo[n], self.held[n] - count)
        return total

    def card_worth(self, card: str, allowance: int) -> float:
        """One more card at the watering hole, then stopping (worth beyond the hand now)."""
        w = self.weights
        if is_set(card):
            n = int(card)
            return self.gained(n) + self.plan_worth(allowance + 1, n) - w.exposure
        if card == BLACK_SHEEP:
            return 0.0
        if card == WOLF:
            return (w.exposure * (len(self.view["watering"]) - 1)
                    - self.watering_worth())
        if card in BRINGS_A_CARD:
            return self.plan_worth(allowance + 2) + w.bonus_card - 2 * w.exposure
        if card == WHITE_SHEEP:
            return self.plan_worth(allowance + 1) - w.white_cost - w.exposure
        return self.plan_worth(allowance + 1) - w.exposure

    def draw_worth(self, rival: int) -> float:
        """One more card from `rival`'s hand, then stopping."""
        return sum(p * self.card_worth(card, self.allowance)
                   for card, p in self.draw_odds(rival).items())

    def robbed(self, victim: int, card: str) -> float:
        """What a rival loses when the Magpie takes `card` from their zoo."""
        count = Counter(self.view["zoos"][victim])[card]
        return ZOO_WORTH[count] - ZOO_WORTH[count - 1]

    def needed(self, rival: int, card: str) -> float:
        """What `card` in hand is worth to `rival`, going by their zoo (for denial)."""
        if not is_set(card):
            return 0.0
        count = Counter(self.view["zoos"][rival])[card]
        return ZOO_WORTH[min(4, count + 1)] - ZOO_WORTH[count]

    # -- decisions ----------------------------------------------------------------
    def draw_or_stop(self, actions: tuple[Action, ...]) -> Action:
        draws = [a for a in actions if isinstance(a, Draw)]
        stop = self.plan_worth(self.allowance)
        if not draws:
            return Stop()
        best = max(draws, key=lambda a: self.draw_worth(a.rival))
        if self.allowance < 0 and self.view["hand_sizes"][best.rival] > 1:
            return best  # nothing can be laid before three cards are drawn
        if self.draw_worth(best.rival) > stop - self.despair():
            return best
        return Stop()

    def despair(self) -> float:
        """What a draw may lose against stopping: nothing, unless a rival is one triplet from
        winning (then a safe little laying is worth less than a chance at a big one)."""
        triplets = self.view["triplets"]
        late = max(triplets[r] for r in self.rivals()) >= self.view["target"] - 1
        return self.weights.despair * late

    def ask_or_pass(self, actions: tuple[Action, ...]) -> Action:
        """The Eagle: ask where the chance and the card are worth the risk of ending now."""
        stop = self.plan_worth(self.allowance)
        go_on = max([stop] + [self.draw_worth(r) for r in self.rivals()
                              if self.view["hand_sizes"][r]])

        def asked(action: Ask) -> float:
            p = self.holds_chance(action.rival, action.card)
            found = (self.card_worth(action.card, self.allowance)
                     + self.weights.denial * self.needed(action.rival, action.card))
            return p * found + (1 - p) * stop

        asks = [a for a in actions if isinstance(a, Ask)]
        best = max(asks, key=asked)
        return best if asked(best) > go_on else Pass()

    def lay(self) -> Action:
        worth, cards = self.plan(self.view["allowance"], keep=True)
        return Place(cards[0]) if cards and worth > 0 else EndTurn()

    def best_take(self, actions: tuple[Action, ...]) -> Action:
        """The Mole's or the Magpie's pick: the card worth most to us (and, for the
        Magpie, what it costs the rival robbed)."""
        def worth(action: Action) -> float:
            if isinstance(action, Dig):
                assert self.view["source"] is not None
                return (self.card_worth(action.card, self.allowance)
                        + self.weights.denial * self.needed(self.view["source"], action.card))
            if isinstance(action, Steal):
                return (self.card_worth(action.card, self.allowance)
                        + self.weights.robbery * self.robbed(action.victim, action.card))
            return -1.0

        return max(actions, key=worth)

    def white_sheep(self, actions: tuple[Action, ...]) -> Action:
        """Lay the card that adds most to the zoo (out of turn)."""
        def worth(action: Action) -> float:
            if not isinstance(action, Place):
                return 0.0
            n = int(action.card)
            zoo = self.zoo[n]
            held = self.in_hand[action.card]
            return self.set_worth(n, zoo + 1, held - 1) - self.set_worth(n, zoo, held)

        return max(actions, key=worth)


def judge(obs: Observation, rng: random.Random, weights: Weights = MEDIUM_WEIGHTS) -> Action:
    """Medium's move for any phase."""
    view, actions = obs.view, obs.legal_actions
    phase = view["phase"]
    if phase == "choose":  # RULINGS: a computer player picks at random
        return rng.choice(actions)
    if len(actions) == 1:
        return actions[0]
    reading = Reading(view, obs.seat, weights)
    if phase == "draw":
        return reading.draw_or_stop(actions)
    if phase == "eagle":
        return reading.ask_or_pass(actions)
    if phase == "place":
        return reading.lay()
    if phase == "white":
        return reading.white_sheep(actions)
    return reading.best_take(actions)


class MediumAgent(Agent):
    """The judgement of the module docstring."""

    name = "medium"

    def __init__(self, weights: Weights = MEDIUM_WEIGHTS) -> None:
        self.weights = weights

    def choose(self, obs: Observation, rng: random.Random) -> Action:
        return judge(obs, rng, self.weights)


class EasyAgent(Agent):
    """Plausible but weak: draws from a random rival and stops on a whim once three cards lie
    at the watering hole; lays the sets it holds most of; asks the Eagle for an animal it
    already holds; takes what the Mole and the Magpie offer at random."""

    name = "easy"

    def choose(self, obs: Observation, rng: random.Random) -> Action:
        view, actions = obs.view, obs.legal_actions
        phase = view["phase"]
        if phase == "draw":
            draws = [a for a in actions if isinstance(a, Draw)]
            drawn = len(view["watering"])
            if not draws or (drawn >= 3 and rng.random() < 0.45):
                return Stop()
            return rng.choice(draws)
        if phase == "place":
            mine = Counter(view["hand"]) + Counter(view["watering"])
            places = [a for a in actions if isinstance(a, Place)]
            return max(places, key=lambda a: (mine[a.card], rng.random()))
        if phase == "eagle":
            asks = [a for a in actions if isinstance(a, Ask) and a.card in view["hand"]]
            return rng.choice(asks) if asks else Pass()
        if phase in ("mole", "magpie", "white"):
            takes = [a for a in actions if not isinstance(a, Pass)]
            return rng.choice(takes) if takes else Pass()
        assert all(isinstance(a, Choose) for a in actions)
        return rng.choice(actions)


# ----------------------------------------------------------------------- Hard
HARD_WEIGHTS = Weights(win_bonus=5.0, hand_share=0.2, despair=0.3, denial=0.5, shelter=1.5,
                       exposure=0.15, shared_hand=False)
"""Hard's judgement: it lays the winning triplet the moment it can, values cards in hand less
(so it stops sooner), lays the cards a rival's zoo wants, takes them with the Mole and the
Eagle, draws on against a rival one triplet from winning, and counts each card it would leave
in hand for the rival to draw (`exposure`). Tuned in Medium-style games
of a few hundred to a thousand deals, one knob at a time (docs in the module docstring)."""
WIN_BONUS = 10.0
LATE = 1.5
"""How far from the winning triplets (in zoo worth) a seat must be for the race to be on."""
FAVOURITE_MARGIN = 2.0
"""What the other way of going on must beat the judgement by, per sampled deal: a clearly
better chance of winning, never the noise of a few deals."""
CHANCES = 3
"""Draw sequences played in each sampled deal."""
ROUND_PLIES = 60
"""A safety stop per player for one continuation; a real turn takes a few dozen moves."""


def racing(view: dict[str, Any]) -> bool:
    """Somebody is a good turn from winning: the race, where Hard searches."""
    progress = [sum(ZOO_WORTH[n] for n in Counter(zoo).values()) for zoo in view["zoos"]]
    return max(progress) >= view["target"] - LATE


def shortlist(obs: Observation, rng: random.Random) -> list[Action]:
    """The judgement's move, and in the race the other way of going on: stopping or the most
    promising draw; passing or the most promising question for the Eagle. Everything else is
    the judgement's alone."""
    favourite = judge(obs, rng, HARD_WEIGHTS)
    view, actions = obs.view, obs.legal_actions
    if view["phase"] not in ("draw", "eagle") or len(actions) == 1 or not racing(view):
        return [favourite]
    reading = Reading(view, obs.seat, HARD_WEIGHTS)
    if view["phase"] == "draw":
        draws = [a for a in actions if isinstance(a, Draw)]
        other: Action = max(draws, key=lambda a: reading.draw_worth(a.rival)) if draws else Stop()
        return list(dict.fromkeys([favourite, Stop(), other]))
    stop = reading.plan_worth(reading.allowance)

    def asked(action: Ask) -> float:
        p = reading.holds_chance(action.rival, action.card)
        return p * reading.card_worth(action.card, reading.allowance) + (1 - p) * stop

    best = max((a for a in actions if isinstance(a, Ask)), key=asked)
    return list(dict.fromkeys([favourite, Pass(), best]))


class TurnLookahead(LookaheadAgent):
    """The lookahead, played to the start of our next turn (a Bye-Bye turn is often longer
    than the shared lookahead's ply limit), with several draw sequences in each sampled deal:
    the deal is what the seat cannot see, the draws are luck; both are averaged over."""

    def outcome(self, state: State, seat: int, action: Action, seed: int) -> float:
        total = 0.0
        for chance in range(CHANCES):
            world = state.clone()
            world.rng = random.Random(seed * CHANCES + chance)
            rng = random.Random(seed + chance)
            world._apply(action)  # candidates come from this very state's legal actions
            passed = False
            for _ in range(ROUND_PLIES * world.players):
                if world.to_move is None:
                    break
                passed = passed or world.turn != seat
                if passed and world.turn == seat:
                    break
                world._apply(self.reply(world, rng))
            total += self.evaluate(world, seat)
        return total / CHANCES


def medium_reply(state: State, rng: random.Random) -> Action:
    """Hard's judgement playing whoever moves in a sampled world (from that seat's view)."""
    return judge(Observation.of(state), rng, HARD_WEIGHTS)


def outlook(view: dict[str, Any], seat: int) -> float:
    """A seat's position: its zoo, and its hand's promise."""
    reading = Reading(view, seat, HARD_WEIGHTS)
    return sum(reading.set_worth(n, reading.zoo[n], reading.held[n]) for n in reading.sets)


def standing(state: State, seat: int) -> float:
    """The seat's outlook minus the best rival's (a won game counts far more)."""
    if state.is_over:
        winners = state.result().winners
        return WIN_BONUS * ((seat in winners) - any(w != seat for w in winners))
    totals = [outlook(state.view(s), s) for s in range(state.players)]
    return totals[seat] - max(t for s, t in enumerate(totals) if s != seat)


def hard_agent(think_time: float, worlds: int | None = None) -> Agent:
    """Hard: the tuned judgement; in the race at the end, its choice checked in sampled deals
    against the rivals' answers (see `game.ai.lookahead`); `worlds` fixes the number of
    deals."""
    return TurnLookahead(shortlist, medium_reply, standing, worlds=worlds,
                         think_time=think_time, favourite_margin=FAVOURITE_MARGIN)
