"""What critic 20 saw on the Black Sheep table: the black-sheep rule said three ways (the
new-game line "black sheep cost points", the results' "Most black sheep +6", the key's "black
sheep too"), read as a bug."""

from __future__ import annotations

import pytest

from game import i18n
from game.i18n import _, tr, tr_prose
from game.rules.black_sheep import SPEC, BlackSheepState
from game.scenes.new_game import goal_line
from game.tables.black_sheep import sidebar
from tests.tables.black_sheep.test_at_a_glance import seated

RULE = "Black sheep cost their value, but the most black sheep still earn the +6 majority."


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_black_sheep_rule_is_said_the_same_everywhere(app, lang):
    """The new-game line, the rules text and the "?" pop-up all say the one
    sentence (the game card's blurb a short form of it); nothing says black sheep merely "cost points"; the key strip names the cost
    beside the +6."""
    i18n.set_language(lang)
    try:
        rule = _(RULE)
        assert lang == "en" or rule != RULE
        table = seated(app, BlackSheepState.from_position(2, hands=[["pig"] * 3] * 2))
        popup = " ".join(row.words for s in sidebar.reference(table) for row in s.rows)
        for said in (goal_line("black_sheep"), tr_prose(SPEC.rules_text),
                     popup.replace("\xa0", " ")):
            assert rule in said
        assert "+6" in tr(SPEC.blurb)  # the game card's blurb, shorter: the same rule
        for said in (goal_line("black_sheep"), tr(SPEC.blurb), tr_prose(SPEC.rules_text)):
            assert _("Black sheep cost points.") not in said
        crown = dict((k, w) for k, w in sidebar.strip_marks(False))["crown"]
        assert "+6" in crown and {"en": "costs its value", "de": "seinen Wert"}[lang] in crown
    finally:
        i18n.set_language("en")


