"""Network screens say who is who (a critic: the join list showed only a game and an
address): a table found reads "Ann's table" with the names already seated, a newcomer
choosing a seat sees whose table it is, the host may remove a player from the lobby, and
each seat at a network table shows whether its player is connected."""

import pygame
import pytest

from game import i18n
from game.scenes import net_join, net_lobby
from game.scenes.net_join import FOUND, JoinScene, row_card, seated_words, table_top
from game.view import assets, palette
from tests.scenes.test_net_screens_finished import cards_drawn, overlapping
from tests.tables.layout_checks import texts_drawn

FOUND_TABLES = [
    {"address": "192.168.1.20:41877/3f9a12cd", "table": "3f9a12cd", "game": "boom_bah",
     "free": 2, "password": False, "host": "Ann",
     "seated": [{"name": "Ann", "ai": False}, {"name": "Dolly", "ai": True}]},
    {"address": "192.168.1.34:8765/77b0e1a4", "table": "77b0e1a4", "game": "bye_bye",
     "free": 1, "password": True, "host": "Maximilian",
     "seated": [{"name": n, "ai": False} for n in ("Maximilian", "Josephine", "Konstantin",
                                                   "Wilhelmina", "Friederike")]},
    {"address": "192.168.1.51:50211/0c5d9e72", "table": "0c5d9e72", "game": "sheep_sheep",
     "free": 0, "password": False}]  # an older host's announcement: no names


def join_screen(app, found):
    scene = JoinScene(app, browse=lambda: found)
    app.stack.push(scene)
    app.stack.apply_pending()
    scene.shown = found
    scene.rebuild()
    return scene


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_table_found_says_whose_it_is_and_who_sits_there(app, monkeypatch, lang):
    i18n.set_language(lang)
    scene = join_screen(app, FOUND_TABLES)
    try:
        cards = cards_drawn(monkeypatch, net_join)
        drawn = texts_drawn(monkeypatch)
        scene.draw(app.screen)
        words = [w for w, _r, _s in drawn]
        assert i18n._("{name}'s table").format(name="Ann") in words
        assert i18n._("{name}'s table").format(name="Maximilian") in words
        seated = [w for w in words if w.startswith(i18n._("Seated: {names}").split("{")[0])]
        assert "Ann" in seated[0] and i18n._("{name} (AI)").format(name="Dolly") in seated[0]
        assert any("Maximilian" in w for w in seated[1:])  # many names: the first, a count
        assert any(w.startswith(i18n._("Sheep Sheep")) for w in words)  # no name: the game
        assert any("192.168.1.51:50211" in w for w in words)  # ...and its address
        joins = [w.rect for w in scene.widgets.widgets if getattr(w, "label", "") in (
            i18n._("Join"), i18n._("Rejoin"))]
        for (rect, _lit), join in zip(cards, joins, strict=True):  # every row's words
            inside = [r for _w, r, _s in drawn if rect.colliderect(r)]  # inside its card,
            assert len(inside) >= 2 and all(rect.contains(r) for r in inside)  # clear of
            assert rect.contains(join) and all(r.right <= join.x - 8 for r in inside  # Join
                                               if r.top < join.bottom)  # (its address under it)
        assert not overlapping([d for d in drawn if FOUND.contains(d[1])])
        # 16 px or more, but for the secondary address and join code (critic 15), 13 or more
        small = {e["address"].split("/")[0] for e in FOUND_TABLES} | {
            net_join.table_code(e) for e in FOUND_TABLES}
        assert all(size >= (13 if w in small else 16) for w, r, size in drawn
                   if FOUND.contains(r))
    finally:
        scene.looking.stop()
        app.leave_all()
        i18n.set_language("en")


def test_each_join_button_sits_inside_its_tables_card_and_names_the_address(app):
    scene = join_screen(app, FOUND_TABLES)
    try:
        joins = [w for w in scene.widgets.widgets if getattr(w, "label", "") == "Join"]
        for n, button in enumerate(joins):
            assert row_card(table_top(n), net_join.TABLE_ROW).contains(button.rect)
        assert "192.168.1.20:41877" in joins[0].tooltip
    finally:
        scene.looking.stop()
        app.leave_all()


