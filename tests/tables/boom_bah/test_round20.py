"""Round 20 of the critics' points at the Sheep-Boom-Bah table (brief bb18)."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.tables.boom_bah import boards
from tests.tables.layout_checks import texts_drawn
from tests.tables.test_layout_boom_bah import seated


def own_and_rival_in_every_barn(shown: dict) -> None:
    """Every seat's barn: one sheep of its own and one of the next seat's."""
    for seat in range(4):
        shown["barns"][seat] = [0] * 4
        shown["barns"][seat][seat] = 1
        shown["barns"][seat][(seat + 1) % 4] = 1


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("players", [2, 4])
def test_the_pill_is_the_score_if_the_game_ended_now(app, monkeypatch, lang, players):
    """Critics 20: "★ 2 now" with "+3 at end" under it were two numbers nobody added up. The
    pill says their sum, the score if the game ended now, " + ?" after a rival's (its hand is
    hidden); under it "2 now · +3 at end" says what it adds, at 14 px, clear of the status,
    the name and each other."""
    i18n.set_language(lang)
    try:
        table = seated(app, players)
        shown = table.shown
        shown["points"] = [2, 5, 4, 1][:players]
        for seat in range(players):
            shown["barns"][seat][seat] = 1
        texts = texts_drawn(monkeypatch)
        for seat in range(players):
            texts.clear()
            boards.player_board(table, app.screen, seat)
            pill = boards.badge_words(table, seat)
            assert pill == f"★ {shown['points'][seat]}"  # the points so far, alike (critic 25)
            said = {t: (r, size) for t, r, size in texts}
            now, at = boards.now_note(table, seat)
            end, end_at = boards.end_note(table, seat)
            assert now.startswith(str(shown["points"][seat])) and now in said and end in said
            assert said[now][0] == at and said[now][1] >= 14
            assert at.right < end_at.x and at.y == end_at.y
            row = boards.name_row(table, seat)
            assert row.contains(at)
            others = [r for t, r, _s in texts if t not in (now, end, pill) and r.colliderect(row)]
            assert not any(r.colliderect(at) or r.colliderect(end_at) for r in others), others
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_crowded_boards_at_1280_keep_whose_sheep_and_fold_empty_graveyards(app, monkeypatch, lang):
    """Critics 20: at 4 players and 1280 German said "Scheune 2 Schafe · +5", dropping the
    own/rival split English showed, in crowded boxes. An empty graveyard is folded away and
    its barn takes the room; a barn says its own and rivals' sheep apart (its name gives way
    where both do not fit); every word is at least 13 px and none overlaps another."""
    i18n.set_language(lang)
    try:
        table = seated(app, 4)
        assert app.screen.get_size() == (1280, 720)
        shown = table.shown
        own_and_rival_in_every_barn(shown)
        shown["graveyards"] = [0, 2, 0, 1]
        split = "1 own, 1 rival · +5" if lang == "en" else "1 eigenes, 1 fremdes · +5"
        texts = texts_drawn(monkeypatch)
        for seat in range(4):
            texts.clear()
            boards.player_board(table, app.screen, seat)
            said = [t for t, _r, _s in texts]
            assert split in said or "+5" in said, said  # or its points (critics 23: no "1+1")
            assert "1+1 · +5" not in said
            assert i18n._("Barn") in said, said  # and its name, always (critics 21)
            assert (i18n._("Graveyard") in said) == bool(shown["graveyards"][seat])
            barn = table.board.seat_zone("barn", seat)
            grave = table.board.layout[f"graveyard_{table.board.pos(seat)}"]
            assert (barn.x + barn.w >= grave.x + grave.w) == (not shown["graveyards"][seat])
            assert all(size >= 13 for _t, _r, size in texts), texts
            rects = [r.inflate(0, -4) for t, r, _s in texts if t.strip()]  # line boxes, less leading
            for i, r in enumerate(rects):
                assert r.collidelist(rects[i + 1:]) < 0, (texts[i], rects)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_your_colour_s_shape_in_the_note_is_drawn_in_your_colour(app, monkeypatch, lang):
    """Critics 20: "Cards of your colour (red ●)" drew the dot cream. The shape is drawn in
    the seat's colour, as the cards draw it, and the row reads on round it."""
    from game.tables.boom_bah import deck
    from game.view import assets, palette
    i18n.set_language(lang)
    try:
        table = seated(app, 4)
        drawn = []
        real = assets.text
        monkeypatch.setattr(assets, "text", lambda surface, message, pos=(0, 0), size=22,
                            colour=palette.CREAM, **k: (drawn.append((message, tuple(colour))),
                                                       real(surface, message, pos, size, colour,
                                                            **k))[1])
        deck.refill(table, app.screen, pygame.Rect(table.layout["controls"].as_tuple()))
        shape = deck.SHAPES[table.viewer]
        assert (shape, tuple(palette.player(table.viewer).colour)) in drawn, drawn
        assert not any(shape in m and len(m) > 1 for m, _c in drawn)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_discard_top_card_is_named_whole_beside_it(app, monkeypatch, lang):
    """Critics 20: the 72 px pile card squeezed its title over three hyphenated rows
    ("Shep-/herd's/Hook", "Wieder-/belebäh"). The card is its picture; its name stands
    right of it in whole words, one or two rows, at least 13 px, inside the deck panel."""
    from game.tables.boom_bah import deck
    i18n.set_language(lang)
    try:
        table = seated(app, 4)
        panel = pygame.Rect(table.layout["deck_panel"].as_tuple())
        for card, name in (("shepherds_hook:0", "Shepherd's Hook"),
                           ("bah_k_to_life:0", "Wiederbelebäh")):
            if lang == "en" and card.startswith("bah"):
                name = "Bah-k to Life"
            if lang == "de" and card.startswith("shep"):
                continue
            table.shown["discard"] = [card]
            texts = texts_drawn(monkeypatch)
            deck.deck_panel(table, app.screen)
            rows = [(t, r, size) for t, r, size in texts if t in name]
            assert " ".join(t for t, _r, _s in rows) == name, texts
            assert 1 <= len(rows) <= 2 and all(size >= 13 for *_x, size in rows)
            assert all(panel.contains(r) for _t, r, _s in rows)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_results_count_the_tiles_and_show_the_cards_whole(app, monkeypatch, lang):
    """Critics 20: "Points collected" showed three tiles with no counts, and the scoring
    cards in hand overlapped to ~12 px each. Each source collected is its tile with how many
    ("2 fields", or "×2" where words do not fit); the cards stand side by side, 16 px or more."""
    from game.tables.boom_bah import faces, results_panel
    i18n.set_language(lang)
    try:
        table = seated(app, 4)
        results = results_panel.BoomBahResults(table.match)
        results.view["scored"][0] = {"safe": 2, "barn": 1, "defused": 0}
        assert results.sources(0) == [("safe", 2), ("barn", 1)]
        texts = texts_drawn(monkeypatch)
        results.pieces(app.screen, "tiles", 0, pygame.Rect(100, 100, 240, 22))
        said = [t for t, _r, _s in texts]
        assert said == ([i18n.ngettext("{n} field", "{n} fields", 2).format(n=2),
                         i18n.ngettext("{n} barn", "{n} barns", 1).format(n=1)])
        texts.clear()
        results.pieces(app.screen, "tiles", 0, pygame.Rect(100, 100, 130, 22))
        assert [t for t, _r, _s in texts] == said  # in words in every column (critics 21)
        assert min(s for _t, _r, s in texts) >= 14
        cards = []
        real = faces.card
        monkeypatch.setattr(faces, "card", lambda card, width, *a: (cards.append(width),
                                                                    real(card, width, *a))[1])
        results.view["hands"][0] = ["wild_wool:0", "wild_wool:1"]
        results.pieces(app.screen, "cards", 0, pygame.Rect(100, 100, 200, 22))  # 4 players
        assert cards and min(cards) >= 16
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_reference_foot_is_one_line_and_every_rule_ends_with_a_stop(app, monkeypatch, lang):
    """Critics 20: "Tab: the other page" sat lower than "Esc, F1 or a click outside closes
    this", and "Barnyard: +1 per sheep" lacked its full stop. Both hints share one baseline;
    every rule row of "The end" ends with a stop or a colon."""
    from game.tables.boom_bah import legend
    from game.view import reference
    i18n.set_language(lang)
    try:
        table = seated(app, 2)
        table.open_reference()
        app.stack.apply_pending()
        scene = app.stack.top
        texts = texts_drawn(monkeypatch)
        scene.draw(app.screen)
        tab = next(r for t, r, _s in texts if t == i18n._("Tab: the other page"))
        close = next(r for t, r, _s in texts if t == reference.closing())
        assert tab.bottom == close.bottom and tab.h == close.h
        end = next(s for s in legend.reference(table) if s.heading == i18n._("The end"))
        assert all(row.words.rstrip()[-1] in ".:" for row in end.rows), [r.words for r in end.rows]
    finally:
        i18n.set_language("en")


def test_a_tall_board_s_barn_picture_is_not_huge(app):
    """Critics 20: at the start of a two-player game the barns behind the sheep were huge
    (and an empty graveyard's room makes the barn row wider still): the picture is at most
    BACKDROP_BARN px."""
    table = seated(app, 2)
    for seat in range(2):
        assert table.board.backdrop(seat)
        picture = boards.row_picture(table, seat, "barn")
        assert picture.w <= boards.BACKDROP_BARN and picture.h <= boards.BACKDROP_BARN
