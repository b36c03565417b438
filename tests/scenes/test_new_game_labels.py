"""New game: every row's label in one column. Critic 16: "Players" and "Task cards" stood
left of "Seat 1", "Seat 2" (which sit right of their colour dots), so the labels zigzagged;
and the German "Sätze" (sentences? tennis sets?) for Black Sheep's sets of animals."""

import pytest

from game import i18n
from game.scenes.new_game import NewGameScene
from game.tables.asked import AskedChoice
from game.view import assets
from game.view.widgets import Label, _Setting


def opened(app):
    scene = NewGameScene(app)
    app.stack.push(scene)
    app.stack.apply_pending()
    return scene


@pytest.mark.parametrize("lang", ["en", "de"])
def test_every_label_of_the_setup_starts_in_one_column(app, lang):
    i18n.set_language(lang)
    try:
        scene = opened(app)
        for game in [g.id for g in scene.games]:
            scene.pick_game(game)
            for count in range(scene.spec.min_players, scene.spec.max_players + 1):
                for more in (False, True):
                    scene.set_count(count)
                    if scene.more != more:
                        scene.toggle_more()
                    rows = [w for w in scene.widgets.widgets
                            if isinstance(w, _Setting) and not isinstance(w, AskedChoice)
                            and w.label]
                    starts = {w.rect.x + 12 for w in rows}
                    seed = [w for w in scene.widgets.widgets
                            if isinstance(w, Label) and w.label == i18n._("Seed")]
                    starts |= {w.rect.x for w in seed if w.rect.x < min(starts) + 60}
                    assert len(starts) == 1, (lang, game, count, more, starts)
                    for w in rows:  # and each label whole in its room beside its control
                        room = w.control.x - w.rect.x - 12 - 4
                        assert assets.font(w.size).size(w.label)[0] <= room, (lang, w.label)
                    for w in seed:
                        assert assets.font(w.size).size(w.label)[0] <= w.rect.w, lang
    finally:
        i18n.set_language("en")


def test_black_sheep_sets_are_not_ambiguous_in_german(app):
    from game.scenes.new_game import goal_line

    i18n.set_language("de")
    try:
        for words in (i18n._("Secret and open task cards replace the majority and set "
                             "bonuses."),
                      goal_line("black_sheep")):
            assert "und Sätze." not in words and "Tier" in words
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_asked_choices_help_reads_in_the_label_column(app, monkeypatch, lang):
    """Sheep-Boom-Bah with a person: what each answer mode means stood left of the labels."""
    from game.tables.asked import ASKED, mode_help
    from tests.tables.layout_checks import texts_drawn

    i18n.set_language(lang)
    try:
        scene = opened(app)
        scene.pick_game("boom_bah")
        column = {w.rect.x + 12 for w in scene.widgets.widgets
                  if isinstance(w, _Setting) and not isinstance(w, AskedChoice) and w.label}
        assert scene.help
        drawn = texts_drawn(monkeypatch)
        scene.draw(app.screen)
        monkeypatch.undo()
        firsts = [mode_help(m).split()[0] for m in ASKED]
        rows = [r for w, r, _ in drawn if w.split() and w.split()[0] in firsts]
        assert rows and {r.x for r in rows} == column, (rows, column)
    finally:
        i18n.set_language("en")


def test_german_seats_are_sitz_not_platz():
    """Critic, round 17: "Platz 1/2/3" read as finishing places. A numbered seat is a
    "Sitz" on every screen (the new game, the join list, the rules, the tie lines); "Platz"
    stays for a finishing place ("Du belegst Platz 3.")."""
    import re

    from game.resources import asset

    text = asset("locale", "de.po").read_text(encoding="utf-8")
    pairs = re.findall(r'msgid "(.*)"\nmsgstr "(.*)"', text)
    seats = [(i, s) for i, s in pairs if re.search(r"\b[Ss]eat \{n\}|seat 1|first seat", i)]
    assert seats and all("Sitz" in s and "Platz" not in s for _i, s in seats), seats
    assert dict(pairs)["Seat {n}"] == "Sitz {n}"
