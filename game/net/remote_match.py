"""A match played at a host, as the table on this screen sees it: `RemoteMatch`.

A table talks to a `game.match.Match`; a remote seat's table talks to this stand-in, which
offers the parts of a Match the tables and scenes use, filled from the host's messages.
The host alone runs the rules, so this knows only what its own seat may see: `view` is the
seat's own view, whatever seat is asked for, and every step's events come as the seat saw
them.

Every `update` the host sends is queued, and the table takes them one at a time, as it
takes an AI's moves: `ai_to_move` is true while one waits (or another seat must decide),
`poll_ai` gives the next one's action and `apply` of that action takes it, returning its
events for the table's normal animation. An update that is not one plain step (a catch-up
after a reconnect, an undo) cannot be animated: `resync` says the table must be drawn
afresh from the view. Applying a move of this seat sends it to the host and waits for the
answer: the update with it, or the host's sentence refusing it (IllegalAction).
"""

from __future__ import annotations

import queue
import time
from collections import deque
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from game import rules
from game.i18n import _
from game.match import Step, undo_words
from game.net.client import Client, Session
from game.net.protocol import said_of
from game.rules.base import Action, Event, IllegalAction, Result, action_from_json
from game.saves import SaveData, Seat

if TYPE_CHECKING:
    from game.net.hosting import LocalHost

ANSWER_SECONDS = 10.0
"""How long a move or an undo waits for the host's answer before it says so."""


class NotJoined(Exception):
    """The host refused the seat or could not be reached: a sentence for the player."""


def refused(error: dict[str, Any] | None, fallback: str) -> str:
    """The host's refusal in this player's language (the host speaks English to all)."""
    code = (error or {}).get("code")
    if code == "illegal" and error is not None:  # the rules' words, said here by `tr`
        return words_of(error.get("said"), error.get("sentence") or fallback)
    words = {
        "wrong_password": _("The password for this table is wrong."),
        "table_full": _("Every remote seat at this table is taken."),
        "no_table": _("That host has no such table (its game may be over)."),
        "bad_token": _("That seat belongs to somebody else now."),
        "version": _("That host runs another version of Sheepfold; please update both."),
        "busy": _("That host has too many connections; try again later."),
        "replaced": _("This seat was joined from another window."),
        "over": _("The game is over; no more moves can be made."),
        "removed": _("The host removed you from this table."),
        "held": _("The game begins when the host presses Start."),
    }
    return words.get(code) or (error or {}).get("sentence") or fallback


def event_of(seen: dict[str, Any]) -> Event:
    """An event as the host sent it (already as this seat may see it)."""
    return Event(seen["kind"], {k: v for k, v in seen.items() if k != "kind"}, seen_by=None)


def words_of(said: Any, fallback: str) -> str:
    """Words the host sent in their translatable form (`said_json`), else `fallback`."""
    words = said_of(said)
    return words if isinstance(words, str) and words else fallback


def result_of(data: dict[str, Any], said: dict[str, Any] | None = None) -> Result:
    """The host's result; with `said`, its words as the rules made them (translatable)."""
    labels = (said or {}).get("breakdown")
    breakdown = [[(str(label), int(points)) for label, points in seat]
                 for seat in data["breakdown"]]
    if isinstance(labels, list) and [len(s) for s in labels] == [len(s) for s in breakdown]:
        breakdown = [[(words_of(word, label), points) for word, (label, points) in zip(
            words, seat, strict=True)] for words, seat in zip(labels, breakdown, strict=True)]
    note = words_of((said or {}).get("note"), str(data.get("note", "")))
    return Result(list(data["winners"]), list(data["scores"]), breakdown, note)


class Ear:
    """What a session hears, queued for the table's thread (`on_change` runs on the
    client's): every update (the session itself keeps only the latest), every error, every
    hint and every change of the seats."""

    def __init__(self, session: Session) -> None:
        self.inbox: queue.Queue[tuple[str, dict[str, Any]]] = queue.Queue()
        self.seen: tuple[Any, int, Any, Any] = (None, 0, None, None)
        session.on_change = self

    def __call__(self, session: Session) -> None:
        latest, errors, hint, seats = self.seen
        if session.latest is not None and session.latest is not latest:
            self.inbox.put(("update", session.latest))
        for error in session.errors[errors:]:
            self.inbox.put(("error", error))
        if session.hint is not None and session.hint is not hint:
            self.inbox.put(("hint", session.hint))
        if session.seats and session.seats is not seats:
            self.inbox.put(("seats", {"seats": session.seats}))
        self.seen = (session.latest, len(session.errors), session.hint, session.seats)


