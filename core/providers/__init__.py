"""Real model providers over httpx: Anthropic Messages, OpenAI Chat Completions, OpenAI Responses, local servers.

`make_client(config, key=None, http=None)` gives a core ModelClient; the loop
never knows which provider it talks to.
"""

from __future__ import annotations

import httpx

from core.providers._http import RetryPolicy
from core.providers.anthropic import AnthropicClient
from core.providers.config import (
    DEFAULT_BASE_URLS,
    DEFAULT_MODELS,
    LOCAL_SERVERS,
    PROVIDER_LABELS,
    PROVIDERS,
    ProviderConfig,
    local_base_url,
)
from core.providers.keys import MissingKey, find_key, redact, redact_headers
from core.providers.openai_chat import ChatClient
from core.providers.openai_responses import ResponsesClient

_CLIENTS = {"anthropic": AnthropicClient, "openai-chat": ChatClient, "openai-responses": ResponsesClient,
            "local": ChatClient}


def make_client(config: ProviderConfig, key: str | None = None, http: httpx.Client | None = None,
                policy: RetryPolicy | None = None):
    """A ModelClient for `config`. Raises MissingKey (naming the variable to set) before any request."""
    key = find_key(config.provider, key)
    return _CLIENTS[config.provider](config, key, http, policy)


__all__ = ["make_client", "ProviderConfig", "RetryPolicy", "MissingKey", "find_key", "redact", "redact_headers",
           "PROVIDERS", "PROVIDER_LABELS", "LOCAL_SERVERS", "DEFAULT_BASE_URLS", "DEFAULT_MODELS", "local_base_url",
           "AnthropicClient", "ChatClient", "ResponsesClient"]
