"""The network screens and the new-game panel look finished (a critic: "cramped or empty"):
each seat and each table found sits on a card of its own, a waiting seat's card lit; the
host's seat list says how many seats are ready; each panel's foot says what to do next
(clear of everything above it, English and German); the new-game panel's network row is a
band of its own at the foot, its heading over how to host."""

import pygame
import pytest

from game import i18n
from game.net.hosting import LocalHost
from game.scenes import net_join, net_lobby
from game.scenes.net_join import FOUND, TYPED, JoinScene
from game.scenes.net_lobby import SEATS, WHERE, LobbyScene
from game.scenes.new_game import SETUP, NewGameScene
from game.view.widgets import Button, Label
from tests.ai.inline import InlineThinker
from tests.tables.layout_checks import texts_drawn


def cards_drawn(monkeypatch, module):
    cards = []
    real = module.draw_list_row

    def spy(surface, rect, lit=False):
        cards.append((pygame.Rect(rect), lit))
        real(surface, rect, lit)

    monkeypatch.setattr(module, "draw_list_row", spy)
    return cards


def overlapping(drawn):
    rects = [(words, rect) for words, rect, _size in drawn]
    return [(a, b) for i, (a, ra) in enumerate(rects) for b, rb in rects[i + 1:]
            if ra.colliderect(rb)]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_lobby_sets_each_seat_on_a_card_and_says_what_to_keep_in_mind(app, lobby,
                                                                          monkeypatch, lang):
    i18n.set_language(lang)
    lobby.rebuild()
    cards = cards_drawn(monkeypatch, net_lobby)
    drawn = texts_drawn(monkeypatch)
    lobby.draw(app.screen)
    assert len(cards) == 4 and [lit for _rect, lit in cards] == [False, True, True, False]
    assert all(SEATS.contains(rect) for rect, _lit in cards)
    assert not any(a.colliderect(b) for i, (a, _l) in enumerate(cards) for b, _m in cards[i + 1:])
    for w in lobby.widgets.widgets:  # each seat's AI picker inside that seat's card
        if isinstance(w, net_lobby.LevelPicker):
            assert sum(rect.contains(w.rect) for rect, _lit in cards) == 1
    words = [w for w, _rect, _size in drawn]
    assert i18n.ngettext("{ready} of {n} seat ready", "{ready} of {n} seats ready", 4).format(
        ready=2, n=4) in words
    note = [rect for w, rect, _size in drawn if WHERE.contains(rect)
            and w in net_lobby.wrap(net_lobby.serving_note(), 17, WHERE.w - 56)]
    assert note and note[-1].bottom <= WHERE.bottom - 8
    assert not overlapping(drawn)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_join_screen_lists_tables_on_cards_and_says_what_to_do_next(app, monkeypatch,
                                                                         lang):
    i18n.set_language(lang)
    found = [{"address": f"192.168.1.{n}:4187/3f9a12c{n}", "table": f"3f9a12c{n}",
              "game": "boom_bah", "free": n, "password": bool(n % 2)} for n in range(3)]
    scene = JoinScene(app, browse=lambda: found)
    app.stack.push(scene)
    app.stack.apply_pending()
    try:
        scene.shown = found
        scene.rebuild()
        cards = cards_drawn(monkeypatch, net_join)
        drawn = texts_drawn(monkeypatch)
        scene.draw(app.screen)
        joins = [w.rect for w in scene.widgets.widgets if isinstance(w, Button)
                 and w.rect.right < TYPED.x]
        assert len(cards) == 3 and all(FOUND.contains(rect) for rect, _lit in cards)
        assert all(sum(rect.contains(j) for rect, _lit in cards) == 1 for j in joins)
        connect = next(w.rect for w in scene.widgets.widgets
                       if getattr(w, "label", "") == i18n._("Connect"))
        left = [r for w, r, _s in drawn if FOUND.contains(r) and r.top > cards[-1][0].bottom]
        right = [r for w, r, _s in drawn if TYPED.contains(r) and r.top > connect.bottom]
        assert left and right  # neither panel's foot left empty
        assert min(r.top for r in right) >= connect.bottom + 10
        assert max(r.bottom for r in left + right) <= FOUND.bottom - 8
        assert not overlapping(drawn)
    finally:
        scene.looking.stop()
        app.leave_all()
        i18n.set_language("en")


