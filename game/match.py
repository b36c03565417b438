"""One game in progress: seats, state, the action log, undo, autosave, AI turns and hints.

Scenes never touch a `State`; they ask the `Match`, which only calls `State.apply`. Every
applied action is autosaved atomically, so quitting, crashing or losing power loses nothing.
AI decisions, and hints (what the Hard AI would play for the person at the screen), run on a
worker thread against a clone of the state, so animations keep playing.
"""

from __future__ import annotations

import logging
import random
from collections.abc import Iterable
from concurrent.futures import wait
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from game import rules, saves, storage
from game.ai import worker
from game.ai.base import Agent, Observation
from game.ai.worker import Job, Thinker, WorkerLost
from game.i18n import _
from game.levels import board_data
from game.rules.base import Action, Event, IllegalAction, Result, RulesFault, State
from game.saves import SaveData, SaveError, SaveInUse, Seat

log = logging.getLogger("sheepfold")


class MoveFailed(IllegalAction):
    """A legal move the rules engine failed to carry out: nothing changed, the game and its
    autosave are as before the move, and the traceback is in the log file."""


autosave_path = saves.legacy_autosave  # one more unfinished game; new games get their own
finished_dir = saves.finished_dir


@dataclass
class Step:
    """One applied action: who decided, what, and what happened."""

    seat: int
    action: Action
    events: list[Event]

    @property
    def reveals(self) -> bool:
        return any(e.reveals for e in self.events)


def _own_entry(values: Any, shown: Any, seat: int, n: int) -> bool:
    """`values` (the seat's own view) is a per-seat list whose entry for the seat is hidden
    from a spectator (None in `shown`), and which tells nothing else. Entries hidden in part
    (a corral's face-down values) stay as the table shows them to everyone."""
    return (isinstance(values, list) and isinstance(shown, list) and len(values) == n
            and len(shown) == n and shown[seat] is None and values[seat] is not None
            and all(values[i] == shown[i] for i in range(n) if i != seat))


