"""The host's lobby says what happens next in the room under the seats. Critic 16: the seats
panel's lower half stood empty at four seats; at two, more of it."""

import pytest

from game import i18n
from game.net.hosting import LocalHost
from game.scenes import net_lobby
from game.scenes.net_lobby import SEATS, LobbyScene, next_steps
from tests.ai.inline import InlineThinker
from tests.tables.layout_checks import texts_drawn


def seats_texts(app, scene, monkeypatch):
    drawn = texts_drawn(monkeypatch)
    scene.draw(app.screen)
    monkeypatch.undo()
    return [(w, r) for w, r, _ in drawn if SEATS.contains(r)]


def check(app, scene, monkeypatch, heading: bool):
    steps = next_steps(scene.seats, scene.host.local)
    texts = seats_texts(app, scene, monkeypatch)
    said = [w for w, _ in texts]
    assert steps[0] in said and steps[-1] in said, said  # who appears here, and Start
    assert (i18n._("What happens next") in said) == heading
    last_card = SEATS.y + 70 + (len(scene.seats) - 1) * net_lobby.ROW + 2 + net_lobby.ROW_H
    for i, (w, r) in enumerate(texts):  # whole in the panel, clear of each other
        assert SEATS.inflate(-40, -20).contains(r), w
        for w2, r2 in texts[i + 1:]:
            assert not r.colliderect(r2), (w, w2)
    for w, r in texts:
        if w in steps:
            assert r.top >= last_card + 10, w  # under the seats' cards


@pytest.mark.parametrize("lang", ["en", "de"])
def test_four_seats_leave_room_for_what_happens_next(app, lobby, monkeypatch, lang):
    i18n.set_language(lang)
    check(app, lobby, monkeypatch, heading=False)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_two_seats_say_what_happens_next_under_a_heading(app, monkeypatch, lang):
    local = LocalHost("black_sheep", ["local", "remote"], ["Ann", "Player 2"], seed=11,
                      address="127.0.0.1", announce=False, thinker=InlineThinker())
    scene = LobbyScene(app, lambda: local)
    app.stack.push(scene)
    app.stack.apply_pending()
    i18n.set_language(lang)
    try:
        check(app, scene, monkeypatch, heading=True)
        assert len(next_steps(scene.seats, local.local)) == 3
    finally:
        app.leave_all()
        local.match.close()
        i18n.set_language("en")
