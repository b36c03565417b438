"""Joining a network game: the tables announced on this network, found by themselves and kept
up to date, or an address (or a join code) typed in, with a name and the table's password.

Looking for tables and joining both take a moment on the network, so both run in threads of
their own and the screen keeps drawing; the seat's own table opens once the host has
welcomed it, and a refusal is said in a sentence. A newcomer first sees the table's seats
(who plays each, which are free) and chooses one when several are free; a player returning
with their kept token goes straight back to their seat.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import pygame

from game.i18n import _, ngettext
from game.net.client import Session, free_seats, look, parse_address
from game.net.kept import TokenStore
from game.net.protocol import ProtocolError
from game.net.remote_match import NotJoined, RemoteMatch, refused
from game.rules import GAMES
from game.scenes.menu import MenuScene, draw_box, wrap
from game.scenes.net_lobby import draw_seat_row, foot_note
from game.scenes.new_game import kind_names
from game.view import assets, palette
from game.view.phrases import listed
from game.view.widgets import Button, Label, TextField, Widget, draw_list_row, draw_lock

if TYPE_CHECKING:
    from game.app import App

FOUND = pygame.Rect(40, 112, 600, 500)
TYPED = pygame.Rect(670, 112, 570, 500)
ROW = 62  # a seat of the table chosen
TABLE_ROW = 84  # a table found: whose it is, its game and seats, who sits at it
SHOWN = 5  # tables listed at most
CONNECT_Y = 362  # the Connect button, from the panel's top: under the three fields
LOOK_AGAIN = 3.0  # seconds between looks for tables on the network
ADDRESS = 18  # px: a table found's address under its Join, in the quiet colour (critic 16:
# at 14 px its digits stood 10 px tall at 1280x720; now 13)
ADDRESS_GAP = 48  # px: at least between who sits at a table and its address
CODE = 15  # px: a table found's join code, small after its name
JOIN_W = 170  # px: a table found's Join at least (the address under it is as wide)


def lan_tables(seconds: float = 1.5) -> list[dict[str, Any]]:
    from game.net.discovery import browse

    return browse(seconds)


def code_of(text: str) -> str | None:
    """A join code as typed ("3F9A 12CD"), as a table id; None if it is not one."""
    code = "".join(text.split()).lower()
    return code if len(code) == 8 and all(c in "0123456789abcdef" for c in code) else None


def row_card(top: int, row: int = ROW) -> pygame.Rect:
    """The card a listed table (`row`: TABLE_ROW) or seat sits on (its button inside it)."""
    return pygame.Rect(FOUND.x + 14, top - 4, FOUND.w - 28, row - 8)


def table_top(n: int) -> int:
    """The top of the n-th table found's words."""
    return FOUND.y + 76 + n * TABLE_ROW


def join_rect(n: int, back: bool) -> pygame.Rect:
    """The n-th table's button (Join, or Rejoin where a seat is kept here), right in its
    card: as wide as its label needs, at least 130."""
    label = _("Rejoin") if back else _("Join")
    width = max(JOIN_W, assets.font(20, True).size(label)[0] + 1 + 2 * Button.PAD)
    return pygame.Rect(FOUND.right - 30 - width, table_top(n) + 2, width, 38)


def address_at(n: int, back: bool) -> tuple[int, int]:
    """Where the n-th table's address is written (its middle top): small, under its button
    (critic 11: each row the same shape, the address in one place)."""
    button = join_rect(n, back)
    return button.centerx, button.bottom + 4


def seat_key(entry: dict[str, Any], name: str) -> str | None:
    """Where this computer keeps its seat token for a table found, under the name typed
    (as `Session` keeps it); None for an address that is not one."""
    try:
        return Session(entry["address"], name=name.strip() or None, keep_token=False).key
    except ValueError:
        return None


def whose_table(entry: dict[str, Any]) -> str | None:
    """"Ann's table": who serves a table found (None from a headless or an older host)."""
    host = entry.get("host")
    return _("{name}'s table").format(name=host) if host else None


LOCK = "\u2003"  # the room a padlock takes before "password" (an em space; drawn in code)


