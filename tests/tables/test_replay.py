"""The replay viewer: the scrubber, Home/End, Play/Pause, speeds, steps, open hands, the log
in step with the position and a click on a log line, for every table."""

from __future__ import annotations

import random

import pygame
import pytest

from game import games
from game.ai.base import Observation
from game.ai.levels import make_agent
from game.app import App
from game.match import Match
from game.saves import Seat
from game.scenes.replay import AUTO_STEP, BOTTOM, ROW, SPEED_W, ReplayScene
from game.view.log import KEEP

GAMES = tuple(g.id for g in games.playable())
PEOPLE = [Seat("Ann"), Seat("Bo", "ai", "easy"), Seat("Cy", "ai", "easy")]


def seats_for(game: str, n: int) -> list[Seat]:
    """Ann and as many of Bo and Cy as make `n` players, within what the game allows."""
    spec = games.get(game).spec
    return PEOPLE[:min(max(n, spec.min_players), spec.max_players)]


def played(game: str, seats: list[Seat], seed: int, moves: int | None = None) -> Match:
    """A game played by Easy agents, to the end or for `moves` moves."""
    match = Match.new(game, seats, seed=seed)
    agents = [make_agent(game, "easy") for _ in seats]
    rng = random.Random(seed)
    while not match.is_over and (moves is None or len(match.steps) < moves):
        match.apply(agents[match.to_move].choose(Observation.of(match.state), rng))
    return match


def watch(app: App, match: Match) -> ReplayScene:
    scene = ReplayScene(app, match.data)
    app.stack.push(scene)
    app.stack.apply_pending()
    return scene


def key(app: App, k: int) -> None:
    app.stack.top.handle(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""))
    app.stack.apply_pending()


def mouse(app: App, kind: int, pos: tuple[int, int]) -> None:
    fields = {"pos": pos, "button": 1} if kind != pygame.MOUSEMOTION else {
        "pos": pos, "rel": (0, 0), "buttons": (1, 0, 0)}
    app.stack.top.handle(pygame.event.Event(kind, **fields))


def in_step(scene: ReplayScene) -> bool:
    """The position is that of the move shown, and the log tells exactly the moves so far
    (the latest of them, when a long game has more lines than the log keeps), under the
    line that opens every log (step -1)."""
    table = scene.table
    told = {line.step for line in table.log.told if line.step >= 0}  # (unfolded)
    kept = set(range(scene.index)) if len(table.log.lines) < KEEP else set(
        range(min(told, default=scene.index), scene.index))
    return (len(table.match.steps) == scene.index
            and told == kept and table.view == table.match.open_view(table.open_hands))


