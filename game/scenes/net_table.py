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
from game.scenes.new_game import kind_names
from game.scenes.pause import BOX, BUTTON_H, BUTTON_W, GAP, PauseScene
from game.scenes.results import ResultsScene, flow
from game.view import assets, ink, palette
from game.view.log import Icon, LogLine
from game.view.phrases import listed
from game.view.widgets import Widget, draw_banner

if TYPE_CHECKING:
    from game.app import App
    from game.net.remote_match import RemoteMatch
    from game.tables.base import TableScene

ONLINE, LOST = Icon("net_online"), Icon("net_lost")
"""The connection marks (`draw_link`) as the log's lines start with them: their key."""
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
            join.name = match.client.session.name or ""  # as they typed it
            join.say(match.refusal or "")
            join.rebuild()
            self.app.stack.replace(join)
            return
        if match.resync:  # a catch-up or an undo: drawn afresh, the log told again
            match.resync = False
            self.timeline.skip()
            self.refresh_view()
            self.sync()
            self.log.reset(self.story())
        self.tell_links()
        self.tell_waiting()
        self.count_down_tip()
        super().update(dt)  # type: ignore[misc]

    def tell_waiting(self: Any) -> None:
        """The instruction line, while the game cannot go on: the host has not pressed Start
        yet, or the person to move lost the connection (with the stand-in's countdown). It
        gives way to anything else said there (a refusal) and goes when the wait ends."""
        match = self.match
        seat = match.to_move
        link = None if seat is None or match.is_over else match.link(seat)
        words = ""
        if match.held:
            host = match.host_name
            words = (_("Waiting for {name} to start the game.").format(name=host) if host
                     else _("Waiting for the host to start the game."))
        elif link is not None and not link["connected"] and not link["standin"]:
            words = waiting_words(self, seat, link)
        told = getattr(self, "waiting_told", "")
        if self.message in ("", told):
            self.message, self.message_time = words, (3600.0 if words else 0.0)
        self.waiting_told = words

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
                # the line starts with the mark drawn beside their scores: the mark's key
                # (critic 11: "an unexplained green icon next to the score"; critic 12: it
                # said "by the name", the mark sits beside the ★ score)
                lines.append((ngettext(
                    "Over the network: {names} plays on their own screen; this mark beside "
                    "their score says they are connected.",
                    "Over the network: {names} play on their own screens; this mark beside "
                    "a score says they are connected.",
                    len(links)).format(names=names), ONLINE))
            lines += [(_("{name} lost the connection; their seat waits for them.").format(
                name=self.name(n)), LOST) for n, up in links.items()
                if not up and not seats[n].get("free")]  # away already (a table reopened)
        else:
            for n, up in links.items():
                if before.get(n, up) != up:
                    lines.append(
                        (_("{name} is back at the table.").format(name=self.name(n)), ONLINE)
                        if up else
                        (_("{name} lost the connection; their seat waits for them.")
                         .format(name=self.name(n)), LOST))
        for line, icon in lines:
            self.log.add(LogLine(line, max(0, len(match.steps) - 1), icon))

    @property
    def offline(self: Any) -> bool:
        return not self.match.connected

    def handle(self: Any, event: pygame.event.Event) -> bool:
        if self.offline and event.type in INPUT:  # nothing may be decided meanwhile
            if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_p):
                self.open_pause()
            return True
        link = link_at(self, event.pos) if event.type in (
            pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN) else None
        if (link is not None and event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
                and self.match.local_host is not None and not link_of(self, link)["connected"]):
            from game.scenes.net_lobby import SeatsScene  # the host lets an AI play it now

            self.app.stack.push(SeatsScene(self.app, self.match.local_host))
            return True
        done = super().handle(event)  # type: ignore[misc]
        if event.type == pygame.MOUSEMOTION:
            self.link_tip = None
            if link is not None:  # over the table's own note
                self.link_tip = (link, link_words(self, link))
                self.button_tip.show(self.link_tip[1], event.pos)
        return done

    def count_down_tip(self: Any) -> None:
        """The connection mark's note, while it shows, follows the stand-in's countdown
        (its words change in place: the note does not blink out and back)."""
        shown = getattr(self, "link_tip", None)
        if shown is None or self.button_tip.message != shown[1]:
            return
        words = link_words(self, shown[0])
        self.button_tip.message, self.link_tip = words, (shown[0], words)

    def draw_table(self: Any, surface: pygame.Surface) -> None:
        super().draw_table(surface)  # type: ignore[misc]
        if self.offline:  # what this screen knew of the others is old news now
            return
        for seat in range(len(self.match.seats)):  # under the tooltips and the hints
            chip, link = link_chip(self, seat), self.match.link(seat)
            if chip is not None and link is not None:
                draw_chip(surface, chip, link["connected"], self.clock)

    def busy_word(self: Any, seat: int) -> str:
        """Nothing for a person who lost the connection (their turn waits; the mark by
        their score says why): they are not "choosing"."""
        link = self.match.link(seat)
        if self.match.held or (link is not None and not link["connected"]):
            return ""  # (nor before the host's Start: nobody decides yet)
        return super().busy_word(seat)  # type: ignore[misc]

    def hand_off(self: Any, seat: int) -> None:
        """Never: every other seat is somebody else's screen."""

    def draw(self: Any, surface: pygame.Surface) -> None:
        super().draw(surface)  # type: ignore[misc]
        if not self.offline:
            return
        surface.blit(shade(surface.get_size(), 120), (0, 0))
        refusal = self.match.refusal
        if refusal is None and self.match.client.session.host_stopped:
            draw_banner(surface, _("The host stopped the game"), (CENTRE_X, 330), 34,
                        palette.GOLD, 900)
            words = _("It is kept: when they serve it again, you are back at your seat.")
        elif refusal is None:
            draw_banner(surface, _("Reconnecting…"), (CENTRE_X, 330), 34, palette.GOLD, 900)
            words = _("The connection to the host dropped; your seat waits for you.")
        else:
            draw_banner(surface, _("Disconnected"), (CENTRE_X, 330), 34, palette.GOLD, 900)
            words = refusal
        draw_banner(surface, words, (CENTRE_X, 400), 18, palette.CREAM, 1100)