def test_ranks_are_plain_numerals_not_value_tokens(app):
    """Critic 20: the ranks' gold discs ①-⑦ looked like the figures' value tokens ③ on the
    same pop-up. A rank is written "1.", nothing drawn round it."""
    import pygame

    table = seated(app, BlackSheepState.from_position(2, hands=[["pig"] * 3] * 2))
    ranks = next(s for s in sidebar.reference(table) if s.heading == _("Ranks, best first"))
    first = ranks.rows[0]
    from game.view.canvas import Canvas

    surface = Canvas(pygame.Surface(first.picture_size, pygame.SRCALPHA), 1.0)
    first.picture(surface, surface.get_rect())
    w, h = first.picture_size
    painted = [(x, y) for x in range(w) for y in range(h) if surface.get_at((x, y)).a]
    assert painted  # the numeral
    assert not [p for p in painted if p[1] <= 1], "a disc paints the picture's top"
    assert min(x for x, _y in painted) > w // 4, "a disc paints the picture's left"


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_turn_says_from_your_hand_and_how_many_plainly(lang):
    """Critic 20: "Play cards of your hand" and "2 beside one card" (ambiguous)."""
    i18n.set_language(lang)
    try:
        said = sidebar.turn_rows()[0].words
    finally:
        i18n.set_language("en")
    if lang == "en":
        assert "from your hand" in said and "beside" not in said
        assert "a row with 1 card takes 2" in said  # critic 23: "up to what fits" was hard
    else:
        assert "aus deiner Hand" in said and "neben" not in said


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_results_say_an_empty_corral_and_a_tie_and_space_rows_alike(app, lang):
    """Critic 20: an empty card said nothing; a kind tied for the most got no line (no
    bonus: the rule); the winner's rows stood closer than the others'. Every column's rows
    are one height apart, so a kind's figure row lies at the same height in each."""
    import pygame

    from game.match import Match
    from game.saves import Seat
    from game.scenes.results import ResultsScene
    from tests.tables.black_sheep.test_at_a_glance import drawn_texts

    state = BlackSheepState.from_position(
        4, hands=[[], [], [], []], fields=[None, None, None], phase="over",
        corrals=[[], ["cow", "cow", "pig", "horse", "sheep", "rooster", "black_sheep"],
                 ["cow", "cow", "sheep"], ["horse", "horse", "pig", "pig", "rooster"]])
    match = Match.new("black_sheep", [Seat("Anna")] + [Seat(n, "ai", "easy")
                                                       for n in ("Ben", "Cy", "Di")], seed=1)
    match.state = state
    i18n.set_language(lang)
    try:
        placed = drawn_texts(ResultsScene(app, match))
        none, tie = _("No figures won"), _("Tied, no bonus:")
    finally:
        i18n.set_language("en")
    words = [m for m, _r in placed]
    assert words.count(none) == 1, words
    # Ben, Cy and Di: each one row (it may wrap), the tied kinds' figures after it
    assert " ".join(words).count(tie) == 3, words
    heads = sorted(r for m, r in placed if m == {"en": "Figures", "de": "Figuren"}[lang])
    tokens = {}  # each column's value tokens' rows below its heading
    for m, r in placed:
        if m.lstrip("-").isdigit() and len(m) <= 2 and r.h < 24:  # a token, not a total
            column = max((h for h in heads if h.x <= r.x and r.top > h.bottom),
                         key=lambda h: h.x, default=None)  # (paired kinds reach far right)
            if column is not None:
                tokens.setdefault(column.x, set()).add(r.centery - column.centery)
    gaps = {x: sorted(ys) for x, ys in tokens.items()}
    firsts = {ys[0] for ys in gaps.values()}
    steps = {b - a for ys in gaps.values() for a, b in zip(ys, ys[1:], strict=False)}
    assert len(firsts) == 1 and len(steps) <= 1, gaps
    assert isinstance(heads[0], pygame.Rect)


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("players", [2, 4])
def test_every_chip_keeps_its_figures_off_its_edges_and_its_words(app, lang, players):
    """Critic 20: "Höchstes Tier 🐎1 + 0 im Feld": the horse jammed against the "1" and poked
    out of the chip. Every side's chip, at two and four players: its rows inside the chip
    with CHIP_PAD px either side, the chip inside its room, and a figure never nearer than
    WORD_GAP px to words after it."""
    import pygame

    from game.tables.black_sheep import sides

    fields = [{"figures": ["horse", "black_sheep"], "sides": [["horse"], ["pig", "pig"],
                                                              ["cow"], ["sheep", "rooster"]][:players]},
              {"figures": ["cow", "cow"], "sides": [["rooster"], ["cow", "cow", "cow"],
                                                    ["sheep"], []][:players]},
              {"figures": ["pig", "rooster"], "sides": [["horse"]] + [["black_sheep"]]
               * (players - 1)}]
    i18n.set_language(lang)
    try:
        table = seated(app, BlackSheepState.from_position(
            players, hands=[["pig"] * 3] * players, fields=fields))
        checked = 0
        for f, field in enumerate(table.shown["fields"]):
            standing = sides.glance.standing(field)
            for seat in range(players):
                chip = sides._chip_says(table, seat, field, standing, None, None)
                if chip is None:
                    continue
                room = pygame.Rect(table.board.chip_room(f, seat))
                box = sides.chip_box(table, f, seat, chip)
                rows = sides.chip_rows(chip.words, chip.animals, chip.note,
                                       room.w - 2 * sides.CHIP_PAD, room.h - 4, chip.short)
                assert room.contains(box), (chip, room, box)
                for width, _h, parts in rows:
                    edge = sides.CHIP_PAD + sides.CHIP_EDGE
                    assert width + 2 * sides.CHIP_PAD <= box.w, (chip, rows, box)
                    assert box.w >= min(room.w, width + 2 * edge), (chip, rows, box)
                    for a, b in zip(parts, parts[1:], strict=False):
                        if a[0] == "icon" and b[0] != "icon":  # "🐎 1 + 0 im Feld"
                            assert sides._gap(a, b) >= 4
                checked += 1
        assert checked >= players
    finally:
        i18n.set_language("en")
    assert sides.CHIP_PAD + sides.CHIP_EDGE >= 3


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_rival_with_no_figures_has_no_sheet_line_repeating_the_empty_tray(app, lang):
    """Critic 20 (two players): "No figures yet" beside the empty tray said it twice."""
    from tests.tables.black_sheep.test_at_a_glance import drawn_texts

    i18n.set_language(lang)
    try:
        table = seated(app, BlackSheepState.from_position(2, hands=[["pig"] * 3] * 2))
        words = [m for m, _r in drawn_texts(table)]
        said = _("No figures yet")
    finally:
        i18n.set_language("en")
    assert said not in words, words
