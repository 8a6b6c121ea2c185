"""Which model a batch runs with: the one the window uses now, as a factory giving one fresh client per case.

The lesson's fake counts its call ids per client and a scripted model walks its
replies per client, so every case gets its own instance. A real provider gets
one `make_client(config, key, http)` per case over one shared `httpx.Client`
(thread-safe; opened by the first case, closed by `release` when the batch ends). The key comes from the
provider dialog (memory only) or the environment, and never enters `describe`.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass, field

import httpx

from core.engine.client import ModelClient
from core.faults.scripted import ScriptedClient
from core.lesson.fake_model import FakeClient
from core.providers import ProviderConfig, find_key, make_client, refuse_insecure
from gui.common.i18n import QT_TRANSLATE_NOOP, translate
from gui.models.labels import FAKE_MODEL, provider_config, provider_description, scripted_description

FAKE = FAKE_MODEL
UNKNOWN = QT_TRANSLATE_NOOP("BatchView", "Batch runs need the lesson's fake, a scripted model or a real provider; the "
                            "window uses {name}.")


@dataclass
class BatchModel:
    """What the batch view shows (`description`) and runs (`make_client`, then `release` once at the end)."""

    description: str
    make_client: Callable[[], ModelClient]
    real: bool = False  # a real provider: worth running in parallel
    release: Callable[[], None] = field(default=lambda: None)


class NoBatchModel(Exception):
    """The window's model cannot be copied for a batch; `text` says why (shown in the view)."""

    def __init__(self, text: str) -> None:
        super().__init__(text)
        self.text = text


class _SharedHttp:
    """One `httpx.Client` for all cases of a batch, opened by the first case and closed by `close`."""

    def __init__(self, timeout: float) -> None:
        self.timeout = timeout
        self.http: httpx.Client | None = None
        self.lock = threading.Lock()

    def get(self) -> httpx.Client:
        with self.lock:
            if self.http is None:
                self.http = httpx.Client(timeout=self.timeout)  # requests also carry the session's timeout
            return self.http

    def close(self) -> None:
        with self.lock:
            http, self.http = self.http, None
        if http is not None:
            http.close()


def for_provider(config: ProviderConfig, key: str | None = None) -> BatchModel:
    """Raises MissingKey (before any request) when neither `key` nor the environment has one, InsecureHttp
    when the key would go over plain http:// to another machine. Opens nothing yet."""
    key = find_key(config.provider, key)
    refuse_insecure(config, key)
    shared = _SharedHttp(config.timeout)
    return BatchModel(provider_description(config), lambda: make_client(config, key, shared.get()), True,
                      shared.close)


def batch_model_for(client: ModelClient, dialog_key: Callable[[], str | None] = lambda: None) -> BatchModel:
    """The batch twin of `client` (the window's model). `dialog_key` is asked only for a real provider."""
    config = provider_config(client)
    if config is not None:
        return for_provider(config, dialog_key())
    if isinstance(client, ScriptedClient):
        script, text = client.script, client.source_text
        return BatchModel(scripted_description(client), lambda: ScriptedClient(script, text))
    if isinstance(client, FakeClient):
        kind, behaviour = type(client), client.behaviour  # the window's lesson: a fresh fake of it per question
        return BatchModel(translate("Models", FAKE), lambda: kind(behaviour))
    name = repr(getattr(client, "name", type(client).__name__))
    raise NoBatchModel(translate("BatchView", UNKNOWN).format(name=name))


def window_batch_model(window) -> BatchModel:
    """The batch model for a main window's current client, with the key that client was built with (if any)."""
    return batch_model_for(window.models.client, lambda: window.model_switch.accepted_key)
