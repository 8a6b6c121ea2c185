"""The model chooser's entries and the words for a model: in the combo, the status bar and the batch view."""

from __future__ import annotations

from core.engine.client import ModelClient
from core.faults.scripted import ScriptedClient
from core.lesson.fake_model import FakeClient
from core.providers import PROVIDER_LABELS, ProviderConfig

FAKE_MODEL, REAL_MODEL, SCRIPTED = "Fake (lesson)", "Real provider…", "Scripted…"


def provider_config(client: ModelClient) -> ProviderConfig | None:
    """The settings a real provider's client was built from; None for the fake, a script or anything else."""
    config = getattr(client, "config", None)
    return config if isinstance(config, ProviderConfig) else None


def provider_description(config: ProviderConfig) -> str:
    stream = " · streaming" if config.stream else ""
    return f"{PROVIDER_LABELS[config.provider]} · {config.resolved_model}{stream}"


def scripted_description(client: ScriptedClient) -> str:
    return f"Scripted: {client.script.name or 'script'} ({len(client.script.replies)} replies)"


def describe(client: ModelClient) -> str:
    """The status bar's words for the model in use: provider and model name, or the client's own name."""
    config = provider_config(client)
    if config is not None:
        return f"model: {provider_description(config)}"
    return "model: Fake (lesson)" if isinstance(client, FakeClient) else f"model: {getattr(client, 'name', '?')}"
