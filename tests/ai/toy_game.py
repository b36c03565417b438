"""Fold Count: a tiny hidden-information game for testing agents over the rule protocol.

Players hold three hidden numbered cards and take turns adding one to a shared count.
Bringing the count exactly to the target wins; passing it busts, and every other player
then shares the win. After playing you draw a random card from the face-down pile. The
next player is `mover + card` seats along, so a seat may move twice in a row or be
skipped: agents must follow `to_move`, not assume a rotation.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass
from typing import Any, ClassVar

from game.rules.base import (
    Action,
    Event,
    GameSpec,
    Option,
    Result,
    State,
    deal_unknown,
    reseeded,
    rng_state,
)

CARDS = tuple(value for value in range(1, 6) for _ in range(4))
HAND_SIZE = 3


@dataclass(frozen=True)
class Play(Action):
    kind: ClassVar[str] = "play"
    card: int

    def __str__(self) -> str:
        return f"plays {self.card}"


@dataclass(frozen=True)
class Pass(Action):
    kind: ClassVar[str] = "pass"

    def __str__(self) -> str:
        return "passes"


class FoldCount(State):
    action_classes = (Play, Pass)

    def __init__(self, hands: list[list[int]], pile: list[int], target: int,
                 rng: random.Random, turn: int = 0, played: list[int] | None = None,
                 winners: list[int] | None = None) -> None:
        self.players = len(hands)
        self.hands = [sorted(hand) for hand in hands]
        self.pile = sorted(pile)
        self.target = target
        self.rng = rng
        self.turn = turn
        self.played = list(played or [])
        self.winners = winners

    @property
    def count(self) -> int:
        return sum(self.played)

    @property
    def to_move(self) -> int | None:
        return None if self.winners is not None else self.turn

    def legal_actions(self) -> list[Action]:
        hand = self.hands[self.turn]
        return [Play(card) for card in sorted(set(hand))] if hand else [Pass()]

    def _apply(self, action: Action) -> list[Event]:
        mover = self.turn
        if isinstance(action, Pass):
            self.turn = (mover + 1) % self.players
            return [Event("pass", {"seat": mover})]
        assert isinstance(action, Play)
        self.hands[mover].remove(action.card)
        self.played.append(action.card)
        if self.count == self.target:
            self.winners = [mover]
        elif self.count > self.target:
            self.winners = [seat for seat in range(self.players) if seat != mover]
        elif self.pile:
            self.hands[mover].append(self.pile.pop(self.rng.randrange(len(self.pile))))
            self.hands[mover].sort()
        self.turn = (mover + action.card) % self.players
        return [Event("play", {"seat": mover, "card": action.card}, reveals=True)]

    def view(self, seat: int | None) -> dict[str, Any]:
        return {
            "target": self.target,
            "played": list(self.played),
            "hand": list(self.hands[seat]) if seat is not None else None,
            "hand_sizes": [len(hand) for hand in self.hands],
            "pile_size": len(self.pile),
            "to_move": self.to_move,
        }

    def result(self) -> Result:
        assert self.winners is not None
        scores = [int(seat in self.winners) for seat in range(self.players)]
        return Result(list(self.winners), scores, [[("won", s)] for s in scores])

    def determinize(self, seat: int, rng: random.Random) -> FoldCount:
        unknown = Counter(CARDS) - Counter(self.hands[seat]) - Counter(self.played)
        rivals = [s for s in range(self.players) if s != seat]
        *dealt, pile = deal_unknown(
            list(unknown.elements()), [len(self.hands[s]) for s in rivals], rng)
        hands = [list(hand) for hand in self.hands]
        for rival, hand in zip(rivals, dealt, strict=True):
            hands[rival] = hand
        return FoldCount(hands, pile, self.target, reseeded(rng), self.turn, self.played,
                         self.winners)

    def snapshot(self) -> dict[str, Any]:
        return {
            "hands": self.hands, "pile": self.pile, "target": self.target, "turn": self.turn,
            "played": self.played, "winners": self.winners, "rng": rng_state(self.rng),
        }


def new_state(players: int, seed: int, options: dict[str, str]) -> FoldCount:
    rng = random.Random(seed)
    *hands, pile = deal_unknown(list(CARDS), [HAND_SIZE] * players, rng)
    return FoldCount(hands, pile, int(options["target"]), rng)


SPEC = GameSpec(
    id="fold_count",
    title="Fold Count",
    blurb="Add cards to a shared count; hit the target exactly.",
    min_players=2,
    max_players=4,
    options={"target": Option("Target", ("21", "15"), "21")},
    new_state=new_state,
)
