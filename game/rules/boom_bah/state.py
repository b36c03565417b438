"""The Sheep-Boom-Bah state: setup, turns, the pending-question stack, scoring.

Questions asked out of turn live on `pending`, a stack of typed frames (frames.py); the top
frame names the seat that decides now (`to_move`). An EIEI...NO played on a card window is
pushed on top and closes that window (it is not reopened). When an EIEI...NO cancels an
answer to a mine or a wolf window, the answer's owner is asked again.
With auto-pass on, a seat holding no card that could answer is skipped when its turn to be
asked comes (lazily, so the queue holds nothing derived from hidden hands).
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

from game.i18n import N_
from game.rules.base import Action, Event, IllegalAction, Result, deal_unknown, reseeded, rng_state
from game.rules.base import State as BaseState
from game.rules.boom_bah import board, effects, tiles
from game.rules.boom_bah.actions import (
    ACTION_CLASSES,
    Discard,
    EndTurn,
    Herd,
    Move,
    Pass,
    Place,
    Play,
    Sneak,
)
from game.rules.boom_bah.cards import DECK, card_type
from game.rules.boom_bah.frames import CardWindow, Frame, MineQuestion, PeekChoice, WolfWindow
from game.rules.boom_bah.scoring import score_lines
from game.rules.boom_bah.view import build_view

SHEEP_EACH = 6
HAND_SIZE = 4
ACTIONS_PER_TURN = 2
QUIET_ROUNDS = 10  # our ruling: this many rounds without progress end the game
_COPIED = ("sheep", "tiles", "revealed", "deck", "discard", "reserve", "graveyards", "points",
           "wild_wool", "refill_due")
_NESTED = ("peeked", "hands", "barnyards", "barns", "scored")


class State(BaseState):
    action_classes = ACTION_CLASSES

    def __init__(self, players: int, seed: int, options: dict[str, str] | None = None,
                 tile_mix: dict[str, int] | None = None) -> None:
        options = dict(options or {})
        self.players = players
        self.options = {"quick_setup": options.get("quick_setup", "off"),
                        "auto_pass": options.get("auto_pass", "on")}
        self.tile_mix = dict(tile_mix or tiles.DEFAULT_TILE_MIX[players])
        tiles.check_mix(self.tile_mix, players, len(board.FIELD))
        self.rng = random.Random(seed)
        self.sheep: list[int | None] = [None] * len(board.CELLS)
        self.tiles = [""] * len(board.CELLS)
        for cell, kind in zip(board.FIELD, tiles.shuffled_field(self.tile_mix, players, self.rng),
                              strict=True):
            self.tiles[cell] = kind
        self.revealed = [board.is_start(c) for c in board.CELLS]
        self.peeked: list[list[int]] = [[] for _ in range(players)]
        # known[observer][holder]: cards the observer knows are in holder's hand (Thank Ewe)
        self.known: list[list[list[str]]] = [[[] for _ in range(players)]
                                             for _ in range(players)]
        self.deck = list(DECK)
        self.rng.shuffle(self.deck)
        self.hands = [sorted(self.deck.pop() for _ in range(HAND_SIZE)) for _ in range(players)]
        self.discard: list[str] = []
        self.wild_wool: list[str | None] = [None] * players
        self.barnyards = [[0] * players for _ in range(players)]
        self.barns = [[0] * players for _ in range(players)]
        self.graveyards = [0] * players
        self.points = [0] * players
        # scored[seat][source]: how many times each source added to the points (SCORED)
        self.scored = [[0] * len(tiles.SCORED) for _ in range(players)]
        self.reserve = [SHEEP_EACH] * players
        self.refill_due = [False] * players
        self.pending: list[Frame] = []
        self.phase = "setup"
        self.turn = 0
        self.actions_left = 0
        self.final_turns: list[int] | None = None
        self.quiet_turns = 0  # turns in a row in which the flock made no progress
        self.progress: tuple[int, ...] = ()
        if self.options["quick_setup"] == "on":
            free = list(board.START_SPACES)
            self.rng.shuffle(free)
            for seat in range(players):
                for _ in range(SHEEP_EACH):
                    self.sheep[free.pop()] = seat
            self.reserve = [0] * players
            self._start_turn(0)

    # ------------------------------------------------------------------ helpers for effects
    def forget(self, holder: int, card: str) -> None:
        """`card` left `holder`'s hand face up: nobody need remember it there any more."""
        for observer in self.known:
            if card in observer[holder]:
                observer[holder].remove(card)

    def rivals(self, seat: int) -> list[int]:
        """The other seats, clockwise from `seat`."""
        return [(seat + i) % self.players for i in range(1, self.players)]

    def free_start_spaces(self) -> list[int]:
        return [c for c in board.START_SPACES if self.sheep[c] is None]

    def on_field(self, seat: int) -> int:
        return sum(1 for s in self.sheep if s == seat)

    def bury(self, owner: int, cell: int) -> list[Event]:
        self.graveyards[owner] += 1
        return [Event("sheep_to_graveyard", {"seat": owner, "source": cell})]

    def enter(self, cell: int) -> list[Event]:
        """The sheep now on `cell` meets its tile: reveal, score, barn or mine."""
        owner = self.sheep[cell]
        kind = self.tiles[cell]
        assert owner is not None
        events: list[Event] = []
        if not self.revealed[cell]:
            self.revealed[cell] = True
            for peeks in self.peeked:
                if cell in peeks:
                    peeks.remove(cell)
            events.append(Event("tile_flipped", {"cell": cell, "tile": kind, "seat": owner},
                                reveals=True))
            gained = tiles.reveal_points(kind)
            if gained:
                self.points[owner] += gained
                self.scored[owner][tiles.SCORED.index(tiles.source(kind))] += 1
                events.append(Event("points", {"seat": owner, "points": gained, "why": kind}))
            if kind == tiles.MINE:
                self.pending.append(MineQuestion(owner, cell))
        barn_of = tiles.barn_owner(kind)
        if barn_of is not None:
            self.sheep[cell] = None
            self.barns[barn_of][owner] += 1
            events.append(Event("sheep_to_barn", {"seat": barn_of, "colour": owner,
                                                  "source": cell}))
        return events

    # ------------------------------------------------------------------ protocol
    @property
    def to_move(self) -> int | None:
        if self.phase == "over":
            return None
        if self.pending:
            return self.pending[-1].deciding
        return self.turn

    def legal_actions(self) -> list[Action]:
        if self.phase == "over":
            return []
        if self.phase == "setup":
            return [Place(c) for c in self.free_start_spaces()]
        if self.pending:
            return self._answers(self.pending[-1])
        seat = self.turn
        found: list[Action] = self._steps(seat) if self.actions_left else []
        if not found:
            found.append(EndTurn())
        cards = []
        for card in self.hands[seat]:
            if card_type(card).timing == "turn":
                cards += [Play(card, t) for t in effects.turn_targets(self, seat, card)]
        discards = [Discard(card) for card in self.hands[seat]]
        return found + cards + discards

    def _steps(self, seat: int) -> list[Action]:
        """Moves and herding (the two kinds of action)."""
        found: list[Action] = []
        for frm in board.CELLS:
            if self.sheep[frm] != seat:
                continue
            for to in board.NEIGHBOURS[frm]:
                if not board.is_start(to) and board.bump_chain(self.sheep, frm, to) is not None:
                    found.append(Move(frm, to))
        found += [Herd(k) for k in range(self.players) if self.barnyards[seat][k]]
        return found

    def _answers(self, top: Frame) -> list[Action]:
        if isinstance(top, PeekChoice):
            return ([Sneak(True)] if self.actions_left else []) + [Sneak(False)]
        assert top.deciding is not None
        return self._answer_plays(top.deciding, top) + [Pass()]

    def _answer_plays(self, seat: int, top: Frame) -> list[Action]:
        """The cards in `seat`'s hand that could answer `top`, with their targets."""
        plays: list[Action] = []
        for card in self.hands[seat]:
            kind = card_type(card).id
            if kind not in top.answers:
                continue
            if kind == "am_bah_lance":
                plays += [Play(card, (c,)) for c in self.free_start_spaces()]
            else:
                plays.append(Play(card))
        return plays

    def _can_answer(self, seat: int, top: Frame) -> bool:
        return self.options["auto_pass"] == "off" or bool(self._answer_plays(seat, top))

    def explain_illegal(self, action: Action) -> str:
        seat = self.to_move
        if isinstance(action, Place):
            return N_("Sheep are placed one at a time on free start spaces during setup.")
        if self.pending and not isinstance(action, Play | Pass | Sneak):
            return N_("Seat {n} must first answer the question on the table.", n=seat)
        if isinstance(action, Play | Discard) and action.card not in self.hands[seat or 0]:
            return N_("That card is not in your hand.")
        if isinstance(action, Play):
            return N_("{card} cannot be played like that right now.",
                      card=card_type(action.card).name)
        if isinstance(action, Move):
            if not {action.frm, action.to} <= set(board.CELLS):
                return N_("There is no such space on the board.")
            if self.sheep[action.frm] != seat:
                return N_("You can only move your own sheep.")
            if not self.actions_left:
                return N_("You have no actions left this turn.")
            if action.to not in board.NEIGHBOURS[action.frm] or board.is_start(action.to):
                return N_("A sheep steps onto one of the eight neighbouring field tiles.")
            return N_("That move would bump a sheep onto a start space or off the board.")
        if isinstance(action, Herd):
            return N_("You have no such sheep in your barnyard, or no actions left.")
        if isinstance(action, EndTurn):
            return N_("You must take both of your actions before ending the turn.")
        return N_("That is not allowed now.")

    # ------------------------------------------------------------------ applying
    def _apply(self, action: Action) -> list[Event]:
        events = self._act(action)
        events += self._advance()
        if self.phase == "play":
            events += self._check_end()
        return events

    def _act(self, action: Action) -> list[Event]:
        seat = self.to_move
        assert seat is not None
        if isinstance(action, Place):
            return self._place(seat, action.cell)
        if isinstance(action, Play):
            return self._play(seat, action)
        if isinstance(action, Pass):
            top = self.pending[-1]
            self.pending[-1] = replace(top, asked=None)
            events = [Event("reaction_passed", {"seat": seat, "about": top.kind})]
            if isinstance(top, MineQuestion):
                self.pending.pop()
                events += self._explode(top.cell)
            return events
        if isinstance(action, Sneak):
            top = self.pending.pop()
            assert isinstance(top, PeekChoice)
            if not action.move_in:
                return [Event("peek_left", {"seat": seat, "cell": top.cell})]
            return self._start_move(top.sheep, top.cell)
        if isinstance(action, Discard):
            self.hands[seat].remove(action.card)
            self.forget(seat, action.card)
            self.discard.append(action.card)
            self.refill_due[seat] = True
            return [Event("card_discarded", {"seat": seat, "card": action.card})]
        if isinstance(action, Herd):
            self.actions_left -= 1
            self.barnyards[seat][action.colour] -= 1
            self.barns[seat][action.colour] += 1
            return [Event("sheep_to_barn", {"seat": seat, "colour": action.colour,
                                            "source": "barnyard"})]
        if isinstance(action, Move):
            return self._start_move(action.frm, action.to)
        assert isinstance(action, EndTurn)
        return self._end_turn()

    def _place(self, seat: int, cell: int) -> list[Event]:
        self.sheep[cell] = seat
        self.reserve[seat] -= 1
        events = [Event("sheep_placed", {"seat": seat, "cell": cell})]
        if any(self.reserve):
            self.turn = (seat + 1) % self.players
        else:
            events += self._start_turn(0)
        return events

    def _play(self, seat: int, action: Play) -> list[Event]:
        self.hands[seat].remove(action.card)
        self.forget(seat, action.card)
        self.refill_due[seat] = True
        if self.pending:  # an answer: the question below waits, a card window closes
            below = self.pending[-1]
            closed = {"queue": ()} if isinstance(below, CardWindow) else {}
            self.pending[-1] = replace(below, asked=None, **closed)
        self.pending.append(CardWindow(seat, action.card, tuple(action.target),
                                       queue=tuple(self.rivals(seat))))
        return [Event("card_played", {"seat": seat, "card": action.card,
                                      "target": list(action.target)})]

    def _start_move(self, frm: int, to: int) -> list[Event]:
        """Spend an action; let owners of sheep about to be bumped answer with a Wolf first."""
        self.actions_left -= 1
        pushes = board.bump_chain(self.sheep, frm, to)
        assert pushes is not None
        owners = {self.sheep[a] for a, _ in pushes} - {self.turn}
        queue = [s for s in self.rivals(self.turn) if s in owners]
        if not queue:
            return self._move(frm, to)
        self.pending.append(WolfWindow(frm, to, queue=tuple(queue)))
        return []

    def _move(self, frm: int, to: int) -> list[Event]:
        pushes = board.bump_chain(self.sheep, frm, to)
        assert pushes is not None
        events = [Event("sheep_moved", {"seat": self.sheep[frm], "source": frm, "to": to})]
        if pushes:
            events.append(Event("bump_chain", {"pushes": [list(p) for p in reversed(pushes)]}))
        for here, there in pushes:
            self.sheep[there], self.sheep[here] = self.sheep[here], None
        self.sheep[to], self.sheep[frm] = self.sheep[frm], None
        for _, there in pushes:
            events += self.enter(there)
        if self.sheep[to] is not None:
            events += self.enter(to)
        return events

    def _explode(self, cell: int) -> list[Event]:
        owner = self.sheep[cell]
        assert owner is not None
        self.sheep[cell] = None
        self.tiles[cell] = tiles.CROSS
        return [Event("mine_exploded", {"seat": owner, "cell": cell}),
                Event("tile_changed", {"cell": cell, "tile": tiles.CROSS})] + self.bury(owner, cell)

    def _advance(self) -> list[Event]:
        """Settle frames until someone must decide or nothing is pending."""
        events: list[Event] = []
        while self.pending:
            top = self.pending[-1]
            if top.deciding is not None:
                return events
            if isinstance(top, MineQuestion):
                if self._can_answer(top.seat, top):
                    self.pending[-1] = replace(top, asked=top.seat)
                    events.append(self._asked(top.seat, top.kind))
                    return events
                self.pending.pop()
                events += self._explode(top.cell)
                continue
            assert isinstance(top, CardWindow | WolfWindow)
            queue = list(top.queue)
            while queue:
                seat = queue.pop(0)
                if self._can_answer(seat, top):
                    self.pending[-1] = replace(top, asked=seat, queue=tuple(queue))
                    events.append(self._asked(seat, top.kind))
                    return events
            self.pending.pop()
            events += self._settle(top)
        return events

    def _asked(self, seat: int, about: str) -> Event:
        """With auto-pass on, being asked tells the table that seat holds an answer."""
        return Event("reaction_asked", {"seat": seat, "about": about},
                     reveals=self.options["auto_pass"] == "on")

    def _settle(self, frame: CardWindow | WolfWindow) -> list[Event]:
        """Carry out a window nobody answered: the waiting move, or the card (if it can
        still do anything: a card whose target is gone does nothing and is discarded)."""
        if isinstance(frame, WolfWindow):  # answering it changes hands, never the board
            return self._move(frame.frm, frame.to)
        card, seat = frame.card, frame.seat
        kind = card_type(card).id
        why = effects.fizzle_reason(self, seat, card, frame.target)
        if why is not None:
            self.discard.append(card)
            return [Event("card_fizzled", {"seat": seat, "card": card,
                                           "target": list(frame.target), "why": why})]
        if kind == "wild_wool":
            return effects.resolve(self, seat, card, ())
        self.discard.append(card)
        if kind != "eiei_no":
            return effects.resolve(self, seat, card, frame.target)
        cancelled = self.pending.pop()
        assert isinstance(cancelled, CardWindow)
        self.discard.append(cancelled.card)
        events = [Event("card_cancelled", {"seat": cancelled.seat, "card": cancelled.card,
                                           "by": seat})]
        below = self.pending[-1] if self.pending else None
        if isinstance(below, WolfWindow):  # the wolf's owner may try again (RULINGS)
            self.pending[-1] = replace(below, queue=(cancelled.seat, *below.queue))
        return events

    # ------------------------------------------------------------------ turns and the end
    def _start_turn(self, seat: int) -> list[Event]:
        self.phase = "play"
        self.turn = seat
        self.actions_left = ACTIONS_PER_TURN
        return [Event("turn_started", {"seat": seat})]

    def _end_turn(self) -> list[Event]:
        seat = self.turn
        events = self._refill(seat) if self.refill_due[seat] else []
        self.refill_due[seat] = False
        if self._settled():
            self.final_turns = []
            events.append(Event("flock_settled", {"rounds": QUIET_ROUNDS}))
        if self.final_turns is None:
            return events + self._start_turn((seat + 1) % self.players)
        if self.final_turns:
            return events + self._start_turn(self.final_turns.pop(0))
        self.phase = "over"
        self.actions_left = 0
        return events + [Event("game_over", {"winners": self.result().winners}, reveals=True)]

    def _settled(self) -> bool:
        """Our ruling: after QUIET_ROUNDS rounds with no tile turned over and no sheep
        leaving the field, the flock has settled and the game ends (no endless shuffling)."""
        progress = (sum(self.revealed), sum(self.graveyards),
                    sum(map(sum, self.barns)) + sum(map(sum, self.barnyards)))
        if progress != self.progress:
            self.progress, self.quiet_turns = progress, 0
            return False
        self.quiet_turns += 1
        return self.final_turns is None and self.quiet_turns >= QUIET_ROUNDS * self.players

    def _refill(self, seat: int) -> list[Event]:
        """Draw back up to four, shuffling the discard pile into a new deck when it runs out."""
        events: list[Event] = []
        drawn = []
        while len(self.hands[seat]) + len(drawn) < HAND_SIZE:
            if not self.deck:
                if not self.discard:
                    break
                self.deck, self.discard = self.discard, []
                self.rng.shuffle(self.deck)
                events.append(Event("deck_reshuffled", {"size": len(self.deck)}, reveals=True))
            drawn.append(self.deck.pop())
        self.hands[seat] = sorted(self.hands[seat] + drawn)
        if drawn:
            events.append(Event("cards_drawn", {"seat": seat, "count": len(drawn)},
                                {"cards": drawn}, frozenset({seat}), reveals=True))
        return events

    def _check_end(self) -> list[Event]:
        """Once someone has no sheep left on the board, every other player plays once more,
        from the left of the turn player, with or without sheep on the board (RULINGS); the
        turn player does not. Then the game is over."""
        if self.final_turns is not None:
            return []
        emptied = [s for s in range(self.players) if not self.on_field(s)]
        if not emptied:
            return []
        self.final_turns = self.rivals(self.turn)
        return [Event("end_triggered", {"seats": emptied, "final_turns": list(self.final_turns)})]

    # ------------------------------------------------------------------ knowledge
    def view(self, seat: int | None) -> dict[str, Any]:
        return build_view(self, seat)

    def result(self) -> Result:
        lines = [score_lines(self, s) for s in range(self.players)]
        scores = [sum(p for _, p in seat_lines) for seat_lines in lines]
        in_barn = [sum(barn) for barn in self.barns]
        best = max(zip(scores, in_barn, strict=True))
        winners = [s for s in range(self.players) if (scores[s], in_barn[s]) == best]
        note = ""
        if scores.count(best[0]) > 1:
            note = N_("Tied on points: most sheep in the barn decides.")
        return Result(winners, scores, lines, note)

    def snapshot(self) -> dict[str, Any]:
        data = {name: list(getattr(self, name)) for name in _COPIED}
        data.update({name: [list(x) for x in getattr(self, name)] for name in _NESTED})
        data.update(known=[[list(h) for h in o] for o in self.known])
        data.update(players=self.players, options=dict(self.options), tile_mix=dict(self.tile_mix),
                    pending=[f.to_json() for f in self.pending], phase=self.phase,
                    turn=self.turn, actions_left=self.actions_left,
                    final_turns=None if self.final_turns is None else list(self.final_turns),
                    quiet=[self.quiet_turns, list(self.progress)], rng=rng_state(self.rng))
        return data

    def clone(self) -> State:
        other = State.__new__(State)
        other.__dict__.update(self.__dict__)
        for name in _COPIED:
            setattr(other, name, list(getattr(self, name)))
        for name in _NESTED:
            setattr(other, name, [list(x) for x in getattr(self, name)])
        other.known = [[list(h) for h in o] for o in self.known]
        other.options = dict(self.options)
        other.pending = list(self.pending)
        other.final_turns = None if self.final_turns is None else list(self.final_turns)
        other.rng = random.Random()
        other.rng.setstate(self.rng.getstate())
        return other

    def determinize(self, seat: int, rng: random.Random) -> State:
        """Re-deal rival hands, the deck and the face-down tiles this seat has not seen; a
        card this seat knows a rival holds (it took it back with Thank Ewe) stays there."""
        world = self.clone()
        rivals = self.rivals(seat)
        cards = self.deck + [c for r in rivals for c in self.hands[r]]
        known = self.known[seat]
        for card in (c for r in rivals for c in known[r]):
            cards.remove(card)
        piles = deal_unknown(cards, [len(self.hands[r]) - len(known[r]) for r in rivals], rng)
        for rival, pile in zip(rivals, piles, strict=False):
            world.hands[rival] = sorted(known[rival] + pile)
        world.deck = piles[-1]
        unseen = [c for c in board.FIELD if not self.revealed[c] and c not in self.peeked[seat]]
        kinds = deal_unknown([self.tiles[c] for c in unseen], [], rng)[0]
        for cell, kind in zip(unseen, kinds, strict=True):
            world.tiles[cell] = kind
        world.rng = reseeded(rng)
        return world


def new_state(players: int, seed: int, options: dict[str, str]) -> State:
    return State(players, seed, options)


__all__ = ["State", "new_state", "IllegalAction"]
