"""The shipped sounds: every theme is long and loads, every effect the code plays exists, the
committed files are what assets/make_sounds.py makes, and music follows its settings.

Generation itself stays out of the suite (a theme takes seconds): the effects are remade and
compared, the themes are checked through their notes and their committed files.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import ast  # noqa: E402
import importlib.util  # noqa: E402
import sys  # noqa: E402
import wave  # noqa: E402
from pathlib import Path  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from game import rules  # noqa: E402
from game.resources import asset  # noqa: E402
from game.view.assets import AssetError  # noqa: E402
from game.view.sound import MENU_THEME, THEMES, VOICES, Sounds  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
MUSIC_BUDGET = 3 * 1024 * 1024  # music is most of what a download carries besides SDL


@pytest.fixture(scope="module")
def make_sounds():
    spec = importlib.util.spec_from_file_location("make_sounds", asset("make_sounds.py"))
    module = importlib.util.module_from_spec(spec)
    sys.modules["make_sounds"] = module  # its dataclasses look their module up by name
    try:
        spec.loader.exec_module(module)
        yield module
    finally:
        del sys.modules["make_sounds"]


def ogg_facts(path: Path) -> tuple[int, int, float]:
    """(channels, sample rate, seconds) from an Ogg Vorbis file's headers and last page."""
    data = path.read_bytes()
    assert data.startswith(b"OggS"), f"{path.name} is not an Ogg file"
    ident = data.index(b"\x01vorbis")
    channels = data[ident + 11]
    rate = int.from_bytes(data[ident + 12:ident + 16], "little")
    last = data.rindex(b"OggS")
    samples = int.from_bytes(data[last + 6:last + 14], "little")
    return channels, rate, samples / rate


def called_with_names(method: str) -> set[str]:
    """Every string literal passed first to `<anything>.<method>(...)` in game/."""
    names = set()
    for path in (ROOT / "game").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                    and node.func.attr == method and node.args
                    and isinstance(node.args[0], ast.Constant)
                    and isinstance(node.args[0].value, str)):
                names.add(node.args[0].value)
    return names


# -- the files ------------------------------------------------------------------------------
@pytest.mark.parametrize("theme", THEMES)
def test_every_theme_is_a_mono_ogg_of_at_least_two_minutes(theme):
    channels, rate, seconds = ogg_facts(asset("sounds", f"theme_{theme}.ogg"))
    assert (channels, rate) == (1, 22050)
    assert seconds >= 120


def test_every_game_has_a_theme_and_the_code_asks_only_for_themes_that_exist():
    assert set(rules.GAMES) <= set(THEMES)
    assert called_with_names("play_music") <= set(THEMES)


def test_the_themes_fit_the_bundle_budget():
    total = sum(asset("sounds", f"theme_{t}.ogg").stat().st_size for t in THEMES)
    assert total <= MUSIC_BUDGET


@pytest.mark.parametrize("theme", THEMES)
def test_every_theme_loads_in_the_mixer(theme):
    sounds = Sounds()
    sounds.play_music(theme)
    assert sounds.playing == theme
    sounds.stop_music(0)


def test_every_effect_the_code_plays_and_every_voice_has_a_short_file():
    played = called_with_names("play")
    assert {"click", "bump", "land"} <= played  # the scan finds the table's calls
    for name in played | set(VOICES.values()):
        with wave.open(str(asset("sounds", f"{name}.wav"))) as sound:
            assert (sound.getnchannels(), sound.getsampwidth(), sound.getframerate()) \
                == (1, 2, 22050), name
            assert 0 < sound.getnframes() <= 22050, f"{name} lasts over a second"


# -- the generator --------------------------------------------------------------------------
def test_the_committed_effects_are_what_the_generator_makes(make_sounds):
    for name in make_sounds.EFFECTS:
        with wave.open(str(asset("sounds", f"{name}.wav"))) as sound:
            committed = sound.readframes(sound.getnframes())
        assert make_sounds.pcm(make_sounds.effect(name)) == committed, \
            f"{name}.wav differs: run python assets/make_sounds.py --effects"


def test_the_themes_are_composed_the_same_every_time_and_match_their_files(make_sounds):
    assert [t.name for t in make_sounds.THEMES] == list(THEMES)
    for theme in make_sounds.THEMES:
        assert make_sounds.arrange(theme).notes == make_sounds.arrange(theme).notes
        _channels, rate, seconds = ogg_facts(asset("sounds", f"theme_{theme.name}.ogg"))
        assert round(seconds * rate) == int(theme.seconds * make_sounds.RATE), theme.name


def test_a_theme_has_parts_a_tune_that_comes_back_varied_and_quiet_ends(make_sounds):
    for theme in make_sounds.THEMES:
        sections = [p.section for p in theme.form]
        assert sections[0] == "intro" and sections[-1] == "outro"
        assert {"A", "B", "C"} <= set(sections)
        assert any(p.ornate for p in theme.form)
        assert len({p.lead for p in theme.form if p.lead}) >= 2


# -- playing --------------------------------------------------------------------------------
def test_music_follows_on_off_and_its_volume():
    sounds = Sounds(music_volume=0.4)
    sounds.play_music("boom_bah")
    assert sounds.playing == "boom_bah"
    sounds.music_on = False
    assert sounds.playing is None and sounds.theme == "boom_bah"
    sounds.play_music(MENU_THEME)  # asked for while off: remembered, not played
    assert sounds.playing is None
    sounds.music_on = True
    assert sounds.playing == MENU_THEME
    sounds.music_volume = 0.0
    assert sounds.playing is None
    sounds.music_volume = 0.3
    assert sounds.playing == MENU_THEME
    sounds.stop_music(0)
    assert sounds.playing is None


def test_the_same_theme_again_carries_on(monkeypatch):
    sounds = Sounds()
    sounds.play_music("black_sheep")
    loads = []
    monkeypatch.setattr(pygame.mixer.music, "load", loads.append)
    sounds.play_music("black_sheep")
    sounds.music_volume = 0.5
    assert loads == [] and sounds.playing == "black_sheep"
    sounds.stop_music(0)


def test_a_voice_for_every_animal_and_a_sentence_for_a_stranger():
    sounds = Sounds()
    for animal in ("horse", "cow", "pig", "sheep", "rooster", "black_sheep"):
        sounds.voice(animal)
    with pytest.raises(AssetError, match="dragon"):
        sounds.voice("dragon")


def test_no_audio_device_means_silence_and_no_error(monkeypatch):
    def no_device(*args, **kwargs):
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    sounds = Sounds()
    assert not sounds.enabled and not sounds.audible
    sounds.play_music("sheep_sheep")
    sounds.music_on = False
    sounds.music_on = True
    sounds.music_volume = 0.2
    sounds.voice("pig")
    sounds.stop_music()
    assert sounds.playing is None
    with pytest.raises(AssetError, match="theme_polka.ogg"):
        sounds.play_music("polka")


def test_the_music_setting_reaches_the_mixer(sheepfold_home):
    from game.app import App

    app = App(headless=True)
    try:
        app.settings.music_on = False
        app.apply_volumes()
        assert not app.sounds.music_on and app.sounds.playing is None
        app.settings.music_on = True
        app.apply_volumes()
        assert app.sounds.playing == app.sounds.theme == MENU_THEME
    finally:
        pygame.quit()
