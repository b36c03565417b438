"""Round 4 of the critic's look: what carries meaning is large enough to read at 1280x720
(the bonuses' pictures, the stock's animals and counts), the empty trays say what they are
for, the crown is explained on screen, and the hand's cards use the room the panel has."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.rules.black_sheep import ANIMALS
from game.tables.black_sheep import sidebar
from game.tables.black_sheep.panels import FIGURE_BOX
from game.view import assets
from tests.tables.black_sheep.test_at_a_glance import drawn_texts, seated, three_fields
from tests.tables.black_sheep.test_rules_shown import four_players


def art(square: pygame.Rect) -> pygame.Rect:
    """Where an animal's art lies in its square (the art leaves margins)."""
    x, y, w, h = FIGURE_BOX
    return pygame.Rect(round(square.x + x * square.w), round(square.y + y * square.h),
                       round(w * square.w), round(h * square.h))


@pytest.mark.parametrize("state", [three_fields, four_players])
def test_the_stock_shows_each_kind_25_px_with_its_count_bold_and_clear_of_the_next(
        app, state):
    table = seated(app, state())
    zone = pygame.Rect(table.layout["tasks"].as_tuple())
    assert sidebar.STOCK_ICON >= 24 and sidebar.STOCK_TEXT >= 14
    texts = {t: r for t, r in drawn_texts(table) if zone.contains(r)
             and r.y > zone.bottom - sidebar.STOCK_H + 14}
    places = [pygame.Rect(*sidebar.stock_icon(table, a), sidebar.STOCK_ICON,
                          sidebar.STOCK_ICON) for a in ANIMALS]
    for i, square in enumerate(places):
        assert zone.contains(square)
        count = pygame.Rect(*sidebar.stock_count_at(square.x, square.y, ANIMALS[i]), 1, 1)
        digits = assets.font(sidebar.STOCK_TEXT, True).size("6")[0]  # six of each at most
        # the count clears its own animal by 4 px (round 10: the cow touched its "3")
        painted = sidebar.stock_art(ANIMALS[i]).move(square.topleft)  # its art's own box
        assert count.x >= painted.right + 4, ANIMALS[i]
        assert count.x + digits <= zone.right - sidebar.STOCK_PAD
        if i + 1 < len(places):  # and ends before the next animal
            following = sidebar.stock_art(ANIMALS[i + 1]).move(places[i + 1].topleft)
            assert count.x + digits <= following.x - 2
    assert any(r.h >= assets.font(sidebar.STOCK_TEXT, True).get_height() - 1
               for r in texts.values())


