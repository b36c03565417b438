"""Sheep Sheep's results say what each point is for (critic, results screens): "Yellow: 2
points each  +6" read as if the yellow sheep scored 12, where the +6 is the extra point on
top of "Sheep collected". Now: "Sheep collected / 1 point each" and "Lucky colour: yellow /
1 extra point each for 6 sheep", in words at least 13 px, beside the card, clear of the
points and of the colours' tally under it, one size in both columns."""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from game import i18n
from game.tables.sheep_sheep import words
from game.tables.sheep_sheep.results import CARD_TOP, LUCKY_W, TALLY_GAP, SheepSheepResults
from game.view import canvas
from tests.tables.layout_checks import texts_drawn
from tests.tables.sheep_sheep.test_third_look import ended_calm

COLUMN = pygame.Rect(346, 266, 272, 242)  # a seat's panel on the results screen, 1280x720


@pytest.fixture
def screen(app):
    yield canvas.blank((1280, 720), alpha=False)
    i18n.set_language("en")


def drawn_by(monkeypatch, results, surface, seat):
    with monkeypatch.context() as patch:
        placed = texts_drawn(patch)
        results.draw(surface, seat, COLUMN)
    return placed


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_lucky_colour_s_points_read_as_an_extra_point_a_sheep(monkeypatch, screen, lang):
    state = ended_calm()  # seat 0: blue lucky, 3 sheep collected of which 2 blue: 3 + 2
    i18n.set_language(lang)
    results = SheepSheepResults(SimpleNamespace(view=state.view))
    (name, counts, points), (lucky, extra, bonus) = results.lines(0)
    assert (points, bonus, state.result().scores[0]) == (3, 2, 5)
    assert counts == i18n._("1 point each")
    assert words.colour_noun("blue") in lucky
    assert extra == i18n.ngettext("1 extra point for {n} sheep",
                                  "1 extra point each for {n} sheep", 2).format(n=2)
    said = " ".join(m for m, _r, _s in drawn_by(monkeypatch, results, screen, 0))
    assert "2 points" not in said and "2 Punkte" not in said  # the misread wording is gone
    assert i18n._("{colour}: 2 points each").format(colour="").strip(": ") not in said
    # seat 1 (red lucky) collected one green sheep: none of its lucky colour
    assert results.lines(1)[1][1] == i18n._("none of them collected")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_score_lines_stand_readable_beside_the_card(monkeypatch, screen, lang):
    state = ended_calm()
    i18n.set_language(lang)
    results = SheepSheepResults(SimpleNamespace(view=state.view))
    beside = pygame.Rect(COLUMN.x + LUCKY_W, COLUMN.y, COLUMN.w - LUCKY_W,
                         CARD_TOP + round(LUCKY_W * 1.4) + TALLY_GAP)  # their box, from the top
    sizes = set()
    for seat in (0, 1):
        placed = drawn_by(monkeypatch, results, screen, seat)
        caption = placed[0]
        assert caption[2] >= 13 and COLUMN.contains(caption[1])  # "Lucky Sheep"
        points = [r for m, r, _s in placed if m[:1] in "+-"]
        lines = [(m, r, s) for m, r, s in placed[1:] if m[:1] not in "+-" and beside.contains(r)]
        assert len(lines) >= 4  # two names, two "what it counts"
        assert all(s >= 13 for _m, _r, s in lines)
        assert not any(r.colliderect(p) for _m, r, _s in lines for p in points)
        assert not any(a.colliderect(b) for i, (_m, a, _s) in enumerate(lines)
                       for _n, b, _t in lines[i + 1:])
        sizes |= {s for _m, _r, s in lines}
    assert len(sizes) == 1  # one size in both columns
