"""Which provider to talk to and how: a small frozen settings object with sensible defaults."""

from __future__ import annotations

import ipaddress
from dataclasses import dataclass
from urllib.parse import urlsplit

from core.engine.client import ModelError
from core.providers.failures import failure_of

PROVIDERS = ("anthropic", "openai-chat", "openai-responses", "local")
PROVIDER_LABELS = {
    "anthropic": "Anthropic Messages",
    "openai-chat": "OpenAI Chat Completions",
    "openai-responses": "OpenAI Responses",
    "local": "Local server (OpenAI-compatible)",  # the window words it (gui/models/labels.py)
}
# OpenAI-compatible local servers and the ports they listen on by default; all speak Chat Completions.
LOCAL_SERVERS = {"Ollama": 11434, "LM Studio": 1234, "llama.cpp": 8080, "vLLM": 8000}
DEFAULT_BASE_URLS = {
    "anthropic": "https://api.anthropic.com/v1",
    "openai-chat": "https://api.openai.com/v1",
    "openai-responses": "https://api.openai.com/v1",
    "local": "http://localhost:11434/v1",
}
DEFAULT_MODELS = {
    "anthropic": "claude-sonnet-4-5",
    "openai-chat": "gpt-4.1",
    "openai-responses": "gpt-4.1",
    "local": "llama3.1",
}
CONNECT_TIMEOUT = 5.0
DEFAULT_TIMEOUT = 60.0  # seconds for one whole request; long enough for a reply, short enough for a classroom
LOOPBACK_NAMES = frozenset({"localhost", "localhost.localdomain", "ip6-localhost", "ip6-loopback"})


def local_base_url(server: str, host: str = "localhost") -> str:
    """The default base URL of a known local server, e.g. `http://localhost:1234/v1` for LM Studio."""
    return f"http://{host}:{LOCAL_SERVERS[server]}/v1"


@dataclass(frozen=True)
class ProviderConfig:
    """Everything but the key: the key never lives in a settings object that might be saved."""

    provider: str = "anthropic"
    model: str = ""
    base_url: str = ""
    max_tokens: int = 1024
    timeout: float = DEFAULT_TIMEOUT
    stream: bool = False
    allow_insecure_http: bool = False  # send the key over plain http:// to a host that is not this machine

    def __post_init__(self) -> None:
        if self.provider not in PROVIDERS:
            raise ValueError(f"unknown provider {self.provider!r}; known: {', '.join(PROVIDERS)}")
        if self.max_tokens < 1:
            raise ValueError("max_tokens must be at least 1")
        if self.timeout <= 0:
            raise ValueError("timeout must be positive")

    @property
    def resolved_base_url(self) -> str:
        return (self.base_url or DEFAULT_BASE_URLS[self.provider]).rstrip("/")

    @property
    def resolved_model(self) -> str:
        return self.model or DEFAULT_MODELS[self.provider]

    @property
    def dialect(self) -> str:
        """The wire protocol: a local server speaks Chat Completions."""
        return "openai-chat" if self.provider == "local" else self.provider

    def insecure_refusal(self, has_key: bool) -> InsecureHttp | None:
        """Why this config must not be used with a key, or None (see `insecure_http_refusal`)."""
        if self.allow_insecure_http:
            return None
        return insecure_http_refusal(self.resolved_base_url, has_key)


def is_loopback(host: str) -> bool:
    host = host.strip("[]").lower()
    if host in LOOPBACK_NAMES or host.endswith(".localhost"):
        return True
    try:
        return ipaddress.ip_address(host.split("%")[0]).is_loopback
    except ValueError:
        return False


class InsecureHttp(ModelError):
    """A key would go over plain http:// to another machine; raised before any request is sent."""


def insecure_http_refusal(base_url: str, has_key: bool) -> InsecureHttp | None:
    """Why a key must not go to `base_url` (the error to raise), or None. Over plain http:// the key travels readable by
    anyone on the way; only a server on this machine (loopback) is exempt."""
    try:
        parts = urlsplit(base_url.strip())
        host = parts.hostname or ""
    except ValueError:
        return None  # not a URL at all: the request itself reports that
    if not has_key or parts.scheme.lower() != "http" or is_loopback(host):
        return None
    return failure_of(InsecureHttp, "insecure_http", url=base_url, host=host)
