"""The Sheep Sheep game state: set-up, exchanges, collections, refills, re-deals, the end.

See the package docstring for our rulings, the view and the events.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from game.i18n import N_
from game.rules.base import (
    Action,
    Event,
    Result,
    State,
    deal_unknown,
    reseeded,
    rng_state,
)
from game.rules.sheep_sheep.actions import ACTION_CLASSES, EndTurn, Exchange, Refill
from game.rules.sheep_sheep.cards import (
    COLOUR_WORDS,
    COLOURS,
    LUCKY_SHEEP,
    Card,
    Face,
    a,
    card,
    card_key,
    card_name,
    card_of,
    deck_counter,
    full_deck,
    other_side,
)
from game.rules.sheep_sheep.grid import CELL_NAMES, CELLS, groups, opening_faces
from game.rules.sheep_sheep.limits import (
    DRY_TURNS_TO_REDEAL,
    END_REASONS,
    HAND_SIZE,
    PLAYERS,
    STUCK_TURNS,
)
from game.rules.sheep_sheep.view import build_view


def deal_grid(pile: list[Card], rng: random.Random) -> list[Face | None]:
    """Nine cards from the top of `pile`, turned so that no group shows (`opening_faces`).
    If no turning works, they are shuffled back into the pile and nine are dealt again."""
    while True:
        cards = [pile.pop() for _ in CELLS]
        faces = opening_faces(cards, rng)
        if faces is not None:
            return list(faces)
        pile.extend(cards)
        rng.shuffle(pile)


class SheepSheepState(State):
    """One game of Sheep Sheep. All attributes are plain data plus `rng`."""

    action_classes = ACTION_CLASSES

    def __init__(self, rng: random.Random) -> None:
        self.players = PLAYERS
        self.rng = rng
        self.lucky: list[str] = []
        self.hands: list[list[Card]] = [[] for _ in range(PLAYERS)]
        self.grid: list[Face | None] = [None] * len(CELLS)
        self.pile: list[Card] = []  # the top card is the last one
        self.collected: list[list[Face]] = [[] for _ in range(PLAYERS)]
        self.turn = 0
        self.phase = "exchange"  # "exchange" | "refill" | "over"
        self.exchanges = 0
        self.drawn: Card | None = None
        self.dry_turns = 0
        self.end_reason: str | None = None

    # ------------------------------------------------------------------ set-up
    @classmethod
    def new(cls, seed: int) -> SheepSheepState:
        """Lucky Sheep, four cards each, the 3x3 grid turned to show no group, and the pile."""
        state = cls(random.Random(seed))
        rng = state.rng
        state.lucky = rng.sample(LUCKY_SHEEP, PLAYERS)
        state.pile = full_deck()
        rng.shuffle(state.pile)
        for seat in range(PLAYERS):
            state.hands[seat] = sorted((state.pile.pop() for _ in range(HAND_SIZE)), key=card_key)
        state.grid = deal_grid(state.pile, rng)
        return state

    @classmethod
    def from_position(cls, grid: list[Face | None], hands: list[list[Card]],
                      lucky: tuple[str, str] = ("red", "blue"),
                      collected: list[list[Face]] | None = None,
                      pile: list[Card] | None = None, seed: int = 0,
                      **fields: Any) -> SheepSheepState:
        """Build a position directly (tests, puzzles). `pile` lists cards in the order they
        will be drawn; by default it is the rest of the deck, shuffled by `seed`. `fields`
        set other attributes (turn, phase, exchanges, drawn, dry_turns)."""
        state = cls(random.Random(seed))
        state.lucky = list(lucky)
        state.grid = [(f[0], f[1]) if f else None for f in grid]
        state.hands = [sorted((card(*c) for c in hand), key=card_key) for hand in hands]
        state.collected = [[(f[0], f[1]) for f in kept] for kept in collected or [[], []]]
        for name, value in fields.items():
            if not hasattr(state, name):
                raise ValueError(f"A position has no field {name!r}.")
            setattr(state, name, value)
        if state.drawn is not None:
            state.drawn = card(*state.drawn)
        if pile is None:
            rest = deck_counter()
            rest.subtract(state.cards_in_sight())
            if min(rest.values()) < 0:
                raise ValueError("The position uses more copies of a card than the deck has.")
            state.pile = sorted(rest.elements())
            state.rng.shuffle(state.pile)
        else:
            state.pile = [card(*c) for c in reversed(pile)]
        return state

    def cards_in_sight(self) -> Counter[Card]:
        """Every card not in the pile: hands, grid, collections and the card being placed."""
        seen: Counter[Card] = Counter()
        for hand in self.hands:
            seen.update(hand)
        seen.update(card_of(f) for f in self.grid if f)
        for pile in self.collected:
            seen.update(card_of(f) for f in pile)
        if self.drawn:
            seen[self.drawn] += 1
        return seen

    # ------------------------------------------------------------------ protocol
    @property
    def to_move(self) -> int | None:
        return None if self.phase == "over" else self.turn

    def showing(self) -> list[str | None]:
        """The colour showing in each cell (None where the cell is empty)."""
        return [f[0] if f else None for f in self.grid]

    def legal_actions(self) -> list[Action]:
        if self.phase == "over":
            return []
        if self.phase == "refill":
            assert self.drawn is not None
            return [Refill(cell, colour) for cell in CELLS if self.grid[cell] is None
                    for colour in self.drawn]
        actions: list[Action] = [EndTurn()]
        hand = list(dict.fromkeys(self.hands[self.turn]))
        for cell, face in enumerate(self.grid):
            assert face is not None
            taken = face[0]
            for pair in hand:
                if taken in pair:
                    actions.append(Exchange(cell, pair, pair[1] if pair[0] == taken else pair[0]))
        return actions

    def explain_illegal(self, action: Action) -> str:
        if self.phase == "refill":
            if isinstance(action, Refill):
                return self._explain_refill(action)
            return "First place the card you drew; the turn ends once the grid is full."
        if isinstance(action, Refill):
            return "You can place a drawn card only while refilling the grid after a collection."
        if isinstance(action, Exchange):
            return self._explain_exchange(action)
        return super().explain_illegal(action)

    def _explain_refill(self, action: Refill) -> str:
        assert self.drawn is not None
        if action.cell not in CELLS:
            return "There is no such cell in the grid."
        if self.grid[action.cell] is not None:
            return (f"The {CELL_NAMES[action.cell]} cell is not empty; "
                    "place the card in an empty one.")
        return (f"The card you drew is {card_name(self.drawn)}; it can show only "
                f"{self.drawn[0]} or {self.drawn[1]}.")

    def _explain_exchange(self, action: Exchange) -> str:
        if action.cell not in CELLS:
            return "There is no such cell in the grid."
        name = card_name(action.card)
        if action.card not in self.hands[self.turn]:
            return f"You hold no {name} card."
        if action.showing not in action.card:
            return f"{a(name).capitalize()} card has no {action.showing} side."
        face = self.grid[action.cell]
        assert face is not None
        return (f"That card's down side is {action.down}; the sheep you take must be "
                f"{action.down}, and this one is {face[0]}.")

    def _apply(self, action: Action) -> list[Event]:
        seat = self.turn
        if isinstance(action, Exchange):
            return self._exchange(seat, action)
        if isinstance(action, Refill):
            assert self.drawn is not None
            face = (action.showing, other_side(self.drawn, action.showing))
            self.grid[action.cell] = face
            self.drawn = None
            events = [Event("refilled", {"seat": seat, "cell": action.cell, "card": list(face)})]
            return events + self._next_refill(seat)
        return self._end_turn(seat)

    # ------------------------------------------------------------------ the turn
    def _exchange(self, seat: int, action: Exchange) -> list[Event]:
        taken = self.grid[action.cell]
        assert taken is not None
        hand = self.hands[seat]
        hand.remove(action.card)
        hand.append(card_of(taken))
        hand.sort(key=card_key)
        placed = (action.showing, action.down)
        self.grid[action.cell] = placed
        self.exchanges += 1
        return [Event("exchanged", {"seat": seat, "cell": action.cell, "placed": list(placed),
                                    "taken": list(taken)})]

    def _end_turn(self, seat: int) -> list[Event]:
        """Collect every group; then refill, re-deal or end, as the pile and luck allow."""
        showing = self.showing()
        found = groups(showing)
        events: list[Event] = []
        if found:
            self.dry_turns = 0
            cells = [cell for group in found for cell in group]
            faces = [self.grid[cell] for cell in cells]
            for cell, face in zip(cells, faces, strict=True):
                assert face is not None
                self.collected[seat].append(face)
                self.grid[cell] = None
            events.append(Event("collected", {
                "seat": seat, "cards": [list(f) for f in faces if f],
                "groups": [{"colour": showing[group[0]], "cells": group} for group in found]}))
            if len(self.pile) < len(cells):
                return events + self._game_over("pile")
            return events + self._next_refill(seat)
        self.dry_turns += 1
        events.append(Event("nothing_collected", {"seat": seat, "dry_turns": self.dry_turns}))
        if self.dry_turns >= DRY_TURNS_TO_REDEAL and not self.pile:
            return events + self._game_over("dry")
        if self.dry_turns >= STUCK_TURNS:
            return events + self._game_over("stuck")
        if self.dry_turns % DRY_TURNS_TO_REDEAL == 0:
            events.append(self._redeal())
        return events + self._next_turn(seat)

    def _redeal(self) -> Event:
        """The blocked grid: shuffle its nine cards and deal them again, faces at random."""
        cards = [card_of(f) for f in self.grid if f]
        self.rng.shuffle(cards)
        self.grid = [c if self.rng.random() < 0.5 else (c[1], c[0]) for c in cards]
        return Event("grid_redealt", {"grid": [list(f) for f in self.grid if f]}, reveals=True)

    def _next_refill(self, seat: int) -> list[Event]:
        """Draw the next card for an empty cell, or pass the turn once the grid is full."""
        if all(f is not None for f in self.grid):
            return self._next_turn(seat)
        self.drawn = self.pile.pop()
        self.phase = "refill"
        return [Event("card_drawn", {"seat": seat, "card": list(self.drawn),
                                     "pile": len(self.pile)}, reveals=True)]

    def _next_turn(self, seat: int) -> list[Event]:
        self.turn = (seat + 1) % PLAYERS
        self.phase = "exchange"
        self.exchanges = 0
        return [Event("turn_began", {"seat": self.turn})]

    def _game_over(self, reason: str) -> list[Event]:
        self.phase = "over"
        self.end_reason = reason
        result = self.result()
        return [Event("game_over", {"reason": END_REASONS[reason], "lucky": list(self.lucky),
                                    **result.to_json()}, seen_by=None, reveals=True)]

    # ------------------------------------------------------------------ scoring
    def lucky_count(self, seat: int) -> int:
        return sum(face[0] == self.lucky[seat] for face in self.collected[seat])

    def best_colour_count(self, seat: int) -> int:
        return max(Counter(face[0] for face in self.collected[seat]).values(), default=0)

    def result(self) -> Result:
        """1 point per collected card, 2 for those showing your Lucky Sheep's colour; ties go
        to the most lucky-colour cards, then the most cards of one colour, then are shared."""
        breakdown, keys = [], []
        for seat in range(PLAYERS):
            lucky = self.lucky_count(seat)
            breakdown.append([(N_("Sheep collected"), len(self.collected[seat])),
                              (N_("{colour}: 2 points each",
                                  colour=N_(COLOUR_WORDS.get(self.lucky[seat], self.lucky[seat]))),
                              lucky)])
            keys.append((len(self.collected[seat]) + lucky, lucky, self.best_colour_count(seat)))
        scores = [key[0] for key in keys]
        best = max(keys)
        winners = [seat for seat in range(PLAYERS) if keys[seat] == best]
        note = ""
        tied = [seat for seat in range(PLAYERS) if scores[seat] == best[0]]
        if len(tied) > 1 and len(winners) == 1:
            if keys[tied[0]][1] != keys[tied[1]][1]:
                note = N_("Tied at {points} points: seat {n} collected more sheep of their "
                          "lucky colour.", points=best[0], n=winners[0] + 1)
            else:
                note = N_("Tied at {points} points: seat {n} collected more sheep of one "
                          "colour.", points=best[0], n=winners[0] + 1)
        return Result(winners, scores, breakdown, note)

    # ------------------------------------------------------------------ knowledge
    def view(self, seat: int | None) -> dict[str, Any]:
        return build_view(self, seat)

    def determinize(self, seat: int, rng: random.Random) -> SheepSheepState:
        """Re-deal what `seat` cannot see: the rival's Lucky Sheep (any colour but ours) and
        the order of the pile (every card not in sight)."""
        det = self.clone()
        det.rng = reseeded(rng)
        if self.phase != "over":
            rival = 1 - seat
            colours = [c for c in COLOURS if c != self.lucky[seat]]
            det.lucky[rival] = deal_unknown(colours, [1], rng)[0][0]
        unseen = deck_counter()
        unseen.subtract(self.cards_in_sight())
        det.pile = [card(*c) for c in deal_unknown(list(unseen.elements()), [], rng)[0]]
        return det

    # ------------------------------------------------------------------ copies
    def clone(self) -> SheepSheepState:
        new = SheepSheepState.__new__(SheepSheepState)
        new.players = self.players
        new.rng = random.Random()
        new.rng.setstate(self.rng.getstate())
        new.lucky = list(self.lucky)
        new.hands = [list(h) for h in self.hands]
        new.grid = list(self.grid)
        new.pile = list(self.pile)
        new.collected = [list(c) for c in self.collected]
        new.turn = self.turn
        new.phase = self.phase
        new.exchanges = self.exchanges
        new.drawn = self.drawn
        new.dry_turns = self.dry_turns
        new.end_reason = self.end_reason
        return new

    def snapshot(self) -> dict[str, Any]:
        return {
            "rng": rng_state(self.rng),
            "lucky": list(self.lucky),
            "hands": [[list(c) for c in h] for h in self.hands],
            "grid": [list(f) if f else None for f in self.grid],
            "pile": [list(c) for c in self.pile],
            "collected": [[list(f) for f in c] for c in self.collected],
            "turn": self.turn,
            "phase": self.phase,
            "exchanges": self.exchanges,
            "drawn": list(self.drawn) if self.drawn else None,
            "dry_turns": self.dry_turns,
            "end_reason": self.end_reason,
        }

