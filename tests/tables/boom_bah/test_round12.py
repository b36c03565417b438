"""Round 12 of the critic's points at the Sheep-Boom-Bah table."""

from __future__ import annotations

from game.rules.boom_bah import EndTurn
from tests.tables.test_layout_boom_bah import drawn, seated


def _rival_to_move(app):
    """A table where you ended your turn (a decision Undo could take back) and Shaun decides."""
    table = seated(app, 2)
    match = table.match
    for _ in range(40):
        if match.to_move != 0:
            break
        legal = match.legal_actions()
        match.apply(next((a for a in legal if isinstance(a, EndTurn)), legal[-1]))
    assert match.to_move == 1 and not match.is_over
    table.refresh_view()
    table.sync()
    return table


def test_undo_is_grey_whenever_a_rival_decides(app):
    """Critic 12: Undo was lit while Shaun was thinking in one shot and grey in another; while
    it is not your turn it is always grey, and says why."""
    table = _rival_to_move(app)
    drawn(app, table)
    undo = table.bottom["undo"]
    assert not undo.enabled and undo.tooltip != "Take back your last decision (Ctrl+Z)"
    before = len(table.match.steps)
    table.undo()  # Ctrl+Z too
    assert len(table.match.steps) == before


def _lum(colour) -> float:
    r, g, b = colour[:3]
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def test_the_base_carries_a_designed_badge_not_a_white_checkbox(app):
    """Critic 12 (and every critic before): the white shape on each base read as a
    placeholder checkbox. The base carries a pale medallion in the seat's colour with the
    seat's shape embossed dark on it, whole on the figure at every size, the shape's
    middle dark and the medallion's edge light in every colour (so colour-blind players tell
    the shapes apart), and nothing on it white."""
    import pygame

    from game.tables.boom_bah import faces

    for height in (50, 96, 184):
        spot = faces.mark_rect(height)
        assert spot.bottom <= height and spot.top >= 0, height
    for seat in range(4):
        figure = faces.sheep(seat, 184)
        figure = getattr(figure, "raw", figure)
        spot = faces.mark_rect(184)
        middle = figure.get_at((spot.centerx, spot.centery + 2))
        rim = figure.get_at((spot.centerx, spot.y + round(spot.h * 0.1)))
        assert _lum(rim) - _lum(middle) > 70, (seat, rim, middle)
        assert middle[:3] != (255, 255, 255) and min(middle[:3]) < 200
        assert isinstance(figure, pygame.Surface)


def test_the_reference_explains_a_turn_and_lists_every_card(app):
    """Critic 12: the "?" pop-up had the board's key and the scoring only. It now has "On
    your turn" (two actions, the cards, the refill, answering) and every card once, its
    picture and "Name: what it does", and it all fits the panel at 14 px, English and
    German, in as many columns as it needs (never under 14 px, never past the panel)."""
    from game import i18n
    from game.rules.boom_bah.cards import CARD_TYPES
    from game.tables.boom_bah import legend, words
    from game.view import reference

    class Seated:
        you = 0

    try:
        for lang in ("en", "de"):
            i18n.set_language(lang)
            pages = [legend.reference(Seated()), legend.card_rows()]  # two pages (critic 16)
            headings = [s.heading for s in pages[0]]
            assert i18n._("On your turn") in headings
            said = " ".join(r.words for s in pages[1] for r in s.rows)
            for kind in CARD_TYPES:
                assert f"{words.card_title(kind.id)}:" in said, (lang, kind.id)
            for sections in pages:
                laid = reference.layout("Sheep-Boom-Bah", sections)
                assert reference.AREA.contains(laid.panel), lang
                body = [t for t in laid.texts[1:-1]]
                assert min(t.size for t in body) >= 14
                closing = laid.texts[-1].pos[1]
                for placed in body:
                    line = reference.assets.font(placed.size, placed.bold).get_linesize()
                    assert placed.pos[1] + line <= closing, (lang, placed.words)
                for _draw, at in laid.pictures:
                    assert at.bottom <= closing, lang
    finally:
        i18n.set_language("en")


