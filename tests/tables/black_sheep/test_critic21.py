"""Round 19 (critics 20-21): the German key strip's words, one phrase for a field's cards."""

from game.i18n import set_language
from game.tables.black_sheep.sidebar import strip_marks


def test_the_key_and_the_chips_say_im_feld_alike():
    """The chips under a row say "2 + 2 im Feld": the key says "im Feld" too, never "auf dem
    Feld", and the pennant's words take one short row (the log got its room back)."""
    set_language("de")
    try:
        words = [w for _m, w in strip_marks(False)]
        assert not any("auf dem Feld" in w for w in words)
        assert any("im Feld" in w for w in words)
        assert "würde das Feld jetzt gewinnen" in words
    finally:
        set_language("en")
