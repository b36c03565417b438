"""A real window on a real (virtual) X server: the game as a player meets it.

Xvfb gives a 1280x720 screen, so the window's pixels are the logical canvas's. xdotool clicks
hand cards and fields the way a player would; the moves to make are worked out from the
autosave itself (replayed here), and each must show up in the autosave. Screenshots of the
window go to /tmp. Finally SIGTERM (which SDL turns into a window close) must end the game
cleanly, leaving an autosave that loads.

Needs `Xvfb` and `xdotool` (apt-get install -y xvfb xdotool); skipped without them.
"""

from __future__ import annotations

import os
import shutil
import signal
import struct
import subprocess
import sys
import time
from pathlib import Path

import pygame
import pytest

from game import levels
from game.match import Match
from game.rules.black_sheep.actions import Discard, KeepHand, Pass, PlayCards
from game.saves import SaveError
from game.tables.black_sheep.board import Board

pytestmark = [
    pytest.mark.xvfb,
    pytest.mark.skipif(not (shutil.which("Xvfb") and shutil.which("xdotool")),
                       reason="needs Xvfb and xdotool"),
]

ROOT = Path(__file__).resolve().parents[1]
SHOTS = Path("/tmp")
HUMAN_MOVES = 4
PATIENCE = 30.0  # seconds: generous bounds, only so a broken run fails instead of hanging


def free_display() -> int:
    for n in range(99, 140):
        if not (Path(f"/tmp/.X11-unix/X{n}").exists() or Path(f"/tmp/.X{n}-lock").exists()):
            return n
    pytest.skip("no free X display number")


def wait_for(what: str, check, process: subprocess.Popen | None = None):
    deadline = time.monotonic() + PATIENCE
    while True:
        found = check()
        if found:
            return found
        if process is not None and process.poll() is not None:
            pytest.fail(f"the game ended while waiting for {what}: {process.stderr.read()}")
        if time.monotonic() > deadline:
            pytest.fail(f"gave up waiting for {what}")
        time.sleep(0.05)


def screenshot(display: str, name: str) -> Path:
    """The whole X screen as PNG, read from `xwd` (no ImageMagick needed)."""
    raw = subprocess.run(["xwd", "-root", "-silent", "-display", display], check=True,
                         capture_output=True, timeout=PATIENCE).stdout
    header = struct.unpack(">25I", raw[:100])
    size, width, height, bits, line, colours = (header[0], header[4], header[5], header[11],
                                                header[12], header[19])
    assert bits == 32, f"expected a 32-bit screen, got {bits}"
    start = size + colours * 12
    rows = bytearray(b"".join(raw[start + y * line:start + y * line + width * 4]
                              for y in range(height)))
    rows[3::4] = b"\xff" * (width * height)  # the unused fourth byte: make it opaque
    image = pygame.image.frombuffer(bytes(rows), (width, height), "BGRA")
    path = SHOTS / f"sheepfold_real_window_{name}.png"
    pygame.image.save(image, str(path))
    return path


class Player:
    """Moves the real mouse over the game's window."""

    def __init__(self, display: str, window: str) -> None:
        self.env = {**os.environ, "DISPLAY": display}
        self.window = window

    def xdotool(self, *args: str) -> str:
        return subprocess.run(["xdotool", *args], env=self.env, check=True, text=True,
                              capture_output=True, timeout=PATIENCE).stdout

    def click(self, x: float, y: float, button: int = 1) -> None:
        self.xdotool("mousemove", "--window", self.window, str(round(x)), str(round(y)),
                     "click", str(button))
        time.sleep(0.12)  # a few frames, so each click is its own event

    def key(self, name: str) -> None:
        self.xdotool("key", "--window", self.window, name)
        time.sleep(0.12)


def saved(autosave: Path) -> Match | None:
    try:
        return Match.load(autosave)
    except SaveError:
        return None


