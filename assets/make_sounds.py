"""Write the game's sound effects into assets/sounds/ (run: python assets/make_sounds.py).

Synthesized with the standard library only: sine and noise sources, envelopes, a one-pole
low-pass filter. Effects are mono 16-bit 22050 Hz and under a second (< 40 KB each); the
music loop is a soft plucked tune at 11025 Hz. Seeded, so every run writes the same files.
"""

from __future__ import annotations

import math
import random
import struct
import wave
from collections.abc import Callable
from pathlib import Path

OUT = Path(__file__).resolve().parent / "sounds"
RATE = 22050
MUSIC_RATE = 11025
TAU = 2 * math.pi

Samples = list[float]


def silence(seconds: float, rate: int = RATE) -> Samples:
    return [0.0] * int(seconds * rate)


def sweep(start_hz: float, end_hz: float, seconds: float, harmonics: tuple[float, ...] = (1.0,),
          vibrato: tuple[float, float] = (0.0, 0.0), rate: int = RATE) -> Samples:
    """A tone gliding (exponentially) from start_hz to end_hz, with optional overtones."""
    count = int(seconds * rate)
    depth, speed = vibrato
    phase = 0.0
    out = []
    for i in range(count):
        t = i / max(1, count - 1)
        hz = start_hz * (end_hz / start_hz) ** t
        hz *= 1 + depth * math.sin(TAU * speed * i / rate)
        phase += TAU * hz / rate
        out.append(sum(a * math.sin(phase * (n + 1)) for n, a in enumerate(harmonics)))
    peak = sum(abs(a) for a in harmonics)
    return [s / peak for s in out]


def noise(seconds: float, rng: random.Random, rate: int = RATE) -> Samples:
    return [rng.uniform(-1, 1) for _ in range(int(seconds * rate))]


def lowpass(samples: Samples, cutoff_hz: float, rate: int = RATE) -> Samples:
    k = 1 - math.exp(-TAU * cutoff_hz / rate)
    out, y = [], 0.0
    for s in samples:
        y += k * (s - y)
        out.append(y)
    return out


def envelope(samples: Samples, attack: float, release: float, curve: float = 2.0,
             rate: int = RATE) -> Samples:
    """A quick fade in over `attack` seconds, then a decay shaped by `curve` to the end."""
    count = len(samples)
    rise = max(1, int(attack * rate))
    fall_from = max(rise, count - int(release * rate))
    out = []
    for i, s in enumerate(samples):
        if i < rise:
            g = i / rise
        elif i >= fall_from:
            g = (1 - (i - fall_from) / max(1, count - fall_from)) ** curve
        else:
            g = 1.0
        out.append(s * g)
    return out


def decay(samples: Samples, seconds: float, rate: int = RATE) -> Samples:
    """Exponential fade: loudness divided by e every `seconds`."""
    return [s * math.exp(-i / (seconds * rate)) for i, s in enumerate(samples)]


def mix(*layers: tuple[float, Samples, float]) -> Samples:
    """(start seconds, samples, gain) layers added together."""
    end = max(int(start * RATE) + len(s) for start, s, _ in layers)
    out = [0.0] * end
    for start, samples, gain in layers:
        offset = int(start * RATE)
        for i, s in enumerate(samples):
            out[offset + i] += s * gain
    return out


def normalized(samples: Samples, peak: float = 0.85) -> Samples:
    top = max(1e-9, max(abs(s) for s in samples))
    return [s * peak / top for s in samples]


