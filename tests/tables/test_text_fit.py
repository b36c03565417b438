"""Every piece of text on every screen fits: it stays inside the box it was fitted to and on
the screen, is not squeezed below a readable size (12 px at 1280x720), overlaps no other
text, and no prompt lies over the board. German screens show no English word, and what they
say as put together (a name in a sentence) passes the grammar check of `tests/test_i18n.py`.

Each screen is drawn onto a `Canvas` that notes where each text image lands (the images are
known from `assets.recording`): each table in the middle of a game with a prompt open, at two
and at the most players, the shell screens (title, new game, settings, rules page by page,
pause, hand-off, results, replay, history, unfinished games), in English and German. Sizes are
a parameter, so a larger window is one more entry in `SIZES`.
"""

from __future__ import annotations

import functools
import random
import re
import sys
from collections.abc import Callable
from dataclasses import dataclass, field

import pygame
import pytest

from game import games, i18n, saves
from game.ai.base import Observation, RandomAgent
from game.app import App
from game.cli import AI_NAMES
from game.match import Match
from game.rules import GAMES
from game.rules.black_sheep import Discard
from game.rules.boom_bah import Pass as AnswerPass
from game.rules.boom_bah import Play
from game.rules.boom_bah.cards import TARGET_SHAPES, card_type
from game.saves import SaveData, Seat
from game.scenes import start
from game.scenes.handoff import HandoffScene
from game.scenes.history import HistoryScene
from game.scenes.new_game import NewGameScene
from game.scenes.pause import PauseScene
from game.scenes.replay import ReplayScene
from game.scenes.results import ResultsScene
from game.scenes.rules_scene import RulesScene
from game.scenes.settings_menu import SettingsScene
from game.scenes.tables import table_for
from game.scenes.title import TitleScene
from game.scenes.unfinished import UnfinishedScene
from game.tables.base import TableScene
from game.tables.boom_bah import draw as boom_draw
from game.view import assets, canvas, ink
from game.view.stack import Scene
from tests.test_i18n import GERMAN, MESSAGES, grammar_problems

SIZES = [(1280, 720), (2560, 1440)]
READABLE = 12  # px at 720 lines
COVERED = 0.02  # share of a text's ink box that later drawing may touch (a glow's edge)
TABLE_GAMES = [g.id for g in games.playable()]
PLAY_AREAS = {"black_sheep": ("field_0", "field_1", "field_2"), "boom_bah": ("board",),
              "sheep_sheep": ("grid",), "bye_bye": ("watering",)}
NAMES = {"Sheepfold", "Anna", "Ben", *AI_NAMES}  # proper names, the same in every language
WORD = re.compile(r"[A-Za-zÄÖÜäöüß]{2,}")
TOKEN = re.compile(r"\w+")
PLACEHOLDER = re.compile(r"\{[^}]*\}")


def words(message: str) -> list[str]:
    """A message's words, its {placeholders} left out."""
    return WORD.findall(PLACEHOLDER.sub(" ", message))


@dataclass(frozen=True)
class Placed:
    """A text image on the screen: what it says, where its ink is, its box and the clip, and
    the pixels it left (to tell whether anything was drawn over it later)."""

    written: assets.Written
    ink: pygame.Rect
    clip: pygame.Rect
    pixels: bytes

    @property
    def visible(self) -> pygame.Rect:
        return self.ink.clip(self.clip)


class Canvas(canvas.Canvas):
    """A screen of `size` real pixels (laid out in units, as the game's is), noting where
    every known text image lands, in units."""

    def __init__(self, size: tuple[int, int], written: dict[int, assets.Written]) -> None:
        super().__init__(pygame.Surface(size), canvas.fit_zoom(size))
        self.written = written
        self.placed: list[Placed] = []

    def blit(self, source, dest, area=None, special_flags=0):  # noqa: ANN001 (pygame's)
        drawn = super().blit(source, dest, area, special_flags)
        known = self.written.get(id(source))
        if known is not None and area is None:
            at = dest.topleft if isinstance(dest, pygame.Rect) else dest
            ink = source.get_bounding_rect().move(round(at[0]), round(at[1]))
            self.placed.append(Placed(known, ink, self.get_clip(), self.pixels(ink)))
        return drawn

    def pixels(self, rect: pygame.Rect) -> bytes:
        inside = canvas.to_px(rect.clip(self.get_rect()), self.k).clip(self.raw.get_rect())
        return pygame.image.tobytes(self.raw.subsurface(inside), "RGB") if inside.w else b""

    def drawn_over(self, placed: Placed) -> float:
        """The share of a text's ink box that something drawn later changed."""
        now = self.pixels(placed.ink)
        if not now or now == placed.pixels:
            return 0.0
        changed = sum(1 for i in range(0, len(now), 3) if now[i:i + 3] != placed.pixels[i:i + 3])
        return changed / (len(now) / 3)


