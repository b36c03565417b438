"""The Black Sheep game state: set-up, turns, field scoring, restocking, the end.

See the package docstring for the view format, the events and our rulings.
"""

from __future__ import annotations

import random
from collections import Counter
from itertools import combinations
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
from game.rules.black_sheep.actions import ACTION_CLASSES, Discard, KeepHand, Pass, PlayCards
from game.rules.black_sheep.ranking import (
    ANIMALS,
    SINGULAR,
    STRENGTH,
    best_first,
    combination_name,
)
from game.rules.black_sheep.standing import bonus_lines, field_standing, side_strength
from game.rules.black_sheep.tasks import (
    TASKS,
    TASKS_IN_PLAY,
    only_black_sheep_holder,
    secret_tasks_per_player,
)

FIELDS = 3
SIDE_SIZE = 3
HAND_SIZE = 3
CARDS_PER_ANIMAL = 14
FIGURES_PER_ANIMAL = 6

# *Reconstructed* figure values (RULINGS.md): one table so a real printing can replace it.
FIGURE_VALUES: dict[str, tuple[int, ...]] = {
    a: (-1, -1, -2, -2, -3, -3) if a == "black_sheep" else (1, 1, 2, 2, 3, 3) for a in ANIMALS
}
FIGURE_IDS: tuple[str, ...] = tuple(
    f"{a}-{i}" for a in ANIMALS for i in range(1, FIGURES_PER_ANIMAL + 1)
)


def figure_type(figure_id: str) -> str:
    """"black_sheep-4" -> "black_sheep"."""
    return figure_id.rsplit("-", 1)[0]


def allowed_counts(on_side: int, in_hand: int) -> tuple[int, ...]:
    """How many cards may go to a side holding `on_side` cards (the 1-or-2 / 2 / 1 rule).

    Our ruling overrides "one card there: play two" when the hand holds fewer than two
    cards: then you play what you have.
    """
    if on_side >= SIDE_SIZE or in_hand == 0:
        return ()
    counts = {0: (1, 2), 1: (2,), 2: (1,)}[on_side]
    return tuple(sorted({min(c, in_hand) for c in counts}))


def _new_field(players: int) -> dict[str, Any]:
    return {"closed": False, "figures": [], "sides": [[] for _ in range(players)],
            "completed": []}


