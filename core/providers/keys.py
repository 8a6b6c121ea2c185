"""API keys: read from the environment (or given in memory), never written, shown only as ***."""

from __future__ import annotations

import json
import os
import re
import threading
from collections.abc import Mapping

from core.engine.client import ModelError
from core.providers.failures import failure_of

LESSON_VARIABLE = "LLM_API_KEY"
PROVIDER_VARIABLES = {"anthropic": "ANTHROPIC_API_KEY", "openai-chat": "OPENAI_API_KEY",
                      "openai-responses": "OPENAI_API_KEY"}
MASK = "***"
_SECRET_HEADERS = ("x-api-key", "authorization", "api-key", "openai-api-key")
_known: set[str] = set()
_lock = threading.Lock()


class MissingKey(ModelError):
    """No key for a provider that needs one; raised before any request is sent."""


def secret_fragments(key: str) -> tuple[str, ...]:
    """What of `key` is masked: the whole key and the parts a server commonly echoes when it masks the
    key itself (`sk-test-...ECRET123`): its first and its last 8 characters. Longest first."""
    if not key:
        return ()
    parts = {key} | ({key[:8], key[-8:]} if len(key) > 8 else set())
    return tuple(sorted(parts, key=len, reverse=True))


class Mask:
    """Masks one key in the bytes a provider sends, where they enter the program (the HTTP layer)."""

    def __init__(self, key: str | None) -> None:
        parts = secret_fragments(key or "")
        escaped = {json.dumps(p)[1:-1] for p in parts} - set(parts)  # as the key reads inside a JSON string
        self.texts = tuple(sorted(set(parts) | escaped, key=len, reverse=True))
        self._bytes = tuple(t.encode() for t in self.texts)
        self._mask = MASK.encode()

    def data(self, raw: bytes) -> bytes:
        for secret in self._bytes:
            raw = raw.replace(secret, self._mask)
        return raw

    def text(self, text: str) -> str:
        for secret in self.texts:
            text = text.replace(secret, MASK)
        return text

    def headers(self, headers: Mapping[str, str]) -> dict[str, str]:
        return {name: self.text(value) for name, value in headers.items()}


def remember_secret(key: str) -> None:
    """Let `redact` hide this key wherever it might turn up (kept in memory only)."""
    if key:
        with _lock:
            _known.add(key)


def variables_for(provider: str) -> tuple[str, ...]:
    specific = PROVIDER_VARIABLES.get(provider)
    return (LESSON_VARIABLE, specific) if specific else ()


def find_key(provider: str, key: str | None = None, env: Mapping[str, str] | None = None) -> str | None:
    """The key to use: `key` if given, else LLM_API_KEY, else the provider's variable. Local servers need none."""
    env = os.environ if env is None else env
    if key and key.strip():
        return _usable(key.strip(), "")
    for name in variables_for(provider):
        value = env.get(name, "").strip()
        if value:
            return _usable(value, name)
    if provider in PROVIDER_VARIABLES:
        names = variables_for(provider)
        raise failure_of(MissingKey, "no_key", provider=provider, variable=names[0], other=names[1])
    return None


def _usable(key: str, variable: str) -> str:
    """The key, remembered for `redact`, if it can go into an HTTP header. Otherwise MissingKey, without
    the key: httpx would raise with the header's bytes (escaped, so `redact` could not find the key)."""
    remember_secret(key)
    if not (key.isascii() and key.isprintable()):
        if variable:
            raise failure_of(MissingKey, "bad_key_env", variable=variable)
        raise failure_of(MissingKey, "bad_key_given")
    return key


def redact(text: str, keys: tuple[str, ...] | None = None) -> str:
    """`text` with every known key replaced by ***."""
    if not isinstance(text, str):
        return text
    with _lock:
        secrets = set(keys or ()) | _known
    for secret in sorted(secrets, key=len, reverse=True):
        if secret:
            text = text.replace(secret, MASK)
    return text


def redact_data(data):
    """A JSON-like value with every known key replaced by *** in every string inside it."""
    if isinstance(data, str):
        return redact(data)
    if isinstance(data, dict):
        return {redact_data(k): redact_data(v) for k, v in data.items()}
    if isinstance(data, list):
        return [redact_data(v) for v in data]
    return data


def redact_headers(headers: Mapping[str, str]) -> dict[str, str]:
    """Headers as the inspector may show them: auth values hidden, everything else as sent."""
    shown = {}
    for name, value in headers.items():
        if name.lower() in _SECRET_HEADERS:
            scheme = re.match(r"(Bearer|Basic)\s+", value, re.IGNORECASE)
            value = (scheme.group(0) if scheme else "") + MASK
        shown[name] = redact(value)
    return shown
