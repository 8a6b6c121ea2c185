"""Which provider to talk to and how: a small frozen settings object with sensible defaults."""

from __future__ import annotations

from dataclasses import dataclass

PROVIDERS = ("anthropic", "openai-chat", "openai-responses", "local")
PROVIDER_LABELS = {
    "anthropic": "Anthropic Messages",
    "openai-chat": "OpenAI Chat Completions",
    "openai-responses": "OpenAI Responses",
    "local": "Lokaler Server (OpenAI-kompatibel)",
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
DEFAULT_TIMEOUT = 600.0


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
