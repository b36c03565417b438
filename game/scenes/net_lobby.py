"""The host's lobby: the game is served from here, and this screen says how to join it (the
join code, the address) and who has joined each seat, live. Start opens the host's own
table once every remote seat is held, by a player or by an AI the host handed it to.

The same list of seats comes back during the game (`SeatsScene`, from the host's pause
menu): a player who left can have their seat played by an AI of the host's choice (Easy,
Medium or Hard) until they return. A game this window hosted and that stopped before its
end opens here again (`resume_lobby`) to be served anew.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import pygame

from game.i18n import _, ngettext
from game.net.remote_match import NotJoined
from game.saves import LEVELS, SaveError
from game.scenes.menu import MenuScene, draw_box, shade, wrap
from game.scenes.new_game import kind_names
from game.view import assets, ink, palette
from game.view.widgets import Button, Choice, Widget, draw_list_row

if TYPE_CHECKING:
    from game.app import App
    from game.net.hosting import LocalHost
    from game.net.kept import Hosted

WHERE = pygame.Rect(40, 112, 500, 500)
SEATS = pygame.Rect(560, 112, 680, 500)
SEATS_BOX = pygame.Rect(260, 112, 760, 100)
"""The in-game list of seats: as tall as its seats need (`SeatsScene.box`)."""
ROW = 72  # a seat's card (ROW_H) and the gap under it
ROW_H = 64  # a seat's card: its name and who plays it
LOOK_AGAIN = 0.5  # seconds between looks at who has joined
REMOVE_H, REMOVE_SIZE = 34, 16  # the small Remove beside a joined player's seat
ADDRESS_SIZE = 20
"""The address, small: secondary to the join code (critic 15: as big as the code, it read as
the way in; only players elsewhere type it). The address and the join code are typed by hand, so they are set `even` (digits all at one
width): Quicksand's wide "4" and narrow "1" left what read as a gap ("192.168.1.20:4 4073")."""


def host_problem(err: Exception) -> str:
    """Why a game could not be hosted, in a sentence."""
    if isinstance(err, OSError):
        return _("The game could not be served from this computer: {reason}").format(
            reason=err.strerror or err)
    return _("The game could not be served from this computer: {reason}").format(reason=err)


def keep_focus(scene: Any) -> None:
    """A list of seats rebuilt (as players join, seats' buttons go): the focus stays on the
    same button (by its label and place), not on whatever now sits at its place in the
    list. It opens with no focus (Tab or an arrow brings it): a ring on Easy read as Easy
    chosen."""
    old = scene.widgets.focused
    where = None if old is None else (getattr(old, "label", None), old.rect.topleft)
    MenuScene.rebuild(scene)
    same = next((w for w in scene.widgets.widgets
                 if (getattr(w, "label", None), w.rect.topleft) == where), None)
    if same is not None and same.interactive:
        scene.widgets.focus(same)
    elif old is None:
        scene.widgets.focus(None)


