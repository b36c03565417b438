"""The monkey: thousands of frames of random input over every screen, headless and seeded.

Clicks (half of them aimed at something clickable), drags, wheel turns, key presses (Esc,
Enter, Tab, arrows, digits, letters, F11, Ctrl+Z), typing and window resizes. Nothing may
escape: the crash handler must never be needed, and the scene stack never empties; choosing
Quit ends the run, after which the monkey starts again at the title. Runs start at the title
(with and without a game to continue) and at tables: Black Sheep with one human and two AIs,
hot seat, a few moves before the end (so the results come up), and Sheep-Boom-Bah.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pygame
import pytest

from game.app import App
from game.match import Match, autosave_path
from game.saves import SaveData, Seat
from game.scenes.crash import CrashScene
from game.scenes.tables import table_for
from game.scenes.title import TitleScene
from game.view import assets
from game.view.stack import Scene

WIDTH, HEIGHT = 1280, 720
KEYS = [pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB, pygame.K_SPACE,
        pygame.K_BACKSPACE, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN,
        pygame.K_F11, pygame.K_HOME, pygame.K_END, *range(pygame.K_0, pygame.K_9 + 1),
        *range(pygame.K_a, pygame.K_z + 1)]
RARE_KEYS = {pygame.K_ESCAPE, pygame.K_F11, pygame.K_p}  # so the monkey stays a while
SIZES = [(640, 360), (1280, 720), (1920, 1080), (800, 900), (300, 200), (1, 1)]


class Crashed(AssertionError):
    pass


def targets(scene: Scene) -> list[tuple[int, int]]:
    """Centres of whatever the top scene offers to click: widgets, buttons, table zones."""
    rects: list[Any] = []
    group = getattr(scene, "widgets", None)
    rects += [w.rect for w in getattr(group, "widgets", [])]
    buttons = getattr(scene, "buttons", {})  # a lesson's are a method: what the step offers
    rects += [b.rect for b in (buttons() if callable(buttons) else buttons.values())]
    zones = getattr(getattr(scene, "layout", None), "zones", {})
    rects += [pygame.Rect(zone.as_tuple()) for zone in zones.values()]
    rects += [pygame.Rect(z.as_tuple()) for n, z in zones.items() if n.startswith("field")] * 4
    board = getattr(scene, "board", None)
    shown = getattr(scene, "shown", None)  # a table's view (History's `shown` is a list)
    hand = (shown.get("hand") if isinstance(shown, dict) else None) or []
    if hasattr(board, "hand_card"):  # a table's hand cards and fields: where play happens
        rects += [pygame.Rect(board.hand_card(i, len(hand))) for i in range(len(hand))] * 6
    return [r.center for r in rects if r.width > 0 and r.height > 0]


class Monkey:
    def __init__(self, app: App, seed: int) -> None:
        self.app = app
        self.rng = random.Random(seed)
        self.held = False
        self.seen: Counter[str] = Counter()
        self.quits = 0

    def point(self) -> tuple[int, int]:
        spots = targets(self.app.stack.top) if self.app.stack.top else []
        if spots and self.rng.random() < 0.5:
            x, y = self.rng.choice(spots)
            return x + self.rng.randint(-6, 6), y + self.rng.randint(-6, 6)
        return self.rng.randint(-20, WIDTH + 20), self.rng.randint(-20, HEIGHT + 20)

    def event(self) -> pygame.event.Event:
        rng, roll = self.rng, self.rng.random()
        if roll < 0.30:
            return pygame.event.Event(pygame.MOUSEMOTION, pos=self.point(), rel=(1, 1),
                                      buttons=(int(self.held), 0, 0))
        if roll < 0.55:
            self.held = not self.held
            kind = pygame.MOUSEBUTTONDOWN if self.held else pygame.MOUSEBUTTONUP
            return pygame.event.Event(kind, pos=self.point(), button=rng.choice([1, 1, 1, 2, 3]))
        if roll < 0.62:
            y = rng.choice([-3, -1, 1, 2])
            return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False,
                                      precise_x=0.0, precise_y=float(y))
        if roll < 0.93:
            key = rng.choice(KEYS)
            if key in RARE_KEYS and rng.random() < 0.9:
                key = pygame.K_TAB
            mod = pygame.KMOD_CTRL if rng.random() < 0.05 else 0
            kind = pygame.KEYDOWN if rng.random() < 0.85 else pygame.KEYUP
            char = chr(key) if 32 <= key < 127 else ("\r" if key == pygame.K_RETURN else "")
            return pygame.event.Event(kind, key=key, mod=mod, unicode=char, scancode=0)
        if roll < 0.97:
            return pygame.event.Event(pygame.TEXTINPUT, text=rng.choice(["a", "Z", "é", "7", " "]))
        w, h = rng.choice(SIZES)
        if rng.random() < 0.5:
            return pygame.event.Event(pygame.VIDEORESIZE, size=(w, h), w=w, h=h)
        return pygame.event.Event(pygame.WINDOWRESIZED, x=w, y=h, window=None)

    def run(self, first: Scene, frames: int) -> None:
        app = self.app
        app.stack.push(first)
        app.stack.apply_pending()
        for _ in range(frames):
            for _ in range(self.rng.choice([0, 0, 1, 1, 2, 3])):
                pygame.event.post(self.event())
            app.step(1 / 60)  # an exception here fails the test, as it should
            scenes = app.stack.scenes
            assert scenes or not app.running, "the scene stack emptied"
            assert not any(isinstance(s, CrashScene) for s in scenes)
            self.seen.update(type(s).__name__ for s in scenes[-1:])
            if not app.running:  # Quit was chosen: start again at the title
                assert scenes, "the scene stack emptied without Quit"
                self.quits += 1
                app.running = True
                app.stack.reset(TitleScene(app))
                app.stack.apply_pending()
        for scene in reversed(app.stack.scenes):
            scene.leave()
        app.stack.scenes.clear()


@pytest.fixture
def app(monkeypatch):
    def crash(self, err):
        raise Crashed(f"the crash handler was called: {err!r}") from err

    monkeypatch.setattr(App, "crash", crash)
    app = App(headless=True)
    yield app
    pygame.quit()
    assets.clear_cache()  # fonts made for this display must not reach later tests


@pytest.mark.slow
def test_monkey_from_the_title(app):
    monkey = Monkey(app, seed=1)
    monkey.run(TitleScene(app), frames=1500)
    print("monkey from the title:", dict(monkey.seen), "quits:", monkey.quits)
    assert len(monkey.seen) >= 3, monkey.seen


@pytest.mark.slow
def test_monkey_from_the_title_with_a_game_to_continue(app):
    match = Match.new("black_sheep", [Seat("You"), Seat("Dolly", "ai", "easy")], 8,
                      autosave=autosave_path())
    match.close()
    monkey = Monkey(app, seed=2)
    monkey.run(TitleScene(app), frames=800)
    assert len(monkey.seen) >= 2, monkey.seen


def near_the_end(seats: list[Seat], seed: int, left: int) -> Match:
    """A match `left` moves before the end of a random game (so the results come up)."""
    rng, match = random.Random(seed), Match.new("black_sheep", seats, seed)
    while not match.is_over:
        match.apply(rng.choice(match.legal_actions()))
    data = match.data
    return Match(SaveData(data.game, data.options, data.seed, data.seats, data.actions[:-left]),
                 autosave=autosave_path())


@pytest.mark.parametrize(("game", "seats", "seed", "left"), [
    ("black_sheep", [Seat("You"), Seat("Dolly", "ai", "easy"), Seat("Shaun", "ai", "easy")], 3,
     None),
    ("black_sheep", [Seat("You"), Seat("Dolly", "ai", "easy"), Seat("Shaun", "ai", "easy")], 5,
     4),
    ("boom_bah", [Seat("You"), Seat("Dolly", "ai", "easy")], 6, None),
], ids=["one-human-two-ai", "near-the-end", "boom-bah"])  # hot seat: test_keys.py
@pytest.mark.slow
def test_monkey_at_a_table(app, game, seats, seed, left):
    match = (near_the_end(seats, seed, left) if left else
             Match.new(game, seats, seed, autosave=autosave_path()))
    monkey = Monkey(app, seed=seed)
    monkey.run(table_for(app, match), frames=700)
    print("monkey at the table:", dict(monkey.seen), "quits:", monkey.quits,
          "moves:", len(match.data.actions))


def test_two_escapes_in_one_frame_close_one_screen_each(app):
    """Found by the monkey: both presses went to the rules screen, which popped twice and
    took the title with it, so the window closed."""
    from game.scenes.rules_scene import RulesScene

    app.stack.push(TitleScene(app))
    app.stack.push(RulesScene(app))
    app.stack.apply_pending()
    for _ in range(2):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0,
                                             unicode="\x1b", scancode=0))
    app.step(1 / 60)
    assert [type(s) for s in app.stack.scenes] == [TitleScene] and app.running
