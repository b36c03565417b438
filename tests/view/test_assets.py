"""Shipped art, fonts and sounds load headless; sprites and particles run without a window."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import importlib.util  # noqa: E402
import wave  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.resources import asset  # noqa: E402
from game.view import assets, canvas, palette  # noqa: E402
from game.view.particles import Flash, Particles, ScreenShake  # noqa: E402
from game.view.sound import Sounds  # noqa: E402
from game.view.sprites import Bob, Hop, Sprite, card_flip, draw_sprites  # noqa: E402
from game.view.tween import Timeline  # noqa: E402

ANIMALS = ["horse", "cow", "pig", "sheep", "rooster", "black_sheep"]
REQUIRED_ART = ANIMALS + [f"card_{a}" for a in ANIMALS] + [
    "card_back", "field_mat", "corral", "table_felt", "figure_base", "logo",
    "game_black_sheep", "game_boom_bah", "game_bye_bye", "game_sheep_sheep",
    "tile_back", "tile_safe", "tile_mine", "tile_barn", "tile_cone", "start_space",
    "boom_sheep", "barn_piece", "card_frame", "value_1", "value_2", "value_3",
    *[f"dice_{n}" for n in range(1, 7)]]
REQUIRED_SOUNDS = ["click", "card_slide", "card_flip", "hop", "land", "moo", "baa", "score",
                   "win", "explosion", "tile_flip", "bump", "dice", "cheer"]


@pytest.fixture(autouse=True, scope="module")
def engine():
    pygame.font.init()
    yield


def test_every_required_picture_is_shipped():
    assert set(REQUIRED_ART) <= set(assets.art_names())


@pytest.mark.parametrize("name", assets.art_names())
def test_every_svg_loads_at_two_exact_sizes(name):
    for size in ((64, 48), (151, 203)):
        image = assets.svg(name, size)
        assert image.get_size() == size
        assert image.get_bounding_rect().width > size[0] // 3  # something was drawn


def test_one_side_given_keeps_the_aspect_ratio():
    width, height = assets.natural_size("logo")
    assert assets.svg("logo", 450).get_size() == (450, round(450 * height / width))
    assert assets.svg("card_cow", (0, 140)).get_size() == (100, 140)


def test_svg_is_cached_per_size():
    assert assets.svg("pig", (80, 64)) is assets.svg("pig", (80, 64))
    assert assets.svg("pig", (80, 64)) is not assets.svg("pig", (40, 32))


def test_missing_art_names_the_file():
    with pytest.raises(assets.AssetError, match="unicorn.svg"):
        assets.svg("unicorn", (10, 10))


def test_tinted_piece_takes_the_players_colour():
    red = palette.player(0).colour
    piece = assets.tinted("boom_sheep", (100, 80), red)
    r, g, b, a = piece.get_at((40, 40))
    assert a > 0 and r > g and r > b


def test_committed_art_matches_the_generator():
    spec = importlib.util.spec_from_file_location("make_art", asset("make_art.py"))
    make_art = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(make_art)
    for name, doc in make_art.build().items():
        assert asset("art", f"{name}.svg").read_text(encoding="utf-8") == doc.svg(), name


def test_font_and_text():
    assert assets.font(20) is assets.font(20)
    assert assets.font(20, bold=True) is not assets.font(20)
    image = assets.text(None, "Sheepfold", size=24)
    shadowed = assets.text(None, "Sheepfold", size=24, shadow=palette.SHADOW)
    assert shadowed.get_width() == image.get_width() + 2
    surface = canvas.blank((200, 100), alpha=False)
    rect = assets.text(surface, "Hi", (100, 50), 20, anchor="center")
    assert rect.center == (100, 50)


@pytest.mark.parametrize("name", REQUIRED_SOUNDS)
def test_every_sound_is_a_small_mono_16_bit_wav(name):
    path = asset("sounds", f"{name}.wav")
    with wave.open(str(path)) as sound:
        assert sound.getnchannels() == 1 and sound.getsampwidth() == 2
        assert sound.getframerate() == 22050 and sound.getnframes() > 0
    assert path.stat().st_size <= 40 * 1024


def test_sounds_play_with_the_dummy_driver():
    sounds = Sounds(volume=0.5)
    for name in REQUIRED_SOUNDS:
        sounds.play(name)
    sounds.volume = 2.0
    assert sounds.volume == 1.0
    sounds.play_music()
    sounds.stop_music(0)


def test_sounds_are_silent_without_an_audio_device(monkeypatch):
    def no_device(*args, **kwargs):
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    sounds = Sounds()
    assert not sounds.enabled
    sounds.play("moo")
    sounds.play_music()
    sounds.music_volume = 0.3
    sounds.stop_music()
    with pytest.raises(assets.AssetError, match="meow.wav"):
        sounds.play("meow")


def test_particles_update_and_draw_headless():
    particles = Particles(seed=1)
    particles.dust(100, 100)
    particles.explosion(200, 200)
    particles.confetti(300, 300)
    particles.sparkle(50, 50)
    count = len(particles)
    assert count > 150
    surface = canvas.blank((640, 480), alpha=False)
    for _ in range(30):
        particles.update(1 / 60)
        particles.draw(surface, (2, -1))
    assert 0 < len(particles) <= count
    for _ in range(300):
        particles.update(1 / 30)
    assert len(particles) == 0


def test_particles_respect_their_limit():
    particles = Particles(seed=2, limit=50)
    particles.explosion(0, 0, count=500)
    assert len(particles) == 50


def test_shake_decays_to_nothing_and_flash_fades():
    shake, flash = ScreenShake(seed=3), Flash()
    shake.start(10, 0.3)
    flash.start(palette.WHITE, 0.3)
    surface = canvas.blank((64, 48), alpha=False)
    shake.update(0.05)
    flash.update(0.05)
    flash.draw(surface)
    assert shake.active and flash.active and surface.get_at((5, 5))[0] > 100
    assert max(map(abs, shake.offset)) <= 10
    shake.update(1)
    flash.update(1)
    assert shake.offset == (0, 0) and not flash.active


def make_sprite():
    image = canvas.blank((40, 60))
    image.fill((200, 30, 30, 255))
    return Sprite(image, 100, 100, anchor=(0.5, 1.0), shadow=40)


def test_sprite_anchor_scale_and_cache():
    sprite = make_sprite()
    assert sprite.rect == pygame.Rect(80, 40, 40, 60)
    sprite.scale_y = 0.5
    assert sprite.rect.bottom == 100 and sprite.rect.height == 30  # squash keeps the feet
    first = sprite._shown()
    sprite.scale_y = 0.5 + 1 / 1000  # same quantized scale: the cached image is reused
    assert sprite._shown() is first
    sprite.scale_x = -1
    assert sprite._shown().get_width() == 40
    sprite.lift = 30
    assert sprite.rect.bottom == 70
    assert sprite.contains((100, 60))


def test_static_sprite_draws_its_own_image():
    sprite = make_sprite()
    assert sprite._shown() is sprite.image
    sprite.alpha = 0
    assert sprite._shown() is None


def test_hop_arcs_lands_and_reports_once():
    sprite = make_sprite()
    landed = []
    line = Timeline()
    line.add(Hop(sprite, (300, 100), height=80, duration=1.0, on_land=lambda: landed.append(1)))
    heights = []
    for _ in range(50):
        line.update(0.01)
        heights.append(sprite.lift)
    assert max(heights) > 60 and 100 < sprite.x < 300
    line.update(0.4)
    assert landed == [1] and sprite.pos == (300, 100) and sprite.lift == 0
    line.update(1.0)
    assert landed == [1] and (sprite.scale_x, sprite.scale_y) == (1.0, 1.0)


def test_skipped_hop_still_lands_and_calls_back():
    sprite = make_sprite()
    landed = []
    line = Timeline()
    line.add(Hop(sprite, (10, 20), on_land=lambda: landed.append(1)))
    line.skip()
    assert landed == [1] and sprite.pos == (10, 20) and sprite.scale_y == 1.0


def test_card_flip_swaps_the_face_halfway():
    sprite = make_sprite()
    face = canvas.blank((40, 60), alpha=False)
    line = Timeline()
    line.add(card_flip(sprite, face, 0.4))
    line.update(0.19)
    assert sprite.image is not face and sprite.scale_x < 0.2
    line.update(0.02)
    assert sprite.image is face
    line.update(1)
    assert sprite.scale_x == 1.0


def test_bob_and_draw_sorted():
    sprites = [make_sprite() for _ in range(3)]
    sprites[0].z = 2
    bob = Bob(sprites[1], amplitude=4)
    bob.update(0.45)
    assert 0 < sprites[1].lift <= 4
    bob.stop()
    assert sprites[1].lift == 0
    surface = canvas.blank((400, 300), alpha=False)
    draw_sprites(surface, sprites, (1, 1))
    assert surface.get_at((101, 81))[:3] == (200, 30, 30)


@pytest.mark.parametrize("mark", palette.MARKS)
def test_player_marks_draw(mark):
    surface = canvas.blank((40, 40), alpha=False)
    palette.draw_mark(surface, mark, (20, 20), 12, palette.WHITE)
    assert surface.get_at((20, 20))[:3] == palette.WHITE


def test_players_differ_in_colour_and_mark():
    assert len({p.colour for p in palette.PLAYERS}) == 4
    assert len({p.mark for p in palette.PLAYERS}) == 4
    assert palette.player(5) is palette.PLAYERS[1]