LINK_R = 7  # px: the connection mark on a seat's score badge


def badge_of(table: TableScene, seat: int) -> pygame.Rect | None:
    """Where a seat's score badge is drawn at its game's table: the right end of its name
    row at all four (`game.view.score_badge`)."""
    if not getattr(table, "shown", None):
        return None
    game = table.match.data.game
    if game == "black_sheep":
        from game.tables.black_sheep import glance, panels

        score = glance.scores(table.shown)[seat]  # type: ignore[attr-defined]
        return panels.badge_rect(table, seat,  # type: ignore[arg-type]
                                 panels.score_words(table, seat, score))  # type: ignore[arg-type]
    if game == "boom_bah":
        from game.tables.boom_bah.boards import badge_rect
    elif game == "bye_bye":
        from game.tables.bye_bye.draw import badge_rect  # type: ignore[assignment]
    elif game == "sheep_sheep":
        from game.tables.sheep_sheep.draw import badge_rect  # type: ignore[assignment]
    else:
        return None
    return pygame.Rect(badge_rect(table, seat))  # type: ignore[arg-type]


LINK_GAP = 5  # px between the connection chip and the score badge on its right
CHIP_SIZE, CHIP_PAD = 13, 6  # px: the chip's word, and its ends beyond the mark and word


def chip_word(connected: bool) -> str:
    """What a seat's connection chip says beside its mark."""
    return _("connected") if connected else _("reconnecting…")


