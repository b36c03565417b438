"""The smallest words a table shows through a game: what the text-size tests of the
Sheep-Boom-Bah and Sheep Sheep tables share. A table is seated at 1280x720 and played,
you deciding at random and the AI answering, and every so many frames it is drawn onto a
canvas that notes each text where it lands (`tests/tables/test_text_fit.Canvas`): the
texts under `least` px are returned. Words printed on a card (its face, cached as one
image) are the card's, not the table's, and are not counted."""

from __future__ import annotations

from game import i18n
from game.saves import Seat
from game.view import assets, canvas
from tests.tables.layout_checks import moments, seated
from tests.tables.test_text_fit import Canvas, forget_images

SIZE = (1280, 720)
LEAST = 14  # px at 1280x720: the least a word on these tables is drawn at
EVERY = 12  # frames between two looks


def small_texts(game: str, players: int, lang: str, decisions: int,
                least: float = LEAST, seed: int = 5) -> list[str]:
    """Each text under `least` px seen while `decisions` of yours are played (from the
    start: setup, turns, questions, the end if it comes), as "size px: 'words'"."""
    seats = [Seat("Anna")] + [Seat(f"AI {i}", "ai", "medium") for i in range(1, players)]
    canvas.set_zoom(canvas.fit_zoom(SIZE))
    forget_images()
    found: set[str] = set()
    app = table = None
    try:
        with assets.recording() as written:
            app, table = seated(SIZE, lang, game, seats, seed=seed)
            for frame, _ in enumerate(moments(app, table, decisions)):
                if frame % EVERY:
                    continue
                sheet = Canvas(SIZE, written)
                table.draw(sheet)
                found |= {f"{p.written.size:g} px: {p.written.message!r}" for p in sheet.placed
                          if p.written.size < least - 0.01 and p.written.message.strip()}
    finally:
        i18n.set_language("en")
        forget_images()
        if table is not None:
            table.match.close()
        if app is not None:
            app.leave_all()
    return sorted(found)
