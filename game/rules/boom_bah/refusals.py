"""Why a card in your hand cannot be played now, in one sentence ("Fox: no rival has a sheep
in their barnyard").

It reads a seat's `view()` and only the public part of it (boards, the pasture, hand sizes,
the open question) plus that seat's own peeks, so saying it tells nobody anything new. The
reasons follow `effects.TARGETS` card by card: a card has a reason here exactly when it has
no target there (tests/rules/test_boom_bah_refusals.py plays games to check it).
"""

from __future__ import annotations

from typing import Any

from game.i18n import N_, Deferred
from game.rules.boom_bah import board
from game.rules.boom_bah.cards import BY_ID, card_type

# Each reason names the card first, as the table says it ("{card}: ...").
_BARNYARDS = N_("{card}: no rival has a sheep in their barnyard")
_BARNS = N_("{card}: no rival has a sheep in their barn")
_NO_START = N_("{card}: no start space is free")


def why_unplayable(view: dict[str, Any], card: str) -> Deferred | None:
    """Why the viewer of `view` cannot play `card` from their hand now (None: they can)."""
    kind = card_type(card)
    seat = view["seat"]
    top = view["pending"][-1] if view["pending"] else None
    if kind.timing != "turn":
        return _answer_reason(view, kind.id, top, seat)
    if view["phase"] != "play":
        return N_("{card}: cards are played once every sheep is placed", card=kind.name)
    if view["turn"] != seat:
        return N_("{card}: played on your own turn", card=kind.name)
    if top is not None:
        return N_("{card}: first answer the question on the table", card=kind.name)
    reason = _target_reason(view, kind.id, seat)
    return None if reason is None else N_(reason, card=kind.name)


def _answer_reason(view: dict[str, Any], kind: str, top: dict[str, Any] | None,
                   seat: int) -> Deferred | None:
    """Out-of-turn cards answer one kind of question, asked of you."""
    asked = top is not None and top.get("asked") == seat
    name = BY_ID[kind].name
    if kind == "eiei_no":
        if asked and top["kind"] == "answer":
            return None
        return N_("{card}: played only against a card someone has just played", card=name)
    if kind == "wolf":
        if asked and top["kind"] == "wolf":
            return None
        return N_("{card}: played only when your sheep is about to be bumped", card=name)
    if not (asked and top["kind"] == "mine"):
        return N_("{card}: played only when a land mine turns up under your sheep", card=name)
    if kind == "am_bah_lance" and not _free_starts(view):
        return N_(_NO_START, card=name)
    return None


def _target_reason(view: dict[str, Any], kind: str, seat: int) -> str | None:
    """The English message (with a {card} field) saying why a turn card has no target."""
    rivals = [r for r in range(view["players"]) if r != seat]
    barnyards, barns = view["barnyards"], view["barns"]
    mine_on_board = [c for c in board.CELLS if view["sheep"][c] == seat]
    if kind in ("aba_ca_da_ba", "fox"):
        return None if any(sum(barnyards[r]) for r in rivals) else _BARNYARDS
    if kind in ("barn_burner", "tornado", "your_barn_doors_open"):
        return None if any(sum(barns[r]) for r in rivals) else _BARNS
    if kind == "bah_k_to_life":
        if not view["graveyards"][seat]:
            return N_("{card}: your graveyard is empty")
        return None if _free_starts(view) else _NO_START
    if kind in ("dog", "out_of_shear_luck"):
        if any(not board.is_start(c) for c in mine_on_board):
            return None
        return N_("{card}: none of your sheep stands on a field tile")
    if kind == "ewe_turn":
        if not any(view["sheep"][c] not in (None, seat) for c in board.FIELD):
            return N_("{card}: no rival has a sheep on a field tile")
        return None if _free_starts(view) else _NO_START
    if kind == "sheeping_tom":
        peeked = view["peeks"][seat]
        if any(view["tiles"][n] == "down" and n not in peeked
               for c in mine_on_board for n in board.NEIGHBOURS[c]):
            return None
        return N_("{card}: none of your sheep stands next to a face-down tile you have not "
                  "looked at")
    if kind == "shepherds_hook":
        return None if sum(barnyards[seat]) else N_("{card}: your barnyard is empty")
    if kind == "sheep_battle":
        if any(sum(place[seat]) and sum(place[r]) for place in (barnyards, barns)
               for r in rivals):
            return None
        return N_("{card}: you and a rival both need a sheep in your barns or both in your "
                  "barnyards")
    if kind == "sheep_copter":
        return None if mine_on_board else N_("{card}: you have no sheep on the board")
    if kind == "thank_ewe":
        if any(view["hand_sizes"][r] for r in rivals):
            return None
        return N_("{card}: no rival has a card in hand")
    if kind == "wild_wool" and view["wild_wool"][seat]:
        return N_("{card}: your Wild Wool is already laid by your board")
    return None


def _free_starts(view: dict[str, Any]) -> bool:
    return any(view["sheep"][c] is None for c in board.START_SPACES)