@pytest.mark.parametrize("players", [2, 3, 4])
def test_your_cards_stand_taller_with_their_key_badges_beside_them(app, players):
    """The critic saw room left and right of your three cards: their key badges stand left of
    their tops, so the cards are as tall as the panel allows (at least 120 px at 1280x720,
    they were 108 or less), each badge clear of every card and inside the hand's zone."""
    from game.rules.black_sheep import BlackSheepState
    from game.tables.black_sheep import draw
    from game.tables.black_sheep.board import LIFT

    hands = [["pig", "cow", "black_sheep"]] + [["horse"] * 3] * (players - 1)
    table = seated(app, BlackSheepState.from_position(players, hands=hands))
    table.toggle(1)  # a picked card rises, its badge with it
    zone = pygame.Rect(table.layout["hand_0"].as_tuple())
    spots = [draw.card_rect(table, i) for i in range(3)]
    sizes = [table.board.hand_card(i, 3)[2:] for i in range(3)]
    faces = [pygame.Rect(spot.right - round(w), spot.bottom - round(h), round(w), round(h))
             for spot, (w, h) in zip(spots, sizes, strict=True)]  # as `draw.hand` puts them
    assert table.board.keys_beside() and min(f.h for f in faces) >= 120
    assert faces[1].bottom == faces[0].bottom - LIFT
    for i, spot in enumerate(spots):
        (cx, cy), r = draw.key_badge(spot)
        badge = pygame.Rect(cx - r, cy - r, 2 * r, 2 * r)
        assert zone.contains(spot) and spot.contains(badge)
        assert not any(badge.colliderect(face) for face in faces)
        assert 0 < faces[i].x - badge.right <= 6  # beside its own card, not the one before
        if i:
            assert badge.x - faces[i - 1].right >= 12


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_an_empty_tray_says_won_figures_go_there_on_one_line_under_it(app, players, lang):
    """The critic saw six faded animals in an empty tray and had to guess what they were:
    your empty corral says "Won figures go here" on one line, at 13 px or more, under its
    fence in your panel (critic 17: inside the tray it covered the outlines); a rival's tray,
    with no room under it, says nothing (its outlines read as yours do)."""
    from game.rules.black_sheep import BlackSheepState
    from game.tables.black_sheep import corral

    i18n.set_language(lang)
    try:
        hands = [["pig"] * 3] * players
        table = seated(app, BlackSheepState.from_position(players, hands=hands))
        words = corral.empty_caption()
        said = [r for t, r in drawn_texts(table) if t == words]
        assert len(said) == 1
        rows, size, box = corral.empty_caption_box(table, table.you)
        tray = pygame.Rect(table.board.corral(table.you).as_tuple())
        panel = pygame.Rect(table.layout[f"panel_{table.you}"].as_tuple())
        assert rows == [words] and size >= 13
        assert box.y >= tray.bottom and panel.inflate(-4, -4).contains(box)
        assert box.contains(said[0]) and tray.left <= box.left and box.right <= tray.right
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_an_empty_tray_s_words_lie_clear_of_the_faded_animals(app, players, lang):
    """Round 7: "Won figures go here" lay on a see-through plate over the faded animals;
    critic 17: on the tray's foot its pill still covered them. It covers nothing of the
    tray: not an outline, not the fence."""
    from game.rules.black_sheep import ANIMALS, BlackSheepState
    from game.tables.black_sheep import corral

    i18n.set_language(lang)
    try:
        hands = [["pig"] * 3] * players
        table = seated(app, BlackSheepState.from_position(players, hands=hands))
        _rows, _size, box = corral.empty_caption_box(table, table.you)
        tray = pygame.Rect(table.board.corral(table.you).as_tuple())
        assert not tray.colliderect(box)
        for animal in ANIMALS:
            assert not corral.outline_art(table, table.you, animal).colliderect(box), animal
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("players", [2, 4])
def test_once_a_field_is_scored_only_your_empty_tray_says_what_it_is_for(app, players):
    """Round 6: "Won figures go here" stood on every empty tray all game (four times at four
    players). Once a field is scored (a rival holds a figure) only your own empty tray says
    it; a tray with a figure never does."""
    from game.rules.black_sheep import BlackSheepState
    from game.tables.black_sheep import corral

    hands = [["pig"] * 3] * players
    corrals = [[] for _ in range(players - 1)] + [["cow"]]
    table = seated(app, BlackSheepState.from_position(players, hands=hands, corrals=corrals))
    said = [r for t, r in drawn_texts(table) if t == corral.empty_caption()]
    mine = pygame.Rect(table.board.corral(table.you).as_tuple())
    assert len(said) == 1 and said[0].y >= mine.bottom  # (under it: critic 17)
    assert mine.left <= said[0].centerx <= mine.right
    corrals = [["cow"]] + [[] for _ in range(players - 1)]
    table = seated(app, BlackSheepState.from_position(players, hands=hands, corrals=corrals))
    assert corral.empty_caption() not in [t for t, _r in drawn_texts(table)]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_two_player_rival_s_score_sheet_repeats_no_key(app, lang):
    """Critic 15 read the same paragraph ("Won figures' values stay face down...") at every
    look, and critic 18 read the marks' key twice (on the sheet and over the log), worded
    two ways: the key stands over the log alone; the sheet has neither."""
    from game.rules.black_sheep import BlackSheepState

    i18n.set_language(lang)
    try:
        for corrals in ([[], []], [[], ["cow"]]):
            table = seated(app, BlackSheepState.from_position(2, hands=[["pig"] * 3] * 2,
                                                              corrals=corrals))
            panel = pygame.Rect(table.layout["panel_1"].as_tuple())
            tray = pygame.Rect(table.layout["corral_1"].as_tuple())
            room = pygame.Rect(tray.right + 14, tray.y, panel.right - 10 - tray.right - 14,
                               tray.h)
            said = [t for t, r in drawn_texts(table) if room.contains(r)]
            # the marks' key is said once, over the log (critic 18 read it twice, worded
            # two ways): the sheet keeps its lines and the last play
            assert not any(t.startswith(("the row leading", "most of a kind")) for t in said)
            assert not any("face down until the end" in t or "verdeckt, bis" in t
                           for t in said)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("height", [22, 30])
