# `make run` starts the app; `make test` runs the linter, the import contracts, the type checker and the tests.
# Both create .venv on first use.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: run test bench clean translations

# The program's words in German, English and Russian: .ts sources in resources/i18n, compiled here.
QM := $(patsubst %.ts,%.qm,$(wildcard resources/i18n/tls_*.ts))

resources/i18n/%.qm: resources/i18n/%.ts $(STAMP)
	$(BIN)/pyside6-lrelease -silent $< -qm $@

# After adding or changing a program text: refresh the .ts files, then translate what is unfinished.
translations: $(STAMP)
	$(BIN)/python scripts/translations.py

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e '.[test]'
	touch $(STAMP)

run: $(STAMP) $(QM)
	scripts/ensure-qt-libs.sh window
	$(BIN)/python main.py

test: $(STAMP) $(QM)
	scripts/ensure-qt-libs.sh offscreen
	scripts/ensure-curl.sh
	$(BIN)/ruff check --quiet .
	$(BIN)/lint-imports --no-cache --no-logo
	$(BIN)/mypy
	QT_QPA_PLATFORM=offscreen $(BIN)/python scripts/size_check.py
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest

# All benchmarks; each prints its figures next to a baseline measured in the same run.
bench: $(STAMP)
	$(BIN)/pip install --quiet -e '.[test,bench]'
	$(BIN)/python benchmarks/loop.py
	$(BIN)/python benchmarks/providers.py
	$(BIN)/python benchmarks/batch.py
	QT_QPA_PLATFORM=offscreen $(BIN)/python benchmarks/orders_table.py
	QT_QPA_PLATFORM=offscreen $(BIN)/python benchmarks/gui.py
	QT_QPA_PLATFORM=offscreen $(BIN)/python benchmarks/startup.py
	QT_QPA_PLATFORM=offscreen $(BIN)/python benchmarks/soak.py

clean:
	rm -rf $(VENV)