class LobbyScene(MenuScene):
    def __init__(self, app: App, make_host: Any) -> None:
        super().__init__(app)
        self.host: LocalHost | None = None
        self.problem: str | None = None
        try:
            self.host = make_host()
        except (OSError, NotJoined, ValueError, SaveError) as err:
            self.problem = host_problem(err)
        self.seats: list[dict[str, Any]] = self.host.seats() if self.host else []
        self.waited = 0.0
        self.started = False
        self.copied: str | None = None  # what was put on the clipboard: "address", "code"
        self.rebuild()

    # -- what is on show ------------------------------------------------------------------
    def status(self, seat: int) -> str:
        return seat_status(self.host, self.seats, seat)

    def build(self) -> Sequence[Widget]:
        self.heading = _("Host a game")
        widgets: list[Widget] = []
        host = self.host
        waiting = host.waiting_for() if host is not None else []
        if host is not None:
            widgets += level_buttons(self, host, self.seats, SEATS, self.hand_to_ai)
            widgets += remove_buttons(self, host, self.seats, SEATS, self.ask_remove)
            widgets += ai_seat_buttons(self, host, self.seats, SEATS, self.set_ai_seat)
            widgets.append(self.button((SEATS.right - 250, SEATS.bottom + 24, 250, 58),
                                       _("Start"), self.start, size=28, enabled=not waiting,
                                       tooltip=why_not_start(self.seats, waiting,
                                                             host.local)))
        widgets.append(self.button((SEATS.right - 450, SEATS.bottom + 28, 180, 50), _("Back"),
                                   self.back))
        if host is not None:  # the address onto the clipboard, to paste into a message
            copy = self.button((0, 0, 0, 0), _("Address copied") if self.copied == "address"
                               else _("Copy address"), self.copy_address, size=17,
                               tooltip=_("Put the address on the clipboard"))
            width = max(100, copy.needed_width)
            copy.rect = pygame.Rect(WHERE.right - 28 - width, self.address_y() - 8, width, 34)
            widgets.append(copy)
            # and the join code, beside it (critic 12: only the address could be copied)
            code = self.button((0, 0, 0, 0), _("Code copied") if self.copied == "code"
                               else _("Copy code"), self.copy_code, size=17,
                               tooltip=_("Put the join code on the clipboard"))
            code.rect = code_copy_rect(max(100, code.needed_width))
            widgets.append(code)
        return widgets

    def address_y(self) -> int:
        """The top of the Address label: under the join code and what it is for."""
        assert self.host is not None
        code = assets.text(None, self.host.code, size=56, colour=palette.GOLD,
                           even=True, shadow=palette.INK)
        return WHERE.y + 94 + code.get_height() + 4 + steps_height(WHERE.w - 56) + 24  # room
        # above Copy address, beside the heading (it touched the last step's row)

    def copy_address(self) -> None:
        assert self.host is not None
        self.copy(self.host.where, "address")

    def copy_code(self) -> None:
        assert self.host is not None
        self.copy(self.host.code, "code")

    def copy(self, words: str, what: str) -> None:
        """`words` onto the clipboard; its button says so (`what` was copied)."""
        try:
            pygame.scrap.put_text(words)
            self.copied = what
        except pygame.error:  # no clipboard here: it stays to be read off
            self.copied = None
        self.rebuild()

    rebuild = keep_focus

    def draw_body(self, surface: pygame.Surface) -> None:
        draw_box(surface, WHERE)
        draw_box(surface, SEATS)
        x = WHERE.x + 28
        if self.host is None:
            for i, row in enumerate(wrap(self.problem or "", 22, WHERE.w - 56)):
                assets.text(surface, row, (x, WHERE.y + 30 + i * 30), 22, palette.GOLD,
                            box=WHERE)
            return
        host = self.host
        image = assets.text(None, hosted_line(host), size=22, colour=palette.CREAM, bold=True)
        surface.blit(assets.squeezed(image, WHERE.w - 56), (x, WHERE.y + 22))
        assets.text(surface, _("Join code"), (x, WHERE.y + 66), 22, palette.CREAM_DARK,
                    box=WHERE)
        code = assets.text(surface, host.code, (x, WHERE.y + 94), 56, palette.GOLD,
                           even=True, shadow=palette.INK, box=WHERE)
        draw_steps(surface, WHERE, code.bottom + 4)  # how a player joins with the code
        y = self.address_y()
        assets.text(surface, _("Address"), (x, y), 18, palette.CREAM_DARK, box=WHERE)
        where = assets.text(surface, host.where, (x, y + 26), ADDRESS_SIZE, palette.CREAM_DARK,
                            even=True, box=WHERE)
        y = where.bottom + 20
        if host.password:  # wrapped: the German ran into the panel's rim
            for row in wrap(_("Players need the password you set."), 18, WHERE.w - 56):
                assets.text(surface, row, (x, y), 18, palette.CREAM, box=WHERE)
                y += 26
            y += 8
        for row in wrap(_("Players elsewhere type this address (this computer must be "
                          "reachable on that port)."), 18, WHERE.w - 56):
            assets.text(surface, row, (x, y), 18, palette.CREAM_DARK, box=WHERE)
            y += 26
        foot_note(surface, WHERE, serving_note(), y)  # what this window is to the game
        draw_seats(surface, self.app, host, self.seats, SEATS, removable=True)
        # why Start waits, at the foot of the seats, right above Start
        why = why_not_start(self.seats, host.waiting_for(), host.local)
        rows = wrap(why or "", 18, SEATS.w - 56)
        for i, row in enumerate(rows):
            assets.text(surface, row, (SEATS.right - 28, SEATS.bottom - 22 - (len(rows) - i) * 24),
                        18, palette.GOLD, anchor="topright", box=SEATS)
        # what happens next, in the room under the seats (critic 16: half the panel empty)
        draw_next(surface, SEATS, SEATS.y + 70 + len(self.seats) * ROW,
                  SEATS.bottom - 22 - len(rows) * 24 - 8 if rows else SEATS.bottom - 16,
                  next_steps(self.seats, host.local))

    # -- what the host does -----------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        self.waited += dt
        if self.host is None or self.waited < LOOK_AGAIN:
            return
        self.waited = 0.0
        seats = self.host.seats()
        if seats != self.seats:
            self.seats = seats
            self.rebuild()

    def hand_to_ai(self, seat: int, level: str | None) -> None:
        assert self.host is not None
        self.host.hand_to_ai(seat, level)
        self.seats = self.host.seats()
        self.rebuild()

    def set_ai_seat(self, seat: int, level: str | None) -> None:
        """An AI seat at another level, or (None) open to a player."""
        assert self.host is not None
        self.host.set_ai_seat(seat, level)
        self.seats = self.host.seats()
        self.rebuild()

    def ask_remove(self, seat: int) -> None:
        """Remove a player from their seat, once the host has said yes."""
        from game.scenes.confirm import ConfirmScene

        name = self.seats[seat]["name"]
        self.app.stack.push(ConfirmScene(
            self.app, _("Remove {name} from this table? They are told so, and their seat "
                        "is free for someone else.").format(name=name),
            _("Remove {name}").format(name=name), _("Keep {name}").format(name=name),
            lambda: self.remove(seat)))

    def remove(self, seat: int) -> None:
        assert self.host is not None
        self.host.remove(seat)
        self.seats = self.host.seats()
        self.rebuild()

    def start(self) -> None:
        from game.scenes.net_table import remote_table

        assert self.host is not None
        self.host.begin()
        self.started = True
        self.app.stack.replace(remote_table(self.app, self.host.match))

    def leave(self) -> None:
        if self.host is not None and not self.started:  # Back: nobody is served any more
            self.host.abandon()


