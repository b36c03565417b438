"""What each card may target and what it does. The table of targets follows TARGET_SHAPES.

Functions here read and change a `State` through its small helpers (`enter`, `bury`,
`free_start_spaces`); the pending-question machinery stays in state.py.

A card is checked twice: when it is played (`turn_targets`) and again when it resolves
(`fizzle_reason`), because the table may answer in between: a rival can spend their last
card on an EIEI...NO against a Thank Ewe, which a second EIEI...NO then lets through.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from game.rules.base import Event
from game.rules.boom_bah import board, tiles
from game.rules.boom_bah.cards import card_type
from game.rules.boom_bah.frames import MineQuestion, PeekChoice, WolfWindow

if TYPE_CHECKING:
    from game.rules.boom_bah.state import State

Target = tuple[int, ...]


def _rival_sheep(state: State, seat: int, place: list[list[int]]) -> list[Target]:
    return [(r, k) for r in state.rivals(seat) for k in range(state.players) if place[r][k]]


def _own_field_sheep(state: State, seat: int) -> list[Target]:
    return [(c,) for c in board.FIELD if state.sheep[c] == seat]


def _peekable(state: State, seat: int) -> list[Target]:
    found = []
    for cell in board.CELLS:
        if state.sheep[cell] == seat:
            found += [(cell, n) for n in board.NEIGHBOURS[cell]
                      if not board.is_start(n) and not state.revealed[n]
                      and n not in state.peeked[seat]]
    return found


def _battles(state: State, seat: int) -> list[Target]:
    found = []
    for place, where in enumerate((state.barnyards, state.barns)):
        for mine in range(state.players):
            if where[seat][mine]:
                found += [(place, mine, r, k) for r, k in _rival_sheep(state, seat, where)]
    return found


def _copter(state: State, seat: int) -> list[Target]:
    free = [c for c in board.CELLS if state.sheep[c] is None]
    return [(c, t) for c in board.CELLS if state.sheep[c] == seat for t in free]


TARGETS: dict[str, Callable[[State, int], list[Target]]] = {
    "aba_ca_da_ba": lambda s, me: _rival_sheep(s, me, s.barnyards),
    "bah_k_to_life": lambda s, me: [(c,) for c in s.free_start_spaces()] if s.graveyards[me]
    else [],
    "barn_burner": lambda s, me: _rival_sheep(s, me, s.barns),
    "dog": _own_field_sheep,
    "ewe_turn": lambda s, me: [(c, t) for c in board.FIELD
                               if s.sheep[c] is not None and s.sheep[c] != me
                               for t in s.free_start_spaces()],
    "fox": lambda s, me: _rival_sheep(s, me, s.barnyards),
    "golden_fleece": lambda s, me: [()],
    "out_of_shear_luck": _own_field_sheep,
    "sheeping_tom": _peekable,
    "shepherds_hook": lambda s, me: [(k,) for k in range(s.players) if s.barnyards[me][k]],
    "sheep_battle": _battles,
    "sheep_copter": _copter,
    "thank_ewe": lambda s, me: [(r,) for r in s.rivals(me) if s.hands[r]],
    "tornado": lambda s, me: _rival_sheep(s, me, s.barns),
    "wild_wool": lambda s, me: [] if s.wild_wool[me] else [()],
    "your_barn_doors_open": lambda s, me: _rival_sheep(s, me, s.barns),
}


def turn_targets(state: State, seat: int, card: str) -> list[Target]:
    """Every target a turn card may be played on now (empty: not playable)."""
    return TARGETS[card_type(card).id](state, seat)


def fizzle_reason(state: State, seat: int, card: str, target: Target) -> str | None:
    """Why a card nobody cancelled can no longer do anything ("target_gone": its target
    left while the table answered; "question_settled": what it answered is over), or None.
    Called with the card's own window already off the stack."""
    ctype = card_type(card)
    if ctype.timing == "turn":
        return None if target in turn_targets(state, seat, card) else "target_gone"
    below = state.pending[-1] if state.pending else None
    if below is None or ctype.id not in below.answers:
        return "question_settled"
    if ctype.id == "am_bah_lance" and state.sheep[target[0]] is not None:
        return "target_gone"
    return None


def _moved(kind: str, **public: object) -> Event:
    return Event(kind, dict(public))


def _take(state: State, me: int, target: Target, src: list[list[int]], dst: list[list[int]],
          to_place: str) -> list[Event]:
    rival, colour = target
    src[rival][colour] -= 1
    dst[me][colour] += 1
    return [_moved(f"sheep_to_{to_place}", seat=me, colour=colour, source=f"seat {rival}")]