def fitted(surface: pygame.Surface, words: str, at: tuple[int, int], size: int,
           colour: palette.Colour, bold: bool, room: int) -> None:
    """Words at `at` (top left), in narrower letters where a long name makes them wider
    than `room`: never cut. A `LOCK` in them is a padlock drawn in its room."""
    wide = assets.font(size, bold).size(words)[0]
    if wide <= room:
        assets.text(surface, words, at, size, colour, bold=bold)
    else:
        image = assets.text(None, words, size=size, colour=colour, bold=bold)
        surface.blit(assets.squeezed(image, room), at)
    if LOCK in words:
        scale = min(1.0, room / max(1, wide))
        before = assets.font(size, bold).size(words[:words.index(LOCK)])[0]
        draw_lock(surface, at[0] + round(before * scale) + 1, at[1] + round(size * 0.1), size,
                  colour)


def seated_words(entry: dict[str, Any], width: int, size: int) -> str:
    """Who sits at a table found, within `width` pixels: "Seated: Ann, Bo and Dolly (AI)",
    the last names said as a count where they do not fit ("Seated: Ann, Bo +2")."""
    names = [_("{name} (AI)").format(name=s["name"]) if s["ai"] else s["name"]
             for s in entry.get("seated") or ()]
    if not names:
        return ""
    font = assets.font(size)
    for shown in range(len(names), 0, -1):
        hidden = len(names) - shown
        listed_names = (listed(names) if not hidden else _("{names} +{n}").format(
            names=", ".join(names[:shown]), n=hidden))
        words = _("Seated: {names}").format(names=listed_names)
        if font.size(words)[0] <= width or shown == 1:
            return words
    return ""


def game_title(game: str) -> str:
    spec = GAMES.get(game)
    return _(spec.title) if spec is not None else game


def seat_words(seat: dict[str, Any]) -> str:
    """Who plays a seat, as a newcomer choosing one reads it."""
    if seat.get("free"):
        return _("Free")
    if seat.get("host"):
        return _("The host, at their own screen")
    if seat["kind"] == "ai" or seat.get("standin"):
        return dict(kind_names())[seat["level"] or seat.get("standin") or "medium"]
    return _("Playing") if seat.get("connected") else _("Away")


class Looking:
    """The tables on the network, looked for again and again in a thread while the screen
    is open (`found` is replaced whole, so the screen reads it safely)."""

    def __init__(self, browse: Callable[[], list[dict[str, Any]]]) -> None:
        self.browse = browse
        self.found: list[dict[str, Any]] = []
        self.looked = False
        self.problem: str | None = None
        self.stopped = threading.Event()
        threading.Thread(target=self._run, name="sheepfold-browse", daemon=True).start()

    def _run(self) -> None:
        while not self.stopped.is_set():
            try:
                self.found = self.browse()
                self.problem = None
            except Exception as err:  # no multicast here: typing the address still works
                self.problem = _("Tables on this network cannot be found here ({reason}); "
                                 "type the address.").format(reason=err)
            self.looked = True
            self.stopped.wait(LOOK_AGAIN)

    def stop(self) -> None:
        self.stopped.set()