def code_copy_rect(width: int) -> pygame.Rect:
    """Copy code: at the panel's right on the Join code label's row, over the code, as Copy
    address stands on the Address label's row (beside the code, the German had no room)."""
    return pygame.Rect(WHERE.right - 28 - width, WHERE.y + 66 - 8, width, 34)


def foot_note(surface: pygame.Surface, box: pygame.Rect, words: str, clear_of: int) -> bool:
    """A muted note at the foot of a panel, under a thin rule: what to keep in mind, or do
    next (the lobby's and the join screen's panels). Left out (False) where it would come
    up closer than 10 px to what ends at `clear_of` above it."""
    x = box.x + 28
    rows = wrap(words, 17, box.w - 56)
    top = box.bottom - 16 - len(rows) * 23
    if top - 10 < clear_of + 10:
        return False
    ink.line(surface, palette.PANEL_EDGE, (x, top - 10), (box.right - 28, top - 10), 1)
    for i, row in enumerate(rows):
        assets.text(surface, row, (x, top + i * 23), 17, palette.CREAM_DARK, box=box)
    return True


def serving_note() -> str:
    """What the host's window is to the game, at the foot of the lobby's left panel."""
    return _("The game is served from this window: keep it open until the game ends.")


def join_steps() -> list[str]:
    """How a player on this network joins, step by step, said under the join code (a
    sentence there left the lower half of the panel empty and named no button)."""
    return [_("At their screen: {new} → {join}").format(new=_("New game"),
                                                        join=_("Join a game…")),
            _("Choose this table there, or type this code."),
            _("Their name then appears under Seats.")]


STEP_SIZE, STEP_LINE, STEP_INDENT = 17, 23, 26  # px: a join step's words, its rows, its number


def step_rows(width: int, steps: list[str] | None = None) -> list[list[str]]:
    """Each step's rows (the join steps unless told others)."""
    return [wrap(step, STEP_SIZE, width - STEP_INDENT)
            for step in (join_steps() if steps is None else steps)]


