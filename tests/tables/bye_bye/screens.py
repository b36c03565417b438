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

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("SHEEPFOLD_HOME", tempfile.mkdtemp(prefix="sheepfold-shots-"))

import pygame  # noqa: E402

from game.ai.base import Observation  # noqa: E402
from game.ai.levels import make_agent  # noqa: E402
from game.app import App  # noqa: E402
from game.match import Match  # noqa: E402
from game.rules.base import Action, Event  # noqa: E402
from game.saves import Seat  # noqa: E402
from game.scenes.results import ResultsScene  # noqa: E402
from game.scenes.tables import table_for  # noqa: E402
from game.tables.base import TableScene  # noqa: E402
from tests.tables.shots import save  # noqa: E402

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


def played_until(players: int, done: Callable[[Match], bool], seed: int = 3,
                 advanced: bool = False) -> Match:
    """A game the Medium AI plays for every seat until `done`."""
    agent = make_agent("bye_bye", "medium")
    for deal in range(seed, seed + 40):
        match = Match.new("bye_bye", people(players), seed=deal,
                          options={"advanced": "on" if advanced else "off"})
        rng = random.Random(deal)
        while not match.is_over and not done(match):
            match.apply(agent.choose(Observation.of(match.state.clone()), rng))
        if done(match):
            return match
    raise AssertionError("no such moment")


def white(app: App) -> None:
    """A rival drew your White Sheep: you may put an animal in your zoo, out of turn."""
    match = played_until(3, lambda m: m.state.phase == "white" and m.to_move == 0
                         and any(c.isdigit() for c in m.state.hands[0]), advanced=True)
    seated(app, match)
    frames(app, 0.3)


def in_flight(players: int, wanted: Wanted, seconds: float, advanced: bool = False,
              least: int = 6) -> Callable[[App], None]:
    """Your move `wanted`, caught `seconds` into its animation."""
    def stage(app: App) -> None:
        match, move = seek(players, wanted, advanced=advanced, least=least)
        table = seated(app, match)
        table.perform(move)
        frames(app, seconds)
    return stage


def drew(card: str) -> Wanted:
    return lambda m, a, e: any(ev.kind == "card_drawn" and ev.public["card"] == card
                               for ev in e) and len(e) > 1


def opening(app: App) -> None:
    """A new game opens with the deal, a round of cards at a time."""
    seated_open = table_for(app, Match.new("bye_bye", people(4), seed=3))
    app.stack.push(seated_open)
    app.stack.apply_pending()
    frames(app, 1.2)


def marks(app: App) -> None:
    """Five players with the colour-blind marks on: every seat a shape as well as a hue."""
    app.settings.colourblind_marks = True
    match, _move = seek(5, lambda m, a, e: a.kind == "draw" and grown(m), seed=5)
    seated(app, match)
    frames(app, 0.3)


def zoom(app: App) -> None:
    """The pointer rests on a card of your hand: the card large, what it does."""
    match, _move = seek(3, lambda m, a, e: a.kind == "draw" and grown(m))
    table = seated(app, match)
    hand = table.shown["hand"]
    x, y, w, h = table.board.hand_card(len(hand) - 1, len(hand))
    pos = (round(x + w / 2), round(y + h / 2))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0,) * 3))
    frames(app, 0.7)


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
    "white": white, "opening": opening, "colour_blind": marks, "zoom": zoom,
    "wolf": in_flight(3, lambda m, a, e: "wolf_scattered" in kinds(e), 0.9, advanced=True),
    "magpie": in_flight(3, lambda m, a, e: "magpie_stole" in kinds(e), 0.75, least=10),
    "eagle_asks": in_flight(3, lambda m, a, e: "eagle_asked" in kinds(e), 1.0, least=6),
    "mother": in_flight(3, drew("mother_sheep"), 0.9, advanced=True),
}


if __name__ == "__main__":
    save(sys.argv[1:], "bye_bye", MOMENTS)