class Match:
    def __init__(self, data: SaveData, autosave: Path | None = None,
                 agents: dict[int, Agent] | None = None):
        self.spec = rules.get(data.game)
        # A save records the board it was dealt from; one of format 1 did not: today's map.
        self.board = data.board if data.format >= 2 else board_data(data.game, len(data.seats))
        self.data = replace(data, options=dict(data.options), seats=list(data.seats),
                            actions=[], board=self.board, format=saves.FORMAT, finished=False)
        self.autosave = autosave
        self._lock = saves.SaveLock(autosave) if autosave is not None else None
        self.finished_record: Path | None = None
        """Where the finished game was kept for replays (once it is over and saved)."""
        self.save_problem: str | None = None
        """Why the last autosave failed (None: the game on disk is the game on the table)."""
        self.record_problem: str | None = None
        """Why the game, over, could not be kept in `finished/` (the results screen says it
        and offers to try again); None otherwise."""
        try:
            self.state: State = self.spec.start(len(data.seats), data.seed, data.options,
                                                self.board)
        except ValueError as err:  # board data the rules refuse (a save's, edited by hand)
            raise SaveError(f"Its board data cannot be used: {err}") from None
        except TypeError:  # board data for a game whose rules take none (GameSpec.start)
            raise SaveError(f"It has board data, which {self.spec.title} does not use.") from None
        self.steps: list[Step] = []
        self._agents = agents if agents is not None else {}
        self.thinker: Thinker = worker.shared()
        """Where agents think: a warm worker process, so the window never waits on them."""
        self._thinking: Job | None = None
        self._hinting: Job | None = None
        self._lost = 0
        """Questions in a row whose worker died or hung (after two the AI plays a legal move
        chosen here, so a move that kills the worker cannot stall the game)."""
        self.notice: str | None = None
        """A sentence about the AI's worker (it stopped and was restarted), shown a while."""
        self.hinter: Agent | None = None
        """The agent that gives hints (the game's Hard AI unless a test sets one)."""
        self._generation = 0
        self._legal: tuple[object, list[Action]] = (None, [])
        self.faulted: set[Action] = set()
        """Moves the rules engine failed on here; the AI chooses around them."""
        for i, raw in enumerate(data.actions):
            try:
                self._apply(self.state.action_from_json(raw))
            except IllegalAction as err:
                raise SaveError(f"Move {i + 1} of this save is not possible: {err}") from None
        if self._lock is not None:
            try:
                self._take_lock()  # SaveInUse: another copy of the game is playing it
            except OSError as err:  # the game goes on unsaved, and says so
                self.save_problem = storage.cannot_save(err)
        if autosave is None or self.is_over or data.finished or not autosave.exists():
            self._save()  # a game continued from its own file is not rewritten until it moves

    # -- creation -----------------------------------------------------------------
    @classmethod
    def new(cls, game: str, seats: list[Seat], seed: int | None = None,
            options: dict[str, str] | None = None, autosave: Path | None = None) -> Match:
        """A fresh deal, from the game's map data (a broken map is a LevelError)."""
        spec = rules.get(game)
        spec.check_players(len(seats))
        seed = random.randrange(1 << 31) if seed is None else seed
        if not 0 <= seed <= saves.MAX_SEED:
            raise IllegalAction(f"A seed is a whole number from 0 to {saves.MAX_SEED}.")
        options = spec.resolve_options(options)
        if "auto_pass" in options and any(not s.is_ai for s in seats):
            options, seats = _asking_everyone(options, seats)
        return cls(SaveData(game, options, seed, seats, board=board_data(game, len(seats))),
                   autosave)

    @classmethod
    def load(cls, path: Path, autosave: Path | None = None) -> Match:
        """A game from a file; continuing it (`autosave`) when its record is kept already
        removes the save instead (SaveRecorded): a game is never finished twice."""
        data = saves.read(path)
        if autosave is not None and saves.recorded(data.game_id) is not None:
            saves.remove_recorded(autosave)
            raise saves.SaveRecorded(_("This game is over and kept in Your games; its save "
                                       "was left over and is now removed."))
        try:
            return cls(data, autosave)
        except SaveInUse:
            raise
        except SaveError as err:  # name the file, as every other save problem does
            raise SaveError(f"The save {path.name} cannot be used. {err}") from None

    # -- reading ------------------------------------------------------------------
    @property
    def seats(self) -> list[Seat]:
        return self.data.seats

    @property
    def to_move(self) -> int | None:
        return self.state.to_move

    @property
    def is_over(self) -> bool:
        return self.state.is_over

    def seat_to_move(self) -> Seat | None:
        seat = self.state.to_move
        return None if seat is None else self.seats[seat]

    @property
    def human_seats(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if not s.is_ai]

    def set_asked(self, seat: int, asked: str) -> None:
        """A person changes when they are asked to answer a card (`Seat.asked`); saved at
        once, so it survives a reload."""
        if asked not in saves.ASKED:
            raise ValueError(f"not a way of being asked: {asked!r}")
        if self.seats[seat].asked != asked:
            self.data.seats[seat] = replace(self.seats[seat], asked=asked)
            self._save()

    def view(self, seat: int | None) -> dict[str, Any]:
        return self.state.view(seat)

    def open_view(self, seats: Iterable[int]) -> dict[str, Any]:
        """What a spectator sees, with the hands of `seats` face up, each taken from that
        seat's own view (a replay opens every hand of a finished game, only the viewer's of
        an unfinished one). Tables draw any hand that `hands` holds face up."""
        view, spectator = self.state.view(None), self.state.view(None)
        n = len(self.seats)
        hands = list(view.get("hands") or [None] * n)
        for seat in seats:
            own = self.state.view(seat)
            hands[seat] = own.get("hand", hands[seat])  # public hands stay
            for key, values in own.items():  # what else only that seat knew (a Lucky Sheep)
                if _own_entry(values, spectator.get(key), seat, n):
                    view[key] = [*view[key][:seat], values[seat], *view[key][seat + 1:]]
        view["hands"] = hands
        return view

    def legal_actions(self) -> list[Action]:
        """The moves open now, worked out once per position: a table asks many times a
        frame (each button, the prompt, a question's dock), 2 ms a frame in Boom-Bah."""
        key = (self._generation, id(self.state))
        if self._legal[0] != key:
            self._legal = (key, self.state.legal_actions())
        return list(self._legal[1])

    def forget_legal(self) -> None:
        """The state was changed in place outside `apply` (a staged position): ask again."""
        self._legal = (None, [])

    def result(self) -> Result:
        return self.state.result()

    def log_lines(self) -> list[str]:
        return [f"{self.seats[s.seat].name} {s.action}" for s in self.steps]

    # -- changing -----------------------------------------------------------------
    def apply(self, action: Action) -> list[Event]:
        """Apply a decision of the seat to move (IllegalAction explains a refusal; MoveFailed
        says the engine failed on a legal move, which changed nothing)."""
        try:
            events = self._apply(action)
        except RulesFault as fault:
            log.error("the rules engine failed on %s (%s, seed %s, move %d)", action,
                      self.data.game, self.data.seed, len(self.steps) + 1,
                      exc_info=fault.__cause__)
            self.faulted.add(action)
            raise MoveFailed(_fault_sentence(self)) from None
        self._generation += 1
        self._save()
        return events

    def _apply(self, action: Action) -> list[Event]:
        seat = self.state.to_move
        events = self.state.apply(action)
        self.steps.append(Step(seat if seat is not None else -1, action, events))
        self.data.actions.append(action.to_json())
        return events

    def undo_refusal(self, seat: int | None) -> str | None:
        """Why `seat` (the person at the screen) may not take back the last decision now, or
        None if they may: only their own, and only if it revealed or drew nothing. In hot
        seat nobody takes back somebody else's move."""
        last = self.steps[-1] if self.steps and seat is not None else None
        mine = last is not None and last.seat == seat and not self.seats[seat].is_ai
        return undo_words(seat, self.is_over or last is None, mine,
                          last is not None and last.reveals)

    def can_undo(self, seat: int | None) -> bool:
        return self.undo_refusal(seat) is None

    def undo(self, seat: int | None) -> None:
        refusal = self.undo_refusal(seat)
        if refusal is not None:
            raise IllegalAction(refusal)
        kept = self.data.actions[:-1]
        self._generation += 1
        self.data.actions = []
        self.state = self.spec.start(len(self.seats), self.data.seed, self.data.options,
                                     self.board)
        self.steps = []
        for raw in kept:
            self._apply(self.state.action_from_json(raw))
        self._save()

    # -- saving -------------------------------------------------------------------
    def _take_lock(self) -> None:
        """Hold this game's lock: SaveInUse if another copy holds it, OSError if the folder
        cannot even hold a lock file."""
        assert self._lock is not None and self.autosave is not None
        try:
            self._lock.acquire()
            storage.remove_leftovers(self.autosave)  # ours alone now: any temp file is stale
        except OSError:
            self._lock.release()
            raise

    def _save(self) -> None:
        """Autosave; once the game is over, keep its record in `finished/` (`_finish`).

        A failed write never stops the game: `save_problem` says why (for a banner),
        `record_problem` why a finished game has no record yet, and the next action, a
        retry on the results screen, or closing the match tries again."""
        if self._lock is None or self.autosave is None or self.finished_record is not None:
            return
        try:
            if not self._lock.held:
                self._take_lock()
            if self.is_over:
                self._finish()
                return
            saves.write(self.autosave, self.data)
        except SaveInUse as err:  # the lock was lost to another copy while it could not be held
            self.save_problem = str(err)
            return
        except OSError as err:
            log.warning("could not save %s: %s", self.autosave, err)
            self.save_problem = storage.cannot_save(err)
            if self.is_over:
                self.record_problem = storage.reason(err)
            return
        self.save_problem = None

    def _finish(self) -> None:
        """The save is written once more, marked finished, then the record, then the save
        goes. If the record cannot be written the marked save holds the finished game (it
        is never listed under Continue, and the next start writes its record); a record
        that exists already (a kill before the save went) is the record."""
        assert self._lock is not None and self.autosave is not None
        kept = saves.recorded(self.data.game_id)
        if kept is None:
            try:
                saves.write(self.autosave, replace(self.data, finished=True))
                self.save_problem = None
            except OSError as err:  # a full disk: the record may still fit, or not
                log.warning("could not save %s: %s", self.autosave, err)
                self.save_problem = storage.cannot_save(err)
            try:
                kept = saves.write_finished(self.data)
            except OSError as err:
                log.warning("could not keep the finished game %s: %s", self.autosave, err)
                self.record_problem = storage.reason(err)
                return
        self.finished_record, self.record_problem = kept, None
        try:
            self.autosave.unlink(missing_ok=True)
        except OSError as err:  # removed at the next listing: its record is kept
            log.warning("could not remove %s: %s", self.autosave, err)
        self._lock.release(remove=True)

    @property
    def record_pending(self) -> bool:
        """Over, with no record yet, but its save on disk holds the whole game (the next
        start writes the record)."""
        return (self.is_over and self.finished_record is None and self.autosave is not None
                and self.save_problem is None and self.record_problem is not None)

    def retry_record(self) -> None:
        """Try again to keep the finished game (the results screen's Retry)."""
        self._save()

    def save_as(self, path: Path) -> None:
        saves.write(path, self.data)

    # -- AI -----------------------------------------------------------------------
    def agent_for(self, seat: int) -> Agent:
        if seat not in self._agents:
            from game.ai.levels import make_agent

            self._agents[seat] = make_agent(self.data.game, self.seats[seat].level or "medium")
        return self._agents[seat]

    def ai_to_move(self) -> bool:
        seat = self.seat_to_move()
        return seat is not None and seat.is_ai

    def think(self) -> None:
        """Start the AI of the seat to move on the worker thread (if not already)."""
        if self._thinking is not None or not self.ai_to_move():
            return
        seat = self.state.to_move
        assert seat is not None
        obs = Observation.of(self.state.clone())
        rng = random.Random(hash((self.data.seed, len(self.steps), seat)))
        self._thinking = self._submit(self.agent_for(seat), obs, rng)

    def _submit(self, agent: Agent, obs: Observation, rng: random.Random) -> Job:
        """Let `agent` choose in the worker process; the answer knows the position it is for."""
        job = (self.thinker.submit(agent, obs, rng) if agent.thinks
               else worker.answered(agent, obs, rng))
        job.generation = self._generation
        return job

    def _answer(self, job: Job) -> Action | None:
        """The job's action; None if the worker was lost (said in `notice`; ask again)."""
        try:
            action = job.result()
        except WorkerLost as lost:
            self._lost += 1
            self.notice = _worker_sentence(lost)
            log.warning("AI worker lost (%s) in %s, seed %s, move %d", lost, self.data.game,
                        self.data.seed, len(self.steps) + 1)
            return None
        self._lost = 0
        return action

    def poll_ai(self) -> Action | None:
        """The AI's decision once it is ready (None while it thinks)."""
        job = self._thinking
        if job is None or not job.done():
            return None
        self._thinking = None
        if job.generation != self._generation:
            return None  # the position changed (undo) while it thought
        action = self._answer(job)
        if action is None and self._lost < 2:
            return None  # asked again on the next frame (`think`), of a fresh worker
        if action is None or action in self.faulted:
            # the engine failed on it, or the worker dies on this position: play on with
            # another legal move
            others = [a for a in self.legal_actions() if a not in self.faulted]
            if others:
                return random.Random(len(self.steps)).choice(others)
        return action

    @property
    def thinking(self) -> bool:
        return self._thinking is not None

    # -- hints --------------------------------------------------------------------
    def hint(self, seat: int) -> None:
        """Ask the Hard AI what it would play for `seat`, the person at the screen, if it is
        theirs to decide now; `poll_hint` gives the answer. Like every agent it gets only
        that seat's Observation: its view, its legal actions and worlds sampled from them."""
        if self._hinting is not None or self.state.to_move != seat or self.is_over:
            return
        if self.hinter is None:
            from game.ai.levels import make_agent

            self.hinter = make_agent(self.data.game, "hard")
        rng = random.Random(f"hint {self.data.seed} {len(self.steps)} {seat}")
        self._hinting = self._submit(self.hinter, Observation.of(self.state.clone()), rng)

    def poll_hint(self) -> Action | None:
        """The hint once it is ready (None while it is worked out, or if the position changed
        meanwhile). A hint given marks the game's record (`hints_used`)."""
        job = self._hinting
        if job is None or not job.done():
            return None
        self._hinting = None
        if job.generation != self._generation:
            return None
        try:
            action = self._answer(job)
        except Exception:  # a hint is a help, never a reason to stop the game
            log.exception("no hint for %s (seed %s, move %d)", self.data.game, self.data.seed,
                          len(self.steps) + 1)
            return None
        if action is None:
            return None
        if not self.data.hints_used:
            self.data.hints_used = True
            self._save()
        return action

    @property
    def hinting(self) -> bool:
        return self._hinting is not None

    def wait_for_ai(self, timeout: float) -> None:
        """Block until the AI's answer is ready, at most `timeout` seconds (for tests and
        tools that step frames faster than real time; the game itself polls)."""
        busy = [job.future for job in (self._thinking, self._hinting) if job is not None]
        if busy:
            wait(busy, timeout)

    def close(self) -> None:
        """Stop thinking, try a failed autosave (or record) once more, and let another copy
        have the game. (The worker process stays warm for the next game.)"""
        for job in (self._thinking, self._hinting):
            if job is not None:
                job.cancel()
        self._thinking = self._hinting = None
        if self.save_problem is not None or self.record_problem is not None:
            self._save()
        if self._lock is not None:
            self._lock.release()


