"""Crisp at any size: every screen is laid out in units and drawn in the window's own pixels.

The checks: only `game.view.canvas` and `game.view.ink` touch raw pixels; art and text are
rasterized at the real size (twice the pixels at 2560x1440); mouse positions arrive in units,
letterboxed windows included; resizing and F11 lay the screen out again; `--size` is checked
like every other argument.
"""

from __future__ import annotations

import ast
import os
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.__main__ import main  # noqa: E402
from game.app import App  # noqa: E402
from game.scenes.title import TitleScene  # noqa: E402
from game.view import assets, canvas, ink  # noqa: E402

GAME = Path(__file__).resolve().parents[1] / "game"
RAW_PIXELS = {GAME / "view" / "canvas.py", GAME / "view" / "ink.py"}


def raw_calls(path: Path) -> list[str]:
    """`pygame.draw.*`, `pygame.transform.*` and `pygame.Surface(...)` calls in a module."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.Call):
            continue
        name = ast.unparse(node.func)
        if name.startswith(("pygame.draw.", "pygame.transform.")) or name == "pygame.Surface":
            found.append(f"{path.relative_to(GAME.parent)}:{node.lineno} {name}")
    return found


def test_only_the_canvas_touches_raw_pixels():
    """A raw pygame.draw call on the screen would draw at 1 pixel per unit: in the top left
    quarter of a 2560x1440 window. (The art loader rasterizes SVGs itself.)"""
    allowed = {"game/view/assets.py:pygame.Surface"}
    found = [c for p in sorted(GAME.rglob("*.py")) if p not in RAW_PIXELS for c in raw_calls(p)
             if f"{c.split(':')[0]}:{c.split()[-1]}" not in allowed]
    assert found == []


@pytest.fixture
def big(tmp_path, monkeypatch):
    monkeypatch.setenv("SHEEPFOLD_HOME", str(tmp_path))
    app = App(headless=True, size=(2560, 1440))
    yield app
    canvas.set_zoom(1)
    assets.clear_cache()
    canvas.forget_rasters()
    pygame.quit()


def test_a_large_window_is_drawn_in_its_own_pixels(big):
    assert big.screen.k == 2 and big.screen.get_size() == (1280, 720)
    assert big.screen.raw.get_size() == (2560, 1440)
    line = assets.text(None, "Sheepfold", size=20)
    assert line.raw.get_height() >= 2 * assets.font(20).get_height() - 2  # not stretched
    art = assets.svg("sheep", (100, 0))
    assert art.get_width() == 100 and art.raw.get_width() == 200
    before = canvas.unscaled_blits
    title = TitleScene(big)
    big.stack.push(title)
    for _ in range(3):
        big.step(1 / 60)
    assert canvas.unscaled_blits == before


def test_a_drawn_line_lands_where_its_units_say(big):
    ink.rect(big.screen, (255, 0, 0), (100, 50, 10, 10))
    assert big.display.get_at((205, 105))[:3] == (255, 0, 0)
    assert big.display.get_at((195, 105))[:3] != (255, 0, 0)


def test_the_mouse_arrives_in_units_even_letterboxed(tmp_path, monkeypatch):
    monkeypatch.setenv("SHEEPFOLD_HOME", str(tmp_path))
    app = App(headless=True, size=(2000, 1000))  # wider than 16:9: bars left and right
    try:
        k = app.screen.k
        assert k == pytest.approx(1000 / 720)
        assert app.box.x > 0 and app.box.y == 0 and app.box.w == round(1280 * k)
        click = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(app.box.x + round(640 * k),
                                                                 round(360 * k)), button=1)
        assert app.in_units(click).pos == (640, 360)
    finally:
        canvas.set_zoom(1)
        assets.clear_cache()
        pygame.quit()


def test_resizing_lays_the_screen_out_again(tmp_path, monkeypatch):
    monkeypatch.setenv("SHEEPFOLD_HOME", str(tmp_path))
    app = App(headless=True)
    try:
        title = TitleScene(app)
        app.stack.push(title)
        app.step(1 / 60)
        remade = []
        title.rezoom = lambda: remade.append(canvas.zoom())  # type: ignore[method-assign]
        pygame.display.set_mode((1920, 1080))
        app.resized((1920, 1080))
        assert app.screen.k == 1.5 and remade == [1.5]
        assert app.window_size == (1920, 1080)
        app.step(1 / 60)
    finally:
        canvas.set_zoom(1)
        assets.clear_cache()
        pygame.quit()


@pytest.mark.parametrize("size", ["big", "1920", "10x10", "99999x99999", "12x"])
def test_a_bad_size_is_one_sentence(size, capsys):
    assert main(["--headless", "--size", size, "--frames", "1"]) == 2
    err = capsys.readouterr().err
    assert "--size" in err and "Traceback" not in err


@pytest.mark.parametrize("size", [(100, 60), (33, 700), (3000, 200)])
def test_a_window_dragged_to_any_shape_keeps_drawing(size, tmp_path, monkeypatch):
    monkeypatch.setenv("SHEEPFOLD_HOME", str(tmp_path))
    app = App(headless=True)
    try:
        app.stack.push(TitleScene(app))
        app.step(1 / 60)
        pygame.display.set_mode(size)
        app.resized(size)
        app.step(1 / 60)
        assert app.display.get_rect().contains(app.box)
    finally:
        canvas.set_zoom(1)
        assets.clear_cache()
        pygame.quit()
