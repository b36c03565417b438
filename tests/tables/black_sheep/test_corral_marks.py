"""The corrals' marks at 1280x720: a majority crown, a kind's count and its figures each have
their own place in a rival's tray (the crown and the count in a band over the figures), and
the value tokens' numbers are big and bold enough to read."""

from __future__ import annotations

import pygame
import pytest

from game.rules.black_sheep import BlackSheepState
from game.tables.black_sheep import faces
from game.tables.black_sheep.draw import FIGURE_BOX
from game.view import assets
from tests.tables.black_sheep.test_at_a_glance import crowns_drawn, drawn_texts, seated

CORRALS = {  # mid-game: majorities won, pairs, and a kind four strong (a figure further back)
    4: [["horse", "cow", "black_sheep"], ["pig", "pig", "cow"], ["sheep", "sheep", "rooster"],
        ["cow", "cow", "cow", "cow", "horse"]],
    3: [["horse", "cow", "black_sheep"], ["pig", "pig", "cow"], ["sheep", "sheep", "sheep"]],
    2: [["horse", "cow", "black_sheep"], ["pig", "pig", "pig", "pig", "cow"]],
}


def table_with(app, players: int):
    hands = [["pig"] * 3, ["horse"] * 3, ["sheep"] * 3, ["cow"] * 3][:players]
    return seated(app, BlackSheepState.from_position(
        players, hands=hands, fields=[None, None, None], corrals=CORRALS[players]))


def figure_art(table) -> list[pygame.Rect]:
    """Where each corralled figure's art lies (its square on its feet, less the margins)."""
    board, arts = table.board, []
    for seat, kinds in enumerate(table.shown["corrals"]):
        seen: dict[str, int] = {}
        h = board.corral_height(seat)
        for figure in kinds:
            k = seen.get(figure["type"], 0)
            seen[figure["type"]] = k + 1
            x, feet = board.corral_figure(seat, figure["type"], k)
            bx, by, bw, bh = FIGURE_BOX
            arts.append(pygame.Rect(round(x - h / 2 + bx * h), round(feet - h + by * h),
                                    round(bw * h), round(bh * h)))
    return arts


@pytest.mark.parametrize("players", [4, 3, 2])
def test_no_crown_lies_over_a_count_or_a_figure(app, monkeypatch, players):
    table = table_with(app, players)
    crowns = crowns_drawn(monkeypatch)
    counts = [rect.inflate(8, 2) for text, rect in drawn_texts(table)
              if text.lstrip("×") in "23456" and text
              and any(pygame.Rect(table.board.corral(s).as_tuple()).contains(rect)
                      for s in range(players))]
    arts = figure_art(table)
    # (four players: a crowned narrow column's coins abreast say its count, no badge)
    assert len(crowns) >= players and len(counts) >= (1 if players == 4 else players - 1)
    for crown in crowns:
        assert crown.collidelist(counts) == -1, (crown, counts)
        assert crown.collidelist(arts) == -1, (crown, arts)
    for count in counts:
        assert count.collidelist(arts) == -1, (count, arts)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_your_tokens_numbers_are_at_least_14_px_bold(app, monkeypatch, players):
    table = table_with(app, players)
    numbers: list[tuple[str, int, bool]] = []
    real = assets.text

    def spy(surface, message, pos=(0, 0), size=22, colour=None, **kw):
        corrals = [pygame.Rect(table.board.corral(s).as_tuple()) for s in range(players)]
        if message.isdigit() and colour in (faces.palette.INK, faces.MINUS) and any(
                c.collidepoint(pos) for c in corrals):  # not the legend over your corral
            numbers.append((message, size, kw.get("bold", False)))
        return real(surface, message, pos, size, colour or faces.palette.CREAM, **kw)

    monkeypatch.setattr(assets, "text", spy)
    drawn_texts(table)
    assert len(numbers) == 3  # your horse's, cow's and black sheep's (the rivals' face down)
    assert all(size >= 14 and bold for _n, size, bold in numbers), numbers


def test_the_results_tokens_stay_readable_with_many_of_a_kind(app, monkeypatch):
    """Five cows share no row with another kind when their tokens would shrink: every
    token on the results screen keeps a radius of 9 px and up (its number 14 px bold)."""
    from game.match import Match
    from game.saves import Seat
    from game.scenes.results import ResultsScene
    from game.tables.black_sheep import results_panel

    state = BlackSheepState.from_position(
        4, hands=[[], [], [], []], fields=[None, None, None], phase="over",
        corrals=[["horse", "horse", "cow", "cow", "cow", "cow", "cow", "pig", "sheep", "sheep",
                  "rooster", "black_sheep"], ["pig"], ["sheep"], ["rooster"]])
    match = Match.new("black_sheep", [Seat("Anna")] + [Seat(n, "ai", "easy")
                                                       for n in ("Ben", "Cy", "Di")], seed=1)
    match.state = state
    radii: list[float] = []
    real = results_panel.draw_token
    monkeypatch.setattr(results_panel, "draw_token", lambda surface, centre, r, value: (
        radii.append(r), real(surface, centre, r, value)))
    drawn_texts(ResultsScene(app, match))
    assert len(radii) == 15 and min(radii) >= 9, radii


@pytest.mark.parametrize("players", [2, 3, 4])
def test_two_tokens_of_a_kind_stand_apart_not_touching(app, players):
    """A critic saw a rival's two "?" coins under a black sheep run into each other at 4
    players: two abreast keep a gap between their discs (a hidden one is r + 1 round)."""
    table = table_with(app, players)
    for seat in range(players):
        for animal in ("horse", "black_sheep"):
            (x0, _y0, r), (x1, _y1, _r) = (table.board.token(seat, animal, k, 2)
                                           for k in (0, 1))
            assert x1 - x0 >= 2 * (r + 1) + 2, (seat, animal)


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_rival_s_hand_says_how_many_cards(app, players, lang):
    """At 4 players "3 Karten" was wider than the hand's zone and was left out."""
    from game import i18n
    i18n.set_language(lang)
    try:
        table = table_with(app, players)
        texts = drawn_texts(table)
        words = "3 cards" if lang == "en" else "3 Karten"
        for seat in range(1, players):
            zone = pygame.Rect(table.board.rival_hand(seat).as_tuple())
            assert [t for t, r in texts if t == words and zone.contains(r)], seat
    finally:
        i18n.set_language("en")