@dataclass
class Screen:
    """A stack of scenes as the player sees it; the checks look at the top scene's texts.
    `prompts`: the sentences that ask the player something; `play_area`: where they must
    not lie; `whole`: sentences that must be shown to the last word (never cut short)."""

    scenes: list[Scene]
    prompts: list[str]
    play_area: list[pygame.Rect]
    whole: list[str] = field(default_factory=list)
    pages: Callable[[], int] | None = None  # a scrolling screen: turn to the next page
    floating: Callable[[pygame.Surface], None] | None = None
    """A note drawn over everything (a card's text under the pointer), checked on its own."""


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("SHEEPFOLD_HOME", str(tmp_path_factory.mktemp("home")))
        app = App(headless=True)
        yield app
        i18n.set_language("en")
        pygame.quit()


# -- positions ----------------------------------------------------------------------------
def played_until(game: str, seats: list[Seat], done: Callable[[Match], bool], seed: int = 5,
                 options: dict[str, str] | None = None) -> Match:
    """A game played at random by every seat until `done` (a position worth a look); the
    next deal if this one ends first."""
    for deal in range(seed, seed + 30):
        match = Match.new(game, seats, seed=deal, options=options)
        agent, rng = RandomAgent(), random.Random(deal)
        while not match.is_over and not done(match):
            match.apply(agent.choose(Observation.of(match.state.clone()), rng))
        if done(match):
            return match
    raise AssertionError(f"no such position in {game}")


def seats_for(players: int) -> list[Seat]:
    return [Seat("Anna")] + [Seat(AI_NAMES[i], "ai", "easy") for i in range(players - 1)]


def prompt_words(table: TableScene) -> list[str]:
    """The instruction line (a refusal said instead of it while it lasts) and the question."""
    if table.match.data.game == "boom_bah":
        from game.tables.boom_bah.words import prompt, question_lines

        said = [table.message or prompt(table), *question_lines(table)]
    elif table.match.data.game == "sheep_sheep":
        from game.tables.sheep_sheep.words import dock_lines, prompt

        said = [table.message or prompt(table), *dock_lines(table)[1:]]  # heading: the prompt's
    elif table.match.data.game == "bye_bye":
        from game.tables.bye_bye import words as bye_bye_words

        said = [table.message or bye_bye_words.prompt(table), *bye_bye_words.dock_lines(table)]
    else:
        from game.tables.black_sheep.draw import prompt

        said = [table.message or prompt(table)]
    return [s for s in said if s]


def seated(app: App, match: Match) -> TableScene:
    table = table_for(app, match)
    table.enter()
    table.timeline.skip()
    table.update(0.0)
    return table


def table_screen(app: App, table: TableScene) -> Screen:
    areas = [pygame.Rect(table.layout[z].as_tuple()) for z in PLAY_AREAS[table.match.data.game]]
    said = prompt_words(table)
    return Screen([table], said, areas, whole=said)


def black_sheep_table(app: App, players: int) -> Screen:
    """Your turn after one card: keep or discard, a field already won, a long log."""
    match = played_until("black_sheep", seats_for(players), lambda m: (
        len(m.steps) > 12 and m.to_move == 0 and m.view(0)["phase"] == "discard"
        and any(c for s in m.view(0)["corrals"] for c in s)))
    table = seated(app, match)
    table.selected = [0]
    return table_screen(app, table)