def steps_height(width: int) -> int:
    return sum(len(rows) for rows in step_rows(width)) * STEP_LINE + 2 * 4


def draw_steps(surface: pygame.Surface, box: pygame.Rect, top: int) -> None:
    """The join steps, numbered, from `top` in `box`."""
    numbered(surface, box, (box.x + 28, top), step_rows(box.w - 56), palette.CREAM)


def numbered(surface: pygame.Surface, box: pygame.Rect, at: tuple[int, int],
             steps: list[list[str]], colour: palette.Colour) -> None:
    """Steps' rows (`step_rows`), each step after its gold number, from `at`."""
    x, y = at
    for n, rows in enumerate(steps, start=1):
        assets.text(surface, f"{n}.", (x, y), STEP_SIZE, palette.GOLD, bold=True, box=box)
        for row in rows:
            assets.text(surface, row, (x + STEP_INDENT, y), STEP_SIZE, colour, box=box)
            y += STEP_LINE
        y += 4


def next_steps(seats: list[dict[str, Any]], local: int | None) -> list[str]:
    """What happens next at the host's screen, said under the seats: who appears there, what
    an open seat may become (the one step left out where room is short: the line over Start
    says it too), and what Start does."""
    steps = []
    if any(open_seat(seats, n, local) for n in range(len(seats))):
        steps += [_("Players who join take the open seats and appear here."),
                  _("Nobody else coming? Give an open seat to an AI with its picker.")]
    steps.append(_("Every seat ready? Press Start: the game begins on every screen."))
    return steps


NEXT_RULE, NEXT_HEAD = 12, 28  # px: the rule over "What happens next", the heading's row


def next_height(steps: list[str], width: int, heading: bool = True) -> int:
    """The height `draw_next` takes: its rule, its heading and the numbered steps."""
    rows = step_rows(width, steps)
    return (NEXT_RULE + (NEXT_HEAD if heading else 0)
            + sum(len(r) for r in rows) * STEP_LINE + 4 * (len(rows) - 1))


def draw_next(surface: pygame.Surface, box: pygame.Rect, top: int, bottom: int,
              steps: list[str]) -> pygame.Rect | None:
    """"What happens next" and its numbered steps between `top` (under the seats) and
    `bottom` (over the Start line), as much as fits whole: all with the heading, without
    it, then without the middle step (the AI's); else nothing. Returns the room taken."""
    width = box.w - 56
    shorter = [steps[0], steps[-1]] if len(steps) > 2 else steps
    fits = next(((said, heading) for said, heading in ((steps, True), (steps, False),
                                                       (shorter, True), (shorter, False))
                 if top + 10 + next_height(said, width, heading) <= bottom), None)
    if fits is None:
        return None
    said, heading = fits
    x, y = box.x + 28, top + 10
    ink.line(surface, palette.PANEL_EDGE, (x, y), (box.right - 28, y), 1)
    y += NEXT_RULE
    if heading:
        assets.text(surface, _("What happens next"), (x, y), 18, palette.CREAM_DARK,
                    bold=True, box=box)
        y += NEXT_HEAD
    numbered(surface, box, (x, y), step_rows(width, said), palette.CREAM_DARK)
    return pygame.Rect(x, top + 10, width, next_height(said, width, heading))


def hosted_line(host: LocalHost) -> str:
    """What is hosted, in one line: the game, how many play it, and whether joining needs
    the password."""
    players = len(host.seats())
    return " · ".join((_(host.match.spec.title),
                       ngettext("{n} player", "{n} players", players).format(n=players),
                       _("password") if host.password else _("no password")))


def seats_heading(host: LocalHost, seats: list[dict[str, Any]], room: int) -> str:
    """The seats' heading names the table as the join list does ("Seats at Ann's table";
    critic 15: the tables were named two ways), where it fits in `room`, else "Seats"."""
    local = host.local
    name = seats[local]["name"] if local is not None and local < len(seats) else ""
    heading = _("Seats at {name}'s table").format(name=name) if name else ""
    return heading if heading and assets.font(24, True).size(heading)[0] <= room else _("Seats")


