"""The Bye-Bye results screen says why the game ended (a critic could not tell)."""

from __future__ import annotations

import random

import pygame
import pytest

from game import i18n
from game.ai.base import Observation
from game.ai.levels import make_agent
from game.match import Match
from game.rules.bye_bye.state import END_REASONS
from game.saves import Seat
from game.scenes.results import ResultsScene
from game.scenes.tables import table_for
from game.tables.bye_bye import results_panel
from game.tables.bye_bye.results_panel import ByeByeResults
from game.view import assets, canvas, palette


def finished(players: int = 4, seed: int = 4) -> Match:
    seats = [Seat("Ann")] + [Seat(n, "ai", "medium") for n in ["Shaun", "Timmy", "Dolly"][
        :players - 1]]
    agent, rng = make_agent("bye_bye", "medium"), random.Random(seed)
    match = Match.new("bye_bye", seats, seed=seed)
    while not match.is_over:
        match.apply(agent.choose(Observation.of(match.state.clone()), rng))
    return match


def test_a_win_by_triplets_names_the_winner_and_the_triplets():
    match = finished()
    panel = ByeByeResults(match)
    winner = match.result().winners[0]
    n = match.result().scores[winner]
    name = "you" if winner == 0 else match.seats[winner].name
    assert panel.reason() == f"The game ended: {name} collected {n} triplets."


@pytest.mark.parametrize(("key", "words"), [("exhausted", "no card can reach a zoo any more"),
                                            ("quiet", "rounds with no card laid in a zoo")])
def test_a_game_that_ran_dry_says_so(key, words):
    panel = ByeByeResults(finished())
    panel.view["end_reason"] = END_REASONS[key]
    assert words in panel.reason()


def test_the_reason_is_drawn_under_the_columns_above_the_buttons(app, monkeypatch):
    match = finished()
    table = table_for(app, match)
    app.stack.push(table)
    app.stack.apply_pending()
    table.finished_shown = True
    scene = ResultsScene(app, match)
    app.stack.push(scene)
    app.stack.apply_pending()
    drawn = []
    real = assets.text

    def spy(surface, text, *args, **kwargs):
        rect = real(surface, text, *args, **kwargs)
        size = args[1] if len(args) > 1 else kwargs.get("size")
        drawn.append((text, size, rect))
        return rect

    monkeypatch.setattr(results_panel.assets, "text", spy)
    app.step(1 / 60)
    hits = [(size, rect) for text, size, rect in drawn if text == scene.panel.reason()]
    assert len(hits) == 1
    size, rect = hits[0]
    assert size >= 12
    columns_bottom = max(c.bottom for c in scene.columns)
    buttons_top = min(w.rect.top for w in scene.widgets.widgets if w.rect.h)
    assert columns_bottom <= rect.top and rect.bottom <= buttons_top
    assert pygame.Rect(0, 0, 1280, 720).contains(rect)


def test_the_german_empty_zoo_reads_naturally():
    i18n.set_language("de")
    try:
        assert i18n._("No cards laid") == "Keine Karten ausgelegt"
        assert "Drillinge gesammelt" in ByeByeResults(finished()).reason()
    finally:
        i18n.set_language("en")


def test_every_zoo_on_the_screen_is_drawn_in_one_style_with_its_key(app, monkeypatch):
    """A big zoo that needs chips makes a small one chips too (not full cards beside chips),
    and what a chip's pips mean is said once, under the columns beside why the game ended,
    at 14 px or more (in each pasture, at 13 px, it took the chips' room; critic round 8)."""
    panel = ByeByeResults(finished())
    panel.view["zoos"][0] = ["7", "16"]  # two cards: full cards, were it alone
    panel.view["zoos"][3] = ["1", "1", "1", "2", "2", "2", "3", "3", "3", "4", "4", "5", "5",
                             "5"]  # five kinds, three triplets: chips (set here, not by play)
    styles, keys, said = {}, [], []
    monkeypatch.setattr(results_panel.chips, "paint",
                        lambda surface, columns, plan: styles.setdefault(len(columns), "chips"))
    monkeypatch.setattr(results_panel, "paint_zoo",
                        lambda surface, columns, plan: styles.setdefault(len(columns), "cards"))
    real = assets.text

    def spy(surface, text, *args, **kwargs):
        rect = real(surface, text, *args, **kwargs)
        if text == "cards towards a triplet":
            keys.append((text, args[1], rect))
        elif text == panel.reason():
            said.append(rect)
        return rect

    monkeypatch.setattr(results_panel.assets, "text", spy)
    surface = canvas.Canvas(pygame.Surface((1280, 720)), 1.0)
    rect = pygame.Rect(314, 269, 184, 237)  # a column's panel with five players
    for seat in range(len(panel.view["zoos"])):
        panel.draw(surface, seat, rect)
    assert styles[2] == "chips" and styles[5] == "chips"
    assert len(keys) == 1
    _text, size, drawn = keys[0]
    assert size >= 14 and drawn.top >= rect.bottom and surface.get_rect().contains(drawn)
    assert not any(drawn.colliderect(r) for r in said)


@pytest.mark.parametrize(("players", "rect"), [(5, (314, 269, 184, 237)),
                                               (2, (380, 269, 300, 237))])