def black_sheep_tasks(app: App, players: int) -> Screen:
    """The task variant: open and secret tasks listed; a refusal said on the table."""
    match = played_until("black_sheep", seats_for(players), lambda m: (
        len(m.steps) > 6 and m.to_move == 0 and m.view(0)["phase"] == "play"),
        options={"tasks": "on"})
    table = seated(app, match)
    table.perform(Discard("horse"))  # not now: the rules say why, in a sentence
    return table_screen(app, table)


def black_sheep_scoring(app: App, players: int) -> Screen:
    """A field being scored: each side's combination named, the winner's banner."""
    def next_scores(m: Match) -> bool:
        return m.to_move == 0 and any(
            e.kind == "field_scored" for a in m.legal_actions() for e in m.state.clone().apply(a))
    match = played_until("black_sheep", seats_for(players), next_scores)
    table = seated(app, match)
    scoring = next(a for a in match.legal_actions()
                   if any(e.kind == "field_scored" for e in match.state.clone().apply(a)))
    table.perform(scoring)
    while table.banner is None and table.animating:
        table.update(1 / 30)
    table.particles.clear()  # dust and sparks may fly over anything for a moment
    return table_screen(app, table)


def boom_bah_question(app: App, players: int) -> Screen:
    """A rival's card waits for your answer (Auto-pass off: you are always asked)."""
    match = played_until("boom_bah", seats_for(players), lambda m: (
        len(m.steps) > 8 and m.to_move == 0 and AnswerPass() in m.legal_actions()),
        options={"quick_setup": "on", "auto_pass": "off"})
    return table_screen(app, seated(app, match))


def boom_bah_target(app: App, players: int) -> Screen:
    """Your turn, a card picked that asks for a rival: the rivals are buttons."""
    def aimed(card: str) -> bool:
        return "rival" in TARGET_SHAPES.get(card_type(card).id, ())

    def ready(m: Match) -> bool:
        return m.to_move == 0 and any(isinstance(a, Play) and aimed(a.card)
                                      for a in m.legal_actions())
    match = played_until("boom_bah", seats_for(players), ready, options={"quick_setup": "on"})
    table = seated(app, match)
    hand = table.shown["hand"]
    card = next(a.card for a in match.legal_actions() if isinstance(a, Play) and aimed(a.card))
    table.picker.pick_card(card, hand.index(card))
    return table_screen(app, table)


def boom_bah_card_text(app: App, players: int) -> Screen:
    """The pointer rests on a card in your hand: its name, when it is played, what it does."""
    match = played_until("boom_bah", seats_for(players), lambda m: (
        m.to_move == 0 and len(m.steps) > 4), options={"quick_setup": "on"})
    table = seated(app, match)
    hand = table.shown["hand"]
    longest = max(range(len(hand)), key=lambda i: len(i18n.tr(card_type(hand[i]).text)))

    def note(surface: pygame.Surface) -> None:
        table.hover_card = longest
        boom_draw.card_tooltip(table, surface)
        table.hover_card = None
    screen = table_screen(app, table)
    screen.floating = note
    return screen


def sheep_sheep_exchange(app: App, players: int) -> Screen:
    """Your turn, a card picked: the cells it may cover glow with the sheep they would show."""
    match = played_until("sheep_sheep", seats_for(players), lambda m: (
        len(m.steps) > 6 and m.to_move == 0 and any(a.kind == "exchange"
                                                    for a in m.legal_actions())))
    table = seated(app, match)
    table.picked = next(i for i, face in enumerate(table.my_hand()) if table.targets_for(face))
    return table_screen(app, table)


def sheep_sheep_refill(app: App, players: int) -> Screen:
    """Refilling after a collection: the drawn card, the prompt docked, an empty cell chosen."""
    match = played_until("sheep_sheep", seats_for(players), lambda m: (
        m.to_move == 0 and m.view(0)["phase"] == "refill"))
    table = seated(app, match)
    table.refill_cell = next(c for c, face in enumerate(table.shown["grid"]) if face is None)
    return table_screen(app, table)


