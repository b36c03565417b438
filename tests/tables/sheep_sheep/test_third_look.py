"""Sheep Sheep, third look (a critic who cannot hover): the pile's count says what it
counts; "F turns it over" is said by the button and the prompt, not a third time under the
drawn card."""

from __future__ import annotations

import itertools

import pygame
import pytest

from game import i18n, levels
from game.saves import Seat
from tests.tables.layout_checks import seated, texts_drawn
from tests.tables.sheep_sheep.test_table import set_position

SEATS = [Seat("Anna"), Seat("Dolly", "ai", "easy")]
REFILL = """
.  Rb Yr
Rp Bo Op
Pb Yb Gy
"""


@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440)])
@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_pile_count_is_the_shared_one_and_clears_the_dry_note(monkeypatch, size, lang):
    """The pile's count is every table's (critics 19 saw four designs): a disc with the
    number (14 px or more) on the pile's lower right corner and the pile's name under it,
    both clear of the dry note at the zone's foot."""
    from game.view import piles
    app, table = seated(size, lang, "sheep_sheep", SEATS)
    try:
        table.timeline.skip()
        set_position(table, dry_turns=1)
        drawn = texts_drawn(monkeypatch)
        table.draw(app.screen)
        pile = table.board.pile()
        count = table.shown["pile"]
        disc = piles.count_rect(pile, count)
        number = next((r, s) for w, r, s in drawn if w == str(count) and disc.contains(r))
        assert number[1] >= 14
        name = next(r for w, r, _s in drawn if w == piles.draw_words() and r.y >= pile.bottom)
        assert not [w for w, _r, _s in drawn if w.strip() in ("cards left", "Karten übrig")]
        from game.tables.sheep_sheep import words
        dry = words.dry_note(table.shown)
        assert dry
        note = [r for w, r, _s in drawn if w and w in dry and r.y > pile.bottom]
        assert note
        for r in note:
            assert not r.colliderect(name) and not r.colliderect(disc), (r, name)
        assert pygame.Rect(table.layout["deck"].as_tuple()).contains(name)
    finally:
        i18n.set_language("en")
        app.leave_all()


def test_f_turns_it_over_is_not_said_three_times_in_the_refill(monkeypatch, app):
    from tests.tables.sheep_sheep.test_table import against_ai
    table = against_ai(app)
    set_position(table, grid=REFILL, phase="refill", drawn="rg")
    table.timeline.skip()
    drawn = texts_drawn(monkeypatch)
    table.draw(app.screen)
    said = [w for w, _r, _s in drawn if "F" in w and ("turn" in w.lower())]
    assert "F turns it over" not in said, said
    assert len(said) <= 2, said


def ended_calm():
    """A game just ended with nothing to collect: blue lucky for the first seat, red for the
    second, a few sheep collected."""
    from game.rules.sheep_sheep import EndTurn
    from game.rules.sheep_sheep.diagram import position

    calm = """
Rb Yr Gp
Bo Op Pg
Yb Gy Ro
"""
    state = position(calm, ("yr gb ob pg", "ry gy bp og"), pile="", dry_turns=1,
                     collected=["Bo By Rb", "Gb"], lucky=("blue", "red"))
    state.apply(EndTurn())
    return state


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_results_word_the_lucky_colour_as_the_table_does(lang):
    """The table said "Blue: 2 points each" where the results said "Lucky colour: blue, 1
    extra point each for 6 sheep" (round 8): both now say the lucky colour's "1 extra
    point" ("Extrapunkt"). The rules' own breakdown keeps its "2 points each"."""
    from game.i18n import tr
    from game.tables.sheep_sheep import words
    from game.tables.sheep_sheep.results import said_lines
    state = ended_calm()
    assert state.is_over
    i18n.set_language(lang)
    try:
        label, points = state.result().breakdown[0][1]
        assert points == 2 and state.result().scores[0] == 5  # the scores are unchanged
        said = tr(label)
        assert words.colour("blue") in said.lower() and "+1" not in said
        extra = "1 extra point" if lang == "en" else "1 Extrapunkt"
        _name, results, _n = said_lines(5, "blue", 2)[1]
        assert extra in results, results

        class Shown:
            shown = {"lucky": ["blue", None]}
        assert extra in words.lucky_line(Shown, 0) and "+1" in words.lucky_line(Shown, 1)
        assert words.lucky_line(Shown, 0).startswith(words.colour_noun("blue")[:1].upper())
    finally:
        i18n.set_language("en")



@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440)])
def test_the_results_count_each_colour_with_the_table_s_chips(size, monkeypatch):
    """The results counted with small sheep whose marks were 16 px shapes; then with flat
    chips (critic 16: tokens, not the table's sheep); now with the table's sheep again, each
    with its mark's shape at least 18 px across at 1280x720, each clear of the others and
    inside the seat's column; the lucky colour's gold frame too."""
    from types import SimpleNamespace

    from game.rules.sheep_sheep import COLOURS
    from game.tables.sheep_sheep import draw as paint
    from game.tables.sheep_sheep.results import SheepSheepResults

    state = ended_calm()
    app, _table = seated(size, "en", "sheep_sheep", SEATS)
    try:
        results = SheepSheepResults(SimpleNamespace(view=state.view))
        drawn: list[tuple[str, int]] = []
        real = paint.assets.svg

        def spy(name, at, *args, **kwargs):
            drawn.append((name, at[0] if isinstance(at, tuple) else at))
            return real(name, at, *args, **kwargs)

        monkeypatch.setattr(paint.assets, "svg", spy)
        column = pygame.Rect(346, 268, 268, 232)  # a seat's column on the results screen
        results.draw(app.screen, 0, column)
        marks = [(n, s) for n, s in drawn if n.startswith("ss_mark_")]
        assert sorted(n for n, _s in marks) == sorted(f"ss_mark_{c}" for c in COLOURS)
        assert sorted(n for n, _s in drawn if n.startswith("ss_sheep_")) == sorted(
            f"ss_sheep_{c}" for c in COLOURS if c != "lucky"), drawn
        assert all(s * 52 / 64 >= 18 for _n, s in marks), marks
        zone = pygame.Rect(column.x, column.y + 18 + round(62 * 1.4) + 8, column.w,
                           column.bottom - (column.y + 18 + round(62 * 1.4) + 8))
        icon = paint.tally_icon(zone)
        spots = [pygame.Rect(x - icon // 2, y - icon // 2, icon, icon).inflate(8, 8)
                 for _slot, (x, y) in paint.tally_slots(zone)]
        assert all(column.contains(s) for s in spots)
        assert not any(a.colliderect(b) for a, b in itertools.combinations(spots, 2))
    finally:
        app.leave_all()


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_dry_notes_take_two_rows_under_the_pile(app, lang):
    """The middle row gave room to your panel's buttons: the pile's notes are short enough
    for two rows of 14 px across the zone, under the count."""
    from game.tables.sheep_sheep import words
    from game.view.paint import wrap
    i18n.set_language(lang)
    try:
        layout = levels.load("sheep_sheep", 2)
        room = layout["deck"].w - 16
        for pile in (0, 5):
            note = words.dry_note({"dry_turns": 1, "phase": "exchange", "pile": pile})
            assert note and len(wrap(note, 14, room)) <= 2, note
    finally:
        i18n.set_language("en")
