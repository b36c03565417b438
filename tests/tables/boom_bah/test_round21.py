"""Round 21 of the critics' points at the Sheep-Boom-Bah table."""

from __future__ import annotations


def test_the_reference_says_how_points_are_collected(app):
    """Critics 21: the "?" pop-up said "add to the points you collected" but never how they
    are collected. A "Points as you go" section now follows "On your turn": a face-down tile
    turned over, a safe field +1, a barn +3, a mine cleared +2 (the rules' numbers), each row
    with its tile's picture, and the page still fits, English and German."""
    from game import i18n
    from game.rules.boom_bah import tiles
    from game.tables.boom_bah import legend
    from game.view import reference

    class Seated:
        you = 0

    try:
        for lang in ("en", "de"):
            i18n.set_language(lang)
            sections = legend.reference(Seated())
            headings = [s.heading for s in sections]
            at = headings.index(i18n._("Points as you go"))
            assert headings[at - 1] == i18n._("On your turn"), lang
            rows = sections[at].rows
            pictured = [r.words for r in rows if r.picture is not None]
            assert len(pictured) == 3, lang
            for points, said in zip((tiles.REVEAL_POINTS["safe"], tiles.REVEAL_POINTS["barn"],
                                     tiles.DEFUSE_POINTS), pictured, strict=True):
                assert said.rstrip(".").endswith(f"+{points}"), (lang, said)
            laid = reference.layout("Sheep-Boom-Bah", sections)
            assert reference.AREA.contains(laid.panel), lang
            assert min(t.size for t in laid.texts[1:-1]) >= 14, lang
            closing = laid.texts[-1].pos[1]
            for placed in laid.texts[1:-1]:
                line = reference.assets.font(placed.size, placed.bold).get_linesize()
                assert placed.pos[1] + line <= closing, (lang, placed.words)
    finally:
        i18n.set_language("en")
