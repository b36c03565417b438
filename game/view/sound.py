"""Sound effects and music that never stop the game: no audio device means silence.

Effects are `assets/sounds/<name>.wav`, loaded the first time they are played. A name with
no file is an AssetError even when silent, so a typo shows up on a machine without sound too.
"""

from __future__ import annotations

import pygame

from game.view.assets import path_of

MUSIC = "music"


class Sounds:
    """Plays effects by name at the effects volume, and the looped music at its own volume."""

    def __init__(self, volume: float = 0.8, music_volume: float = 0.4) -> None:
        self.enabled = self._start_mixer()
        self._volume = volume
        self._music_volume = music_volume
        self._loaded: dict[str, pygame.mixer.Sound] = {}

    @staticmethod
    def _start_mixer() -> bool:
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=22050, size=-16, channels=2, buffer=512)
            return True
        except (pygame.error, NotImplementedError):
            return False

    @property
    def volume(self) -> float:
        return self._volume

    @volume.setter
    def volume(self, value: float) -> None:
        self._volume = min(1.0, max(0.0, value))
        for sound in self._loaded.values():
            sound.set_volume(self._volume)

    @property
    def music_volume(self) -> float:
        return self._music_volume

    @music_volume.setter
    def music_volume(self, value: float) -> None:
        self._music_volume = min(1.0, max(0.0, value))
        if self.enabled:
            pygame.mixer.music.set_volume(self._music_volume)

    def _sound(self, name: str) -> pygame.mixer.Sound | None:
        sound = self._loaded.get(name)
        if sound is None:
            path = path_of("sounds", f"{name}.wav")
            if not self.enabled:
                return None
            sound = pygame.mixer.Sound(str(path))
            sound.set_volume(self._volume)
            self._loaded[name] = sound
        return sound

    def play(self, name: str) -> None:
        """Play effect `name` (e.g. "hop", "explosion") unless muted or silent."""
        sound = self._sound(name)
        if sound is not None and self._volume > 0:
            sound.play()

    def play_music(self, name: str = MUSIC) -> None:
        """Loop a track forever at the music volume (nothing if volume is 0 or no device)."""
        path = path_of("sounds", f"{name}.wav")
        if not self.enabled or self._music_volume <= 0:
            return
        try:
            pygame.mixer.music.load(str(path))
            pygame.mixer.music.set_volume(self._music_volume)
            pygame.mixer.music.play(loops=-1, fade_ms=800)
        except pygame.error:
            self.stop_music()

    def stop_music(self, fade_ms: int = 500) -> None:
        if self.enabled:
            pygame.mixer.music.fadeout(fade_ms)
