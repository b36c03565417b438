"""Widgets answer synthesized mouse and keyboard events and draw headless."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.view import assets  # noqa: E402
from game.view import canvas as layout_canvas  # noqa: E402
from game.view.widgets import (  # noqa: E402
    Button,
    Choice,
    Label,
    Slider,
    TextField,
    Toggle,
    WidgetGroup,
    WrappedText,
)


@pytest.fixture(autouse=True, scope="module")
def fonts():
    pygame.font.init()
    assets.forget_fonts()  # an earlier test's pygame.quit() closed the cached ones
    yield


def mouse(kind, pos, button=1):
    return pygame.event.Event(kind, pos=pos, button=button, rel=(0, 0), buttons=(1, 0, 0))


def click(target, pos):
    handled = [target.handle(mouse(pygame.MOUSEMOTION, pos)),
               target.handle(mouse(pygame.MOUSEBUTTONDOWN, pos)),
               target.handle(mouse(pygame.MOUSEBUTTONUP, pos))]
    return handled[1]


def key(k, mod=0, unicode=""):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode, scancode=0)


def typed(characters):
    return pygame.event.Event(pygame.TEXTINPUT, text=characters)


def canvas():
    return layout_canvas.blank((640, 480), alpha=False)


class Counter:
    def __init__(self):
        self.calls = 0

    def __call__(self):
        self.calls += 1


def test_button_fires_on_click_inside_only():
    hit = Counter()
    button = Button((10, 10, 100, 40), "Play", hit)
    assert click(button, (50, 30)) is True and hit.calls == 1
    assert click(button, (300, 300)) is False and hit.calls == 1


def test_button_press_then_release_outside_does_not_fire():
    hit = Counter()
    button = Button((10, 10, 100, 40), "Play", hit)
    button.handle(mouse(pygame.MOUSEBUTTONDOWN, (20, 20)))
    button.handle(mouse(pygame.MOUSEMOTION, (300, 300)))
    button.handle(mouse(pygame.MOUSEBUTTONUP, (300, 300)))
    assert hit.calls == 0 and not button.pressed


def test_disabled_button_ignores_clicks_and_keys():
    hit = Counter()
    button = Button((10, 10, 100, 40), "Play", hit, enabled=False)
    group = WidgetGroup([button])
    click(group, (20, 20))
    group.handle(key(pygame.K_RETURN))
    assert hit.calls == 0 and group.focused is None


def test_a_disabled_button_is_flat_and_faded_so_it_never_reads_as_live():
    """Second critic pass: a greyed Undo looked almost like a live one. Off: no shadow under
    it, a darker face than any live button's, and its label faded but readable."""
    from game.view import palette

    def drawn(enabled):
        surface = canvas()
        surface.fill((0, 0, 0))
        Button((100, 100, 160, 44), "Undo", lambda: None, enabled=enabled).draw(surface)
        return surface

    live, off = drawn(True), drawn(False)
    assert live.get_at((180, 146))[:3] != (0, 0, 0)  # a live button casts a shadow
    assert off.get_at((180, 146))[:3] == (0, 0, 0)
    face = off.get_at((106, 122))[:3]
    assert sum(face) < sum(palette.BUTTON) and sum(face) < sum(palette.BUTTON_DISABLED) + 10
    luminance = [sum(c) for c in (palette.TEXT_DISABLED, palette.BUTTON_DISABLED)]
    assert luminance[0] - luminance[1] > 150  # the label still reads


def test_group_focus_moves_with_tab_and_arrows_and_enter_activates():
    hits = [Counter(), Counter(), Counter()]
    buttons = [Button((10, 10 + 50 * i, 100, 40), f"B{i}", h) for i, h in enumerate(hits)]
    group = WidgetGroup([Label((10, 200, 100, 20), "Heading"), *buttons])
    assert group.focused is buttons[0]  # labels take no focus
    group.handle(key(pygame.K_TAB))
    assert group.focused is buttons[1] and buttons[1].focused and not buttons[0].focused
    group.handle(key(pygame.K_DOWN))
    group.handle(key(pygame.K_DOWN))  # wraps round
    assert group.focused is buttons[0]
    group.handle(key(pygame.K_TAB, mod=pygame.KMOD_SHIFT))
    assert group.focused is buttons[2]
    assert group.handle(key(pygame.K_RETURN)) is True
    assert group.handle(key(pygame.K_SPACE)) is True
    assert [h.calls for h in hits] == [0, 0, 2]


def test_click_focuses_the_widget_hit():
    buttons = [Button((10, 10 + 50 * i, 100, 40), f"B{i}", Counter()) for i in range(3)]
    group = WidgetGroup(buttons)
    click(group, (20, 120))
    assert group.focused is buttons[2]


def test_toggle_flips_by_click_and_keys():
    changes = []
    toggle = Toggle((0, 0, 400, 40), "Colour-blind marks", False, changes.append)
    group = WidgetGroup([toggle])
    click(group, (350, 20))
    group.handle(key(pygame.K_SPACE))
    assert changes == [True, False] and toggle.value is False