def bye_bye_moment(phase: str, options: dict[str, str] | None = None) -> Callable[
        [App, int], Screen]:
    """Your decision in a game under way at the given phase: drawing (the odds on every
    hand), a special card's question docked beside the watering hole, or zoo placement
    with cards picked (the counter and what they would make)."""
    def screen(app: App, players: int) -> Screen:
        match = played_until("bye_bye", seats_for(players), lambda m: (
            len(m.steps) >= (0 if phase == "choose" else 7) and m.to_move == 0
            and m.view(0)["phase"] == phase
            and (phase != "draw" or len(m.view(0)["watering"]) >= 3)), options=options)
        table = seated(app, match)
        for kind in ("pond", "hand"):
            for i in sorted(table.pickable(kind))[:1]:
                table.toggle(kind, i)
        return table_screen(app, table)
    screen.__name__ = f"bye_bye_{phase}"
    return screen


TABLE_SCREENS = {"black_sheep": [black_sheep_table, black_sheep_tasks, black_sheep_scoring],
                 "boom_bah": [boom_bah_question, boom_bah_target, boom_bah_card_text],
                 "sheep_sheep": [sheep_sheep_exchange, sheep_sheep_refill],
                 "bye_bye": [bye_bye_moment("draw"), bye_bye_moment("eagle"),
                             bye_bye_moment("place"), bye_bye_moment("choose", {"advanced": "on"})]}


@functools.cache
def _finished_game(game: str, players: int) -> SaveData:
    """Played once per test process; the results, replay and history cases all read it."""
    return played_until(game, seats_for(players), lambda m: m.is_over).data


def finished(game: str, players: int) -> Match:
    return Match(_finished_game(game, players))


def results(app: App, game: str, players: int) -> Screen:
    match = finished(game, players)
    table = seated(app, match)
    result = match.result()
    scene = ResultsScene(app, match)
    said = getattr(scene.panel, "lines", None)  # a panel that words the lines its own way
    if said is not None:  # (Sheep Sheep: "Sheep collected" / "1 point each")
        labels = [f"{name} {words}" for seat in range(len(result.scores))
                  for name, words, _p in said(seat)]
    elif hasattr(scene.panel, "labels"):  # (Black Sheep: "Most cows", as the rule is)
        labels = scene.panel.labels()
    else:
        labels = [i18n.tr(label) for lines in result.breakdown for label, _ in lines]
    return Screen([table, scene], [], [], whole=labels + [i18n.tr(result.note)])


def replay(app: App, game: str, players: int) -> Screen:
    scene = ReplayScene(app, finished(game, players).data)
    scene.enter()
    for _ in range(min(12, scene.total)):
        scene.forward()
    scene.table.timeline.skip()
    return Screen([scene], [], [])


def hand_off(app: App, game: str, players: int) -> Screen:
    seats = [Seat("Anna"), Seat("Ben")] + [Seat(AI_NAMES[i], "ai", "easy")
                                           for i in range(players - 2)]
    table = seated(app, Match.new(game, seats, seed=1))
    scene = HandoffScene(app, table, 1)
    return Screen([table, scene], [], [], whole=[scene.title])


def pause(app: App, game: str, players: int) -> Screen:
    table = seated(app, Match.new(game, seats_for(players), seed=1))
    return Screen([table, PauseScene(app, table)], [], [])


