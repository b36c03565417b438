"""The screens of network play: a Remote seat on the new-game screen hosts the game and opens
its lobby (who joined, an empty seat handed to the AI, Start), the host's table never hands
the screen to a remote seat, and Join a game lists a table found on the network and joins
it by a click, by address or by its join code."""

import os
import random
import time

import pytest

from game import i18n
from game.net import commands
from game.net.client import Session
from game.net.remote_match import RemoteMatch
from game.scenes.confirm import ConfirmScene
from game.scenes.handoff import HandoffScene
from game.scenes.net_join import JoinScene, code_of
from game.scenes.net_lobby import LevelPicker, LobbyScene, hosted_line, why_not_start
from game.scenes.net_table import RemoteSeat
from game.scenes.new_game import NewGameScene, kind_names
from tests.net.window import choose, hosting, take_turn
from tests.tables.layout_checks import texts_drawn


@pytest.fixture(autouse=True)
def quiet_host(monkeypatch):
    """No LAN announcement from the tests, and autosaves without waiting for the disk."""
    monkeypatch.setattr(commands, "announce_tables", lambda *args: None)
    monkeypatch.setattr(os, "fsync", lambda fd: None)


def until(app, check, seconds=20.0):
    deadline = time.monotonic() + seconds
    while not check():
        assert time.monotonic() < deadline, "it did not happen in time"
        app.step(1 / 30)
        if hasattr(app.stack.top, "timeline"):
            app.stack.top.timeline.skip()  # each animation begun; no need to watch it
        assert not isinstance(app.stack.top, HandoffScene)
        time.sleep(0.01)


def new_game(app, game, kinds):
    scene = NewGameScene(app)
    app.stack.push(scene)
    app.stack.apply_pending()
    scene.pick_game(game)
    scene.set_count(len(kinds))
    for seat, kind in enumerate(kinds):
        scene.set_kind(seat, kind)
    return scene


def lobby_of(app, scene):
    scene.seed = "5"
    scene.start()
    app.stack.apply_pending()
    lobby = app.stack.top
    assert isinstance(lobby, LobbyScene) and lobby.host is not None, getattr(lobby, "problem",
                                                                              lobby)
    return lobby


def guest(lobby, name="Bo"):
    return RemoteMatch.join(Session(f"127.0.0.1:{lobby.host.port}", name=name,
                                    keep_token=False))


def test_a_remote_seat_hosts_the_game_and_the_lobby_starts_once_it_is_joined(app,
                                                                             monkeypatch):
    assert "remote" in dict(kind_names())
    scene = new_game(app, "black_sheep", ["human", "remote"])
    lobby = lobby_of(app, scene)
    remote = 1 - lobby.host.local
    try:
        assert lobby.host.waiting_for() == [remote]
        start = next(w for w in lobby.widgets.widgets if getattr(w, "label", "") == "Start")
        assert not start.enabled  # a seat is still empty
        why = "Waiting for a player to join, or let the AI play the open seat."
        assert start.tooltip == why
        assert hosted_line(lobby.host) == "Black Sheep · 2 players · no password"
        texts = texts_drawn(monkeypatch)
        lobby.draw(app.screen)
        assert why in [t for t, _r, _s in texts]  # said under the panels, beside Start
        assert len(lobby.host.code.replace(" ", "")) == 8 and ":" in lobby.host.where
        back = next(w for w in lobby.widgets.widgets if getattr(w, "label", "") == "Back")
        lobby.widgets.focus(back)
        bo = guest(lobby)
        until(app, lambda: lobby.seats[remote]["connected"])
        assert lobby.widgets.focused.label == "Back"  # the seat's button went; focus stayed
        assert lobby.seats[remote]["name"] == "Bo" and lobby.status(remote) == "Joined"
        start = next(w for w in lobby.widgets.widgets if getattr(w, "label", "") == "Start")
        assert start.enabled
        start.activate()
        app.stack.apply_pending()
        table = app.stack.top
        assert isinstance(table, RemoteSeat) and table.viewer == lobby.host.local
        # the remote player's moves arrive and animate here; never a hand-off screen
        rng = random.Random(0)

        def play() -> bool:
            take_turn(bo, rng, {})
            if table.my_turn and not table.match.is_over:
                table.perform(choose(table.match, rng))
            table.timeline.skip()
            return sum(s.seat == remote for s in table.match.steps) >= 2

        until(app, play)
        assert any(s.seat == remote for s in table.match.steps)
        assert app.stack.top is table
        bo.close()
    finally:
        app.leave_all()


def labelled(scene, label):
    return [w for w in scene.widgets.widgets if getattr(w, "label", "") == label]