def test_an_empty_zoo_shows_the_triplets_that_would_have_won(app, monkeypatch, players, rect):
    """Critic: an empty zoo's column was a blank box with grey words. It shows the faint
    triplets that would have won and "No cards laid", inside the column; critic 20 read
    its pairs in hand as noise (they score nothing): none are listed, and its foot says
    "Cards in zoo: 0" as every column says its figure. (Critic 21 wanted the hand's pairs
    back, as tiles: this is the zoo of a hand without an animal.)"""
    panel = ByeByeResults(finished(min(players, 4)))
    panel.view["zoos"][0] = []
    panel.view["hands"][0] = ["black_sheep", "eagle"]
    panel.view["target"] = 5 if players == 2 else 3
    drawn, made = [], []
    real_text, real_slot = assets.text, results_panel.goal_slot

    def spy(surface, text, *args, **kwargs):
        out = real_text(surface, text, *args, **kwargs)
        drawn.append((text, out))
        return out

    monkeypatch.setattr(results_panel.assets, "text", spy)
    monkeypatch.setattr(results_panel, "goal_slot",  # (the table's slots, critic 12)
                        lambda surface, slot, **kw: made.append((slot.topleft, slot.w))
                        or real_slot(surface, slot, **kw))
    monkeypatch.setattr(results_panel.chips, "paint", lambda *a: pytest.fail("pairs drawn"))
    surface = canvas.Canvas(pygame.Surface((1280, 720)), 1.0)
    column = pygame.Rect(rect)
    panel.draw(surface, 0, column)
    assert len(made) == panel.view["target"]
    texts = [text for text, _r in drawn]
    assert not any("air" in text for text in texts), texts  # (no "Pairs", "pairs")
    words = [r for text, r in drawn if text == "No cards laid"]
    assert len(words) == 1 and column.contains(words[0])
    foot = [r for text, r in drawn if text == "Cards in zoo: 0"]
    assert len(foot) == 1 and column.contains(foot[0]) and foot[0].top >= words[0].bottom
    assert all(column.contains(r) for t, r in drawn if t != "★"), (column, drawn)  # (stars:
    # on the slots' layer)


def test_an_empty_zoo_is_quiet_and_says_the_hand_it_ended_with(app, monkeypatch):
    """Critic8: four green pastures of nothing filled a five-player screen. An empty zoo
    lays no pasture (no rectangle at all), its words are grey (not the gold caption of a
    zoo that scored), and its foot says "Cards in zoo: 0" (critic 20: the cards left in
    hand counted for nothing)."""
    panel = ByeByeResults(finished(4))
    panel.view["zoos"][1] = []
    panel.view["hand_sizes"][1] = 5
    panel.view["hands"][1] = ["black_sheep", "mole"]  # (no animal: critic 21 shows pairs)
    fills, said = [], []
    real_text = assets.text
    monkeypatch.setattr(results_panel.ink, "rect", lambda *a, **k: fills.append(a))
    monkeypatch.setattr(results_panel.assets, "text",
                        lambda surface, text, *a, **k: said.append((text, a[2] if len(a) > 2
                                                                    else None))
                        or real_text(surface, text, *a, **k))
    surface = canvas.Canvas(pygame.Surface((1280, 720)), 1.0)
    panel.draw(surface, 1, pygame.Rect(314, 269, 184, 237))
    assert not [f for f in fills if f[0] is surface]  # (the faint triplets draw on a layer)
    texts = dict(said)
    assert "No cards laid" in texts and texts["No cards laid"] != palette.GOLD
    assert "Cards in zoo: 0" in texts and "left in hand" not in " ".join(texts)
    assert texts["Triplets in the zoo"] != palette.GOLD


def test_shared_places_say_the_tie_rule_in_one_line(app, monkeypatch):
    """Critic 13: four "tied" medals and nothing said why. Where places are shared, one line
    between the headline and the columns says the tie rule, whole on the screen; where no
    place is shared, it is not said."""
    from dataclasses import replace as copied

    panel = ByeByeResults(finished(4))
    drawn = []
    real_text = assets.text

    def spy(surface, text, *a, **k):
        r = real_text(surface, text, *a, **k)
        drawn.append((text, r))
        return r

    monkeypatch.setattr(results_panel.assets, "text", spy)
    rule = i18n._("Equal triplets: the most cards in the zoo ranks first; if still equal, "
                  "they share the place.")  # (critic 21: "equal still" was clumsy)
    surface = canvas.Canvas(pygame.Surface((1280, 720)), 1.0)
    panel.view["zoos"] = [[] for _z in panel.view["zoos"]]
    panel.result = copied(panel.result, scores=[0] * 4)
    assert panel.shared()
    panel.draw_tie_rule(surface)
    lines = [r for text, r in drawn if text == rule]
    assert len(lines) == 1
    assert pygame.Rect(0, 150, 1280, 182 - 150).contains(lines[0])
    drawn.clear()
    panel.result = copied(panel.result, scores=[3, 2, 1, 0])
    assert not panel.shared()
    panel.draw_tie_rule(surface)
    assert not any(text == rule for text, _r in drawn)