def test_the_seated_names_that_do_not_fit_are_counted_not_cut():
    entry = FOUND_TABLES[1]
    words = seated_words(entry, 300, 16)
    assert "Maximilian" in words and words[-2:-1] == "+" and "Friederike" not in words
    assert seated_words(entry, 2000, 16).endswith("Wilhelmina and Friederike")
    assert seated_words(FOUND_TABLES[2], 300, 16) == ""


def test_a_newcomer_choosing_a_seat_sees_whose_table_it_is(app, monkeypatch):
    scene = join_screen(app, [])
    try:
        seats = [{"name": "Ann", "kind": "remote", "level": None, "connected": True,
                  "standin": None, "free": False, "host": True},
                 {"name": "Player 2", "kind": "remote", "level": None, "connected": False,
                  "standin": None, "free": True, "host": False},
                 {"name": "Player 3", "kind": "remote", "level": None, "connected": False,
                  "standin": None, "free": True, "host": False}]
        scene.choosing = (None, seats)
        scene.rebuild()
        drawn = texts_drawn(monkeypatch)
        scene.draw(app.screen)
        words = [w for w, _r, _s in drawn]
        assert "Choose your seat at Ann's table" in words
        assert net_join.seat_words(seats[0]) == "The host, at their own screen"
    finally:
        scene.choosing = None
        scene.looking.stop()
        app.leave_all()


def test_a_table_served_from_a_window_is_announced_as_its_hosts(monkeypatch):
    from game.net.hosting import LocalHost
    from tests.ai.inline import InlineThinker

    local = LocalHost("boom_bah", ["ai:easy", "local", "remote"], ["Dolly", "Ann", "Player 3"],
                      seed=3, address="127.0.0.1", announce=False, thinker=InlineThinker())
    try:
        assert local.call(local.table.host_name) == "Ann"
        assert local.call(local.table.seated) == [("Dolly", True), ("Ann", False)]
    finally:
        local.match.close()




def test_the_host_removes_a_joined_player_who_is_told_and_goes_back_to_join(app, lobby,
                                                                            monkeypatch):
    from game.app import App
    from game.net.client import Session
    from game.net.remote_match import RemoteMatch
    from game.scenes.confirm import ConfirmScene
    from game.scenes.net_lobby import SEATS
    from game.scenes.net_table import remote_table

    host = lobby.host
    guest = RemoteMatch.join(Session(f"127.0.0.1:{host.port}", name="Bo", keep_token=False))
    try:
        wait(lambda: (lobby.update(1.0), lobby.seats[1]["name"] == "Bo")[1])
        removes = [w for w in lobby.widgets.widgets if getattr(w, "label", "") == "Remove"]
        assert len(removes) == 1  # Bo's; not Ann's (here), the free seat's or the AI's
        card = pygame.Rect(SEATS.x + 14, SEATS.y + 70 + 1 * 72 + 2, SEATS.w - 28, 64)
        assert card.contains(removes[0].rect)
        rows = []
        real = net_lobby.draw_seat_row
        monkeypatch.setattr(net_lobby, "draw_seat_row", lambda *a: (rows.append(a), real(*a)))
        lobby.draw(app.screen)
        at, room = rows[1][6], rows[1][7]  # Bo's name and words stay clear of Remove
        assert at[0] + 34 + room <= removes[0].rect.x - 8
        removes[0].activate()
        app.stack.apply_pending()
        confirm = app.stack.top
        assert isinstance(confirm, ConfirmScene) and "Bo" in confirm.question
        confirm.confirm()
        app.stack.apply_pending()
        assert app.stack.top is lobby
        assert lobby.seats[1]["free"] and lobby.seats[1]["name"] == "Player 2"
        assert not [w for w in lobby.widgets.widgets if getattr(w, "label", "") == "Remove"]
        wait(lambda: guest.removed)
        assert guest.refusal == "The host removed you from this table."
        other = App(headless=True)
        table = remote_table(other, guest)
        other.stack.push(table)
        other.stack.apply_pending()
        other.step(1 / 30)
        other.stack.apply_pending()
        assert isinstance(other.stack.top, JoinScene)
        assert other.stack.top.message == "The host removed you from this table."
        assert other.stack.top.name == "Bo"  # their name still typed in
        other.stack.top.looking.stop()
        other.leave_all()
        again = RemoteMatch.join(Session(f"127.0.0.1:{host.port}", name="Cy",
                                         keep_token=False))  # the freed seat is taken again
        assert again.seat == 1
        again.close()
    finally:
        guest.close()


