"""The Bye-Bye Black Sheep game state: set-up, the drawing turn, special cards, zoos, the end.

See the package docstring for our rulings, the view and the events.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from game.i18n import N_
from game.rules.base import Action, Event, Result, State, reseeded, rng_state
from game.rules.bye_bye.actions import (
    ACTION_CLASSES,
    Ask,
    Choose,
    Dig,
    Draw,
    EndTurn,
    Pass,
    Place,
    Steal,
    Stop,
    seat_name,
)
from game.rules.bye_bye.cards import (
    ADVANCED_OFFER,
    BLACK_SHEEP,
    EAGLE,
    MAGPIE,
    MOLE,
    MOTHER_SHEEP,
    PLAYER_COUNTS,
    WHITE_SHEEP,
    WOLF,
    PlayerCount,
    basic_specials,
    deck,
    is_set,
    set_cards,
    sort_cards,
    triplets,
)
from game.rules.bye_bye.refusals import refusal
from game.rules.bye_bye.view import build_view

QUIET_ROUNDS = 10
"""Our ruling (RULINGS, the stalled game): this many full rounds without a card laid in any
zoo end the game, counting the turns that end with the draw pile empty and, while it still
holds cards, the turns in which no card changed hands (everyone stopping at once would
otherwise repeat one position for ever)."""
END_REASONS = {
    "triplets": "{name} has the triplets to win.",
    "exhausted": "No card can reach a zoo any more: the draw pile is empty, no hand holds an "
                 "animal card and no Magpie can steal.",
    "quiet": f"{QUIET_ROUNDS} rounds went by with no card laid in any zoo.",
}


def distinct(cards: list[str]) -> list[str]:
    return sort_cards(list(set(cards)))


class ByeByeState(State):
    """One game of Bye-Bye Black Sheep. All attributes are plain data plus `rng`."""

    action_classes = ACTION_CLASSES

    def __init__(self, players: int, advanced: bool, rng: random.Random) -> None:
        self.players = players
        self.advanced = advanced
        self.rng = rng
        self.hands: list[list[str]] = [[] for _ in range(players)]
        self.zoos: list[list[str]] = [[] for _ in range(players)]
        self.pile: list[str] = []  # the top card is the last one
        self.watering: list[str] = []
        self.watering_from: list[str] = []  # per card: "hand:<seat>", "zoo:<seat>" or "pile"
        self.stashes: list[list[str]] = [[] for _ in range(players)]  # the Wolf's, face down
        # known[observer][holder]: cards the observer knows are in holder's hand (a lower bound);
        # seen[holder]: the part everybody knows (cards seen going into that hand face up)
        self.known: list[list[list[str]]] = [[[] for _ in range(players)] for _ in range(players)]
        self.seen: list[list[str]] = [[] for _ in range(players)]
        self.magpie_waiting = True
        self.specials: list[str] = []  # the special cards dealt besides the Black Sheep
        self.offer: list[str] = []     # advanced set-up: the special cards still offered
        self.chosen: list[str] = []    # advanced set-up: the cards chosen so far, in seat order
        self.phase = "draw"  # choose | draw | eagle | mole | magpie | white | place | over
        self.turn = 0
        self.source: int | None = None  # whose hand the Mole or the White Sheep came from
        self.allowance = 0  # cards that may still go into the zoo this turn
        self.placed = False  # a card went into a zoo during this turn
        self.quiet_turns = 0
        self.end_reason: str | None = None
        self.winner: int | None = None

    # ------------------------------------------------------------------ set-up
    @classmethod
    def new(cls, players: int, seed: int, options: dict[str, str]) -> ByeByeState:
        """Deal the set cards and a Black Sheep each; then the special cards (dealt now under
        the basic rules, chosen first under the advanced ones). The Magpie waits by the pile."""
        state = cls(players, options.get("advanced", "off") == "on", random.Random(seed))
        rng = state.rng
        row = state.row
        pile = set_cards(players)
        rng.shuffle(pile)
        for seat in range(players):
            state.hands[seat] = sort_cards([pile.pop() for _ in range(row.deal)] + [BLACK_SHEEP])
        state.pile = pile
        if state.advanced:
            state.phase = "choose"
            state.offer = list(ADVANCED_OFFER)
        else:
            state._deal_specials(basic_specials(players))
        return state

    @classmethod
    def from_position(cls, players: int, hands: list[list[str]],
                      zoos: list[list[str]] | None = None, pile: list[str] | None = None,
                      advanced: bool = False, seed: int = 0, **fields: Any) -> ByeByeState:
        """Build a position directly (tests, puzzles). Cards may be given as numbers. `pile`
        lists cards in the order they will be drawn; by default it is every set card not in
        sight, shuffled by `seed`. `fields` set other attributes (turn, phase, watering, ...);
        the special cards in play are those in sight."""
        state = cls(players, advanced, random.Random(seed))
        state.hands = [sort_cards([str(c) for c in hand]) for hand in hands]
        state.zoos = [sort_cards([str(c) for c in zoo]) for zoo in zoos or [[]] * players]
        for name, value in fields.items():
            if not hasattr(state, name):
                raise ValueError(f"A position has no field {name!r}.")
            setattr(state, name, value)
        state.watering = [str(c) for c in state.watering]
        if len(state.watering_from) != len(state.watering):
            state.watering_from = ["pile"] * len(state.watering)
        sight = state.cards_in_sight()
        state.magpie_waiting = fields.get("magpie_waiting", not sight[MAGPIE])
        state.specials = sorted((sight - Counter({BLACK_SHEEP: sight[BLACK_SHEEP],
                                                  MAGPIE: sight[MAGPIE]})
                                 - Counter(set_cards(players))).elements())
        if pile is None:
            rest = Counter(set_cards(players))
            rest.subtract(c for c in sight.elements() if is_set(c))
            if min(rest.values(), default=0) < 0:
                raise ValueError("The position uses more copies of a card than the game has.")
            state.pile = sort_cards(list(rest.elements()))
            state.rng.shuffle(state.pile)
        else:
            state.pile = [str(c) for c in reversed(pile)]
        return state

    def _deal_specials(self, specials: list[str]) -> list[Event]:
        """Shuffle the special cards and deal one to each player; the turns begin."""
        cards = list(specials)
        self.rng.shuffle(cards)
        self.specials = sort_cards(cards)
        events = []
        for seat, card in enumerate(cards):
            self.hands[seat] = sort_cards(self.hands[seat] + [card])
            events.append(Event("special_dealt", {"seat": seat}, {"card": card},
                                frozenset({seat}), reveals=True))
        self.phase = "draw"
        self.turn = 0
        return events + [Event("turn_began", {"seat": 0})]

    # ------------------------------------------------------------------ helpers
    @property
    def row(self) -> PlayerCount:
        return PLAYER_COUNTS[self.players]

    def rivals(self, seat: int) -> list[int]:
        """The other seats, clockwise from `seat` (its left first)."""
        return [(seat + i) % self.players for i in range(1, self.players)]

    def cards_in_sight(self) -> Counter[str]:
        """Every card of the game except the pile and the Magpie waiting by it."""
        cards: Counter[str] = Counter(self.watering)
        for group in (self.hands, self.zoos, self.stashes):
            for cards_here in group:
                cards.update(cards_here)
        return cards

    def all_cards(self) -> Counter[str]:
        return self.cards_in_sight() + Counter(self.pile) + Counter({MAGPIE: self.magpie_waiting})

    def full_deck(self) -> Counter[str]:
        return deck(self.players, self.specials)

    def forget(self, holder: int, card: str) -> None:
        """`card` left `holder`'s hand face up: nobody need remember it there any more."""
        for remembered in [self.seen[holder]] + [known[holder] for known in self.known]:
            if card in remembered:
                remembered.remove(card)

    def learn(self, holder: int, cards: list[str]) -> None:
        """Everybody saw `cards` go into `holder`'s hand."""
        cards = [c for c in cards if c != BLACK_SHEEP]
        self.seen[holder] = sort_cards(self.seen[holder] + cards)
        for observer, known in enumerate(self.known):
            if observer != holder:
                known[holder] = sort_cards(known[holder] + cards)

    def placeable(self) -> list[str]:
        """The set cards the turn player could put in the zoo now (watering hole and hand)."""
        return distinct([c for c in self.watering + self.hands[self.turn] if is_set(c)])

    # ------------------------------------------------------------------ protocol
    @property
    def to_move(self) -> int | None:
        if self.phase == "over":
            return None
        if self.phase == "white":
            return self.source
        return self.turn

    def legal_actions(self) -> list[Action]:
        phase = self.phase
        if phase == "over":
            return []
        if phase == "choose":
            return [Choose(c) for c in distinct(self.offer)]
        rivals = self.rivals(self.turn)
        if phase == "draw":
            return [Draw(r) for r in rivals if self.hands[r]] + [Stop()]
        found: list[Action]
        if phase == "eagle":
            found = [Ask(r, str(n)) for r in rivals for n in range(1, self.row.sets + 1)]
        elif phase == "mole" or phase == "white":
            assert self.source is not None
            cards = distinct([c for c in self.hands[self.source] if is_set(c)])
            found = [Dig(c) if phase == "mole" else Place(c) for c in cards]
        elif phase == "magpie":
            found = [Steal(v, c) for v in rivals for c in distinct(self.zoos[v])]
        else:
            assert phase == "place"
            return [Place(c) for c in self.placeable()] + [EndTurn()]
        return found + [Pass()]

    def explain_illegal(self, action: Action) -> str:
        return refusal(self, action)

    # ------------------------------------------------------------------ applying
    def _apply(self, action: Action) -> list[Event]:
        seat = self.to_move
        assert seat is not None
        if isinstance(action, Choose):
            return self._choose(seat, action.card)
        if isinstance(action, Draw):
            return self._draw(action.rival)
        if isinstance(action, Stop):
            return self._stop()
        if isinstance(action, Ask):
            return self._ask(action.rival, action.card)
        if isinstance(action, Dig):
            assert self.source is not None
            rival = self.source
            self._from_hand(rival, action.card)
            self._to_watering(action.card, f"hand:{rival}")
            self._resume()
            return [Event("mole_fetched", {"seat": seat, "rival": rival, "card": action.card})]
        if isinstance(action, Steal):
            self.zoos[action.victim].remove(action.card)
            self._to_watering(action.card, f"zoo:{action.victim}")
            self._resume()
            return [Event("magpie_stole", {"seat": seat, "victim": action.victim,
                                           "card": action.card})]
        if isinstance(action, Place):
            return self._place(seat, action.card)
        if isinstance(action, Pass):
            about = self.phase
            self._resume()
            return [Event("passed", {"seat": seat, "about": about})]
        assert isinstance(action, EndTurn)
        return self._finish_turn()

    def _choose(self, seat: int, card: str) -> list[Event]:
        self.offer.remove(card)
        self.chosen.append(card)
        events = [Event("special_chosen", {"seat": seat, "card": card})]
        if len(self.chosen) < self.players:
            self.turn = seat + 1
            return events
        return events + self._deal_specials(self.chosen)

    def _resume(self) -> None:
        """Back to drawing after a special card's question."""
        self.phase = "draw"
        self.source = None

    def _from_hand(self, holder: int, card: str) -> None:
        self.hands[holder].remove(card)
        self.forget(holder, card)

    def _to_watering(self, card: str, source: str) -> None:
        self.watering.append(card)
        self.watering_from.append(source)

    def _draw(self, rival: int) -> list[Event]:
        """A uniformly random card of the rival's hand (RULINGS: nobody arranges a hand)."""
        seat = self.turn
        hand = self.hands[rival]
        card = hand[self.rng.randrange(len(hand))]
        events = [Event("card_drawn", {"seat": seat, "rival": rival, "card": card},
                        reveals=True)]
        if card == BLACK_SHEEP:  # it goes straight back to its owner: the turn is over
            events.append(Event("bye_bye", {"seat": seat, "owner": rival}))
            return events + self._finish_turn()
        self._from_hand(rival, card)
        self._to_watering(card, f"hand:{rival}")
        return events + self._special(card, rival)

    def _special(self, card: str, rival: int) -> list[Event]:
        """What a special card just drawn from `rival` does (a set card does nothing)."""
        seat = self.turn
        if card == EAGLE:
            self.phase = "eagle"
        elif card == MOLE:
            hand = self.hands[rival]
            self.known[seat][rival] = [c for c in hand if c != BLACK_SHEEP]
            if any(is_set(c) for c in hand):
                self.phase, self.source = "mole", rival
            return [Event("mole_looked", {"seat": seat, "rival": rival}, {"hand": list(hand)},
                          frozenset({seat}), reveals=True)]
        elif card == MAGPIE:
            if any(self.zoos[v] for v in self.rivals(seat)):
                self.phase = "magpie"
            else:
                return [Event("nothing_to_steal", {"seat": seat})]
        elif card == WHITE_SHEEP:
            self.phase, self.source = "white", rival
            return [Event("white_sheep", {"seat": rival})]
        elif card == MOTHER_SHEEP:
            if not self.pile:
                return [Event("mother_sheep", {"seat": seat, "card": None})]
            drawn = self.pile.pop()
            self._to_watering(drawn, "pile")
            events = [Event("mother_sheep", {"seat": seat, "card": drawn}, reveals=True)]
            return events + ([] if self.pile else [Event("pile_empty", {})])
        elif card == WOLF:
            scattered = self.watering[:-1]
            if scattered:
                self.stashes[rival] += scattered
                self.watering, self.watering_from = [WOLF], self.watering_from[-1:]
                return [Event("wolf_scattered", {"seat": rival, "cards": scattered})]
        return []

    def _stop(self) -> list[Event]:
        """The turn ends of the player's own accord: up to drawn-minus-two cards may go into
        the zoo (the cards at the watering hole count, RULINGS)."""
        seat = self.turn
        allowance = len(self.watering) - 2
        events = [Event("stopped", {"seat": seat, "drawn": len(self.watering),
                                    "allowance": max(0, allowance)})]
        if allowance > 0 and self.placeable():
            self.phase, self.allowance = "place", allowance
            return events
        return events + self._finish_turn(told=allowance > 0)

    def _ask(self, rival: int, card: str) -> list[Event]:
        found = card in self.hands[rival]
        events = [Event("eagle_asked", {"seat": self.turn, "rival": rival, "card": card,
                                        "found": found}, reveals=True)]
        if not found:  # the turn ends as if the player had stopped
            self.phase = "draw"
            return events + self._stop()
        self._from_hand(rival, card)
        self._to_watering(card, f"hand:{rival}")
        self._resume()
        return events

    def _place(self, seat: int, card: str) -> list[Event]:
        """A card into `seat`'s zoo: from the watering hole first, else from the hand."""
        if self.phase == "place" and card in self.watering:
            where = self.watering.index(card)
            del self.watering[where], self.watering_from[where]
            source = "watering"
        else:
            self._from_hand(seat, card)
            source = "hand"
        self.zoos[seat] = sort_cards(self.zoos[seat] + [card])
        self.placed = True
        events = [Event("placed", {"seat": seat, "card": card, "source": source})]
        events += self._zoo_grew(seat, card)
        if self.phase == "over":
            return events
        if self.phase == "white":
            self._resume()
            return events
        self.allowance -= 1
        if self.allowance <= 0 or not self.placeable():
            events += self._finish_turn()
        return events

    def _zoo_grew(self, seat: int, card: str) -> list[Event]:
        """The Magpie's entry (the first third species, or a species another zoo has), then
        the win: both are checked whenever a card goes into a zoo, in turn or not."""
        events = []
        if self.magpie_waiting:
            why = []
            if len(set(self.zoos[seat])) >= 3:
                why.append("third_species")
            if any(card in self.zoos[other] for other in self.rivals(seat)):
                why.append("shared_species")
            if why:
                self.magpie_waiting = False
                self.hands[seat] = sort_cards(self.hands[seat] + [MAGPIE])
                self.learn(seat, [MAGPIE])
                events.append(Event("magpie_entered", {"seat": seat, "why": why}))
        if triplets(self.zoos[seat]) >= self.row.triplets:
            events += self._game_over("triplets", seat)
        return events

    # ------------------------------------------------------------------ the end of a turn
    def _finish_turn(self, told: bool = False) -> list[Event]:
        """The watering hole goes to the turn player's hand, the Wolf's cards to the robbed
        players' hands; the others refill from the left; then the end, or the next turn.
        `told` (and a turn that laid cards after stopping): the "stopped" event already had
        the cards go to the hand, as the rules have it, so "watering_taken" says `told`
        (the log tells it once, in the order it happens)."""
        seat = self.turn
        told = told or self.phase == "place"
        events = []
        changed = bool(self.watering) or any(self.stashes)
        if self.watering:
            cards = list(self.watering)
            self.hands[seat] = sort_cards(self.hands[seat] + cards)
            self.learn(seat, cards)
            self.watering, self.watering_from = [], []
            events.append(Event("watering_taken", {"seat": seat, "cards": cards,
                                                    "told": told}))
        for holder, stash in enumerate(self.stashes):
            if stash:
                self.hands[holder] = sort_cards(self.hands[holder] + stash)
                events.append(Event("stash_taken", {"seat": holder, "count": len(stash)},
                                    {"cards": stash}, frozenset({holder})))
                self.stashes[holder] = []
        events += self._refill(seat)
        self.quiet_turns = 0 if self.placed or (self.pile and changed) else self.quiet_turns + 1
        self.placed = False
        self.phase, self.source, self.allowance = "draw", None, 0
        if self.run_dry():
            return events + self._game_over("exhausted")
        if self.quiet_turns >= QUIET_ROUNDS * self.players:
            return events + self._game_over("quiet")
        self.turn = (seat + 1) % self.players
        return events + [Event("turn_began", {"seat": self.turn})]

    def run_dry(self) -> bool:
        """No card can ever reach a zoo again (RULINGS, Exhausted (revised)): the pile is
        empty, no hand, watering hole or Wolf's stash holds an animal card, and no Magpie can
        steal. A Magpie in play (in a hand) while some zoo holds a card keeps the game going:
        Magpie, stolen card and one more draw let that card be laid, and it may win."""
        if self.pile:
            return False
        held = self.watering + [c for group in (self.hands, self.stashes)
                                for cards in group for c in cards]
        if any(is_set(c) for c in held):
            return False
        return self.magpie_waiting or not any(self.zoos)

    def _refill(self, seat: int) -> list[Event]:
        """Every other player, from the turn player's left, draws up to the hand size."""
        events = []
        for other in self.rivals(seat):
            drawn = []
            while len(self.hands[other]) + len(drawn) < self.row.hand and self.pile:
                drawn.append(self.pile.pop())
            if not drawn:
                continue
            self.hands[other] = sort_cards(self.hands[other] + drawn)
            events.append(Event("hand_refilled", {"seat": other, "count": len(drawn),
                                                  "pile": len(self.pile)},
                                {"cards": drawn}, frozenset({other}), reveals=True))
            if not self.pile:
                events.append(Event("pile_empty", {}))
        return events

    def _game_over(self, reason: str, winner: int | None = None) -> list[Event]:
        self.phase = "over"
        self.end_reason = reason
        self.winner = winner
        result = self.result()
        hands = [list(h) for h in self.hands]
        return [Event("game_over", {"reason": self.end_sentence(), "hands": hands,
                                    **result.to_json()}, seen_by=None, reveals=True)]

    def end_sentence(self, names: list[str] | None = None) -> str | None:
        """Why the game ended, as a sentence (None while it goes on)."""
        if self.end_reason is None:
            return None
        name = seat_name(self.winner if self.winner is not None else 0, names)
        return END_REASONS[self.end_reason].format(name=name)

    # ------------------------------------------------------------------ scoring
    def result(self) -> Result:
        """The seat with the triplets wins; if the game ran dry instead, the most triplets
        win, then the most cards in the zoo, then the win is shared (RULINGS)."""
        scores = [triplets(zoo) for zoo in self.zoos]
        breakdown = [[(N_("Triplets in the zoo"), s)] for s in scores]
        if self.winner is not None:
            return Result([self.winner], scores, breakdown)
        keys = [(scores[s], len(self.zoos[s])) for s in range(self.players)]
        best = max(keys)
        winners = [s for s in range(self.players) if keys[s] == best]
        note = ""
        if scores.count(best[0]) > 1:
            note = (N_("Tied on triplets: the most cards in the zoo decide.")
                    if len(winners) == 1 else N_("Tied on triplets and on cards in the zoo."))
        return Result(winners, scores, breakdown, note)

    # ------------------------------------------------------------------ knowledge
    def view(self, seat: int | None) -> dict[str, Any]:
        return build_view(self, seat)

    def determinize(self, seat: int, rng: random.Random) -> ByeByeState:
        """Re-deal what `seat` cannot see: the rivals' hands (each keeps its Black Sheep and
        the cards `seat` knows it holds), their Wolf stashes and the pile. Special cards are
        never in the pile, so the unseen ones go into hands and stashes."""
        world = self.clone()
        rivals = self.rivals(seat)
        fixed = {r: self.known[seat][r] + [BLACK_SHEEP] for r in rivals}
        unseen: Counter[str] = Counter(self.pile)
        for r in rivals:
            unseen.update(Counter(self.hands[r]) - Counter(fixed[r]))
            unseen.update(self.stashes[r])
        slots = [(r, "hand") for r in rivals
                 for _ in range(len(self.hands[r]) - len(fixed[r]))]
        slots += [(r, "stash") for r in rivals for _ in self.stashes[r]]
        specials = sort_cards([c for c in unseen.elements() if not is_set(c)])
        animals = sort_cards([c for c in unseen.elements() if is_set(c)])
        rng.shuffle(specials)
        rng.shuffle(animals)
        where = set(rng.sample(range(len(slots)), len(specials)))
        dealt = iter(specials)
        world.stashes = [[] if r in fixed else list(self.stashes[r]) for r in range(self.players)]
        for r in rivals:
            world.hands[r] = list(fixed[r])
        for index, (r, place) in enumerate(slots):
            card = next(dealt) if index in where else animals.pop()
            (world.hands if place == "hand" else world.stashes)[r].append(card)
        for r in rivals:
            world.hands[r] = sort_cards(world.hands[r])
        world.pile = animals
        world.known = [[list(h) for h in self.known[o]] if o == seat else  # a copy: the
                       # world's moves must not change what the seat knows in the real game;
                       # the rivals keep what all have seen
                       [[] if h == o else list(self.seen[h]) for h in range(self.players)]
                       for o in range(self.players)]
        world.rng = reseeded(rng)
        return world

    # ------------------------------------------------------------------ copies
    def clone(self) -> ByeByeState:
        new = ByeByeState.__new__(ByeByeState)
        new.__dict__.update(self.__dict__)
        new.rng = random.Random()
        new.rng.setstate(self.rng.getstate())
        for name in ("hands", "zoos", "stashes"):
            setattr(new, name, [list(x) for x in getattr(self, name)])
        for name in ("pile", "watering", "watering_from", "specials", "offer", "chosen"):
            setattr(new, name, list(getattr(self, name)))
        new.known = [[list(h) for h in o] for o in self.known]
        new.seen = [list(h) for h in self.seen]
        return new

    def snapshot(self) -> dict[str, Any]:
        return {
            "rng": rng_state(self.rng),
            "players": self.players, "advanced": self.advanced,
            "hands": [list(h) for h in self.hands], "zoos": [list(z) for z in self.zoos],
            "pile": list(self.pile), "watering": list(self.watering),
            "watering_from": list(self.watering_from),
            "stashes": [list(s) for s in self.stashes],
            "known": [[list(h) for h in o] for o in self.known],
            "seen": [list(h) for h in self.seen],
            "magpie_waiting": self.magpie_waiting, "specials": list(self.specials),
            "offer": list(self.offer), "chosen": list(self.chosen), "phase": self.phase,
            "turn": self.turn, "source": self.source, "allowance": self.allowance,
            "placed": self.placed, "quiet_turns": self.quiet_turns,
            "end_reason": self.end_reason, "winner": self.winner,
        }

