"""Write the game's sounds and music into assets/sounds/ (run: python assets/make_sounds.py).

Everything is synthesized here with the standard library, so there are no recordings and no
licences to list. Effects are mono 16-bit 22050 Hz WAV files under a second: sine and noise
sources with envelopes and a one-pole low-pass; the animal voices are formant synthesis (a
glottal pulse through a cascade of vowel resonances that glide, as a mouth opens). Each theme
is composed from a key, chords per section and rhythm cells: a melody that answers itself,
harp, pad and bass, a small reverb, and the end folded onto the start so it loops without a
seam. Themes are encoded with `oggenc` (Debian's vorbis-tools) at about 22 kbit/s; without
it the script stops with a sentence. Seeded everywhere, so every run writes the same files.
`--themes NAME,...` writes only those themes, `--effects` only the effects.
"""

from __future__ import annotations

import argparse
import cmath
import math
import random
import shutil
import struct
import subprocess
import sys
import tempfile
import wave
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path

OUT = Path(__file__).resolve().parent / "sounds"
RATE = 22050
TAU = 2 * math.pi
OGG_QUALITY = "1"  # about 22 kbit/s for mono 22050 Hz: 1.8 MB for the five themes

Samples = list[float]
Curve = Sequence[tuple[float, float]]  # (seconds, value) breakpoints, joined by straight lines


# -- building blocks -------------------------------------------------------------------------
def sweep(start_hz: float, end_hz: float, seconds: float, harmonics: tuple[float, ...] = (1.0,),
          vibrato: tuple[float, float] = (0.0, 0.0)) -> Samples:
    """A tone gliding (exponentially) from start_hz to end_hz, with optional overtones."""
    count = int(seconds * RATE)
    depth, speed = vibrato
    phase = 0.0
    out = []
    for i in range(count):
        t = i / max(1, count - 1)
        hz = start_hz * (end_hz / start_hz) ** t
        hz *= 1 + depth * math.sin(TAU * speed * i / RATE)
        phase += TAU * hz / RATE
        out.append(sum(a * math.sin(phase * (n + 1)) for n, a in enumerate(harmonics)))
    peak = sum(abs(a) for a in harmonics)
    return [s / peak for s in out]


def noise(seconds: float, rng: random.Random) -> Samples:
    return [rng.uniform(-1, 1) for _ in range(int(seconds * RATE))]


def lowpass(samples: Samples, cutoff_hz: float) -> Samples:
    k = 1 - math.exp(-TAU * cutoff_hz / RATE)
    out, y = [], 0.0
    for s in samples:
        y += k * (s - y)
        out.append(y)
    return out


def envelope(samples: Samples, attack: float, release: float, curve: float = 2.0) -> Samples:
    """A quick fade in over `attack` seconds, then a decay shaped by `curve` to the end."""
    count = len(samples)
    rise = max(1, int(attack * RATE))
    fall_from = max(rise, count - int(release * RATE))
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


def decay(samples: Samples, seconds: float) -> Samples:
    """Exponential fade: loudness divided by e every `seconds`."""
    return [s * math.exp(-i / (seconds * RATE)) for i, s in enumerate(samples)]


def mix(*layers: tuple[float, Samples, float]) -> Samples:
    """(start seconds, samples, gain) layers added together."""
    end = max(int(start * RATE) + len(s) for start, s, _ in layers)
    out = [0.0] * end
    for start, samples, gain in layers:
        add(out, int(start * RATE), samples, gain)
    return out


def add(out: Samples, offset: int, samples: Samples, gain: float) -> None:
    """Add `samples * gain` into `out` from `offset` on (cut at the end of `out`)."""
    end = min(len(out), offset + len(samples))
    out[offset:end] = [a + gain * b for a, b in zip(out[offset:end], samples, strict=False)]


def normalized(samples: Samples, peak: float = 0.85) -> Samples:
    top = max(1e-9, max(abs(s) for s in samples))
    return [s * peak / top for s in samples]


def pcm(samples: Samples) -> bytes:
    return b"".join(struct.pack("<h", round(max(-1.0, min(1.0, s)) * 32767)) for s in samples)


def write_wav(path: Path, samples: Samples) -> None:
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(pcm(samples))


def at(curve: Curve, t: float) -> float:
    """The curve's value at `t` seconds (held flat before the first and after the last point)."""
    if t <= curve[0][0]:
        return curve[0][1]
    for (t0, v0), (t1, v1) in zip(curve, curve[1:], strict=False):
        if t <= t1:
            return v0 + (v1 - v0) * (t - t0) / max(1e-9, t1 - t0)
    return curve[-1][1]


# -- effects ---------------------------------------------------------------------------------
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