def wait(check, seconds=5.0):
    import time

    deadline = time.monotonic() + seconds
    while not check():
        assert time.monotonic() < deadline, "it did not happen in time"
        time.sleep(0.02)


@pytest.mark.parametrize("game", ["black_sheep", "boom_bah", "bye_bye", "sheep_sheep"])
def test_each_seat_at_a_network_table_shows_whether_its_player_is_connected(app, monkeypatch,
                                                                            game):
    from game.net.client import Session
    from game.net.hosting import LocalHost
    from game.net.remote_match import RemoteMatch
    from game.scenes import net_table
    from game.scenes.net_lobby import SeatsScene
    from game.scenes.net_table import (
        LINK_R,
        badge_of,
        link_chip,
        link_spot,
        link_words,
        remote_table,
    )
    from tests.ai.inline import InlineThinker

    local = LocalHost(game, ["local", "remote"], ["Ann", "Player 2"], seed=5,
                      address="127.0.0.1", announce=False, thinker=InlineThinker())
    guest = RemoteMatch.join(Session(f"127.0.0.1:{local.port}", name="Bo", keep_token=False))
    local.begin()
    marks = []
    real = net_table.draw_link
    monkeypatch.setattr(net_table, "draw_link",
                        lambda surface, at, up, clock=0.0: (marks.append((at, up)),
                                                            real(surface, at, up, clock)))
    try:
        wait(lambda: (local.match.pump(), local.match.link(1)["connected"])[1])
        local.match.closers = []  # the table's leave must not stop the host here
        table = remote_table(app, local.match)
        app.stack.push(table)
        app.stack.apply_pending()
        app.step(1 / 30)
        marks.clear()
        table.draw(app.screen)
        spot = link_spot(table, 1)
        assert marks == [(spot, True)]  # Bo's seat only: not yours
        badge = badge_of(table, 1)
        mark = pygame.Rect(0, 0, 2 * LINK_R + 3, 2 * LINK_R + 3)
        mark.center = spot  # in a chip beside Bo's score badge, level with it, not on its edge
        chip = link_chip(table, 1)
        assert not chip.colliderect(badge) and chip.right <= badge.x
        if game != "bye_bye":  # (there, left of the lone rival's hand count)
            assert chip.right >= badge.x - 8
        assert chip.contains(mark)
        assert abs(spot[1] - badge.centery) <= 1
        assert pygame.Rect(0, 0, 1280, 720).collidepoint(spot)
        assert link_words(table, 1) == "Bo is connected and plays at their own screen."
        guest.close()
        wait(lambda: (local.match.pump(), not local.match.link(1)["connected"])[1])
        app.step(1 / 30)
        marks.clear()
        table.draw(app.screen)
        spot = link_spot(table, 1)  # the chip's word changed: its mark moved with it
        assert marks == [(spot, False)]
        words = link_words(table, 1)
        assert words.startswith("Bo lost the connection: AI Medium plays for them in ")
        assert "Click to choose an AI" in words  # at the host's table
        assert table.busy_word(1) == ""  # not "choosing": gone
        table.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=spot, rel=(0, 0),
                                        buttons=(0, 0, 0)))
        assert table.button_tip.message == words
        local.match.seats_at -= 5  # five seconds on, the pointer resting: the note counts
        app.step(1 / 30)
        assert table.button_tip.message == link_words(table, 1) != words
        table.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=spot, button=1))
        app.stack.apply_pending()
        assert isinstance(app.stack.top, SeatsScene)
        local.match.client.session.status = "reconnecting"  # this screen's own link down:
        marks.clear()  # what it knew of the others is old news, not shown
        table.draw(app.screen)
        assert marks == []
    finally:
        guest.close()
        app.leave_all()
        local.stop()
        local.match.client.stop()


def test_the_seats_say_when_the_ai_plays_for_a_player_who_left():
    from game.scenes.net_lobby import seat_status

    seats = [{"name": "Ann", "kind": "remote", "level": None, "connected": True,
              "standin": None, "free": False},
             {"name": "Bo", "kind": "remote", "level": None, "connected": False,
              "standin": None, "free": False, "standin_in": 42, "standin_level": "medium"},
             {"name": "Cy", "kind": "remote", "level": None, "connected": False,
              "standin": "hard", "free": False},
             {"name": "Player 4", "kind": "remote", "level": None, "connected": False,
              "standin": "easy", "free": True}]
    assert seat_status(None, seats, 1) == "Away: AI Medium plays in 42 seconds"
    assert seat_status(None, seats, 1, short=True) == "Away"  # beside Remove, in the lobby
    assert seat_status(None, seats, 2) == "Away: AI Hard plays until they return"
    assert seat_status(None, seats, 3) == "AI Easy until someone joins"


