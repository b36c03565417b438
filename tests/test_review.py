"""The post-game review: planted blunders are called so, the judgement is fair to what the seat
could see, it repeats exactly, and its cache is used only while it is whole."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from game import review, saves
from game.__main__ import main
from game.ai.base import Observation
from game.ai.levels import make_agent
from game.review_cli import play_recorded
from game.rules import get
from game.rules.black_sheep import BlackSheepState, PlayCards, best_first
from game.rules.boom_bah import Move
from game.rules.boom_bah.board import cell
from game.rules.boom_bah.diagram import position as boom_bah_position
from game.rules.bye_bye.actions import Draw, Stop
from game.rules.bye_bye.state import ByeByeState
from game.rules.sheep_sheep import EndTurn, Exchange
from game.rules.sheep_sheep.diagram import position as sheep_sheep_position

BAD = ("mistake", "blunder")


# --------------------------------------------------------------------------- planted blunders
def black_sheep_field_won():
    """Field 1: two horses; our pigs make a full house with any pig, and the rival's side is
    full with two pairs (horses, cows). A rooster there gives the field away."""
    fields = [{"figures": ["horse", "horse"], "sides": [["pig", "pig"], ["cow", "cow", "rooster"]]},
              {"figures": ["sheep", "rooster"]}, {"figures": ["cow", "pig"]}]
    return BlackSheepState.from_position(2, [["pig", "rooster", "sheep"],
                                             ["cow", "sheep", "rooster"]], fields=fields)


def sheep_sheep_one_short():
    """Red is our lucky colour; red/green laid red up in the top right makes three red."""
    return sheep_sheep_position("Rb Ry Gp\nOb Bg Gy\nPb Yo Bp", ("rg ob yp oy", "rb og yg bp"),
                                lucky=("red", "blue"))


BOARD = """
#. #. #. #. #. #. #.
#. s. s. s. s. s. #.
#. s. s. s. s. s. #.
#0 m. s. s. s. s. #.
#. s. s. s. s. s. #.
#. s. s. s. s. s. #.
#. #. #. #. #. #. #1
"""


def boom_bah_known_mine():
    """We peeked at b4: a mine."""
    return boom_bah_position(BOARD, hands=[[], []], peeked=[[cell("b4")], []])


def bye_bye_one_in_two():
    """Four triplets in the zoo and three 5s at the watering hole: stopping wins. The rival
    holds a 5 (a fourth adds nothing) and its Black Sheep."""
    return ByeByeState.from_position(2, [[6, 9, "black_sheep"], [5, "black_sheep"]],
                                     zoos=[[1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4], []], pile=[],
                                     watering=["5", "5", "5", "7", "8"], magpie_waiting=False)


PLANTED = [
    ("black_sheep", black_sheep_field_won, PlayCards(0, ("rooster",)), PlayCards(0, ("pig",))),
    ("sheep_sheep", sheep_sheep_one_short, EndTurn(), Exchange(2, ("red", "green"), "red")),
    ("boom_bah", boom_bah_known_mine, Move(cell("a4"), cell("b4")), Move(cell("a4"), cell("b5"))),
    ("bye_bye", bye_bye_one_in_two, Draw(1), Stop()),
]


@pytest.mark.parametrize(("game", "build", "blunder", "good"), PLANTED,
                         ids=[p[0] for p in PLANTED])
def test_a_planted_blunder_is_called_a_mistake_or_a_blunder(game, build, blunder, good):
    state = build()
    judged = review.judge(game, state, blunder, 7)
    assert judged.label in BAD and judged.loss >= review.thresholds(game)["mistake"]
    assert judged.best.action != blunder.to_json()
    assert review.judge(game, state, good, 7).label == review.FINE


def test_a_turning_point_says_what_it_cost_in_words():
    judged = review.judge("black_sheep", black_sheep_field_won(), PlayCards(0, ("rooster",)), 14)
    [point] = review.turning_points("black_sheep", [judged], 0)
    sentence = point.sentence("Anna")
    assert sentence.startswith("Move 14: Anna plays rooster to field 1; Hard plays pig to "
                               "field 1, which would have won about ")
    assert sentence.endswith(" more points on average.")
    assert sentence.msgid.startswith("Move {move}: {name} {played}; Hard {best}")


# --------------------------------------------------------------------------- fairness
def rival_hand_changed(state, seat):
    """The same position as `seat` sees it, with a rival's hidden card swapped with the pile's."""
    other = state.clone()
    rival = 1 - seat
    hand = other.hands[rival]
    swap = next(i for i, c in enumerate(other.draw_pile) if c not in hand)
    hand[-1], other.draw_pile[swap] = other.draw_pile[swap], hand[-1]
    other.hands[rival] = best_first(hand)
    return other


def test_hidden_cards_do_not_change_the_judgement_only_hindsight_may():
    state = get("black_sheep").start(2, 5)
    agent = make_agent("black_sheep", "easy")
    rng = random.Random(1)
    differed = 0
    for move in range(1, 5):
        seat = state.to_move
        other = rival_hand_changed(state, seat)
        assert other.view(seat) == state.view(seat) and other.snapshot() != state.snapshot()
        played = agent.choose(Observation.of(state), rng)
        assert review.judge("black_sheep", other, played, move) == review.judge(
            "black_sheep", state, played, move)
        differed += review.judge("black_sheep", other, played, move, hindsight=True) != \
            review.judge("black_sheep", state, played, move, hindsight=True)
        state.apply(played)
    assert differed  # hindsight knows the hands, and it shows


# --------------------------------------------------------------------------- a whole record
@pytest.fixture(scope="module")
def record():
    """The first moves of a Sheep-Boom-Bah game between Easy and Hard."""
    agents = [make_agent("boom_bah", "easy"), make_agent("boom_bah", "hard", hard_iterations=2)]
    _, data = play_recorded(get("boom_bah"), agents, seed=3)
    return data.upto(10)


def test_a_review_repeats_exactly_and_skips_forced_moves_by_name(record):
    first = review.review(record, [0, 1])
    assert first == review.review(record, [0, 1])
    assert [d.move for d in first] == list(range(1, 11))
    states = {m: s for m, s, _ in review.positions(record)}
    for decision in first:
        forced = len(states[decision.move].legal_actions()) == 1
        assert (decision.label == review.FORCED) == forced
        assert decision.loss >= 0 and decision.best.value is None or (
            decision.best.value >= decision.played.value)


def test_the_workers_give_the_same_review_in_order_and_can_be_cancelled(record):
    from game.ai.worker import Thinker

    thinker = Thinker(processes=2)
    seen = []
    try:
        found = review.review(record, [0, 1], thinker=thinker,
                              progress=lambda done, total, d: seen.append((done, total, d.move)))
        assert found == review.review(record, [0, 1])
        assert seen == [(i + 1, 10, i + 1) for i in range(10)]
        assert review.review(record, [0, 1], thinker=thinker, cancelled=lambda: True) is None
    finally:
        thinker.close()


def test_the_cache_is_used_while_whole_and_made_again_when_damaged(record, monkeypatch):
    path = saves.write_finished(record)
    _, first = review.review_file(path, [0])
    calls = []
    real = review.review
    monkeypatch.setattr(review, "review", lambda *a, **k: calls.append(1) or real(*a, **k))
    assert review.review_file(path, [0])[1] == first and not calls  # from the cache
    [cached] = (saves.storage.home() / "reviews").glob("*.json")
    raw = json.loads(cached.read_text())
    raw["decisions"][0]["loss"] = 99.0  # hand-edited: the check no longer matches
    cached.write_text(json.dumps(raw))
    assert review.review_file(path, [0])[1] == first and calls == [1]
    cached.write_text(cached.read_text()[:40])  # cut short
    assert review.review_file(path, [0])[1] == first and calls == [1, 1]
    assert review.review_file(path, [0], hindsight=True)[1] != first and calls == [1, 1, 1]


def test_review_json_holds_agents_and_decisions(record, capsys):
    path = saves.write_finished(record)
    assert main(["review", str(path), "--json", "--seat", "1"]) == 0
    [line] = capsys.readouterr().out.splitlines()
    report = json.loads(line)
    assert report["game"] == "boom_bah" and [a["level"] for a in report["agents"]] == [
        "easy", "hard"]
    assert report["decisions"] and {d["seat"] for d in report["decisions"]} == {1}
    for decision in report["decisions"]:
        assert {"seat", "move", "played", "best", "loss", "label"} <= set(decision)
        assert decision["label"] in (*review.LABELS, review.FORCED)


def test_review_refuses_bad_input_with_a_sentence(tmp_path, capsys):
    assert main(["review", "--last"]) == 2
    assert "no finished games" in capsys.readouterr().err
    broken = tmp_path / "broken.json"
    broken.write_text("{")
    assert main(["review", str(broken)]) == 2
    assert "cannot" in capsys.readouterr().err
    assert main(["review"]) == 2


def test_simulate_save_keeps_games_that_review_last_finds(capsys):
    assert main(["simulate", "--game", "sheep_sheep", "--players", "2", "--games", "1",
                 "--agents", "easy", "--save"]) == 0
    [kept] = saves.finished_dir().glob("*.json")
    assert saves.read(kept).seats[0].level == "easy"
    assert main(["simulate", "--game", "sheep_sheep", "--players", "2", "--games", "1",
                 "--agents", "random", "--save"]) == 2


def test_the_review_needs_no_pygame():
    code = "import sys, game.review, game.review_cli; sys.exit('pygame' in sys.modules)"
    subprocess.run([sys.executable, "-c", code], check=True,
                   cwd=Path(__file__).resolve().parents[1])


# --------------------------------------------------------------------------- discrimination
@pytest.mark.slow
@pytest.mark.parametrize("game", ["black_sheep", "boom_bah", "bye_bye", "sheep_sheep"])
def test_easy_loses_more_per_decision_than_hard(game):
    easy = hard = 0.0
    counts = [0, 0]
    for seed in range(2 if game == "boom_bah" else 1):  # Boom-Bah's levels are closest
        agents = [make_agent(game, "easy"), make_agent(game, "hard", hard_iterations=4)]
        _, data = play_recorded(get(game), agents, seed)
        for d in review.review(data, [0, 1]):
            if d.label != review.FORCED:
                counts[d.seat] += 1
                easy, hard = (easy + d.loss, hard) if d.seat == 0 else (easy, hard + d.loss)
    assert easy / counts[0] > 1.5 * hard / counts[1]
    assert hard / counts[1] < review.thresholds(game)["inaccuracy"]
