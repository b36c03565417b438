"""Setting up a game: which one, who sits at the table (people or AI), its options, and
under "More options" a seed (a deal to play again).

Only games with a table are offered. A seat's name follows its kind ("You" for the only
person, "Player 3" when several share the screen, "Dolly") until the player types one of
their own, which is then kept. In Sheep-Boom-Bah each person also chooses when they are
asked to answer a card (`Seat.asked`), each choice explained under the seats. Start never
asks anything: the new game gets a save file of its own, so no unfinished game is replaced.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game import games, tutorial
from game.cli import AI_NAMES
from game.i18n import _
from game.rules import GAMES
from game.rules.base import GameSpec
from game.saves import ASKED, Seat, clean_name
from game.scenes.menu import HEIGHT, MenuScene, draw_box, wrap
from game.scenes.start import deal
from game.tables.asked import AskedChoice, NarrowChoice, mode_help
from game.view import assets, ink, palette
from game.view.game_cards import draw_card, players_line
from game.view.paint import fitted_rows
from game.view.widgets import (
    Label,
    TextField,
    Widget,
    draw_focus,
)

if TYPE_CHECKING:
    from game.app import App

KINDS = ("human", "easy", "medium", "hard", "remote")  # a person here, an AI, or a person
# who joins over the network (then the game is hosted from here: game.scenes.net_lobby)
CARD_W, CARD_H, CARD_GAP = 440, 132, 14
GAMES_AT = (40, 112)
SETUP = pygame.Rect(510, 100, 730, 520)
FOOT_GAP = 16  # px between the buttons under the panel
ROW = 54
NET_BAND = palette.darker(palette.PANEL, 0.3)  # the network row's band at the panel's foot
LEARN_ROOM = 56  # the least room under the settings that says how to learn the game
PREVIEW_MIN = 180  # the smallest height worth showing the chosen game's picture at
# Options each person sets for themselves, so not offered for a game with people: instead
# each person chooses beside their seat (Sheep-Boom-Bah's auto-pass: `Seat.asked`).
PERSONAL = ("auto_pass",)
HELP_SIZE = 15


def kind_names() -> list[tuple[str, str]]:
    return [("human", _("Human")), ("easy", _("AI Easy")), ("medium", _("AI Medium")),
            ("hard", _("AI Hard")), ("remote", _("Remote"))]


def value_name(value: str) -> str:
    """An option value as shown: on/off translated, anything else tidied up."""
    names = {"on": _("On"), "off": _("Off")}
    return names.get(value, value.replace("_", " ").capitalize())


def playable_games() -> list[GameSpec]:
    return [game.spec for game in games.playable()]


@dataclass
class SeatPlan:
    kind: str = "human"
    name: str = ""
    named: bool = False  # the player typed this name: keep it when the kind changes
    asked: str | None = None  # when a person is asked to answer a card (None: not chosen)


LABEL_IN = 24  # every row's label from the panel's inner left: clear of the seats' dots
OPTION_HELP_X = 456  # from the options' left: the room right of an option's control


def learn_line(spec: GameSpec) -> str:
    """Under the settings where they leave room: the way to learn the chosen game."""
    return _("New to {game}? Press Learn to play for a guided first game.").format(
        game=_(spec.title))


def goal_line(game: str) -> str:
    """How the chosen game is won, in a sentence: the "at a glance" under its settings."""
    goals = {
        "black_sheep": _("Win with the most points from the figures in your corral, plus "
                         "+6 bonuses for majorities and sets. Black sheep cost their value, "
                         "but the most black sheep still earn the +6 majority."),
        "boom_bah": _("Win with the most points: tiles you turn over, and above all sheep "
                      "in your barn (3 each, 2 for a rival's)."),
        "bye_bye": _("Win by being the first to lay enough triplets, three cards of one "
                     "animal, in your zoo."),
        "sheep_sheep": _("Win by collecting the most sheep cards; those showing your secret "
                         "lucky colour count double."),
    }
    return goals.get(game, "")


GLANCE_SIZE = 16  # the at-a-glance rows: body text, never smaller
GLANCE_ROW = 21
GLANCE_HEAD = 26  # the players row (marks and words)


@dataclass
class Glance:
    """The chosen game at a glance, in the room under its settings: how many play, how it is
    won and (when there is room) how to learn it. No picture: the game's card in the list
    beside it shows one (critic 12: the same thumbnail twice)."""

    top: int
    goal: list[str]
    learn: list[str]

    @property
    def height(self) -> int:
        rows = GLANCE_HEAD + len(self.goal) * GLANCE_ROW
        if self.learn:
            rows += 6 + len(self.learn) * GLANCE_ROW
        return rows


GLANCE_X = SETUP.x + 30  # the glance's rows: the panel's whole width


def plan_glance(game: str, top: int, bottom: int, learnable: bool) -> Glance | None:
    """The glance that fits between `top` and `bottom` (8 px clear of each): with the way to
    learn the game if that fits too, else without; None when not even the goal fits. Its
    rows take the panel's width (the learn line wrapped at half of it)."""
    width = SETUP.right - 24 - GLANCE_X
    for learns in (True, False):
        if learns and not learnable:
            continue
        goal = quoted_rows(goal_line(game), GLANCE_SIZE, width)
        learn = quoted_rows(learn_line(GAMES[game]), GLANCE_SIZE, width) if learns else []
        glance = Glance(0, goal, learn)
        if goal and glance.height + 16 <= bottom - top:  # nearer the settings than centred
            glance.top = top + max(8, min(40, (bottom - top - glance.height) // 2))
            return glance
    return None


def quoted_rows(words: str, size: int, width: int) -> list[str]:
    """`words` wrapped to `width` (the panel's: critic 12 saw them wrapped at half of it),
    made narrower only where a row would break inside quotation marks (a button's name:
    „Spiel lernen“) or leave a lone word under a long row."""
    def fine(rows: list[str]) -> bool:
        whole = all(row.count("„") == row.count("“") for row in rows)
        return whole and (len(rows) < 2 or assets.font(size).size(rows[-1])[0] >= width // 3)

    rows = wrap(words, size, width)
    narrower = width
    while not fine(rows) and narrower > 200:
        narrower -= 20
        trial = wrap(words, size, narrower)
        if len(trial) != len(rows) and all(r.count("„") == r.count("“") for r in rows):
            break  # a row more would only even the rows out
        rows = trial
    return rows


def balanced(words: str, size: int, width: int) -> list[str]:
    """`words` in as few rows as fit `width`, as even as they go (no lone word under a long
    row), never breaking inside quotation marks (a button's name: „Spiel lernen“)."""
    def whole(rows: list[str]) -> bool:
        return all(row.count("„") == row.count("“") for row in rows)

    best = rows = wrap(words, size, width)
    while width > 200:
        width -= 20
        narrower = wrap(words, size, width)
        if len(narrower) != len(rows):
            break
        if whole(narrower):
            best = narrower
    return best


def option_help_rows(words: str) -> tuple[list[str], int]:
    """What an option does, in the room beside its control: three rows at most, from 15
    down to 12 px."""
    return fitted_rows(words, 15, SETUP.right - 24 - (SETUP.x + 24 + OPTION_HELP_X), 3,
                       smallest=12)


class GameCard(Widget):
    """One game to pick: its picture, title and one-line blurb."""

    def __init__(self, rect: pygame.Rect | tuple[int, int, int, int], spec: GameSpec,
                 chosen: Callable[[], bool], pick: Callable[[str], None],
                 fellows: Sequence[GameSpec] = ()) -> None:
        super().__init__(rect)
        self.spec, self.chosen, self.pick = spec, chosen, pick
        self.fellows = [(game, players_line(game)) for game in fellows]
        """The cards beside it: all share one text size."""

    def activate(self) -> None:
        self.pick(self.spec.id)

    def draw(self, surface: pygame.Surface) -> None:
        draw_card(surface, self.rect, self.spec, players_line(self.spec), chosen=self.chosen(),
                  hovered=self.hovered, fellows=self.fellows)
        if self.focused:
            draw_focus(surface, self.rect)


class DigitsField(TextField):
    """A text field that takes digits only (the seed)."""

    def typed(self, characters: str) -> bool:
        return super().typed("".join(c for c in characters if c.isdigit()))


class NewGameScene(MenuScene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.games = playable_games()
        self.game = self.games[0].id
        self.options: dict[str, str] = {}
        self.seed = ""
        self.password = ""
        """A network game's password (beside the number of players), none if empty."""
        self.more = False  # "More options" opened: the seed shown
        self.plans: list[SeatPlan] = []
        self.help: list[tuple[int, list[str], int]] = []
        self.said: list[tuple[int, str]] = []
        self.choose_game(self.game)

    @property
    def spec(self) -> GameSpec:
        return GAMES[self.game]

    # -- choices ------------------------------------------------------------------------
    def choose_game(self, game_id: str) -> None:
        self.game = game_id
        spec = self.spec
        self.options = {name: opt.default for name, opt in spec.options.items()}
        count = min(spec.max_players, max(spec.min_players, len(self.plans) or 3))
        self.set_count(count)

    def set_count(self, count: int) -> None:
        while len(self.plans) < count:
            self.plans.append(SeatPlan("human" if not self.plans else "medium"))
        del self.plans[count:]
        self.name_seats()
        self.rebuild()

    def set_kind(self, seat: int, kind: str) -> None:
        self.plans[seat].kind = kind
        self.name_seats()
        self.rebuild()

    def set_asked(self, seat: int, mode: str) -> None:
        self.plans[seat].asked = mode

    def personal(self) -> bool:
        """People at this game choose for themselves when they are asked (Sheep-Boom-Bah)."""
        return any(name in PERSONAL for name in self.spec.options) and any(
            plan.kind == "human" for plan in self.plans)

    def asked_of(self, seat: int) -> str:
        """A person's choice; not chosen: always among people (it leaks nothing), only with
        an answer for the one person against AI (nobody else watches the screen)."""
        people = sum(plan.kind == "human" for plan in self.plans)
        return self.plans[seat].asked or ("always" if people > 1 else "answer")

    def set_name(self, seat: int, name: str) -> None:
        self.plans[seat].name = name
        self.plans[seat].named = bool(name.strip())

    @property
    def hosting(self) -> bool:
        """A seat is remote: the game is served from here and others join it."""
        return any(plan.kind == "remote" for plan in self.plans)

    def default_name(self, seat: int) -> str:
        if self.plans[seat].kind not in ("human", "remote"):
            return AI_NAMES[seat % len(AI_NAMES)]
        if sum(p.kind == "human" for p in self.plans) == 1 and not self.hosting:
            return _("You")  # the only person: "you" at the table too
        return _("Player {n}").format(n=seat + 1)  # people sharing a screen need names

    def name_seats(self) -> None:
        for seat, plan in enumerate(self.plans):
            if not plan.named:
                plan.name = self.default_name(seat)

    def seats(self) -> list[Seat]:
        return [Seat(clean_name(p.name, self.default_name(i)), "human",
                     asked=self.asked_of(i) if self.personal() else None)
                if p.kind == "human"
                else Seat(clean_name(p.name, self.default_name(i)), "ai", p.kind)
                for i, p in enumerate(self.plans)]

    def start(self) -> None:
        """Deal the new game in a save file of its own. Who starts is drawn at random (from
        the seed, so a seed deals the same game again): the rules start with the first seat,
        so the seats are turned round the table until the one drawn sits first."""
        seed = int(self.seed) if self.seed else random.randrange(1 << 31)
        if self.hosting:
            self.host(seed)
            return
        seats = self.seats()
        first = random.Random(seed).randrange(len(seats))
        deal(self.app, self.game, seats[first:] + seats[:first], seed, self.options)

    def host(self, seed: int) -> None:
        """Serve the game from here, with one person at this screen (the others remote or
        AI), and open the lobby where the others join."""
        from game.scenes.confirm import ConfirmScene
        from game.scenes.net_lobby import open_lobby

        people = [n for n, plan in enumerate(self.plans) if plan.kind == "human"]
        if len(people) != 1:
            question = (_("A network game has one person at this screen. Make the other "
                          "people's seats Remote?") if people else
                        _("A network game needs one person at this screen. Take seat 1?"))
            self.app.stack.push(ConfirmScene(self.app, question, _("Yes"), _("Back"),
                                             self.one_person))
            return
        kinds = ["local" if plan.kind == "human" else plan.kind if plan.kind == "remote"
                 else f"ai:{plan.kind}" for plan in self.plans]
        names = [clean_name(plan.name, self.default_name(n)) for n, plan in
                 enumerate(self.plans)]
        first = random.Random(seed).randrange(len(kinds))
        asked = self.plans[people[0]].asked if self.personal() else None
        open_lobby(self.app, self.game, kinds[first:] + kinds[:first],
                   names[first:] + names[:first], seed, self.options, self.password, asked)

    def one_person(self) -> None:
        """The first person stays at this screen, every other one joins from afar (none:
        seat 1 is this screen's)."""
        people = [n for n, plan in enumerate(self.plans) if plan.kind == "human"]
        for n in people[1:]:
            self.plans[n].kind = "remote"
        if not people:
            self.plans[0].kind = "human"
        self.name_seats()
        self.rebuild()

    def host_here(self) -> None:
        """Host a game…: the first person stays at this screen and the other people's seats
        join over the network (with no other person set, every other seat does: the lobby
        lets the AI take a seat nobody comes for); then the lobby opens."""
        people = [n for n, plan in enumerate(self.plans) if plan.kind == "human"]
        here = people[0] if people else 0
        others = people[1:] or [n for n in range(len(self.plans)) if n != here]
        self.plans[here].kind = "human"
        for n in others:
            self.plans[n].kind = "remote"
        self.name_seats()
        self.rebuild()
        self.start()

    def join(self) -> None:
        from game.scenes.net_join import JoinScene

        self.app.stack.push(JoinScene(self.app))

    def set_password(self, text: str) -> None:
        self.password = text

    # -- widgets ------------------------------------------------------------------------
    def build(self) -> Sequence[Widget]:
        self.heading = _("New game")
        spec = self.spec
        widgets: list[Widget] = []
        for i, game in enumerate(self.games):
            rect = (GAMES_AT[0], GAMES_AT[1] + i * (CARD_H + CARD_GAP), CARD_W, CARD_H)
            widgets.append(GameCard(rect, game, lambda g=game.id: g == self.game,
                                    self.pick_game, self.games))
        x, y = SETUP.x + 24, SETUP.y + 20
        counts = [(n, str(n)) for n in range(spec.min_players, spec.max_players + 1)]
        # every label in one column (critic 16: "Players" and "Task cards" stood left of the
        # seats' "Seat 1", which sit right of their colour dot): each row from x + LABEL_IN,
        # each control at x + 220 as before
        players = NarrowChoice((x + LABEL_IN, y, 440 - LABEL_IN, 46), _("Players"), counts,
                               len(self.plans), self.set_count, label_width=220 - LABEL_IN)
        widgets.append(players)
        if self.hosting:  # who may join the game hosted from here
            widgets.append(TextField((SETUP.right - 24 - 230, y + 1, 230, 44), self.password,
                                     max_length=32, placeholder=_("No password"),
                                     on_change=self.set_password, size=20,
                                     tooltip=_("A password players must type to join")))
        personal = self.personal()
        # with the asked choice: the seat's label narrower, and its name field; without it,
        # each seat's kind lines up under the Players count (both controls at x + 220)
        kind_w, name_w, label_w = (300, 130, 96) if personal else (410, 228, 190)
        for seat, plan in enumerate(self.plans):
            y += ROW
            widgets.append(NarrowChoice((x + LABEL_IN, y, kind_w + 30 - LABEL_IN, 46),
                                        _("Seat {n}").format(
                n=seat + 1), kind_names(), plan.kind, lambda kind, s=seat: self.set_kind(s, kind),
                label_width=label_w + 30 - LABEL_IN))
            widgets.append(TextField((x + kind_w + 44, y + 1, name_w, 44), plan.name,
                                     max_length=16, placeholder=self.default_name(seat),
                                     on_change=lambda name, s=seat: self.set_name(s, name),
                                     tooltip=_("The name shown at the table")))
            if personal and plan.kind == "human":
                left = x + kind_w + name_w + 52
                widgets.append(AskedChoice((left, y, SETUP.right - 24 - left, 46), "",
                                           self.asked_of(seat),
                                           lambda mode, s=seat: self.set_asked(s, mode), size=15))
        y += ROW + 10
        self.help = []  # what each choice of being asked means: (top, rows, size)
        if personal:
            y -= 8
            for mode in ASKED:
                rows, size = fitted_rows(mode_help(mode), HELP_SIZE, SETUP.w - 60 - LABEL_IN, 2,
                                         smallest=12)
                self.help.append((y, rows, size))
                y += len(rows) * (size + 4) + 3
            y += 10
        people = any(plan.kind == "human" for plan in self.plans)
        self.said = []  # what each option does, said beside it: (top, help)
        self.net_band: int | None = None  # the top of the network row's band at the foot
        for name, opt in spec.options.items():
            if people and name in PERSONAL:
                continue
            if opt.help:
                self.said.append((y, _(opt.help)))
            widgets.append(NarrowChoice((x + LABEL_IN, y, 440 - LABEL_IN, 46), _(opt.label),
                                        [(v, value_name(v)) for v in opt.values],
                                        self.options[name],
                                        lambda value, n=name: self.set_option(n, value),
                                        label_width=220 - LABEL_IN,
                                        tooltip=_(opt.help) or None))
            y += ROW
        more = self.button((0, 0, 0, 44), "\u2699 " + (_("Fewer options") if self.more
                                                    else _("More options")),
                           self.toggle_more, size=18)
        # More options a place of its own: over the panel's top right corner, level with the
        # heading (critic 17: at the right of the Players row it read as part of that row;
        # critic 15: in the corner under the options it lined up with nothing), costing the
        # settings no row; the seed, opened, in a row of its own under the options
        width = max(more.needed_width + 12, 200)
        more.rect = pygame.Rect(SETUP.right - width, self.HEADING_Y - 22, width, 44)
        widgets.append(more)
        end = y + 46 if self.more else y  # the foot of the settings, the seed's row with it
        if self.more:  # the seed only for those who want one: a deal to play again
            widgets.append(Label((x + LABEL_IN + 12, y, 208 - LABEL_IN, 46), _("Seed"), size=22,
                                 bold=False))
            widgets.append(DigitsField((x + 220, y + 1, 190, 44), self.seed, max_length=9,
                                       placeholder=_("random"), on_change=self.set_seed,
                                       tooltip=_("The same seed deals the same game again")))
        if not self.hosting:  # a row of its own at the panel's foot: in the Players row it
            # read like a choice about the players
            foot = max(end + 12, SETUP.bottom - 24 - 46)  # room for a tooltip between
            # hosting had no button (the way was a note: set seats to Remote, then Start):
            # Host and Join side by side, each as wide as its words
            host = self.button((0, 0, 0, 46), _("Host a game…"), self.host_here, size=20,
                               tooltip=_("Others join from their own screens; you play "
                                         "at this one"))
            join = self.button((0, 0, 0, 46), _("Join a game…"), self.join, size=20,
                               tooltip=_("Play at a table someone else hosts"))
            said = assets.font(22, True).size(_("Play over the network"))[0]
            if foot + 46 > SETUP.bottom - 6:  # no room left (Boom-Bah, 4 players, more options open):
                foot = SETUP.y + 20  # back beside the Players count, made narrower
                players.rect.w, players.label_width = 300 - LABEL_IN, 110
                start = players.rect.right + 12
            else:
                start = x + said + 16
                widgets.append(Label((x, foot, 0, 46), _("Play over the network"), size=22,
                                     bold=True))
                self.net_band = max(foot - 12, end)  # clear of More options, the seed
            for size in (20, 18):
                host.size = join.size = size
                if start + host.needed_width + join.needed_width + 32 <= SETUP.right - 24:
                    break
            join.rect = pygame.Rect(SETUP.right - 24 - join.needed_width - 10, foot,
                                    join.needed_width + 10, 46)
            host.rect = pygame.Rect(join.rect.x - 12 - host.needed_width - 10, foot,
                                    host.needed_width + 10, 46)
            if self.net_band is not None:
                widgets[-1].rect.w = host.rect.x - 12 - x  # the heading, up to Host
            widgets += [host, join]

        self.learn_note: tuple[int, int] | None = None  # where "New to …?" stands: its room
        below = self.net_band if self.net_band is not None else SETUP.bottom - 10
        # the room under the settings: the game at a glance (it was left empty), else only
        # the way to learn it
        self.glance = plan_glance(self.game, end, below, tutorial.available(self.game))
        if (self.glance is None and tutorial.available(self.game)
                and below - end >= LEARN_ROOM):
            self.learn_note = (end, below)  # the settings' foot: the way to learn the game
        # under the panel, three of one width: Back on the left, Learn to play, the primary
        # Start on the right (critic 15: Back stood between the other two, all three of
        # different widths)
        width = (SETUP.w - 2 * FOOT_GAP) // 3
        widgets.append(self.button((SETUP.right - width, SETUP.bottom + 24, width, 58),
                                   _("Start"), self.start, size=28))
        widgets.append(self.button((SETUP.x, SETUP.bottom + 28, width, 50), _("Back"),
                                   self.back))
        if tutorial.available(self.game):
            widgets.append(self.button((SETUP.x + width + FOOT_GAP, SETUP.bottom + 28, width,
                                        50), _("Learn to play"), self.learn,
                                       tooltip=_("A guided first game")))
        return widgets

    def learn(self) -> None:
        from game.scenes.tutorial import open_lesson

        open_lesson(self.app, self.game)

    def pick_game(self, game_id: str) -> None:
        if game_id != self.game:
            self.choose_game(game_id)

    def set_option(self, name: str, value: str) -> None:
        self.options[name] = value

    def set_seed(self, digits: str) -> None:
        self.seed = digits

    def toggle_more(self) -> None:
        self.more = not self.more
        self.rebuild()

    def draw_body(self, surface: pygame.Surface) -> None:
        draw_box(surface, SETUP)
        below = GAMES_AT[1] + len(self.games) * (CARD_H + CARD_GAP) + 10
        room = min(CARD_W * 3 // 4, HEIGHT - below - 30)
        if room >= PREVIEW_MIN:  # few games: show the chosen one large in the free space
            picture = assets.svg(f"game_{self.game}", (0, room))
            surface.blit(picture, picture.get_rect(midtop=(GAMES_AT[0] + CARD_W // 2, below)))
        x = SETUP.x + 24
        if self.net_band is not None:  # the network row: a band of its own, set off from
            # the game's settings above it (else the panel's foot read as left empty)
            band = pygame.Rect(SETUP.x + 3, self.net_band, SETUP.w - 6,
                               SETUP.bottom - 3 - self.net_band)
            ink.rect(surface, NET_BAND, band, border_bottom_left_radius=14,
                     border_bottom_right_radius=14)
            ink.line(surface, palette.PANEL_EDGE, band.topleft, band.topright, 2)
        if self.learn_note is not None:  # the room under the settings, else left empty
            top, bottom = self.learn_note
            rows = balanced(learn_line(self.spec), 16, SETUP.w - 120)
            first = (top + bottom) // 2 - len(rows) * 22 // 2
            for i, row in enumerate(rows):
                assets.text(surface, row, (SETUP.centerx, first + i * 22 + 11), 16,
                            palette.CREAM_DARK, anchor="center", box=SETUP)
        if self.glance is not None:
            self.draw_glance(surface, self.glance)
        for top, words in self.said:  # an option's name alone is a riddle ("Task cards")
            rows, size = option_help_rows(words)
            first = top + 23 - (len(rows) * (size + 3) - 3) // 2
            for i, row in enumerate(rows):
                assets.text(surface, row, (x + OPTION_HELP_X, first + i * (size + 3)), size,
                            palette.CREAM_DARK, box=SETUP)
        for top, rows, size in self.help:  # what each choice of being asked means
            for i, row in enumerate(rows):
                assets.text(surface, row, (x + LABEL_IN + 12, top + i * (size + 4)), size,
                            palette.CREAM_DARK, box=SETUP)
        for seat in range(len(self.plans)):
            look = palette.player(seat)
            mark = look.mark if self.app.settings.colourblind_marks else "circle"
            palette.draw_mark(surface, mark, (x + 12, SETUP.y + 43 + (seat + 1) * ROW), 11,
                              look.colour)

    def draw_glance(self, surface: pygame.Surface, glance: Glance) -> None:
        """The chosen game's players in their colours, how it is won, how to learn it."""
        spec = self.spec
        x, y = GLANCE_X, glance.top
        for seat in range(spec.max_players):  # a mark for each seat the game takes
            look = palette.player(seat)
            mark = look.mark if self.app.settings.colourblind_marks else "circle"
            palette.draw_mark(surface, mark, (x + 8 + seat * 20, y + 11), 7, look.colour)
        assets.text(surface, players_line(spec), (x + 8 + spec.max_players * 20, y), 17,
                    palette.CREAM, bold=True, box=SETUP)
        y += GLANCE_HEAD
        for row in glance.goal:
            assets.text(surface, row, (x, y), GLANCE_SIZE, palette.CREAM, box=SETUP)
            y += GLANCE_ROW
        y += 6
        for row in glance.learn:
            assets.text(surface, row, (x, y), GLANCE_SIZE, palette.CREAM_DARK, box=SETUP)
            y += GLANCE_ROW