def test_one_button_layout_hint_undo_menu_at_the_foot_actions_over_them(app):
    """Critic 12: "button placement differs on every table". As at Black Sheep, your
    buttons are a cluster at the bottom right of your panel: Hint (H), Undo, Menu in that
    order along its foot, 34 px high at 18 px (German too, never drawn smaller), and your
    turn's actions (End turn, Play card, Discard, Cancel) in the row(s) right over them."""
    import pygame

    from game import i18n
    from game.rules.boom_bah import Move

    try:
        for lang in ("en", "de"):
            i18n.set_language(lang)
            for players in (2, 4):
                table = seated(app, players)
                match = table.match
                for _ in range(60):  # spend your actions: End turn comes up
                    legal = match.legal_actions()
                    if EndTurn() in legal or match.to_move != 0:
                        break
                    match.apply(next((a for a in legal if isinstance(a, Move)), legal[0]))
                table.refresh_view()
                table.sync()
                drawn(app, table)
                column = pygame.Rect(table.layout["controls"].as_tuple())
                row = [table.buttons["hint"], table.bottom["undo"], table.bottom["menu"]]
                shown = table.visible_buttons()
                assert all(b in shown for b in row), (lang, players)
                rects = [b.rect for b in row]
                assert [r.x for r in rects] == sorted(r.x for r in rects)
                assert all(r.h == 34 and r.bottom == column.bottom for r in rects)
                assert rects[-1].right == column.right and rects[0].x == column.x
                for b in row:
                    assert b.size == 18 and b.label_size() == 18, (lang, b.label)
                assert EndTurn() in match.legal_actions(), (lang, players)
                end = table.buttons["end"].rect
                assert end.bottom == rects[0].y - 4 and end.h == 34, (lang, players)
                assert table.auto_switch.rect.y == column.y
                assert table.note_box.y >= table.auto_switch.rect.bottom
    finally:
        i18n.set_language("en")


def test_an_empty_hand_shows_nought(app):
    """Critic 12: an empty hand showed nothing at all; it shows a card's outline and ×0."""
    from game.tables.boom_bah import boards

    table = seated(app, 4)
    table.shown["hand_sizes"][2] = 0
    with boards.assets.recording() as written:
        boards.hand_count(table, app.screen, 2)
    said = [w.message for w in written.values()]
    assert "×0" in said and "Hand" in said


def test_the_sheep_to_place_wait_in_the_supply(app):
    """Critic 12: the panel said "To place", a place of its own; critic 17: "Barnyard: 5 to
    place" mixed the setup sheep up with the barnyard that scores +1 a sheep. They are the
    rulebook's supply: "Supply: 5 to place"."""
    from game.tables.boom_bah import boards

    for players in (2, 4):
        table = start_of_setup(app, players)
        with boards.assets.recording() as written:
            boards.reserve_row(table, app.screen, 0)
        said = [w.message for w in written.values()]
        n = table.shown["reserve"][0]
        assert f"Supply: {n} to place" in said and not any("To place" in w for w in said)
        assert not any("Barnyard" in w for w in said)


def start_of_setup(app, players):
    from game.match import Match
    from game.saves import Seat
    from game.scenes.tables import table_for

    seats = [Seat("Anna")] + [Seat(f"AI {i}", "ai", "easy") for i in range(1, players)]
    table = table_for(app, Match.new("boom_bah", seats, seed=3))
    app.stack.push(table)
    app.stack.apply_pending()
    table.update(0.0)
    table.timeline.skip()
    assert table.shown["phase"] == "setup"
    return table


def test_a_squeezed_flock_in_the_results_is_never_specks(app, monkeypatch):
    """Critic 12: the results' "Rivals' sheep in barn" drew three colours as ~15 px specks
    beside a barn. A flock too wide for the row takes the barn's room, every figure at 20 px
    at least."""
    import pygame

    from game.tables.boom_bah import results_panel

    heights = []
    real = results_panel.faces.sheep

    def sheep(colour, height, marked=True):
        heights.append(round(height))
        return real(colour, height, marked)

    monkeypatch.setattr(results_panel.faces, "sheep", sheep)
    panel = results_panel.BoomBahResults.__new__(results_panel.BoomBahResults)
    panel.view = {"barns": [[0, 2, 2, 2]], "barnyards": [[0, 0, 0, 0]], "graveyards": [0],
                  "hands": [[]]}
    box = pygame.Rect(0, 0, 95, 35)
    panel.pieces(app.screen, "rivals_barn", 0, box)
    assert heights and min(heights) >= results_panel.MIN_FIGURE >= 20