# -- animal voices: formant synthesis --------------------------------------------------------
@dataclass(frozen=True)
class Call:
    """One animal call. Curves run over seconds; formants are (centre, bandwidth) curve pairs."""

    seconds: float
    pitch: Curve
    loudness: Curve
    formants: tuple[tuple[Curve, float], ...]
    vibrato: tuple[float, float] = (0.0, 0.0)  # (depth as a share of the pitch, Hz)
    quaver: tuple[float, float] = (0.0, 0.0)  # loudness pulsing: (depth, Hz): a bleat's tremble
    breath: float = 0.05  # share of noise in the source: more is hoarser
    rough: float = 0.0  # random pitch wobble (a grunt)
    bright: float = 700.0  # glottal tilt: higher is brighter
    soft: float = 3200.0  # final low-pass that keeps it gentle


def glottal(call: Call, rng: random.Random) -> Samples:
    """Band-limited pulses at the call's pitch (every harmonic below 5 kHz), plus breath."""
    out, phase, wobble = [], 0.0, 0.0
    depth, speed = call.vibrato
    for i in range(int(call.seconds * RATE)):
        t = i / RATE
        wobble += 0.02 * (rng.uniform(-1, 1) - wobble)
        hz = at(call.pitch, t) * (1 + depth * math.sin(TAU * speed * t) + call.rough * wobble)
        phase = (phase + hz / RATE) % 1.0
        top = max(1, int(5000 / hz))
        half = math.sin(math.pi * phase)
        pulse = (math.sin((top + 0.5) * TAU * phase) / (2 * half) - 0.5) if abs(half) > 1e-6 \
            else top
        out.append(pulse / top + call.breath * rng.uniform(-1, 1))
    return lowpass(out, call.bright)


def resonate(samples: Samples, centre: Curve, bandwidth: float) -> Samples:
    """A formant: a two-pole resonance of unity gain at 0 Hz (Klatt's cascade form)."""
    out, y1, y2 = [], 0.0, 0.0
    r = math.exp(-math.pi * bandwidth / RATE)
    c = -r * r
    b = a = 0.0
    for i, x in enumerate(samples):
        if i % 32 == 0:
            b = 2 * r * math.cos(TAU * at(centre, i / RATE) / RATE)
            a = 1 - b - c
        y = a * x + b * y1 + c * y2
        y2, y1 = y1, y
        out.append(y)
    return out


def speak(call: Call, rng: random.Random) -> Samples:
    voice = glottal(call, rng)
    for centre, bandwidth in call.formants:
        voice = resonate(voice, centre, bandwidth)
    depth, speed = call.quaver
    return lowpass([s * at(call.loudness, i / RATE) * (1 - depth * (0.5 + 0.5 * math.sin(
        TAU * speed * i / RATE))) for i, s in enumerate(voice)], call.soft)


def bleat(low: bool) -> Call:
    """A sheep: a closed 'm' opening to a wide 'aa', trembling as it goes."""
    s = 0.82 if low else 1.0  # the black sheep: a bigger throat, everything lower and slower
    pitch, end = (150, 0.8) if low else (230, 0.65)
    return Call(
        seconds=end,
        pitch=((0, pitch * 0.9), (0.12, pitch * 1.08), (0.5, pitch), (end, pitch * 0.85)),
        loudness=((0, 0), (0.05, 0.5), (0.12, 1), (end * 0.7, 0.8), (end - 0.02, 0)),
        formants=((((0, 350 * s), (0.09, 800 * s), (0.5, 700 * s)), 90),
                  (((0, 1000 * s), (0.09, 1600 * s), (0.6, 1750 * s)), 120),
                  (((0, 2500 * s),), 200)),
        vibrato=(0.03, 6.0 if low else 8.0), quaver=(0.45, 6.0 if low else 9.0), breath=0.06,
        bright=600 if low else 800)


def baa(rng: random.Random) -> Samples:
    return speak(bleat(low=False), rng)


def baa_low(rng: random.Random) -> Samples:
    return speak(bleat(low=True), rng)


def moo(rng: random.Random) -> Samples:
    """A cow: a long hum through closed lips that opens to 'oo-oh' and closes again."""
    return speak(Call(
        seconds=0.88, pitch=((0, 100), (0.35, 128), (0.88, 98)),
        loudness=((0, 0), (0.2, 0.8), (0.55, 1), (0.88, 0)),
        formants=((((0, 250), (0.3, 420), (0.6, 480), (0.88, 300)), 80),
                  (((0, 800), (0.3, 780), (0.6, 900), (0.88, 700)), 110),
                  (((0, 2300),), 250)),
        vibrato=(0.015, 4.0), breath=0.08, bright=350, soft=1800), rng)


def oink(rng: random.Random) -> Samples:
    """A pig: two nasal grunts, 'oi-nk', the second a little higher."""
    def grunt(lift: float) -> Samples:
        return speak(Call(
            seconds=0.17, pitch=((0, 180 * lift), (0.05, 240 * lift), (0.17, 160 * lift)),
            loudness=((0, 0), (0.02, 1), (0.1, 0.8), (0.17, 0)),
            formants=((((0, 450), (0.08, 500), (0.17, 300)), 120),
                      (((0, 1000), (0.08, 1700), (0.17, 1100)), 160),
                      (((0, 2600),), 300)),
            breath=0.2, rough=0.8, bright=900, soft=2600), rng)

    return mix((0, grunt(1.0), 1.0), (0.24, grunt(1.12), 0.85))


