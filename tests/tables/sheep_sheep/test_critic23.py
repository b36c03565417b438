"""Sheep Sheep, critics 23: a seat is marked by its initial, never by a sheep's colour or
shape; the refill's empty cells are not gold (gold: "will be collected"); the instruction box
holds two rows; the "?" pop-up says the 12 turns once; the results say why the game ended."""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from game import i18n
from game.i18n import _, ngettext
from game.rules.sheep_sheep.limits import END_REASONS, STUCK_TURNS
from game.saves import Seat
from game.tables.sheep_sheep import draw as paint
from game.tables.sheep_sheep import words
from game.view import palette
from game.view.paint import wrap
from game.view.prompts import PAD
from tests.tables.layout_checks import seated
from tests.tables.sheep_sheep.test_fifteenth_look import your_turn_played
from tests.tables.sheep_sheep.test_fourteenth_look import refilling

SEATS = [Seat("You"), Seat("Clover", "ai", "medium")]


def test_each_panel_shows_the_seat_s_initial_on_a_cream_token_not_its_colour():
    """Critic 23a: "you are red ●, Clover is blue ■", the marks of the red and blue sheep."""
    app, table = seated((1280, 720), "en", "sheep_sheep", SEATS)
    try:
        your_turn_played(table)
        table.draw(app.screen)
        for seat in (0, 1):
            rect = table.board.zone("panel", seat)
            centre = (rect.x + 22, rect.y + 20)
            ring = (centre[0], centre[1] + paint.CHANGED_DOT)  # off the letter
            assert app.screen.get_at(ring)[:3] == palette.CREAM, seat
            assert app.screen.get_at((rect.x + 2, rect.centery))[:3] != \
                palette.player(seat).colour  # no stripe of the seat's colour either
    finally:
        app.leave_all()


@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440)])
def test_a_changed_cell_is_edged_white_not_in_the_seat_s_colour(size):
    """Critic 23a: Clover's changed cells were framed blue and read as "blue sheep"."""
    app, table = seated(size, "en", "sheep_sheep", SEATS)
    try:
        your_turn_played(table)
        seat, cells = paint.changed_cells(table)
        assert cells
        table.draw(app.screen)
        for cell in cells:
            edge = table.board.cell(cell).inflate(6, 6)
            colour = app.screen.get_at((edge.x + 1, edge.centery))[:3]
            assert colour == palette.WHITE and colour != palette.player(seat).colour, cell
    finally:
        app.leave_all()


def test_the_refill_s_empty_cells_are_dashed_cream_not_gold(monkeypatch):
    """Critic 23b: a gold edge marked the cells to refill, where the reference says gold
    means "will be collected"."""
    app, table = seated((1280, 720), "en", "sheep_sheep", SEATS)
    try:
        refilling(table)
        empty = paint.refill_targets(table)
        assert empty
        glows, dashes = [], []
        real_glow, real_dashed = paint.glow, paint.dashed
        monkeypatch.setattr(paint, "glow", lambda s, rect, colour, *a, **k: (
            glows.append((pygame.Rect(rect), tuple(colour)[:3])),
            real_glow(s, rect, colour, *a, **k)))
        monkeypatch.setattr(paint, "dashed", lambda s, colour, rect, *a, **k: (
            dashes.append((pygame.Rect(rect), tuple(colour)[:3])),
            real_dashed(s, colour, rect, *a, **k)))
        paint.grid_marks(table, app.screen)
        for cell in empty:
            rect = table.board.cell(cell)
            assert (rect, tuple(palette.GOLD)) not in glows, cell
            assert (rect.inflate(-6, -6), tuple(paint.REFILL_EDGE)) in dashes, cell
        assert tuple(paint.REFILL_EDGE) != tuple(palette.GOLD)
        assert "dashes" in words.turn_steps()[2]  # the reference says what they are
    finally:
        app.leave_all()


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_instruction_holds_two_rows_at_1280(lang):
    """Critics 23: German ran to three rows and crowded the hand's badges 1-4. The longest
    each prompt gets (a long cell and colour, the refill's count or its warning)."""
    app, table = seated((1280, 720), lang, "sheep_sheep", SEATS)
    try:
        width = table.layout["message"].w - 2 * PAD
        keys = words.letters()
        cell, colour = words.cell(5), words.colour_noun("purple")
        empty = ngettext("{n} empty cell left to fill.", "{n} empty cells left to fill.",
                         8).format(n=8)
        careful = _("Careful: that leaves {name} a group of {n} to collect.").format(
            name="Clover", n=5)
        gain = _("{sheep} → +{points} with your Lucky Sheep").format(
            sheep=words.collected_words([("purple",)] * 3 + [("orange",)] * 3), points=9)
        said = [
            [_("Refill the grid: click an empty cell for the drawn card (or drag it there); "
               "{key_flip} turns it over.").format(**keys), empty],
            [_("Place it in the {cell} cell, {colour} up? Enter places it; {key_flip} turns "
               "it over.").format(cell=cell, colour=colour, **keys), careful],
            [_("Place it in the {cell} cell, {colour} up? Enter or a second click places it; "
               "{key_flip} turns it over.").format(cell=cell, colour=colour, **keys), empty],
            [_("Drop your {card} card on a glowing sheep: it covers that colour and shows its "
               "other side (Esc puts it back).").format(card=words.card(("purple", "green")))],
            [_("End turn ({key_end}): collect {gain}. Or exchange more, as often as you "
               "like.").format(gain=gain, **keys)],
            [_("Your turn: drag a card onto a sheep of either of its colours (or click card, "
               "then sheep). End turn ({key_end}): nothing to collect yet.").format(**keys)],
        ]
        for parts in said:
            rows = wrap(words.sentences(parts), 16, width)
            assert len(rows) <= 2, rows
    finally:
        i18n.set_language("en")
        app.leave_all()


