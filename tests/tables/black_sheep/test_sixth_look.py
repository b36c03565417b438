"""Round 6 of the critic's look at Black Sheep: the field's figures say they are the winner's
prize as well as part of every row, the combinations' order is on screen, and "keeps their
hand" says what it means."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.rules.black_sheep import KeepHand
from game.tables.black_sheep import draw, words
from tests.tables.black_sheep.test_at_a_glance import drawn_texts, seated
from tests.tables.black_sheep.test_rules_shown import four_players


@pytest.mark.parametrize(("lang", "said"), [("en", "no discard"), ("de", "kein Abwurf")])
def test_keeping_the_hand_is_said_as_no_discard(app, lang, said):
    """ "Bitzer keeps their hand" left the critic guessing: the log line says the cards are
    kept and nothing is discarded, for you and for a rival."""
    i18n.set_language(lang)
    try:
        table = seated(app, four_players())
        for seat in (0, 1):
            line = words.action_line(table, seat, KeepHand())
            assert said in line and "hand" not in line.lower()
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_field_s_figures_say_the_winner_takes_them(app, lang):
    """Once per field the caption says, short, that the field's winner takes its figures
    (round 7: "Count in every row; winner takes both" on three crammed lines was too much),
    in at most two rows at 14 px or more inside the paddock."""
    i18n.set_language(lang)
    try:
        table = seated(app, four_players())
        texts = drawn_texts(table)
        for f, field in enumerate(table.shown["fields"]):
            if not field["figures"]:
                continue
            rows, size = draw.caption_rows(table, f)
            assert size >= 14 and len(rows) <= 2
            assert " ".join(rows) == draw.caption(len(field["figures"]))
            room = draw.caption_room(table, f)
            assert [t for t, r in texts if room.contains(r)] == rows
        assert draw.caption(2) == {"en": "Winner takes both", "de": "Sieger nimmt beide"}[lang]
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("players", [2, 4])
def test_the_combinations_order_is_on_screen_best_first(app, players, lang):
    """The critic found "Two pairs", "Full house" on the chips but no ladder saying which
    beats which: the right column shows the rules' seven ranks best first, numbered, and the
    animals best first for ties, at 14 px or more, each text inside its panel and clear of
    the others; it stands under the piles' strips, in their zones, and the log keeps its
    zone."""
    from game.rules.black_sheep import ANIMALS, RANKS, BlackSheepState
    from game.tables.black_sheep import ladder

    i18n.set_language(lang)
    try:
        table = seated(app, BlackSheepState.from_position(players, hands=[["pig"] * 3] * players))
        deck, discard, panel = ladder.places(table.layout)
        zone = pygame.Rect(table.layout["deck"].as_tuple()).union(
            table.layout["discard"].as_tuple())
        assert zone.contains(panel) and not panel.colliderect(deck.union(discard))
        assert table.log.rect == pygame.Rect(table.layout["log"].as_tuple())
        inside = [(t, r) for t, r in drawn_texts(table) if panel.colliderect(r)]
        assert all(panel.contains(r) for _t, r in inside)
        for i, (_t, r) in enumerate(inside):
            assert not [o for _u, o in inside[i + 1:] if r.colliderect(o)], (_t, r)
        said = [t for t, _r in inside]
        names = [i18n.tr(name) for name in RANKS]
        assert [t for t in said if t in names] == names  # best first
        assert [t for t in said if t.isdigit()] == [str(i + 1) for i in range(len(RANKS))]
        size, _cols = ladder.size_and_columns(panel.w)
        assert size >= 14  # round 7: 12 px was too small to read at 1280x720
        words, squares = ladder.ties_row(panel)
        assert [a for a, _s in squares] == list(ANIMALS)
        assert all(panel.contains(s) and not s.colliderect(words) for _a, s in squares)
        marks = ladder.chevrons(panel)  # each ">" between two animals, touching neither
        assert len(marks) == len(ANIMALS) - 1
        for mark, (_a, left), (_b, right) in zip(marks, squares, squares[1:], strict=False):
            assert left.right < mark.x and mark.right < right.x
    finally:
        i18n.set_language("en")