def rules(app: App, game: str | None) -> Screen:
    scene = RulesScene(app, game)

    def turn() -> int:
        scene.text.scroll_by(scene.text.rect.height // 2)
        return round(scene.text.scroll)
    text = i18n.tr_prose(games.get(scene.game).rules_text)
    return Screen([scene], [], [], whole=[line.lstrip("#- ") for line in text.splitlines()],
                  pages=turn)


def new_game(app: App, game: str) -> Screen:
    scene = NewGameScene(app)
    scene.choose_game(game)
    scene.set_count(GAMES[game].max_players)
    scene.toggle_more()  # the seed shown too
    return Screen([scene], [], [], whole=[i18n.tr(g.spec.blurb) for g in games.playable()])


def history_screen(app: App) -> Screen:
    """Finished games of each game against AI, and one among people, kept and listed."""
    for data in _history_games():
        saves.write_finished(data)
    return Screen([HistoryScene(app)], [], [])


@functools.cache
def _history_games() -> list[SaveData]:
    played = [(g, seats_for(GAMES[g].max_players)) for g in TABLE_GAMES]
    games_played = []
    for game, seats in played + [(TABLE_GAMES[0], [Seat("Anna"), Seat("Ben")])]:
        match = Match.new(game, seats, seed=4)  # unsaved while played: kept once over
        agent, rng = RandomAgent(), random.Random(4)
        while not match.is_over:
            match.apply(agent.choose(Observation.of(match.state.clone()), rng))
        games_played.append(match.data)
    return games_played


def unfinished(app: App) -> Screen:
    for game in TABLE_GAMES:
        start.deal(app, game, seats_for(GAMES[game].max_players), seed=2)
    app.stack.apply_pending()
    return Screen([UnfinishedScene(app)], [], [])


def shell_screens() -> dict[str, Callable[[App], Screen]]:
    screens: dict[str, Callable[[App], Screen]] = {
        "title": lambda app: Screen([TitleScene(app)], [], []),
        "settings": lambda app: Screen([SettingsScene(app)], [], []),
        "history": history_screen,
        "unfinished": unfinished,
        "rules": lambda app: rules(app, None),
    }
    for game in TABLE_GAMES:
        screens[f"new-{game}"] = lambda app, g=game: new_game(app, g)
        screens[f"rules-{game}"] = lambda app, g=game: rules(app, g)
        for players in sorted({2, GAMES[game].max_players}):
            for make in (results, replay, hand_off, pause):
                screens[f"{make.__name__}-{game}-{players}"] = (
                    lambda app, m=make, g=game, p=players: m(app, g, p))
            for make in TABLE_SCREENS.get(game, []):  # a new table adds its own
                screens[f"{make.__name__}-{players}"] = lambda app, m=make, p=players: m(app, p)
    return screens


SCREENS = shell_screens()


# -- the checks ---------------------------------------------------------------------------
def forget_images() -> None:
    """Clear every cached image the game made (a card face, a rendered line), so each text
    on a screen is rendered, and so noted, while the screen is recorded."""
    for module in list(sys.modules.values()):
        if getattr(module, "__name__", "").startswith(("game.view", "game.tables", "game.scenes")):
            for thing in list(vars(module).values()):
                if callable(getattr(thing, "cache_clear", None)):
                    thing.cache_clear()
def drawn(screen: Screen, size: tuple[int, int], written: dict[int, assets.Written],
          found: list[str]) -> list[list[Placed]]:
    """The top scene's texts as placed (the scenes below an overlay are its backdrop), and
    apart from them those of a floating note, which may lie over anything. A text that
    something drawn later covers (a panel, a card) goes into `found`."""
    sheet = Canvas(size, written)
    opaque = max(i for i, s in enumerate(screen.scenes) if i == 0 or not s.transparent)
    for scene in screen.scenes[opaque:-1]:
        scene.draw(sheet)
    sheet.placed.clear()
    screen.scenes[-1].draw(sheet)
    layers = [[p for p in sheet.placed if p.visible.w and p.visible.h]]
    found += [f"drawn over ({share:.0%}): {p.written.message!r} at {p.ink}" for p in layers[0]
              if (share := sheet.drawn_over(p)) > COVERED]
    if screen.floating is not None:
        sheet.placed.clear()
        screen.floating(sheet)
        layers.append(list(sheet.placed))
    return layers


def cut_short(pages: list[list[Placed]], screen: Screen) -> list[str]:
    """The sentences of `screen.whole` not shown to the last word on any page."""
    shown = {t.lower() for placed in pages for p in placed
             for t in TOKEN.findall(p.written.message)}
    return [f"cut short: {sentence!r}" for sentence in screen.whole
            if not {t.lower() for t in TOKEN.findall(sentence)} <= shown]


def problems(placed: list[Placed], screen: Screen) -> list[str]:
    """What is wrong with the texts as placed, in units (the same at every window size)."""
    found = []
    whole = pygame.Rect((0, 0), canvas.LAYOUT)
    smallest = READABLE
    for p in placed:
        w = p.written
        if not whole.contains(p.ink):
            found.append(f"off the screen: {w.message!r} at {p.ink}")
        if w.box is not None and not w.box.inflate(2, 2).contains(
                pygame.Rect(p.ink.x, p.visible.y, p.ink.w, p.visible.h)):
            found.append(f"leaves its box {w.box}: {w.message!r} at {p.ink}")
        if w.size < smallest - 0.01:
            found.append(f"too small ({w.size:.1f} px): {w.message!r}")
        if any(w.message and w.message in sentence for sentence in screen.prompts) and any(
                p.ink.colliderect(area) for area in screen.play_area):
            found.append(f"a prompt over the board: {w.message!r}")
    for i, a in enumerate(placed):
        for b in placed[i + 1:]:
            same = a.written.message == b.written.message and a.ink == b.ink
            if not same and a.visible.inflate(-2, -2).colliderect(b.visible.inflate(-2, -2)):
                found.append(f"overlap: {a.written.message!r} {a.ink} and "
                             f"{b.written.message!r} {b.ink}")
    return found


def english_left(written: dict[int, assets.Written]) -> list[str]:
    """Words on a German screen that only the English messages use."""
    english = {w.lower() for m in MESSAGES for w in words(f"{m.msgid} {m.plural or ''}")}
    german = {w.lower() for e in GERMAN.values() for f in e.forms for w in words(f)}
    names = {n.lower() for n in NAMES}
    left = set()
    for w in written.values():
        for word in WORD.findall(w.message):
            if word.lower() in english - german - names:
                left.add(f"{word!r} in {w.message!r}")
    return sorted(left)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("name", sorted(SCREENS))
def test_every_text_fits(app, name, lang, size):
    """... at every window size, drawn in real pixels: nothing is stretched from a smaller
    raster (`canvas.unscaled_blits`)."""
    i18n.set_language(lang)
    canvas.set_zoom(canvas.fit_zoom(size))
    forget_images()  # every text is made again, inside the recording, at this zoom
    stretched = canvas.unscaled_blits
    try:
        with assets.recording() as written:
            screen = SCREENS[name](app)
            found: list[str] = []
            pages, seen = drawn(screen, size, written, found), {0}
            while screen.pages is not None and (page := screen.pages()) not in seen:
                seen.add(page)
                pages += drawn(screen, size, written, found)
    finally:
        i18n.set_language("en")
        canvas.set_zoom(1)
        forget_images()
    for scene in screen.scenes:
        if isinstance(scene, TableScene):
            scene.match.close()
    found += [problem for placed in pages for problem in problems(placed, screen)]
    if canvas.unscaled_blits != stretched:
        found.append(f"{canvas.unscaled_blits - stretched} images stretched, not drawn at "
                     f"{size[0]}x{size[1]}")
    found += cut_short(pages, screen)
    if lang == "de":
        found += english_left(written)
        found += sorted({p for w in written.values() for p in grammar_problems(w.message)})
    assert found == []


def test_the_checks_find_what_they_look_for(app):
    """Each fault the screen test looks for, staged once, is found."""
    with assets.recording() as written:
        sheet = Canvas((1280, 720), written)
        box = pygame.Rect(100, 100, 60, 30)
        assets.text(sheet, "A label far too long for its box", box.topleft, 16, box=box)
        assets.text(sheet, "On top", (110, 100), 16)
        assets.text(sheet, "tiny", (600, 600), 9)
        assets.text(sheet, "Your turn", (300, 300), 16)
        assets.text(sheet, "Off the edge", (1250, 700), 16)
        ink.rect(sheet, (0, 0, 0), (600, 595, 40, 20))  # a panel over "tiny"
        hidden = sheet.drawn_over(next(p for p in sheet.placed if p.written.message == "tiny"))
    screen = Screen([], ["Your turn"], [pygame.Rect(250, 250, 200, 200)],
                    whole=["Your turn is now"])
    found = problems(sheet.placed, screen) + cut_short([sheet.placed], screen)
    for fault in ("leaves its box", "overlap", "too small", "a prompt over the board",
                  "off the screen", "cut short"):
        assert any(f.startswith(fault) for f in found), fault
    assert hidden > COVERED
    assert english_left({0: assets.Written("Dog Hütehund", 16, None, sheet)}) == [
        "'Dog' in 'Dog Hütehund'"]
