"""The model chooser's entries and the words for a model: in the combo, the status bar and the batch view."""

from __future__ import annotations

from core.engine.client import ModelClient
from core.faults.scripted import ScriptedClient
from core.lesson.fake_model import FakeClient
from core.providers import PROVIDER_LABELS, ProviderConfig
from gui.common.i18n import QT_TRANSLATE_NOOP, translate

FAKE_MODEL = QT_TRANSLATE_NOOP("Models", "Fake (lesson)")
REAL_MODEL = QT_TRANSLATE_NOOP("Models", "Real provider…")
SCRIPTED = QT_TRANSLATE_NOOP("Models", "Scripted…")
LOCAL_SERVER = QT_TRANSLATE_NOOP("Models", "Local server (OpenAI-compatible)")


def provider_label(provider: str) -> str:
    """A provider's name: the three protocols by their own names, a local server in the program's language."""
    return translate("Models", LOCAL_SERVER) if provider == "local" else PROVIDER_LABELS[provider]



def provider_config(client: ModelClient) -> ProviderConfig | None:
    """The settings a real provider's client was built from; None for the fake, a script or anything else."""
    config = getattr(client, "config", None)
    return config if isinstance(config, ProviderConfig) else None


def provider_description(config: ProviderConfig) -> str:
    stream = " · " + translate("Models", "streaming") if config.stream else ""
    return f"{provider_label(config.provider)} · {config.resolved_model}{stream}"


def scripted_description(client: ScriptedClient) -> str:
    name = client.script.name or translate("Models", "script")
    replies = len(client.script.replies)
    return translate("Models", "Scripted: {name} (%n replies)", None, replies).format(name=name)


def describe(client: ModelClient) -> str:
    """The status bar's words for the model in use: provider and model name, or the client's own name."""
    config = provider_config(client)
    if config is not None:
        name = provider_description(config)
    else:
        name = translate("Models", FAKE_MODEL) if isinstance(client, FakeClient) else getattr(client, "name", "?")
    return translate("Models", "model: {name}").format(name=name)
