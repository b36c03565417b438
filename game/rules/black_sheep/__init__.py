"""Black Sheep: bid for animal figures on three fields with poker-like animal combinations.

Rules: `seeds/black-sheep.txt` and the Black Sheep section of RULINGS.md; `RULES_TEXT` is the
in-game summary. Fields are numbered 0, 1, 2 (left to right) in data and 1, 2, 3 in sentences.
Animals are "horse", "cow", "pig", "sheep", "rooster", "black_sheep" (`ANIMALS`, best first).
Figures are ids "<animal>-<n>", n = 1..6.

Our rulings (also in `RULES_TEXT`):
- A figure's value is shuffled at set-up; taking the next id of a type is a random pick.
- Only the field just played to can fill up; if several were full they would be scored left
  to right and the winner of the last one would move next.
- Restock cards are judged in draw order (two pigs, one pig figure left: the pig is placed,
  then replacements are drawn). With no figure left at all, the field keeps what it got.
- After exactly one card is played the turn waits for `Discard` / `KeepHand`, unless the hand
  is then empty. A player with no card and no room plays `Pass`.
- Majority tasks need at least one figure of the type. With the "!" task in play and exactly
  one player holding black sheep, that player is the sole winner (`Result.note` says why).

`view(seat)` (seat=None: a spectator; after the game everything is visible to everyone):
    players: int            to_move: int | None        turn_player: int
    phase: "play" | "discard" | "over"
    hand: list[str] | None          own cards, best first (None for a spectator)
    hands: list[list[str] | None]   per seat; only your own (all of them once over)
    hand_sizes: list[int]
    fields: 3 x {index, closed, figures: [{id, type, value: None}],
                 sides: per seat list of cards in play order, completed_order: [seats],
                 names: per seat the side's combination name (None: no card yet),
                 leader: the seat that would win it now (None: level), tie_break: the
                 leader when it leads only by completing first (standing.py)}
    corrals: per seat [{id, type, value}]; value is None unless it is your corral (or over)
    stock: {animal: figures left}      draw_pile: int (count)     discard_pile: list[str]
    ending: bool                       a field has been closed; scored fields now close
    tasks: None (variant off) or {open: [task ids], secret: own ids or None,
           secrets: per seat ids or None (own only; all once over), secret_counts: [int]}
    last_scoring: None or {field, figures: [{id, type}], winner,
                           combinations: [{seat, animals (best first), name}]}
    scores: None or [int] once over    result: None or Result.to_json() once over

Events (`Event.kind`: public fields; secret fields and who sees them):
- cards_played: seat, field, cards.
- discarded: seat, card.
- passed: seat (a skipped turn).
- reshuffled: count (the discard pile became the draw pile).
- cards_drawn: seat, count; secret cards seen by that seat.
- field_scored: the `last_scoring` dict (field, figures, combinations, winner).
- figures_corralled: seat, field, figures (ids), types; secret values {id: value} for seat.
- field_restocked: field, figures [{id, type}] (empty when it closes), cards (the first two
  drawn), replacements (cards drawn for exhausted types).
- field_closed: field.
- turn_began: seat (who moves next; the field winner after a scoring).
- game_over: values {id: value}, tasks {open, secret per seat} or None, hands, winners,
  scores, breakdown, note (everything, for everyone).
"""

from __future__ import annotations

from game.i18n import N_
from game.rules.base import GameSpec, Option
from game.rules.black_sheep.actions import ACTION_CLASSES, Discard, KeepHand, Pass, PlayCards
from game.rules.black_sheep.ranking import (
    ANIMALS,
    RANKS,
    STRENGTH,
    best_first,
    combination_name,
    rank_name,
    ranking_key,
)
from game.rules.black_sheep.rules_text import RULES_TEXT
from game.rules.black_sheep.state import (
    FIGURE_IDS,
    FIGURE_VALUES,
    BlackSheepState,
    allowed_counts,
    figure_type,
)
from game.rules.black_sheep.tasks import TASKS, Task

State = BlackSheepState  # the game's State, as other modules name it


def new_state(players: int, seed: int, options: dict[str, str]) -> BlackSheepState:
    return BlackSheepState.new(players, seed, options)


SPEC = GameSpec(
    id="black_sheep",
    title=N_("Black Sheep"),
    blurb=N_("Win figures with animal cards. Black sheep cost points, but the most of "
             "them still earn +6."),
    min_players=2,
    max_players=4,
    options={"tasks": Option(N_("Task cards"), ("off", "on"), "off",
                             N_("Secret and open task cards replace the majority and set "
                                "bonuses."))},
    new_state=new_state,
    rules_text=RULES_TEXT,
)

__all__ = [
    "ACTION_CLASSES", "ANIMALS", "FIGURE_IDS", "FIGURE_VALUES", "RANKS", "SPEC", "STRENGTH",
    "TASKS", "BlackSheepState", "Discard", "KeepHand", "Pass", "PlayCards", "State", "Task",
    "allowed_counts", "best_first", "combination_name", "figure_type", "new_state",
    "rank_name", "ranking_key",
]
