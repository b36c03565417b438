"""The network screens read right from a screenshot alone: the host's address is set whole
(no gap a player would type), the AI level in force looks chosen and nothing looks chosen
before it is, each caption stands by what it explains (Let the AI play over its buttons, why
Start waits right above Start), the two ways to join are named apart, and the caret of a
text field never covers a letter."""

import pygame
import pytest

from game.net.hosting import LocalHost
from game.scenes.net_join import TYPED, JoinScene
from game.scenes.net_lobby import ROW, SEATS, LobbyScene, seat_card
from game.view import palette, widgets
from game.view.widgets import Button, TextField
from tests.ai.inline import InlineThinker
from tests.tables.layout_checks import texts_drawn


def drawn_now(app, scene, monkeypatch):
    drawn = texts_drawn(monkeypatch)
    scene.draw(app.screen)
    monkeypatch.undo()
    return drawn


def test_the_address_is_set_in_even_digits_so_no_gap_reads_as_a_space(app, lobby, monkeypatch):
    widths = []
    for address in ("44.44.44.44", "11.11.11.11"):
        lobby.host.address = address
        drawn = drawn_now(app, lobby, monkeypatch)
        widths.append(next(rect.w for words, rect, _size in drawn
                           if words == lobby.host.where))
    assert widths[0] == widths[1]  # Quicksand's wide "4" made "…:44073" read "…:4 4073"


def test_no_ai_level_looks_chosen_until_one_is(app, lobby):
    from game.scenes.net_lobby import LevelPicker

    pickers = [w for w in lobby.widgets.widgets if isinstance(w, LevelPicker)]
    assert len(pickers) == 3  # two seats wait, one is Dolly's (an AI)
    assert lobby.widgets.focused is None  # no ring on a picker, read as chosen
    waiting = [p for p in pickers if p.value is None]
    assert len(waiting) == 2 and waiting[0].options[waiting[0].index][1] == "No AI"
    waiting[0].cycle(1)
    assert sorted(str(p.value) for p in lobby.widgets.widgets
                  if isinstance(p, LevelPicker)) == ["None", "easy", "medium"]


def test_an_open_seat_and_an_ai_seat_have_one_control_in_one_place(app, lobby, monkeypatch):
    """Critic 12: an open seat had three buttons (Easy/Medium/Hard) under "Let the AI
    play:", an AI seat a stepper and "Open to players". Both have the same picker (No AI,
    AI Easy, AI Medium, AI Hard) at the same place in their cards; no level buttons."""
    from game.scenes.net_lobby import LevelPicker

    pickers = [w for w in lobby.widgets.widgets if isinstance(w, LevelPicker)]
    assert len({(p.rect.x, p.rect.w, p.rect.h) for p in pickers}) == 1
    assert len({tuple(p.options) for p in pickers}) == 1
    for p in pickers:
        card = next(seat_card(SEATS, SEATS.y + 70 + n * ROW) for n in range(4)
                    if seat_card(SEATS, SEATS.y + 70 + n * ROW).contains(p.rect))
        assert abs(card.centery - p.rect.centery) <= 2
    labels = {getattr(w, "label", "") for w in lobby.widgets.widgets}
    assert not labels & {"Easy", "Medium", "Hard", "Open to players"}
    drawn = drawn_now(app, lobby, monkeypatch)
    assert "Let the AI play:" not in [words for words, _r, _s in drawn]


def test_why_start_waits_is_said_right_by_start(app, lobby, monkeypatch):
    drawn = drawn_now(app, lobby, monkeypatch)
    why = next(rect for words, rect, _size in drawn if words.startswith("Waiting for "))
    start = next(w.rect for w in lobby.widgets.widgets if getattr(w, "label", "") == "Start")
    assert 0 <= start.top - why.bottom <= 60
    assert abs(start.right - why.right) <= 40


def test_the_two_ways_to_join_are_named_apart(app):
    found = [{"address": "192.168.1.20:41877/3f9a12cd", "table": "3f9a12cd",
              "game": "boom_bah", "free": 2, "password": False}]
    scene = JoinScene(app, browse=lambda: found)
    app.stack.push(scene)
    app.stack.apply_pending()
    scene.shown = found
    scene.rebuild()
    try:
        buttons = [w for w in scene.widgets.widgets if isinstance(w, Button)]
        listed = [b for b in buttons if b.rect.right < TYPED.x]
        typed = [b for b in buttons if TYPED.contains(b.rect)]
        assert [b.label for b in listed] == ["Join"]
        assert [b.label for b in typed] == ["Connect"]  # inside the panel of the fields
    finally:
        scene.looking.stop()
        app.leave_all()


