"""Shared test setup: no display, no writes outside tmp dirs, no leaked threads."""

from __future__ import annotations

import ipaddress
import os
import socket
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


# ---- network guard ------------------------------------------------------------
# No test may reach the internet: a connection (or name lookup) for anything but the loopback
# interface raises at once, and is also recorded so a test that swallowed the error still fails.

_BLOCKED: list[str] = []
_LOOPBACK_NAMES = {"localhost", "localhost.localdomain", "ip6-localhost"}


def _is_loopback(host) -> bool:
    if isinstance(host, bytes):
        host = host.decode()
    if host is None or host in _LOOPBACK_NAMES:
        return True
    try:
        return ipaddress.ip_address(str(host).split("%")[0]).is_loopback
    except ValueError:
        return False


def _guarded(original, family_of):
    def guard(*args, **kwargs):
        host = family_of(*args, **kwargs)
        if host is not _LOCAL and not _is_loopback(host):
            _BLOCKED.append(str(host))
            raise OSError(f"network guard: connection to non-loopback address {host!r} blocked in tests")
        return original(*args, **kwargs)
    return guard


_LOCAL = object()


def _connect_host(sock, address, *rest, **kwargs):
    if sock.family in (socket.AF_INET, socket.AF_INET6) and isinstance(address, tuple):
        return address[0]
    return _LOCAL  # unix sockets and the like


def _lookup_host(host, *rest, **kwargs):
    return host


socket.socket.connect = _guarded(socket.socket.connect, _connect_host)
socket.socket.connect_ex = _guarded(socket.socket.connect_ex, _connect_host)
socket.getaddrinfo = _guarded(socket.getaddrinfo, _lookup_host)
socket.create_connection = _guarded(socket.create_connection, lambda address, *a, **k: address[0])


@pytest.fixture(autouse=True)
def _no_network():
    """Fail any test during which something tried to leave the machine."""
    start = len(_BLOCKED)
    yield
    tried = _BLOCKED[start:]
    assert not tried, f"network guard: test tried to connect to {tried}"