def test_the_seats_during_a_game_open_with_no_level_looking_chosen(app):
    from game.net.hosting import LocalHost
    from game.scenes.net_lobby import SeatsScene
    from tests.ai.inline import InlineThinker

    local = LocalHost("bye_bye", ["local", "remote"], ["Ann", "Player 2"], seed=5,
                      address="127.0.0.1", announce=False, thinker=InlineThinker())
    try:
        scene = SeatsScene(app, local)
        app.stack.push(scene)
        app.stack.apply_pending()
        assert scene.widgets.focused is None  # a ring on Easy read as Easy chosen
    finally:
        app.leave_all()
        local.match.close()


def test_a_host_that_stops_is_told_apart_from_a_dropped_connection(app, monkeypatch):
    from game.net.client import Session
    from game.net.hosting import LocalHost
    from game.net.remote_match import RemoteMatch
    from game.scenes import net_table
    from game.scenes.net_table import remote_table
    from tests.ai.inline import InlineThinker

    local = LocalHost("boom_bah", ["local", "remote"], ["Ann", "Player 2"], seed=5,
                      address="127.0.0.1", announce=False, thinker=InlineThinker())
    guest = RemoteMatch.join(Session(f"127.0.0.1:{local.port}", name="Bo", keep_token=False))
    said = []
    monkeypatch.setattr(net_table, "draw_banner", lambda s, words, *a: said.append(words))
    try:
        local.begin()
        guest.closers = []
        table = remote_table(app, guest)
        app.stack.push(table)
        app.stack.apply_pending()
        local.match.close()  # the host's window leaves the table: it stops serving
        wait(lambda: guest.client.session.host_stopped)
        app.step(1 / 30)
        assert "The host stopped the game" in said and "Reconnecting…" not in said
    finally:
        app.leave_all()
        guest.close()


def test_a_player_who_joined_early_reads_that_the_game_waits_for_the_hosts_start(app):
    from game.net.client import Session
    from game.net.hosting import LocalHost
    from game.net.remote_match import RemoteMatch
    from game.scenes.net_table import remote_table
    from tests.ai.inline import InlineThinker

    local = LocalHost("bye_bye", ["local", "remote"], ["Ann", "Player 2"], seed=5,
                      address="127.0.0.1", announce=False, thinker=InlineThinker())
    guest = RemoteMatch.join(Session(f"127.0.0.1:{local.port}", name="Bo", keep_token=False))
    try:
        guest.closers = []
        table = remote_table(app, guest)
        app.stack.push(table)
        app.stack.apply_pending()
        app.step(1 / 30)
        assert guest.held and table.message == "Waiting for Ann to start the game."
        assert table.busy_word(0) == ""  # Ann is not "choosing" in her lobby
        assert not guest.thinking  # (no live dots by her name)
        table.say("That card cannot be played now.")  # a refusal is not overwritten...
        app.step(1 / 30)
        assert table.message == "That card cannot be played now."
        table.message = ""  # ...and once it is gone, the wait is said again
        app.step(1 / 30)
        assert table.message == "Waiting for Ann to start the game."
        local.begin()
        wait(lambda: not guest.held)
        app.step(1 / 30)
        assert table.message == ""
    finally:
        app.leave_all()
        guest.close()
        local.match.close()


def test_the_turn_of_a_player_who_lost_the_connection_says_so_in_the_instruction_line(app):
    from game.net.client import Session
    from game.net.hosting import LocalHost
    from game.net.remote_match import RemoteMatch
    from game.scenes.net_table import remote_table
    from tests.ai.inline import InlineThinker

    local = LocalHost("sheep_sheep", ["remote", "local"], ["Player 1", "Ann"], seed=5,
                      address="127.0.0.1", announce=False, thinker=InlineThinker())
    guest = RemoteMatch.join(Session(f"127.0.0.1:{local.port}", name="Bo", keep_token=False))
    try:
        local.begin()
        local.match.closers = []
        table = remote_table(app, local.match)
        app.stack.push(table)
        app.stack.apply_pending()
        guest.close()
        wait(lambda: (local.match.pump(), not local.match.link(0)["connected"])[1])
        app.step(1 / 30)
        assert local.match.to_move == 0  # Bo's turn (the first player of Sheep Sheep)
        assert table.message.startswith("Bo lost the connection: AI Medium plays in ")
        assert table.message.endswith(" s")  # short: one line at every table's dock
    finally:
        app.leave_all()
        local.stop()
        local.match.client.stop()