@pytest.mark.parametrize("game", GAMES)
def test_a_finished_game_shows_every_hand_face_up_throughout(app, game):
    seats = seats_for(game, 3)
    match = played(game, seats, 3)
    scene = watch(app, match)
    n = len(seats)
    assert scene.finished and scene.table.open_hands == tuple(range(n))
    for move in (0, 1, scene.total // 2, scene.total):
        scene.jump(move)
        view = scene.table.view
        for s in range(n):
            own = scene.table.match.view(s)
            assert view["hands"][s] == own.get("hand", view["hands"][s]), move
            spectator = scene.table.match.state.view(None)
            for key_, values in own.items():  # what only that seat knew (a Lucky Sheep) too
                other = spectator.get(key_)
                if isinstance(values, list) and isinstance(other, list) and len(values) == len(
                        other) == n and other[s] is None and all(
                        values[i] == other[i] for i in range(n) if i != s):
                    assert view[key_][s] == values[s], (move, key_)
    app.step(1 / 60)


@pytest.mark.parametrize("game", GAMES)
def test_an_unfinished_game_shows_only_the_players_hand(app, game):
    match = played(game, [Seat("Ann"), Seat("Bo", "ai", "easy")], 4, moves=12)
    scene = watch(app, match)
    assert not scene.finished and scene.table.open_hands == (0,)
    if "hand" in match.view(0):  # (Sheep Sheep has no hands)
        hands = scene.table.match.open_view((0,))["hands"]
        shown = scene.table.view["hands"]
        assert shown == hands and hands[0] == scene.table.match.view(0)["hand"]
        assert hands[1] is None
    hot_seat = played(game, [Seat("Ann"), Seat("Ben")], 4, moves=6)
    assert ReplayScene(app, hot_seat.data).table.open_hands == ()


@pytest.mark.parametrize("game", GAMES)
def test_steps_home_end_and_the_log_in_step(app, game):
    scene = watch(app, played(game, [Seat("Ann"), Seat("Bo", "ai", "easy")], 5))
    for _ in range(3):
        key(app, pygame.K_RIGHT)
    scene.table.timeline.skip()
    assert scene.index == 3 and in_step(scene)
    key(app, pygame.K_LEFT)
    assert scene.index == 2 and in_step(scene)
    key(app, pygame.K_END)
    assert scene.index == scene.total and in_step(scene) and scene.table.match.is_over
    key(app, pygame.K_HOME)
    assert scene.index == 0 and in_step(scene)
    assert scene.table.log.lines == scene.table.opening_lines()
    app.step(1 / 60)


def test_the_scrubber_jumps_to_any_move_and_a_drag_rebuilds_once_a_frame(app):
    scene = watch(app, played("black_sheep", [Seat("Ann"), Seat("Bo", "ai", "easy")], 6))
    track = scene.scrubber.track
    middle = (track.x + track.w // 2, track.centery)
    mouse(app, pygame.MOUSEBUTTONDOWN, middle)
    app.step(1 / 60)
    assert scene.index == round(scene.total / 2) and in_step(scene)
    rebuilt = []
    scene.jump = lambda move, jump=scene.jump: (rebuilt.append(move), jump(move))[1]
    for x in range(middle[0], track.right + 1, 3):  # many moves of the pointer in one frame
        mouse(app, pygame.MOUSEMOTION, (x, track.centery))
    mouse(app, pygame.MOUSEBUTTONUP, (track.right, track.centery))
    app.step(1 / 60)
    assert rebuilt == [scene.total] and scene.index == scene.total and in_step(scene)
    assert scene.scrubber.value == scene.total


def test_play_pause_and_the_speeds_scale_animation_and_pause(app):
    scene = watch(app, played("boom_bah", [Seat("Ann"), Seat("Bo", "ai", "easy")], 7))
    key(app, pygame.K_8)
    assert scene.speed == 8
    assert [s.chosen for s in scene.speeds] == [False] * 3 + [True]  # one button a speed
    key(app, pygame.K_SPACE)
    assert scene.playing
    app.step(1 / 60)
    assert scene.table.timeline.speed == 8 * app.settings.speed_factor
    seconds = 0.0
    while scene.index < 4:
        app.step(1 / 60)
        seconds += 1 / 60
    assert seconds < 4 * AUTO_STEP  # four moves, animations and pauses at 8x, in a second
    key(app, pygame.K_SPACE)
    at = scene.index
    for _ in range(240):
        app.step(1 / 60)
    assert not scene.playing and scene.index == at
    key(app, pygame.K_1)
    app.step(1 / 60)
    assert scene.table.timeline.speed == app.settings.speed_factor


def test_play_runs_to_the_end_and_starts_again(app):
    scene = watch(app, played("black_sheep", [Seat("Ann"), Seat("Bo", "ai", "easy")], 8))
    scene.jump(scene.total - 2)
    key(app, pygame.K_SPACE)
    for _ in range(2000):
        app.step(1 / 30)
        if not scene.playing:
            break
    assert scene.index == scene.total and not scene.playing
    key(app, pygame.K_SPACE)
    assert scene.index == 0 and scene.playing


def test_the_buttons_do_what_the_keys_do(app):
    scene = watch(app, played("black_sheep", [Seat("Ann"), Seat("Bo", "ai", "easy")], 9))
    start, back, play, forward, end = scene.symbols
    forward.activate()
    forward.activate()
    assert scene.index == 2
    back.activate()
    assert scene.index == 1
    end.activate()
    assert scene.index == scene.total
    start.activate()
    assert scene.index == 0
    play.activate()
    app.step(1 / 60)
    assert scene.playing and play.symbol == "pause"
    scene.speeds[1].activate()  # 2x
    assert scene.speed == 2


@pytest.mark.parametrize("game", GAMES)
def test_the_console_sits_at_the_foot_of_the_screen_with_the_same_speed_row(app, game):
    """At every table, with the most players: the console ends at the bottom of the screen,
    inside the table's free controls zone; its speeds are one row of four buttons, the same
    size at the same height everywhere; no two controls overlap."""
    most = games.get(game).spec.max_players
    seats = [Seat("Ann")] + [Seat(f"AI {i}", "ai", "easy") for i in range(1, most)]
    scene = watch(app, played(game, seats, 4, moves=6))
    zone = pygame.Rect(scene.table.layout["controls"].as_tuple())
    assert scene.console.bottom == BOTTOM >= 720 - 24
    assert zone.contains(scene.console)
    controls = scene.widgets.widgets
    assert all(scene.console.contains(w.rect) for w in controls)
    assert not any(a.rect.colliderect(b.rect) for i, a in enumerate(controls)
                   for b in controls[i + 1:])
    assert [s.label for s in scene.speeds] == ["1×", "2×", "4×", "8×"]  # the sign, not x
    assert min(s.label_size() for s in scene.speeds) >= 14  # not pressed down to 12 px
    assert {(s.rect.size, s.rect.bottom) for s in scene.speeds} == {((SPEED_W, ROW), BOTTOM)}
    xs = [s.rect.x for s in scene.speeds]
    assert xs == sorted(xs) and len(set(xs)) == 4  # side by side, in order


@pytest.mark.parametrize("game", GAMES)
def test_a_click_on_a_log_line_jumps_to_its_move(app, game):
    scene = watch(app, played(game, [Seat("Ann"), Seat("Bo", "ai", "easy")], 10))
    scene.jump(30)
    app.step(1 / 60)
    log = scene.table.log
    placed = list(log._placed())
    y, _row, i = placed[len(placed) // 2]
    line = log.lines[i]
    assert line.step < 29
    mouse(app, pygame.MOUSEBUTTONDOWN, (log.body.x + 20, y + 2))
    assert scene.index == line.step + 1 and in_step(scene)
    assert log.lines[-1].step == line.step


def test_escape_closes_the_viewer(app):
    scene = watch(app, played("black_sheep", [Seat("Ann"), Seat("Bo", "ai", "easy")], 11))
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is not scene


@pytest.mark.parametrize("game", GAMES)
def test_the_instruction_line_says_that_esc_closes_the_replay(app, game):
    """Esc closes a replay at every table (there is no menu to open), and the line says so."""
    from game.tables.black_sheep.draw import prompt as black_sheep
    from game.tables.boom_bah.words import prompt as boom_bah
    from game.tables.bye_bye.words import prompt as bye_bye
    from game.tables.sheep_sheep.words import prompt as sheep_sheep
    prompts = {"black_sheep": black_sheep, "boom_bah": boom_bah, "bye_bye": bye_bye,
               "sheep_sheep": sheep_sheep}
    scene = watch(app, played(game, [Seat("Ann"), Seat("Bo", "ai", "easy")], 2, moves=4))
    assert prompts[game](scene.table) == "Replay: Right/Left step through the moves, Esc closes"
