"""The zoom (game/view/zoom.py): opens after the pointer rests or at once from a key, sits
beside the piece on the screen without covering it, grows out of it, and shows every note."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.view import assets, canvas  # noqa: E402
from game.view.zoom import Zoom  # noqa: E402

SCREEN = pygame.Rect(0, 0, 1280, 720)


@pytest.fixture(autouse=True, scope="module")
def fonts():
    pygame.font.init()
    assets.clear_cache()  # fonts cached before an earlier test's pygame.quit() are dead
    yield


def card(width=200, height=280):
    image = canvas.blank((width, height), alpha=False)
    image.fill((200, 180, 120))
    return image


def test_it_opens_once_the_pointer_rests_and_closes_when_it_leaves():
    zoom = Zoom()
    zoom.hover("fox:0", (500, 600, 100, 140))
    zoom.update(Zoom.DELAY / 2)
    assert not zoom.open
    zoom.hover("fox:0", (500, 600, 100, 140))
    zoom.update(Zoom.DELAY)
    assert zoom.open and zoom.key == "fox:0"
    zoom.hover("dog:1", (620, 600, 100, 140))  # another card: it waits again
    assert not zoom.open
    zoom.hover(None)
    assert zoom.key is None and not zoom.open


def test_a_key_opens_it_at_once_and_the_same_key_closes_it():
    zoom = Zoom()
    zoom.toggle("fox:0", (500, 600, 100, 140))
    assert zoom.open
    zoom.hover(None)  # the pointer wandering off does not close a zoom a key opened
    assert zoom.open
    zoom.toggle("fox:0")
    assert not zoom.open


@pytest.mark.parametrize("anchor", [(500, 560, 100, 140), (10, 10, 100, 140),
                                    (1170, 300, 100, 140), (600, 300, 100, 140)])
def test_it_sits_beside_the_piece_on_the_screen(anchor):
    zoom = Zoom()
    box = zoom.place((320, 460), SCREEN, pygame.Rect(anchor))
    assert SCREEN.contains(box)
    assert not box.colliderect(pygame.Rect(anchor))


def test_it_grows_out_of_the_piece():
    zoom = Zoom()
    surface = canvas.blank(SCREEN.size, alpha=False)
    zoom.toggle("fox:0", (500, 560, 100, 140))
    assert zoom.progress == 0.0
    zoom.update(Zoom.GROW / 2)
    assert 0.0 < zoom.progress < 1.0
    zoom.draw(surface, card())
    zoom.update(Zoom.GROW)
    assert zoom.progress == 1.0


def test_every_note_is_drawn_whole_inside_the_panel():
    zoom = Zoom()
    surface = canvas.blank(SCREEN.size, alpha=False)
    notes = ["Play on your turn.", "Take one sheep out of a rival's barnyard and put it in "
             "your barnyard, whichever colour it is."]
    with assets.recording() as written:
        panel = zoom.draw(surface, card(), notes, warning="Fox: no rival has a sheep in "
                          "their barnyard", anchor=(500, 560, 100, 140))
    words = " ".join(w.message for w in written.values()).split()
    for sentence in [*notes, "Fox: no rival has a sheep in their barnyard"]:
        assert all(word in words for word in sentence.split())
    assert all(w.box == panel and w.size >= 12 for w in written.values())
    assert SCREEN.contains(panel)
