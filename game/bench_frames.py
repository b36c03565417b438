"""`sheepfold bench frames`: time the table's frames headless at 1280x720 (or `--size`).

Two scripted runs per game:
- `animating`: an all-AI table at 1x with no pause between moves, so something is always
  moving; frames are timed only while the timeline runs, plus the heaviest moment the game's
  table can stage (`heavy_move()`, e.g. field scoring with hops and dust, or an explosion in
  a bump chain).
- `ai_thinking`: a Hard AI thinks in its worker process while the table keeps drawing; the
  frame rate the main loop could hold is 1 / frame time (headless there is no vsync wait).

Each table opens over another screen, as a player opens it: its first frame, the slowest
(rasters, a settling collection), is drawn behind the last screen and reported apart as
`first_paint_behind_the_last_screen_ms`; the series time the frames a player sees.
Every series also counts its frames over 16.7 ms (a frame a 60 Hz screen misses) and names
its three worst frames with what happened in them: rasters made (SVG art, text, cards), a
garbage collection, the last screen fading off the table. Under `cpu` each series gives the
same figures in the CPU time of the window's thread, which a busy shared machine inflates
far less than wall time.
"""

from __future__ import annotations

import gc
import time
from collections.abc import Callable
from typing import Any

from game import games
from game.match import Match
from game.saves import Seat
from game.view import layers
from game.view.stack import Scene

FRAME = 1 / 60
MISSED = 1 / 60 * 1000  # ms: a frame longer than this misses a 60 Hz screen's refresh


class Frame(float):
    """A frame's time in seconds, with what happened in it (`what`) and the CPU time the
    window's thread spent on it (`cpu`, seconds)."""

    what: list[str]
    cpu: float


def _rasters() -> int:
    """Rasters made so far: SVG art, tinted art, and text (the caches' misses)."""
    from game.view import assets

    return sum(f.cache_info().misses for f in (assets._svg, assets._tinted, assets._rendered))


