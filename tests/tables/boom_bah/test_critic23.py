"""Critics 23 on Sheep-Boom-Bah: your own board lacked the "[icon]×1 = 1 now" line every
rival's had ("Dein Zug: 2 Aktionen" took its room; the actions are pips now); a barn read
"1+1 · +5" on one board, "1 own, 1 rival · +5" on another and "1+2 · +7" in the reference;
the reference broke its four shapes across lines; the hand's "+2" covered its card backs;
the results' "+0" rows cluttered, their pieces were small and nothing said why the game
ended; a card's gist sat low on its panel."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.rules.boom_bah.state import ACTIONS_PER_TURN
from game.scenes.results import ResultsScene
from game.tables.boom_bah import boards, faces, legend, results_panel
from game.view import canvas
from game.view.paint import wrap
from tests.tables.boom_bah.test_results_rows import finished
from tests.tables.boom_bah.test_round20 import own_and_rival_in_every_barn
from tests.tables.layout_checks import texts_drawn
from tests.tables.test_layout_boom_bah import seated


def your_turn(table) -> None:
    state = table.match.state
    state.turn, state.actions_left = 0, 2
    table.sync()


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("players", [2, 4])
def test_your_own_board_keeps_its_score_sources_in_your_turn(app, monkeypatch, lang, players):
    """In your turn your board says "Your turn" and two pips, and "[safe]×1 = 1 now" still
    stands beside them, as on every rival's board; the pips are drawn, one full per action
    left, clear of the tokens."""
    i18n.set_language(lang)
    try:
        table = seated(app, players)
        your_turn(table)
        shown = table.shown
        # two sources in English, one in German (the critics' "[safe]×1 = 1 jetzt"): two
        # beside "Dein Zug" and a long "+17 am Ende" give way, the tooltip has them
        sources = {"safe": 1, "barn": 1} if lang == "en" else {"safe": 1}
        shown["scored"] = [dict(sources) for _ in range(players)]
        shown["points"] = [4 if lang == "en" else 1] * players
        assert boards.status_words(table, 0) == i18n.pgettext("player board", "Your turn")
        assert boards.action_pips(table, 0) == (2, ACTIONS_PER_TURN)
        line, at = boards.now_note(table, 0)  # words since critic 25
        assert line == ("4 now ·" if lang == "en" else "1 jetzt ·"), (lang, line)  # critic 27
        circles = []
        spot = boards.status_spot(table, 0, boards.table_rect(table, 0))
        monkeypatch.setattr(boards.ink, "circle", lambda surface, colour, centre, r, w=0, **k:
                            circles.append((centre, w)) if abs(centre[1] - spot[1] - 9) < 6
                            and centre[0] > spot[0] else None)
        boards.player_board(table, app.screen, 0)
        assert [w for _c, w in circles] == [0, 0]  # two actions left: two full pips
        for c, _w in circles:
            assert not pygame.Rect(c[0] - 4, c[1] - 4, 8, 8).colliderect(at), (lang, players)
        shown["actions_left"] = 1
        circles.clear()
        boards.player_board(table, app.screen, 0)
        assert [w for _c, w in circles] == [0, 2]  # one taken: hollow
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_one_barn_notation_on_the_boards_and_in_the_reference(app, monkeypatch, lang):
    """A barn says "1 own, 1 rival · +5" or only "+5", never "1+1 · +5"; the reference's
    example is the same words ("1 own, 2 rivals · +7")."""
    i18n.set_language(lang)
    try:
        table = seated(app, 4)
        own_and_rival_in_every_barn(table.shown)
        table.shown["graveyards"] = [2, 2, 1, 1]
        texts = texts_drawn(monkeypatch)
        for seat in range(4):
            boards.player_board(table, app.screen, seat)
        said = [t for t, _r, _s in texts]
        assert not [t for t in said if "+" in t[1:2]]  # no "1+1"
        assert boards.both_words(1, 1, "+5") in said or "+5" in said
        example = boards.both_words(1, 2, "+7")
        rows = [row.words for section in legend.reference(table) for row in section.rows]
        assert any(f"“{example}”" in words or f"„{example}“" in words for words in rows), rows
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_reference_keeps_the_four_shapes_on_one_line(app, lang):
    i18n.set_language(lang)
    try:
        table = seated(app, 2)
        rows = [row.words for section in legend.reference(table) for row in section.rows]
        shapes = next(words for words in rows if legend.SHAPES in words)
        for width in range(200, 420, 7):
            assert any(legend.SHAPES in line for line in wrap(shapes, 16, width)), width
    finally:
        i18n.set_language("en")


def test_the_hands_plus_stands_beside_the_cards_not_on_them(app):
    """Your hand's "+2" on its tag stands right of the card backs, under "×4", never over
    their picture."""
    table = seated(app, 4)
    shown = table.shown
    shown["hands"][0] = ["wild_wool:0", "wild_wool:1", "dog:0", "dog:1"][:4]
    for seat in range(4):
        rect = boards.hand_part(table, seat)
        n = shown["hand_sizes"][seat]
        spots = [boards.rival_card(table, seat, i, n) for i in range(n)]
        fan = spots[0].unionall(spots[1:])
        tag = boards.share_tag(table, seat, rect, fan)
        if tag is not None:
            assert tag.x >= fan.right - 3 and rect.contains(tag)  # at most its edge


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_results_quiet_their_empty_lines_and_say_why_the_game_ended(app, monkeypatch,
                                                                        lang):
    match = finished(4)
    i18n.set_language(lang)
    try:
        scene = ResultsScene(app, match)
        panel = scene.panel
        assert panel.reason().startswith(i18n._("The game ended: {reason}.").split("{")[0])
        placed = texts_drawn(monkeypatch)
        surface = canvas.blank((1280, 720), alpha=False)
        for seat, column in enumerate(scene.columns):
            inner = pygame.Rect(column.x + 14, column.y + 84, column.w - 28, column.h - 148)
            placed.clear()
            panel.draw(surface, seat, inner)
            said = [m for m, _r, _s in placed]
            assert "+0" not in said  # a line that adds nothing shows a quiet dash
            zero = sum(1 for _l, p in match.result().breakdown[seat] if not p)
            assert said.count("–") == zero
        reason = [(r, s) for m, r, s in placed if m == panel.reason()]
        assert reason and reason[0][1] >= 16 and surface.get_rect().contains(reason[0][0])
        assert reason[0][0].top > max(c.bottom for c in scene.columns) - 64
    finally:
        i18n.set_language("en")


def test_a_settled_flock_is_said_too(app):
    match = finished(2)
    panel = results_panel.BoomBahResults(match)
    panel.ending = ("flock_settled", {"rounds": 3})
    assert "3" in panel.reason()
    panel.ending = ("end_triggered", {"seats": [0], "final_turns": [1]})
    assert panel.reason() == i18n._("The game ended: you had no sheep left on the board; "
                                    "everyone else took one last turn.")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_gist_is_centred_on_its_panel(app, lang):
    """The letters' ink is centred in the gist's box (a font's room over its capitals set
    four lines low: "space." touched the panel's foot)."""
    from game.rules.boom_bah.cards import CARD_TYPES
    i18n.set_language(lang)
    try:
        for kind in CARD_TYPES:
            block = faces.worded(f"{kind.id}:0", faces.HAND)[1]
            ink = faces.inked(block)
            assert abs(ink.centery - block.box.centery) <= 1, kind.id
            assert ink.top - block.box.top >= 2 and block.box.bottom - ink.bottom >= 2
    finally:
        i18n.set_language("en")