def test_a_refill_s_warning_takes_the_count_s_place(app):
    """The count and the warning together made three rows; the dashed cells show the count."""
    from tests.tables.sheep_sheep.test_table import against_ai, refill_that_hands_a_group

    table = against_ai(app)
    refill_that_hands_a_group(table)
    lines = words.dock_lines(table)
    assert len(lines) == 2 and lines[-1].startswith("Careful")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_pop_up_names_the_turns_that_end_the_game_once(lang):
    """Critic 23a: "12 turns without a collection" stood under its heading and again under
    "The end"."""
    i18n.set_language(lang)
    try:
        said = " ".join(words.dry_steps() + words.end_steps())
        assert said.count(str(STUCK_TURNS)) == 1
        assert str(STUCK_TURNS) in " ".join(words.dry_steps())
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("reason", sorted(END_REASONS))
def test_the_results_say_why_the_game_ended_under_the_columns(app, monkeypatch, lang, reason):
    """Critics 23: Black Sheep's and Bye-Bye's results say why the game ended; Sheep Sheep's
    did not. One line, under the columns, over the buttons, on the screen's width."""
    from game.tables.sheep_sheep.results import SheepSheepResults
    from game.view import assets, canvas
    from tests.scenes.test_results_sheep_sheep import COLUMN
    from tests.tables.layout_checks import texts_drawn
    from tests.tables.sheep_sheep.test_third_look import ended_calm

    state = ended_calm()
    view = dict(state.view(None), end_reason=END_REASONS[reason])
    i18n.set_language(lang)
    try:
        results = SheepSheepResults(SimpleNamespace(view=lambda _seat: view))
        said = results.reason()
        assert said and said.startswith(_("The game ended: {reason}.").split("{")[0])
        surface = canvas.blank((1280, 720), alpha=False)
        placed = texts_drawn(monkeypatch)
        results.draw(surface, 0, COLUMN)
        assert said not in [w for w, _r, _s in placed]  # once: with the last seat
        results.draw(surface, 1, COLUMN)
        (rect, size), = [(r, s) for w, r, s in placed if w == said]
        assert size >= 16 and rect.y > COLUMN.bottom + 64 and rect.bottom < 628
        assert 0 < rect.x and rect.right < 1280 - 20
        assert assets.font(size).size(said)[0] < 1200
    finally:
        i18n.set_language("en")


def test_the_results_mark_each_seat_with_the_table_s_initial_token(app, monkeypatch):
    """The table marks a seat by a cream token with its initial (critics 23: a red disc and a
    blue square read as the red and the blue sheep); the results screen marks each column's
    seat the same way, not with the seat's colour shape."""
    from game.scenes.results import ResultsScene
    from game.tables.sheep_sheep import results as panel
    from game.view import canvas, palette
    from tests.tables.test_text_fit import finished

    tokens, shapes = [], []
    monkeypatch.setattr(panel, "changed_mark", lambda _s, centre, letter: tokens.append(letter))
    monkeypatch.setattr(palette, "draw_mark", lambda *a, **k: shapes.append(a[1]))
    scene = ResultsScene(app, finished("sheep_sheep", 2))
    scene.draw(canvas.blank((1280, 720), alpha=False))
    assert sorted(tokens) == sorted(scene.name(seat)[:1].upper() for seat in (0, 1))
    assert not shapes
