"""Critic 25's findings at Bye-Bye Black Sheep's table."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.tables.bye_bye import draw
from tests.tables.bye_bye.test_critic11 import table_of
from tests.tables.layout_checks import texts_drawn


@pytest.mark.parametrize("players", [2, 5])
@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440)])
def test_a_held_magpie_leaves_its_spot_empty_and_dashed(monkeypatch, players, size):
    """Critic 25 (major): the Magpie's card stayed drawn in full in its spot after a player
    took it ("Lanolin holds the Magpie" under a whole card): it looked still there to take.
    Held, its spot is a dashed place with the card small and faint in it; the full card is
    not drawn there; the caption says who holds it and the holder's tag stays on its panel,
    its token 24 units across."""
    app, table = table_of(players, "en", size)
    holder = players - 1
    app.step(1 / 60)
    table.timeline.skip()
    table.shown["magpie_waiting"] = False
    monkeypatch.setattr(draw, "words_magpie_holder", lambda t: holder)
    monkeypatch.setattr("game.tables.bye_bye.words.magpie_holder", lambda t: holder)
    full, dashes, small = [], [], []
    real_card, real_dashed, real_left = draw.faces.card, draw.chips.dashed, draw.left_behind
    monkeypatch.setattr(draw.faces, "card", lambda card, w, *a, **k:
                        (full.append((card, w)) if card == "magpie" else None)
                        or real_card(card, w, *a, **k))
    monkeypatch.setattr(draw.chips, "dashed", lambda surface, colour, rect, width:
                        dashes.append(pygame.Rect(rect)) or real_dashed(surface, colour, rect,
                                                                       width))
    monkeypatch.setattr(draw, "left_behind", lambda surface, spot:
                        small.append(real_left(surface, spot)) or small[-1])
    drawn = texts_drawn(monkeypatch)
    table.draw(app.screen)
    x, y, w, h = (round(v) for v in table.board.pile_card("magpie"))
    spot = pygame.Rect(x, y, w, h)
    assert spot in dashes
    assert len(small) == 1 and spot.contains(small[0]) and small[0].w <= 0.7 * spot.w
    assert not [c for c in full if c[1] == w]  # (no full-size Magpie card in its spot)
    caption = f"{table.name(holder)} holds the Magpie"
    assert caption in " ".join(t for t, _r, _s in drawn)
    tag = draw.magpie_tag(table, holder)
    assert tag is not None and draw.MAGPIE_ICON >= 24


def test_a_waiting_magpie_is_still_drawn_whole():
    """The change is for a held Magpie only: while it waits, its card stands whole."""
    app, table = table_of(2)
    app.step(1 / 60)
    assert table.shown["magpie_waiting"]
    seen = []
    real = draw.left_behind
    draw.left_behind = lambda surface, spot: seen.append(spot) or real(surface, spot)
    try:
        table.draw(app.screen)
    finally:
        draw.left_behind = real
    assert not seen


@pytest.mark.parametrize("players", [4, 5])
@pytest.mark.parametrize("lang", ["en", "de"])
def test_narrow_panels_give_every_ai_its_level_as_one_subtitle_style(monkeypatch, players,
                                                                     lang):
    """Critic 25: at five players "Clover" stood on one line and "(AI Medium)" on the next in
    the name's bold type, as if the name had wrapped. Where a panel has no room for "Clover
    (AI Medium)" on one line, every AI's level is a subtitle: "AI Medium" unbracketed, not
    bold, dim, 14 px, starting under the name's first letter; where it fits (four players),
    one line, as at the other tables. Never cut, never a mix at one table."""
    app, table = table_of(players, lang)
    try:
        drawn = texts_drawn(monkeypatch)
        app.step(1 / 60)
        level = {"en": "AI Medium", "de": "KI mittel"}[lang]
        apart = [draw.level_apart(table, seat) for seat in range(1, players)]
        assert len(set(apart)) == 1  # (one style at a table)
        for seat in range(1, players):
            name = table.name(seat)
            row = pygame.Rect(*(round(v) for v in table.board.name_row(seat)))
            names = [r for t, r, _s in drawn if t.startswith(name) and row.colliderect(r)]
            assert names
            if players == 5:
                assert apart[0] == level
                below = pygame.Rect(*(round(v) for v in table.board.level_row(seat)))
                subs = [(r, s) for t, r, s in drawn if t == level and below.colliderect(r)]
                assert len(subs) == 1 and subs[0][1] >= 14
                assert abs(subs[0][0].x - names[0].x) <= 2  # (under the name's first letter)
                assert not any(f"({level})" in t and row.union(below).colliderect(r)
                               for t, r, _s in drawn)
            else:
                assert any(t == f"{name} ({level})" for t, _r, _s in drawn)
    finally:
        i18n.set_language("en")


def test_the_subtitle_is_dim_and_not_the_names_type(monkeypatch):
    """The level under a name reads as a subtitle: drawn in a dimmer colour than the name,
    not bold."""
    app, table = table_of(5)
    calls = []
    real = draw.assets.text
    def spy(surface, message, *a, **k):
        colour = a[2] if len(a) > 2 else k.get("colour")
        calls.append((message, colour, k.get("bold", False)))
        return real(surface, message, *a, **k)

    monkeypatch.setattr(draw.assets, "text", spy)
    app.step(1 / 60)
    subs = [c for c in calls if c[0] == "AI Medium"]
    assert subs and all(c[1] == draw.LEVEL_DIM and not c[2] for c in subs)
    assert sum(draw.LEVEL_DIM) < sum(draw.palette.CREAM)


@pytest.mark.parametrize("players", [2, 5])
@pytest.mark.parametrize("count", [6, 7, 8, 9, 10])
def test_your_hand_s_cards_never_just_touch(players, count):
    """Critic 25: an 8-card hand at two players laid its cards over each other's border
    only: they looked to touch. Every two neighbours either stand apart (a gap of 4 units
    or more) or overlap and the upper one casts its shade (`lap_shadow`)."""
    app, table = table_of(players)
    app.step(1 / 60)
    rects = [pygame.Rect(*(round(v) for v in table.board.hand_card(i, count)))
             for i in range(count)]
    for a, b in zip(rects, rects[1:], strict=False):
        if abs(a.centery - b.centery) >= a.h / 2:
            continue  # (a new row)
        gap = b.x - a.right
        assert gap >= 4 or draw.overlaps(a, b), (players, count, gap)


def test_an_overlapping_card_casts_a_shade_on_the_one_under_it(monkeypatch):
    """At two players 8 cards overlap: each card but the first casts its shade, drawn
    before it, over the right edge of the card under it."""
    app, table = table_of(2)
    app.step(1 / 60)
    table.timeline.skip()
    shades = []
    real = draw.lap_shadow
    monkeypatch.setattr(draw, "lap_shadow", lambda surface, rect:
                        shades.append(real(surface, rect)) or shades[-1])
    rects = {i: pygame.Rect(*(round(v) for v in table.board.hand_card(i, 8)))
             for i in range(8)}
    surface = draw.canvas.Canvas(pygame.Surface((1280, 720)), 1.0)
    draw.line_of_cards(table, surface, "hand", [None] * 8, set(), lambda i: rects[i])
    overlapping = [i for i in range(1, 8) if draw.overlaps(rects[i - 1], rects[i])]
    assert overlapping and len(shades) == len(overlapping)
    for shade, i in zip(shades, overlapping, strict=True):
        assert shade.x < rects[i].x and shade.colliderect(rects[i - 1])


@pytest.mark.parametrize(("lang", "counts"), [
    ("en", "5 with 2 players, 4 with 3 players, 3 with 4–5 players"),
    ("de", "5 bei 2 Spielern, 4 bei 3 Spielern, 3 bei 4–5 Spielern")])
def test_the_reference_names_the_triplets_that_win_at_every_table_size(app, lang, counts):
    """Critic 26: the two-player pop-up's "first with 5 triplets wins" read against a
    five-player table's "3 triplets to win". "The end" says this table's number and, beside
    it, every table size's."""
    from types import SimpleNamespace

    from game.tables.bye_bye import guide

    i18n.set_language(lang)
    try:
        end = guide.reference(SimpleNamespace(shown={"target": 3}))[1]
        words = [row.words for row in end.rows]
        assert words[0].startswith("At this table" if lang == "en" else "An diesem Tisch")
        assert " 3 " in words[0]
        assert any(counts in w for w in words), words
    finally:
        i18n.set_language("en")
