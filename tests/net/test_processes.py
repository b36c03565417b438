"""Real processes: `sheepfold host --headless` and `sheepfold join --agent` play whole games;
a host killed mid-game is restarted with --resume and its players (still running) rejoin."""

import json
import os
import signal
import subprocess
import sys
import time

import pytest

pytestmark = pytest.mark.slow
GAMES = {"black_sheep": 4, "boom_bah": 4, "bye_bye": 5, "sheep_sheep": 2}


def sheepfold(*args, home):
    env = dict(os.environ, SHEEPFOLD_HOME=str(home))
    return subprocess.Popen([sys.executable, "-m", "game", *args], env=env, text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)


def host(home, *args):
    process = sheepfold("host", "--headless", "--address", "127.0.0.1", "--no-announce", *args,
                        home=home)
    line = json.loads(process.stdout.readline())
    return process, line


def finish(processes, timeout=240):
    outs = []
    try:
        for p in processes:
            out, err = p.communicate(timeout=timeout)
            outs.append((p.returncode, out, err))
    finally:
        for p in processes:
            if p.poll() is None:
                p.kill()
                p.wait()
    return outs


# Real processes at two and at the most players in every game (Sheep Sheep's most is two);
# the same games also run in-process in test_games.py and test_secrets.py.
@pytest.mark.parametrize("game,players", [(g, 2) for g in sorted(GAMES)] + [
    ("black_sheep", 4), ("boom_bah", 4), ("bye_bye", 5)])
def test_a_dedicated_host_and_agent_clients_play_a_whole_game(sheepfold_home, game, players):
    process, line = host(sheepfold_home, "--game", game, "--seats",
                         ",".join(["remote"] * players), "--seed", "11")
    assert line["port"] > 0 and line["address"] == "127.0.0.1"
    joins = [sheepfold("join", line["join"], "--agent", "easy", "--name", f"P{n}", "--headless",
                       home=sheepfold_home) for n in range(players)]
    done = finish([*joins, process])
    assert [code for code, _, _ in done] == [0] * (players + 1), [e[-500:] for *_, e in done]
    results = [json.loads(out.strip().splitlines()[-1]) for _, out, _ in done[:-1]]
    assert sorted(r["seat"] for r in results) == list(range(players))
    assert all(r["status"] == "over" and r["result"] == results[0]["result"] for r in results)
    finished = list((sheepfold_home / "finished").glob(f"{game}-*.json"))
    assert len(finished) == 1
    assert not list((sheepfold_home / "net" / "tables").glob("*.json"))


def test_a_killed_host_restarts_with_resume_and_the_game_goes_on(sheepfold_home):
    process, line = host(sheepfold_home, "--game", "bye_bye", "--seats", "remote,remote,ai:easy",
                         "--seed", "3")
    joins = [sheepfold("join", line["join"], "--agent", "easy", "--name", f"P{n}",
                       "--headless", home=sheepfold_home) for n in range(2)]
    save = sheepfold_home / "net" / "tables" / f"{line['table']}.save.json"
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        try:
            if len(json.loads(save.read_text())["actions"]) >= 20:
                break
        except (OSError, ValueError):
            pass
        time.sleep(0.05)
    process.send_signal(signal.SIGKILL)
    process.wait()
    moves = len(json.loads(save.read_text())["actions"])
    assert moves >= 20
    again, line2 = host(sheepfold_home, "--resume")
    assert line2["port"] == line["port"] and line2["table"] == line["table"]
    done = finish([*joins, again])
    assert [code for code, _, _ in done] == [0, 0, 0], [e[-500:] for *_, e in done]
    results = [json.loads(out.strip().splitlines()[-1]) for _, out, _ in done[:2]]
    assert sorted(r["seat"] for r in results) == [0, 1]
    assert results[0]["moves"] == results[1]["moves"] > moves
    records = list((sheepfold_home / "finished").glob("bye_bye-*.json"))
    assert len(records) == 1
    assert len(json.loads(records[0].read_text())["actions"]) == results[0]["moves"]


def test_a_killed_client_restarts_and_finds_its_seat(sheepfold_home):
    process, line = host(sheepfold_home, "--game", "black_sheep", "--seats", "remote,remote",
                         "--seed", "8")
    # Ann is seated and killed before Bo comes: two Easy clients at full speed can finish
    # a whole game in well under a second, before a kill meant for mid-game.
    first = sheepfold("join", line["join"], "--agent", "easy", "--name", "Ann",
                      home=sheepfold_home)
    save = sheepfold_home / "net" / "tables" / f"{line['table']}.save.json"
    seats = sheepfold_home / "net" / "seats.json"
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and not seats.exists():
        time.sleep(0.05)
    time.sleep(0.3)
    first.kill()
    first.wait()
    other = sheepfold("join", line["join"], "--agent", "easy", "--name", "Bo",
                      home=sheepfold_home)
    again = sheepfold("join", line["join"], "--agent", "easy", "--name", "Ann",
                      home=sheepfold_home)
    done = finish([again, other, process])
    assert [code for code, _, _ in done] == [0, 0, 0], [e[-500:] for *_, e in done]
    seats_taken = sorted(json.loads(out.strip().splitlines()[-1])["seat"] for _, out, _ in done[:2])
    assert seats_taken == [0, 1]
    assert not save.exists()


def test_a_person_plays_a_remote_seat_in_the_terminal(sheepfold_home):
    """`sheepfold join` without --agent: the moves are told, and on your turn the legal
    moves are numbered; typing a number plays it."""
    process, line = host(sheepfold_home, "--game", "sheep_sheep", "--seats", "remote,ai:easy",
                         "--seed", "2")
    env = dict(os.environ, SHEEPFOLD_HOME=str(sheepfold_home))
    person = subprocess.Popen([sys.executable, "-m", "game", "join", line["join"], "--name",
                               "Ann"], env=env, text=True, stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    prompts, told = 0, []
    try:
        for text in person.stdout:
            told.append(text)
            if text.startswith("Your move"):
                prompts += 1
                person.stdin.write("1\n")
                person.stdin.flush()
            if text.startswith("{"):
                break
        person.wait(timeout=60)
        process.wait(timeout=60)
    finally:
        for p in (person, process):
            if p.poll() is None:
                p.kill()
                p.wait()
    result = json.loads(told[-1])
    assert result["status"] == "over" and result["seat"] == 0 and person.returncode == 0
    assert prompts > 3 and any(t.startswith("  1. ") for t in told)
    assert any(t.startswith("Clover: ") for t in told)  # the AI's moves are told