def test_a_player_who_lost_the_connection_returns_from_the_list_even_to_a_full_table(app):
    from game.net.kept import TokenStore
    from game.scenes.net_join import seat_key

    full = dict(FOUND_TABLES[2])  # full: every seat taken, one of them Bo's
    TokenStore().put(seat_key(full, "Bo"), {"token": "t0k3n", "seat": 1,
                                            "table": full["table"], "game": full["game"]})
    scene = join_screen(app, [full])
    try:
        def button():
            return next(w for w in scene.widgets.widgets
                        if getattr(w, "label", "") in ("Join", "Rejoin"))
        assert button().label == "Join" and not button().enabled  # no name typed: not Bo
        scene.set_name("Bo")
        app.step(1 / 30)
        assert button().label == "Rejoin" and button().enabled
        assert "waits for you" in button().tooltip
        scene.set_name("Cy")
        app.step(1 / 30)
        assert button().label == "Join" and not button().enabled
    finally:
        TokenStore().put(seat_key(full, "Bo"), None)
        scene.looking.stop()
        app.leave_all()


def test_return_fits_its_label_in_german_and_the_words_give_way(app):
    from game.scenes.net_join import join_rect

    i18n.set_language("de")
    try:
        wide, plain = join_rect(0, True), join_rect(0, False)
        assert wide.right == plain.right and wide.w >= plain.w
        label = assets_width(i18n._("Rejoin"))
        assert label + 24 <= wide.w  # never drawn smaller than its size
    finally:
        i18n.set_language("en")


def assets_width(words):
    from game.view import assets

    return assets.font(20, True).size(words)[0]


def test_a_move_before_the_hosts_start_is_refused_in_a_sentence(app):
    from game.net.client import Session
    from game.net.hosting import LocalHost
    from game.net.remote_match import RemoteMatch
    from game.rules.base import IllegalAction
    from tests.ai.inline import InlineThinker

    local = LocalHost("sheep_sheep", ["remote", "local"], ["Player 1", "Ann"], seed=5,
                      address="127.0.0.1", announce=False, thinker=InlineThinker())
    guest = RemoteMatch.join(Session(f"127.0.0.1:{local.port}", name="Bo", keep_token=False))
    try:
        assert guest.to_move == guest.seat and guest.held
        with pytest.raises(IllegalAction, match="begins when the host presses Start"):
            guest.apply(guest.legal_actions()[0])
        assert guest.moves == 0
    finally:
        guest.close()
        local.match.close()


