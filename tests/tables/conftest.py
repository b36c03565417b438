"""The app every table test sits at: headless, the AI moving at once."""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.tables import base as table_module


@pytest.fixture
def app(monkeypatch):
    monkeypatch.setattr(table_module, "AI_PAUSE", 0.0)
    app = App(headless=True)
    yield app
    pygame.quit()
