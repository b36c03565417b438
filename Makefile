# One command plays, one tests; both set up .venv on a fresh machine first.
PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
HEADLESS := SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy

.PHONY: play test quick bench soak dist smoke clean screens

$(VENV)/.installed: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -e '.[test]'
	touch $@

play: $(VENV)/.installed
	$(PY) -m game

# Tests run in parallel, one process per core (pytest-xdist); `quick` leaves out the tests
# marked slow (whole-game sweeps, soaks, real processes) for the edit-test loop.
test: $(VENV)/.installed
	$(VENV)/bin/ruff check .
	$(HEADLESS) $(PY) -m pytest -q -n auto --dist worksteal --durations=15

quick: $(VENV)/.installed
	$(VENV)/bin/ruff check .
	$(HEADLESS) $(PY) -m pytest -q -n auto --dist worksteal -m "not slow"

screens: $(VENV)/.installed  # every picture in docs/screens taken again; stale ones removed
	$(HEADLESS) $(PY) -m tests.screens docs/screens

bench: $(VENV)/.installed
	$(HEADLESS) $(PY) -m game bench startup --json
	$(HEADLESS) $(PY) -m game bench rules --json
	$(HEADLESS) $(PY) -m game bench frames --json

soak: $(VENV)/.installed
	$(HEADLESS) $(PY) -m game soak --games 10000

$(VENV)/.build: $(VENV)/.installed
	$(PY) -m pip install -q -e '.[build]'
	touch $@

PYI := $(PY) -m PyInstaller build/sheepfold.spec --noconfirm --workpath .pyi-work --distpath dist

.PHONY: dist-onedir
dist: $(VENV)/.build
	$(PYI)
	$(PYI) -- --onefile

dist-onedir: $(VENV)/.build
	$(PYI)

# Smoke-tests whichever bundles exist in dist/ (run after dist or dist-onedir).
smoke: $(VENV)/.installed
	$(HEADLESS) $(PY) build/smoke.py \
		$$(ls -d dist/sheepfold/sheepfold dist/sheepfold-onefile 2>/dev/null)

clean:
	rm -rf $(VENV) dist .pyi-work .pytest_cache .ruff_cache