def test_slider_keys_wheel_and_drag_stay_in_range():
    changes = []
    slider = Slider((0, 0, 400, 40), "Volume", 0.5, changes.append, step=0.1)
    group = WidgetGroup([slider])
    group.handle(key(pygame.K_RIGHT))
    assert slider.value == pytest.approx(0.6)
    for _ in range(10):
        group.handle(key(pygame.K_RIGHT))
    assert slider.value == pytest.approx(1.0)
    group.handle(mouse(pygame.MOUSEMOTION, (250, 20)))
    group.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-2))
    assert slider.value == pytest.approx(0.8)
    track = slider._track()
    group.handle(mouse(pygame.MOUSEBUTTONDOWN, (track.left - 50, track.centery)))
    assert slider.value == 0.0
    group.handle(mouse(pygame.MOUSEMOTION, (track.centerx, track.centery)))
    group.handle(mouse(pygame.MOUSEBUTTONUP, (track.centerx, track.centery)))
    assert slider.value == pytest.approx(0.5)
    assert changes[-1] == slider.value


def test_choice_cycles_both_ways_and_wraps():
    choice = Choice((0, 0, 400, 40), "Speed", [("1x", "Normal"), ("2x", "Fast"), ("instant", "Instant")],
                    value="2x")
    group = WidgetGroup([choice])
    group.handle(key(pygame.K_RIGHT))
    assert choice.value == "instant"
    group.handle(key(pygame.K_RIGHT))
    assert choice.value == "1x"
    group.handle(key(pygame.K_LEFT))
    assert choice.value == "instant"
    click(group, (choice.control.x + 10, 20))  # the left arrow
    assert choice.value == "2x"
    click(group, (choice.control.right - 10, 20))
    assert choice.value == "instant"


def test_choice_with_unknown_value_starts_at_the_first_option():
    assert Choice((0, 0, 200, 40), "AI", [("easy", "Easy"), ("hard", "Hard")], "bogus").value == "easy"


def test_text_field_types_backspaces_limits_and_submits():
    submitted = []
    field = TextField((0, 0, 300, 40), "An", max_length=5, on_submit=submitted.append)
    group = WidgetGroup([field])
    assert group.handle(key(pygame.K_n, unicode="n")) is True  # swallowed, TEXTINPUT types
    group.handle(typed("na"))
    assert field.value == "Anna"
    group.handle(key(pygame.K_SPACE, unicode=" "))
    group.handle(typed(" B"))
    assert field.value == "Anna "  # at most 5 characters
    group.handle(key(pygame.K_BACKSPACE))
    group.handle(key(pygame.K_RETURN))
    assert submitted == ["Anna"]


def test_text_field_edits_at_the_caret_and_lets_the_arrows_out_at_its_ends():
    field = TextField((0, 0, 300, 40), "Ana", max_length=6)
    other = Button((0, 100, 100, 40), "OK", Counter())
    group = WidgetGroup([field, other])
    assert group.handle(key(pygame.K_LEFT)) and group.handle(key(pygame.K_LEFT))
    group.handle(typed("n"))
    assert (field.value, field.caret) == ("Anna", 2)
    group.handle(key(pygame.K_HOME))
    group.handle(key(pygame.K_DELETE))
    group.handle(typed("Jo"))
    assert (field.value, field.caret) == ("Jonna", 2)
    group.handle(key(pygame.K_BACKSPACE))
    group.handle(typed("hoXYZ"))  # two letters fit
    assert field.value == "Jhonna"
    group.handle(key(pygame.K_END))
    assert field.caret == 6 and group.focused is field
    group.handle(key(pygame.K_RIGHT))  # at the end: the arrow moves the focus on
    assert group.focused is other


def test_text_field_ignores_typing_when_not_focused():
    field = TextField((0, 0, 300, 40), "Bo")
    other = Button((0, 100, 100, 40), "OK", Counter())
    group = WidgetGroup([other, field])
    group.handle(typed("x"))
    assert field.value == "Bo"


RULES = """# Black Sheep
A game of animals and cards. This sentence is long enough that it has to wrap into several rows.

## Your turn
- Play one or two cards to a field facing you, which can also be a long bullet that wraps.
- Draw back up to three.
"""


def test_wrapped_text_fits_its_width_and_scrolls_within_bounds():
    text = WrappedText((20, 20, 260, 120), RULES, size=18)
    assert all(x + image.get_width() <= 260 for image, x, _ in text._lines)
    assert text.content_height > 120 and text.max_scroll > 0
    heading = text._lines[0][0].get_height()
    body = max(image.get_height() for image, _, y in text._lines if y > 40)
    assert heading > body
    group = WidgetGroup([text])
    group.handle(key(pygame.K_END))
    assert text.scroll == text.max_scroll
    group.handle(key(pygame.K_PAGEDOWN))
    assert text.scroll == text.max_scroll
    group.handle(key(pygame.K_HOME))
    assert text.scroll == 0
    group.handle(mouse(pygame.MOUSEMOTION, (100, 100)))
    group.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1))
    assert text.scroll > 0


