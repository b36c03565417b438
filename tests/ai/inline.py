"""A thinker that answers at once in the test's own process, for tests that compare what the
table shows frame by frame: a worker process answers after a real-time delay that varies."""

from __future__ import annotations

import random

from game.ai.worker import Job, Thinker, answered


class InlineThinker(Thinker):
    def submit(self, agent, obs, rng: random.Random) -> Job:
        return answered(agent, obs, rng)