@pytest.mark.parametrize("value", ["Wo", ""])
def test_the_caret_stands_clear_of_the_first_letter(app, monkeypatch, value):
    field = TextField((100, 100, 400, 46), value, placeholder="e.g. 192.168.1.20:8765", size=22)
    field.caret = 0
    field.focused = True
    surface = app.screen
    drawn = []
    real = widgets.text

    def spy(where, message, *args, **kwargs):
        rect = real(where, message, *args, **kwargs)
        drawn.append(rect)
        return rect

    monkeypatch.setattr(widgets, "text", spy)
    field.draw(surface)
    first = drawn[0]  # the value, or the hint of an empty field
    x = field.caret_x()
    assert tuple(surface.get_at((x, field.rect.centery)))[:3] == palette.INK  # the caret
    assert x + 2 < first.left  # before the first letter, not on it


def test_the_remote_table_tells_who_plays_over_the_network_and_when_they_drop():
    from types import SimpleNamespace

    from game.scenes.net_table import LOST, ONLINE, RemoteSeat

    seats = [{"name": "Ann", "kind": "remote", "connected": True},
             {"name": "Bo", "kind": "remote", "connected": True},
             {"name": "Dolly", "kind": "ai", "connected": False}]
    told = []
    table = SimpleNamespace(match=SimpleNamespace(seat=1, _seats_json=seats, steps=[]),
                            name=lambda n: ["Ann", "You", "Dolly"][n],
                            log=SimpleNamespace(add=lambda line: (told.append(line.text),
                                                                  icons.append(line.icon))))
    icons = []
    RemoteSeat.tell_links(table)
    assert told == ["Over the network: Ann plays on their own screen; this mark beside their "
                    "score says they are connected."]  # not "at"; critic 12: not "by the
    # name" (the mark sits left of the score badge, `link_spot`)
    # critic 11: the green mark by a name was unexplained; the line starts with it (its key)
    assert icons == [ONLINE]
    seats[0]["connected"] = False
    RemoteSeat.tell_links(table)
    seats[0]["connected"] = True
    RemoteSeat.tell_links(table)
    RemoteSeat.tell_links(table)  # no change: nothing more said
    assert told[1:] == ["Ann lost the connection; their seat waits for them.",
                        "Ann is back at the table."]
    assert icons[1:] == [LOST, ONLINE]


def test_no_message_trails_off_in_three_dots_instead_of_an_ellipsis():
    """"Join a game…" and "Spiel beitreten …" use "…"; only the card EIEI...NO (in German
    IA-IA...NÖ) is named with dots."""
    from pathlib import Path

    po = Path(__file__).resolve().parents[2] / "assets" / "locale" / "de.po"
    dotted = [line for line in po.read_text(encoding="utf-8").splitlines()
              if line.startswith(("msgid", "msgstr", '"'))
              and "..." in line.replace("EIEI...NO", "").replace("IA-IA...NÖ", "")]
    assert dotted == []


def test_the_join_code_is_set_in_even_digits_too(app, lobby, monkeypatch):
    widths = []
    for code in ("4444 4444", "1111 1111"):
        monkeypatch.setattr(LocalHost, "code", property(lambda self, c=code: c))
        drawn = drawn_now(app, lobby, monkeypatch)
        widths.append(next(rect.w for words, rect, _size in drawn if words == code))
    assert widths[0] == widths[1]


def test_copy_puts_the_address_on_the_clipboard(app, lobby, monkeypatch):
    import pygame

    from game.scenes.net_lobby import WHERE

    copy = next(w for w in lobby.widgets.widgets if getattr(w, "label", "") == "Copy address")
    drawn = drawn_now(app, lobby, monkeypatch)
    put = []
    monkeypatch.setattr(pygame.scrap, "put_text", put.append)
    assert WHERE.contains(copy.rect)
    assert not any(copy.rect.colliderect(rect) for _w, rect, _s in drawn
                   if WHERE.contains(rect))  # beside the words, over none of them
    copy.activate()
    assert put == [lobby.host.where]
    # 'Copy' sat between the join code and the address: it says which one it copies
    assert any(getattr(w, "label", "") == "Address copied" for w in lobby.widgets.widgets)


def lobby_in(app, lang: str) -> tuple[LocalHost, LobbyScene]:
    """A Boom-Bah host's lobby on the screen in `lang` (a remote seat waiting)."""
    from game import i18n

    i18n.set_language(lang)
    local = LocalHost("boom_bah", ["local", "remote"], ["Ann", "Player 2"], seed=11,
                      address="127.0.0.1", announce=False, thinker=InlineThinker())
    scene = LobbyScene(app, lambda: local)
    app.stack.push(scene)
    app.stack.apply_pending()
    return local, scene


def test_copy_address_fits_beside_the_words_in_german_too(app, monkeypatch):
    from game import i18n
    from game.scenes.net_lobby import WHERE

    local, scene = lobby_in(app, "de")
    try:
        copy = next(w for w in scene.widgets.widgets
                    if getattr(w, "label", "") == "Adresse kopieren")
        drawn = drawn_now(app, scene, monkeypatch)
        assert WHERE.contains(copy.rect)
        assert copy.needed_width <= copy.rect.w
        assert not [(w, rect) for w, rect, _s in drawn
                    if WHERE.contains(rect) and copy.rect.colliderect(rect)], copy.rect
    finally:
        i18n.set_language("en")
        app.leave_all()
        local.match.close()


