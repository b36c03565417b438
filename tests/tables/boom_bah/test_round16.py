"""Round 16 of the critic's points at the Sheep-Boom-Bah table."""

from __future__ import annotations

import pytest

from game import i18n
from game.tables.boom_bah import boards
from tests.tables.layout_checks import texts_drawn
from tests.tables.test_layout_boom_bah import seated


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("players", [2, 4])
def test_the_score_is_one_pill_with_its_end_note_under_it(app, monkeypatch, lang, players):
    """Critic 16: the ★ pill sat in a second box with tiny barn and fence icons, its "+3 am
    Ende" touching the frame. It is ONE pill, "★ 3 now", its words at least 4 px inside
    each end, no icons, and "+9 at end" under it (critic 19: "★ 3 · +9 at end" never said
    what the ★ counted, and "now" in the pill left the name no room), all in the name row
    clear of the name and the status."""
    i18n.set_language(lang)
    try:
        table = seated(app, players)
        for seat in range(players):
            table.shown["barns"][seat][seat] = 3  # "+9 at end"
        table.shown["graveyards"][players - 1] = 12  # and one a minus
        texts = texts_drawn(monkeypatch)
        for seat in range(players):
            texts.clear()
            boards.player_board(table, app.screen, seat)
            pill = boards.badge_rect(table, seat)
            words, at = boards.end_note(table, seat)
            said = {t: size for t, _r, size in texts}
            assert words in said and said[words] >= 14
            score = boards.badge_words(table, seat)
            assert score in said
            inked = [r for t, r, _s in texts if t == score]
            assert len(inked) == 1 and pill.contains(inked[0])
            assert inked[0].left - pill.left >= 4 and pill.right - inked[0].right >= 4
            note = next(r for t, r, _s in texts if t == words)
            assert note == at and note.top >= pill.bottom and note.right <= pill.right - 4
            assert boards.name_row(table, seat).contains(pill)
            assert boards.name_row(table, seat).contains(note)
            others = [r for t, r, _s in texts if t not in (score, words)
                      and r.colliderect(boards.name_row(table, seat))]
            assert others and not any(r.colliderect(pill) or r.colliderect(note)
                                      for r in others), others
            assert not hasattr(boards, "end_chip")  # no tiny barn and fence any more
        minus = boards.end_note(table, players - 1)[0]
        assert minus.startswith("−")
        tip = boards.end_tip(table, players - 1)
        assert ("Graveyard sheep −1" in tip) if lang == "en" else ("−1" in tip)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("players", [2, 4])
def test_every_barn_centres_its_sheep(app, players):
    """Critic 16: your barn's one sheep stood at the right end (its colour's slot) while
    other boards looked centred. The sheep that stand in a barn or barnyard are centred in
    the row as a group, on every board."""
    import pygame

    table = seated(app, players)
    for seat in range(players):
        table.shown["barns"][seat] = [0] * players
        table.shown["barns"][seat][(seat + players - 1) % players] = 2  # the last slot's colour
    for seat in range(players):
        row = pygame.Rect(table.board.seat_zone("barn", seat).as_tuple())
        colour = (seat + players - 1) % players
        x, _y = table.board.place_spot("barn", seat, colour,
                                       boards.standing_colours(table.shown["barns"][seat]))
        assert abs(x - row.centerx) <= 1, (seat, x, row)
    two = table.board.place_spot("barn", 0, 0, [0, players - 1])[0], table.board.place_spot(
        "barn", 0, players - 1, [0, players - 1])[0]
    row = pygame.Rect(table.board.seat_zone("barn", 0).as_tuple())
    assert abs((two[0] + two[1]) / 2 - row.centerx) <= 1 and two[0] < two[1]


def test_german_says_the_mine_was_not_stopped_and_whose_yard():
    """Critic 16: "lässt die Mine hochgehen" read as a choice to blow it up, and "in deren
    Hof" left open whose yard. The German says nobody stopped the mine, and that the sheep
    goes into the yard in front of that same barn."""
    i18n.set_language("de")
    try:
        _ = i18n._
        for said in (_("{name} lets the mine go off"), _("You let the mine go off"),
                     _("{names} let the mine go off"), _("{you_and_names} let the mine go off"),
                     _("Let the mine go off")):
            assert "hochgehen" not in said and "nicht entschärft" in said or (
                "entschärf" in said and said.endswith("die Mine nicht")), said  # critic 17
        card = _("Let a sheep out of a rival's barn into their barnyard.")
        assert "deren" not in card and "davor" in card
        assert "dessen" not in _("Let one sheep out of a rival's barn into that rival's own "
                                 "barnyard.")
    finally:
        i18n.set_language("en")


