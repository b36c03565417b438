"""No hidden information ever reaches the wrong client.

Every message the host sends to each seat in whole games of all four games is recorded and
checked against the rules, replayed here independently: the seat's view is exactly
`view(seat)`, every event exactly `Event.for_seat(seat)`, legal moves go only to the seat
to move; no entry another seat keeps hidden (a hand, a Lucky Sheep, a secret task) is
filled in before the game is over, and the order of a face-down pile never appears.
"""

import json

import pytest

from game import rules
from game.net import host as host_module
from tests.net.helpers import play_out, run, serving, sessions

UPDATE_FIELDS = {"v", "type", "moves", "view", "steps", "to_move", "legal", "can_undo",
                 "over", "result", "result_said", "resync", "undone", "unsaved"}
KINDS = {"welcome", "update", "seats", "error", "pong", "hint"}
PILES = ("draw_pile", "deck", "pile")  # snapshot keys of the face-down piles


def record(monkeypatch):
    sent: list[tuple[int | None, str]] = []
    original = host_module.Conn.send

    def send(conn, text):
        sent.append((conn.seat, text))
        original(conn, text)

    monkeypatch.setattr(host_module.Conn, "send", send)
    return sent


def replay(match):
    """Per move count: each seat's view, the spectator's, the pile order; per step its
    events (the rules alone, from the save's actions)."""
    data = match.data
    state = match.spec.start(len(data.seats), data.seed, data.options, match.board)
    n = len(data.seats)

    def moment():
        snap = state.snapshot()
        piles = [snap[k] for k in PILES if isinstance(snap.get(k), list)]
        return ([state.view(s) for s in range(n)], state.view(None), piles)

    moments, events = [moment()], []
    for raw in data.actions:
        events.append(state.apply(state.action_from_json(raw)))
        moments.append(moment())
    return moments, events


def hidden_from(seat, view, spectator, over):
    """Entries of other seats the spectator does not see: None in `view` unless over."""
    for key, shown in spectator.items():
        values = view.get(key)
        if not (isinstance(shown, list) and isinstance(values, list)) or len(shown) != len(values):
            continue
        for other, entry in enumerate(shown):
            if other != seat and entry is None and values[other] is not None and not over:
                yield key, other


def shows_a_pile(text, piles):
    """Whether `text` holds the first six cards of a face-down pile in their order."""
    flat = text.replace(" ", "")
    return any(len(pile) >= 6 and json.dumps(pile[:6], separators=(",", ":"))[1:-1] in flat
               for pile in piles)


def check(sent, table):
    moments, events = replay(table.match)
    n = len(table.match.seats)
    for seat, text in sent:
        msg = json.loads(text)
        assert msg["type"] in KINDS, msg["type"]
        if msg["type"] != "update":
            assert "view" not in msg and "steps" not in msg
            continue
        assert set(msg) <= UPDATE_FIELDS, set(msg) - UPDATE_FIELDS
        views, spectator, piles = moments[msg["moves"]]
        assert msg["view"] == views[seat]
        over = msg["over"]
        assert not list(hidden_from(seat, msg["view"], spectator, over))
        if msg["legal"]:
            assert msg["to_move"] == seat and views[seat].get("to_move", seat) == seat
        for step in msg["steps"]:
            expected = [e.for_seat(seat) for e in events[step["move"] - 1]]
            assert step["events"] == expected
        assert not shows_a_pile(text, piles)
    for seat in range(n):  # every seat that played was told about every move
        if table.places[seat].remote:
            assert any(s == seat for s, _ in sent)


def whole_game(game, players):
    async def go():
        async with serving(game, ["remote"] * players) as (host, table, address):
            await play_out(host, sessions(address, players))
            return table
    return run(go(), timeout=120)


@pytest.mark.parametrize("game", [pytest.param(g, marks=pytest.mark.slow) if g == "bye_bye"
                                  else g for g in sorted(rules.GAMES)])  # its games are long
def test_every_message_holds_only_what_its_seat_may_know(game, monkeypatch):
    sent = record(monkeypatch)
    table = whole_game(game, 2)
    assert table.match.is_over
    check(sent, table)


@pytest.mark.slow
@pytest.mark.parametrize("game", sorted(rules.GAMES))
def test_nothing_hidden_leaks_with_the_most_players(game, monkeypatch):
    sent = record(monkeypatch)
    table = whole_game(game, rules.get(game).max_players)
    check(sent, table)


@pytest.mark.parametrize("game", sorted(rules.GAMES))
def test_the_check_sees_another_seats_secret(game):
    """The check is not blind: seat 0's view with seat 1's private entries copied in (its
    hand, its Lucky Sheep...) fails it, in every game."""
    state = rules.get(game).start(2, 1, {})
    mine, theirs, spectator = state.view(0), state.view(1), state.view(None)
    leaky = dict(mine)
    for key, shown in spectator.items():
        if isinstance(shown, list) and len(shown) == 2 and shown[1] is None:
            if isinstance(theirs.get(key), list) and theirs[key][1] is not None:
                leaky[key] = [mine[key][0], theirs[key][1]]
    assert list(hidden_from(0, leaky, spectator, over=False))
    assert not list(hidden_from(0, mine, spectator, over=False))


def test_the_check_sees_the_order_of_a_face_down_pile():
    """A message that let the draw pile's order slip in (a careless debugging aid, say) is
    caught, in every game that has such a pile; the real messages above never are."""
    for game in sorted(rules.GAMES):
        state = rules.get(game).start(2, 1, {})
        snap = state.snapshot()
        piles = [snap[k] for k in PILES if isinstance(snap.get(k), list)]
        assert piles, game
        text = json.dumps({"type": "update", "view": dict(state.view(0), debug=piles[0])})
        assert shows_a_pile(text, piles)
        assert not shows_a_pile(json.dumps(state.view(0)), piles)