def play_one_move(player: Player, match: Match, layout: levels.Layout) -> None:
    """Click what a player would click for the first legal decision of seat 0."""
    legal = match.legal_actions()
    player.click(640, 360, button=3)  # a right click: skips any animation, does nothing else
    board = Board(layout, len(match.seats), 0)
    hand = match.view(0)["hand"]
    play = next((a for a in legal if isinstance(a, PlayCards)), None)
    if any(isinstance(a, KeepHand | Discard) for a in legal):
        player.key("k")  # keep the hand
    elif play is None:
        assert any(isinstance(a, Pass) for a in legal)
        player.key("Return")
    else:
        free = list(range(len(hand)))
        for card in play.cards:
            i = next(i for i in free if hand[i] == card)
            free.remove(i)
            x, y, w, h = board.hand_card(i, len(hand))
            player.click(x + w / 2, y + h / 2)
        x, y, w, h = layout[f"field_{play.field}"].as_tuple()
        player.click(x + w / 2, y + h / 2)


def test_a_real_window_plays_and_closes_cleanly(tmp_path):
    number = free_display()
    display = f":{number}"
    xvfb = subprocess.Popen(["Xvfb", display, "-screen", "0", "1280x720x24", "-nolisten", "tcp"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    game = None
    try:
        wait_for("the X server", lambda: Path(f"/tmp/.X11-unix/X{number}").exists(), xvfb)
        home = tmp_path / "home"
        env = {k: v for k, v in os.environ.items() if not k.startswith("SDL_VIDEO")}
        env.update(DISPLAY=display, SHEEPFOLD_HOME=str(home), SDL_AUDIODRIVER="dummy",
                   PYGAME_HIDE_SUPPORT_PROMPT="1")
        game = subprocess.Popen([sys.executable, "-m", "game", "--game", "black_sheep",
                                 "--seats", "human,ai:easy", "--seed", "3"], cwd=ROOT, env=env,
                                stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        player = Player(display, "")
        # By process: this xdotool's --name cannot read the UTF-8 title SDL sets. The process
        # may own more than one X window (SDL's helpers, nameless): take the one named.
        def named_window() -> str | None:
            found = subprocess.run(["xdotool", "search", "--pid", str(game.pid)],
                                   env=player.env, capture_output=True, text=True).stdout.split()
            for window in found:
                name = subprocess.run(["xdotool", "getwindowname", window], env=player.env,
                                      capture_output=True, text=True)
                if name.returncode == 0 and name.stdout.strip() == "Sheepfold":
                    return window
            return None

        player.window = wait_for("the window", named_window, game)
        window = player.window
        geometry = player.xdotool("getwindowgeometry", window)
        assert "1280x720" in geometry, geometry
        autosave = wait_for("the game's save file",  # one file per game, under saves/
                            lambda: next((home / "saves").glob("*.json"), None), game)
        layout = levels.load("black_sheep", 2)
        wait_for("the first autosave", lambda: saved(autosave), game)
        for move in range(HUMAN_MOVES):
            match = wait_for("the human's turn",
                             lambda: (m := saved(autosave)) and m.to_move == 0 and m, game)
            if move == 1:
                time.sleep(0.3)
                assert screenshot(display, "table").stat().st_size > 10_000
            before = len(match.data.actions)
            play_one_move(player, match, layout)
            wait_for(f"human move {move + 1} in the autosave",
                     lambda b=before: (m := saved(autosave)) and len(m.data.actions) > b, game)
        player.key("Escape")  # the pause menu over the table
        time.sleep(0.5)
        screenshot(display, "pause")
        played = len(saved(autosave).data.actions)
        assert played >= HUMAN_MOVES * 2 - 1
        game.send_signal(signal.SIGTERM)  # ends as Ctrl+C does, saved, with 128 + 15 (game.shutdown)
        assert game.wait(timeout=PATIENCE) == 143
        assert "Traceback" not in game.stderr.read()
        assert len(Match.load(autosave).data.actions) == played
    finally:
        for process in (game, xvfb):
            if process is not None and process.poll() is None:
                process.kill()
                process.wait()