def neigh(rng: random.Random) -> Samples:
    """A horse: a high whinny that trills downwards and ends in a breathy sigh."""
    return speak(Call(
        seconds=0.9, pitch=((0, 560), (0.08, 720), (0.6, 420), (0.9, 260)),
        loudness=((0, 0), (0.04, 1), (0.5, 0.7), (0.75, 0.45), (0.9, 0)),
        formants=((((0, 450), (0.1, 750), (0.9, 650)), 130),
                  (((0, 2100), (0.2, 1500), (0.9, 1200)), 200),
                  (((0, 2900),), 300)),
        vibrato=(0.06, 11.0), quaver=(0.35, 11.0), breath=0.12, bright=1100, soft=3000), rng)


def crow(rng: random.Random) -> Samples:
    """A rooster, politely: 'cock-a-doodle-doo' in four rising then falling syllables."""
    return speak(Call(
        seconds=0.9, pitch=((0, 470), (0.1, 500), (0.16, 560), (0.3, 640), (0.45, 700),
                            (0.7, 660), (0.9, 520)),
        loudness=((0, 0), (0.02, 0.8), (0.07, 0.7), (0.1, 0), (0.13, 0), (0.15, 0.8),
                  (0.19, 0.6), (0.22, 0), (0.25, 0), (0.27, 0.9), (0.39, 0.8), (0.42, 0),
                  (0.45, 0), (0.48, 1), (0.75, 0.7), (0.9, 0)),
        formants=((((0, 700), (0.45, 650), (0.9, 420)), 120),
                  (((0, 1200), (0.45, 1100), (0.9, 850)), 150),
                  (((0, 2600),), 300)),
        vibrato=(0.02, 7.0), breath=0.06, bright=800, soft=2800), rng)


VOICES = ("baa", "baa_low", "moo", "oink", "neigh", "crow")
VOICE_PEAK = 0.6  # voices sit a little below the clicks and chimes: soft, not startling

EFFECTS: dict[str, Callable[[random.Random], Samples]] = {
    "click": click, "card_slide": card_slide, "card_flip": card_flip, "hop": hop, "land": land,
    "score": score, "win": win, "explosion": explosion, "tile_flip": tile_flip, "bump": bump,
    "dice": dice, "cheer": cheer,
    "baa": baa, "baa_low": baa_low, "moo": moo, "oink": oink, "neigh": neigh, "crow": crow,
}


def effect(name: str) -> Samples:
    """The effect ready to write: seeded by its name, normalized to its peak."""
    return normalized(EFFECTS[name](random.Random(name)), VOICE_PEAK if name in VOICES else 0.85)


# -- instruments: one note each, cached (a theme repeats its notes) --------------------------
Partial = tuple[float, float, float]  # (multiple of the pitch, amplitude, decay seconds; 0: held)


def partials(hz: float, count: int, parts: Sequence[Partial]) -> Samples:
    """Sine partials, each fading at its own rate (a rotating phasor: one multiply a sample)."""
    out = [0.0] * count
    for ratio, amplitude, seconds in parts:
        if hz * ratio > 0.45 * RATE:
            continue
        step = cmath.rect(math.exp(-1 / (seconds * RATE)) if seconds else 1.0,
                          TAU * hz * ratio / RATE)
        z = complex(amplitude, 0)
        values = []
        for _ in range(count):
            values.append(z.imag)
            z *= step
        out = [a + b for a, b in zip(out, values, strict=True)]
    return out


def shaped(samples: Samples, attack: float, release: float) -> Samples:
    """A raised-cosine attack and a fade over the last `release` seconds: no clicks."""
    count = len(samples)
    rise, fall = max(1, int(attack * RATE)), max(1, int(release * RATE))
    out = list(samples)
    for i in range(min(rise, count)):
        out[i] *= 0.5 - 0.5 * math.cos(math.pi * i / rise)
    for i in range(max(0, count - fall), count):
        out[i] *= 0.5 + 0.5 * math.cos(math.pi * (i - (count - fall)) / fall)
    return out


def midi_hz(note: int) -> float:
    return 440.0 * 2 ** ((note - 69) / 12)


def harp(note: int, count: int) -> Samples:
    hz = midi_hz(note)
    ring = 1.6 * (262 / hz) ** 0.35
    return shaped(partials(hz, count, [(k, 1 / k ** 1.8, ring / (1 + 0.7 * (k - 1)))
                                       for k in range(1, 8)]), 0.004, 0.06)


def marimba(note: int, count: int) -> Samples:
    hz = midi_hz(note)
    ring = 0.7 * (440 / hz) ** 0.4
    return shaped(partials(hz, count, [(1, 1.0, ring), (4, 0.12, ring / 6), (10, 0.02, 0.02)]),
                  0.005, 0.05)


