"""Ending on a signal: SIGTERM and SIGHUP end Sheepfold as Ctrl+C does, saved, within a second.

Left to SDL, SIGTERM becomes a quit event, which a main loop that is busy never reads. So
Python takes these signals itself, installed before SDL starts (SDL then leaves them alone):
the handler raises `Stopped` in the main thread, which leaves every scene on the way out
(each match retries a failed save and lets go of its lock) and exits with 128 + the signal's
number. A busy loop, a sleep or a blocking read is interrupted by it.

Whatever the main thread is doing, a watchdog ends the process GRACE seconds after a
SIGTERM, SIGHUP or SIGINT if it has not ended by then (a loop that swallowed the exception,
C code that never returns, a worker the interpreter waits for at exit), and the AI's
worker processes with it. It is woken by
`signal.set_wakeup_fd`, which Python's C-level handler writes to at once, so it needs nothing
from the main thread. It touches no game: every game was saved when its last action was
made, and the operating system lets go of the save's lock when the process ends.
"""

from __future__ import annotations

import contextlib
import os
import signal
import socket
import sys
import threading
import time
from collections.abc import Iterator

GRACE = 0.8  # seconds from the signal to the end, whatever the main thread is doing
STOPPING = tuple(getattr(signal, name) for name in ("SIGTERM", "SIGHUP") if hasattr(signal, name))
WATCHED = frozenset(int(s) for s in (*STOPPING, signal.SIGINT))
DONE = b"\0"  # no signal has the number 0: the run ended without one
_armed = threading.Event()  # a watched signal came: the process ends within GRACE


class Stopped(KeyboardInterrupt):
    """Raised in the main thread by SIGTERM or SIGHUP; leaves every scene as Ctrl+C does."""

    def __init__(self, signum: int) -> None:
        super().__init__(signum)
        self.code = 128 + signum


def _stop(signum: int, _frame: object) -> None:
    if _held:  # raised when the held block ends (`deferred`)
        _pending.append(signum)
        return
    if not _stop.raised:  # a second signal must not cut the first one's tidying short
        _stop.raised = True
        raise Stopped(signum)


_stop.raised = False  # type: ignore[attr-defined]
_held: list[bool] = []  # one entry per `deferred` block the main thread is in
_pending: list[int] = []  # signals that came inside one


@contextlib.contextmanager
def deferred() -> Iterator[None]:
    """A SIGTERM or SIGHUP that comes inside this block is raised as `Stopped` at its end, not
    in the middle: starting a worker process is never cut in half (the half-started child
    would find its parent's pipe shut and print a traceback). The watchdog still ends the
    process within GRACE."""
    _held.append(True)
    try:
        yield
    finally:
        _held.pop()
        if not _held and _pending:
            signum = _pending[0]
            _pending.clear()
            _stop(signum, None)


def _watch(reader: socket.socket) -> None:
    """Wait for a watched signal's number, then end the process GRACE seconds later."""
    while True:
        try:
            data = reader.recv(64)
        except OSError:
            return
        if not data or DONE in data:
            return
        signals = [n for n in data if n in WATCHED]
        if signals:
            _armed.set()
            time.sleep(GRACE)
            _end_children()
            os._exit(128 + signals[0])


def _end_children() -> None:
    """The AI's worker processes go too: left behind, they would hold the terminal's (or a
    caller's) pipes open after the window's process ended."""
    import multiprocessing

    for child in multiprocessing.active_children():
        with contextlib.suppress(OSError):
            child.kill()


@contextlib.contextmanager
def handling() -> Iterator[None]:
    """SIGTERM and SIGHUP raise `Stopped` and are backed by the watchdog inside this block.

    Leaving the block without a signal puts everything back as it was (tests call the
    command line in their own process); after a signal the watchdog stays, so nothing the
    interpreter waits for at exit can hold the process past GRACE."""
    if threading.current_thread() is not threading.main_thread():
        yield  # signals can only be taken in the main thread; SDL keeps its own there
        return
    reader, writer = socket.socketpair()
    writer.setblocking(False)
    previous = {s: signal.signal(s, _stop) for s in STOPPING}
    old_fd = signal.set_wakeup_fd(writer.fileno(), warn_on_full_buffer=False)
    _stop.raised = False
    _armed.clear()
    watchdog = threading.Thread(target=_watch, args=(reader,), name="sheepfold-stop",
                                daemon=True)
    watchdog.start()
    try:
        yield
    finally:
        if _stop.raised or _armed.is_set():  # ending: what was printed must not be lost
            for stream in (sys.stdout, sys.stderr):
                with contextlib.suppress(OSError, ValueError, AttributeError):
                    stream.flush()
        else:
            signal.set_wakeup_fd(old_fd)
            for s, handler in previous.items():  # None: not set from Python, so the default
                signal.signal(s, signal.SIG_DFL if handler is None else handler)
            with contextlib.suppress(OSError):
                writer.send(DONE)
            watchdog.join()
            reader.close()
            writer.close()
