"""Round 21 of the critics' points at the Sheep-Boom-Bah table."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.tables.boom_bah import boards
from tests.tables.boom_bah.test_round20 import own_and_rival_in_every_barn
from tests.tables.layout_checks import texts_drawn
from tests.tables.test_layout_boom_bah import seated


def test_the_reference_says_how_points_are_collected(app):
    """Critics 21: the "?" pop-up said "add to the points you collected" but never how they
    are collected. A "Points as you go" section now follows "On your turn": a face-down tile
    turned over, a safe field +1, a barn +3, a mine cleared +2 (the rules' numbers), each row
    with its tile's picture, and the page still fits, English and German."""
    from game import i18n
    from game.rules.boom_bah import tiles
    from game.tables.boom_bah import legend
    from game.view import reference

    class Seated:
        you = 0

    try:
        for lang in ("en", "de"):
            i18n.set_language(lang)
            sections = legend.reference(Seated())
            headings = [s.heading for s in sections]
            at = headings.index(i18n._("Points as you go"))
            assert headings[at - 1] == i18n._("On your turn"), lang
            rows = sections[at].rows
            pictured = [r.words for r in rows if r.picture is not None]
            assert len(pictured) == 3, lang
            for points, said in zip((tiles.REVEAL_POINTS["safe"], tiles.REVEAL_POINTS["barn"],
                                     tiles.DEFUSE_POINTS), pictured, strict=True):
                assert said.rstrip(".").endswith(f"+{points}"), (lang, said)
            laid = reference.layout("Sheep-Boom-Bah", sections)
            assert reference.AREA.contains(laid.panel), lang
            assert min(t.size for t in laid.texts[1:-1]) >= 14, lang
            closing = laid.texts[-1].pos[1]
            for placed in laid.texts[1:-1]:
                line = reference.assets.font(placed.size, placed.bold).get_linesize()
                assert placed.pos[1] + line <= closing, (lang, placed.words)
    finally:
        i18n.set_language("en")


# test_the_now_points_show_their_sources: superseded by critic 25's words (test_critic25).


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("players", [2, 4])
def test_the_results_word_every_tile_and_show_a_minus_in_red(app, monkeypatch, lang, players):
    """Critics 21: one column read "×4 [barn] [cone]" while the others said "6 fields": every
    source is in words in every column ("4 fields 1 barn 1 mine", 14 px at least), inside
    its column and clear of the line's points; a minus is "−1" (a true minus) in the table's
    soft red, not a white "-1"."""
    from game.scenes.results import ResultsScene
    from game.tables.boom_bah import results_panel
    from game.view import canvas
    from tests.tables.boom_bah.test_results_rows import finished

    match = finished(players)
    i18n.set_language(lang)
    try:
        scene = ResultsScene(app, match)
        for seat in range(players):
            scene.panel.view["scored"][seat] = {"safe": 4, "barn": 1, "defused": 1}
            lines = scene.panel.view["result"]["breakdown"][seat]  # and its points (a line
            lines[0] = (lines[0][0], 9)  # with none is quiet, no pieces: critic 23)
        colours = []
        placed = texts_drawn(monkeypatch)
        real = results_panel.assets.text

        def spy(surface, message, pos=(0, 0), size=22, colour=None, *a, **k):
            colours.append((str(message), colour))
            return real(surface, message, pos, size, colour, *a, **k)

        monkeypatch.setattr(results_panel.assets, "text", spy)
        words = [i18n.ngettext("{n} field", "{n} fields", 4).format(n=4),
                 i18n.ngettext("{n} barn", "{n} barns", 1).format(n=1),
                 i18n.ngettext("{n} mine", "{n} mines", 1).format(n=1)]
        for seat, column in enumerate(scene.columns):
            inner = pygame.Rect(column.x + 14, column.y + 84, column.w - 28, column.h - 148)
            placed.clear()
            colours.clear()
            scene.panel.draw(canvas.blank((1280, 720), alpha=False), seat, inner)
            said = {m: (r, s) for m, r, s in placed}
            for word in words:
                assert word in said and said[word][1] >= 14, (lang, seat, word)
                assert inner.contains(said[word][0]), (lang, seat, word)
                points = [r for m, r, _s in placed if m[:1] in "+−" and r.colliderect(
                    said[word][0].inflate(0, 8))]
                ink = said[word][0].inflate(0, -6)  # its letters, not its line's padding
                assert not any(r.colliderect(ink) for r in points), (lang, seat, word)
            assert not any(m.startswith("-") for m, _r, _s in placed), (lang, seat)
            for message, colour in colours:
                if message.startswith("−"):
                    assert colour == results_panel.NOTE_MINUS, (lang, seat, message)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_crowded_barn_keeps_its_name(app, monkeypatch, lang):
    """Critics 21: a German barn's row read "1 eigenes, 1 fremdes · +5" without "Scheune"
    while every other row kept its name. At 4 players and 1280, every graveyard full, each
    barn is named and its share shortens (to "+5" alone since critics 23: no "1+1"),
    clear of the name."""
    i18n.set_language(lang)
    try:
        table = seated(app, 4)
        shown = table.shown
        own_and_rival_in_every_barn(shown)
        shown["graveyards"] = [2, 2, 1, 1]
        texts = texts_drawn(monkeypatch)
        for seat in range(4):
            texts.clear()
            boards.player_board(table, app.screen, seat)
            said = {t: r for t, r, _s in texts}
            assert i18n._("Barn") in said, (lang, seat)
            share = next(t for t in said if t.endswith("+5"))  # words or points (critic 23)
            assert not said[share].colliderect(said[i18n._("Barn")]), (lang, seat)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_mine_nobody_defused_is_said_once(app, lang):
    """Critics 21: "Lanolin lets the mine go off" stood over "BOOM! Lanolin's sheep ...":
    the same non-action told twice. The log says it once: "BOOM! Your sheep at c2 goes to
    the graveyard (nobody defused it)", live and when the log is told again."""
    from game.rules.boom_bah import Pass
    from tests.tables.boom_bah.test_messages import mine_ahead

    i18n.set_language(lang)
    try:
        table = mine_ahead(app)
        assert table.perform(Pass())  # you let the mine go off
        step = len(table.match.steps) - 1
        table.timeline.skip()
        said = table.action_line(0, table.match.steps[step].action)
        for again in (False, True):
            if again:
                table.log.reset(table.told_to(None))
            texts = [line.text for line in table.log.lines if line.step == step]
            assert said not in texts, (again, texts)
            booms = [t for t in texts if t.endswith(i18n._("{boom} (nobody defused it)")
                                                    .format(boom=""))]
            assert len(booms) == 1, (again, texts)
    finally:
        i18n.set_language("en")


def test_the_dog_stands_whole_in_its_picture(app):
    """Critics 21: the Dog card's dog was cut off at the picture's left edge in the hand.
    Its black coat no longer touches the picture's left or right edge (a few px in)."""
    from game.view import assets, canvas

    image = canvas.raw_of(assets.svg("bb_card_dog", (218, 150)))
    for x in (*range(6), *range(212, 218)):
        dark = [y for y in range(150) if max(image.get_at((x, y))[:3]) < 70]
        assert not dark, (x, dark[:5])


@pytest.mark.parametrize("kind", ["shepherds_hook", "ewe_turn"])
def test_a_hand_card_s_window_keeps_its_picture_s_subject(app, kind):
    """Checking every card's art in the hand after the Dog (critics 21): the Shepherd's
    Hook's gold arrow was cut at the window's top and the Ewe Turn's start space at its
    foot. Outside the band the hand's window shows (`faces.window_art`), neither the gold
    arrow nor the start space's wood stands any more."""
    from game.tables.boom_bah import faces
    from game.view import canvas

    window = pygame.Rect(0, 0, 218, 104)
    shown, _at, part = faces.window_art(kind, window)
    image = canvas.raw_of(shown)

    def is_gold(c):
        return c[0] > 220 and 140 <= c[1] <= 190 and c[2] < 70

    def is_wood(c):
        return c[0] > 180 and 130 <= c[1] <= 170 and 70 <= c[2] <= 110

    for y in [*range(0, part.top), *range(part.bottom, image.get_height())]:
        for x in range(0, image.get_width(), 2):
            c = image.get_at((x, y))
            assert not is_gold(c), (kind, x, y, c)
            if kind == "ewe_turn" and x < 60:
                assert not is_wood(c), (kind, x, y, c)
