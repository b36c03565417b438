"""The menus' finish: one highlight on the title, tooltips that cover no other control, the
seed tucked under "More options", and the Rules screen's game names between their arrows."""

from __future__ import annotations

import pygame
import pytest

from game import games, i18n
from game.scenes.new_game import DigitsField, NewGameScene
from game.scenes.rules_scene import RulesScene
from game.scenes.title import TitleScene
from game.view import assets, canvas
from game.view.widgets import Button, Choice, Tooltip, Widget

GAME_IDS = [g.id for g in games.playable()]


def opened(app, scene):
    app.stack.push(scene)
    app.stack.apply_pending()
    return scene


def move_to(scene, widget: Widget) -> None:
    scene.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=widget.rect.center, rel=(0, 0),
                                    buttons=(0, 0, 0)))


def key(scene, k: int) -> None:
    scene.handle(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))


def highlighted(scene) -> list[str]:
    """The buttons drawn lit: hovered or focused (both show in the hover colour)."""
    return [w.label for w in scene.widgets.widgets
            if isinstance(w, Button) and (w.hovered or w.focused)]


def test_the_title_lights_one_button_and_the_mouse_moves_the_selection(app):
    title = opened(app, TitleScene(app))
    button = {w.label: w for w in title.widgets.widgets if isinstance(w, Button)}
    assert highlighted(title) == ["New game"]
    move_to(title, button["Rules"])  # the pointer on Rules: Rules is the one lit and selected
    assert highlighted(title) == ["Rules"] and title.widgets.focused is button["Rules"]
    key(title, pygame.K_DOWN)  # the keyboard goes on from where the pointer chose
    assert highlighted(title) == ["Your games"]
    move_to(title, button["New game"])
    assert highlighted(title) == ["New game"]
    key(title, pygame.K_RETURN)
    app.stack.apply_pending()
    assert isinstance(app.stack.top, NewGameScene)


def tooltip_box(scene, widget: Widget) -> pygame.Rect:
    """Where the tooltip of `widget` shows once the pointer rests on it."""
    move_to(scene, widget)
    scene.update(Tooltip.DELAY + 0.1)
    tip = scene.widgets.tooltip
    assert tip.visible and tip.message == widget.tooltip
    return tip.box(pygame.Rect((0, 0), canvas.LAYOUT))


def screens_with_tooltips(app):
    """The title (Continue has a tooltip when a game is saved) and the new-game screen of
    every game, with the most players and "More options" open, in English and German."""
    from game.match import Match, autosave_path
    from game.saves import Seat

    Match.new("black_sheep", [Seat("Ann"), Seat("Dolly", "ai", "easy")], seed=1,
              autosave=autosave_path()).close()
    yield TitleScene(app)
    for game in GAME_IDS:
        scene = NewGameScene(app)
        scene.choose_game(game)
        scene.set_count(games.get(game).spec.max_players)
        scene.toggle_more()
        yield scene


@pytest.mark.parametrize("lang", ["en", "de"])
def test_no_tooltip_covers_another_control(app, lang):
    i18n.set_language(lang)
    try:
        for scene in screens_with_tooltips(app):
            opened(app, scene)
            tipped = [w for w in scene.widgets.widgets if w.tooltip and w.interactive]
            assert tipped
            for widget in tipped:
                box = tooltip_box(scene, widget)
                assert pygame.Rect((0, 0), canvas.LAYOUT).contains(box)
                covered = [w for w in scene.widgets.widgets
                           if w.focusable and w.visible and w.rect.colliderect(box)]
                assert covered == [], (type(scene).__name__, widget.tooltip)
            app.stack.pop()
            app.stack.apply_pending()
    finally:
        i18n.set_language("en")


def test_the_seed_waits_under_more_options(app):
    i18n.set_language("de")
    try:
        scene = opened(app, NewGameScene(app))
        with assets.recording() as written:
            scene.draw(app.screen)
        shown = {w.message for w in written.values()}
        assert "Startwert" not in shown and "\u2699 Weitere Optionen" in shown
        assert not any(isinstance(w, DigitsField) for w in scene.widgets.widgets)
        more = next(w for w in scene.widgets.widgets if getattr(w, "label", "") ==
                    "\u2699 Weitere Optionen")
        more.activate()
        seed = next(w for w in scene.widgets.widgets if isinstance(w, DigitsField))
        seed.typed("42")
        assert scene.seed == "42"
        assert any(getattr(w, "label", "") == "Startwert" for w in scene.widgets.widgets)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("size", [(1280, 720), (2560, 1440)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_each_game_name_fits_between_the_rules_arrows(app, size):
    """German names run longest ("Tschüss, Schwarzes Schaf"): each is drawn between the
    arrows, at a readable size."""
    i18n.set_language("de")
    canvas.set_zoom(canvas.fit_zoom(size))
    try:
        scene = RulesScene(app)
        switch = next(w for w in scene.widgets.widgets if isinstance(w, Choice))
        between = switch.control.inflate(-8, -8).inflate(-64, 0)
        for game in GAME_IDS:
            switch.set(game)
            assets.clear_cache()
            with assets.recording() as written:
                switch.draw(canvas.blank(canvas.LAYOUT))
            name = i18n._(games.get(game).spec.title)
            drawn = [w for w in written.values() if w.message == name]
            assert drawn and all(w.image.get_width() <= between.w and w.size >= 16
                                 for w in drawn), name
    finally:
        i18n.set_language("en")
        canvas.set_zoom(1)
        assets.clear_cache()


def test_a_scroll_bars_track_is_wood_not_a_stray_felt_stripe(app):
    from game.view import canvas, palette
    from game.view.widgets import WrappedText

    area = WrappedText((0, 0, 400, 120), "A line of the rules. " * 60, size=18)
    surface = canvas.blank((400, 120), alpha=False)
    surface.fill(palette.PANEL)
    area.scroll_by(area.max_scroll)  # the knob at the foot: the track shows at the top
    area.draw(surface)
    assert area.max_scroll > 0
    track = tuple(surface.get_at((area.rect.right - 5, 10)))[:3]
    assert track == palette.WOOD_DARK != palette.FELT_DARK  # as a slider's track
