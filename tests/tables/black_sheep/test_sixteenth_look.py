"""What critic 16 saw on the Black Sheep table: a key letter "(D)" alone on a line of the
German prompt, "≈12" in English but "etwa 18" in German, a crown over black sheep that
surprised a player who read "black sheep cost points"."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.rules.black_sheep import BlackSheepState
from game.tables.black_sheep import corral, draw, panels, sidebar
from game.tables.black_sheep.words import keys_held
from game.view.prompts import fitted
from tests.tables.black_sheep.test_at_a_glance import drawn_texts, seated

TOLD = {False: (("cow",),), True: (("cow",), ("cow", "pig"))}  # a chip's animals: two
# for two pairs and a full house alone (the other ranks are told by one)

PROMPTS = ["You played one card: pick a card to discard (D), or keep your hand (K).",
           "No cards: skip your turn (Enter).",
           "Every side facing you is full: skip your turn (Enter).",
           "Point at a glowing field to see what your cards would make there; click it (or "
           "Enter) to play them.",
           "Your turn: click 1 or 2 cards (or press 1-3), then a glowing field.",
           "Pick the one card to discard, or keep your hand."]


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("players", [2, 4])
def test_no_key_letter_stands_alone_on_a_line_of_the_prompt(app, lang, players):
    """Every prompt in the instruction's box: a bracket ("(D)", "(Enter)") never opens a
    line, it stays with the word before it."""
    i18n.set_language(lang)
    try:
        table = seated(app, BlackSheepState.from_position(players, hands=[["pig"] * 3] * players))
        box, size = draw.prompt_box(table)
        for width in (box.w, box.w - 40, box.w - 90):
            for words in PROMPTS:
                lines, _size = fitted(keys_held(i18n._(words)), width - 2 * 12, box.h - 4, size)
                assert not any(line.lstrip().startswith("(") for line in lines), lines
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_guessed_score_says_about_with_the_same_mark_in_every_language(app, lang):
    i18n.set_language(lang)
    try:
        table = seated(app, BlackSheepState.from_position(
            2, hands=[["pig"] * 3] * 2, corrals=[["cow"], ["pig", "pig"]]))
        badges = [t for t, _r in drawn_texts(table) if t.startswith("★ ")]
        assert any(b.startswith("★ ≈") for b in badges), badges
        assert not any("about" in b or "etwa" in b for b in badges), badges
    finally:
        i18n.set_language("en")


def test_the_crown_says_black_sheep_earn_it_too(app):
    """The pop-up's key and the crown's tooltip over black sheep (the strip over the log says
    it too: test_seventeenth_look)."""
    table = seated(app, BlackSheepState.from_position(
        2, hands=[["pig"] * 3] * 2, corrals=[["cow"], ["black_sheep", "black_sheep"]]))
    key = [row.words.replace("\xa0", " ") for section in sidebar.reference(table)
           for row in section.rows]
    assert any("black sheep too (+6)" in w for w in key), key
    column = pygame.Rect(table.board.corral_column(1, "black_sheep"))
    tip = corral.crown_tip(table, column.center)
    assert tip and "most black sheep earn the crown too" in tip, tip


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_chip_has_one_format_at_every_player_count(app, lang, players):
    """Critic 16: one line with the animals at two players, two rows without them at four.
    Every rank, one or two animals, with a count: the rank on the first row, every animal's
    figure on the chip (on the rank's row where it fits, else opening the count's), the
    count on the second row, at 13 px or more, inside the chip's room."""
    from game.rules.black_sheep import RANKS
    from game.tables.black_sheep import sides

    i18n.set_language(lang)
    try:
        table = seated(app, BlackSheepState.from_position(players, hands=[["pig"] * 3] * players))
        room = pygame.Rect(table.board.chip_room(0, 1))
        for rank in RANKS:
            for animals in TOLD[str(rank) in ("Two pairs", "Full house")]:
                for cards in (1, 2, 3):
                    rows = sides.chip_rows(i18n.tr(rank), animals,
                                           sides.from_field_note(1, cards),
                                           room.w - 2 * sides.CHIP_PAD, room.h - 4,
                                           (sides.from_field_note(1, cards, short=True),))
                    said = [[t for _k, t, _s in p] for _w, _h, p in rows]
                    assert len(rows) == 2, said
                    assert rows[0][2][0] == ("text", i18n.tr(rank), rows[0][2][0][2]), said
                    assert rows[1][2][-1][0] == "note", said
                    icons = [t for _w, _h, p in rows for k, t, _s in p if k == "icon"]
                    assert icons == list(animals), said
                    assert min(s for _w, _h, p in rows for k, _t, s in p if k != "icon") >= 13
                    assert sum(h for _w, h, _p in rows) <= room.h - 4, said
                    assert all(w <= room.w - 2 * sides.CHIP_PAD for w, _h, _p in rows), said
    finally:
        i18n.set_language("en")


