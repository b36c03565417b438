"""The instruction line and the prompt dock keep every word inside their box."""

from __future__ import annotations

import pygame
import pytest

from game.view import assets, canvas, prompts

GERMAN = ("Du hast eine Karte gespielt: Wähle eine Karte zum Abwerfen (D) oder behalte "
          "deine Hand (K).")


@pytest.fixture
def drawn(monkeypatch):
    pygame.font.init()
    assets.clear_cache()
    rects: list[tuple[str, pygame.Rect]] = []
    real = assets.text

    def recording(surface, message, *args, **kwargs):
        rect = real(surface, message, *args, **kwargs)
        rects.append((message, rect))
        return rect

    monkeypatch.setattr(assets, "text", recording)
    return rects


def test_a_long_instruction_wraps_inside_its_box_at_a_readable_size(drawn):
    box = pygame.Rect(100, 50, 420, 42)
    prompts.draw_instruction(canvas.blank((800, 200), alpha=False), box, GERMAN)
    assert len(drawn) >= 2 and " ".join(m for m, _r in drawn) == GERMAN
    assert all(box.contains(rect) for _m, rect in drawn)
    lines, size = prompts.fitted(GERMAN, 420 - 2 * prompts.PAD, 38, 17)
    assert size >= prompts.SMALLEST and len(lines) == len(drawn)


def test_a_short_instruction_keeps_its_size(drawn):
    lines, size = prompts.fitted("Your turn", 400, 40, 17)
    assert lines == ["Your turn"] and size == 17


def test_the_dock_is_as_tall_as_its_wrapped_lines(drawn):
    lines = ["A land mine under Bo's sheep at c4!", GERMAN]
    h = prompts.dock_height(lines, 354)
    box = pygame.Rect(900, 170, 354, h)
    prompts.draw_dock(canvas.blank((1280, 720), alpha=False), box, lines)
    assert all(box.contains(rect) for _m, rect in drawn)
    assert drawn[0][0] == lines[0]