def test_tooltip_shows_after_the_pointer_rests():
    group = WidgetGroup([Button((10, 10, 100, 40), "Undo", Counter(), tooltip="Take back")])
    group.handle(mouse(pygame.MOUSEMOTION, (20, 20)))
    assert not group.tooltip.visible
    group.update(0.6)
    assert group.tooltip.visible and group.tooltip.message == "Take back"
    group.handle(mouse(pygame.MOUSEMOTION, (400, 400)))
    assert not group.tooltip.visible


def test_everything_draws_headless_in_every_state():
    surface = canvas()
    widgets = [
        Button((10, 10, 150, 40), "Play", Counter(), tooltip="Start"),
        Button((10, 60, 150, 40), "Off", Counter(), enabled=False),
        Toggle((10, 110, 400, 40), "Marks", True),
        Slider((10, 160, 400, 40), "Volume"),
        Choice((10, 210, 400, 40), "Speed", [(1, "Normal"), (2, "Fast")]),
        TextField((10, 260, 300, 40), "", placeholder="Your name"),
        WrappedText((10, 310, 300, 100), RULES),
        Label((10, 420, 300, 30), "Settings"),
    ]
    group = WidgetGroup(widgets)
    group.handle(mouse(pygame.MOUSEMOTION, (20, 20)))
    for _ in range(len(widgets)):
        group.update(0.6)
        group.draw(surface)
        group.handle(key(pygame.K_TAB))
    assert surface.get_at((12, 30)) != surface.get_at((630, 470))


def test_buttons_flow_into_rows_so_every_label_fits():
    from game.view.widgets import flow

    short = Button((0, 0, 0, 0), "Menu", lambda: None, size=18)
    longer = Button((0, 0, 0, 0), "Karte spielen (Enter)", lambda: None, size=18)
    undo = Button((0, 0, 0, 0), "Zurück", lambda: None, size=18)
    used = flow([short, longer, undo], pygame.Rect(10, 20, 300, 200), 36, 4)
    assert short.rect.y == 20 and longer.rect.y == 60 and undo.rect.y == 100
    assert used == 3 * 36 + 2 * 4
    assert all(b.needed_width <= b.rect.w for b in (short, longer, undo))
    flow([short, undo], pygame.Rect(0, 0, 300, 40), 36)
    assert short.rect.y == undo.rect.y and short.rect.right < undo.rect.x


def test_a_label_too_wide_for_its_box_is_drawn_smaller_never_cut():
    button = Button((0, 0, 80, 36), "Hand behalten (K)", lambda: None, size=18)
    assert button.needed_width > button.rect.w
    assert 12 <= button.label_size() < 18
    assert Button((0, 0, 400, 36), "Menu", lambda: None, size=18).label_size() == 18


def test_a_focused_or_hovered_button_keeps_its_label_in_strong_contrast(monkeypatch):
    """Critic 12: the title's focused Continue had cream words on light wood (2.2:1). A lit
    button's label is dark ink on it (over 4.5:1, the WCAG bar for text)."""
    from game.view import palette, widgets

    def luminance(colour):
        def channel(v):
            v /= 255
            return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4
        r, g, b = colour[:3]
        return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)

    drawn = []
    real = widgets.text
    monkeypatch.setattr(widgets, "text", lambda surface, words, at, size, colour, **kw: (
        drawn.append(colour), real(surface, words, at, size, colour, **kw))[1])
    for lit in ("focused", "hovered"):
        drawn.clear()
        button = Button((100, 100, 160, 44), "Continue", lambda: None)
        setattr(button, lit, True)
        button.draw(canvas())
        a, b = luminance(drawn[-1]), luminance(palette.BUTTON_HOVER)
        assert (max(a, b) + 0.05) / (min(a, b) + 0.05) >= 4.5, lit


def test_a_key_at_a_label_s_end_is_drawn_as_a_key_cap():
    """Critic 22: "Tipp (T)" read as words; the key is now a small dark key cap after the
    word, the words drawn without the bracket."""
    from game.view import assets

    def split(label):
        return Button((0, 0, 240, 36), label, lambda: None, size=18).words_and_key

    assert split("Hint (H)") == ("Hint", "H")
    assert split("Legen (Enter)") == ("Legen", "Enter")
    assert split("Menu (Esc)") == ("Menu", "Esc")
    assert split("Menu") == ("Menu", "")
    assert split("Field (2) of three") == ("Field (2) of three", "")
    surface = canvas()
    button = Button((0, 0, 240, 36), "Hint (H)", lambda: None, size=18)
    with assets.recording() as written:
        button.draw(surface)
    said = sorted(w.message for w in written.values())
    assert said == ["H", "Hint"]
    wider = Button((0, 0, 0, 0), "Hint", lambda: None, size=18).needed_width
    assert button.needed_width > wider + 15  # the cap's room is asked for, so it is never cut