def test_an_empty_remote_seat_can_be_handed_to_the_ai_of_the_hosts_choice(app):
    scene = new_game(app, "sheep_sheep", ["human", "remote"])
    lobby = lobby_of(app, scene)
    remote = 1 - lobby.host.local
    try:
        [picker] = [w for w in lobby.widgets.widgets if isinstance(w, LevelPicker)]
        assert picker.value is None  # "No AI" until the host picks a level
        picker.cycle(1)  # answers at once, no worker process
        assert lobby.host.waiting_for() == [] and lobby.seats[remote]["standin"] == "easy"
        [picker] = [w for w in lobby.widgets.widgets if isinstance(w, LevelPicker)]
        assert picker.value == "easy"  # the level playing it now
        assert "until someone joins" in lobby.status(remote)
        lobby.start()
        app.stack.apply_pending()
        table = app.stack.top
        assert isinstance(table, RemoteSeat)
        until(app, lambda: table.my_turn)
        table.perform(table.match.legal_actions()[0])
        until(app, lambda: any(s.seat == remote for s in table.match.steps), 30)
    finally:
        app.leave_all()


def test_two_people_and_a_remote_seat_ask_who_plays_here(app):
    scene = new_game(app, "black_sheep", ["human", "human", "remote"])
    scene.start()
    app.stack.apply_pending()
    assert isinstance(app.stack.top, ConfirmScene)
    app.stack.top.confirm()
    app.stack.apply_pending()
    assert [p.kind for p in scene.plans] == ["human", "remote", "remote"]
    app.leave_all()


def test_join_lists_a_table_found_on_the_network_and_joins_it(app):
    with hosting("black_sheep", ["remote", "ai:easy"]) as (_thread, table, address):
        entry = {"address": f"{address}/{table.id}", "table": table.id, "game": "black_sheep",
                 "free": 1, "password": False}
        scene = JoinScene(app, browse=lambda: [entry])
        app.stack.push(scene)
        app.stack.apply_pending()
        until(app, lambda: scene.shown == [entry])
        join = next(w for w in scene.widgets.widgets
                    if getattr(w, "label", "") == "Join" and w.rect.x < 640)
        scene.name = "Bo"
        join.activate()
        until(app, lambda: isinstance(app.stack.top, RemoteSeat))
        seated = app.stack.top
        assert seated.match.seat == 0 and seated.match.seats[0].name == "Bo"
        assert scene.looking.stopped.is_set()  # it stopped looking
        app.leave_all()


def test_join_by_code_finds_the_table_and_a_bad_address_is_said(app):
    with hosting("sheep_sheep", ["remote", "ai:easy"]) as (_thread, table, address):
        entry = {"address": f"{address}/{table.id}", "table": table.id, "game": "sheep_sheep",
                 "free": 1, "password": False}
        scene = JoinScene(app, browse=lambda: [entry])
        app.stack.push(scene)
        app.stack.apply_pending()
        scene.address = "no address"
        scene.join_typed()
        assert "HOST:PORT" in scene.message
        until(app, lambda: scene.shown == [entry])
        scene.address = f"{table.id[:4].upper()} {table.id[4:].upper()}"
        assert code_of(scene.address) == table.id
        scene.join_typed()
        until(app, lambda: isinstance(app.stack.top, RemoteSeat))
        app.leave_all()


def test_the_host_leaving_is_asked_first_and_then_stops_serving(app):
    from game.scenes.net_table import RemotePause
    from game.scenes.title import TitleScene

    scene = new_game(app, "sheep_sheep", ["human", "remote"])
    lobby = lobby_of(app, scene)
    host = lobby.host
    lobby.hand_to_ai(1 - host.local, "easy")
    lobby.start()
    app.stack.apply_pending()
    table = app.stack.top
    table.open_pause()
    app.stack.apply_pending()
    pause = app.stack.top
    assert isinstance(pause, RemotePause)
    pause.quit()
    app.stack.apply_pending()
    assert isinstance(app.stack.top, ConfirmScene) and "stops for everyone" in app.stack.top.question
    app.stack.top.confirm()
    app.stack.apply_pending()
    assert isinstance(app.stack.top, TitleScene)
    assert not host.thread.thread.is_alive() and not host.match.client.thread.is_alive()
    app.leave_all()


def test_back_from_the_lobby_stops_serving_and_keeps_no_unplayed_game(app):
    from game.net.table import tables_dir

    scene = new_game(app, "black_sheep", ["human", "remote"])
    lobby = lobby_of(app, scene)
    host = lobby.host
    assert list(tables_dir().glob("*.json"))  # kept while it is served
    lobby.back()
    app.stack.apply_pending()
    assert app.stack.top is scene
    assert not host.thread.thread.is_alive()
    assert not list(tables_dir().glob("*.json"))
    app.leave_all()


def test_the_hosts_choice_of_when_they_are_asked_comes_to_their_table(app):
    scene = new_game(app, "boom_bah", ["human", "remote"])
    scene.set_asked(0, "never")
    lobby = lobby_of(app, scene)
    try:
        match = lobby.host.match
        assert match.seats[match.seat].asked == "never"
        assert match.seats[1 - match.seat].asked == "always"  # never answered for them here
    finally:
        app.leave_all()