def resolve(state: State, seat: int, card: str, target: Target) -> list[Event]:
    """Carry out a card that was not cancelled."""
    kind = card_type(card).id
    if kind in ("aba_ca_da_ba", "tornado"):
        src = state.barnyards if kind == "aba_ca_da_ba" else state.barns
        return _take(state, seat, target, src, state.barns, "barn")
    if kind in ("fox", "barn_burner"):
        src = state.barnyards if kind == "fox" else state.barns
        return _take(state, seat, target, src, state.barnyards, "barnyard")
    if kind == "your_barn_doors_open":
        rival, colour = target
        state.barns[rival][colour] -= 1
        state.barnyards[rival][colour] += 1
        return [_moved("sheep_to_barnyard", seat=rival, colour=colour, source="barn")]
    if kind == "shepherds_hook":
        state.barnyards[seat][target[0]] -= 1
        state.barns[seat][target[0]] += 1
        return [_moved("sheep_to_barn", seat=seat, colour=target[0], source="barnyard")]
    if kind in ("dog", "out_of_shear_luck"):
        state.sheep[target[0]] = None
        place = state.barnyards if kind == "dog" else state.barns
        place[seat][seat] += 1
        where = "barnyard" if kind == "dog" else "barn"
        return [_moved(f"sheep_to_{where}", seat=seat, colour=seat, source=target[0])]
    if kind == "bah_k_to_life":
        state.graveyards[seat] -= 1
        state.sheep[target[0]] = seat
        return [_moved("sheep_to_start", seat=seat, source="graveyard", to=target[0])]
    if kind == "ewe_turn":
        frm, to = target
        state.sheep[to], state.sheep[frm] = state.sheep[frm], None
        return [_moved("sheep_to_start", seat=state.sheep[to], source=frm, to=to)]
    if kind == "sheep_copter":
        frm, to = target
        state.sheep[to], state.sheep[frm] = state.sheep[frm], None
        return [_moved("sheep_flown", seat=seat, source=frm, to=to)] + state.enter(to)
    if kind == "golden_fleece":
        state.actions_left += 1
        return [Event("extra_action", {"seat": seat, "actions_left": state.actions_left})]
    if kind == "wild_wool":
        state.wild_wool[seat] = card
        return [Event("wild_wool_laid", {"seat": seat, "card": card})]
    if kind == "thank_ewe":
        return _thank_ewe(state, seat, target[0])
    if kind == "sheeping_tom":
        return _peek(state, seat, *target)
    if kind == "sheep_battle":
        return _battle(state, seat, *target)
    return _answer(state, seat, kind, target)


def _thank_ewe(state: State, seat: int, rival: int) -> list[Event]:
    hand = state.hands[rival]
    taken = hand.pop(state.rng.randrange(len(hand)))
    state.hands[seat] = sorted(state.hands[seat] + [taken])
    # The victim saw which card went; the others only saw that one did.
    for observer, known in enumerate(state.known):
        if observer == seat and taken in known[rival]:
            known[rival].remove(taken)
        elif observer not in (seat, rival):
            known[rival].clear()
    state.known[rival][seat].append(taken)
    return [Event("card_taken", {"seat": seat, "source": rival}, {"card": taken},
                  frozenset({seat, rival}), reveals=True)]


def _peek(state: State, seat: int, sheep: int, cell: int) -> list[Event]:
    state.peeked[seat].append(cell)
    state.pending.append(PeekChoice(seat, sheep, cell))
    return [Event("peek", {"seat": seat, "cell": cell}, {"tile": state.tiles[cell]},
                  frozenset({seat}), reveals=True)]


def _battle(state: State, seat: int, place: int, mine: int, rival: int, theirs: int) -> list[Event]:
    rolls = []
    while not rolls or rolls[-1][0] == rolls[-1][1]:
        rolls.append([state.rng.randint(1, 6), state.rng.randint(1, 6)])
    where = (state.barnyards, state.barns)[place]
    won = rolls[-1][0] > rolls[-1][1]
    winner, loser, colour = (seat, rival, theirs) if won else (rival, seat, mine)
    where[loser][colour] -= 1
    where[winner][colour] += 1
    return [Event("dice_rolled", {"seat": seat, "rival": rival, "rolls": rolls,
                                  "winner": winner}, reveals=True),
            _moved(f"sheep_to_{('barnyard', 'barn')[place]}", seat=winner, colour=colour,
                   source=f"seat {loser}")]


def _answer(state: State, seat: int, kind: str, target: Target) -> list[Event]:
    """The out-of-turn cards settle the question they answered (the frame below them)."""
    frame = state.pending.pop()
    if kind == "wolf":
        assert isinstance(frame, WolfWindow)
        frm = frame.frm
        owner = state.sheep[frm]
        assert owner is not None
        state.sheep[frm] = None
        return [Event("wolf", {"seat": seat, "cell": frm})] + state.bury(owner, frm)
    assert isinstance(frame, MineQuestion)
    cell = frame.cell
    if kind == "hero_of_the_herd":
        state.tiles[cell] = tiles.CONE
        state.points[seat] += tiles.DEFUSE_POINTS
        state.scored[seat][tiles.SCORED.index("defused")] += 1
        return [Event("mine_defused", {"seat": seat, "cell": cell}),
                Event("points", {"seat": seat, "points": tiles.DEFUSE_POINTS, "why": "defused"})]
    assert kind == "am_bah_lance"
    state.tiles[cell] = tiles.CROSS
    state.sheep[cell], state.sheep[target[0]] = None, seat
    return [Event("tile_changed", {"cell": cell, "tile": tiles.CROSS}),
            _moved("sheep_to_start", seat=seat, source=cell, to=target[0])]
