"""New game: the room under the settings shows the chosen game at a glance (its picture, how
many play, how it is won, how to learn it). Critic, round 9: the centre panel was empty
between the options and the network band."""

import pytest

from game import i18n
from game.scenes.new_game import GLANCE_X, SETUP, NewGameScene, goal_line
from game.view.widgets import Label
from tests.tables.layout_checks import texts_drawn


def opened(app):
    scene = NewGameScene(app)
    app.stack.push(scene)
    app.stack.apply_pending()
    return scene


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_empty_room_under_the_settings_shows_the_game_at_a_glance(app, lang):
    i18n.set_language(lang)
    try:
        scene = opened(app)
        for game, count in (("black_sheep", 3), ("black_sheep", 2), ("sheep_sheep", 2),
                            ("boom_bah", 2), ("bye_bye", 2)):
            scene.pick_game(game)
            scene.set_count(count)
            assert scene.glance is not None, (lang, game, count)
            assert scene.glance.goal, (lang, game, count)
            if game != "boom_bah":  # its person's answer choices take the room
                assert scene.glance.learn, (lang, game, count)
            # the room left empty is no taller than about the glance itself
            settings = max(w.rect.bottom for w in scene.widgets.widgets
                           if SETUP.contains(w.rect) and w.rect.bottom < scene.glance.top)
            assert scene.glance.top - settings <= 90, (lang, game, count)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_glance_is_whole_readable_and_overlaps_nothing(app, monkeypatch, lang):
    i18n.set_language(lang)
    try:
        scene = opened(app)
        for game in [g.id for g in scene.games]:
            assert goal_line(game) and goal_line(game).startswith(("Win", "Gewinne"))
            scene.pick_game(game)
            for count in range(scene.spec.min_players, scene.spec.max_players + 1):
                for more in (False, True):
                    scene.set_count(count)
                    if scene.more != more:
                        scene.toggle_more()
                    glance = scene.glance
                    if glance is None:  # no room (the panel is full): the glance stays away
                        continue
                    drawn = texts_drawn(monkeypatch)
                    scene.draw_glance(app.screen, glance)
                    monkeypatch.undo()
                    area = SETUP.copy()
                    area.top, area.height = glance.top, glance.height
                    widgets = [w.rect for w in scene.widgets.widgets if SETUP.contains(w.rect)
                               and (not isinstance(w, Label) or w.rect.colliderect(area))]
                    bottom = scene.net_band if scene.net_band is not None else SETUP.bottom
                    for words, rect, size in drawn:
                        assert size >= 14, (words, size)
                        assert SETUP.contains(rect) and rect.bottom <= bottom - 4, words
                        assert not any(rect.colliderect(w) for w in widgets), (lang, game, words)
                    assert glance.top - 8 >= max((w.bottom for w in widgets
                                                  if w.bottom <= glance.top + 4), default=0)
                    # its rows take the panel's width (the learn line wrapped at half of it)
                    right = max(rect.right for _w, rect, _s in drawn)
                    if len(glance.goal) + len(glance.learn) > 2:
                        assert right - GLANCE_X >= (SETUP.right - 24 - GLANCE_X) * 2 // 3, (
                            lang, game, right)
    finally:
        i18n.set_language("en")


def test_the_chosen_games_picture_is_shown_once(app, monkeypatch):
    """Critic 12: the game's thumbnail stood in its card in the list and again beside the
    glance. The glance draws none (the card keeps its own)."""
    from game.view import assets

    scene = opened(app)
    drawn = []
    real = assets.svg
    monkeypatch.setattr(assets, "svg", lambda name, *a, **k: (drawn.append(name),
                                                             real(name, *a, **k))[1])
    scene.draw_glance(app.screen, scene.glance)
    assert not any(name.startswith("game_") for name in drawn)
    assert scene.glance.learn and GLANCE_X == SETUP.x + 30
