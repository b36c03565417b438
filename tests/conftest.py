import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def sheepfold_home(tmp_path, monkeypatch):
    """Every test gets its own empty Sheepfold home: no test touches the real user's files."""
    home = tmp_path / "home"
    monkeypatch.setenv("SHEEPFOLD_HOME", str(home))
    return home


@pytest.fixture(autouse=True)
def unit_zoom():
    """Every test starts at one pixel per unit: a test at 2560x1440 leaves the zoom at 2, and
    a later test that draws without an app of its own (a card face, a band) read it."""
    from game.view import canvas

    yield
    if canvas.set_zoom(1.0):
        canvas.forget_rasters()


@pytest.fixture
def app(monkeypatch):
    """A headless app with the AI moving at once (a test file may bring its own)."""
    import pygame

    from game.app import App
    from game.tables import base as table_module

    monkeypatch.setattr(table_module, "AI_PAUSE", 0.0)
    app = App(headless=True)
    yield app
    pygame.quit()


@pytest.fixture
def sized(request, monkeypatch):
    """A headless app at the size the test is parametrized with (indirect; None: 1280x720),
    the AI moving at once."""
    import pygame

    from game.app import App
    from game.tables import base as table_module

    monkeypatch.setattr(table_module, "AI_PAUSE", 0.0)
    app = App(headless=True, size=request.param)
    yield app
    pygame.quit()
