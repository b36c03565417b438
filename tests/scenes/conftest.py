"""Fixtures the screens' tests share."""

from __future__ import annotations

import pytest

from game import i18n
from game.net.hosting import LocalHost
from game.scenes.net_lobby import LobbyScene
from tests.ai.inline import InlineThinker


@pytest.fixture
def lobby(app):
    """The host's lobby of a four-seat Sheep-Boom-Bah: Ann here, two seats open, an AI."""
    local = LocalHost("boom_bah", ["local", "remote", "remote", "ai:medium"],
                      ["Ann", "Player 2", "Player 3", "Dolly"], seed=11, address="127.0.0.1",
                      announce=False, thinker=InlineThinker())
    scene = LobbyScene(app, lambda: local)
    app.stack.push(scene)
    app.stack.apply_pending()
    yield scene
    app.leave_all()
    local.match.close()
    i18n.set_language("en")
