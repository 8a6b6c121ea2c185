"""The provider dialog's "Test connection": one small request on a worker thread, its outcome in words.

`ConnectionTester.start(config, key)` sends one short question with a small
max_tokens, without streaming, and reports `sig_result(ok, text)` on the GUI
thread: the model's first words, or the provider's error as the loop would say
it. The key stays in memory; every text passes through `redact`.
"""

from __future__ import annotations

import time
from dataclasses import replace
from typing import Any

from PySide6.QtCore import QObject, Signal, Slot

from core.engine.cancel import Cancelled, CancelToken
from core.engine.client import SYSTEM, ModelError, ModelRequest
from core.engine.messages import Message, TextBlock
from core.providers import ProviderConfig, make_client, redact
from gui.common.i18n import seconds, translate
from gui.common.provider_words import failure_text
from gui.common.worker_runner import WorkerRunner

PING = "Antworte nur mit: ok"
PING_TOKENS = 16
SHOWN = 120  # characters of the model's answer shown in the dialog


class ConnectionWorker(QObject):
    sig_done = Signal(bool, str)

    @Slot(object, object, object)
    def run(self, config: ProviderConfig, key: str | None, token: CancelToken) -> None:
        try:
            ok, text = True, _ping(config, key, token)
        except Cancelled:
            ok, text = False, translate("ConnectionTest", "aborted")
        except ModelError as error:
            ok, text = False, failure_text(error)
        except Exception as crash:  # noqa: BLE001 - the GUI thread never sees exceptions raised here
            ok, text = False, translate("ConnectionTest", "unexpected error: {error}").format(error=repr(crash))
        self.sig_done.emit(ok, redact(text))


def _ping(config: ProviderConfig, key: str | None, token: CancelToken) -> str:
    client = make_client(replace(config, max_tokens=PING_TOKENS, stream=False), key)
    started = time.monotonic()
    question = Message(role="user", content=[TextBlock(text=PING)])
    try:
        reply = client.create(ModelRequest(system=SYSTEM, messages=(question,), tools=()), token)
    finally:
        client.close()
    words = " ".join(reply.text().split())
    words = words if len(words) <= SHOWN else words[: SHOWN - 1] + "…"
    took = time.monotonic() - started
    return translate("ConnectionTest", "Connected: {model} answered in {time}: “{words}”").format(
        model=config.resolved_model, time=seconds(took), words=words or reply.stop_reason)


class ConnectionTester(WorkerRunner[ConnectionWorker]):
    sig_start = Signal(object, object, object)
    sig_result = Signal(bool, str)  # ok, what to show

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(ConnectionWorker(), "tls-connection-test", parent, lazy=True)
        self.sig_start.connect(self.worker.run)
        self.worker.sig_done.connect(self._on_done)

    def start(self, config: ProviderConfig, key: Any) -> bool:
        token = self.claim()
        if token is None:
            return False
        self.sig_start.emit(config, key, token)
        return True

    def _on_done(self, ok: bool, text: str) -> None:
        if self.busy:
            self.release()
            self.sig_result.emit(ok, text)