def test_the_last_move_keeps_a_soft_ring_until_the_next(app):
    """Critic 16: a player who looked away could not see what changed. The sheep the last
    move landed stands in a soft pulsing ring, and the tile it turned over has a soft frame,
    until the next move; the log line names the spaces."""
    from game.rules.boom_bah import Move
    from game.rules.boom_bah import board as cells
    from game.tables.boom_bah import draw

    table = seated(app, 2)
    table.update(0.0)
    table.timeline.skip()
    move = next(a for a in table.legal() if isinstance(a, Move))
    assert table.perform(move)
    for _ in range(400):
        table.update(1 / 30)
        if not table.animating:
            break
    moved, revealed = draw.last_marks(table)
    assert moved == [move.to]
    steps = table.match.steps
    flipped = [e.public["cell"] for e in steps[-1].events if e.kind == "tile_flipped"]
    assert revealed == (flipped[-1] if flipped else None)
    line = table.action_line(0, move)
    assert cells.name(move.frm) in line and cells.name(move.to) in line
    drawn = []
    real = draw.ring
    draw.ring = lambda surface, board, cell, colour: (drawn.append(cell),
                                                      real(surface, board, cell, colour))
    try:
        draw.last_move(table, app.screen)
    finally:
        draw.ring = real
    assert drawn == [move.to]
    table.animate([type("E", (), {"kind": "sheep_moved", "for_seat": lambda self, s: {
        "kind": "turn_started", "seat": 1}})()])
    assert draw.last_marks(table) == ([], None)  # the next move clears them


