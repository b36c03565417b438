"""The Bye-Bye Black Sheep screenshots in docs/screens/, staged moment by moment.

Run: `SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy .venv/bin/python -m
tests.tables.bye_bye.screens [OUT_DIR] [MOMENT ...] [--lang de]` (default docs/screens). Every
moment is a real position, played by the Medium AI from a seed until the moment comes, then
seated at the table at 1280x720 and stepped frame by frame like the game; nothing is painted
by hand.
"""

from __future__ import annotations

import os
import random
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("SHEEPFOLD_HOME", tempfile.mkdtemp(prefix="sheepfold-shots-"))

import pygame  # noqa: E402

from game import i18n  # noqa: E402
from game.ai.base import Observation  # noqa: E402
from game.ai.levels import make_agent  # noqa: E402
from game.app import App  # noqa: E402
from game.match import Match  # noqa: E402
from game.rules.base import Action, Event  # noqa: E402
from game.saves import Seat  # noqa: E402
from game.scenes.results import ResultsScene  # noqa: E402
from game.scenes.tables import table_for  # noqa: E402
from game.tables.base import TableScene  # noqa: E402

FRAME = 1 / 60
RIVALS = ["Shaun", "Timmy", "Dolly", "Shirley"]


def people(players: int) -> list[Seat]:
    return [Seat("You")] + [Seat(name, "ai", "medium") for name in RIVALS[:players - 1]]


def seated(app: App, match: Match) -> TableScene:
    table = table_for(app, match)
    app.stack.reset(table) if app.stack.scenes else app.stack.push(table)
    app.stack.apply_pending()
    table.update(0.0)
    table.timeline.skip()
    return table


def frames(app: App, seconds: float) -> None:
    for _ in range(round(seconds / FRAME)):
        app.step(FRAME)


Wanted = Callable[[Match, Action, list[Event]], bool]


def seek(players: int, wanted: Wanted, seed: int = 3, advanced: bool = False,
         least: int = 0) -> tuple[Match, Action]:
    """A game the Medium AI plays for every seat until your move `wanted` is there to make
    (after at least `least` moves): the match before it, and the move."""
    agent = make_agent("bye_bye", "medium")
    for deal in range(seed, seed + 40):
        match = Match.new("bye_bye", people(players), seed=deal,
                          options={"advanced": "on" if advanced else "off"})
        rng = random.Random(deal)
        while not match.is_over:
            if match.to_move == 0 and len(match.steps) >= least:
                for action in match.legal_actions():
                    if wanted(match, action, match.state.clone().apply(action)):
                        return match, action
            match.apply(agent.choose(Observation.of(match.state.clone()), rng))
    raise AssertionError("no such moment")


def kinds(events: list[Event]) -> set[str]:
    return {e.kind for e in events}


def grown(match: Match) -> bool:
    """A game under way: cards in the zoos, some at the watering hole."""
    state = match.state
    return sum(map(len, state.zoos)) >= 5 and len(state.watering) >= 2


def table_at(players: int) -> Callable[[App], None]:
    """Your turn in a game under way: rivals' fans, zoos with triplets, cards drawn."""
    def stage(app: App) -> None:
        match, _move = seek(players, lambda m, a, e: a.kind == "draw" and grown(m))
        seated(app, match)
        frames(app, 0.3)
    return stage


def bye_bye(app: App) -> None:
    """You draw a Black Sheep: the banner holds over the watering hole."""
    match, move = seek(3, lambda m, a, e: "bye_bye" in kinds(e) and len(m.state.watering) >= 2,
                       least=20)
    table = seated(app, match)
    table.perform(move)
    while not table.headline and table.animating:
        app.step(FRAME)
    frames(app, 0.4)


def mole(app: App) -> None:
    """Your Mole shows you a hand, face up to you alone; the dock offers its animals."""
    match, move = seek(4, lambda m, a, e: "mole_looked" in kinds(e) and any(
        ev.kind == "mole_looked" and any(c.isdigit() for c in ev.secret["hand"]) for ev in e),
        least=10)
    table = seated(app, match)
    table.perform(move)
    table.timeline.skip()
    frames(app, 0.5)


def placement(app: App) -> None:
    """You stopped: two cards picked for your zoo, the counter and what they would make."""
    match, move = seek(2, lambda m, a, e: a.kind == "stop" and any(
        ev.kind == "stopped" and ev.public["allowance"] >= 2 for ev in e), least=6)
    table = seated(app, match)
    table.perform(move)
    table.timeline.skip()
    frames(app, 0.2)
    for kind in ("pond", "hand"):
        for i in sorted(table.pickable(kind)):
            if len(table.picks) < 2:
                table.toggle(kind, i)
    frames(app, 0.2)


def eagle(app: App) -> None:
    """Your Eagle asks: the rivals as chips, the animals to ask for."""
    match, move = seek(4, lambda m, a, e: "card_drawn" in kinds(e) and any(
        ev.kind == "card_drawn" and ev.public["card"] == "eagle" for ev in e), least=6)
    table = seated(app, match)
    table.perform(move)
    table.timeline.skip()
    frames(app, 0.3)


def choose(app: App) -> None:
    """The advanced set-up: the special cards on offer across the watering hole."""
    match, _move = seek(5, lambda m, a, e: a.kind == "choose", advanced=True)
    seated(app, match)
    frames(app, 0.3)


def results(app: App) -> None:
    """The end: each zoo with its triplets."""
    agent, rng = make_agent("bye_bye", "medium"), random.Random(4)
    match = Match.new("bye_bye", people(4), seed=4)
    while not match.is_over:
        match.apply(agent.choose(Observation.of(match.state.clone()), rng))
    table = seated(app, match)
    table.finished_shown = True
    app.stack.push(ResultsScene(app, match))
    app.stack.apply_pending()
    frames(app, 2.0)


MOMENTS: dict[str, Callable[[App], None]] = {
    "2p": table_at(2), "5p": table_at(5), "bye_bye": bye_bye, "mole": mole,
    "placement": placement, "eagle": eagle, "choose": choose, "results": results,
}


def main(argv: list[str]) -> None:
    lang = "de" if "--lang" in argv and argv[argv.index("--lang") + 1] == "de" else "en"
    args = [a for a in argv if not a.startswith("--") and a not in ("de", "en")]
    out = Path(args[0]) if args else Path("docs/screens")
    out.mkdir(parents=True, exist_ok=True)
    only = set(args[1:])
    for name, stage in MOMENTS.items():
        if only and name not in only:
            continue
        app = App(headless=True)
        i18n.set_language(lang)
        stage(app)
        suffix = "" if lang == "en" else f"_{lang}"
        path = out / f"bye_bye_{name}{suffix}.png"
        pygame.image.save(app.screen, str(path))
        print(path)
        app.leave_all()


if __name__ == "__main__":
    main(sys.argv[1:])