def test_the_hosts_table_names_who_joined_in_the_lobby_from_its_first_log_line(app):
    from game.net.client import Session
    from game.net.hosting import LocalHost
    from game.net.remote_match import RemoteMatch
    from game.scenes.net_table import remote_table
    from tests.ai.inline import InlineThinker

    local = LocalHost("boom_bah", ["local", "remote"], ["Ann", "Player 2"], seed=5,
                      address="127.0.0.1", announce=False, thinker=InlineThinker())
    guest = RemoteMatch.join(Session(f"127.0.0.1:{local.port}", name="Bo", keep_token=False))
    try:
        wait(lambda: not local.match.ear.inbox.empty())  # Bo's name is on its way
        local.begin()
        local.match.closers = []
        table = remote_table(app, local.match)  # Start: the host's table opens
        app.stack.push(table)
        app.stack.apply_pending()
        opening = table.log.lines[0].text
        assert "Bo" in opening and "Player 2" not in opening, opening
        assert "Bo" in table.log.names  # in her colour too
    finally:
        app.leave_all()
        guest.close()
        local.stop()
        local.match.client.stop()


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_table_found_has_the_same_shape(app, monkeypatch, lang):
    """Critic 11: some rows read "Ann's table", others a game and an address, and the Rejoin
    row said nothing of the seat. Each row now: whose table (or its join code), its address
    small at the right of that line; the game and its free seats; who sits there. A row
    where a seat is kept here names that seat."""
    from game.net.kept import TokenStore
    from game.scenes.net_join import join_rect, seat_key

    i18n.set_language(lang)
    TokenStore().put(seat_key(FOUND_TABLES[2], "Bo"), {"token": "kept", "seat": 1,
                                                       "table": "0c5d9e72",
                                                       "game": "sheep_sheep"})
    scene = join_screen(app, FOUND_TABLES)
    scene.name = "Bo"
    scene.rebuild()
    try:
        drawn = texts_drawn(monkeypatch)
        scene.draw(app.screen)
        words = {w: (r, s) for w, r, s in drawn}
        names = [i18n._("{name}'s table").format(name="Ann"),
                 i18n._("{name}'s table").format(name="Maximilian"),
                 i18n._("Unnamed table")]
        for n, (entry, name) in enumerate(zip(FOUND_TABLES, names, strict=True)):
            address = entry["address"].split("/")[0]
            assert name in words and address in words
            first, where = words[name][0], words[address][0]
            button = join_rect(n, n == 2)
            assert where.x >= button.x and where.right <= button.right  # under its button
            assert 0 <= where.y - button.bottom <= 10
            assert row_card(table_top(n), net_join.TABLE_ROW).contains(where)
            assert table_top(n) <= first.y < table_top(n) + 8 and first.right < button.x
            assert words[address][1] == net_join.ADDRESS  # under Join, quiet (critic 15)
            digits = assets.text(None, address, size=net_join.ADDRESS,
                                 colour=palette.CREAM).get_bounding_rect()
            assert digits.h >= 13  # critic 16: its digits were 10 px tall, hard to read
            code = words[net_join.table_code(entry)][0]  # the join code after the name, small
            assert code.x > first.right and code.right < button.x and code.y >= first.y
        about = [w for w in words if w.startswith(i18n._("Sheep Sheep"))]
        assert about == [i18n._("Sheep Sheep") + " · " + i18n._("your seat: {name}").format(
            name="Bo")]
        assert i18n._("Rejoin") in [getattr(w, "label", "") for w in scene.widgets.widgets]
    finally:
        TokenStore().put(seat_key(FOUND_TABLES[2], "Bo"), None)
        scene.looking.stop()
        app.leave_all()
        i18n.set_language("en")


def test_an_ai_seat_in_the_lobby_can_change_its_level_or_open_to_players(app, lobby,
                                                                         monkeypatch):
    """Critic 11: a joined guest had Remove, but the AI seat (Dolly) had no control at all.
    Its card now holds a level picker ("< AI Medium >"; critic 12: the open seats' picker,
    No AI its first choice), clear of its words; the seat opens (No AI) as if set to be
    remote from the start (a newcomer may take it)."""
    from game.net.client import Session
    from game.net.remote_match import RemoteMatch
    from game.scenes.net_lobby import SEATS, LevelPicker, seat_card

    host = lobby.host
    card = seat_card(SEATS, SEATS.y + 70 + 3 * 72)
    pickers = [w for w in lobby.widgets.widgets if isinstance(w, LevelPicker)
               and card.contains(w.rect)]
    assert len(pickers) == 1  # Dolly's (the open seats have theirs in their cards)
    rows = []
    real = net_lobby.draw_seat_row
    monkeypatch.setattr(net_lobby, "draw_seat_row", lambda *a: (rows.append(a), real(*a)))
    lobby.draw(app.screen)
    at, room = rows[3][6], rows[3][7]  # Dolly's name and words stay clear of them
    assert at[0] + 34 + room <= pickers[0].rect.x - 8
    pickers[0].cycle(1)  # Medium -> Hard
    assert host.seats()[3]["level"] == "hard" and lobby.seats[3]["level"] == "hard"
    [picker] = [w for w in lobby.widgets.widgets if isinstance(w, LevelPicker)
                and card.contains(w.rect)]
    picker.cycle(1)  # Hard -> No AI: open to players
    seats = host.seats()
    assert seats[3]["kind"] == "remote" and seats[3]["free"] and 3 in host.waiting_for()
    [picker] = [w for w in lobby.widgets.widgets if isinstance(w, LevelPicker)
                and card.contains(w.rect)]
    assert picker.value is None  # the open seat's picker, in the same place
    assert net_lobby.seat_name(seats, 3, host.local) == "Open seat"
    guests = [RemoteMatch.join(Session(f"127.0.0.1:{host.port}", name=name,
                                       keep_token=False)) for name in ("Bo", "Cy", "Di")]
    try:
        assert sorted(g.seat for g in guests) == [1, 2, 3]  # the opened seat is taken too
    finally:
        for guest in guests:
            guest.close()


