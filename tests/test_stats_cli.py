"""`sheepfold stats [--game ID] [--json]`: the History screen's figures on the command line.

Called through `main()` in this process (the one-line refusals in a real process are in
tests/test_cli.py): JSON equal to `history.statistics`, a table to read without --json, a
damaged record skipped with its note on stderr, and bad arguments one line with exit 2.
"""

from __future__ import annotations

import json

from game import history, saves
from game.__main__ import main
from game.saves import Seat
from tests.test_history import finish


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(["stats", *argv])
    out, err = capsys.readouterr()
    return code, out, err


def two_games() -> None:
    finish("black_sheep", [Seat("Ann"), Seat("Dolly", "ai", "easy")], 1)
    finish("boom_bah", [Seat("Ann"), Seat("Bo", "ai", "medium")], 2)


def test_json_is_the_history_screens_figures(capsys):
    two_games()
    code, out, err = run(capsys, "--json")
    assert code == 0 and not err
    found, _ = history.records()
    assert json.loads(out) == json.loads(json.dumps(history.statistics(found)))
    assert set(json.loads(out)["games"]) == {"black_sheep", "boom_bah"}


def test_one_game_only(capsys):
    two_games()
    code, out, _ = run(capsys, "--game", "boom_bah", "--json")
    figures = json.loads(out)
    assert code == 0 and list(figures["games"]) == ["boom_bah"]
    assert figures["total"]["played"] == 1
    assert figures["games"]["boom_bah"]["by_opponent"]["medium"]["played"] == 1


def test_without_json_a_table_to_read(capsys):
    two_games()
    code, out, _ = run(capsys)
    assert code == 0
    assert "black_sheep" in out and "boom_bah" in out and "win rate" in out
    assert "All games: 2 played" in out
    easy = next(line for line in out.splitlines() if line.strip().startswith("easy"))
    assert easy.split()[1] == "1"  # one game against Easy


def test_no_games_yet(capsys):
    code, out, err = run(capsys)
    assert code == 0 and "No finished games yet" in out and not err
    code, out, _ = run(capsys, "--json")
    assert json.loads(out)["total"]["played"] == 0


def test_a_damaged_record_is_skipped_with_its_note(capsys):
    two_games()
    (saves.finished_dir() / "boom_bah-broken.json").write_text("{ no", encoding="utf-8")
    code, out, err = run(capsys, "--json")
    assert code == 0 and json.loads(out)["total"]["played"] == 2
    assert len(err.strip().splitlines()) == 1 and "boom_bah-broken.json" in err


def test_bad_arguments_are_one_line_and_exit_2(capsys, sheepfold_home):
    for argv in (["--game", "chess"], ["--bogus"], ["--json", "extra"]):
        code, out, err = run(capsys, *argv)
        assert code == 2 and not out and len(err.strip().splitlines()) == 1, (argv, err)
    sheepfold_home.parent.mkdir(parents=True, exist_ok=True)
    sheepfold_home.write_text("a file, not a folder", encoding="utf-8")
    code, _, err = run(capsys)
    assert code == 2 and len(err.strip().splitlines()) == 1
