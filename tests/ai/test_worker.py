"""The AI thinks in a worker process: same answers as in the window's process, and a worker
that dies or hangs is replaced with a sentence while the game goes on."""

from __future__ import annotations

import os
import random
import time
from concurrent.futures import Future
from concurrent.futures.process import BrokenProcessPool
from pathlib import Path

import pytest

from game.ai.base import Agent, Observation
from game.ai.levels import make_agent
from game.ai.worker import Job, Thinker, WorkerLost
from game.match import Match
from game.saves import Seat

GAMES = ("black_sheep", "boom_bah", "bye_bye", "sheep_sheep")


class Dies(Agent):
    """Kills the worker it runs in (a crash in native code, say)."""

    def choose(self, obs, rng):
        os._exit(3)


class Hangs(Agent):
    def choose(self, obs, rng):
        time.sleep(3600)


class DiesOnce(Agent):
    """Dies in the first worker that asks it; answers in the next (a flag file says which)."""

    def __init__(self, flag: str) -> None:
        self.flag = flag

    def choose(self, obs, rng):
        if not os.path.exists(self.flag):
            open(self.flag, "w").close()
            os._exit(3)
        return obs.legal_actions[0]


def finish(job, seconds: float = 60.0):
    end = time.monotonic() + seconds
    while not job.done():
        assert time.monotonic() < end, "the worker never answered"
        time.sleep(0.01)
    return job.result()


@pytest.fixture(scope="module")
def thinker():
    thinker = Thinker()
    yield thinker
    thinker.close()


@pytest.mark.parametrize("game", GAMES)
def test_the_worker_answers_as_the_agent_would_here(game, thinker):
    match = Match.new(game, [Seat("Ann"), Seat("Bo")], seed=7)
    obs = Observation.of(match.state.clone())
    agent = make_agent(game, "hard", hard_iterations=4)
    answer = finish(thinker.submit(agent, obs, random.Random(11)))
    seed = random.Random(11).getrandbits(64)
    assert answer == agent.choose(obs, random.Random(seed))
    assert answer in obs.legal_actions


def test_a_worker_that_dies_is_replaced(thinker):
    match = Match.new("black_sheep", [Seat("Ann"), Seat("Bo")], seed=3)
    obs = Observation.of(match.state.clone())
    with pytest.raises(WorkerLost) as lost:
        finish(thinker.submit(Dies(), obs, random.Random(1)))
    assert not lost.value.hung
    answer = finish(thinker.submit(make_agent("black_sheep", "easy"), obs, random.Random(1)))
    assert answer in obs.legal_actions


def test_a_worker_that_hangs_is_killed_and_replaced():
    thinker = Thinker(hang_seconds=1.0)
    try:
        match = Match.new("sheep_sheep", [Seat("Ann"), Seat("Bo")], seed=3)
        obs = Observation.of(match.state.clone())
        with pytest.raises(WorkerLost) as lost:
            finish(thinker.submit(Hangs(), obs, random.Random(1)))
        assert lost.value.hung and thinker.restarts == 1
        thinker.hang_seconds = 60.0  # a fresh worker takes a moment to start
        answer = finish(thinker.submit(make_agent("sheep_sheep", "easy"), obs, random.Random(1)))
        assert answer in obs.legal_actions
    finally:
        thinker.close()


class FailsOnRestart:
    """A thinker whose killed pool fails the question at once, as a busy machine's pool does."""

    def __init__(self, future: Future) -> None:
        self.future, self.restarts = future, 0

    def restart(self) -> None:
        self.restarts += 1
        self.future.set_exception(BrokenProcessPool("a process died"))


def test_a_hung_question_stays_hung_when_the_killed_pool_fails_it_first():
    future: Future = Future()
    thinker = FailsOnRestart(future)
    job = Job(future, thinker, deadline=time.monotonic() - 1)
    assert job.done()
    with pytest.raises(WorkerLost) as lost:
        job.result()
    assert lost.value.hung and thinker.restarts == 1