def open_seat(seats: list[dict[str, Any]], seat: int, local: int | None) -> bool:
    """Whether `seat` is a remote seat nobody has taken yet (not one whose player left)."""
    info = seats[seat]
    return (seat != local and info.get("kind") == "remote" and not info.get("connected")
            and info.get("free", True))


def seat_name(seats: list[dict[str, Any]], seat: int, local: int | None) -> str:
    """A seat's name in the host's list: "Open seat" until somebody takes it (its
    placeholder, "Player 3", read as a player's name; critic8), then its player's."""
    return _("Open seat") if open_seat(seats, seat, local) else seats[seat]["name"]


def why_not_start(seats: list[dict[str, Any]], waiting: list[int],
                  local: int | None = None) -> str | None:
    """Why Start is not pressable yet: whose seat is still empty, and the way round it."""
    if not waiting:
        return None
    if all(open_seat(seats, n, local) for n in waiting):
        return ngettext("Waiting for a player to join, or let the AI play the open seat.",
                        "Waiting for {n} players to join, or let the AI play the open seats.",
                        len(waiting)).format(n=len(waiting))
    names = ", ".join(seats[n]["name"] for n in waiting)
    return ngettext("Waiting for {names}, or let the AI play that seat.",
                    "Waiting for {names}, or let the AI play those seats.",
                    len(waiting)).format(names=names)


def seat_status(host: LocalHost | None, seats: list[dict[str, Any]], seat: int,
                short: bool = False) -> str:
    """Who plays `seat`, as the host reads it (`short`: no stand-in's countdown, where a
    Remove leaves the words little room)."""
    info = seats[seat]
    if host is not None and seat == host.local:
        return _("You, at this screen")
    if info["kind"] == "ai":
        return dict(kind_names())[info["level"] or "medium"]
    if info["connected"]:
        return _("Joined")
    levels = dict(kind_names())
    if info["standin"] and info.get("free", True):
        return _("{level} until someone joins").format(level=levels[info["standin"]])
    if info["standin"]:  # its player left
        return _("Away: {level} plays until they return").format(level=levels[info["standin"]])
    if not info.get("free", True) and info.get("standin_in") and not short:
        n = info["standin_in"]
        return ngettext("Away: {level} plays in {n} second",
                        "Away: {level} plays in {n} seconds", n).format(
            level=levels.get(info.get("standin_level") or "medium", ""), n=n)
    if not info.get("free", True):  # taken once: its player left
        return _("Away")
    return _("Waiting for a player…")


def seat_options() -> list[tuple[str | None, str]]:
    """The choices of one seat's picker, the same for an open seat, one whose player left
    and an AI seat (critic 12: Easy/Medium/Hard buttons on one, a stepper on the other):
    no AI (a player's to take), or an AI of a level."""
    names = dict(kind_names())
    return [(None, _("No AI")), *((level, names[level]) for level in LEVELS)]


def level_buttons(scene: MenuScene, host: LocalHost, seats: list[dict[str, Any]],
                  box: pygame.Rect, hand: Callable[[int, str | None], None]) -> list[Widget]:
    """A picker ("< No AI >", "< AI Medium >") in every seat whose player is not here: an AI
    of that level plays it until they (re)join, or (No AI) the seat waits for them."""
    widgets: list[Widget] = []
    for seat in host.away(seats):
        widgets.append(LevelPicker(picker_rect(box, box.y + 70 + seat * ROW), "",
                                   seat_options(), seats[seat]["standin"],
                                   lambda v, s=seat: hand(s, v), size=18,
                                   tooltip=_("The AI plays this seat until its player "
                                             "joins it")))
    return widgets


def removable_seats(host: LocalHost, seats: list[dict[str, Any]]) -> list[int]:
    """The seats a remote player took (here or away): the host may free each (Remove)."""
    return [n for n, seat in enumerate(seats) if n != host.local and seat["kind"] == "remote"
            and not seat.get("free", True)]


