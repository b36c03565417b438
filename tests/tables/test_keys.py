"""One input model at every table (`game.tables.keys`): a hint puts the keyboard cursor on
its target, Enter confirms what is lit, Tab and the arrows visit legal targets only, Esc
steps back one level; a hint asked while the table moves waits for it to rest; and no key or
click at any moment (a deal, a flight, a blast, a hand-off) ever crashes a table."""

from __future__ import annotations

import random

import pygame
import pytest

from game import games
from game.ai.levels import make_agent
from game.match import Match
from game.rules import black_sheep, boom_bah
from game.saves import Seat
from game.scenes.crash import CrashScene
from game.scenes.handoff import HandoffScene
from game.scenes.pause import PauseScene
from game.scenes.results import ResultsScene
from game.scenes.tables import table_for
from game.tables.base import TableScene
from game.tables.black_sheep import draw as bs_draw
from game.tables.keys import STEPS
from tests.tables.moments import until_my_turn

GAMES = tuple(g.id for g in games.playable())
PATIENCE = 30.0  # seconds: only a bound for a broken run


def seated(app, game: str, seats: list[Seat], seed: int, hinter: str | None = "hard"
           ) -> TableScene:
    """A new game at its table; hints from Hard with a small fixed search (quick, and the
    same answer every time), or from another level where only the keys matter."""
    match = Match.new(game, seats, seed=seed)
    if hinter is not None:
        match.hinter = make_agent(game, hinter, **(
            {"hard_iterations": 4} if hinter == "hard" else {}))
    table = table_for(app, match)
    app.stack.push(table)
    app.stack.apply_pending()
    return table


def rivals(game: str, wanted: int) -> list[Seat]:
    """Ann and AI rivals: `wanted` seats where the game takes them."""
    spec = games.get(game).spec
    n = max(spec.min_players, min(wanted, spec.max_players))
    return [Seat("Ann")] + [Seat(f"AI {i}", "ai", "easy") for i in range(1, n)]


def press(app, key: int, mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=""))
    app.step(1 / 60)


def until_mine(app, table) -> bool:
    """Frames until the person decides (True) or the game is over (False)."""
    for _ in range(3000):
        if table.match.is_over:
            return False
        table.match.wait_for_ai(PATIENCE)
        app.step(1 / 60)
        table.timeline.skip()
        if table.my_turn:
            return True
    raise AssertionError("the game stalled")


def hint_on_show(app, table, frames: int = 3000) -> None:
    for _ in range(frames):
        table.match.wait_for_ai(PATIENCE)
        app.step(1 / 60)
        if table.hints.action is not None:
            return
    raise AssertionError("no hint came")


def assert_cursor_on_hint(table) -> None:
    """The cursor shows, on the target that makes the hinted move's next part, inside the
    hint's blue outline."""
    action = table.hints.action
    lit = table.lit()
    assert table.cursor.shown and lit is not None, f"the cursor is not on the hint {action}"
    assert lit.key == table.hint_focus(action)
    assert any(mark.colliderect(lit.rect) for mark in table.hints.outline()), (
        f"the cursor {lit.key} lies outside the hint's outline for {action}")


# -- the crash: a hint asked while the cards are still being dealt -----------------------------

@pytest.mark.parametrize("players", [2, 3])
@pytest.mark.parametrize("game", GAMES)
def test_a_hint_asked_during_the_deal_waits_for_it_and_lands_on_its_target(app, game, players):
    table = seated(app, game, rivals(game, players), seed=11)
    app.step(1 / 60)
    assert table.animating, "the table opens with a deal"
    press(app, pygame.K_h)
    if table.match.to_move == table.viewer:  # asked at once; shown once the deal is over
        while table.animating:
            table.match.wait_for_ai(PATIENCE)
            app.step(1 / 60)
            if not table.animating:
                break
            assert table.hints.action is None  # never points into a moving hand
            assert table.hints.line() in ("Looking for a hint…",
                                          "Hint coming as soon as the table is still…")
    assert until_my_turn(app, table, 3000, PATIENCE)
    if table.hints.action is None:
        press(app, pygame.K_h)
    hint_on_show(app, table)
    assert not isinstance(app.stack.top, CrashScene)
    assert_cursor_on_hint(table)
    action = table.hints.action
    if isinstance(action, black_sheep.PlayCards):  # the outline round the cards it plays
        hand = table.shown["hand"]
        assert sorted(hand[i] for i in table.selected) == sorted(action.cards)
        for i in table.selected:
            assert bs_draw.card_rect(table, i) in table.hints.marks


