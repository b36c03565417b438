"""The table's "Ask me out of turn (A)" switch (Sheep-Boom-Bah, beside your hand): words that
say what it controls, the choice named short inside its arrows under them, and a tooltip that
explains all three choices with their cost, in English and German."""

from __future__ import annotations

import pytest

from game import i18n
from game.saves import ASKED
from game.tables.asked import TableAskedChoice, short_name
from game.view import canvas, palette
from game.view.assets import font
from game.view.widgets import arrow_buttons

COSTS = {"en": ("private", "others can tell", "passes for you"),
         "de": ("privat", "anderen merken", "passt sofort für dich")}


@pytest.fixture
def lang(request, app):
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "de"], indirect=True)
def test_the_tooltip_explains_every_choice_and_its_cost(lang):
    switch = TableAskedChoice((0, 0, 288, 52), "answer")
    assert switch.label == {"en": "Ask me out of turn (A)",
                            "de": "Frag mich außer der Reihe (F)"}[lang]
    assert [short_name(m) for m in ASKED] == {"en": ["Always", "Only if I can answer", "Never"],
                                              "de": ["Immer", "Nur wenn ich antworten kann", "Nie"]}[lang]
    for mode in ASKED:
        assert f"{short_name(mode)}:" in switch.tooltip
    assert all(cost in switch.tooltip for cost in COSTS[lang])
    before = switch.tooltip
    switch.cycle(1)
    assert switch.value == "never" and switch.tooltip == before  # one note for every choice


@pytest.mark.parametrize("lang", ["en", "de"], indirect=True)
def test_the_label_and_each_choice_fit_the_row_at_the_table_s_width(lang):
    """The column is 288 px wide at 1280x720 (the table draws everything at 2x on 2560x1440):
    the words on their own line over the control, every choice at 14 px at least."""
    switch = TableAskedChoice((0, 0, 288, 52), "always", size=15)
    label = font(15, True).size(switch.label)[0]
    assert 4 + label <= switch.rect.w and switch.control.y >= font(15).get_linesize()
    assert switch.control.w == switch.rect.w and switch.control.bottom == switch.rect.bottom
    room = switch.control.inflate(-8, -8).inflate(-2 * switch.ARROWS, 0)
    for mode in ASKED:
        assert font(14).size(short_name(mode))[0] <= room.w, mode  # 14 px at least


def test_the_arrows_are_the_pickers_wooden_buttons_not_text(app):
    """Critic 12: "<" ">" in text read as words; the switch wears the new-game pickers' small
    wooden arrow buttons, each with its chevron, the choice between them."""
    switch = TableAskedChoice((0, 0, 288, 52), "answer", size=15)
    surface = canvas.blank((288, 52), alpha=False)
    switch.draw(surface)
    inner = switch.control.inflate(-8, -8)
    for button in arrow_buttons(inner):
        assert surface.get_at((button.x + 3, button.centery))[:3] == palette.BUTTON[:3]
        assert surface.get_at(button.center)[:3] == palette.CREAM[:3]  # the chevron
    room = inner.inflate(-2 * switch.ARROWS, 0)
    for button in arrow_buttons(inner):
        assert not button.colliderect(room)