def test_the_results_set_picture_is_all_six_kinds_at_14_px_clear_of_its_words(height):
    """Critic 16: six kinds at 10 px were a tiny grid; critic 17: three animals for "all 6
    kinds" did not add up. All six, three by two, each 14 px or more."""
    from game.tables.black_sheep import results_panel

    row = pygame.Rect(100, 200, 280, height)
    icons = results_panel.set_icons(row)
    assert [a for a, _s in icons] == list(ANIMALS)
    for _animal, square in icons:
        shown = art(square)
        assert shown.w >= 13 and shown.right <= row.x + results_panel.ICON_COLUMN - 3
        for _a, other in icons:  # neighbours may touch, never cover one another
            if other != square:
                assert min(shown.clip(art(other)).size) <= 3, (shown, art(other))
        assert row.inflate(0, 4).contains(shown)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_cards_are_warmed_as_wide_as_your_largest_hand_card(app, players):
    """The art is rasterized once at `FLIGHT` wide, and every smaller card made from that:
    your taller hand's cards must not be wider (they were rasterized mid-game)."""
    from game.rules.black_sheep import BlackSheepState
    from game.tables.black_sheep.motion import FLIGHT

    table = seated(app, BlackSheepState.from_position(players, hands=[["pig"] * 3] * players))
    assert max(round(table.board.hand_card(i, 3)[2]) for i in range(3)) <= FLIGHT


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("players", [2, 4])
def test_the_decision_row_stays_greyed_and_the_prompt_fits_above_it(app, players, lang):
    """Critic 12 asked for one button layout on every table: Keep hand and Discard stand
    above Hint, Undo and Menu in every phase, greyed while they do not apply (the prompt's
    box no longer grows into their row); the prompt is whole above them (your turn's at
    17 px, a longer one at 14 px or more), clear of every shown button and your cards."""
    from game.rules.black_sheep import BlackSheepState
    from game.tables.black_sheep import draw

    i18n.set_language(lang)
    try:
        hands = [["pig", "cow", "black_sheep"]] + [["horse"] * 3] * (players - 1)
        for phase in ("play", "discard"):
            table = seated(app, BlackSheepState.from_position(players, hands=hands,
                                                              phase=phase))
            box, size = draw.prompt_box(table)
            assert box == pygame.Rect(table.board.instruction()) and size == 17
            assert box.h >= 54  # two lines at 17 px
            keep, discard = table.buttons["keep"], table.buttons["discard"]
            assert keep in table.shown_buttons() and discard in table.shown_buttons()
            table.draw(table.app.screen)
            assert keep.enabled == (phase == "discard") and not discard.enabled
            if phase == "discard":  # Discard waits for its card (critic 28b)
                table.toggle(0)
                table.draw(table.app.screen)
                assert discard.enabled
            bottom = [table.buttons[n].rect for n in ("hint", "undo", "menu")]
            assert [r.x for r in bottom] == sorted(r.x for r in bottom)
            assert keep.rect.bottom < min(r.y for r in bottom)
            assert {r.h for r in bottom} == {keep.rect.h} and keep.rect.h >= 34
            for button in table.shown_buttons():
                assert not box.colliderect(button.rect)
            for i in range(3):
                assert not box.colliderect(draw.card_rect(table, i))
            words = [(t, r) for t, r in drawn_texts(table) if box.contains(r)]
            if phase == "play":  # the words at 17 px (two lines)
                assert min(r.h for _t, r in words) >= assets.font(size).get_height() - 1
            assert words and min(r.h for _t, r in words) >= assets.font(14).get_height() - 1
            said = " ".join(t for t, _r in words).replace("\xa0", " ")
            assert said == draw.prompt(table).replace("\xa0", " "), said  # whole
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_thinking_rival_s_word_and_dots_stay_clear_of_its_score_badge(app, lang):
    """Round 7: at four players in German "Bitzer (KI mittel) denkt nach…" ran over the
    rival's "★ ≈10" badge. The word and its dots stand after the name only where they fit
    before the badge; else the dots alone (the instruction line says it in full)."""
    from game.match import Match
    from game.rules.black_sheep import BlackSheepState
    from game.saves import Seat
    from game.scenes.tables import table_for
    from game.tables.black_sheep import panels

    i18n.set_language(lang)
    try:
        seats = [Seat("Ann"), Seat("Shaun", "ai", "medium"), Seat("Timmy", "ai", "hard"),
                 Seat("Bitzer", "ai", "medium")]
        table = table_for(app, Match.new("black_sheep", seats, seed=1))
        app.stack.push(table)
        app.stack.apply_pending()
        table.timeline.skip()
        corrals = [[], ["cow"], ["horse", "cow"], ["cow", "black_sheep"]]
        table.match.state = BlackSheepState.from_position(4, hands=[["pig"] * 3] * 4,
                                                          corrals=corrals, turn=3)
        table.refresh_view()
        table.sync()
        table.match._thinking = object()  # Bitzer's move is being worked out
        try:
            scores = panels.glance.scores(table.shown)
            for seat in (1, 2, 3):
                rect = pygame.Rect(table.layout[f"panel_{table.board.pos(seat)}"].as_tuple())
                badge = panels.badge_rect(table, seat, panels.score_words(table, seat,
                                                                           scores[seat]))
                name = panels._name_rect(table, seat, rect, scores[seat])
                table.match.state.turn = seat
                marks = panels.thinking_marks(table, seat, name, badge.x - 6)
                assert len(marks) >= 3  # at least the dots
                for x, _y, r, _lit, word in marks:
                    right = x + (assets.font(14).size(word)[0] if word else r)
                    assert name.right < x - r and right < badge.x, (seat, word)
        finally:
            table.match._thinking = None
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("players", [2, 4])
def test_your_legend_and_a_rival_s_card_count_are_14_px(app, players, lang, monkeypatch):
    """Round 7: text under 14 px at 1280x720. A rival's "3 cards" is 14 px or more (the
    marks' key is in the "?" reference now), each inside its room (round 8: German
    "3 Karten" too, a four-player rival's hand 4 px wider)."""
    from game.rules.black_sheep import BlackSheepState
    from game.tables.black_sheep import panels
    from tests.tables.layout_checks import texts_drawn

    i18n.set_language(lang)
    try:
        hands = [["pig"] * 3] * players
        table = seated(app, BlackSheepState.from_position(players, hands=hands))
        table.panels = type(table.panels)()  # painted afresh, with the spy listening
        drawn = texts_drawn(monkeypatch)
        drawn_texts(table)
        count = i18n.ngettext("{n} card", "{n} cards", 3).format(n=3)
        said = [(r, size) for t, r, size in drawn if t == count]
        assert len(said) == players - 1
        for seat, (r, size) in zip(range(1, players), said, strict=True):
            zone = pygame.Rect(table.board.rival_hand(seat).as_tuple())
            assert zone.contains(r)
            # round 9: 14 px still read small; larger where the hand's zone has the room
            assert size == panels.card_count_size(table, seat, count) >= 14
            assert size == 16 if players == 2 else size >= 14
            back = pygame.Rect(*(round(v) for v in table.board.rival_card(seat, 0)))
            assert r.y >= back.bottom - 1  # under the cards, not over them
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_side_s_chip_prefers_14_px_on_two_rows_to_12_on_one(app, lang):
    """Round 7: in a four-player row's narrow chip "Two pairs" stood at 12 px on one row
    where 14 px on two rows fit. Every rank's chip, with its animals, is 13 px or more there,
    its words on at most two rows, inside the chip's room; "Two pairs" at 14."""
    from game.rules.black_sheep import RANKS
    from game.tables.black_sheep import sides

    i18n.set_language(lang)
    try:
        table = seated(app, four_players())
        room = pygame.Rect(table.board.chip_room(0, 1))
        width, height = room.w - 2 * sides.CHIP_PAD, room.h - 4
        for rank in RANKS:
            words = i18n.tr(rank)
            rows = sides.chip_rows(words, ("cow", "pig"), "", width, height)
            size = max(s for _w, _h, parts in rows for kind, _t, s in parts if kind == "text")
            assert size >= 13 and sides._word_rows(rows) <= 2, (words, size)
            assert sum(h for _w, h, _p in rows) <= height and all(w <= width for w, _h, _p in rows)
            if rank == "Two pairs":
                assert size == 14
    finally:
        i18n.set_language("en")


def test_a_moo_s_bubble_stands_alone_over_its_tray(app):
    """The opening's moo bubbles stand over the trays; your tray's "Won figures go here"
    waits until its moo is over, so the bubble's tail never lies on the words."""
    from game.tables.black_sheep import corral

    table = seated(app, four_players())
    words = corral.empty_caption()
    assert len([t for t, _r in drawn_texts(table) if t == words]) == 1
    table.moos = {2: False}
    assert len([t for t, _r in drawn_texts(table) if t == words]) == 1
    table.moos = {table.you: True}
    assert words not in [t for t, _r in drawn_texts(table)]