def test_the_reported_four_player_game_survives_h_during_the_deal(app):
    seats = [Seat("Ann"), Seat("M", "ai", "medium"), Seat("E", "ai", "easy"),
             Seat("H", "ai", "hard")]
    table = seated(app, "black_sheep", seats, seed=410273433)
    app.step(1 / 60)
    press(app, pygame.K_h)
    for _ in range(600):
        table.match.wait_for_ai(PATIENCE)
        app.step(1 / 60)
        assert not isinstance(app.stack.top, CrashScene)
        if table.hints.action is not None:
            break
    assert_cursor_on_hint(table)


# -- H, Enter: the same scripted keyboard run plays a whole game at every table -------------------

SHORT = {"black_sheep": 3, "boom_bah": 1, "bye_bye": 2, "sheep_sheep": 1}
"""Seeds that give shortish games against Easy."""


@pytest.mark.slow
@pytest.mark.parametrize("game", GAMES)
def test_h_then_enter_again_and_again_plays_a_whole_game(app, game):
    app.settings.animation_speed = "instant"
    table = seated(app, game, rivals(game, 2), seed=SHORT[game], hinter="medium")
    presses = 0
    for _ in range(4000):
        if not until_mine(app, table):
            break
        if table.hints.action is None:
            press(app, pygame.K_h)
            hint_on_show(app, table)
        assert_cursor_on_hint(table)
        press(app, pygame.K_RETURN)
        presses += 1
    assert table.match.is_over, f"not over after {presses} presses of Enter"
    for _ in range(30):
        app.step(1 / 60)
    assert isinstance(app.stack.top, ResultsScene)


# -- the model at each table ---------------------------------------------------------------------

@pytest.mark.parametrize("game", GAMES)
def test_tab_and_the_arrows_visit_only_legal_targets(app, game):
    table = seated(app, game, rivals(game, 2), seed=5, hinter=None)
    assert until_my_turn(app, table, 3000, PATIENCE)
    rng = random.Random(1)
    for _ in range(40):
        press(app, rng.choice(list(STEPS)), rng.choice([0, pygame.KMOD_SHIFT]))
        lit = table.lit()
        assert lit is not None and table.cursor.shown
        assert lit.key in [t.key for t in table.targets()]
    press(app, pygame.K_RETURN)  # whatever is lit is a legal pick: no refusal is said
    assert not table.message


def test_sheep_sheep_tab_never_stops_on_a_cell_that_cannot_be_used(app):
    table = seated(app, "sheep_sheep", rivals("sheep_sheep", 2), seed=5, hinter=None)
    assert until_my_turn(app, table, 3000, PATIENCE)
    press(app, pygame.K_TAB)
    seen = set()
    for _ in range(20):
        seen.add(table.lit().key)
        press(app, pygame.K_TAB)
    assert not any(kind == "cell" for kind, _n in seen)  # nothing picked: no cell is usable
    press(app, pygame.K_1)
    cells = set(table.cell_targets())
    for _ in range(20):
        press(app, pygame.K_TAB)
        kind, n = table.lit().key
        assert kind != "cell" or n in cells


@pytest.mark.parametrize("game", GAMES)
def test_esc_steps_back_one_level_then_pauses(app, game):
    table = seated(app, game, rivals(game, 2), seed=5, hinter=None)
    for _ in range(100):  # on to a decision that starts with a card of your hand
        assert until_my_turn(app, table, 3000, PATIENCE)
        cards = [t for t in table.targets() if t.key[0] in ("card", "hand")]
        if cards and game != "bye_bye" or table.view["phase"] == "place":
            break
        table.perform(table.match.legal_actions()[0])
    before, steps = [t.key for t in table.targets()], len(table.match.steps)
    cards[0].act()
    assert len(table.match.steps) == steps and [t.key for t in table.targets()] != before
    press(app, pygame.K_ESCAPE)  # the card goes back
    assert app.stack.top is table and [t.key for t in table.targets()] == before
    press(app, pygame.K_ESCAPE)  # nothing more to step back from: the pause menu
    assert isinstance(app.stack.top, PauseScene)


