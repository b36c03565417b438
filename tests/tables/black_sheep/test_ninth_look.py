"""Round 9's look at the Black Sheep table: the tie-breaker's animals are larger where the
"Ties:" row has the room (the critic still read 18 x 16 px as small)."""

from __future__ import annotations

import pytest

from game import i18n, levels
from game.rules.black_sheep import ANIMALS


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_tie_breaker_s_animals_are_20_px_wide_in_english(app, players):
    from game.tables.black_sheep import ladder

    i18n.set_language("en")
    panel = ladder.places(levels.load("black_sheep", players))[2]
    words, squares = ladder.ties_row(panel)
    assert [a for a, _s in squares] == list(ANIMALS)
    assert all(s.w >= 20 and s.h >= 18 and panel.contains(s) for _a, s in squares)
    assert all(s.bottom <= panel.bottom - 2 and not s.colliderect(words) for _a, s in squares)
    marks = ladder.chevrons(panel)
    assert len(marks) == len(ANIMALS) - 1
    for mark, (_a, left), (_b, right) in zip(marks, squares, squares[1:], strict=False):
        assert left.right < mark.x and mark.right < right.x  # a ">" between, touching neither
