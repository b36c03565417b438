"""Network screens say who is who (a critic: the join list showed only a game and an
address): a table found reads "Ann's table" with the names already seated, a newcomer
choosing a seat sees whose table it is, the host may remove a player from the lobby, and
each seat at a network table shows whether its player is connected."""

import pytest

from game import i18n
from game.scenes import net_join
from game.scenes.net_join import FOUND, JoinScene, row_card, seated_words, table_top
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
        for rect, _lit in cards:  # every row's words inside its card, clear of its Join
            inside = [r for _w, r, _s in drawn if rect.colliderect(r)]
            assert len(inside) >= 2 and all(rect.contains(r) for r in inside)
            assert all(r.right <= FOUND.right - 170 for r in inside)
        assert not overlapping([d for d in drawn if FOUND.contains(d[1])])
        assert all(size >= 16 for _w, r, size in drawn if FOUND.contains(r))
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
    assert "Maximilian" in words and "more" in words and "Friederike" not in words
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