def test_boom_bah_enter_plays_the_hinted_card_and_tab_follows_the_glow(app):
    """The defect: Enter ignored the hint and Tab went to the first sheep while the glow
    stayed elsewhere."""
    table = seated(app, "boom_bah", rivals("boom_bah", 2), seed=3)
    for _ in range(200):
        assert until_my_turn(app, table, 3000, PATIENCE)
        press(app, pygame.K_h)
        hint_on_show(app, table)
        assert_cursor_on_hint(table)
        if isinstance(table.hints.action, boom_bah.Play | boom_bah.Move):
            action, steps = table.hints.action, len(table.match.steps)
            while len(table.match.steps) == steps:
                press(app, pygame.K_RETURN)
                if len(table.match.steps) == steps:
                    assert_cursor_on_hint(table)
            assert table.match.steps[steps].action == action
            return
        press(app, pygame.K_RETURN)
    raise AssertionError("no move or card was hinted")


# -- key mashing: random keys and clicks at every moment, in every game -----------------------------

KEYS = ([getattr(pygame, f"K_{n}") for n in range(10)]
        + [getattr(pygame, f"K_{c}") for c in "abcdefhknpsuyz"]
        + [pygame.K_TAB, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN,
           pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_ESCAPE,
           pygame.K_HOME, pygame.K_END, pygame.K_BACKSPACE, pygame.K_F1, pygame.K_SLASH])


def mash(app, rng: random.Random) -> None:
    """One random key (sometimes with Shift or Ctrl) or click or pointer move."""
    roll = rng.random()
    if roll < 0.5:
        mod = rng.choice([0, 0, 0, pygame.KMOD_SHIFT, pygame.KMOD_CTRL])
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=rng.choice(KEYS), mod=mod,
                                             unicode=""))
        return
    pos = (rng.randrange(1280), rng.randrange(720))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=()))
    if roll < 0.85:
        button = rng.choice([1, 1, 1, 3])
        for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            pygame.event.post(pygame.event.Event(kind, pos=pos, button=button))


# Two people at one screen: the mashing meets deals, flights, explosions, AI-free turns and
# every hand-off; tables against the AI are mashed by tests/scenes/test_monkey.py.
@pytest.mark.slow
@pytest.mark.parametrize("game", GAMES)
def test_key_mashing_never_crashes_a_table(app, game):
    table = seated(app, game, [Seat("Ann"), Seat("Bo")], seed=7, hinter="medium")
    rng = random.Random(f"{game}True")
    moments: set[str] = set()
    for frame in range(1200 if game == "boom_bah" else 600):  # Boom-Bah: till a mine
        top = app.stack.top
        assert not isinstance(top, CrashScene), "the crash screen"
        if isinstance(top, ResultsScene) or table.match.is_over:
            break
        if isinstance(top, PauseScene) or top is not table and not isinstance(top, HandoffScene):
            press(app, pygame.K_ESCAPE)  # back to the table
            continue
        if isinstance(top, HandoffScene):
            moments.add("hand-off")
        elif table.animating:
            moments.add("animation")
        if rng.random() < 0.6:
            mash(app, rng)
        elif table.my_turn and rng.random() < 0.1:  # a move now and then, so the game goes on
            table.perform(rng.choice(table.match.legal_actions()))
        if frame % 50 == 0 and table.animating and table.viewer is not None:
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0,
                                                 unicode=""))
        table.match.wait_for_ai(PATIENCE)
        app.step(1 / 60)
        if table.match.steps:
            moments.update(e.kind for e in table.match.steps[-1].events)
    assert not isinstance(app.stack.top, CrashScene)
    assert "animation" in moments and "hand-off" in moments
    assert game != "boom_bah" or moments & {"mine_exploded", "mine_defused"}
