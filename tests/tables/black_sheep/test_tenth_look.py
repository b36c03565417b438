"""Round 10's look at the Black Sheep table (critic 9): one way of showing a rival's hidden
values, crowns inside the trays, a clear key label, the empty tray's words off the outlines,
room around the sidebar's small animals."""

from __future__ import annotations

import pygame
import pytest

from game.rules.black_sheep import BlackSheepState
from tests.tables.black_sheep.test_at_a_glance import drawn_texts, seated


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_rival_s_hidden_values_are_always_one_question_coin_and_a_count(
        app, monkeypatch, players):
    """Critic 9 saw "? ?" under a rival's horses and "? ×3" under its black sheep in one
    tray: wide columns laid the coins abreast, narrow ones pooled them. Now every kind a
    rival holds two or more of shows one "?" coin and "×n", in every column width."""
    from game.tables.black_sheep import corral

    rival = [["horse", "horse", "cow", "black_sheep", "black_sheep", "black_sheep", "pig"]]
    corrals = [["sheep"]] + rival + [["rooster"]] * (players - 2)
    table = seated(app, BlackSheepState.from_position(
        players, hands=[["pig"] * 3] * players, fields=[None, None, None], corrals=corrals))
    discs: list[pygame.Rect] = []
    real = corral.draw_token

    def spy(surface, centre, r, value, ask=True):
        if value is None:
            discs.append(pygame.Rect(round(centre[0] - r), round(centre[1] - r),
                                     round(2 * r), round(2 * r)))
        return real(surface, centre, r, value, ask)

    monkeypatch.setattr(corral, "draw_token", spy)
    texts = drawn_texts(table)
    tray = pygame.Rect(table.board.corral(1).as_tuple())
    for kind, n in (("horse", 2), ("black_sheep", 3), ("cow", 1), ("pig", 1)):
        x, _y, w, _h = table.board.corral_column(1, kind)
        column = pygame.Rect(round(x), tray.y, round(w), tray.h)
        if kind == "black_sheep":  # the last column: clear of the tray's side first
            column = column.inflate(2 * corral.POOL_SLACK, 0)
        coins = [d for d in discs if column.contains(d)]
        assert len(coins) == 1, (kind, coins)  # one "?" coin, never "? ?"
        counts = [t for t, r in texts if column.colliderect(r) and t.startswith("×")]
        assert counts == ([f"×{n}"] if n > 1 else []), (kind, counts)


@pytest.mark.parametrize("players", [2, 4])
def test_the_majority_crowns_stand_inside_the_tray_under_its_fence(app, monkeypatch, players):
    """Critic 9: the crowns over a rival tray's columns stood on its top rail and posts.
    Each crown (its balls too) lies under the fence, inside the tray and its column."""
    from game.tables.black_sheep import corral
    from tests.tables.black_sheep.test_at_a_glance import crowns_drawn

    corrals = [["horse", "horse"], ["cow", "cow", "black_sheep"]] + [["pig"]] * (players - 2)
    table = seated(app, BlackSheepState.from_position(
        players, hands=[["pig"] * 3] * players, fields=[None, None, None], corrals=corrals))
    crowns = crowns_drawn(monkeypatch)
    drawn_texts(table)
    assert len(crowns) >= 2
    for crown in crowns:
        seat = next(s for s in range(players)
                    if pygame.Rect(table.board.corral(s).as_tuple()).colliderect(crown))
        tray = pygame.Rect(table.board.corral(seat).as_tuple())
        assert crown.y >= tray.y + corral.FENCE + 1, (crown, tray)
        assert tray.inflate(-8, 0).contains(crown), (crown, tray)


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("players", [2, 4])
def test_an_empty_tray_s_words_keep_a_gap_under_the_faded_animals(app, players, lang):
    """Critic 9: "Won figures go here" ("Hier landen gewonnene Figuren") still crowded the
    faded animals' feet in your tray. The animals stand higher while the words are there:
    6 px or more of straw between each outline's art and the plate, the art under the fence."""
    from game import i18n
    from game.rules.black_sheep import ANIMALS
    from game.tables.black_sheep import corral

    i18n.set_language(lang)
    try:
        table = seated(app, BlackSheepState.from_position(
            players, hands=[["pig"] * 3] * players))
        for seat in [table.you]:  # (a rival's tray says nothing: critic 17)
            assert corral.says_what_it_is_for(table, seat)
            _rows, _size, plate = corral.empty_caption_box(table, seat)
            tray = pygame.Rect(table.board.corral(seat).as_tuple())
            for animal in ANIMALS:
                art = corral.outline_art(table, seat, animal)
                assert art.bottom + 6 <= plate.y, (animal, art, plate)
                assert art.y >= tray.y + corral.FENCE, (animal, art, tray)
    finally:
        i18n.set_language("en")
