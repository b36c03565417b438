"""At every table, a person who plays at their own screen over the network is shown as
choosing while the table waits for them: a word beside their name and the instruction line
("Ann is choosing…"), never bare dots that read as a fixed mark, and never "thinking", which
is an AI's word."""

from __future__ import annotations

import time

import pytest

from game import i18n, rules
from game.net.client import Session
from game.net.hosting import LocalHost
from game.net.remote_match import RemoteMatch
from game.scenes.net_table import remote_table
from tests.ai.inline import InlineThinker
from tests.tables.layout_checks import texts_drawn


@pytest.fixture
def guest_waits_for_ann():
    """Bo's screen over the network, with Ann (a person at the host's screen) to move."""
    made = []

    def make(game: str) -> RemoteMatch:
        host = LocalHost(game, ["local", "remote"], ["Ann", "Player 2"], seed=11,
                         address="127.0.0.1", announce=False, thinker=InlineThinker())
        guest = RemoteMatch.join(Session(f"127.0.0.1:{host.port}", name="Bo",
                                         keep_token=False))
        made.append((host, guest))
        host.begin()
        end = time.monotonic() + 20
        # (until the host's Start and Ann's seat have come through, not only whose move)
        while guest.to_move is None or guest.to_move == guest.seat or not guest.thinking:
            assert time.monotonic() < end, "the host never put Ann to move"
            if guest.to_move == guest.seat:  # Bo moves first in this game: pass it on
                host.match.close()
                pytest.skip("Bo moves first")
            guest.pump()
            time.sleep(0.01)
        return guest

    yield make
    for host, guest in made:
        guest.close()
        host.match.close()
    i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("game", sorted(rules.GAMES))
def test_a_remote_person_is_choosing_not_thinking(app, monkeypatch, guest_waits_for_ann,
                                                  game, lang):
    i18n.set_language(lang)
    match = guest_waits_for_ann(game)
    table = remote_table(app, match)
    app.stack.push(table)
    app.stack.apply_pending()
    table.timeline.skip()
    assert match.thinking and table.busy_word(match.to_move) == i18n._("choosing")
    drawn = texts_drawn(monkeypatch)
    table.draw(app.screen)
    words = [text for text, _rect, _size in drawn]
    beside = i18n._("choosing")
    line = i18n._("{name} is choosing…").format(name="Ann")
    assert any(beside in text.lower() and line not in text for text in words), words  # or
    assert any(line in text for text in words), words  # "Choosing…" under a name
    assert not any(i18n._("thinking") in text.lower() for text in words), words