def test_a_password_set_for_the_hosted_game_is_asked_of_who_joins(app):
    from game.net.remote_match import NotJoined

    scene = new_game(app, "sheep_sheep", ["human", "remote"])
    scene.set_password("sesame")
    lobby = lobby_of(app, scene)
    try:
        with pytest.raises(NotJoined, match="password"):
            guest(lobby)
        bo = RemoteMatch.join(Session(f"127.0.0.1:{lobby.host.port}", name="Bo",
                                      password="sesame", keep_token=False))
        assert bo.seat == 1 - lobby.host.local
        assert hosted_line(lobby.host) == "Sheep Sheep · 2 players · password"
        bo.close()
    finally:
        app.leave_all()


def test_start_says_whose_seats_it_waits_for_in_german_too():
    seats = [{"name": name} for name in ("Ann", "Player 2", "Player 3")]
    assert why_not_start(seats, []) is None
    i18n.set_language("de")
    try:
        assert why_not_start(seats, [1, 2]) == (
            "Warten auf Player 2, Player 3 – oder lasse die KI diese Plätze spielen.")
    finally:
        i18n.set_language("en")


def test_a_table_found_while_typing_leaves_the_focus_in_the_field(app, monkeypatch):
    from game.scenes import net_join
    from game.view.widgets import TextField

    monkeypatch.setattr(net_join, "LOOK_AGAIN", 0.05)

    found = []
    scene = JoinScene(app, browse=lambda: list(found))
    app.stack.push(scene)
    app.stack.apply_pending()
    field = next(w for w in scene.widgets.widgets if isinstance(w, TextField))
    scene.widgets.focus(field)
    found.append({"address": "192.168.1.20:8765/3f9a12cd", "table": "3f9a12cd",
                  "game": "black_sheep", "free": 1, "password": False})
    until(app, lambda: scene.shown)
    focused = scene.widgets.focused
    assert isinstance(focused, TextField) and focused.placeholder == field.placeholder
    scene.looking.stop()
    app.leave_all()


def test_the_host_hands_a_left_players_seat_to_an_ai_then_resumes_the_game_from_continue(app):
    from game.scenes.net_lobby import SeatsScene
    from game.scenes.net_table import RemotePause
    from game.scenes.title import TitleScene
    from game.scenes.unfinished import GameRow, UnfinishedScene

    scene = new_game(app, "sheep_sheep", ["human", "remote"])
    lobby = lobby_of(app, scene)
    host = lobby.host
    remote = 1 - host.local
    bo = guest(lobby)
    until(app, lambda: lobby.seats[remote]["connected"])
    lobby.start()
    app.stack.apply_pending()
    table = app.stack.top
    bo.close()  # Bo leaves the table
    until(app, lambda: host.away() == [remote])
    table.open_pause()
    app.stack.apply_pending()
    pause = app.stack.top
    assert isinstance(pause, RemotePause)
    labelled(pause, "Seats")[0].activate()
    app.stack.apply_pending()
    seats = app.stack.top
    assert isinstance(seats, SeatsScene) and seats.host is host
    assert seats.host.away() == [remote]
    [picker] = [w for w in seats.widgets.widgets if isinstance(w, LevelPicker)]
    picker.cycle(1)  # No AI -> AI Easy
    assert host.seats()[remote]["standin"] == "easy"
    def shown_as_ai():  # at the table (under the menus now)
        table.match.pump()
        return table.match.seats[remote].is_ai and table.match.seats[remote].level == "easy"

    until(app, shown_as_ai)
    seats.back()
    pause.quit()
    app.stack.apply_pending()
    app.stack.top.confirm()  # leave: the game stops for everyone, and is kept
    app.stack.apply_pending()
    title = app.stack.top
    assert isinstance(title, TitleScene)
    assert any(getattr(w, "tooltip", "") and "Hosted: " in w.tooltip
               for w in title.widgets.widgets)
    title.resume_saved()
    app.stack.apply_pending()
    listed = app.stack.top
    assert isinstance(listed, UnfinishedScene)
    [row] = [w for w in listed.widgets.widgets if isinstance(w, GameRow)]
    assert row.title.startswith("Hosted: ")
    row.activate()
    app.stack.apply_pending()
    again = app.stack.top
    try:
        assert isinstance(again, LobbyScene) and again.host is not None, again
        assert again.host.port == host.port and again.host.match.seat == host.local
        assert again.host.away() == [remote]  # Bo rejoins with his token, or an AI plays
    finally:
        app.leave_all()


def test_a_newcomer_chooses_a_free_seat_before_joining(app):
    with hosting("bye_bye", ["remote", "ai:easy", "remote"]) as (_thread, table, address):
        scene = JoinScene(app, browse=lambda: [])
        app.stack.push(scene)
        app.stack.apply_pending()
        scene.name = "Cleo"
        scene.address = f"{address}/{table.id}"
        scene.join_typed()
        until(app, lambda: scene.choosing is not None and scene.joining is None)
        takes = labelled(scene, "Take this seat")
        assert len(takes) == 2 and takes[1].rect.y > takes[0].rect.y  # seats 1 and 3
        assert [s["name"] for s in scene.choosing[1]] == ["Player 1", "Player 2", "Player 3"]
        takes[1].activate()
        until(app, lambda: isinstance(app.stack.top, RemoteSeat))
        assert app.stack.top.match.seat == 2 and app.stack.top.match.seats[2].name == "Cleo"
        app.leave_all()