def _timed_frames(app, count: int, keep: Callable[[], bool]) -> list[Frame]:
    samples: list[Frame] = []
    collections: list[int] = []

    def collected(phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            collections.append(info["generation"])

    gc.callbacks.append(collected)
    try:
        for _ in range(count):
            collections.clear()
            made = _rasters()
            start, cpu = time.perf_counter(), time.thread_time()
            app.step(FRAME)
            frame = Frame(time.perf_counter() - start)
            frame.cpu = time.thread_time() - cpu
            frame.what = ([f"{_rasters() - made} rasters made"] if _rasters() > made else []) + \
                [f"a collection (generation {g})" for g in collections] + \
                (["the last screen fading"] if app.curtain is not None else [])
            if keep():
                samples.append(frame)
    finally:
        gc.callbacks.remove(collected)
    return samples


def missed(samples: list[Frame]) -> dict[str, Any]:
    """How many frames missed 16.7 ms, and the three worst with what was drawn in them."""
    worst = sorted(samples, reverse=True)[:3]
    return {"over_16_7_ms": sum(s * 1000 > MISSED for s in samples),
            "worst": [{"ms": round(s * 1000, 2), "cpu_ms": round(s.cpu * 1000, 2),
                       "what": ", ".join(s.what) or "drawing"} for s in worst]}


def cpu(samples: list[Frame], percentiles: Callable[[list[float]], dict]) -> dict[str, Any]:
    """The same figures in the CPU time of the window's thread: on a shared machine a frame
    also waits for a core (wall time), which these leave out, so they repeat under load."""
    times = [s.cpu for s in samples]
    return {**percentiles(times), "over_16_7_ms": sum(t * 1000 > MISSED for t in times)}


CHAIN_INTO_A_MINE = """
#0 #0 #0 #1 #1 #1 #2
#2 S. S. d. s. S. #2
#3 S. m. s. s. S. #3
#0 S1 S2 S3 S0 m. #.
#3 S. s. s. a. s. #1
#. S. s. s. b. c. #.
#3 #2 #1 #0 #2 #3 #.
"""


def stage_chain_explosion(table):
    """Sheep-Boom-Bah's worst case: 24 sheep on the board, a sheep from a4 bumps a chain of
    four along row 4, and the last one lands on a face-down mine at f4 (the move, to
    perform once the position is on screen)."""
    from game.rules.boom_bah import board
    from game.rules.boom_bah.actions import Move
    from game.rules.boom_bah.diagram import position

    table.timeline.skip()
    table.match.state = position(CHAIN_INTO_A_MINE, players=4, hands=[[], [], [], []],
                                 turn=0, actions_left=2)
    table.refresh_view()
    table.sync()
    return Move(board.cell("a4"), board.cell("b4"))


STAGES = {"boom_bah": stage_chain_explosion}


class _LastScreen(Scene):
    """A plain opaque screen standing for the one a player leaves to sit down at a table."""

    def draw(self, surface) -> None:
        surface.fill((40, 70, 40))


def _sit_down(app, table) -> float:
    """Open `table` over the last screen and time its first frame, which a player does not
    see as a frame of the table: the last screen stays up over it (`game.view.curtain`).
    Every frame after it is timed as the table's."""
    app.stack.reset(table)
    app.stack.apply_pending()
    start = time.perf_counter()
    app.step(FRAME)
    return time.perf_counter() - start


def run_frame_bench(game_id: str, percentiles: Callable[[list[float]], dict],
                    size: tuple[int, int] | None = None) -> dict[str, Any]:
    from game.app import App
    from game.scenes.tables import table_for
    from game.tables import base as table_module

    game = games.get(game_id)
    if not game.playable:
        return {"game": game_id, "error": "this game has no table yet"}
    spec = game.spec
    players = spec.max_players
    app = App(headless=True, size=size)
    layers.spread(True)  # as a window does
    table_module.AI_PAUSE = 0.0
    seats = [Seat(f"AI {i + 1}", "ai", "easy") for i in range(players)]
    app.stack.push(_LastScreen(app))  # the screen a player left (the new-game screen)
    app.stack.apply_pending()
    app.step(FRAME)
    table = table_for(app, Match.new(game_id, seats, seed=7))
    first_paint = [_sit_down(app, table)]
    animating = _timed_frames(app, 1800, lambda: table.animating)
    heavy: list[float] = []
    if table.heavy_event is not None:
        for seed in range(3):
            move = table.heavy_move(seed)
            if move is None:
                continue
            app.step(FRAME)  # the position before the move, as a player has it on screen
            table.perform(move)
            heavy += _timed_frames(app, 120, lambda: True)
    staged: list[float] = []
    if game_id in STAGES:
        for _ in range(3):
            move = STAGES[game_id](table)
            app.step(FRAME)
            table.perform(move)
            staged += _timed_frames(app, 150, lambda: True)
    thinking_seats = [Seat("Hard", "ai", "hard")] + seats[1:]
    thinker = table_for(app, Match.new(game_id, thinking_seats, seed=8))
    first_paint.append(_sit_down(app, thinker))
    thinker.match.think()
    during = _timed_frames(app, 240, lambda: thinker.match.thinking)
    series = {"animating": animating, "heaviest_moment": heavy, "staged_worst_case": staged,
              "ai_thinking": during}
    out: dict[str, Any] = {"game": game_id, "players": players,
                           "size": list(app.display.get_size())}
    for name, samples in series.items():
        out[name] = ({**percentiles(samples), **missed(samples),
                      "cpu": cpu(samples, percentiles)} if samples else {})
    out["first_paint_behind_the_last_screen_ms"] = [round(t * 1000, 1) for t in first_paint]
    out["budget"] = {"p99_ms": 8.0, "over_16_7_ms": 0, "fps_while_thinking": 55}
    if during:
        ordered = sorted(during)
        out["ai_thinking"]["fps_capacity_p95"] = round(
            1 / max(ordered[int(0.95 * (len(ordered) - 1))], 1e-6), 1)
    for scene in reversed(app.stack.scenes):
        scene.leave()
    return out