def test_an_ai_seat_stays_as_it_is_once_the_game_began(app, lobby):
    host = lobby.host
    host.begin()
    assert not host.set_ai_seat(3, "hard") and not host.set_ai_seat(3, None)
    assert host.seats()[3]["level"] == "medium" and host.seats()[3]["kind"] == "ai"


@pytest.mark.parametrize("game", ["black_sheep", "boom_bah", "bye_bye", "sheep_sheep"])
def test_the_connection_mark_is_a_chip_that_says_it(app, monkeypatch, game):
    """Critic 15: the green mark beside a score was tiny and only the log said what it was.
    It stands in a chip with its word ("● connected", "● reconnecting…"; 13 px or more), on
    nothing else drawn, and the pointer anywhere on the chip shows its note."""
    from game.net.client import Session
    from game.net.hosting import LocalHost
    from game.net.remote_match import RemoteMatch
    from game.scenes.net_table import link_chip, link_words, remote_table
    from tests.ai.inline import InlineThinker

    local = LocalHost(game, ["local", "remote"], ["Ann", "Player 2"], seed=5,
                      address="127.0.0.1", announce=False, thinker=InlineThinker())
    guest = RemoteMatch.join(Session(f"127.0.0.1:{local.port}", name="Bo", keep_token=False))
    local.begin()
    try:
        wait(lambda: (local.match.pump(), local.match.link(1)["connected"])[1])
        local.match.closers = []  # the table's leave must not stop the host here
        table = remote_table(app, local.match)
        app.stack.push(table)
        app.stack.apply_pending()
        app.step(1 / 30)
        for lang, word in (("en", "connected"), ("de", "verbunden")):
            i18n.set_language(lang)
            drawn = texts_drawn(monkeypatch)
            table.draw(app.screen)
            chip = link_chip(table, 1)
            said = [(r, size) for words, r, size in drawn if words == word]
            assert len(said) == 1 and chip.contains(said[0][0]) and said[0][1] >= 13
            others = [r for words, r, _size in drawn if words != word]
            assert not any(chip.colliderect(r) for r in others), game
            monkeypatch.undo()
        i18n.set_language("en")
        at = (chip.right - 8, chip.centery)  # on its word, not on its mark
        table.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0),
                                        buttons=(0, 0, 0)))
        assert table.button_tip.message == link_words(table, 1)
        guest.close()
        wait(lambda: (local.match.pump(), not local.match.link(1)["connected"])[1])
        app.step(1 / 30)
        drawn = texts_drawn(monkeypatch)
        table.draw(app.screen)
        chip = link_chip(table, 1)
        said = next(r for words, r, _size in drawn if words == "reconnecting…")
        assert chip.contains(said)
        assert not any(chip.colliderect(r) for words, r, _size in drawn
                       if words not in ("reconnecting…",) and not r.contains(chip))
    finally:
        i18n.set_language("en")
        guest.close()
        app.leave_all()
        local.stop()
        local.match.client.stop()


@pytest.mark.parametrize("lang", ["en", "de"])
def test_who_sits_keeps_a_clear_gap_before_the_address(app, monkeypatch, lang):
    """Critic 17: "Seated: Maximilian, Josephine and Konstantin" nearly touched the address
    column on its row (45 px off). A clear gap of at least 48 px, the last names counted
    ("+1")."""
    tables = [dict(FOUND_TABLES[1], seated=[{"name": n, "ai": False} for n in (
        "Maximilian", "Josephine", "Konstantin")])] + FOUND_TABLES[:1]
    i18n.set_language(lang)
    scene = join_screen(app, tables)
    try:
        drawn = texts_drawn(monkeypatch)
        scene.draw(app.screen)
        start = i18n._("Seated: {names}").split("{")[0]
        seated = [r for w, r, _s in drawn if w.startswith(start)]
        addresses = [r for w, r, _s in drawn if w.startswith("192.168.")]
        assert len(seated) == len(addresses) == 2
        for who, address in zip(seated, addresses, strict=True):
            assert who.right <= address.x - 48, (who, address)
    finally:
        scene.looking.stop()
        i18n.set_language("en")
        app.leave_all()
