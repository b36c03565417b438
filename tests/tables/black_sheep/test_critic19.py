"""Critic 19 (round 17): the "?" pop-up's turn and end, and it fits its panel."""

from __future__ import annotations

import pytest

from game import i18n
from game.i18n import _
from game.rules.black_sheep import BlackSheepState
from game.tables.black_sheep import sidebar
from game.view import assets, reference
from tests.tables.black_sheep.test_at_a_glance import seated


def fitting(sections) -> tuple[int, int, int] | None:
    """(size, columns, width) the reference chooses if its sections fit, else None."""
    head = assets.font(reference.TITLE, True).get_linesize() + 12
    foot = assets.font(reference.FOOT).get_linesize() + 16
    inner = reference.AREA.w - 2 * (reference.FRAME + reference.INSIDE)
    room = reference.AREA.h - 2 * (reference.FRAME + reference.INSIDE) - head - foot
    for size in reference.SIZES:
        for n in (2, 3, 4):
            width = (inner - (n - 1) * reference.COLUMN_GAP) // n
            heights = [reference._section_height(s, size, width) for s in sections]
            cols = reference._columns(heights, min(n, len(sections)))
            tallest = max(sum(heights[i] for i in c) + reference.SECTION_GAP * (len(c) - 1)
                          for c in cols)
            if tallest <= room:
                return size, n, width
    return None


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("players", [2, 4])
def test_the_reference_starts_with_the_turn_ends_with_the_end_and_fits(app, lang, players):
    """Critic 19: no turn section, no end; the German one must still fit the panel (it ran
    past its foot), every picture inside its column (the tie order's six animals)."""
    i18n.set_language(lang)
    try:
        table = seated(app, BlackSheepState.from_position(players,
                                                          hands=[["pig"] * 3] * players))
        sections = sidebar.reference(table)
        assert sections[0].heading == _("On your turn")
        assert any(s.heading == _("The end") for s in sections)
        chosen = fitting(sections)
        assert chosen, [s.heading for s in sections]
        _size, _n, width = chosen
        for section in sections:
            for row in section.rows:
                if row.picture is not None:
                    assert row.picture_size[0] <= width, (section.heading, row.picture_size)
    finally:
        i18n.set_language("en")
