"""Words floating up from the watering hole ("Ben: 1 for the zoo (3 here, minus 2)" when
someone stops) never lie over a rival's panel (its name, its hand's count and odds), the
pile's or the Magpie's, and never over another such word: a newer word from the same spot
takes the older one's place (seen mid-game: two stops in a row drew "1 for the zoo" twice,
one over the other, up into the panel above). A long one is made smaller to fit, never
below 14 px, and stays until it can be read."""

from __future__ import annotations

import pygame
import pytest

from game.tables.bye_bye import draw as paint
from tests.tables.bye_bye.test_table import against_ai, start
from tests.tables.layout_checks import texts_drawn


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_words_from_the_watering_hole_stay_under_the_rivals_panels(app, monkeypatch, players):
    table = start(app, against_ai(players))
    table.floaters.clear()
    for allowance in (1, 12):  # two stops in a row, as the rules and the table play them
        table.on_stopped({"seat": 1, "drawn": allowance + 2, "allowance": allowance}).finish()
    words = f"{table.name(1)}: up to 12 for the zoo (14 here, minus 2)"
    assert [f[0] for f in table.floaters] == [words]
    panels = [pygame.Rect(table.layout[f"panel_{p}"].as_tuple()) for p in range(1, players)]
    panels += [pygame.Rect(table.layout[z].as_tuple()) for z in ("pile", "magpie")]
    for age in (0.0, 0.7, 1.39, 2.5):
        table.floaters[0][3] = age
        drawn = texts_drawn(monkeypatch)
        paint.banner(table, app.screen)
        (said, rect, size), = [d for d in drawn if d[0] == words]
        assert size >= paint.FLOAT_LEAST
        assert app.screen.get_rect().contains(rect)
        assert not any(rect.colliderect(panel) for panel in panels), (age, rect)
    table.floaters[0][3] = 0.0
    table.update(2.5)
    assert table.floaters  # still there to be read


def test_a_stop_s_words_leave_with_its_cards(app):
    """A click skips the placing at once: the stop's "(5 here, minus 2)" must not float on
    over the next turn's watering hole (seen in a mid-game shot: "11 here" over 3 cards)."""
    from game.rules.bye_bye import Place, State, Stop
    from tests.tables.bye_bye.test_table import seat_at, settle
    table = start(app, against_ai(3))
    hands = [["3", "7", "black_sheep"], ["4", "5", "black_sheep"], ["8", "9", "black_sheep"]]
    seat_at(app, table, State.from_position(3, hands=hands, turn=0,
                                            watering=["1", "2", "6", "10", "11"]))
    table.floaters.clear()
    table.perform(Stop())
    table.update(0.0)
    assert [f for f in table.floaters if "here, minus 2" in f[0]]
    for card in ("1", "2", "6"):
        table.perform(Place(card))
        settle(app, table)
    assert table.shown["turn"] != 0
    assert not [f for f in table.floaters if "here, minus 2" in f[0]]