def musicbox(note: int, count: int) -> Samples:
    hz = midi_hz(note)
    return shaped(partials(hz, count, [(1, 1.0, 1.1), (2, 0.1, 0.35), (3, 0.05, 0.15),
                                       (4, 0.03, 0.08)]), 0.003, 0.08)


def bass(note: int, count: int) -> Samples:
    return shaped(partials(midi_hz(note), count, [(1, 1.0, 1.6), (2, 0.35, 0.6), (3, 0.1, 0.3)]),
                  0.012, 0.12)


def pad(note: int, count: int) -> Samples:
    """Three slightly detuned voices, slow to swell and slow to fade: a soft string bed."""
    hz = midi_hz(note)
    parts = [(ratio * detune, amp / 3, 0.0) for detune in (0.997, 1.0, 1.003)
             for ratio, amp in ((1, 1.0), (2, 0.22), (3, 0.07))]
    return shaped(partials(hz, count, parts), min(0.6, count / RATE / 3), min(0.9, count / RATE / 3))


def flute(note: int, count: int) -> Samples:
    """A breathy flute: a near-sine with a vibrato that starts late, and a little air."""
    hz = midi_hz(note)
    rng = random.Random(f"flute {note} {count}")
    phase, air, out = 0.0, 0.0, []
    for i in range(count):
        t = i / RATE
        depth = 0.005 * min(1.0, max(0.0, (t - 0.25) / 0.4))
        phase += TAU * hz * (1 + depth * math.sin(TAU * 5.2 * t)) / RATE
        air += 0.15 * (rng.uniform(-1, 1) - air)
        out.append(math.sin(phase) + 0.2 * math.sin(2 * phase) + 0.06 * math.sin(3 * phase)
                   + 0.12 * air)
    return shaped(out, 0.07, min(0.2, count / RATE / 3))


INSTRUMENTS: dict[str, Callable[[int, int], Samples]] = {
    "harp": harp, "marimba": marimba, "musicbox": musicbox, "bass": bass, "pad": pad,
    "flute": flute,
}
LEAD_GAIN = {"harp": 0.55, "marimba": 0.6, "musicbox": 0.45, "flute": 0.32}


@cache
def note_samples(instrument: str, note: int, count: int) -> tuple[float, ...]:
    return tuple(INSTRUMENTS[instrument](note, count))


# -- composing -------------------------------------------------------------------------------
SCALES = {"major": (0, 2, 4, 5, 7, 9, 11), "minor": (0, 2, 3, 5, 7, 8, 10)}


@dataclass(frozen=True)
class Part:
    """One pass through a section: who plays the tune and how the others accompany it."""

    section: str  # whose chords (and tune): "intro", "A", "B", "C", "outro"
    lead: str | None  # the instrument with the tune, or None (no tune)
    backing: tuple[str, ...]  # "pad", "arp" (broken chords), "waltz", "offbeat"
    bass: str  # "root", "root5", "waltz" or "walk"
    level: float  # loudness of this part, 0-1: the theme's dynamics
    ornate: bool = False  # the tune with passing notes and turns: a variation
    octave: int = 0  # the tune an octave up (1) or down (-1)


@dataclass(frozen=True)
class Theme:
    name: str
    title: str
    tonic: int  # MIDI note the tune is built on
    mode: str
    bpm: float
    beats: int  # beats in a bar
    rhythms: tuple[tuple[float, ...], ...]  # two-bar rhythm cells for the tune, in beats
    cadence: tuple[float, ...]  # the closing cell: ends on a long note
    sections: dict[str, str]  # section -> chords, one scale degree a bar ("4+": with a 7th)
    form: tuple[Part, ...]

    @property
    def beat(self) -> float:
        return 60 / self.bpm

    def bars(self, section: str) -> list[str]:
        return self.sections[section].replace("|", " ").split()

    @property
    def seconds(self) -> float:
        return sum(len(self.bars(p.section)) for p in self.form) * self.beats * self.beat


Note = tuple[float, float, int]  # (start beat within the section, beats, scale step)


def chord_steps(chord: str) -> list[int]:
    """The scale steps of a chord written as a degree: '6' -> [5, 7, 9]; '2+' adds the 7th."""
    root = int(chord[0]) - 1
    return [root, root + 2, root + 4] + ([root + 6] if chord.endswith("+") else [])