class BlackSheepState(State):
    """One game of Black Sheep. All attributes are plain JSON-able data plus `rng`."""

    action_classes = ACTION_CLASSES

    def __init__(self, players: int, rng: random.Random, tasks_on: bool = False) -> None:
        self.players = players
        self.rng = rng
        self.tasks_on = tasks_on
        self.values: dict[str, int] = {}
        self.stock: dict[str, list[str]] = {a: [] for a in ANIMALS}
        self.draw_pile: list[str] = []  # the top card is the last one
        self.discard_pile: list[str] = []
        self.hands: list[list[str]] = [[] for _ in range(players)]
        self.fields: list[dict[str, Any]] = [_new_field(players) for _ in range(FIELDS)]
        self.corrals: list[list[str]] = [[] for _ in range(players)]
        self.turn = 0
        self.phase = "play"
        self.tasks_open: list[str] = []
        self.tasks_secret: list[list[str]] = [[] for _ in range(players)]
        self.last_scoring: dict[str, Any] | None = None

    # ------------------------------------------------------------------ set-up
    @classmethod
    def new(cls, players: int, seed: int, options: dict[str, str]) -> BlackSheepState:
        """Set up as the rulebook says: tasks, fields stocked from the deck, three cards each."""
        state = cls(players, random.Random(seed), options.get("tasks", "off") == "on")
        rng = state.rng
        for animal in ANIMALS:
            values = list(FIGURE_VALUES[animal])
            rng.shuffle(values)  # shuffled values make "take the next figure" a random pick
            for i, value in enumerate(values, 1):
                state.values[f"{animal}-{i}"] = value
            state.stock[animal] = [f"{animal}-{i}" for i in range(1, FIGURES_PER_ANIMAL + 1)]
        state.draw_pile = [a for a in ANIMALS for _ in range(CARDS_PER_ANIMAL)]
        rng.shuffle(state.draw_pile)
        if state.tasks_on:
            deck = sorted(TASKS)
            rng.shuffle(deck)
            per = secret_tasks_per_player(players)
            for seat in range(players):
                state.tasks_secret[seat] = sorted(deck[seat * per:(seat + 1) * per])
            state.tasks_open = sorted(deck[players * per:TASKS_IN_PLAY])
        for index in range(FIELDS):
            state._restock(index, [], may_close=False)
        for seat in range(players):
            state._refill(seat, [])
        return state

    @classmethod
    def from_position(
        cls,
        players: int,
        hands: list[list[str]],
        fields: list[dict[str, Any] | None] | None = None,
        corrals: list[list[str]] | None = None,
        draw_pile: list[str] | None = None,
        discard_pile: list[str] | None = None,
        turn: int = 0,
        phase: str = "play",
        tasks_open: list[str] | None = None,
        tasks_secret: list[list[str]] | None = None,
        values: dict[str, int] | None = None,
        seed: int = 0,
    ) -> BlackSheepState:
        """Build a position directly (tests, puzzles).

        `fields`: three dicts {"figures": [...], "sides": [[...] per seat], "completed":
        [seats]} (missing keys: empty), None for a closed field; default three empty fields. Figures and corral entries are ids
        ("horse-3") or types ("horse": the next free id). Values default to 1,1,2,2,3,3 by
        id number (black sheep negative). `draw_pile` lists cards in the order they will
        be drawn; by default it holds the rest of the 84 cards, shuffled by `seed`.
        Passing tasks (open or secret) switches the task variant on.
        """
        state = cls(players, random.Random(seed),
                    tasks_on=tasks_open is not None or tasks_secret is not None)
        state.values = {fid: FIGURE_VALUES[figure_type(fid)][int(fid.rsplit("-", 1)[1]) - 1]
                        for fid in FIGURE_IDS}
        state.values.update(values or {})
        corrals = corrals or [[] for _ in range(players)]
        fields = fields or [{} for _ in range(FIELDS)]
        free = {a: [f"{a}-{i}" for i in range(1, FIGURES_PER_ANIMAL + 1)] for a in ANIMALS}
        placed = [*corrals, *((f or {}).get("figures", []) for f in fields)]
        for fid in (x for group in placed for x in group if "-" in x):
            free[figure_type(fid)].remove(fid)

        def take(x: str) -> str:
            return x if "-" in x else free[x].pop(0)

        state.hands = [best_first(h) for h in hands]
        state.corrals = [[take(x) for x in c] for c in corrals]
        for index, spec in enumerate(fields):
            field = state.fields[index]
            if spec is None:
                field["closed"] = True
                continue
            field["figures"] = [take(x) for x in spec.get("figures", [])]
            field["sides"] = [list(s) for s in spec.get("sides", [[]] * players)]
            field["completed"] = list(spec.get("completed", []))
        state.stock = free
        state.discard_pile = list(discard_pile or [])
        if draw_pile is None:
            used = Counter(card for h in state.hands for card in h)
            used.update(state.discard_pile)
            used.update(c for f in state.fields for s in f["sides"] for c in s)
            rest = [a for a in ANIMALS for _ in range(CARDS_PER_ANIMAL - used[a])]
            state.rng.shuffle(rest)
            state.draw_pile = rest
        else:
            state.draw_pile = list(reversed(draw_pile))
        state.turn, state.phase = turn, phase
        state.tasks_open = sorted(tasks_open or [])
        state.tasks_secret = [sorted(t) for t in tasks_secret or [[] for _ in range(players)]]
        return state

    # ------------------------------------------------------------------ protocol
    @property
    def to_move(self) -> int | None:
        return None if self.phase == "over" else self.turn

    def legal_actions(self) -> list[Action]:
        if self.phase == "over":
            return []
        hand = self.hands[self.turn]
        if self.phase == "discard":
            return [KeepHand(), *(Discard(a) for a in dict.fromkeys(hand))]
        singles = [(a,) for a in dict.fromkeys(hand)]
        pairs = list(dict.fromkeys(combinations(hand, 2)))
        actions: list[Action] = []
        for index, field in enumerate(self.fields):
            if field["closed"]:
                continue
            counts = allowed_counts(len(field["sides"][self.turn]), len(hand))
            for cards in (singles if 1 in counts else []) + (pairs if 2 in counts else []):
                actions.append(PlayCards(index, cards))
        return actions or [Pass()]

    def explain_illegal(self, action: Action) -> str:
        hand = self.hands[self.turn]
        if self.phase == "discard":
            if isinstance(action, Discard) and action.card not in hand:
                return N_("You hold no {animal}.",
                          animal=SINGULAR.get(action.card, action.card))
            return N_("You have played one card; now discard a card or keep your hand.")
        if isinstance(action, Discard | KeepHand):
            return N_("You may discard only right after playing exactly one card.")
        if isinstance(action, Pass):
            return N_("You can still play to a field, so you cannot skip your turn.")
        if isinstance(action, PlayCards):
            return self._explain_play(action, hand)
        return super().explain_illegal(action)

    def _explain_play(self, action: PlayCards, hand: list[str]) -> str:
        number = action.field + 1
        if not 0 <= action.field < FIELDS:
            return N_("There is no field {n}; the fields are 1 to {last}.", n=number,
                      last=FIELDS)
        field = self.fields[action.field]
        if field["closed"]:
            return N_("Field {n} is closed; no more cards can be played there.", n=number)
        on_side = len(field["sides"][self.turn])
        if on_side >= SIDE_SIZE:
            return N_("Field {n} already has three of your cards.", n=number)
        for card in action.cards:
            if card not in STRENGTH:
                return N_("There is no animal called {name}.", name=repr(card))
        if len(action.cards) not in allowed_counts(on_side, len(hand)):
            if len(hand) == 1:
                return N_("You hold only one card, so play just that card.")
            if on_side == 1:
                return N_("You must play two cards to a field where you have one card.")
            if on_side == 2:
                return N_("You must play one card to a field where you have two cards.")
            return N_("Play one or two cards.")
        missing = Counter(action.cards) - Counter(hand)
        for animal in missing:
            name = SINGULAR[animal]
            if animal in hand:
                return N_("You hold only one {animal}.", animal=name)
            return N_("You hold no {animal}.", animal=name)
        return N_("That is not allowed now.")

    def _apply(self, action: Action) -> list[Event]:
        seat = self.turn
        hand = self.hands[seat]
        events: list[Event] = []
        if isinstance(action, PlayCards):
            field = self.fields[action.field]
            side = field["sides"][seat]
            for card in action.cards:
                hand.remove(card)
                side.append(card)
            if len(side) == SIDE_SIZE:
                field["completed"].append(seat)
            events.append(Event("cards_played", {"seat": seat, "field": action.field,
                                                 "cards": list(action.cards)}))
            if len(action.cards) == 1 and hand:
                self.phase = "discard"
                return events
        elif isinstance(action, Discard):
            hand.remove(action.card)
            self.discard_pile.append(action.card)
            events.append(Event("discarded", {"seat": seat, "card": action.card}))
        elif isinstance(action, Pass):
            events.append(Event("passed", {"seat": seat}))
        return events + self._end_turn(seat)

    # ------------------------------------------------------------------ turn end
    def _end_turn(self, seat: int) -> list[Event]:
        """Refill, score full fields left to right, then hand the turn on (or end)."""
        events: list[Event] = []
        self._refill(seat, events)
        next_seat = (seat + 1) % self.players
        for index, field in enumerate(self.fields):
            if not field["closed"] and all(len(s) == SIDE_SIZE for s in field["sides"]):
                next_seat = self._score(index, events)
        if all(f["closed"] for f in self.fields):
            self.phase = "over"
            events.append(self._game_over_event())
            return events
        self.turn, self.phase = next_seat, "play"
        events.append(Event("turn_began", {"seat": next_seat}))
        return events

    def _draw(self, events: list[Event]) -> str | None:
        """Top card of the draw pile, reshuffling the discard pile into it when empty."""
        if not self.draw_pile:
            if not self.discard_pile:
                return None
            self.draw_pile, self.discard_pile = self.discard_pile, []
            self.rng.shuffle(self.draw_pile)
            events.append(Event("reshuffled", {"count": len(self.draw_pile)}, reveals=True))
        return self.draw_pile.pop()

    def _refill(self, seat: int, events: list[Event]) -> None:
        drawn = []
        while len(self.hands[seat]) + len(drawn) < HAND_SIZE:
            card = self._draw(events)
            if card is None:
                break
            drawn.append(card)
        self.hands[seat] = best_first(self.hands[seat] + drawn)
        if drawn:
            events.append(Event("cards_drawn", {"seat": seat, "count": len(drawn)},
                                {"cards": drawn}, frozenset({seat}), reveals=True))

    def _score(self, index: int, events: list[Event]) -> int:
        """Award a full field to the best combination; returns the winner (who moves next)."""
        field = self.fields[index]
        types = [figure_type(f) for f in field["figures"]]
        combos = [types + side for side in field["sides"]]
        winner = max(range(self.players), key=lambda seat: side_strength(
            types, field["sides"][seat], field["completed"], seat))
        figures = field["figures"]
        self.last_scoring = {
            "field": index,
            "figures": [{"id": f, "type": figure_type(f)} for f in figures],
            "combinations": [{"seat": s, "animals": best_first(c), "name": combination_name(c)}
                             for s, c in enumerate(combos)],
            "winner": winner,
        }
        events.append(Event("field_scored", dict(self.last_scoring)))
        self.corrals[winner].extend(figures)
        events.append(Event(
            "figures_corralled",
            {"seat": winner, "field": index, "figures": list(figures), "types": types},
            {"values": {f: self.values[f] for f in figures}}, frozenset({winner}), reveals=True))
        for side in field["sides"]:
            self.discard_pile.extend(side)
        self.fields[index] = _new_field(self.players)
        ending = any(f["closed"] for f in self.fields)
        if ending:
            self._close(index, events)
        else:
            self._restock(index, events, may_close=True)
        return winner

    def _restock(self, index: int, events: list[Event], may_close: bool) -> None:
        """Draw two cards and place their figures; exhausted types draw replacements one at a
        time. Both of the first two exhausted: the field closes and the end begins."""
        field = self.fields[index]
        cards = [c for c in (self._draw(events), self._draw(events)) if c is not None]
        placed: list[str] = []
        for card in cards:
            if self.stock[card]:
                placed.append(self.stock[card].pop(0))
        replacements: list[str] = []
        if placed or not may_close:
            while len(placed) < 2 and any(self.stock.values()):
                card = self._draw(events)
                if card is None:
                    break
                replacements.append(card)
                if self.stock[card]:
                    placed.append(self.stock[card].pop(0))
        self.discard_pile.extend(cards + replacements)
        if not placed and may_close:
            events.append(Event("field_restocked", {"field": index, "figures": [],
                                                    "cards": cards, "replacements": []},
                                reveals=True))
            self._close(index, events)
            return
        field["figures"] = placed
        events.append(Event("field_restocked", {
            "field": index, "figures": [{"id": f, "type": figure_type(f)} for f in placed],
            "cards": cards, "replacements": replacements}, reveals=True))

    def _close(self, index: int, events: list[Event]) -> None:
        self.fields[index]["closed"] = True
        events.append(Event("field_closed", {"field": index}))

    def _game_over_event(self) -> Event:
        result = self.result()
        return Event("game_over", {
            "values": dict(self.values),
            "tasks": {"open": list(self.tasks_open),
                      "secret": [list(t) for t in self.tasks_secret]} if self.tasks_on else None,
            "hands": [list(h) for h in self.hands],
            **result.to_json(),
        }, seen_by=None, reveals=True)

    # ------------------------------------------------------------------ scoring
    def corral_counts(self) -> list[Counter[str]]:
        return [Counter(figure_type(f) for f in corral) for corral in self.corrals]

    def result(self) -> Result:
        counts = self.corral_counts()
        breakdown: list[list[tuple[str, int]]] = []
        for corral in self.corrals:
            values = [self.values[f] for f in corral]
            label = N_("Figures {values}", values="".join(f"{v:+d}" for v in values).lstrip(
                "+")) if values else N_("Figures")
            breakdown.append([(label, sum(values))])
        note = ""
        winners: list[int] | None = None
        in_play = self.tasks_open + [t for s in self.tasks_secret for t in s]
        for seat, lines in enumerate(bonus_lines(counts, in_play if self.tasks_on else None)):
            breakdown[seat].extend(lines)
        if self.tasks_on and any(TASKS[t].kind == "only_black_sheep" for t in in_play):
            holder = only_black_sheep_holder(counts)
            if holder is not None:
                winners = [holder]
                breakdown[holder].append((N_("Task: only black sheep (!)"), 0))
                note = N_("Seat {n} is the only player with black sheep and wins outright "
                          "(task card \"!\").", n=holder + 1)
        scores = [sum(points for _, points in lines) for lines in breakdown]
        if winners is None:
            best = max((scores[s], len(self.corrals[s])) for s in range(self.players))
            winners = [s for s in range(self.players)
                       if (scores[s], len(self.corrals[s])) == best]
        return Result(winners, scores, breakdown, note)

    # ------------------------------------------------------------------ knowledge
    def view(self, seat: int | None) -> dict[str, Any]:
        over = self.phase == "over"

        def figure(fid: str, owner: int | None) -> dict[str, Any]:
            value = self.values[fid] if over or (owner is not None and owner == seat) else None
            return {"id": fid, "type": figure_type(fid), "value": value}

        tasks = None
        if self.tasks_on:
            secrets = [list(t) if over or s == seat else None
                       for s, t in enumerate(self.tasks_secret)]
            tasks = {"open": list(self.tasks_open),
                     "secret": secrets[seat] if seat is not None else None,
                     "secrets": secrets,
                     "secret_counts": [len(t) for t in self.tasks_secret]}
        result = self.result().to_json() if over else None
        return {
            "players": self.players,
            "to_move": self.to_move,
            "turn_player": self.turn,
            "phase": self.phase,
            "hand": list(self.hands[seat]) if seat is not None else None,
            "hands": [list(h) if over or s == seat else None for s, h in enumerate(self.hands)],
            "hand_sizes": [len(h) for h in self.hands],
            "fields": [{
                "index": i,
                "closed": f["closed"],
                "figures": [figure(fid, None) for fid in f["figures"]],
                "sides": [list(s) for s in f["sides"]],
                "completed_order": list(f["completed"]),
                **field_standing([figure_type(x) for x in f["figures"]], f["sides"],
                                 f["completed"]),
            } for i, f in enumerate(self.fields)],
            "corrals": [[figure(fid, s) for fid in c] for s, c in enumerate(self.corrals)],
            "stock": {a: len(self.stock[a]) for a in ANIMALS},
            "draw_pile": len(self.draw_pile),
            "discard_pile": list(self.discard_pile),
            "ending": any(f["closed"] for f in self.fields),
            "tasks": tasks,
            "last_scoring": self.last_scoring,
            "scores": result["scores"] if result else None,
            "result": result,
        }

    def determinize(self, seat: int, rng: random.Random) -> BlackSheepState:
        """Re-deal rival hands, the draw pile, unseen figure values and rival secret tasks
        from pools built only from what `view(seat)` shows."""
        det = self.clone()
        det.rng = reseeded(rng)
        rivals = [s for s in range(self.players) if s != seat]
        known = Counter(self.hands[seat])
        known.update(self.discard_pile)
        known.update(c for f in self.fields for s in f["sides"] for c in s)
        pool = [a for a in ANIMALS for _ in range(CARDS_PER_ANIMAL - known[a])]
        *hands, det.draw_pile = deal_unknown(pool, [len(self.hands[s]) for s in rivals], rng)
        for s, hand in zip(rivals, hands, strict=True):
            det.hands[s] = best_first(hand)
        seen = set(FIGURE_IDS) if self.phase == "over" else set(self.corrals[seat])
        for animal in ANIMALS:
            ids = [f"{animal}-{i}" for i in range(1, FIGURES_PER_ANIMAL + 1)]
            unseen = [f for f in ids if f not in seen]
            values = Counter(FIGURE_VALUES[animal])
            values.subtract(self.values[f] for f in ids if f in seen)
            shuffled = deal_unknown(list(values.elements()), [], rng)[0]
            det.values.update(zip(unseen, shuffled, strict=True))
        if self.tasks_on:
            unknown = set(TASKS) - set(self.tasks_open) - set(self.tasks_secret[seat])
            dealt = deal_unknown(sorted(unknown), [len(self.tasks_secret[s]) for s in rivals],
                                 rng)
            for s, tasks in zip(rivals, dealt, strict=False):
                det.tasks_secret[s] = sorted(tasks)
        return det

    # ------------------------------------------------------------------ copies
    def clone(self) -> BlackSheepState:
        new = BlackSheepState.__new__(BlackSheepState)
        new.players = self.players
        new.rng = random.Random()
        new.rng.setstate(self.rng.getstate())
        new.tasks_on = self.tasks_on
        new.values = dict(self.values)
        new.stock = {a: list(ids) for a, ids in self.stock.items()}
        new.draw_pile = list(self.draw_pile)
        new.discard_pile = list(self.discard_pile)
        new.hands = [list(h) for h in self.hands]
        new.fields = [{"closed": f["closed"], "figures": list(f["figures"]),
                       "sides": [list(s) for s in f["sides"]], "completed": list(f["completed"])}
                      for f in self.fields]
        new.corrals = [list(c) for c in self.corrals]
        new.turn = self.turn
        new.phase = self.phase
        new.tasks_open = list(self.tasks_open)
        new.tasks_secret = [list(t) for t in self.tasks_secret]
        new.last_scoring = self.last_scoring  # replaced, never mutated
        return new

    def snapshot(self) -> dict[str, Any]:
        return {
            "players": self.players,
            "rng": rng_state(self.rng),
            "tasks_on": self.tasks_on,
            "values": dict(self.values),
            "stock": {a: list(ids) for a, ids in self.stock.items()},
            "draw_pile": list(self.draw_pile),
            "discard_pile": list(self.discard_pile),
            "hands": [list(h) for h in self.hands],
            "fields": [{"closed": f["closed"], "figures": list(f["figures"]),
                        "sides": [list(s) for s in f["sides"]],
                        "completed": list(f["completed"])} for f in self.fields],
            "corrals": [list(c) for c in self.corrals],
            "turn": self.turn,
            "phase": self.phase,
            "tasks_open": list(self.tasks_open),
            "tasks_secret": [list(t) for t in self.tasks_secret],
            "last_scoring": self.last_scoring,
        }
