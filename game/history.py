"""Every finished game, and the statistics drawn from them (History screen, `sheepfold stats`).

Finished games are kept in `finished/` as saves (a save is its replay). A record's result is
worked out by replaying it, so a record can never disagree with the rules; replays are cached
per file for the life of the process. A damaged record is skipped with a note naming it, and
nothing else is lost.

The statistics are the people's at the screen: in a game against AI, "you" are the human
seat(s) and a game is won when one of them wins. Games are grouped by game and by opponent:
the strongest AI level at the table, or "people" for a game with no AI (hot seat), where a
win means a person won, which is always true, so those games count but have no win rate.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game import saves
from game.ai.levels import LEVELS
from game.saves import SaveData, SaveError

PEOPLE = "people"
OPPONENTS = (*LEVELS, PEOPLE)


@dataclass(frozen=True)
class Record:
    path: Path
    data: SaveData
    moves: int
    winners: tuple[int, ...]
    scores: tuple[int, ...]

    @property
    def game(self) -> str:
        return self.data.game

    @property
    def started(self) -> str:
        return self.data.started

    @property
    def hints_used(self) -> bool:
        """The person at the screen asked for a hint in this game (the screen marks it)."""
        return self.data.hints_used

    @property
    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.data.seats) if not s.is_ai]

    @property
    def opponent(self) -> str:
        """The strongest AI level at the table, or "people" if nobody at it is an AI."""
        levels = [s.level for s in self.data.seats if s.is_ai and s.level in LEVELS]
        return max(levels, key=LEVELS.index) if levels else PEOPLE

    @property
    def won(self) -> bool:
        return any(w in self.humans for w in self.winners)

    @property
    def score(self) -> int | None:
        """The best human score (None when no human played)."""
        return max((self.scores[h] for h in self.humans), default=None)

    def names(self) -> list[str]:
        return [s.label() for s in self.data.seats]


_cache: dict[tuple[Path, int, int], Record | SaveError] = {}


def read_record(path: Path) -> Record:
    """One finished game, replayed (SaveError with a sentence if it cannot be used)."""
    try:
        stat = path.stat()
    except OSError as err:
        raise SaveError(f"The record {path.name} cannot be read.") from err
    key = (path, stat.st_mtime_ns, stat.st_size)
    if key not in _cache:
        _cache[key] = _replay(path)
    found = _cache[key]
    if isinstance(found, SaveError):
        raise found
    return found


def _replay(path: Path) -> Record | SaveError:
    from game.match import Match

    try:
        data = saves.read(path)
        match = Match(data)
    except SaveError as err:
        return err
    except Exception as err:  # a map or rules problem: skip this record, keep the rest
        return SaveError(f"The record {path.name} cannot be replayed: {err}.")
    if not match.is_over:
        return SaveError(f"The record {path.name} is not a finished game.")
    result = match.result()
    match.close()
    return Record(path, data, len(data.actions), tuple(result.winners), tuple(result.scores))


def records(folder: Path | None = None) -> tuple[list[Record], list[str]]:
    """Every finished game, newest first, and a note for each record that was skipped."""
    folder = folder or saves.finished_dir()
    found, notes = [], []
    paths = sorted(folder.glob("*.json")) if folder.is_dir() else []
    for path in paths:
        try:
            found.append(read_record(path))
        except SaveError as err:
            notes.append(str(err))
    found.sort(key=lambda r: (r.started, r.path.name), reverse=True)
    return found, notes


def _figures(games: list[Record]) -> dict[str, Any]:
    """Played, won, win rate, best and average score, longest winning streak."""
    scored = [r.score for r in games if r.score is not None]
    rated = [r for r in games if r.opponent != PEOPLE]
    wins = sum(r.won for r in rated)
    streak = best = 0
    for r in sorted(rated, key=lambda r: (r.started, r.path.name)):
        streak = streak + 1 if r.won else 0
        best = max(best, streak)
    return {
        "played": len(games),
        "wins": wins,
        "win_rate": round(wins / len(rated), 3) if rated else None,
        "best_score": max(scored) if scored else None,
        "average_score": round(sum(scored) / len(scored), 1) if scored else None,
        "longest_streak": best,
    }


def statistics(found: Iterable[Record], game: str | None = None) -> dict[str, Any]:
    """The figures per game and, within each, per opponent level; plus the last scores
    (oldest first) for a chart of score over the latest games."""
    chosen = [r for r in found if game in (None, r.game)]
    out: dict[str, Any] = {"games": {}}
    for game_id in sorted({r.game for r in chosen}):
        games = [r for r in chosen if r.game == game_id]
        per = {level: _figures([r for r in games if r.opponent == level])
               for level in OPPONENTS if any(r.opponent == level for r in games)}
        recent = sorted(games, key=lambda r: (r.started, r.path.name))[-20:]
        out["games"][game_id] = {**_figures(games), "by_opponent": per,
                                 "recent_scores": [r.score for r in recent]}
    out["total"] = _figures(chosen)
    return out
