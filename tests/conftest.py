"""Shared test setup: no display, no writes outside tmp dirs, no leaked threads."""

from __future__ import annotations

import os
import threading

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture(autouse=True)
def _isolated_home(tmp_path, monkeypatch):
    """Every test gets its own data directory, so nothing touches the user's real files."""
    home = tmp_path / "tls-home"
    monkeypatch.setenv("TOOL_LOOP_STUDIO_HOME", str(home))
    monkeypatch.delenv("LLM_API_KEY", raising=False)
    monkeypatch.delenv("ANTHROPIC_API_KEY", raising=False)
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    yield home


@pytest.fixture(autouse=True)
def _no_leaked_worker_threads():
    """Fail a test that leaves a non-daemon thread running (daemon helpers may be abandoned by design)."""
    before = {t.ident for t in threading.enumerate()}
    yield
    leaked = [t for t in threading.enumerate()
              if t.ident not in before and t.is_alive() and not t.daemon]
    for thread in leaked:
        thread.join(timeout=2.0)
    leaked = [t for t in leaked if t.is_alive()]
    assert not leaked, f"threads left running: {[t.name for t in leaked]}"