class RemoteMatch:
    """One seat of a game hosted elsewhere (see the module docstring)."""

    autosave = None
    finished_record = None
    record_problem = None
    record_pending = False

    def __init__(self, client: Client, ear: Ear) -> None:
        self.client, self.ear = client, ear
        welcome = client.session.welcome
        if welcome is None:
            raise ValueError("a RemoteMatch starts after the host's welcome")
        self.seat: int = welcome["seat"]
        self.table_id: str = welcome["table"]
        self.spec = rules.get(welcome["game"])
        self.classes = self.spec.start(welcome["players"], 0, welcome["options"]).action_classes
        self._asked = "answer"
        self.data = SaveData(welcome["game"], dict(welcome["options"]), 0, [])
        self._seats_json: list[dict[str, Any]] = []
        self._set_seats(welcome["seats"])
        self.steps: list[Step] = []
        self._first_move = 1
        """The move number of the first step known here (a newcomer is sent at most the
        host's last CATCH_UP steps)."""
        self._update: dict[str, Any] = {"moves": 0}
        self._legal: tuple[int, list[Action]] = (-1, [])
        self._pending: deque[dict[str, Any]] = deque()
        self._incoming: tuple[Action, dict[str, Any]] | None = None
        self._hint_asked: int | None = None
        self._hint: dict[str, Any] | None = None
        self.notice: str | None = None
        self.closers: list[Callable[[], None]] = []
        """Called after the connection closes (a window's own host stops serving)."""
        self.local_host: LocalHost | None = None
        """The game is served from this program (leaving stops it for everyone): its host,
        who may hand an away player's seat to an AI."""
        self.pump()
        if not self._pending:
            raise ValueError("a RemoteMatch starts after the host's first update")
        self._adopt(self._pending.popleft())
        self.resync = False
        """Set when the table must be drawn afresh from the view (the table clears it)."""

    # -- joining ------------------------------------------------------------------------
    @classmethod
    def join(cls, session: Session, timeout: float = 10.0) -> RemoteMatch:
        """Connect `session` in a thread of its own and wait for its seat; NotJoined says
        why not (refused, or no host answering within `timeout` seconds)."""
        ear = Ear(session)
        client = Client(session).start()
        deadline = time.monotonic() + timeout
        while session.latest is None:
            ended = session.status in ("refused", "gave_up")
            if ended or time.monotonic() > deadline:
                if ended:  # it closes the connection by itself (cancelled in the middle
                    client.thread.join(2)  # of closing, its socket would stay open)
                client.stop()
                error = session.errors[-1] if session.errors else None
                raise NotJoined(refused(error, _("No host answered at that address.")))
            time.sleep(0.02)
        return cls(client, ear)

    def pump(self) -> None:
        """Take in what the host said since the last look (on the table's thread)."""
        while True:
            try:
                kind, msg = self.ear.inbox.get_nowait()
            except queue.Empty:
                return
            self._take(kind, msg)

    def _take(self, kind: str, msg: dict[str, Any]) -> None:
        if kind == "update":
            self._pending.append(msg)
        elif kind == "hint":
            self._hint = msg
        elif kind == "seats":
            self._set_seats(msg["seats"])
        elif kind == "error" and msg.get("re") == "hint":
            self._hint_asked = None
        elif kind == "error" and msg.get("re") not in ("act", "undo"):
            self.notice = msg.get("sentence")

    def _set_seats(self, seats: list[dict[str, Any]]) -> None:
        """The seats as this table shows them: AI seats as AI (a person's seat too while an
        AI stands in for them), people as people; only this seat answers to "you", and the
        table never answers a question for another person."""
        self._seats_json = seats
        self.seats_at = time.monotonic()
        """When the seats were last told (a stand-in's countdown runs from then)."""
        self.data.seats = [
            Seat(s["name"], "ai", s.get("level")) if s["kind"] == "ai"
            else Seat(s["name"], "ai", s["standin"]) if s.get("standin") and n != self.seat
            else Seat(s["name"], "human", asked=self._asked if n == self.seat else "always")
            for n, s in enumerate(seats)]

    def link(self, seat: int) -> dict[str, Any] | None:
        """How another person's seat is held now (None: an AI's seat, or this one's):
        `connected`, the AI standing in for them (`standin`), and while one is due, its
        level and the seconds left (`standin_level`, `standin_in`)."""
        seats = self._seats_json
        if seat == self.seat or seat >= len(seats) or seats[seat].get("kind") == "ai":
            return None
        info = seats[seat]
        link = {"connected": bool(info.get("connected")), "standin": info.get("standin"),
                "standin_level": None, "standin_in": None, "free": bool(info.get("free"))}
        due = info.get("standin_in")
        if not link["connected"] and not link["standin"] and isinstance(due, (int, float)):
            left = due - (time.monotonic() - self.seats_at)
            link["standin_level"] = info.get("standin_level")
            link["standin_in"] = max(1, round(left))
        return link

    # -- the connection -----------------------------------------------------------------
    @property
    def status(self) -> str:
        """The session's: playing, reconnecting, over, refused or gave_up."""
        return self.client.session.status

    @property
    def connected(self) -> bool:
        return self.status in ("playing", "over")

    @property
    def host_name(self) -> str | None:
        """Whose table it is: the name of the seat served from its window (None: headless)."""
        return next((s["name"] for s in self._seats_json if s.get("host")), None)

    @property
    def held(self) -> bool:
        """The host's lobby is still open: the game begins when they press Start."""
        return self.client.session.held

    @property
    def removed(self) -> bool:
        """The host removed this player from the table (their seat is free again)."""
        errors = self.client.session.errors
        return self.status == "refused" and bool(errors) and errors[-1].get("code") == "removed"

    @property
    def refusal(self) -> str | None:
        """Why this seat is lost for good (refused by the host, or unreachable too long)."""
        if self.status == "refused":
            errors = self.client.session.errors
            return refused(errors[-1] if errors else None, _("The host refused this seat."))
        if self.status == "gave_up":
            return _("The host could not be reached again. Join again once it is back: "
                     "your seat waits for you.")
        return None

    @property
    def save_problem(self) -> str | None:
        """Said over the table while the host's autosave fails (the host keeps the game)."""
        if self._update.get("unsaved"):
            return _("The host could not save the game; it goes on, and the host tries "
                     "again after every move.")
        return None

    def close(self) -> None:
        self.client.stop()
        for close in self.closers:
            close()
        self.closers = []

    # -- reading ------------------------------------------------------------------------
    @property
    def seats(self) -> list[Seat]:
        return self.data.seats

    @property
    def human_seats(self) -> list[int]:
        return [self.seat]

    @property
    def moves(self) -> int:
        return self._update["moves"]

    @property
    def to_move(self) -> int | None:
        return self._update.get("to_move")

    @property
    def is_over(self) -> bool:
        return bool(self._update.get("over"))

    def seat_to_move(self) -> Seat | None:
        seat = self.to_move
        return None if seat is None else self.seats[seat]

    def view(self, seat: int | None) -> dict[str, Any]:
        """This seat's view: the only one the host sends here. Its copy of the result (the
        results panels read it) has the result's words in their translatable form."""
        view = self._update["view"]
        if self.is_over and isinstance(view.get("result"), dict):
            return {**view, "result": self.result().to_json()}
        return view

    def legal_actions(self) -> list[Action]:
        if self._legal[0] != self.moves:
            self._legal = (self.moves, [action_from_json(a, self.classes)
                                        for a in self._update.get("legal", [])])
        return list(self._legal[1])

    def forget_legal(self) -> None:
        self._legal = (-1, [])

    def result(self) -> Result:
        return result_of(self._update["result"], self._update.get("result_said"))

    def set_asked(self, seat: int, asked: str) -> None:
        """When this seat's person is asked to answer a card: the table here answers Pass
        for them, so the choice is kept here."""
        if seat == self.seat:
            self._asked = asked
            self._set_seats(self._seats_json)

    # -- the table takes the host's updates one at a time --------------------------------
    def ai_to_move(self) -> bool:
        """Something is for the table to show that this seat does not decide: an update
        waiting, or another seat deciding."""
        self.pump()
        if self._pending:
            return True
        return not self.is_over and self.to_move is not None and self.to_move != self.seat

    @property
    def thinking(self) -> bool:
        """Another seat is deciding now (its name shows the live dots): not before the
        host's Start, nor a person who lost the connection (an AI standing in does)."""
        seat = self.to_move
        if self.is_over or seat is None or seat == self.seat or self.held:
            return False
        link = self.link(seat)
        return link is None or link["connected"] or bool(link["standin"])

    def think(self) -> None:
        """Nothing to start: the host's seats decide there."""

    def poll_ai(self) -> Action | None:
        """The next step from the host, for the table to `apply` (and animate) as an AI's
        move; None while none waits, or after a catch-up (`resync` set instead)."""
        self.pump()
        if not self._pending:
            return None
        update = self._pending.popleft()
        steps = update["steps"]
        plain = (not update.get("undone") and not update.get("resync") and len(steps) == 1
                 and steps[0]["move"] == self.moves + 1)
        if not plain:
            self._adopt(update)
            return None
        action = action_from_json(steps[0]["action"], self.classes)
        self._incoming = (action, update)  # taken by `apply`, after the table saw who moves
        return action

    def _adopt(self, update: dict[str, Any]) -> list[Event]:
        """Make `update` the position shown; the events of its new steps."""
        if update.get("undone"):
            self.steps = self.steps[:max(0, update["moves"] - self._first_move + 1)]
        known = self._first_move + len(self.steps) - 1
        fresh = [s for s in update["steps"] if s["move"] > known]
        if fresh and fresh[0]["move"] != known + 1:  # more was missed than the host keeps
            self.steps, self._first_move = [], fresh[0]["move"]
        added = [Step(s["by"], action_from_json(s["action"], self.classes),
                      [event_of(e) for e in s["events"]]) for s in fresh]
        self.steps = [*self.steps, *added]
        self._update = update
        self._legal = (-1, [])
        self.resync = bool(update.get("undone") or update.get("resync") or len(added) != 1)
        return [e for step in added for e in step.events]

    # -- changing -----------------------------------------------------------------------
    def apply(self, action: Action) -> list[Event]:
        """Show the step from the host that `poll_ai` gave, or send this seat's move to the
        host and wait for it to come back as a step (IllegalAction: the host's sentence)."""
        incoming, self._incoming = self._incoming, None
        if incoming is not None and incoming[0] is action:
            return self._adopt(incoming[1])
        self.pump()
        if self._pending:
            raise IllegalAction(_("The table has moved on since; nothing was changed."))
        if self.to_move != self.seat or self.is_over:
            raise IllegalAction(_("It is not your turn to decide."))
        self.client.act(action.to_json())
        update = self._answer("act")
        return self._adopt(update)

    def undo_refusal(self, seat: int | None) -> str | None:
        if self._update.get("can_undo") and seat == self.seat:
            return None
        # the host said no: the last decision was not this seat's, or it showed something
        return undo_words(seat, self.is_over or not self.steps,
                          bool(self.steps) and self.steps[-1].seat == seat, reveals=True)

    def can_undo(self, seat: int | None) -> bool:
        return self.undo_refusal(seat) is None

    def undo(self, seat: int | None) -> None:
        refusal = self.undo_refusal(seat)
        if refusal is not None:
            raise IllegalAction(refusal)
        self.client.send("undo", moves=self.moves)
        self._adopt(self._answer("undo"))

    def _answer(self, re: str) -> dict[str, Any]:
        """The host's update after this seat's `act` or `undo` (the next that moves the
        table), or IllegalAction with its refusal, or with the connection's loss."""
        deadline = time.monotonic() + ANSWER_SECONDS
        while time.monotonic() < deadline:
            try:
                kind, msg = self.ear.inbox.get(timeout=0.05)
            except queue.Empty:
                if self.status not in ("playing", "connecting"):
                    break
                continue
            if kind == "update" and (msg["moves"] != self.moves or msg.get("undone")):
                return msg
            if kind == "error" and msg.get("re") == re:
                raise IllegalAction(refused(msg, _("The host refused that.")))
            self._take(kind, msg)
        raise IllegalAction(_("The host did not answer; the table shows its answer when "
                              "the connection is back."))

    # -- hints --------------------------------------------------------------------------
    def hint(self, seat: int) -> None:
        """Ask the host what the Hard AI would play for this seat (as at a shared screen)."""
        if self._hint_asked is not None or seat != self.seat or self.to_move != seat:
            return
        self._hint_asked, self._hint = self.moves, None
        self.client.send("hint")

    def poll_hint(self) -> Action | None:
        self.pump()
        hint, asked = self._hint, self._hint_asked
        if hint is None or asked is None:
            return None
        self._hint = self._hint_asked = None
        if hint["moves"] != asked or asked != self.moves:
            return None
        return action_from_json(hint["action"], self.classes)

    @property
    def hinting(self) -> bool:
        return self._hint_asked is not None

    def wait_for_ai(self, timeout: float) -> None:
        """Until something from the host is waiting (tests step frames faster than real
        time)."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline and not self._pending and self.ear.inbox.empty():
            time.sleep(0.01)
