"""Real model providers over httpx: Anthropic Messages, OpenAI Chat Completions, OpenAI Responses, local servers.

`make_client(config, key=None, http=None)` gives a core ModelClient; the loop
never knows which provider it talks to.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from core.providers.config import (
    DEFAULT_BASE_URLS,
    DEFAULT_MODELS,
    LOCAL_SERVERS,
    PROVIDER_LABELS,
    PROVIDERS,
    InsecureHttp,
    ProviderConfig,
    local_base_url,
)
from core.providers.keys import MissingKey, find_key, redact, redact_headers
from core.providers.retry import RetryPolicy

if TYPE_CHECKING:
    import httpx

    from core.providers.anthropic import AnthropicClient
    from core.providers.openai_chat import ChatClient
    from core.providers.openai_responses import ResponsesClient

# The clients (and httpx under them) load when a provider is first used, not when the window starts.
_CLIENT_MODULES = {"AnthropicClient": "core.providers.anthropic", "ChatClient": "core.providers.openai_chat",
                   "ResponsesClient": "core.providers.openai_responses"}
_CLIENTS = {"anthropic": "AnthropicClient", "openai-chat": "ChatClient", "openai-responses": "ResponsesClient",
            "local": "ChatClient"}


def __getattr__(name: str) -> Any:
    module = _CLIENT_MODULES.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    import importlib

    return getattr(importlib.import_module(module), name)


def refuse_insecure(config: ProviderConfig, key: str | None) -> None:
    """Raise InsecureHttp if `key` would travel over plain http:// to another machine (and that is not allowed)."""
    refusal = config.insecure_refusal(bool(key))
    if refusal is not None:
        raise refusal


def make_client(config: ProviderConfig, key: str | None = None, http: httpx.Client | None = None,
                policy: RetryPolicy | None = None):
    """A ModelClient for `config`. Raises MissingKey (naming the variable to set) or InsecureHttp (saying
    why) before any request."""
    key = find_key(config.provider, key)
    refuse_insecure(config, key)
    return __getattr__(_CLIENTS[config.provider])(config, key, http, policy)


__all__ = ["make_client", "ProviderConfig", "RetryPolicy", "MissingKey", "InsecureHttp", "refuse_insecure",
           "find_key", "redact", "redact_headers", "PROVIDERS", "PROVIDER_LABELS", "LOCAL_SERVERS",
           "DEFAULT_BASE_URLS", "DEFAULT_MODELS", "local_base_url", "AnthropicClient", "ChatClient", "ResponsesClient"]