class JoinScene(MenuScene):
    def __init__(self, app: App, browse: Callable[[], list[dict[str, Any]]] = lan_tables
                 ) -> None:
        super().__init__(app)
        self.looking = Looking(browse)
        self.shown: list[dict[str, Any]] = []
        self.address = ""
        self.name = ""
        self.password = ""
        self.message = ""
        self.joining: threading.Thread | None = None
        self.joined: RemoteMatch | None = None
        self.choosing: tuple[Session, list[dict[str, Any]]] | None = None
        """A newcomer's session and the table's seats, while they choose one."""
        self.rebuild()

    def build(self) -> Sequence[Widget]:
        self.heading = _("Join a game")
        widgets: list[Widget] = []
        x, y = TYPED.x + 28, TYPED.y + 76  # level with the first table found
        # Each empty field says what to type, as a dimmed hint (never a value's look).
        fields = [(_("Address or code"), self.address, 64,
                   _("e.g. {address} or {code}").format(address="192.168.1.20:8765",
                                                        code="3F9A 12CD"), self.set_address),
                  (_("Your name"), self.name, 16, _("The name others see (optional)"),
                   self.set_name),
                  (_("Password"), self.password, 32, _("Only if the table has one"),
                   self.set_password)]
        for label, value, length, hint, change in fields:
            widgets.append(Label((x, y, 230, 30), label, size=20, bold=False))
            widgets.append(TextField((x, y + 32, TYPED.w - 56, 46), value, max_length=length,
                                     placeholder=hint, on_change=change,
                                     on_submit=lambda _text: self.join_typed(), size=22))
            y += 96
        # under the fields it joins by, and named apart from each found table's Join
        connect = self.button((0, 0, 0, 0), _("Connect"), self.join_typed, size=24,
                              enabled=self.joining is None)
        width = max(200, connect.needed_width)
        connect.rect = pygame.Rect(TYPED.right - 28 - width, TYPED.y + CONNECT_Y, width, 50)
        widgets.append(connect)
        widgets.append(self.button((TYPED.right - 180, TYPED.bottom + 28, 180, 50), _("Back"),
                                   self.back))
        if self.choosing is not None:  # the seats in place of the tables found
            seats = self.choosing[1]
            for seat in free_seats(seats):
                widgets.append(self.button((FOUND.right - 200, FOUND.y + 79 + seat * ROW, 170,
                                            40), _("Take this seat"),
                                           lambda n=seat: self.take(n), size=18))
            widgets.append(self.button((FOUND.right - 200, FOUND.bottom - 62, 176, 48),
                                       _("Cancel"), self.cancel_choice, size=20))
            return widgets
        # the tables found come last: the list changes, and the focus (kept by place) must
        # stay in the field being typed in
        self.kept = set(TokenStore().entries())  # the seats this computer holds
        self.returns = self.returning()
        for n, entry in enumerate(self.shown[:SHOWN]):
            back = self.returns[n]
            where = entry["address"].split("/")[0]
            tip = (_("Your seat at this table waits for you ({address})").format(
                       address=where) if back
                   else _("Join at {address}").format(address=where) if entry["free"]
                   else _("Every seat at this table is taken."))
            widgets.append(self.button(
                join_rect(n, back), _("Rejoin") if back else _("Join"),
                lambda e=entry: self.join_found(e), size=20,
                enabled=entry["free"] > 0 or back, tooltip=tip))
        return widgets

    def returning(self) -> tuple[bool, ...]:
        """For each table listed, whether this computer holds a seat there under the name
        typed (a player who lost the connection): its button says Rejoin, even when the
        table is full (their seat is one of the taken ones)."""
        kept = getattr(self, "kept", set())
        return tuple(seat_key(entry, self.name) in kept for entry in self.shown[:SHOWN])

    def set_address(self, text: str) -> None:
        self.address = text

    def set_name(self, text: str) -> None:
        self.name = text

    def set_password(self, text: str) -> None:
        self.password = text

    # -- joining ----------------------------------------------------------------------------
    def join_found(self, entry: dict[str, Any]) -> None:
        self.address = entry["address"]
        if entry["password"] and not self.password:
            self.say(_("This table needs a password: type it, then press Join again."))
            self.rebuild()
            return
        self.join(entry["address"])

    def join_typed(self) -> None:
        text = self.address.strip()
        code = code_of(text)
        if code is not None:  # a join code: a table announced on this network
            entry = next((e for e in self.looking.found if e["table"] == code), None)
            if entry is None:
                self.say(_("No table with that code was found on this network; type its "
                           "address instead."))
                return
            text = entry["address"]
        try:
            parse_address(text)
        except ValueError:
            self.say(_("Type an address as HOST:PORT (for example 192.168.1.20:8765) or a "
                       "join code."))
            return
        self.join(text)

    def join(self, address: str) -> None:
        if self.joining is not None:
            return
        session = Session(address, name=self.name.strip() or None,
                          password=self.password or None, give_up=300.0)
        self.choosing = None
        self._start(session, address if session.token is None else None)

    def _start(self, session: Session, look_at: str | None) -> None:
        self.say(_("Joining…"))
        self.joining = threading.Thread(target=self._join, args=(session, look_at),
                                        name="sheepfold-join", daemon=True)
        self.joining.start()
        self.rebuild()

    def take(self, seat: int) -> None:
        """The newcomer chose a free seat: join on it."""
        if self.choosing is None or self.joining is not None:
            return
        session, self.choosing = self.choosing[0], None
        session.seat_wanted = seat
        self._start(session, None)

    def cancel_choice(self) -> None:
        self.choosing = None
        self.say("")
        self.rebuild()

    def _join(self, session: Session, look_at: str | None) -> None:
        """Join; a newcomer (`look_at`: the address) first looks at the seats and, if
        several are free, stops here to choose one (`choosing`)."""
        try:
            if look_at is not None:
                try:
                    seats = asyncio.run(look(look_at, session.password))
                except OSError:  # the join says that no host answered
                    seats = None
                free = free_seats(seats)
                if seats is not None and len(free) > 1:
                    self.message = _("Choose your seat.")
                    self.choosing = (session, seats)
                    return
                session.seat_wanted = free[0] if len(free) == 1 else None
            match = RemoteMatch.join(session)
            if self.looking.stopped.is_set():  # the screen was left meanwhile: not wanted
                match.close()
                return
            self.joined = match
        except NotJoined as err:
            self.message = str(err)
        except ProtocolError as err:  # the look was refused: a wrong password, no table
            self.message = refused({"code": err.code, "sentence": str(err)}, str(err))
        except Exception as err:  # a bug must not leave the screen joining for ever
            self.message = str(err)

    def say(self, text: str) -> None:
        self.message = text

    # -- the screen ---------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        if self.looking.found is not self.shown and self.looking.found != self.shown:
            self.shown = self.looking.found
            self.rebuild()
        elif self.choosing is None and self.returning() != getattr(self, "returns", ()):
            self.rebuild()  # the name typed is that of a seat kept here: Rejoin
        if self.joining is not None and not self.joining.is_alive():
            self.joining = None
            match, self.joined = self.joined, None
            if match is not None:
                from game.scenes.net_table import remote_table

                self.app.stack.replace(remote_table(self.app, match))
                return
            self.rebuild()

    def leave(self) -> None:
        self.looking.stop()
        match, self.joined = self.joined, None
        if match is not None:  # joined as the screen was left: the seat is not wanted
            match.close()

    def draw_body(self, surface: pygame.Surface) -> None:
        draw_box(surface, FOUND)
        draw_box(surface, TYPED)
        if self.choosing is not None:
            self.draw_seats(surface, self.choosing[1])
        else:
            self.draw_found(surface)
        if self.message:
            rows = wrap(self.message, 18, TYPED.w - 56)
            for i, row in enumerate(rows[:3]):
                assets.text(surface, row, (TYPED.x + 28, TYPED.y + CONNECT_Y + 66 + i * 24),
                            18, palette.GOLD, box=TYPED)
        assets.text(surface, _("Join by address or code"), (TYPED.x + 28, TYPED.y + 24), 24,
                    palette.CREAM, bold=True, box=TYPED)
        if self.choosing is None:  # what to do when the table sought is not listed
            below = table_top(max(1, len(self.shown[:SHOWN])))
            foot_note(surface, FOUND, _("Not listed? Ask the host for the join code or the "
                                        "address on their screen, and type it at the right."),
                      below)
        if not self.message:  # how a player who dropped out comes back
            foot_note(surface, TYPED, _("Lost the connection? Join again with the same "
                                        "name and address to return to your seat."),
                      TYPED.y + CONNECT_Y + 50)

    def draw_seats(self, surface: pygame.Surface, seats: list[dict[str, Any]]) -> None:
        """The table's seats, who plays each, and a button by each free one."""
        x = FOUND.x + 28
        host = next((info["name"] for info in seats if info.get("host")), None)
        heading = (_("Choose your seat at {name}'s table").format(name=host) if host
                   else _("Choose your seat"))
        fitted(surface, heading, (x, FOUND.y + 24), 24, palette.CREAM, True, FOUND.w - 56)
        for seat, info in enumerate(seats):
            draw_list_row(surface, row_card(FOUND.y + 76 + seat * ROW), bool(info.get("free")))
            draw_seat_row(surface, self.app, seat, info["name"], seat_words(info),
                          bool(info.get("free")), (x, FOUND.y + 70 + seat * ROW),
                          FOUND.w - 290)

    def draw_found(self, surface: pygame.Surface) -> None:
        x = FOUND.x + 28
        assets.text(surface, _("Tables on this network"), (x, FOUND.y + 24), 24,
                    palette.CREAM, bold=True, box=FOUND)
        if not self.shown:  # a sheep on the look-out, and the words, in the list's middle
            words = (self.looking.problem or (_("No table found yet; still looking…")
                                              if self.looking.looked else _("Looking…")))
            rows = wrap(words, 18, FOUND.w - 80)
            sheep = assets.svg("sheep", (96, 0))
            top = FOUND.y + 70 + (FOUND.h - 170 - sheep.get_height() - 16 - len(rows) * 26) // 2
            surface.blit(sheep, sheep.get_rect(midtop=(FOUND.centerx, top)))
            top += sheep.get_height() + 16
            for i, row in enumerate(rows):
                assets.text(surface, row, (FOUND.centerx, top + i * 26), 18, palette.CREAM_DARK,
                            anchor="midtop", box=FOUND)
        returns = getattr(self, "returns", ())
        for n, entry in enumerate(self.shown[:SHOWN]):
            y = table_top(n)
            back = n < len(returns) and returns[n]
            room = join_rect(n, back).x - 12 - x  # clear of it
            draw_list_row(surface, row_card(y, TABLE_ROW))
            address = entry["address"].split("/")[0]
            where = join_rect(n, back)
            image = assets.text(None, address, size=ADDRESS, colour=palette.CREAM_DARK)
            if image.get_width() > where.w:  # a long IPv6 address: narrowed, never cut
                image = assets.squeezed(image, where.w)
                surface.blit(image, image.get_rect(midtop=address_at(n, back)))
            else:
                assets.text(surface, address, address_at(n, back), ADDRESS,
                            palette.CREAM_DARK, anchor="midtop")
            # who sits there, on the address's row: a clear gap before the address (critic
            # 17: "Seated: Maximilian, Josephine and Konstantin" nearly touched it)
            seated = min(room, address_at(n, back)[0] - image.get_width() // 2 - ADDRESS_GAP - x)
            rows = ((table_name(entry), 22, palette.CREAM, True, 0, room),
                    (table_about(entry, self.your_seat(entry) if back else None), 17,
                     palette.CREAM, False, 27, room),
                    # 4 px clear of the card's foot (critic 12: 1 px, almost on it)
                    (seated_words(entry, seated, 16), 16, palette.CREAM_DARK, False, 48,
                     seated))
            for words, size, colour, bold, down, width in rows:
                if words:
                    fitted(surface, words, (x, y + down), size, colour, bold, width)
            # the join code after the name, small: secondary, where it fits
            after = x + assets.font(22, True).size(table_name(entry))[0] + 10
            code = assets.text(None, table_code(entry), size=CODE, colour=palette.CREAM_DARK,
                               even=True)
            if after + code.get_width() <= x + room:
                assets.text(surface, table_code(entry), (after, y + 5), CODE,
                            palette.CREAM_DARK, even=True)

    def your_seat(self, entry: dict[str, Any]) -> str:
        """The seat this computer holds at a table found, as its Rejoin row says it: the
        name typed, else its number."""
        if self.name.strip():
            return self.name.strip()
        kept = TokenStore().get(seat_key(entry, self.name) or "") or {}
        seat = kept.get("seat")
        return _("Seat {n}").format(n=seat + 1) if isinstance(seat, int) else ""


def table_name(entry: dict[str, Any]) -> str:
    """A table found, named as its row's first line: "Ann's table", the same way where the
    host gives no name (a headless or an older host: critic 15 read "Ann's table" beside
    "Table 0C5D 9E72"); its join code stands after it, small (`table_code`)."""
    return whose_table(entry) or _("Unnamed table")


def table_code(entry: dict[str, Any]) -> str:
    """A table found's join code, as the host's screen shows it ("0C5D 9E72")."""
    from game.net.hosting import join_code

    return join_code(entry["table"])


def table_about(entry: dict[str, Any], yours: str | None = None) -> str:
    """A table found's second line: its game, its free seats (or Full), a password; for a
    table where a seat is kept here (`yours`), that seat (critic 11: every row the same
    shape, and the Rejoin row said nothing of the seat)."""
    free = entry["free"]
    about = [game_title(entry["game"])]
    if free or not yours:  # (a seat kept here is taken: "Full" would add nothing)
        about.append(ngettext("{n} free seat", "{n} free seats", free).format(n=free) if free
                     else _("Full"))
    if entry["password"]:  # a padlock before the word (critic 12)
        about.append(LOCK + _("password"))
    if yours:
        about.append(_("your seat: {name}").format(name=yours))
    return " · ".join(about)
