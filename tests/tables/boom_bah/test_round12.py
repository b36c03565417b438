"""Round 12 of the critic's points at the Sheep-Boom-Bah table."""

from __future__ import annotations

from game.rules.boom_bah import EndTurn
from tests.tables.test_layout_boom_bah import drawn, seated


def _rival_to_move(app):
    """A table where you ended your turn (a decision Undo could take back) and Shaun decides."""
    table = seated(app, 2)
    match = table.match
    for _ in range(40):
        if match.to_move != 0:
            break
        legal = match.legal_actions()
        match.apply(next((a for a in legal if isinstance(a, EndTurn)), legal[-1]))
    assert match.to_move == 1 and not match.is_over
    table.refresh_view()
    table.sync()
    return table


def test_undo_is_grey_whenever_a_rival_decides(app):
    """Critic 12: Undo was lit while Shaun was thinking in one shot and grey in another; while
    it is not your turn it is always grey, and says why."""
    table = _rival_to_move(app)
    drawn(app, table)
    undo = table.bottom["undo"]
    assert not undo.enabled and undo.tooltip == "Undo waits for your turn."
    before = len(table.match.steps)
    table.undo()  # Ctrl+Z too
    assert len(table.match.steps) == before
