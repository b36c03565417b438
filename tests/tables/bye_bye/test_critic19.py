"""Critic 19's findings at Bye-Bye Black Sheep's table."""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from game.rules.bye_bye import State
from game.tables.bye_bye import draw as paint
from tests.tables.bye_bye.test_table import against_ai, seat_at
from tests.tables.layout_checks import seated, texts_drawn


def your_turn(app, table, players: int) -> None:
    """Your turn to draw, every hand holding three animals and a Black Sheep."""
    hands = [["3", "7", "12", "black_sheep"]] + [["4", "5", "6", "black_sheep"]] * (players - 1)
    seat_at(app, table, State.from_position(players, hands=[list(h) for h in hands],
                                            watering=["9"], turn=0))


@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440)])
@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("players", [2, 5])
def test_your_name_row_says_it_is_your_turn(monkeypatch, size, lang, players):
    """Your name row had no turn line (the other tables say "Your turn…" beside your name):
    it says it, in gold at 14 px or more, between your name and your badge."""
    app, table = seated(size, lang, "bye_bye", against_ai(players))
    try:
        your_turn(app, table, players)
        drawn = texts_drawn(monkeypatch)
        table.draw(app.screen)
        x, y, w, h = table.board.name_row(table.viewer)
        row = pygame.Rect(round(x), round(y), round(w), round(h))
        badge = paint.badge_rect(table, table.viewer)
        turn = "Your turn" if lang == "en" else "Dein Zug"
        said = [(r, s) for t, r, s in drawn if t.startswith(turn) and row.colliderect(r)]
        assert said, [t for t, _r, _s in drawn]
        rect, px = said[0]
        assert px >= 14 and rect.right <= badge.x and not rect.colliderect(badge)
    finally:
        app.leave_all()


@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440)])
@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("players", [2, 5])
def test_the_pile_wears_the_shared_counter(monkeypatch, size, lang, players):
    """"Pile: 36 cards" was one of four pile counters at four tables: the pile shows the
    shared one (a count disc on its corner, readable at 14 px or more, "Draw pile" under
    it, whole inside the pile's zone)."""
    from game.view import piles

    app, table = seated(size, lang, "bye_bye", against_ai(players))
    try:
        your_turn(app, table, players)
        drawn = texts_drawn(monkeypatch)
        table.draw(app.screen)
        zone = pygame.Rect(table.board.zone("pile").as_tuple())
        count = str(table.shown["pile"])
        assert [s for t, r, s in drawn if t == count and zone.colliderect(r)][0] >= 14
        named = [r for t, r, _s in drawn if t == piles.draw_words()]
        assert named and zone.contains(named[0]), (named, zone)
        assert not any(t.startswith(("Pile:", "Stapel:")) for t, _r, _s in drawn)
    finally:
        app.leave_all()


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_pop_up_opens_with_your_turn_then_the_end_and_fits(app, lang):
    """Every "?" pop-up reads alike: "On your turn" first, then "The end" (how it ends, who
    wins, the tie); the awkward "(●●○: one more makes one)" is gone; all of it fits the
    panel at 1280x720."""
    from game import i18n
    from game.tables.bye_bye import guide
    from game.view import reference

    i18n.set_language(lang)  # (the app: fonts made after any earlier test's pygame.quit)
    try:
        sections = guide.reference(SimpleNamespace(shown={"target": 5}))
        assert [s.heading for s in sections[:2]] == [i18n._("On your turn"), i18n._("The end")]
        end = " ".join(r.words for r in sections[1].rows)
        assert "10" in end and any(w in end for w in ("Equal triplets", "Gleich viele"))
        every = " ".join(r.words for s in sections for r in s.rows)
        assert "●●○" not in every
        laid = reference.layout("title", sections)
        foot = laid.texts[-1].pos[1]  # (the closing line: everything ends above it)
        assert all(t.pos[1] + reference.assets.font(t.size, t.bold).get_linesize() <= foot
                   for t in laid.texts[:-1])
        assert max(r.bottom for _p, r in laid.pictures) <= foot
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("players", [2, 5])
def test_the_zoo_preview_is_plainly_a_preview(monkeypatch, lang, players):
    """Critic 19: the lit slot's "Monkey 12" looked like a real placed tile: it is faded,
    rimmed with dashes, and tagged "if you stop" (12 px or more, inside your panel)."""
    from game import i18n
    from tests.tables.bye_bye.test_critic17 import lit_table

    app, table = lit_table((1280, 720), lang, players)
    try:
        dashes: list = []
        real = paint.chips.dashed  # (one dashed rim for every preview since critic 20)
        monkeypatch.setattr(paint.chips, "dashed", lambda *a: dashes.append(a) or real(*a))
        drawn = texts_drawn(monkeypatch)
        table.draw(app.screen)
        assert dashes
        tag = [(r, s) for w, r, s in drawn if w == i18n._("if you stop")]
        assert tag and tag[0][1] >= 12
        panel = pygame.Rect(table.board.panel(table.viewer).as_tuple())
        assert panel.contains(tag[0][0])
    finally:
        app.leave_all()
        i18n.set_language("en")
