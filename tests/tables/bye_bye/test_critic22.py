"""Critic 22's findings at Bye-Bye Black Sheep's table."""

from __future__ import annotations

import pygame


def test_the_reference_draws_a_zoo_tile_with_the_zoo_s_own_code(monkeypatch):
    """Critic 22: the "?" pop-up's zoo tile had its number on the picture's corner, which no
    zoo does any more (the number stands right of the picture). The pop-up now draws its
    tile with the zoo's own `chips.paint`, so the two cannot drift apart again."""
    from game.tables.bye_bye import chips, guide
    from game.view import canvas

    painted = []
    monkeypatch.setattr(chips, "paint", lambda surface, columns, plan, real=None:
                        painted.append((columns, plan.chips[0])))
    at = pygame.Rect((10, 20), guide.TILE)
    guide.tile("16", 3)(canvas.blank((200, 100)), at)
    assert len(painted) == 1 and painted[0][0] == [("16", 3)]
    assert at.contains(pygame.Rect(*(round(v) for v in painted[0][1])))
