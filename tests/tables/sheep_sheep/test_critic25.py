"""Sheep Sheep, critics 25: a key stays with its words when the instruction line wraps (the
German refill prompt left "U" alone at a row's end, "dreht sie um" on the next); the log
keeps six lines; German starts a whole sentence after a colon with a capital."""

from __future__ import annotations

import pytest

from game import i18n
from game.i18n import _
from game.rules.sheep_sheep.limits import END_REASONS
from game.saves import Seat
from game.tables.sheep_sheep import draw as paint
from game.tables.sheep_sheep import reference, words
from game.view.paint import wrap
from game.view.prompts import PAD
from tests.tables.layout_checks import seated
from tests.tables.sheep_sheep.test_fourteenth_look import refilling

SEATS = [Seat("You"), Seat("Clover", "ai", "medium")]


def keys() -> set[str]:
    return {*words.letters().values(), *words.NAMED_KEYS}


def lonely_key(rows: list[str]) -> str | None:
    """A row ending in a key standing alone ("…; U") or starting with a key in brackets."""
    for row in rows:
        last = row.split()[-1].rstrip(":") if row.split() else ""
        if last in keys() or row.lstrip().startswith(tuple(f"({k})" for k in keys())):
            return row
    return None


def prompts() -> list[str]:
    keyed = words.letters()
    cell, colour = words.cell(5), words.colour_noun("purple")
    return [
        _("Refill the grid: click an empty cell for the drawn card (or drag it there); "
          "{key_flip} turns it over.").format(**keyed),
        _("Place it in the {cell} cell, {colour} up? Enter places it; {key_flip} turns "
          "it over.").format(cell=cell, colour=colour, **keyed),
        _("Place it in the {cell} cell, {colour} up? Enter or a second click places it; "
          "{key_flip} turns it over.").format(cell=cell, colour=colour, **keyed),
        _("Drop your {card} card on a glowing sheep: it covers that colour and shows its "
          "other side (Esc puts it back).").format(card=words.card(("purple", "green"))),
        _("Your turn: drag a card onto a sheep of either of its colours (or click card, "
          "then sheep). End turn ({key_end}): nothing to collect yet.").format(**keyed),
        *[step.replace(words.NBSP, " ") for step in words.turn_steps()],
    ]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_no_width_leaves_a_key_alone_at_a_row_s_end(app, lang):
    i18n.set_language(lang)
    try:
        for text in prompts():
            bound = words.bound_keys(text)
            assert bound.replace(words.NBSP, " ") == text  # only the spaces change
            for width in range(240, 760, 11):
                for size in (14, 16):
                    assert lonely_key(wrap(bound, size, width)) is None, (text, width, size)
    finally:
        i18n.set_language("en")


def test_the_unbound_german_refill_prompt_did_leave_the_key_alone(app):
    """The check above would see the fault: unbound, some width ends a row with "U"."""
    i18n.set_language("de")
    try:
        text = prompts()[0]
        assert any(lonely_key(wrap(text, 16, width)) for width in range(240, 760, 7))
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440)])
@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_drawn_refill_instruction_keeps_its_key_with_its_words(monkeypatch, size, lang):
    said = []
    monkeypatch.setattr(paint, "draw_instruction",
                        lambda surface, rect, message, **kw: said.append((rect, message)))
    app, table = seated(size, lang, "sheep_sheep", SEATS)
    try:
        refilling(table)
        table.draw(app.screen)
        rect, message = said[-1]
        assert words.letters()["key_flip"] + words.NBSP in message
        for step in range(14, 17):
            assert lonely_key(wrap(message, step, rect.w - 2 * PAD)) is None
    finally:
        i18n.set_language("en")
        app.leave_all()


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_pop_up_s_turn_steps_keep_their_keys_with_their_words(lang):
    app, table = seated((1280, 720), lang, "sheep_sheep", SEATS)
    try:
        steps = [row.words for row in reference.reference(table)[0].rows]
        flip = words.letters()["key_flip"]
        assert any(f"{flip}{words.NBSP}" in step for step in steps), steps
        for step in steps:
            for width in range(240, 420, 9):
                assert lonely_key(wrap(step, 16, width)) is None, (step, width)
    finally:
        i18n.set_language("en")
        app.leave_all()


@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440)])
@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_log_shows_six_lines_or_more_at_14_px_or_more(size, lang):
    """Critics 25: the right half is crowded (rival, piles, log, you); the log keeps room
    for at least six one-row lines, its words 14 px or more."""
    app, table = seated(size, lang, "sheep_sheep", SEATS)
    try:
        table.timeline.skip()
        log = table.log
        assert log.size >= 14
        assert log.body.h // (log.row_height + log.LINE_GAP) >= 6, log.body
    finally:
        i18n.set_language("en")
        app.leave_all()


@pytest.mark.parametrize("reason", sorted(END_REASONS))
def test_german_says_why_the_game_ended_as_a_sentence_after_the_colon(reason):
    """Own look, round 21: "Das Spiel ist aus: der Nachziehstapel kann …" and the banner's
    "Spielende: der …": a whole sentence after a colon starts with a capital in German;
    English goes on in small letters."""
    assert words.end_reason(END_REASONS[reason])[0].islower()
    i18n.set_language("de")
    try:
        said = words.end_reason(END_REASONS[reason])
        assert said[0].isupper(), said
    finally:
        i18n.set_language("en")


def test_german_pop_up_s_dry_turn_rules_each_go_on_with_a_capital_after_the_colon():
    """The pop-up said "Neu auslegen: Nach 2 Zügen …" but "Spielende: nach 12 Zügen …"."""
    i18n.set_language("de")
    try:
        for step in words.dry_steps():
            head, rest = step.split(": ", 1)
            assert rest[0].isupper(), step
    finally:
        i18n.set_language("en")
