"""The screens `python -m game --scene ...` cannot open for a chosen game: the post-game
review of each game (an AI game played to its end, the person's seat judged, a decision
picked) and a moment of each game's lesson.

Run: python -m tests.screens.extra review|lesson OUT.png GAME [WxH] [en|de] [STEPS]
"""

from __future__ import annotations

import os
import random
import sys
import tempfile
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("SHEEPFOLD_HOME", tempfile.mkdtemp(prefix="sheepfold-shots-"))

import pygame  # noqa: E402

from game import i18n  # noqa: E402
from game.ai.base import Observation  # noqa: E402
from game.ai.levels import make_agent  # noqa: E402
from game.app import App  # noqa: E402
from game.match import Match  # noqa: E402
from game.saves import Seat  # noqa: E402

PLAYERS = {"black_sheep": 3, "boom_bah": 3, "bye_bye": 3, "sheep_sheep": 2}


def review(app: App, game: str) -> None:
    from game.scenes.review import ReviewScene

    names = ["Anna", "Shaun", "Timmy"][:PLAYERS[game]]
    seats = [Seat(names[0])] + [Seat(n, "ai", "medium") for n in names[1:]]
    match = Match.new(game, seats, seed=4)
    agent, rng = make_agent(game, "easy"), random.Random(4)
    while not match.is_over:
        match.apply(agent.choose(Observation.of(match.state.clone()), rng))
    scene = ReviewScene(app, match.data, seat=0, processes=0)
    app.stack.push(scene)
    end = time.monotonic() + 240
    while not scene.run.done and time.monotonic() < end:
        app.step(1 / 60)
    judged = scene.judged()
    if judged:  # the decision that lost the most
        scene.pick(max(range(len(judged)), key=lambda i: judged[i].loss))
    for _ in range(60):
        app.step(1 / 60)


def lesson(app: App, game: str, steps: int) -> None:
    from game.scenes.tutorial import open_lesson

    open_lesson(app, game)
    app.step(1 / 60)
    scene = app.stack.top
    for _ in range(steps):
        for _ in range(40):
            app.step(1 / 60)
        if scene.lesson.holding:
            scene.next()
        else:
            scene.skip()
    for _ in range(90):
        app.step(1 / 60)


def main(argv: list[str]) -> None:
    what, out, game = argv[0], argv[1], argv[2]
    w, h = (argv[3] if len(argv) > 3 else "1280x720").split("x")
    i18n.set_language(argv[4] if len(argv) > 4 else "en")
    app = App(headless=True, size=(int(w), int(h)))
    if what == "review":
        review(app, game)
    else:
        lesson(app, game, int(argv[5]) if len(argv) > 5 else 4)
    pygame.image.save(app.display, out)
    app.leave_all()


if __name__ == "__main__":
    main(sys.argv[1:])