def test_a_seat_nobody_took_is_named_open_seat_not_player_n(app, lobby, monkeypatch):
    """Critic8: the host's list named a waiting seat "Player 3", as if someone were there.
    It reads "Open seat" until somebody joins (the table keeps its own name for it), and
    why Start waits does not name a player who is not there."""
    from game.view import assets

    with assets.recording() as written:  # (a seat's name is made, then squeezed to fit)
        lobby.draw(app.screen)
    words = [w.message for w in written.values()]
    assert "Open seat" in words  # (both open seats: one image, drawn twice)
    assert not any(w.startswith("Player ") for w in words)
    assert not any("Player " in w for w in words if w.startswith("Waiting for"))
    assert any(s["name"].startswith("Player ") for s in lobby.seats)  # its name is kept


def test_copy_address_stands_clear_of_the_address_heading(app, lobby, monkeypatch):
    """Critic8: Copy address crowded the "Address" heading: it stands right of it with room
    between, and clear of the address itself."""
    drawn = drawn_now(app, lobby, monkeypatch)
    heading = next(rect for w, rect, _size in drawn if w == "Address")
    copy = next(w.rect for w in lobby.widgets.widgets
                if getattr(w, "label", "") == "Copy address")
    address = next(rect for w, rect, _size in drawn if w == lobby.host.where)
    assert copy.x - heading.right >= 40
    assert not copy.colliderect(address.inflate(0, 8))
    assert copy.centery >= heading.top and copy.centery <= heading.bottom + 6
    above = [rect for _w, rect, _size in drawn if rect.bottom <= heading.top and
             rect.colliderect(pygame.Rect(copy.x, 0, copy.w, 720))]
    assert all(copy.top - rect.bottom >= 10 for rect in above)  # clear of the join steps


@pytest.mark.parametrize("lang", ["en", "de"])
def test_copy_code_beside_the_join_code_puts_the_code_on_the_clipboard(app, monkeypatch, lang):
    """Critic 12: only the address could be copied; the join code, the way on this network,
    has a Copy code by it, over none of the words, in English and German."""
    import pygame

    from game import i18n
    from game.scenes.net_lobby import WHERE

    local, scene = lobby_in(app, lang)
    try:
        copy = next(w for w in scene.widgets.widgets
                    if getattr(w, "label", "") == i18n._("Copy code"))
        drawn = drawn_now(app, scene, monkeypatch)
        code = next(rect for words, rect, _s in drawn if words == local.code)
        assert WHERE.contains(copy.rect) and copy.needed_width <= copy.rect.w
        # on the Join code label's row, over the code's right, as Copy address stands
        address = next(w for w in scene.widgets.widgets
                       if getattr(w, "label", "") == i18n._("Copy address"))
        assert copy.rect.right == address.rect.right and copy.rect.bottom <= code.top
        assert not [(w, rect) for w, rect, _s in drawn
                    if WHERE.contains(rect) and copy.rect.colliderect(rect)], copy.rect
        others = [w.rect for w in scene.widgets.widgets if w is not copy]
        assert not any(copy.rect.colliderect(r) for r in others)
        put = []
        monkeypatch.setattr(pygame.scrap, "put_text", put.append)
        copy.activate()
        assert put == [local.code]
        assert any(getattr(w, "label", "") == i18n._("Code copied")
                   for w in scene.widgets.widgets)
    finally:
        i18n.set_language("en")
        app.leave_all()


def test_the_address_is_secondary_to_the_join_code(app, lobby, monkeypatch):
    """Critic 15: the raw IP:port stood as big as the join code, read as the way in. It is
    small secondary text now (still all there to copy or type): the code several times its
    size."""
    drawn = drawn_now(app, lobby, monkeypatch)
    code = next(size for w, _rect, size in drawn if w == lobby.host.code)
    address = next((rect, size) for w, rect, size in drawn if w == lobby.host.where)
    assert 16 <= address[1] <= 20 and code >= 2.5 * address[1]


@pytest.mark.parametrize(("lang", "heading"), [("en", "Seats at Ann's table"),
                                               ("de", "Plätze am Tisch von Ann")])
def test_the_lobby_names_the_table_as_the_join_list_does(app, monkeypatch, lang, heading):
    """Critic 15: tables were named two ways. The host's seats are headed with the table's
    name as players elsewhere see it in their list ("Ann's table"), clear of how many seats
    are ready."""
    from game import i18n

    local, scene = lobby_in(app, lang)
    try:
        drawn = drawn_now(app, scene, monkeypatch)
        head = next(rect for w, rect, _size in drawn if w == heading)
        ready = next(rect for w, rect, _size in drawn if w[:1].isdigit()
                     and w.endswith(("ready", "bereit")))
        assert head.right + 16 <= ready.x
    finally:
        i18n.set_language("en")
        app.leave_all()
        local.stop()