def write(name: str, samples: Samples, rate: int = RATE, peak: float = 0.85) -> None:
    frames = b"".join(struct.pack("<h", round(max(-1.0, min(1.0, s)) * 32767))
                      for s in normalized(samples, peak))
    with wave.open(str(OUT / f"{name}.wav"), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(rate)
        out.writeframes(frames)


def click(rng: random.Random) -> Samples:
    return mix((0, decay(sweep(1800, 1200, 0.05), 0.008), 1.0),
               (0, decay(noise(0.01, rng), 0.002), 0.4))


def card_slide(rng: random.Random) -> Samples:
    return envelope(lowpass(noise(0.28, rng), 2500), 0.08, 0.18, 1.5)


def card_flip(rng: random.Random) -> Samples:
    snap = decay(lowpass(noise(0.09, rng), 5000), 0.015)
    return mix((0, snap, 1.0), (0.03, decay(lowpass(noise(0.06, rng), 3000), 0.01), 0.6))


def hop(rng: random.Random) -> Samples:
    return envelope(sweep(280, 760, 0.2, (1.0, 0.3)), 0.01, 0.12)


def land(rng: random.Random) -> Samples:
    thump = decay(sweep(150, 55, 0.18, (1.0, 0.4)), 0.05)
    return mix((0, thump, 1.0), (0, decay(lowpass(noise(0.1, rng), 900), 0.02), 0.5))


def moo(rng: random.Random) -> Samples:
    voice = sweep(150, 105, 0.8, (1.0, 0.6, 0.45, 0.3, 0.2), vibrato=(0.02, 5.0))
    return envelope(lowpass(voice, 900), 0.12, 0.3, 1.5)


def baa(rng: random.Random) -> Samples:
    voice = sweep(430, 380, 0.6, (1.0, 0.5, 0.35, 0.2), vibrato=(0.0, 0.0))
    bleat = [s * (0.6 + 0.4 * math.sin(TAU * 9 * i / RATE)) for i, s in enumerate(voice)]
    return envelope(lowpass(bleat, 2200), 0.04, 0.25, 1.5)


def chime(hz: float, seconds: float) -> Samples:
    return decay(sweep(hz, hz, seconds, (1.0, 0.25, 0.1)), seconds / 4)


def score(rng: random.Random) -> Samples:
    return mix((0, chime(1318.5, 0.35), 0.8), (0.09, chime(1975.5, 0.35), 0.8))


def win(rng: random.Random) -> Samples:
    notes = (523.3, 659.3, 784.0, 1046.5)
    return mix(*((i * 0.12, chime(hz, 0.5), 0.7) for i, hz in enumerate(notes)))


def explosion(rng: random.Random) -> Samples:
    rumble = decay(lowpass(noise(0.85, rng), 600), 0.22)
    crack = decay(lowpass(noise(0.12, rng), 4000), 0.03)
    boom = decay(sweep(90, 35, 0.7), 0.2)
    return mix((0, rumble, 1.0), (0, crack, 0.7), (0, boom, 0.9))


def tile_flip(rng: random.Random) -> Samples:
    knock = decay(sweep(520, 400, 0.06, (1.0, 0.5)), 0.012)
    return mix((0, knock, 1.0), (0.05, knock, 0.7),
               (0, decay(lowpass(noise(0.04, rng), 3000), 0.008), 0.4))


def bump(rng: random.Random) -> Samples:
    return mix((0, decay(sweep(240, 160, 0.12, (1.0, 0.3)), 0.03), 1.0),
               (0, decay(lowpass(noise(0.03, rng), 2000), 0.006), 0.5))


def dice(rng: random.Random) -> Samples:
    layers = []
    t = 0.0
    for _ in range(7):
        hz = rng.uniform(1400, 2600)
        layers.append((t, decay(sweep(hz, hz * 0.9, 0.04, (1.0, 0.5)), 0.006), rng.uniform(0.5, 1)))
        t += rng.uniform(0.03, 0.09)
    return mix(*layers)


def cheer(rng: random.Random) -> Samples:
    crowd = lowpass(noise(0.85, rng), 1800)
    crowd = [s * (0.7 + 0.3 * math.sin(TAU * 7 * i / RATE)) for i, s in enumerate(crowd)]
    layers: list[tuple[float, Samples, float]] = [(0, envelope(crowd, 0.15, 0.4), 0.6)]
    for _ in range(6):
        hz = rng.uniform(380, 750)
        yay = envelope(sweep(hz, hz * 1.3, 0.35, (1.0, 0.4, 0.2)), 0.05, 0.2)
        layers.append((rng.uniform(0.0, 0.45), lowpass(yay, 2500), 0.25))
    return mix(*layers)


EFFECTS: dict[str, Callable[[random.Random], Samples]] = {
    "click": click, "card_slide": card_slide, "card_flip": card_flip, "hop": hop, "land": land,
    "moo": moo, "baa": baa, "score": score, "win": win, "explosion": explosion,
    "tile_flip": tile_flip, "bump": bump, "dice": dice, "cheer": cheer,
}


def music() -> Samples:
    """A gentle four-bar pentatonic pluck over a soft bass, looping seamlessly."""
    beat = 60 / 100
    melody = [("G4", 1), ("E4", 1), ("A4", 1), ("G4", 1), ("E4", 1), ("D4", 1), ("C4", 2),
              ("D4", 1), ("E4", 1), ("G4", 1), ("A4", 1), ("G4", 2), ("E4", 1), ("D4", 1)]
    bass = ["C3", "A2", "F2", "G2"]
    names = {"C": 0, "D": 2, "E": 4, "F": 5, "G": 7, "A": 9}

    def hz(note: str) -> float:
        return 440.0 * 2 ** ((names[note[0]] + 12 * (int(note[1]) + 1) - 69) / 12)

    total = int(16 * beat * MUSIC_RATE)
    out = [0.0] * total
    position = 0.0

    def pluck(at: float, note: str, seconds: float, gain: float) -> None:
        tone = decay(sweep(hz(note), hz(note), seconds, (1.0, 0.3, 0.1), rate=MUSIC_RATE),
                     seconds / 3, rate=MUSIC_RATE)
        start = int(at * MUSIC_RATE)
        for i, s in enumerate(tone):
            out[(start + i) % total] += s * gain  # wrap the tail round: a seamless loop

    for note, beats in melody:
        pluck(position, note, beats * beat * 1.5, 0.5)
        position += beats * beat
    for bar, note in enumerate(bass):
        for half in (0, 2):
            pluck((bar * 4 + half) * beat, note, 2 * beat, 0.35)
    return out


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for name, make in EFFECTS.items():
        write(name, make(random.Random(name)))
    write("music", music(), MUSIC_RATE, peak=0.5)
    sizes = {p.stem: p.stat().st_size for p in OUT.glob("*.wav")}
    print(f"wrote {len(sizes)} sounds; largest effect "
          f"{max(v for k, v in sizes.items() if k != 'music') // 1024} KB, "
          f"music {sizes['music'] // 1024} KB")


if __name__ == "__main__":
    main()
