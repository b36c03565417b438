"""Thinking in other processes, so the window never waits on an AI.

Python runs one thread at a time (the GIL): an agent thinking in a thread of the window's
process takes its time from the animation's frames. Here agents choose in worker processes,
spawned (no window or SDL state is copied into them), started once and kept warm. The
window's process only hands over an agent and an `Observation` and polls the answer.

Nothing of a game lives in a worker: it gets one seat's observation, answers, and forgets.
So a worker that dies or stops answering costs nothing but a restart: the question fails
with `WorkerLost`, the caller says so in a sentence and asks again. `bench ai` and the
post-game review share the mechanism (`Thinker.map`), one process per core and never more.
"""

from __future__ import annotations

import atexit
import os
import random
import time
from collections.abc import Callable, Iterable
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from multiprocessing import get_context
from typing import Any

from game import shutdown
from game.ai.base import Agent, Observation
from game.rules.base import Action

HANG_SECONDS = 30.0
"""An answer later than this means the worker hangs (Hard thinks about a second a move)."""
PARENT_POLL = 0.5
"""Seconds between a worker's looks at whether the window's process is still there."""


class WorkerLost(Exception):
    """The worker process died or hung (`hung`); it has been replaced on the next question."""

    def __init__(self, hung: bool) -> None:
        super().__init__("the worker hung" if hung else "the worker died")
        self.hung = hung


def _warm_up(games: tuple[str, ...]) -> int:
    """Import the AI (and its rules) of `games` so the first real question is answered at once."""
    from game.ai.levels import make_agent

    for game in games:
        make_agent(game, "medium")
    return os.getpid()


def _watch_parent(parent: int) -> None:
    """In each worker, at its start: end with the window's process, however that ends. A
    worker left behind (its parent stopped by Ctrl-C while the pool was still starting it)
    would hold the terminal's or a caller's pipes open. Ctrl+C is the window's to handle: a
    worker ignores it (the terminal sends it to every process of the group), so the pool is
    not broken under the window while it tidies up, and ends with it."""
    import signal
    import threading

    signal.signal(signal.SIGINT, signal.SIG_IGN)

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(PARENT_POLL)
        os._exit(0)

    threading.Thread(target=watch, name="parent-watch", daemon=True).start()


def _choose(agent: Agent, obs: Observation, seed: int) -> Action:
    return agent.choose(obs, random.Random(seed))


def answered(agent: Agent, obs: Observation, rng: random.Random) -> Job:
    """`agent`'s choice made here and now, as a finished Job: for agents that do not think
    (a lesson's script reads the lesson it belongs to) and for tests that compare frames."""
    future: Future = Future()
    future.set_result(_choose(agent, obs, rng.getrandbits(64)))
    return Job(future, None, float("inf"))


class Job:
    """One question to a worker: poll `done()`, then `result()` (or WorkerLost)."""

    def __init__(self, future: Future, thinker: Thinker | None, deadline: float) -> None:
        self.future, self.thinker, self.deadline = future, thinker, deadline
        self.generation = 0
        """The position it was asked for (`Match` drops answers to an older position)."""
        self.hung = False
        """Past its deadline: the worker was killed, and the killed pool may meanwhile have
        failed the question as if the worker had died."""

    def done(self) -> bool:
        if self.hung or self.future.done():
            return True
        if time.monotonic() > self.deadline:  # hung: replace the worker, fail the question
            self.hung = True
            if self.thinker is not None:
                self.thinker.restart()
            return True
        return False

    def result(self) -> Any:
        if self.hung or not self.future.done():
            raise WorkerLost(hung=True)
        try:
            return self.future.result()
        except BrokenProcessPool:
            if self.thinker is not None:
                self.thinker.restart()
            raise WorkerLost(hung=False) from None

    def cancel(self) -> None:
        self.future.cancel()


class Thinker:
    """A small pool of warm worker processes (one by default; `map` may use more)."""

    def __init__(self, processes: int = 1, hang_seconds: float = HANG_SECONDS) -> None:
        self.processes = max(1, min(processes, os.cpu_count() or 1))
        self.hang_seconds = hang_seconds
        self._pool: ProcessPoolExecutor | None = None
        self.restarts = 0

    def _executor(self) -> ProcessPoolExecutor:
        if self._pool is None:
            self._pool = ProcessPoolExecutor(self.processes, mp_context=get_context("spawn"),
                                             initializer=_watch_parent,
                                             initargs=(os.getpid(),))
        return self._pool

    def _submit(self, fn: Callable[..., Any], *args: Any) -> Future:
        """The pool starts its workers on a submit: a signal waits until they have their
        start-up data (`shutdown.deferred`)."""
        with shutdown.deferred():
            return self._executor().submit(fn, *args)

    def warm(self, games: Iterable[str] = ()) -> Future:
        """Start the workers now (they take a moment to import), ready for `games`."""
        return self._submit(_warm_up, tuple(games))

    def submit(self, agent: Agent, obs: Observation, rng: random.Random) -> Job:
        """Let `agent` choose for `obs` in a worker; the answer is the same as `agent.choose(obs,
        rng)` would give here (the worker gets a generator seeded from `rng`)."""
        seed = rng.getrandbits(64)
        try:
            future = self._submit(_choose, agent, obs, seed)
        except (BrokenProcessPool, RuntimeError):  # died between two questions
            self.restart()
            future = self._submit(_choose, agent, obs, seed)
        return Job(future, self, time.monotonic() + self.hang_seconds)

    def call(self, fn: Callable[..., Any], *args: Any) -> Future:
        """`fn(*args)` in a worker (the review submits each decision, so answers stream in)."""
        return self._submit(fn, *args)

    def map(self, fn: Callable[..., Any], *iterables: Iterable[Any]) -> list[Any]:
        """`fn` over the items in the workers, in order (for `bench ai` and the review)."""
        return list(self._executor().map(fn, *iterables))

    def restart(self) -> None:
        """Throw the workers away (killing a hung one) and start afresh on the next question."""
        if self._pool is not None:
            self.restarts += 1
        self.close()

    def close(self) -> None:
        """Stop the workers now, busy or not: nothing in them is worth waiting for."""
        pool, self._pool = self._pool, None
        if pool is None:
            return
        # ProcessPoolExecutor has no public way to kill a busy worker before Python 3.14.
        # The shutdown goes first: before 3.12 the pool's thread fails on a question already
        # cancelled (an `InvalidStateError` traceback) if it finds the pool broken before it
        # has dropped the cancelled questions, which it does on the shutdown's wake-up: the
        # kill waits (half a second at most) until the thread has put its list of questions
        # aside for the one without them.
        processes = list((getattr(pool, "_processes", None) or {}).values())
        manager = getattr(pool, "_executor_manager_thread", None)
        before = getattr(manager, "pending_work_items", None)
        pool.shutdown(wait=False, cancel_futures=True)  # which forgets the processes
        deadline = time.monotonic() + 0.5
        while (before is not None and manager.is_alive() and time.monotonic() < deadline
               and manager.pending_work_items is before):
            time.sleep(0.005)
        for process in processes:
            process.kill()


_shared: Thinker | None = None


def shared() -> Thinker:
    """The window's one thinker, started on first use and kept for the whole run."""
    global _shared
    if _shared is None:
        _shared = Thinker()
        atexit.register(_shared.close)
    return _shared