def link_chip(table: TableScene, seat: int) -> pygame.Rect | None:
    """A seat's connection chip ("● connected", "● reconnecting…"): a small dark pill just
    left of the seat's score badge, level with it (critic 15: the green mark alone was tiny
    and only the log said what it was)."""
    badge = badge_of(table, seat)
    if badge is None:
        return None
    link = table.match.link(seat)
    word = chip_word(link is None or bool(link.get("connected")))
    height = max(2 * LINK_R + 6, assets.font(CHIP_SIZE, True).get_linesize() + 2)
    chip = pygame.Rect(0, 0, CHIP_PAD + 2 * LINK_R + 4 + assets.font(CHIP_SIZE, True).size(
        word)[0] + CHIP_PAD, height)
    right = chip_right(table, seat, badge)
    chip.midright = (right, badge.centery)
    row = name_row_of(table, seat)
    if row is not None:  # the seat's name before it, at the most (the widest of the tables'
        # name types): where the name row is too narrow for both, the mark alone
        name = row.x + NAME_LEFT + assets.font(NAME_TYPE, True).size(table.name(seat))[0]
        if chip.x < name + 8:
            chip.w = 2 * (CHIP_PAD // 2) + 2 * LINK_R + 2
            chip.midright = (right, badge.centery)
    return chip


def chip_right(table: TableScene, seat: int, badge: pygame.Rect) -> int:
    """Where a seat's connection chip ends: just left of the score badge, or of what a
    game writes there first (Bye-Bye's lone rival: its hand's count and odds, the Magpie's
    tag)."""
    right = badge.x - LINK_GAP
    if table.match.data.game != "bye_bye" or not getattr(table, "shown", None):
        return right
    from game.tables.bye_bye import draw as bye_bye

    board = table.board  # type: ignore[attr-defined]
    if board.pos(seat) and not board.caption_below(seat):
        count = table.shown["hand_sizes"][seat]  # type: ignore[attr-defined]
        words = ngettext("{n} card", "{n} cards", count).format(n=count)
        right = min(right, bye_bye.caption_row(table, seat).right  # type: ignore[arg-type]
                    - assets.font(bye_bye.CAPTION).size(words)[0] - 12
                    - (bye_bye.odds_width(count) + 12 if table.draw_turn()  # type: ignore[attr-defined]
                       and count else 0) - 4)
    tag = bye_bye.magpie_tag(table, seat)  # type: ignore[arg-type]
    if tag is not None and tag[2].colliderect(badge.inflate(2000, 0)):  # on the name row
        right = min(right, tag[2].x - 6)
    return right


NAME_LEFT, NAME_TYPE = 48, 20  # px: a name's start in its row (after the seat's mark), its size


def name_row_of(table: TableScene, seat: int) -> pygame.Rect | None:
    """A seat's name row at its game's table (from the panel's left to the score badge)."""
    game = table.match.data.game
    if game == "black_sheep":
        from game.tables.black_sheep import panels

        return panels.name_row(table, seat)  # type: ignore[arg-type]
    if game == "boom_bah":
        from game.tables.boom_bah import boards

        return boards.name_row(table, seat)  # type: ignore[arg-type]
    if game == "bye_bye":
        return pygame.Rect(table.board.name_row(seat))  # type: ignore[attr-defined]
    if game == "sheep_sheep":
        return pygame.Rect(table.board.zone("panel", seat))  # type: ignore[attr-defined]
    return None


def link_spot(table: TableScene, seat: int) -> tuple[int, int] | None:
    """The centre of a seat's connection mark: at the left end of its chip, just left of the
    seat's score badge (the badge is at the same place at every table, and the name row is
    free there; on the badge's shoulder it cut into the badge's gold edge)."""
    chip = link_chip(table, seat)
    if chip is None:
        return None
    return (chip.x + CHIP_PAD + LINK_R if chip.w > 2 * CHIP_PAD + 2 * LINK_R + 4
            else chip.centerx, chip.centery)


def draw_chip(surface: pygame.Surface, chip: pygame.Rect, connected: bool,
              clock: float = 0.0) -> None:
    """The chip's pill and its word; its mark is `draw_link` at its left end."""
    edge = palette.PASTURE if connected else palette.DANGER
    ink.rect(surface, palette.INK, chip, border_radius=chip.h // 2)
    ink.rect(surface, edge, chip, 1, border_radius=chip.h // 2)
    mark = (chip.x + CHIP_PAD + LINK_R, chip.centery)
    if chip.w > 2 * CHIP_PAD + 2 * LINK_R + 4:  # room for its word
        assets.text(surface, chip_word(connected), (chip.right - CHIP_PAD, chip.centery),
                    CHIP_SIZE, palette.CREAM, bold=True, anchor="midright")
    else:
        mark = chip.center
    draw_link(surface, mark, connected, clock)


def draw_link(surface: pygame.Surface, centre: tuple[int, int], connected: bool,
              clock: float = 0.0) -> None:
    """Connected: an "online" mark, a green dot in a green ring (a lone dot read as
    decoration; critic8). Lost: a red ring struck through (a shape apart too, for
    colour-blind eyes), a ring round it swelling and fading to catch the eye."""
    if connected:
        ink.circle(surface, palette.INK, centre, LINK_R + 1)
        ink.circle(surface, palette.PASTURE, centre, LINK_R, 2)
        ink.circle(surface, palette.PASTURE, centre, LINK_R - 4)
        return
    beat = (clock * 0.8) % 1.0
    ring = palette.mix(palette.DANGER, palette.PANEL, beat)
    ink.circle(surface, ring, centre, LINK_R + 2 + round(5 * beat), 2)
    ink.circle(surface, palette.INK, centre, LINK_R + 1)
    ink.circle(surface, palette.DANGER, centre, LINK_R, 2)
    d = round(LINK_R * 0.6)
    ink.line(surface, palette.DANGER, (centre[0] - d, centre[1] + d),
             (centre[0] + d, centre[1] - d), 2)


def link_rect(centre: tuple[int, int]) -> pygame.Rect:
    """Where the pointer asks about a connection mark (a little more than the mark)."""
    return pygame.Rect(0, 0, 4 * LINK_R, 4 * LINK_R).move(centre[0] - 2 * LINK_R,
                                                          centre[1] - 2 * LINK_R)


def link_at(table: Any, pos: tuple[int, int]) -> int | None:
    """The seat whose connection chip is under the pointer."""
    for seat in range(len(table.match.seats)):
        spot, chip = link_spot(table, seat), link_chip(table, seat)
        if spot is not None and chip is not None and table.match.link(seat) is not None and \
                (link_rect(spot).collidepoint(pos) or chip.collidepoint(pos)):
            return seat
    return None


def link_of(table: Any, seat: int) -> dict[str, Any]:
    return table.match.link(seat) or {"connected": True}


def link_words(table: Any, seat: int, here: bool = True) -> str:
    """What a connection mark says: who is here, who lost the connection and what happens
    to their seat meanwhile (and, at the host's table, how to let an AI play it now: `here`,
    by a click on the mark)."""
    link, name = link_of(table, seat), table.name(seat)
    levels = dict(kind_names())
    if link["connected"]:
        return _("{name} is connected and plays at their own screen.").format(name=name)
    if link.get("free"):
        words = _("Nobody has joined this seat yet; {ai} plays it until someone does.").format(
            ai=levels.get(link.get("standin") or "medium", ""))
    elif link.get("standin"):
        words = _("{name} lost the connection: {ai} plays for them until they come "
                  "back.").format(name=name, ai=levels.get(link["standin"], ""))
    elif link.get("standin_in"):
        n = link["standin_in"]
        words = ngettext("{name} lost the connection: {ai} plays for them in {n} second "
                         "unless they come back.",
                         "{name} lost the connection: {ai} plays for them in {n} seconds "
                         "unless they come back.", n).format(
            name=name, ai=levels.get(link.get("standin_level") or "medium", ""), n=n)
    else:
        words = _("{name} lost the connection: the game waits for them.").format(name=name)
    if table.match.local_host is not None and here:
        words += " " + _("Click to choose an AI for their seat now.")
    return words


def waiting_words(table: Any, seat: int, link: dict[str, Any]) -> str:
    """The instruction line while the table waits for a person who lost the connection:
    short, for the one-line docks ("Bo lost the connection: AI Medium plays in 42 s"); the
    mark's note says the rest."""
    name = table.name(seat)
    if link.get("standin_in"):
        return _("{name} lost the connection: {ai} plays in {n} s").format(
            name=name, ai=dict(kind_names()).get(link.get("standin_level") or "medium", ""),
            n=link["standin_in"])
    return _("{name} lost the connection: the game waits for them.").format(name=name)


def remote_table(app: App, match: RemoteMatch) -> TableScene:
    """The seat's table: its game's table class with `RemoteSeat` mixed in."""
    match.pump()  # the seats' names as they are now (a player joined in the lobby): the
    base = games.table_class(match.data.game)  # log names and colours them from the start
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