def step_note(theme: Theme, step: int) -> int:
    scale = SCALES[theme.mode]
    return theme.tonic + 12 * (step // 7) + scale[step % 7]


def nearest(options: Sequence[int], target: float) -> int:
    return min(options, key=lambda s: (abs(s - target), s))


def chord_tones(chord: str, low: int, high: int) -> list[int]:
    classes = {s % 7 for s in chord_steps(chord)[:3]}
    return [s for s in range(low, high + 1) if s % 7 in classes]


def compose(theme: Theme, section: str, rng: random.Random) -> list[Note]:
    """An eight-bar tune in four two-bar phrases, a b a' cadence: a question and its answer.

    Long notes and strong beats sit on the chord; the notes between step to them. The third
    phrase repeats the first (fitted to its chords), so the ear has something to hold on to.
    """
    bars = theme.bars(section)
    low, high = -3, 9
    first, second = rng.sample(theme.rhythms, 2)
    cells = [first, second, first, theme.cadence]
    tune: list[Note] = []
    step = rng.choice(chord_tones(bars[0], 2, 4))
    first_phrase: list[int] = []
    for phrase, cell in enumerate(cells):
        start = phrase * 2 * theme.beats
        rise = (1, -1, 1, -1)[phrase]
        beat = 0.0
        steps: list[int] = []
        for i, length in enumerate(cell):
            when = start + beat
            chord = bars[min(len(bars) - 1, int(when // theme.beats))]
            strong = when % theme.beats == 0 or length >= 2 or (
                theme.beats == 4 and when % theme.beats == 2)
            last = i == len(cell) - 1
            if phrase == 2:
                step = first_phrase[i]
                if strong:
                    step = nearest(chord_tones(chord, low, high), step)
            elif phrase == 3 and last:
                step = nearest([s for s in chord_tones(chord, low, high)
                                if s % 7 == chord_steps(chord)[0] % 7], step - 1)
            elif strong:
                options = [s for s in chord_tones(chord, low, high) if abs(s - step) <= 4]
                weights = [1.0 / (1 + abs(s - step - rise * 1.5)) for s in options]
                step = rng.choices(options, weights)[0]
            else:
                move = rise if rng.random() < 0.65 else -rise
                step = min(high, max(low, step + (move if rng.random() < 0.85 else 0)))
            steps.append(step)
            tune.append((when, length, step))
            beat += length
        if phrase == 0:
            first_phrase = steps
    return tune


def ornament(tune: list[Note], rng: random.Random) -> list[Note]:
    """The tune varied: some long notes lean on their neighbour, some leaps get filled in."""
    out: list[Note] = []
    for i, (when, length, step) in enumerate(tune):
        following = tune[i + 1][2] if i + 1 < len(tune) else step
        if length >= 2 and i + 1 < len(tune) and rng.random() < 0.5:
            out += [(when, length - 0.5, step), (when + length - 0.5, 0.5,
                                                  step + (1 if following > step else -1))]
        elif length == 1 and abs(following - step) == 2 and rng.random() < 0.6:
            out += [(when, 0.5, step), (when + 0.5, 0.5, (step + following) // 2)]
        else:
            out.append((when, length, step))
    return out


def voicing(theme: Theme, chord: str, previous: list[int] | None) -> list[int]:
    """The chord's notes around the middle of the keyboard, moving as little as they can."""
    notes = [step_note(theme, s) for s in chord_steps(chord)]
    classes = [n % 12 for n in notes]
    best: list[int] = []
    best_score = 0
    centre = [57, 61, 65, 69]
    for turn in range(len(classes)):
        order = classes[turn:] + classes[:turn]
        voiced, floor = [], 53
        for pc in order:
            n = floor + (pc - floor) % 12
            voiced.append(n)
            floor = n + 1
        score = sum(abs(a - b) for a, b in zip(voiced, previous or centre, strict=False))
        if not best or score < best_score:
            best, best_score = voiced, score
    return best


def bass_note(theme: Theme, step: int) -> int:
    n = step_note(theme, step)
    return 40 + (n - 40) % 12  # E2 up to D#3


class Score:
    """Notes placed in seconds, rendered into one buffer."""

    def __init__(self, theme: Theme, rng: random.Random) -> None:
        self.theme, self.rng = theme, rng
        self.notes: list[tuple[float, str, int, float, float]] = []  # at, instrument, note, s, g

    def play(self, at: float, instrument: str, note: int, seconds: float, gain: float,
             loose: float = 0.006) -> None:
        self.notes.append((max(0.0, at + self.rng.uniform(-loose, loose)), instrument, note,
                           seconds, gain * self.rng.uniform(0.92, 1.04)))

    def render(self, seconds: float) -> Samples:
        """Every note mixed in; the tail after the end rings on over the start (a loop)."""
        total = int(seconds * RATE)
        out = [0.0] * (total + 6 * RATE)
        for at_s, instrument, note, length, gain in sorted(self.notes):
            add(out, int(at_s * RATE), list(note_samples(instrument, note, int(length * RATE))),
                gain)
        return [a + b for a, b in zip(out[:total], out[total:] + [0.0] * total, strict=False)]


def arrange(theme: Theme) -> Score:
    """Every part of the form laid out in time: tune, backing, bass, with their dynamics."""
    rng = random.Random(theme.name)
    score = Score(theme, rng)
    tunes = {name: compose(theme, name, rng) for name in ("A", "B", "C")}
    beat, start, previous = theme.beat, 0.0, None
    for index, part in enumerate(theme.form):
        bars = theme.bars(part.section)
        for bar, chord in enumerate(bars):
            at_s = start + bar * theme.beats * beat
            level = part.level
            if part.section == "intro":
                level *= 0.55 + 0.45 * bar / max(1, len(bars) - 1)
            elif part.section == "outro":
                level *= 1 - 0.5 * bar / max(1, len(bars) - 1)
            voiced = voicing(theme, chord, previous)
            previous = voiced
            same = bar > 0 and chord == bars[bar - 1]
            backing(score, part, voiced, chord, at_s, level, same)
            bassline(score, part, chord, bars[bar + 1] if bar + 1 < len(bars) else bars[0],
                     at_s, level)
        if part.lead:
            tune = tunes[part.section]
            if part.ornate:
                tune = ornament(tune, random.Random(f"{theme.name} {index}"))
            for when, length, step in tune:
                phrase_pos = (when % (2 * theme.beats)) / (2 * theme.beats)
                swell = 0.85 + 0.3 * math.sin(math.pi * phrase_pos)
                accent = 1.0 if when % theme.beats == 0 else 0.85
                ring = length * beat * (0.95 if part.lead == "flute" else 1.6)
                score.play(start + when * beat, part.lead,
                           step_note(theme, step) + 12 * part.octave, ring,
                           LEAD_GAIN[part.lead] * part.level * swell * accent, 0.004)
        start += len(bars) * theme.beats * beat
    return score


def backing(score: Score, part: Part, voiced: list[int], chord: str, at_s: float, level: float,
            same: bool) -> None:
    theme, beat = score.theme, score.theme.beat
    bar_s = theme.beats * beat
    if "pad" in part.backing and not same:
        for n in voiced:
            score.play(at_s, "pad", n, bar_s * 2.05, 0.11 * level, 0)
    if "arp" in part.backing:
        tones = [bass_note(theme, chord_steps(chord)[0]) + 12, *voiced[:3], voiced[0] + 12]
        pattern = (0, 1, 2, 3, 4, 3, 2, 1) if theme.beats == 4 else (0, 1, 2, 3, 2, 1)
        for i, which in enumerate(pattern):
            score.play(at_s + i * beat / 2, "harp", tones[which], beat * 2,
                       (0.2 if i == 0 else 0.14) * level)
    if "waltz" in part.backing:
        for b in range(1, theme.beats):
            for n in voiced[:3]:
                score.play(at_s + b * beat, "harp", n + 12, beat * 1.2, 0.075 * level)
    if "offbeat" in part.backing:
        for b in range(theme.beats):
            for n in voiced[:3]:
                score.play(at_s + (b + 0.5) * beat, "marimba", n + 12, beat * 0.6, 0.07 * level)


def bassline(score: Score, part: Part, chord: str, following: str, at_s: float,
             level: float) -> None:
    theme, beat = score.theme, score.theme.beat
    root = chord_steps(chord)[0]
    gain = 0.42 * level
    if part.bass == "root" or (part.bass == "root5" and theme.beats == 3) or part.bass == "waltz":
        score.play(at_s, "bass", bass_note(theme, root), theme.beats * beat * 1.05, gain)
    elif part.bass == "root5":
        score.play(at_s, "bass", bass_note(theme, root), 2 * beat, gain)
        score.play(at_s + 2 * beat, "bass", bass_note(theme, root + 4), 2 * beat, gain * 0.8)
    elif part.bass == "walk":
        target = bass_note(theme, chord_steps(following)[0])
        notes = [bass_note(theme, root), bass_note(theme, root + 2), bass_note(theme, root + 4)]
        notes.append(target + (1 if target < notes[-1] else -1))
        for b, n in enumerate(notes[:theme.beats]):
            score.play(at_s + b * beat, "bass", n, beat * 1.1, gain * (1 if b == 0 else 0.75))


def form(*parts: tuple) -> tuple[Part, ...]:
    return tuple(Part(*p) for p in parts)


# The five themes: a key, a pace and a colour each, the same calm shape (intro, a tune, its
# answer, the tune varied, a quiet bridge, the answer again, the tune at its fullest, outro).
THEMES = (
    Theme("menu", "Sheepfold", 67, "major", 84, 4,
          rhythms=((1, 1, 2, 1, 1, 2), (1.5, 0.5, 1, 1, 2, 2), (1, 1, 1, 1, 3, 1),
                   (2, 1, 1, 1.5, 0.5, 2)),
          cadence=(1, 1, 1, 1, 4),
          sections={"intro": "1 4+ 1 5", "A": "1 4 6 5 | 1 4 5 1", "B": "4 1 2+ 5 | 4 1 5 5",
                    "C": "6 3 4+ 1 | 6 2+ 4 5", "outro": "4+ 5 1 1"},
          form=form(("intro", None, ("pad", "arp"), "root", 0.5),
                    ("A", "harp", ("pad",), "root", 0.7),
                    ("B", "flute", ("arp",), "root5", 0.8),
                    ("A", "flute", ("arp", "pad"), "root5", 0.85, True),
                    ("C", "harp", ("pad",), "root", 0.6, False, -1),
                    ("B", "harp", ("arp",), "root5", 0.75),
                    ("A", "flute", ("arp", "pad"), "root5", 0.9, True),
                    ("outro", None, ("pad", "arp"), "root", 0.55))),
    Theme("black_sheep", "Black Sheep waltz", 62, "major", 76, 3,
          rhythms=((2, 1, 3), (1, 1, 1, 2, 1), (1.5, 0.5, 1, 3), (1, 2, 1, 1, 1)),
          cadence=(1, 1, 1, 3),
          sections={"intro": "1 4 1 5", "A": "1 5 6 3 | 4 1 5 1", "B": "4 5 3 6 | 2 5 1 5",
                    "C": "6 4 1 5 | 6 4 2+ 5", "outro": "4 5 1 1"},
          form=form(("intro", None, ("waltz", "pad"), "waltz", 0.5),
                    ("A", "marimba", ("waltz",), "waltz", 0.7),
                    ("B", "flute", ("waltz", "pad"), "waltz", 0.8),
                    ("A", "flute", ("arp",), "waltz", 0.85, True),
                    ("C", "harp", ("pad",), "waltz", 0.6),
                    ("B", "marimba", ("waltz",), "waltz", 0.75),
                    ("A", "marimba", ("waltz", "pad"), "waltz", 0.9, True, 1),
                    ("outro", None, ("waltz", "pad"), "waltz", 0.55))),
    Theme("boom_bah", "Sheep-Boom-Bah", 65, "major", 100, 4,
          rhythms=((0.5, 0.5, 1, 0.5, 0.5, 1, 2, 2), (1, 0.5, 0.5, 1, 1, 1, 1, 2),
                   (0.5, 0.5, 0.5, 0.5, 1, 1, 2, 2), (1, 1, 0.5, 0.5, 1, 3, 1)),
          cadence=(1, 0.5, 0.5, 1, 1, 4),
          sections={"intro": "1 4 1 5", "A": "1 6 2 5 | 1 4 5 1", "B": "4 5 3 6 | 2 5 1 1",
                    "C": "2 5 1 6 | 2+ 5 4 5", "outro": "4 5 1 1"},
          form=form(("intro", None, ("offbeat",), "root5", 0.5),
                    ("A", "marimba", ("offbeat",), "root5", 0.7),
                    ("B", "harp", ("arp",), "walk", 0.8),
                    ("A", "marimba", ("offbeat", "pad"), "root5", 0.85, True),
                    ("C", "flute", ("pad",), "root", 0.6),
                    ("B", "marimba", ("arp",), "walk", 0.75),
                    ("A", "harp", ("offbeat", "pad"), "root5", 0.9, True, 1),
                    ("outro", None, ("offbeat", "pad"), "root", 0.55))),
    Theme("bye_bye", "Bye-Bye Black Sheep", 69, "minor", 72, 4,
          rhythms=((2, 1, 1, 3, 1), (1, 1, 2, 2, 2), (1.5, 0.5, 2, 1, 1, 2), (3, 1, 2, 2)),
          cadence=(2, 1, 1, 4),
          sections={"intro": "1 6 3 7", "A": "1 6 3 7 | 6 4 5 1", "B": "6 7 3 1 | 4 7 3 5",
                    "C": "4 5 1 6 | 4+ 5 6 7", "outro": "6 7 1 1"},
          form=form(("intro", None, ("pad", "arp"), "root", 0.5),
                    ("A", "flute", ("arp",), "root", 0.7),
                    ("B", "harp", ("arp", "pad"), "root", 0.8),
                    ("A", "flute", ("arp", "pad"), "root5", 0.85, True),
                    ("C", "harp", ("pad",), "root", 0.6, False, -1),
                    ("A", "flute", ("arp", "pad"), "root5", 0.9, True, 1),
                    ("outro", None, ("pad", "arp"), "root", 0.55))),
    Theme("sheep_sheep", "Sheep Sheep lullaby", 72, "major", 92, 4,
          rhythms=((1, 1, 1, 1, 2, 2), (1, 1, 2, 1, 1, 2), (0.5, 0.5, 1, 1, 1, 4),
                   (2, 2, 1, 1, 2)),
          cadence=(1, 1, 1, 1, 4),
          sections={"intro": "1 4 1 5", "A": "1 3 4 1 | 4 1 5 1", "B": "4 1 6 5 | 4 1 2+ 5",
                    "C": "6 3 4 1 | 2 5 6 5", "outro": "4 5 1 1"},
          form=form(("intro", None, ("pad", "arp"), "root", 0.5),
                    ("A", "musicbox", ("pad",), "root", 0.7),
                    ("B", "flute", ("arp",), "root", 0.8, False, -1),
                    ("A", "musicbox", ("arp", "pad"), "root5", 0.85, True),
                    ("C", "harp", ("pad",), "root", 0.6, False, -1),
                    ("B", "musicbox", ("arp",), "root5", 0.75),
                    ("A", "flute", ("arp", "pad"), "root5", 0.9, True, -1),
                    ("outro", None, ("pad", "arp"), "root", 0.55))),
)


# -- the room: a small reverb ----------------------------------------------------------------
def reverb(dry: Samples, wet: float = 0.2) -> Samples:
    """Freeverb's four combs and two all-passes (delays halved for 22050 Hz); it warms up on
    the end of the piece first, so the start already rings with it and the loop has no seam."""
    warm = dry[-3 * RATE:]
    signal = warm + dry
    total = [0.0] * len(signal)
    for delay, feedback in ((558, 0.84), (594, 0.84), (639, 0.84), (678, 0.84)):
        line, store, out = [0.0] * delay, 0.0, []
        for i, x in enumerate(signal):
            y = line[i % delay]
            store = y * 0.7 + store * 0.3
            line[i % delay] = x * 0.015 + store * feedback
            out.append(y)
        total = [a + b for a, b in zip(total, out, strict=True)]
    for delay in (278, 170):
        line, out = [0.0] * delay, []
        for i, x in enumerate(total):
            held = line[i % delay]
            line[i % delay] = x + held * 0.5
            out.append(held - x)
        total = out
    return [d + wet * w for d, w in zip(dry, total[len(warm):], strict=True)]


@dataclass(frozen=True)
class Rendered:
    samples: Samples
    peak: float
    rms: float
    clipped: int
    part_rms: list[float]


def render(theme: Theme) -> Rendered:
    """The theme as samples, loudness matched (RMS about -21 dBFS, peaks at most -2 dBFS)."""
    raw = reverb(arrange(theme).render(theme.seconds))
    rms = math.sqrt(sum(s * s for s in raw) / len(raw))
    top = max(abs(s) for s in raw)
    gain = min(0.09 / rms, 0.8 / top)
    samples = [s * gain for s in raw]
    parts, start = [], 0
    for part in theme.form:
        end = start + int(len(theme.bars(part.section)) * theme.beats * theme.beat * RATE)
        chunk = samples[start:end]
        parts.append(math.sqrt(sum(s * s for s in chunk) / max(1, len(chunk))))
        start = end
    return Rendered(samples, top * gain, rms * gain, sum(1 for s in samples if abs(s) >= 1.0),
                    parts)


def db(value: float) -> str:
    return f"{20 * math.log10(max(value, 1e-9)):.1f} dBFS"


def describe(theme: Theme, rendered: Rendered | None = None) -> str:
    """A short summary of a theme's shape (and, once rendered, of its levels)."""
    lines = [f"{theme.name}: '{theme.title}', {theme.mode} on MIDI {theme.tonic}, "
             f"{theme.beats}/4 at {theme.bpm:g} bpm, {theme.seconds:.0f} s"]
    for i, part in enumerate(theme.form):
        bars = len(theme.bars(part.section))
        tune = f"{part.lead}{' varied' if part.ornate else ''}" if part.lead else "no tune"
        level = f", {db(rendered.part_rms[i])} RMS" if rendered else ""
        lines.append(f"  {part.section:<5} {bars} bars: {tune}; {'+'.join(part.backing)}, "
                     f"bass {part.bass}{level}")
    if rendered:
        lines.append(f"  peak {db(rendered.peak)}, RMS {db(rendered.rms)}, "
                     f"clipped samples {rendered.clipped}")
    return "\n".join(lines)


def write_theme(theme: Theme, encoder: str) -> Rendered:
    rendered = render(theme)
    with tempfile.TemporaryDirectory() as folder:
        source = Path(folder) / f"{theme.name}.wav"
        write_wav(source, rendered.samples)
        subprocess.run([encoder, "--quiet", "-q", OGG_QUALITY, "--serial", "1",
                        "-t", theme.title, "-a", "Sheepfold (assets/make_sounds.py)",
                        "-o", str(OUT / f"theme_{theme.name}.ogg"), str(source)], check=True)
    return rendered


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Write Sheepfold's sounds and music.")
    parser.add_argument("--themes", help="only these themes (comma-separated names)")
    parser.add_argument("--effects", action="store_true", help="only the effects")
    args = parser.parse_args(argv)
    OUT.mkdir(parents=True, exist_ok=True)
    if not args.themes:
        for name in EFFECTS:
            write_wav(OUT / f"{name}.wav", effect(name))
        sizes = [(OUT / f"{name}.wav").stat().st_size for name in EFFECTS]
        print(f"wrote {len(EFFECTS)} effects, {sum(sizes) // 1024} KB "
              f"(largest {max(sizes) // 1024} KB)")
    if args.effects:
        return 0
    encoder = shutil.which("oggenc")
    if encoder is None:
        print("make_sounds: the themes need oggenc (Debian: apt-get install vorbis-tools)",
              file=sys.stderr)
        return 1
    wanted = args.themes.split(",") if args.themes else [t.name for t in THEMES]
    for theme in THEMES:
        if theme.name in wanted:
            rendered = write_theme(theme, encoder)
            size = (OUT / f"theme_{theme.name}.ogg").stat().st_size
            print(describe(theme, rendered) + f"\n  theme_{theme.name}.ogg: {size // 1024} KB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
