"""A thinker that answers at once in the test's own process, for tests that compare what the
table shows frame by frame: a worker process answers after a real-time delay that varies."""

from __future__ import annotations

import random
import time
from concurrent.futures import Future

from game.ai.worker import Job, Thinker


class InlineThinker(Thinker):
    def submit(self, agent, obs, rng: random.Random) -> Job:
        future: Future = Future()
        future.set_result(agent.choose(obs, random.Random(rng.getrandbits(64))))
        return Job(future, self, time.monotonic() + self.hang_seconds)
