"""`RemoteMatch`: a seat of a hosted game as its table sees it. Whole games with every remote
seat driven through it as a table would drive it (an Easy agent deciding from the seat's
view and legal moves), and what it shows checked against the host's own match."""

import random
import time

import pytest

from game import i18n, rules
from game.i18n import tr
from game.net.remote_match import NotJoined
from game.rules.base import IllegalAction, Result
from tests.net.window import choose, hosting, joined, play_out, take_turn


def said_in_german(result):
    """The result's words as a German player reads them (the host sends their messages)."""
    i18n.set_language("de")
    try:
        return [[tr(label) for label, _points in seat] for seat in result.breakdown], tr(
            result.note)
    finally:
        i18n.set_language("en")


def views_at_host(table, seat):
    """The host's view(seat) after each move of its finished game, replayed from the deal."""
    data = table.match.data
    state = rules.get(data.game).start(len(data.seats), data.seed, data.options, data.board)
    views = {0: state.view(seat)}
    for n, raw in enumerate(data.actions, 1):
        state.apply(state.action_from_json(raw))
        views[n] = state.view(seat)
    return views


@pytest.mark.parametrize("game", [pytest.param(g, marks=pytest.mark.slow) if g == "bye_bye"
                                  else g for g in sorted(rules.GAMES)])
def test_remote_seats_play_a_whole_game_and_show_the_hosts_view_of_every_move(game):
    with hosting(game, ["remote", "remote"]) as (_thread, table, address):
        matches = [joined(address, "Ann"), joined(address, "Bo")]
        try:
            seen = play_out(matches)
            moves = len(table.match.steps)
            for match, shown in zip(matches, seen, strict=True):
                assert match.is_over and match.moves == moves
                assert match.result().to_json() == table.match.result().to_json()
                assert said_in_german(match.result()) == said_in_german(table.match.result())
                copy = match.view(match.seat)["result"]  # the results panels read this one
                assert said_in_german(Result(copy["winners"], copy["scores"],
                                             copy["breakdown"], copy["note"])) == (
                    said_in_german(table.match.result()))
                host = views_at_host(table, match.seat)
                assert shown  # every update taken showed the host's view at that move
                for n, view in shown.items():
                    assert view == host[n], f"move {n}"
                # the log has every step, each as the host made it
                assert [s.action.to_json() for s in match.steps] == table.match.data.actions
                assert [s.seat for s in match.steps] == [s.seat for s in table.match.steps]
        finally:
            for match in matches:
                match.close()


def test_every_other_move_arrives_as_one_step_to_animate():
    """With an AI at the host, each of its moves comes as a step of its own, with its events
    as this seat may see them, never as a jump to the end."""
    with hosting("boom_bah", ["remote", "ai:easy"]) as (_thread, table, address):
        match = joined(address, "Ann")
        try:
            rng, seen, animated = random.Random(1), {}, 0
            for _ in range(2000):
                if len(match.steps) >= 12:
                    break
                action = match.poll_ai()
                if action is not None:
                    events = match.apply(action)
                    assert match.steps[-1].action == action
                    assert [e.for_seat(match.seat) for e in events] == [
                        e.for_seat(match.seat) for e in table.match.steps[match.moves - 1].events]
                    animated += 1
                elif match.to_move == match.seat:
                    take_turn(match, rng, seen)
                else:
                    match.wait_for_ai(0.5)
            assert animated >= 3
            assert any(s.seat == 1 for s in match.steps)
        finally:
            match.close()


def test_an_illegal_move_is_refused_with_the_hosts_sentence_and_changes_nothing():
    with hosting("black_sheep", ["remote", "remote"]) as (_thread, table, address):
        matches = [joined(address, "Ann"), joined(address, "Bo")]
        try:
            first = next(m for m in matches if m.to_move == m.seat)
            other = next(m for m in matches if m is not first)
            with pytest.raises(IllegalAction, match="not your turn"):
                other.apply(choose(first, random.Random(0)))
            moves = first.moves
            legal = first.legal_actions()
            wrong = type(legal[0])(**{**legal[0].__dict__, "field": 99}) if hasattr(
                legal[0], "field") else None
            if wrong is not None:
                with pytest.raises(IllegalAction) as refused:
                    first.apply(wrong)
                local = table.match.state.clone()
                with pytest.raises(IllegalAction) as at_host:
                    local.apply(wrong)
                i18n.set_language("de")  # the rules' words, in the player's language
                try:
                    assert tr(refused.value.args[0]) == tr(at_host.value.args[0])
                    assert tr(refused.value.args[0]) != str(at_host.value.args[0])
                finally:
                    i18n.set_language("en")
            assert first.moves == moves == len(table.match.steps)
        finally:
            for match in matches:
                match.close()


