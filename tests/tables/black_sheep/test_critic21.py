"""Round 19 (critics 20-21): the German key strip's words."""

import pytest

from game.i18n import _, set_language
from game.tables.black_sheep.sidebar import strip_marks


def test_the_key_says_auf_dem_feld():
    """The key says "auf dem Feld", never "im Feld" (critic 23: not German for a field a
    card lies on), and the pennant's words take one short row (the log got its room back)."""
    set_language("de")
    try:
        words = [w for _m, w in strip_marks(False)]
        assert not any("im Feld" in w for w in words)
        assert "verblasst: zählt nicht fürs Blatt" in words  # (critic 23: one row; a hand
        # of cards on a field is a "Blatt")
        assert "Reihe, die das Feld jetzt gewinnt" in words
    finally:
        set_language("en")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_results_say_how_the_game_ended_and_what_nobody_won(app, lang):
    """Critic 21: the results showed 30 of 36 figures and never said why the game ended or
    which figures no one won. Under the columns, clear of them and of the buttons, whole:
    the end as the rules end it, and every kind left in stock with its count; the "?"
    pop-up's "The end" says the same (a refill, the stock, won by nobody)."""
    from game.match import Match
    from game.rules.black_sheep import BlackSheepState
    from game.saves import Seat
    from game.scenes.results import COLUMNS_BOTTOM, ResultsScene
    from game.tables.black_sheep.results_panel import left_words
    from game.tables.black_sheep.sidebar import end_rows
    from tests.tables.black_sheep.test_at_a_glance import drawn_texts

    state = BlackSheepState.from_position(
        4, hands=[[], [], [], []], fields=[None, None, None], phase="over",
        corrals=[["horse"] * 6, ["cow"] * 6, ["sheep"] * 6, ["rooster"] * 5 + ["pig"] * 4])
    match = Match.new("black_sheep", [Seat("Anna")] + [Seat(n, "ai", "easy")
                                                       for n in ("Ben", "Cy", "Di")], seed=1)
    match.state = state
    set_language(lang)
    try:
        placed = drawn_texts(ResultsScene(app, match))
        ended = _("The game ended because a field could not be refilled: no figures "
                  "were left of the animals on the cards drawn for it.")
        left = [left_words("pig", 2), left_words("rooster", 1), left_words("black_sheep", 6)]
        end = " ".join(row.words for row in end_rows(False) if isinstance(row.words, str))
    finally:
        set_language("en")
    text = " ".join(m for m, _r in placed)
    assert ended in text
    assert all(w in text for w in left), (left, text)
    assert left_words("horse", 1) not in text  # none left: not named
    lines = [r for m, r in placed if ended in m or left[0] in m]
    width = app.screen.get_width()
    for r in lines:
        scale = width / 1280
        assert r.top >= COLUMNS_BOTTOM * scale and r.bottom <= 628 * scale
        assert r.left >= 20 * scale and r.right <= width - 20 * scale
        assert r.h >= 14 * scale
    assert "stock" in end or "Vorrat" in end