def remove_rect(box: pygame.Rect, top: int, away: bool, width: int) -> pygame.Rect:
    """Remove, in a taken seat's card: at its right end, or left of the AI picker of a seat
    whose player is away."""
    right = box.right - 24 - (PICKER_W + OPEN_GAP if away else 0)
    return pygame.Rect(right - width, top + 2 + (ROW_H - REMOVE_H) // 2, width, REMOVE_H)


def remove_width() -> int:
    """Remove's width: its label's (a button's padding), at least 90."""
    return max(90, assets.font(REMOVE_SIZE, True).size(_("Remove"))[0] + 1 + 2 * Button.PAD)


def remove_buttons(scene: MenuScene, host: LocalHost, seats: list[dict[str, Any]],
                   box: pygame.Rect, ask: Callable[[int], None]) -> list[Widget]:
    """A small Remove in the card of every seat a remote player took."""
    widgets: list[Widget] = []
    away = host.away(seats)
    for seat in removable_seats(host, seats):
        button = scene.button((0, 0, 0, 0), _("Remove"), lambda s=seat: ask(s),
                              size=REMOVE_SIZE, tooltip=_("Free this seat for someone else "
                                                          "(its player is told)"))
        button.rect = remove_rect(box, box.y + 70 + seat * ROW, seat in away, remove_width())
        widgets.append(button)
    return widgets


def ai_seats(host: LocalHost, seats: list[dict[str, Any]]) -> list[int]:
    """The AI seats the host may still change in the lobby (no move made yet): their level,
    or open to a player (critic 11: a joined guest had Remove, an AI seat nothing)."""
    if not host.ai_seats_open():
        return []
    return [n for n, seat in enumerate(seats) if n != host.local and seat["kind"] == "ai"]


PICKER_W, OPEN_GAP = 200, 10  # px: an AI seat's level picker, and the gap before it


class LevelPicker(Choice):
    """An AI seat's level, "< AI Medium >", its arrows and value across the whole widget
    (no label of its own: the seat's card says whose it is)."""

    @property
    def control(self) -> pygame.Rect:
        return pygame.Rect(self.rect)


def picker_rect(box: pygame.Rect, top: int) -> pygame.Rect:
    return pygame.Rect(box.right - 24 - PICKER_W, top + 2 + (ROW_H - 42) // 2, PICKER_W, 42)


def ai_seat_buttons(scene: MenuScene, host: LocalHost, seats: list[dict[str, Any]],
                    box: pygame.Rect, choose: Callable[[int, str | None], None]
                    ) -> list[Widget]:
    """In an AI seat's card: the same picker as an open seat's ("< AI Medium >"), its level
    to change, or No AI: the seat is then free for a player to join, as if it had been set
    so from the start."""
    widgets: list[Widget] = []
    for seat in ai_seats(host, seats):
        top = box.y + 70 + seat * ROW
        widgets.append(LevelPicker(picker_rect(box, top), "", seat_options(),
                                   seats[seat]["level"] or "medium",
                                   lambda v, s=seat: choose(s, v), size=18,
                                   tooltip=_("The AI plays this seat at this level; No AI "
                                             "frees it for a player")))
    return widgets


def draw_seats(surface: pygame.Surface, app: App, host: LocalHost,
               seats: list[dict[str, Any]], box: pygame.Rect, removable: bool = False) -> None:
    """Each seat: its colour, its name, and who plays it (`removable`: clear of the Remove
    beside each taken seat)."""
    ready = sum(1 for n, info in enumerate(seats)
                if info["connected"] or info["kind"] == "ai" or info["standin"] or n == host.local)
    said = ngettext("{ready} of {n} seat ready", "{ready} of {n} seats ready",
                    len(seats)).format(ready=ready, n=len(seats))
    assets.text(surface, seats_heading(host, seats, box.w - 56 - 24
                                       - assets.font(18).size(said)[0]),
                (box.x + 28, box.y + 24), 24, palette.CREAM, bold=True, box=box)
    assets.text(surface, said,
                (box.right - 28, box.y + 30), 18,
                palette.CREAM_DARK if ready == len(seats) else palette.GOLD, anchor="topright",
                box=box)
    away = host.away(seats)
    taken = removable_seats(host, seats) if removable else []
    changeable = ai_seats(host, seats) if removable else []
    for seat, info in enumerate(seats):
        joined = info["connected"] or info["kind"] == "ai" or seat == host.local
        top = box.y + 70 + seat * ROW
        draw_list_row(surface, seat_card(box, top), not joined)
        clear = box.w - 62 - 30  # the card's width
        if seat in away or seat in changeable:  # clear of its AI picker
            clear = picker_rect(box, top).x - 16 - (box.x + 62)
        if seat in taken:  # and of the Remove in its card
            clear = remove_rect(box, top, seat in away, remove_width()).x - 16 - (box.x + 62)
        draw_seat_row(surface, app, seat, seat_name(seats, seat, host.local),
                      seat_status(host, seats, seat, short=removable), not joined,
                      (box.x + 28, top + 4), clear)


def seat_card(box: pygame.Rect, top: int) -> pygame.Rect:
    """The card a seat's row sits on, across the list; its AI level buttons inside it."""
    return pygame.Rect(box.x + 14, top + 2, box.w - 28, ROW_H)


def draw_seat_row(surface: pygame.Surface, app: App, seat: int, name: str, words: str,
                  lit: bool, at: tuple[int, int], room: int) -> None:
    """One seat in a list of seats (the host's, a newcomer's): its colour, its name, and
    who plays it (`lit`: in gold, wanting attention), squeezed into `room` pixels."""
    look = palette.player(seat)
    mark = look.mark if app.settings.colourblind_marks else "circle"
    palette.draw_mark(surface, mark, (at[0] + 12, at[1] + 28), 11, look.colour)
    for text, top, size, colour, bold in (
            (name, 6, 22, palette.CREAM, True),
            (words, 34, 17, palette.GOLD if lit else palette.CREAM_DARK, False)):
        image = assets.text(None, text, size=size, colour=colour, bold=bold)
        surface.blit(assets.squeezed(image, room), (at[0] + 34, at[1] + top))

class SeatsScene(MenuScene):
    """The seats during a game served from here (the host's pause menu): who is playing,
    and an AI of the host's choice for a player who left."""

    def __init__(self, app: App, host: LocalHost) -> None:
        super().__init__(app, overlay=True)
        self.host = host
        self.seats = host.seats()
        self.waited = 0.0
        self.rebuild()

    def build(self) -> Sequence[Widget]:
        self.heading = ""  # the box says Seats
        box = self.box
        return [*level_buttons(self, self.host, self.seats, box, self.hand_to_ai),
                self.button((box.right - 200, box.bottom + 20, 200, 52), _("Back"),
                            self.back)]

    rebuild = keep_focus

    @property
    def box(self) -> pygame.Rect:
        return SEATS_BOX.inflate(0, len(self.seats) * ROW).move(0, len(self.seats) * ROW // 2)

    def hand_to_ai(self, seat: int, level: str | None) -> None:
        self.host.hand_to_ai(seat, level)
        self.seats = self.host.seats()
        self.rebuild()

    def update(self, dt: float) -> None:
        super().update(dt)
        self.waited += dt
        if self.waited >= LOOK_AGAIN:
            self.waited = 0.0
            seats = self.host.seats()
            if seats != self.seats:
                self.seats = seats
                self.rebuild()

    def draw_body(self, surface: pygame.Surface) -> None:
        surface.blit(shade(surface.get_size(), 200), (0, 0))  # the pause menu recedes
        draw_box(surface, self.box, alpha=240)
        draw_seats(surface, self.app, self.host, self.seats, self.box)


def open_lobby(app: App, game: str, kinds: list[str], names: list[str], seed: int | None,
               options: dict[str, str], password: str | None, asked: str | None) -> None:
    """Serve a new game from here (`kinds` per seat: local, remote or ai:LEVEL) and show
    its lobby over the screen that set it up. `asked`: when the person here is asked to
    answer a card (Sheep-Boom-Bah), their choice on the new-game screen."""
    def make() -> LocalHost:
        from game.net.hosting import LocalHost

        host = LocalHost(game, kinds, names, seed=seed, options=options,
                         password=password or None)
        if asked is not None:
            host.match.set_asked(host.local, asked)
        return host

    app.stack.push(LobbyScene(app, make))


def resume_lobby(app: App, hosted: Hosted) -> None:
    """Serve again a game hosted from here that stopped before its end (Continue): its
    lobby shows who is back, and Start goes on."""
    def make() -> LocalHost:
        from game.net.hosting import LocalHost

        return LocalHost.resume(hosted)

    app.stack.push(LobbyScene(app, make))