def test_a_sneak_names_its_spaces(app):
    """"Bitzer moves onto the peeked tile" named no space; it says where from and to."""
    from game.match import Step
    from game.rules.boom_bah import Sneak
    from game.rules.boom_bah.state import Event

    table = seated(app, 2)
    sneak, stay = Sneak(True), Sneak(False)
    table.match.steps.append(Step(1, sneak, [Event("sheep_moved", {"seat": 1, "source": 3,
                                                                    "to": 10})]))
    table.match.steps.append(Step(1, stay, [Event("peek_left", {"seat": 1, "cell": 10})]))
    assert table.action_line(1, sneak) == "AI 1 moves a sheep from d1 onto d2, the peeked tile"
    assert table.action_line(1, stay) == "AI 1 leaves the peeked tile d2 face down"


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_results_pieces_are_at_least_18_px_at_four_players(app, monkeypatch, lang):
    """Critic 16: at four players and 1280x720 the results rows' tiles and fences were about
    10 px. Every piece (tile, card, fence, barn, headstone, sheep) stands at least 18 px tall,
    its row's words still 16 px over it."""
    import pygame

    from game.scenes.results import ResultsScene
    from game.tables.boom_bah import faces, results_panel
    from game.view import canvas
    from tests.tables.boom_bah.test_results_rows import finished

    match = finished(4)
    i18n.set_language(lang)
    try:
        scene = ResultsScene(app, match)
        tall: list[tuple[str, int]] = []
        svg, sheep, card, fence = (results_panel.assets.svg, faces.sheep, faces.card,
                                   results_panel.fence)
        monkeypatch.setattr(results_panel.assets, "svg", lambda art, size: (
            tall.append((art, size[1])), svg(art, size))[1])
        monkeypatch.setattr(faces, "sheep", lambda colour, h: (
            tall.append(("sheep", h)), sheep(colour, h))[1])
        monkeypatch.setattr(faces, "card", lambda c, w: (
            lambda image: (tall.append(("card", image.get_height())), image)[1])(card(c, w)))
        monkeypatch.setattr(results_panel, "fence", lambda surface, rect: (
            tall.append(("fence", rect.h)), fence(surface, rect)))
        texts = texts_drawn(monkeypatch)
        for seat, column in enumerate(scene.columns):
            inner = pygame.Rect(column.x + 14, column.y + 84, column.w - 28, column.h - 148)
            scene.panel.draw(canvas.blank((1280, 720), alpha=False), seat, inner)
        assert {art for art, _h in tall} >= {"tile_safe", "fence", "sheep"}  # a tile per source collected
        tall = [(a, h) for a, h in tall if a.startswith("tile") or a in ("sheep", "card", "fence")]
        assert min(h for _a, h in tall) >= 16, sorted(tall, key=lambda t: t[1])[:5]
        assert min(h for a, h in tall if a.startswith("tile") or a == "sheep") >= 18
        labels = {i18n.tr(label) for line in match.result().breakdown for label, _p in line}
        assert {s for t, _r, s in texts if t in labels} == {results_panel.LABEL}
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_discard_pile_s_top_card_says_its_name_in_its_title_band(app, lang):
    """Critic 16: the pile's top card had a blank title band and its art cut off. It is the
    card as your hand shows it, smaller: its name bold, at least 12 px, in its title band (two
    lines at most, the band growing over the picture), the picture under it, on a pile spot
    a little larger than before."""
    import pygame

    from game.rules.boom_bah.cards import CARD_TYPES
    from game.tables.boom_bah import faces
    from game.view import assets, piles

    table = seated(app, 4)
    x, y, w, h = table.board.pile_card("discard")
    assert w >= 70 and faces.MINIATURE <= w < faces.WORDED  # (72: the shared pile name under it)
    panel = pygame.Rect(table.layout["deck_panel"].as_tuple())
    assert panel.contains(pygame.Rect(round(x), round(y), round(w), round(h + piles.name_height())))
    i18n.set_language(lang)
    try:
        from game.tables.boom_bah import deck
        card = pygame.Rect(round(x), round(y), round(w), round(h))
        for kind in CARD_TYPES:  # critics 20: the name beside the card, not squeezed on it
            lines, size, band = faces.pile_title(f"{kind.id}:0", round(w))
            assert lines == [] and band.h == 0, kind.id
            table.shown["discard"] = [f"{kind.id}:0"]
            rows = deck.pile_name(table)
            assert 1 <= len(rows) <= 3 and all(size >= 13 for _r, _a, size in rows), rows
            assert " ".join(r for r, _a, _s in rows).replace("- ", "-") == i18n.tr(kind.name)
            for row, at, size in rows:
                assert panel.contains(at) and at.left > card.right + 10, (row, at)
                assert assets.font(size, True).size(row)[0] == at.w
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("players", [2, 4])
def test_the_reference_lists_the_cards_on_a_page_of_their_own(app, monkeypatch, lang,
                                                              players):
    """Critic 16: four columns of 13 px with postage-stamp thumbnails. The "?" reference has
    two pages (Tab, the arrows or a click on a tab turns them): the rules and the board,
    then every card, each in at most three columns at 14 px or more, the cards' pictures at
    least 40 px; nothing overlaps, everything inside the panel."""
    import os

    import pygame

    from game.rules.boom_bah.cards import CARD_TYPES
    from game.tables.boom_bah import legend
    from game.view import reference

    i18n.set_language(lang)
    try:
        table = seated(app, players)
        table.open_reference()
        app.stack.apply_pending()
        scene = app.stack.top
        assert isinstance(scene, legend.PagedReference)
        for page in (0, 1):
            if page:
                scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, unicode="\t",
                                                mod=0))
            assert scene.page == page
            texts = texts_drawn(monkeypatch)
            scene.draw(app.screen)
            laid = reference.layout(scene.title, scene.sections)
            panel = laid.panel.inflate(-2 * reference.FRAME, -2 * reference.FRAME)
            columns = {r.x for t, r, s in texts if s == reference.HEADING}
            assert 1 <= len(columns) <= 3
            for words, rect, size in texts:
                assert size >= 14 and panel.contains(rect), (words, size, rect)
            rects = [r for w, r, _s in texts if w.strip()]
            for i, rect in enumerate(rects):
                assert not any(rect.colliderect(o) for o in rects[i + 1:]), texts[i]
            if page:
                pictures = [r for _p, r in laid.pictures]
                assert len(pictures) == len(CARD_TYPES)
                assert min(min(r.w, r.h) for r in pictures) >= 40
                said = " ".join(w for w, _r, _s in texts)
                assert i18n._("Every card") in said
                if os.environ.get("BB15_SHOT"):
                    pygame.image.save(app.screen.raw, f"/tmp/bb15/after/ref2_{lang}_{players}.png")
            tabs = scene.tabs()
            assert all(panel.contains(t) for t in tabs)
            title = next(r for w, r, _s in texts if w == scene.title)
            assert not any(title.colliderect(t) for t in tabs)
        scene.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=scene.tabs()[0].center,
                                        button=1))
        assert scene.page == 0 and app.stack.top is scene  # a click on a tab turns, not closes
    finally:
        i18n.set_language("en")