def test_the_german_blurb_says_who_gets_the_6_in_the_game_s_own_words():
    """Critic 21: "doch die meisten bringen trotzdem +6" read as "most black sheep give +6";
    "Gehege" was never the game's word (its figures are "gewonnene Figuren")."""
    from game.i18n import tr, tr_prose
    from game.rules.black_sheep import SPEC
    from game.scenes.new_game import goal_line

    set_language("de")
    try:
        texts = [tr(SPEC.blurb), goal_line("black_sheep"), tr_prose(SPEC.rules_text)]
    finally:
        set_language("en")
    assert "wer die meisten hat, bekommt +6" in texts[0]
    assert "meisten bringen" not in " ".join(texts)
    assert not any("Gehege" in t for t in texts)


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("players", [2, 4])
def test_the_popup_says_up_to_and_its_columns_end_near_each_other(app, lang, players):
    """Critic 21: "1 or 2 if the row is empty, 2 if it holds one card" read as compulsory
    (the rules mean "up to"), and "The end" stood alone in a last column, half of it
    empty: no column of the "?" pop-up ends more than 200 px (at 1280x720) above the
    tallest."""
    from game.rules.black_sheep import BlackSheepState
    from game.tables.black_sheep.sidebar import reference, turn_rows
    from game.view import assets
    from game.view import reference as ref
    from tests.tables.black_sheep.test_at_a_glance import seated

    set_language(lang)
    try:
        turn = turn_rows()[0].words
        table = seated(app, BlackSheepState.from_position(players, hands=[["pig"] * 3] * players))
        laid = ref.layout("x", reference(table))
        heads = sorted({t.pos[0] for t in laid.texts[1:-1] if t.size == ref.HEADING and t.bold})
        ends: dict[int, int] = {}
        for t in laid.texts[1:-1]:
            column = max(h for h in heads if h <= t.pos[0])
            bottom = t.pos[1] + assets.font(t.size, t.bold).get_linesize()
            ends[column] = max(ends.get(column, 0), bottom)
        for _picture, rect in laid.pictures:
            column = max(h for h in heads if h <= rect.x)
            ends[column] = max(ends.get(column, 0), rect.bottom)
    finally:
        set_language("en")
    assert {"en": "An empty row takes 1 or 2", "de": "In eine leere Reihe kommen 1 oder 2"}[
        lang] in turn  # each row's count on its own (critic 23: "up to what fits" was hard)
    assert "2 if it holds one card" not in turn
    assert len(ends) >= 3 and max(ends.values()) - min(ends.values()) <= 200, ends


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("sized", [(1280, 720), (2560, 1440)], indirect=True)
def test_every_hand_name_plate_stays_inside_its_card_over_no_art(sized, lang, players):
    """Critic 21 (every critic since 15): the German "Schwarzes Schaf" plate was wider than
    its card. Each name is inside its card at 13 px or more, on two rows where it needs
    them; every plate of one hand is as tall; the round picture above a two-row plate is
    drawn smaller and ends above it."""
    import pygame

    from game.rules.black_sheep import BlackSheepState
    from game.tables.black_sheep import draw
    from game.tables.black_sheep.board import ribbon_lines, ribbon_size
    from game.tables.black_sheep.words import animal
    from game.view import assets
    from tests.tables.black_sheep.test_at_a_glance import seated

    cards = ["black_sheep", "sheep", "rooster"]
    set_language(lang)
    try:
        table = seated(sized, BlackSheepState.from_position(
            players, hands=[list(cards)] * players))
        board = table.board
        bold = board.ribbon_bold()
        assert bold is not None
        names = [animal(a) for a in cards]
        plates = []
        for i, kind in enumerate(cards):
            spot = draw.card_rect(table, i)
            _x, _y, w, h = board.hand_card(i, 3)
            face = pygame.Rect(spot.right - round(w), spot.bottom - round(h), round(w), round(h))
            rows = draw.hand_rows(names, face.w, bold)
            rect = draw.ribbon_rect(face, names[i], bold, rows)
            lines = ribbon_lines(names[i], face.w, bold)
            assert ribbon_size(face.w) >= 13
            assert face.left <= rect.left and rect.right <= face.right, (names[i], rect, face)
            assert all(assets.font(ribbon_size(face.w), bold).size(line)[0] <= rect.w - 4
                       for line in lines)
            plates.append(rect.h)
            if rows > 1:  # the picture ends above the plate
                lifted = draw.lifted_card(kind, face.w, face.h, rect.y - face.y)
                raw = lifted.raw if hasattr(lifted, "raw") else lifted
                k = raw.get_width() / face.w
                below = rect.y - face.y - 1
                row_y = round(below * k)
                # the paper's colour across the middle just above the plate: no art there
                middle = [raw.get_at((x, row_y))[:3] for x in range(raw.get_width() // 3,
                                                                     2 * raw.get_width() // 3)]
                spread = max(max(c) - min(c) for c in zip(*middle, strict=False))
                assert spread <= 60, (names[i], spread)  # paper (the art: over 100)
        assert len(set(plates)) == 1, plates
        if lang == "de":
            assert draw.hand_rows(names, face.w, bold) == 2
    finally:
        set_language("en")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_end_line_keeps_clear_of_a_note_and_of_the_not_kept_box(app, lang):
    """Under a note, or over the box that says the game could not be kept, the end takes
    one line that fits the width at 14 px or more and ends above the box or the buttons."""
    from game.match import Match
    from game.rules.black_sheep import BlackSheepState
    from game.saves import Seat
    from game.scenes.results import COLUMNS_BOTTOM, PROBLEM
    from game.tables.black_sheep.results_panel import BlackSheepResults
    from game.view import assets

    state = BlackSheepState.from_position(
        2, hands=[[], []], fields=[None, None, None], phase="over",
        corrals=[["horse"] * 6, ["cow"] * 6])
    match = Match.new("black_sheep", [Seat("Anna"), Seat("Ben", "ai", "easy")], seed=1)
    match.state = state
    set_language(lang)
    try:
        panel = BlackSheepResults(match)
        cramped = panel.reason_layout(1200, COLUMNS_BOTTOM - (PROBLEM.h - 4) - 64)
        panel.note = "Seat 1 is the only player with black sheep"
        noted = panel.reason_layout(1200, COLUMNS_BOTTOM - 64)
    finally:
        set_language("en")
    for lines, foot in ((cramped, PROBLEM.y), (noted, 628)):
        assert len(lines) == 1
        words, size, y = lines[0]
        assert size >= 14 and assets.font(size).size(words)[0] <= 1200
        assert y + assets.font(size).get_linesize() / 2 <= foot, (words, y)