def ai_game(game: str, agent: Agent) -> Match:
    match = Match.new(game, [Seat("Cy", "ai", "easy"), Seat("Ann")], seed=5)
    match._agents[0] = agent
    return match


def poll_until_move(match: Match, seconds: float = 60.0):
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        match.think()
        match.wait_for_ai(0.05)
        action = match.poll_ai()
        if action is not None:
            return action
    raise AssertionError("no move came")


def test_a_lost_worker_is_said_once_and_the_ai_asked_again(tmp_path):
    match = ai_game("bye_bye", DiesOnce(str(tmp_path / "died")))
    action = poll_until_move(match)
    assert action in match.legal_actions()
    assert "restarted" in match.notice


def test_a_move_that_always_kills_the_worker_cannot_stall_the_game():
    match = ai_game("black_sheep", Dies())
    action = poll_until_move(match)
    assert action in match.legal_actions()  # after two lost workers: a legal move chosen here


def test_an_answer_for_a_position_taken_back_is_dropped():
    match = Match.new("black_sheep", [Seat("Cy", "ai", "easy"), Seat("Ann")], seed=5)
    match.think()
    match._generation += 1  # what undo and a new position do
    match.wait_for_ai(60)
    assert match.poll_ai() is None


def test_closing_with_a_cancelled_question_queued_prints_no_traceback(monkeypatch):
    """A question taken back while the worker is busy, then the pool killed (a new game, the
    window closing): Python 3.11's pool thread would fail on it with a traceback when it
    notices the killed worker before the shutdown (made certain here by a slow shutdown)."""
    import threading
    from concurrent.futures import ProcessPoolExecutor

    shutdown = ProcessPoolExecutor.shutdown

    def slow_shutdown(pool, *args, **kwargs):
        time.sleep(0.5)
        return shutdown(pool, *args, **kwargs)

    monkeypatch.setattr(ProcessPoolExecutor, "shutdown", slow_shutdown)
    failures = []
    before = threading.excepthook
    threading.excepthook = failures.append
    thinker = Thinker()
    try:
        match = Match.new("sheep_sheep", [Seat("Ann"), Seat("Bo")], seed=3)
        obs = Observation.of(match.state.clone())
        busy = thinker.submit(Hangs(), obs, random.Random(1))
        queued = [thinker.submit(Hangs(), obs, random.Random(2)) for _ in range(6)]
        time.sleep(0.5)  # the pool has queued what it can; the rest waits, then is taken back
        for job in queued:
            job.cancel()
        thinker.close()
        time.sleep(1.0)  # the pool's manager thread finds the pool broken
        assert not busy.future.cancelled()
    finally:
        threading.excepthook = before
    assert not failures, failures[0].exc_value


def test_a_worker_ends_with_the_window_s_process_however_that_ends(tmp_path):
    """The CI once hung on Ctrl-C: the game's process ended while its pool was starting a
    worker, and the worker, left behind, held the caller's pipes open. A worker watches the
    process that started it and ends with it, even when that one ends without a goodbye."""
    import subprocess
    import sys

    script = ("import os\n"
              "from game.ai.worker import Thinker\n"
              "pid = Thinker().warm(()).result(timeout=60)\n"
              "print(pid, flush=True)\n"
              "os._exit(0)\n")  # no atexit, no shutdown: as a kill would leave it
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          timeout=90, cwd=Path(__file__).resolve().parents[2])
    worker = int(done.stdout.split()[0])
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        try:
            os.kill(worker, 0)
        except ProcessLookupError:
            return
        stat = Path(f"/proc/{worker}/stat")
        if stat.exists() and stat.read_text().rsplit(")", 1)[-1].split()[0] == "Z":
            return  # ended, not yet reaped (a container's first process may never reap)
        time.sleep(0.1)
    os.kill(worker, 9)
    raise AssertionError("the worker outlived the process that started it")