def test_the_network_row_is_a_band_at_the_panels_foot_its_heading_first(app):
    scene = NewGameScene(app)
    app.stack.push(scene)
    app.stack.apply_pending()
    for game in [g.id for g in scene.games]:
        scene.pick_game(game)
        for more, count in [(m, c) for m in (False, True)
                            for c in range(scene.spec.min_players, scene.spec.max_players + 1)]:
            scene.set_count(count)
            if scene.more != more:
                scene.toggle_more()
            widgets = scene.widgets.widgets
            said = next((w for w in widgets if isinstance(w, Label)
                         and w.label == "Play over the network"), None)
            if said is None:
                continue
            assert scene.net_band is not None and scene.net_band <= said.rect.top
            above = [w.rect for w in widgets if w.rect.bottom <= said.rect.top
                     and SETUP.contains(w.rect)]
            assert all(r.bottom <= scene.net_band for r in above), (game, count, more)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_full_lobby_with_a_password_keeps_every_line_inside_its_panel(app, monkeypatch,
                                                                         lang):
    i18n.set_language(lang)
    local = LocalHost("bye_bye", ["local", "remote", "remote", "remote", "ai:hard"],
                      ["Ann", "Player 2", "Player 3", "Player 4", "Dolly"], seed=3,
                      address="127.0.0.1", announce=False, thinker=InlineThinker(),
                      password="moo")
    scene = LobbyScene(app, lambda: local)
    app.stack.push(scene)
    app.stack.apply_pending()
    try:
        cards = cards_drawn(monkeypatch, net_lobby)
        drawn = texts_drawn(monkeypatch)
        scene.draw(app.screen)
        assert len(cards) == 5 and all(SEATS.contains(rect) for rect, _lit in cards)
        for words, rect, _size in drawn:  # the password line ran into the rim in German
            for box in (WHERE, SEATS):
                if box.colliderect(rect):
                    assert box.inflate(-40, -20).contains(rect), words
        assert not overlapping(drawn)
    finally:
        app.leave_all()
        local.match.close()
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_room_under_the_settings_says_how_to_learn_the_game(app, monkeypatch, lang):
    from game import tutorial
    from game.scenes.new_game import LEARN_ROOM, balanced, learn_line

    i18n.set_language(lang)
    scene = NewGameScene(app)
    app.stack.push(scene)
    app.stack.apply_pending()
    try:
        for game in [g.id for g in scene.games]:
            scene.pick_game(game)
            for count in range(scene.spec.min_players, scene.spec.max_players + 1):
                scene.set_count(count)
                widgets = [w.rect for w in scene.widgets.widgets if SETUP.contains(w.rect)]
                band = scene.net_band or SETUP.bottom - 10
                lowest = max(r.bottom for r in widgets if r.bottom <= band)
                if scene.glance is not None:  # the game at a glance fills the room, with
                    continue  # the way to learn it where it fits (tests/scenes/test_new_game_glance.py)
                if band - lowest >= LEARN_ROOM + 4 and tutorial.available(game):
                    assert scene.learn_note is not None, (game, count)  # not left empty
                if scene.learn_note is None:
                    continue
                drawn = texts_drawn(monkeypatch)
                scene.draw(app.screen)
                monkeypatch.undo()
                rows = balanced(learn_line(scene.spec), 16, SETUP.w - 120)
                rects = [r for w, r, _s in drawn if w in rows]
                assert len(rects) == len(rows) <= 2, (game, count)
                for rect in rects:  # between the settings and the network band
                    assert rect.top >= lowest + 8 and rect.bottom <= band - 8, (game, count)
                    assert SETUP.inflate(-40, 0).contains(rect)
                assert all(r.count("„") == r.count("“") for r in rows)  # „Spiel lernen“ whole
    finally:
        app.leave_all()
        i18n.set_language("en")


@pytest.mark.parametrize("problem", [None, "Tables on this network cannot be found here "
                                           "(no multicast on this machine at all); type the "
                                           "address."])
def test_no_table_found_yet_stands_in_the_lists_middle_not_its_corner(app, monkeypatch,
                                                                      problem):
    scene = JoinScene(app, browse=lambda: [])
    app.stack.push(scene)
    app.stack.apply_pending()
    try:
        scene.looking.stop()
        scene.looking.looked, scene.looking.problem = True, problem
        drawn = texts_drawn(monkeypatch)
        scene.draw(app.screen)
        words = problem or "No table found yet; still looking…"
        rows = [r for w, r, size in drawn if w and w in words and size == 18
                and FOUND.contains(r)]
        assert rows and all(abs(r.centerx - FOUND.centerx) <= 2 for r in rows)
        assert FOUND.y + 150 <= rows[0].top and rows[-1].bottom <= FOUND.bottom - 90
        assert not overlapping(drawn)
    finally:
        app.leave_all()


def test_a_table_founds_rows_stand_clear_of_its_card_and_a_password_has_a_padlock(
        app, monkeypatch):
    """Critic 12: the third line ("Seated: …") sat almost on its card's foot, and "password"
    was a bare word. Every line ends 4 px or more above the card's foot; a padlock is drawn
    in the room before "password"."""
    from game.scenes import net_join
    from game.scenes.net_join import LOCK, TABLE_ROW, row_card, table_about, table_top
    from tests.tables.layout_checks import texts_drawn

    entry = {"table": "0c5d9e72", "address": "192.168.1.34:8765", "host": "Maximilian",
             "game": "black_sheep", "free": 1, "password": True,
             "seated": [{"name": "Maximilian", "ai": False}, {"name": "Dolly", "ai": True}]}
    assert table_about(entry).endswith(LOCK + "password")
    scene = net_join.JoinScene(app, browse=lambda: [entry])
    app.stack.push(scene)
    app.stack.apply_pending()
    scene.shown = [entry]
    locks = []
    real = net_join.draw_lock
    monkeypatch.setattr(net_join, "draw_lock", lambda *a: locks.append(real(*a)) or locks[-1])
    drawn = texts_drawn(monkeypatch)
    scene.draw_found(app.screen)
    card = row_card(table_top(0), TABLE_ROW)
    inside = [rect for _w, rect, _s in drawn if card.contains(rect)]
    assert len(inside) >= 3
    assert max(rect.bottom for rect in inside) <= card.bottom - 4
    assert len(locks) == 1 and card.contains(locks[0])