def test_a_card_that_does_not_count_is_dimmed(app):
    """Critic 16: a sheep beside "Four of a kind" cows looked as much part of it as the
    cows. It is drawn dimmer than the same card counted, and pointing at it says so."""
    from game.tables.black_sheep import sides

    fields = [{"figures": ["cow", "cow"], "sides": [[], ["cow", "cow", "sheep"]]},
              {"figures": ["sheep"], "sides": [[], ["sheep"]]}, {}]
    table = seated(app, BlackSheepState.from_position(2, hands=[["pig"] * 3] * 2,
                                                      fields=fields))
    assert sides.uncounted(table.shown["fields"][0], 1) == [2]
    assert sides.uncounted(table.shown["fields"][1], 1) == []
    screen = table.app.screen
    table.draw(screen)
    kicker = pygame.Rect(table.board.side_card(0, 1, 2))
    counted = pygame.Rect(table.board.side_card(1, 1, 0))  # a sheep card counted
    spot = (kicker.w // 2, kicker.h // 2)

    def light(rect):
        r, g, b, *_a = screen.get_at((rect.x + spot[0], rect.y + spot[1]))
        return r + g + b

    assert light(kicker) != light(counted)  # (critic 17: its art paler, see seventeenth)
    assert "not counted" in sides.card_name_at(table, kicker.center)
    assert "not counted" not in sides.card_name_at(table, counted.center)


def test_the_results_black_sheep_has_a_light_edge_on_the_dark_panel(app):
    """Critic 16: the black sheep's icon was dark on the dark panel."""
    from game.tables.black_sheep.results_panel import lit
    from game.view import canvas, palette

    raw = pygame.Surface((60, 60))
    raw.fill(palette.PANEL)
    lit(canvas.Canvas(raw, 1), "black_sheep", pygame.Rect(14, 14, 32, 32))
    surface = raw
    light = [surface.get_at((x, y)) for x in range(60) for y in range(60)]
    assert sum(1 for c in light if sum(c[:3]) > sum(palette.PANEL[:3]) + 150) > 100  # a halo


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_long_last_play_leaves_the_key_all_its_rows(app, monkeypatch, lang):
    """Critic 16 (the network screen): "Last play:" / "a rooster and a black sheep to field
    2" on two rows pushed the key's pennant row out. It is said briefly on one row, and the
    key keeps its three rows."""
    i18n.set_language(lang)
    try:
        table = seated(app, BlackSheepState.from_position(2, hands=[["pig"] * 3] * 2))
        real = panels.last_play

        def played(table, seat):
            return i18n._("Last play: {cards}, field {n}").format(
                cards=" + ".join(i18n.tr(a) for a in ("rooster", "black sheep")), n=2)

        assert real  # (the real one reads the match's steps; these have none)
        monkeypatch.setattr(panels, "last_play", played)
        corral_ = table.layout["corral_1"]
        panel = pygame.Rect(table.layout["panel_1"].as_tuple())
        sheet = pygame.Rect(corral_.x + corral_.w + 14, corral_.y, 0, corral_.h)
        sheet.w = panel.right - 10 - sheet.x
        rows, top = panels.last_play_rows(table, 1, sheet)
        assert len(rows) == 1, rows
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("players", [2, 4])
def test_your_name_says_what_you_do_now(app, lang, players):
    """Critic 16: Boom-Bah and Sheep Sheep say under a name what its player does now; Black
    Sheep said it to nobody at the screen. Beside your name, in gold, short of your badge."""
    i18n.set_language(lang)
    try:
        table = seated(app, BlackSheepState.from_position(players,
                                                          hands=[["pig"] * 3] * players))
        assert table.match.to_move == 0
        assert panels.status_words(table) == i18n._("Your turn")
        rect = pygame.Rect(table.layout["panel_0"].as_tuple())
        score = panels.glance.scores(table.shown)[0]
        words, box = panels.status_place(table, 0, rect, score)
        assert words == panels.status_words(table)  # whole, not cut
        badge = panels.badge_rect(table, 0, panels.score_words(table, 0, score))
        assert box.right <= badge.x and rect.contains(box)
        assert words in [t for t, _r in drawn_texts(table)]
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("players", [2, 4])
def test_every_seat_dot_is_a_shape_with_colour_blind_marks_on(app, monkeypatch, players):
    """Common ask B of critic 16: a seat is never told by a colour dot alone. With the
    setting on, each panel's and each row's seat dot is the seat's shape (the shared
    `palette.draw_mark`), and no plain dot is drawn."""
    from game.view import paint, palette

    shapes, dots = [], []
    monkeypatch.setattr(palette, "draw_mark", lambda surface, mark, centre, r, colour:
                        shapes.append(mark))
    real_circle = paint.ink.circle
    monkeypatch.setattr(app.settings, "colourblind_marks", True)
    table = seated(app, BlackSheepState.from_position(players, hands=[["pig"] * 3] * players))
    colours = {palette.player(s).colour for s in range(players)}

    def circle(surface, colour, centre, r, width=0):
        if tuple(colour)[:3] in {tuple(c)[:3] for c in colours}:
            dots.append(colour)
        return real_circle(surface, colour, centre, r, width)

    monkeypatch.setattr(paint.ink, "circle", circle)
    table.draw(table.app.screen)
    marks = {palette.player(s).mark for s in range(players)}
    assert marks <= set(shapes)
    assert shapes.count(palette.player(1).mark) >= 1 + 3  # its panel and its three rows
    assert not dots


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_english_hand_name_stays_inside_its_card(app, players):
    """Critic 16: a hand card's name ribbon was wider than its card. In English every name
    fits inside the card at 14 px on one line (the German "Schwarzes Schaf", 112 px at
    14 px, needs a card 124 px wide, which the hand's 146-156 px height cannot give at the
    cards' shape: its ribbon still reaches a few px past the card's sides)."""
    from game.tables.black_sheep.draw import ribbon_rect
    from game.tables.black_sheep.words import animal

    table = seated(app, BlackSheepState.from_position(players, hands=[["pig"] * 3] * players))
    bold = table.board.ribbon_bold()
    assert bold is not None
    face = pygame.Rect(*(round(v) for v in table.board.hand_card(0, 3)))
    for kind in ("horse", "cow", "pig", "sheep", "rooster", "black_sheep"):
        rect = ribbon_rect(face, animal(kind), bold)
        assert face.left <= rect.left and rect.right <= face.right, (kind, rect, face)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_pop_up_s_chips_look_as_the_table_s(app, lang):
    """The "?" pop-up's example chips are the table's format: the rank with its animal over
    the count, in the chip's picture, and the figures' row names both counts."""
    from game.tables.black_sheep import sides

    i18n.set_language(lang)
    try:
        rows = sides.chip_rows(i18n._("One pair"), ("cow",), sides.from_field_note(1, 1, True),
                               sidebar.CHIP_W - 2 * sides.CHIP_PAD, sidebar.CHIP_H - 4)
        assert len(rows) == 2 and ("icon", "cow") in [(k, t) for k, t, _s in rows[0][2]]
        first = sidebar.figures_rows()[0]  # critic 17: the chip is drawn, not told in words
        assert first.picture is sidebar._example and first.picture_size[0] >= sidebar.PICTURE_W
    finally:
        i18n.set_language("en")
