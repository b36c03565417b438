"""`sheepfold stats [--game ID] [--json]`: the History screen's figures on the command line.

Called through `main()` in this process (the one-line refusals in a real process are in
tests/test_cli.py): JSON equal to `history.statistics`, a table to read without --json, a
damaged record skipped with a note on stderr naming it, every echoed value made safe for the
terminal, and bad arguments one line with exit 2.
"""

from __future__ import annotations

import json
from pathlib import Path

from game import history, saves
from game.__main__ import main
from game.saves import Seat
from game.terminal import safe
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


EVIL = "\u001b]2;PWNED\u0007\u001b[2J"


def crafted_record() -> Path:
    """A finished Sheep Sheep game whose first move names a card colour that is an escape
    sequence (setting the terminal's title and clearing it, if printed raw)."""
    finish("sheep_sheep", [Seat("Ann"), Seat("Sam", "ai", "easy")], 1)
    path = next(saves.finished_dir().glob("sheep_sheep-*.json"))
    raw = json.loads(path.read_text(encoding="utf-8"))
    next(a for a in raw["actions"] if "showing" in a)["showing"] = EVIL
    crafted = path.with_name("crafted\u009b31m.json")  # a C1 control in its name too
    crafted.write_text(json.dumps(raw), encoding="utf-8")
    path.unlink()
    return crafted


def test_echoed_values_cannot_drive_the_terminal(capsys):
    crafted = crafted_record()
    code, out, err = run(capsys)
    assert code == 0 and "No finished games yet" in out
    assert "\x1b" not in err and "\x07" not in err and "\x9b" not in err
    assert "crafted\\x9b31m.json" in err  # the note names the record it skipped
    assert "\\x1b]2;PWNED\\x07\\x1b[2J" in err
    code = main(["replay", str(crafted)])
    out, err = capsys.readouterr()
    assert code == 2 and "\x1b" not in err and "\x07" not in err and "\\x1b]2;PWNED" in err


def test_safe_escapes_every_control_character_and_cuts_long_text():
    assert safe("plain words, ünïcödé and 羊") == "plain words, ünïcödé and 羊"
    assert safe("a\x00b\tc\nd\x7fe\x85f") == "a\\x00b\\x09c\\x0ad\\x7fe\\x85f"
    assert safe("left \u202eright") == "left \\u202eright"  # a bidi override
    assert safe("\ud800") == "\\ud800"  # a lone surrogate (an undecodable byte)
    long = safe("x" * 5000, limit=50)
    assert len(long) == 50 and long.endswith("…")


def test_a_second_run_reads_the_index_and_says_the_same(capsys, monkeypatch):
    two_games()
    first = run(capsys, "--json")
    monkeypatch.setattr(history, "summarise", None)  # nothing may be replayed now
    assert run(capsys, "--json") == first
