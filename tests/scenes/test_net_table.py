"""A game's own table seated on a `RemoteMatch` (headless): the other seats' moves arrive from
the host and animate, your moves go to the host, no hand-off screen ever opens, a dropped
connection shows "Reconnecting…" and blocks input until the table is back in step, and the
host's result opens the results screen."""

import os
import random

import pygame
import pytest

from game.scenes import net_table
from game.scenes.handoff import HandoffScene
from game.scenes.net_table import RemoteResults, remote_table
from tests.net.window import choose, hosting, joined, take_turn


def seat(app, match):
    table = remote_table(app, match)
    app.stack.push(table)
    app.stack.apply_pending()
    return table


def frames(app, table, until, seconds=30.0, rng=None):
    """Frames until `until()`; on your turn the table is told your (random legal) move."""
    import time

    deadline = time.monotonic() + seconds
    while not until():
        assert time.monotonic() < deadline, "it did not happen in time"
        app.step(1 / 30)
        table.timeline.skip()  # each animation was begun; the test need not watch it play
        assert not isinstance(app.stack.top, HandoffScene)
        if (rng is not None and app.stack.top is table and table.my_turn
                and not table.match.is_over):
            table.perform(choose(table.match, rng))
        table.match.wait_for_ai(0.01)


@pytest.fixture(autouse=True)
def no_fsync(monkeypatch):
    """The host's autosaves without waiting for the disk (these tests are about the table)."""
    monkeypatch.setattr(os, "fsync", lambda fd: None)


def spy_animations(table):
    animated = []
    real = table.animate
    table.animate = lambda events: (animated.append(len(events)), real(events))[1]
    return animated


def test_moves_from_the_host_animate_and_fill_the_log_with_no_hand_off(app):
    with hosting("boom_bah", ["remote", "ai:easy"]) as (_thread, host_table, address):
        match = joined(address, "Ann")
        table = seat(app, match)
        animated = spy_animations(table)
        frames(app, table, lambda: sum(s.seat == 1 for s in match.steps) >= 3, 30,
               random.Random(2))
        assert len(animated) >= len(match.steps) - 1  # each step its animation
        names = [line.text for line in table.log.lines]
        assert any(host_table.match.seats[1].name in line for line in names)
        assert table.viewer == match.seat and table.you == match.seat


@pytest.mark.slow
@pytest.mark.parametrize("game", ["black_sheep", "boom_bah", "sheep_sheep"])  # Bye-Bye
# (20 s here) finishes too; its whole games through RemoteMatch are in tests/net
def test_a_remote_seat_plays_a_whole_game_to_the_hosts_result(app, game):
    with hosting(game, ["remote", "ai:easy"]) as (_thread, host_table, address):
        match = joined(address, "Ann")
        table = seat(app, match)
        frames(app, table, lambda: isinstance(app.stack.top, RemoteResults), 60,
               random.Random(2))
        assert match.is_over and match.moves == len(host_table.match.steps)
        assert app.stack.top.result.to_json() == host_table.match.result().to_json()
        app.stack.top.back()  # to the title: the connection is closed
        app.stack.apply_pending()
        match.client.thread.join(5)
        assert not match.client.thread.is_alive()


def test_a_dropped_connection_shows_reconnecting_blocks_input_and_recovers(app, monkeypatch):
    said = []
    monkeypatch.setattr(net_table, "draw_banner", lambda s, words, *a: said.append(words))
    with hosting("black_sheep", ["remote", "remote"]) as (thread, host_table, address):
        ours, theirs = joined(address, "Ann"), joined(address, "Bo")
        try:
            table = seat(app, ours)
            rng = random.Random(3)
            frames(app, table, lambda: ours.moves >= 2, 30, rng)
            session = ours.client.session
            port = session.port
            session.port = 9  # nothing answers there: the return waits until it is put back
            ours.client.loop.call_soon_threadsafe(session.drop)
            frames(app, table, lambda: table.offline)
            app.step(1 / 30)
            assert "Reconnecting…" in said
            moves = ours.moves
            click = pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(640, 600))
            assert table.handle(click)  # taken, and nothing decided
            assert ours.moves == moves
            session.port = port
            frames(app, table, lambda: not table.offline)
            said.clear()
            app.step(1 / 30)
            assert "Reconnecting…" not in said
            assert table.view == thread.call(lambda: host_table.match.view(ours.seat))
            # the game goes on from the fresh view: both seats play some more
            target = ours.moves + 6

            def both() -> bool:
                take_turn(theirs, rng, {})
                return ours.moves >= target or ours.is_over

            frames(app, table, both, 30, rng)
        finally:
            theirs.close()


def test_the_connected_mark_is_an_online_ring_not_a_lone_dot():
    """Critic8: the green dot beside a badge read as decoration. Connected is a green dot in
    a green ring (a dark gap between): a recognisable "online" mark, still inside LINK_R."""
    from game.scenes.net_table import LINK_R, draw_link
    from game.view import canvas, palette

    surface = canvas.Canvas(pygame.Surface((40, 40)), 1.0)
    surface.fill((255, 0, 255))
    draw_link(surface, (20, 20), True)
    green = tuple(palette.PASTURE)
    at = lambda x, y: tuple(surface.get_at((x, y)))[:3]  # noqa: E731
    assert at(20, 20) == green  # the dot
    assert at(20 + LINK_R - 1, 20) == green  # the ring
    assert at(20 + LINK_R - 3, 20) != green  # the gap between them
    assert at(20 + LINK_R + 3, 20) == (255, 0, 255)  # nothing beyond the mark