def test_undo_takes_back_your_own_decision_at_the_host_too():
    with hosting("black_sheep", ["remote", "ai:easy"], seed=3) as (thread, table, address):
        match = joined(address, "Ann")
        try:
            rng, seen = random.Random(0), {}
            for _ in range(2000):  # until a decision of ours that revealed nothing
                if match.can_undo(match.seat):
                    break
                if not take_turn(match, rng, seen):
                    match.wait_for_ai(0.5)
            else:
                pytest.skip("no decision that can be taken back in this deal")
            moves = match.moves
            match.undo(match.seat)
            assert match.moves == moves - 1 == thread.call(lambda: len(table.match.steps))
            assert len(match.steps) == moves - 1 and match.resync
        finally:
            match.close()


def test_a_wrong_password_is_said_in_a_sentence():
    with hosting("black_sheep", ["remote", "remote"], password="sesame") as (_t, _tab, address):
        with pytest.raises(NotJoined, match="password"):
            joined(address, "Ann", password="wrong")


def test_nobody_at_the_address_is_said_in_a_sentence():
    from game.net.client import Session
    from game.net.remote_match import RemoteMatch

    with pytest.raises(NotJoined):
        RemoteMatch.join(Session("127.0.0.1:9", keep_token=False, give_up=0.2), timeout=2)


def test_a_failing_autosave_at_the_host_is_said_at_every_table(monkeypatch):
    from game import saves

    with hosting("sheep_sheep", ["remote", "remote"]) as (_thread, table, address):
        matches = [joined(address, "Ann"), joined(address, "Bo")]
        try:
            assert all(m.save_problem is None for m in matches)
            real = saves.write

            def full(path, data):
                raise OSError(28, "No space left on device")

            monkeypatch.setattr(saves, "write", full)
            rng = random.Random(0)

            def play_until(check):
                for _ in range(3000):
                    if check():
                        return
                    if not any(take_turn(m, rng, {}) for m in matches):
                        time.sleep(0.01)
                raise AssertionError("it did not happen in time")

            play_until(lambda: all(m.save_problem for m in matches))
            monkeypatch.setattr(saves, "write", real)  # the disk has room again
            play_until(lambda: not any(m.save_problem for m in matches))
            assert table.match.save_problem is None
        finally:
            for match in matches:
                match.close()


def test_a_seat_an_ai_stands_in_for_shows_as_the_ai():
    with hosting("black_sheep", ["remote", "remote"], standin="easy",
                 standin_after=0.05) as (_thread, _table, address):
        ann, bo = joined(address, "Ann"), joined(address, "Bo")
        try:
            bo.close()  # Bo leaves; after a moment an Easy AI plays his seat
            for _ in range(500):
                ann.pump()
                if ann.seats[bo.seat].is_ai:
                    break
                time.sleep(0.01)
            assert ann.seats[bo.seat].is_ai and ann.seats[bo.seat].level == "easy"
            assert ann.human_seats == [ann.seat]
        finally:
            ann.close()


def test_a_hint_comes_from_the_host_for_your_own_turn():
    with hosting("sheep_sheep", ["remote", "ai:easy"], seed=2) as (_thread, _table, address):
        match = joined(address, "Ann")
        try:
            rng = random.Random(0)
            for _ in range(2000):
                if match.to_move == match.seat and not match.ai_to_move():
                    break
                if not take_turn(match, rng, {}):
                    time.sleep(0.01)
            match.hint(match.seat)
            assert match.hinting
            for _ in range(1000):
                action = match.poll_hint()
                if action is not None:
                    break
                time.sleep(0.01)
            assert action in match.legal_actions() and not match.hinting
        finally:
            match.close()