def undo_words(seat: int | None, nothing: bool, mine: bool, reveals: bool) -> str | None:
    """Why a person may not take back the last decision (None: they may), in the same words
    at a shared screen and at a remote seat: nothing to take back, not theirs, or it showed
    something hidden."""
    if seat is None or nothing:
        return _("Nothing to take back.")
    if not mine:
        return _("Only your own last decision can be taken back, and another player has "
                 "decided since.")
    if reveals:
        return _("That decision showed something hidden (a card or a tile), so it stands.")
    return None


def _asking_everyone(options: dict[str, str],
                     seats: list[Seat]) -> tuple[dict[str, str], list[Seat]]:
    """A game with people runs its rules with auto-pass off, so the rules ask every seat in
    every reaction window and being asked tells nobody what a hand holds; each person's own
    choice (`Seat.asked`) then lets the table answer Pass for them. A person who did not
    choose is asked only with an answer against AI (nobody watches the screen but them) and
    always among people, which leaks nothing."""
    among_people = sum(not s.is_ai for s in seats) > 1
    unset = "always" if among_people else "answer"
    seats = [s if s.is_ai or s.asked else replace(s, asked=unset) for s in seats]
    return {**options, "auto_pass": "off"}, seats


def _worker_sentence(lost: WorkerLost) -> str:
    if lost.hung:
        return _("The AI's helper process stopped answering; it was restarted and the game "
                 "goes on.")
    return _("The AI's helper process stopped; it was restarted and the game goes on.")


def _fault_sentence(match: Match) -> str:
    if match.save_problem is None:
        return _("The rules engine could not carry out that move; nothing changed and your "
                 "game is saved. Please try another move.")
    return _("The rules engine could not carry out that move; nothing changed. Please try "
             "another move.")
