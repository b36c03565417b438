"""A seat of a network game at its game's own table: the same table class as at a shared
screen, fed by a `RemoteMatch` instead of a `Match`.

Every other seat plays as an AI seat does here (its moves come from the host and animate as
they arrive; never a hand-off screen). A catch-up the table cannot animate (a return after a
dropped connection, an undo) redraws it from the seat's fresh view. While the connection is
down the table says "Reconnecting…" over everything and takes no input but the menu; a seat
lost for good says why. The pause menu offers no restart (the host deals), and the results
screen only the way back (the replay and the review need the whole deal, which stays at
the host).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import pygame

from game import games
from game.i18n import _, ngettext
from game.scenes.menu import CENTRE_X, shade
from game.scenes.pause import BOX, BUTTON_H, BUTTON_W, GAP, PauseScene
from game.scenes.results import ResultsScene, flow
from game.view import palette
from game.view.log import LogLine
from game.view.phrases import listed
from game.view.widgets import Widget, draw_banner

if TYPE_CHECKING:
    from game.app import App
    from game.net.remote_match import RemoteMatch
    from game.tables.base import TableScene

INPUT = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN, pygame.TEXTINPUT)


class RemoteSeat:
    """Mixed in before a game's table class (`remote_table`): what a remote seat changes."""

    match: RemoteMatch

    def update(self: Any, dt: float) -> None:
        match = self.match
        match.pump()
        if match.removed:  # the host freed this seat: back to Join, saying so
            from game.scenes.net_join import JoinScene

            join = JoinScene(self.app)
            join.say(match.refusal or "")
            self.app.stack.replace(join)
            return
        if match.resync:  # a catch-up or an undo: drawn afresh, the log told again
            match.resync = False
            self.timeline.skip()
            self.refresh_view()
            self.sync()
            self.log.reset(self.story())
        self.tell_links()
        super().update(dt)  # type: ignore[misc]

    def tell_links(self: Any) -> None:
        """The log says who plays on their own screen over the network (once, at the start)
        and whenever one of them loses the connection or comes back: nothing else on the
        table tells a remote player from one at this screen."""
        match = self.match
        seats = getattr(match, "_seats_json", None) or []
        links = {n: bool(s.get("connected")) for n, s in enumerate(seats)
                 if s.get("kind") != "ai" and n != match.seat}
        before = getattr(self, "links_told", None)
        self.links_told = links
        lines = []
        if before is None:
            if links:
                names = listed([self.name(n) for n in links])
                lines.append(ngettext(
                    "Over the network: {names} plays on their own screen.",
                    "Over the network: {names} play on their own screens.",
                    len(links)).format(names=names))
        else:
            for n, up in links.items():
                if before.get(n, up) != up:
                    lines.append(
                        _("{name} is back at the table.").format(name=self.name(n)) if up
                        else _("{name} lost the connection; their seat waits for them.")
                        .format(name=self.name(n)))
        for line in lines:
            self.log.add(LogLine(line, max(0, len(match.steps) - 1)))

    @property
    def offline(self: Any) -> bool:
        return not self.match.connected

    def handle(self: Any, event: pygame.event.Event) -> bool:
        if self.offline and event.type in INPUT:  # nothing may be decided meanwhile
            if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_p):
                self.open_pause()
            return True
        return super().handle(event)  # type: ignore[misc]

    def hand_off(self: Any, seat: int) -> None:
        """Never: every other seat is somebody else's screen."""

    def draw(self: Any, surface: pygame.Surface) -> None:
        super().draw(surface)  # type: ignore[misc]
        if not self.offline:
            return
        surface.blit(shade(surface.get_size(), 120), (0, 0))
        refusal = self.match.refusal
        if refusal is None:
            draw_banner(surface, _("Reconnecting…"), (CENTRE_X, 330), 34, palette.GOLD, 900)
            words = _("The connection to the host dropped; your seat waits for you.")
        else:
            draw_banner(surface, _("Disconnected"), (CENTRE_X, 330), 34, palette.GOLD, 900)
            words = refusal
        draw_banner(surface, words, (CENTRE_X, 400), 18, palette.CREAM, 1100)


def remote_table(app: App, match: RemoteMatch) -> TableScene:
    """The seat's table: its game's table class with `RemoteSeat` mixed in."""
    base = games.table_class(match.data.game)
    cls = type(f"Remote{base.__name__}", (RemoteSeat, base), {})
    return cls(app, match, RemoteShell())


class RemoteShell:
    """The screens around a remote seat's table."""

    def pause(self, table: TableScene) -> PauseScene:
        return RemotePause(table.app, table)

    def hand_off(self, table: TableScene, seat: int) -> Any:
        raise AssertionError("a remote seat's table never hands the screen on")

    def results(self, table: TableScene) -> ResultsScene:
        return RemoteResults(table.app, table.match)  # type: ignore[arg-type]


class RemotePause(PauseScene):
    """Resume, rules, settings, or leave the table (the seat stays yours to come back to)."""

    def build(self) -> Sequence[Widget]:
        self.heading = _("Paused")
        hosted = self.table.match.local_host is not None  # type: ignore[attr-defined]
        entries = [(_("Resume"), self.back, None), (_("This game's rules"), self.rules, None),
                   (_("Settings"), self.settings, None),
                   (_("Leave the table"), self.quit,
                    None if hosted else _("Join again with the same name and address to "
                                          "return to your seat"))]
        if hosted:  # who plays, and an AI for a player who left
            entries.insert(1, (_("Seats"), self.seats, _("Let the AI play the seat of a "
                                                         "player who left")))
        top = BOX.y + 110
        return [self.button((CENTRE_X - BUTTON_W // 2, top + i * (BUTTON_H + GAP), BUTTON_W,
                             BUTTON_H), label, action, tooltip=tip)
                for i, (label, action, tip) in enumerate(entries)]

    def seats(self) -> None:
        from game.scenes.net_lobby import SeatsScene

        host = self.table.match.local_host  # type: ignore[attr-defined]
        self.app.stack.push(SeatsScene(self.app, host))

    def quit(self) -> None:
        """Leave; the host of the game is asked first, since the game stops for everyone."""
        if self.table.match.local_host is None:  # type: ignore[attr-defined]
            super().quit()
            return
        from game.scenes.confirm import ConfirmScene

        self.app.stack.push(ConfirmScene(
            self.app, _("The game is served from here: if you leave, it stops for everyone. "
                        "It is kept under Continue, to be served again and the players "
                        "rejoin."), _("Leave"), _("Stay"), super().quit))


class RemoteResults(ResultsScene):
    """The host's result; the way back to the title (the host keeps the game's record)."""

    def build(self) -> Sequence[Widget]:
        self.heading = ""
        widgets = [self.button((0, 0, 0, 0), _("Back to title"), self.back, size=20)]
        flow(widgets, pygame.Rect(CENTRE_X - 200, 628, 400, 56), 56, gap=16, columns=1)
        self.retry_w = 0
        return widgets

    def back(self) -> None:
        from game.scenes.title import TitleScene

        self.match.close()
        self.app.stack.reset(TitleScene(self.app))
